// Writes a complete nginx configuration for running the site as several Node instances behind one
// nginx, which sends the build's files from disk with exactly the headers Node would send them with,
// and passes everything else to the instances; the configuration itself is nginx-config.mjs.
// tests/e2e/proxy.spec.ts proves the two answer alike.
//
//   node scripts/proxy-config.mjs --out FILE --listen PORT --upstream HOST:PORT[,HOST:PORT…]
//     [--host 127.0.0.1] [--client-dir build/client] [--hsts] [--prefix DIR]
//     [--headers-from URL] [--user NAME] [--forwarded-proto https]
//
// One instance must be running (the first of --upstream that answers, or --headers-from): the
// security headers, and the answers nginx gives itself (a body too large, a TRACE), are copied from
// what it sends. Rebuilding the Content-Security-Policy here would mean loading the app's TypeScript
// content and helmet's settings outside the app, and a copy kept by hand goes stale the first time
// someone changes either; reading the running server gives its exact bytes by construction.
// Regenerate the configuration after a deploy that changes headers or third-party sources.
import { existsSync, mkdirSync, readdirSync, statSync, writeFileSync } from "node:fs";
import { request } from "node:http";
import { basename, dirname, extname, join, relative, resolve, sep } from "node:path";
import { parseArgs } from "node:util";
import { FORM_BODY_LIMIT } from "../app/http/request-body.server.ts";
import {
  addHeaders,
  contentTypes,
  FORM_BODY_LIMIT_KB,
  MADE_BY_NGINX,
  NODE_ONLY,
  nginxConfig,
} from "./nginx-config.mjs";

const USAGE =
  "Usage: node scripts/proxy-config.mjs --out FILE --listen PORT --upstream HOST:PORT[,HOST:PORT…]\n" +
  "  [--host 127.0.0.1] [--client-dir build/client] [--hsts] [--prefix DIR] [--headers-from URL]\n" +
  "  [--user NAME] [--forwarded-proto https]";

class UsageError extends Error {}

function options(argv) {
  const { values } = parseArgs({
    args: argv,
    options: {
      out: { type: "string" },
      listen: { type: "string" },
      upstream: { type: "string" },
      host: { type: "string", default: "127.0.0.1" },
      "client-dir": { type: "string", default: "build/client" },
      hsts: { type: "boolean", default: false },
      prefix: { type: "string" },
      "headers-from": { type: "string" },
      user: { type: "string" },
      "forwarded-proto": { type: "string" },
    },
  });
  if (!values.out || !values.listen || !values.upstream) {
    throw new UsageError("--out, --listen and --upstream are needed");
  }
  const port = Number(values.listen);
  if (!/^\d{1,5}$/.test(values.listen) || port < 1 || port > 65535) {
    throw new UsageError("--listen takes a port number");
  }
  const upstreams = values.upstream.split(",").map((upstream) => upstream.trim());
  for (const upstream of upstreams) {
    if (!/^(?:[\w.-]+|\[[\da-fA-F:.]+\]):\d{1,5}$/.test(upstream)) {
      throw new UsageError(`--upstream: "${upstream}" is not HOST:PORT`);
    }
  }
  if (!/^(?:[\w.-]+|\[?[\da-fA-F:.]+\]?)$/.test(values.host)) throw new UsageError("--host takes an address");
  if (values.user !== undefined && !/^[\w.-]+$/.test(values.user)) throw new UsageError("--user takes a user name");
  const proto = values["forwarded-proto"];
  if (proto !== undefined && proto !== "http" && proto !== "https") {
    throw new UsageError("--forwarded-proto is http or https");
  }
  const out = resolve(values.out);
  const clientDir = resolve(values["client-dir"]);
  if (!existsSync(clientDir) || !statSync(clientDir).isDirectory()) {
    throw new UsageError(`--client-dir: ${clientDir} is not a folder (run \`npm run build\` first)`);
  }
  return {
    out,
    port,
    host: values.host.includes(":") && !values.host.startsWith("[") ? `[${values.host}]` : values.host,
    upstreams,
    clientDir,
    hsts: values.hsts,
    prefix: resolve(values.prefix ?? dirname(out)),
    headersFrom: values["headers-from"]
      ? [values["headers-from"].replace(/\/+$/, "")]
      : upstreams.map((u) => `http://${u}`),
    user: values.user,
    forwardedProto: proto,
  };
}

/** Every file of the build, as the path a visitor asks for it by. */
function builtFiles(clientDir) {
  const files = [];
  const walk = (dir) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.isFile()) files.push(`/${relative(clientDir, full).split(sep).join("/")}`);
    }
  };
  walk(clientDir);
  return files.sort();
}

/** One request to a running instance; the whole answer. */
function ask(origin, path, { method = "GET", headers = {}, body } = {}) {
  const url = new URL(path, origin);
  return new Promise((resolvePromise, reject) => {
    const req = request(
      url,
      { method, headers: { "Accept-Encoding": "identity", ...headers }, agent: false, timeout: 10_000 },
      (res) => {
        const chunks = [];
        res.on("data", (chunk) => chunks.push(chunk));
        // Names as the server spelled them, for an operator reading the configuration.
        const names = new Map();
        for (let i = 0; i < res.rawHeaders.length; i += 2) {
          names.set(res.rawHeaders[i].toLowerCase(), res.rawHeaders[i]);
        }
        res.on("end", () =>
          resolvePromise({
            status: res.statusCode,
            headers: res.headers,
            names,
            body: Buffer.concat(chunks).toString(),
          }),
        );
        res.on("error", reject);
      },
    );
    req.on("timeout", () => req.destroy(new Error("no answer within 10 s")));
    req.on("error", reject);
    req.end(body);
  });
}

/** The first origin that answers a request for `path`, and its answer. */
async function firstAnswer(origins, path) {
  const failures = [];
  for (const origin of origins) {
    try {
      return { origin, answer: await ask(origin, path) };
    } catch (error) {
      failures.push(`${origin}: ${error.message}`);
    }
  }
  throw new Error(
    `No Node instance answered ${path}, so its headers could not be read:\n  ${failures.join("\n  ")}\n` +
      "Start one first (or name one with --headers-from URL).",
  );
}

async function readNode(config) {
  const files = builtFiles(config.clientDir).filter((path) => !NODE_ONLY.test(path) && !/\.(br|gz)$/.test(path));
  // Any file sent from disk shows the headers every such file gets; /og/ differs (below).
  const probe = files.includes("/robots.txt") ? "/robots.txt" : files.find((path) => !path.startsWith("/og/"));
  if (!probe) throw new Error(`${config.clientDir} has no file for nginx to send`);
  const { origin, answer } = await firstAnswer(config.headersFrom, probe);
  if (answer.status !== 200) throw new Error(`${origin}${probe} answered ${answer.status}: is it serving this build?`);
  // Cross-Origin-Resource-Policy is set with the rest, but from a map: /og/ differs.
  const security = Object.keys(answer.headers).filter(
    (name) => !MADE_BY_NGINX.has(name) && name !== "cross-origin-resource-policy",
  );
  const resourcePolicy = answer.headers["cross-origin-resource-policy"] ?? "same-origin";
  const hsts = security.includes("strict-transport-security");
  if (config.hsts !== hsts) {
    throw new Error(
      config.hsts
        ? `--hsts was given, but ${origin} sends no Strict-Transport-Security: start it with HSTS=true too.`
        : `${origin} sends Strict-Transport-Security (HSTS=true): give --hsts too, so that files nginx sends have it.`,
    );
  }

  const tooLarge = await ask(origin, "/", {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body: Buffer.alloc(FORM_BODY_LIMIT + 1, "a"),
  });
  if (tooLarge.status !== 413) {
    throw new Error(
      `${origin} took a body of ${FORM_BODY_LIMIT + 1} bytes (${tooLarge.status}): its limit is not ${FORM_BODY_LIMIT_KB}k`,
    );
  }
  // nginx refuses TRACE itself, before any location is chosen.
  const trace = await ask(origin, "/", { method: "TRACE" });
  if (trace.status !== 405) throw new Error(`${origin} answered TRACE with ${trace.status}, not 405`);
  return { origin, probe, answer, security, resourcePolicy, tooLarge, trace };
}

async function main() {
  const config = options(process.argv.slice(2));
  const node = await readNode(config);
  const stem = join(dirname(config.out), basename(config.out, extname(config.out)));
  const files = { types: `${stem}.mime.types`, headers: `${stem}.static-headers.conf` };
  const headers = `# Node's headers for a file it sends (read from ${node.origin}${node.probe}), for every location that
# sends files from disk. Generated by scripts/proxy-config.mjs.
${addHeaders(node.answer, node.security, "")}
`;
  const text = nginxConfig(config, node, files);
  for (const dir of [dirname(config.out), join(config.prefix, "logs"), join(config.prefix, "temp")]) {
    mkdirSync(dir, { recursive: true });
  }
  writeFileSync(files.types, contentTypes());
  writeFileSync(files.headers, headers);
  writeFileSync(config.out, text);
  console.log(
    `Wrote ${config.out}: files from ${config.clientDir}, the rest to ${config.upstreams.join(", ")}; headers from ${node.origin}`,
  );
}

main().catch((error) => {
  console.error(error instanceof UsageError ? `${error.message}\n${USAGE}` : error.message);
  process.exit(1);
});
