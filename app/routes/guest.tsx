import { Clock, MapPin } from "lucide-react";
import { FeatureList } from "~/components/feature-list";
import { usePageLanguage } from "~/components/interface-words";
import { LanguageHelp } from "~/components/language-help";
import { SiteLink } from "~/components/site-link";
import { ButtonLink, buttonClasses } from "~/components/ui/button";
import { PageHero } from "~/components/ui/page-hero";
import { Section } from "~/components/ui/section";
import { directionsUrl, formatAddressLines } from "~/content-model/address";
import { weeklyTime } from "~/lib/dates";
import { shownIn } from "~/published/context.server";
import { usePublishedContent } from "~/published/use-published-content";
import { pageHead, pageMeta } from "~/seo/page-meta";
import type { Route } from "./+types/guest";

export const loader = ({ context }: Route.LoaderArgs) => ({ head: pageHead(shownIn(context), "guest") });

export const meta: Route.MetaFunction = ({ loaderData, location }) => pageMeta(loaderData?.head, location);

export default function Guest() {
  const { guest, site } = usePublishedContent();
  const { locale } = usePageLanguage();
  const { hero, expect, kids, arrival, connect } = guest;
  const venue = site.worship.venue;
  return (
    <>
      <PageHero title={hero.title} subtitle={hero.subtitle} image={hero.image} eyebrow={hero.eyebrow} />

      <section aria-labelledby="when-where" className="bg-white py-14 md:py-20">
        <div className="mx-auto grid max-w-4xl gap-6 px-4 md:grid-cols-2 md:px-6">
          <h2 id="when-where" className="sr-only">
            {guest.whenWhere.title}
          </h2>
          <div className="flex gap-4 rounded-2xl bg-navy-light p-6">
            <Clock aria-hidden="true" className="size-8 shrink-0 text-navy" />
            <div>
              <h3 className="font-heading text-xl font-extrabold text-navy">{site.worship.experienceName}</h3>
              <p className="mt-1 text-lg text-gray-800">
                {weeklyTime(site.worship, locale)} {site.worship.timeZoneLabel}
              </p>
            </div>
          </div>
          <div className="flex gap-4 rounded-2xl bg-navy-light p-6">
            <MapPin aria-hidden="true" className="size-8 shrink-0 text-navy" />
            <div>
              <h3 className="font-heading text-xl font-extrabold text-navy">{venue.name}</h3>
              <address className="mt-1 not-italic text-gray-800">
                {formatAddressLines(venue).map((line) => (
                  <span key={line} className="block">
                    {line}
                  </span>
                ))}
              </address>
              <SiteLink
                href={directionsUrl(site.directionsBaseUrl, venue)}
                className="mt-2 inline-block font-semibold text-navy underline underline-offset-4"
              >
                {guest.whenWhere.directionsLabel}
              </SiteLink>
            </div>
          </div>
          <LanguageHelp className="md:col-span-2" />
        </div>
      </section>

      <Section title={expect.title} intro={expect.intro} tone="light">
        <FeatureList items={expect.items} columns={4} />
      </Section>

      <Section title={kids.title} intro={kids.body}>
        <div className="flex justify-center">
          <ButtonLink href={kids.link.href} variant="secondary">
            {kids.link.label}
          </ButtonLink>
        </div>
      </Section>

      <Section title={arrival.title} tone="light">
        <ul className="grid gap-6 md:grid-cols-3">
          {arrival.items.map((item) => (
            <li key={item.title} className="rounded-2xl bg-white p-6 shadow-card ring-1 ring-gray-200">
              <h3 className="font-heading text-xl font-extrabold text-navy">{item.title}</h3>
              <p className="mt-2 text-gray-700">{item.description}</p>
            </li>
          ))}
        </ul>
      </Section>

      <Section title={connect.title} intro={connect.body} tone="navy">
        <div className="flex justify-center">
          <SiteLink href={connect.link.href} className={buttonClasses("primary")}>
            {connect.link.label}
          </SiteLink>
        </div>
      </Section>
    </>
  );
}
