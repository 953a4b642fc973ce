// <hero-carousel>: the home page's slides on Embla's framework-free core (looping, swipe), with
// arrows, one dot per slide, arrow keys on the controls, `inert` on the slides out of view, and a
// polite announcement of each change the visitor asks for. Under reduced motion it jumps.
import EmblaCarousel from "embla-carousel";
import { DOT_OTHER, DOT_SELECTED } from "~/lib/carousel-dots";

const reducedMotion = () => window.matchMedia("(prefers-reduced-motion: reduce)").matches;

class HeroCarousel extends HTMLElement {
  connectedCallback() {
    const viewport = this.querySelector<HTMLElement>("[data-carousel-viewport]");
    if (!viewport || this.dataset.ready) return;
    this.dataset.ready = "true";
    const slides = [...this.querySelectorAll<HTMLElement>("[data-carousel-slide]")];
    const dots = [...this.querySelectorAll<HTMLButtonElement>("[data-carousel-dot]")];
    const status = this.querySelector<HTMLElement>("[data-carousel-status]");
    viewport.scrollLeft = 0;
    const embla = EmblaCarousel(viewport, { loop: true });

    const show = (announce: boolean) => {
      const selected = embla.selectedScrollSnap();
      slides.forEach((slide, index) => {
        slide.inert = index !== selected;
      });
      dots.forEach((dot, index) => {
        const isSelected = index === selected;
        if (isSelected) dot.setAttribute("aria-current", "true");
        else dot.removeAttribute("aria-current");
        const mark = dot.firstElementChild;
        if (mark)
          mark.className = mark.className.replace(
            isSelected ? DOT_OTHER : DOT_SELECTED,
            isSelected ? DOT_SELECTED : DOT_OTHER,
          );
      });
      if (announce && status)
        status.textContent = `Slide ${selected + 1} of ${slides.length}: ${slideTitle(slides[selected])}`;
    };
    show(false);
    // Every change after the first was asked for (arrow, dot, key or swipe): announce it.
    embla.on("select", () => show(true));

    const next = () => embla.scrollNext(reducedMotion());
    const previous = () => embla.scrollPrev(reducedMotion());
    this.querySelector("[data-carousel-next]")?.addEventListener("click", next);
    this.querySelector("[data-carousel-previous]")?.addEventListener("click", previous);
    dots.forEach((dot, index) => {
      dot.addEventListener("click", () => embla.scrollTo(index, reducedMotion()));
    });
    // Arrow keys work on the controls, where focus stays put; on a slide's own button they would
    // hide the focused button with its slide.
    this.querySelector("[data-carousel-controls]")?.addEventListener("keydown", (event) => {
      const key = (event as KeyboardEvent).key;
      if (key === "ArrowLeft") previous();
      else if (key === "ArrowRight") next();
    });
  }
}

/** A slide's title, from its label ("2 of 2: Baptism" gives "Baptism"). */
function slideTitle(slide: HTMLElement | undefined) {
  return slide?.getAttribute("aria-label")?.replace(/^\d+ of \d+: /, "") ?? "";
}

if (!customElements.get("hero-carousel")) customElements.define("hero-carousel", HeroCarousel);
