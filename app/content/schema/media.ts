// The shape of media.ts: the videos played from the church's media host, and the background loops.
import { z } from "zod";
import { externalUrl, image, text } from "./blocks";

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
    for (const [key, video] of Object.entries(media.videos)) {
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
