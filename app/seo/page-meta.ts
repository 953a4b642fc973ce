import type { MetaDescriptor } from "react-router";
import type { Image, PageMeta } from "~/content-model/blocks";
import {
  defaultLanguage,
  defaultPathOf,
  languageOfPath,
  languages,
  languagesOf,
  pathIn,
} from "~/content-model/languages";
import { absoluteUrl, canonicalPath } from "~/content-model/site-url";
import { isUploaded, MEDIA_PREVIEW_SIZE, mediaPreviewFile } from "~/lib/media-paths";
import type { PublishedContent } from "~/published/content";
import { previewImagePath, previewImageSize } from "~/seo/preview-image";

/**
 * What a page's loader hands its meta, from the content as published: its title and description,
 * the church's name, and the photo staff uploaded for its top, if any, which link previews show.
 */
export interface PageHead {
  meta: PageMeta;
  siteName: string;
  picture?: { src: string; alt: string };
}

/** The content modules that are pages of their own, with a title and description. */
type PageModule = {
  [K in keyof PublishedContent]: PublishedContent[K] extends { meta: PageMeta } ? K : never;
}[keyof PublishedContent];

/** A page's head from the content shown now; its picture is the one at its top unless given. */
export function pageHead(content: PublishedContent, page: PageModule, picture?: Image): PageHead {
  const module = content[page] as { meta: PageMeta; hero?: { image?: Image } };
  const top = picture ?? module.hero?.image;
  return {
    meta: module.meta,
    siteName: content.site.name,
    ...(top && isUploaded(top.src) && { picture: { src: top.src, alt: top.alt } }),
  };
}

/**
 * The tags every page carries: its title and description and, given the page's location, its
 * canonical address and the Open Graph and Twitter tags that make a shared link show a preview
 * card: the photo staff put at the page's top, or else the card the build drew for it. The home
 * page's title already names the church.
 */
export function pageMeta(head: PageHead | undefined, location?: { pathname: string }): MetaDescriptor[] {
  if (!head) return [];
  const { meta, siteName, picture } = head;
  const title = meta.title.includes(siteName) ? meta.title : `${meta.title} | ${siteName}`;
  const tags: MetaDescriptor[] = [{ title }, { name: "description", content: meta.description }];
  if (!location) return tags;
  const path = canonicalPath(location.pathname);
  const url = absoluteUrl(path);
  const image = picture
    ? { src: mediaPreviewFile(picture.src), ...MEDIA_PREVIEW_SIZE, alt: picture.alt || title }
    : { src: previewImagePath(path), ...previewImageSize, alt: title };
  const language = languageOfPath(path);
  return [
    ...tags,
    { tagName: "link", rel: "canonical", href: url },
    ...alternates(path),
    { property: "og:type", content: "website" },
    { property: "og:locale", content: languages[language].locale.replace("-", "_") },
    { property: "og:site_name", content: siteName },
    { property: "og:title", content: meta.title },
    { property: "og:description", content: meta.description },
    { property: "og:url", content: url },
    { property: "og:image", content: absoluteUrl(image.src) },
    { property: "og:image:width", content: String(image.width) },
    { property: "og:image:height", content: String(image.height) },
    { property: "og:image:alt", content: image.alt },
    { name: "twitter:card", content: "summary_large_image" },
  ];
}

/**
 * The same page in every language it is in, for search engines (hreflang), each naming all of them
 * and itself, and the default language's for a reader of none of them (x-default).
 */
function alternates(path: string): MetaDescriptor[] {
  const page = defaultPathOf(path);
  return [
    ...languagesOf(page).map((code) => ({
      tagName: "link",
      rel: "alternate",
      hrefLang: code,
      href: absoluteUrl(pathIn(page, code)),
    })),
    { tagName: "link", rel: "alternate", hrefLang: "x-default", href: absoluteUrl(pathIn(page, defaultLanguage)) },
  ];
}
