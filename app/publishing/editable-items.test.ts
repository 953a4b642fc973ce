// Every item staff can edit, through its own form: sent back unchanged, it is the value the site
// was built with, and the schema accepts it; and only the parts marked editable are in the form.
import { describe, expect, it } from "vitest";
import { builtContent } from "~/content/published/content";
import { checkValue, fieldGroups, valueFromForm } from "./edit-form";
import { editableItems } from "./editable-items";

describe.each(editableItems.map((item) => [item.slug, item] as const))("%s", (_, item) => {
  const built = builtContent[item.key];

  it("comes back from its unchanged form as it was built, and passes its schema", () => {
    const form = new FormData();
    for (const group of fieldGroups(item.schema, built)) {
      for (const field of group.fields) {
        if (field.input !== "checkbox" || field.value === "true") form.set(field.name, field.value);
      }
    }
    const value = valueFromForm(item.schema, form, built);
    expect(value).toEqual(built);
    expect(checkValue(item.schema, value).ok).toBe(true);
  });

  it("asks for no picture: files are kept as built", () => {
    const names = fieldGroups(item.schema, built).flatMap((group) => group.fields.map((field) => field.name));
    expect(names.length).toBeGreaterThan(0);
    expect(names.filter((name) => /(photo|image)/i.test(name))).toEqual([]);
  });

  it("offers a preview of pages that exist", async () => {
    const { publicPages } = await import("~/pages");
    for (const page of item.shownOn) expect(publicPages.map((p) => p.path)).toContain(page.path);
  });
});
