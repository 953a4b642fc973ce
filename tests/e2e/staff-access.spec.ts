// Who may open what in the staff area: every staff page × every role, asked of the real server the
// way an attacker sends requests (node:http, each spelling of the path as written). The table below
// is the expectation, written by hand; the server answers it through `can` (app/staff/roles.ts). No
// staff page, whoever asks, carries the site's analytics.
import Database from "better-sqlite3";
import { hashPassword } from "../../app/staff/passwords.server";
import type { StaffRole } from "../../app/staff/roles";
import { expect, test } from "./fixtures";
import { raw } from "./raw-http";
import { listeningOrigin, startServer } from "./server-process";

const PASSWORD = "correct horse battery staple";
const dataDir = `test-results/data-staff-access-${process.pid}`;

/** Each way of being in the staff area, and the account's roles. */
const PEOPLE = {
  "signed out": null,
  "note reviewer": ["notes"],
  "content editor": ["content"],
  "events editor": ["events"],
  translator: ["translator"],
  administrator: ["admin"],
} satisfies Record<string, StaffRole[] | null>;
type Person = keyof typeof PEOPLE;

/** What a GET answers: the page, a refusal, sign-in, or the person's own first page. */
type Answer = "page" | "refused" | "sign in" | "home" | "404" | "405";

const HOME: Record<Exclude<Person, "signed out">, string> = {
  "note reviewer": "/staff/notes",
  "content editor": "/staff/content",
  "events editor": "/staff/content",
  translator: "/staff/content",
  administrator: "/staff/accounts",
};

const ALL = (answer: Answer, signedOut: Answer = "sign in") =>
  ({
    "signed out": signedOut,
    "note reviewer": answer,
    "content editor": answer,
    "events editor": answer,
    translator: answer,
    administrator: answer,
  }) satisfies Record<Person, Answer>;

const TABLE: Array<[string, Record<Person, Answer>]> = [
  ["/staff", ALL("home")],
  ["/staff/notes", { ...ALL("home"), "note reviewer": "page" }],
  ["/staff/notes/print", { ...ALL("home"), "note reviewer": "page" }],
  ["/staff/content", { ...ALL("refused"), "content editor": "page", "events editor": "page", translator: "page" }],
  ["/staff/content/events", { ...ALL("refused"), "content editor": "page", "events editor": "page" }],
  // A translator opens every item's words in the other languages, never the English.
  [
    "/staff/content/events?language=es",
    { ...ALL("refused"), "content editor": "page", "events editor": "page", translator: "page" },
  ],
  ["/staff/content/home?language=es", { ...ALL("refused"), "content editor": "page", translator: "page" }],
  ["/staff/content/outreach-events", { ...ALL("refused"), "content editor": "page", "events editor": "page" }],
  ["/staff/content/key-dates", { ...ALL("refused"), "content editor": "page", "events editor": "page" }],
  ["/staff/content/home", { ...ALL("refused"), "content editor": "page" }],
  ["/staff/content/site", { ...ALL("refused"), "content editor": "page" }],
  // Only those who may edit learn that an item is not there.
  [
    "/staff/content/no-such-item",
    { ...ALL("refused"), "content editor": "404", "events editor": "404", translator: "404" },
  ],
  ["/staff/content/home/preview", { ...ALL("refused"), "content editor": "405" }],
  ["/staff/content/events/preview", { ...ALL("refused"), "content editor": "405", "events editor": "405" }],
  ["/staff/photos", { ...ALL("refused"), "content editor": "page", "events editor": "page" }],
  ["/staff/accounts", { ...ALL("refused"), administrator: "page" }],
  ["/staff/account", ALL("page")],
];

/** The spellings of a path that reach the same route: as written, dot segments, case, percent-encoding. */
function spellings(path: string): string[] {
  const rest = path.slice("/staff".length);
  return [path, `/./staff${rest}`, `/x/../staff${rest}`, `/Staff${rest}`, `/%73taff${rest}`];
}

let origin = "";
let stop: () => void = () => {};
const cookies = new Map<Person, string>();

test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  const { child, output } = startServer({
    PORT: "0",
    DATA_DIR: dataDir,
    STAFF_TWO_STEP: "off",
    TRUST_PROXY: "1",
    SESSION_SECRET: "staff-access-session-secret-0123456789",
  });
  origin = await listeningOrigin(output);
  stop = () => child.kill("SIGTERM");
  // One account per role, written as the Staff page would: the server reads accounts on each request.
  const passwordHash = await hashPassword(PASSWORD, { log2N: 10, r: 8, p: 1 });
  const db = new Database(`${dataDir}/notes.sqlite3`);
  try {
    const insert = db.prepare(
      "INSERT INTO staff_accounts (id, name, email, roles, password_hash, created_at, password_set_at) VALUES (?, ?, ?, ?, ?, ?, ?)",
    );
    const at = new Date().toISOString();
    for (const [person, roles] of Object.entries(PEOPLE)) {
      const name = person.replace(/ /g, "-");
      if (roles) insert.run(name, name, `${name}@church.test`, roles.join(","), passwordHash, at, at);
    }
  } finally {
    db.close();
  }
  let client = 10;
  for (const [person, roles] of Object.entries(PEOPLE) as Array<[Person, StaffRole[] | null]>) {
    if (!roles) continue;
    const from = { "X-Forwarded-For": `203.0.113.${client++}` };
    const page = await raw(origin, "/staff/login", { headers: from });
    const csrf = page.body.match(/name="csrf" value="([^"]+)"/)?.[1] ?? "";
    const cookie = String(page.headers["set-cookie"]?.[0] ?? "").split(";")[0] ?? "";
    const signedIn = await raw(origin, "/staff/login", {
      method: "POST",
      headers: { ...from, Cookie: cookie, "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({
        csrf,
        name: person.replace(/ /g, "-"),
        password: PASSWORD,
        next: "/staff",
      }).toString(),
    });
    expect(signedIn.status, person).toBe(302);
    cookies.set(person, String(signedIn.headers["set-cookie"]?.[0] ?? "").split(";")[0] ?? "");
  }
});

test.afterAll(() => stop());

for (const [path, answers] of TABLE) {
  test(`${path}: each role gets what the table says, whatever the spelling`, async () => {
    for (const person of Object.keys(PEOPLE) as Person[]) {
      const cookie = cookies.get(person);
      for (const spelling of spellings(path)) {
        const said = `${person} ${spelling}`;
        const response = await raw(origin, spelling, { headers: cookie ? { Cookie: cookie } : {} });
        const location = String(response.headers.location ?? "");
        const answer = answers[person];
        if (answer === "page") expect(response.status, said).toBe(200);
        // No third party's script in the staff area: its addresses carry one-time tokens.
        expect(response.body, said).not.toContain("<site-analytics");
        if (answer === "404" || answer === "405") expect(response.status, said).toBe(Number(answer));
        if (answer === "refused") {
          expect(response.status, said).toBe(403);
          expect(response.body, said).toMatch(/Your account does not|Only administrators/);
        }
        if (answer === "sign in") {
          expect(response.status, said).toBe(302);
          expect(location, said).toMatch(/^\/staff\/login\?next=/);
        }
        if (answer === "home") {
          expect(response.status, said).toBe(302);
          expect(location, said).toBe(HOME[person as Exclude<Person, "signed out">]);
        }
        expect(response.headers["cache-control"], said).toBe("private, no-store");
      }
    }
  });
}

test("an events editor's post to an item outside the events is refused, whatever the spelling, and changes nothing", async () => {
  const cookie = cookies.get("events editor") ?? "";
  const editor = await raw(origin, "/staff/content/events", { headers: { Cookie: cookie } });
  const csrf = editor.body.match(/name="csrf" value="([^"]+)"/)?.[1] ?? "";
  expect(csrf).not.toBe("");
  for (const spelling of spellings("/staff/content/home")) {
    for (const to of [spelling, `${spelling}/preview`]) {
      const response = await raw(origin, to, {
        method: "POST",
        headers: { Cookie: cookie, "Content-Type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({ csrf, intent: "publish", basedOn: "0", title: "Taken over" }).toString(),
      });
      expect(response.status, to).toBe(403);
    }
  }
  const home = await raw(origin, "/");
  expect(home.body).not.toContain("Taken over");
  // The list of the website shows an events editor only what they may edit.
  const list = await raw(origin, "/staff/content", { headers: { Cookie: cookie } });
  for (const slug of ["events", "outreach-events", "key-dates"]) expect(list.body).toContain(`/staff/content/${slug}"`);
  for (const slug of ["home", "site", "about"]) expect(list.body).not.toContain(`/staff/content/${slug}"`);
});

test("the pages open to anyone in the staff area carry no analytics, whatever the spelling; a visitor's page does", async () => {
  expect((await raw(origin, "/about-us")).body).toContain("<site-analytics");
  const token = "A".repeat(43);
  for (const path of [
    "/staff/login",
    "/staff/forgot",
    `/staff/password?token=${token}`,
    `/staff/undo?token=${token}`,
  ]) {
    for (const spelling of spellings(path)) {
      const response = await raw(origin, spelling);
      expect(response.status, spelling).toBeLessThan(500);
      expect(response.body, spelling).not.toContain("<site-analytics");
    }
  }
});
