import { Check } from "lucide-react";
import { AddToCalendar } from "~/components/add-to-calendar";
import { ContentImage } from "~/components/content-image";
import { usePageLanguage } from "~/components/interface-words";
import { SectionLink } from "~/components/section-link";
import { ButtonLink } from "~/components/ui/button";
import { PageHero } from "~/components/ui/page-hero";
import { Section } from "~/components/ui/section";
import { calendarPaths } from "~/events/paths";
import { formatDateRange } from "~/lib/dates";
import { shownIn } from "~/published/context.server";
import { usePublishedContent } from "~/published/use-published-content";
import { pageHead, pageMeta } from "~/seo/page-meta";
import type { Route } from "./+types/impact-week";

export const loader = ({ context }: Route.LoaderArgs) => ({ head: pageHead(shownIn(context), "impactWeek") });

export const meta: Route.MetaFunction = ({ loaderData, location }) => pageMeta(loaderData?.head, location);

export default function ImpactWeek() {
  const { impactWeek, keyDates } = usePublishedContent();
  const { hero, about, stories, closing } = impactWeek;
  const dates = keyDates.impactWeek;
  const { locale } = usePageLanguage();
  return (
    <>
      <PageHero
        title={hero.title}
        subtitle={hero.tagline}
        image={hero.image}
        eyebrow={formatDateRange(dates.start, dates.end, locale)}
      >
        <ButtonLink href={hero.getInvolved.href}>{hero.getInvolved.label}</ButtonLink>
        <SectionLink sectionId={about.id} variant="light">
          {hero.learnMoreLabel}
          <span className="sr-only">: {about.title}</span>
        </SectionLink>
        <AddToCalendar
          href={calendarPaths.impactWeek}
          event={`${hero.title}, ${formatDateRange(dates.start, dates.end, locale)}`}
          variant="light"
        />
      </PageHero>

      <Section id={about.id} title={about.title} className="scroll-mt-4">
        <div className="mx-auto grid max-w-5xl gap-10 md:grid-cols-[3fr_2fr] md:items-center">
          <div className="space-y-4 text-lg text-gray-700">
            {about.body.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
          <ul className="space-y-4 rounded-2xl bg-teal-pale p-6 md:p-8">
            {about.highlights.map((highlight) => (
              <li key={highlight} className="flex gap-3 font-semibold text-gray-900">
                <Check aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-teal" />
                {highlight}
              </li>
            ))}
          </ul>
        </div>
      </Section>

      {stories.map((story, index) => (
        <section
          key={story.id}
          aria-labelledby={story.id}
          className={`${index % 2 === 0 ? "bg-gray-50" : "bg-white"} py-14 md:py-20`}
        >
          <div className="mx-auto grid max-w-6xl items-center gap-10 px-4 md:grid-cols-2 md:px-6">
            <ContentImage
              image={story.image}
              className={`aspect-[4/3] w-full rounded-2xl object-cover shadow-card ${index % 2 === 1 ? "md:order-last" : ""}`}
            />
            <div>
              <h2 id={story.id} className="font-heading text-3xl font-extrabold text-navy md:text-4xl">
                {story.title}
              </h2>
              {story.body.map((paragraph) => (
                <p key={paragraph} className="mt-4 text-lg text-gray-700">
                  {paragraph}
                </p>
              ))}
              <figure className="mt-6 rounded-2xl border-l-8 border-yellow bg-yellow-pale p-6">
                <blockquote className="font-heading text-lg font-bold text-navy md:text-xl">
                  <p>“{story.scripture.text}”</p>
                </blockquote>
                <figcaption className="mt-3 font-bold text-teal">{story.scripture.reference}</figcaption>
              </figure>
            </div>
          </div>
        </section>
      ))}

      <Section title={closing.title} intro={closing.body} tone="navy">
        <div className="flex justify-center">
          <ButtonLink href={closing.link.href}>{closing.link.label}</ButtonLink>
        </div>
      </Section>
    </>
  );
}
