// `npm run content:check`: lists the dated content that has passed (events, the baptism date,
// Impact Week, the annual report year, the copyright year) with the file and field to update.
// It always exits 0: stale content is a reminder for the staff, never a reason to stop a build.
import { join } from "node:path";
import { runnerImport } from "vite";

const { module } = await runnerImport(join(process.cwd(), "app/published/freshness.ts"));
console.log(module.staleContentReport(module.findStaleContent(new Date())));
