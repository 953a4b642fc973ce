// Renders the files the build makes from content, with given content: each prerendered page and its
// .data file (React Router's prerender is its request handler called once per path, and so is this),
// and every calendar file; each compressed as the build compresses it.
import { createHash } from "node:crypto";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import { type RequestHandler, type RouterContext, RouterContextProvider } from "react-router";
import { type PublishedContent, shownContent } from "~/content/published/content";
import { publishedContext } from "~/content/published/context.server";
import { calendarFiles } from "~/events/ics.server";
import { requestContext } from "~/http/context.server";
import { prerenderedPaths } from "~/pages";

const compressBrotli = promisify(brotliCompress);
const compressGzip = promisify(gzip);

/** A file the server answers from memory in place of the build's copy. */
export interface PublishedFile {
  body: Buffer;
  br: Buffer;
  gzip: Buffer;
  etag: string;
}

/** The files rendered from one content, each made on its first request; undefined for a path that is none of them. */
export type SiteFiles = (path: string) => Promise<PublishedFile | undefined>;

/**
 * Where the build writes each page's HTML and its data, and the request that renders it:
 * "/baptism/index.html" from "/baptism/", "/baptism.data" from itself ("/_.data" for "/").
 */
const pageFiles = new Map(
  prerenderedPaths.flatMap((path) => {
    const data = path === "/" ? "/_.data" : `${path}.data`;
    return [
      [path === "/" ? "/index.html" : `${path}/index.html`, path === "/" ? "/" : `${path}/`],
      [data, data],
    ];
  }),
);

async function compressed(text: string): Promise<PublishedFile> {
  const body = Buffer.from(text, "utf8");
  const [br, gz] = await Promise.all([
    compressBrotli(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
    compressGzip(body, { level: 9 }),
  ]);
  return { body, br, gzip: gz, etag: `"${createHash("sha256").update(body).digest("base64url").slice(0, 27)}"` };
}

/** Keeps a promise's value for later callers; a failure is forgotten, so the next caller tries again. */
function kept<T>(store: Map<string, Promise<T>>, key: string, make: () => Promise<T>): Promise<T> {
  let value = store.get(key);
  if (!value) {
    value = make();
    store.set(key, value);
    value.catch(() => store.delete(key));
  }
  return value;
}

export function siteRenderer(handler: RequestHandler | undefined) {
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

  return {
    render,
    /** The paths of every page and its data, as `files` answers them. */
    pagePaths: [...pageFiles.keys()],

    /** Renders every page and its data with these values, to find one that fails before they go out; stops when `signal` aborts. */
    async check(values: PublishedContent, signal?: AbortSignal): Promise<void> {
      for (const request of pageFiles.values()) {
        signal?.throwIfAborted();
        await renderText(request, values);
      }
    },

    /** The files of `values`, rendered when first asked for and kept; calendars as they stand at `now`. */
    files(values: PublishedContent, now: number): SiteFiles {
      const made = new Map<string, Promise<PublishedFile>>();
      const calendars = new Map<string, Promise<Map<string, PublishedFile>>>();
      return async (path) => {
        if (!handler) return undefined;
        const request = pageFiles.get(path);
        if (request) return kept(made, path, async () => compressed(await renderText(request, values)));
        if (!path.endsWith(".ics")) return undefined;
        const all = await kept(calendars, "all", async () => {
          const files = calendarFiles(new Date(now), shownContent(values, now));
          const entries = await Promise.all(
            files.map(async (file) => [file.path, await compressed(file.body)] as const),
          );
          return new Map(entries);
        });
        return all.get(path);
      };
    },
  };
}
