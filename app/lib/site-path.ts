// Which link targets are pages of this site. Browsers read "//host" and "/\host" (and "\\host") as
// another site's address, so a path that starts that way would leave the site in the same window.

/**
 * A path on this site: one "/" followed by neither "/" nor "\", with no backslash, space or control
 * character anywhere ("/groups", "/impact-week#story", "/events?day=Friday").
 */
export function isSitePath(value: string): boolean {
  return /^\/(?![/\\])[^\s\\\p{Cc}]*$/u.test(value);
}
