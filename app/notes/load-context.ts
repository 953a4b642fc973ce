// What the Express server hands to React Router's actions and loaders (server/app.js).
import type { NoteService } from "./service.server";

declare module "react-router" {
  interface AppLoadContext {
    notes?: NoteService;
    /** The visitor's address, from the socket or a trusted proxy (TRUST_PROXY). */
    clientAddress?: string;
    /** Set when this address has sent too many notes; the page explains instead of storing. */
    noteRateLimit?: { retryAfterSeconds: number };
  }
}
