// The interactive map of the worship venue. Leaflet loads only when the map is about to scroll
// into view; if it or its tiles fail, the failure is logged and the address beside it still helps.
import { useEffect, useRef, useState } from "react";
import { map as mapContent } from "~/content/map";
import { site } from "~/content/site";

export function VenueMap({ className = "" }: { className?: string }) {
  const ref = useRef<HTMLElement>(null);
  const [failed, setFailed] = useState(false);
  const venue = site.worship.venue;

  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    let cancelled = false;
    let leafletMap: { remove(): void } | undefined;
    let tileErrorLogged = false;

    async function load() {
      try {
        const { createLeafletMap } = await import("./leaflet-map");
        if (cancelled || !element) return;
        leafletMap = createLeafletMap(
          element,
          { ...site.worship.coordinates, ...mapContent, placeName: venue.name },
          () => {
            if (tileErrorLogged) return;
            tileErrorLogged = true;
            console.error(`The map tiles could not load from ${new URL(mapContent.tileUrl).host}`);
          },
        );
      } catch (error) {
        console.error("The map could not load:", error);
        if (!cancelled) setFailed(true);
      }
    }

    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        void load();
      },
      { rootMargin: "300px" },
    );
    observer.observe(element);
    return () => {
      cancelled = true;
      observer.disconnect();
      leafletMap?.remove();
    };
  }, [venue.name]);

  if (failed) return null;
  return (
    <section
      ref={ref}
      aria-label={`Map showing ${venue.name}`}
      className={`relative z-0 h-64 w-full overflow-hidden rounded-xl bg-navy-light md:h-72 ${className}`}
    />
  );
}
