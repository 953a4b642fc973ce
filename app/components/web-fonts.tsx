// Nunito Sans, the site's typeface, without holding up the first paint or blocking the page after
// it. On a first visit the head script below marks the page "pending": app/app.css then sets every
// element in the fallback face, which takes the same room, and no text asks for the typeface, so
// the page is painted as soon as its HTML and stylesheet arrive. Once the page has loaded and been
// painted, the font is fetched, and then applied to one band of the page (the header, each section
// of the main content, the footer) per frame. Setting a whole page in a new face lays all its text
// out again in one task, long enough on a phone to delay a tap; band by band, each task stays
// short, and nothing moves. Scripts that enhance the page start after this (app/lib/after-load.ts).
// Arriving from another page of the site, the browser has the font already: the page is not
// marked, and is painted in Nunito Sans. Without JavaScript nothing marks it either, and the font
// is fetched as the page is laid out. See docs/decisions/0021.
import { afterPaint, TYPEFACE_APPLIED } from "~/lib/after-load";

const BANDS = "body > :not(main, script, noscript, template, [hidden]), main > *";

const applyBandByBand = `try{await document.fonts.load('1em "Nunito Sans Variable"');const frame=()=>new Promise(r=>requestAnimationFrame(()=>setTimeout(r)));for(const band of document.querySelectorAll(${JSON.stringify(BANDS)})){await frame();band.dataset.typefaceOn=""}await frame()}catch{}finally{delete root.dataset.typeface;for(const band of document.querySelectorAll("[data-typeface-on]"))delete band.dataset.typefaceOn;done()}`;

const script = `(()=>{const root=document.documentElement;try{if(new URL(document.referrer).origin===location.origin)return}catch{}root.dataset.typeface="pending";${TYPEFACE_APPLIED}=new Promise(done=>{${afterPaint(applyBandByBand)}})})();`;

export function WebFonts({ nonce }: { nonce?: string }) {
  // biome-ignore lint/security/noDangerouslySetInnerHtml: fixed script written above
  return <script nonce={nonce} dangerouslySetInnerHTML={{ __html: script }} />;
}
