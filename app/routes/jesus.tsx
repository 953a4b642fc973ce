import { Icon } from "~/components/icon";
import { ButtonLink } from "~/components/ui/button";
import { PageHero } from "~/components/ui/page-hero";
import { Section } from "~/components/ui/section";
import { VideoPlayer } from "~/components/video-player";
import { jesus } from "~/content/jesus";
import { media } from "~/content/media";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/jesus";

export const meta: Route.MetaFunction = ({ location }) => pageMeta(jesus.meta, location);

export default function Jesus() {
  const { hero, intro, steps, next, forms } = jesus;
  return (
    <>
      <PageHero title={hero.title} subtitle={hero.subtitle} image={hero.image} />
      <section aria-labelledby="good-news" className="bg-white py-14 md:py-20">
        <div className="mx-auto grid max-w-6xl items-center gap-10 px-4 md:px-6 lg:grid-cols-2">
          <div>
            <h2 id="good-news" className="font-heading text-3xl font-extrabold text-navy md:text-4xl">
              {intro.title}
            </h2>
            {intro.body.map((paragraph) => (
              <p key={paragraph} className="mt-4 text-lg text-gray-700">
                {paragraph}
              </p>
            ))}
          </div>
          <VideoPlayer video={media.videos.followingJesus} />
        </div>
      </section>
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
              <h3 className="font-heading text-xl font-extrabold text-navy">{step.title}</h3>
              <p className="text-gray-700">{step.description}</p>
              {step.link && (
                <div className="mt-auto pt-2">
                  <ButtonLink href={step.link.href} variant="outline">
                    {step.link.label}
                  </ButtonLink>
                </div>
              )}
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
