// The Node.js the site runs on. package.json pins it ("engines", and the `node` package that
// `npm install` brings, which npm scripts run); a server started by another Node would load its
// native modules into a runtime they were not made for, so it stops at once and says which it needs
// (docs/decisions/0022).
import packageJson from "../package.json" with { type: "json" };

/** The range of Node.js versions the site supports, as package.json's "engines" states it: "^26.10.0". */
export const SUPPORTED_NODE = packageJson.engines.node;

/**
 * Why `version` (such as process.versions.node, "26.10.0") cannot run the site, or undefined when it
 * can: the same major version as `range` ("^26.10.0"), and no older than it.
 */
export function unsupportedRuntime(version: string, range = SUPPORTED_NODE): string | undefined {
  const wanted = parse(range.replace(/^\^/, ""));
  const running = parse(version);
  if (!wanted) throw new Error(`package.json's engines.node must look like "^26.10.0" (got "${range}")`);
  const supported =
    running !== undefined && running[0] === wanted[0] && (running[1] - wanted[1] || running[2] - wanted[2]) >= 0;
  if (supported) return undefined;
  return (
    `This site runs on Node.js ${range}; this is Node.js ${version}.\n` +
    "Start it with `npm start`, which runs the Node.js that `npm install` put in node_modules, " +
    "or install that version (docs/deploy.md)."
  );
}

function parse(version: string): [number, number, number] | undefined {
  const match = /^v?(\d+)\.(\d+)\.(\d+)/.exec(version);
  return match ? [Number(match[1]), Number(match[2]), Number(match[3])] : undefined;
}
