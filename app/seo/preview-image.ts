// Where each page's link-preview picture is served, and its size. scripts/vite-seo.ts draws one
// for every public page at build time; page meta points at it.
export const previewImageSize = { width: 1200, height: 630 } as const;

/** "/og/about-us.png" for "/about-us"; the home page's is "/og/home.png". */
export function previewImagePath(pathname: string): string {
  return `/og/${pathname.replace(/^\/+|\/+$/g, "") || "home"}.png`;
}
