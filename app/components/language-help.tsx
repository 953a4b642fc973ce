// Said only on pages in a language other than the default: in which language the weekly service is
// held and what help there is, in the church's own words, and someone who answers in the page's
// language if the church has one (content/site.ts, `languageHelp`). Each language's page has its
// own words for it; the default language's are the ones its translators write from.
import { Languages } from "lucide-react";
import { defaultLanguage } from "~/content-model/languages";
import { formatUsPhone } from "~/lib/phone";
import { usePublishedContent } from "~/published/use-published-content";
import { usePageLanguage } from "./interface-words";
import { SiteLink } from "./site-link";

const link = "font-semibold text-navy underline underline-offset-4";

export function LanguageHelp({ className = "" }: { className?: string }) {
  const { site } = usePublishedContent();
  const { language } = usePageLanguage();
  if (language === defaultLanguage) return null;
  const { note, link: more, contact } = site.languageHelp;
  return (
    <div className={`flex gap-4 rounded-2xl border-2 border-teal bg-teal-pale p-6 text-lg text-gray-900 ${className}`}>
      <Languages aria-hidden="true" className="size-8 shrink-0 text-teal" />
      <div>
        <p>{note}</p>
        {more && (
          <p className="mt-2">
            <SiteLink href={more.href} sameWindow={more.sameWindow} className={link}>
              {more.label}
            </SiteLink>
          </p>
        )}
        {contact && (
          <p className="mt-2">
            <span className="font-bold">{contact.name}</span>
            {contact.email && (
              <>
                {" · "}
                <a href={`mailto:${contact.email}`} className={link}>
                  {contact.email}
                </a>
              </>
            )}
            {contact.phone && (
              <>
                {" · "}
                <a href={`tel:${contact.phone}`} className={link}>
                  {formatUsPhone(contact.phone)}
                </a>
              </>
            )}
          </p>
        )}
      </div>
    </div>
  );
}
