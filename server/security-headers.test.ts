import type { Server } from "node:http";
import express from "express";
import { afterEach, describe, expect, it } from "vitest";
import { contentSecurityPolicy, type SecurityHeaderOptions, securityHeaders } from "./security-headers";

let server: Server | undefined;

async function headersFrom(
  options: SecurityHeaderOptions,
  route: express.RequestHandler = (_req, res) => res.send("ok"),
) {
  const app = express();
  app.use(securityHeaders(options));
  app.get("/", route);
  const listening = app.listen(0, "127.0.0.1");
  server = listening;
  await new Promise((resolve) => listening.once("listening", resolve));
  const address = listening.address();
  const port = typeof address === "object" && address ? address.port : 0;
  const response = await fetch(`http://127.0.0.1:${port}/`);
  return response.headers;
}

afterEach(() => server?.close());

describe("security headers", () => {
  it("sends Strict-Transport-Security, for two years, only when the site is served over HTTPS", async () => {
    expect((await headersFrom({ hsts: false })).get("strict-transport-security")).toBeNull();
    server?.close();
    expect((await headersFrom({ hsts: true })).get("strict-transport-security")).toBe(
      "max-age=63072000; includeSubDomains",
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
    expect(csp).toContain("script-src 'self' https://embed.example.org;");
    expect(csp).toContain("frame-src 'self' https://video.example.org");
    expect(csp).toContain("media-src 'self' https://files.example.org");
    expect(csp).toContain("img-src 'self' data:;");
  });

  it("never allows inline scripts wholesale: only those named by hash or nonce", () => {
    const policy = contentSecurityPolicy({}, ["'sha256-abc='", "'nonce-xyz'"]);
    const scriptSrc = policy.split("; ").find((d) => d.startsWith("script-src "));
    expect(scriptSrc).toBe("script-src 'self' 'sha256-abc=' 'nonce-xyz'");
    expect(contentSecurityPolicy({})).not.toContain("'unsafe-inline' ");
    expect(
      contentSecurityPolicy({})
        .split("; ")
        .find((d) => d.startsWith("script-src ")),
    ).toBe("script-src 'self'");
  });

  it("forbids framing, sniffing and unneeded browser features", async () => {
    const headers = await headersFrom({ hsts: false });
    expect(headers.get("x-frame-options")).toBe("DENY");
    expect(headers.get("content-security-policy")).toContain("frame-ancestors 'none'");
    expect(headers.get("x-content-type-options")).toBe("nosniff");
    expect(headers.get("permissions-policy")).toContain("geolocation=()");
  });

  it("sends a route's own value of a header in place of the default, not beside it", async () => {
    // As React Router's adapter sends a route's headers: added to those already set.
    const headers = await headersFrom({ hsts: false }, (_req, res) => {
      res.append("Cross-Origin-Resource-Policy", "cross-origin");
      res.send("a photo");
    });
    expect(headers.get("cross-origin-resource-policy")).toBe("cross-origin");
    server?.close();
    expect((await headersFrom({ hsts: false })).get("cross-origin-resource-policy")).toBe("same-origin");
  });
});
