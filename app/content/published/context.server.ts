// The published content a render uses, in React Router's context: the server's live values for
// pages rendered per request (server/app.ts), the values being published for republished pages
// (publisher.server.ts), and the build's own while prerendering, which sets no context.
import { createContext } from "react-router";
import { builtContent, type PublishedContent } from "./content";

export const publishedContext = createContext<PublishedContent>(builtContent);
