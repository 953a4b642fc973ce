// Watch: the latest sermon and the sermon library.
import { z } from "zod";
import { heroSchema, pageMetaSchema, text } from "../content-model/blocks";
import { defineContent } from "../content-model/define";

export const watchSchema = z.object({
  meta: pageMetaSchema,
  hero: heroSchema.extend({ watchNowLabel: text, fullExperienceLabel: text }),
  latest: z.object({ title: text, intro: text }),
  library: z.object({ title: text, intro: text }),
});

export type WatchContent = z.input<typeof watchSchema>;

export const watch: WatchContent = {
  meta: {
    title: "Watch",
    description:
      "Watch the latest sermon from The Bridge Church, join the live stream on Sundays, and browse past messages.",
  },
  hero: {
    eyebrow: "Latest Sermon",
    title: "Don't Serve Alone",
    subtitle:
      "Week three of our Gratitude in Action series: why God never meant for us to carry the load by ourselves.",
    image: {
      src: "/images/watch/hero.svg",
      width: 1600,
      height: 700,
      alt: "Illustration of a worship service with raised hands under stage lights",
    },
    watchNowLabel: "Watch Now",
    fullExperienceLabel: "Watch Full Experience",
  },
  latest: {
    title: "Latest Sermon",
    intro: "Catch up on this week's message, then share it with a friend who needs encouragement.",
  },
  library: {
    title: "Sermon Library",
    intro: "Browse past series and messages, or listen on the go in our app.",
  },
};

declare module "../content-model/define" {
  interface EditableContent {
    watch: WatchContent;
  }
}

export const watchModule = defineContent({
  key: "watch",
  schema: watchSchema,
  built: watch,
  page: { path: "/watch", heading: (value) => value.hero.title },
  staff: {
    part: "page",
    title: "Watch",
    description: "Everything the Watch page says and shows.",
    shownOn: [{ path: "/watch", label: "Watch" }],
  },
});
