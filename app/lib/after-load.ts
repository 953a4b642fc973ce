// What runs after the page, in order: the page's HTML, stylesheet and first picture, its first
// paint, its typeface (app/components/web-fonts.tsx), then the scripts that only enhance it. Each
// step starts when the one before is done, so on a slow connection an enhancement never competes
// with the page for bandwidth, and on a phone's few cores nothing competes with the page's layouts
// for the processor. See docs/decisions/0013, 0020 and 0021.

/**
 * The type a page's React Router module script is given on the server so that the browser holds it
 * (app/http/defer-hydration.server.ts) until StartReact puts it back (app/components/start-react.tsx).
 */
export const HELD_SCRIPT_TYPE = "text/x-after-load";

/** The promise the typeface's script sets, resolved once the page is set in Nunito Sans. */
export const TYPEFACE_APPLIED = "globalThis.typefaceApplied";

/**
 * Script source that runs `body` (in an async function) once the page has loaded and has been
 * painted, at once if both have happened. Browsers that do not report paints (PerformanceObserver
 * without "paint") start at `load`.
 */
export function afterPaint(body: string): string {
  return `(()=>{const start=async()=>{${body}};const painted=()=>{if(!globalThis.PerformanceObserver?.supportedEntryTypes?.includes("paint"))return start();new PerformanceObserver((_,o)=>{o.disconnect();start()}).observe({type:"paint",buffered:true})};document.readyState==="complete"?painted():addEventListener("load",painted,{once:true})})();`;
}

/** Script source that runs `body` once the page has loaded, been painted and set in its typeface. */
export function afterLoad(body: string): string {
  return afterPaint(`await ${TYPEFACE_APPLIED};${body}`);
}
