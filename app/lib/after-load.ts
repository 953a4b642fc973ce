// Script source that runs `body` once the page has loaded (at once if it already has). Scripts
// that only enhance a page wait for this, so on a slow connection they never compete with the
// page's stylesheet, font and first image for bandwidth: see docs/decisions/0013.
export function afterLoad(body: string): string {
  return `(()=>{const start=async()=>{${body}};document.readyState==="complete"?start():addEventListener("load",start,{once:true})})();`;
}
