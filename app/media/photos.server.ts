// The photo service: takes an upload for a place in the content, makes it fit to serve
// (photo-processing.server.ts) and keeps it (photo-store.server.ts). Making a photo takes seconds
// of a core, so one is made at a time with two waiting; past that staff are told to try again in a
// moment, and visitors' pages never wait behind uploads. A form that may carry a photo takes its
// place before its body is read (`receive`), so a crowd of uploads is turned away unread.
import { type Bound, createBound } from "~/lib/bounded";
import { type Focus, type Master, makePhoto, masterOf, PhotoRefused, wholeView } from "./photo-processing.server";
import type { PhotoStore } from "./photo-store.server";

/** Where a new photo goes: the picture field's place, with its proportions and the part to keep in view. */
interface PhotoPlace {
  aspect: { width: number; height: number };
  focus: Focus;
  by: string;
}

/** A photo ready for content: its address, and its largest file's size. */
interface PhotoImage {
  src: string;
  width: number;
  height: number;
}

type PhotoResult = { ok: true; image: PhotoImage } | { ok: false; message: string; busy?: true };

export interface Photos {
  store: PhotoStore;
  /** Makes and keeps a photo from an upload; nothing is kept when it is refused. */
  upload(bytes: Buffer, place: PhotoPlace): Promise<PhotoResult>;
  /** The same uploaded photo cropped around another part of it, or for another place. */
  recrop(id: string, place: PhotoPlace): Promise<PhotoResult>;
  /** The whole of an upload, small, to choose the part to keep in view on; undefined if it is not kept. */
  whole(id: string): Promise<Buffer | undefined>;
  /**
   * Reads and answers a form that may carry a photo, one at a time with two waiting, from before
   * its body is read to its answer; busy past that, with nothing read.
   */
  receive: Bound["run"];
}

/** Said when a photo cannot be taken now: the form is to be sent again. */
export const BUSY_MESSAGE = "Other photos are being prepared just now. Please send the form again in a few seconds.";

export function createPhotos(
  store: PhotoStore,
  bound: Bound = createBound({ running: 1, waiting: 2 }),
  forms: Bound = createBound({ running: 1, waiting: 2 }),
): Photos {
  async function made(work: () => Promise<PhotoImage>): Promise<PhotoResult> {
    try {
      const done = await bound.run(work);
      return done.busy ? { ok: false, message: BUSY_MESSAGE, busy: true } : { ok: true, image: done.value };
    } catch (error) {
      if (error instanceof PhotoRefused) return { ok: false, message: error.message };
      throw error;
    }
  }
  const keep = async (master: Master, place: PhotoPlace, original?: string): Promise<PhotoImage> => {
    const photo = await makePhoto(master, place.aspect, place.focus);
    await store.save(photo, master, place.by, new Date(), original);
    return { src: `/media/${photo.id}`, width: photo.width, height: photo.height };
  };
  return {
    store,
    receive: (task) => forms.run(task),
    upload: (bytes, place) => made(async () => keep(await masterOf(bytes), place)),
    recrop: (id, place) =>
      made(async () => {
        const [master, original] = await Promise.all([store.master(id), store.originalOf(id)]);
        if (!master) throw new PhotoRefused("That photo is no longer kept. Upload it again.");
        return keep(master, place, original);
      }),
    async whole(id) {
      const master = await store.master(id);
      if (!master) return undefined;
      const done = await bound.run(() => wholeView(master));
      if (done.busy) throw new PhotoRefused(BUSY_MESSAGE);
      return done.value;
    },
  };
}
