// What the church believes, each with the passage of Scripture it rests on.
import { z } from "zod";
import { iconName, id, image, pageMetaSchema, text } from "../content-model/blocks";
import { defineContent } from "../content-model/define";

export const coreBeliefSchema = z.object({
  id,
  title: text,
  icon: iconName,
  content: text,
  scriptureReference: z
    .string()
    .regex(
      /^(\d )?\p{Lu}\p{Ll}+( \p{Lu}\p{Ll}+)? \d+:\d+([-–]\d+)?(; .+)?$/u,
      "must look like 'John 3:16' or '2 Timothy 3:16-17'",
    )
    // The book's name is written in the reader's language ("Juan 3:16").
    .meta({ localized: true }),
});

export const coreBeliefsSchema = z.object({
  meta: pageMetaSchema,
  hero: z.object({ title: text, subtitle: text, image }),
  intro: text,
  beliefs: z
    .array(coreBeliefSchema.meta({ title: "Belief" }))
    .min(1)
    .max(12),
});

export type CoreBeliefsContent = z.input<typeof coreBeliefsSchema>;

export const coreBeliefs: CoreBeliefsContent = {
  meta: {
    title: "Core Beliefs",
    description:
      "What The Bridge Church believes about Scripture, God, mankind, salvation and the church, with the Scripture behind each.",
  },
  hero: {
    title: "Core Beliefs",
    subtitle: "The truths we build our lives and our church on.",
    image: {
      src: "/images/beliefs/hero.svg",
      width: 1600,
      height: 700,
      alt: "Illustration of an open Bible glowing in morning light",
    },
  },
  intro:
    "We hold these beliefs with conviction and share them with humility. If you have questions about any of them, we would love to talk over coffee.",
  beliefs: [
    {
      id: "scripture",
      icon: "book-open",
      title: "Scripture",
      content:
        "The Bible is God's Word, inspired by the Holy Spirit and without error in what it teaches. It is our final authority for faith and life, and it points us to Jesus.",
      scriptureReference: "2 Timothy 3:16-17",
    },
    {
      id: "god",
      icon: "sun",
      title: "God",
      content:
        "There is one God, eternally existing in three persons: Father, Son and Holy Spirit. He is the loving Creator of all things, and He is worthy of all our worship.",
      scriptureReference: "Matthew 28:19",
    },
    {
      id: "mankind",
      icon: "users",
      title: "Mankind",
      content:
        "Every person is made in the image of God and has great worth. Sin has separated all of us from God, and no amount of effort can bridge that gap on our own.",
      scriptureReference: "Genesis 1:27",
    },
    {
      id: "salvation",
      icon: "heart",
      title: "Salvation",
      content:
        "Salvation is a free gift of God's grace, received through faith in Jesus Christ, who died for our sins and rose again. Anyone who trusts in Him is forgiven and made new.",
      scriptureReference: "Ephesians 2:8-9",
    },
    {
      id: "church",
      icon: "church",
      title: "Church",
      content:
        "The church is the family of all who follow Jesus. We gather to worship, grow and serve, and we are sent to show God's love to our neighbors and the world.",
      scriptureReference: "Acts 2:42-47",
    },
  ],
};

declare module "../content-model/define" {
  interface EditableContent {
    coreBeliefs: CoreBeliefsContent;
  }
}

export const coreBeliefsModule = defineContent({
  key: "coreBeliefs",
  schema: coreBeliefsSchema,
  built: coreBeliefs,
  page: { path: "/core-beliefs", heading: (value) => value.hero.title },
  staff: {
    part: "page",
    title: "Core Beliefs",
    description: "Everything the Core Beliefs page says and shows.",
    shownOn: [{ path: "/core-beliefs", label: "Core Beliefs" }],
  },
});
