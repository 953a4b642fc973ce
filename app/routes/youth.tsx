import { CalendarDays, MessageCircle } from "lucide-react";
import { AddToCalendar } from "~/components/add-to-calendar";
import { ContentImage } from "~/components/content-image";
import { Icon } from "~/components/icon";
import { IconBadge } from "~/components/icon-badge";
import { usePageLanguage } from "~/components/interface-words";
import { usePageWords } from "~/components/page-words";
import { ButtonLink } from "~/components/ui/button";
import { CardText } from "~/components/ui/card";
import { PageHero } from "~/components/ui/page-hero";
import { Section } from "~/components/ui/section";
import type { Image } from "~/content-model/blocks";
import { calendarPaths } from "~/events/paths";
import { clockTime } from "~/lib/dates";
import { imageFile } from "~/lib/media-paths";
import { shownIn } from "~/published/context.server";
import { usePublishedContent } from "~/published/use-published-content";
import { pageHead, pageMeta } from "~/seo/page-meta";
import type { Route } from "./+types/youth";

export const loader = ({ context }: Route.LoaderArgs) => ({ head: pageHead(shownIn(context), "youth") });

export const meta: Route.MetaFunction = ({ loaderData, location }) => pageMeta(loaderData?.head, location);

/**
 * Six photos; the one under the pointer or keyboard focus zooms. The layout is pure CSS at the
 * spec's viewports (mobile under 768px: two columns; tablet to 992px: three; desktop: the first
 * photo featured), so the page's HTML is already right before any script runs.
 */
function Gallery({ photos }: { photos: Image[] }) {
  const words = usePageWords();
  return (
    <ul className="grid grid-cols-2 gap-3 md:grid-cols-3 md:gap-4 lg:gap-5" data-testid="youth-gallery">
      {photos.map((photo, index) => (
        <li key={photo.src} className={index === 0 ? "lg:col-span-2 lg:row-span-2" : undefined}>
          {/* Each photo opens full size, which also gives keyboard users a stop at each one. */}
          <a
            href={imageFile(photo)}
            className="group block h-full overflow-hidden rounded-xl shadow-card focus-visible:outline-offset-4"
          >
            <ContentImage
              image={photo}
              className="aspect-[4/3] h-full w-full object-cover transition-transform duration-500 ease-out group-hover:scale-110 group-focus-visible:scale-110"
            />
            <span className="sr-only"> {words.fullSize}</span>
          </a>
        </li>
      ))}
    </ul>
  );
}

export default function Youth() {
  const { hero, cardsTitle, cards, worship, specialEvents, parents, gallery } = usePublishedContent().youth;
  const words = usePageWords();
  const { locale } = usePageLanguage();
  return (
    <>
      <PageHero title={hero.title} subtitle={hero.subtitle} image={hero.image} eyebrow={hero.eyebrow} />

      <section aria-labelledby="youth-why" className="bg-white py-14 md:py-20">
        <h2 id="youth-why" className="sr-only">
          {cardsTitle}
        </h2>
        <ul className="mx-auto grid max-w-5xl gap-6 px-4 md:grid-cols-2 md:px-6">
          {cards.map((card) => (
            <li
              key={card.title}
              className="flex flex-col gap-4 rounded-2xl bg-navy-light p-8 ring-1 ring-navy/10 md:p-10"
            >
              <IconBadge icon={card.icon} tone="red" className="size-14" />
              <h3 className="font-heading text-2xl font-extrabold text-navy">{card.title}</h3>
              <p className="text-lg text-gray-800">{card.body}</p>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="youth-worship" className="bg-navy py-14 text-white md:py-20">
        <div className="mx-auto flex max-w-4xl flex-col items-center gap-4 px-4 text-center md:px-6">
          <CalendarDays aria-hidden="true" className="size-12 text-yellow" />
          <h2 id="youth-worship" className="font-heading text-3xl font-extrabold tracking-tight md:text-4xl">
            {worship.title}
          </h2>
          <p className="font-heading text-2xl font-bold text-yellow md:text-3xl">
            {words.scheduleAt(worship.schedule, clockTime(worship.time, locale))}
          </p>
          <p className="max-w-2xl text-lg text-gray-100">{worship.body}</p>
          <AddToCalendar href={calendarPaths.youthWorship} event={worship.title} variant="light" className="mt-2" />
        </div>
      </section>

      <Section title={specialEvents.title} intro={specialEvents.intro} tone="light">
        <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-4">
          {specialEvents.items.map((item) => (
            <li
              key={item.title}
              className="flex flex-col gap-3 rounded-2xl bg-white p-6 shadow-card ring-1 ring-gray-200"
            >
              <Icon name={item.icon} className="size-8 text-red" />
              <p className="text-sm font-bold uppercase tracking-widest text-teal">{item.when}</p>
              <CardText title={item.title} description={item.description} />
            </li>
          ))}
        </ul>
      </Section>

      <section aria-labelledby="youth-parents" className="bg-white pt-14 md:pt-20">
        <div className="mx-auto max-w-4xl px-4 md:px-6">
          <div className="flex flex-col items-center gap-5 rounded-2xl bg-yellow-pale px-6 py-10 text-center md:flex-row md:px-10 md:text-left">
            <MessageCircle aria-hidden="true" className="size-12 shrink-0 text-navy" />
            <div className="flex-1">
              <h2 id="youth-parents" className="font-heading text-2xl font-extrabold text-navy">
                {parents.title}
              </h2>
              <p className="mt-2 text-gray-800">{parents.body}</p>
            </div>
            <ButtonLink href={parents.link.href} variant="secondary">
              {parents.link.label}
            </ButtonLink>
          </div>
        </div>
      </section>

      <Section title={gallery.title} intro={gallery.intro}>
        <Gallery photos={gallery.photos} />
      </Section>
    </>
  );
}
