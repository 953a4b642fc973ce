// Renders the site from given content, as React Router answers a visitor: the pages the same for
// every visitor and their .data twins, kept from their first request until the content changes, and
// the calendar files. Only the pages that show an edited item are rendered to check a publish.
import { createHash } from "node:crypto";
import { type RequestHandler, type RouterContext, RouterContextProvider } from "react-router";
import { type Language, languagesOf, pathIn } from "~/content-model/languages";
import { calendarFiles } from "~/events/ics.server";
import { requestContext } from "~/http/context.server";
import { keptPaths } from "~/pages";
import { type PublishedContent, shownContent } from "~/published/content";
import { publishedContext } from "~/published/context.server";

/** An answer kept in memory and sent to every visitor who asks for its path. */
export interface KeptAnswer {
  body: Buffer;
  /** Its Content-Type, as React Router gave it. */
  type: string;
  etag: string;
}

/** The answers kept for one content, each made on its first request; undefined for a path that is none of them. */
export type KeptAnswers = (path: string) => Promise<KeptAnswer | undefined>;

/** The data React Router's client asks for with a page ("/_.data" for "/"). */
const dataPath = (path: string) => (path === "/" ? "/_.data" : `${path}.data`);

/** Every kept path of a language: each page it has that is the same for every visitor, and its data. */
const keptRequestsIn = (language: Language) =>
  new Set(
    keptPaths
      .filter((path) => languagesOf(path).includes(language))
      .map((path) => pathIn(path, language))
      .flatMap((path) => [path, dataPath(path)]),
  );

function kept(text: string, type: string): KeptAnswer {
  const body = Buffer.from(text, "utf8");
  return { body, type, etag: `"${createHash("sha256").update(body).digest("base64url").slice(0, 27)}"` };
}

/** Keeps a promise's value for later callers; a failure is forgotten, so the next caller tries again. */
function remembered<T>(store: Map<string, Promise<T>>, key: string, make: () => Promise<T>): Promise<T> {
  let value = store.get(key);
  if (!value) {
    value = make();
    store.set(key, value);
    value.catch(() => store.delete(key));
  }
  return value;
}

/** Renders the pages of one language: a language's kept answers are its own, made from its own content. */
export function siteRenderer(handler: RequestHandler | undefined, language: Language) {
  const keptRequests = keptRequestsIn(language);
  /** One request to the app, rendered without services (a nonce, or hashes for inline scripts when empty). */
  async function render(path: string, values: PublishedContent, cspNonce = ""): Promise<Response> {
    if (!handler) throw new Error("publishing needs the server build");
    const context = new RouterContextProvider(
      new Map<RouterContext, unknown>([
        [publishedContext, values],
        [requestContext, { clientAddress: "", cspNonce, dataRequest: path.endsWith(".data"), language }],
      ]),
    );
    return handler(new Request(`http://localhost${path}`), context);
  }

  async function renderKept(path: string, values: PublishedContent): Promise<KeptAnswer> {
    const response = await render(path, values);
    const body = await response.text();
    if (response.status !== 200) throw new Error(`${path} answered ${response.status}`);
    const type = response.headers.get("Content-Type") ?? "text/html";
    return kept(body, type.includes("charset") ? type : `${type}; charset=utf-8`);
  }

  return {
    render,

    /** Renders these pages and their data with these values, to find one that fails before they go out; stops when `signal` aborts. */
    async check(values: PublishedContent, paths: readonly string[], signal?: AbortSignal): Promise<void> {
      for (const path of paths.flatMap((page) => [page, dataPath(page)])) {
        signal?.throwIfAborted();
        await renderKept(path, values);
      }
    },

    /** The answers of `values`, rendered when first asked for and kept; calendars as they stand at `now`. */
    answers(values: PublishedContent, now: number): KeptAnswers {
      const made = new Map<string, Promise<KeptAnswer>>();
      const calendars = new Map<string, Promise<Map<string, KeptAnswer>>>();
      return async (path) => {
        if (!handler) return undefined;
        if (keptRequests.has(path)) return remembered(made, path, () => renderKept(path, values));
        if (!path.endsWith(".ics")) return undefined;
        const all = await remembered(calendars, "all", async () => {
          const files = calendarFiles(new Date(now), shownContent(values, now, language), language);
          return new Map(files.map((file) => [file.path, kept(file.body, "text/calendar; charset=utf-8")] as const));
        });
        return all.get(path);
      };
    },
  };
}
