// No e-mail or link hands a staff account to someone else, tried as an attacker would through the
// pages' own actions, with the server's real services, a real SMTP server and a real database of
// each engine: the mailbox an address was moved away from gets no link and no power; an undo never
// hands a password link to whoever pressed it; a reset removes every passkey its holder does not
// keep, whatever happened before and whatever a thief's session adds while it is saved; a passkey's
// name adds no line to an e-mail; every wrong password counts toward one lockout per account; a
// stale session cannot sign its holder out elsewhere.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { engines } from "../../tests/databases";
import { type CaughtMail, startMailCatcher } from "../../tests/mail-catcher";
import * as route from "../../tests/route-context";
import { softPasskeyDevice } from "../../tests/soft-passkey";
import { action as accountAction } from "./staff.account";
import { action as staffAction } from "./staff.accounts.server";
import { action as confirmAction } from "./staff.confirm";
import { action as signInAction } from "./staff.login";
import { action as passkeyAction } from "./staff.passkey";
import { action as passwordAction, loader as passwordLoader } from "./staff.password";
import { action as undoAction, loader as undoLoader } from "./staff.undo";

const ORIGIN = "https://church.test";
const AGENT =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36";
/** Where the thief works from, and where the holder does. */
const THIEF = "203.0.113.7";
const HOLDER = "192.0.2.44";

let open: Awaited<ReturnType<typeof route.openTestServices>> | undefined;
let smtp: Awaited<ReturnType<typeof startMailCatcher>> | undefined;
let mails: CaughtMail[] = [];

afterEach(async () => {
  vi.useRealTimers();
  await open?.close();
  await smtp?.close();
  open = undefined;
});

function ready() {
  if (!open) throw new Error("no services");
  return open;
}
const services = () => ready().services;
const accounts = () => services().staff.staff.accounts;
const argsFrom = (address: string) => (request: Request) => route.routeArgs(ready(), request, address);
type RouteArgs = ReturnType<ReturnType<typeof argsFrom>>;

/** A browser signed in as `login` from `address`; its cookie follows each answer, as a browser's does. */
async function browser(login: string, password: string, address: string) {
  let cookie = await route.signedInOn(ready(), login, password, address);
  const args = argsFrom(address);
  const csrf = async () => (await services().staff.auth.visit(route.pageRequest("/staff/notes", cookie))).csrfToken;
  return {
    async send(run: (args: RouteArgs) => Promise<unknown>, path: string, fields: Record<string, string | string[]>) {
      const request = route.formPost(path, cookie, { csrf: await csrf(), ...fields });
      request.headers.set("User-Agent", AGENT);
      const answer = await route.answerOf(run(args(request)));
      cookie = route.cookieOf(answer.headers.get("set-cookie")) || cookie;
      return answer;
    },
    async signedIn() {
      return (await services().staff.auth.visit(route.pageRequest("/staff/notes", cookie))).staff !== null;
    },
  };
}
type Browser = Awaited<ReturnType<typeof browser>>;

/** A passkey added by `who` through the page's two posts, named `name`: its id, or the refusal. */
async function addPasskey(who: Browser, name: string) {
  const device = softPasskeyDevice(ORIGIN);
  const options = await who.send(passkeyAction, "/staff/passkey?intent=add-options", {});
  const made = device.create((options.data as { options: { challenge: string; user: { id: string } } }).options);
  return {
    made,
    send: () => who.send(passkeyAction, "/staff/passkey?intent=add", { response: JSON.stringify(made.response), name }),
  };
}

const mailTo = (to: string) => mails.filter((mail) => mail.to.includes(to)).map((mail) => mail.raw);
/**
 * The token of a link to `page` in an e-mail, its quoted-printable "=" (=3D) read back. Only for an
 * e-mail's text: in a plain address, a token that begins with "3D" would lose those two letters.
 */
const tokenIn = (text: string, page: "undo" | "password") =>
  text.replace(/=3D/g, "=").match(new RegExp(`/staff/${page}\\?token=([\\w-]{43})`))?.[1] ?? "";
/** The token of a link the site made, read from its address. */
const linkToken = (sent: { url: string }) => new URL(sent.url).searchParams.get("token") ?? "";
const allTokens = (text: string, page: "undo" | "password") =>
  [...text.replace(/=3D/g, "=").matchAll(new RegExp(`/staff/${page}\\?token=([\\w-]{43})`, "g"))].map(
    (m) => m[1] ?? "",
  );

/** Presses "It wasn't me: undo it" for `token` from a browser with no session, at `address`. */
async function pressUndo(token: string, address: string) {
  const blank = await route.blankSession(services());
  return route.answerOf(
    undoAction(argsFrom(address)(route.formPost("/staff/undo", blank.cookie, { csrf: blank.csrf, token }))),
  );
}

/** Opens a reset link and saves a new password, ticking `keep`: the page it showed, and the answer. */
async function reset(token: string, password: string, keep: string[]) {
  const page = await route.answerOf(
    passwordLoader(argsFrom(HOLDER)(route.pageRequest(`/staff/password?token=${token}`))),
  );
  const blank = await route.blankSession(services());
  const fields = { csrf: blank.csrf, token, password, confirm: password, keep };
  const answer = await route.answerOf(
    passwordAction(argsFrom(HOLDER)(route.formPost("/staff/password", blank.cookie, fields))),
  );
  return { page, answer };
}

type Listed = { added: { passkeys: { id: string; name: string; addedFrom: string | null }[] } };

describe.each(engines)("no link hands an account away (%s)", (engine) => {
  beforeEach(async () => {
    mails = [];
    smtp = await startMailCatcher(mails);
    // The clock moves only when a test moves it, so "ten minutes later" is exact.
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2026-11-27T15:00:00Z"));
    open = await route.openTestServices(
      {
        mail: { smtpUrl: `smtp://127.0.0.1:${smtp.port}`, from: "Office <office@church.test>" },
        passkeyOrigin: ORIGIN,
        twoStepRequiredFor: [],
      },
      engine,
    );
    await route.addStaff(services(), "Dana", ["content"]);
    await route.addStaff(services(), "Lee", ["admin"]);
  });

  it("an address an administrator moves: neither mailbox gets an undo link, and every link the old one got stops working", async () => {
    const dana = await browser("dana@church.test", route.PASSWORD, HOLDER);
    // Dana changes her password (its e-mail has an undo link), and a stranger asks for a reset: both go to dana@church.test.
    await dana.send(accountAction, "/staff/account", {
      intent: "password",
      current: route.PASSWORD,
      password: "lanterns along the river",
      confirm: "lanterns along the river",
    });
    await services().staff.staff.requestReset("dana@church.test");
    const lee = await browser("lee@church.test", route.PASSWORD, HOLDER);
    const id = (await accounts().byLogin("dana@church.test"))?.id ?? "";
    await lee.send(staffAction, "/staff/accounts", {
      intent: "details",
      id,
      name: "Dana",
      email: "dana.reyes@church.test",
    });

    // Both addresses are told, with no link, to ask an administrator.
    for (const address of ["dana@church.test", "dana.reyes@church.test"]) {
      const told =
        mailTo(address).find((mail) => mail.includes("The e-mail address of your account was changed")) ?? "";
      expect(told, address).toContain("contact an administrator");
      expect(tokenIn(told, "undo"), address).toBe("");
    }
    // The old mailbox, now someone else's, tries every link it ever got: each is gone, and changes nothing.
    const old = mailTo("dana@church.test");
    const undoLinks = old.flatMap((mail) => allTokens(mail, "undo"));
    const passwordLinks = old.flatMap((mail) => allTokens(mail, "password"));
    expect(undoLinks.length).toBeGreaterThan(0);
    expect(passwordLinks.length).toBeGreaterThan(0);
    const before = mails.length;
    for (const token of undoLinks) {
      const shown = await route.answerOf(undoLoader(argsFrom(THIEF)(route.pageRequest(`/staff/undo?token=${token}`))));
      expect(shown.status).toBe(410);
      expect((await pressUndo(token, THIEF)).status).toBe(410);
    }
    for (const token of passwordLinks) {
      const shown = await route.answerOf(
        passwordLoader(argsFrom(THIEF)(route.pageRequest(`/staff/password?token=${token}`))),
      );
      expect(shown.status).toBe(410);
      const { answer } = await reset(token, "the old mailbox's own phrase", []);
      expect(answer.status).toBe(410);
    }
    expect((await accounts().byId(id))?.email).toBe("dana.reyes@church.test");
    expect(await lee.signedIn()).toBe(true);
    expect(await dana.signedIn()).toBe(true);
    expect(mails.slice(before)).toEqual([]);
  });

  it("an invitation sent to a mistyped address stops working once the address is corrected, and is sent again to the right one", async () => {
    const lee = await browser("lee@church.test", route.PASSWORD, HOLDER);
    await lee.send(staffAction, "/staff/accounts", {
      intent: "invite",
      name: "Pat",
      email: "pat@chruch.test",
      roles: "content",
    });
    const typo = tokenIn(mailTo("pat@chruch.test")[0] ?? "", "password");
    expect(typo).not.toBe("");
    const id = (await accounts().byLogin("pat@chruch.test"))?.id ?? "";
    await lee.send(staffAction, "/staff/accounts", { intent: "details", id, name: "Pat", email: "pat@church.test" });
    const shown = await route.answerOf(
      passwordLoader(argsFrom(THIEF)(route.pageRequest(`/staff/password?token=${typo}`))),
    );
    expect(shown.status).toBe(410);
    // Sent again by the administrator, it goes to the corrected address.
    await lee.send(staffAction, "/staff/accounts", { intent: "send-link", id });
    const right = tokenIn(mailTo("pat@church.test").find((mail) => mail.includes("invited")) ?? "", "password");
    const opened = await route.answerOf(
      passwordLoader(argsFrom(HOLDER)(route.pageRequest(`/staff/password?token=${right}`))),
    );
    expect(opened.status).toBe(200);
  });

  it("an undo ends every session, stops the password working and e-mails the link to choose one, never to the one who pressed", async () => {
    const thief = await browser("dana@church.test", route.PASSWORD, THIEF);
    const { send } = await addPasskey(thief, "Office computer");
    expect((await send()).status).toBe(200);
    const letter = mailTo("dana@church.test").find((mail) => mail.includes("A passkey was added")) ?? "";
    const undone = await pressUndo(tokenIn(letter, "undo"), HOLDER);
    expect(undone.status).toBe(302);
    expect(undone.headers.get("location")).toBe("/staff/undo");
    expect(await thief.signedIn()).toBe(false);
    const id = (await accounts().byLogin("dana@church.test"))?.id ?? "";
    expect(await services().staff.passkeys.list(id)).toEqual([]);
    // The page it leads to says what was done, and holds no link.
    const cookie = route.cookieOf(undone.headers.get("set-cookie"));
    const page = await route.answerOf(undoLoader(argsFrom(HOLDER)(route.pageRequest("/staff/undo", cookie))));
    expect(page.status).toBe(200);
    expect(JSON.stringify(page.data)).toContain("e-mailed to the account's address");
    expect(JSON.stringify(page.data)).not.toMatch(/staff\/password|token=[\w-]{43}/);
    // The password the thief knew no longer signs in; the link in Dana's mailbox sets a new one.
    await expect(route.signedInOn(ready(), "dana@church.test", route.PASSWORD, THIEF)).rejects.toThrow("401");
    const link = mailTo("dana@church.test").find((mail) => mail.includes("Choose a new password")) ?? "";
    expect(tokenIn(link, "password")).not.toBe("");
  });

  it("a reset lists every passkey with where it was added, and removes the thief's after the holder changed the password", async () => {
    const thief = await browser("dana@church.test", route.PASSWORD, THIEF);
    expect((await (await addPasskey(thief, "Dana's phone")).send()).status).toBe(200);
    // Dana, not knowing, changes her password: the thief's passkey is now older than it.
    const dana = await browser("dana@church.test", route.PASSWORD, HOLDER);
    await dana.send(accountAction, "/staff/account", {
      intent: "password",
      current: route.PASSWORD,
      password: "lanterns along the river",
      confirm: "lanterns along the river",
    });
    const account = await accounts().byLogin("dana@church.test");
    if (!account) throw new Error("no Dana");
    const token = linkToken(await services().staff.staff.sendLink(account, "reset", null));
    const { page, answer } = await reset(token, "candles on the piano", []);
    const listed = (page.data as Listed).added.passkeys;
    expect(listed.map((passkey) => [passkey.name, passkey.addedFrom])).toEqual([
      ["Dana's phone", `Chrome on Windows at the internet address ${THIEF}`],
    ]);
    expect(answer.status).toBe(302);
    expect(await services().staff.passkeys.list(account.id)).toEqual([]);
  });

  it("a reset after undoing the thief's password change removes the thief's passkey", async () => {
    const thief = await browser("dana@church.test", route.PASSWORD, THIEF);
    expect((await (await addPasskey(thief, "Spare key")).send()).status).toBe(200);
    await thief.send(accountAction, "/staff/account", {
      intent: "password",
      current: route.PASSWORD,
      password: "the thief's own long phrase",
      confirm: "the thief's own long phrase",
    });
    const letter = mailTo("dana@church.test").find((mail) => mail.includes("Your password was changed")) ?? "";
    expect((await pressUndo(tokenIn(letter, "undo"), HOLDER)).status).toBe(302);
    expect(await thief.signedIn()).toBe(false);
    // The thief's own password signs in no more.
    await expect(route.signedInOn(ready(), "dana@church.test", "the thief's own long phrase", THIEF)).rejects.toThrow(
      "401",
    );
    const link = mailTo("dana@church.test").find((mail) => mail.includes("Choose a new password")) ?? "";
    const { page } = await reset(tokenIn(link, "password"), "candles on the piano", []);
    expect((page.data as Listed).added.passkeys.map((passkey) => passkey.name)).toEqual(["Spare key"]);
    const id = (await accounts().byLogin("dana@church.test"))?.id ?? "";
    expect(await services().staff.passkeys.list(id)).toEqual([]);
  });

  it("passkeys a thief's session adds while a reset is being saved never survive it (20 runs)", async () => {
    const account = await accounts().byLogin("dana@church.test");
    if (!account) throw new Error("no Dana");
    // Dana's own passkey, which she keeps each time.
    const mine = await browser("dana@church.test", route.PASSWORD, HOLDER);
    expect((await (await addPasskey(mine, "Dana's phone")).send()).status).toBe(200);
    const [own] = await services().staff.passkeys.list(account.id);
    let password = route.PASSWORD;
    for (let run = 0; run < 20; run++) {
      const thief = await browser("dana@church.test", password, THIEF);
      // Each answer is made first, then all are sent at once with the reset, each a little later.
      const pending = await Promise.all(
        Array.from({ length: 6 }, (_, index) => addPasskey(thief, `Thief ${run}.${index}`)),
      );
      const current = await accounts().byId(account.id);
      if (!current) throw new Error("no Dana");
      const token = linkToken(await services().staff.staff.sendLink(current, "reset", null));
      const later = (turns: number) =>
        new Promise<void>((resolve) => {
          const next = (left: number) => (left === 0 ? resolve() : setImmediate(() => next(left - 1)));
          next(turns);
        });
      password = `candles on the piano number ${run}`;
      const [saved] = await Promise.all([
        reset(token, password, [`passkey:${own?.id}@${own?.createdAt}`]),
        ...pending.map(async ({ send }, index) => {
          await later(index * 3);
          return send();
        }),
      ]);
      expect(saved.answer.status, `run ${run}`).toBe(302);
      const left = (await services().staff.passkeys.list(account.id)).map((passkey) => passkey.name);
      expect(left, `run ${run}`).toEqual(["Dana's phone"]);
    }
  });

  it("a passkey removed and made again with the same id while a reset is open is not the one the holder keeps", async () => {
    const dana = await browser("dana@church.test", route.PASSWORD, HOLDER);
    expect((await (await addPasskey(dana, "Dana's phone")).send()).status).toBe(200);
    const account = await accounts().byLogin("dana@church.test");
    if (!account) throw new Error("no Dana");
    const [mine] = await services().staff.passkeys.list(account.id);
    if (!mine) throw new Error("no passkey");
    const token = linkToken(await services().staff.staff.sendLink(account, "reset", null));
    const page = await route.answerOf(
      passwordLoader(argsFrom(HOLDER)(route.pageRequest(`/staff/password?token=${token}`))),
    );
    const offered = (page.data as Listed).added.passkeys.map((passkey) => passkey.id);
    expect(offered).toEqual([mine.id]);
    // Meanwhile a thief with Dana's session swaps her passkey for one of theirs with the same id and name.
    const thief = await browser("dana@church.test", route.PASSWORD, THIEF);
    await thief.send(accountAction, "/staff/account", { intent: "passkey-remove", id: mine.id });
    vi.setSystemTime(new Date("2026-11-27T15:01:00Z"));
    const device = softPasskeyDevice(ORIGIN);
    const options = await thief.send(passkeyAction, "/staff/passkey?intent=add-options", {});
    const made = device.create((options.data as { options: { challenge: string; user: { id: string } } }).options, {
      id: mine.id,
    });
    const swapped = await thief.send(passkeyAction, "/staff/passkey?intent=add", {
      response: JSON.stringify(made.response),
      name: "Dana's phone",
    });
    expect(swapped.status).toBe(200);
    // Dana keeps the passkey she was shown: the one now under its id is not it, and goes.
    const blank = await route.blankSession(services());
    const password = "candles on the piano";
    const fields = {
      csrf: blank.csrf,
      token,
      password,
      confirm: password,
      keep: `passkey:${mine.id}@${mine.createdAt}`,
    };
    const saved = await route.answerOf(
      passwordAction(argsFrom(HOLDER)(route.formPost("/staff/password", blank.cookie, fields))),
    );
    expect(saved.status).toBe(302);
    expect(await services().staff.passkeys.list(account.id)).toEqual([]);
  });

  it("a passkey's name adds no line to the e-mail that tells of it", async () => {
    const dana = await browser("dana@church.test", route.PASSWORD, HOLDER);
    const name = "Phone\r\nBcc: m@elsewhere.test\r\n\r\nSee elsewhere.test\u2028now\u202e";
    expect((await (await addPasskey(dana, name)).send()).status).toBe(200);
    const [letter = ""] = mailTo("dana@church.test");
    // The text as a mail program shows it, its quoted-printable read back.
    const shown = decodeURIComponent(letter.replace(/%/g, "%25").replace(/=([0-9A-F]{2})/g, "%$1"));
    expect(shown).toContain("The passkey is called “Phone Bcc: m@elsewhere.test See elsewhere.test now”.");
    expect(shown).not.toMatch(/^Bcc:/im);
    expect(mails.flatMap((mail) => mail.to)).not.toContain("m@elsewhere.test");
  });

  it("wrong passwords at sign-in by address or name and at Confirm it's you count toward one lockout, and are kept", async () => {
    const dana = await browser("dana@church.test", route.PASSWORD, HOLDER);
    for (let each = 0; each < 3; each++) {
      const wrong = await dana.send(confirmAction, "/staff/confirm", {
        password: `a guess ${each}`,
        next: "/staff/account",
      });
      expect(wrong.status).toBe(400);
    }
    const signIn = async (name: string, password: string) => {
      const blank = await route.blankSession(services());
      const fields = { csrf: blank.csrf, name, password };
      return route.answerOf(signInAction(argsFrom(HOLDER)(route.formPost("/staff/login", blank.cookie, fields))));
    };
    expect((await signIn("Dana", "another guess")).status).toBe(401);
    expect((await signIn("DANA@church.test", "one more guess")).status).toBe(401);
    // Five wrong in all from here: even the right password waits now, by name or by address.
    expect((await signIn("dana", route.PASSWORD)).status).toBe(429);
    expect((await signIn("dana@church.test", route.PASSWORD)).status).toBe(429);
    const failed = (await services().staff.staff.activity.latest("sign-ins", 50)).filter(
      (entry) => entry.actor === "Dana" && entry.action === "sign-in-failed",
    );
    expect(failed.map((entry) => entry.detail).filter((detail) => detail === "confirm")).toHaveLength(3);
  });

  it("a session whose confirmation is stale cannot sign its holder's other sessions out", async () => {
    const holder = await browser("dana@church.test", route.PASSWORD, HOLDER);
    const stolen = await browser("dana@church.test", route.PASSWORD, THIEF);
    vi.setSystemTime(new Date("2026-11-27T15:11:00Z"));
    const tried = await stolen.send(accountAction, "/staff/account", { intent: "sign-out-others" });
    expect(tried.headers.get("location")).toMatch(/^\/staff\/confirm/);
    expect(await holder.signedIn()).toBe(true);
  });
});
