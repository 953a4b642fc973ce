// What makes a staff password acceptable, as NIST SP 800-63B (revision 4) puts it: long enough, not
// one of the passwords people use most, not the person's own name or address, and nothing else:
// no rules about capitals, digits or symbols, which make passwords harder to remember and no
// harder to guess. The list of common passwords (about 49,000) ships with @zxcvbn-ts/language-common
// and is read offline.
import { dictionary } from "@zxcvbn-ts/language-common";
import { MIN_PASSWORD_LENGTH } from "./terms";

/** Long enough for any password manager's; longer is refused before it is hashed. */
const MAX_PASSWORD_LENGTH = 256;

let common: Set<string> | null = null;
function commonPasswords(): Set<string> {
  common ??= new Set(dictionary["passwords-common"].map((password) => password.toLowerCase()));
  return common;
}

/** What is wrong with a new password, in words for the person choosing it, or null. */
export function passwordProblem(password: string, person: { name: string; email: string | null }): string | null {
  const length = [...password.normalize("NFC")].length;
  if (length < MIN_PASSWORD_LENGTH) {
    return `Use at least ${MIN_PASSWORD_LENGTH} characters (this one has ${length}). A few words in a row make a good one.`;
  }
  if (length > MAX_PASSWORD_LENGTH) return `Use at most ${MAX_PASSWORD_LENGTH} characters.`;
  const lowered = password.toLowerCase();
  if (commonPasswords().has(lowered) || new Set(lowered).size < 4) {
    return "That password is one of the most common ones, which are tried first. Choose another.";
  }
  const own = [person.name, person.email, person.email?.split("@")[0]].filter(
    (value): value is string => typeof value === "string" && value.length >= 4,
  );
  if (own.some((value) => lowered.includes(value.toLowerCase()))) {
    return "Leave your name and e-mail address out of your password: they are the first things tried.";
  }
  return null;
}
