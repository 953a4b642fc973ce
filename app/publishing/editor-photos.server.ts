// The pictures of an editor's form: each photo chosen in it is made ready for its place and kept
// (app/media/), each uploaded photo whose part to keep in view changed is cropped again, and every
// picture the form names must be one the site has: a file it was built with, or a photo kept here.

import type { Image } from "~/content/blocks";
import { isUploaded } from "~/lib/media-paths";
import type { Photos } from "~/media/photos.server";
import { builtContent } from "~/published/content";
import type { FieldProblem } from "./edit-checks";
import { type FieldGroup, imageParts, nameOf } from "./edit-form";
import { putSent, type SentForm, sentAt, type UploadedImage } from "./read-form";

/** Every picture's address anywhere in a value. */
export function imagesIn(value: unknown, path: Array<string | number> = []): Array<{ name: string; image: Image }> {
  if (Array.isArray(value)) return value.flatMap((item, index) => imagesIn(item, [...path, index]));
  if (!value || typeof value !== "object") return [];
  const record = value as Record<string, unknown>;
  if (typeof record.src === "string" && typeof record.width === "number") {
    return [{ name: nameOf(path), image: record as unknown as Image }];
  }
  return Object.entries(record).flatMap(([key, child]) => imagesIn(child, [...path, key]));
}

/** The files the site was built with, and their sizes: a picture staff did not upload must be one of them. */
const builtPictures = new Map(imagesIn(builtContent).map(({ image }) => [image.src, image] as const));

const focusOf = (value: string) => {
  const [x = 50, y = 50] = value.split(",").map(Number);
  return { x: Number.isFinite(x) ? x : 50, y: Number.isFinite(y) ? y : 50 };
};

/**
 * Makes and keeps each photo chosen in the form, for the picture field it was chosen in, and crops
 * again each uploaded photo whose part to keep in view changed. Returns them by field, with a
 * problem for each one refused (nothing is kept of those).
 */
export async function takePhotos(
  sent: SentForm,
  groups: FieldGroup[],
  photos: Photos,
  by: string,
  /** The words a photo of the library was last described with, by its upload's id. */
  descriptionOf: (upload: string) => Promise<string | undefined> = async () => undefined,
): Promise<{ uploaded: Map<string, UploadedImage>; problems: FieldProblem[] }> {
  const uploaded = new Map<string, UploadedImage>();
  const problems: FieldProblem[] = [];
  for (const group of groups) {
    for (const field of group.fields) {
      if (field.input !== "image" || !field.image) continue;
      const parts = imageParts(field.name);
      const label = [group.legend, field.label].filter(Boolean).join(": ");
      const text = (name: string) => {
        const value = sentAt(sent, name);
        return typeof value === "string" ? value : "";
      };
      const focus = focusOf(text(parts.focus));
      const place = { aspect: field.image.aspect, focus, by };
      const file = sentAt(sent, parts.file);
      const src = text(parts.src);
      const pick = text(parts.pick);
      // The words that described the picture before describe another now.
      const before = text(parts.describedAs);
      const keptWords = before !== "" && text(parts.alt).trim() === before;
      const replaced = () =>
        problems.push({
          name: `${field.name}.alt`,
          label,
          message: "describes the picture this photo replaces: describe the new photo, or mark it decorative",
        });
      let result: Awaited<ReturnType<Photos["upload"]>> | undefined;
      if (file instanceof File && file.size > 0) {
        result = await photos.upload(Buffer.from(await file.arrayBuffer()), place);
        if (result.ok && keptWords) replaced();
      } else if (pick) {
        // A photo of the library, cut for this place, with the words it was described with.
        result = await photos.recrop(pick, place);
        const words = result.ok && (keptWords || text(parts.alt).trim() === "") ? await descriptionOf(pick) : undefined;
        if (words) putSent(sent, parts.alt, words);
        else if (result.ok && keptWords) replaced();
      } else if (isUploaded(src) && (text(parts.croppedAt) || "50,50") !== `${focus.x},${focus.y}`) {
        result = await photos.recrop(src.slice("/media/".length), place);
      }
      if (!result) continue;
      if (result.ok) uploaded.set(field.name, { ...result.image, croppedAt: `${focus.x},${focus.y}` });
      else problems.push({ name: field.name, label, message: result.message });
    }
  }
  return { uploaded, problems };
}

/**
 * Gives each picture the value names its width and height from where it is kept (the build, or the
 * photo store), never from the form, so a page's srcset and link preview name only files there are;
 * and names each picture the site does not have: never a file or a photo from elsewhere. The value
 * is one just read from a form: its pictures are changed in place.
 */
export async function keptPictures(value: unknown, photos: Photos): Promise<FieldProblem[]> {
  const problems: FieldProblem[] = [];
  for (const { name, image } of imagesIn(value)) {
    // A picture not chosen yet is the schema's to name ("needs a picture").
    if (image.src === "") continue;
    const kept = isUploaded(image.src)
      ? await photos.store.get(image.src.slice("/media/".length))
      : builtPictures.get(image.src);
    if (!kept) problems.push({ name, label: "", message: "is not a picture the site has: upload it again" });
    else Object.assign(image, { width: kept.width, height: kept.height });
  }
  return problems;
}
