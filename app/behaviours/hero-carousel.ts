// <hero-carousel>: the home page's slides as the browser's own scroll-snap strip, so swiping,
// trackpads and momentum are native and nothing is measured at start. Each slide carries its own
// arrows and dots, links to the slides beside it that work before this script and without it
// (app/components/hero-carousel.tsx). This takes those links over: the strip scrolls without a new
// entry in the history, the slides out of view become `inert`, each change the visitor makes is
// announced politely, the arrow keys step on the controls, and a control that had focus hands it to
// the same control on the slide now shown. The arrows and keys loop: past the last slide comes the
// first (the strip runs back to it), before the first the last. Under reduced motion the strip jumps.
// The announcement is the page's language's sentence and each slide's title, from the markup's data.
//
// The strip is not reordered under the visitor to loop in one direction: browsers keep a scroll-snap
// strip on the slide they last snapped to when its layout changes, and a reordered strip sends them
// back to the wrong one.

const reducedMotion = () => window.matchMedia("(prefers-reduced-motion: reduce)").matches;
const CONTROL = "[data-carousel-previous], [data-carousel-next], [data-carousel-dot]";

class HeroCarousel extends HTMLElement {
  connectedCallback() {
    const viewport = this.querySelector<HTMLElement>("[data-carousel-viewport]");
    if (!viewport || this.dataset.ready) return;
    this.dataset.ready = "true";
    const slides = [...this.querySelectorAll<HTMLElement>("[data-carousel-slide]")];
    const status = this.querySelector<HTMLElement>("[data-carousel-status]");
    const count = slides.length;
    // "Slide {n} of {count}: {title}" in the page's language, as the server wrote it.
    const shown = this.dataset.slideShown ?? "{title}";

    let selected = 0;
    // Where an arrow or dot is scrolling to: slides passed on the way are not announced.
    let heading: number | undefined;

    const select = (index: number, announce: boolean) => {
      const previous = slides[selected];
      const focused = document.activeElement;
      selected = index;
      slides.forEach((slide, i) => {
        slide.inert = i !== index;
      });
      // A control leaving view hands focus to the same control on the slide now shown.
      if (focused instanceof HTMLElement && focused.matches(CONTROL) && previous?.contains(focused)) {
        const same = [...focused.attributes].find((attribute) => attribute.name.startsWith("data-carousel-"));
        const counterpart = same && slides[index]?.querySelector<HTMLElement>(`[${same.name}="${same.value}"]`);
        counterpart?.focus({ preventScroll: true });
      }
      if (announce && status)
        status.textContent = shown
          .replace("{n}", String(index + 1))
          .replace("{count}", String(count))
          .replace("{title}", () => slides[index]?.dataset.title ?? "");
    };

    const scrollToSlide = (index: number) => {
      if (index === selected) return;
      heading = index;
      select(index, true);
      viewport.scrollTo({ left: index * viewport.clientWidth, behavior: reducedMotion() ? "instant" : "smooth" });
    };

    // The slide in view, as the browser reports it after its own layout: nothing is measured at
    // start or while scrolling. A slide a link brought into view before this script is the one shown.
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

    // The links' own targets, scrolled to here: no new history entry, and the announcement.
    viewport.addEventListener("click", (event) => {
      const link = event.target instanceof Element ? event.target.closest<HTMLAnchorElement>(CONTROL) : null;
      const target = link && slides.findIndex((slide) => link.hash === `#${slide.id}`);
      if (target === null || target < 0) return;
      event.preventDefault();
      scrollToSlide(target);
    });
    // Arrow keys work on the controls, where focus stays on a control. On a slide's own button the
    // browser would scroll the strip under it, and the slide leaving view (inert) would take the
    // focus with it; there the keys do nothing, and Tab reaches the controls.
    viewport.addEventListener("keydown", (event) => {
      if ((event.key !== "ArrowLeft" && event.key !== "ArrowRight") || event.altKey || event.metaKey) return;
      event.preventDefault();
      if (!(event.target instanceof Element && event.target.matches(CONTROL))) return;
      scrollToSlide((selected + (event.key === "ArrowRight" ? 1 : -1) + count) % count);
    });
  }
}

if (!customElements.get("hero-carousel")) customElements.define("hero-carousel", HeroCarousel);
