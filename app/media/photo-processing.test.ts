// Uploads made fit to serve, with real pictures made by sharp: what a phone sends (a large JPEG that
// says where it was taken, turned by its EXIF), and what the site must refuse.
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { PHOTO_UPLOAD_LIMIT } from "~/lib/media-paths";
import { metadataOf, phonePhoto } from "../../tests/photos";
import {
  AVIF_PIXEL_LIMIT,
  cropAround,
  makePhoto,
  masterOf,
  PHOTO_PIXEL_LIMIT,
  PhotoRefused,
} from "./photo-processing.server";

const refusal = async (work: Promise<unknown>) => {
  try {
    await work;
  } catch (error) {
    if (error instanceof PhotoRefused) return error.message;
    throw error;
  }
  return "accepted";
};

describe("an uploaded photo", () => {
  it("keeps nothing of the camera, the time or the place, in any file", { timeout: 120_000 }, async () => {
    const upload = await phonePhoto();
    expect(await metadataOf(upload)).toMatchObject({ gps: true, camera: true });
    const master = await masterOf(upload);
    const photo = await makePhoto(master, { width: 16, height: 9 }, { x: 50, y: 50 });
    for (const body of [master.body, ...photo.files.map((file) => file.body)]) {
      expect(await metadataOf(body)).toEqual({
        exif: undefined,
        xmp: undefined,
        iptc: undefined,
        gps: false,
        camera: false,
      });
    }
    // Each width in AVIF, WebP and JPEG, cropped to the place's proportions, and the preview crop.
    expect(photo.files.map((file) => file.name)).toEqual([
      "400.avif",
      "400.webp",
      "400.jpg",
      "800.avif",
      "800.webp",
      "800.jpg",
      "1200.avif",
      "1200.webp",
      "1200.jpg",
      "1600.avif",
      "1600.webp",
      "1600.jpg",
      "preview.jpg",
    ]);
    expect([photo.width, photo.height]).toEqual([1600, 900]);
    for (const file of photo.files) {
      const { width = 0, height = 0, format } = await sharp(file.body).metadata();
      if (file.name === "preview.jpg") expect([width, height]).toEqual([1200, 630]);
      else expect(Math.abs(width / height - 16 / 9)).toBeLessThan(0.01);
      expect(format).toBe(file.name.endsWith(".avif") ? "heif" : file.name.endsWith(".webp") ? "webp" : "jpeg");
    }
  });

  it("is turned upright as the camera said it was held", async () => {
    const master = await masterOf(await phonePhoto({ width: 800, height: 600, orientation: 6 }));
    expect([master.width, master.height]).toEqual([600, 800]);
  });

  it("is cropped around the part staff keep in view", () => {
    expect(cropAround(4000, 3000, { width: 1, height: 1 }, { x: 0, y: 50 })).toEqual({
      left: 0,
      top: 0,
      width: 3000,
      height: 3000,
    });
    expect(cropAround(4000, 3000, { width: 1, height: 1 }, { x: 100, y: 50 })).toMatchObject({ left: 1000 });
    expect(cropAround(4000, 3000, { width: 16, height: 9 }, { x: 50, y: 100 })).toEqual({
      left: 0,
      top: 750,
      width: 4000,
      height: 2250,
    });
  });

  it("is refused, saying why, when it is no still picture the site can read or too large", async () => {
    expect(await refusal(masterOf(Buffer.from("%PDF-1.7 not a picture at all")))).toMatch(
      /not a picture the site can read/,
    );
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>',
    );
    expect(await refusal(masterOf(svg))).toMatch(/not a picture the site can read/);
    const frame = (background: string) =>
      sharp({ create: { width: 20, height: 20, channels: 3, background } })
        .png()
        .toBuffer();
    const animated = await sharp([await frame("#fff"), await frame("#1d3868")], { join: { animated: true } })
      .gif({ loop: 0 })
      .toBuffer();
    expect(await refusal(masterOf(animated))).toMatch(/moves/);
    const huge = await sharp({ create: { width: 10_000, height: 10_000, channels: 3, background: "#ffffff" } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    expect(10_000 * 10_000).toBeGreaterThan(PHOTO_PIXEL_LIMIT);
    expect(await refusal(masterOf(huge))).toMatch(/10000 × 10000 pixels \(100 megapixels\)/);
    expect(await refusal(masterOf(Buffer.alloc(0)))).toMatch(/empty/);
    // One byte over: said as over, not as two equal sizes.
    expect(await refusal(masterOf(Buffer.alloc(PHOTO_UPLOAD_LIMIT + 1)))).toBe(
      "The file is larger than 20.0 MB, the most a photo may be. Make it smaller first.",
    );
    // A small file of many pixels in a format decoded whole is refused before it is decoded.
    const avif = await sharp({ create: { width: 7000, height: 7000, channels: 3, background: "#888888" } })
      .avif({ effort: 0 })
      .toBuffer();
    expect(avif.length).toBeLessThan(10_000);
    expect(7000 * 7000).toBeGreaterThan(AVIF_PIXEL_LIMIT);
    expect(await refusal(masterOf(avif))).toMatch(
      /7000 × 7000 pixels \(49 megapixels\); AVIF photos may have up to 12/,
    );
  });
});
