// The site's stylesheet, written into the head of each page rather than linked: a phone on a slow
// link draws the page as soon as its HTML is in, with no second round trip for the styles first
// (docs/decisions/0050). Rendered on the server only (root.tsx), so no browser bundle carries it.
import css from "~/app.css?inline";

export function Stylesheet() {
  // biome-ignore lint/security/noDangerouslySetInnerHtml: the site's own stylesheet, from the build.
  return <style dangerouslySetInnerHTML={{ __html: css }} />;
}
