// The published content for components, from the render's context (entry.server.tsx provides it).
// Server-rendered parts only: pages that React runs in the browser get what they show through
// their loader, so no fact is built into the site's JavaScript and a republished page is whole.
import { createContext, useContext } from "react";
import type { PublishedContent } from "./published-content";

export const PublishedContentContext = createContext<PublishedContent | null>(null);

export function usePublishedContent(): PublishedContent {
  const published = useContext(PublishedContentContext);
  if (!published) throw new Error("usePublishedContent is for server-rendered parts; hydrated pages use a loader");
  return published;
}
