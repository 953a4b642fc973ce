import type { MetaDescriptor } from "react-router";
import type { PageMeta } from "~/content/schema/blocks";
import { site } from "~/content/site";
import { absoluteUrl, canonicalPath } from "~/content/site-url";
import { previewImagePath, previewImageSize } from "~/seo/preview-image";

/**
 * The tags every page carries: its title and description and, given the page's location, its
 * canonical address and the Open Graph and Twitter tags that make a shared link show a preview
 * card with the picture the build drew for it. The home page's title already names the church.
 */
export function pageMeta(meta: PageMeta, location?: { pathname: string }): MetaDescriptor[] {
  const title = meta.title.includes(site.name) ? meta.title : `${meta.title} | ${site.name}`;
  const tags: MetaDescriptor[] = [{ title }, { name: "description", content: meta.description }];
  if (!location) return tags;
  const path = canonicalPath(location.pathname);
  const url = absoluteUrl(path);
  return [
    ...tags,
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: site.name },
    { property: "og:title", content: meta.title },
    { property: "og:description", content: meta.description },
    { property: "og:url", content: url },
    { property: "og:image", content: absoluteUrl(previewImagePath(path)) },
    { property: "og:image:width", content: String(previewImageSize.width) },
    { property: "og:image:height", content: String(previewImageSize.height) },
    { property: "og:image:alt", content: title },
    { name: "twitter:card", content: "summary_large_image" },
  ];
}
