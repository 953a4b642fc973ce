// Draws a page's link-preview picture (1200×630 PNG): the church's logo and name, the page's
// title large and its description below, in the brand's colours. Satori lays the card out and
// turns its text into shapes; sharp renders that SVG to PNG.
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { ReactElement } from "react";
import satori, { type Font } from "satori";
import sharp from "sharp";
import { previewImageSize } from "../app/seo/preview-image.ts";
import { brandColour } from "./brand-colours.mjs";

export interface CardStyle {
  siteName: string;
  /** The site's host name, printed at the foot of the card: "thebridgechurch.org". */
  host: string;
  /** Printed opposite the host: when and where the church meets. */
  footnote: string;
  /** The logo as SVG text. */
  logoSvg: string;
  /** From readBrandColours(). */
  colours: Record<string, string>;
  fonts: Font[];
}

const require = createRequire(import.meta.url);

/** Nunito Sans, the site's typeface, as WOFF: Satori cannot read WOFF2. Read once, shared by every card. */
export function loadCardFonts(): Font[] {
  return ([400, 800] as const).map((weight) => ({
    name: "Nunito Sans",
    weight,
    style: "normal",
    data: readFileSync(require.resolve(`@fontsource/nunito-sans/files/nunito-sans-latin-${weight}-normal.woff`)),
  }));
}

type Child = ReactElement | string;

function el(type: string, style: Record<string, unknown>, ...children: Child[]): ReactElement {
  return { type, key: null, props: { style, children } };
}

/** Long titles get a smaller size, so that even a 60-character title fits in three lines. */
function headingSize(heading: string): number {
  if (heading.length <= 18) return 96;
  if (heading.length <= 32) return 80;
  return 64;
}

/** The logo's bridge, large and faint behind the right of the card. */
function bridge(arc: string, water: string): ReactElement {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 48 40" width="480" height="400"><path d="M6 31 Q24 6 42 31" stroke="${arc}" stroke-width="2" fill="none" stroke-linecap="round"/><path d="M24 12v19M15 21v10M33 21v10" stroke="#fff" stroke-width="1.5" stroke-linecap="round"/><rect x="5" y="31" width="38" height="2.5" rx="1.25" fill="#fff"/><path d="M6 37q4.5-3 9 0t9 0 9 0 9 0" stroke="${water}" stroke-width="1.5" fill="none" stroke-linecap="round"/></svg>`;
  return {
    type: "img",
    key: null,
    props: {
      src: `data:image/svg+xml;base64,${Buffer.from(svg).toString("base64")}`,
      width: 480,
      height: 400,
      style: { position: "absolute", right: 40, top: 70, opacity: 0.1 },
    },
  };
}

function cardElement(card: { heading: string; text: string }, style: CardStyle): ReactElement {
  const colour = (name: string) => brandColour(style.colours, name);
  const logo: ReactElement = {
    type: "img",
    key: null,
    props: {
      src: `data:image/svg+xml;base64,${Buffer.from(style.logoSvg).toString("base64")}`,
      width: 76,
      height: 76,
      style: { borderRadius: 18 },
    },
  };
  return el(
    "div",
    {
      width: "100%",
      height: "100%",
      boxSizing: "border-box",
      display: "flex",
      flexDirection: "column",
      justifyContent: "space-between",
      paddingTop: 60,
      paddingBottom: 52,
      paddingLeft: 80,
      paddingRight: 80,
      fontFamily: "Nunito Sans",
      color: colour("white"),
      backgroundColor: colour("navy"),
      backgroundImage: `linear-gradient(135deg, ${colour("navy")} 0%, ${colour("navy-deep")} 100%)`,
    },
    bridge(colour("yellow"), colour("teal-light")),
    el(
      "div",
      { display: "flex", alignItems: "center", gap: 24 },
      el("div", { display: "flex", borderRadius: 20, border: "2px solid rgba(255, 255, 255, 0.2)" }, logo),
      el("div", { fontSize: 38, fontWeight: 800, letterSpacing: -0.5 }, style.siteName),
    ),
    el(
      "div",
      { display: "flex", flexDirection: "column" },
      el("div", { width: 112, height: 10, borderRadius: 5, backgroundColor: colour("yellow"), marginBottom: 28 }),
      el(
        "div",
        {
          fontSize: headingSize(card.heading),
          fontWeight: 800,
          lineHeight: 1.08,
          letterSpacing: -1.5,
          lineClamp: 3,
          textWrap: "balance",
        },
        card.heading,
      ),
      el(
        "div",
        { marginTop: 24, fontSize: 32, lineHeight: 1.35, color: colour("navy-light"), lineClamp: 2, maxWidth: 1000 },
        card.text,
      ),
    ),
    el(
      "div",
      { display: "flex", alignItems: "center", justifyContent: "space-between" },
      el("div", { fontSize: 28, fontWeight: 800, color: colour("teal-light") }, style.host),
      el("div", { fontSize: 28, color: colour("navy-light") }, style.footnote),
    ),
  );
}

export async function renderPreviewCard(card: { heading: string; text: string }, style: CardStyle): Promise<Buffer> {
  const svg = await satori(cardElement(card, style), { ...previewImageSize, fonts: style.fonts });
  return sharp(Buffer.from(svg)).png({ compressionLevel: 9 }).toBuffer();
}
