import { CalendarDays, Clock, Download, Mail, MapPin } from "lucide-react";
import { trackedButton } from "~/analytics/tracking";
import { AddToCalendar } from "~/components/add-to-calendar";
import { usePageDates } from "~/components/page-words";
import { InDefaultLanguage, SiteLink } from "~/components/site-link";
import { ButtonLink, buttonClasses } from "~/components/ui/button";
import { CardText } from "~/components/ui/card";
import { PageHero } from "~/components/ui/page-hero";
import { Section, SplitSection } from "~/components/ui/section";
import { VideoPlayer } from "~/components/video-player";
import { directionsUrl, formatAddressLines } from "~/content-model/address";
import { calendarPaths } from "~/events/paths";
import { shownIn } from "~/published/context.server";
import { usePublishedContent } from "~/published/use-published-content";
import { pageHead, pageMeta } from "~/seo/page-meta";
import type { Route } from "./+types/baptism";

export const loader = ({ context }: Route.LoaderArgs) => ({ head: pageHead(shownIn(context), "baptism") });

export const meta: Route.MetaFunction = ({ loaderData, location }) => pageMeta(loaderData?.head, location);

/** Every way to register: same window (content says so), and the two events the spec names. */
function RegisterLink({
  section,
  label,
  variant = "primary",
}: {
  section: string;
  label: string;
  variant?: "primary" | "secondary";
}) {
  const { registration } = usePublishedContent().baptism;
  return (
    <ButtonLink
      href={registration.href}
      sameWindow={registration.sameWindow}
      variant={variant}
      {...trackedButton("Baptism Registration", section, { linkText: label })}
    >
      {label}
    </ButtonLink>
  );
}

export default function Baptism() {
  const { baptism, keyDates, media, site } = usePublishedContent();
  const { hero, explanation, reasons, consent, upcoming, orientation, registration, contact } = baptism;
  const { startsAt } = keyDates.baptism;
  const { formatClockTime, formatLongDate } = usePageDates();
  return (
    <>
      <PageHero title={hero.title} subtitle={hero.subtitle} image={hero.image} eyebrow={hero.eyebrow}>
        <RegisterLink section={hero.title} label={registration.label} />
      </PageHero>

      <SplitSection
        id="what-is-baptism"
        title={explanation.title}
        paragraphs={explanation.body}
        aside={
          <figure className="rounded-2xl border-l-8 border-teal bg-teal-pale p-8">
            <blockquote className="font-heading text-xl font-bold text-navy md:text-2xl">
              <p>“{explanation.scripture.text}”</p>
            </blockquote>
            <figcaption className="mt-4 font-bold text-teal">{explanation.scripture.reference}</figcaption>
          </figure>
        }
      />

      <Section title={reasons.title} tone="light">
        <ol className="grid gap-6 md:grid-cols-3">
          {reasons.items.map((reason, index) => (
            <li
              key={reason.title}
              className="flex flex-col gap-3 rounded-2xl bg-white p-6 shadow-card ring-1 ring-gray-200"
            >
              <span
                aria-hidden="true"
                className="flex size-12 items-center justify-center rounded-full bg-teal font-heading text-xl font-extrabold text-white"
              >
                {index + 1}
              </span>
              <CardText title={reason.title} description={reason.description} />
              <figure className="mt-auto border-t border-gray-200 pt-4">
                <blockquote className="text-gray-800 italic">
                  <p>“{reason.scripture.text}”</p>
                </blockquote>
                <figcaption className="mt-2 text-sm font-bold text-teal">{reason.scripture.reference}</figcaption>
              </figure>
            </li>
          ))}
        </ol>
      </Section>

      <section aria-labelledby="upcoming-baptism" className="bg-white py-14 md:py-20">
        <div className="mx-auto grid max-w-6xl gap-6 px-4 md:px-6 lg:grid-cols-[3fr_2fr]">
          <div className="flex flex-col gap-5 rounded-2xl bg-navy p-8 text-white shadow-card md:p-10">
            <h2 id="upcoming-baptism" className="font-heading text-sm font-bold uppercase tracking-widest text-yellow">
              {upcoming.title}
            </h2>
            <p className="flex items-start gap-3 font-heading text-2xl font-extrabold md:text-3xl">
              <CalendarDays aria-hidden="true" className="mt-1 size-7 shrink-0 text-yellow" />
              <time dateTime={startsAt}>{formatLongDate(startsAt)}</time>
            </p>
            <p className="flex items-center gap-3 text-xl font-bold">
              <Clock aria-hidden="true" className="size-6 shrink-0 text-yellow" />
              {formatClockTime(startsAt)}
            </p>
            <div className="flex items-start gap-3">
              <MapPin aria-hidden="true" className="mt-1 size-6 shrink-0 text-yellow" />
              <address className="not-italic">
                <span className="block text-xl font-bold">{upcoming.venue.name}</span>
                {formatAddressLines(upcoming.venue).map((line) => (
                  <span key={line} className="block text-gray-100">
                    {line}
                  </span>
                ))}
                <SiteLink
                  href={directionsUrl(site.directionsBaseUrl, upcoming.venue)}
                  className="mt-1 inline-block font-semibold text-white underline underline-offset-4"
                >
                  {upcoming.directionsLabel}
                </SiteLink>
              </address>
            </div>
            <div className="flex flex-wrap gap-3 pt-2">
              <RegisterLink section={upcoming.title} label={upcoming.registerLabel} />
              <AddToCalendar
                href={calendarPaths.baptism}
                event={`${hero.title}, ${formatLongDate(startsAt)}`}
                variant="light"
              />
            </div>
          </div>
          <aside
            aria-labelledby="baptism-consent"
            className="flex flex-col gap-4 rounded-2xl border-l-8 border-yellow bg-yellow-pale p-8 md:p-10"
          >
            <h2 id="baptism-consent" className="font-heading text-2xl font-extrabold text-navy">
              {consent.title}
            </h2>
            <p className="text-gray-800">{consent.body}</p>
            <a href={consent.form.href} download className={buttonClasses("secondary", "self-start")}>
              <Download aria-hidden="true" className="size-5" />
              {consent.form.label}
              {/* The form to print is the church's own, written in the default language. */}
              <InDefaultLanguage />
            </a>
            <SiteLink
              href={`mailto:${consent.email}`}
              className="inline-flex items-center gap-2 self-start font-semibold text-navy underline underline-offset-4"
            >
              <Mail aria-hidden="true" className="size-5" />
              {consent.email}
            </SiteLink>
          </aside>
        </div>
      </section>

      <Section title={orientation.title} intro={orientation.intro} tone="light">
        <VideoPlayer video={media.videos.baptismOrientation} className="mx-auto max-w-4xl" />
      </Section>

      <Section title={contact.title} intro={contact.body} tone="navy">
        <div className="flex flex-wrap justify-center gap-4">
          <RegisterLink section={contact.title} label={registration.label} />
          <ButtonLink href={contact.link.href} variant="light">
            {contact.link.label}
          </ButtonLink>
        </div>
      </Section>
    </>
  );
}
