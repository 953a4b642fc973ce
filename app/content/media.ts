// Videos from the church's media host. Each plays in the host's player, loaded only when the
// visitor presses play; the poster is shown until then.
import type { MediaContent } from "~/content/schema/media";

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
