// The facts of one request that the server (server/app.ts) hands to every route through React
// Router's context. Each service declares its own context beside it (app/notes/context.server.ts,
// app/review/context.server.ts, app/publishing/context.server.ts).
import { createContext } from "react-router";

export interface RequestFacts {
  /** The visitor's address, from the socket or a trusted proxy (TRUST_PROXY). */
  clientAddress: string;
  /** This response's Content-Security-Policy nonce; empty when prerendering (hashes are used then). */
  cspNonce: string;
  /**
   * A request of the page's own script for its data (`….data`), answered as data, not as a page:
   * what a refusal should look like, never whether a protection applies.
   */
  dataRequest: boolean;
}

export const requestContext = createContext<RequestFacts>({ clientAddress: "", cspNonce: "", dataRequest: false });
