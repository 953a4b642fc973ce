// <video-facade>: turns the poster's link (which, without script, opens the player in a new tab)
// into a play button that puts the media host's player in its place, playing, with focus on it.
class VideoFacade extends HTMLElement {
  connectedCallback() {
    const link = this.querySelector<HTMLAnchorElement>("a[data-video-play]");
    if (!link || link.getAttribute("role") === "button") return;
    link.setAttribute("role", "button");
    link.removeAttribute("target");
    this.querySelector<HTMLElement>("[data-new-tab-note]")?.setAttribute("hidden", "");
    const play = (event: Event) => {
      event.preventDefault();
      const frame = document.createElement("iframe");
      frame.src = link.href;
      frame.title = this.dataset.title ?? "";
      frame.className = "absolute inset-0 h-full w-full border-0";
      frame.allow = "autoplay; fullscreen; picture-in-picture; encrypted-media";
      frame.allowFullscreen = true;
      frame.referrerPolicy = "strict-origin-when-cross-origin";
      link.replaceWith(frame);
      frame.focus();
    };
    link.addEventListener("click", play);
    // A button also answers the space bar; a link only Enter.
    link.addEventListener("keydown", (event) => {
      if (event.key === " ") play(event);
    });
  }
}

if (!customElements.get("video-facade")) customElements.define("video-facade", VideoFacade);
