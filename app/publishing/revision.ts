// What a revision of an item is, as the revisions store reads it from its table
// (revisions.server.ts): its value, who saved it, and where it stands in publication.
import { fromJson } from "~/db/tables";

export interface Revision {
  id: number;
  item: string;
  data: unknown;
  author: string;
  savedAt: string;
  /** The revision whose value this one brought back, when it was a restore. */
  restoredFrom: number | null;
  /** When the site began to show it; null while it is being published, or if publishing failed. */
  publishedAt: string | null;
  /** When it is to go out, if staff scheduled it; null for at once. */
  publishAt: string | null;
  /** When staff cancelled it, if they did before it went out. */
  withdrawnAt: string | null;
  /** When a scheduled revision was held back at its time, a field it changed having been changed since. */
  heldAt: string | null;
  /** What collided, in staff's words. */
  heldBecause: string[];
  /**
   * Another language's revision: the words it wrote itself, each with the default language's words
   * it was written from (localized.ts's WordSources); null for the default language's, and for one
   * saved before this was kept.
   */
  wordsFrom: unknown | null;
}

/** A scheduled revision whose time has come, with the item's value it was scheduled against. */
export interface DueRevision {
  id: number;
  item: string;
  data: unknown;
  /** Null for one scheduled before bases were kept: it goes out whole. */
  base: unknown | null;
}

/** What a due revision comes to on top of the item's published value: the value to publish, or what collided. */
export type Applied = { value: unknown } | { held: string[] };

export const COLUMNS = [
  "id",
  "item",
  "data",
  "author",
  "saved_at as savedAt",
  "restored_from as restoredFrom",
  "published_at as publishedAt",
  "publish_at as publishAt",
  "withdrawn_at as withdrawnAt",
  "held_at as heldAt",
  "held_because as heldBecause",
  "words_from as wordsFrom",
] as const;

export const revision = (
  row: Omit<Revision, "data" | "heldBecause" | "wordsFrom"> & {
    data: unknown;
    heldBecause: string | null;
    wordsFrom: unknown | null;
  },
): Revision => ({
  ...row,
  data: fromJson(row.data),
  wordsFrom: row.wordsFrom === null || row.wordsFrom === undefined ? null : fromJson(row.wordsFrom),
  heldBecause: row.heldBecause ? (JSON.parse(row.heldBecause) as string[]) : [],
});
