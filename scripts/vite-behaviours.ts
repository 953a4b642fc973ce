// A Vite plugin for the site's small behaviours (app/behaviours/*.ts: custom elements, no framework).
// The client build compiles each into a hashed script of its own; the server build and the dev
// server learn their addresses from `virtual:behaviours`, so a component can name the one script
// it needs and a page loads only the behaviours it shows. See docs/decisions/0013.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { basename, join } from "node:path";
import type { Plugin } from "vite";

const VIRTUAL = "virtual:behaviours";
const RESOLVED = `\0${VIRTUAL}`;
const MANIFEST = ".vite/behaviours.json";

function behaviourFiles(root: string): Map<string, string> {
  const dir = join(root, "app/behaviours");
  const files = new Map<string, string>();
  if (!existsSync(dir)) return files;
  for (const file of readdirSync(dir).sort()) {
    if (/^[\w-]+\.ts$/.test(file) && !file.endsWith(".test.ts")) files.set(basename(file, ".ts"), join(dir, file));
  }
  return files;
}

export function behaviours(): Plugin {
  let root = process.cwd();
  let command: "build" | "serve" = "serve";
  let clientOutDir = "";
  const references = new Map<string, string>();
  return {
    name: "church-behaviours",
    configResolved(config) {
      root = config.root;
      command = config.command;
    },
    buildStart() {
      if (command !== "build" || this.environment.name !== "client") return;
      clientOutDir = this.environment.config.build.outDir;
      for (const [name, file] of behaviourFiles(root)) {
        references.set(name, this.emitFile({ type: "chunk", id: file, name: `behaviour-${name}` }));
      }
    },
    generateBundle() {
      if (command !== "build" || this.environment.name !== "client") return;
      const urls = Object.fromEntries([...references].map(([name, ref]) => [name, `/${this.getFileName(ref)}`]));
      this.emitFile({ type: "asset", fileName: MANIFEST, source: JSON.stringify(urls, null, 2) });
    },
    resolveId(id) {
      return id === VIRTUAL ? RESOLVED : undefined;
    },
    load(id) {
      if (id !== RESOLVED) return;
      let urls: Record<string, string>;
      if (command === "build" && this.environment.name === "client") {
        // The client build names each script by the reference it emitted; the path is the same one
        // the server build reads from the manifest, so hydration finds the markup it expects.
        const entries = [...references].map(
          ([name, ref]) =>
            `${JSON.stringify(name)}: new URL(import.meta.ROLLUP_FILE_URL_${ref}, location.href).pathname`,
        );
        return `export default { ${entries.join(", ")} };`;
      }
      if (command === "build") {
        // The server build runs after the client build, whose list of scripts is on disk by then.
        const manifest = join(clientOutDir || join(root, "build/client"), MANIFEST);
        urls = JSON.parse(readFileSync(manifest, "utf8"));
      } else {
        // The dev server (and unit tests) serve the sources themselves.
        urls = Object.fromEntries([...behaviourFiles(root)].map(([name]) => [name, `/app/behaviours/${name}.ts`]));
      }
      return `export default ${JSON.stringify(urls)};`;
    },
  };
}
