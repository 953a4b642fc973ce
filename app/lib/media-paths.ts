// Where a photo staff uploaded is served, in each size and format the server made of it
// (app/media/): "/media/<id>" is the photo; "/media/<id>-800.webp" one of its files.

/** The largest photo staff may upload: a phone's is 2 to 12 MB. */
export const PHOTO_UPLOAD_LIMIT = 20 * 1024 * 1024;

/**
 * The largest body of the staff editor's form, a photo with its words: the server lets a body this
 * large reach the editor and its preview only (their route handles say so; the generated nginx
 * config says the same, in MiB).
 */
export const EDITOR_BODY_LIMIT = PHOTO_UPLOAD_LIMIT + 4 * 1024 * 1024;

/** The widths made of every photo, up to its own: pages pick one with srcset and sizes. */
const MEDIA_WIDTHS = [400, 800, 1200, 1600] as const;

/** Newest and smallest first: a browser takes the first it can show. */
export const MEDIA_FORMATS = [
  { extension: "avif", type: "image/avif" },
  { extension: "webp", type: "image/webp" },
  { extension: "jpg", type: "image/jpeg" },
] as const;

export type MediaExtension = (typeof MEDIA_FORMATS)[number]["extension"];

/** The size of a link-preview picture, cropped from the photo around its subject. */
export const MEDIA_PREVIEW_SIZE = { width: 1200, height: 630 } as const;

/** True for a photo staff uploaded, as opposed to a file the site was built with. */
export const isUploaded = (src: string) => src.startsWith("/media/");

/** The widths there are of a photo whose largest file is `width` wide. */
export const mediaWidths = (width: number): number[] => [...MEDIA_WIDTHS.filter((each) => each < width), width];

export const mediaFile = (src: string, width: number, extension: MediaExtension) => `${src}-${width}.${extension}`;

export const mediaPreviewFile = (src: string) => `${src}-preview.jpg`;

/** A file of the picture that anyone can fetch: the largest JPEG of an uploaded photo, or the built file. */
export const imageFile = (image: { src: string; width: number }) =>
  isUploaded(image.src) ? mediaFile(image.src, image.width, "jpg") : image.src;
