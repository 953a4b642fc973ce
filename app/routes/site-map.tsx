// /site-map: every public page, by its title in the visitor's language and a line about it, a
// second way to each page besides the menus. Made from the one list of pages (app/pages.ts).
import { SiteLink } from "~/components/site-link";
import { PageHero } from "~/components/ui/page-hero";
import type { PageMeta } from "~/content-model/blocks";
import { requestContext } from "~/http/context.server";
import { publicPages } from "~/pages";
import { shownIn } from "~/published/context.server";
import { usePublishedContent } from "~/published/use-published-content";
import { builtValueIn } from "~/publishing/in-language.server";
import { pageHead, pageMeta } from "~/seo/page-meta";
import type { Route } from "./+types/site-map";

export function loader({ context }: Route.LoaderArgs) {
  const content = shownIn(context);
  const { language } = context.get(requestContext);
  const shown = content as unknown as Record<string, { meta?: PageMeta }>;
  const entries = publicPages
    .filter((page) => page.path !== "/site-map")
    .map((page) => {
      // A page staff edit has its words as published; one kept in code (privacy) its words as built.
      const meta = shown[page.content.key]?.meta ?? (builtValueIn(page.content, language) as { meta: PageMeta }).meta;
      return { path: page.path, title: meta.title, description: meta.description };
    });
  const [home, ...rest] = entries;
  return {
    head: pageHead(content, "siteMap"),
    pages: home ? [home, ...rest.sort((a, b) => a.title.localeCompare(b.title, language))] : rest,
  };
}

export const meta: Route.MetaFunction = ({ loaderData, location }) => pageMeta(loaderData?.head, location);

export default function SiteMap({ loaderData }: Route.ComponentProps) {
  const { hero, intro } = usePublishedContent().siteMap;
  return (
    <>
      <PageHero title={hero.title} subtitle={hero.subtitle} image={hero.image} eyebrow={hero.eyebrow} />
      <div className="mx-auto max-w-3xl px-4 py-14 text-lg text-gray-800 md:px-6 md:py-20">
        <p>{intro}</p>
        <ul className="mt-8 flex flex-col gap-5">
          {loaderData.pages.map((page) => (
            <li key={page.path}>
              <SiteLink
                href={page.path}
                className="font-bold text-navy underline underline-offset-4 hover:text-navy-deep"
              >
                {page.title}
              </SiteLink>
              <p className="mt-1 text-base text-gray-700">{page.description}</p>
            </li>
          ))}
        </ul>
      </div>
    </>
  );
}
