// The top of a page over a muted, looping video from the church's storage host. The poster is an
// ordinary image underneath the video, so it is what visitors see first, and what stays when the
// video cannot load (host blocked, offline, unsupported format) or when they prefer less motion.
import { Pause, Play } from "lucide-react";
import { type ReactNode, useCallback, useEffect, useRef, useState } from "react";
import { ContentImage } from "~/components/content-image";
import type { BackgroundVideo } from "~/content/schema";

/** waiting: not started; paused: stopped by the visitor or by reduced motion; failed: cannot play. */
type VideoState = "waiting" | "playing" | "paused" | "failed";

interface VideoHeroProps {
  video: BackgroundVideo;
  title: string;
  subtitle?: string;
  eyebrow?: string;
  children?: ReactNode;
}

export function VideoHero({ video, title, subtitle, eyebrow, children }: VideoHeroProps) {
  const videoRef = useRef<HTMLVideoElement>(null);
  const [state, setState] = useState<VideoState>("waiting");
  const [started, setStarted] = useState(false);

  const play = useCallback(() => {
    const element = videoRef.current;
    if (!element) return;
    // React leaves `muted` out of server HTML, and browsers autoplay only muted video: set it here.
    element.muted = true;
    element.play().catch((error: unknown) => {
      // Autoplay refused (a power-saving mode, say): offer the play button. Anything else: poster only.
      const refused = error instanceof DOMException && error.name === "NotAllowedError";
      const interrupted = error instanceof DOMException && error.name === "AbortError";
      if (!interrupted) setState((now) => (now === "failed" ? now : refused ? "paused" : "failed"));
    });
  }, []);

  useEffect(() => {
    const motion = window.matchMedia("(prefers-reduced-motion: reduce)");
    if (motion.matches) setState("paused");
    else play();
    const onMotionChange = () => {
      if (motion.matches) videoRef.current?.pause();
    };
    motion.addEventListener("change", onMotionChange);
    return () => motion.removeEventListener("change", onMotionChange);
  }, [play]);

  const playing = state === "playing";
  return (
    <div className="relative isolate overflow-hidden bg-navy-deep text-white">
      <ContentImage image={video.poster} priority className="absolute inset-0 -z-10 h-full w-full object-cover" />
      <video
        ref={videoRef}
        src={video.src}
        muted
        loop
        playsInline
        // Nothing is downloaded until playback starts: not without JavaScript, not under reduced motion.
        preload="none"
        aria-hidden="true"
        tabIndex={-1}
        data-state={state}
        className={`absolute inset-0 -z-10 h-full w-full object-cover transition-opacity duration-700 ${
          started && state !== "failed" ? "opacity-100" : "opacity-0"
        }`}
        onPlaying={() => {
          setStarted(true);
          setState("playing");
        }}
        onPause={() => setState((now) => (now === "failed" ? now : "paused"))}
        onError={() => setState("failed")}
      />
      <div className="absolute inset-0 -z-10 bg-gradient-to-b from-navy-deep/70 via-navy-deep/65 to-navy-deep/90" />
      <div className="mx-auto flex min-h-96 max-w-6xl flex-col items-center justify-center px-4 py-20 text-center md:min-h-[32rem] md:px-6 md:py-28">
        {eyebrow && <p className="mb-3 text-sm font-bold uppercase tracking-widest text-yellow">{eyebrow}</p>}
        <h1 className="font-heading text-4xl font-extrabold tracking-tight text-balance md:text-6xl">{title}</h1>
        {subtitle && <p className="mt-4 max-w-2xl text-lg text-pretty text-gray-100 md:text-xl">{subtitle}</p>}
        {children && <div className="mt-8 flex flex-wrap justify-center gap-4">{children}</div>}
      </div>
      {(playing || state === "paused") && (
        <button
          type="button"
          onClick={() => (playing ? videoRef.current?.pause() : play())}
          className="absolute right-3 bottom-3 inline-flex min-h-11 items-center gap-2 rounded-full bg-navy-deep/80 px-4 text-sm font-bold text-white ring-1 ring-white/60 transition-colors hover:bg-navy-deep md:right-5 md:bottom-5"
        >
          {playing ? (
            <Pause aria-hidden="true" className="size-4 fill-current" />
          ) : (
            <Play aria-hidden="true" className="size-4 fill-current" />
          )}
          {playing ? "Pause" : "Play"}
          <span className="sr-only"> background video</span>
        </button>
      )}
    </div>
  );
}
