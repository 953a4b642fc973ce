// The site's analytics events, sent to the provider named in content/analytics.ts, whose settings
// the page carries on its <site-analytics> element (app/root.tsx): the browser's JavaScript imports
// no content module, so none of the build's content checks reach it. Nothing is sent, and no
// provider script is loaded, when the visitor's browser asks not to be tracked (Global Privacy
// Control or Do Not Track) or when no provider is configured.
import type { AnalyticsContent } from "~/content/analytics";

type PlausibleFn = (event: string, options?: { props?: Record<string, string> }) => void;

declare global {
  interface Window {
    plausible?: PlausibleFn & { q?: unknown[] };
    dataLayer?: unknown[];
    gtag?: (...args: unknown[]) => void;
  }
  interface Navigator {
    globalPrivacyControl?: boolean;
  }
}

let analytics: AnalyticsContent = { provider: "none" };

/** The provider events go to, as the page names it; until then, none. */
export function setProvider(settings: AnalyticsContent) {
  analytics = settings;
}

function trackingAllowed(): boolean {
  if (typeof window === "undefined" || analytics.provider === "none") return false;
  const doNotTrack = navigator.doNotTrack === "1" || (window as { doNotTrack?: string }).doNotTrack === "1";
  return !(navigator.globalPrivacyControl === true || doNotTrack);
}

/** Google's tag expects each call as an `arguments` object on its data layer, not as an array. */
function ensureGtag() {
  window.dataLayer ??= [];
  window.gtag ??= function gtag() {
    // biome-ignore lint/complexity/noArguments: gtag.js reads Arguments objects from the data layer
    window.dataLayer?.push(arguments);
  };
  return window.gtag;
}

function send(event: string, props: Record<string, string>) {
  if (!trackingAllowed()) return;
  if (analytics.provider === "plausible") {
    // Queue until the script arrives, as Plausible's own snippet does.
    window.plausible ??= Object.assign((...args: unknown[]) => (window.plausible?.q ?? []).push(args), {
      q: [] as unknown[],
    }) as PlausibleFn & { q: unknown[] };
    window.plausible(event, { props });
  } else if (analytics.provider === "google-analytics") {
    ensureGtag()("event", event, props);
  }
}

/** A press of one of the buttons the spec names (Watch Sermon, Join {group}, ...). */
export function trackButtonClick(buttonName: string, section: string) {
  send("Button Click", { button_name: buttonName, section });
}

/** A visitor leaving for another site through a link. */
export function trackExternalLink(url: string, linkText: string) {
  send("External Link Click", { url, link_text: linkText });
}

/** Loads the provider's script once, after the page is interactive, if tracking is allowed. */
export function loadAnalytics() {
  if (!trackingAllowed() || analytics.provider === "none") return;
  const src =
    analytics.provider === "google-analytics"
      ? `${analytics.scriptSrc}?id=${encodeURIComponent(analytics.measurementId)}`
      : analytics.scriptSrc;
  if (document.querySelector(`script[src="${src}"]`)) return;
  const script = document.createElement("script");
  script.defer = true;
  script.src = src;
  if (analytics.provider === "plausible") {
    script.dataset.domain = analytics.domain;
  } else {
    const gtag = ensureGtag();
    gtag("js", new Date());
    gtag("config", analytics.measurementId);
  }
  document.head.appendChild(script);
}

/**
 * What a link or button carries so that a press is counted: the button's name and section,
 * and, for a link that leaves the site, that it is counted as an external link too. The one
 * delegated listener (app/behaviours/site-analytics.ts) reads these; no component handles clicks.
 */
export function trackedButton(buttonName: string, section: string, external?: { linkText: string }) {
  return {
    "data-track-button": buttonName,
    "data-track-section": section,
    ...(external ? { "data-track-external": external.linkText } : {}),
  };
}

/** Sends the events a click on `target` stands for, if it is inside a tracked link or button. */
export function trackClick(target: EventTarget | null) {
  const element = target instanceof Element ? target.closest<HTMLElement>("[data-track-button]") : null;
  if (!element) return;
  const { trackButton, trackSection, trackExternal } = element.dataset;
  if (trackButton) trackButtonClick(trackButton, trackSection ?? "");
  const href = element.getAttribute("href");
  if (trackExternal !== undefined && href && /^https?:/.test(href)) trackExternalLink(href, trackExternal);
}
