import type { Image } from "~/content-model/blocks";
import { isUploaded, MEDIA_FORMATS, mediaFile, mediaWidths } from "~/lib/media-paths";

interface ContentImageProps {
  image: Image;
  className?: string;
  /** Above-the-fold images load at once and early; everything else waits until scrolled near. */
  priority?: boolean;
  /** Hide from assistive technology when the surrounding text already says it all. */
  decorative?: boolean;
  /** How wide the picture is shown, for a browser choosing among an uploaded photo's widths. */
  sizes?: string;
}

/**
 * A picture of the content: a file the site was built with, or a photo staff uploaded, offered in
 * AVIF, WebP and JPEG at each width so the browser fetches the smallest it can show well. The part
 * staff chose to keep in view stays in view however the picture is cropped on screen.
 */
export function ContentImage({
  image,
  className,
  priority = false,
  decorative = false,
  sizes = "100vw",
}: ContentImageProps) {
  const alt = decorative || image.decorative ? "" : image.alt;
  const common = {
    width: image.width,
    height: image.height,
    className,
    loading: priority ? "eager" : "lazy",
    decoding: priority ? "sync" : "async",
    fetchPriority: priority ? "high" : undefined,
    style: image.focus ? { objectPosition: `${image.focus.x}% ${image.focus.y}%` } : undefined,
  } as const;
  if (!isUploaded(image.src)) return <img src={image.src} alt={alt} {...common} />;
  const srcSet = (extension: (typeof MEDIA_FORMATS)[number]["extension"]) =>
    mediaWidths(image.width)
      .map((width) => `${mediaFile(image.src, width, extension)} ${width}w`)
      .join(", ");
  return (
    // `contents`: the picture element makes no box of its own, so the image lays out as it would alone.
    <picture className="contents">
      {MEDIA_FORMATS.filter((format) => format.extension !== "jpg").map((format) => (
        <source key={format.type} type={format.type} srcSet={srcSet(format.extension)} sizes={sizes} />
      ))}
      <img src={mediaFile(image.src, image.width, "jpg")} srcSet={srcSet("jpg")} sizes={sizes} alt={alt} {...common} />
    </picture>
  );
}
