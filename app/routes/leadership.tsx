import { ContentImage } from "~/components/content-image";
import { SiteLink } from "~/components/site-link";
import { ButtonLink } from "~/components/ui/button";
import { CardText } from "~/components/ui/card";
import { PageHero } from "~/components/ui/page-hero";
import { Section } from "~/components/ui/section";
import { titledName } from "~/lib/titled-name";
import { shownIn } from "~/published/context.server";
import { usePublishedContent } from "~/published/use-published-content";
import { pageHead, pageMeta } from "~/seo/page-meta";
import type { Route } from "./+types/leadership";

export const loader = ({ context }: Route.LoaderArgs) => ({ head: pageHead(shownIn(context), "leadership") });

export const meta: Route.MetaFunction = ({ loaderData, location }) => pageMeta(loaderData?.head, location);

export default function Leadership() {
  const { hero, leadPastor, growing, placeholderLabel, placeholders } = usePublishedContent().leadership;
  const { pastors } = usePublishedContent();
  const lead = pastors.pastors.find((pastor) => pastor.id === pastors.leadPastorId);
  return (
    <>
      <PageHero title={hero.title} subtitle={hero.subtitle} image={hero.image} />
      {lead && (
        <section aria-labelledby="lead-pastor" className="bg-white py-14 md:py-20">
          <div className="mx-auto grid max-w-6xl items-center gap-10 px-4 md:grid-cols-[2fr_3fr] md:px-6">
            {lead.photo && (
              <ContentImage
                image={lead.photo}
                className="aspect-[4/5] w-full max-w-sm justify-self-center rounded-2xl object-cover shadow-card"
              />
            )}
            <div>
              <p className="text-sm font-bold uppercase tracking-widest text-teal">{lead.role}</p>
              <h2 id="lead-pastor" className="mt-2 font-heading text-3xl font-extrabold text-navy md:text-4xl">
                {titledName(lead)}
              </h2>
              {leadPastor.bio.map((paragraph) => (
                <p key={paragraph} className="mt-4 text-lg text-gray-700">
                  {paragraph}
                </p>
              ))}
              <p className="mt-6">
                <SiteLink
                  href={leadPastor.noteLink.href}
                  className="font-bold text-navy underline underline-offset-4 hover:text-navy-deep"
                >
                  {leadPastor.noteLink.label}
                </SiteLink>
              </p>
            </div>
          </div>
        </section>
      )}
      <Section title={growing.title} intro={growing.body} tone="light">
        <div className="-mt-4 mb-12 flex justify-center">
          <ButtonLink href={growing.href} variant="secondary">
            {growing.linkLabel}
          </ButtonLink>
        </div>
        <ul className="grid gap-6 md:grid-cols-3">
          {placeholders.map((card) => (
            <li key={card.role}>
              <article className="flex h-full flex-col overflow-hidden rounded-2xl bg-white shadow-card ring-1 ring-gray-200">
                <ContentImage image={card.image} decorative className="aspect-[4/3] w-full object-cover object-top" />
                <div className="flex flex-1 flex-col gap-2 p-6">
                  <p className="text-sm font-bold uppercase tracking-widest text-teal">{placeholderLabel}</p>
                  <CardText title={card.role} description={card.description} />
                </div>
              </article>
            </li>
          ))}
        </ul>
      </Section>
    </>
  );
}
