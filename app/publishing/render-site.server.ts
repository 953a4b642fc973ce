// Renders every file the build makes from content, with given content: each prerendered page and
// its .data file (React Router's prerender is its request handler called once per path, and so is
// this), and every calendar file; each compressed as the build compresses it.
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

/** Thrown between files when no one waits for the render any more. */
export class Abandoned extends Error {}

/** Where the build writes a page's HTML and its data: "/baptism/index.html", "/baptism.data" ("/_.data" for "/"). */
const htmlFile = (path: string) => (path === "/" ? "/index.html" : `${path}/index.html`);
const dataFile = (path: string) => (path === "/" ? "/_.data" : `${path}.data`);

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

  async function compressed(text: string): Promise<PublishedFile> {
    const body = Buffer.from(text, "utf8");
    const [br, gz] = await Promise.all([
      compressBrotli(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
      compressGzip(body, { level: 9 }),
    ]);
    return { body, br, gzip: gz, etag: `"${createHash("sha256").update(body).digest("base64url").slice(0, 27)}"` };
  }

  return {
    render,
    /**
     * Every file the build makes from content, made again with these values. `abandoned` is asked
     * between files: a render no one waits for any more stops there.
     */
    async renderSite(values: PublishedContent, abandoned = () => false): Promise<Map<string, PublishedFile>> {
      const texts = new Map<string, string>();
      for (const path of prerenderedPaths) {
        if (abandoned()) throw new Abandoned();
        texts.set(dataFile(path), await renderText(dataFile(path), values));
        texts.set(htmlFile(path), await renderText(path === "/" ? "/" : `${path}/`, values));
      }
      const now = new Date();
      for (const calendar of calendarFiles(now, shownContent(values, now.getTime()))) {
        texts.set(calendar.path, calendar.body);
      }
      const rendered = new Map<string, PublishedFile>();
      for (const [path, text] of texts) {
        if (abandoned()) throw new Abandoned();
        rendered.set(path, await compressed(text));
      }
      return rendered;
    },
  };
}
