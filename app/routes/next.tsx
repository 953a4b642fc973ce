import { IconBadge } from "~/components/icon-badge";
import { Paragraphs } from "~/components/paragraphs";
import { ButtonLink } from "~/components/ui/button";
import { Card, CardText } from "~/components/ui/card";
import { PageHero } from "~/components/ui/page-hero";
import { Section } from "~/components/ui/section";
import { shownIn } from "~/published/context.server";
import { usePublishedContent } from "~/published/use-published-content";
import { pageHead, pageMeta } from "~/seo/page-meta";
import type { Route } from "./+types/next";

export const loader = ({ context }: Route.LoaderArgs) => ({ head: pageHead(shownIn(context), "next") });

export const meta: Route.MetaFunction = ({ loaderData, location }) => pageMeta(loaderData?.head, location);

export default function Next() {
  const { hero, intro, sessions, register, serve } = usePublishedContent().next;
  return (
    <>
      <PageHero title={hero.title} subtitle={hero.subtitle} image={hero.image} eyebrow={hero.eyebrow}>
        <ButtonLink href={register.link.href}>{register.link.label}</ButtonLink>
      </PageHero>

      <Section title={intro.title}>
        <Paragraphs paragraphs={intro.body} />
      </Section>

      <Section title={sessions.title} tone="light">
        <ol className="grid gap-6 md:grid-cols-3">
          {sessions.items.map((session) => (
            <li
              key={session.id}
              className="flex flex-col gap-3 rounded-2xl bg-white p-6 shadow-card ring-1 ring-gray-200 md:p-8"
            >
              <IconBadge icon={session.icon} tone="teal" className="size-14" />
              <p className="text-sm font-bold uppercase tracking-widest text-teal">{session.step}</p>
              <h3 className="font-heading text-2xl font-extrabold text-navy">{session.title}</h3>
              <p className="text-gray-700">{session.description}</p>
            </li>
          ))}
        </ol>
      </Section>

      <Section title={register.title} intro={register.body} tone="navy">
        <div className="flex justify-center">
          <ButtonLink href={register.link.href}>{register.link.label}</ButtonLink>
        </div>
      </Section>

      <Section title={serve.title} intro={serve.intro}>
        <ul className="grid gap-6 md:grid-cols-3">
          {serve.cards.map((card) => (
            <li key={card.title}>
              <Card image={card.image} decorativeImage>
                <CardText title={card.title} description={card.description} />
              </Card>
            </li>
          ))}
        </ul>
        <div className="mt-10 flex justify-center">
          <ButtonLink href={serve.link.href} variant="outline">
            {serve.link.label}
          </ButtonLink>
        </div>
      </Section>
    </>
  );
}
