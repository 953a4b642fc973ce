// The church app's download page.
import type { BridgeAppContent } from "~/content/schema/bridge-app";

export const bridgeApp: BridgeAppContent = {
  meta: {
    title: "Download Our App",
    description: "Get The Bridge Church app: watch sermons, take notes, give, find events and stay connected all week.",
  },
  title: "DOWNLOAD OUR APP",
  intro:
    "Stay connected all week long. Watch and listen to sermons, follow along with notes, give, and get event updates, right from your phone.",
  image: {
    src: "/images/app/phone.svg",
    width: 800,
    height: 600,
    alt: "Illustration of a bridge at sunrise, the app's icon",
  },
  features: ["Watch live and past sermons", "Take sermon notes", "Give securely", "Get event reminders"],
};
