import { Mail } from "lucide-react";
import { IconBadge } from "~/components/icon-badge";
import { SiteLink } from "~/components/site-link";
import { ButtonLink } from "~/components/ui/button";
import { CardText } from "~/components/ui/card";
import { PageHero } from "~/components/ui/page-hero";
import { Section } from "~/components/ui/section";
import { shownIn } from "~/published/context.server";
import { usePublishedContent } from "~/published/use-published-content";
import { pageHead, pageMeta } from "~/seo/page-meta";
import type { Route } from "./+types/serve";

export const loader = ({ context }: Route.LoaderArgs) => ({ head: pageHead(shownIn(context), "serve") });

export const meta: Route.MetaFunction = ({ loaderData, location }) => pageMeta(loaderData?.head, location);

const tones = ["navy", "teal", "red"] as const;

export default function Serve() {
  const { hero, teams, joinAll, contact } = usePublishedContent().serve;
  return (
    <>
      <PageHero title={hero.title} subtitle={hero.subtitle} image={hero.image} eyebrow={hero.eyebrow} />

      <Section title={teams.title} intro={teams.intro} tone="light">
        <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {teams.items.map((team, index) => (
            <li key={team.id} className="flex flex-col gap-3 rounded-2xl bg-white p-6 shadow-card ring-1 ring-gray-200">
              <IconBadge icon={team.icon} tone={tones[index % tones.length] ?? "navy"} className="size-14" />
              <CardText
                title={team.title}
                description={team.content}
                action={
                  <ButtonLink href={team.joinUrl} variant="outline">
                    {teams.joinLabel}
                    <span className="sr-only">: {team.title}</span>
                  </ButtonLink>
                }
              />
            </li>
          ))}
        </ul>
      </Section>

      <Section title={joinAll.title} intro={joinAll.body} tone="navy">
        <div className="flex justify-center">
          <ButtonLink href={joinAll.link.href}>{joinAll.link.label}</ButtonLink>
        </div>
      </Section>

      <Section title={contact.title} intro={contact.body}>
        <div className="mx-auto flex max-w-md flex-col items-center gap-2 rounded-2xl bg-navy-light p-8 text-center">
          <p className="font-heading text-xl font-extrabold text-navy">{contact.director.name}</p>
          <p className="font-semibold text-teal">{contact.director.role}</p>
          <SiteLink
            href={`mailto:${contact.director.email}`}
            className="mt-2 inline-flex items-center gap-2 font-bold text-navy underline underline-offset-4"
          >
            <Mail aria-hidden="true" className="size-5" />
            {contact.director.email}
          </SiteLink>
        </div>
      </Section>
    </>
  );
}
