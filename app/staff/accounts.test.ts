// Staff accounts, their one-time links and their takeover from the old settings, in a real
// database of each engine, as every instance shares them.
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { engines, openAnother, openTestDatabase, type TestDatabase } from "../../tests/databases";
import { type NewAccount, type StaffAccount, StaffAccounts } from "./accounts.server";
import { StaffLinks } from "./links.server";
import { takeOverOldStaffSettings } from "./takeover.server";
import { LINK_LIFETIME_MS } from "./terms";

const HASH = "scrypt:10:8:1:AAAAAAAAAAAAAAAAAAAAAA:AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA";
const person = (name: string, more: Partial<NewAccount> = {}): NewAccount => ({
  name,
  email: `${name.toLowerCase()}@example.org`,
  roles: ["notes"],
  passwordHash: HASH,
  by: "test",
  at: new Date(),
  ...more,
});

describe.each(engines)("staff accounts (%s)", (engine) => {
  let test: TestDatabase;
  let accounts: StaffAccounts;
  let links: StaffLinks;
  beforeEach(async () => {
    test = await openTestDatabase(engine);
    accounts = new StaffAccounts(test.database);
    links = new StaffLinks(test.database.db);
  });
  afterEach(() => test.close());

  async function add(name: string, more: Partial<NewAccount> = {}): Promise<StaffAccount> {
    const added = await accounts.add(person(name, more));
    if ("refused" in added) throw new Error(added.refused);
    return added;
  }

  it("refuses a second account with the same e-mail address or name, whatever the case", async () => {
    await add("Dana", { email: "Dana@Example.org" });
    expect(await accounts.add(person("Lee", { email: "DANA@example.ORG" }))).toEqual({
      refused: "dana@example.org already has an account.",
    });
    expect(await accounts.add(person("dANA", { email: "other@example.org" }))).toMatchObject({
      refused: expect.stringContaining("already called"),
    });
    expect(await accounts.list()).toHaveLength(1);
    expect((await accounts.byLogin(" DANA@example.org "))?.name).toBe("Dana");
    expect((await accounts.byLogin("dana"))?.email).toBe("dana@example.org");
    expect(await accounts.byLogin("")).toBeNull();
  });

  it("keeps one administrator who can sign in: the last cannot be demoted, disabled or removed", async () => {
    const dana = await add("Dana", { roles: ["admin", "content"] });
    // One invited but without a password yet does not count: they cannot sign in.
    const invited = await add("Lee", { roles: ["admin"], passwordHash: null });
    const refusal = { refused: expect.stringContaining("at least one administrator") };
    expect(await accounts.setRoles(dana.id, ["content"])).toEqual(refusal);
    expect(await accounts.setDisabled(dana.id, new Date())).toEqual(refusal);
    expect(await accounts.remove(dana.id)).toEqual(refusal);
    expect((await accounts.byId(dana.id))?.roles).toEqual(["admin", "content"]);

    await accounts.setPassword(invited.id, HASH);
    expect(await accounts.setRoles(dana.id, ["content"])).toBeNull();
    expect((await accounts.byId(dana.id))?.roles).toEqual(["content"]);
    expect(await accounts.remove(invited.id)).toEqual(refusal);
  });

  it("keeps one administrator when two demote each other at the same moment, from two instances", async () => {
    const dana = await add("Dana", { roles: ["admin"] });
    const lee = await add("Lee", { roles: ["admin"] });
    const other = await openAnother(test);
    try {
      for (let round = 0; round < 5; round++) {
        const results = await Promise.all([
          accounts.setRoles(dana.id, ["content"]),
          new StaffAccounts(other).setRoles(lee.id, ["content"]),
        ]);
        expect(
          results.filter((result) => result === null),
          `round ${round}`,
        ).toHaveLength(1);
        const admins = (await accounts.list()).filter((account) => account.roles.includes("admin"));
        expect(admins).toHaveLength(1);
        await accounts.setRoles(dana.id, ["admin"]);
        await accounts.setRoles(lee.id, ["admin"]);
      }
    } finally {
      await other.close();
    }
  });

  it("removes an account with its sessions and links", async () => {
    await add("Dana", { roles: ["admin"] });
    const lee = await add("Lee");
    await test.database.db
      .insertInto("review_sessions")
      .values({ id: "s1", reviewer: lee.id, signed_in_at: new Date().toISOString() })
      .execute();
    const token = await links.issue(lee.id, "reset", new Date());
    expect(await accounts.remove(lee.id)).toBeNull();
    expect(await accounts.byId(lee.id)).toBeNull();
    expect(await links.peek(token, new Date())).toBeNull();
    expect(await test.database.db.selectFrom("review_sessions").selectAll().execute()).toEqual([]);
  });

  describe("one-time links", () => {
    it("works once, until it expires", async () => {
      const dana = await add("Dana");
      const at = new Date("2026-11-26T12:00:00Z");
      const token = await links.issue(dana.id, "reset", at);
      expect(token).toMatch(/^[\w-]{43}$/);
      const justBefore = new Date(at.getTime() + LINK_LIFETIME_MS.reset - 1);
      expect(await links.peek(token, justBefore)).toEqual({ staffId: dana.id, purpose: "reset" });
      expect(await links.peek(token, new Date(at.getTime() + LINK_LIFETIME_MS.reset))).toBeNull();
      expect(await links.use(token, new Date(at.getTime() + LINK_LIFETIME_MS.reset + 1))).toBeNull();
      expect(await links.use(token, justBefore)).toEqual({ staffId: dana.id, purpose: "reset" });
      expect(await links.use(token, justBefore)).toBeNull();
    });

    it("stops working when a newer link of the same kind is sent", async () => {
      const dana = await add("Dana");
      const first = await links.issue(dana.id, "reset", new Date());
      const second = await links.issue(dana.id, "reset", new Date());
      expect(await links.use(first, new Date())).toBeNull();
      expect(await links.use(second, new Date())).toMatchObject({ staffId: dana.id });
    });

    it("opens only its own account, and nothing for a token it did not make", async () => {
      const dana = await add("Dana");
      const lee = await add("Lee");
      const forDana = await links.issue(dana.id, "invitation", new Date());
      const forLee = await links.issue(lee.id, "invitation", new Date());
      expect(await links.peek(forLee, new Date())).toMatchObject({ staffId: lee.id });
      expect(await links.peek(forDana, new Date())).toMatchObject({ staffId: dana.id });
      for (const forged of ["", "x", `${forDana}x`, forDana.toUpperCase(), "A".repeat(43)]) {
        expect(await links.use(forged, new Date())).toBeNull();
      }
    });

    it("keeps only a hash of the token", async () => {
      const dana = await add("Dana");
      const token = await links.issue(dana.id, "reset", new Date());
      const rows = await test.database.db.selectFrom("staff_links").selectAll().execute();
      expect(JSON.stringify(rows)).not.toContain(token);
    });
  });

  describe("taking over REVIEWERS", () => {
    const old = {
      reviewers: [
        { name: "Dana", hash: HASH },
        { name: "Sam", hash: HASH },
      ],
      contentEditors: ["Dana"],
    };

    it("makes accounts of them once, with their passwords and roles, and says so", async () => {
      const log: string[] = [];
      await takeOverOldStaffSettings(accounts, old, (line) => log.push(line));
      const list = await accounts.list();
      expect(list.map(({ name, roles, passwordHash, email }) => ({ name, roles, passwordHash, email }))).toEqual([
        { name: "Dana", roles: ["content", "notes"], passwordHash: HASH, email: null },
        { name: "Sam", roles: ["notes"], passwordHash: HASH, email: null },
      ]);
      expect(log).toEqual([expect.stringContaining("taken over from REVIEWERS: Dana, Sam")]);
      expect(log[0]).toContain("npm run staff:add");

      // A later start, with the settings changed, changes nothing and says they are not read.
      await takeOverOldStaffSettings(
        accounts,
        { reviewers: [{ name: "Mallory", hash: HASH }], contentEditors: [] },
        (line) => log.push(line),
      );
      expect((await accounts.list()).map((account) => account.name)).toEqual(["Dana", "Sam"]);
      expect(log[1]).toContain("no longer read");
    });

    it("does the same when two instances start at once", async () => {
      const second = new StaffAccounts(test.database);
      await Promise.all([
        takeOverOldStaffSettings(accounts, old, () => undefined),
        takeOverOldStaffSettings(second, old, () => undefined),
      ]);
      expect((await accounts.list()).map((account) => account.name)).toEqual(["Dana", "Sam"]);
    });
  });
});
