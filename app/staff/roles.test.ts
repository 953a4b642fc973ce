// `can`, the staff area's one gate, asked every question a staff page asks, of every role alone;
// and a role added as one entry of the table, which every list of roles then knows.
import { describe, expect, it } from "vitest";
import { defaultLanguage, languageCodes } from "~/content-model/languages";
import { editableItem, editableItems } from "~/publishing/editable-items";
import {
  type Ask,
  can,
  canIn,
  ROLES,
  readRoles,
  readRolesIn,
  STAFF_ROLES,
  type StaffRole,
  twoStepRoles,
  twoStepRolesIn,
} from "./roles";

const item = (slug: string) => {
  const found = editableItem(slug);
  if (!found) throw new Error(`no item ${slug}`);
  return found;
};

// Each question, and which of the site's roles as shipped may: written out by hand, so a change to
// one of them shows here. A role added later is walked by what its entry says (below).
const SHIPPED: StaffRole[] = ["admin", "content", "events", "translator", "notes"];
const TABLE: Array<[string, Ask, StaffRole[]]> = [
  ["review the notes", ["review", "notes"], ["notes"]],
  ["manage staff accounts", ["manage", "staff"], ["admin"]],
  ["open the website's list", ["edit", "website"], ["content", "events", "translator"]],
  ["open the photo library", ["edit", "photos"], ["content", "events"]],
  ["edit the events", ["edit", item("events")], ["content", "events"]],
  ["edit the events' Spanish", ["edit", { ...item("events"), language: "es" }], ["content", "events", "translator"]],
  ["edit the home page's Spanish", ["edit", { ...item("home"), language: "es" }], ["content", "translator"]],
  ["edit the home page's English by name", ["edit", { ...item("home"), language: "en" }], ["content"]],
  ["edit the outreach events", ["edit", item("outreach-events")], ["content", "events"]],
  ["edit the key dates", ["edit", item("key-dates")], ["content", "events"]],
  ["edit the home page", ["edit", item("home")], ["content"]],
  ["edit the site's name and address", ["edit", item("site")], ["content"]],
  ["edit the not-found page", ["edit", item("not-found")], ["content"]],
];

describe("can", () => {
  it.each(TABLE)("lets only the right roles %s", (_, ask, allowed) => {
    for (const role of SHIPPED) {
      expect(can({ roles: [role] }, ...ask), role).toBe(allowed.includes(role));
    }
    expect(can({ roles: [] }, ...ask)).toBe(false);
  });

  it("adds up the roles an account holds", () => {
    expect(can({ roles: ["notes", "events"] }, "edit", item("key-dates"))).toBe(true);
    expect(can({ roles: ["notes", "events"] }, "review", "notes")).toBe(true);
    expect(can({ roles: ["notes", "events"] }, "edit", item("home"))).toBe(false);
  });

  it("reads only roles it knows, in a fixed order", () => {
    expect(readRoles(["notes", " events", "root", "admin", "notes"])).toEqual(["admin", "events", "notes"]);
  });
});

describe("every role in the table, by what its entry says", () => {
  const other = languageCodes.filter((code) => code !== defaultLanguage);
  it.each(STAFF_ROLES)("%s may do what its entry says, and nothing else", (name) => {
    const role: { managesStaff?: true; reviewsNotes?: true; translates?: true; edits?: string | readonly string[] } =
      ROLES[name];
    const account = { roles: [name] };
    expect(can(account, "manage", "staff")).toBe(Boolean(role.managesStaff));
    expect(can(account, "review", "notes")).toBe(Boolean(role.reviewsNotes));
    for (const each of editableItems) {
      const edits = role.edits === "every item" || (Array.isArray(role.edits) && role.edits.includes(each.key));
      expect(can(account, "edit", { key: each.key }), each.slug).toBe(edits);
      for (const language of other) {
        expect(can(account, "edit", { key: each.key, language }), `${each.slug} ${language}`).toBe(
          edits || Boolean(role.translates),
        );
      }
    }
  });
});

describe("a role added as one entry", () => {
  // Under a key no real role takes, so the site may have a youth editor of its own.
  const withYouth = {
    ...ROLES,
    exampleYouth: { name: "Youth editor (example)", duties: "Changes and publishes the youth page.", edits: ["youth"] },
  } as const;
  const youth = { roles: ["exampleYouth"] };

  it("edits its one item in every language, and no other", () => {
    for (const each of editableItems) {
      for (const language of languageCodes) {
        expect(canIn(withYouth, youth, "edit", { key: each.key, language }), `${each.slug} ${language}`).toBe(
          each.key === "youth",
        );
      }
    }
    expect(canIn(withYouth, youth, "edit", "website")).toBe(true);
    expect(canIn(withYouth, youth, "edit", "photos")).toBe(true);
    expect(canIn(withYouth, youth, "review", "notes")).toBe(false);
    expect(canIn(withYouth, youth, "manage", "staff")).toBe(false);
  });

  it("is offered, read from a stored list, and asked for a second step as an editor", () => {
    expect(Object.keys(withYouth)).toEqual([...STAFF_ROLES, "exampleYouth"]);
    expect(readRolesIn(withYouth, ["exampleYouth", "notes"])).toEqual(["notes", "exampleYouth"]);
    expect(twoStepRolesIn(withYouth, "editors")).toContain("exampleYouth");
    expect(twoStepRolesIn(withYouth, "administrators")).not.toContain("exampleYouth");
    // The site's own roles are unchanged by it.
    expect(twoStepRolesIn(withYouth, "editors").filter((role) => role !== "exampleYouth")).toEqual(
      twoStepRoles("editors"),
    );
  });
});

describe("two-step sign-in by level (STAFF_TWO_STEP)", () => {
  it.each([
    ["administrators", ["admin"]],
    ["editors", ["admin", "content", "events", "translator"]],
    ["everyone", ["admin", "content", "events", "translator", "notes"]],
    ["off", []],
  ] as const)("%s covers %j", (level, roles) => {
    expect(twoStepRoles(level).filter((role) => SHIPPED.includes(role))).toEqual(roles);
  });
});
