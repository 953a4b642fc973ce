// What the pastor receives when the outbox's process dies in its one uncertain moment: after the
// mail server has taken the note, before the outbox has recorded it. A real worker process is
// killed (SIGKILL) inside that window, with a real SMTP server and a real database of each engine.
import { type ChildProcess, spawn } from "node:child_process";
import { once } from "node:events";
import { expect, it } from "vitest";
import { smtpSender } from "~/lib/smtp.server";
import { engines, openTestDatabase } from "../../tests/databases";
import { type CaughtMail, startMailCatcher } from "../../tests/mail-catcher";
import { createOutbox } from "./outbox.server";
import { DatabaseNoteStore } from "./store.server";

const messageId = (mail: CaughtMail) => mail.raw.match(/^Message-ID: (.+)$/m)?.[1]?.trim();

it.each(engines)(
  "a worker killed after the mail server took a note sends it once more, same Message-ID, and flags it (%s)",
  async (engine) => {
    const received: CaughtMail[] = [];
    let worker: ChildProcess | undefined;
    let killed = false;
    const smtp = await startMailCatcher(received, 0, async () => {
      // The message is whole and kept; the worker has not heard "250 OK" yet. Now it dies.
      if (killed || !worker) return;
      killed = true;
      const exited = once(worker, "exit");
      worker.kill("SIGKILL");
      await exited;
    });
    const test = await openTestDatabase(engine);
    const store = new DatabaseNoteStore(test.database);
    try {
      const approvedAt = new Date();
      await store.add({
        id: "note-1",
        createdAt: approvedAt.toISOString(),
        clientHash: "h",
        pastor: "pastor2",
        noteContent: "Thank you for the Christmas visit.",
        senderName: "Ana",
        senderEmail: "",
      });
      await store.decide("note-1", { action: "approve", reviewer: "Dana", at: approvedAt });

      const where = [test.dataDir, String(smtp.port), ...(test.url ? [test.url] : [])];
      worker = spawn(process.execPath, ["tests/outbox-worker.mjs", ...where], { stdio: "ignore" });
      const [code, signal] = await once(worker, "exit");
      expect({ code, signal }).toEqual({ code: null, signal: "SIGKILL" });
      expect(received).toHaveLength(1);
      // What the dead worker left: the note still approved, its attempt in flight, no outcome.
      expect(await store.get("note-1")).toMatchObject({ status: "approved", deliveryAttempts: 0 });
      expect((await store.get("note-1"))?.sendingSince).not.toBeNull();

      // The next worker, once the dead one's five-minute lease has run out.
      const later = new Date(Date.now() + 6 * 60_000);
      const next = createOutbox({
        store,
        sender: smtpSender(`smtp://127.0.0.1:${smtp.port}`),
        from: "The Bridge Church <notes@church.test>",
        clock: () => later,
        intervalMs: 3_600_000,
        log: () => {},
      });
      await next.runOnce();
      await next.runOnce();
      await next.stop();

      // The pastor has the note twice, as one message (one Message-ID), and never a third time.
      expect(received).toHaveLength(2);
      expect(messageId(received[0] as CaughtMail)).toBe("<note-note-1@church.test>");
      expect(messageId(received[1] as CaughtMail)).toBe(messageId(received[0] as CaughtMail));
      expect(await store.get("note-1")).toMatchObject({
        status: "delivered",
        deliveryAttempts: 1,
        sendingSince: null,
        resentAfterInterruption: 1,
      });
    } finally {
      await test.close();
      await smtp.close();
    }
  },
  60_000,
);
