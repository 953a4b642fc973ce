// A page in another language marks the words it shows in the default language (WCAG 3.1.2,
// Language of Parts): the content hands them to the render between two private-use characters
// (lib/words-in-default-language.ts), and here, once the HTML is written, each pair around text
// becomes `<span lang="en">`. Where text cannot hold an element (an attribute, the title, a script,
// a choice in a list), or where a component cut the words apart across blocks, the characters are
// only taken out: the page never carries them.
import { FROM_DEFAULT, TO_DEFAULT } from "~/lib/words-in-default-language";

/** What holds no element: raw text, comments, a choice's or a title's text, and every tag with its attributes. */
const NO_ELEMENT = /(<(script|style|title|textarea|option)\b[\s\S]*?<\/\2\s*>|<!--[\s\S]*?-->|<\/?[a-zA-Z][^>]*>)/;

/** Elements the marked words may run across, inside one span: those of running text. */
const INLINE = new Set([
  "a",
  "abbr",
  "b",
  "bdi",
  "br",
  "cite",
  "em",
  "i",
  "q",
  "small",
  "span",
  "strong",
  "time",
  "wbr",
]);
const VOID = new Set(["br", "wbr"]);

const MARKS = new RegExp(`[${FROM_DEFAULT}${TO_DEFAULT}]`, "g");
const unmarked = (text: string) => text.replace(MARKS, "");

/** The tag's name and whether it opens (1), closes (-1) or stands alone (0); undefined for what is not an inline tag. */
function inlineTag(token: string): number | undefined {
  const match = /^<(\/?)([a-zA-Z][a-zA-Z0-9-]*)/.exec(token);
  const name = match?.[2]?.toLowerCase();
  if (!match || !name || !INLINE.has(name)) return undefined;
  if (match[1]) return -1;
  return VOID.has(name) || token.endsWith("/>") ? 0 : 1;
}

/** The HTML with each run of marked words in `lang` (the default language), and no mark left. */
export function languageOfParts(html: string, lang: string): string {
  if (!html.includes(FROM_DEFAULT)) return unmarked(html);
  const tokens = html.split(NO_ELEMENT);
  const out: string[] = [];
  // Where the open span would go, and how many inline elements have opened since.
  let open: { at: number; depth: number } | undefined;
  for (let index = 0; index < tokens.length; index++) {
    const token = tokens[index] ?? "";
    // split() puts each match's inner group after it: the raw-text element's name, not HTML.
    if (index % 3 === 2) continue;
    if (index % 3 === 1) {
      const step = inlineTag(token);
      if (open && (step === undefined || open.depth + step < 0)) open = undefined;
      else if (open && step !== undefined) open.depth += step;
      out.push(unmarked(token));
      continue;
    }
    let text = "";
    for (const character of token) {
      if (character === FROM_DEFAULT) {
        out.push(text);
        text = "";
        open = { at: out.length, depth: 0 };
        out.push("");
      } else if (character === TO_DEFAULT) {
        if (open?.depth === 0) {
          out[open.at] = `<span lang="${lang}">`;
          text += "</span>";
        }
        open = undefined;
      } else text += character;
    }
    out.push(text);
  }
  return out.join("");
}
