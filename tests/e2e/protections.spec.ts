// Every protection, tried the way an attacker sends requests: each spelling of a path that reaches a
// service (dot segments, `..`, backslashes, percent-encoding, case, the `.data` twin, `?index`),
// sent as written with node:http against a production server of its own.
import { readdirSync, readFileSync } from "node:fs";
import { connect } from "node:net";
import Database from "better-sqlite3";
import { errorWords } from "../../app/components/interface-words";
import { languageCodes, languageOfPath, pathIn } from "../../app/content-model/languages";
import { hashPassword } from "../../app/staff/passwords.server";
import { refusalWords } from "../../server/refusal-words";
import { expect, test } from "./fixtures";
import { raw, rawRequestText, rawStream } from "./raw-http";
import { listeningOrigin, startServer } from "./server-process";

const PASSWORD = "correct horse battery staple";
const SESSION_SECRET = "protections-session-secret-0123456789";
const dataDir = `test-results/data-protections-${process.pid}`;

let origin = "";
let serverOutput: () => string = () => "";
let stop: () => void = () => {};

test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  const { child, output } = startServer({
    PORT: "0",
    DATA_DIR: dataDir,
    NOTE_LIMIT_PER_MINUTE: "5",
    NOTE_LIMIT_PER_DAY: "0",
    // Each test speaks for a client address of its own through X-Forwarded-For.
    TRUST_PROXY: "1",
    REVIEWERS: `Dana=${await hashPassword(PASSWORD, { log2N: 10, r: 8, p: 1 })}`,
    SESSION_SECRET,
  });
  origin = await listeningOrigin(output);
  serverOutput = output;
  stop = () => child.kill("SIGTERM");
});

test.afterAll(() => stop());

const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();
const formHeaders = (client: string) => ({
  "Content-Type": "application/x-www-form-urlencoded",
  "X-Forwarded-For": client,
});

function storedNotes(marker: string): number {
  const db = new Database(`${dataDir}/notes.sqlite3`, { readonly: true });
  try {
    return db.prepare("SELECT count(*) FROM notes WHERE note_text LIKE ?").pluck().get(`%${marker}%`) as number;
  } finally {
    db.close();
  }
}

/** The language each note sent with `marker` was kept in. */
function storedLanguages(marker: string): string[] {
  const db = new Database(`${dataDir}/notes.sqlite3`, { readonly: true });
  try {
    const select = db.prepare("SELECT language FROM notes WHERE note_text LIKE ? ORDER BY note_text");
    return select.pluck().all(`%${marker}%`) as string[];
  } finally {
    db.close();
  }
}

const noteFormPaths = [
  "/share-note",
  "/share-note.data",
  "/./share-note",
  "/x/../share-note",
  "/%73hare-note",
  "/share-note/",
  "/Share-Note",
  "/x\\..\\share-note",
  "/share-note?index",
  "/share-note.data?index",
];
const noteApiPaths = ["/api/submit-note", "/api/./submit-note", "/x/../api/submit-note", "/API/Submit-Note"];

test("the note limit counts every way of sending a note, whatever the spelling", async () => {
  const marker = `limit-${Date.now()}`;
  const client = "203.0.113.10";
  const statuses: number[] = [];
  for (const path of noteFormPaths) {
    const body = form({ pastor: "pastor1", noteContent: `${marker} via ${path}` });
    statuses.push((await raw(origin, path, { method: "POST", headers: formHeaders(client), body })).status);
  }
  for (const path of noteApiPaths) {
    const body = JSON.stringify({ pastor: "pastor1", noteContent: `${marker} via ${path}` });
    const headers = { "Content-Type": "application/json", "X-Forwarded-For": client };
    statuses.push((await raw(origin, path, { method: "POST", headers, body })).status);
  }
  expect(statuses.slice(0, 5)).toEqual([201, 201, 201, 201, 201]);
  expect(statuses.slice(5)).toEqual(statuses.slice(5).map(() => 429));
  expect(storedNotes(marker)).toBe(5);
});

test("a note keeps the language of the address that answers it, however the path is spelled", async () => {
  const marker = `language-${Date.now()}`;
  // [path as sent, the language of the page that answers it], each from an address of its own.
  const sent: [string, string][] = [
    ["/es/../share-note", "en"],
    ["/x/../es/share-note", "es"],
    ["/es/%2e%2e/share-note", "en"],
    ["/es/./share-note", "es"],
  ];
  for (const [index, [path, language]] of sent.entries()) {
    const body = form({ pastor: "pastor1", noteContent: `${marker} ${index} ${language}` });
    const response = await raw(origin, path, {
      method: "POST",
      headers: formHeaders(`203.0.113.${140 + index}`),
      body,
    });
    expect(response.status, path).toBe(201);
    expect(response.body, path).toContain(`<html lang="${language}"`);
  }
  const api = JSON.stringify({ pastor: "pastor1", noteContent: `${marker} 4 en` });
  const headers = { "Content-Type": "application/json", "X-Forwarded-For": "203.0.113.144" };
  expect((await raw(origin, "/es/../api/submit-note", { method: "POST", headers, body: api })).status).toBe(201);
  expect(storedLanguages(marker)).toEqual(["en", "es", "en", "es", "en"]);
});

test("a body over the limit is refused at once, declared or chunked, and nothing of it comes back", async () => {
  const before = storedNotes("");
  const client = "203.0.113.11";
  // Each body is left unfinished: only a server that refuses without reading to the end answers.
  for (const path of ["/share-note", "/share-note.data", "/./share-note", "/x/../share-note", "/staff/login"]) {
    const declared = await rawStream(origin, path, {
      headers: formHeaders(client),
      declared: 20 * 1024 * 1024,
      send: 64 * 1024,
    });
    expect(declared.status, path).toBe(413);
    expect(declared.body.length, path).toBeLessThan(1024);
  }
  for (const path of ["/share-note.data", "/./share-note", "/%73hare-note", "/staff/./login"]) {
    // Four times the largest form, with no length to refuse it by: refused as it is read.
    const chunked = await rawStream(origin, path, { headers: formHeaders(client), send: 256 * 1024 });
    expect(chunked.status, path).toBe(413);
    expect(chunked.body.length, path).toBeLessThan(64 * 1024);
    expect(chunked.body, path).not.toContain("aaaaaaaaaaaaaaaa");
  }
  const json = await rawStream(origin, "/api/submit-note", {
    headers: { "Content-Type": "application/json", "X-Forwarded-For": client },
    send: 256 * 1024,
  });
  expect(json.status).toBe(413);
  expect(storedNotes("")).toBe(before);
});

test("a photo-sized body reaches the staff editor only, which refuses it unread without a session", async () => {
  const client = "203.0.113.13";
  // The editor takes a photo with its form: every spelling of its address lets the body reach it,
  // and without a session it answers at once, sending the visitor to sign in, its body unread.
  for (const path of [
    "/staff/content/home",
    "/staff/./content/home",
    "/Staff/Content/Home",
    "/staff/content/home.data",
    "/staff/content/home/_.data",
    "/staff/content/home/preview",
  ]) {
    const toEditor = await rawStream(origin, path, {
      headers: formHeaders(client),
      declared: 10 * 1024 * 1024,
      send: 64 * 1024,
    });
    // A page's .data twin answers a redirect as data, for React Router to follow (202).
    expect([202, 302, 303, 307], `${path}: ${toEditor.status}`).toContain(toEditor.status);
  }
  // More than a photo and its form, even there; and a photo's size anywhere else.
  const tooLarge = await rawStream(origin, "/staff/content/home", {
    headers: formHeaders(client),
    declared: 40 * 1024 * 1024,
    send: 64 * 1024,
  });
  expect(tooLarge.status).toBe(413);
  for (const path of [
    "/staff/content",
    "/staff/login",
    "/about-us",
    "/staff/content/home/../../../about-us",
    "/media/x",
  ]) {
    const elsewhere = await rawStream(origin, path, {
      headers: formHeaders(client),
      declared: 10 * 1024 * 1024,
      send: 64 * 1024,
    });
    expect(elsewhere.status, path).toBe(413);
  }
});

test("a note that is too long is refused without being echoed back into the page", async () => {
  const client = "203.0.113.12";
  const long = "b".repeat(20_000);
  const response = await raw(origin, "/./share-note", {
    method: "POST",
    headers: formHeaders(client),
    body: form({ pastor: "pastor1", noteContent: long }),
  });
  expect(response.status).toBe(400);
  expect(response.body).not.toContain("bbbbbbbbbbbbbbbbbbbb");
});

test("the server's own refusals are in the address's language, and a request's mistake is not told to try again", async () => {
  for (const language of languageCodes) {
    const say = refusalWords(language);
    const page = pathIn("/about-us", language);
    const method = await raw(origin, page, { method: "PUT", headers: { "Content-Type": "text/plain" }, body: "a" });
    expect(method.status, page).toBe(405);
    expect(method.headers["content-language"], page).toBe(language);
    expect(method.body, page).toBe(say.methodRefused);
    const form = pathIn("/share-note", language);
    const large = await rawStream(origin, form, {
      headers: formHeaders("203.0.113.190"),
      declared: 20 * 1024 * 1024,
      send: 16 * 1024,
    });
    expect(large.status, form).toBe(413);
    expect(large.headers["content-language"], form).toBe(language);
    expect(large.body, form).toBe(say.tooLarge);
    for (const [method, body] of [
      ["GET", undefined],
      ["POST", "a=1"],
    ] as const) {
      const unreadable = await raw(origin, `${page}%`, { method, headers: formHeaders("203.0.113.191"), body });
      expect(unreadable.status, `${method} ${page}%`).toBe(400);
      expect(unreadable.body, `${method} ${page}%`).toContain(`<html lang="${language}"`);
      expect(unreadable.body, `${method} ${page}%`).toContain(say.unreadable);
      expect(unreadable.body, `${method} ${page}%`).not.toContain(say.failedExplained);
    }
  }
});

test("no client input of any shape gets a 5xx", async () => {
  const client = "203.0.113.13";
  const cases: [string, string, Record<string, string>, string, number][] = [
    ["TRACE", "/", {}, "", 405],
    ["PATCH", "/share-note", {}, "", 405],
    ["OPTIONS", "/staff/login", {}, "", 405],
    // Not a method Node's HTTP parser knows: refused before any of the site's code runs.
    ["TRACK", "/share-note", {}, "", 400],
    ["PUT", "/api/submit-note", { "Content-Type": "application/json" }, "{}", 405],
    ["DELETE", "/staff/notes", {}, "", 405],
    ["POST", "/share-note", { "Content-Type": "text/plain" }, "pastor=pastor1", 415],
    ["POST", "/share-note", { "Content-Type": "application/json" }, '{"pastor":"pastor1"}', 415],
    ["POST", "/share-note.data", {}, "", 415],
    ["POST", "/staff/login", { "Content-Type": "application/json" }, '{"name":"Dana"}', 415],
    ["POST", "/staff/login", {}, "", 415],
    ["POST", "/share-note", { "Content-Type": "multipart/form-data; boundary=zz" }, "--zz\r\nbroken", 400],
    ["POST", "/about-us", formHeaders(client), "a=b", 405],
    // A form sent to no page is told there is none, in each language; one sent to a file, that the
    // file takes none, however the path is spelled.
    ["POST", "/no-such-page", formHeaders(client), "a=b", 404],
    ["POST", "/es/no-such-page", formHeaders(client), "a=b", 404],
    ["POST", "/no-such-picture.svg", formHeaders(client), "a=b", 404],
    ["POST", "/images/../favicon.ico", formHeaders(client), "a=b", 405],
    ["POST", "/%66avicon.ico", formHeaders(client), "a=b", 405],
    ["POST", "/.vite/manifest.json", formHeaders(client), "a=b", 404],
    ["POST", "/favicon.ico/", formHeaders(client), "a=b", 404],
    ["POST", "/favicon.ico/.", formHeaders(client), "a=b", 404],
    ["POST", "/../../../../etc/passwd", formHeaders(client), "a=b", 404],
    ["POST", "/%2e%2e/%2e%2e/etc/passwd", formHeaders(client), "a=b", 404],
  ];
  for (const [method, path, headers, body, status] of cases) {
    const response = await raw(origin, path, { method, headers: { "X-Forwarded-For": client, ...headers }, body });
    expect(response.status, `${method} ${path}`).toBe(status);
  }
  // The Host header is the client's to get wrong too: missing (HTTP/1.0), malformed, or a bad
  // forwarded one from behind the proxy.
  const host = new URL(origin).host;
  for (const [request, status] of [
    ["POST /api/submit-note HTTP/1.0\r\nContent-Type: application/json\r\nContent-Length: 2\r\n\r\n{}", 400],
    ["GET /staff/login HTTP/1.1\r\nHost: a b\r\nConnection: close\r\n\r\n", 400],
    ["GET /groups HTTP/1.1\r\nHost: [\r\nConnection: close\r\n\r\n", 400],
    [`GET /staff/login HTTP/1.1\r\nHost: ${host}\r\nX-Forwarded-Host: x:99999\r\nConnection: close\r\n\r\n`, 400],
    [`GET /groups HTTP/1.1\r\nHost: ${host}\r\nConnection: close\r\n\r\n`, 200],
  ] as const) {
    expect((await rawRequestText(origin, request)).status, request).toBe(status);
  }
  // A request line in absolute form is for a proxy, which the site is not: refused, naming this host
  // or another, never redirected there, whatever the method.
  for (const [line, hostHeader] of [
    ["GET http://elsewhere.example/About-Us", host],
    [`GET http://${host}/about-us`, host],
    ["POST http://localhost/share-note", "localhost"],
    ["GET http://localhost/share-note", "localhost"],
  ]) {
    const absolute = await rawRequestText(
      origin,
      `${line} HTTP/1.1\r\nHost: ${hostHeader}\r\nContent-Length: 0\r\nConnection: close\r\n\r\n`,
    );
    expect(absolute.status, line).toBe(400);
    expect(absolute.head, line).not.toMatch(/\r\nLocation:/i);
  }

  const boundary = "----church";
  const filePart = [
    `--${boundary}`,
    'Content-Disposition: form-data; name="pastor"',
    "",
    "pastor1",
    `--${boundary}`,
    'Content-Disposition: form-data; name="noteContent"; filename="note.txt"',
    "Content-Type: text/plain",
    "",
    "A note in a file",
    `--${boundary}--`,
    "",
  ].join("\r\n");
  const file = await raw(origin, "/share-note", {
    method: "POST",
    headers: { "Content-Type": `multipart/form-data; boundary=${boundary}`, "X-Forwarded-For": client },
    body: filePart,
  });
  expect(file.status).toBe(400);
  expect(storedNotes("A note in a file")).toBe(0);
});

async function signInForm(client: string) {
  const page = await raw(origin, "/staff/login", { headers: { "X-Forwarded-For": client } });
  const csrf = page.body.match(/name="csrf" value="([^"]+)"/)?.[1] ?? "";
  const cookie = String(page.headers["set-cookie"]?.[0] ?? "").split(";")[0] ?? "";
  return { csrf, cookie };
}

/** Dana signs in from `client` with the right password, as the sign-in page's form sends it. */
async function signInAsDana(client: string) {
  const { csrf, cookie } = await signInForm(client);
  return raw(origin, "/staff/login", {
    method: "POST",
    headers: { ...formHeaders(client), Cookie: cookie },
    body: form({ csrf, name: "Dana", password: PASSWORD, next: "/staff" }),
  });
}

test("the sign-in lockout holds for every spelling of the sign-in path", async () => {
  const client = "203.0.113.20";
  const { csrf, cookie } = await signInForm(client);
  const attempt = (path: string, password: string) =>
    raw(origin, path, {
      method: "POST",
      headers: { ...formHeaders(client), Cookie: cookie },
      body: form({ csrf, name: "Dana", password, next: "/staff" }),
    });
  const spellings = ["/staff/login", "/staff/./login", "/staff/%2e/login", "/x/../staff/login", "/Staff/Login"];
  for (const path of spellings) expect((await attempt(path, "wrong password")).status, path).toBe(401);
  // Each failure is logged: the name, a keyed hash of the address and the time; never the password.
  const failures = serverOutput()
    .split("\n")
    .filter((line) => line.includes('"sign-in-failed"'))
    .map((line) => JSON.parse(line));
  expect(failures).toHaveLength(5);
  expect(failures[0]).toMatchObject({ name: "Dana", client: expect.stringMatching(/^[0-9a-f]{32}$/) });
  expect(serverOutput()).not.toContain("wrong password");
  expect(serverOutput()).not.toContain(client);
  for (const path of [...spellings, "/staff/login.data", "/staff/login/", "/staff/%6cogin", "/staff\\login"]) {
    const refused = await attempt(path, PASSWORD);
    expect(refused.status, path).toBe(429);
    const retryAfter = Number(refused.headers["retry-after"]);
    expect(retryAfter, path).toBeGreaterThan(800);
    expect(retryAfter, path).toBeLessThanOrEqual(900);
  }
  // A name longer than any reviewer's is not shown back in the page.
  const longName = "n".repeat(5000);
  const echoed = await raw(origin, "/staff/login", {
    method: "POST",
    headers: { ...formHeaders("203.0.113.22"), Cookie: cookie },
    body: form({ csrf, name: longName, password: "wrong", next: "/staff" }),
  });
  expect(echoed.status).toBe(401);
  expect(echoed.body).not.toContain("nnnnnnnnnnnnnnnn");
  // Another address is not locked out by this one.
  const other = await signInForm("203.0.113.21");
  const signedIn = await raw(origin, "/./staff/login", {
    method: "POST",
    headers: { ...formHeaders("203.0.113.21"), Cookie: other.cookie },
    body: form({ csrf: other.csrf, name: "Dana", password: PASSWORD, next: "/staff" }),
  });
  expect(signedIn.status).toBe(302);
});

/**
 * A sign-in whose body stops halfway, so the server holds its place until `finish` sends the rest
 * (`answer` is the status it then gets, 0 for none) or the client leaves: closing its side of the
 * connection, or resetting it. Written on a bare socket, as Node's client waits to send everything.
 */
function heldSignIn(client: string) {
  const body = form({ csrf: "a form token that was never given", name: "Dana", password: "held" });
  const socket = connect(Number(new URL(origin).port), new URL(origin).hostname);
  const answer = new Promise<number>((resolve) => {
    let received = "";
    socket.on("data", (data) => {
      received += data.toString("latin1");
      if (received.includes("\r\n")) resolve(Number(received.split(" ")[1]));
    });
    socket.on("error", () => resolve(0));
    socket.on("close", () => resolve(0));
  });
  socket.write(
    `POST /staff/login HTTP/1.1\r\nHost: x\r\nContent-Type: application/x-www-form-urlencoded\r\n` +
      `X-Forwarded-For: ${client}\r\nContent-Length: ${body.length}\r\nConnection: close\r\n\r\n${body.slice(0, 10)}`,
  );
  return {
    answer,
    finish: () => {
      socket.write(body.slice(10));
      return answer;
    },
    leave(how: "half-close" | "reset") {
      if (how === "reset") socket.resetAndDestroy();
      else socket.end();
    },
  };
}

/**
 * Seven sign-ins held halfway: two are handled and four wait, which fills the gate, and one is
 * turned away at once (whichever arrived last). The six that hold a place.
 */
async function fillSignInGate(firstClient: number) {
  const held = Array.from({ length: 7 }, (_, index) => heldSignIn(`203.0.113.${firstClient + index}`));
  const first = await Promise.race(held.map((sign, index) => sign.answer.then((status) => ({ status, index }))));
  expect(first.status).toBe(503);
  return held.filter((_, index) => index !== first.index);
}

test("past a few sign-ins at once, every spelling of the sign-in path is turned away at once with a time to come back", async () => {
  // A sign-in with no form token is answered 403 when let in, and 503 when turned away.
  const probe = (path: string, client: string) =>
    raw(origin, path, {
      method: "POST",
      headers: formHeaders(client),
      body: form({ csrf: "none", name: "Dana", password: "probe" }),
    });
  expect((await probe("/staff/login", "203.0.113.30")).status).toBe(403);

  const held = await fillSignInGate(31);
  const spellings = [
    "/staff/login",
    "/staff/login.data",
    "/staff/./login",
    "/x/../staff/login",
    "/Staff/Login",
    "/staff/%6cogin",
    "/staff/login/",
    "/staff\\login",
    "/staff/login?next=/staff/notes",
  ];
  for (const path of spellings) {
    const turnedAway = await probe(path, "203.0.113.41");
    expect(turnedAway.status, path).toBe(503);
    expect(turnedAway.headers["retry-after"], path).toBe("5");
    // As a short page, or as data to the sign-in page's own script.
    expect(turnedAway.body, path).toContain("sign-ins are being checked right now");
  }
  // Pages and other forms are not held by it.
  expect((await raw(origin, "/staff/login")).status).toBe(200);

  // Each held sign-in is answered once its body arrives, and the places are free again.
  expect(await Promise.all(held.map((sign) => sign.finish()))).toEqual(Array(6).fill(403));
  await expect.poll(async () => (await probe("/./staff/login", "203.0.113.42")).status).toBe(403);

  // Sign-ins whose clients leave halfway, handled or waiting, give their places back.
  const left = await fillSignInGate(43);
  for (const [index, sign] of left.entries()) sign.leave(index % 2 ? "reset" : "half-close");
  await expect.poll(async () => (await probe("/staff/login", "203.0.113.51")).status).toBe(403);

  // So do sign-ins sent one after another on one connection that is then closed, their answers
  // still queued behind the first.
  const body = form({ csrf: "none", name: "Dana", password: "queued" });
  const signIn = `POST /staff/login HTTP/1.1\r\nHost: x\r\nContent-Type: application/x-www-form-urlencoded\r\nX-Forwarded-For: 203.0.113.52\r\nContent-Length: ${body.length}\r\n\r\n${body}`;
  const queued = connect(Number(new URL(origin).port), new URL(origin).hostname);
  queued.on("error", () => {});
  await new Promise<void>((resolve) => queued.write(signIn.repeat(20), () => resolve()));
  queued.resetAndDestroy();
  await expect.poll(async () => (await probe("/staff/login", "203.0.113.53")).status).toBe(403);
  for (let round = 0; round < 7; round++) expect((await probe("/staff/login", "203.0.113.54")).status).toBe(403);
});

test("staff pages are never cached or indexed, whatever the spelling", async () => {
  const paths = [
    "/staff/notes",
    "/staff/notes/",
    "/staff/login",
    "/staff/./login",
    "/x/../staff/login",
    "/Staff/Login",
    "/%73taff/login",
    "/staff/notes.data",
    "/staff/login.data",
    "/staff/notes/print",
    "/staff/notes/print.data",
    "/staff/notes?index",
    "/staff/content",
    "/staff/content/key-dates",
    "/staff/content/key-dates.data",
    "/staff/content/key-dates/_.data",
    "/staff/content/key-dates/preview",
    "/Staff/./Content/Key-Dates",
    "/staff/photos",
    "/staff/photos.data",
    "/staff/photos?index",
    "/staff/%2e/photos",
    "/staff/./photos/0123456789abcdef0123",
    "/Staff/Photos/0123456789abcdef0123",
    "/staff/%70hotos/0123456789abcdef0123",
    "/staff\\photos\\0123456789abcdef0123",
    "/staff/account",
    "/staff/./account",
    "/Staff/Account",
    "/staff/account.data",
    "/staff/%61ccount",
    "/staff/confirm",
    "/staff/./confirm?next=%2Fstaff%2Faccounts",
    "/Staff/Confirm",
    "/staff/confirm.data",
    "/staff/%63onfirm",
    "/staff/undo?token=x",
    "/staff/./undo?token=x",
    "/Staff/Undo",
    "/staff/undo.data?token=x",
    "/staff\\undo?token=x",
  ];
  for (const path of paths) {
    const response = await raw(origin, path);
    expect(response.status, path).toBeLessThan(500);
    expect(response.headers["cache-control"], path).toBe("private, no-store");
    expect(response.headers["x-robots-tag"], path).toBe("noindex, nofollow");
  }
});

test("the staff area's old /review addresses move for good to the same page under /staff, whatever the spelling", async () => {
  const moves: Array<[string, string]> = [
    ["/review", "/staff/notes"],
    ["/review/login?next=%2Fstaff%2Fcontent", "/staff/login?next=%2Fstaff%2Fcontent"],
    ["/review/./login", "/staff/login"],
    ["/x/../review/login", "/staff/login"],
    ["/Review/Login", "/staff/Login"],
    ["/review/staff", "/staff/accounts"],
    ["/review/print", "/staff/notes/print"],
    ["/review/password?token=abc", "/staff/password?token=abc"],
    ["/review/content/key-dates", "/staff/content/key-dates"],
  ];
  for (const [path, to] of moves) {
    for (const method of ["GET", "POST"]) {
      const response = await raw(origin, path, { method, headers: formHeaders("203.0.113.60"), body: "" });
      expect(response.status, `${method} ${path}`).toBe(308);
      expect(response.headers.location, `${method} ${path}`).toBe(to);
    }
  }
  // The address it leads to is the page itself: sign-in answers there.
  expect((await raw(origin, "/staff/Login")).status).toBe(200);
});

test("Confirm it's you confirms nothing without a session, and an undo link works only as sent, whatever the spelling", async () => {
  const client = "203.0.113.61";
  for (const path of [
    "/staff/confirm",
    "/staff/./confirm",
    "/Staff/Confirm",
    "/staff/%63onfirm",
    "/staff/confirm.data",
  ]) {
    const response = await raw(origin, path, {
      method: "POST",
      headers: formHeaders(client),
      body: form({ csrf: "forged", password: PASSWORD, next: "/staff/accounts" }),
    });
    expect(response.status, path).not.toBe(200);
    expect(response.status, path).toBeLessThan(500);
    expect(response.body, path).not.toContain("For the next 10 minutes");
  }
  for (const path of ["/staff/undo", "/staff/./undo", "/Staff/Undo", "/staff/%75ndo", "/staff/undo.data"]) {
    for (const token of ["", "x", "A".repeat(43), "../password"]) {
      const response = await raw(origin, path, {
        method: "POST",
        headers: formHeaders(client),
        body: form({ csrf: "forged", token }),
      });
      const at = `POST ${path} token=${token}`;
      expect([302, 400, 403, 404, 405, 410], at).toContain(response.status);
      expect(response.headers.location ?? "", at).not.toMatch(/\/staff\/password\?token=/);
    }
  }
  // Dana still signs in with her own password.
  expect((await signInAsDana(client)).status).toBe(302);
});

test("the account page's forms change nothing without a session, whatever the spelling", async () => {
  const client = "203.0.113.60";
  const spellings = [
    "/staff/account",
    "/staff/./account",
    "/x/../staff/account",
    "/Staff/Account",
    "/staff/%61ccount",
    "/staff/account/",
    "/staff/account.data",
    "/staff//account",
    "/staff\\account",
    "/staff/account?index",
  ];
  const forms: Record<string, string>[] = [
    { intent: "sign-out-others" },
    { intent: "passkey-remove", id: "any" },
    { intent: "two-step-start" },
    { intent: "recovery-codes", code: "000000" },
    { current: PASSWORD, password: "a new password of some length", confirm: "a new password of some length" },
  ];
  for (const path of spellings) {
    for (const fields of forms) {
      const response = await raw(origin, path, {
        method: "POST",
        headers: formHeaders(client),
        body: form({ csrf: "forged", ...fields }),
      });
      const at = `POST ${path} ${JSON.stringify(fields)}`;
      expect(response.status, at).not.toBe(200);
      expect(response.status, at).toBeLessThan(500);
      expect(response.body, at).not.toMatch(/password is changed|sessions are signed out|recovery|authenticator/i);
    }
  }
  // Dana's password is as it was.
  expect((await signInAsDana(client)).status).toBe(302);
});

test("a photo is served under its own type with one resource policy, and has no data twin under any spelling", async () => {
  // A photo as the editor keeps one (app/media/photo-store.server.ts), put straight into the store.
  const id = "0123456789abcdef0123";
  const body = Buffer.from("RIFF\0\0\0\0WEBPVP8 a photo's bytes");
  const db = new Database(`${dataDir}/notes.sqlite3`);
  try {
    db.prepare(
      "INSERT INTO photos (id, uploaded_by, uploaded_at, width, height, master, master_width, master_height) VALUES (?, 'Dana', ?, 800, 500, ?, 800, 500)",
    ).run(id, new Date().toISOString(), body);
    db.prepare("INSERT INTO photo_files (photo, name, type, body) VALUES (?, '800.webp', 'image/webp', ?)").run(
      id,
      body,
    );
  } finally {
    db.close();
  }
  const photo = await raw(origin, `/media/${id}-800.webp`);
  expect(photo.status).toBe(200);
  expect(photo.headers["content-type"]).toBe("image/webp");
  // Link previews are for other sites to show: cross-origin, and nothing beside it.
  expect(photo.headers["cross-origin-resource-policy"]).toBe("cross-origin");
  for (const path of [
    `/media/${id}-800.webp.data`,
    `/media/./${id}-800.webp.data`,
    `/x/../media/${id}-800.webp.data`,
    `/Media/${id}-800.webp.data`,
    `/%6dedia/${id}-800.webp.data`,
    `/media/${id}-800.webp.data?_routes=routes/media.$file`,
  ]) {
    const twin = await raw(origin, path);
    expect(twin.status, path).toBe(404);
    expect(twin.body, path).not.toContain("a photo's bytes");
  }
  // Its whole, which may show what the site's crops leave out, is for staff only, however spelled.
  for (const path of [
    `/staff/photos/${id}`,
    `/staff/./photos/${id}`,
    `/staff/%2e/photos/${id}`,
    `/x/../staff/photos/${id}`,
    `/Staff/Photos/${id}`,
    `/staff/%70hotos/${id}`,
    `/staff\\photos\\${id}`,
    `/staff/photos/${id}.data`,
    `/staff/photos/${id}?index`,
  ]) {
    const whole = await raw(origin, path);
    // Sent to sign in where the path reaches the page; nowhere else is there such a page.
    expect([202, 302, 404], `${path}: ${whole.status}`).toContain(whole.status);
    expect(whole.body, path).not.toContain("a photo's bytes");
    expect(whole.headers["content-type"] ?? "", path).not.toContain("image/");
  }
});

test("deleting a note needs a session and the form token, whatever the spelling of /staff/notes", async () => {
  const client = "203.0.113.40";
  const marker = `Erase attempt ${Date.now()}`;
  const sent = await raw(origin, "/api/submit-note", {
    method: "POST",
    headers: { "Content-Type": "application/json", "X-Forwarded-For": client },
    body: JSON.stringify({ pastor: "pastor1", noteContent: marker }),
  });
  expect(sent.status).toBe(201);
  const id = JSON.parse(sent.body).id as string;
  const spellings = [
    "/staff/notes",
    "/./staff/notes",
    "/x/../staff/notes",
    "/%73taff/notes",
    "/Staff/Notes",
    "/staff/notes/",
    "/staff/notes.data",
    "/staff/notes/_.data",
    "/staff/notes?index",
  ];

  // No session: sent back to sign in, or refused, and nothing erased.
  for (const path of spellings) {
    const response = await raw(origin, path, {
      method: "POST",
      headers: formHeaders(client),
      body: form({ id, intent: "delete", csrf: "x" }),
    });
    expect(response.status, path).not.toBe(200);
    expect(response.headers.location ?? "", path).not.toMatch(/^\/staff\/notes(\?|$)/);
  }
  // A session, but a forged token: refused.
  const signedIn = await signInAsDana(client);
  const session = String(signedIn.headers["set-cookie"]?.[0] ?? "").split(";")[0] ?? "";
  for (const path of spellings) {
    const response = await raw(origin, path, {
      method: "POST",
      headers: { ...formHeaders(client), Cookie: session },
      body: form({ id, intent: "delete", csrf: "forged-token" }),
    });
    expect(response.status, path).toBeGreaterThanOrEqual(300);
    expect(response.status, path).not.toBe(500);
  }
  expect(storedNotes(marker)).toBe(1);

  // The same request with the real token does erase it: the refusals above were the guards.
  const review = await raw(origin, "/staff/notes", { headers: { Cookie: session } });
  const token = review.body.match(/name="csrf" value="([^"]+)"/)?.[1] ?? "";
  const erased = await raw(origin, "/./staff/notes", {
    method: "POST",
    headers: { ...formHeaders(client), Cookie: session },
    body: form({ id, intent: "delete", csrf: token }),
  });
  expect(erased.status).toBe(302);
  expect(storedNotes(marker)).toBe(0);
});

test("signing out ends every copy of the session cookie", async () => {
  const client = "203.0.113.30";
  const signedIn = await signInAsDana(client);
  expect(signedIn.status).toBe(302);
  const session = String(signedIn.headers["set-cookie"]?.[0] ?? "").split(";")[0] ?? "";
  const copy = session;
  const review = await raw(origin, "/staff/notes", { headers: { Cookie: session } });
  expect(review.status).toBe(200);
  const token = review.body.match(/name="csrf" value="([^"]+)"/)?.[1] ?? "";

  const signedOut = await raw(origin, "/staff/logout", {
    method: "POST",
    headers: { ...formHeaders(client), Cookie: session },
    body: form({ csrf: token }),
  });
  expect(signedOut.status).toBe(302);
  const after = await raw(origin, "/staff/notes", { headers: { Cookie: copy } });
  expect(after.status).toBe(302);
  expect(after.headers.location).toMatch(/^\/staff\/login/);
  expect((await raw(origin, "/staff/notes.data", { headers: { Cookie: copy } })).body).not.toContain("Approve");
});

test("a staff request sent by another site's page changes nothing, on every staff route and spelling", async () => {
  const client = "203.0.113.31";
  const signedIn = await signInAsDana(client);
  const session = String(signedIn.headers["set-cookie"]?.[0] ?? "").split(";")[0] ?? "";
  const review = await raw(origin, "/staff/notes", { headers: { Cookie: session } });
  const csrf = review.body.match(/name="csrf" value="([^"]+)"/)?.[1] ?? "";
  expect(csrf).not.toBe("");
  const requests: [string, Record<string, string>][] = [
    ["/staff/logout", {}],
    ["/staff/./logout", {}],
    ["/Staff/Logout", {}],
    ["/staff/%6Cogout", {}],
    ["/staff/logout.data", {}],
    ["/staff//logout", {}],
    ["/staff/passkey?intent=add-options", {}],
    ["/staff/./passkey?intent=sign-in-options", {}],
    ["/staff/passkey.data?intent=add-options", {}],
    ["/staff/account", { intent: "sign-out-others" }],
    ["/staff/account", { intent: "two-step-start" }],
    ["/staff/accounts", { intent: "invite", name: "Mallory", email: "mallory@example.com", roles: "admin" }],
  ];
  // A page elsewhere, in a browser that holds Dana's cookie: the browser names the page's site,
  // or, from an older browser or an extension, says only that it is another site.
  const foreign: Record<string, string>[] = [
    { Origin: "https://elsewhere.example" },
    { Origin: "null" },
    { "Sec-Fetch-Site": "cross-site" },
  ];
  for (const [path, fields] of requests) {
    for (const headers of foreign) {
      const response = await raw(origin, path, {
        method: "POST",
        headers: { ...formHeaders(client), ...headers, Cookie: session },
        body: form({ csrf, ...fields }),
      });
      const at = `POST ${path} ${JSON.stringify(headers)}`;
      // React Router checks a page's action, and a data twin's, against the Origin it names (400);
      // the staff area checks every staff route, the resource routes too, against both headers (403);
      // a spelling that reaches no staff route is a page that takes no form (405), or none at all (404).
      expect([400, 403, 404, 405], at).toContain(response.status);
      if (response.status === 403) expect(response.body, at).toContain("sent from another site");
      // Sign-out and passkeys are resource routes, which React Router does not check: the staff area's guard does.
      if (/logout|passkey/i.test(path) && !/\.data|\/\//.test(path))
        expect(response.status, `${at}, a resource route`).toBe(403);
    }
  }
  // Dana is still signed in, with no new account beside hers; her own page's post signs her out.
  expect((await raw(origin, "/staff/notes", { headers: { Cookie: session } })).status).toBe(200);
  const own = await raw(origin, "/staff/logout", {
    method: "POST",
    headers: { ...formHeaders(client), Origin: origin, "Sec-Fetch-Site": "same-origin", Cookie: session },
    body: form({ csrf }),
  });
  expect(own.status).toBe(302);
  expect((await raw(origin, "/staff/notes", { headers: { Cookie: session } })).status).toBe(302);
});

/**
 * Every address of the build's routes (app/routes.ts) that is not a page (a redirect, a photo, an
 * endpoint), its parameters filled in, read from the route manifest the build gives the browser.
 */
function addressesThatAreNotPages(): string[] {
  const assets = "build/client/assets";
  const manifest = readdirSync(assets).find((name) => /^manifest-\w+\.js$/.test(name)) ?? "";
  const json = readFileSync(`${assets}/${manifest}`, "utf8").replace(/^window\.__reactRouterManifest=|;?\s*$/g, "");
  const routes: Record<string, { path?: string; hasDefaultExport: boolean }> = JSON.parse(json).routes;
  return Object.values(routes)
    .filter((route) => !route.hasDefaultExport)
    .map((route) => `/${(route.path ?? "").replace(/:\w+/g, "0").replace(/\/?\*\??$/, "/0")}`);
}

test("every address that is not a page answers a form in words, never with the site's own error", async () => {
  const before = serverOutput().length;
  const addresses = addressesThatAreNotPages();
  expect(addresses).toEqual(expect.arrayContaining(["/youre-welcome-here", "/es/youre-welcome-here", "/media/0"]));
  for (const path of addresses) {
    const response = await raw(origin, path, { method: "POST", headers: formHeaders("203.0.113.180"), body: "a=1" });
    // Taken (a redirect, a refusal of the form's contents, a sign-in first) or refused as a form it
    // does not take; never the site's fault.
    expect(response.status, path).toBeLessThan(500);
    expect(response.body, path).not.toMatch(/Unexpected/);
    if (response.status === 405) {
      expect(response.headers.allow, path).toBe("GET, HEAD");
      expect(response.body, path).toContain(errorWords[languageOfPath(path)].noForms);
    }
  }
  await expect.poll(() => serverOutput().slice(before)).not.toMatch(/did not provide an `action`|\n\s+at /);
});

test("a form sent to a page that takes none is answered 405 with Allow, and logs no stack trace", async () => {
  const before = serverOutput().length;
  const pages = ["/about-us", "/about-us.data", "/./about-us", "/About-Us", "/groups", "/privacy", "/", "/es/about-us"];
  // The site's files too, sent by a client that takes them compressed, as browsers do, and in other
  // spellings that reach the same file.
  const files = [
    "/sitemap.xml",
    "/manifest.webmanifest",
    "/calendar.ics",
    "/favicon.ico",
    "/./sitemap.xml",
    "/sitemap%2exml",
    "/sitemap.xml?index",
    "/sitemap.xml.br",
  ];
  // One of the build's scripts, whose name changes with each build.
  const script = (await raw(origin, "/")).body.match(/\/assets\/[\w-]+\.js/)?.[0];
  expect(script).toBeDefined();
  files.push(script ?? "");
  const sent: Array<[path: string, encoding: string]> = [
    ...pages.map((path): [string, string] => [path, ""]),
    ...files.flatMap(
      (path): Array<[string, string]> => [
        [path, ""],
        [path, "gzip, deflate, br"],
      ],
    ),
  ];
  for (const [path, encoding] of sent) {
    const at = `${path} ${encoding}`;
    const response = await raw(origin, path, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", "Accept-Encoding": encoding },
      body: "a=1",
    });
    expect(response.status, at).toBe(405);
    expect(response.headers.allow, at).toBe("GET, HEAD");
    // A file's refusal is a page, not sent with the file's type.
    if (files.includes(path)) expect(response.headers["content-type"], at).toMatch(/^text\/html/);
    expect(response.body, at).not.toContain("Unexpected Application Error");
  }
  const page = await raw(origin, "/about-us", {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body: "a=1",
  });
  expect(page.body).toContain("This page does not take forms");
  // Nothing the server did wrong, so nothing for its log: no line names the missing action.
  await expect.poll(() => serverOutput().slice(before)).not.toMatch(/did not provide an `action`|\n\s+at /);
});
