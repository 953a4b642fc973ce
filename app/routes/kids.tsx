import { Baby, Clock, Mail, MapPin } from "lucide-react";
import { ContentImage } from "~/components/content-image";
import { FeatureList } from "~/components/feature-list";
import { usePageLanguage } from "~/components/interface-words";
import { Paragraphs } from "~/components/paragraphs";
import { SiteLink } from "~/components/site-link";
import { buttonClasses } from "~/components/ui/button";
import { PageHero } from "~/components/ui/page-hero";
import { Section } from "~/components/ui/section";
import { formatAddressLines } from "~/content-model/address";
import { weeklyTime } from "~/lib/dates";
import { shownIn } from "~/published/context.server";
import { usePublishedContent } from "~/published/use-published-content";
import { pageHead, pageMeta } from "~/seo/page-meta";
import type { Route } from "./+types/kids";

export const loader = ({ context }: Route.LoaderArgs) => ({ head: pageHead(shownIn(context), "kids") });

export const meta: Route.MetaFunction = ({ loaderData, location }) => pageMeta(loaderData?.head, location);

export default function Kids() {
  const { kids, site } = usePublishedContent();
  const { hero, whenWhere, intro, sunday, checkIn, directors, questions } = kids;
  const { worship } = site;
  const { locale } = usePageLanguage();
  const facts = [
    { icon: Clock, title: whenWhere.when.title, lines: [weeklyTime(worship, locale), whenWhere.when.note] },
    { icon: MapPin, title: whenWhere.where.title, lines: [worship.venue.name, ...formatAddressLines(worship.venue)] },
    { icon: Baby, title: whenWhere.who.title, lines: [whenWhere.who.ages, whenWhere.who.note] },
  ];
  return (
    <>
      <PageHero title={hero.title} subtitle={hero.subtitle} image={hero.image} eyebrow={hero.eyebrow} />

      <section aria-labelledby="kids-when-where" className="bg-white pt-14 md:pt-20">
        <h2 id="kids-when-where" className="sr-only">
          {whenWhere.title}
        </h2>
        <ul className="mx-auto grid max-w-6xl gap-6 px-4 md:grid-cols-3 md:px-6">
          {facts.map(({ icon: FactIcon, title, lines }) => (
            <li key={title} className="flex gap-4 rounded-2xl bg-navy-light p-6">
              <FactIcon aria-hidden="true" className="size-8 shrink-0 text-navy" />
              <div>
                <h3 className="font-heading text-xl font-extrabold text-navy">{title}</h3>
                {lines.map((line, index) => (
                  <p key={line} className={index === 0 ? "mt-1 text-lg font-bold text-gray-900" : "text-gray-700"}>
                    {line}
                  </p>
                ))}
              </div>
            </li>
          ))}
        </ul>
      </section>

      <Section title={intro.title}>
        <Paragraphs paragraphs={intro.body} />
      </Section>

      <Section title={sunday.title} tone="light">
        <FeatureList items={sunday.items} />
        <div className="mx-auto mt-10 max-w-3xl rounded-2xl border-l-8 border-yellow bg-yellow-pale p-6 md:p-8">
          <h3 className="font-heading text-xl font-extrabold text-navy">{checkIn.title}</h3>
          <p className="mt-2 text-gray-800">{checkIn.body}</p>
        </div>
      </Section>

      <Section title={directors.title} intro={directors.intro}>
        <ul className="mx-auto grid max-w-3xl gap-8 sm:grid-cols-2">
          {directors.people.map((person) => (
            <li key={person.id} className="text-center">
              {person.photo && (
                <ContentImage
                  image={person.photo}
                  className="mx-auto aspect-[4/5] w-full max-w-64 rounded-2xl object-cover shadow-card"
                />
              )}
              <h3 className="mt-4 font-heading text-xl font-extrabold text-navy">{person.name}</h3>
              <p className="font-semibold text-teal">{person.role}</p>
            </li>
          ))}
        </ul>
      </Section>

      <Section title={questions.title} intro={questions.body} tone="navy">
        <div className="flex justify-center">
          <SiteLink href={`mailto:${questions.email}`} className={buttonClasses("primary")}>
            <Mail aria-hidden="true" className="size-5" />
            {questions.email}
          </SiteLink>
        </div>
      </Section>
    </>
  );
}
