// The memory one photo takes the server to make, measured in a process of its own
// (scripts/photo-memory.mjs): bounded for every format, the small AVIF of many pixels included,
// which libvips would decode whole. docs/deploy.md gives the figures for a server's memory.
import { execFile } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import sharp from "sharp";
import { afterAll, expect, it } from "vitest";

const folder = mkdtempSync(join(tmpdir(), "photo-memory-"));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

interface Measured {
  outcome: string;
  grewMB: number;
}

async function measure(name: string, upload: Buffer): Promise<Measured> {
  const file = join(folder, name);
  writeFileSync(file, upload);
  const { stdout } = await promisify(execFile)(process.execPath, ["--expose-gc", "scripts/photo-memory.mjs", file]);
  return JSON.parse(stdout.trim().split("\n").at(-1) ?? "{}") as Measured;
}

/** A smooth scene (noise, enlarged): what matters to the memory is its pixels, not its detail. */
const scene = async (width: number, height: number) =>
  sharp(
    await sharp({
      create: {
        width: 400,
        height: 300,
        channels: 3,
        background: "#808080",
        noise: { type: "gaussian", mean: 128, sigma: 60 },
      },
    })
      .png()
      .toBuffer(),
  ).resize(width, height);

it("refuses a small AVIF of 49 megapixels before decoding it, for almost no memory", { timeout: 180_000 }, async () => {
  const avif = await sharp({ create: { width: 7000, height: 7000, channels: 3, background: "#888888" } })
    .avif({ effort: 0 })
    .toBuffer();
  expect(avif.length).toBeLessThan(10_000);
  const measured = await measure("many-pixels.avif", avif);
  expect(measured.outcome).toMatch(/^refused: .*49 megapixels/);
  // It took 0.9 GB when it was decoded.
  expect(measured.grewMB).toBeLessThan(40);
});

const largest: Array<[string, () => Promise<Buffer>]> = [
  ["a 48-megapixel JPEG", async () => (await scene(8000, 6000)).jpeg({ quality: 85 }).toBuffer()],
  ["a 12-megapixel AVIF", async () => (await scene(4000, 3000)).avif({ quality: 50, effort: 0 }).toBuffer()],
];

for (const [what, made] of largest) {
  it(`makes ${what}, the largest taken, within a few hundred megabytes`, { timeout: 180_000 }, async () => {
    const measured = await measure("largest", await made());
    expect(measured.outcome).toBe("made");
    // 90 MB and 225 MB measured on the machine that runs the tests.
    expect(measured.grewMB).toBeLessThan(400);
  });
}
