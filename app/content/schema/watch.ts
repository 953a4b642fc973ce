// The shape of watch.ts: the Watch page's words around the latest sermon and the sermon library.
import { z } from "zod";
import { heroSchema, pageMetaSchema, text } from "./blocks";

export const watchSchema = z.object({
  meta: pageMetaSchema,
  hero: heroSchema.extend({ watchNowLabel: text, fullExperienceLabel: text }),
  latest: z.object({ title: text, intro: text }),
  library: z.object({ title: text, intro: text }),
});

export type WatchContent = z.input<typeof watchSchema>;
