import type { Image } from "~/content/schema/blocks";

interface ContentImageProps {
  image: Image;
  className?: string;
  /** Above-the-fold images load at once and early; everything else waits until scrolled near. */
  priority?: boolean;
  /** Hide from assistive technology when the surrounding text already says it all. */
  decorative?: boolean;
}

export function ContentImage({ image, className, priority = false, decorative = false }: ContentImageProps) {
  return (
    <img
      src={image.src}
      width={image.width}
      height={image.height}
      alt={decorative ? "" : image.alt}
      className={className}
      loading={priority ? "eager" : "lazy"}
      decoding={priority ? "sync" : "async"}
      fetchPriority={priority ? "high" : undefined}
    />
  );
}
