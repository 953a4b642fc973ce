// Draws the site's icons from its logo (site.ts) into public/: favicon.ico, the Apple touch icon
// and the web app manifest's icons, at the paths app/seo/icons.ts gives. Run with `npm run icons`
// after changing the logo; the output is committed, so builds never need it.
import { readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import sharp from "sharp";
import { runnerImport } from "vite";
import { brandColour, readBrandColours } from "./brand-colours.mjs";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const load = async (file) => (await runnerImport(join(root, file), { logLevel: "warn" })).module;

const { site } = await load("app/content/site.ts");
const icons = await load("app/seo/icons.ts");
const background = brandColour(readBrandColours(root), "navy");

const logo = readFileSync(join(root, "public", site.logo.src), "utf8");
const viewBox = logo.match(/viewBox="([^"]+)"/)?.[1];
const inner = logo.match(/<svg[^>]*>([\s\S]*)<\/svg>/)?.[1];
if (!viewBox || !inner) throw new Error(`${site.logo.src} is not an SVG with a viewBox`);
const [, , width, height] = viewBox.split(/\s+/).map(Number);

/**
 * The logo drawn at `size` pixels. With `fill`, on a full square of the brand's navy, the logo
 * shrunk to `scale` of it: phones crop such icons to their own shapes (a maskable icon must keep
 * its picture inside the middle 80%), and iOS shows transparent corners as black.
 */
function drawLogo(size, fill) {
  const scale = fill?.scale ?? 1;
  const [x, y] = [(width * (1 - scale)) / 2, (height * (1 - scale)) / 2];
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="${viewBox}" width="${size}" height="${size}">${
    fill ? `<rect width="${width}" height="${height}" fill="${background}"/>` : ""
  }<svg x="${x}" y="${y}" width="${width * scale}" height="${height * scale}" viewBox="${viewBox}">${inner}</svg></svg>`;
  return sharp(Buffer.from(svg)).png({ compressionLevel: 9 }).toBuffer();
}

/** An .ico holding PNG images, which every browser since IE 9 reads. */
function ico(images) {
  const header = Buffer.alloc(6);
  header.writeUInt16LE(1, 2);
  header.writeUInt16LE(images.length, 4);
  let offset = header.length + 16 * images.length;
  const entries = images.map(({ size, png }) => {
    const entry = Buffer.alloc(16);
    entry.writeUInt8(size % 256, 0);
    entry.writeUInt8(size % 256, 1);
    entry.writeUInt16LE(1, 4);
    entry.writeUInt16LE(32, 6);
    entry.writeUInt32LE(png.length, 8);
    entry.writeUInt32LE(offset, 12);
    offset += png.length;
    return entry;
  });
  return Buffer.concat([header, ...entries, ...images.map(({ png }) => png)]);
}

const write = (src, data) => {
  writeFileSync(join(root, "public", src), data);
  console.log(`wrote public${src}`);
};

for (const icon of icons.manifestIcons) {
  write(icon.src, await drawLogo(icon.size, icon.purpose === "maskable" ? { scale: 0.78 } : undefined));
}
write(icons.appleTouchIcon.src, await drawLogo(icons.appleTouchIcon.size, { scale: 0.86 }));
const small = await Promise.all(icons.faviconIco.sizes.map(async (size) => ({ size, png: await drawLogo(size) })));
write(icons.faviconIco.src, ico(small));
