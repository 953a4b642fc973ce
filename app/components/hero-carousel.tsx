// The home page's hero slides: swipe, arrows, one dot per slide, arrow keys, and looping. It does not
// advance by itself, so nothing moves unless the visitor asks (WCAG 2.2.2). The slides are a
// scroll-snap strip, so swiping is the browser's own, and each slide carries its own arrows and dots
// as links to the slides beside it: they move the strip from the first paint, before any script and
// without one (decision 0035). The <hero-carousel> behaviour (app/behaviours/hero-carousel.ts) then
// takes the same links over: the slides out of view become inert, each change is announced, and the
// arrow keys step.
import { ChevronLeft, ChevronRight } from "lucide-react";
import { ContentImage } from "~/components/content-image";
import { ButtonLink } from "~/components/ui/button";
import type { HeroSlide } from "~/content/home";
import { usePageWords } from "./page-words";

/** The address of a slide within the page. */
const slideId = (slide: HeroSlide) => `slide-${slide.id}`;

export function HeroCarousel({ slides, label }: { slides: HeroSlide[]; label: string }) {
  const count = slides.length;
  const words = usePageWords();
  return (
    // The announcement of a slide is the page's language's sentence, which the behaviour fills in.
    <hero-carousel data-slide-shown={words.slideShown} className="block">
      <section aria-roledescription={words.carousel} aria-label={label} className="relative bg-navy-deep text-white">
        <div
          data-carousel-viewport=""
          className="snap-x snap-mandatory overflow-x-auto overscroll-x-contain [scrollbar-width:none] motion-safe:scroll-smooth"
        >
          <div className="flex">
            {slides.map((slide, index) => (
              // The WAI-ARIA carousel pattern: each slide is a group described as a slide.
              // biome-ignore lint/a11y/useSemanticElements: a fieldset would announce a form group
              <div
                key={slide.id}
                id={slideId(slide)}
                role="group"
                aria-roledescription={words.slide}
                aria-label={words.slideLabel(index + 1, count, slide.title)}
                data-carousel-slide=""
                data-title={slide.title}
                className="relative isolate min-w-0 flex-[0_0_100%] snap-start snap-always overflow-hidden"
              >
                <ContentImage
                  image={slide.image}
                  priority={index === 0}
                  className="absolute inset-0 -z-10 h-full w-full object-cover"
                />
                {/* Where the words sit (the whole width below 992 px, the left three quarters above) the
                  picture is under at least 80 % navy, which keeps white and yellow above 4.5:1 on any photo. */}
                <div className="absolute inset-0 -z-10 bg-navy-deep/80 bg-gradient-to-r from-navy-deep/90 via-navy-deep/80 via-75% to-navy-deep/50 lg:bg-transparent" />
                <div className="mx-auto flex min-h-[28rem] max-w-6xl flex-col justify-center px-4 pt-16 pb-24 md:min-h-[34rem] md:px-6">
                  <h2 className="max-w-2xl font-heading text-4xl font-extrabold tracking-tight text-balance md:text-6xl">
                    {slide.title}
                  </h2>
                  <p className="mt-4 max-w-xl text-lg text-gray-100 md:text-xl">{slide.subtitle}</p>
                  <div className="mt-8">
                    <ButtonLink href={slide.ctaLink}>{slide.ctaText}</ButtonLink>
                  </div>
                </div>
                {count > 1 && <SlideControls slides={slides} shown={index} />}
              </div>
            ))}
          </div>
        </div>
        <p data-carousel-status="" aria-live="polite" aria-atomic="true" className="sr-only" />
      </section>
    </hero-carousel>
  );
}

/** One slide's arrows and dots: links to the slide before it, each slide, and the slide after it (looping). */
function SlideControls({ slides, shown }: { slides: HeroSlide[]; shown: number }) {
  const count = slides.length;
  const words = usePageWords();
  const at = (index: number) => `#${slideId(slides[(index + count) % count] as HeroSlide)}`;
  const arrow = "flex size-11 items-center justify-center rounded-full text-white hover:bg-white/15";
  return (
    <div data-carousel-controls="" className="absolute inset-x-0 bottom-4 flex items-center justify-center gap-1">
      <a href={at(shown - 1)} data-carousel-previous="" className={arrow} aria-label={words.previousSlide}>
        <ChevronLeft aria-hidden="true" className="size-7" />
      </a>
      {slides.map((slide, index) => (
        <a
          key={slide.id}
          href={at(index)}
          data-carousel-dot={index}
          className="group flex size-11 items-center justify-center"
          aria-label={words.showSlide(index + 1, slide.title)}
          aria-current={index === shown ? "true" : undefined}
        >
          <span
            className={`block h-3 rounded-full border-2 border-white ${index === shown ? "w-8 bg-white" : "w-3 bg-transparent group-hover:bg-white/60"}`}
          />
        </a>
      ))}
      <a href={at(shown + 1)} data-carousel-next="" className={arrow} aria-label={words.nextSlide}>
        <ChevronRight aria-hidden="true" className="size-7" />
      </a>
    </div>
  );
}
