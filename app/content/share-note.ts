// The note of appreciation page: its words, so staff can adjust them each October.
import { z } from "zod";
import { heroSchema, href, pageMetaSchema, text } from "../content-model/blocks";
import { defineContent } from "../content-model/define";

export const shareNoteSchema = z.object({
  meta: pageMetaSchema,
  hero: heroSchema,
  form: z.object({
    title: text,
    pastorLabel: text,
    pastorPlaceholder: text,
    noteLabel: text,
    notePlaceholder: text,
    nameLabel: text,
    emailLabel: text,
    emailHint: text,
    reviewHint: text,
    /** Beside the review hint: how long notes are kept and who reads them. */
    privacyLink: z.object({ href, label: text }),
    submitLabel: text,
    submittingLabel: text,
    successMessage: text,
    /** What stays, quietly, once the thank-you has gone after its five seconds, until a new note is begun. */
    sentMessage: text,
    rateLimitedMessage: text,
  }),
});

export type ShareNoteContent = z.input<typeof shareNoteSchema>;

export const shareNote: ShareNoteContent = {
  meta: {
    title: "Send a Note of Appreciation",
    description: "October is Pastor Appreciation Month. Send a note of thanks and encouragement to one of our pastors.",
  },
  hero: {
    eyebrow: "Pastor Appreciation Month",
    title: "Send a Note of Appreciation",
    subtitle:
      "Our pastors pour out so much for our church family. Take a moment to encourage one of them with a few words of thanks.",
    image: {
      src: "/images/contact/hero.svg",
      width: 1600,
      height: 700,
      alt: "Illustration of a glowing heart under a starry sky",
    },
  },
  form: {
    title: "Write Your Note",
    pastorLabel: "Pastor",
    pastorPlaceholder: "Choose a pastor",
    noteLabel: "Your note",
    notePlaceholder: "Share how this pastor has encouraged you, prayed for you or helped you grow…",
    nameLabel: "Your name (optional)",
    emailLabel: "Your email (optional)",
    emailHint: "Only so the pastor can reply; it is never shared.",
    reviewHint: "Your message will be reviewed before being sent to the pastor.",
    privacyLink: { href: "/privacy#notes", label: "Who reads your note, and how long we keep it" },
    submitLabel: "Send Note",
    submittingLabel: "Sending...",
    successMessage: "Thank you for your submission! Your note has been received and will be reviewed.",
    sentMessage: "Your note was sent. You can write another below.",
    rateLimitedMessage: "You have sent several notes in a short time. Please wait a little and try again.",
  },
};

declare module "../content-model/define" {
  interface EditableContent {
    shareNote: ShareNoteContent;
  }
}

export const shareNoteModule = defineContent({
  key: "shareNote",
  schema: shareNoteSchema,
  built: shareNote,
  // Each drawing of the form carries a key of its own (app/routes/share-note.tsx).
  page: { path: "/share-note", heading: (value) => value.hero.title, answer: "each visit" },
  staff: {
    part: "page",
    title: "Share a Note",
    description: "The words of the note of appreciation page and its form.",
    shownOn: [{ path: "/share-note", label: "Share a Note" }],
  },
});
