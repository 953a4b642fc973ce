import { ArrowRight, HeartHandshake } from "lucide-react";
import { Embed } from "~/components/embed";
import { Paragraphs } from "~/components/paragraphs";
import { ButtonLink } from "~/components/ui/button";
import { Card, CardText } from "~/components/ui/card";
import { Section } from "~/components/ui/section";
import { VideoHero } from "~/components/video-hero";
import { shownIn } from "~/published/context.server";
import { usePublishedContent } from "~/published/use-published-content";
import { pageHead, pageMeta } from "~/seo/page-meta";
import type { Route } from "./+types/outreach";

export const loader = ({ context }: Route.LoaderArgs) => ({ head: pageHead(shownIn(context), "outreach") });

export const meta: Route.MetaFunction = ({ loaderData, location }) => pageMeta(loaderData?.head, location);

export default function Outreach() {
  const { outreach, embeds, media } = usePublishedContent();
  const { hero, intro, impactBanner, opportunities, events } = outreach;
  return (
    <>
      <VideoHero
        video={media.backgroundVideos.outreach}
        title={hero.title}
        subtitle={hero.subtitle}
        eyebrow={hero.eyebrow}
      />

      <Section title={intro.title}>
        <Paragraphs paragraphs={intro.body} />
      </Section>

      <section aria-labelledby="impact-week-banner" className="bg-yellow">
        <div className="mx-auto flex max-w-6xl flex-col items-center gap-6 px-4 py-12 text-center md:flex-row md:px-6 md:text-left">
          <HeartHandshake aria-hidden="true" className="size-14 shrink-0 text-navy-deep" />
          <div className="flex-1">
            <p className="text-sm font-bold uppercase tracking-widest text-navy-deep">{impactBanner.dates}</p>
            <h2 id="impact-week-banner" className="font-heading text-2xl font-extrabold text-navy-deep md:text-3xl">
              {impactBanner.title}
            </h2>
            <p className="mt-2 text-lg text-navy-deep">{impactBanner.body}</p>
          </div>
          <ButtonLink href={impactBanner.link.href} variant="secondary">
            {impactBanner.link.label}
            <ArrowRight aria-hidden="true" className="size-5" />
          </ButtonLink>
        </div>
      </section>

      <Section title={opportunities.title} intro={opportunities.intro} tone="light">
        <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {opportunities.items.map((item) => (
            <li key={item.id}>
              <Card image={item.image} decorativeImage>
                {item.schedule && (
                  <p className="text-sm font-bold uppercase tracking-widest text-teal">{item.schedule}</p>
                )}
                <CardText
                  title={item.title}
                  description={item.description}
                  action={
                    item.link && (
                      <ButtonLink href={item.link.href} variant="outline">
                        {item.link.label}
                        <span className="sr-only">: {item.title}</span>
                      </ButtonLink>
                    )
                  }
                />
              </Card>
            </li>
          ))}
        </ul>
      </Section>

      <Section title={events.title} intro={events.intro}>
        <Embed item={embeds.items.outreachEvents} />
      </Section>
    </>
  );
}
