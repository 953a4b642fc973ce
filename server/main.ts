// Starts the production server: `npm start` after `npm run build` runs the build of this file,
// build/server/main.js. The runtime and the settings are checked first, so a wrong Node.js or a
// typo stops the server with a message naming it.
import { fileURLToPath } from "node:url";
import { loadConfig, type ServerConfig } from "./config";
import { unsupportedRuntime } from "./runtime";

let config: ServerConfig;
try {
  const runtimeProblem = unsupportedRuntime(process.versions.node);
  if (runtimeProblem) throw new Error(runtimeProblem);
  config = loadConfig(process.env);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}

// React and Express read NODE_ENV when they load, so it is set before either is imported:
// production unless told otherwise, so visitors never get development builds or stack traces.
process.env.NODE_ENV = config.nodeEnv;
const { serve } = await import("./serve");
await serve(config, {
  clientDir: fileURLToPath(new URL("../client", import.meta.url)),
  build: await import("virtual:react-router/server-build"),
});
