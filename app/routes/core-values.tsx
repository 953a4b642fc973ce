import { ContentImage } from "~/components/content-image";
import { usePageWords } from "~/components/page-words";
import { PageHero } from "~/components/ui/page-hero";
import { Section } from "~/components/ui/section";
import { shownIn } from "~/published/context.server";
import { usePublishedContent } from "~/published/use-published-content";
import { pageHead, pageMeta } from "~/seo/page-meta";
import type { Route } from "./+types/core-values";

export const loader = ({ context }: Route.LoaderArgs) => ({ head: pageHead(shownIn(context), "coreValues") });

export const meta: Route.MetaFunction = ({ loaderData, location }) => pageMeta(loaderData?.head, location);

export default function CoreValues() {
  const { hero, intro, values } = usePublishedContent().coreValues;
  const words = usePageWords();
  return (
    <>
      <PageHero title={hero.title} subtitle={hero.subtitle} image={hero.image} />
      <Section title={words.whatWeValue} intro={intro} tone="light">
        <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {values.map((value) => (
            <li key={value.title}>
              <article className="group relative isolate flex h-full min-h-80 flex-col justify-end overflow-hidden rounded-2xl bg-navy-deep text-white shadow-card">
                <ContentImage
                  image={value.image}
                  className="absolute inset-0 -z-10 h-full w-full object-cover transition-transform duration-500 group-hover:scale-105"
                />
                <div className="absolute inset-0 -z-10 bg-gradient-to-t from-navy-deep/80 via-navy-deep/40 to-navy-deep/10" />
                {/* The words have their own backing of at least 80 % navy, however far up they reach. */}
                <div className="bg-gradient-to-t from-navy-deep via-navy-deep/90 to-navy-deep/80 p-6">
                  <h3 className="font-heading text-2xl font-extrabold">{value.title}</h3>
                  <p className="mt-1 font-bold text-yellow">{value.subtitle}</p>
                  <p className="mt-3 text-gray-100">{value.description}</p>
                </div>
              </article>
            </li>
          ))}
        </ul>
      </Section>
    </>
  );
}
