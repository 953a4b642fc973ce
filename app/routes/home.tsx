import { Clock, MapPin, Navigation } from "lucide-react";
import { AddToCalendar } from "~/components/add-to-calendar";
import { HeroCarousel } from "~/components/hero-carousel";
import { Icon } from "~/components/icon";
import { usePageLanguage } from "~/components/interface-words";
import { LanguageHelp } from "~/components/language-help";
import { ServiceStatus } from "~/components/service-status";
import { SiteLink } from "~/components/site-link";
import { ButtonLink, buttonClasses } from "~/components/ui/button";
import { Card, CardText } from "~/components/ui/card";
import { Section, SplitSection } from "~/components/ui/section";
import { VenueMap } from "~/components/venue-map";
import { VideoPlayer } from "~/components/video-player";
import { directionsUrl, formatAddressLines } from "~/content-model/address";
import { calendarPaths } from "~/events/paths";
import { weeklyTime } from "~/lib/dates";
import { shownIn } from "~/published/context.server";
import { usePublishedContent } from "~/published/use-published-content";
import { pageHead, pageMeta } from "~/seo/page-meta";
import type { Route } from "./+types/home";

export function loader({ context }: Route.LoaderArgs) {
  const content = shownIn(context);
  return { head: pageHead(content, "home", content.home.heroSlides[0]?.image) };
}

export const meta: Route.MetaFunction = ({ loaderData, location }) => pageMeta(loaderData?.head, location);

function Welcome() {
  const { home, site, media } = usePublishedContent();
  const { welcome } = home;
  return (
    <SplitSection
      id="welcome-title"
      eyebrow={welcome.eyebrow}
      title={welcome.title}
      paragraphs={welcome.body}
      actions={
        <div className="mt-8 flex flex-wrap gap-4">
          <ButtonLink href={site.links.liveStream}>{welcome.joinOnlineLabel}</ButtonLink>
          <ButtonLink href={welcome.connectHref} variant="outline">
            {welcome.connectLabel}
          </ButtonLink>
        </div>
      }
      aside={<VideoPlayer video={media.videos.recentSermon} />}
    />
  );
}

function JoinUsForWorship() {
  const { home, site } = usePublishedContent();
  const { worship } = home;
  const venue = site.worship.venue;
  const { locale } = usePageLanguage();
  return (
    <Section title={worship.title} intro={worship.intro} tone="light">
      <div className="grid gap-6 md:grid-cols-2">
        <LanguageHelp className="md:col-span-2" />
        <Card>
          <h3 className="font-heading text-2xl font-extrabold text-navy">{worship.inPerson.title}</h3>
          <p className="flex items-center gap-2 text-lg font-bold text-gray-900">
            <Clock aria-hidden="true" className="size-5 text-teal" />
            {site.worship.experienceName}: {weeklyTime(site.worship, locale)} {site.worship.timeZoneLabel}
          </p>
          <address className="flex gap-2 not-italic text-gray-700">
            <MapPin aria-hidden="true" className="mt-1 size-5 shrink-0 text-teal" />
            <span>
              <span className="block font-semibold text-gray-900">{venue.name}</span>
              {formatAddressLines(venue).map((line) => (
                <span key={line} className="block">
                  {line}
                </span>
              ))}
            </span>
          </address>
          <VenueMap />
          <p className="text-gray-700">{worship.inPerson.body}</p>
          <div className="mt-auto flex flex-wrap gap-3 pt-2">
            <SiteLink href={directionsUrl(site.directionsBaseUrl, venue)} className={buttonClasses("secondary")}>
              <Navigation aria-hidden="true" className="size-5" />
              {worship.inPerson.directionsLabel}
            </SiteLink>
            <AddToCalendar href={calendarPaths.worship} event={site.worship.experienceName} />
          </div>
        </Card>
        <Card>
          <h3 className="font-heading text-2xl font-extrabold text-navy">{worship.online.title}</h3>
          <p className="text-lg text-gray-700">{worship.online.body}</p>
          <ServiceStatus />
          <ul className="flex flex-col gap-2 text-gray-800">
            {worship.online.features.map((feature) => (
              <li key={feature} className="flex gap-2">
                <Icon name="monitor-play" className="mt-0.5 size-5 shrink-0 text-teal" />
                {feature}
              </li>
            ))}
          </ul>
          <div className="mt-auto flex flex-wrap gap-3 pt-2">
            <ButtonLink href={site.links.liveStream} variant="secondary">
              {worship.online.streamLabel}
            </ButtonLink>
            <ButtonLink href={site.links.messageArchive} variant="outline">
              {worship.online.archiveLabel}
            </ButtonLink>
          </div>
        </Card>
      </div>
    </Section>
  );
}

function WaysToConnect() {
  const { waysToConnect } = usePublishedContent().home;
  return (
    <Section title={waysToConnect.title} intro={waysToConnect.intro}>
      <ul className="grid gap-6 md:grid-cols-3">
        {waysToConnect.cards.map((card) => (
          <li key={card.id}>
            <Card>
              <span className="inline-flex size-14 items-center justify-center rounded-full bg-teal-pale text-teal">
                <Icon name={card.icon} className="size-7" />
              </span>
              <CardText
                title={card.title}
                description={card.description}
                action={
                  <ButtonLink href={card.link.href} sameWindow={card.link.sameWindow} variant="outline">
                    {card.link.label}
                  </ButtonLink>
                }
              />
            </Card>
          </li>
        ))}
      </ul>
    </Section>
  );
}

export default function Home() {
  const { home, site } = usePublishedContent();
  const { heroSlides, heroLabel } = home;
  return (
    <>
      <h1 className="sr-only">{site.name}</h1>
      <HeroCarousel slides={heroSlides} label={heroLabel} />
      <Welcome />
      <JoinUsForWorship />
      <WaysToConnect />
    </>
  );
}
