// Makes a photo staff upload fit to be served: decoded and drawn again, so nothing but its pixels
// survives (no camera, time or place it was taken: a photo of children must not say where); refused
// when it is not a still picture the site can read, or is larger than a phone's; turned upright;
// cropped to the proportions of its place around the part staff chose to keep in view; and written
// as AVIF, WebP and JPEG in each width pages ask for (app/lib/media-paths.ts), with a JPEG cropped
// for link previews. sharp (libvips) does the work, on one core at a time.
import { createHash } from "node:crypto";
import sharp, { type Metadata, type Sharp } from "sharp";
import {
  MEDIA_FORMATS,
  MEDIA_PREVIEW_SIZE,
  type MediaExtension,
  mediaWidths,
  PHOTO_UPLOAD_LIMIT,
} from "~/lib/media-paths";

/** The most pixels a photo may have: a 48-megapixel phone camera's, with room to spare. */
export const PHOTO_PIXEL_LIMIT = 50_000_000;
/**
 * The most an AVIF photo may have. libvips reads JPEG, WebP and PNG a little at a time (about 150 MB
 * at most for 50 megapixels here), but decodes an AVIF whole: 49 megapixels took 1.1 GB, 12 took
 * about 300 MB. A phone's usual 12-megapixel photo fits.
 */
export const AVIF_PIXEL_LIMIT = 12_000_000;
/** The master kept for cropping again: larger than any width a page shows. */
const MASTER_SIZE = 2400;

// One photo at a time on one of libvips's threads, so an upload never takes both cores from visitors.
sharp.concurrency(1);
// libvips keeps recent operations and their pixels for reuse; a photo is made once, and the cache
// held hundreds of megabytes after each large one.
sharp.cache(false);

/** Why an upload cannot be used, in words for the person who sent it. */
export class PhotoRefused extends Error {}

export interface Focus {
  /** Percent from the left and from the top. */
  x: number;
  y: number;
}

interface PhotoFile {
  /** "800.avif", "preview.jpg" */
  name: string;
  type: string;
  body: Buffer;
}

export interface MadePhoto {
  /** Made from the master, the proportions and the focus: the same photo made twice has the same id. */
  id: string;
  /** The largest file's size. */
  width: number;
  height: number;
  files: PhotoFile[];
}

export interface Master {
  body: Buffer;
  width: number;
  height: number;
}

/** The formats a phone or a camera writes that the site reads. SVG, which can carry script, is not one. */
const STILL_FORMATS = new Set(["jpeg", "png", "webp", "heif", "gif", "tiff"]);

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/**
 * The upload decoded, checked and drawn again as the master: upright, in sRGB, no larger than
 * MASTER_SIZE, with no metadata. Throws PhotoRefused with a reason staff can act on.
 */
export async function masterOf(upload: Buffer): Promise<Master> {
  if (upload.length === 0) throw new PhotoRefused("The file is empty. Choose a photo and try again.");
  if (upload.length > PHOTO_UPLOAD_LIMIT) {
    throw new PhotoRefused(
      `The file is larger than ${megabytes(PHOTO_UPLOAD_LIMIT)}, the most a photo may be. Make it smaller first.`,
    );
  }
  let metadata: Metadata;
  try {
    metadata = await sharp(upload, { limitInputPixels: false }).metadata();
  } catch {
    throw new PhotoRefused("This file is not a picture the site can read. Upload a JPEG, PNG, WebP or AVIF photo.");
  }
  const { format, width = 0, height = 0, pages = 1 } = metadata;
  if (format === "heif" && metadata.compression === "hevc") {
    throw new PhotoRefused(
      "This is an iPhone HEIC photo, which the site cannot read. Send it as JPEG (on the iPhone: Settings, Camera, Formats, Most Compatible), or upload it from the Photos app, which converts it.",
    );
  }
  if (!format || !STILL_FORMATS.has(format)) {
    throw new PhotoRefused("This file is not a picture the site can read. Upload a JPEG, PNG, WebP or AVIF photo.");
  }
  if (pages > 1) throw new PhotoRefused("This picture moves (it has several frames). This place needs a still photo.");
  const avif = format === "heif";
  const limit = avif ? AVIF_PIXEL_LIMIT : PHOTO_PIXEL_LIMIT;
  if (width * height > limit) {
    throw new PhotoRefused(
      `This picture is ${width} × ${height} pixels (${Math.round((width * height) / 1e6)} megapixels); ${avif ? "AVIF photos" : "photos"} may have up to ${limit / 1e6} megapixels. ${avif ? "Save it as JPEG, or make it smaller first." : "Make it smaller first."}`,
    );
  }
  try {
    const { data, info } = await sharp(upload, { limitInputPixels: PHOTO_PIXEL_LIMIT, failOn: "error" })
      .rotate()
      .resize({ width: MASTER_SIZE, height: MASTER_SIZE, fit: "inside", withoutEnlargement: true })
      .toColourspace("srgb")
      .jpeg({ quality: 90, mozjpeg: true })
      .toBuffer({ resolveWithObject: true });
    return { body: data, width: info.width, height: info.height };
  } catch {
    throw new PhotoRefused("This picture is damaged and could not be read. Save it again, or choose another.");
  }
}

/** The largest part of a `width` × `height` picture with the proportions `aspect`, around `focus`. */
export function cropAround(
  width: number,
  height: number,
  aspect: { width: number; height: number },
  focus: Focus,
): { left: number; top: number; width: number; height: number } {
  if (!(aspect.width > 0 && aspect.height > 0 && Number.isFinite(focus.x) && Number.isFinite(focus.y))) {
    throw new Error(`no crop for ${aspect.width}:${aspect.height} around ${focus.x},${focus.y}`);
  }
  const ratio = aspect.width / aspect.height;
  const cropWidth = Math.min(width, Math.round(height * ratio));
  const cropHeight = Math.min(height, Math.round(cropWidth / ratio));
  const place = (size: number, crop: number, percent: number) =>
    Math.min(Math.max(Math.round((percent / 100) * size - crop / 2), 0), size - crop);
  return {
    left: place(width, cropWidth, focus.x),
    top: place(height, cropHeight, focus.y),
    width: cropWidth,
    height: cropHeight,
  };
}

const TYPES: Record<MediaExtension, string> = { avif: "image/avif", webp: "image/webp", jpg: "image/jpeg" };

function encode(image: Sharp, extension: MediaExtension): Sharp {
  if (extension === "avif") return image.avif({ quality: 50, effort: 2 });
  if (extension === "webp") return image.webp({ quality: 75, effort: 4 });
  return image.jpeg({ quality: 80, mozjpeg: true, progressive: true });
}

/**
 * Every file of the photo for a place with the proportions `aspect`: cropped from the master around
 * `focus`, in each width up to 1600 pixels and each format, one after another (a place on the
 * thread pool at a time), and the link-preview crop.
 */
export async function makePhoto(
  master: Master,
  aspect: { width: number; height: number },
  focus: Focus,
): Promise<MadePhoto> {
  const crop = cropAround(master.width, master.height, aspect, focus);
  const largest = Math.min(crop.width, 1600);
  // Decoded and cropped once; every file is made from these pixels.
  const { data, info } = await sharp(master.body).extract(crop).raw().toBuffer({ resolveWithObject: true });
  const pixels = () => sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } });
  const files: PhotoFile[] = [];
  for (const width of mediaWidths(largest)) {
    const height = Math.round((width * crop.height) / crop.width);
    for (const { extension } of MEDIA_FORMATS) {
      const body = await encode(pixels().resize({ width, height }), extension).toBuffer();
      files.push({ name: `${width}.${extension}`, type: TYPES[extension], body });
    }
  }
  const preview = cropAround(master.width, master.height, MEDIA_PREVIEW_SIZE, focus);
  files.push({
    name: "preview.jpg",
    type: TYPES.jpg,
    body: await encode(
      sharp(master.body).extract(preview).resize(MEDIA_PREVIEW_SIZE.width, MEDIA_PREVIEW_SIZE.height),
      "jpg",
    ).toBuffer(),
  });
  const id = createHash("sha256")
    .update(master.body)
    .update(`${aspect.width}:${aspect.height}@${focus.x},${focus.y}`)
    .digest("hex")
    .slice(0, 24);
  return { id, width: largest, height: Math.round((largest * crop.height) / crop.width), files };
}

/** The whole master, small: staff click on it to choose the part to keep in view. */
export function wholeView(master: Master): Promise<Buffer> {
  return sharp(master.body)
    .resize({ width: 800, height: 800, fit: "inside", withoutEnlargement: true })
    .jpeg({ quality: 75, mozjpeg: true })
    .toBuffer();
}
