// The photos staff uploaded, as the library lists them: each upload once (with every crop made of
// it, app/media/photo-store.server.ts), the words it was last described with, and where it is shown
// or waits to be: what the site shows, the changes scheduled or held back, and the drafts. A photo
// shown nowhere now keeps the words of the newest revision that showed it. One used nowhere of those
// can be removed; an old revision that showed it cannot be brought back then.
import { isUploaded, mediaFile } from "~/lib/media-paths";
import type { Photos } from "~/media/photos.server";
import { editableItem, editableItems } from "./editable-items";
import { imagesIn } from "./images-in";
import type { Publisher } from "./publisher";

export interface LibraryPhoto {
  /** The upload's id: what the editor's picker sends. */
  id: string;
  /** A small file of it, to see it by. */
  thumb: string;
  uploadedBy: string;
  uploadedAt: string;
  /** The words it was last described with where it is shown; "" if nowhere. */
  description: string;
  /** Where it is shown or waits to be, in staff's words. */
  usedIn: string[];
}

/** Every picture of the content there is or will be, and where. */
async function everyPicture(publisher: Publisher) {
  const content = publisher.current();
  const { revisions, drafts } = publisher;
  const waiting = [...(await revisions.scheduled()), ...(await revisions.held())];
  const kept = await drafts.all();
  const titleOf = (slug: string) => editableItem(slug)?.title ?? slug;
  return [
    ...editableItems.map((item) => ({ value: content[item.key], where: item.title })),
    ...waiting.map((revision) => ({ value: revision.data, where: `${titleOf(revision.item)}, a change waiting` })),
    ...kept.map((draft) => ({ value: draft.data, where: `${titleOf(draft.item)}, ${draft.author}'s draft` })),
  ].flatMap(({ value, where }) => imagesIn(value).map(({ image }) => ({ image, where })));
}

/** Each upload shown or waiting to be shown, by its id: the words it is shown with, and where. */
async function photoUses(publisher: Publisher, originals: Map<string, string>) {
  const uses = new Map<string, { description: string; usedIn: Set<string> }>();
  for (const { image, where } of await everyPicture(publisher)) {
    const original = isUploaded(image.src) && originals.get(image.src.slice("/media/".length));
    if (!original) continue;
    const use = uses.get(original) ?? { description: "", usedIn: new Set<string>() };
    // What the site shows comes first: its words are the ones to offer.
    if (!use.description && image.alt) use.description = image.alt;
    use.usedIn.add(where);
    uses.set(original, use);
  }
  return uses;
}

/** The words one upload is offered with when it is chosen again: as it is shown, or as it was last shown. */
export async function libraryDescription(publisher: Publisher, photos: Photos, upload: string): Promise<string> {
  const originals = await photos.store.originals();
  const shown = (await photoUses(publisher, originals)).get(upload)?.description;
  return shown || describedBefore(publisher, originals, upload);
}

export async function photoLibrary(publisher: Publisher, photos: Photos): Promise<LibraryPhoto[]> {
  const [uploads, originals] = await Promise.all([photos.store.uploads(), photos.store.originals()]);
  const uses = await photoUses(publisher, originals);
  return Promise.all(
    uploads.map(async (upload) => ({
      id: upload.id,
      thumb: mediaFile(`/media/${upload.id}`, Math.min(400, upload.width), "jpg"),
      uploadedBy: upload.uploadedBy,
      uploadedAt: upload.uploadedAt,
      description: uses.get(upload.id)?.description || (await describedBefore(publisher, originals, upload.id)),
      usedIn: [...(uses.get(upload.id)?.usedIn ?? [])],
    })),
  );
}

/** The words an upload shown nowhere now was last described with, in the newest revision showing it or a crop of it. */
async function describedBefore(publisher: Publisher, originals: Map<string, string>, upload: string): Promise<string> {
  const addresses = [...originals].filter(([, original]) => original === upload).map(([id]) => `/media/${id}`);
  const newest = await publisher.revisions.newestNaming(addresses);
  const images = newest ? imagesIn(newest.data).map(({ image }) => image) : [];
  return images.find((image) => addresses.includes(image.src) && image.alt)?.alt ?? "";
}
