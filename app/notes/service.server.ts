// The appreciation-note service the server runs: checks a submission with the shared schema,
// stores it, and logs one line about it. The server opens it once and hands it to the routes that
// take notes (the form's action and the JSON API) through React Router's context.
import { createHmac, randomUUID } from "node:crypto";
import { defaultLanguage, type Language } from "~/content-model/languages";
import { checkNote, type FieldErrors } from "./schema";
import type { DatabaseNoteStore } from "./store.server";

export type SubmitOutcome =
  | { outcome: "stored"; id: string }
  | { outcome: "invalid"; fields: FieldErrors }
  /** A bot filled the hidden field: it is told "thank you" and nothing is kept. */
  | { outcome: "ignored"; id: string }
  /** Its sender has sent as many new notes as the limits allow for now. */
  | { outcome: "limited"; retryAfterSeconds: number }
  | { outcome: "failed" };

interface SubmitOptions {
  clientAddress: string;
  /** The honeypot field's value; people never see the field, so anything in it means a bot. */
  honeypot?: unknown;
  /** The language of the form it was sent from: its refusals are said in it, and the note keeps it. */
  language?: Language;
  /** The key its form was drawn with (newFormKey): the same note sent again with it is kept once. */
  formKey?: string;
  /**
   * Asked only of a note about to be kept anew (its sender's limits): a refusal, or a note sent
   * again, costs its sender nothing, so a person who corrects a field, or whose answer was lost on
   * the way and who sends once more, is never told "too many" for it.
   */
  admit?: () => Promise<{ retryAfterSeconds: number } | null>;
}

/**
 * A key for a note form as it is drawn: the page's loader puts one in the form, and each answer to
 * a stored note hands the next. A retry of the same note carries the same key, so it is kept once.
 */
export const newFormKey = (): string => randomUUID();

/** What a form key looks like (newFormKey): anything else was not drawn here. */
export const FORM_KEY = /^[\w-]{16,64}$/;

export type NoteService = ReturnType<typeof createNoteService>;

/** A keyed hash of the client's address: the same sender can be recognised, never identified. */
export function hashAddress(secret: string, address: string): string {
  return createHmac("sha256", secret).update(address).digest("hex").slice(0, 32);
}

export function createNoteService(options: { store: DatabaseNoteStore; secret: string; log?: (line: string) => void }) {
  const { store, secret } = options;
  const log = options.log ?? ((line: string) => console.log(line));

  async function outcomeOf(id: string, input: unknown, sent: SubmitOptions): Promise<SubmitOutcome> {
    const { honeypot } = sent;
    if (typeof honeypot === "string" ? honeypot.trim() !== "" : honeypot != null) return { outcome: "ignored", id };
    const language = sent.language ?? defaultLanguage;
    const check = checkNote(input, language);
    if (!check.ok) return { outcome: "invalid", fields: check.fields };
    try {
      const before = await store.keptBefore({ ...check.note, formKey: sent.formKey });
      if (before) return { outcome: "stored", id: before };
      const refused = await sent.admit?.();
      if (refused) return { outcome: "limited", ...refused };
      const stored = await store.add({
        ...check.note,
        language,
        id,
        createdAt: new Date().toISOString(),
        clientHash: hashAddress(secret, sent.clientAddress),
        formKey: sent.formKey,
      });
      return { outcome: "stored", id: stored };
    } catch (error) {
      console.error("A note could not be stored:", error);
      return { outcome: "failed" };
    }
  }

  return {
    store,
    async submit(input: unknown, options: SubmitOptions): Promise<SubmitOutcome> {
      const started = performance.now();
      const id = randomUUID();
      const submitted = await outcomeOf(id, input, options);
      // Never the note's text, the sender's name or e-mail: only what is needed to follow a request.
      const pastor = input && typeof input === "object" ? (input as { pastor?: unknown }).pastor : undefined;
      const knownPastor = typeof pastor === "string" && /^pastor\d+$/.test(pastor) ? pastor : null;
      const ms = Math.round((performance.now() - started) * 10) / 10;
      // A note sent again from its form answers with the id it was kept under the first time.
      const again = submitted.outcome === "stored" && submitted.id !== id;
      const logged = { event: "note-submission", id: again ? submitted.id : id, pastor: knownPastor };
      log(JSON.stringify({ ...logged, outcome: again ? "stored-before" : submitted.outcome, ms }));
      return submitted;
    },
  };
}
