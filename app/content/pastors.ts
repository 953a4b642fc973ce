// The church's pastors. Their ids are the choices of the note of appreciation.
import { z } from "zod";
import { personSchema, text } from "../content-model/blocks";
import { defineContent } from "../content-model/define";
import { pastorIds } from "../lib/pastor-ids";

export const pastorsSchema = z.object({
  /** The pastors a note of appreciation can be sent to (pastor1, pastor2, pastor3). */
  pastors: z
    .array(
      personSchema
        .extend({
          // Staff can rename a pastor and change the portrait; the id, which their inbox follows,
          // stays as built, and so does the list: a pastor added here would have no inbox.
          id: z.enum(pastorIds).meta({ editable: false }),
          /**
           * The title said before their name, a word of each language ("Pastor"; in Spanish "Pastora"
           * for a woman): their name itself is theirs in every language.
           */
          honorific: text.optional().meta({ title: "Title", description: "Said before their name, such as “Pastor”." }),
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

/**
 * A revision published when a pastor's title was written in their name ("Pastor Angela Reed"), as the
 * title and the name apart. A name with no such title stays as it was.
 */
function titleApart(stored: unknown): unknown {
  if (!stored || typeof stored !== "object" || !Array.isArray((stored as { pastors?: unknown }).pastors)) return stored;
  const pastors = (stored as { pastors: unknown[] }).pastors.map((pastor) => {
    if (!pastor || typeof pastor !== "object" || "honorific" in pastor) return pastor;
    const { name } = pastor as { name?: unknown };
    const titled = typeof name === "string" ? /^(Pastor)\s+(\S.*)$/.exec(name) : null;
    return titled ? { ...pastor, honorific: titled[1], name: titled[2] } : pastor;
  });
  return { ...stored, pastors };
}

export const pastors: PastorsContent = {
  leadPastorId: "pastor1",
  pastors: [
    {
      id: "pastor1",
      honorific: "Pastor",
      name: "Marcus Reed",
      role: "Lead Pastor",
      photo: {
        src: "/images/leadership/marcus-reed.svg",
        width: 800,
        height: 1000,
        alt: "Illustrated portrait of Pastor Marcus Reed",
      },
    },
    { id: "pastor2", honorific: "Pastor", name: "Angela Reed", role: "Executive Pastor" },
    { id: "pastor3", honorific: "Pastor", name: "David Kim", role: "Associate Pastor" },
  ],
};

declare module "../content-model/define" {
  interface EditableContent {
    pastors: PastorsContent;
  }
}

export const pastorsModule = defineContent({
  key: "pastors",
  schema: pastorsSchema,
  built: pastors,
  upgrade: titleApart,
  staff: {
    part: "site",
    title: "Pastors",
    description:
      "The three pastors' titles, names, roles and portraits, and which of them leads. The Leadership page, the note of appreciation's choice of pastor and the e-mail each note is sent in follow them; each pastor keeps the inbox they were built with.",
    shownOn: [
      { path: "/leadership", label: "Leadership" },
      { path: "/share-note", label: "Share a Note" },
    ],
  },
});
