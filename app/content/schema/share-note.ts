// The shape of share-note.ts: the words of the note of appreciation page and its form.
import { z } from "zod";
import { heroSchema, href, pageMetaSchema, text } from "./blocks";

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
    rateLimitedMessage: text,
  }),
});

export type ShareNoteContent = z.input<typeof shareNoteSchema>;
