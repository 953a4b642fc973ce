// The shape of not-found.ts: the words of the page shown for an address the site does not have.
import { z } from "zod";
import { pageMetaSchema, text } from "./blocks";

export const notFoundSchema = z.object({
  meta: pageMetaSchema,
  title: text,
  message: text,
  homeLabel: text,
});

export type NotFoundContent = z.input<typeof notFoundSchema>;
