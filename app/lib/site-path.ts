// Which link targets are pages of this site. Browsers read "//host" and "/\host" (and "\\host") as
// another site's address, so a path that starts that way would leave the site in the same window.
import { lineProblem } from "./typed-text";

/**
 * A path on this site: one "/" followed by neither "/" nor "\", with no backslash, space or control
 * character anywhere, nor one that is not seen (a zero-width space, a direction override), which
 * would make a link go elsewhere than it reads ("/groups", "/impact-week#story", "/events?day=Friday").
 */
export function isSitePath(value: string): boolean {
  return /^\/(?![/\\])[^\s\\\p{Cc}]*$/u.test(value) && lineProblem(value) === null;
}
