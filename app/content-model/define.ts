// Each content module declares itself once, at its foot: its key in the published content, the
// schema that checks it, the values it is built with, the page it is the words of, if any, and, if
// staff may change it, how the staff area names it and which pages show it. Nothing lists the
// modules: registry.ts finds every declaration in this folder, and everything else reads them from
// there: the build's check (app/published/validate.ts), the published content
// (app/published/content.ts), the editor and its forms (app/publishing/editable-items.ts) and the
// pages list (app/pages.ts).
import type { z } from "zod";

/**
 * The value of every module staff may change, by its key: the type of what the site shows
 * (PublishedContent). Each module adds its own entry beside its declaration, which cannot be made
 * without it:
 *
 *     declare module "./define" { interface EditableContent { about: AboutContent } }
 */
// biome-ignore lint/suspicious/noEmptyInterface: filled in by each module's declaration merging.
export interface EditableContent {}

/** The public page a module is the words of. */
export interface PageDeclaration<Value> {
  /** Its one address ("/about-us"); its route module is routes/about-us.tsx (routes/home.tsx for "/"). */
  path: string;
  /** The page's h1, from the module's value as built. */
  heading: (value: Value) => string;
  /**
   * "kept" (the default): the same for every visitor, so rendered once per version of the
   * published content and kept (app/publishing/render-site.server.ts). "each visit": rendered for
   * every request, because what it shows depends on the request (/groups filters by its query
   * string without JavaScript, docs/decisions/0006), on the running server (/privacy states its
   * retention setting), or is the visitor's own (/share-note's form key, docs/decisions/0046).
   */
  answer?: "kept" | "each visit";
}

/** How the staff area offers a module for editing. */
export interface StaffEditing {
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
  /** Present for a public page's own words. */
  page?: PageDeclaration<Value>;
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

export function defineContent<const Key extends keyof EditableContent, Schema extends z.ZodType>(declaration: {
  key: Key;
  schema: Schema;
  built: z.input<Schema>;
  page?: PageDeclaration<z.input<Schema>>;
  staff: StaffEditing;
  upgrade?: (stored: unknown) => unknown;
}): EditableModule<Key, z.input<Schema>>;
export function defineContent<const Key extends string, Schema extends z.ZodType>(declaration: {
  key: Key;
  schema: Schema;
  built: z.input<Schema>;
  page?: PageDeclaration<z.input<Schema>>;
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

/**
 * Another language's words of a module (content/<language>/<module>.ts): its value's shape with only
 * the words in it; a list item keeps its id, or its place, to say which it is. Everything else a page
 * shows is the default language's (app/publishing/localized.ts).
 */
export type Words<Value> = Value extends string
  ? string
  : Value extends readonly (infer Item)[]
    ? Words<Item>[]
    : Value extends object
      ? { [Key in keyof Value]?: Words<Value[Key]> }
      : never;
