// The site header's links and the footer's links to the church's video, photo and social pages.
import type { NavigationContent } from "~/content/schema/navigation";

export const navigation: NavigationContent = {
  header: [
    { href: "/about-us", label: "About Us" },
    { href: "/connect", label: "Connect" },
    { href: "/watch", label: "Watch" },
    { href: "/events", label: "Events" },
    { href: "/outreach", label: "Outreach" },
    { href: "/give", label: "Give", highlight: true },
    { href: "/contact", label: "Contact" },
  ],
  social: [
    { label: "YouTube", href: "https://www.youtube.com/@thebridgechurchmd", kind: "video" },
    { label: "Photo albums", href: "https://www.flickr.com/photos/thebridgechurchmd", kind: "photos" },
    { label: "Facebook", href: "https://www.facebook.com/thebridgechurchmd", kind: "facebook" },
    { label: "Instagram", href: "https://www.instagram.com/thebridgechurchmd", kind: "instagram" },
  ],
  legal: [
    { href: "/privacy", label: "Privacy" },
    { href: "/accessibility", label: "Accessibility" },
  ],
};
