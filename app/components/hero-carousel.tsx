// The home page's hero slides: swipe, arrows, one dot per slide, arrow keys, and looping. It does
// not advance by itself, so nothing moves unless the visitor asks (WCAG 2.2.2).
import useEmblaCarousel from "embla-carousel-react";
import { ChevronLeft, ChevronRight } from "lucide-react";
import { type KeyboardEvent, useCallback, useEffect, useState } from "react";
import { ContentImage } from "~/components/content-image";
import { ButtonLink } from "~/components/ui/button";
import type { HeroSlide } from "~/content/schema";

function prefersReducedMotion() {
  return typeof window !== "undefined" && window.matchMedia("(prefers-reduced-motion: reduce)").matches;
}

export function HeroCarousel({ slides, label }: { slides: HeroSlide[]; label: string }) {
  const [emblaRef, emblaApi] = useEmblaCarousel({ loop: true });
  const [selected, setSelected] = useState(0);
  const [announced, setAnnounced] = useState(false);

  useEffect(() => {
    if (!emblaApi) return;
    const sync = () => setSelected(emblaApi.selectedScrollSnap());
    // Every change after the first render was asked for (arrow, dot, key or swipe): announce it.
    const onSelect = () => {
      sync();
      setAnnounced(true);
    };
    sync();
    emblaApi.on("select", onSelect).on("reInit", sync);
    return () => {
      emblaApi.off("select", onSelect).off("reInit", sync);
    };
  }, [emblaApi]);

  // Under reduced motion, jump instead of sliding. Next and previous keep their direction, so the
  // last slide is followed by the first (looping) rather than sliding back through the others.
  const next = useCallback(() => emblaApi?.scrollNext(prefersReducedMotion()), [emblaApi]);
  const previous = useCallback(() => emblaApi?.scrollPrev(prefersReducedMotion()), [emblaApi]);
  const goTo = useCallback((index: number) => emblaApi?.scrollTo(index, prefersReducedMotion()), [emblaApi]);

  // Arrow keys work on the controls, where focus stays put; on a slide's own button they would
  // hide the focused button with its slide.
  function onControlsKeyDown(event: KeyboardEvent) {
    if (event.key === "ArrowLeft") previous();
    else if (event.key === "ArrowRight") next();
  }

  const current = slides[selected];

  return (
    <section aria-roledescription="carousel" aria-label={label} className="relative bg-navy-deep text-white">
      <div ref={emblaRef} className="overflow-hidden">
        <div className="flex touch-pan-y">
          {slides.map((slide, index) => (
            // The WAI-ARIA carousel pattern: each slide is a group described as a slide.
            // biome-ignore lint/a11y/useSemanticElements: a fieldset would announce a form group
            <div
              key={slide.id}
              role="group"
              aria-roledescription="slide"
              aria-label={`${index + 1} of ${slides.length}: ${slide.title}`}
              inert={index !== selected}
              className="relative isolate min-w-0 flex-[0_0_100%] overflow-hidden"
            >
              <ContentImage
                image={slide.image}
                priority={index === 0}
                className="absolute inset-0 -z-10 h-full w-full object-cover"
              />
              <div className="absolute inset-0 -z-10 bg-gradient-to-r from-navy-deep/90 via-navy-deep/70 to-navy-deep/30" />
              <div className="mx-auto flex min-h-[28rem] max-w-6xl flex-col justify-center px-4 pt-16 pb-24 md:min-h-[34rem] md:px-6">
                <h2 className="max-w-2xl font-heading text-4xl font-extrabold tracking-tight text-balance md:text-6xl">
                  {slide.title}
                </h2>
                <p className="mt-4 max-w-xl text-lg text-gray-100 md:text-xl">{slide.subtitle}</p>
                <div className="mt-8">
                  <ButtonLink href={slide.ctaLink}>{slide.ctaText}</ButtonLink>
                </div>
              </div>
            </div>
          ))}
        </div>
      </div>

      {/* biome-ignore lint/a11y/noStaticElementInteractions: arrow keys for the buttons inside */}
      <div className="absolute inset-x-0 bottom-4 flex items-center justify-center gap-1" onKeyDown={onControlsKeyDown}>
        <button
          type="button"
          className="flex size-11 items-center justify-center rounded-full text-white hover:bg-white/15"
          aria-label="Previous slide"
          onClick={previous}
        >
          <ChevronLeft aria-hidden="true" className="size-7" />
        </button>
        {slides.map((slide, index) => (
          <button
            key={slide.id}
            type="button"
            className="group flex size-11 items-center justify-center"
            aria-label={`Show slide ${index + 1}: ${slide.title}`}
            aria-current={index === selected ? "true" : undefined}
            onClick={() => goTo(index)}
          >
            <span
              className={`block h-3 rounded-full border-2 border-white transition-all duration-300 ${
                index === selected ? "w-8 bg-white" : "w-3 bg-transparent group-hover:bg-white/60"
              }`}
            />
          </button>
        ))}
        <button
          type="button"
          className="flex size-11 items-center justify-center rounded-full text-white hover:bg-white/15"
          aria-label="Next slide"
          onClick={next}
        >
          <ChevronRight aria-hidden="true" className="size-7" />
        </button>
      </div>
      <p aria-live="polite" aria-atomic="true" className="sr-only">
        {announced && current ? `Slide ${selected + 1} of ${slides.length}: ${current.title}` : ""}
      </p>
    </section>
  );
}
