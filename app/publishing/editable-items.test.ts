// Every item staff can edit, through its own form: sent back unchanged, it is the value the site
// was built with, and the schema accepts it; and only the parts marked editable are in the form.
import { describe, expect, it } from "vitest";
import { formEntries } from "~/editor/form-entries";
import { readSent, valueFromForm } from "~/editor/read-form";
import { builtContent } from "~/published/content";
import { factValues, fillFacts } from "~/published/facts";
import { checkValue } from "./edit-checks";
import { fieldGroups, isKept, type JsonNode, jsonSchema } from "./edit-form";
import { editableItems } from "./editable-items";

const readForm = (form: FormData) => readSent(form) ?? {};

const facts = factValues(builtContent);

describe.each(editableItems.map((item) => [item.slug, item] as const))("%s", (_, item) => {
  const built = builtContent[item.key];

  it("comes back from its unchanged form as it was built, and passes its schema", () => {
    const form = new FormData();
    for (const [name, value] of formEntries(fieldGroups(item.schema, built))) form.append(name, value);
    const value = valueFromForm(item.schema, readForm(form), built);
    expect(value).toEqual(built);
    expect(checkValue(item.schema, fillFacts(value, facts)).ok).toBe(true);
  });

  it("asks for no id, which links, calendars and filters follow", () => {
    const names = fieldGroups(item.schema, built).flatMap((group) => group.fields.map((field) => field.name));
    expect(names.length).toBeGreaterThan(0);
    expect(names.filter((name) => /(^|\.)id$/.test(name))).toEqual([]);
  });

  it("gives every list staff can lengthen a most it may hold", () => {
    const unbounded: string[] = [];
    const walk = (node: JsonNode | undefined, path: string) => {
      if (!node || isKept(node)) return;
      if (node.type === "array" && node.maxItems === undefined) unbounded.push(path);
      walk(node.items, `${path}[]`);
      for (const [key, child] of Object.entries(node.properties ?? {})) walk(child, `${path}.${key}`);
    };
    walk(jsonSchema(item.schema), item.slug);
    expect(unbounded).toEqual([]);
  });

  it("offers a preview of pages that exist", async () => {
    const { publicPages } = await import("~/pages");
    for (const page of item.shownOn.filter((page) => page.path !== "/this-page-does-not-exist")) {
      expect(publicPages.map((p) => p.path)).toContain(page.path);
    }
  });
});

it("has a page to preview for every public page but the privacy notice, which stays in code", async () => {
  const { publicPages } = await import("~/pages");
  const previewed = new Set(editableItems.flatMap((item) => item.shownOn.map((page) => page.path)));
  expect(publicPages.map((page) => page.path).filter((path) => !previewed.has(path))).toEqual(["/privacy"]);
});

it("gives each item its own address in the staff area", () => {
  const slugs = editableItems.map((item) => item.slug);
  expect(new Set(slugs).size).toBe(slugs.length);
  expect(slugs.filter((slug) => !/^[a-z]+(-[a-z]+)*$/.test(slug))).toEqual([]);
});
