import { Embed } from "~/components/embed";
import { ButtonLink } from "~/components/ui/button";
import { PageHero } from "~/components/ui/page-hero";
import { Section } from "~/components/ui/section";
import { shownIn } from "~/published/context.server";
import { usePublishedContent } from "~/published/use-published-content";
import { pageHead, pageMeta } from "~/seo/page-meta";
import type { Route } from "./+types/events";

export const loader = ({ context }: Route.LoaderArgs) => ({ head: pageHead(shownIn(context), "events") });

export const meta: Route.MetaFunction = ({ loaderData, location }) => pageMeta(loaderData?.head, location);

export default function Events() {
  const { events, embeds } = usePublishedContent();
  const { hero, calendar, questions } = events;
  return (
    <>
      <PageHero title={hero.title} subtitle={hero.subtitle} image={hero.image} />
      <Section title={calendar.title} intro={calendar.intro}>
        <Embed item={embeds.items.eventsCalendar} />
      </Section>
      <Section title={questions.title} intro={questions.body} tone="navy">
        <div className="flex justify-center">
          <ButtonLink href={questions.link.href}>{questions.link.label}</ButtonLink>
        </div>
      </Section>
    </>
  );
}
