import { type ReactNode, useId } from "react";

export type SectionTone = "white" | "light" | "navy";

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
