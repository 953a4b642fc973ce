// The live-service line: without JavaScript (and until the page has loaded) the weekly schedule,
// which is always true; then <service-status> says whether the service is live now, with a link
// to the stream, or when the next one starts. Worked out in the visitor's browser, so kept
// pages stay right at any hour, in the page's language: its words travel in the element's data.

import { clockTime, dayName } from "~/lib/dates";
import { zoneTable } from "~/lib/weekly-service";
import { usePublishedContent } from "~/published/use-published-content";
import { useInterfaceWords, usePageLanguage } from "./interface-words";
import { usePageWords } from "./page-words";

export function ServiceStatus({ tone = "light", className = "" }: { tone?: "light" | "dark"; className?: string }) {
  const { site, serviceStatus } = usePublishedContent();
  const { worship, links } = site;
  const opensInNewTab = useInterfaceWords()?.opensInNewTab ?? "(opens in a new tab)";
  const words = usePageWords();
  const { locale } = usePageLanguage();
  const schedule = serviceStatus.schedule
    .replace("{day}", dayName(worship.day, locale))
    .replace("{time}", clockTime(worship.time, locale));
  // From the start of this year, so a page built twice in a year is the same page.
  const zone = zoneTable(worship.timeZone, new Date(Date.UTC(new Date().getUTCFullYear(), 0, 1)));
  return (
    <service-status
      data-day={worship.day}
      data-time={worship.time}
      data-minutes={String(worship.durationMinutes)}
      data-time-zone={worship.timeZone}
      data-zone-table={JSON.stringify(zone)}
      data-stream={links.liveStream}
      data-live={serviceStatus.live}
      data-next={serviceStatus.next}
      data-words={JSON.stringify(words.serviceStart)}
      data-new-tab={opensInNewTab}
      data-tone={tone}
      className={`group block ${className}`}
    >
      <p
        role="status"
        className={`inline-flex min-h-11 items-center gap-2 rounded-full px-4 py-2 font-semibold ${
          tone === "dark" ? "bg-white/10 text-white" : "bg-navy-light text-navy"
        }`}
      >
        <span
          aria-hidden="true"
          className="size-2.5 shrink-0 rounded-full bg-current opacity-60 group-data-[state=live]:bg-red group-data-[state=live]:opacity-100 motion-safe:group-data-[state=live]:animate-pulse"
        />
        <span data-status-text>{schedule}</span>
      </p>
    </service-status>
  );
}
