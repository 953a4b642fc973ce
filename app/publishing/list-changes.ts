// The changes to a list staff ask for before publishing, by the form's buttons and without
// JavaScript: an item added, removed or moved, within the bounds the schema sets.
import type { z } from "zod";
import { isObjectList, type JsonNode, jsonSchema, kindOf, record } from "./edit-form";

/** A change to a list that staff ask for before publishing: its items added, removed or moved. */
export type ListChange =
  | { kind: "add"; list: string }
  | { kind: "remove"; list: string; index: number }
  | { kind: "up" | "down"; list: string; index: number };

/** "add:events", "remove:events.3", "up:events.3", as the form's buttons send them. */
export function parseListChange(intent: string): ListChange | undefined {
  const match = /^(add|remove|up|down):([\w.]+?)(?:\.(\d+))?$/.exec(intent);
  if (!match) return undefined;
  const [, kind, list = "", index] = match;
  if (kind === "add") return index === undefined ? { kind: "add", list } : undefined;
  if (index === undefined) return undefined;
  return { kind: kind as "remove" | "up" | "down", list, index: Number(index) };
}

/** Where a list is in a value: its parent and its key there, or nothing if the path is not a list. */
function locate(value: unknown, list: string): unknown[] | undefined {
  let here: unknown = value;
  for (const key of list.split(".")) here = record(here)[key];
  return Array.isArray(here) ? here : undefined;
}

/** The node of the list at `list` in the schema. */
function listNode(schema: z.ZodType, list: string): JsonNode | undefined {
  let node: JsonNode | undefined = jsonSchema(schema);
  for (const key of list.split(".")) {
    if (!node) return undefined;
    node = node.type === "array" ? node.items : node.properties?.[key];
    if (node?.type === "array" && /^\d+$/.test(key)) node = node.items;
  }
  return node && isObjectList(node) ? node : undefined;
}

/**
 * The draft with the change made, or why it cannot be: a list may not go below or above what its
 * pages need, which the schema says and the message names.
 */
export function changeList(
  schema: z.ZodType,
  draft: unknown,
  change: ListChange,
): { ok: true; value: unknown; focus: string } | { ok: false; message: string } {
  const node = listNode(schema, change.list);
  const value = structuredClone(draft);
  const items = locate(value, change.list);
  if (!node || !items) return { ok: false, message: "That list is not part of this form." };
  const kind = kindOf(node).toLowerCase();
  if (change.kind === "add") {
    if (node.maxItems !== undefined && items.length >= node.maxItems) {
      return { ok: false, message: `There is room for ${node.maxItems} at most: remove one to add another ${kind}.` };
    }
    items.push({});
    return { ok: true, value, focus: `${change.list}.${items.length - 1}` };
  }
  if (change.index < 0 || change.index >= items.length) return { ok: false, message: "That item is not in the list." };
  if (change.kind === "remove") {
    if (items.length <= (node.minItems ?? 0)) {
      return {
        ok: false,
        message: `The page needs at least ${node.minItems} ${node.minItems === 1 ? kind : `${kind}s`}: add another before removing this one.`,
      };
    }
    items.splice(change.index, 1);
    return { ok: true, value, focus: change.list };
  }
  const to = change.kind === "up" ? change.index - 1 : change.index + 1;
  if (to < 0 || to >= items.length) return { ok: false, message: "That item cannot move further." };
  const [moved] = items.splice(change.index, 1);
  items.splice(to, 0, moved);
  return { ok: true, value, focus: `${change.list}.${to}` };
}
