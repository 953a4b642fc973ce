// The outbox against a real SMTP server started in this process (smtp-server) and a real database,
// on both engines: what arrives, what happens while the mail server is down, across a restart, and
// with two outboxes (two instances) at the same notes.
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { pastorInboxes } from "~/content/pastor-inboxes.server";
import type { SiteDatabase } from "~/db/database.server";
import { smtpSender } from "~/lib/smtp.server";
import { engines, openAnother, openTestDatabase, reopen, type TestDatabase } from "../../tests/databases";
import { type CaughtMail, startMailCatcher } from "../../tests/mail-catcher";
import { createOutbox, type Outbox, retryDelay } from "./outbox.server";
import { DatabaseNoteStore } from "./store.server";

const FROM = "The Bridge Church <notes@church.test>";

let test: TestDatabase;
let opened: SiteDatabase[];
let outboxes: Outbox[];
let smtp: Awaited<ReturnType<typeof startMailCatcher>> | undefined;
let received: CaughtMail[];

async function startSmtp(port = 0) {
  smtp = await startMailCatcher(received, port);
  return smtp.port;
}

async function stopSmtp() {
  await smtp?.close();
  smtp = undefined;
}

/** The store of one more instance of the site. */
async function anotherStore() {
  const database = await openAnother(test);
  opened.push(database);
  return new DatabaseNoteStore(database);
}

function openOutbox(store: DatabaseNoteStore, port: number, clock: () => Date) {
  const outbox = createOutbox({
    store,
    sender: smtpSender(`smtp://127.0.0.1:${port}`),
    from: FROM,
    clock,
    intervalMs: 3_600_000,
    log: () => {},
  });
  outboxes.push(outbox);
  return outbox;
}

async function approvedNote(
  store: DatabaseNoteStore,
  at: Date,
  extra: { senderName?: string; senderEmail?: string } = {},
) {
  await store.add({
    id: "note-1",
    createdAt: at.toISOString(),
    clientHash: "h",
    pastor: "pastor2",
    noteContent: 'Thank you <script>alert("x")</script> & "more"\nSecond line',
    senderName: extra.senderName ?? "Ana <Ortiz>",
    senderEmail: extra.senderEmail ?? "ana@example.org",
  });
  await store.decide("note-1", { action: "approve", reviewer: "Dana", at });
}

describe.each(engines)("delivery (%s)", (engine) => {
  let store: DatabaseNoteStore;
  const openStore = () => store;

  beforeEach(async () => {
    test = await openTestDatabase(engine);
    store = new DatabaseNoteStore(test.database);
    opened = [];
    outboxes = [];
    received = [];
  });

  afterEach(async () => {
    for (const outbox of outboxes) await outbox.stop();
    for (const database of opened) await database.close();
    await stopSmtp();
    await test.close();
  });

  it("e-mails an approved note to its pastor, with the sender as Reply-To and every field escaped", async () => {
    const port = await startSmtp();
    const store = openStore();
    const now = new Date("2026-11-21T15:00:00Z");
    await approvedNote(store, now);
    await openOutbox(store, port, () => now).runOnce();

    expect(received).toHaveLength(1);
    const [mail] = received;
    expect(mail?.to).toEqual([pastorInboxes.pastor2]);
    const raw = (mail?.raw ?? "").replace(/=\r?\n/g, "");
    expect(raw).toMatch(/^Reply-To: ana@example.org/m);
    expect(raw).toMatch(/^From: The Bridge Church <notes@church.test>/m);
    expect(raw).toMatch(/^Message-ID: <note-note-1@church.test>/m);
    expect(raw).toContain('Thank you <script>alert("x")</script> & "more"');
    expect(raw).toContain("&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &quot;more&quot;");
    expect(raw).toContain("Ana &lt;Ortiz&gt;");
    expect(raw).not.toMatch(/<script>alert[^\n]*<\/blockquote>/);
    expect(await store.get("note-1")).toMatchObject({
      status: "delivered",
      deliveredBy: "e-mail",
      deliveryAttempts: 1,
    });
    expect((await store.history(["note-1"])).get("note-1")?.map((e) => e.action)).toEqual(["approved", "delivered"]);
  });

  it("sends an anonymous note without a Reply-To", async () => {
    const port = await startSmtp();
    const store = openStore();
    await approvedNote(store, new Date(), { senderName: "", senderEmail: "" });
    await openOutbox(store, port, () => new Date()).runOnce();
    expect(received[0]?.raw).not.toMatch(/^Reply-To:/m);
    expect(received[0]?.raw).toContain("From: anonymous");
  });

  it("keeps the note while the mail server is down, retries on schedule, and sends it once it is back", async () => {
    const port = await startSmtp();
    await stopSmtp();
    const store = openStore();
    let now = new Date("2026-11-21T15:00:00Z");
    await approvedNote(store, now);
    const outbox = openOutbox(store, port, () => now);

    await outbox.runOnce();
    const failed = await store.get("note-1");
    expect(failed).toMatchObject({ status: "approved", deliveryAttempts: 1 });
    expect(failed?.lastError).toMatch(/ECONNREFUSED|connect/i);
    expect(failed?.nextAttemptAt).toBe(new Date(now.getTime() + 60_000).toISOString());

    // Not due yet: nothing is tried before the delay is over.
    now = new Date(now.getTime() + 30_000);
    await outbox.runOnce();
    expect((await store.get("note-1"))?.deliveryAttempts).toBe(1);

    await startSmtp(port);
    now = new Date(now.getTime() + 31_000);
    await outbox.runOnce();
    await outbox.runOnce();
    expect(received).toHaveLength(1);
    expect(await store.get("note-1")).toMatchObject({ status: "delivered", lastError: null, deliveryAttempts: 2 });
  });

  it("resumes after a restart and still sends the note only once", async () => {
    const port = await startSmtp();
    await stopSmtp();
    let now = new Date("2026-11-21T15:00:00Z");
    const first = openStore();
    await approvedNote(first, now);
    const firstOutbox = openOutbox(first, port, () => now);
    await firstOutbox.runOnce();
    await firstOutbox.stop();
    // The server stops and starts again: its database is closed and opened anew.
    await test.database.close();
    test.database = await reopen(test);

    await startSmtp(port);
    now = new Date(now.getTime() + 61_000);
    const second = new DatabaseNoteStore(test.database);
    const secondOutbox = openOutbox(second, port, () => now);
    await secondOutbox.runOnce();
    await secondOutbox.runOnce();
    expect(received).toHaveLength(1);
    expect((await second.get("note-1"))?.status).toBe("delivered");
  });

  it("never sends twice when two instances' outboxes find the same note due", async () => {
    const port = await startSmtp();
    const now = new Date();
    const [a, b] = [openStore(), await anotherStore()];
    await approvedNote(a, now);
    await Promise.all([openOutbox(a, port, () => now).runOnce(), openOutbox(b, port, () => now).runOnce()]);
    expect(received).toHaveLength(1);
  });

  it("hands each of two due notes to one of two instances' outboxes while both are sending", async () => {
    const port = await startSmtp();
    const now = new Date();
    const [a, b] = [openStore(), await anotherStore()];
    for (const [id, minute] of [
      ["note-a", 1],
      ["note-b", 2],
    ] as const) {
      const at = new Date(now.getTime() - (10 - minute) * 60_000);
      await a.add({
        id,
        createdAt: at.toISOString(),
        clientHash: "h",
        pastor: "pastor2",
        noteContent: id,
        senderName: "",
        senderEmail: "",
      });
      await a.decide(id, { action: "approve", reviewer: "Dana", at });
    }
    // Each worker's sender holds its first e-mail until the test lets it go.
    const held = () => {
      const real = smtpSender(`smtp://127.0.0.1:${port}`);
      let release = () => {};
      let started = () => {};
      const gate = new Promise<void>((resolve) => {
        release = resolve;
      });
      const sending = new Promise<void>((resolve) => {
        started = resolve;
      });
      return {
        release,
        sending,
        sender: {
          async send(email: Parameters<typeof real.send>[0]) {
            started();
            await gate;
            await real.send(email);
          },
        },
      };
    };
    const [heldA, heldB] = [held(), held()];
    const worker = (store: DatabaseNoteStore, sender: ReturnType<typeof held>["sender"]) => {
      const outbox = createOutbox({
        store,
        sender,
        from: FROM,
        clock: () => now,
        intervalMs: 3_600_000,
        log: () => {},
      });
      outboxes.push(outbox);
      return outbox;
    };
    // A takes note-a and waits in the middle of sending it.
    const runA = worker(a, heldA.sender).runOnce();
    await heldA.sending;
    // B finds note-b (note-a is taken), takes it and waits in the middle of sending it.
    const runB = worker(b, heldB.sender).runOnce();
    await heldB.sending;
    // A finishes note-a and looks for more: B has note-b, so A must leave it.
    heldA.release();
    await runA;
    heldB.release();
    await runB;
    expect(received.map((mail) => mail.raw.match(/^Message-ID: <note-(note-[ab])@/m)?.[1]).sort()).toEqual([
      "note-a",
      "note-b",
    ]);
  });

  it("stops only once a note being sent is recorded delivered, so a restart does not send it again", async () => {
    const port = await startSmtp();
    const store = openStore();
    await approvedNote(store, new Date());
    const real = smtpSender(`smtp://127.0.0.1:${port}`);
    let release = () => {};
    let started = () => {};
    const sending = new Promise<void>((resolve) => {
      started = resolve;
    });
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const outbox = createOutbox({
      store,
      sender: {
        async send(email) {
          started();
          await gate;
          await real.send(email);
        },
      },
      from: FROM,
      intervalMs: 3_600_000,
      log: () => {},
    });
    outboxes.push(outbox);
    void outbox.runOnce();
    await sending;
    const stopped = outbox.stop();
    release();
    await stopped;
    // The server closes its database as soon as the outbox has stopped, and starts again later.
    await test.database.close();
    test.database = await reopen(test);
    expect(await new DatabaseNoteStore(test.database).get("note-1")).toMatchObject({
      status: "delivered",
      sendingSince: null,
    });
  });

  it("waits 1, 5 and 30 minutes after the first failures, then a day", () => {
    expect([1, 2, 3, 4, 9].map((n) => retryDelay(n) / 60_000)).toEqual([1, 5, 30, 1440, 1440]);
  });

  it("only keeps approved notes when no mail server is set up", async () => {
    const store = openStore();
    await approvedNote(store, new Date());
    const outbox = createOutbox({ store, log: () => {} });
    outboxes.push(outbox);
    await outbox.runOnce();
    expect(outbox.sends).toBe(false);
    expect(await store.get("note-1")).toMatchObject({ status: "approved", deliveryAttempts: 0 });
  });
});
