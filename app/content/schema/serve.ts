// The shape of serve.ts: the nine serving teams, each with its sign-up form, and who to ask.
import { z } from "zod";
import { buttonLinkSchema, email, externalUrl, heroSchema, iconName, id, pageMetaSchema, text, unique } from "./blocks";

export const serveTeamSchema = z
  .object({ id, title: text, content: text, icon: iconName, joinUrl: externalUrl.meta({ title: "Join link" }) })
  .meta({ title: "Team" });

export const serveSchema = z.object({
  meta: pageMetaSchema,
  hero: heroSchema,
  teams: z.object({
    title: text,
    intro: text,
    joinLabel: text,
    items: z
      .array(serveTeamSchema)
      .min(1)
      .max(24)
      .superRefine(unique((team) => team.id, "team ids")),
  }),
  joinAll: z.object({ title: text, body: text, link: buttonLinkSchema.extend({ href: externalUrl }) }),
  contact: z.object({
    title: text,
    body: text,
    director: z.object({ name: text, role: text, email }),
  }),
});

export type ServeTeam = z.infer<typeof serveTeamSchema>;
export type ServeContent = z.input<typeof serveSchema>;
