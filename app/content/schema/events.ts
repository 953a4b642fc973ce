// The shape of events.ts: the Events page's words around the church calendar.
import { z } from "zod";
import { buttonLinkSchema, heroSchema, pageMetaSchema, text } from "./blocks";

export const eventsSchema = z.object({
  meta: pageMetaSchema,
  hero: heroSchema,
  calendar: z.object({ title: text, intro: text }),
  questions: z.object({ title: text, body: text, link: buttonLinkSchema }),
});

export type EventsContent = z.input<typeof eventsSchema>;
