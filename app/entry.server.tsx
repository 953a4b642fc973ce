// React Router's Node entry, with three additions: the response's Content-Security-Policy nonce
// (made by the server for each page rendered per request) goes on every inline script; the content
// staff have published reaches the components (app/published/use-published-content.ts); and a page
// that React runs in the browser starts it once the page has loaded (app/http/defer-hydration.server.ts);
// another language's page marks the words it shows in the default one (app/http/language-of-parts.server.ts).
import { PassThrough } from "node:stream";
import { createReadableStreamFromReadable } from "@react-router/node";
import { isbot } from "isbot";
import type { RenderToPipeableStreamOptions } from "react-dom/server";
import { renderToPipeableStream } from "react-dom/server";
import {
  type EntryContext,
  type HandleDataRequestFunction,
  type HandleErrorFunction,
  isRouteErrorResponse,
  type RouterContextProvider,
  ServerRouter,
} from "react-router";
import { defaultLanguage } from "~/content-model/languages";
import { requestContext } from "~/http/context.server";
import { deferHydration } from "~/http/defer-hydration.server";
import { languageOfParts } from "~/http/language-of-parts.server";
import { CspNonceContext } from "~/lib/csp-nonce";
import { wantsHydration } from "~/lib/page-handle";
import { shownContent } from "~/published/content";
import { publishedContext } from "~/published/context.server";
import { PublishedContentContext } from "~/published/use-published-content";
import { markedUnwritten } from "~/publishing/in-language.server";

export const streamTimeout = 5_000;

/**
 * A request the routes answered with a 4xx of their own (a form sent to a page that takes none, a
 * staff page refused) is the client's doing and is not logged; a failure is, once, unless the client
 * had already gone. So is a form another site sent: React Router refuses it (400) before any action
 * runs and hands its refusal here as an error, with which anyone could otherwise fill the log.
 */
export const handleError: HandleErrorFunction = (error, { request }) => {
  if (isRouteErrorResponse(error) && error.status < 500) return;
  if (request.signal.aborted) return;
  if (refusedAsForeign(error, request)) return;
  console.error(error);
};

/**
 * React Router's refusal of a form from another site, for a request whose Origin is not its own
 * address: an Error about the `origin` header for a page, "Bad Request" for its data twin. Anything
 * else thrown for such a request is still logged, and so is this if React Router ever words it
 * otherwise.
 */
function refusedAsForeign(error: unknown, request: Request): boolean {
  if (!(error instanceof Error) || !sentFromElsewhere(request)) return false;
  return /`origin` header/.test(error.message) || error.message === "Bad Request";
}

/** A form whose Origin is not the address it was sent to (or is not an address at all). */
function sentFromElsewhere(request: Request): boolean {
  const origin = request.headers.get("origin");
  if (origin === null || request.method === "GET" || request.method === "HEAD") return false;
  try {
    return new URL(origin).origin !== new URL(request.url).origin;
  } catch {
    return true;
  }
}

/** A page's `.data` twin refuses a method it does not take the way the page does: with `Allow`. */
export const handleDataRequest: HandleDataRequestFunction = (response) => {
  allowOn405(response.status, response.headers);
  return response;
};

/** A route that takes no form answers 405; it takes GET and HEAD, as every page does. */
function allowOn405(status: number, headers: Headers) {
  if (status === 405) headers.set("Allow", "GET, HEAD");
}

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  allowOn405(responseStatusCode, responseHeaders);
  // https://httpwg.org/specs/rfc9110.html#HEAD
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  const nonce = loadContext.get(requestContext).cspNonce || undefined;
  const hydrates = routerContext.staticHandlerContext.matches.some((match) =>
    wantsHydration(routerContext.routeModules[match.route.id]?.handle),
  );

  // A page rendered once on the server marks the words it shows in the default language
  // (http/language-of-parts.server.ts); one React runs in the browser shows the data it is given.
  const { language } = loadContext.get(requestContext);
  const published = loadContext.get(publishedContext);
  const content = hydrates ? published : markedUnwritten(published);
  const rewrites = hydrates || content !== published;

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get("user-agent");
    // Crawlers and kept answers wait for all content, so the HTML is whole; so do pages whose
    // scripts are rewritten once the whole page is written.
    const readyOption: keyof RenderToPipeableStreamOptions =
      (userAgent && isbot(userAgent)) || routerContext.isSpaMode || rewrites ? "onAllReady" : "onShellReady";

    // Abort the rendering stream after the `streamTimeout` so it has time to flush rejected boundaries.
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000);

    const { pipe, abort } = renderToPipeableStream(
      <CspNonceContext.Provider value={nonce}>
        <PublishedContentContext.Provider value={shownContent(content, Date.now(), language)}>
          <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
        </PublishedContentContext.Provider>
      </CspNonceContext.Provider>,
      {
        nonce,
        [readyOption]() {
          shellRendered = true;
          const body = new PassThrough({
            final(callback) {
              clearTimeout(timeoutId);
              timeoutId = undefined;
              callback();
            },
          });
          responseHeaders.set("Content-Type", "text/html");
          if (rewrites) {
            const chunks: Buffer[] = [];
            body.on("data", (chunk: Buffer) => chunks.push(chunk));
            body.on("end", () => {
              const html = Buffer.concat(chunks).toString("utf8");
              const written = hydrates ? deferHydration(html) : languageOfParts(html, defaultLanguage);
              if (written === undefined)
                console.error(`${request.url}: React Router's scripts not found; React starts at once`);
              resolve(new Response(written ?? html, { headers: responseHeaders, status: responseStatusCode }));
            });
            pipe(body);
            return;
          }
          const stream = createReadableStreamFromReadable(body);
          pipe(body);
          resolve(new Response(stream, { headers: responseHeaders, status: responseStatusCode }));
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          // Errors in the shell reject and are logged by React Router; later ones only here.
          if (shellRendered) console.error(error);
        },
      },
    );
  });
}
