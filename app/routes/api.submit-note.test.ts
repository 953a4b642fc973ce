// POST /api/submit-note's action with the server's real services and a real SQLite file.
import { afterEach, describe, expect, it } from "vitest";
import { defaultLanguage, languageCodes } from "~/content-model/languages";
import { noteMessages } from "~/notes/messages";
import { engines, type TestEngine } from "../../tests/databases";
import { openTestServices } from "../../tests/route-context";
import { action, loader } from "./api.submit-note";

const valid = {
  pastor: "pastor1",
  noteContent: "Thank you for everything.",
  senderName: "Ana",
  senderEmail: "ana@example.org",
};

let open: Awaited<ReturnType<typeof openTestServices>> | undefined;
afterEach(async () => {
  await open?.close();
  open = undefined;
});

async function start(limits = { perMinute: 0, perDay: 0 }, engine: TestEngine = "sqlite") {
  open = await openTestServices({ noteLimits: limits }, engine);
  return open;
}

function post(body: unknown, init: { headers?: Record<string, string>; method?: string } = {}) {
  return new Request("http://church.test/api/submit-note", {
    method: init.method ?? "POST",
    headers: { "Content-Type": "application/json", ...init.headers },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
}

async function send(request: Request, address = "127.0.0.1") {
  if (!open) throw new Error("start() first");
  return action({
    request,
    context: open.context(address),
    params: {},
    url: new URL(request.url),
    pattern: "/api/submit-note",
  });
}

/** A body that arrives in pieces with no Content-Length, as a chunked upload does. */
function chunked(chunks: number, size: number) {
  let sent = 0;
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (sent++ >= chunks) return controller.close();
      controller.enqueue(new TextEncoder().encode("a".repeat(size)));
    },
  });
  return new Request("http://church.test/api/submit-note", {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body,
    duplex: "half",
  } as RequestInit);
}

describe("POST /api/submit-note", () => {
  it("stores a valid note exactly once and answers 201 with its id", async () => {
    const { services } = await start();
    const response = await send(post(valid));
    expect(response.status).toBe(201);
    expect(response.headers.get("cache-control")).toBe("no-store");
    const { id } = await response.json();
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(await services.notes.notes.store.count()).toBe(1);
    expect(await services.notes.notes.store.get(id)).toMatchObject({ ...valid, status: "pending" });
    expect((await services.notes.notes.store.get(id))?.clientHash).toMatch(/^[0-9a-f]{32}$/);
  });

  it.each(engines)("keeps the language of the form a note was written in, English unless told (%s)", async (engine) => {
    const { services } = await start(undefined, engine);
    const { store } = services.notes.notes;
    for (const language of languageCodes) {
      const { id } = await (await send(post({ ...valid, language }))).json();
      expect((await store.get(id))?.language, language).toBe(language);
    }
    const untold = await (await send(post(valid))).json();
    expect((await store.get(untold.id))?.language).toBe(defaultLanguage);
    // A language the site is not in is refused, not stored as if sent from the English form.
    const before = await store.count();
    for (const language of ["xx", "EN", "", 7, ["es"]]) {
      const response = await send(post({ ...valid, language }));
      expect(response.status, JSON.stringify(language)).toBe(400);
      expect((await response.json()).error, JSON.stringify(language)).toBe(noteMessages.en.formUnreadable);
    }
    expect(await store.count()).toBe(before);
  });

  it("refuses a note from the Spanish form in Spanish, field by field, and stores nothing", async () => {
    const { services } = await start();
    const response = await send(post({ pastor: "pastor9", noteContent: "   ", senderEmail: "nope", language: "es" }));
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error: "Algunos campos necesitan tu atención.",
      fields: {
        pastor: "Elige a uno de los pastores",
        noteContent: "Escribe una nota",
        senderEmail: "Escribe un correo electrónico válido, o déjalo en blanco",
      },
    });
    expect(await services.notes.notes.store.count()).toBe(0);
  });

  it("keeps markup, emoji and line breaks exactly as sent", async () => {
    const { services } = await start();
    const noteContent = "<script>alert(1)</script> 🙏\n<b>thanks</b>";
    const { id } = await (await send(post({ ...valid, noteContent }))).json();
    expect((await services.notes.notes.store.get(id))?.noteContent).toBe(noteContent);
  });

  it("answers 400 with the bad fields in plain words, and stores nothing", async () => {
    const { services } = await start();
    const response = await send(post({ pastor: "pastor9", noteContent: "   ", senderEmail: "nope" }));
    expect(response.status).toBe(400);
    expect((await response.json()).fields).toEqual({
      pastor: "Please choose one of the pastors",
      noteContent: "Please write a note",
      senderEmail: "Please enter a valid e-mail address, or leave it empty",
    });
    expect(await services.notes.notes.store.count()).toBe(0);
  });

  it("answers 400 for wrong types, malformed JSON, broken UTF-8 and lone surrogates, never 5xx", async () => {
    const { services } = await start();
    expect((await send(post({ pastor: 1, noteContent: [] }))).status).toBe(400);
    for (const body of ["{not json", "[]", "null", "", '{"pastor":"pastor1","noteContent":"\\ud800"}']) {
      expect((await send(post(body))).status, body).toBe(400);
    }
    const brokenUtf8 = new Request("http://church.test/api/submit-note", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: new Uint8Array([0x7b, 0xff, 0xfe, 0x7d]),
    });
    expect((await send(brokenUtf8)).status).toBe(400);
    expect(await services.notes.notes.store.count()).toBe(0);
  });

  it("answers 415 to anything but UTF-8 JSON", async () => {
    const { services } = await start();
    for (const type of ["application/x-www-form-urlencoded", "text/plain", "multipart/form-data; boundary=x"]) {
      expect((await send(post(valid, { headers: { "Content-Type": type } }))).status, type).toBe(415);
    }
    expect((await send(post(valid, { headers: { "Content-Type": "application/json; charset=latin1" } }))).status).toBe(
      415,
    );
    expect(await services.notes.notes.store.count()).toBe(0);
  });

  it("answers 413 to a body over 16 KB, declared or streamed without a length", async () => {
    const { services } = await start();
    expect((await send(post({ ...valid, noteContent: "a".repeat(17 * 1024) }))).status).toBe(413);
    expect((await send(chunked(20, 1024))).status).toBe(413);
    expect(await services.notes.notes.store.count()).toBe(0);
  });

  it("stops reading a streamed body as soon as it passes the limit", async () => {
    await start();
    let pulled = 0;
    const endless = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled++;
        controller.enqueue(new Uint8Array(1024));
      },
    });
    const request = new Request("http://church.test/api/submit-note", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: endless,
      duplex: "half",
    } as RequestInit);
    expect((await send(request)).status).toBe(413);
    expect(pulled).toBeLessThan(40);
  });

  it("answers 405 with Allow: POST to other methods", async () => {
    await start();
    const response = loader();
    expect(response.status).toBe(405);
    expect(response.headers.get("allow")).toBe("POST");
    expect((await send(post(valid, { method: "PUT" }))).status).toBe(405);
  });

  it("thanks a bot that filled the hidden field, and keeps nothing", async () => {
    const { services } = await start();
    expect((await send(post({ ...valid, website: "http://spam.example" }))).status).toBe(201);
    expect(await services.notes.notes.store.count()).toBe(0);
  });

  it.each(engines)(
    "counts only notes kept anew: a refusal, or the same note sent again, costs nothing (%s)",
    async (engine) => {
      const { services } = await start({ perMinute: 2, perDay: 30 }, engine);
      const key = (n: number) => `form-key-${n}-0123456789`;
      // A person who corrects the form five times still has the minute's notes to send.
      for (let i = 0; i < 5; i++)
        expect((await send(post({ ...valid, noteKey: key(1), pastor: "" }))).status).toBe(400);
      const first = await send(post({ ...valid, noteKey: key(1) }));
      expect(first.status).toBe(201);
      const { id } = await first.json();
      // The answer was lost on the way, and the note is sent again, and again: the same note, once.
      for (let i = 0; i < 3; i++) {
        const again = await send(post({ ...valid, noteKey: key(1) }));
        expect(again.status).toBe(201);
        expect((await again.json()).id).toBe(id);
      }
      const second = { ...valid, noteContent: "And for the youth retreat.", noteKey: key(2) };
      expect((await send(post(second))).status).toBe(201);
      // The limit holds for a third new note...
      expect((await send(post({ ...valid, noteContent: "A third.", noteKey: key(3) }))).status).toBe(429);
      // ...and not for the second sent once more, whose sender hears it was kept.
      expect((await send(post(second))).status).toBe(201);
      expect(await services.notes.notes.store.count()).toBe(2);
    },
  );

  it("logs one line per submission without the note's text or the sender's e-mail", async () => {
    const { logLines } = await start();
    await send(post(valid));
    await send(post({ ...valid, pastor: "" }));
    expect(logLines).toHaveLength(2);
    const [stored, invalid] = logLines.map((line) => JSON.parse(line));
    expect(stored).toMatchObject({ event: "note-submission", pastor: "pastor1", outcome: "stored" });
    expect(invalid).toMatchObject({ outcome: "invalid" });
    expect(logLines.join("\n")).not.toMatch(/Thank you for everything|ana@example\.org|Ana/);
  });

  it.each(engines)("limits notes per address and says when to try again (%s)", async (engine) => {
    const { services } = await start({ perMinute: 5, perDay: 30 }, engine);
    for (let i = 0; i < 5; i++) expect((await send(post(valid))).status).toBe(201);
    const limited = await send(post(valid));
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(Number(limited.headers.get("retry-after"))).toBeLessThanOrEqual(60);
    // Said in words, in the form's language: within the minute.
    expect((await limited.json()).error).toBe("Too many notes from this address. You can send another in 1 minute.");
    const spanish = await send(post({ ...valid, language: "es" }));
    expect((await spanish.json()).error).toBe(
      "Se enviaron demasiadas notas desde esta dirección. Podrás enviar otra en 1 minuto.",
    );
    expect((await send(post(valid), "192.0.2.7")).status).toBe(201);
    expect(await services.notes.notes.store.count()).toBe(6);
  });

  it.each(engines)("stores 500 notes sent at once, each exactly once, one row per 201 (%s)", async (engine) => {
    const { services } = await start(undefined, engine);
    const responses = await Promise.all(
      Array.from({ length: 500 }, (_, i) => send(post({ ...valid, noteContent: `Note number ${i}` }))),
    );
    const ids = await Promise.all(responses.map(async (r) => (r.status === 201 ? (await r.json()).id : null)));
    expect(responses.every((r) => r.status === 201)).toBe(true);
    expect(new Set(ids).size).toBe(500);
    expect(await services.notes.notes.store.count()).toBe(500);
  });
});
