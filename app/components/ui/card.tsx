import type { ReactNode } from "react";
import { ContentImage } from "~/components/content-image";
import type { Image } from "~/content/schema";

interface CardProps {
  children: ReactNode;
  image?: Image;
  /** The image only illustrates the card's own heading, so screen readers can skip it. */
  decorativeImage?: boolean;
  className?: string;
}

/** A white panel with an optional image on top; its content decides the heading level. */
export function Card({ children, image, decorativeImage = false, className = "" }: CardProps) {
  return (
    <article
      className={`flex h-full flex-col overflow-hidden rounded-2xl bg-white shadow-card ring-1 ring-gray-200 ${className}`}
    >
      {image && (
        <ContentImage image={image} decorative={decorativeImage} className="aspect-[8/5] w-full object-cover" />
      )}
      <div className="flex flex-1 flex-col gap-3 p-6">{children}</div>
    </article>
  );
}
