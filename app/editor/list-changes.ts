// The list buttons of the editor's form (add, remove, move up or down), which work without
// JavaScript: each sends a Conform intent, and Conform makes the change as it reads the form
// (read-form.ts). Here each list is kept within what its pages need, as the schema says, before the
// change is made, and the keyboard is put where the change happened.
import { INTENT, type Intent, serializeIntent } from "@conform-to/dom";
import type { z } from "zod";
import { isObjectList, itemName, type JsonNode, jsonSchema, kindOf, record } from "~/publishing/edit-form";
import type { SentForm } from "./read-form";

/** The name the list buttons are sent under. */
export const LIST_CHANGE = INTENT;

/** Each list button's value. */
export const listButton = {
  add: (list: string) => serializeIntent({ type: "insert", payload: { name: list } }),
  remove: (list: string, index: number) => serializeIntent({ type: "remove", payload: { name: list, index } }),
  move: (list: string, from: number, to: number) =>
    serializeIntent({ type: "reorder", payload: { name: list, from, to } }),
};

type ListChange = Extract<Intent, { type: "insert" | "remove" | "reorder" }>;

/** The list change a form asks for; undefined for none, "unknown" for an intent no button sends. */
export function listChangeOf(form: FormData): ListChange | "unknown" | undefined {
  const sent = form.get(LIST_CHANGE);
  if (sent === null) return undefined;
  try {
    const intent = JSON.parse(String(sent)) as Intent;
    const known = ["insert", "remove", "reorder"].includes(intent.type) && typeof intent.payload?.name === "string";
    return known ? (intent as ListChange) : "unknown";
  } catch {
    return "unknown";
  }
}

/** The form without its list change, as it was before the button was pressed. */
export function withoutListChange(form: FormData): FormData {
  const kept = new FormData();
  for (const [name, value] of form) if (name !== LIST_CHANGE) kept.append(name, value);
  return kept;
}

/**
 * Why the change cannot be made to the form as it was sent (`before`, read without it), or where
 * the keyboard goes after it: a list may not go below or above what its pages need, which the
 * schema says and the message names.
 */
export function checkListChange(
  schema: z.ZodType,
  before: SentForm,
  change: ListChange,
): { ok: true; focus: string } | { ok: false; message: string } {
  const list = change.payload.name;
  // The list named ("events", "sections[0].cards"): its node in the schema, and its items as sent.
  let node: JsonNode | undefined = jsonSchema(schema);
  let here: unknown = before;
  for (const [, key = "", index] of list.matchAll(/(?:^|\.)(\w+)(?:\[(\d+)\])?/g)) {
    node = node?.properties?.[key];
    here = record(here)[key];
    if (index === undefined) continue;
    node = node?.items;
    here = Array.isArray(here) ? here[Number(index)] : undefined;
  }
  if (!node || !isObjectList(node)) return { ok: false, message: "That list is not part of this form." };
  const count = Array.isArray(here) ? here.length : 0;
  const kind = kindOf(node).toLowerCase();
  if (change.type === "insert") {
    if (node.maxItems !== undefined && count >= node.maxItems) {
      return { ok: false, message: `There is room for ${node.maxItems} at most: remove one to add another ${kind}.` };
    }
    return { ok: true, focus: itemName(list, count) };
  }
  const inList = (at: number) => Number.isInteger(at) && at >= 0 && at < count;
  if (!inList(change.type === "remove" ? change.payload.index : change.payload.from)) {
    return { ok: false, message: "That item is not in the list." };
  }
  if (change.type === "remove") {
    if (count > (node.minItems ?? 0)) return { ok: true, focus: list };
    const least = `${node.minItems} ${node.minItems === 1 ? kind : `${kind}s`}`;
    return { ok: false, message: `The page needs at least ${least}: add another before removing this one.` };
  }
  if (!inList(change.payload.to)) return { ok: false, message: "That item cannot move further." };
  return { ok: true, focus: itemName(list, change.payload.to) };
}
