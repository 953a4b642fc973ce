// Publishing staff edits in the running server. A publish renders every prerendered page (with its
// structured data and its .data file) and every calendar file with the new content
// (render-site.server.ts), stores them as a generation in the database in the transaction that marks
// its revisions published (site-generations.server.ts), and swaps the whole set in with one
// assignment: visitors get either every old file or every new one. Every other instance loads the
// same generation within seconds. If anything fails, the pages stay as they were, the revisions stay
// unpublished, and the error is returned to say why (docs/decisions/0016, 0017, 0018).
//
// Time changes the site too: a revision staff scheduled goes out at its time, and a list item shown
// from or until a moment appears or leaves then. A timer renders the site at each such moment, and
// so does the start of a server that was down when one passed (docs/decisions/0019).
import type { RequestHandler } from "react-router";
import { builtContent, type PublishedContent } from "~/content/published/content";
import type { SiteDatabase } from "~/db/database.server";
import { nextChangeAfter } from "~/lib/shown-between";
import { bringForward, EARLIER_ITEMS } from "./bring-forward";
import { type EditableItem, editableItem, editableItems } from "./editable-items";
import { Abandoned, type PublishedFile, siteRenderer } from "./render-site.server";
import type { Revision, RevisionStore } from "./revisions.server";
import { type Generation, type Latest, siteGenerations, watchPublishes } from "./site-generations.server";

export type { PublishedFile } from "./render-site.server";

export type PublishResult =
  | { ok: true; revision: number; files: number; ms: number }
  /** Saved to go out at its time. */
  | { ok: true; revision: number; scheduled: string }
  | { ok: false; error: string }
  /** Someone saved this item after the form was made: nothing was saved, `conflict` is what they saved. */
  | { ok: false; conflict: Revision };

interface PublishOptions {
  /** Restoring: the revision whose value this is. */
  restoredFrom?: number;
  /**
   * The item's newest revision when the form was made (0 for none). Given, a save over a newer
   * revision is refused, so two staff editing at once never silently undo each other.
   */
  basedOn?: number;
  /** The request's signal: when every client waiting for a publish has gone, it is not rendered. */
  signal?: AbortSignal;
}

/** What staff see of publishing while it happens, on this instance. */
interface PublishingStatus {
  /** The publish rendering now: the items in it, who asked, and since when. */
  running: { items: string[]; authors: string[]; since: string } | null;
  /** Items waiting to go out together once it is done. */
  waiting: string[];
}

/** A published revision the site does not show, because it no longer fits its item (bring-forward.ts). */
export interface Unfit {
  item: EditableItem;
  revision: Revision;
  problems: string[];
}

export interface Publisher {
  /** Every revision staff have saved. */
  revisions: RevisionStore;
  /** The content every render uses now. */
  current(): PublishedContent;
  /** The latest published revisions that no longer fit their item, so the site shows the built values instead. */
  unfit(): Promise<Unfit[]>;
  /** The file published at this path of the client build ("/baptism/index.html"), if any. */
  file(path: string): PublishedFile | undefined;
  /**
   * Saves a revision of an item and publishes it. One publish renders at a time in the whole site;
   * edits that arrive meanwhile go out together in the next one, with the latest value of each item.
   */
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
    options?: PublishOptions,
  ): Promise<PublishResult>;
  /** Cancels a scheduled revision that has not gone out yet; false if it had. */
  withdraw(revision: number): Promise<boolean>;
  /** Whether a publish is rendering or waiting here. */
  status(): PublishingStatus;
  /** A page as it would look with this value of an item, rendered for one request. */
  preview(path: string, item: EditableItem, data: unknown, cspNonce: string): Promise<Response>;
  /**
   * As the server starts: loads the newest generation of this build, or renders one (once, whatever
   * the number of instances starting) when staff have published since; then follows other instances'
   * publishes until stopped.
   */
  start(): Promise<void>;
  stop(): Promise<void>;
}

interface Waiter {
  revision: number;
  author: string;
  signal?: AbortSignal;
  resolve(result: PublishResult): void;
}

/** Edits rendered together: the latest value and revision of each item, and everyone waiting. */
interface Batch {
  edits: Map<EditableItem["key"], Edit>;
  waiters: Waiter[];
}

interface Edit {
  item: EditableItem;
  data: unknown;
  revision: number;
}

const ABANDONED = "everyone who asked for it had left";
const SUPERSEDED = "a newer change to it was published first; yours is kept in the history, unpublished";
/** Held while a generation is rendered and stored, by every instance. */
const PUBLISH_LOCK = "publishing";
/** How long a failed catch-up waits before rendering again. */
const CATCH_UP_RETRY_MS = 60_000;
/** The longest the timer sleeps before looking again: a clock set right meanwhile is noticed. */
const LONGEST_SLEEP_MS = 60_000;

export function createPublisher({
  database,
  revisions,
  handler,
  build,
  log,
  pollMs,
}: {
  database: SiteDatabase;
  revisions: RevisionStore;
  /** React Router's request handler for the server build (createRequestHandler); none, none published. */
  handler?: RequestHandler;
  /** The server build's identity: generations are stored and loaded per build. */
  build: string;
  log: (line: string) => void;
  /** How often other instances' publishes are looked for, besides being told of them. */
  pollMs?: number;
}): Publisher {
  const renderer = siteRenderer(handler);
  const generations = siteGenerations(database, build);
  let content: PublishedContent = builtContent;
  let files = new Map<string, PublishedFile>();
  /** The generation shown: its id, how far through publication, and when it was rendered (the build's: at start). */
  let shown: { id: number; throughRevision: number; renderedAt: number } = {
    id: 0,
    throughRevision: 0,
    renderedAt: Date.now(),
  };
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  /** The batch rendering now, and the one gathering edits to render after it. */
  let running: (Batch & { since: Date }) | null = null;
  let waiting: Batch | null = null;
  let stopWatching: () => Promise<void> = async () => {};

  const show = (generation: Generation) => {
    if (generation.id <= shown.id) return;
    content = generation.content;
    files = generation.files;
    shown = {
      id: generation.id,
      throughRevision: generation.throughRevision,
      renderedAt: Date.parse(generation.renderedAt),
    };
  };

  /** Whether the pages shown were rendered before a moment that changed what they show (an item shown from or until then). */
  const outOfDate = (now: number) => {
    const next = nextChangeAfter(content, shown.renderedAt);
    return next !== undefined && next <= now;
  };

  /** The revisions due at `now`, as edits, in the order they were to go out (a later one of an item wins). */
  async function dueEdits(now: number): Promise<Edit[]> {
    const due = (await revisions.scheduled()).filter((revision) => Date.parse(revision.publishAt ?? "") <= now);
    return due.flatMap((revision) => {
      const item = editableItem(revision.item);
      const brought = item && bringForward(item, revision.item, revision.data, content);
      if (item && brought?.ok) return [{ item, data: brought.value, revision: revision.id }];
      log(JSON.stringify({ event: "content-not-applied", item: revision.item, revision: revision.id }));
      return [];
    });
  }

  // The value has passed the item's schema (the editor and the start check it first).
  const withItem = (values: PublishedContent, item: EditableItem, data: unknown): PublishedContent =>
    ({ ...values, [item.key]: data }) as PublishedContent;

  /** The revision of `item` published last, whichever name its item had then. */
  async function latestPublishedOf(item: EditableItem): Promise<Revision | undefined> {
    const earlier = Object.keys(EARLIER_ITEMS).filter((slug) => EARLIER_ITEMS[slug] === item.slug);
    const candidates = await Promise.all([item.slug, ...earlier].map((slug) => revisions.latestPublished(slug)));
    return candidates
      .filter((revision) => revision !== undefined)
      .sort((a, b) => Date.parse(b.publishedAt ?? "") - Date.parse(a.publishedAt ?? "") || b.id - a.id)[0];
  }

  /**
   * The content the latest published revisions make, from the build's values, each brought forward
   * to its item's shape today. One that no longer fits is left out (the build's value shows): the
   * log says so, and so does the editor's front page (`unfit` below), rather than the server not
   * starting.
   */
  async function publishedValues(): Promise<PublishedContent> {
    let next = builtContent;
    for (const item of editableItems) {
      const latest = await latestPublishedOf(item);
      if (!latest) continue;
      const brought = bringForward(item, latest.item, latest.data, next);
      if (!brought.ok) {
        log(JSON.stringify({ event: "content-not-applied", item: item.slug, revision: latest.id }));
        continue;
      }
      next = withItem(next, item, brought.value);
    }
    return next;
  }

  /** The latest published revision of each item that does not fit its item today, with what is wrong. */
  async function unfit(): Promise<Unfit[]> {
    const found: Unfit[] = [];
    for (const item of editableItems) {
      const latest = await latestPublishedOf(item);
      const brought = latest && bringForward(item, latest.item, latest.data, content);
      if (latest && brought && !brought.ok) found.push({ item, revision: latest, problems: brought.problems });
    }
    return found;
  }

  /**
   * Loads this build's newest generation when another instance stored a newer one, and says what
   * content the site shows now: that generation's, or, when staff published through an instance of
   * another build (a deploy in progress), the latest published revisions' own values. `basis` is
   * what it was worked out from, for the store to check that nothing changed meanwhile.
   */
  async function freshContent(): Promise<{ values: PublishedContent; behind: boolean; basis: Latest }> {
    const basis = await generations.latest();
    if (basis.generation && basis.generation.id > shown.id) {
      const generation = await generations.load(basis.generation.id);
      if (generation) show(generation);
    }
    const behind = basis.publishedThrough > shown.throughRevision;
    return { values: behind ? await publishedValues() : content, behind, basis };
  }

  /**
   * Renders and stores a generation from what the site shows now plus `edits`, under the lock every
   * instance takes. An edit older than one of the same item that another instance has published
   * since is left out: it must not put the older value back. Should another instance have stored a
   * generation meanwhile (its lock lost with a cut connection), the render is thrown away and done
   * again from the newer state. Undefined when there is nothing to store.
   */
  async function renderAndStore(edits: readonly Edit[], abandoned?: () => boolean): Promise<Generation | undefined> {
    return database.withLock(PUBLISH_LOCK, async () => {
      for (let attempt = 1; ; attempt++) {
        const fresh = await freshContent();
        const now = Date.now();
        const current: Edit[] = [];
        for (const edit of edits) {
          const published = (await revisions.latestPublished(edit.item.slug))?.id ?? 0;
          if (edit.revision > published) current.push(edit);
        }
        // What is due by now goes out with it, whoever's timer it was: once, since the lock is held.
        const due = await dueEdits(now);
        if (current.length === 0 && due.length === 0 && !fresh.behind && !outOfDate(now)) return undefined;
        const next = [...due, ...current].reduce(
          (values, { item, data }) => withItem(values, item, data),
          fresh.values,
        );
        const rendered = await renderer.renderSite(next, abandoned);
        const ids = [...due, ...current].map((edit) => edit.revision);
        const stored = await generations.store(next, rendered, ids, new Date(), fresh.basis);
        if (stored !== "stale") return stored;
        if (attempt >= 3) throw new Error("other instances kept publishing; please try again");
      }
    });
  }

  /** Brings this instance up to what the database says; renders for this build only when it must. */
  let catchingUp: Promise<void> | undefined;
  /** After a failed render, when to try again: not at every look, which comes every 2 s. */
  let retryAfter = 0;
  function catchUp(): Promise<void> {
    catchingUp ??= (async () => {
      try {
        const { behind } = await freshContent();
        const now = Date.now();
        const due = ((await revisions.nextScheduled()) ?? Number.POSITIVE_INFINITY) <= now;
        if ((!behind && !due && !outOfDate(now)) || now < retryAfter) return;
        const started = Date.now();
        const stored = await renderAndStore([]);
        if (!stored) return;
        show(stored);
        log(JSON.stringify({ event: "content-applied", files: stored.files.size, ms: Date.now() - started }));
      } catch (error) {
        retryAfter = Date.now() + CATCH_UP_RETRY_MS;
        const reason = error instanceof Error ? error.message : String(error);
        log(JSON.stringify({ event: "content-catch-up-failed", reason }));
      } finally {
        catchingUp = undefined;
        await arm();
      }
    })();
    return catchingUp;
  }

  /**
   * Wakes the server at the next moment that changes the site: a scheduled revision's time, or an
   * item shown from or until then. It sleeps a minute at most, then looks again.
   */
  async function arm(): Promise<void> {
    if (stopped) return;
    let next = nextChangeAfter(content, shown.renderedAt) ?? Number.POSITIVE_INFINITY;
    try {
      next = Math.min(next, (await revisions.nextScheduled()) ?? Number.POSITIVE_INFINITY);
    } catch {
      // The database is away: the next look, a minute from now, tries again.
    }
    if (stopped) return;
    clearTimeout(timer);
    timer = setTimeout(() => void catchUp(), Math.min(Math.max(next - Date.now(), 0), LONGEST_SLEEP_MS));
    timer.unref();
  }

  /** Renders batches one after another until none is waiting. */
  async function drain() {
    while (waiting && !running) {
      const batch = waiting;
      waiting = null;
      const gone = () => batch.waiters.every((waiter) => waiter.signal?.aborted);
      const slugs = [...batch.edits.values()].map((edit) => edit.item.slug);
      if (gone()) {
        // Its revisions stay saved, unpublished; the editor's history offers them again.
        log(JSON.stringify({ event: "content-publish-abandoned", items: slugs }));
        for (const waiter of batch.waiters) waiter.resolve({ ok: false, error: ABANDONED });
        continue;
      }
      running = { ...batch, since: new Date() };
      const started = Date.now();
      let result: PublishResult;
      try {
        const stored = await renderAndStore([...batch.edits.values()], gone);
        if (!stored) throw new Error(SUPERSEDED);
        show(stored);
        void arm();
        const ms = Date.now() - started;
        log(
          JSON.stringify({
            event: "content-published",
            items: slugs,
            revisions: [...batch.edits.values()].map((edit) => edit.revision),
            authors: [...new Set(batch.waiters.map((waiter) => waiter.author))],
            generation: stored.id,
            files: stored.files.size,
            ms,
          }),
        );
        result = { ok: true, revision: 0, files: stored.files.size, ms };
      } catch (error) {
        const reason = error instanceof Abandoned ? ABANDONED : error instanceof Error ? error.message : String(error);
        log(JSON.stringify({ event: "content-publish-failed", items: slugs, reason }));
        result = { ok: false, error: reason };
      }
      running = null;
      for (const waiter of batch.waiters) waiter.resolve(result.ok ? { ...result, revision: waiter.revision } : result);
    }
  }

  /** Adds an edit to the batch gathering now (its latest value of the item wins) and waits for it. */
  function enqueue(
    item: EditableItem,
    data: unknown,
    revision: number,
    author: string,
    signal?: AbortSignal,
  ): Promise<PublishResult> {
    waiting ??= { edits: new Map(), waiters: [] };
    const batch = waiting;
    const earlier = batch.edits.get(item.key);
    if (!earlier || earlier.revision < revision) batch.edits.set(item.key, { item, data, revision });
    const done = new Promise<PublishResult>((resolve) => batch.waiters.push({ revision, author, signal, resolve }));
    void drain();
    return done;
  }

  /** The batch that holds this revision of an item, rendering or waiting. */
  const batchWith = (item: EditableItem, revision: number) =>
    [running, waiting].find((batch) => batch?.edits.get(item.key)?.revision === revision) ?? null;

  return {
    revisions,
    current: () => content,
    unfit,
    file: (path) => files.get(path),

    async publish(item, data, author, { restoredFrom, basedOn, signal } = {}) {
      const saved = await revisions.save(item.slug, data, author, new Date(), { restoredFrom, basedOn });
      if ("saved" in saved) return enqueue(item, data, saved.saved, author, signal);
      const newest = saved.newer;
      // The same value sent again (a second press of Publish) joins the publish of the first.
      if (JSON.stringify(newest.data) !== JSON.stringify(data)) return { ok: false, conflict: newest };
      const batch = batchWith(item, newest.id);
      if (batch) {
        return new Promise((resolve) => batch.waiters.push({ revision: newest.id, author, signal, resolve }));
      }
      if (newest.publishedAt) return { ok: true, revision: newest.id, files: files.size, ms: 0 };
      return enqueue(item, data, newest.id, author, signal);
    },

    async schedule(item, data, author, at, { basedOn } = {}) {
      const saved = await revisions.save(item.slug, data, author, new Date(), { basedOn, publishAt: at });
      if ("newer" in saved) return { ok: false, conflict: saved.newer };
      log(JSON.stringify({ event: "content-scheduled", item: item.slug, revision: saved.saved, at: at.toISOString() }));
      await arm();
      return { ok: true, revision: saved.saved, scheduled: at.toISOString() };
    },

    async withdraw(revision) {
      const withdrawn = await revisions.withdraw(revision, new Date());
      if (withdrawn) log(JSON.stringify({ event: "content-schedule-withdrawn", revision }));
      await arm();
      return withdrawn;
    },

    status() {
      const titles = (batch: Batch | null) => [...(batch?.edits.values() ?? [])].map((edit) => edit.item.title);
      return {
        running: running && {
          items: titles(running),
          authors: [...new Set(running.waiters.map((waiter) => waiter.author))],
          since: running.since.toISOString(),
        },
        waiting: titles(waiting),
      };
    },

    preview: (path, item, data, cspNonce) => renderer.render(path, withItem(content, item, data), cspNonce),

    async start() {
      await catchUp();
      stopWatching = watchPublishes(database, build, () => void catchUp(), { pollMs, log });
    },

    async stop() {
      stopped = true;
      clearTimeout(timer);
      await stopWatching();
      await catchingUp;
    },
  };
}
