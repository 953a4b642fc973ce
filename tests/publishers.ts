// For tests of publishing: publishers on a real database of each engine, with a stand-in for the
// site's request handler (the server build) that writes each page from the published content it is
// given, so a test reads what a visitor would be served.
import type { RequestHandler, RouterContextProvider } from "react-router";
import { afterEach, beforeEach } from "vitest";
import type { SiteDatabase } from "../app/db/database.server";
import { shownContent } from "../app/published/content";
import { publishedContext } from "../app/published/context.server";
import { type EditableItem, editableItem } from "../app/publishing/editable-items";
import type { Publisher } from "../app/publishing/publisher";
import { createPublisher } from "../app/publishing/publisher.server";
import { RevisionStore } from "../app/publishing/revisions.server";
import { openTestDatabase, type TestDatabase, type TestEngine } from "./databases";

/** The item the tests change: the key dates, shown on several pages and calendars. */
export const item = editableItem("key-dates") as EditableItem;

export const newDates = {
  impactWeek: { start: "2026-11-15", end: "2026-11-21" },
  baptism: { startsAt: "2026-12-05T09:30:00-05:00", endsAt: "2026-12-05T11:30:00-05:00" },
};
export const dates = (startsAt: string) => ({
  ...newDates,
  baptism: { startsAt, endsAt: startsAt.replace(/T\d\d/, "T23") },
});

/** Opens a database for each test of the `describe` that calls it, and closes it and every publisher after. */
export function publishers(engine: TestEngine) {
  const state = {
    test: undefined as unknown as TestDatabase,
    /** The path whose page the handler answers with a 500. */
    failing: undefined as string | undefined,
    logLines: [] as string[],
    /** Pages rendered so far, by path, by every publisher of the test. */
    rendered: [] as string[],
    /** While set, the next page rendered waits until the test lets it go on; later pages do not. */
    held: undefined as Promise<void> | undefined,
    letGo: () => {},
  };
  const opened: Array<{ publisher: Publisher; database?: SiteDatabase }> = [];

  /** Writes the path and the baptism's start it was rendered with; answers 500 for the failing path. */
  const handler: RequestHandler = async (request, context) => {
    const path = new URL(request.url).pathname;
    state.rendered.push(path);
    const wait = state.held;
    state.held = undefined;
    await wait;
    if (path === state.failing) return new Response("broken", { status: 500 });
    // As entry.server.tsx hands it to pages: facts filled in, items not on the site at this moment left out.
    const { keyDates: shown, home } = shownContent((context as RouterContextProvider).get(publishedContext));
    const slides = home.heroSlides.map((slide) => slide.title).join(", ");
    return new Response(`<!doctype html><body>${path} ${shown.baptism.startsAt} slides: ${slides}</body>`);
  };

  beforeEach(async () => {
    state.test = await openTestDatabase(engine);
    state.failing = undefined;
    state.logLines = [];
    state.rendered = [];
    state.held = undefined;
  });
  afterEach(async () => {
    for (const { publisher, database } of opened.splice(0)) {
      await publisher.stop();
      await database?.close();
    }
    await state.test.close();
  });

  return {
    state,
    hold() {
      state.held = new Promise((resolve) => {
        state.letGo = resolve;
      });
    },
    /** A publisher of one instance; `database` for another instance's own connections. */
    open(database = state.test.database) {
      const publisher = createPublisher({
        database,
        revisions: new RevisionStore(database),
        handler,
        log: (line) => state.logLines.push(line),
        pollMs: 100,
      });
      opened.push({ publisher, database: database === state.test.database ? undefined : database });
      return publisher;
    },
    text: async (publisher: Publisher, path: string) => (await publisher.answer(path))?.body.toString("utf8"),
    /** How many times the baptism page was rendered, to check a publish or to serve it. */
    renders: () => state.rendered.filter((path) => path === "/baptism").length,
    revisions: () => new RevisionStore(state.test.database),
  };
}
