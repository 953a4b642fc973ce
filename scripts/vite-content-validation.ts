// A Vite plugin that validates app/content/ before a build or dev server starts, so a broken
// entry stops the build with a message naming the file and field.
import { join } from "node:path";
import type { Plugin } from "vite";
import { loadAppModule } from "./load-app-module.ts";

export function contentValidation(): Plugin {
  let checked = false;
  return {
    name: "church-content-validation",
    async buildStart() {
      // React Router builds the client and the server in turn; once is enough.
      if (checked) return;
      checked = true;
      const root = process.cwd();
      const content = await loadAppModule<typeof import("../app/published/validate")>("app/published/validate.ts");
      const problems = content.validateContent(undefined, join(root, "public"));
      if (problems.length > 0) {
        this.error(`Content is not valid:\n  ${problems.join("\n  ")}`);
      }
    },
  };
}
