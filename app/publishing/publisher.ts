// What a publisher is to those who use it (publisher.server.ts makes one per language): what it
// shows, how a revision is published or scheduled, and what can come of it.
import type { Language } from "~/content-model/languages";
import type { PublishedContent } from "~/published/content";
import type { DraftStore } from "./drafts.server";
import type { EditableItem } from "./editable-items";
import type { KeptAnswer } from "./render-site.server";
import type { Revision, RevisionStore } from "./revisions.server";

export type PublishResult =
  | { ok: true; revision: number }
  /** Saved to go out at its time. */
  | { ok: true; revision: number; scheduled: string }
  | { ok: false; error: string }
  /** Someone saved this item after the form was made: nothing was saved, `conflict` is what they saved. */
  | { ok: false; conflict: Revision }
  /** Another revision of the item was published after the one this was made on top of: nothing was published. */
  | { ok: false; moved: true };

export interface PublishOptions {
  /** Restoring: the revision whose value this is. */
  restoredFrom?: number;
  /**
   * The item's newest revision when the form was made (0 for none). Given, a save over a newer
   * revision is refused, so two staff editing at once never silently undo each other.
   */
  basedOn?: number;
  /** The request's signal: a publish whose editor has gone is not finished, and its revision stays unpublished. */
  signal?: AbortSignal;
  /**
   * The revision the item showed when this value was made on top of it (`shown`; 0 for the built
   * values). Given, nothing is published if another went out since: the value would undo it.
   */
  onTopOf?: number;
  /** Another language's revision: the words it wrote itself and their sources (localized.ts). */
  wordsFrom?: unknown;
}

/** A published revision the site does not show, because it no longer fits its item (bring-forward.ts). */
export interface Unfit {
  item: EditableItem;
  revision: Revision;
  problems: string[];
}

export interface Publisher {
  /** The language it publishes: each language has its own publisher (server/services.ts). */
  language: Language;
  /** Every revision staff have saved in its language. */
  revisions: RevisionStore;
  /** Staff's unpublished work, one draft per person, item and language. */
  drafts: DraftStore;
  /** The values as built in its language: what an item shows before any revision of it. */
  built: PublishedContent;
  /** The content the site shows now. */
  current(): PublishedContent;
  /** The revision published last of each item the site shows (by slug; none: the built values). */
  shown(item: EditableItem): number;
  /** Reads what was published, here or on another instance, if it has not been read yet. */
  refresh(): Promise<void>;
  /** The latest published revisions that no longer fit their item, so the site shows the built values instead. */
  unfit(): Unfit[];
  /** The kept answer at this path ("/baptism", "/baptism.data", a calendar), if it is one the same for every visitor. */
  answer(path: string): Promise<KeptAnswer | undefined>;
  /** Saves a revision of an item and publishes it. */
  publish(item: EditableItem, data: unknown, author: string, options?: PublishOptions): Promise<PublishResult>;
  /**
   * Saves a revision of an item to be published at `at`; the server publishes it then, whichever
   * instance is running, and after a restart if it was down at that moment.
   */
  schedule(
    item: EditableItem,
    data: unknown,
    author: string,
    at: Date,
    /** `base`: the item's value `data` was made from (the value published now, if not given). */
    options?: PublishOptions & { base?: unknown },
  ): Promise<PublishResult>;
  /** Cancels a scheduled revision of an item that has not gone out yet (or dismisses a held one); false if it had, or is no scheduled one of it. */
  withdraw(item: EditableItem, revision: number): Promise<boolean>;
  /** What another item would get wrong with this value of an item, once the facts it names are filled in. */
  wouldBreak(item: EditableItem, data: unknown, wordsFrom?: unknown): string[];
  /**
   * Which of an item's words the language wrote itself, each with the default language's words it
   * was written from (localized.ts); null for a revision saved before this was kept.
   */
  wordSources(item: EditableItem): unknown | null;
  /** A page as it would look with this value of an item, rendered for one request. */
  renderWith(path: string, values: PublishedContent, cspNonce: string): Promise<Response>;
  /** Loads what is published, publishes what was due while the server was down, and keeps looking until stopped. */
  start(): Promise<void>;
  stop(): Promise<void>;
}
