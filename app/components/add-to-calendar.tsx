// "Add to calendar": a plain download of the event's .ics file, which calendar apps open. The file
// is made at build time (app/events/), so this adds no calendar code to the page.
import { CalendarPlus } from "lucide-react";
import { type ButtonVariant, buttonClasses } from "~/components/ui/button";
import { pathIn } from "~/content-model/languages";
import { usePublishedContent } from "~/published/use-published-content";
import { usePageLanguage } from "./interface-words";

interface AddToCalendarProps {
  /** The .ics file, from app/events/paths.ts. */
  href: string;
  /** Which event, for screen readers: "Add to calendar: Sunday Worship Experience". */
  event: string;
  /** A button like its neighbours, or "link" for a quieter text link inside a busy card. */
  variant?: ButtonVariant | "link";
  className?: string;
}

const linkClasses =
  "inline-flex min-h-11 items-center gap-2 font-semibold text-navy underline decoration-2 underline-offset-4 hover:text-teal";

export function AddToCalendar({ href, event, variant = "outline", className = "" }: AddToCalendarProps) {
  const { calendars } = usePublishedContent();
  const { language } = usePageLanguage();
  return (
    <a
      // The calendar in the page's language.
      href={pathIn(href, language)}
      download
      className={variant === "link" ? `${linkClasses} ${className}`.trim() : buttonClasses(variant, className)}
    >
      <CalendarPlus aria-hidden="true" className="size-5 shrink-0" />
      {/* One name for screen readers, "Add to calendar: Baptism", without the gap browsers put
          between visible text and a visually hidden part. */}
      <span aria-hidden="true">{calendars.linkLabel}</span>
      <span className="sr-only">
        {calendars.linkLabel}: {event}
      </span>
    </a>
  );
}
