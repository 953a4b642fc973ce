// What the server hands to the staff editor's routes through React Router's context.
import { createContext, data, type RouterContextProvider } from "react-router";
import type { Publisher } from "./publisher.server";

/** Null where a page is rendered without the server's services (a kept answer, a publish's check). */
export const publishingContext = createContext<Publisher | null>(null);

export function publisherOf(context: Readonly<RouterContextProvider>): Publisher {
  const publisher = context.get(publishingContext);
  if (!publisher) throw data("Publishing is not running.", { status: 503 });
  return publisher;
}
