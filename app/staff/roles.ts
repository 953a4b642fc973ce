// Who may do what in the staff area, in one table: a role is one entry in ROLES, and everything else
// is read from it (what `can` answers, whose roles need two-step sign-in, the Staff page's
// choices, `npm run staff:add`'s flags). `can` is the one question every staff page, action and
// resource route asks (through requireStaff in access.server.ts), and the staff pages ask it to
// show their links.
import { defaultLanguage, type Language, languageCodes, languages } from "~/content-model/languages";
import type { PublishedContent } from "~/published/content";

/** An item of the website, by where pages find it (`events`, `keyDates`). */
type ItemKey = keyof PublishedContent;

interface Role {
  name: string;
  duties: string;
  /** Invites staff, changes what they may do, and sees staff activity. */
  managesStaff?: true;
  /** Reads notes of appreciation and decides on them. */
  reviewsNotes?: true;
  /** The items it changes and publishes, in every language, with the photos they show. */
  edits?: "every item" | readonly ItemKey[];
  /** The words of every item in every language but the default one, and nothing else. */
  translates?: true;
}

/** The languages a translator keeps, by their English names ("Spanish"). */
const translated = languageCodes
  .filter((code) => code !== defaultLanguage)
  .map((code) => languages[code].english)
  .join(", ");

/** Every role, in the order the Staff page offers them; administrators give and take them there. */
export const ROLES = {
  admin: {
    name: "Administrator",
    duties: "Invites staff, changes what they may do, and sees staff activity.",
    managesStaff: true,
  },
  content: {
    name: "Content editor",
    duties: "Changes and publishes the website's words, times, links and photos.",
    edits: "every item",
  },
  events: {
    name: "Events editor",
    duties: "Changes and publishes the events, outreach events and key dates, with their photos.",
    edits: ["events", "outreachEvents", "keyDates"],
  },
  translator: {
    name: "Translator",
    duties: `Keeps the website's words in its other languages (${translated}) in step with the English, page by page.`,
    translates: true,
  },
  notes: {
    name: "Note reviewer",
    duties: "Reads notes of appreciation and approves them before they go to a pastor.",
    reviewsNotes: true,
  },
} as const satisfies Record<string, Role>;

/**
 * What each action is done to: the website's list, its photo library, or one item of it in a
 * language (the default one when none is named).
 */
interface Targets {
  review: "notes";
  manage: "staff";
  edit: "website" | "photos" | { key: ItemKey; language?: Language };
}
type Action = keyof Targets;
/** One question for `can`, as a route asks it: `["edit", item]`. */
export type Ask = { [A in Action]: [A, Targets[A]] }[Action];

/** Who must confirm a sign-in with a second step (STAFF_TWO_STEP): a level, from fewest to all. */
export type TwoStepLevel = "administrators" | "editors" | "everyone" | "off";

type Table = Record<string, Role>;
const editsItem = (role: Role, key: ItemKey) => role.edits === "every item" || (role.edits?.includes(key) ?? false);

function allows(role: Role, ...[action, target]: Ask): boolean {
  if (action === "review") return Boolean(role.reviewsNotes);
  if (action === "manage") return Boolean(role.managesStaff);
  // The website's list opens to whoever edits any item or translates; the photos to editors.
  if (target === "website") return Boolean(role.edits?.length || role.translates);
  if (target === "photos") return Boolean(role.edits?.length);
  // Another language's words: whoever edits the item, or a translator.
  const otherLanguage = target.language !== undefined && target.language !== defaultLanguage;
  return editsItem(role, target.key) || (otherLanguage && Boolean(role.translates));
}

// Each rule is a function of a table of roles: the site's is ROLES, and a test adds a role to it.
// Separate functions, so that the staff pages' script carries `can` and not what only the server asks.

/** Whether an account holding `roles` of `table` may do this to this. */
export const canIn = (table: Table, account: { roles: readonly string[] }, ...ask: Ask): boolean =>
  account.roles.some((name) => {
    const role = table[name];
    return role !== undefined && allows(role, ...ask);
  });

/** The roles of `table` named in a stored or posted list, in the table's order, each once; others are left out. */
export const readRolesIn = <Name extends string>(table: Record<Name, Role>, values: Iterable<string>): Name[] => {
  const wanted = new Set(Array.from(values, (value) => value.trim()));
  return (Object.keys(table) as Name[]).filter((name) => wanted.has(name));
};

/** The roles of `table` a level of STAFF_TWO_STEP covers: administrators, or all who can change the site, or all. */
export function twoStepRolesIn<Name extends string>(table: Record<Name, Role>, level: TwoStepLevel): Name[] {
  const covered = (role: Role) =>
    level === "everyone" ||
    (level !== "off" &&
      (Boolean(role.managesStaff) || (level === "editors" && Boolean(role.edits?.length || role.translates))));
  return (Object.keys(table) as Name[]).filter((name) => covered(table[name]));
}

export type StaffRole = keyof typeof ROLES;
export const STAFF_ROLES = Object.keys(ROLES) as StaffRole[];
/** The roles named in a stored or posted list, in a fixed order, each once; others are left out. */
export const readRoles = (values: Iterable<string>): StaffRole[] => readRolesIn(ROLES, values);
/** Whether the account may do this to this: the only gate of the staff area. */
export const can = (account: { roles: readonly StaffRole[] }, ...ask: Ask): boolean => canIn(ROLES, account, ...ask);
export const twoStepRoles = (level: TwoStepLevel): StaffRole[] => twoStepRolesIn(ROLES, level);
