// The shape of pastors.ts: the three pastors a note of appreciation can be sent to.
import { z } from "zod";
import { pastorIds } from "../../lib/pastor-ids";
import { personSchema } from "./blocks";

export const pastorsSchema = z.object({
  /** The pastors a note of appreciation can be sent to (SPEC §3: pastor1, pastor2, pastor3). */
  pastors: z
    .array(
      personSchema
        .extend({
          // Staff can rename a pastor and change the portrait; the id, which their inbox follows,
          // stays as built, and so does the list: a pastor added here would have no inbox.
          id: z.enum(pastorIds).meta({ editable: false }),
          photo: personSchema.shape.photo.meta({ title: "Portrait", aspect: "4:5" }),
          email: personSchema.shape.email.meta({ editable: false }),
        })
        .meta({ title: "Pastor" }),
    )
    .length(3)
    .refine((list) => new Set(list.map((p) => p.id)).size === list.length, "pastor ids must be unique"),
  leadPastorId: z.enum(pastorIds).meta({ title: "Lead pastor, shown on Leadership (pastor1 is Pastor 1 above)" }),
});

export type PastorsContent = z.input<typeof pastorsSchema>;
