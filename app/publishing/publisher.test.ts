// Publishing with a real database of each engine and a stand-in for the site's request handler (the
// server build), which writes each page from the published content it is given: a publish goes out
// whole or not at all, every page and calendar follows it, and every instance shows the same.
import { describe, expect, it } from "vitest";
import { keyDates } from "~/content/key-dates";
import { keptPaths } from "~/pages";
import { builtContent, shownContent } from "~/published/content";
import { engines, openAnother } from "../../tests/databases";
import { dates, item, newDates, publishers } from "../../tests/publishers";
import { attentionIn } from "./attention";
import { type EditableItem, editableItem, editableItems } from "./editable-items";

describe.each(engines)("publishing (%s)", (engine) => {
  const { state, hold, open, text, renders, revisions } = publishers(engine);

  it("serves every kept page, its data and every calendar with the new value, and records who", async () => {
    const publisher = open();
    await publisher.start();
    expect(await text(publisher, "/baptism")).toContain(keyDates.baptism.startsAt);

    const result = await publisher.publish(item, newDates, "Dana");

    expect(result).toMatchObject({ ok: true });
    expect(publisher.current().keyDates).toEqual(newDates);
    for (const path of keptPaths) {
      expect(await text(publisher, path), path).toContain(newDates.baptism.startsAt);
      expect(await publisher.answer(path === "/" ? "/_.data" : `${path}.data`), path).toBeDefined();
    }
    expect(await text(publisher, "/calendar/baptism.ics")).toContain("DTSTART;TZID=America/New_York:20261205T093000");
    expect(await text(publisher, "/calendar.ics")).toContain("20261205T093000");
    expect(await publisher.answer("/assets/app.js")).toBeUndefined();
    expect(await publisher.answer("/groups"), "a page rendered for each visit").toBeUndefined();
    expect(await revisions().latestPublished("key-dates")).toMatchObject({ author: "Dana", data: newDates });
    expect(state.logLines.some((line) => line.includes('"event":"content-published"'))).toBe(true);
  });

  it("renders a page once for all the visitors who ask for it at once, and again only after a change", async () => {
    const publisher = open();
    await publisher.start();
    const pages = await Promise.all(Array.from({ length: 20 }, () => text(publisher, "/baptism")));
    expect(new Set(pages).size).toBe(1);
    expect(renders()).toBe(1);
    await publisher.publish(item, newDates, "Dana");
    const checked = renders();
    expect(await text(publisher, "/baptism")).toContain(newDates.baptism.startsAt);
    expect(await text(publisher, "/baptism")).toContain(newDates.baptism.startsAt);
    expect(renders()).toBe(checked + 1);
  });

  it("leaves every page as it was when one fails, keeps the revision unpublished and says why", async () => {
    const publisher = open();
    await publisher.publish(item, newDates, "Dana");
    state.failing = "/impact-week";
    const result = await publisher.publish(item, dates("2027-01-09T09:30:00-05:00"), "Sam");

    expect(result).toEqual({ ok: false, error: "/impact-week answered 500" });
    expect(publisher.current().keyDates).toEqual(newDates);
    expect(await text(publisher, "/baptism")).toContain(newDates.baptism.startsAt);
    expect((await revisions().latestPublished("key-dates"))?.author).toBe("Dana");
    expect((await revisions().history("key-dates"))[0]).toMatchObject({ author: "Sam", publishedAt: null });
  });

  it("checks the pages that show the item and their data, not every page", async () => {
    const publisher = open();
    expect(await publisher.publish(item, newDates, "Dana")).toMatchObject({ ok: true });
    const shownOn = item.shownOn.map(({ path }) => path);
    const data = shownOn.map((path) => (path === "/" ? "/_.data" : `${path}.data`));
    expect(new Set(state.rendered)).toEqual(new Set([...shownOn, ...data]));
  });

  it("shows, after a restart, what was published", async () => {
    await open().publish(item, newDates, "Dana");
    const restarted = open();
    expect(restarted.current().keyDates).toEqual(keyDates);
    await restarted.start();
    expect(restarted.current().keyDates).toEqual(newDates);
    expect(await text(restarted, "/")).toContain(newDates.baptism.startsAt);
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
    expect(state.logLines.some((line) => line.includes('"event":"content-not-applied"'))).toBe(true);
    expect(
      fourth.unfit().map(({ item, revision, problems }) => [item.slug, revision.author, problems[0]?.split(":")[0]]),
    ).toEqual([["key-dates", "Sam", "impactWeek.start"]]);
    // The editor's front page names the field by its label, not its code.
    const [listed] = await attentionIn(fourth, fourth);
    expect(listed?.field).toBe("impactWeek.start");
    expect(listed?.message).toMatch(/\(Impact Week: [^:]+: /);
    expect(listed?.message).not.toContain("impactWeek");
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
    const response = await publisher.renderWith("/baptism", { ...publisher.current(), keyDates: newDates }, "");
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
    await expect.poll(() => state.rendered.length).toBeGreaterThan(0);
    left.abort();
    state.letGo();
    expect(await leaving).toMatchObject({ ok: false, error: expect.stringContaining("you left") });
    expect(state.rendered.length).toBeLessThan(item.shownOn.length * 2);
    expect(publisher.current().keyDates).toEqual(keyDates);
    expect((await revisions().history("key-dates"))[0]).toMatchObject({ author: "Dana", publishedAt: null });
  });

  it("reaches another instance, which serves the same bytes", async () => {
    const a = open();
    const b = open(await openAnother(state.test));
    await Promise.all([a.start(), b.start()]);
    await a.publish(item, newDates, "Dana");
    // SQLite serves one instance; a second publisher on it is a restart, not a neighbour, and
    // finds the publish when it starts. PostgreSQL tells every instance.
    if (engine === "sqlite") await b.start();
    await expect.poll(() => b.current().keyDates, { timeout: 10_000 }).toEqual(newDates);
    const [ours, theirs] = await Promise.all([a.answer("/baptism"), b.answer("/baptism")]);
    expect(theirs?.etag).toBe(ours?.etag);
    expect(theirs?.body.equals(ours?.body ?? Buffer.alloc(0))).toBe(true);
  });

  it("shows the publishes of every instance, so none undoes another", async () => {
    const a = open();
    const b = open(await openAnother(state.test));
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
    const b = open(await openAnother(state.test));
    hold();
    // Dana's change is being checked on A when Lee, whose form was made after Dana saved, publishes on B.
    const older = a.publish(item, dates("2027-02-13T09:30:00-05:00"), "Dana");
    await expect.poll(() => state.rendered.length).toBeGreaterThan(0);
    const basedOn = (await revisions().latestSaved("key-dates"))?.id;
    expect(await b.publish(item, dates("2027-02-20T09:30:00-05:00"), "Lee", { basedOn })).toMatchObject({ ok: true });
    state.letGo();
    expect(await older).toMatchObject({ ok: false, error: expect.stringContaining("a newer change") });
    for (const publisher of [a, b]) {
      await publisher.start();
      expect(publisher.current().keyDates.baptism.startsAt).toBe("2027-02-20T09:30:00-05:00");
    }
    expect((await revisions().latestPublished("key-dates"))?.author).toBe("Lee");
  });
});
