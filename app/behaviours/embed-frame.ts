// <embed-frame>: content rendered by the church platform's embed script. The script is loaded once
// per page, then `subsplashEmbed(path, baseUrl, targetId)` fills a target element this makes, which
// the provider replaces with its own iframe. "Loading…" shows until then; after a while, or at once
// if the script fails, the same content is offered on the provider's site (the markup's fallback,
// which is also what a visitor without script sees).
import { loadEmbedScript, releaseEmbedScript } from "~/lib/embed-script";

type State = "loading" | "ready" | "slow" | "failed";

class EmbedFrame extends HTMLElement {
  private cleanup?: () => void;

  connectedCallback() {
    const host = this.querySelector<HTMLElement>("[data-embed-host]");
    if (!host || this.cleanup) return;
    const { path = "", baseUrl = "", targetId = "", scriptSrc = "", name = "", timeoutMs = "10000" } = this.dataset;
    const removeOnLeave = this.dataset.removeScriptOnLeave === "true";
    let cancelled = false;
    const set = (state: State) => {
      this.dataset.state = state;
    };
    set("loading");

    const target = document.createElement("div");
    target.id = targetId;
    host.replaceChildren(target);

    // Rendered once the provider has replaced or filled the target.
    const observer = new MutationObserver(() => {
      if (!host.contains(target) || target.childElementCount > 0) {
        set("ready");
        observer.disconnect();
      }
    });
    observer.observe(host, { childList: true, subtree: true });

    // Never an endless "Loading...": after a while, offer the same content on the provider's site.
    const timer = window.setTimeout(() => {
      if (this.dataset.state === "loading") set("slow");
    }, Number(timeoutMs));

    loadEmbedScript(scriptSrc)
      .then(() => {
        if (cancelled) return;
        if (!document.getElementById(targetId)) {
          console.warn(`Embed target #${targetId} is missing; the ${name} was not rendered`);
          return;
        }
        if (typeof window.subsplashEmbed !== "function") {
          throw new Error(`The embed script ${scriptSrc} did not define subsplashEmbed`);
        }
        window.subsplashEmbed(path, baseUrl, targetId);
      })
      .catch((error: unknown) => {
        // A warning, not an error: blockers and bad networks stop third parties every day, and the
        // visitor is offered the same content on the provider's site instead.
        console.warn(error);
        if (!cancelled && this.dataset.state !== "ready") set("failed");
      });

    this.cleanup = () => {
      cancelled = true;
      observer.disconnect();
      window.clearTimeout(timer);
      host.replaceChildren();
      releaseEmbedScript(scriptSrc, removeOnLeave);
    };
  }

  disconnectedCallback() {
    this.cleanup?.();
    this.cleanup = undefined;
  }
}

if (!customElements.get("embed-frame")) customElements.define("embed-frame", EmbedFrame);
