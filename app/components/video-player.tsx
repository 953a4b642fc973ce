// A video from the media host, shown as a poster with a play button until the visitor asks for
// it: the host's player (and its megabytes) loads only then.
import { Play } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { ContentImage } from "~/components/content-image";
import type { Video } from "~/content/schema";

interface VideoPlayerProps {
  video: Video;
  /** Called when the visitor presses play, for analytics. */
  onPlay?: () => void;
  className?: string;
}

export function autoplayUrl(embedUrl: string): string {
  const url = new URL(embedUrl);
  url.searchParams.set("autoplay", "1");
  return url.toString();
}

export function VideoPlayer({ video, onPlay, className = "" }: VideoPlayerProps) {
  const [playing, setPlaying] = useState(false);
  const frameRef = useRef<HTMLIFrameElement>(null);

  useEffect(() => {
    if (playing) frameRef.current?.focus();
  }, [playing]);

  return (
    <div className={`relative aspect-video w-full overflow-hidden rounded-2xl bg-navy-deep shadow-card ${className}`}>
      {playing ? (
        <iframe
          ref={frameRef}
          src={autoplayUrl(video.embedUrl)}
          title={video.title}
          className="absolute inset-0 h-full w-full border-0"
          allow="autoplay; fullscreen; picture-in-picture; encrypted-media"
          allowFullScreen
          referrerPolicy="strict-origin-when-cross-origin"
        />
      ) : (
        <button
          type="button"
          className="group absolute inset-0 h-full w-full cursor-pointer text-left"
          onClick={() => {
            setPlaying(true);
            onPlay?.();
          }}
        >
          <ContentImage image={video.poster} decorative className="absolute inset-0 h-full w-full object-cover" />
          <span className="absolute inset-0 bg-gradient-to-t from-navy-deep/85 via-navy-deep/20 to-transparent" />
          <span className="absolute inset-0 flex items-center justify-center">
            <span className="flex size-20 items-center justify-center rounded-full bg-yellow text-navy-deep shadow-lg transition-transform duration-200 group-hover:scale-110">
              <Play aria-hidden="true" className="ml-1 size-9 fill-current" />
            </span>
          </span>
          <span className="absolute right-4 bottom-4 left-4 font-heading text-lg font-bold text-white md:text-xl">
            <span className="sr-only">Play video: </span>
            {video.title}
          </span>
        </button>
      )}
    </div>
  );
}
