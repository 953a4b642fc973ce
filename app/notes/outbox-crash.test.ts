// What the pastor receives when the outbox's process dies in its one uncertain moment: after the
// mail server has taken the note, before the outbox has recorded it. A real worker process is
// killed (SIGKILL) inside that window, with a real SMTP server and a real SQLite file.
import { type ChildProcess, spawn } from "node:child_process";
import { once } from "node:events";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, expect, it } from "vitest";
import { type CaughtMail, startMailCatcher } from "../../tests/mail-catcher";
import { createOutbox, smtpSender } from "./outbox.server";
import { SqliteNoteStore } from "./store.server";

let dataDir: string;
beforeEach(() => {
  dataDir = mkdtempSync(join(tmpdir(), "outbox-crash-"));
});
afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

const messageId = (mail: CaughtMail) => mail.raw.match(/^Message-ID: (.+)$/m)?.[1]?.trim();

it("a worker killed after the mail server took a note sends it once more, same Message-ID, and flags it", async () => {
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
  const store = new SqliteNoteStore({ dataDir });
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
    store.decide("note-1", { action: "approve", reviewer: "Dana", at: approvedAt });

    worker = spawn(process.execPath, ["tests/outbox-worker.mjs", dataDir, String(smtp.port)], { stdio: "ignore" });
    const [code, signal] = await once(worker, "exit");
    expect({ code, signal }).toEqual({ code: null, signal: "SIGKILL" });
    expect(received).toHaveLength(1);
    // What the dead worker left: the note still approved, its attempt in flight, no outcome.
    expect(store.get("note-1")).toMatchObject({ status: "approved", deliveryAttempts: 0 });
    expect(store.get("note-1")?.sendingSince).not.toBeNull();

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
    expect(store.get("note-1")).toMatchObject({
      status: "delivered",
      deliveryAttempts: 1,
      sendingSince: null,
      resentAfterInterruption: 1,
    });
  } finally {
    store.close();
    await smtp.close();
  }
}, 60_000);
