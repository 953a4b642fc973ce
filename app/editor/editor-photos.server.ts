import { isUploaded } from "~/lib/media-paths";
import type { Photos } from "~/media/photos.server";
import { builtContent } from "~/published/content";
import type { FieldProblem } from "~/publishing/edit-checks";
import { type FieldGroup, imageParts, labelledFields } from "~/publishing/edit-form";
import { imagesIn } from "~/publishing/images-in";
import { putSent, type SentForm, sentAt, sentText, type UploadedImage } from "./read-form";

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
  for (const { name, label, input, image } of labelledFields(groups)) {
    if (input !== "image" || !image) continue;
    const parts = imageParts(name);
    const text = (part: string) => sentText(sent, part);
    const focus = focusOf(text(parts.focus));
    const place = { aspect: image.aspect, focus, by };
    const file = sentAt(sent, parts.file);
    const src = text(parts.src);
    const pick = text(parts.pick);
    // The words that described the picture before describe another now.
    const before = text(parts.describedAs);
    const alt = text(parts.alt).trim();
    const keptWords = before !== "" && alt === before;
    const replaced = () =>
      problems.push({
        name: `${name}.alt`,
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
      const words = result.ok && (keptWords || alt === "") ? await descriptionOf(pick) : undefined;
      if (words) putSent(sent, parts.alt, words);
      else if (result.ok && keptWords) replaced();
    } else if (isUploaded(src) && (text(parts.croppedAt) || "50,50") !== `${focus.x},${focus.y}`) {
      result = await photos.recrop(src.slice("/media/".length), place);
    }
    if (!result) continue;
    if (result.ok) {
      uploaded.set(name, { ...result.image, croppedAt: `${focus.x},${focus.y}` });
      continue;
    }
    // Words written for a photo that was refused do not describe the picture that stays: the field
    // gets that picture's words back, and the new ones are said in the refusal, to use again.
    const forRefused = file instanceof File && before !== "" && alt !== before ? alt : "";
    if (forRefused) putSent(sent, parts.alt, before);
    const kept = forRefused ? ` Your words for it were: “${forRefused}”.` : "";
    problems.push({ name, label, message: `${result.message}${kept}` });
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
