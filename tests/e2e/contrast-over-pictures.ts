// Contrast of text laid over a picture (WCAG 1.4.3), where axe cannot look: the colours behind the
// words are read from the screen's pixels, with the words themselves made transparent, and each line
// must keep 4.5:1 (3:1 for large text) against the worst pixel behind it.
import type { Page } from "@playwright/test";

interface Line {
  text: string;
  colour: [number, number, number];
  large: boolean;
  box: { x: number; y: number; width: number; height: number };
}

/** Marks each piece of text over a background picture (an absolutely placed img or video) and returns how many. */
function markTextOverPictures(): number {
  const pictures = [...document.querySelectorAll<HTMLElement>("img, video")].filter(
    (picture) => getComputedStyle(picture).position === "absolute" && picture.getBoundingClientRect().width > 0,
  );
  // Colours as the browser paints them (the theme's are oklch), read through a canvas.
  const paint = document
    .createElement("canvas")
    .getContext("2d", { willReadFrequently: true }) as CanvasRenderingContext2D;
  let count = 0;
  for (const picture of pictures) {
    const area = picture.getBoundingClientRect();
    // An uploaded photo's img sits in a <picture>: what is drawn over it is the picture's neighbour.
    const holder =
      picture.parentElement?.tagName === "PICTURE" ? picture.parentElement.parentElement : picture.parentElement;
    const walker = document.createTreeWalker(holder ?? document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || !node.textContent?.trim() || parent.closest(".sr-only, [hidden], [aria-hidden=true]")) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      const box = range.getBoundingClientRect();
      const inside =
        box.left >= area.left - 1 &&
        box.right <= area.right + 1 &&
        box.top >= area.top - 1 &&
        box.bottom <= area.bottom + 1;
      // A slide scrolled aside, off the screen's width, is checked when it is shown.
      if (!inside || box.width === 0 || box.left < 0 || box.right > window.innerWidth) continue;
      if (parent.dataset.overPicture) continue;
      parent.dataset.overPicture = String(count++);
      // The colour it is drawn in, read now: the shots are taken with every word made transparent.
      const style = getComputedStyle(parent);
      paint.clearRect(0, 0, 1, 1);
      paint.fillStyle = style.color;
      paint.fillRect(0, 0, 1, 1);
      parent.dataset.colour = JSON.stringify([...paint.getImageData(0, 0, 1, 1).data.slice(0, 3)]);
      const size = Number.parseFloat(style.fontSize);
      parent.dataset.large = String(size >= 24 || (size >= 18.66 && Number(style.fontWeight) >= 700));
    }
  }
  return count;
}

/** The marked text's lines, scrolled into view, with the colour each is drawn in. */
function linesOf(index: number): Line[] {
  const element = document.querySelector<HTMLElement>(`[data-over-picture="${index}"]`);
  if (!element) return [];
  element.scrollIntoView({ block: "center", behavior: "instant" });
  const lines: Line[] = [];
  for (const node of element.childNodes) {
    if (node.nodeType !== Node.TEXT_NODE || !node.textContent?.trim()) continue;
    const range = document.createRange();
    range.selectNodeContents(node);
    for (const rect of range.getClientRects())
      if (rect.width > 0 && rect.top >= 0 && rect.bottom <= window.innerHeight)
        lines.push({
          text: node.textContent.trim().slice(0, 40),
          colour: JSON.parse(element.dataset.colour ?? "[0,0,0]"),
          large: element.dataset.large === "true",
          box: { x: rect.x, y: rect.y, width: rect.width, height: rect.height },
        });
  }
  return lines;
}

/** In a blank page: the lowest contrast of each line's colour against the pixels of its box in the shot. */
async function worstContrasts({
  png,
  lines,
  origin,
}: {
  png: string;
  lines: Line[];
  origin: { x: number; y: number };
}) {
  const image = new Image();
  image.src = `data:image/png;base64,${png}`;
  await image.decode();
  const canvas = new OffscreenCanvas(image.width, image.height);
  const context = canvas.getContext("2d") as OffscreenCanvasRenderingContext2D;
  context.drawImage(image, 0, 0);
  const pixels = context.getImageData(0, 0, image.width, image.height).data;
  const luminance = (r: number, g: number, b: number) => {
    const [R = 0, G = 0, B = 0] = [r, g, b].map((v) =>
      v / 255 <= 0.03928 ? v / 255 / 12.92 : ((v / 255 + 0.055) / 1.055) ** 2.4,
    );
    return 0.2126 * R + 0.7152 * G + 0.0722 * B;
  };
  return lines.map(({ colour: [r = 0, g = 0, b = 0], box }) => {
    const text = luminance(r, g, b);
    let worst = Number.POSITIVE_INFINITY;
    const left = Math.max(0, Math.floor(box.x - origin.x));
    const top = Math.max(0, Math.floor(box.y - origin.y));
    const right = Math.min(image.width, Math.ceil(box.x - origin.x + box.width));
    const bottom = Math.min(image.height, Math.ceil(box.y - origin.y + box.height));
    for (let y = top; y < bottom; y++)
      for (let x = left; x < right; x++) {
        const at = (y * image.width + x) * 4;
        const behind = luminance(pixels[at] ?? 0, pixels[at + 1] ?? 0, pixels[at + 2] ?? 0);
        worst = Math.min(worst, (Math.max(text, behind) + 0.05) / (Math.min(text, behind) + 0.05));
      }
    return worst;
  });
}

/** Each line of text over a picture whose worst pixel behind it is under the contrast WCAG asks. */
export async function textOverPictureFailures(page: Page): Promise<string[]> {
  // Every picture in, as a visitor scrolling down would have it.
  await page.evaluate(async () => {
    const images = [...document.images];
    for (const image of images) image.loading = "eager";
    await Promise.all(images.map((image) => image.decode().catch(() => null)));
  });
  const count = await page.evaluate(markTextOverPictures);
  if (count === 0) return [];
  // All text is made transparent, so each shot holds only what is behind the words.
  const hidden = await page.addStyleTag({
    content: "* { color: transparent !important; text-shadow: none !important; }",
  });
  const decoder = await page.context().newPage();
  const failures: string[] = [];
  try {
    for (let index = 0; index < count; index++) {
      const lines = await page.evaluate(linesOf, index);
      if (lines.length === 0) continue;
      const x = Math.min(...lines.map((line) => line.box.x));
      const y = Math.min(...lines.map((line) => line.box.y));
      const width = Math.max(...lines.map((line) => line.box.x + line.box.width)) - x;
      const height = Math.max(...lines.map((line) => line.box.y + line.box.height)) - y;
      const shot = await page.screenshot({ clip: { x, y, width, height }, animations: "disabled", caret: "hide" });
      const worst = await decoder.evaluate(worstContrasts, { png: shot.toString("base64"), lines, origin: { x, y } });
      lines.forEach((line, at) => {
        const needed = line.large ? 3 : 4.5;
        const ratio = worst[at] ?? 0;
        if (ratio < needed)
          failures.push(`"${line.text}" is ${ratio.toFixed(2)}:1 against the picture behind it (needs ${needed}:1)`);
      });
    }
  } finally {
    await decoder.close();
    await hidden.evaluate((style) => (style as HTMLStyleElement).remove());
  }
  return failures;
}
