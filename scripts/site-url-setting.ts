// The SITE_URL build setting: the address the site is served at, which the pages
// write into canonical links, link previews, structured data and the sitemap.

/** The setting as an origin ("https://example.org"), or the content's address when it is unset. */
export function resolveSiteUrl(setting: string | undefined, contentDefault: string): string {
  const value = setting?.trim();
  if (!value) return contentDefault;
  const problem = (why: string) =>
    new Error(`SITE_URL=${setting} ${why}. Set it to the site's public address, like https://example.org.`);
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw problem("is not an absolute URL");
  }
  if (url.protocol !== "https:") throw problem("must start with https://");
  if (url.username || url.password) throw problem("must not carry a user name or password");
  // The pages live at the root of the address: a path would point every link at the wrong place.
  if (url.pathname !== "/" || url.search || url.hash) throw problem("must have no path, query or #fragment");
  return url.origin;
}
