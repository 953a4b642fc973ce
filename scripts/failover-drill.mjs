// The database server dies while people send notes and visitors read pages: a primary and a
// synchronous standby (scripts/ensure-postgres.mjs), the site on both (DATABASE_URL names the two),
// the primary killed with SIGKILL, or cut off from the network still running, and the standby
// promoted, as docs/deploy.md's "When the database server dies" has the volunteer (or a watcher) do. For tests/e2e/upgrade-and-failover.spec.ts
// (small) and `npm run bench:failover` (large). Reports what every client saw and what the new
// primary kept.
import { mkdirSync, rmSync } from "node:fs";
import { join } from "node:path";
import pg from "pg";
import { startReplicatedPostgres } from "./ensure-postgres.mjs";
import { freePort } from "./free-port.mjs";
import { startLoads, untilAtLeast } from "./site-clients.mjs";
import { startSite, THIS_RELEASE } from "./upgrade-drill.mjs";

/** Whether a server acknowledges a write within `withinMs` (a commit waiting forever does not). */
async function acknowledgesWrite(url, withinMs) {
  const client = new pg.Client({ connectionString: url });
  client.on("error", () => {});
  await client.connect();
  const write = client.query("CREATE TABLE written_after_the_promotion (x int)").then(
    () => true,
    () => false,
  );
  const answer = await Promise.race([write, new Promise((late) => setTimeout(() => late(false), withinMs))]);
  client.connection.stream.destroy();
  return answer;
}

/**
 * Sends notes until `before` were acknowledged, kills the primary (`how: "kill"`) or cuts it off
 * (`"cut"`), promotes the standby at once, and goes on until `after` more were acknowledged.
 * `acceptedAgainMs` is how long after the kill or cut the first note tried after it was
 * acknowledged. While a primary is cut off, a note may get no answer: its sender tries again with
 * the same key every second until it is acknowledged, as a person would.
 */
export async function failoverDrill({ before, after, how = "kill", rate = 50, notesEveryMs = 50, workDir }) {
  rmSync(workDir, { recursive: true, force: true });
  mkdirSync(workDir, { recursive: true });
  const postgres = await startReplicatedPostgres({ cuttable: how === "cut" });
  let site;
  let loads;
  try {
    const admin = new pg.Client({ connectionString: postgres.primaryUrl });
    await admin.connect();
    await admin.query("CREATE DATABASE church");
    await admin.end();
    const church = (url) => url.replace(/\/postgres(\?|$)/, "/church$1");
    const port = await freePort();
    site = await startSite(THIS_RELEASE, {
      PORT: String(port),
      DATA_DIR: join(workDir, "data"),
      DATABASE_URL: church(postgres.url),
      SESSION_SECRET: "failover-session-secret-0123456789abcdef",
      ADDRESS_HASH_SECRET: "failover-address-secret-0123456789",
      NOTE_LIMIT_PER_MINUTE: "0",
      NOTE_LIMIT_PER_DAY: "0",
    });
    const origin = `http://127.0.0.1:${port}`;
    const notePatience = how === "cut" ? { triesEach: Number.POSITIVE_INFINITY, pauseMs: 1_000 } : undefined;
    loads = startLoads(origin, { rate, notesEveryMs, arrivalsEveryMs: 50, notePatience });
    await untilAtLeast(before, () => loads.notes.sent.length);
    const acknowledgedBefore = loads.notes.sent.length;
    const failedAt = Date.now();
    if (how === "cut") postgres.cut();
    else postgres.kill();
    postgres.promote();
    const promotedMs = Date.now() - failedAt;
    await untilAtLeast(acknowledgedBefore + after, () => loads.notes.sent.length);
    const read = await loads.stop();
    const client = new pg.Client({ connectionString: church(postgres.standbyUrl) });
    await client.connect();
    const kept = (await client.query("SELECT note_text FROM notes")).rows.map((row) => row.note_text);
    await client.end();
    return {
      promotedMs,
      acceptedAgainMs: loads.notes.acceptedAgainAfter(failedAt),
      // Cut off, the old primary still runs: it must not acknowledge a write now that the standby,
      // the only one its commits wait for, has gone its own way.
      oldPrimaryAcknowledgesWrite:
        how === "cut" ? await acknowledgesWrite(church(postgres.primaryBySocket), 5_000) : false,
      ...loads.seen(read, kept),
      output: site.output(),
    };
  } finally {
    await loads?.stop().catch(() => {});
    await site?.stop();
    postgres.stop();
  }
}
