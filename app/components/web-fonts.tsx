// Nunito Sans, the site's typeface, without holding up the first paint. Text is first set in the
// fallback face of app/app.css, which takes the same room, so the page can be read as soon as its
// HTML and stylesheet arrive. The typeface's own small stylesheet is fetched alongside at the
// lowest priority (a print stylesheet does not block rendering) and switched on once the page has
// loaded and been painted: the font then no longer competes with the page's HTML, stylesheet and
// first picture on a slow connection, nor its two layouts with the first paint. The font file is
// fetched before the switch, so the page is laid out again once, with the font in hand, and
// nothing moves.
// Arriving from another page of the site, the browser has the font already: it is switched on at
// once, before the first paint, and the page never shows the fallback. Without JavaScript the
// noscript link applies it. See docs/decisions/0020.

import latinFont from "@fontsource-variable/nunito-sans/files/nunito-sans-latin-wght-normal.woff2?url";
import fontsCss from "@fontsource-variable/nunito-sans/wght.css?url";
import { afterLoad } from "~/lib/after-load";

const link = `document.querySelector("link[data-web-fonts]")`;
const atOnceFromThisSite = `try{if(new URL(document.referrer).origin===location.origin)${link}.media="all"}catch{}`;
// Fonts are fetched in CORS mode, so the preload says so too, or the browser would fetch it twice.
const afterThePage = afterLoad(
  `const f=document.createElement("link");Object.assign(f,{rel:"preload",as:"font",type:"font/woff2",crossOrigin:"",href:${JSON.stringify(latinFont)}});f.onload=f.onerror=()=>{${link}.media="all"};document.head.append(f);`,
);

export function WebFonts({ nonce }: { nonce?: string }) {
  return (
    <>
      {/* The scripts below switch `media`; React leaves it alone on the pages it runs. */}
      <link rel="stylesheet" href={fontsCss} media="print" data-web-fonts="" suppressHydrationWarning />
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: fixed script written above */}
      <script nonce={nonce} dangerouslySetInnerHTML={{ __html: atOnceFromThisSite }} />
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: fixed script written above */}
      <script nonce={nonce} dangerouslySetInnerHTML={{ __html: afterThePage }} />
      <noscript>
        <link rel="stylesheet" href={fontsCss} />
      </noscript>
    </>
  );
}
