// `npm run bench:failover`: the failover drills of tests/e2e/upgrade-and-failover.spec.ts at full
// size. A primary and a synchronous standby, the site on both, notes sent one after another while
// visitors read pages; after 1,000 notes the primary is killed (SIGKILL), or, in the second drill,
// cut off from the network still running, the standby promoted, and 1,000 more are sent. Prints
// what every client saw, what the new primary kept, and how soon notes were accepted again
// (docs/benchmarks.md).
import { cpus } from "node:os";
import { failoverDrill } from "./failover-drill.mjs";

const NOTES = Number(process.env.FAILOVER_NOTES ?? 2_000);
/** How soon notes must be accepted again, for each way the primary goes. */
const ACCEPTED_AGAIN_WITHIN_MS = { kill: 30_000, cut: 120_000 };

console.log(`cores: ${cpus().length}`);
let allWell = true;
for (const how of ["kill", "cut"]) {
  const result = await failoverDrill({
    before: NOTES / 2,
    after: NOTES / 2,
    how,
    workDir: `/tmp/bench-failover-${how}`,
  });
  const wrong = {
    "page errors": result.pages.errors,
    "page timeouts": result.pages.timeouts,
    "pages not 2xx": result.pages.non2xx,
    "arrivals failed": result.arrivalsFailed.length,
    "notes missing": result.missing,
    "notes kept twice": result.twice,
    "old primary acknowledged a write": Number(result.oldPrimaryAcknowledgesWrite),
  };
  console.log(`\nprimary ${how === "kill" ? "killed" : "cut off"}`);
  console.log(
    `notes acknowledged: ${result.notesSent}; pages read: ${result.pages.requests}; arrivals: ${result.arrivals}`,
  );
  console.log(
    `standby promoted ${result.promotedMs} ms after; first note tried after it acknowledged ${result.acceptedAgainMs} ms after it`,
  );
  // While a primary is cut off, a note may wait longer than its sender and be sent again.
  console.log(
    `notes waited on and sent again: ${result.notesRefused.length} (${[...new Set(result.notesRefused)].join(", ")})`,
  );
  console.log(`page p50 ${result.pages.p50} ms, p99 ${result.pages.p99} ms`);
  console.log(
    Object.entries(wrong)
      .map(([what, n]) => `${what}: ${n}`)
      .join(", "),
  );
  const refusedWhere = how === "kill" ? result.notesRefused.length : 0;
  allWell &&=
    Object.values(wrong).every((n) => n === 0) &&
    refusedWhere === 0 &&
    result.acceptedAgainMs !== undefined &&
    result.acceptedAgainMs < ACCEPTED_AGAIN_WITHIN_MS[how];
}
process.exit(allWell ? 0 : 1);
