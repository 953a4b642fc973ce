// The interactive map of the worship venue. The <venue-map> behaviour loads Leaflet only when the
// map is about to scroll into view; if it or its tiles fail, the failure is logged and the address
// beside it still helps.
import brand from "virtual:brand-colours";
import { map as mapContent } from "~/content/map";
import type { LeafletMapOptions } from "~/lib/leaflet-map";
import { usePublishedContent } from "~/published/use-published-content";
import { usePageWords } from "./page-words";

export function VenueMap({ className = "" }: { className?: string }) {
  const { site } = usePublishedContent();
  const venue = site.worship.venue;
  const words = usePageWords();
  const options: LeafletMapOptions = {
    ...site.worship.coordinates,
    ...mapContent,
    markerColor: brand.navy,
    placeName: venue.name,
    labels: words.mapControls,
  };
  return (
    <venue-map className="contents" data-map={JSON.stringify(options)}>
      <section
        aria-label={words.mapOf(venue.name)}
        className={`relative z-0 h-64 w-full overflow-hidden rounded-xl bg-navy-light md:h-72 ${className}`}
      />
    </venue-map>
  );
}
