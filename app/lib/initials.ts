/**
 * The letters on a group leader's avatar when there is no photo: the first letters of the first two
 * words of the name, upper-cased ("maría josé hernández" → "MJ", "Lydia" → "L"). A "word" that is
 * not one (the "&" of "David & Grace Kim") is skipped, so a couple shows both first names' letters.
 */
export function initials(name: string): string {
  return name
    .trim()
    .split(/\s+/)
    .filter((word) => /^[\p{L}\p{N}]/u.test(word))
    .slice(0, 2)
    .map((word) => String.fromCodePoint(word.codePointAt(0) ?? 0).toUpperCase())
    .join("");
}
