// <hero-carousel>: the home page's slides as the browser's own scroll-snap strip, so swiping,
// trackpads and momentum are native and nothing is measured at start. The behaviour adds arrows and
// dots, arrow keys on the controls, `inert` on the slides out of view, and a polite announcement of
// each change the visitor makes. The arrows and keys loop: past the last slide comes the first (the
// strip runs back to it), before the first the last. Under reduced motion the strip jumps.
//
// The strip is not reordered under the visitor to loop in one direction: browsers keep a scroll-snap
// strip on the slide they last snapped to when its layout changes, and a reordered strip sends them
// back to the wrong one.
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
    const count = slides.length;

    let selected = 0;
    // Where an arrow or dot is scrolling to: slides passed on the way are not announced.
    let heading: number | undefined;

    const select = (index: number, announce: boolean) => {
      selected = index;
      slides.forEach((slide, i) => {
        slide.inert = i !== index;
      });
      dots.forEach((dot, i) => {
        if (i === index) dot.setAttribute("aria-current", "true");
        else dot.removeAttribute("aria-current");
        const mark = dot.firstElementChild;
        if (mark)
          mark.className = mark.className.replace(
            i === index ? DOT_OTHER : DOT_SELECTED,
            i === index ? DOT_SELECTED : DOT_OTHER,
          );
      });
      if (announce && status) status.textContent = `Slide ${index + 1} of ${count}: ${slideTitle(slides[index])}`;
    };

    const scrollToSlide = (index: number) => {
      if (index === selected) return;
      heading = index;
      select(index, true);
      viewport.scrollTo({ left: index * viewport.clientWidth, behavior: reducedMotion() ? "instant" : "smooth" });
    };
    const step = (direction: 1 | -1) => scrollToSlide((selected + direction + count) % count);

    // The slide in view, as the browser reports it after its own layout: nothing is measured at
    // start or while scrolling.
    let reported = false;
    const watcher = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (!entry.isIntersecting) continue;
          const index = slides.indexOf(entry.target as HTMLElement);
          if (heading !== undefined) {
            if (index === heading) heading = undefined;
          } else if (index !== selected || !reported) select(index, reported);
        }
        reported = true;
      },
      { root: viewport, threshold: 0.6 },
    );
    for (const slide of slides) watcher.observe(slide);
    select(0, false);
    // A visitor who takes over mid-scroll (a swipe, a wheel) is followed again at once.
    for (const type of ["pointerdown", "wheel", "touchstart"])
      viewport.addEventListener(type, () => (heading = undefined), { passive: true });

    this.querySelector("[data-carousel-next]")?.addEventListener("click", () => step(1));
    this.querySelector("[data-carousel-previous]")?.addEventListener("click", () => step(-1));
    dots.forEach((dot, index) => {
      dot.addEventListener("click", () => scrollToSlide(index));
    });
    // Arrow keys work on the controls, where focus stays put. On a slide's own button the browser
    // would scroll the strip under it, and the slide leaving view (inert) would take the focus with
    // it; there the keys do nothing, and Tab reaches the controls.
    viewport.addEventListener("keydown", (event) => {
      if ((event.key === "ArrowLeft" || event.key === "ArrowRight") && !event.altKey && !event.metaKey)
        event.preventDefault();
    });
    this.querySelector("[data-carousel-controls]")?.addEventListener("keydown", (event) => {
      const key = (event as KeyboardEvent).key;
      if (key === "ArrowLeft") step(-1);
      else if (key === "ArrowRight") step(1);
    });
  }
}

/** A slide's title, from its label ("2 of 2: Baptism" gives "Baptism"). */
function slideTitle(slide: HTMLElement | undefined) {
  return slide?.getAttribute("aria-label")?.replace(/^\d+ of \d+: /, "") ?? "";
}

if (!customElements.get("hero-carousel")) customElements.define("hero-carousel", HeroCarousel);
