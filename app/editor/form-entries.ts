// The editor's form as a browser has it: the names and values it sends (what the editor renders,
// and what a test of an unchanged form sends back), another language's form of words only, and the
// places of a photo staff can keep in view. The fields themselves are walked from the schema by
// app/publishing/edit-form.ts.
import type { Image } from "~/content-model/blocks";
import { type FieldGroup, type FormField, imageParts, itemMarker } from "~/publishing/edit-form";

/** The places in a picture staff can keep in view when it is cropped: left, middle or right of top, centre or bottom. */
export const FOCUS_CHOICES = [
  { value: "50,50", label: "The middle" },
  { value: "50,0", label: "The top" },
  { value: "50,100", label: "The bottom" },
  { value: "0,50", label: "The left" },
  { value: "100,50", label: "The right" },
  { value: "0,0", label: "Top left" },
  { value: "100,0", label: "Top right" },
  { value: "0,100", label: "Bottom left" },
  { value: "100,100", label: "Bottom right" },
] as const;

export const focusValue = (focus: Image["focus"]) => (focus ? `${focus.x},${focus.y}` : "50,50");

/**
 * Every name and value the form sends, as a browser sends them (a ticked box only when ticked):
 * what the editor renders, and what a test of an unchanged form sends back.
 */
export function formEntries(groups: FieldGroup[]): Array<[string, string]> {
  const entries: Array<[string, string]> = [];
  for (const group of groups) {
    if (group.item) entries.push([itemMarker(group.item.list, group.item.index), group.item.id]);
    for (const field of group.fields) {
      if (field.input === "image") {
        const current = field.image?.current;
        if (!current) continue;
        const parts = imageParts(field.name);
        entries.push(
          [parts.src, current.src],
          [parts.width, String(current.width)],
          [parts.height, String(current.height)],
          [parts.alt, current.alt],
          [parts.focus, focusValue(current.focus)],
          [parts.describedAs, current.alt],
          [parts.croppedAt, focusValue(current.focus)],
        );
        if (current.decorative) entries.push([parts.decorative, "true"]);
      } else if (field.input !== "checkbox" || field.value === "true") {
        entries.push([field.name, field.value]);
      }
    }
  }
  return entries;
}

/**
 * The groups of a form of another language's words (docs/decisions/0040): only the fields written
 * per language (`words`, by name), each list as the default language has it, with nothing to add,
 * remove or move; each with `english`, its default-language value as the form shows it.
 */
export function onlyWords(
  groups: readonly FieldGroup[],
  words: ReadonlySet<string>,
  english: ReadonlyMap<string, string>,
  { language, states = new Map() }: { language?: string; states?: ReadonlyMap<string, "missing" | "behind"> } = {},
) {
  const beside = (name: string) => ({ english: english.get(name) ?? "", wordState: states.get(name), language });
  return groups.flatMap((group): FieldGroup[] => {
    const fields = group.fields.flatMap((field): FormField[] => {
      if (words.has(field.name)) return [{ ...field, ...beside(field.name) }];
      // A picture is the English one; only its description is written in the language.
      const alt = imageParts(field.name).alt;
      if (field.input !== "image" || !words.has(alt) || field.image?.current?.decorative) return [];
      const { image: _picture, ...rest } = field;
      return [
        {
          ...rest,
          name: alt,
          label: `${field.label}: description`,
          input: "text",
          value: field.image?.current?.alt ?? "",
          ...beside(alt),
        },
      ];
    });
    if (group.addTo || fields.length === 0) return [];
    return [{ ...group, fields, item: group.item && { ...group.item, fixed: true } }];
  });
}
