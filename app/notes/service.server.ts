// The appreciation-note service the server runs: checks a submission with the shared schema,
// stores it, and logs one line about it. The server opens it once and hands it to the routes that
// take notes (the form's action and the JSON API) through React Router's context.
import { createHmac, randomUUID } from "node:crypto";
import type { NoteStore } from "./note-store";
import { checkNote, type FieldErrors } from "./schema";

export type SubmitOutcome =
  | { outcome: "stored"; id: string }
  | { outcome: "invalid"; fields: FieldErrors }
  /** A bot filled the hidden field: it is told "thank you" and nothing is kept. */
  | { outcome: "ignored"; id: string }
  | { outcome: "failed" };

interface SubmitOptions {
  clientAddress: string;
  /** The honeypot field's value; people never see the field, so anything in it means a bot. */
  honeypot?: unknown;
}

export interface NoteService {
  store: NoteStore;
  submit(input: unknown, options: SubmitOptions): Promise<SubmitOutcome>;
}

export type LogLine = (line: string) => void;

/** A keyed hash of the client's address: the same sender can be recognised, never identified. */
export function hashAddress(secret: string, address: string): string {
  return createHmac("sha256", secret).update(address).digest("hex").slice(0, 32);
}

export function createNoteService(options: { store: NoteStore; secret: string; log?: LogLine }): NoteService {
  const { store, secret } = options;
  const log = options.log ?? ((line: string) => console.log(line));

  function logLine(id: string, pastor: unknown, outcome: string, started: number) {
    // Never the note's text, the sender's name or e-mail: only what is needed to follow a request.
    const knownPastor = typeof pastor === "string" && /^pastor\d+$/.test(pastor) ? pastor : null;
    const ms = Math.round((performance.now() - started) * 10) / 10;
    log(JSON.stringify({ event: "note-submission", id, pastor: knownPastor, outcome, ms }));
  }

  return {
    store,
    async submit(input, { clientAddress, honeypot }) {
      const started = performance.now();
      const id = randomUUID();
      const pastor = input && typeof input === "object" ? (input as { pastor?: unknown }).pastor : undefined;
      if (typeof honeypot === "string" ? honeypot.trim() !== "" : honeypot != null) {
        logLine(id, pastor, "ignored", started);
        return { outcome: "ignored", id };
      }
      const check = checkNote(input);
      if (!check.ok) {
        logLine(id, pastor, "invalid", started);
        return { outcome: "invalid", fields: check.fields };
      }
      try {
        await store.add({
          ...check.note,
          id,
          createdAt: new Date().toISOString(),
          clientHash: hashAddress(secret, clientAddress),
        });
      } catch (error) {
        console.error("A note could not be stored:", error);
        logLine(id, pastor, "failed", started);
        return { outcome: "failed" };
      }
      logLine(id, pastor, "stored", started);
      return { outcome: "stored", id };
    },
  };
}
