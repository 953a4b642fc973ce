// Publishing staff edits in the running server. A publish renders every prerendered page (with its
// structured data and its .data file) and every calendar file with the new content, the way the
// build does (React Router's prerender is its request handler called once per path), compresses
// them, and swaps the whole set in with one assignment: visitors get either every old file or every
// new one. If anything fails, the pages stay as they were, the revision stays unpublished, and the
// error is returned to say why. At start the latest published revisions are applied again, so a
// restart or a new build keeps them (docs/decisions/0016).
import { createHash } from "node:crypto";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import { type RequestHandler, type RouterContext, RouterContextProvider } from "react-router";
import { churchEvents } from "~/events/church-events";
import { calendarFiles } from "~/events/ics.server";
import { requestContext } from "~/http/context.server";
import { prerenderedPaths } from "~/pages";
import { type EditableItem, editableItems } from "./editable-items";
import { builtContent, type PublishedContent } from "./published-content";
import { publishedContext } from "./published-context.server";
import type { Revision, RevisionStore } from "./revisions.server";

const compressBrotli = promisify(brotliCompress);
const compressGzip = promisify(gzip);

/** A file the server answers from memory in place of the build's copy. */
export interface PublishedFile {
  body: Buffer;
  br: Buffer;
  gzip: Buffer;
  etag: string;
}

export type PublishResult =
  | { ok: true; revision: number; files: number; ms: number }
  | { ok: false; error: string }
  /** Someone saved this item after the form was made: nothing was saved, `newer` is what they saved. */
  | { ok: false; conflict: Revision };

export interface PublishOptions {
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

/** What staff see of publishing while it happens. */
export interface PublishingStatus {
  /** The publish rendering now: the items in it, who asked, and since when. */
  running: { items: string[]; authors: string[]; since: string } | null;
  /** Items waiting to go out together once it is done. */
  waiting: string[];
}

export interface Publisher {
  /** Every revision staff have saved. */
  revisions: RevisionStore;
  /** The content every render uses now. */
  current(): PublishedContent;
  /** The file published at this path of the client build ("/baptism/index.html"), if any. */
  file(path: string): PublishedFile | undefined;
  /**
   * Saves a revision of an item and publishes it. One publish renders at a time; edits that arrive
   * meanwhile go out together in the next one, with the latest value of each item.
   */
  publish(item: EditableItem, data: unknown, author: string, options?: PublishOptions): Promise<PublishResult>;
  /** Whether a publish is rendering or waiting. */
  status(): PublishingStatus;
  /** A page as it would look with this value of an item, rendered for one request. */
  preview(path: string, item: EditableItem, data: unknown, cspNonce: string): Promise<Response>;
  /** Applies the latest published revision of every item again, as the server starts. */
  applyPublished(): Promise<void>;
}

interface Waiter {
  revision: number;
  author: string;
  signal?: AbortSignal;
  resolve(result: PublishResult): void;
}

/** Edits rendered together: the latest value and revision of each item, and everyone waiting. */
interface Batch {
  edits: Map<EditableItem["key"], { item: EditableItem; data: unknown; revision: number }>;
  waiters: Waiter[];
}

class Abandoned extends Error {}
const ABANDONED = "everyone who asked for it had left";

/** Where the build writes a page's HTML and its data: "/baptism/index.html", "/baptism.data". */
const htmlFile = (path: string) => (path === "/" ? "/index.html" : `${path}/index.html`);
const dataFile = (path: string) => (path === "/" ? "/_root.data" : `${path}.data`);

export function createPublisher({
  revisions,
  handler,
  log,
}: {
  revisions: RevisionStore;
  /** React Router's request handler for the server build (createRequestHandler); none, none published. */
  handler?: RequestHandler;
  log: (line: string) => void;
}): Publisher {
  let content: PublishedContent = builtContent;
  let files = new Map<string, PublishedFile>();
  /** The batch rendering now, and the one gathering edits to render after it. */
  let running: (Batch & { since: Date }) | null = null;
  let waiting: Batch | null = null;

  /** One request to the app, rendered as the build renders it (no services, hashes for inline scripts). */
  async function render(path: string, values: PublishedContent, cspNonce = ""): Promise<Response> {
    if (!handler) throw new Error("publishing needs the server build");
    const context = new RouterContextProvider(
      new Map<RouterContext, unknown>([
        [publishedContext, values],
        [requestContext, { clientAddress: "", cspNonce, dataRequest: false }],
      ]),
    );
    return handler(new Request(`http://localhost${path}`), context);
  }

  async function renderText(path: string, values: PublishedContent): Promise<string> {
    const response = await render(path, values);
    const body = await response.text();
    if (response.status !== 200) throw new Error(`${path} answered ${response.status}`);
    return body;
  }

  async function compressed(text: string): Promise<PublishedFile> {
    const body = Buffer.from(text, "utf8");
    const [br, gz] = await Promise.all([
      compressBrotli(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
      compressGzip(body, { level: 9 }),
    ]);
    return { body, br, gzip: gz, etag: `"${createHash("sha256").update(body).digest("base64url").slice(0, 27)}"` };
  }

  /**
   * Every file the build makes from content, made again with these values. `abandoned` is asked
   * between files: a publish no one waits for any more stops there.
   */
  async function renderSite(values: PublishedContent, abandoned = () => false): Promise<Map<string, PublishedFile>> {
    const texts = new Map<string, string>();
    for (const path of prerenderedPaths) {
      if (abandoned()) throw new Abandoned();
      texts.set(dataFile(path), await renderText(dataFile(path), values));
      texts.set(htmlFile(path), await renderText(path === "/" ? "/" : `${path}/`, values));
    }
    for (const calendar of calendarFiles(new Date(), churchEvents(values))) {
      texts.set(calendar.path, calendar.body);
    }
    const rendered = new Map<string, PublishedFile>();
    for (const [path, text] of texts) {
      if (abandoned()) throw new Abandoned();
      rendered.set(path, await compressed(text));
    }
    return rendered;
  }

  // The value has passed the item's schema (the editor and applyPublished check it first).
  const withItem = (values: PublishedContent, item: EditableItem, data: unknown): PublishedContent =>
    ({ ...values, [item.key]: data }) as PublishedContent;

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
      let next = content;
      for (const { item, data } of batch.edits.values()) next = withItem(next, item, data);
      let result: PublishResult;
      try {
        const rendered = await renderSite(next, gone);
        const at = new Date();
        for (const { revision } of batch.edits.values()) revisions.markPublished(revision, at);
        content = next;
        files = rendered;
        const ms = Date.now() - started;
        const published = [...batch.edits.values()].map((edit) => edit.revision);
        log(
          JSON.stringify({
            event: "content-published",
            items: slugs,
            revisions: published,
            authors: [...new Set(batch.waiters.map((waiter) => waiter.author))],
            files: rendered.size,
            ms,
          }),
        );
        result = { ok: true, revision: 0, files: rendered.size, ms };
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
    file: (path) => files.get(path),

    async publish(item, data, author, { restoredFrom, basedOn, signal } = {}) {
      const newest = revisions.latestSaved(item.slug);
      if (basedOn !== undefined && newest && newest.id !== basedOn) {
        // The same value sent again (a second press of Publish) joins the publish of the first.
        if (JSON.stringify(newest.data) !== JSON.stringify(data)) return { ok: false, conflict: newest };
        const batch = batchWith(item, newest.id);
        if (batch) {
          return new Promise((resolve) => batch.waiters.push({ revision: newest.id, author, signal, resolve }));
        }
        if (newest.publishedAt) return { ok: true, revision: newest.id, files: files.size, ms: 0 };
        return enqueue(item, data, newest.id, author, signal);
      }
      const revision = revisions.save(item.slug, data, author, new Date(), restoredFrom ?? null);
      return enqueue(item, data, revision, author, signal);
    },

    status() {
      const slugs = (batch: Batch | null) => [...(batch?.edits.values() ?? [])].map((edit) => edit.item.title);
      return {
        running: running && {
          items: slugs(running),
          authors: [...new Set(running.waiters.map((waiter) => waiter.author))],
          since: running.since.toISOString(),
        },
        waiting: slugs(waiting),
      };
    },

    preview: (path, item, data, cspNonce) => render(path, withItem(content, item, data), cspNonce),

    async applyPublished() {
      let next = builtContent;
      for (const item of editableItems) {
        const latest = revisions.latestPublished(item.slug);
        if (!latest) continue;
        // A deploy may have changed what an item must look like: an edit that no longer fits is
        // left out (the build's value shows) and the log says so, rather than the server not starting.
        const checked = item.schema.safeParse(latest.data);
        if (!checked.success) {
          log(JSON.stringify({ event: "content-not-applied", item: item.slug, revision: latest.id }));
          continue;
        }
        next = withItem(next, item, latest.data);
      }
      if (next === builtContent) return;
      const started = Date.now();
      try {
        files = await renderSite(next);
        content = next;
        log(JSON.stringify({ event: "content-applied", files: files.size, ms: Date.now() - started }));
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        log(JSON.stringify({ event: "content-apply-failed", reason }));
      }
    },
  };
}
