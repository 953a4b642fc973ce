import { Mail, Phone } from "lucide-react";
import { Embed } from "~/components/embed";
import { IconBadge } from "~/components/icon-badge";
import { PageHero } from "~/components/ui/page-hero";
import { Section } from "~/components/ui/section";
import type { ContactInfoCard } from "~/content/contact";
import { formatUsPhone } from "~/lib/phone";
import { shownIn } from "~/published/context.server";
import { usePublishedContent } from "~/published/use-published-content";
import { pageHead, pageMeta } from "~/seo/page-meta";
import type { Route } from "./+types/contact";

export const loader = ({ context }: Route.LoaderArgs) => ({ head: pageHead(shownIn(context), "contact") });

export const meta: Route.MetaFunction = ({ loaderData, location }) => pageMeta(loaderData?.head, location);

function InfoCard({ card }: { card: ContactInfoCard }) {
  const lines = [card.details.primary, card.details.secondary, card.details.tertiary].filter(Boolean);
  return (
    <article className="flex h-full flex-col items-center gap-3 rounded-2xl bg-white p-6 text-center shadow-card ring-1 ring-gray-200">
      <IconBadge icon={card.icon} tone={card.iconColor} className="size-14" />
      <h3 className="font-heading text-xl font-extrabold text-navy">{card.title}</h3>
      <p className="text-gray-700">
        {lines.map((line, index) => (
          <span key={line} className={`block ${index === 0 ? "font-semibold text-gray-900" : ""}`}>
            {line}
          </span>
        ))}
      </p>
      {card.links && (
        <ul className="mt-auto flex flex-col gap-1 pt-2">
          {card.links.email && (
            <li>
              <a
                href={`mailto:${card.links.email}`}
                className="inline-flex items-center gap-2 font-semibold text-navy underline underline-offset-4"
              >
                <Mail aria-hidden="true" className="size-4" />
                {card.links.email}
              </a>
            </li>
          )}
          {card.links.phone && (
            <li>
              <a
                href={`tel:${card.links.phone}`}
                className="inline-flex items-center gap-2 font-semibold text-navy underline underline-offset-4"
              >
                <Phone aria-hidden="true" className="size-4" />
                {formatUsPhone(card.links.phone)}
              </a>
            </li>
          )}
        </ul>
      )}
    </article>
  );
}

export default function Contact() {
  const { contact, embeds } = usePublishedContent();
  const { hero, cardsTitle, cards, form } = contact;
  return (
    <>
      <PageHero title={hero.title} subtitle={hero.subtitle} image={hero.image} />
      <Section title={cardsTitle} tone="light">
        <ul className="grid gap-6 md:grid-cols-3">
          {cards.map((card) => (
            <li key={card.id}>
              <InfoCard card={card} />
            </li>
          ))}
        </ul>
      </Section>
      <Section title={form.title} intro={form.intro}>
        <Embed item={embeds.items.contactForm} className="mx-auto max-w-3xl" />
      </Section>
    </>
  );
}
