// A Vite plugin for the content that carries dates. When the site is built it warns about dated
// items that have passed (app/published/freshness.ts: a reminder, never a failure), and writes the
// calendar files made from the events (app/events/ics.server.ts) into the client build, where the
// server serves them like any static file. The dev server makes the same files on each request.
import type { Plugin } from "vite";
import type { CalendarFile } from "../app/events/ics.server";
import { loadAppModule } from "./load-app-module.ts";

async function makeCalendarFiles(): Promise<CalendarFile[]> {
  const calendar = await loadAppModule<typeof import("../app/events/ics.server")>("app/events/ics.server.ts");
  return calendar.calendarFiles(new Date());
}

export function datedContent(): Plugin {
  let building = false;
  let files: CalendarFile[] = [];
  return {
    name: "church-dated-content",
    configResolved(config) {
      // Not for `react-router typegen`, which also starts Vite.
      building = config.command === "build";
    },
    async buildStart() {
      // The client build is where the files go, and it runs once per build: the warnings are printed
      // once, not again for the server build.
      if (!building || this.environment.name !== "client") return;
      const freshness = await loadAppModule<typeof import("../app/published/freshness")>("app/published/freshness.ts");
      const stale = freshness.findStaleContent(new Date());
      if (stale.length > 0) this.warn(freshness.staleContentReport(stale));
      files = await makeCalendarFiles();
    },
    generateBundle() {
      if (this.environment.name !== "client") return;
      for (const file of files) {
        this.emitFile({ type: "asset", fileName: file.path.slice(1), source: file.body });
      }
    },
    configureServer(server) {
      server.middlewares.use(async (req, res, next) => {
        const path = req.url?.split("?")[0] ?? "";
        if (!/^\/calendar(\/[\w/-]+)?\.ics$/.test(path)) return next();
        try {
          const file = (await makeCalendarFiles()).find((candidate) => candidate.path === path);
          if (!file) return next();
          res.setHeader("Content-Type", "text/calendar; charset=utf-8");
          res.end(file.body);
        } catch (error) {
          next(error);
        }
      });
    },
  };
}
