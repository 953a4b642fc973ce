// Script source that runs `body` once the page has loaded and has been painted (at once if both
// have happened). Scripts that only enhance a page wait for this, so on a slow connection they
// never compete with the page's HTML, stylesheet and first image for bandwidth, nor with its first
// paint for the main thread: see docs/decisions/0013 and 0020. Browsers that do not report paints
// (PerformanceObserver without "paint") start at `load`.
export function afterLoad(body: string): string {
  return `(()=>{const start=async()=>{${body}};const painted=()=>{if(!globalThis.PerformanceObserver?.supportedEntryTypes?.includes("paint"))return start();new PerformanceObserver((_,o)=>{o.disconnect();start()}).observe({type:"paint",buffered:true})};document.readyState==="complete"?painted():addEventListener("load",painted,{once:true})})();`;
}
