// /privacy: what the site keeps, for how long, who reads it, and the other sites its pages use.
// Rendered per request so the retention period is the running server's (NOTE_RETENTION_DAYS), and
// the other sites are listed from the same content as the security policy (published/third-party.ts).
import { TextColumn, TextList, TextParagraphs, TextSection } from "~/components/text-page";
import { PageHero } from "~/components/ui/page-hero";
import { privacyModule } from "~/content/privacy";
import { redirectToCanonical } from "~/content-model/site-url";
import { requestContext } from "~/http/context.server";
import { notesContext } from "~/notes/context.server";
import { DEFAULT_RETENTION_DAYS } from "~/notes/retention.server";
import { shownIn } from "~/published/context.server";
import { thirdPartyServices } from "~/published/third-party";
import { usePublishedContent } from "~/published/use-published-content";
import { builtValueIn } from "~/publishing/in-language.server";
import { pageMeta } from "~/seo/page-meta";
import { ACTIVITY_KEPT_DAYS } from "~/staff/terms";
import type { Route } from "./+types/privacy";

export const meta: Route.MetaFunction = ({ loaderData, location }) => pageMeta(loaderData?.head, location);

export function loader({ request, context }: Route.LoaderArgs) {
  redirectToCanonical(request, "/privacy");
  const privacy = builtValueIn(privacyModule, context.get(requestContext).language);
  // The development server runs no services; it shows the default.
  return {
    // Kept in code, not edited by staff: it says what the server does with personal data.
    head: { meta: privacy.meta, siteName: shownIn(context).site.name },
    // Kept in code, and handed over like every page's words, so the page's script carries none.
    privacy,
    // Worked out on the server: the content it is made from stays out of the page's script.
    services: thirdPartyServices(),
    retentionDays: context.get(notesContext)?.retention.days ?? DEFAULT_RETENTION_DAYS,
  };
}

// Checked on every visit, like the other pages, so a changed setting shows at once.
export const headers = () => ({ "Cache-Control": "public, max-age=0, must-revalidate" });

export default function Privacy({ loaderData }: Route.ComponentProps) {
  const { privacy, services } = loaderData;
  const { hero, updated, summary, notes, analytics, cookies, thirdParties, contact } = privacy;
  const { site } = usePublishedContent();
  const withDays = (text: string) =>
    text
      .replaceAll("{retentionDays}", String(loaderData.retentionDays))
      .replaceAll("{staffActivityDays}", String(ACTIVITY_KEPT_DAYS));
  return (
    <>
      <PageHero title={hero.title} subtitle={hero.subtitle} image={hero.image} eyebrow={hero.eyebrow} />
      <TextColumn updated={updated}>
        <TextSection title={summary.title}>
          <TextList items={summary.points.map(withDays)} />
        </TextSection>

        <TextSection id={notes.id} title={notes.title}>
          <h3 className="font-heading text-xl font-extrabold text-navy">{notes.kept.title}</h3>
          <TextList items={notes.kept.items} />
          <h3 className="font-heading text-xl font-extrabold text-navy">{notes.readers.title}</h3>
          <TextParagraphs paragraphs={notes.readers.body} />
          <h3 className="font-heading text-xl font-extrabold text-navy">{notes.retention.title}</h3>
          <TextParagraphs paragraphs={notes.retention.body.map(withDays)} />
        </TextSection>

        <TextSection id={analytics.id} title={analytics.title}>
          <TextParagraphs paragraphs={analytics.body} />
        </TextSection>

        <TextSection id={cookies.id} title={cookies.title}>
          <TextParagraphs paragraphs={cookies.body.map(withDays)} />
        </TextSection>

        <TextSection id={thirdParties.id} title={thirdParties.title}>
          <p>{thirdParties.intro}</p>
          <ul className="flex flex-col gap-4">
            {services.map(({ service, origins }) => {
              const { name, purpose } = thirdParties.services[service];
              return (
                <li key={service} className="rounded-2xl bg-gray-50 p-5 ring-1 ring-gray-200">
                  <p className="font-bold text-navy">{name}</p>
                  <p className="mt-1">{purpose}</p>
                  <p className="mt-2 text-base text-gray-700">
                    {thirdParties.hostsLabel}:{" "}
                    {origins.map((origin, i) => (
                      <span key={origin}>
                        {i > 0 && ", "}
                        <code data-third-party-host className="break-all">
                          {new URL(origin.replace("*.", "")).host}
                        </code>
                      </span>
                    ))}
                  </p>
                </li>
              );
            })}
          </ul>
        </TextSection>

        <TextSection id={contact.id} title={contact.title}>
          <p>{contact.body}</p>
          <p>
            <a href={`mailto:${site.email}`} className="font-bold text-navy underline underline-offset-4">
              {site.email}
            </a>
          </p>
        </TextSection>
      </TextColumn>
    </>
  );
}
