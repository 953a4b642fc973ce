// The building blocks of the site's plain reading pages (/privacy, /accessibility): a readable
// column of headed sections, lists and paragraphs, and the "last updated" line.
import type { ReactNode } from "react";
import { usePageDates, usePageWords } from "./page-words";

export function TextColumn({ updated, children }: { updated: string; children: ReactNode }) {
  const dates = usePageDates();
  const words = usePageWords();
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-12 px-4 py-14 text-lg text-gray-800 md:px-6 md:py-20">
      {children}
      <p className="text-base text-gray-700">
        {words.lastUpdated} <time dateTime={updated}>{dates.formatLongDate(`${updated}T12:00:00Z`)}</time>.
      </p>
    </div>
  );
}

export function TextSection({ id, title, children }: { id?: string; title: string; children: ReactNode }) {
  return (
    <section id={id} aria-labelledby={`${id ?? slug(title)}-title`} className="scroll-mt-4">
      <h2 id={`${id ?? slug(title)}-title`} className="font-heading text-2xl font-extrabold text-navy md:text-3xl">
        {title}
      </h2>
      <div className="mt-4 flex flex-col gap-4">{children}</div>
    </section>
  );
}

export function TextList({ items }: { items: readonly string[] }) {
  return (
    <ul className="flex list-disc flex-col gap-2 pl-6 marker:text-teal">
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}

export function TextParagraphs({ paragraphs }: { paragraphs: readonly string[] }) {
  return paragraphs.map((paragraph) => <p key={paragraph}>{paragraph}</p>);
}

const slug = (title: string) => title.toLowerCase().replace(/[^a-z0-9]+/g, "-");
