// The shape of connect.ts: the Get Connected page and its nine cards.
import { z } from "zod";
import { heroSchema, href, iconName, id, image, pageMetaSchema, text, tone } from "./blocks";

export const connectCardSchema = z.object({
  id,
  title: text,
  description: text,
  url: href,
  image,
  icon: iconName,
  iconBg: tone,
  buttonText: text,
  additionalInfo: z.string().optional(),
  buttonVariant: z.enum(["primary", "secondary", "outline"]).optional(),
});

export const connectSchema = z.object({
  meta: pageMetaSchema,
  hero: heroSchema,
  sectionTitle: text,
  intro: text,
  cards: z
    .array(connectCardSchema.meta({ title: "Card" }))
    .min(1)
    .max(18),
});

export type ConnectCard = z.infer<typeof connectCardSchema>;
export type ConnectContent = z.input<typeof connectSchema>;
