// The church app's download page.
import { z } from "zod";
import { image, pageMetaSchema, points, text } from "../content-model/blocks";
import { defineContent } from "../content-model/define";

export const bridgeAppSchema = z.object({
  meta: pageMetaSchema,
  title: text,
  intro: text,
  image,
  features: points,
});

export type BridgeAppContent = z.input<typeof bridgeAppSchema>;

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

declare module "../content-model/define" {
  interface EditableContent {
    bridgeApp: BridgeAppContent;
  }
}

export const bridgeAppModule = defineContent({
  key: "bridgeApp",
  schema: bridgeAppSchema,
  built: bridgeApp,
  page: { path: "/bridge-app", heading: (value) => value.title },
  staff: {
    part: "page",
    title: "The app",
    description: "Everything the Bridge App page says and shows.",
    shownOn: [{ path: "/bridge-app", label: "Bridge App" }],
  },
});
