// The other sites whose scripts, frames, images and connections our pages use, derived from the
// content, so the server's Content-Security-Policy allows exactly them and nothing else.
import { analytics } from "./analytics";
import { embeds } from "./embeds";
import { map } from "./map";
import { media } from "./media";

export interface ThirdPartySources {
  "script-src": string[];
  "frame-src": string[];
  "img-src": string[];
  "connect-src": string[];
}

const origin = (url: string) => new URL(url.replace(/\{[a-z]\}/g, "a")).origin;

export function thirdPartySources(): ThirdPartySources {
  const analyticsOrigins = analytics.provider === "none" ? [] : [origin(analytics.scriptSrc)];
  const unique = (list: string[]) => [...new Set(list)].sort();
  return {
    "script-src": unique([origin(embeds.provider.scriptSrc), ...analyticsOrigins]),
    // The embed script renders iframes from the provider's own site.
    "frame-src": unique([media.provider.origin, origin(embeds.provider.baseUrl)]),
    "img-src": unique([origin(map.tileUrl), origin(embeds.provider.baseUrl)]),
    "connect-src": unique([...analyticsOrigins, origin(embeds.provider.baseUrl)]),
  };
}
