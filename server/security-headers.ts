// Security headers for every response, pages, assets and errors alike, and the Content-Security-
// Policy: no inline script runs unless the response names it, by hash (kept pages) or by a
// nonce made for that one response (pages rendered per request). See docs/decisions/0011.
import type { ServerResponse } from "node:http";
import type { RequestHandler } from "express";
import helmet from "helmet";
import onHeaders from "on-headers";
import type { ThirdPartySources } from "~/published/third-party";

/** The policy, with `scripts` ('sha256-…' or 'nonce-…') as the only inline scripts allowed. */
export function contentSecurityPolicy(thirdParty: Partial<ThirdPartySources>, scripts: string[] = []): string {
  const directives: Record<string, string[]> = {
    "default-src": ["'self'"],
    "script-src": ["'self'", ...scripts, ...(thirdParty["script-src"] ?? [])],
    // Styles may be inline (React's style attributes, the map's positioning): a style cannot run code.
    "style-src": ["'self'", "'unsafe-inline'"],
    "img-src": ["'self'", "data:", ...(thirdParty["img-src"] ?? [])],
    "font-src": ["'self'"],
    "connect-src": ["'self'", ...(thirdParty["connect-src"] ?? [])],
    "frame-src": ["'self'", ...(thirdParty["frame-src"] ?? [])],
    "media-src": ["'self'", ...(thirdParty["media-src"] ?? [])],
    "frame-ancestors": ["'none'"],
    "base-uri": ["'self'"],
    "form-action": ["'self'"],
    "object-src": ["'none'"],
  };
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(" ")}`)
    .join("; ");
}

export interface SecurityHeaderOptions {
  hsts: boolean;
  thirdParty?: Partial<ThirdPartySources>;
}

/** Sets a response's policy, allowing these inline scripts (hashes or a nonce) and no other. */
export function allowInlineScripts(res: ServerResponse, thirdParty: Partial<ThirdPartySources>, scripts: string[]) {
  res.setHeader("Content-Security-Policy", contentSecurityPolicy(thirdParty, scripts));
}

export function securityHeaders({ hsts, thirdParty = {} }: SecurityHeaderOptions): RequestHandler[] {
  const helmetMiddleware = helmet({
    // Set below, and again for each page that has inline scripts of its own.
    contentSecurityPolicy: false,
    xFrameOptions: { action: "deny" },
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
    // Two years, as the HSTS preload list asks; only sent when the site is served over HTTPS.
    strictTransportSecurity: hsts ? { maxAge: 63072000, includeSubDomains: true } : false,
    crossOriginEmbedderPolicy: false,
  });
  const defaults: RequestHandler = (_req, res, next) => {
    // Helmet does not set this one: no page of the site needs these browser features.
    res.setHeader("Permissions-Policy", "camera=(), microphone=(), geolocation=(), payment=(), usb=()");
    allowInlineScripts(res, thirdParty, []);
    next();
  };
  // React Router adds a route's own headers to these rather than replacing them: where a route sends
  // its own value (a photo's Cross-Origin-Resource-Policy), that one alone goes out.
  const routesMayReplace: RequestHandler = (_req, res, next) => {
    const defaulted = res.getHeaderNames();
    onHeaders(res, () => {
      for (const name of defaulted) {
        const value = res.getHeader(name);
        if (Array.isArray(value)) res.setHeader(name, value.at(-1) ?? "");
      }
    });
    next();
  };
  return [defaults, helmetMiddleware, routesMayReplace];
}
