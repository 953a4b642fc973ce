// Putting a new version live while visitors read, people send notes and an editor saves drafts:
// the release before (the newest in releases.json before this commit, built from git) rolled to this one across
// two instances behind the generated nginx on PostgreSQL, and this one handed over to a new process
// on the same port of one server on SQLite. Then the database server dies: the primary killed, or
// cut off from the network still running, and its synchronous standby promoted. No client sees an
// error (but a note sent while the primary is cut off, which waits for an answer and is sent
// again), every acknowledged note is kept once, and the release before still works on the schema
// this one migrated. `npm run bench:upgrade` and
// `npm run bench:failover` run the same drills at full size.

import { failoverDrill } from "../../scripts/failover-drill.mjs";
import { buildRelease, previousRelease } from "../../scripts/previous-release.mjs";
import { smokeRelease } from "../../scripts/site-clients.mjs";
import { handoverDrillInNamespace, rollingDrill } from "../../scripts/upgrade-drill.mjs";
import { expect, test } from "./fixtures";

test.describe.configure({ mode: "serial", timeout: 600_000 });

/** What every client saw: autocannon's figures for the pages, the arrivals', notes' and drafts' refusals. */
interface Seen {
  pages: { errors: number; timeouts: number; non2xx: number };
  arrivalsFailed: unknown[];
  notesRefused: unknown[];
  missing: number;
  twice: number;
}

function seen(result: Seen) {
  return {
    pageErrors: result.pages.errors,
    pageTimeouts: result.pages.timeouts,
    pagesNot2xx: result.pages.non2xx,
    arrivalsFailed: result.arrivalsFailed,
    notesRefused: result.notesRefused,
    notesMissing: result.missing,
    notesKeptTwice: result.twice,
  };
}

const NOTHING_WRONG = {
  pageErrors: 0,
  pageTimeouts: 0,
  pagesNot2xx: 0,
  arrivalsFailed: [],
  notesRefused: [],
  notesMissing: 0,
  notesKeptTwice: 0,
};

test("the release before rolls to this one across two instances behind nginx with no client seeing an error", async () => {
  const from = buildRelease();
  let smoke: Awaited<ReturnType<typeof smokeRelease>> | undefined;
  let shownAfter = "";
  const result = await rollingDrill({
    from,
    rate: 100,
    workDir: `test-results/upgrade-roll-${process.pid}`,
    // The first instance runs this release, which has migrated the database; the second still runs
    // the release before, on the new schema.
    between: async ({ releaseBefore }: { releaseBefore: string }) => {
      smoke = await smokeRelease(releaseBefore);
    },
    after: async ({ origin }: { origin: string }) => {
      shownAfter = await (await fetch(`${origin}/a-page-that-is-not-here`)).text();
    },
  });
  test.info().annotations.push({ type: "release before", description: previousRelease().version });
  expect(smoke?.failed, "the release before, on the new schema").toEqual([]);
  // What it published is what this release shows.
  expect(shownAfter).toContain(smoke?.message);
  expect(seen(result)).toEqual(NOTHING_WRONG);
  expect(result.draftsRefused).toEqual([]);
  expect(result.pages.requests).toBeGreaterThan(500);
  expect(result.notesSent).toBeGreaterThan(20);
  expect(result.draftsSaved).toBeGreaterThan(5);
});

test("one server on SQLite hands over to a new process on the same port with no client seeing an error", async () => {
  const result = await handoverDrillInNamespace({
    rate: 100,
    workDir: `test-results/upgrade-handover-${process.pid}`,
  });
  expect(seen(result)).toEqual(NOTHING_WRONG);
  expect(result.pages.requests).toBeGreaterThan(100);
  expect(result.arrivals).toBeGreaterThan(100);
  expect(result.notesSent).toBeGreaterThan(10);
});

test("the primary database server killed: its standby, promoted, takes every note, none lost or kept twice", async () => {
  const result = await failoverDrill({ before: 20, after: 30, workDir: `test-results/failover-${process.pid}` });
  expect(seen(result), result.output).toEqual(NOTHING_WRONG);
  expect(result.notesSent).toBeGreaterThanOrEqual(50);
  expect(result.acceptedAgainMs).toBeLessThan(30_000);
});

test("the primary cut off from the network: notes are taken again by the promoted standby, none lost or kept twice, and the old primary acknowledges no write", async () => {
  const result = await failoverDrill({
    before: 20,
    after: 30,
    how: "cut",
    workDir: `test-results/failover-cut-${process.pid}`,
  });
  // A note in flight at the cut may wait past its sender's patience and be sent again; what the
  // sender saw of it is no error but the wait.
  const { notesRefused, ...rest } = seen(result);
  const { notesRefused: _, ...nothingElseWrong } = NOTHING_WRONG;
  expect(rest, result.output).toEqual(nothingElseWrong);
  for (const refusal of notesRefused) expect(String(refusal)).toMatch(/TimeoutError|^503$/);
  expect(result.notesSent).toBeGreaterThanOrEqual(50);
  expect(result.acceptedAgainMs).toBeLessThan(120_000);
  expect(result.oldPrimaryAcknowledgesWrite).toBe(false);
});
