// Each content module declares itself once, at its foot: its key in the published content, the
// schema that checks it, the values it is built with and, if staff may change it, how the staff
// area names it and which pages show it. Everything else reads these declarations: the build's
// check (validate.ts), the published content (published/content.ts), the editor and its forms
// (app/publishing/editable-items.ts) and the pages list (app/pages.ts).
import type { z } from "zod";

/**
 * Which permission edits a module: "content" (every content editor), or "events" (the events
 * editors too). Roles are sets of these, in app/staff/roles.ts.
 */
export type EditPermission = "content" | "events";

/** How the staff area offers a module for editing. */
export interface StaffEditing {
  /** Who may edit it: "content" unless it says otherwise. */
  access?: EditPermission;
  /** Something many pages show, or one page's own words and pictures. */
  part: "site" | "page";
  title: string;
  description: string;
  /** The pages that show it, offered for preview; the first is the main one. */
  shownOn: ReadonlyArray<{ path: string; label: string }>;
}

export interface ContentModule<Key extends string = string, Value = unknown> {
  /** Where pages find it in the published content (`content.keyDates`), and its name in the staff area (key-dates). */
  key: Key;
  schema: z.ZodType<unknown, Value>;
  /** The values as built: what pages show until staff publish a change. */
  built: Value;
  /** Absent for a module that stays in code (the editor's front page says why: keptInCode). */
  staff?: StaffEditing;
  /**
   * A written step that brings a value staff published under an earlier shape of the schema to
   * today's (a field renamed, a text split in two): app/publishing/bring-forward.ts runs it before
   * checking a stored revision. A field added since needs none: it takes the built value.
   */
  upgrade?: (stored: unknown) => unknown;
}

/** A module staff may change from the staff area. */
export type EditableModule<Key extends string = string, Value = unknown> = ContentModule<Key, Value> & {
  staff: StaffEditing;
};

export function defineContent<const Key extends string, Schema extends z.ZodType>(declaration: {
  key: Key;
  schema: Schema;
  built: z.input<Schema>;
  staff: StaffEditing;
  upgrade?: (stored: unknown) => unknown;
}): EditableModule<Key, z.input<Schema>>;
export function defineContent<const Key extends string, Schema extends z.ZodType>(declaration: {
  key: Key;
  schema: Schema;
  built: z.input<Schema>;
}): ContentModule<Key, z.input<Schema>>;
export function defineContent(declaration: ContentModule): ContentModule {
  return declaration;
}

export const isContentModule = (value: unknown): value is ContentModule =>
  typeof value === "object" &&
  value !== null &&
  typeof (value as ContentModule).key === "string" &&
  typeof (value as ContentModule).schema?.safeParse === "function" &&
  "built" in value;

/** "keyDates" → "key-dates": its address in the staff area and its name in the database. */
export const slugOf = (key: string) => key.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
