// The outbox: a worker in the server process that e-mails approved notes to their pastors. The
// database is the queue, so a note waits safely while the mail server is down or the site
// restarts, and each attempt is recorded on the note for the review page. Every instance runs one;
// the store hands each due note to one of them (DatabaseNoteStore.claimNext).
import { pastorInboxes } from "~/content/pastor-inboxes.server";
import { type MailSender, smtpSender } from "~/lib/smtp.server";
import { titledName } from "~/lib/titled-name";
import { builtContent, type PublishedContent } from "~/published/content";
import { composeNoteEmail } from "./note-email.server";
import type { StoredNote } from "./note-store";
import type { DatabaseNoteStore } from "./store.server";

const MINUTE = 60_000;
/** Wait after the 1st, 2nd and 3rd failure; after that, once a day until it goes through. */
const RETRY_DELAYS = [1 * MINUTE, 5 * MINUTE, 30 * MINUTE];
const DAILY = 24 * 60 * MINUTE;

export function retryDelay(failures: number): number {
  return RETRY_DELAYS[failures - 1] ?? DAILY;
}

export type Outbox = ReturnType<typeof createOutbox>;

export interface OutboxOptions {
  store: DatabaseNoteStore;
  /** Without a sender the outbox only keeps notes; nothing is sent. */
  sender?: MailSender;
  from?: string;
  /** How often due notes are looked for; also how soon a retry after its delay is noticed. */
  intervalMs?: number;
  /** How long one attempt may hold a note before another run may try it again. */
  leaseMs?: number;
  clock?: () => Date;
  log?: (line: string) => void;
  /** The content as the site shows it now: the pastors' names and the church's (staff may have changed them since the build). */
  content?: () => PublishedContent;
}

export function createOutbox(options: OutboxOptions) {
  const { store, sender, from = "", intervalMs = 30_000, leaseMs = 5 * MINUTE } = options;
  const clock = options.clock ?? (() => new Date());
  const log = options.log ?? ((line: string) => console.log(line));
  const content = options.content ?? (() => builtContent);
  const sentNotRecorded = new Set<string>();
  let running: Promise<void> | undefined;
  let runAgain = false;
  let stopped = false;

  /** One attempt at a note this outbox has claimed. */
  async function attempt(note: StoredNote) {
    const attemptNumber = note.deliveryAttempts + 1;
    if (sentNotRecorded.has(note.id)) return await record(note, attemptNumber);
    // An earlier attempt began and never recorded its outcome: the process stopped while the note
    // was with the mail server, which may have taken it. It is sent again, with the same Message-ID,
    // and counted, so the review page can say the pastor may have two copies (docs/decisions/0012).
    if (note.sendingSince) {
      await store.markResent(note.id);
      log(JSON.stringify({ event: "note-delivery", id: note.id, outcome: "resending-after-interruption" }));
    }
    try {
      const { pastors, site } = content();
      const pastor = pastors.pastors.find((each) => each.id === note.pastor);
      const name = pastor && titledName(pastor);
      const address = pastorInboxes[note.pastor as keyof typeof pastorInboxes];
      if (!name || !address) {
        throw new Error(`No e-mail address for ${note.pastor} in app/content/pastor-inboxes.server.ts`);
      }
      await sender?.send(
        composeNoteEmail(note, { recipient: { pastorName: name, address }, from, churchName: site.name }),
      );
    } catch (error) {
      const reason = (error instanceof Error ? error.message : String(error)).slice(0, 500);
      const now = clock();
      await store.markFailed(note.id, reason, now, new Date(now.getTime() + retryDelay(attemptNumber)));
      log(JSON.stringify({ event: "note-delivery", id: note.id, outcome: "failed", attempt: attemptNumber, reason }));
      return;
    }
    await record(note, attemptNumber);
  }

  /**
   * Marks a sent note delivered. If the database refuses just then, the e-mail has still gone: it
   * is not a failed delivery (that would send it again), so the record is retried on later runs.
   */
  async function record(note: StoredNote, attemptNumber: number) {
    try {
      await store.markDelivered(note.id, clock());
      sentNotRecorded.delete(note.id);
      log(JSON.stringify({ event: "note-delivery", id: note.id, outcome: "delivered", attempt: attemptNumber }));
    } catch (error) {
      sentNotRecorded.add(note.id);
      console.error(`Note ${note.id} was e-mailed but could not be marked delivered yet:`, error);
    }
  }

  async function drain() {
    // Notes this outbox e-mailed but could not mark delivered are marked first, before their lease
    // runs out and another instance's outbox takes them again.
    for (const id of sentNotRecorded) {
      const note = await store.get(id);
      if (note?.status !== "approved") sentNotRecorded.delete(id);
      else await record(note, note.deliveryAttempts + 1);
    }
    // One note at a time: notes are few, and a slow mail server should not be hit in parallel.
    while (!stopped) {
      const now = clock();
      const note = await store.claimNext(now, new Date(now.getTime() + leaseMs));
      if (!note) return;
      await attempt(note);
    }
  }

  /** Sends every note that is due now; resolves when done. */
  function runOnce(): Promise<void> {
    // Once stopped, nothing runs again: the store may already be closed.
    if (!sender || stopped) return Promise.resolve();
    if (running) {
      runAgain = true;
      return running;
    }
    running = (async () => {
      try {
        do {
          runAgain = false;
          await drain();
        } while (runAgain && !stopped);
      } catch (error) {
        console.error("The outbox could not read the notes:", error);
      } finally {
        running = undefined;
      }
    })();
    return running;
  }

  const timer = sender ? setInterval(() => void runOnce(), intervalMs).unref() : undefined;
  // Notes approved before a restart are due now: pick them up straight away.
  if (sender) setImmediate(() => void runOnce());

  return {
    /** False when no mail server is set up: approved notes then wait for hand delivery. */
    sends: Boolean(sender),
    runOnce,
    /** Asks for a run soon (or at `at`: when an approved note's wait ends), instead of at the next tick. */
    wake(at?: Date): void {
      const wait = at ? at.getTime() - clock().getTime() : 0;
      if (stopped) return;
      if (wait <= 0) void runOnce();
      else setTimeout(() => void runOnce(), wait).unref();
    },
    /** Stops the timer and waits for a send in progress to finish. */
    async stop(): Promise<void> {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}

/** The server's outbox: sending over SMTP_URL from MAIL_FROM, or only keeping notes without them. */
export function openOutbox(
  store: DatabaseNoteStore,
  mail: { smtpUrl: string; from: string } | undefined,
  content?: () => PublishedContent,
): Outbox {
  return createOutbox({ store, sender: mail ? smtpSender(mail.smtpUrl) : undefined, from: mail?.from, content });
}
