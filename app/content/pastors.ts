// The church's pastors. Their ids are the choices of the note of appreciation.
import { z } from "zod";
import { pastorIds } from "../lib/pastor-ids";
import { personSchema } from "./blocks";
import { defineContent } from "./define";

export const pastorsSchema = z.object({
  /** The pastors a note of appreciation can be sent to (pastor1, pastor2, pastor3). */
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

export const pastors: PastorsContent = {
  leadPastorId: "pastor1",
  pastors: [
    {
      id: "pastor1",
      name: "Pastor Marcus Reed",
      role: "Lead Pastor",
      photo: {
        src: "/images/leadership/marcus-reed.svg",
        width: 800,
        height: 1000,
        alt: "Illustrated portrait of Pastor Marcus Reed",
      },
    },
    { id: "pastor2", name: "Pastor Angela Reed", role: "Executive Pastor" },
    { id: "pastor3", name: "Pastor David Kim", role: "Associate Pastor" },
  ],
};

declare module "./define" {
  interface EditableContent {
    pastors: PastorsContent;
  }
}

export const pastorsModule = defineContent({
  key: "pastors",
  schema: pastorsSchema,
  built: pastors,
  staff: {
    part: "site",
    title: "Pastors",
    description:
      "The three pastors' names, roles and portraits, and which of them leads. The Leadership page, the note of appreciation's choice of pastor and the e-mail each note is sent in follow them; each pastor keeps the inbox they were built with.",
    shownOn: [
      { path: "/leadership", label: "Leadership" },
      { path: "/share-note", label: "Share a Note" },
    ],
  },
});
