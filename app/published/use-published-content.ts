// The published content for components, from the render's context (entry.server.tsx provides it).
// Server-rendered parts only: pages that React runs in the browser get what they show through
// their loader, so no fact is built into the site's JavaScript and a republished page is whole.
import { createContext, use, useContext } from "react";
import type { PublishedContent } from "./content";

export const PublishedContentContext = createContext<PublishedContent | null>(null);

/** Never settles: the page waits on it while the browser loads the document instead. */
let documentLoad: Promise<never> | undefined;

export function usePublishedContent(): PublishedContent {
  const published = useContext(PublishedContentContext);
  if (published) return published;
  if (typeof window === "undefined") throw new Error("usePublishedContent needs entry.server.tsx's provider");
  // A page rendered on the server only, reached through the client router (a redirect followed from
  // a page React runs): it is loaded as a document, which the server renders with what it shows now.
  // React keeps the page before on screen meanwhile.
  documentLoad ??= new Promise<never>(() => window.location.reload());
  return use(documentLoad);
}
