// The top of a page over a muted, looping video from the church's storage host. The poster is an
// ordinary image underneath the video, so it is what visitors see first, and what stays when the
// video cannot load (host blocked, offline, unsupported format), when they prefer less motion, or
// when script is off. The <hero-video> behaviour starts it and offers the pause control.
import { Pause, Play } from "lucide-react";
import type { ReactNode } from "react";
import { ContentImage } from "~/components/content-image";
import type { BackgroundVideo } from "~/content/media";
import { usePageWords } from "./page-words";

interface VideoHeroProps {
  video: BackgroundVideo;
  title: string;
  subtitle?: string;
  eyebrow?: string;
  children?: ReactNode;
}

export function VideoHero({ video, title, subtitle, eyebrow, children }: VideoHeroProps) {
  const words = usePageWords();
  return (
    <hero-video className="relative isolate block overflow-hidden bg-navy-deep text-white">
      <ContentImage image={video.poster} priority className="absolute inset-0 -z-10 h-full w-full object-cover" />
      <video
        src={video.src}
        muted
        loop
        playsInline
        // Nothing is downloaded until playback starts: not without JavaScript, not under reduced motion.
        preload="none"
        aria-hidden="true"
        tabIndex={-1}
        data-state="waiting"
        className="absolute inset-0 -z-10 h-full w-full object-cover opacity-0 transition-opacity duration-700 motion-reduce:transition-none data-[shown]:opacity-100"
      />
      <div className="absolute inset-0 -z-10 bg-gradient-to-b from-navy-deep/80 via-navy-deep/80 to-navy-deep/90" />
      <div className="mx-auto flex min-h-96 max-w-6xl flex-col items-center justify-center px-4 py-20 text-center md:min-h-[32rem] md:px-6 md:py-28">
        {eyebrow && <p className="mb-3 text-sm font-bold uppercase tracking-widest text-yellow">{eyebrow}</p>}
        <h1 className="font-heading text-4xl font-extrabold tracking-tight text-balance md:text-6xl">{title}</h1>
        {subtitle && <p className="mt-4 max-w-2xl text-lg text-pretty text-gray-100 md:text-xl">{subtitle}</p>}
        {children && <div className="mt-8 flex flex-wrap justify-center gap-4">{children}</div>}
      </div>
      {/* Shown by the behaviour once the video plays, or is paused by reduced motion or the visitor. */}
      <button
        type="button"
        hidden
        data-video-toggle=""
        className="group absolute right-3 bottom-3 inline-flex min-h-11 items-center gap-2 rounded-full bg-navy-deep/80 px-4 text-sm font-bold text-white ring-1 ring-white/60 transition-colors hover:bg-navy-deep md:right-5 md:bottom-5"
      >
        <Pause aria-hidden="true" className="size-4 fill-current group-data-[paused]:hidden" />
        <Play aria-hidden="true" className="hidden size-4 fill-current group-data-[paused]:block" />
        <span className="group-data-[paused]:hidden">{words.pause}</span>
        <span className="hidden group-data-[paused]:inline">{words.play}</span>
        <span className="sr-only"> {words.backgroundVideo}</span>
      </button>
    </hero-video>
  );
}
