import { FileText, Heart } from "lucide-react";
import { AppStoreLinks } from "~/components/app-store-links";
import { IconBadge } from "~/components/icon-badge";
import { usePageWords } from "~/components/page-words";
import { ButtonLink } from "~/components/ui/button";
import { Card, CardText } from "~/components/ui/card";
import { PageHero } from "~/components/ui/page-hero";
import { Section, SplitSection } from "~/components/ui/section";
import { shownIn } from "~/published/context.server";
import { usePublishedContent } from "~/published/use-published-content";
import { pageHead, pageMeta } from "~/seo/page-meta";
import type { Route } from "./+types/give";

export const loader = ({ context }: Route.LoaderArgs) => ({ head: pageHead(shownIn(context), "give") });

export const meta: Route.MetaFunction = ({ loaderData, location }) => pageMeta(loaderData?.head, location);

export default function Give() {
  const { hero, worship, ways, platform, impact, annualReport, thanks } = usePublishedContent().give;
  const words = usePageWords();
  return (
    <>
      <PageHero title={hero.title} subtitle={hero.subtitle} image={hero.image} />

      <SplitSection
        id="worship-giving"
        title={worship.title}
        paragraphs={worship.body}
        actions={
          <ButtonLink href={worship.giveNow.href} className="mt-8">
            {worship.giveNow.label}
          </ButtonLink>
        }
        aside={
          <figure className="rounded-2xl border-l-8 border-yellow bg-navy-light p-8">
            <blockquote className="font-heading text-2xl font-bold text-navy">
              <p>“{worship.scripture}”</p>
            </blockquote>
            <figcaption className="mt-4 font-bold text-teal">{worship.scriptureReference}</figcaption>
          </figure>
        }
      />

      <Section title={ways.title} intro={ways.intro} tone="light">
        <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-4">
          {ways.methods.map((method) => (
            <li key={method.id}>
              <Card>
                <IconBadge icon={method.icon} tone={method.iconColor} className="size-14" />
                <CardText
                  title={method.title}
                  description={method.description}
                  action={
                    <ButtonLink href={method.buttonUrl} variant={method.buttonStyle}>
                      {method.buttonText}
                    </ButtonLink>
                  }
                >
                  {method.additionalInfo && <p className="font-semibold text-gray-900">{method.additionalInfo}</p>}
                </CardText>
              </Card>
            </li>
          ))}
        </ul>
      </Section>

      <Section title={platform.title} intro={platform.body} tone="navy">
        <AppStoreLinks className="justify-center" />
      </Section>

      <Section title={impact.title} intro={impact.intro}>
        <ul className="grid gap-6 md:grid-cols-3">
          {impact.areas.map((area) => (
            <li key={area.id}>
              <Card image={area.image}>
                <CardText title={area.title} description={area.description} />
              </Card>
            </li>
          ))}
        </ul>
        <div className="mt-12 flex flex-col items-center gap-4 rounded-2xl bg-gray-50 p-8 text-center ring-1 ring-gray-200 md:flex-row md:text-left">
          <FileText aria-hidden="true" className="size-12 shrink-0 text-navy" />
          <div className="flex-1">
            <CardText title={annualReport.title} description={annualReport.description} />
          </div>
          <ButtonLink href={annualReport.url} variant="outline">
            {words.readReport(annualReport.year)}
          </ButtonLink>
        </div>
      </Section>

      <section aria-labelledby="thanks" className="bg-yellow-pale py-14 text-center md:py-20">
        <div className="mx-auto max-w-3xl px-4">
          <Heart aria-hidden="true" className="mx-auto size-12 fill-red text-red" />
          <h2 id="thanks" className="mt-4 font-heading text-3xl font-extrabold text-navy md:text-4xl">
            {thanks.title}
          </h2>
          <p className="mt-4 text-lg text-gray-800">{thanks.body}</p>
        </div>
      </section>
    </>
  );
}
