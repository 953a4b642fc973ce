// Which analytics service receives the site's events. Set provider to "none" to send nothing.
import type { AnalyticsContent } from "~/content/schema/analytics";

export const analytics: AnalyticsContent = {
  provider: "plausible",
  // Plausible: the site's domain as registered there, and its script.
  domain: "thebridgechurch.org",
  scriptSrc: "https://plausible.io/js/script.js",
};
