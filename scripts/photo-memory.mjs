// The memory the server takes to make one uploaded photo, measured in a process of its own: the
// photo is checked, drawn again and made in every width and format as the editor makes it
// (app/media/photo-processing.server.ts), and the process's resident memory at its highest while it
// did so is compared with the memory before. Linux's peak (VmHWM) is reset first, so loading the
// code does not count. Prints one line of JSON; app/media/photo-memory.test.ts runs it, and
// docs/deploy.md gives the figures.
// Usage: node --expose-gc scripts/photo-memory.mjs FILE
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { runnerImport } from "vite";

const file = process.argv[2];
if (!file) throw new Error("Usage: node scripts/photo-memory.mjs FILE");
const config = { configFile: false, logLevel: "error", resolve: { tsconfigPaths: true } };
const { module: photos } = await runnerImport(join(process.cwd(), "app/media/photo-processing.server.ts"), config);

const megabytes = (field) => {
  const kilobytes = Number(new RegExp(`${field}:\\s+(\\d+)`).exec(readFileSync("/proc/self/status", "utf8"))?.[1]);
  return Math.round(kilobytes / 1024);
};

const upload = readFileSync(file);
globalThis.gc?.();
writeFileSync("/proc/self/clear_refs", "5");
const before = megabytes("VmRSS");
let outcome = "made";
try {
  const master = await photos.masterOf(upload);
  await photos.makePhoto(master, { width: 16, height: 9 }, { x: 50, y: 50 });
} catch (error) {
  if (!(error instanceof photos.PhotoRefused)) throw error;
  outcome = `refused: ${error.message}`;
}
const peak = megabytes("VmHWM");
globalThis.gc?.();
// What the process keeps once the photo is made: libvips keeps no cache of it (sharp.cache(false)).
const after = megabytes("VmRSS");
console.log(JSON.stringify({ outcome, beforeMB: before, peakMB: peak, grewMB: peak - before, keptMB: after - before }));
