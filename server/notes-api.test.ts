// POST /api/submit-note against a real SQLite file in a temporary folder.
import { mkdtempSync, rmSync } from "node:fs";
import type { Server } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import express from "express";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { type NoteService, openNoteService } from "../app/notes/service.server";
import { notesApi } from "./notes-api.js";

const migrationsDir = join(process.cwd(), "db/migrations");
const valid = {
  pastor: "pastor1",
  noteContent: "Thank you for everything.",
  senderName: "Ana",
  senderEmail: "ana@example.org",
};

let dataDir: string;
let notes: NoteService;
let server: Server;
let base: string;
let logLines: string[];

async function start(options: { perMinute?: number; perDay?: number; trustProxy?: boolean | number } = {}) {
  logLines = [];
  notes = openNoteService({
    dataDir,
    migrationsDir,
    secret: "test-secret-0123456789",
    log: (line) => logLines.push(line),
  });
  const app = express();
  app.set("trust proxy", options.trustProxy ?? false);
  app.use(notesApi({ notes, limits: { perMinute: options.perMinute ?? 0, perDay: options.perDay ?? 0 } }));
  server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  const address = server.address();
  base = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;
}

function post(body: unknown, headers: Record<string, string> = {}) {
  return fetch(`${base}/api/submit-note`, {
    method: "POST",
    headers: { "Content-Type": "application/json", ...headers },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
}

beforeEach(() => {
  dataDir = mkdtempSync(join(tmpdir(), "notes-api-"));
});

afterEach(async () => {
  await new Promise((resolve) => server?.close(resolve));
  notes?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe("POST /api/submit-note", () => {
  it("stores a valid note exactly once and answers 201 with its id", async () => {
    await start();
    const response = await post(valid);
    expect(response.status).toBe(201);
    const { id } = await response.json();
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(notes.store.count()).toBe(1);
    expect(notes.store.get(id)).toMatchObject({ ...valid, status: "pending" });
    expect(notes.store.get(id)?.clientHash).toMatch(/^[0-9a-f]{32}$/);
    expect(notes.store.get(id)?.clientHash).not.toContain("127.0.0.1");
  });

  it("keeps markup and emoji exactly as sent", async () => {
    await start();
    const noteContent = "<script>alert(1)</script> 🙏 <b>thanks</b>";
    const { id } = await (await post({ ...valid, noteContent })).json();
    expect(notes.store.get(id)?.noteContent).toBe(noteContent);
  });

  it("answers 400 with the bad fields in plain words, and stores nothing", async () => {
    await start();
    const response = await post({ pastor: "pastor9", noteContent: "   ", senderEmail: "nope" });
    expect(response.status).toBe(400);
    const body = await response.json();
    expect(body.fields).toEqual({
      pastor: "Please choose one of the pastors",
      noteContent: "Please write a note",
      senderEmail: "Please enter a valid e-mail address, or leave it empty",
    });
    expect(notes.store.count()).toBe(0);
  });

  it("answers 400 for wrong types and for malformed JSON, never 5xx", async () => {
    await start();
    expect((await post({ pastor: 1, noteContent: [] })).status).toBe(400);
    expect((await post("{not json")).status).toBe(400);
    expect((await post("[]")).status).toBe(400);
    expect((await post("null")).status).toBe(400);
    expect(notes.store.count()).toBe(0);
  });

  it("answers 415 to anything but JSON", async () => {
    await start();
    const response = await fetch(`${base}/api/submit-note`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: "pastor=pastor1&noteContent=hi",
    });
    expect(response.status).toBe(415);
    expect(notes.store.count()).toBe(0);
  });

  it("answers 413 to a body over 16 KB", async () => {
    await start();
    const response = await post({ ...valid, noteContent: "a".repeat(17 * 1024) });
    expect(response.status).toBe(413);
    expect(notes.store.count()).toBe(0);
  });

  it("answers 405 with Allow: POST to other methods", async () => {
    await start();
    for (const method of ["GET", "PUT", "DELETE"]) {
      const response = await fetch(`${base}/api/submit-note`, { method });
      expect(response.status).toBe(405);
      expect(response.headers.get("allow")).toBe("POST");
    }
  });

  it("thanks a bot that filled the hidden field, and keeps nothing", async () => {
    await start();
    const response = await post({ ...valid, website: "http://spam.example" });
    expect(response.status).toBe(201);
    expect(notes.store.count()).toBe(0);
  });

  it("logs one line per submission without the note's text or the sender's e-mail", async () => {
    await start();
    await post(valid);
    await post({ ...valid, pastor: "" });
    expect(logLines).toHaveLength(2);
    const [stored, invalid] = logLines.map((line) => JSON.parse(line));
    expect(stored).toMatchObject({ event: "note-submission", pastor: "pastor1", outcome: "stored" });
    expect(invalid).toMatchObject({ outcome: "invalid" });
    expect(logLines.join("\n")).not.toMatch(/Thank you for everything|ana@example\.org|Ana/);
  });

  it("limits notes per address and says when to try again", async () => {
    await start({ perMinute: 5, perDay: 30 });
    for (let i = 0; i < 5; i++) expect((await post(valid)).status).toBe(201);
    const limited = await post(valid);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(Number(limited.headers.get("retry-after"))).toBeLessThanOrEqual(60);
    expect(notes.store.count()).toBe(5);
  });

  it("ignores X-Forwarded-For unless a proxy is trusted", async () => {
    await start({ perMinute: 1 });
    expect((await post(valid, { "X-Forwarded-For": "203.0.113.1" })).status).toBe(201);
    expect((await post(valid, { "X-Forwarded-For": "203.0.113.2" })).status).toBe(429);
  });

  it("counts each client separately behind a trusted proxy", async () => {
    await start({ perMinute: 1, trustProxy: 1 });
    expect((await post(valid, { "X-Forwarded-For": "203.0.113.1" })).status).toBe(201);
    expect((await post(valid, { "X-Forwarded-For": "203.0.113.2" })).status).toBe(201);
    expect((await post(valid, { "X-Forwarded-For": "203.0.113.1" })).status).toBe(429);
  });

  it("stores 500 notes sent at once, each exactly once, one row per 201", async () => {
    await start();
    const responses = await Promise.all(
      Array.from({ length: 500 }, (_, i) => post({ ...valid, noteContent: `Note number ${i}` })),
    );
    const ids = await Promise.all(responses.map(async (r) => (r.status === 201 ? (await r.json()).id : null)));
    expect(responses.every((r) => r.status === 201)).toBe(true);
    expect(new Set(ids).size).toBe(500);
    expect(notes.store.count()).toBe(500);
    for (const id of ids) expect(notes.store.get(id)).toBeDefined();
  });
});
