// The shape of kids.ts: the children's ministry on Sunday, its check-in and its directors.
import { z } from "zod";
import { email, heroSchema, iconName, pageMetaSchema, personSchema, text } from "./blocks";

export const kidsSchema = z.object({
  meta: pageMetaSchema,
  hero: heroSchema,
  /** The three cards under the top: when (the worship time), where (its place) and who. */
  whenWhere: z.object({
    title: text,
    when: z.object({ title: text, note: text }),
    where: z.object({ title: text }),
    who: z.object({ title: text, ages: text, note: text }),
  }),
  intro: z.object({ title: text, body: z.array(text).min(1) }),
  sunday: z.object({
    title: text,
    items: z.array(z.object({ title: text, description: text, icon: iconName })).min(3),
  }),
  checkIn: z.object({ title: text, body: text }),
  directors: z.object({ title: text, intro: text, people: z.array(personSchema).min(1).max(2) }),
  questions: z.object({ title: text, body: text, email }),
});

export type KidsContent = z.input<typeof kidsSchema>;
