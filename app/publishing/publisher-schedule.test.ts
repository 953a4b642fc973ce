// Publishing at a chosen time, with a real database of each engine: a scheduled change goes out at
// its moment and only what it changed, a cancelled one never does, an item shows and leaves at its
// times without a publish, and what fell due while the server was down goes out at start.
import { describe, expect, it } from "vitest";
import { keyDates } from "~/content/key-dates";
import { timestampAt } from "~/content-model/church-time";
import { builtContent } from "~/published/content";
import { engines, openAnother } from "../../tests/databases";
import { dates, item, newDates, publishers } from "../../tests/publishers";
import { type EditableItem, editableItem } from "./editable-items";
import type { Publisher } from "./publisher";

describe.each(engines)("publishing at a chosen time (%s)", (engine) => {
  const { state, open, text, revisions } = publishers(engine);
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
  const homePage = async (publisher: Publisher) => (await text(publisher, "/")) ?? "";
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
    expect(await text(publisher, "/baptism")).toContain(newDates.baptism.startsAt);
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
    const b = open(await openAnother(state.test));
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
    const b = open(await openAnother(state.test));
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
