// Who may do what in the staff area, in one place. An account holds roles; each role is a set of
// permissions; a content module says which permission edits it (`staff.access` in
// app/content/define.ts). `can` is the one question every staff page, action and resource route
// asks (through requireStaff in access.server.ts), and the staff pages ask it to show their links.
import type { EditPermission } from "~/content/define";
import { defaultLanguage, type Language } from "~/content/languages";

/** "translate": the words of every item in every language but the default one, and nothing else. */
type Permission = "manage-staff" | "review-notes" | "translate" | EditPermission;

interface Role {
  name: string;
  duties: string;
  may: readonly Permission[];
}

/** Every role, in the order the Staff page offers them; administrators give and take them there. */
export const ROLES = {
  admin: {
    name: "Administrator",
    duties: "Invites staff, changes what they may do, and sees staff activity.",
    may: ["manage-staff"],
  },
  content: {
    name: "Content editor",
    duties: "Changes and publishes the website's words, times, links and photos.",
    may: ["content", "events"],
  },
  events: {
    name: "Events editor",
    duties: "Changes and publishes the events, outreach events and key dates, with their photos.",
    may: ["events"],
  },
  translator: {
    name: "Translator",
    duties: "Keeps the website's words in its other languages (Spanish) in step with the English, page by page.",
    may: ["translate"],
  },
  notes: {
    name: "Note reviewer",
    duties: "Reads notes of appreciation and approves them before they go to a pastor.",
    may: ["review-notes"],
  },
} as const satisfies Record<string, Role>;

export type StaffRole = keyof typeof ROLES;
export const STAFF_ROLES = Object.keys(ROLES) as StaffRole[];

/** The roles named in a stored or posted list, in a fixed order, each once; others are left out. */
export function readRoles(values: Iterable<string>): StaffRole[] {
  const wanted = new Set(Array.from(values, (value) => value.trim()));
  return STAFF_ROLES.filter((role) => wanted.has(role));
}

/**
 * What each action is done to: the website's list, its photo library, or one module of it in a
 * language (the default one when none is named).
 */
interface Targets {
  review: "notes";
  manage: "staff";
  edit: "website" | "photos" | { access?: EditPermission; language?: Language };
}
type Action = keyof Targets;
/** One question for `can`, as a route asks it: `["edit", item]`. */
export type Ask = { [A in Action]: [A, Targets[A]] }[Action];

const EDITING: readonly Permission[] = ["content", "events"];

function needs(...[action, target]: Ask): readonly Permission[] {
  if (action === "review") return ["review-notes"];
  if (action === "manage") return ["manage-staff"];
  // The website's list opens to whoever edits any part of it; its photos to those who change pictures.
  if (target === "website") return [...EDITING, "translate"];
  if (target === "photos") return EDITING;
  // Another language's words: whoever edits the module, or a translator.
  const own: Permission = target.access ?? "content";
  return target.language && target.language !== defaultLanguage ? [own, "translate"] : [own];
}

/** Whether the account may do this to this: the only gate of the staff area. */
export function can(account: { roles: readonly StaffRole[] }, ...ask: Ask): boolean {
  const held = new Set(account.roles.flatMap((role): readonly Permission[] => ROLES[role].may));
  return needs(...ask).some((permission) => held.has(permission));
}
