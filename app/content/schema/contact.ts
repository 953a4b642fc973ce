// The shape of contact.ts: the Contact page's three cards and its form's heading.
import { z } from "zod";
import { email, heroSchema, iconName, id, pageMetaSchema, tel, text, tone } from "./blocks";

export const contactInfoCardSchema = z.object({
  id,
  title: text,
  icon: iconName,
  iconColor: tone,
  details: z.object({ primary: text, secondary: z.string().optional(), tertiary: z.string().optional() }),
  links: z.object({ email: email.optional(), phone: tel.optional() }).optional(),
});

export const contactSchema = z.object({
  meta: pageMetaSchema,
  hero: heroSchema,
  cardsTitle: text,
  cards: z
    .array(contactInfoCardSchema.meta({ title: "Card" }))
    .min(1)
    .max(6),
  form: z.object({ title: text, intro: text }),
});

export type ContactInfoCard = z.infer<typeof contactInfoCardSchema>;
export type ContactContent = z.input<typeof contactSchema>;
