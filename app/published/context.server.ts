// The published content a render uses, in React Router's context: the server's live values for
// pages rendered per request (server/app.ts), the values being published for republished pages
// (publisher.server.ts), and the build's own where no context is set (tests of a route).
import { createContext, type RouterContextProvider } from "react-router";
import { requestContext } from "~/http/context.server";
import { builtContent, type PublishedContent, shownContent } from "./content";

export const publishedContext = createContext<PublishedContent>(builtContent);

/** The content as a loader shows it now, in the request's language: facts filled in, items not on the site left out. */
export const shownIn = (context: Readonly<RouterContextProvider>): PublishedContent =>
  shownContent(context.get(publishedContext), Date.now(), context.get(requestContext).language);
