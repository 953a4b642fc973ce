// Small groups: nine groups that meet through the week, and how /groups presents them.
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
  personName,
  shownBetween,
  text,
  unique,
  weekday,
} from "../content-model/blocks";
import { defineContent } from "../content-model/define";

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
        name: personName,
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
    /** The same when one group is shown, for a language whose verb then agrees ("Se muestra 1 de 9 grupos"). */
    showingOne: text.includes("{shown}").includes("{total}").meta({ title: "Showing one group" }),
    noMatches: z.object({ title: text, body: text }),
  }),
  /** The order of the sections and their headings; a study type without groups is not shown. */
  sections: z
    .array(z.object({ studyType, title: text }))
    .length(4)
    .superRefine(unique((section) => section.studyType, "study types")),
  /** Joining leaves in the same window. */
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

const join = (slug: string) => `https://thebridgechurch.churchcenter.com/groups/small-groups/${slug}`;
const photo = (file: string, who: string) => ({
  src: `/images/groups/${file}.svg`,
  width: 400,
  height: 400,
  alt: `Portrait illustration standing in for a photo of ${who}`,
});

export const groups: GroupsContent = {
  meta: {
    title: "Small Groups",
    description:
      "Find a small group at The Bridge Church: coed, women's, men's and unique groups meeting in homes, online and around Silver Spring.",
  },
  hero: {
    eyebrow: "Small Groups",
    title: "Find Your Community",
    subtitle: "Life is better together. Grow in faith and friendship with a group that meets through the week.",
    image: {
      src: "/images/groups/hero.svg",
      width: 1600,
      height: 700,
      alt: "Illustration of a circle of friends gathered on a hillside at sunrise",
    },
  },
  find: {
    id: "find-a-group",
    title: "Find a Group",
    intro: "Every group is open to new people. Narrow the list by day, format or who it is for, then join in one step.",
  },
  filters: {
    label: "Filter groups",
    day: { label: "Day", any: "Any day" },
    format: { label: "Format", any: "Any format" },
    category: { label: "Who it's for", any: "Anyone" },
    submitLabel: "Show Groups",
    clearLabel: "Clear filters",
    // Read aloud as the list changes; {shown} and {total} are counted on the page.
    showingAll: "Showing all {total} groups",
    showingSome: "Showing {shown} of {total} groups",
    showingOne: "Showing {shown} of {total} groups",
    noMatches: {
      title: "No groups match these filters",
      body: "Try another day or format, or clear the filters to see every group.",
    },
  },
  sections: [
    { studyType: "Coed Group", title: "Coed Groups" },
    { studyType: "Women's Life Group", title: "Women's Life Groups" },
    { studyType: "Men's Life Group", title: "Men's Life Groups" },
    { studyType: "Unique Group", title: "Unique Groups" },
  ],
  join: { label: "Join", sameWindow: true },
  startGroup: {
    title: "Want to Lead a Group?",
    body: "Have an idea for a group, or a heart to host one? We will help you get started and walk alongside you.",
    link: {
      label: "Contact Us About Starting a Group",
      href: "https://thebridgechurch.churchcenter.com/people/forms/start-a-group",
    },
  },
  groups: [
    {
      id: "young-couples",
      name: "Young Couples",
      description:
        "Married and engaged couples building strong, Christ-centered relationships over dinner, honest conversation and prayer.",
      leader: {
        name: "David & Grace Kim",
        photo: photo("david-kim", "David Kim"),
        partnerPhoto: photo("grace-kim", "Grace Kim"),
      },
      meeting: { day: "Friday", time: "7:00 PM", frequency: "Biweekly", format: "In-person" },
      location: "The Kims' home, Four Corners, Silver Spring",
      category: "Everyone",
      studyType: "Coed Group",
      language: "English",
      isOpen: true,
      joinLink: join("young-couples"),
    },
    {
      id: "alpha-explorers",
      name: "Alpha Explorers",
      description:
        "Curious about faith? Explore life's big questions about God, Jesus and the Bible in a relaxed, judgment-free space.",
      leader: { name: "Samuel Okafor" },
      meeting: { day: "Tuesday", time: "7:00 PM", frequency: "Weekly", format: "Hybrid" },
      location: "Silver Spring Library community room, and on Zoom",
      category: "Everyone",
      studyType: "Coed Group",
      language: "English",
      isOpen: true,
      joinLink: join("alpha-explorers"),
    },
    {
      id: "grupo-familia",
      name: "Grupo Familia",
      description:
        "A Spanish-speaking group for families and friends studying the Sunday message together, with kids welcome.",
      leader: { name: "María José Hernández" },
      meeting: { day: "Thursday", time: "7:30 PM", frequency: "Weekly", format: "In-person" },
      location: "Long Branch, Silver Spring",
      category: "Everyone",
      studyType: "Coed Group",
      language: "Spanish",
      isOpen: true,
      joinLink: join("grupo-familia"),
    },
    {
      id: "women-of-the-word",
      name: "Women of the Word",
      description:
        "Women of every season of life reading through a book of the Bible together, with coffee and plenty of laughter.",
      leader: { name: "Angela Brooks", photo: photo("angela-brooks", "Angela Brooks") },
      meeting: { day: "Wednesday", time: "10:00 AM", frequency: "Weekly", format: "In-person" },
      location: "Coffee shop on Ellsworth Drive, Downtown Silver Spring",
      category: "Women",
      studyType: "Women's Life Group",
      language: "English",
      isOpen: true,
      joinLink: join("women-of-the-word"),
    },
    {
      id: "moms-in-prayer",
      name: "Moms in Prayer",
      description: "Moms praying together for their kids, their schools and each other. Join from home after bedtime.",
      leader: { name: "Lydia Chen" },
      meeting: { day: "Monday", time: "8:30 PM", frequency: "Weekly", format: "Online" },
      location: "Online on Zoom",
      category: "Women",
      studyType: "Women's Life Group",
      language: "English",
      isOpen: true,
      joinLink: join("moms-in-prayer"),
    },
    {
      id: "early-risers",
      name: "Early Risers",
      description: "Men starting the day with breakfast, Scripture and accountability before work. Coffee is on us.",
      leader: { name: "Robert Hayes", photo: photo("robert-hayes", "Robert Hayes") },
      meeting: { day: "Saturday", time: "7:00 AM", frequency: "Weekly", format: "In-person" },
      location: "Diner on Georgia Avenue, Wheaton",
      category: "Men",
      studyType: "Men's Life Group",
      language: "English",
      isOpen: true,
      joinLink: join("early-risers"),
    },
    {
      id: "iron-sharpens-iron",
      name: "Iron Sharpens Iron",
      description:
        "Men walking through life's challenges together: work, marriage, fatherhood and faith, with honest talk and prayer.",
      leader: { name: "Terrence Walker" },
      meeting: { day: "Tuesday", time: "8:00 PM", frequency: "Biweekly", format: "Online" },
      location: "Online on Zoom",
      category: "Men",
      studyType: "Men's Life Group",
      language: "English",
      isOpen: true,
      joinLink: join("iron-sharpens-iron"),
    },
    {
      id: "ball-up-top",
      name: "Ball Up Top",
      description:
        "Pickup basketball followed by a short devotional. All skill levels welcome; bring a friend and your sneakers.",
      leader: { name: "Jordan Ellis" },
      meeting: { day: "Saturday", time: "9:00 AM", frequency: "Weekly", format: "In-person" },
      location: "Northwood Ridge High School gym",
      category: "Everyone",
      studyType: "Unique Group",
      language: "English",
      isOpen: true,
      // Sign-up for each game night is on the church calendar.
      joinLink: "/events",
    },
    {
      id: "griefshare",
      name: "GriefShare",
      description:
        "A caring group for anyone grieving the loss of a loved one, with video sessions, conversation and support.",
      leader: { name: "Patricia Nguyen" },
      meeting: { day: "Sunday", time: "4:00 PM", frequency: "Monthly", format: "Hybrid" },
      location: "Wheaton Library meeting room, and on Zoom",
      category: "Everyone",
      studyType: "Unique Group",
      language: "English & Spanish",
      isOpen: true,
      joinLink: join("griefshare"),
    },
  ],
};

declare module "../content-model/define" {
  interface EditableContent {
    groups: GroupsContent;
  }
}

export const groupsModule = defineContent({
  key: "groups",
  schema: groupsSchema,
  built: groups,
  page: { path: "/groups", heading: (value) => value.hero.title, answer: "each visit" },
  staff: {
    part: "page",
    title: "Small groups",
    description:
      "Every small group: names, leaders and their photos, when and where they meet, who they are for, how to join; and the page's own words. The filters follow the groups.",
    shownOn: [{ path: "/groups", label: "Small Groups" }],
  },
});
