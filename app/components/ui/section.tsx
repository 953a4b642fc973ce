import { type ReactNode, useId } from "react";

type SectionTone = "white" | "light" | "navy";

const tones: Record<SectionTone, string> = {
  white: "bg-white text-gray-900",
  light: "bg-gray-50 text-gray-900",
  navy: "bg-navy text-white",
};

interface SectionProps {
  title: string;
  eyebrow?: string;
  intro?: ReactNode;
  tone?: SectionTone;
  id?: string;
  children: ReactNode;
  className?: string;
}

/** A page band with its own heading, labelled for landmarks navigation. */
export function Section({ title, eyebrow, intro, tone = "white", id, children, className = "" }: SectionProps) {
  const headingId = useId();
  const muted = tone === "navy" ? "text-gray-100" : "text-gray-700";
  return (
    <section id={id} aria-labelledby={headingId} className={`${tones[tone]} py-14 md:py-20 ${className}`}>
      <div className="mx-auto max-w-6xl px-4 md:px-6">
        <header className="mx-auto mb-10 max-w-3xl text-center">
          {eyebrow && (
            <p
              className={`mb-2 text-sm font-bold uppercase tracking-widest ${tone === "navy" ? "text-yellow" : "text-teal"}`}
            >
              {eyebrow}
            </p>
          )}
          <h2 id={headingId} className="font-heading text-3xl font-extrabold tracking-tight md:text-4xl">
            {title}
          </h2>
          {intro && <p className={`mt-4 text-lg ${muted}`}>{intro}</p>}
        </header>
        {children}
      </div>
    </section>
  );
}

interface SplitSectionProps {
  /** The heading's id, which labels the section. */
  id: string;
  title: string;
  eyebrow?: string;
  paragraphs: readonly string[];
  /** Links or buttons under the text. */
  actions?: ReactNode;
  /** What stands beside the text on wide screens, and under it on phones: a video, a quotation. */
  aside: ReactNode;
}

/** A white band with a heading and paragraphs on one side and a picture, video or quote on the other. */
export function SplitSection({ id, title, eyebrow, paragraphs, actions, aside }: SplitSectionProps) {
  return (
    <section aria-labelledby={id} className="bg-white py-14 md:py-20">
      <div className="mx-auto grid max-w-6xl items-center gap-10 px-4 md:px-6 lg:grid-cols-2">
        <div>
          {eyebrow && <p className="mb-2 text-sm font-bold uppercase tracking-widest text-teal">{eyebrow}</p>}
          <h2 id={id} className="font-heading text-3xl font-extrabold tracking-tight text-navy md:text-4xl">
            {title}
          </h2>
          {paragraphs.map((paragraph) => (
            <p key={paragraph} className="mt-4 text-lg text-gray-700">
              {paragraph}
            </p>
          ))}
          {actions}
        </div>
        {aside}
      </div>
    </section>
  );
}
