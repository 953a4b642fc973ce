// What the server hands to the routes that take and serve photos, through React Router's context.
import { createContext, data, type RouterContextProvider } from "react-router";
import type { Photos } from "./photos.server";

/** Null while the site is prerendered at build time, where no service runs. */
export const mediaContext = createContext<Photos | null>(null);

export function photosOf(context: Readonly<RouterContextProvider>): Photos {
  const photos = context.get(mediaContext);
  if (!photos) throw data("Photos are not available.", { status: 503 });
  return photos;
}
