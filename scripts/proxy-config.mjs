// Writes a complete nginx configuration for running the site as several Node instances behind one
// nginx, which sends the build's files from disk with exactly the headers Node would send them with,
// and passes everything else to the instances. tests/e2e/proxy.spec.ts proves the two answer alike.
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
import { createRequire } from "node:module";
import { basename, dirname, extname, join, relative, resolve, sep } from "node:path";
import { parseArgs } from "node:util";
import { FORM_BODY_LIMIT } from "../app/http/request-body.server.ts";
import { EDITOR_BODY_LIMIT } from "../app/lib/media-paths.ts";
import { BROTLI_STATIC_MODULE } from "./ensure-nginx.mjs";

const USAGE =
  "Usage: node scripts/proxy-config.mjs --out FILE --listen PORT --upstream HOST:PORT[,HOST:PORT…]\n" +
  "  [--host 127.0.0.1] [--client-dir build/client] [--hsts] [--prefix DIR] [--headers-from URL]\n" +
  "  [--user NAME] [--forwarded-proto https]";

// The app's own limits, read from its modules (Node.js runs their TypeScript as it is), in nginx's units.
const KiB = 1024;
const MiB = 1024 * KiB;
if (FORM_BODY_LIMIT % KiB || EDITOR_BODY_LIMIT % MiB) throw new Error("body limits must be whole KiB and MiB");
/** The largest body every route but the editor's takes, in KiB. */
const FORM_BODY_LIMIT_KB = FORM_BODY_LIMIT / KiB;
/** The staff editor's largest body, a photo and its form, in MiB. */
const EDITOR_BODY_LIMIT_MB = EDITOR_BODY_LIMIT / MiB;

/**
 * Paths nginx never answers from disk. Staff republish pages, their .data twins and the calendars
 * in the running server (app/publishing/), so the files of the build may be out of date; and Node
 * serves no file under a folder or name that begins with a dot (serve-static ignores them).
 */
const NODE_ONLY = /(?:\/\.|\.(?:html|data|ics)(?:\.br|\.gz)?$)/;

/** Headers nginx makes itself for a file it sends, or sets from a map below; and cookies, never copied. */
const MADE_BY_NGINX = new Set([
  "accept-ranges",
  "cache-control",
  "connection",
  "content-encoding",
  "content-length",
  "content-type",
  "date",
  "etag",
  "keep-alive",
  "last-modified",
  "server",
  "set-cookie",
  "transfer-encoding",
  "vary",
]);

/** Headers of one particular answer or connection, not to be copied into answers nginx makes. */
const PER_ANSWER = new Set([
  "connection",
  "content-length",
  "date",
  "etag",
  "keep-alive",
  "server",
  "set-cookie",
  "transfer-encoding",
]);

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

/** A value in nginx's double quotes. nginx has no escape for `$`, which would start a variable. */
function quote(value) {
  if (/[$\p{Cc}]/u.test(value)) throw new Error(`Cannot write ${JSON.stringify(value)} into an nginx configuration`);
  return `"${value.replace(/[\\"]/g, "\\$&")}"`;
}

/** `add_header` lines for these headers of an answer, in the order the server sent them. */
const addHeaders = (answer, names, indent) =>
  [...answer.names]
    .filter(([name]) => names.includes(name))
    .map(([name, spelled]) => `${indent}add_header ${spelled} ${quote(String(answer.headers[name]))} always;`)
    .join("\n");

/**
 * The Content-Type Node sends for each extension, as nginx's types and charset settings. Node's
 * static files use the `mime-types` module of `send` (through serve-static) for a file sent as it is,
 * and the one of express-static-gzip for its .br or .gz twin; both name a text type's charset, the
 * first as `utf-8`, the second as `UTF-8`. The same modules are loaded here, as the server loads them.
 */
function contentTypes() {
  const fromStaticGzip = createRequire(createRequire(import.meta.url).resolve("express-static-gzip"));
  const fromSend = createRequire(createRequire(fromStaticGzip.resolve("serve-static")).resolve("send"));
  const plain = fromSend("mime-types");
  const compressed = fromStaticGzip("mime-types");
  const extensions = new Map();
  const withCharset = new Set();
  for (const [extension, type] of Object.entries(plain.types)) {
    const sent = plain.contentType(`.${extension}`);
    const compressedType = compressed.lookup(`.${extension}`);
    const compressedCharset = compressed.charsets.lookup(compressedType);
    const sentCompressed = compressedType + (compressedCharset ? `; charset=${compressedCharset}` : "");
    const charset = sent !== type;
    if (
      sent !== (charset ? `${type}; charset=utf-8` : type) ||
      sentCompressed !== (charset ? `${type}; charset=UTF-8` : type)
    ) {
      throw new Error(
        `.${extension} is sent as "${sent}", compressed as "${sentCompressed}": no nginx setting does that`,
      );
    }
    if (charset) withCharset.add(type);
    extensions.set(type, [...(extensions.get(type) ?? []), extension]);
  }
  const token = (word) => (/^[\w.+/-]+$/.test(word) ? word : quote(word));
  const types = [...extensions]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([type, list]) => `    ${token(type)} ${list.map(token).join(" ")};`);
  return [
    "# Generated by scripts/proxy-config.mjs from the `mime-types` module the Node server uses.",
    "types {",
    ...types,
    "}",
    "",
    "# The types Node names a charset for; the static location says which spelling (see $site_charset).",
    "charset_types",
    // text/html is always one of them: naming it again only draws a warning.
    ...[...withCharset]
      .filter((type) => type !== "text/html")
      .sort()
      .map((type) => `    ${token(type)}`),
    "    ;",
    "",
  ].join("\n");
}

/** An answer nginx gives itself, written as Node gives it. */
function madeUpAnswer(answer, indent) {
  const names = Object.keys(answer.headers).filter((name) => !PER_ANSWER.has(name) && name !== "content-type");
  return [
    addHeaders(answer, names, indent),
    `${indent}types {}`,
    `${indent}default_type ${quote(answer.headers["content-type"] ?? "application/octet-stream")};`,
    `${indent}return ${answer.status} ${quote(answer.body)};`,
  ].join("\n");
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

function nginxConfig(config, node, files) {
  const { prefix } = config;
  const upstreamServers = config.upstreams
    .map((upstream) => `        server ${upstream} max_fails=2 fail_timeout=10s;`)
    .join("\n");
  const proxy = "proxy_pass http://site_node;";
  return `# The site behind nginx, generated by scripts/proxy-config.mjs from ${config.clientDir}
# and the headers of ${node.origin}. Regenerate it rather than editing it.
${config.user ? `user ${config.user};\n` : ""}worker_processes auto;
pid ${quote(join(prefix, "nginx.pid"))};
error_log ${quote(join(prefix, "logs", "error.log"))} warn;
# Debian's libnginx-mod-http-brotli-static: sends a file's .br twin to browsers that take brotli.
load_module ${BROTLI_STATIC_MODULE};

events {
    worker_connections 1024;
}

http {
    # Everything nginx writes lives under ${prefix}, so that it runs as any user, from any folder.
    access_log ${quote(join(prefix, "logs", "access.log"))};
    client_body_temp_path ${quote(join(prefix, "temp", "client-body"))};
    proxy_temp_path ${quote(join(prefix, "temp", "proxy"))};
    fastcgi_temp_path ${quote(join(prefix, "temp", "fastcgi"))};
    uwsgi_temp_path ${quote(join(prefix, "temp", "uwsgi"))};
    scgi_temp_path ${quote(join(prefix, "temp", "scgi"))};

    include ${quote(files.types)};
    default_type application/octet-stream;
    types_hash_max_size 4096;
    types_hash_bucket_size 128;

    sendfile on;
    tcp_nopush on;
    server_tokens off;

    # Limits as the Node server has them (docs/deploy.md), so that nginx refuses what Node would.
    client_max_body_size ${FORM_BODY_LIMIT_KB}k;
    client_body_buffer_size ${FORM_BODY_LIMIT_KB}k;
    client_header_timeout 15s;
    client_body_timeout 15s;
    large_client_header_buffers 4 16k;
    send_timeout 30s;
    keepalive_timeout 15s;

    # Node's Cache-Control for a file (cacheControl() in server/static-files.ts): hashed assets for
    # ever, the rest for an hour. Pages, .data and calendars never come from disk (see below).
    map $uri $site_cache_control {
        default "public, max-age=3600, must-revalidate";
        "~/assets/" "public, max-age=31536000, immutable";
    }

    # Link-preview pictures are for other sites to show (server/static-files.ts).
    map $uri $site_resource_policy {
        default ${quote(node.resourcePolicy)};
        "~^/og/" "cross-origin";
    }

    # send names a text file's charset "utf-8"; express-static-gzip, which sends the .br and .gz
    # twins, "UTF-8". Decided once nginx knows which of the files it sends.
    map $sent_http_content_encoding $site_charset {
        "" utf-8;
        default UTF-8;
    }

    upstream site_node {
        zone site_node 64k;
        # nginx (open source) cannot poll /healthz. An instance that is stopping closes its
        # listening socket, and its failures (errors, timeouts, 502 and 503) take it out of the
        # rotation for fail_timeout after max_fails of them.
${upstreamServers}
        keepalive 32;
        # Well under Node's keep-alive (5 s, server/serve.ts), so that nginx lets an idle
        # connection go before Node does, even when a busy machine runs its timers late.
        keepalive_timeout 2s;
    }

    server {
        listen ${config.host}:${config.port} default_server;
        server_name _;
        root ${quote(config.clientDir)};

        # Node adds its own headers to everything it answers: no add_header here, or in any
        # location that passes to it, or they would come twice.
        proxy_http_version 1.1;
        proxy_set_header Connection "";
        # The Host as the visitor sent it, port and all, so that Node builds the same addresses.
        proxy_set_header Host $http_host;
        proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
        proxy_set_header X-Forwarded-Proto ${config.forwardedProto ?? "$scheme"};
        # Node trusts this proxy's forwarded headers (TRUST_PROXY): none may come from the visitor.
        proxy_set_header X-Forwarded-Host "";
        proxy_redirect off;
        # A request that could not be passed on (an instance that has stopped, or a kept-alive
        # connection it closed as the request went out) goes to the next instance, a POST too: a
        # note is never refused for a race between two servers. Node answers a request it has
        # begun before it stops (server/serve.ts), so only an instance that is killed mid-request
        # can have stored a note it did not answer; a visitor told 502 would send it again anyway.
        # No retry on a timeout: a slow answer may still be stored.
        proxy_next_upstream error http_502 http_503 non_idempotent;
        proxy_next_upstream_timeout 30s;
        proxy_connect_timeout 5s;
        proxy_send_timeout 30s;
        proxy_read_timeout 30s;

        # The answers nginx gives itself, as Node gives them.
        error_page 413 @too_large;
        error_page 405 @not_allowed;

        # Files of the build, from disk; anything not there, and any method but GET and HEAD, to Node.
        location / {
            error_page 413 @too_large;
            error_page 405 @not_allowed;
            error_page 418 = @node;
            if ($request_method !~ ^(?:GET|HEAD)$) {
                return 418;
            }
            try_files $uri @node;

            gzip_static on;
            brotli_static on;
            # Node says Vary: Accept-Encoding for every file that has a compressed twin, whichever it
            # sends, and sends one to any client that asks (behind another proxy, over HTTP/1.0).
            gzip_vary on;
            gzip_proxied any;
            gzip_http_version 1.0;
            charset $site_charset;

            # nginx 1.22 drops the add_header of outer levels from a location with its own: every
            # header is here, with \`always\` so that error answers have them too.
            add_header Cache-Control $site_cache_control always;
            add_header Cross-Origin-Resource-Policy $site_resource_policy always;
            include ${quote(files.headers)};
        }

        # The staff editor's form may carry a photo (EDITOR_BODY_LIMIT in app/lib/media-paths.ts):
        # only its address takes a body that large, as only its route does in Node. nginx takes
        # the first regex location that matches, so this one comes before the .data one below.
        location ~* ^/review/content/(?!_\\.data$)[^/]+(?:/preview)?(?:/|\\.data|/_\\.data)?$ {
            client_max_body_size ${EDITOR_BODY_LIMIT_MB}m;
            ${proxy}
        }

        location ~ ${NODE_ONLY.source.replaceAll("\\/", "/")} {
            ${proxy}
        }

        location @node {
            ${proxy}
        }

        location @too_large {
${madeUpAnswer(node.tooLarge, "            ")}
        }

        location @not_allowed {
${madeUpAnswer(node.trace, "            ")}
        }
    }
}
`;
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
