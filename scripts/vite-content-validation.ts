// A Vite plugin that validates app/content/ before a build or dev server starts, so a broken
// entry stops the build with a message naming the file and field; and that writes the third-party
// origins the content uses into the server build, for the server's Content-Security-Policy.
import { join } from "node:path";
import { type Plugin, runnerImport } from "vite";

export function contentValidation(): Plugin {
  let checked = false;
  let sources = "";
  return {
    name: "church-content-validation",
    async buildStart() {
      // React Router builds the client and the server in turn; once is enough.
      if (checked) return;
      checked = true;
      const root = process.cwd();
      const { module } = await runnerImport<typeof import("../app/content/validate")>(
        join(root, "app/content/validate.ts"),
      );
      const problems = module.validateContent(undefined, join(root, "public"));
      if (problems.length > 0) {
        this.error(`Content is not valid:\n  ${problems.join("\n  ")}`);
      }
      const thirdParty = await runnerImport<typeof import("../app/content/third-party")>(
        join(root, "app/content/third-party.ts"),
      );
      sources = JSON.stringify(thirdParty.module.thirdPartySources(), null, 2);
    },
    generateBundle() {
      if (this.environment?.name !== "ssr" || !sources) return;
      this.emitFile({ type: "asset", fileName: "third-party-sources.json", source: sources });
    },
  };
}
