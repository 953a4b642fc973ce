/**
 * The address a "Signup Now" button may open, or undefined when the event has no real sign-up form
 * yet (no link, or the placeholder "#"): then the button is shown disabled instead of going nowhere.
 */
export function signupUrl(rsvpUrl: string | undefined): string | undefined {
  const url = rsvpUrl?.trim();
  if (!url || /^#*$/.test(url)) return undefined;
  return url;
}
