import type { PageMeta } from "~/content/schema";
import { site } from "~/content/site";

/** The tags every page carries; the home page's title already names the church. */
export function pageMeta(meta: PageMeta) {
  const title = meta.title.includes(site.name) ? meta.title : `${meta.title} | ${site.name}`;
  return [{ title }, { name: "description", content: meta.description }];
}
