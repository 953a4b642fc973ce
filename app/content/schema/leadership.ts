// The shape of leadership.ts: the lead pastor's story and the leadership roles still to be filled.
import { z } from "zod";
import { heroSchema, href, image, pageMetaSchema, text } from "./blocks";

export const leadershipSchema = z.object({
  meta: pageMetaSchema,
  hero: heroSchema,
  leadPastor: z.object({ bio: z.array(text).min(1) }),
  growing: z.object({ title: text, body: text, linkLabel: text, href }),
  placeholderLabel: text,
  placeholders: z.array(z.object({ role: text, description: text, image }).meta({ title: "Role to fill" })).max(6),
});

export type LeadershipContent = z.input<typeof leadershipSchema>;
