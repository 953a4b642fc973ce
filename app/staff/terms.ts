import { z } from "zod";

// How long staff links and the staff activity are kept, the activity's words, and how long a
// password must be: shared by the server modules that hold to them and the pages that say so.

/**
 * NIST's minimum for a password that is the only thing asked at sign-in. A few ordinary words make
 * one ("candles on the piano"), which is easier to type and to remember than a short password.
 */
export const MIN_PASSWORD_LENGTH = 15;

/** How long each kind of link works: a week to accept an invitation, an hour to reset a password. */
export const LINK_LIFETIME_MS = {
  invitation: 7 * 24 * 60 * 60 * 1000,
  reset: 60 * 60 * 1000,
} as const;
export type LinkPurpose = keyof typeof LINK_LIFETIME_MS;

/**
 * Text a person named (a passkey's name, an account's, a browser's) as one line of plain words:
 * control and format characters (direction marks and overrides, zero-width ones, soft hyphens) and
 * line and paragraph separators become spaces, so a name cannot add lines to an e-mail, turn the
 * words around it, or hide words inside it.
 */
export const oneLine = (text: string) =>
  text
    .replace(/[\p{Cc}\p{Cf}\u2028\u2029]+/gu, " ")
    .replace(/\s+/g, " ")
    .trim();

/** A staff member's e-mail address, as the Staff page and `npm run staff:add` accept it. */
export const emailAddress = z.email().max(254);

/** Where a link is opened: the page that lets its holder choose a password. */
export const PASSWORD_PAGE = "/staff/password";

/**
 * How long a password, passkey or code typed in a session lets its holder change how anyone signs
 * in (a passkey, the app, recovery codes, staff accounts) before it is asked again: long enough to
 * finish what was started, short enough that a session left open or copied cannot (decision 0033).
 */
export const CONFIRMED_FOR_MS = 10 * 60 * 1000;
const CONFIRM_MINUTES = CONFIRMED_FOR_MS / 60_000;

/**
 * How far "Keep it" may stretch a confirmation without the password being typed again: twelve
 * windows, more than the ten extensions WCAG 2.2.1 asks for, and still an end for a copied session.
 */
export const CONFIRMED_AT_MOST_MS = 2 * 60 * 60 * 1000;

/** What the person is told once confirmed, on the page they came from. */
export const CONFIRMED = `Thank you. For the next ${CONFIRM_MINUTES} minutes you can change how you and others sign in.`;

/** Why "Confirm it's you" is asked, wherever it is. */
export const WHY_CONFIRM = `It is asked again ${CONFIRM_MINUTES} minutes after you last typed it, so that no one else at this computer can make such changes.`;

/** How long the link in a security change's e-mail undoes it: a week, for a holder away for a few days. */
export const UNDO_LIFETIME_MS = 7 * 24 * 60 * 60 * 1000;

/** Where a security change's e-mail link is opened. */
export const UNDO_PAGE = "/staff/undo";

/** The changes to how someone signs in that are told to them by e-mail, with a link to undo them. */
export const SECURITY_CHANGES = {
  "passkey-added": "A passkey was added to your account",
  "passkey-removed": "A passkey was removed from your account",
  "two-step-on": "An authenticator app was set up for your account",
  "two-step-off": "The authenticator app was turned off for your account",
  "recovery-codes": "New recovery codes were made for your account",
  "password-changed": "Your password was changed",
  "password-reset": "Your password was reset with a link from an e-mail",
  "email-changed": "The e-mail address of your account was changed",
  "two-step-reset": "An administrator removed your authenticator app and passkeys",
} as const;
export type SecurityChange = keyof typeof SECURITY_CHANGES;

export const ACTIVITY_KEPT_DAYS = 365;

export const ACTIVITY_WORDS = {
  "signed-in": "signed in",
  "sign-in-failed": "failed to sign in",
  invited: "invited",
  "link-sent": "sent a new password link to",
  "roles-changed": "changed the roles of",
  "details-changed": "changed the name or e-mail address of",
  disabled: "disabled",
  enabled: "enabled",
  removed: "removed",
  "password-chosen": "chose a new password",
  "reset-asked": "asked for a password reset",
  "signed-out-elsewhere": "signed out their other sessions",
  "two-step-on": "turned on two-step sign-in",
  "two-step-off": "turned off two-step sign-in",
  "two-step-reset": "removed the authenticator app and passkeys of",
  "recovery-codes": "made new recovery codes",
  "passkey-added": "added a passkey",
  "passkey-removed": "removed a passkey",
  "change-undone": "undid a change to their sign-in, from the e-mail link",
  published: "published a change to",
  scheduled: "scheduled a change to",
} as const;
export type ActivityAction = keyof typeof ACTIVITY_WORDS;
