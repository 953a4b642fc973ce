// Benchmark (not a test): what staff's photo uploads cost visitors and the server. A content editor
// sends `parallel` forms at once, each with a 12-megapixel phone photo, for `rounds` rounds, while a
// visitor asks for the home page over and over; prints the visitor's median, p99 and worst answer
// times, how the forms were answered (the photo made, or busy: try again), and the server's memory
// before, at its highest and at the end. docs/benchmarks.md and docs/deploy.md give the figures.
// Usage: npm run build && npm run bench:uploads [-- parallel rounds]
import { readFileSync } from "node:fs";
import { request } from "node:http";
import { cpus } from "node:os";
import { join } from "node:path";
import sharp from "sharp";
import { runnerImport } from "vite";
import { startBuiltServer } from "./built-server.mjs";

const parallel = Number(process.argv[2] ?? 12);
const rounds = Number(process.argv[3] ?? 3);
const PASSWORD = "bench password of some length";

const config = { configFile: false, logLevel: "error", resolve: { tsconfigPaths: true } };
const { module: passwords } = await runnerImport(join(process.cwd(), "app/staff/passwords.server.ts"), config);
const hash = await passwords.hashPassword(PASSWORD, { log2N: 10, r: 8, p: 1 });
const { origin, stop, pid } = await startBuiltServer("build/server", {
  REVIEWERS: `Dana=${hash}`,
  CONTENT_EDITORS: "Dana",
});
const megabytes = (field) =>
  Math.round(Number(new RegExp(`${field}:\\s+(\\d+)`).exec(readFileSync(`/proc/${pid}/status`, "utf8"))?.[1]) / 1024);

const cookieOf = (response) =>
  response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(";")[0])
    .join("; ");
const csrfIn = (html) => /name="csrf" value="([^"]+)"/.exec(html)?.[1] ?? "";

// Dana signs in and opens the youth page's form, whose gallery takes photos.
const login = await fetch(`${origin}/staff/login`);
const loginCookie = cookieOf(login);
const signedIn = await fetch(`${origin}/staff/login`, {
  method: "POST",
  redirect: "manual",
  headers: { Cookie: loginCookie, "Content-Type": "application/x-www-form-urlencoded" },
  body: new URLSearchParams({
    csrf: csrfIn(await login.text()),
    name: "Dana",
    password: PASSWORD,
    next: "/staff",
  }),
});
const cookie = cookieOf(signedIn) || loginCookie;
const editor = await fetch(`${origin}/staff/content/youth`, { headers: { Cookie: cookie } });
const csrf = csrfIn(await editor.text());
if (!csrf) throw new Error(`could not open the editor (${editor.status})`);

// A phone's photo: 4032 × 3024, a smooth scene that costs what a real one costs to encode.
const photo = await sharp(
  await sharp({
    create: {
      width: 504,
      height: 378,
      channels: 3,
      background: "#808080",
      noise: { type: "gaussian", mean: 128, sigma: 60 },
    },
  })
    .png()
    .toBuffer(),
)
  .resize(4032, 3024)
  .jpeg({ quality: 90 })
  .toBuffer();

async function upload() {
  const form = new FormData();
  form.set("csrf", csrf);
  form.set("basedOn", "0");
  form.set("intent", "keep");
  form.set("gallery.photos[0].alt", "The youth group");
  form.set("gallery.photos[0].file", new Blob([photo], { type: "image/jpeg" }), "IMG_0001.jpg");
  const started = performance.now();
  const response = await fetch(`${origin}/staff/content/youth`, {
    method: "POST",
    headers: { Cookie: cookie },
    body: form,
  });
  await response.arrayBuffer();
  return { status: response.status, ms: performance.now() - started };
}

/** One visitor's request for the home page, over a connection of its own: how long the whole answer took. */
function visit() {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    request(`${origin}/`, { agent: false, headers: { "Accept-Encoding": "br" } }, (response) => {
      response.resume();
      response.on("end", () => resolve(performance.now() - started));
    })
      .on("error", reject)
      .end();
  });
}

let uploading = true;
let highest = 0;
const times = [];
const before = megabytes("VmRSS");
const start = performance.now();
let worst = 0;
let worstAt = 0;
const visitor = (async () => {
  while (uploading) {
    const took = await visit();
    if (took > worst) [worst, worstAt] = [took, performance.now() - start];
    times.push(took);
    highest = Math.max(highest, megabytes("VmRSS"));
  }
})();
const answers = [];
for (let round = 0; round < rounds; round++) {
  answers.push(...(await Promise.all(Array.from({ length: parallel }, upload))));
}
uploading = false;
await visitor;
const after = megabytes("VmRSS");
const peak = megabytes("VmHWM");
await stop();

const sorted = times.sort((a, b) => a - b);
const at = (share) => sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))].toFixed(1);
const made = answers.filter((answer) => answer.status === 200);
const busy = answers.filter((answer) => answer.status === 503);
const slowest = (list) => (list.length ? Math.max(...list.map((answer) => answer.ms)).toFixed(0) : "-");
console.log(
  `${cpus().length} cores; ${parallel} forms with a photo at once, ${rounds} rounds; MALLOC_ARENA_MAX=${process.env.MALLOC_ARENA_MAX ?? "unset"}`,
);
console.log(
  `visitor: ${sorted.length} pages; median ${at(0.5)} ms, p99 ${at(0.99)} ms, worst ${at(1)} ms (${(worstAt / 1000).toFixed(1)} s in)`,
);
console.log(
  `forms: ${made.length} made (slowest ${slowest(made)} ms), ${busy.length} busy (slowest ${slowest(busy)} ms), ${answers.length - made.length - busy.length} other (${[...new Set(answers.map((answer) => answer.status))].join(", ")})`,
);
console.log(`server memory: ${before} MB before, ${Math.max(highest, peak)} MB at most, ${after} MB after`);
