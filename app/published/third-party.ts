// The other sites whose scripts, frames, images and connections our pages use, derived from the
// content, so the server's Content-Security-Policy allows exactly them and nothing else.
import { analytics } from "~/content/analytics";
import { embeds } from "~/content/embeds";
import { map } from "~/content/map";
import { media } from "~/content/media";

export interface ThirdPartySources {
  "script-src": string[];
  "frame-src": string[];
  "img-src": string[];
  "connect-src": string[];
  "media-src": string[];
}

/** The origin of a URL; a tile server's "{s}." subdomain placeholder becomes a "*." wildcard. */
const origin = (url: string) => {
  const wildcard = url.includes("{s}.");
  const parsed = new URL(url.replace("{s}.", "s.").replace(/\{[a-z]\}/g, "0"));
  return wildcard ? parsed.origin.replace("//s.", "//*.") : parsed.origin;
};

// Google Analytics 4 sends its hits to these hosts, not to the host of its script.
const googleAnalyticsHosts = ["https://*.google-analytics.com", "https://*.analytics.google.com"];

export function thirdPartySources(): ThirdPartySources {
  const analyticsScript = analytics.provider === "none" ? [] : [origin(analytics.scriptSrc)];
  const analyticsHits = analytics.provider === "google-analytics" ? googleAnalyticsHosts : analyticsScript;
  const unique = (list: string[]) => [...new Set(list)].sort();
  return {
    "script-src": unique([origin(embeds.provider.scriptSrc), ...analyticsScript]),
    // The embed script renders iframes from the provider's own site.
    "frame-src": unique([media.provider.origin, origin(embeds.provider.baseUrl)]),
    "img-src": unique([
      origin(map.tileUrl),
      origin(embeds.provider.baseUrl),
      ...(analytics.provider === "google-analytics" ? analyticsHits : []),
    ]),
    "connect-src": unique([...analyticsHits, origin(embeds.provider.baseUrl)]),
    // Background videos play straight from the church's file storage.
    "media-src": unique(Object.values(media.backgroundVideos).map((video) => origin(video.src))),
  };
}

/** The services named on /privacy, as keys of its `thirdParties.services`. */
export type ThirdPartyService = "analytics" | "embeds" | "media" | "backgroundVideos" | "map";

/**
 * Each other service the pages use and the origins the browser reaches it at: the same facts as
 * thirdPartySources(), grouped by service for visitors (/privacy) instead of by kind for the browser.
 */
export function thirdPartyServices(): { service: ThirdPartyService; origins: string[] }[] {
  const unique = (list: string[]) => [...new Set(list)].sort();
  const analyticsOrigins =
    analytics.provider === "none"
      ? []
      : unique([
          origin(analytics.scriptSrc),
          ...(analytics.provider === "google-analytics" ? googleAnalyticsHosts : []),
        ]);
  const services: { service: ThirdPartyService; origins: string[] }[] = [
    { service: "analytics", origins: analyticsOrigins },
    { service: "embeds", origins: unique([origin(embeds.provider.scriptSrc), origin(embeds.provider.baseUrl)]) },
    { service: "media", origins: [media.provider.origin] },
    {
      service: "backgroundVideos",
      origins: unique(Object.values(media.backgroundVideos).map((video) => origin(video.src))),
    },
    { service: "map", origins: [origin(map.tileUrl)] },
  ];
  return services.filter(({ origins }) => origins.length > 0);
}
