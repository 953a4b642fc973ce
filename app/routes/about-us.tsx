import { usePageWords } from "~/components/page-words";
import { ButtonLink } from "~/components/ui/button";
import { Card, CardText } from "~/components/ui/card";
import { PageHero } from "~/components/ui/page-hero";
import { Section } from "~/components/ui/section";
import { shownIn } from "~/published/context.server";
import { usePublishedContent } from "~/published/use-published-content";
import { pageHead, pageMeta } from "~/seo/page-meta";
import type { Route } from "./+types/about-us";

export const loader = ({ context }: Route.LoaderArgs) => ({ head: pageHead(shownIn(context), "about") });

export const meta: Route.MetaFunction = ({ loaderData, location }) => pageMeta(loaderData?.head, location);

export default function AboutUs() {
  const { hero, vision, cards } = usePublishedContent().about;
  const words = usePageWords();
  return (
    <>
      <PageHero title={hero.title} subtitle={hero.subtitle} image={hero.image} />
      <section aria-labelledby="vision-title" className="bg-white py-14 md:py-20">
        <div className="mx-auto max-w-3xl px-4 text-center md:px-6">
          <h2 id="vision-title" className="font-heading text-3xl font-extrabold text-navy md:text-4xl">
            {vision.title}
          </h2>
          <blockquote className="mt-6 border-y-4 border-yellow py-6 font-heading text-2xl font-bold text-balance text-navy md:text-3xl">
            <p>{vision.statement}</p>
          </blockquote>
          {vision.body.map((paragraph) => (
            <p key={paragraph} className="mt-6 text-left text-lg text-gray-700 md:text-center">
              {paragraph}
            </p>
          ))}
        </div>
      </section>
      <Section title={words.learnMoreAboutUs} tone="light">
        <ul className="grid gap-6 md:grid-cols-3">
          {cards.map((card) => (
            <li key={card.id}>
              <Card image={card.image}>
                <CardText
                  title={card.title}
                  description={card.description}
                  action={
                    <ButtonLink href={card.link.href} variant="secondary">
                      {card.link.label}
                    </ButtonLink>
                  }
                />
              </Card>
            </li>
          ))}
        </ul>
      </Section>
    </>
  );
}
