// Pages that React runs in the browser (app/lib/page-handle.ts) start it once the page has loaded,
// been painted and been set in its typeface. React Router offers no way to say when its client
// starts: <Scripts /> writes module preloads and an inline module script that imports every module
// of the page at once, and on a slow phone those ~120 KB compete with the stylesheet, the font and
// the first image. So the page is rendered as usual, then two things change: the preloads go, and
// React Router's module script is held (given a type browsers do not run). StartReact
// (app/components/start-react.tsx) puts it back as a module script after `load`. Until then the page
// is its server HTML, whose forms and links work on their own. Nothing of the script itself is
// read or rewritten. See docs/decisions/0013, 0020, 0021 and 0022.
import { HELD_SCRIPT_TYPE } from "~/lib/after-load";

const MODULE_PRELOAD = /<link\b[^>]*\brel="modulepreload"[^>]*\/?>/g;
// React Router's inline module script: the one that hands the route modules to its client.
const ROUTER_SCRIPT = /<script\b[^>]*\btype="module"[^>]*>(?:(?!<\/script>)[\s\S])*window\.__reactRouterRouteModules\b/;

/**
 * The page with React Router's scripts held until StartReact starts them, or undefined when the
 * page has no such script (React Router writes them differently): the caller sends the page as it
 * is, and says so.
 */
export function deferHydration(html: string): string | undefined {
  const script = ROUTER_SCRIPT.exec(html);
  if (!script) return undefined;
  const held = script[0].replace(/\btype="module"/, `type="${HELD_SCRIPT_TYPE}"`);
  const rewritten = html.slice(0, script.index) + held + html.slice(script.index + script[0].length);
  return rewritten.replace(MODULE_PRELOAD, "");
}
