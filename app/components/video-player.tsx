// A video from the media host, shown as a poster with a play button until the visitor asks for it:
// the host's player (and its megabytes) loads only then, from the <video-facade> behaviour. Without
// script the poster is a link that opens the player in a new tab.
import { Play } from "lucide-react";
import { ContentImage } from "~/components/content-image";
import type { Video } from "~/content/media";
import { useInterfaceWords } from "./interface-words";
import { usePageWords } from "./page-words";
import { InDefaultLanguage } from "./site-link";

function autoplayUrl(embedUrl: string): string {
  const url = new URL(embedUrl);
  url.searchParams.set("autoplay", "1");
  return url.toString();
}

export function VideoPlayer({ video, className = "" }: { video: Video; className?: string }) {
  const words = usePageWords();
  const opensInNewTab = useInterfaceWords()?.opensInNewTab ?? "(opens in a new tab)";
  return (
    <video-facade
      className={`relative block aspect-video w-full overflow-hidden rounded-2xl bg-navy-deep shadow-card ${className}`}
      data-title={video.title}
    >
      <a
        href={autoplayUrl(video.embedUrl)}
        target="_blank"
        rel="noopener noreferrer"
        data-video-play=""
        className="group absolute inset-0 h-full w-full cursor-pointer text-left"
      >
        <ContentImage image={video.poster} decorative className="absolute inset-0 h-full w-full object-cover" />
        {/* The play button takes the room above the title, so a title wrapping on a narrow card never
          crosses it; the title sits on its own navy band, readable whatever the picture. */}
        <span className="absolute inset-0 flex flex-col">
          <span className="flex min-h-0 flex-1 items-center justify-center">
            <span className="flex size-14 items-center justify-center rounded-full bg-yellow text-navy-deep shadow-lg transition-transform duration-200 group-hover:scale-110 motion-reduce:transition-none md:size-20">
              <Play aria-hidden="true" className="ml-1 size-7 fill-current md:size-9" />
            </span>
          </span>
          <span className="bg-navy-deep/90 px-4 py-3 font-heading text-lg font-bold text-white md:text-xl">
            <span className="sr-only">{words.playVideo} </span>
            {video.title}
            {/* The church's videos are spoken in the default language. */}
            <InDefaultLanguage />
            <span className="sr-only" data-new-tab-note="">
              {" "}
              {opensInNewTab}
            </span>
          </span>
        </span>
      </a>
    </video-facade>
  );
}
