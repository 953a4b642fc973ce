// The database server dies while people send notes and visitors read pages: a primary and a
// synchronous standby (scripts/ensure-postgres.mjs), the site on both (DATABASE_URL names the two),
// the primary killed with SIGKILL and the standby promoted, as docs/deploy.md's "When the database
// server dies" has the volunteer (or a watcher) do. For tests/e2e/upgrade-and-failover.spec.ts
// (small) and `npm run bench:failover` (large). Reports what every client saw and what the new
// primary kept.
import { mkdirSync, rmSync } from "node:fs";
import { join } from "node:path";
import pg from "pg";
import { startReplicatedPostgres } from "./ensure-postgres.mjs";
import { freePort } from "./free-port.mjs";
import { startLoads, untilAtLeast } from "./site-clients.mjs";
import { startSite, THIS_RELEASE } from "./upgrade-drill.mjs";

/**
 * Sends notes until `before` were acknowledged, kills the primary, promotes the standby once it is
 * dead, and goes on until `after` more were acknowledged. `killedToAccepted` is how long after the
 * kill the first note was acknowledged by the new primary.
 */
export async function failoverDrill({ before, after, rate = 50, notesEveryMs = 50, workDir }) {
  rmSync(workDir, { recursive: true, force: true });
  mkdirSync(workDir, { recursive: true });
  const postgres = await startReplicatedPostgres();
  let site;
  let loads;
  try {
    const admin = new pg.Client({ connectionString: postgres.primaryUrl });
    await admin.connect();
    await admin.query("CREATE DATABASE church");
    await admin.end();
    const church = (url) => url.replace(/\/postgres$/, "/church");
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
    loads = startLoads(origin, { rate, notesEveryMs, arrivalsEveryMs: 50 });
    await untilAtLeast(before, () => loads.notes.sent.length);
    const acknowledgedBefore = loads.notes.sent.length;
    const killedAt = Date.now();
    postgres.kill();
    postgres.promote();
    const promotedMs = Date.now() - killedAt;
    // The note in flight at the kill, then the first one sent after it, acknowledged.
    await untilAtLeast(acknowledgedBefore + 2, () => loads.notes.sent.length);
    const firstAfter = Date.now();
    await untilAtLeast(acknowledgedBefore + after, () => loads.notes.sent.length);
    const read = await loads.stop();
    const client = new pg.Client({ connectionString: church(postgres.standbyUrl) });
    await client.connect();
    const kept = (await client.query("SELECT note_text FROM notes")).rows.map((row) => row.note_text);
    await client.end();
    return {
      promotedMs,
      killedToAccepted: firstAfter - killedAt,
      ...loads.seen(read, kept),
      output: site.output(),
    };
  } finally {
    await loads?.stop().catch(() => {});
    await site?.stop();
    postgres.stop();
  }
}
