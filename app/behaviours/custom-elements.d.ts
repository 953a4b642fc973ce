// The site's custom elements (app/behaviours/), as React sees them in markup.
import type { DetailedHTMLProps, HTMLAttributes } from "react";

type SiteElement = DetailedHTMLProps<HTMLAttributes<HTMLElement>, HTMLElement>;

declare module "react" {
  namespace JSX {
    interface IntrinsicElements {
      "embed-frame": SiteElement;
      "group-filter": SiteElement;
      "hero-carousel": SiteElement;
      "hero-video": SiteElement;
      "language-switch": SiteElement;
      "note-form": SiteElement;
      "page-not-found": SiteElement;
      "section-link": SiteElement;
      "service-status": SiteElement;
      "site-analytics": SiteElement;
      "site-menu": SiteElement;
      "unsaved-changes": SiteElement;
      "venue-map": SiteElement;
      "video-facade": SiteElement;
    }
  }
}
