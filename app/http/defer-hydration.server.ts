// Pages that React runs in the browser (app/lib/page-handle.ts) start it once the page has loaded,
// been painted and been set in its typeface.
// React Router's <Scripts /> preloads every module of the page and imports the route modules from
// an inline module script; on a slow phone those ~110 KB compete with the stylesheet, the font and
// the first image, and the page paints about a second later. Here the page is rendered as usual and
// then its scripts are rewritten: the preloads go, and the inline script imports the same modules,
// in the same order, once the `load` event has fired, the page has been painted and its typeface
// applied. Until then the page is its server HTML, whose forms and links work on their own. See
// docs/decisions/0013, 0020 and 0021.
import { afterLoad } from "~/lib/after-load";

const MODULE_PRELOAD = /<link\b[^>]*\brel="modulepreload"[^>]*\/?>/g;
const INLINE_MODULE = /<script\b([^>]*\btype="module"[^>]*)>([\s\S]*?)<\/script>/g;
// The static imports React Router writes: `import * as route0 from "…";` and `import "…";`.
const STATIC_IMPORT = /\bimport (?:\* as (\w+) from )?("[^"]+");?/g;

export function deferHydration(html: string): string {
  let found = false;
  const rewritten = html.replace(INLINE_MODULE, (script, attributes: string, body: string) => {
    if (!body.includes("window.__reactRouterRouteModules")) return script;
    found = true;
    const names: string[] = [];
    const urls: string[] = [];
    const rest = body.replace(STATIC_IMPORT, (_, name: string | undefined, url: string) => {
      names.push(name ?? `_${urls.length}`);
      urls.push(url);
      return "";
    });
    // All at once, as the static imports were fetched, then the rest of React Router's script.
    const load = `const [${names.join(",")}]=await Promise.all([${urls.map((url) => `import(${url})`).join(",")}]);`;
    return `<script${attributes}>${afterLoad(load + rest)}</script>`;
  });
  // A page without React Router's scripts is left as it is.
  return found ? rewritten.replace(MODULE_PRELOAD, "") : html;
}
