import { Icon } from "~/components/icon";
import { usePageWords } from "~/components/page-words";
import { PageHero } from "~/components/ui/page-hero";
import { Section } from "~/components/ui/section";
import { shownIn } from "~/published/context.server";
import { usePublishedContent } from "~/published/use-published-content";
import { pageHead, pageMeta } from "~/seo/page-meta";
import type { Route } from "./+types/core-beliefs";

export const loader = ({ context }: Route.LoaderArgs) => ({ head: pageHead(shownIn(context), "coreBeliefs") });

export const meta: Route.MetaFunction = ({ loaderData, location }) => pageMeta(loaderData?.head, location);

export default function CoreBeliefs() {
  const { hero, intro, beliefs } = usePublishedContent().coreBeliefs;
  const words = usePageWords();
  return (
    <>
      <PageHero title={hero.title} subtitle={hero.subtitle} image={hero.image} />
      <Section title={words.whatWeBelieve} intro={intro}>
        <ol className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {beliefs.map((belief, index) => (
            <li
              key={belief.id}
              className={`flex flex-col gap-3 rounded-2xl border-t-4 border-teal bg-white p-6 shadow-card ring-1 ring-gray-200 ${
                index === beliefs.length - 1 && beliefs.length % 2 === 1 ? "md:col-span-2 lg:col-span-1" : ""
              }`}
            >
              <span className="inline-flex size-12 items-center justify-center rounded-full bg-navy-light text-navy">
                <Icon name={belief.icon} />
              </span>
              <h3 className="font-heading text-2xl font-extrabold text-navy">{belief.title}</h3>
              <p className="text-gray-700">{belief.content}</p>
              <p className="mt-auto pt-2 font-bold text-teal">
                <span className="sr-only">{words.scripture} </span>
                {belief.scriptureReference}
              </p>
            </li>
          ))}
        </ol>
      </Section>
    </>
  );
}
