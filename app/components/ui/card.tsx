import type { ReactNode } from "react";
import { ContentImage } from "~/components/content-image";
import type { Image } from "~/content-model/blocks";

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
        <ContentImage
          image={image}
          decorative={decorativeImage}
          sizes="(min-width: 1024px) 384px, (min-width: 768px) 50vw, 100vw"
          className="aspect-[8/5] w-full object-cover"
        />
      )}
      <div className="flex flex-1 flex-col gap-3 p-6">{children}</div>
    </article>
  );
}

/** A card's heading and text, with its link or button kept at the bottom however long the text is. */
export function CardText({
  title,
  description,
  action,
  children,
}: {
  title: string;
  description: string;
  action?: ReactNode;
  /** Anything between the text and the action. */
  children?: ReactNode;
}) {
  return (
    <>
      <h3 className="font-heading text-xl font-extrabold text-navy">{title}</h3>
      <p className="text-gray-700">{description}</p>
      {children}
      {action && <div className="mt-auto pt-2">{action}</div>}
    </>
  );
}
