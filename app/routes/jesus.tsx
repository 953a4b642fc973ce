import { Icon } from "~/components/icon";
import { ButtonLink } from "~/components/ui/button";
import { CardText } from "~/components/ui/card";
import { PageHero } from "~/components/ui/page-hero";
import { Section, SplitSection } from "~/components/ui/section";
import { VideoPlayer } from "~/components/video-player";
import { shownIn } from "~/published/context.server";
import { usePublishedContent } from "~/published/use-published-content";
import { pageHead, pageMeta } from "~/seo/page-meta";
import type { Route } from "./+types/jesus";

export const loader = ({ context }: Route.LoaderArgs) => ({ head: pageHead(shownIn(context), "jesus") });

export const meta: Route.MetaFunction = ({ loaderData, location }) => pageMeta(loaderData?.head, location);

export default function Jesus() {
  const { jesus, media } = usePublishedContent();
  const { hero, intro, steps, next, forms } = jesus;
  return (
    <>
      <PageHero title={hero.title} subtitle={hero.subtitle} image={hero.image} />
      <SplitSection
        id="good-news"
        title={intro.title}
        paragraphs={intro.body}
        aside={<VideoPlayer video={media.videos.followingJesus} />}
      />
      <Section title={steps.title} tone="light">
        <ol className="grid gap-6 md:grid-cols-2 lg:grid-cols-4">
          {steps.items.map((step, index) => (
            <li
              key={step.title}
              className="flex flex-col gap-3 rounded-2xl bg-white p-6 shadow-card ring-1 ring-gray-200"
            >
              <div className="flex items-center gap-3">
                <span className="inline-flex size-10 items-center justify-center rounded-full bg-navy font-heading text-lg font-extrabold text-white">
                  {index + 1}
                </span>
                <Icon name={step.icon} className="size-7 text-teal" />
              </div>
              <CardText
                title={step.title}
                description={step.description}
                action={
                  step.link && (
                    <ButtonLink href={step.link.href} variant="outline">
                      {step.link.label}
                    </ButtonLink>
                  )
                }
              />
            </li>
          ))}
        </ol>
      </Section>
      <Section title={next.title} intro={next.body} tone="navy">
        <div className="flex justify-center">
          <ButtonLink href={next.link.href}>{next.link.label}</ButtonLink>
        </div>
      </Section>
      <Section title={forms.title} intro={forms.body}>
        <div className="flex flex-wrap justify-center gap-4">
          {forms.links.map((link, index) => (
            <ButtonLink key={link.href} href={link.href} variant={index === 0 ? "secondary" : "outline"}>
              {link.label}
            </ButtonLink>
          ))}
        </div>
      </Section>
    </>
  );
}
