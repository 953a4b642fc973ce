// `npm run bench:upgrade`: the upgrade drills of tests/e2e/upgrade-and-failover.spec.ts at full
// size, on this machine. The release before is rolled to this one across two instances behind
// nginx, then this one to itself twice more, with visitors reading pages at a fixed rate until at
// least 20,000 were read, visitors arriving on connections of their own, notes and drafts; and one
// SQLite server handed over to a new process of itself on its port five times. Prints what every
// client saw, what was kept, and the pages' p99 during the rolls against the rest
// (docs/benchmarks.md).
import { cpus } from "node:os";
import { buildRelease, previousRelease } from "./previous-release.mjs";
import { handoverDrillInNamespace, rollingDrill } from "./upgrade-drill.mjs";

const REQUESTS = Number(process.env.UPGRADE_REQUESTS ?? 20_000);
const RATE = Number(process.env.UPGRADE_RATE ?? 200);

function report(name, result) {
  const wrong = {
    "page errors": result.pages.errors,
    "page timeouts": result.pages.timeouts,
    "pages not 2xx": result.pages.non2xx,
    "arrivals failed": result.arrivalsFailed.length,
    "notes refused": result.notesRefused.length,
    "drafts refused": result.draftsRefused?.length ?? 0,
    "notes missing": result.missing,
    "notes kept twice": result.twice,
  };
  const { roll, steady } = result.latency;
  console.log(`\n${name}`);
  console.log(
    `  pages read: ${result.pages.requests} at ${RATE}/s; arrivals: ${result.arrivals}; notes: ${result.notesSent}${result.draftsSaved === undefined ? "" : `; drafts saved: ${result.draftsSaved}`}`,
  );
  console.log(
    `  each ${name.startsWith("Rolling") ? "roll" : "handover"} took: ${(result.rollMs ?? result.handoverMs).map((ms) => `${(ms / 1000).toFixed(1)} s`).join(", ")}`,
  );
  console.log(
    `  page p99 during: ${roll.toFixed(1)} ms (${result.latency.rollRequests} pages); the rest: ${steady.toFixed(1)} ms (${result.latency.steadyRequests})`,
  );
  console.log(
    `  ${Object.entries(wrong)
      .map(([what, n]) => `${what}: ${n}`)
      .join(", ")}`,
  );
  return Object.values(wrong).every((n) => n === 0) && roll <= 2 * steady;
}

console.log(`cores: ${cpus().length}; release before: ${previousRelease().version}`);
const rolled = await rollingDrill({
  from: buildRelease(),
  rate: RATE,
  requests: REQUESTS,
  rolls: 3,
  workDir: "/tmp/bench-upgrade-roll",
});
const handed = await handoverDrillInNamespace({
  rate: RATE,
  requests: REQUESTS,
  handovers: 5,
  workDir: "/tmp/bench-upgrade-handover",
});
const ok = [
  report("Rolling upgrade, two instances behind nginx on PostgreSQL", rolled),
  report("Handover, one server on SQLite", handed),
];
process.exit(ok.every(Boolean) ? 0 : 1);
