import { ContentImage } from "~/components/content-image";
import { IconBadge } from "~/components/icon-badge";
import { SiteLink } from "~/components/site-link";
import { buttonClasses } from "~/components/ui/button";
import { PageHero } from "~/components/ui/page-hero";
import { Section } from "~/components/ui/section";
import type { ConnectCard } from "~/content/connect";
import { shownIn } from "~/published/context.server";
import { usePublishedContent } from "~/published/use-published-content";
import { pageHead, pageMeta } from "~/seo/page-meta";
import type { Route } from "./+types/connect";

export const loader = ({ context }: Route.LoaderArgs) => ({ head: pageHead(shownIn(context), "connect") });

export const meta: Route.MetaFunction = ({ loaderData, location }) => pageMeta(loaderData?.head, location);

function ConnectTile({ card }: { card: ConnectCard }) {
  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-2xl bg-white shadow-card ring-1 ring-gray-200 transition-shadow duration-200 focus-within:ring-4 focus-within:ring-yellow hover:shadow-xl">
      <ContentImage
        image={card.image}
        decorative
        className="aspect-[8/5] w-full object-cover transition-transform duration-500 group-hover:scale-105"
      />
      <div className="flex flex-1 flex-col gap-3 p-6">
        <IconBadge icon={card.icon} tone={card.iconBg} className="-mt-12 size-14 ring-4 ring-white" />
        <h3 className="font-heading text-xl font-extrabold tracking-wide text-navy">{card.title}</h3>
        <p className="text-gray-700">{card.description}</p>
        {card.additionalInfo && <p className="text-sm font-semibold text-teal">{card.additionalInfo}</p>}
        <div className="mt-auto pt-2">
          {/* The one link of the card; its ::after covers the whole card, so a tap anywhere follows it. */}
          <SiteLink
            href={card.url}
            className={buttonClasses(
              card.buttonVariant ?? "secondary",
              "after:absolute after:inset-0 after:content-['']",
            )}
          >
            {card.buttonText}
            <span className="sr-only">: {card.title.toLowerCase()}</span>
          </SiteLink>
        </div>
      </div>
    </article>
  );
}

export default function Connect() {
  const { hero, sectionTitle, intro, cards } = usePublishedContent().connect;
  return (
    <>
      <PageHero title={hero.title} subtitle={hero.subtitle} image={hero.image} eyebrow={hero.eyebrow} />
      <Section title={sectionTitle} intro={intro} tone="light">
        <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {cards.map((card) => (
            <li key={card.id}>
              <ConnectTile card={card} />
            </li>
          ))}
        </ul>
      </Section>
    </>
  );
}
