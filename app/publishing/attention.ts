// What in the published content needs staff's attention, for the editor's front page, each with the
// item and field to fix: a published change the site no longer shows because it does not fit the
// item since an update (bring-forward.ts), dates that have passed (published/freshness.ts, which
// `npm run content:check` prints for the site's files), an upcoming event without a way to sign up,
// a link to a page of the site that does not exist, and a scheduled change held back at its time.
// Each language's content is checked on its own, and each entry says which language it is in.
import { formatDateTime } from "~/content-model/church-time";
import type { Language } from "~/content-model/languages";
import { isSitePath } from "~/lib/site-path";
import { publicPages } from "~/pages";
import { filledContent, type PublishedContent } from "~/published/content";
import { findStaleContent } from "~/published/freshness";
import { fieldGroups, labelledFields, nameOf } from "./edit-form";
import { type EditableItem, editableItem, editableItems } from "./editable-items";
import type { Publisher, Unfit } from "./publisher";
import type { Revision } from "./revisions.server";

export interface Attention {
  /** The item to open (/staff/content/<slug>) and the field in it ("events.2.startsAt"), in which language. */
  slug: string;
  language?: Language;
  field: string;
  title: string;
  message: string;
}

/** Addresses of the site that are not pages: files it serves and the one redirect. */
const OTHER_PATHS = [/^\/documents\/[\w-]+\.pdf$/, /^\/calendar(\/[\w/-]+)?\.ics$/, /^\/youre-welcome-here$/];

function pageExists(path: string): boolean {
  const bare = path.replace(/[?#].*$/, "").replace(/(.)\/$/, "$1");
  return publicPages.some((page) => page.path === bare) || OTHER_PATHS.some((pattern) => pattern.test(bare));
}

/** Every link to a page of this site in a value, with where it is ("heroSlides[1].ctaLink"). */
function siteLinks(value: unknown, path: Array<string | number> = []): Array<{ field: string; href: string }> {
  if (typeof value === "string")
    return isSitePath(value) && !/\.(svg|png|jpe?g|webp|avif)$/.test(value)
      ? [{ field: nameOf(path), href: value }]
      : [];
  if (Array.isArray(value)) return value.flatMap((item, index) => siteLinks(item, [...path, index]));
  if (value && typeof value === "object") {
    return Object.entries(value).flatMap(([key, child]) => (key === "src" ? [] : siteLinks(child, [...path, key])));
  }
  return [];
}

const titleOf = (slug: string) => editableItems.find((item) => item.slug === slug)?.title ?? slug;

/**
 * What needs attention in `content` at `now`: `content` as staff published it, with its facts
 * filled in (published/content.ts: shownContent), so an item shown only later is checked too.
 */
/** A published change the site does not show: who published it when, and the first thing that does not fit. */
function unfitAttention(unfit: readonly Unfit[]): Attention[] {
  return unfit.map(({ item, revision, problems }) => {
    const [field = "", problem = ""] = (problems[0] ?? "").split(/: (.*)/s);
    return {
      slug: item.slug,
      field,
      title: item.title,
      message:
        `The change ${revision.author} published on ${formatDateTime(revision.publishedAt ?? "")} does not fit ` +
        `this version of the site, so the pages show the values they were built with (${labelOf(item, revision.data, field)}: ${problem}). ` +
        "Its values are in the item's history: publish them again with this put right",
    };
  });
}

/** A field by its label in the form ("Event 7: Serve Dinner: Image: description"), never its code. */
function labelOf(item: EditableItem, value: unknown, field: string): string {
  if (!field) return "the item";
  try {
    const labels = new Map(labelledFields(fieldGroups(item.schema, value)).map((each) => [each.name, each.label]));
    const holder = [...labels.keys()]
      .filter((name) => field.startsWith(`${name}.`))
      .sort((a, b) => b.length - a.length)[0];
    return (
      labels.get(field) ??
      (holder
        ? `${labels.get(holder)}: ${field.endsWith(".alt") ? "description" : field.slice(holder.length + 1)}`
        : "a field")
    );
  } catch {
    // A value too far from the item's shape to draw as a form.
    return "a field";
  }
}

/** Scheduled changes held back at their time, because a field they change was changed differently since. */
function heldAttention(held: readonly Revision[]): Attention[] {
  return held.map((revision) => ({
    slug: revision.item,
    field: "",
    title: editableItem(revision.item)?.title ?? revision.item,
    message:
      `The change ${revision.author} scheduled for ${formatDateTime(revision.publishAt ?? "")} was held back, since ` +
      `what it changes was changed differently after it was scheduled (${revision.heldBecause.join("; ")}). ` +
      "Nothing of it went out: make it again if it is still wanted, or dismiss it there",
  }));
}

export function needsAttention(content: PublishedContent, now: Date = new Date()): Attention[] {
  const stale: Attention[] = findStaleContent(now, content).map((item) => {
    const slug = item.file.replace(/\.ts$/, "");
    return {
      slug,
      field: item.field,
      title: titleOf(slug),
      message: item.message.charAt(0).toUpperCase() + item.message.slice(1),
    };
  });
  const noSignUp: Attention[] = content.outreachEvents.events.flatMap((event, index) =>
    new Date(event.endsAt) > now && (!event.rsvpUrl || event.rsvpUrl === "#")
      ? [
          {
            slug: "outreach-events",
            field: nameOf(["events", index, "rsvpUrl"]),
            title: titleOf("outreach-events"),
            message: `“${event.title}” has no sign-up link yet: its Signup button cannot be pressed`,
          },
        ]
      : [],
  );
  const brokenLinks: Attention[] = editableItems.flatMap((item) =>
    siteLinks(content[item.key])
      .filter(({ href }) => !pageExists(href))
      .map(({ field, href }) => ({
        slug: item.slug,
        field,
        title: item.title,
        message: `A link goes to ${href}, which is not a page of the site`,
      })),
  );
  return [...stale, ...noSignUp, ...brokenLinks];
}

/**
 * Everything that needs attention in one language: its schedules held back, its published changes
 * that no longer fit, and what its content, checked as published with every list item, gets wrong.
 * Another language's dates and links are the default language's (`english`), said there once; what
 * it has of its own besides are its words missing or behind, which translation-status.server.ts finds.
 */
export async function attentionIn(
  publisher: Publisher,
  english: Publisher,
  now: Date = new Date(),
): Promise<Attention[]> {
  const own = publisher === english ? needsAttention(filledContent(publisher.current(), publisher.language), now) : [];
  const found = [...heldAttention(await publisher.revisions.held()), ...unfitAttention(publisher.unfit()), ...own];
  return found.map((entry) => ({ ...entry, language: publisher.language }));
}
