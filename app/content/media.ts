// Videos from the church's media host. Each plays in the host's player, loaded only when the
// visitor presses play; the poster is shown until then.
import { z } from "zod";
import { externalUrl, image, text } from "../content-model/blocks";
import { defineContent } from "../content-model/define";

export const videoSchema = z.object({
  title: text,
  embedUrl: externalUrl,
  poster: image,
});

/** A short muted loop played behind a page's heading, straight from a file host (no player). */
export const backgroundVideoSchema = z.object({
  src: externalUrl.regex(/\.(mp4|webm)$/, "must be an .mp4 or .webm file"),
  type: z.enum(["video/mp4", "video/webm"]),
  /** Shown first, and for good when the video cannot play or the visitor prefers less motion. */
  poster: image,
});

export const mediaSchema = z
  .object({
    /** The media host, which the Content-Security-Policy allows frames from (third-party.ts). */
    provider: z.object({ name: text, origin: externalUrl }).meta({ editable: false }),
    videos: z.object({
      recentSermon: videoSchema,
      latestSermon: videoSchema,
      followingJesus: videoSchema,
      baptismOrientation: videoSchema,
    }),
    backgroundVideos: z.object({ outreach: backgroundVideoSchema }),
  })
  .superRefine((media, ctx) => {
    for (const [key, video] of Object.entries(media.videos ?? {})) {
      if (typeof video?.embedUrl !== "string" || typeof media.provider?.origin !== "string") continue;
      if (!video.embedUrl.startsWith(`${media.provider.origin}/`)) {
        ctx.addIssue({
          code: "custom",
          path: ["videos", key, "embedUrl"],
          message: `must be on ${media.provider.origin}`,
        });
      }
    }
  });

export type Video = z.infer<typeof videoSchema>;
export type BackgroundVideo = z.infer<typeof backgroundVideoSchema>;
export type MediaContent = z.input<typeof mediaSchema>;

export const media: MediaContent = {
  /** The player's address gets `autoplay=1` added, because the visitor has just pressed play. */
  provider: { name: "Subsplash", origin: "https://subsplash.com" },
  videos: {
    recentSermon: {
      title: "Recent Sermon: Gratitude in Action",
      embedUrl: "https://subsplash.com/u/-BRDGMD/media/embed/d/r3c3nt5",
      poster: {
        src: "/images/media/recent-sermon.svg",
        width: 1280,
        height: 720,
        alt: "Illustration of a worship service with raised hands under stage lights",
      },
    },
    latestSermon: {
      title: "Latest Sermon: Don't Serve Alone",
      embedUrl: "https://subsplash.com/u/-BRDGMD/media/embed/d/l4t3st9",
      poster: {
        src: "/images/media/latest-sermon.svg",
        width: 1280,
        height: 720,
        alt: "Illustration of an open Bible glowing in morning light",
      },
    },
    followingJesus: {
      title: "Following Jesus: Where to Begin",
      embedUrl: "https://subsplash.com/u/-BRDGMD/media/embed/d/j3sus01",
      poster: {
        src: "/images/media/following-jesus.svg",
        width: 1280,
        height: 720,
        alt: "Illustration of a path winding toward a flag at sunrise",
      },
    },
    baptismOrientation: {
      title: "Baptism Orientation: What to Expect",
      embedUrl: "https://subsplash.com/u/-BRDGMD/media/embed/d/b4pt1sm",
      poster: {
        src: "/images/media/baptism-orientation.svg",
        width: 1280,
        height: 720,
        alt: "Illustration of morning sunlight sparkling on a pool of water",
      },
    },
  },
  /** Short muted loops behind page headings, served as plain files from the church's storage host. */
  backgroundVideos: {
    outreach: {
      src: "https://storage.googleapis.com/thebridgechurch-media/outreach/serving-together-loop.mp4",
      type: "video/mp4",
      poster: {
        src: "/images/outreach/video-poster.svg",
        width: 1600,
        height: 900,
        alt: "Illustration of neighbors with raised hands in front of a city skyline",
      },
    },
  },
};

declare module "../content-model/define" {
  interface EditableContent {
    media: MediaContent;
  }
}

export const mediaModule = defineContent({
  key: "media",
  schema: mediaSchema,
  built: media,
  staff: {
    part: "site",
    title: "Videos",
    description:
      "The sermon and teaching videos the pages play, with their still pictures, and the loop behind the Outreach pages' headings. The video host stays as built.",
    shownOn: [
      { path: "/watch", label: "Watch" },
      { path: "/", label: "Home" },
      { path: "/jesus", label: "Following Jesus" },
      { path: "/baptism", label: "Baptism" },
    ],
  },
});
