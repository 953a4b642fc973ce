// What a person may type into a field of the site: the one definition that the note form and the
// staff editor both check against, so text refused in one is refused in the other.

/** Half of a UTF-16 surrogate pair on its own: not text, and not storable as UTF-8. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
/** Control characters other than the line break and the tab a text box may hold. */
const CONTROL_IN_PARAGRAPH = /(?![\t\n])\p{Cc}/u;
const CONTROL = /\p{Cc}/u;
/**
 * Characters that change how a line reads without being seen: format characters (bidirectional
 * controls, so a right-to-left override cannot make "Ana" display as someone else; zero-width
 * characters; soft hyphens), line and paragraph separators, and the invisible grapheme joiner.
 */
const HIDDEN_FORMATTING = /[\p{Cf}\p{Zl}\p{Zp}]|\u034F/u;
/**
 * Embeddings and overrides reorder the text that follows them for the reader, so a paragraph could
 * show words in another order than it holds. Marks and isolates, which right-to-left writing uses,
 * stay allowed in paragraphs.
 */
const DIRECTION_OVERRIDE = /[\u202A-\u202E]/;

/**
 * Whether text shows anything: not only spaces, line breaks and characters that are not seen (a
 * note of zero-width spaces is as blank as one of spaces).
 */
export function showsSomething(value: string): boolean {
  return value.replace(/[\s\p{Cf}\p{Zl}\p{Zp}]|\u034F/gu, "") !== "";
}

/** Why typed text cannot be kept as it is, or null when it can. */
export type TextProblem = "not-text" | "line-break" | "control" | "hidden";

/** Whether text can be kept and shown as sent: no NUL and no broken surrogate pair, anywhere. */
export function isStorableText(value: string): boolean {
  return !value.includes("\0") && !LONE_SURROGATE.test(value);
}

/** One line: a name, a title, a label, a link. Nothing that is not seen, and no line break. */
export function lineProblem(value: string): TextProblem | null {
  if (!isStorableText(value)) return "not-text";
  if (/[\r\n\u2028\u2029]/.test(value)) return "line-break";
  if (CONTROL.test(value)) return "control";
  if (HIDDEN_FORMATTING.test(value)) return "hidden";
  return null;
}

/** A paragraph or a note: line breaks and tabs allowed, other control characters and overrides not. */
export function paragraphProblem(value: string): TextProblem | null {
  if (!isStorableText(value)) return "not-text";
  if (CONTROL_IN_PARAGRAPH.test(value)) return "control";
  if (DIRECTION_OVERRIDE.test(value)) return "hidden";
  return null;
}

/** Text boxes post line breaks as CR LF (or a lone CR); the text as typed has LF. */
export function normaliseLineBreaks(value: string): string {
  return value.replace(/\r\n?/g, "\n");
}

/** How the staff editor names each problem (the note form words them for visitors itself). */
export const TEXT_PROBLEM_MESSAGES: Record<TextProblem, string> = {
  "not-text": "contains a character that is not text (NUL or a broken character)",
  "line-break": "must be one line, with no line breaks",
  control: "contains an invisible control character",
  hidden: "contains an invisible formatting or direction-changing character",
};
