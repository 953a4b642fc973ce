// The home page's hero slides: swipe, arrows, one dot per slide, arrow keys, and looping, from the
// <hero-carousel> behaviour (app/behaviours/hero-carousel.ts). It does not advance by itself, so
// nothing moves unless the visitor asks (WCAG 2.2.2). The slides are a scroll-snap strip with or
// without script, so swiping is the browser's own; without script every slide's button can be
// reached, and the arrows and dots stay hidden.
import { ChevronLeft, ChevronRight } from "lucide-react";
import { ContentImage } from "~/components/content-image";
import { ButtonLink } from "~/components/ui/button";
import type { HeroSlide } from "~/content/home";
import { DOT_OTHER, DOT_SELECTED } from "~/lib/carousel-dots";

export function HeroCarousel({ slides, label }: { slides: HeroSlide[]; label: string }) {
  return (
    <hero-carousel className="block">
      <section aria-roledescription="carousel" aria-label={label} className="relative bg-navy-deep text-white">
        <div
          data-carousel-viewport=""
          className="snap-x snap-mandatory overflow-x-auto overscroll-x-contain [scrollbar-width:none]"
        >
          <div className="flex">
            {slides.map((slide, index) => (
              // The WAI-ARIA carousel pattern: each slide is a group described as a slide.
              // biome-ignore lint/a11y/useSemanticElements: a fieldset would announce a form group
              <div
                key={slide.id}
                role="group"
                aria-roledescription="slide"
                aria-label={`${index + 1} of ${slides.length}: ${slide.title}`}
                data-carousel-slide=""
                className="relative isolate min-w-0 flex-[0_0_100%] snap-start snap-always overflow-hidden"
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

        {/* Controls only once the behaviour runs: without it, they could do nothing. */}
        <div
          data-carousel-controls=""
          className="absolute inset-x-0 bottom-4 hidden items-center justify-center gap-1 [hero-carousel:defined_&]:flex"
        >
          <button
            type="button"
            data-carousel-previous=""
            className="flex size-11 items-center justify-center rounded-full text-white hover:bg-white/15"
            aria-label="Previous slide"
          >
            <ChevronLeft aria-hidden="true" className="size-7" />
          </button>
          {slides.map((slide, index) => (
            <button
              key={slide.id}
              type="button"
              data-carousel-dot=""
              className="group flex size-11 items-center justify-center"
              aria-label={`Show slide ${index + 1}: ${slide.title}`}
              aria-current={index === 0 ? "true" : undefined}
            >
              <span
                className={`block h-3 rounded-full border-2 border-white transition-all duration-300 motion-reduce:transition-none ${index === 0 ? DOT_SELECTED : DOT_OTHER}`}
              />
            </button>
          ))}
          <button
            type="button"
            data-carousel-next=""
            className="flex size-11 items-center justify-center rounded-full text-white hover:bg-white/15"
            aria-label="Next slide"
          >
            <ChevronRight aria-hidden="true" className="size-7" />
          </button>
        </div>
        <p data-carousel-status="" aria-live="polite" aria-atomic="true" className="sr-only" />
      </section>
    </hero-carousel>
  );
}
