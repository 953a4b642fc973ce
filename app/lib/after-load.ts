// What runs after the page, in order: the page's HTML, stylesheet and pictures, its first paint,
// then the scripts that only enhance it. On a slow connection an enhancement never competes
// with the page for bandwidth. The typeface is the stylesheet's own business (app/app.css): nothing
// here waits for it. See docs/decisions/0013, 0020 and 0024.

/**
 * The type a page's React Router module script is given on the server so that the browser holds it
 * (app/http/defer-hydration.server.ts) until StartReact puts it back (app/components/start-react.tsx).
 */
export const HELD_SCRIPT_TYPE = "text/x-after-load";

/**
 * Script source that runs `body` (in an async function) once the page's HTML is parsed, its
 * pictures have arrived (each image not loaded lazily: loaded or failed) and it has been painted, at
 * once if all that has happened. Not the `load` event: that also waits for the typeface's file,
 * which the page does not need (app/app.css), and for the church platform's embeds. Browsers that
 * do not report paints (PerformanceObserver without "paint") start when the pictures are in.
 */
export function afterLoad(body: string): string {
  return `(()=>{const start=async()=>{${body}};const painted=()=>{if(!globalThis.PerformanceObserver?.supportedEntryTypes?.includes("paint"))return start();new PerformanceObserver((_,o)=>{o.disconnect();start()}).observe({type:"paint",buffered:true})};const pictures=()=>Promise.all([...document.images].filter(i=>!i.complete&&i.loading!=="lazy").map(i=>new Promise(r=>{i.addEventListener("load",r,{once:true});i.addEventListener("error",r,{once:true})}))).then(painted);document.readyState==="loading"?addEventListener("DOMContentLoaded",pictures,{once:true}):pictures()})();`;
}
