import type { ReactNode } from "react";
import { ContentImage } from "~/components/content-image";
import type { Image } from "~/content-model/blocks";

interface PageHeroProps {
  title: string;
  subtitle?: string;
  image: Image;
  eyebrow?: string;
  children?: ReactNode;
}

/** The top of a page: its one h1 over a picture, darkened so the text stays readable. */
export function PageHero({ title, subtitle, image, eyebrow, children }: PageHeroProps) {
  return (
    <div className="relative isolate overflow-hidden bg-navy-deep text-white">
      <ContentImage image={image} priority className="absolute inset-0 -z-10 h-full w-full object-cover" />
      <div className="absolute inset-0 -z-10 bg-gradient-to-b from-navy-deep/80 via-navy-deep/80 to-navy-deep/90" />
      <div className="mx-auto flex min-h-72 max-w-6xl flex-col items-center justify-center px-4 py-16 text-center md:min-h-96 md:px-6 md:py-24">
        {eyebrow && <p className="mb-3 text-sm font-bold uppercase tracking-widest text-yellow">{eyebrow}</p>}
        <h1 className="font-heading text-4xl font-extrabold tracking-tight text-balance md:text-6xl">{title}</h1>
        {subtitle && <p className="mt-4 max-w-2xl text-lg text-pretty text-gray-100 md:text-xl">{subtitle}</p>}
        {children && <div className="mt-8 flex flex-wrap justify-center gap-4">{children}</div>}
      </div>
    </div>
  );
}
