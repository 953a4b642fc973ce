// /accessibility: the standard the site aims at, how it is checked, known limits, and how to
// report a barrier.
import { usePageWords } from "~/components/page-words";
import { TextColumn, TextList, TextParagraphs, TextSection } from "~/components/text-page";
import { PageHero } from "~/components/ui/page-hero";
import { shownIn } from "~/published/context.server";
import { usePublishedContent } from "~/published/use-published-content";
import { pageHead, pageMeta } from "~/seo/page-meta";
import type { Route } from "./+types/accessibility";

export const loader = ({ context }: Route.LoaderArgs) => ({ head: pageHead(shownIn(context), "accessibility") });

export const meta: Route.MetaFunction = ({ loaderData, location }) => pageMeta(loaderData?.head, location);

export default function Accessibility() {
  const { accessibility, site } = usePublishedContent();
  const { hero, updated, standard, checks, limits, report } = accessibility;
  const words = usePageWords();
  return (
    <>
      <PageHero title={hero.title} subtitle={hero.subtitle} image={hero.image} eyebrow={hero.eyebrow} />
      <TextColumn updated={updated}>
        <TextSection title={standard.title}>
          <TextParagraphs paragraphs={standard.body} />
        </TextSection>
        <TextSection title={checks.title}>
          <TextList items={checks.items} />
        </TextSection>
        <TextSection title={limits.title}>
          <TextList items={limits.items} />
        </TextSection>
        <TextSection id="report" title={report.title}>
          <p>{report.body}</p>
          <ul className="flex flex-col gap-2">
            <li>
              {words.emailLabel}{" "}
              <a href={`mailto:${site.email}`} className="font-bold text-navy underline underline-offset-4">
                {site.email}
              </a>
            </li>
            <li>
              {words.phoneLabel}{" "}
              <a href={`tel:${site.phone.tel}`} className="font-bold text-navy underline underline-offset-4">
                {site.phone.display}
              </a>
            </li>
          </ul>
        </TextSection>
      </TextColumn>
    </>
  );
}
