// Publishing with a real revision store and a stand-in for the site's request handler (the server
// build), which writes each page from the published content it is given: every prerendered page,
// its data and every calendar file are made again and swapped in whole, or not at all.
import Database from "better-sqlite3";
import type { RequestHandler, RouterContextProvider } from "react-router";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { keyDates } from "~/content/key-dates";
import { migrate } from "~/notes/migrations.server";
import { prerenderedPaths } from "~/pages";
import { type EditableItem, editableItem } from "./editable-items";
import { publishedContext } from "./published-context.server";
import { createPublisher } from "./publisher.server";
import { RevisionStore } from "./revisions.server";

const newDates = {
  impactWeek: { start: "2026-11-15", end: "2026-11-21" },
  baptism: { startsAt: "2026-12-05T09:30:00-05:00", endsAt: "2026-12-05T11:30:00-05:00" },
};

let db: Database.Database;
let revisions: RevisionStore;
let failing: string | undefined;
let logLines: string[];
/** Pages rendered so far, by path. */
let rendered: string[];
const item = editableItem("key-dates") as EditableItem;

/** Writes the path and the baptism's start it was rendered with; answers 500 for the failing path. */
const handler: RequestHandler = async (request, context) => {
  const path = new URL(request.url).pathname;
  rendered.push(path);
  if (path === failing) return new Response("broken", { status: 500 });
  const { keyDates: dates } = (context as RouterContextProvider).get(publishedContext);
  return new Response(`<!doctype html><body>${path} ${dates.baptism.startsAt}</body>`);
};

beforeEach(() => {
  db = new Database(":memory:");
  migrate(db);
  revisions = new RevisionStore(db);
  failing = undefined;
  logLines = [];
  rendered = [];
});
afterEach(() => db.close());

const open = () => createPublisher({ revisions, handler, log: (line) => logLines.push(line) });
const text = (publisher: ReturnType<typeof open>, path: string) => publisher.file(path)?.body.toString("utf8");

describe("publishing", () => {
  it("renders every prerendered page, its data and every calendar with the new value, and records who", async () => {
    const publisher = open();
    expect(publisher.file("/baptism/index.html")).toBeUndefined();

    const result = await publisher.publish(item, newDates, "Dana");

    expect(result).toMatchObject({ ok: true });
    expect(publisher.current().keyDates).toEqual(newDates);
    for (const path of prerenderedPaths) {
      const html = path === "/" ? "/index.html" : `${path}/index.html`;
      expect(text(publisher, html), html).toContain(newDates.baptism.startsAt);
      expect(publisher.file(path === "/" ? "/_root.data" : `${path}.data`), path).toBeDefined();
    }
    expect(text(publisher, "/calendar/baptism.ics")).toContain("DTSTART;TZID=America/New_York:20261205T093000");
    expect(text(publisher, "/calendar.ics")).toContain("20261205T093000");
    const file = publisher.file("/baptism/index.html");
    expect(file?.br.length).toBeGreaterThan(0);
    expect(file?.gzip.length).toBeGreaterThan(0);
    expect(revisions.latestPublished("key-dates")).toMatchObject({ author: "Dana", data: newDates });
    expect(logLines.some((line) => line.includes('"event":"content-published"'))).toBe(true);
  });

  it("leaves every page as it was when one fails, keeps the revision unpublished and says why", async () => {
    const publisher = open();
    await publisher.publish(item, newDates, "Dana");
    failing = "/impact-week/";
    const later = { ...newDates, baptism: { ...newDates.baptism, startsAt: "2027-01-09T09:30:00-05:00" } };

    const result = await publisher.publish(item, later, "Sam");

    expect(result).toEqual({ ok: false, error: "/impact-week/ answered 500" });
    expect(publisher.current().keyDates).toEqual(newDates);
    expect(text(publisher, "/baptism/index.html")).toContain(newDates.baptism.startsAt);
    expect(revisions.latestPublished("key-dates")?.author).toBe("Dana");
    expect(revisions.history("key-dates")[0]).toMatchObject({ author: "Sam", publishedAt: null });
  });

  it("publishes one change at a time, so the last one asked for is the one shown", async () => {
    const publisher = open();
    const later = { ...newDates, baptism: { ...newDates.baptism, startsAt: "2027-01-09T09:30:00-05:00" } };
    await Promise.all([publisher.publish(item, newDates, "Dana"), publisher.publish(item, later, "Sam")]);
    expect(text(publisher, "/baptism/index.html")).toContain(later.baptism.startsAt);
    expect(revisions.latestPublished("key-dates")?.author).toBe("Sam");
  });

  it("applies the latest published revision again when the server starts, and skips one that no longer fits", async () => {
    await open().publish(item, newDates, "Dana");
    const restarted = open();
    expect(restarted.current().keyDates).toEqual(keyDates);
    await restarted.applyPublished();
    expect(restarted.current().keyDates).toEqual(newDates);
    expect(text(restarted, "/index.html")).toContain(newDates.baptism.startsAt);

    // A revision saved under an older schema: the build's value shows, and the log says why.
    const stale = revisions.save("key-dates", { impactWeek: newDates.impactWeek }, "Dana", new Date());
    revisions.markPublished(stale, new Date(Date.now() + 1000));
    const third = open();
    await third.applyPublished();
    expect(third.current().keyDates).toEqual(keyDates);
    expect(logLines.some((line) => line.includes('"event":"content-not-applied"'))).toBe(true);
  });

  it("previews a page with a value without saving or publishing it", async () => {
    const publisher = open();
    const response = await publisher.preview("/baptism/", item, newDates, "");
    expect(await response.text()).toContain(newDates.baptism.startsAt);
    expect(publisher.current().keyDates).toEqual(keyDates);
    expect(revisions.history("key-dates")).toEqual([]);
  });
});

const dates = (startsAt: string) => ({
  ...newDates,
  baptism: { startsAt, endsAt: startsAt.replace(/T\d\d/, "T23") },
});
/** How many times the whole site was rendered: the baptism page is rendered once each time. */
const renders = () => rendered.filter((path) => path === "/baptism/").length;

describe("publishing while others publish", () => {
  it("refuses a save over a revision newer than the form, saving nothing, and names the newer one", async () => {
    const publisher = open();
    expect(await publisher.publish(item, newDates, "Dana", { basedOn: 0 })).toMatchObject({ ok: true });
    const stale = await publisher.publish(item, dates("2027-01-09T09:30:00-05:00"), "Sam", { basedOn: 0 });
    expect(stale).toMatchObject({ ok: false, conflict: { author: "Dana", data: newDates } });
    expect(revisions.history("key-dates")).toHaveLength(1);
    expect(publisher.current().keyDates).toEqual(newDates);
    // Made from the newest revision, the same change goes through.
    const newest = revisions.latestSaved("key-dates")?.id;
    expect(await publisher.publish(item, dates("2027-01-09T09:30:00-05:00"), "Sam", { basedOn: newest })).toMatchObject(
      { ok: true },
    );
  });

  it("answers the same value sent twice from one form with one revision and one render", async () => {
    const publisher = open();
    const [first, second] = await Promise.all([
      publisher.publish(item, newDates, "Dana", { basedOn: 0 }),
      publisher.publish(item, newDates, "Dana", { basedOn: 0 }),
    ]);
    expect(first).toMatchObject({ ok: true });
    expect(second).toMatchObject({ ok: true, revision: (first as { revision: number }).revision });
    expect(revisions.history("key-dates")).toHaveLength(1);
    expect(renders()).toBe(1);
  });

  it("gathers the edits that arrive during a publish into one more, where the latest of each item wins", async () => {
    const publisher = open();
    const first = publisher.publish(item, newDates, "Dana");
    expect(publisher.status().running).toMatchObject({ items: ["Key dates"], authors: ["Dana"] });
    const later = ["2027-01-09T09:30:00-05:00", "2027-02-13T09:30:00-05:00", "2027-03-13T09:30:00-04:00"];
    const waiting = later.map((startsAt) => publisher.publish(item, dates(startsAt), "Sam"));
    expect(publisher.status().waiting).toEqual(["Key dates"]);
    const results = await Promise.all([first, ...waiting]);
    expect(results.every((result) => result.ok)).toBe(true);
    expect(renders()).toBe(2);
    expect(publisher.current().keyDates.baptism.startsAt).toBe(later[2]);
    expect(revisions.latestPublished("key-dates")?.data).toEqual(dates(later[2] as string));
    expect(publisher.status()).toEqual({ running: null, waiting: [] });
  });

  it("does not render a publish that everyone who asked for it has left, and keeps its revision", async () => {
    const publisher = open();
    const first = publisher.publish(item, newDates, "Dana");
    const left = new AbortController();
    const second = publisher.publish(item, dates("2027-01-09T09:30:00-05:00"), "Sam", { signal: left.signal });
    left.abort();
    await first;
    expect(await second).toMatchObject({ ok: false });
    expect(renders()).toBe(1);
    expect(publisher.current().keyDates).toEqual(newDates);
    expect(revisions.history("key-dates")[0]).toMatchObject({ author: "Sam", publishedAt: null });
  });

  it("stops rendering when everyone waiting has left, and the pages stay as they were", async () => {
    const publisher = open();
    const left = new AbortController();
    const leaving = publisher.publish(item, newDates, "Dana", { signal: left.signal });
    left.abort();
    expect(await leaving).toMatchObject({ ok: false });
    expect(rendered.length).toBeLessThan(prerenderedPaths.length * 2);
    expect(publisher.file("/baptism/index.html")).toBeUndefined();
    expect(publisher.current().keyDates).toEqual(keyDates);
  });
});
