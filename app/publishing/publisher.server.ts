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
import type { RevisionStore } from "./revisions.server";

const compressBrotli = promisify(brotliCompress);
const compressGzip = promisify(gzip);

/** A file the server answers from memory in place of the build's copy. */
export interface PublishedFile {
  body: Buffer;
  br: Buffer;
  gzip: Buffer;
  etag: string;
}

export type PublishResult = { ok: true; revision: number; files: number; ms: number } | { ok: false; error: string };

export interface Publisher {
  /** Every revision staff have saved. */
  revisions: RevisionStore;
  /** The content every render uses now. */
  current(): PublishedContent;
  /** The file published at this path of the client build ("/baptism/index.html"), if any. */
  file(path: string): PublishedFile | undefined;
  /** Saves a revision of an item and publishes it; one publish runs at a time. */
  publish(item: EditableItem, data: unknown, author: string, restoredFrom?: number): Promise<PublishResult>;
  /** A page as it would look with this value of an item, rendered for one request. */
  preview(path: string, item: EditableItem, data: unknown, cspNonce: string): Promise<Response>;
  /** Applies the latest published revision of every item again, as the server starts. */
  applyPublished(): Promise<void>;
}

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
  let queue: Promise<unknown> = Promise.resolve();

  /** One request to the app, rendered as the build renders it (no services, hashes for inline scripts). */
  async function render(path: string, values: PublishedContent, cspNonce = ""): Promise<Response> {
    if (!handler) throw new Error("publishing needs the server build");
    const context = new RouterContextProvider(
      new Map<RouterContext, unknown>([
        [publishedContext, values],
        [requestContext, { clientAddress: "", cspNonce }],
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

  /** Every file the build makes from content, made again with these values. */
  async function renderSite(values: PublishedContent): Promise<Map<string, PublishedFile>> {
    const texts = new Map<string, string>();
    for (const path of prerenderedPaths) {
      texts.set(dataFile(path), await renderText(dataFile(path), values));
      texts.set(htmlFile(path), await renderText(path === "/" ? "/" : `${path}/`, values));
    }
    for (const calendar of calendarFiles(new Date(), churchEvents(values))) {
      texts.set(calendar.path, calendar.body);
    }
    const rendered = new Map<string, PublishedFile>();
    for (const [path, text] of texts) rendered.set(path, await compressed(text));
    return rendered;
  }

  // The value has passed the item's schema (the editor and applyPublished check it first).
  const withItem = (values: PublishedContent, item: EditableItem, data: unknown): PublishedContent =>
    ({ ...values, [item.key]: data }) as PublishedContent;

  /** Runs after every publish before it, so two staff publishing at once each get a whole site. */
  function inTurn<T>(task: () => Promise<T>): Promise<T> {
    const run = queue.then(task, task);
    queue = run.catch(() => undefined);
    return run;
  }

  return {
    revisions,
    current: () => content,
    file: (path) => files.get(path),

    publish(item, data, author, restoredFrom) {
      return inTurn(async () => {
        const started = Date.now();
        const revision = revisions.save(item.slug, data, author, new Date(), restoredFrom ?? null);
        const next = withItem(content, item, data);
        try {
          const rendered = await renderSite(next);
          revisions.markPublished(revision, new Date());
          content = next;
          files = rendered;
          const ms = Date.now() - started;
          log(
            JSON.stringify({ event: "content-published", item: item.slug, revision, author, files: rendered.size, ms }),
          );
          return { ok: true as const, revision, files: rendered.size, ms };
        } catch (error) {
          const reason = error instanceof Error ? error.message : String(error);
          log(JSON.stringify({ event: "content-publish-failed", item: item.slug, revision, author, reason }));
          return { ok: false as const, error: reason };
        }
      });
    },

    preview: (path, item, data, cspNonce) => render(path, withItem(content, item, data), cspNonce),

    applyPublished() {
      return inTurn(async () => {
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
      });
    },
  };
}
