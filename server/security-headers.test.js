import express from "express";
import { afterEach, describe, expect, it } from "vitest";
import { securityHeaders } from "./security-headers.js";

/** @type {import("node:http").Server | undefined} */
let server;

async function headersFrom(options) {
  const app = express();
  app.use(securityHeaders(options));
  app.get("/", (_req, res) => res.send("ok"));
  server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server?.once("listening", resolve));
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : 0;
  const response = await fetch(`http://127.0.0.1:${port}/`);
  return response.headers;
}

afterEach(() => server?.close());

describe("security headers", () => {
  it("sends Strict-Transport-Security only when the site is served over HTTPS", async () => {
    expect((await headersFrom({ hsts: false })).get("strict-transport-security")).toBeNull();
    server?.close();
    expect((await headersFrom({ hsts: true })).get("strict-transport-security")).toBe(
      "max-age=31536000; includeSubDomains",
    );
  });

  it("allows the third-party sites the content uses, and only for what they do", async () => {
    const headers = await headersFrom({
      hsts: false,
      thirdParty: {
        "script-src": ["https://embed.example.org"],
        "frame-src": ["https://video.example.org"],
        "media-src": ["https://files.example.org"],
      },
    });
    const csp = headers.get("content-security-policy") ?? "";
    expect(csp).toContain("script-src 'self' 'unsafe-inline' https://embed.example.org");
    expect(csp).toContain("frame-src 'self' https://video.example.org");
    expect(csp).toContain("media-src 'self' https://files.example.org");
    expect(csp).toContain("img-src 'self' data:;");
  });

  it("forbids framing, sniffing and unneeded browser features", async () => {
    const headers = await headersFrom({ hsts: false });
    expect(headers.get("x-frame-options")).toBe("DENY");
    expect(headers.get("content-security-policy")).toContain("frame-ancestors 'none'");
    expect(headers.get("x-content-type-options")).toBe("nosniff");
    expect(headers.get("permissions-policy")).toContain("geolocation=()");
  });
});
