import { trackedButton } from "~/analytics/tracking";
import { Embed } from "~/components/embed";
import { SectionLink } from "~/components/section-link";
import { ServiceStatus } from "~/components/service-status";
import { ButtonLink } from "~/components/ui/button";
import { PageHero } from "~/components/ui/page-hero";
import { Section } from "~/components/ui/section";
import { VideoPlayer } from "~/components/video-player";
import { shownIn } from "~/published/context.server";
import { usePublishedContent } from "~/published/use-published-content";
import { pageHead, pageMeta } from "~/seo/page-meta";
import type { Route } from "./+types/watch";

export const loader = ({ context }: Route.LoaderArgs) => ({ head: pageHead(shownIn(context), "watch") });

export const meta: Route.MetaFunction = ({ loaderData, location }) => pageMeta(loaderData?.head, location);

const videoSectionId = "latest-sermon";

export default function Watch() {
  const { watch, site, media, embeds } = usePublishedContent();
  const { hero, latest, library } = watch;
  const section = hero.eyebrow ?? latest.title;
  return (
    <>
      <PageHero title={hero.title} subtitle={hero.subtitle} image={hero.image} eyebrow={hero.eyebrow}>
        <ServiceStatus tone="dark" className="basis-full" />
        <SectionLink sectionId={videoSectionId} {...trackedButton("Watch Sermon", section)}>
          {hero.watchNowLabel}
        </SectionLink>
        <ButtonLink
          href={site.links.liveStream}
          variant="light"
          {...trackedButton("Watch Full Experience", section, { linkText: hero.fullExperienceLabel })}
        >
          {hero.fullExperienceLabel}
        </ButtonLink>
      </PageHero>
      <Section id={videoSectionId} title={latest.title} intro={latest.intro} className="scroll-mt-4">
        <VideoPlayer video={media.videos.latestSermon} className="mx-auto max-w-4xl" />
      </Section>
      <Section title={library.title} intro={library.intro} tone="light">
        <Embed item={embeds.items.sermonLibrary} />
      </Section>
    </>
  );
}
