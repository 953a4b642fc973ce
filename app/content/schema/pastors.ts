// The shape of pastors.ts: the three pastors a note of appreciation can be sent to.
import { z } from "zod";
import { personSchema } from "./blocks";

export const pastorsSchema = z.object({
  /** The pastors a note of appreciation can be sent to (SPEC §3: pastor1, pastor2, pastor3). */
  pastors: z
    .array(personSchema.extend({ id: z.enum(["pastor1", "pastor2", "pastor3"]) }))
    .length(3)
    .refine((list) => new Set(list.map((p) => p.id)).size === list.length, "pastor ids must be unique"),
  leadPastorId: z.enum(["pastor1", "pastor2", "pastor3"]),
});

export type PastorsContent = z.input<typeof pastorsSchema>;
