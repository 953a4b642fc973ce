// Draws the site's brand-coloured illustrations into public/images/. Each file stands in for a
// photo the church can drop in later at the same path and proportions (then update its alt text
// in app/content/). Run with `npm run artwork`; the output is committed, so builds never need it.
import { mkdirSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { brandColour, readBrandColours } from "./brand-colours.mjs";

const root = join(dirname(fileURLToPath(import.meta.url)), "..", "public", "images");

// The page tokens where the illustrations share them (app/app.css); the rest are the artwork's own.
const tokens = readBrandColours(join(dirname(fileURLToPath(import.meta.url)), ".."));
const brand = {
  navy: brandColour(tokens, "navy"),
  navyDeep: brandColour(tokens, "navy-deep"),
  teal: "#1f8a8a",
  tealLight: "#7cc9c4",
  yellow: "#f6c343",
  red: "#c8413b",
  cream: "#fff8e8",
  white: "#ffffff",
};

const palettes = {
  dawn: [brand.navyDeep, brand.navy, brand.yellow, brand.cream],
  sea: [brand.navy, brand.teal, brand.tealLight, brand.cream],
  ember: [brand.navyDeep, brand.red, brand.yellow, brand.cream],
  meadow: [brand.teal, brand.navy, brand.yellow, brand.cream],
};

/** A small deterministic random generator, so the artwork is the same on every run. */
function seeded(seed) {
  let state = seed;
  return () => {
    state = (state * 1664525 + 1013904223) % 4294967296;
    return state / 4294967296;
  };
}

const round = (n) => Math.round(n * 10) / 10;

function sky(w, h, [top, bottom]) {
  return `<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient>
<radialGradient id="glow" cx="0.5" cy="0.5" r="0.5"><stop offset="0" stop-color="#fff" stop-opacity="0.55"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient></defs>
<rect width="${w}" height="${h}" fill="url(#sky)"/>`;
}

function sparkles(w, h, rand, count, colour) {
  let out = "";
  for (let i = 0; i < count; i++) {
    const r = round(1 + rand() * 3);
    out += `<circle cx="${round(rand() * w)}" cy="${round(rand() * h * 0.6)}" r="${r}" fill="${colour}" opacity="${round(0.3 + rand() * 0.6)}"/>`;
  }
  return out;
}

function hills(w, h, colours, rand) {
  return colours
    .map((colour, i) => {
      const base = h * (0.62 + i * 0.12);
      const peak = base - h * (0.1 + rand() * 0.08);
      return `<path d="M0 ${round(base)} C ${round(w * 0.25)} ${round(peak)}, ${round(w * 0.55)} ${round(base + h * 0.05)}, ${w} ${round(peak)} L ${w} ${h} L 0 ${h} Z" fill="${colour}"/>`;
    })
    .join("");
}

function sun(cx, cy, r, colour) {
  let rays = "";
  for (let i = 0; i < 16; i++) {
    const a = (i / 16) * Math.PI * 2;
    rays += `<line x1="${round(cx + Math.cos(a) * r * 1.3)}" y1="${round(cy + Math.sin(a) * r * 1.3)}" x2="${round(cx + Math.cos(a) * r * 1.9)}" y2="${round(cy + Math.sin(a) * r * 1.9)}" stroke="${colour}" stroke-width="${round(r * 0.08)}" stroke-linecap="round" opacity="0.7"/>`;
  }
  return `<circle cx="${cx}" cy="${cy}" r="${r * 3}" fill="url(#glow)"/>${rays}<circle cx="${cx}" cy="${cy}" r="${r}" fill="${colour}"/>`;
}

function person(x, y, s, colour, armsUp = false) {
  const arms = armsUp
    ? `<path d="M${round(x - s * 0.35)} ${round(y + s * 0.55)} L${round(x - s * 0.6)} ${round(y - s * 0.1)} M${round(x + s * 0.35)} ${round(y + s * 0.55)} L${round(x + s * 0.6)} ${round(y - s * 0.1)}" stroke="${colour}" stroke-width="${round(s * 0.16)}" stroke-linecap="round"/>`
    : "";
  return `${arms}<circle cx="${round(x)}" cy="${round(y)}" r="${round(s * 0.28)}" fill="${colour}"/><path d="M${round(x - s * 0.45)} ${round(y + s * 1.3)} Q ${round(x - s * 0.45)} ${round(y + s * 0.4)} ${round(x)} ${round(y + s * 0.4)} Q ${round(x + s * 0.45)} ${round(y + s * 0.4)} ${round(x + s * 0.45)} ${round(y + s * 1.3)} Z" fill="${colour}"/>`;
}

function crowd(w, h, colour, rand, armsUp, scale = 1) {
  let out = "";
  const rows = 2;
  for (let row = 0; row < rows; row++) {
    const s = h * (0.16 + row * 0.05) * scale;
    const y = h * (1 - (0.3 - row * 0.1) * scale);
    for (let x = -s * 0.3 + row * s * 0.5; x < w + s; x += s * 0.95) {
      out += person(x + rand() * s * 0.2, y + rand() * s * 0.15, s, colour, armsUp && rand() > 0.55);
    }
  }
  return out;
}

function skyline(w, h, colour, rand) {
  let out = "";
  let x = 0;
  while (x < w) {
    const bw = w * (0.04 + rand() * 0.06);
    const bh = h * (0.15 + rand() * 0.3);
    out += `<rect x="${round(x)}" y="${round(h * 0.78 - bh)}" width="${round(bw)}" height="${round(bh + h * 0.3)}" fill="${colour}"/>`;
    x += bw + w * 0.005;
  }
  return out;
}

function waves(w, h, colours) {
  return colours
    .map((colour, i) => {
      const y = h * (0.55 + i * 0.14);
      const a = h * 0.04;
      let d = `M0 ${round(y)}`;
      for (let x = 0; x <= w; x += w / 8)
        d += ` Q ${round(x + w / 16)} ${round(y - a)} ${round(x + w / 8)} ${round(y)}`;
      return `<path d="${d} L ${w} ${h} L 0 ${h} Z" fill="${colour}" opacity="${1 - i * 0.1}"/>`;
    })
    .join("");
}

function book(cx, cy, s, [page, spine]) {
  return `<path d="M${round(cx)} ${round(cy - s * 0.25)} Q ${round(cx - s * 0.6)} ${round(cy - s * 0.45)} ${round(cx - s * 1.2)} ${round(cy - s * 0.3)} L ${round(cx - s * 1.2)} ${round(cy + s * 0.5)} Q ${round(cx - s * 0.6)} ${round(cy + s * 0.35)} ${round(cx)} ${round(cy + s * 0.55)} Z" fill="${page}"/>
<path d="M${round(cx)} ${round(cy - s * 0.25)} Q ${round(cx + s * 0.6)} ${round(cy - s * 0.45)} ${round(cx + s * 1.2)} ${round(cy - s * 0.3)} L ${round(cx + s * 1.2)} ${round(cy + s * 0.5)} Q ${round(cx + s * 0.6)} ${round(cy + s * 0.35)} ${round(cx)} ${round(cy + s * 0.55)} Z" fill="${page}" opacity="0.92"/>
<line x1="${round(cx)}" y1="${round(cy - s * 0.25)}" x2="${round(cx)}" y2="${round(cy + s * 0.55)}" stroke="${spine}" stroke-width="${round(s * 0.03)}"/>`;
}

function heart(cx, cy, s, colour) {
  return `<path d="M${round(cx)} ${round(cy + s * 0.9)} C ${round(cx - s * 1.4)} ${round(cy)}, ${round(cx - s * 0.9)} ${round(cy - s * 1)}, ${round(cx)} ${round(cy - s * 0.35)} C ${round(cx + s * 0.9)} ${round(cy - s * 1)}, ${round(cx + s * 1.4)} ${round(cy)}, ${round(cx)} ${round(cy + s * 0.9)} Z" fill="${colour}"/>`;
}

function bridge(w, h, colour) {
  const deck = h * 0.62;
  let cables = "";
  for (let i = 1; i < 12; i++) {
    const x = (w / 12) * i;
    const t = Math.abs(i - 6) / 6;
    cables += `<line x1="${round(x)}" y1="${round(deck)}" x2="${round(x)}" y2="${round(h * 0.3 + t * t * h * 0.3)}" stroke="${colour}" stroke-width="${round(w * 0.003)}"/>`;
  }
  return `<path d="M0 ${round(h * 0.58)} Q ${w / 2} ${round(h * 0.02)} ${w} ${round(h * 0.58)}" stroke="${colour}" stroke-width="${round(w * 0.008)}" fill="none"/>${cables}<rect x="0" y="${round(deck)}" width="${w}" height="${round(h * 0.03)}" fill="${colour}"/>`;
}

function gift(cx, cy, s, [box, ribbon]) {
  return `<rect x="${round(cx - s)}" y="${round(cy - s * 0.5)}" width="${round(s * 2)}" height="${round(s * 1.5)}" rx="${round(s * 0.08)}" fill="${box}"/>
<rect x="${round(cx - s * 1.1)}" y="${round(cy - s * 0.8)}" width="${round(s * 2.2)}" height="${round(s * 0.4)}" rx="${round(s * 0.06)}" fill="${box}"/>
<rect x="${round(cx - s * 0.12)}" y="${round(cy - s * 0.8)}" width="${round(s * 0.24)}" height="${round(s * 1.8)}" fill="${ribbon}"/>
<path d="M${round(cx)} ${round(cy - s * 0.8)} C ${round(cx - s * 0.8)} ${round(cy - s * 1.6)}, ${round(cx - s * 0.9)} ${round(cy - s * 0.7)}, ${round(cx)} ${round(cy - s * 0.8)} C ${round(cx + s * 0.9)} ${round(cy - s * 0.7)}, ${round(cx + s * 0.8)} ${round(cy - s * 1.6)}, ${round(cx)} ${round(cy - s * 0.8)} Z" fill="${ribbon}"/>`;
}

function blocks(w, h, colours, rand) {
  let out = "";
  const s = h * 0.12;
  const cols = Math.floor((w * 0.5) / s);
  for (let row = 0; row < 4; row++) {
    for (let c = 0; c < cols - row * 2; c++) {
      const x = w * 0.25 + row * s + c * s;
      const y = h * 0.85 - (row + 1) * s;
      out += `<rect x="${round(x + 2)}" y="${round(y + 2)}" width="${round(s - 4)}" height="${round(s - 4)}" rx="${round(s * 0.08)}" fill="${colours[Math.floor(rand() * colours.length)]}"/>`;
    }
  }
  return out;
}

function path(w, h, colour) {
  return `<path d="M${round(w * 0.35)} ${h} C ${round(w * 0.45)} ${round(h * 0.8)}, ${round(w * 0.7)} ${round(h * 0.78)}, ${round(w * 0.55)} ${round(h * 0.64)} S ${round(w * 0.5)} ${round(h * 0.52)}, ${round(w * 0.52)} ${round(h * 0.5)}" stroke="${colour}" stroke-width="${round(w * 0.05)}" fill="none" stroke-linecap="round" opacity="0.9"/>
<line x1="${round(w * 0.52)}" y1="${round(h * 0.5)}" x2="${round(w * 0.52)}" y2="${round(h * 0.3)}" stroke="${colour}" stroke-width="${round(w * 0.006)}"/>
<path d="M${round(w * 0.52)} ${round(h * 0.3)} L ${round(w * 0.6)} ${round(h * 0.34)} L ${round(w * 0.52)} ${round(h * 0.38)} Z" fill="${colour}"/>`;
}

function portrait(w, h, [, , c3, c4]) {
  const cx = w / 2;
  return `<circle cx="${cx}" cy="${round(h * 0.4)}" r="${round(w * 0.2)}" fill="${c4}"/>
<path d="M${round(w * 0.12)} ${h} C ${round(w * 0.12)} ${round(h * 0.66)}, ${round(w * 0.3)} ${round(h * 0.6)}, ${cx} ${round(h * 0.6)} C ${round(w * 0.7)} ${round(h * 0.6)}, ${round(w * 0.88)} ${round(h * 0.66)}, ${round(w * 0.88)} ${h} Z" fill="${c3}"/>
<path d="M${round(cx - w * 0.07)} ${round(h * 0.6)} L ${cx} ${round(h * 0.72)} L ${round(cx + w * 0.07)} ${round(h * 0.6)} Z" fill="${c4}"/>`;
}

function phone(w, h, [c1, c2, c3, c4]) {
  const pw = h * 0.42;
  const ph = h * 0.8;
  const x = w / 2 - pw / 2;
  const y = h * 0.1;
  return `<rect x="${round(x)}" y="${round(y)}" width="${round(pw)}" height="${round(ph)}" rx="${round(pw * 0.14)}" fill="${c1}" stroke="${c4}" stroke-width="${round(pw * 0.04)}"/>
<rect x="${round(x + pw * 0.08)}" y="${round(y + ph * 0.08)}" width="${round(pw * 0.84)}" height="${round(ph * 0.84)}" rx="${round(pw * 0.06)}" fill="${c2}"/>
<path d="M${round(x + pw * 0.18)} ${round(y + ph * 0.5)} Q ${round(w / 2)} ${round(y + ph * 0.22)} ${round(x + pw * 0.82)} ${round(y + ph * 0.5)}" stroke="${c3}" stroke-width="${round(pw * 0.05)}" fill="none" stroke-linecap="round"/>
<rect x="${round(x + pw * 0.16)}" y="${round(y + ph * 0.5)}" width="${round(pw * 0.68)}" height="${round(ph * 0.03)}" fill="${c4}"/>
${[0.62, 0.7, 0.78].map((t, i) => `<rect x="${round(x + pw * 0.16)}" y="${round(y + ph * t)}" width="${round(pw * (0.68 - i * 0.15))}" height="${round(ph * 0.035)}" rx="${round(ph * 0.017)}" fill="${c4}" opacity="0.6"/>`).join("")}`;
}

const motifs = {
  city: (w, h, [c1, c2, c3, c4], rand) =>
    `${sky(w, h, [c1, c2])}${sun(w * 0.7, h * 0.38, h * 0.09, c3)}${skyline(w, h, c1, rand)}${crowd(w, h, c4, rand, true, 0.75)}`,
  water: (w, h, [c1, c2, c3, c4], rand) =>
    `${sky(w, h, [c1, c2])}${sparkles(w, h, rand, 60, c4)}${sun(w * 0.5, h * 0.3, h * 0.08, c4)}${waves(w, h, [c3, c2, c1])}`,
  worship: (w, h, [c1, c2, c3, c4], rand) =>
    `${sky(w, h, [c1, c2])}${[0.2, 0.5, 0.8].map((x) => `<path d="M${w * x} 0 L ${w * x - w * 0.15} ${h} L ${w * x + w * 0.15} ${h} Z" fill="${c3}" opacity="0.18"/>`).join("")}${sparkles(w, h, rand, 40, c4)}${crowd(w, h, c1, rand, true)}`,
  book: (w, h, [c1, c2, c3, c4], rand) =>
    `${sky(w, h, [c1, c2])}${sun(w * 0.5, h * 0.42, h * 0.1, c3)}${sparkles(w, h, rand, 30, c4)}${book(w * 0.5, h * 0.68, Math.min(w, h * 1.6) * 0.28, [c4, c1])}`,
  people: (w, h, [c1, c2, c3, c4], rand) =>
    `${sky(w, h, [c2, c1])}${sun(w * 0.2, h * 0.25, h * 0.07, c3)}${hills(w, h, [c3, c1], rand)}${crowd(w, h, c4, rand, false)}`,
  heart: (w, h, [c1, c2, c3, c4], rand) =>
    `${sky(w, h, [c1, c2])}${sparkles(w, h, rand, 40, c4)}<circle cx="${w / 2}" cy="${h * 0.5}" r="${h * 0.4}" fill="url(#glow)"/>${heart(w / 2, h * 0.5, h * 0.28, c3)}`,
  stars: (w, h, [c1, c2, c3, c4], rand) =>
    `${sky(w, h, [c1, c2])}${sparkles(w, h * 1.4, rand, 120, c4)}<circle cx="${w * 0.75}" cy="${h * 0.25}" r="${h * 0.08}" fill="${c3}"/><circle cx="${w * 0.77}" cy="${h * 0.23}" r="${h * 0.07}" fill="${c1}"/>${skyline(w, h, c1, rand)}`,
  gift: (w, h, [c1, c2, c3, c4], rand) =>
    `${sky(w, h, [c2, c1])}${sparkles(w, h, rand, 40, c4)}<circle cx="${w / 2}" cy="${h * 0.55}" r="${h * 0.42}" fill="url(#glow)"/>${gift(w / 2, h * 0.58, h * 0.22, [c3, c4])}`,
  bridge: (w, h, [c1, c2, c3, c4]) =>
    `${sky(w, h, [c1, c2])}${sun(w * 0.5, h * 0.45, h * 0.1, c3)}${bridge(w, h, c4)}${waves(w, h * 1.15, [c2, c1])}`,
  blocks: (w, h, [c1, c2, c3, c4], rand) =>
    `${sky(w, h, [c1, c2])}${sun(w * 0.82, h * 0.22, h * 0.07, c3)}${blocks(w, h, [c3, c4, c2], rand)}<rect y="${h * 0.85}" width="${w}" height="${h * 0.15}" fill="${c1}"/>`,
  portrait: (w, h, [c1, c2, c3, c4], rand) =>
    `${sky(w, h, [c1, c2])}${sparkles(w, h, rand, 20, c4)}${portrait(w, h, [c1, c2, c3, c4])}`,
  phone: (w, h, [c1, c2, c3, c4], rand) =>
    `${sky(w, h, [c2, c1])}${sparkles(w, h, rand, 50, c4)}<circle cx="${w / 2}" cy="${h / 2}" r="${h * 0.45}" fill="url(#glow)"/>${phone(w, h, [c1, c2, c3, c4])}`,
  path: (w, h, [c1, c2, c3, c4], rand) =>
    `${sky(w, h, [c1, c2])}${sun(w * 0.5, h * 0.32, h * 0.07, c3)}${hills(w, h, [c2, c1], rand)}${path(w, h, c4)}`,
};

/** Every illustration the content names: file, size, motif and palette. */
const artwork = [
  ["home/impact-week.svg", 1600, 900, "city", "ember"],
  ["home/baptism.svg", 1600, 900, "water", "sea"],
  ["about/hero.svg", 1600, 700, "worship", "dawn"],
  ["about/beliefs.svg", 800, 500, "book", "dawn"],
  ["about/values.svg", 800, 500, "people", "meadow"],
  ["about/leadership.svg", 800, 500, "path", "sea"],
  ["beliefs/hero.svg", 1600, 700, "book", "sea"],
  ["values/hero.svg", 1600, 700, "people", "dawn"],
  ["values/reach.svg", 800, 600, "heart", "ember"],
  ["values/dream.svg", 800, 600, "stars", "dawn"],
  ["values/give.svg", 800, 600, "gift", "meadow"],
  ["values/honor.svg", 800, 600, "people", "sea"],
  ["values/build.svg", 800, 600, "blocks", "dawn"],
  ["values/lead.svg", 800, 600, "path", "ember"],
  ["media/recent-sermon.svg", 1280, 720, "worship", "ember"],
  ["connect/hero.svg", 1600, 700, "people", "meadow"],
  ["connect/first-time.svg", 800, 500, "bridge", "dawn"],
  ["connect/groups.svg", 800, 500, "people", "sea"],
  ["connect/kids.svg", 800, 500, "blocks", "ember"],
  ["connect/salvation.svg", 800, 500, "path", "dawn"],
  ["connect/baptism.svg", 800, 500, "water", "sea"],
  ["connect/youth.svg", 800, 500, "worship", "ember"],
  ["connect/outreach.svg", 800, 500, "city", "meadow"],
  ["connect/serve.svg", 800, 500, "blocks", "sea"],
  ["connect/next.svg", 800, 500, "stars", "dawn"],
  ["leadership/hero.svg", 1600, 700, "path", "sea"],
  ["leadership/marcus-reed.svg", 800, 1000, "portrait", "dawn"],
  ["leadership/coming-soon-worship.svg", 800, 1000, "portrait", "sea"],
  ["leadership/coming-soon-nextgen.svg", 800, 1000, "portrait", "meadow"],
  ["leadership/coming-soon-connections.svg", 800, 1000, "portrait", "ember"],
  ["contact/hero.svg", 1600, 700, "heart", "dawn"],
  ["watch/hero.svg", 1600, 700, "worship", "sea"],
  ["events/hero.svg", 1600, 700, "stars", "ember"],
  ["give/hero.svg", 1600, 700, "gift", "dawn"],
  ["give/local.svg", 800, 500, "city", "dawn"],
  ["give/global.svg", 800, 500, "bridge", "sea"],
  ["give/digital.svg", 800, 500, "worship", "meadow"],
  ["jesus/hero.svg", 1600, 700, "path", "dawn"],
  ["app/phone.svg", 800, 600, "phone", "dawn"],
  ["guest/hero.svg", 1600, 700, "bridge", "ember"],
  ["media/latest-sermon.svg", 1280, 720, "book", "dawn"],
  ["media/following-jesus.svg", 1280, 720, "path", "meadow"],
  ["groups/hero.svg", 1600, 700, "people", "sea"],
  ["groups/david-kim.svg", 400, 400, "portrait", "dawn"],
  ["groups/grace-kim.svg", 400, 400, "portrait", "ember"],
  ["groups/angela-brooks.svg", 400, 400, "portrait", "meadow"],
  ["groups/robert-hayes.svg", 400, 400, "portrait", "sea"],
  ["kids/hero.svg", 1600, 700, "blocks", "dawn"],
  ["kids/andre-thompson.svg", 800, 1000, "portrait", "sea"],
  ["kids/keisha-thompson.svg", 800, 1000, "portrait", "ember"],
  ["youth/hero.svg", 1600, 700, "worship", "ember"],
  ["youth/gallery-1.svg", 800, 600, "worship", "ember"],
  ["youth/gallery-2.svg", 800, 600, "people", "dawn"],
  ["youth/gallery-3.svg", 800, 600, "stars", "sea"],
  ["youth/gallery-4.svg", 800, 600, "blocks", "meadow"],
  ["youth/gallery-5.svg", 800, 600, "city", "sea"],
  ["youth/gallery-6.svg", 800, 600, "path", "ember"],
  ["baptism/hero.svg", 1600, 700, "water", "sea"],
  ["media/baptism-orientation.svg", 1280, 720, "water", "dawn"],
  ["next/hero.svg", 1600, 700, "path", "meadow"],
  ["next/worship-team.svg", 800, 500, "worship", "dawn"],
  ["next/childrens-ministry.svg", 800, 500, "blocks", "ember"],
  ["next/community-outreach.svg", 800, 500, "city", "sea"],
  ["serve/hero.svg", 1600, 700, "blocks", "meadow"],
  ["outreach/video-poster.svg", 1600, 900, "city", "meadow"],
  ["outreach/unhoused.svg", 800, 500, "heart", "dawn"],
  ["outreach/bridge-cares.svg", 800, 500, "bridge", "sea"],
  ["outreach/impact-week.svg", 800, 500, "city", "ember"],
  ["impact-week/hero.svg", 1600, 700, "city", "ember"],
  ["impact-week/everyone.svg", 800, 600, "heart", "ember"],
  ["impact-week/love-in-action.svg", 800, 600, "gift", "dawn"],
  ["impact-week/together.svg", 800, 600, "people", "meadow"],
  ["outreach-events/unhoused-outreach.svg", 800, 500, "heart", "sea"],
  ["outreach-events/pack-with-purpose.svg", 800, 500, "gift", "meadow"],
  ["outreach-events/serve-dinner.svg", 800, 500, "city", "dawn"],
  ["outreach-events/wider-circle-friday.svg", 800, 500, "blocks", "sea"],
  ["outreach-events/winter-gear-food-drive.svg", 800, 500, "gift", "ember"],
  ["outreach-events/wider-circle-saturday.svg", 800, 500, "bridge", "dawn"],
];

let seed = 7;
for (const [file, w, h, motif, palette] of artwork) {
  const rand = seeded(seed++ * 7919);
  const body = motifs[motif](w, h, palettes[palette], rand);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${w} ${h}" width="${w}" height="${h}" preserveAspectRatio="xMidYMid slice">${body}</svg>\n`;
  const out = join(root, file);
  mkdirSync(dirname(out), { recursive: true });
  writeFileSync(out, svg);
}
console.log(`wrote ${artwork.length} illustrations to public/images/`);
