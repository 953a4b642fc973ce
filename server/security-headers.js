// @ts-check
// Security headers for every response, pages, assets and errors alike.
import helmet from "helmet";

/**
 * @typedef {Partial<Record<"script-src" | "frame-src" | "img-src" | "connect-src" | "media-src", string[]>>} ThirdPartySources
 * The other sites the pages use (embeds, media, map tiles, analytics, video files), written by the build.
 */

/** @param {{ hsts: boolean, thirdParty?: ThirdPartySources }} options */
export function securityHeaders({ hsts, thirdParty = {} }) {
  const helmetMiddleware = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        "default-src": ["'self'"],
        // React Router puts the hydration data in inline scripts in the prerendered HTML.
        "script-src": ["'self'", "'unsafe-inline'", ...(thirdParty["script-src"] ?? [])],
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
      },
    },
    xFrameOptions: { action: "deny" },
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
    strictTransportSecurity: hsts ? { maxAge: 31536000, includeSubDomains: true } : false,
    crossOriginEmbedderPolicy: false,
  });
  /**
   * @param {import("express").Request} _req
   * @param {import("express").Response} res
   * @param {import("express").NextFunction} next
   */
  const permissionsPolicy = (_req, res, next) => {
    // Helmet does not set this one: no page of the site needs these browser features.
    res.setHeader("Permissions-Policy", "camera=(), microphone=(), geolocation=(), payment=(), usb=()");
    next();
  };
  return [permissionsPolicy, helmetMiddleware];
}
