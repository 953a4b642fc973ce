// Pictures for tests, made with sharp: what a phone sends, and how to tell whether a file still says
// where it was taken.
import sharp from "sharp";

/**
 * A photo as a phone writes one: a smooth scene (blurred noise: as costly to encode as a real one),
 * with the camera, the time and the place it was taken in its EXIF, and how it was held.
 */
export async function phonePhoto({ width = 3024, height = 2268, orientation = 1 } = {}): Promise<Buffer> {
  const scene = await sharp({
    create: { width, height, channels: 3, background: "#808080", noise: { type: "gaussian", mean: 128, sigma: 60 } },
  })
    .blur(4)
    .jpeg({ quality: 85 })
    .toBuffer();
  return sharp(scene)
    .withMetadata({ orientation })
    .withExifMerge({
      IFD0: { Make: "Pixelphone", Model: "Pixelphone 9", DateTime: "2026:11:22 09:41:00" },
      IFD3: { GPSLatitudeRef: "N", GPSLatitude: "39/1 2/1 1/1", GPSLongitudeRef: "W", GPSLongitude: "77/1 1/1 55/1" },
    })
    .jpeg({ quality: 85 })
    .toBuffer();
}

/** Whether EXIF holds a GPS block (tag 0x8825), in the byte order its header names. */
function hasGps(exif: Buffer | undefined): boolean {
  if (!exif) return false;
  const littleEndian = exif.includes(Buffer.from("II*\0"));
  return exif.includes(Buffer.from(littleEndian ? [0x25, 0x88] : [0x88, 0x25]));
}

/** Every kind of metadata a file holds that could say who took it, with what, when or where. */
export async function metadataOf(file: Buffer) {
  const { exif, xmp, iptc } = await sharp(file).metadata();
  return { exif, xmp, iptc, gps: hasGps(exif), camera: file.includes("Pixelphone") };
}
