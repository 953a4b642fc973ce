import { expect, test } from "./fixtures";

const securityHeaders = {
  "x-content-type-options": "nosniff",
  "referrer-policy": "strict-origin-when-cross-origin",
  "x-frame-options": "DENY",
};

async function firstAsset(request: import("@playwright/test").APIRequestContext, pattern: RegExp) {
  const html = await (await request.get("/")).text();
  const match = html.match(pattern);
  if (!match?.[1]) throw new Error(`no asset matching ${pattern} in the home page`);
  return match[1];
}

test("every kind of response carries the security headers", async ({ request }) => {
  const script = await firstAsset(request, /"(\/assets\/[^"]+\.js)"/);
  for (const path of [
    "/",
    "/about-us",
    script,
    "/images/brand/logo-mark.svg",
    "/nowhere",
    "/healthz",
    "/youre-welcome-here",
  ]) {
    const response = await request.get(path, { maxRedirects: 0 });
    const headers = response.headers();
    for (const [name, value] of Object.entries(securityHeaders)) {
      expect(headers[name], `${name} on ${path}`).toBe(value);
    }
    expect(headers["content-security-policy"], `CSP on ${path}`).toContain("frame-ancestors 'none'");
    expect(headers["permissions-policy"], `Permissions-Policy on ${path}`).toContain("camera=()");
    expect(headers["x-powered-by"]).toBeUndefined();
  }
});

test("hashed assets are cached for a year; pages are revalidated", async ({ request }) => {
  // The typeface the page's stylesheet asks for, a file of the build.
  const font = await firstAsset(request, /(\/assets\/[^")]+\.woff2)/);
  expect((await request.get(font)).headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
  expect((await request.get("/about-us")).headers()["cache-control"]).toBe("public, max-age=0, must-revalidate");
});

test("text is served compressed, brotli first", async ({ request }) => {
  const br = await request.get("/core-values", { headers: { "Accept-Encoding": "br, gzip" } });
  expect(br.headers()["content-encoding"]).toBe("br");
  expect(await br.text()).toContain("We Reach");
  const gz = await request.get("/core-values", { headers: { "Accept-Encoding": "gzip" } });
  expect(gz.headers()["content-encoding"]).toBe("gzip");
  expect(gz.headers().vary).toMatch(/Accept-Encoding/i);
});

test("pages answer at one clean address; other spellings move there", async ({ request }) => {
  const clean = await request.get("/about-us", { maxRedirects: 0 });
  expect(clean.status()).toBe(200);
  for (const [from, to] of [
    ["/about-us/", "/about-us"],
    ["/about-us/index.html", "/about-us"],
    ["/About-Us?ref=bulletin", "/about-us?ref=bulletin"],
    ["/index.html", "/"],
    ["/ES/About-Us/", "/es/about-us"],
    ["/e%73/about-us", "/es/about-us"],
    ["/%61bout-us", "/about-us"],
    ["/es/index.html", "/es"],
    ["/es/groups/?day=Friday", "/es/groups?day=Friday"],
  ] as const) {
    const moved = await request.get(from, { maxRedirects: 0 });
    expect(moved.status(), from).toBe(301);
    expect(moved.headers().location, from).toBe(to);
  }
});

test("a missing asset is a short 404, not a rendered page", async ({ request }) => {
  const response = await request.get("/assets/entry.client-missing.js");
  expect(response.status()).toBe(404);
  expect(await response.text()).toBe("Not found");
});

test("a malformed request gets a plain error page without internals", async ({ request }) => {
  const response = await request.get("/about-us%", { maxRedirects: 0 });
  expect(response.status()).toBeGreaterThanOrEqual(400);
  const body = await response.text();
  expect(body).not.toMatch(/node_modules|at \w+ \(|TypeError/);
});

test("the health check answers ok and is never cached", async ({ request }) => {
  const response = await request.get("/healthz");
  expect(response.status()).toBe(200);
  const said = await response.json();
  expect(said).toEqual({ status: "ok", startedAt: expect.any(String) });
  // When this process started, which an upgrade reads to know the new one answers.
  expect(Date.parse(said.startedAt)).toBeLessThanOrEqual(Date.now());
  expect(response.headers()["cache-control"]).toBe("no-store");
});
