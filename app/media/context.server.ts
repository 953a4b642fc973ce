// What the server hands to the routes that take and serve photos, through React Router's context.
import { createContext, data, type RouterContextProvider } from "react-router";
import type { Photos } from "./photos.server";

/** Null where a page is rendered without the server's services (a kept answer, a publish's check). */
export const mediaContext = createContext<Photos | null>(null);

export function photosOf(context: Readonly<RouterContextProvider>): Photos {
  const photos = context.get(mediaContext);
  if (!photos) throw data("Photos are not available.", { status: 503 });
  return photos;
}
