// <hero-video>: starts a hero's muted, looping background video (not under reduced motion), shows
// it over its poster once it really plays, and offers Pause and Play. When it cannot play, the
// poster stays and no control is offered; when autoplay is refused, Play is offered instead.
type State = "waiting" | "playing" | "paused" | "failed";

class HeroVideo extends HTMLElement {
  connectedCallback() {
    const video = this.querySelector<HTMLVideoElement>("video");
    const toggle = this.querySelector<HTMLButtonElement>("button[data-video-toggle]");
    if (!video || !toggle || video.dataset.controlled) return;
    video.dataset.controlled = "true";

    const set = (state: State) => {
      if (video.dataset.state === "failed") return;
      video.dataset.state = state;
      toggle.hidden = state !== "playing" && state !== "paused";
      toggle.toggleAttribute("data-paused", state === "paused");
    };
    const play = () => {
      // Browsers autoplay only muted video, and server HTML may not carry `muted` as a property.
      video.muted = true;
      video.play().catch((error: unknown) => {
        // Autoplay refused (a power-saving mode, say): offer Play. Interrupted: nothing to do.
        const name = error instanceof DOMException ? error.name : "";
        if (name === "NotAllowedError") set("paused");
        else if (name !== "AbortError") set("failed");
      });
    };

    video.addEventListener("playing", () => {
      video.toggleAttribute("data-shown", true);
      set("playing");
    });
    video.addEventListener("pause", () => set("paused"));
    video.addEventListener("error", () => {
      set("failed");
      video.removeAttribute("data-shown");
      toggle.hidden = true;
    });
    toggle.addEventListener("click", () => (video.dataset.state === "playing" ? video.pause() : play()));

    const motion = window.matchMedia("(prefers-reduced-motion: reduce)");
    motion.addEventListener("change", () => {
      if (motion.matches) video.pause();
    });
    if (motion.matches) set("paused");
    else play();
  }
}

if (!customElements.get("hero-video")) customElements.define("hero-video", HeroVideo);
