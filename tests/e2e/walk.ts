// A person's walk of a page, as WCAG 2.2 AA asks it be checked and axe cannot: the page at 320 px
// and with wider text spacing (1.4.10, 1.4.12), every stop of the keyboard in sight and uncovered
// (2.4.11) with a ring that can be seen (1.4.11), the edges of form fields seen against what is
// behind them (1.4.11), and room to tap each control (2.5.8). Each check returns what fails,
// described for the reader of a failed test, so an empty list is a pass.
import type { Page } from "@playwright/test";

/** WCAG 1.4.12's spacing, as its understanding document's bookmarklet applies it. */
const TEXT_SPACING = `* { line-height: 1.5 !important; letter-spacing: 0.12em !important;
  word-spacing: 0.16em !important; } p { margin-bottom: 2em !important; }`;

interface Walker {
  reflow(when: string): string[];
  stop(): Promise<{ id: string; problems: string[] } | null>;
  fields(): string[];
  targets(): string[];
  markFilled(): void;
  unedged(): string[];
}
declare global {
  interface Window {
    walker: Walker;
  }
}

/** The checks, run in the page: colours are read as the browser paints them, through a canvas. */
function installWalker() {
  const paint = document
    .createElement("canvas")
    .getContext("2d", { willReadFrequently: true }) as CanvasRenderingContext2D;
  const rgba = (colour: string) => {
    paint.clearRect(0, 0, 1, 1);
    paint.fillStyle = colour;
    paint.fillRect(0, 0, 1, 1);
    const [r = 0, g = 0, b = 0, a = 0] = paint.getImageData(0, 0, 1, 1).data;
    return { r, g, b, a: a / 255 };
  };
  const luminance = (colour: string) => {
    const { r, g, b } = rgba(colour);
    const [R = 0, G = 0, B = 0] = [r, g, b].map((v) =>
      v / 255 <= 0.03928 ? v / 255 / 12.92 : ((v / 255 + 0.055) / 1.055) ** 2.4,
    );
    return 0.2126 * R + 0.7152 * G + 0.0722 * B;
  };
  const ratio = (a: string, b: string) => {
    const [x = 0, y = 0] = [luminance(a), luminance(b)].sort((p, q) => q - p);
    return (x + 0.05) / (y + 0.05);
  };
  /** The first opaque background behind an element, from its parent up. */
  const behind = (element: Element) => {
    for (let at = element.parentElement; at; at = at.parentElement) {
      const colour = getComputedStyle(at).backgroundColor;
      if (rgba(colour).a > 0.5) return colour;
    }
    return "rgb(255, 255, 255)";
  };
  const name = (element: Element) =>
    `${element.tagName.toLowerCase()} "${(element.getAttribute("aria-label") || element.textContent || (element as HTMLInputElement).name || "").trim().slice(0, 50)}"`;
  const shown = (element: Element) => {
    const box = element.getBoundingClientRect();
    return box.width > 0 && box.height > 0 && getComputedStyle(element).visibility !== "hidden";
  };

  /** Text for screen readers only (sr-only, max-sm:sr-only): clipped to nothing by design. */
  const screenReaderOnly = (element: Element) => {
    for (let at: Element | null = element; at; at = at.parentElement) {
      const style = getComputedStyle(at);
      if (style.clip.startsWith("rect(0px") || style.clipPath.startsWith("inset(50%")) return true;
    }
    return false;
  };

  window.walker = {
    reflow(when) {
      const failures: string[] = [];
      const width = document.documentElement.clientWidth;
      if (document.documentElement.scrollWidth > width) {
        const widest = [...document.body.querySelectorAll("*")]
          .filter((element) => element.getBoundingClientRect().right > width + 0.5)
          .pop();
        failures.push(
          `${when}: the page is ${document.documentElement.scrollWidth} px wide at ${width} px (${widest ? name(widest) : "?"})`,
        );
      }
      for (const element of document.body.querySelectorAll("*")) {
        const style = getComputedStyle(element);
        // What scrolls (a long field) can be reached; what is hidden or clipped cannot.
        if (![style.overflowX, style.overflowY].some((overflow) => overflow === "hidden" || overflow === "clip"))
          continue;
        // Text for screen readers only is clipped by design.
        if (
          element.clientWidth <= 1 ||
          element.clientHeight <= 1 ||
          style.clip.startsWith("rect(0px") ||
          style.clipPath.startsWith("inset(50%")
        )
          continue;
        if (![...element.childNodes].some((node) => node.nodeType === Node.TEXT_NODE && node.textContent?.trim()))
          continue;
        if (element.scrollHeight > element.clientHeight + 1 || element.scrollWidth > element.clientWidth + 1)
          failures.push(`${when}: ${name(element)} is cut off`);
      }
      // Text that spills out of a box drawn around it (a coloured panel, a sticky header) lies over
      // what is next to it, or above the top of the page where nothing can scroll to it. A field's
      // own text (a textarea's, a list's choices) scrolls or drops down inside it: the field shows it.
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      const spilled = new Set<Element>();
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const parent = node.parentElement;
        if (
          !parent ||
          !node.textContent?.trim() ||
          !shown(parent) ||
          parent.closest("[inert], [aria-hidden=true], svg, textarea, select, option") ||
          screenReaderOnly(parent)
        )
          continue;
        const range = document.createRange();
        range.selectNodeContents(node);
        const text = range.getBoundingClientRect();
        for (let box: Element | null = parent; box && box !== document.body; box = box.parentElement) {
          const style = getComputedStyle(box);
          const drawn = rgba(style.backgroundColor).a > 0.5 || ["sticky", "fixed"].includes(style.position);
          if (!drawn || spilled.has(box)) continue;
          const edge = box.getBoundingClientRect();
          if (
            text.top < edge.top - 1 ||
            text.bottom > edge.bottom + 1 ||
            text.left < edge.left - 1 ||
            text.right > edge.right + 1
          ) {
            spilled.add(box);
            failures.push(`${when}: "${node.textContent.trim().slice(0, 40)}" spills out of ${name(box)}`);
          }
          break;
        }
      }
      return failures;
    },

    async stop() {
      // A ring or a colour still on its way in is not what the person sees once it has arrived.
      const moving = document.getAnimations().filter((animation) => animation instanceof CSSTransition);
      await Promise.all(moving.map((animation) => animation.finished.catch(() => null)));
      let element = document.activeElement;
      while (element?.shadowRoot?.activeElement) element = element.shadowRoot.activeElement;
      if (!element || element === document.body) return null;
      // Where the page scrolls smoothly to what has the keyboard: once it has come to rest.
      // A smooth scroll may start a frame after the key: still for two frames running is at rest.
      for (let still = 0, last = element.getBoundingClientRect().top; still < 2; ) {
        await new Promise((resolve) => requestAnimationFrame(resolve));
        const top = element.getBoundingClientRect().top;
        still = top === last ? still + 1 : 0;
        last = top;
      }
      const marked = element as HTMLElement;
      marked.dataset.walkStop ??= String(document.querySelectorAll("[data-walk-stop]").length);
      const problems: string[] = [];
      const box = element.getBoundingClientRect();
      // An element taller than a third of the screen (a map, a long field) is checked by its first
      // 48 px, where typing starts: the browser shows its top, and the rest is reached by scrolling.
      const bottom = box.height > window.innerHeight / 3 ? box.top + 48 : box.bottom;
      if (box.top < -0.5 || bottom > window.innerHeight + 0.5 || box.left < -0.5 || box.right > window.innerWidth + 0.5)
        problems.push(
          `outside the viewport (${Math.round(box.top)} to ${Math.round(box.bottom)} of ${window.innerHeight} px)`,
        );
      else {
        // Its corners, inside a rounded one's curve (which shows what is behind it).
        const radius = Math.min(
          Number.parseFloat(getComputedStyle(element).borderTopLeftRadius) || 0,
          box.width / 2,
          box.height / 2,
        );
        const inset = 2 + radius * (1 - Math.SQRT1_2);
        const corners: [number, number][] = [
          [box.left + inset, box.top + inset],
          [box.right - inset, box.top + inset],
          [box.left + inset, bottom - inset],
          [box.right - inset, bottom - inset],
        ];
        for (const [x, y] of corners) {
          const found = document.elementFromPoint(x, y);
          if (found && (found === element || element.contains(found) || found.contains(element))) continue;
          problems.push(`covered at (${Math.round(x)}, ${Math.round(y)}) by ${found ? name(found) : "nothing"}`);
          break;
        }
      }
      // The ring: an outline, or a solid box-shadow ring, of at least 2 px and 3:1 on what is behind.
      if (!element.matches("[tabindex='-1']")) {
        const style = getComputedStyle(element);
        const colours: string[] = [];
        if (style.outlineStyle !== "none" && Number.parseFloat(style.outlineWidth) >= 2)
          colours.push(style.outlineColor);
        const ring = style.boxShadow.match(/(rgba?\([^)]*\)) 0px 0px 0px (\d+(?:\.\d+)?)px/);
        if (ring?.[1] && Number(ring[2]) >= 2) colours.push(ring[1]);
        const best = Math.max(0, ...colours.map((colour) => ratio(colour, behind(element))));
        if (best < 3) problems.push(`its focus ring is ${best.toFixed(2)}:1 against ${behind(element)}`);
      }
      return { id: `${marked.dataset.walkStop} ${name(element)}`, problems };
    },

    fields() {
      const failures: string[] = [];
      for (const field of document.querySelectorAll(
        "input:not([type=hidden],[type=checkbox],[type=radio],[type=submit],[type=file]), select, textarea",
      )) {
        // The trap for robots is out of sight, out of the Tab order and hidden from screen readers.
        if (!shown(field) || field.closest("[aria-hidden=true]") || field.matches("[tabindex='-1']")) continue;
        const style = getComputedStyle(field);
        const edge = ratio(style.borderBottomColor, behind(field));
        if (Number.parseFloat(style.borderBottomWidth) < 1 || edge < 3)
          failures.push(`${name(field)}: its border is ${edge.toFixed(2)}:1 against ${behind(field)}`);
      }
      return failures;
    },

    /** Marks each control whose shape is its fill: a colour unlike what is behind it. */
    markFilled() {
      for (const control of document.querySelectorAll<HTMLElement>("a[href], button, summary, [role=button]")) {
        const fill = getComputedStyle(control).backgroundColor;
        if (getComputedStyle(control).clipPath.startsWith("inset(50%")) continue;
        if (shown(control) && rgba(fill).a > 0.5 && ratio(fill, behind(control)) > 1.1) control.dataset.walkFilled = "";
      }
    },

    /** Of the controls marked, those with no edge once forced colours have replaced their fill. */
    unedged() {
      return [...document.querySelectorAll("[data-walk-filled]")]
        .filter((control) => {
          const style = getComputedStyle(control);
          return !["Top", "Right", "Bottom", "Left"].every(
            (side) =>
              Number.parseFloat(style.getPropertyValue(`border-${side.toLowerCase()}-width`)) >= 1 &&
              style.getPropertyValue(`border-${side.toLowerCase()}-style`) !== "none",
          );
        })
        .map((control) => `${name(control)} has no edge in forced colours`);
    },

    targets() {
      const targets = [
        ...document.querySelectorAll<HTMLElement>(
          "a[href], button, input:not([type=hidden]), select, textarea, summary, [role=button], [tabindex='0']",
        ),
      ].filter(
        (element) =>
          shown(element) &&
          !element.closest("[inert], .sr-only") &&
          // A link inside a sentence takes the line's height, as WCAG's inline exception allows.
          !(element.tagName === "A" && getComputedStyle(element).display === "inline"),
      );
      const boxes = targets.map((element) => ({ element, box: element.getBoundingClientRect() }));
      const isSmall = ({ box }: { box: DOMRect }) => box.width < 23.5 || box.height < 23.5;
      const failures: string[] = [];
      for (const target of boxes.filter(isSmall)) {
        const { element, box } = target;
        const cx = box.left + box.width / 2;
        const cy = box.top + box.height / 2;
        const near = boxes.find((other) => {
          if (other === target || other.element.contains(element) || element.contains(other.element)) return false;
          const o = other.box;
          if (isSmall(other)) return Math.hypot(o.left + o.width / 2 - cx, o.top + o.height / 2 - cy) < 24;
          return Math.hypot(Math.max(o.left - cx, 0, cx - o.right), Math.max(o.top - cy, 0, cy - o.bottom)) < 12;
        });
        if (near)
          failures.push(
            `${name(element)} is ${Math.round(box.width)} × ${Math.round(box.height)} px, within 24 px of ${name(near.element)}`,
          );
      }
      return failures;
    },
  };
}

async function walker(page: Page) {
  if (!(await page.evaluate(() => "walker" in window))) await page.evaluate(installWalker);
}

/** What makes the page wider than the screen, or text it cuts off, as it is and with WCAG's spacing. */
export async function reflowFailures(page: Page): Promise<string[]> {
  await walker(page);
  const failures = await page.evaluate(() => window.walker.reflow("as it is"));
  const spacing = await page.addStyleTag({ content: TEXT_SPACING });
  failures.push(...(await page.evaluate(() => window.walker.reflow("with WCAG's text spacing"))));
  await spacing.evaluate((style) => (style as HTMLStyleElement).remove());
  return failures;
}

/**
 * Walks the page by keyboard, Tab from the top to the end and Shift+Tab back to the top (or, on a
 * page longer than `most` stops, that many from each end), and returns each stop that is not wholly
 * in the viewport, is covered at a corner by something else (a sticky bar), or has no ring of 3:1.
 */
export async function keyboardWalkFailures(page: Page, most = 200): Promise<string[]> {
  await walker(page);
  const failures = new Set<string>();
  for (const key of ["Tab", "Shift+Tab"]) {
    let first = "";
    let previous = "";
    if (key === "Shift+Tab" && (await page.locator("[data-walk-stop]").count()) >= most)
      // Back from the end: its last stop is where Shift+Tab then sets off from.
      await page.evaluate(() => {
        const stops = [
          ...document.querySelectorAll<HTMLElement>("a[href], button, input, select, textarea, summary, [tabindex]"),
        ];
        const last = stops
          .filter(
            (stop) =>
              stop.tabIndex >= 0 && !stop.matches(":disabled") && !stop.closest("[inert]") && stop.checkVisibility(),
          )
          .pop();
        last?.focus();
      });
    for (let step = 0; step < most; step++) {
      await page.keyboard.press(key);
      const stop = await page.evaluate(() => window.walker.stop());
      if (!stop) {
        if (first) break;
        continue;
      }
      // A date field takes several presses, one per part; back at the first stop, the walk is done.
      if (stop.id === previous) continue;
      if (stop.id === first) break;
      first ||= stop.id;
      previous = stop.id;
      for (const problem of stop.problems) failures.add(`${key} to ${stop.id}: ${problem}`);
    }
  }
  return [...failures];
}

/** Each visible form field whose edge is under 3:1 against what is behind it. */
export async function fieldBorderFailures(page: Page): Promise<string[]> {
  await walker(page);
  return page.evaluate(() => window.walker.fields());
}

/** Each control under 24 × 24 px whose 24 px circle meets another control (2.5.8). */
export async function targetSizeFailures(page: Page): Promise<string[]> {
  await walker(page);
  return page.evaluate(() => window.walker.targets());
}

/**
 * Each button or button-like link that is drawn by its fill alone, and so is bare text once the
 * system's forced colours (Windows' contrast themes) have replaced that fill.
 */
export async function forcedColoursFailures(page: Page): Promise<string[]> {
  await walker(page);
  await page.emulateMedia({ forcedColors: "none" });
  await page.evaluate(() => window.walker.markFilled());
  await page.emulateMedia({ forcedColors: "active" });
  const failures = await page.evaluate(() => window.walker.unedged());
  await page.emulateMedia({ forcedColors: "none" });
  return failures;
}

/** Each id the page gives to more than one element: a label or description pointing at it finds only the first (1.3.1, 4.1.2). */
export async function duplicateIdFailures(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const seen = new Map<string, number>();
    for (const element of document.querySelectorAll("[id]")) seen.set(element.id, (seen.get(element.id) ?? 0) + 1);
    return [...seen].filter(([, count]) => count > 1).map(([id, count]) => `id "${id}" is on ${count} elements`);
  });
}
