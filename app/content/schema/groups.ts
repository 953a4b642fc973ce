// The shape of groups.ts: the small groups, how each meets, and how /groups sorts and filters them.
import { z } from "zod";
import {
  buttonLinkSchema,
  clockTime,
  heroSchema,
  href,
  id,
  image,
  pageMetaSchema,
  paragraphText,
  shownBetween,
  text,
  unique,
  weekday,
} from "./blocks";

export const groupFrequency = z.enum(["Weekly", "Biweekly", "Monthly"]);
export const groupFormat = z.enum(["In-person", "Online", "Hybrid"]);
export const groupCategory = z.enum(["Everyone", "Women", "Men"]);
export const studyType = z.enum(["Coed Group", "Women's Life Group", "Men's Life Group", "Unique Group"]);

export const smallGroupSchema = z
  .object({
    id,
    name: text,
    description: paragraphText,
    leader: z
      .object({
        name: text,
        photo: image.optional().meta({ title: "Photo", aspect: "1:1" }),
        /** The second photo of two leaders who lead together (a couple), shown beside the first. */
        partnerPhoto: image.optional().meta({ title: "Second leader's photo", aspect: "1:1" }),
      })
      .refine((leader) => !leader.partnerPhoto || leader.photo, {
        message: "a partner photo needs the first leader's photo",
        path: ["partnerPhoto"],
      }),
    meeting: z.object({ day: weekday, time: clockTime, frequency: groupFrequency, format: groupFormat }),
    location: text,
    category: groupCategory,
    studyType,
    language: text,
    isOpen: z.boolean().meta({ title: "Open to new people" }),
    /** The church-management sign-up page, or a site path (Ball Up Top joins through /events). */
    joinLink: href.meta({ title: "Join link" }),
    ...shownBetween,
  })
  .meta({ title: "Group" })
  .superRefine((group, ctx) => {
    const expected = { "Women's Life Group": "Women", "Men's Life Group": "Men" } as const;
    const category = expected[group.studyType as keyof typeof expected];
    if (category && group.category !== category) {
      ctx.addIssue({ code: "custom", path: ["category"], message: `a ${group.studyType} is for ${category}` });
    }
  });

export const groupsSchema = z.object({
  meta: pageMetaSchema,
  hero: heroSchema,
  find: z.object({ id, title: text, intro: text }),
  filters: z.object({
    label: text,
    day: z.object({ label: text, any: text }),
    format: z.object({ label: text, any: text }),
    category: z.object({ label: text, any: text }),
    submitLabel: text,
    clearLabel: text,
    showingAll: text.includes("{total}"),
    showingSome: text.includes("{shown}").includes("{total}"),
    noMatches: z.object({ title: text, body: text }),
  }),
  /** The order of the sections and their headings; a study type without groups is not shown. */
  sections: z
    .array(z.object({ studyType, title: text }))
    .length(4)
    .superRefine(unique((section) => section.studyType, "study types")),
  /** Joining leaves in the same window (SPEC §2, Small Groups). */
  join: z.object({ label: text, sameWindow: z.literal(true) }),
  startGroup: z.object({ title: text, body: text, link: buttonLinkSchema }),
  groups: z
    .array(smallGroupSchema)
    .min(1, "needs at least one group")
    .max(60, "has room for 60 groups at most")
    .superRefine(unique((group) => group.id, "group ids")),
});

export type GroupFormat = z.infer<typeof groupFormat>;
export type GroupCategory = z.infer<typeof groupCategory>;
export type StudyType = z.infer<typeof studyType>;
export type SmallGroup = z.infer<typeof smallGroupSchema>;
export type GroupsContent = z.input<typeof groupsSchema>;
