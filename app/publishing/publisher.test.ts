// Publishing with a real database of each engine and a stand-in for the site's request handler (the
// server build), which writes each page from the published content it is given: a publish goes out
// whole or not at all, every page and calendar follows it, and every instance shows the same.
import type { RequestHandler, RouterContextProvider } from "react-router";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { timestampAt } from "~/content/church-time";
import { keyDates } from "~/content/key-dates";
import { builtContent, shownContent } from "~/content/published/content";
import { publishedContext } from "~/content/published/context.server";
import type { SiteDatabase } from "~/db/database.server";
import { prerenderedPaths } from "~/pages";
import { engines, openAnother, openTestDatabase, type TestDatabase } from "../../tests/databases";
import { type EditableItem, editableItem, editableItems } from "./editable-items";
import { createPublisher, type Publisher } from "./publisher.server";
import { RevisionStore } from "./revisions.server";

const newDates = {
  impactWeek: { start: "2026-11-15", end: "2026-11-21" },
  baptism: { startsAt: "2026-12-05T09:30:00-05:00", endsAt: "2026-12-05T11:30:00-05:00" },
};
const dates = (startsAt: string) => ({
  ...newDates,
  baptism: { startsAt, endsAt: startsAt.replace(/T\d\d/, "T23") },
});

const item = editableItem("key-dates") as EditableItem;

describe.each(engines)("publishing (%s)", (engine) => {
  let test: TestDatabase;
  let failing: string | undefined;
  let logLines: string[];
  /** Pages rendered so far, by path, by every publisher of the test. */
  let rendered: string[];
  /** While set, the next page rendered waits until the test lets it go on; later pages do not. */
  let held: Promise<void> | undefined;
  let letGo: () => void = () => {};
  const hold = () => {
    held = new Promise((resolve) => {
      letGo = resolve;
    });
  };
  const opened: Array<{ publisher: Publisher; database?: SiteDatabase }> = [];

  /** Writes the path and the baptism's start it was rendered with; answers 500 for the failing path. */
  const handler: RequestHandler = async (request, context) => {
    const path = new URL(request.url).pathname;
    rendered.push(path);
    const wait = held;
    held = undefined;
    await wait;
    if (path === failing) return new Response("broken", { status: 500 });
    // As entry.server.tsx hands it to pages: facts filled in, items not on the site at this moment left out.
    const { keyDates: shown, home } = shownContent((context as RouterContextProvider).get(publishedContext));
    const slides = home.heroSlides.map((slide) => slide.title).join(", ");
    return new Response(`<!doctype html><body>${path} ${shown.baptism.startsAt} slides: ${slides}</body>`);
  };

  beforeEach(async () => {
    test = await openTestDatabase(engine);
    failing = undefined;
    logLines = [];
    rendered = [];
    held = undefined;
  });
  afterEach(async () => {
    for (const { publisher, database } of opened.splice(0)) {
      await publisher.stop();
      await database?.close();
    }
    await test.close();
  });

  /** A publisher of one instance; `database` for another instance's own connections. */
  const open = (database = test.database) => {
    const publisher = createPublisher({
      database,
      revisions: new RevisionStore(database),
      handler,
      log: (line) => logLines.push(line),
      pollMs: 100,
    });
    opened.push({ publisher, database: database === test.database ? undefined : database });
    return publisher;
  };
  const text = async (publisher: Publisher, path: string) => (await publisher.file(path))?.body.toString("utf8");
  /** How many times the baptism page was rendered, to check a publish or to serve it. */
  const renders = () => rendered.filter((path) => path === "/baptism/").length;
  const revisions = () => new RevisionStore(test.database);

  it("serves every prerendered page, its data and every calendar with the new value, and records who", async () => {
    const publisher = open();
    await publisher.start();
    expect(await text(publisher, "/baptism/index.html")).toContain(keyDates.baptism.startsAt);

    const result = await publisher.publish(item, newDates, "Dana");

    expect(result).toMatchObject({ ok: true });
    expect(publisher.current().keyDates).toEqual(newDates);
    for (const path of prerenderedPaths) {
      const html = path === "/" ? "/index.html" : `${path}/index.html`;
      expect(await text(publisher, html), html).toContain(newDates.baptism.startsAt);
      expect(await publisher.file(path === "/" ? "/_.data" : `${path}.data`), path).toBeDefined();
    }
    expect(await text(publisher, "/calendar/baptism.ics")).toContain("DTSTART;TZID=America/New_York:20261205T093000");
    expect(await text(publisher, "/calendar.ics")).toContain("20261205T093000");
    expect(await publisher.file("/assets/app.js")).toBeUndefined();
    const file = await publisher.file("/baptism/index.html");
    expect(file?.br.length).toBeGreaterThan(0);
    expect(file?.gzip.length).toBeGreaterThan(0);
    expect(await revisions().latestPublished("key-dates")).toMatchObject({ author: "Dana", data: newDates });
    expect(logLines.some((line) => line.includes('"event":"content-published"'))).toBe(true);
  });

  it("renders a page once for all the visitors who ask for it at once, and again only after a change", async () => {
    const publisher = open();
    await publisher.start();
    const pages = await Promise.all(Array.from({ length: 20 }, () => text(publisher, "/baptism/index.html")));
    expect(new Set(pages).size).toBe(1);
    expect(renders()).toBe(1);
    await publisher.publish(item, newDates, "Dana");
    const checked = renders();
    expect(await text(publisher, "/baptism/index.html")).toContain(newDates.baptism.startsAt);
    expect(await text(publisher, "/baptism/index.html")).toContain(newDates.baptism.startsAt);
    expect(renders()).toBe(checked + 1);
  });

  it("leaves every page as it was when one fails, keeps the revision unpublished and says why", async () => {
    const publisher = open();
    await publisher.publish(item, newDates, "Dana");
    failing = "/impact-week/";
    const result = await publisher.publish(item, dates("2027-01-09T09:30:00-05:00"), "Sam");

    expect(result).toEqual({ ok: false, error: "/impact-week/ answered 500" });
    expect(publisher.current().keyDates).toEqual(newDates);
    expect(await text(publisher, "/baptism/index.html")).toContain(newDates.baptism.startsAt);
    expect((await revisions().latestPublished("key-dates"))?.author).toBe("Dana");
    expect((await revisions().history("key-dates"))[0]).toMatchObject({ author: "Sam", publishedAt: null });
  });

  it("shows, after a restart, what was published", async () => {
    await open().publish(item, newDates, "Dana");
    const restarted = open();
    expect(restarted.current().keyDates).toEqual(keyDates);
    await restarted.start();
    expect(restarted.current().keyDates).toEqual(newDates);
    expect(await text(restarted, "/index.html")).toContain(newDates.baptism.startsAt);
  });

  it("brings a revision of an earlier shape forward, and lists one that does not fit", async () => {
    await open().publish(item, newDates, "Dana");
    const second = open();
    await second.start();
    expect(second.current().keyDates).toEqual(newDates);
    expect(second.unfit()).toEqual([]);

    // Saved before the baptism's dates were part of the item: they take the built values.
    const earlier = await revisions().save("key-dates", { impactWeek: newDates.impactWeek }, "Dana", new Date());
    if (!("saved" in earlier)) throw new Error("not saved");
    await revisions().markPublished([earlier.saved], new Date(Date.now() + 1000));
    const third = open();
    await third.start();
    expect(third.current().keyDates).toEqual({ ...keyDates, impactWeek: newDates.impactWeek });
    expect(third.unfit()).toEqual([]);

    // A value today's schema refuses: the build's value shows, the log says so and so does the editor.
    const wrong = { ...newDates, impactWeek: { start: "next autumn", end: "2026-11-21" } };
    const stale = await revisions().save("key-dates", wrong, "Sam", new Date());
    if (!("saved" in stale)) throw new Error("not saved");
    await revisions().markPublished([stale.saved], new Date(Date.now() + 2000));
    const fourth = open();
    await fourth.start();
    expect(fourth.current().keyDates).toEqual(keyDates);
    expect(logLines.some((line) => line.includes('"event":"content-not-applied"'))).toBe(true);
    expect(
      fourth.unfit().map(({ item, revision, problems }) => [item.slug, revision.author, problems[0]?.split(":")[0]]),
    ).toEqual([["key-dates", "Sam", "impactWeek.start"]]);
  });

  it("shows what staff published before every page was editable, read into the whole page's shape", async () => {
    const slides = builtContent.home.heroSlides.map(({ subtitle, ...slide }, index) => ({
      ...slide,
      tagline: index === 1 ? "Come to the water" : "A week of serving",
    }));
    const events = builtContent.outreachEvents.events.slice(0, 2);
    for (const [item, data] of [
      ["home-slides", slides],
      ["outreach-events", events],
    ] as const) {
      const saved = await revisions().save(item, data, "Dana", new Date());
      if (!("saved" in saved)) throw new Error("not saved");
      await revisions().markPublished([saved.saved], new Date());
    }
    const publisher = open();
    await publisher.start();
    const shown = shownContent(publisher.current());
    expect(shown.home.heroSlides[1]?.subtitle).toMatch(/^Saturday, December 6 at 8:00 AM · Come to the water$/);
    expect(shown.outreachEvents.events.map((event) => event.id)).toEqual(events.map((event) => event.id));
    expect(shown.outreachEvents.hero).toEqual(shownContent(builtContent).outreachEvents.hero);
  });

  it("checks a fact wherever it is used: a change that would put a bad link in another item is refused", async () => {
    const site = editableItems.find((each) => each.key === "site") as EditableItem;
    const home = editableItems.find((each) => each.key === "home") as EditableItem;
    const named = (name: string) => ({
      ...builtContent.site,
      youthMinistry: { ...builtContent.site.youthMinistry, name },
    });
    const publisher = open();
    await publisher.start();
    expect(await publisher.publish(site, named("/youth"), "Dana")).toMatchObject({ ok: true });
    const slides = structuredClone(builtContent.home);
    const first = slides.heroSlides[0];
    if (!first) throw new Error("a slide is expected");
    first.ctaLink = "{youth ministry}";
    expect(await publisher.publish(home, slides, "Dana")).toMatchObject({ ok: true });

    const phished = await publisher.publish(site, named("//evil.example/phish"), "Sam");
    expect(phished).toMatchObject({ ok: false, error: expect.stringContaining("Home page") });
    expect(publisher.current().site.youthMinistry.name).toBe("/youth");

    // Published some other way (before this check, say): the item it breaks is listed, not shown.
    const saved = await revisions().save("site", named("data:text/html,hi"), "Sam", new Date());
    if (!("saved" in saved)) throw new Error("not saved");
    await revisions().markPublished([saved.saved], new Date());
    const restarted = open();
    await restarted.start();
    expect(restarted.current().home.heroSlides[0]?.ctaLink).toBe(builtContent.home.heroSlides[0]?.ctaLink);
    expect(restarted.unfit().map((each) => each.item.key)).toEqual(["home"]);
  });

  it("previews a page with a value without saving or publishing it", async () => {
    const publisher = open();
    const response = await publisher.renderWith("/baptism/", { ...publisher.current(), keyDates: newDates }, "");
    expect(await response.text()).toContain(newDates.baptism.startsAt);
    expect(publisher.current().keyDates).toEqual(keyDates);
    expect(await revisions().history("key-dates")).toEqual([]);
  });

  it("refuses a save over a revision newer than the form, saving nothing, and names the newer one", async () => {
    const publisher = open();
    expect(await publisher.publish(item, newDates, "Dana", { basedOn: 0 })).toMatchObject({ ok: true });
    const stale = await publisher.publish(item, dates("2027-01-09T09:30:00-05:00"), "Sam", { basedOn: 0 });
    expect(stale).toMatchObject({ ok: false, conflict: { author: "Dana", data: newDates } });
    expect(await revisions().history("key-dates")).toHaveLength(1);
    expect(publisher.current().keyDates).toEqual(newDates);
    const newest = (await revisions().latestSaved("key-dates"))?.id;
    expect(await publisher.publish(item, dates("2027-01-09T09:30:00-05:00"), "Sam", { basedOn: newest })).toMatchObject(
      { ok: true },
    );
  });

  it("answers the same value sent twice from one form with one revision, published once", async () => {
    const publisher = open();
    const [first, second] = await Promise.all([
      publisher.publish(item, newDates, "Dana", { basedOn: 0 }),
      publisher.publish(item, newDates, "Dana", { basedOn: 0 }),
    ]);
    expect(first).toMatchObject({ ok: true });
    expect(second).toMatchObject({ ok: true, revision: (first as { revision: number }).revision });
    expect(await revisions().history("key-dates")).toHaveLength(1);
    expect(renders()).toBe(1);
  });

  it("does not publish a change whose editor left while it was checked, and keeps its revision", async () => {
    const publisher = open();
    hold();
    const left = new AbortController();
    const leaving = publisher.publish(item, newDates, "Dana", { signal: left.signal });
    await expect.poll(() => rendered.length).toBeGreaterThan(0);
    left.abort();
    letGo();
    expect(await leaving).toMatchObject({ ok: false, error: expect.stringContaining("you left") });
    expect(rendered.length).toBeLessThan(prerenderedPaths.length * 2);
    expect(publisher.current().keyDates).toEqual(keyDates);
    expect((await revisions().history("key-dates"))[0]).toMatchObject({ author: "Dana", publishedAt: null });
  });

  it("reaches another instance, which serves the same bytes", async () => {
    const a = open();
    const b = open(await openAnother(test));
    await Promise.all([a.start(), b.start()]);
    await a.publish(item, newDates, "Dana");
    // SQLite serves one instance; a second publisher on it is a restart, not a neighbour, and
    // finds the publish when it starts. PostgreSQL tells every instance.
    if (engine === "sqlite") await b.start();
    await expect.poll(() => b.current().keyDates, { timeout: 10_000 }).toEqual(newDates);
    const [ours, theirs] = await Promise.all([a.file("/baptism/index.html"), b.file("/baptism/index.html")]);
    expect(theirs?.etag).toBe(ours?.etag);
    expect(theirs?.body.equals(ours?.body ?? Buffer.alloc(0))).toBe(true);
  });

  it("shows the publishes of every instance, so none undoes another", async () => {
    const a = open();
    const b = open(await openAnother(test));
    await Promise.all([a.start(), b.start()]);
    const pastors = editableItem("pastors") as EditableItem;
    const renamed = structuredClone(a.current().pastors);
    const first = renamed.pastors[0];
    if (!first) throw new Error("a pastor is expected");
    first.name = "Pastor Ruth Okafor";
    await Promise.all([a.publish(item, newDates, "Dana"), b.publish(pastors, renamed, "Lee")]);
    for (const publisher of [a, b]) {
      await publisher.start();
      expect(publisher.current().keyDates).toEqual(newDates);
      expect(publisher.current().pastors.pastors[0]?.name).toBe("Pastor Ruth Okafor");
    }
  });

  it("never puts back an older value than one another instance has published meanwhile", async () => {
    const a = open();
    const b = open(await openAnother(test));
    hold();
    // Dana's change is being checked on A when Lee, whose form was made after Dana saved, publishes on B.
    const older = a.publish(item, dates("2027-02-13T09:30:00-05:00"), "Dana");
    await expect.poll(() => rendered.length).toBeGreaterThan(0);
    const basedOn = (await revisions().latestSaved("key-dates"))?.id;
    expect(await b.publish(item, dates("2027-02-20T09:30:00-05:00"), "Lee", { basedOn })).toMatchObject({ ok: true });
    letGo();
    expect(await older).toMatchObject({ ok: false, error: expect.stringContaining("a newer change") });
    for (const publisher of [a, b]) {
      await publisher.start();
      expect(publisher.current().keyDates.baptism.startsAt).toBe("2027-02-20T09:30:00-05:00");
    }
    expect((await revisions().latestPublished("key-dates"))?.author).toBe("Lee");
  });

  describe("at a chosen time", () => {
    const home = editableItem("home") as EditableItem;
    const inMs = (ms: number) => new Date(Date.now() + ms);
    /** The moment on the church's clocks, as content writes it, to the second it falls in or after. */
    const stamp = (at: Date) => {
      const second = new Date(Math.ceil(at.getTime() / 1000) * 1000);
      const local = new Intl.DateTimeFormat("sv-SE", {
        timeZone: "America/New_York",
        dateStyle: "short",
        timeStyle: "medium",
      })
        .format(second)
        .replace(" ", "T");
      const written = timestampAt(local);
      if (!written) throw new Error(`no time ${local}`);
      return written;
    };
    const homePage = async (publisher: Publisher) => (await text(publisher, "/index.html")) ?? "";
    /** The home page's slides with a Christmas slide shown from `from` until `until`. */
    const withChristmas = (from?: Date, until?: Date) => ({
      ...builtContent.home,
      heroSlides: [
        ...builtContent.home.heroSlides,
        {
          id: "christmas",
          image: builtContent.home.heroSlides[0]?.image,
          title: "Christmas at The Bridge",
          subtitle: "Services on December 24",
          ctaText: "Plan Your Visit",
          ctaLink: "/guest",
          ...(from && { showFrom: stamp(from) }),
          ...(until && { showUntil: stamp(until) }),
        },
      ],
    });

    it("publishes a scheduled revision at its time, and not one cancelled", async () => {
      const publisher = open();
      await publisher.start();
      const at = inMs(1_500);
      const scheduled = await publisher.schedule(item, newDates, "Dana", at);
      expect(scheduled).toMatchObject({ ok: true, scheduled: at.toISOString() });
      const cancelled = await publisher.schedule(item, dates("2027-01-09T09:30:00-05:00"), "Sam", inMs(1_000));
      if (!cancelled.ok) throw new Error("not scheduled");
      // Only as a revision of its own item.
      expect(await publisher.withdraw(home, cancelled.revision)).toBe(false);
      expect(await publisher.withdraw(item, cancelled.revision)).toBe(true);
      expect(publisher.current().keyDates).toEqual(keyDates);
      await expect.poll(() => publisher.current().keyDates, { timeout: 20_000 }).toEqual(newDates);
      expect(Date.now()).toBeGreaterThanOrEqual(at.getTime());
      expect(await text(publisher, "/baptism/index.html")).toContain(newDates.baptism.startsAt);
      expect(await revisions().latestPublished("key-dates")).toMatchObject({
        author: "Dana",
        publishAt: at.toISOString(),
      });
      expect((await revisions().get(cancelled.revision))?.publishedAt).toBeNull();
      // Gone out, it can no longer be cancelled.
      if (scheduled.ok) expect(await publisher.withdraw(item, scheduled.revision)).toBe(false);
    });

    it("refuses a time to publish at in the past or years ahead, saving nothing, and others still go out", async () => {
      const publisher = open();
      await publisher.start();
      for (const at of [new Date("9999-12-31T23:59:00-05:00"), inMs(6 * 366 * 24 * 3600 * 1000), inMs(-1000)]) {
        expect(await publisher.schedule(item, newDates, "Dana", at)).toMatchObject({
          ok: false,
          error: expect.stringMatching(/^The time to publish at must be/),
        });
      }
      expect(await revisions().history("key-dates")).toEqual([]);
      const soon = await publisher.schedule(item, newDates, "Dana", inMs(500));
      expect(soon).toMatchObject({ ok: true });
      await expect.poll(() => publisher.current().keyDates, { timeout: 20_000 }).toEqual(newDates);
    });

    it("either cancels a scheduled revision or publishes it, never both, however close the two come", async () => {
      const a = open();
      const b = open(await openAnother(test));
      await Promise.all([a.start(), b.start()]);
      for (let round = 0; round < 10; round++) {
        const startsAt = `2027-01-${10 + round}T09:30:00-05:00`;
        const at = inMs(300);
        const saved = await a.schedule(item, dates(startsAt), "Dana", at);
        if (!saved.ok) throw new Error("not scheduled");
        await expect.poll(() => Date.now()).toBeGreaterThanOrEqual(at.getTime());
        // B cancels as A's look publishes what is due.
        const [withdrawn] = await Promise.all([
          b.withdraw(item, saved.revision),
          a.revisions.publishDue(new Date(), (due) => ({ value: due.data })),
        ]);
        const stored = await revisions().get(saved.revision);
        if (withdrawn) {
          expect(stored?.publishedAt, `round ${round}`).toBeNull();
          await a.start();
          expect(a.current().keyDates.baptism.startsAt).not.toBe(startsAt);
        } else {
          expect(stored?.publishedAt, `round ${round}`).not.toBeNull();
          await a.start();
          expect(a.current().keyDates.baptism.startsAt).toBe(startsAt);
        }
      }
    });

    it("sends out at its time only what a scheduled change changed, and holds it back when a field collides", async () => {
      const publisher = open();
      await publisher.start();
      // Scheduled: the baptism moves. Published meanwhile: Impact Week moves. Both stay.
      const baptismAt = (startsAt: string) => ({
        ...publisher.current().keyDates,
        baptism: { startsAt, endsAt: startsAt.replace(/T\d\d/, "T23") },
      });
      const first = await publisher.schedule(item, baptismAt("2027-02-07T09:30:00-05:00"), "Dana", inMs(1_500));
      if (!first.ok) throw new Error("not scheduled");
      const week = { start: "2027-03-01", end: "2027-03-07" };
      const meanwhile = await publisher.publish(item, { ...publisher.current().keyDates, impactWeek: week }, "Sam");
      expect(meanwhile).toMatchObject({ ok: true });
      await expect
        .poll(() => publisher.current().keyDates.baptism.startsAt, { timeout: 20_000 })
        .toBe("2027-02-07T09:30:00-05:00");
      expect(publisher.current().keyDates.impactWeek).toEqual(week);

      // Scheduled: the baptism at 10:00. Published meanwhile: the baptism at 11:00. Held back, and said why.
      const second = await publisher.schedule(item, baptismAt("2027-02-07T10:00:00-05:00"), "Dana", inMs(1_500));
      if (!second.ok) throw new Error("not scheduled");
      expect(await publisher.publish(item, baptismAt("2027-02-07T11:00:00-05:00"), "Sam")).toMatchObject({ ok: true });
      await expect.poll(async () => (await revisions().held(item.slug)).length, { timeout: 20_000 }).toBe(1);
      const [held] = await revisions().held(item.slug);
      expect(held?.id).toBe(second.revision);
      expect(held?.heldBecause.join("; ")).toMatch(/Starts/);
      expect(publisher.current().keyDates.baptism.startsAt).toBe("2027-02-07T11:00:00-05:00");
      expect(await revisions().scheduled(item.slug)).toEqual([]);
      // Dismissed by staff, it is listed no more.
      expect(await publisher.withdraw(item, second.revision)).toBe(true);
      expect(await revisions().held(item.slug)).toEqual([]);
    });

    it("shows an item when its time to show comes and leaves it when it goes, without a publish", async () => {
      const publisher = open();
      await publisher.start();
      const from = inMs(2_000);
      const until = inMs(4_000);
      await publisher.publish(home, withChristmas(from, until), "Dana");
      expect(await homePage(publisher)).not.toContain("Christmas at The Bridge");
      await expect.poll(() => homePage(publisher), { timeout: 20_000 }).toContain("Christmas at The Bridge");
      expect(Date.now()).toBeGreaterThanOrEqual(Date.parse(stamp(from)));
      await expect.poll(() => homePage(publisher), { timeout: 20_000 }).not.toContain("Christmas at The Bridge");
      expect(Date.now()).toBeGreaterThanOrEqual(Date.parse(stamp(until)));
      expect(await revisions().history("home")).toHaveLength(1);
    });

    it("publishes a scheduled revision once, whichever instance looks first", async () => {
      const a = open();
      const b = open(await openAnother(test));
      await Promise.all([a.start(), b.start()]);
      await a.schedule(item, newDates, "Dana", inMs(1_000));
      await expect.poll(() => a.current().keyDates, { timeout: 20_000 }).toEqual(newDates);
      // The other instance shows it too (PostgreSQL), or is a restart of the same site (SQLite).
      if (engine === "postgres") await expect.poll(() => b.current().keyDates, { timeout: 20_000 }).toEqual(newDates);
      expect((await revisions().history("key-dates")).filter((revision) => revision.publishedAt)).toHaveLength(1);
    });

    it("catches up at start with what passed while the server was down", async () => {
      const first = open();
      await first.start();
      // Room for the publish itself on a busy machine: the slide is still on when it is rendered.
      const until = inMs(5_000);
      await first.publish(home, withChristmas(undefined, until), "Dana");
      expect(await homePage(first)).toContain("Christmas at The Bridge");
      const due = await first.schedule(item, newDates, "Dana", inMs(1_000));
      expect(due.ok).toBe(true);
      await first.stop();
      await expect.poll(() => Date.now(), { timeout: 20_000 }).toBeGreaterThan(Date.parse(stamp(until)));
      const restarted = open();
      await restarted.start();
      expect(await homePage(restarted)).not.toContain("Christmas at The Bridge");
      expect(restarted.current().keyDates).toEqual(newDates);
    });
  });
});
