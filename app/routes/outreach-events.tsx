import { CalendarDays, Clock, MapPin } from "lucide-react";
import { useId } from "react";
import { AddToCalendar } from "~/components/add-to-calendar";
import { ContentImage } from "~/components/content-image";
import { DetailRow } from "~/components/detail-row";
import { usePageDates, usePageWords } from "~/components/page-words";
import { Button, ButtonLink } from "~/components/ui/button";
import { Section } from "~/components/ui/section";
import { VideoHero } from "~/components/video-hero";
import type { OutreachEvent } from "~/content/outreach-events";
import { eventWhen } from "~/events/event-when";
import { outreachEventCalendarPath } from "~/events/paths";
import { signupUrl } from "~/lib/signup-link";
import { shownIn } from "~/published/context.server";
import { usePublishedContent } from "~/published/use-published-content";
import { pageHead, pageMeta } from "~/seo/page-meta";
import type { Route } from "./+types/outreach-events";

export const loader = ({ context }: Route.LoaderArgs) => ({ head: pageHead(shownIn(context), "outreachEvents") });

export const meta: Route.MetaFunction = ({ loaderData, location }) => pageMeta(loaderData?.head, location);

function EventCard({ event }: { event: OutreachEvent }) {
  const { signupLabel, signupClosedNote, allDay } = usePublishedContent().outreachEvents.available;
  const url = signupUrl(event.rsvpUrl);
  const when = eventWhen(event, allDay, usePageDates());
  const noteId = useId();
  const words = usePageWords();
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-2xl bg-white shadow-card ring-1 ring-gray-200">
      <div className="relative">
        <ContentImage
          image={event.image}
          sizes="(min-width: 1024px) 384px, (min-width: 768px) 50vw, 100vw"
          className="aspect-[8/5] w-full object-cover"
        />
        <p className="absolute top-3 left-3 rounded-full bg-white px-3 py-1 text-xs font-bold uppercase tracking-widest text-navy shadow-card">
          {words.eventCategory[event.category]}
        </p>
      </div>
      <div className="flex flex-1 flex-col gap-3 p-6">
        <h3 className="font-heading text-xl font-extrabold text-navy">{event.title}</h3>
        <dl className="grid gap-1.5 text-gray-800">
          <DetailRow icon={CalendarDays} label={words.dateLabel} className="font-semibold">
            <time dateTime={event.startsAt}>{when.date}</time>
          </DetailRow>
          <DetailRow icon={Clock} label={words.timeLabel}>
            {when.time}
          </DetailRow>
          <DetailRow icon={MapPin} label={words.locationLabel}>
            {event.location}
          </DetailRow>
        </dl>
        <p className="text-gray-700">{event.description}</p>
        <div className="mt-auto flex flex-col items-start gap-1 pt-2">
          {url ? (
            <ButtonLink href={url}>
              {signupLabel}
              <span className="sr-only">
                : {event.title}, {when.date}
              </span>
            </ButtonLink>
          ) : (
            <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
              <Button disabled aria-describedby={noteId}>
                {signupLabel}
                <span className="sr-only">
                  : {event.title}, {when.date}
                </span>
              </Button>
              <p id={noteId} className="text-sm font-semibold text-gray-700">
                {signupClosedNote}
              </p>
            </div>
          )}
          <AddToCalendar
            href={outreachEventCalendarPath(event.id)}
            event={`${event.title}, ${when.date}`}
            variant="link"
          />
        </div>
      </div>
    </article>
  );
}

export default function OutreachEvents() {
  const { outreachEvents, media } = usePublishedContent();
  const { hero, available, events, banner } = outreachEvents;
  return (
    <>
      <VideoHero
        video={media.backgroundVideos.outreach}
        title={hero.title}
        subtitle={hero.subtitle}
        eyebrow={hero.eyebrow}
      />

      <Section title={available.title} intro={available.intro} tone="light">
        <ul className="grid grid-cols-1 gap-6 md:grid-cols-2 lg:grid-cols-3" data-testid="event-grid">
          {events.map((event) => (
            <li key={event.id}>
              <EventCard event={event} />
            </li>
          ))}
        </ul>
      </Section>

      <Section title={banner.title} intro={banner.body} tone="navy">
        <div className="flex flex-wrap justify-center gap-4">
          {banner.links.map((link, index) => (
            <ButtonLink key={link.href} href={link.href} variant={index === 0 ? "primary" : "light"}>
              {link.label}
            </ButtonLink>
          ))}
        </div>
      </Section>
    </>
  );
}
