// `npm run bench:failover`: the failover drill of tests/e2e/upgrade-and-failover.spec.ts at full
// size. A primary and a synchronous standby, the site on both, notes sent one after another while
// visitors read pages; the primary is killed (SIGKILL) after 1,000 notes, the standby promoted, and
// 1,000 more are sent. Prints what every client saw, what the new primary kept, and how soon notes
// were accepted again (docs/benchmarks.md).
import { cpus } from "node:os";
import { failoverDrill } from "./failover-drill.mjs";

const NOTES = Number(process.env.FAILOVER_NOTES ?? 2_000);
const result = await failoverDrill({ before: NOTES / 2, after: NOTES / 2, workDir: "/tmp/bench-failover" });
const wrong = {
  "page errors": result.pages.errors,
  "page timeouts": result.pages.timeouts,
  "pages not 2xx": result.pages.non2xx,
  "arrivals failed": result.arrivalsFailed.length,
  "notes refused": result.notesRefused.length,
  "notes missing": result.missing,
  "notes kept twice": result.twice,
};
console.log(`cores: ${cpus().length}`);
console.log(
  `notes acknowledged: ${result.notesSent}; pages read: ${result.pages.requests}; arrivals: ${result.arrivals}`,
);
console.log(
  `standby promoted ${result.promotedMs} ms after the kill; first note sent after the kill acknowledged ${result.killedToAccepted} ms after it`,
);
console.log(`page p50 ${result.pages.p50} ms, p99 ${result.pages.p99} ms`);
console.log(
  Object.entries(wrong)
    .map(([what, n]) => `${what}: ${n}`)
    .join(", "),
);
process.exit(Object.values(wrong).every((n) => n === 0) && result.killedToAccepted < 30_000 ? 0 : 1);
