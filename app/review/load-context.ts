// What the Express server hands to the staff review pages (server/app.js).

import type { Outbox } from "~/notes/outbox.server";
import type { ReviewAuth } from "../../server/review-auth.js";

declare module "react-router" {
  interface AppLoadContext {
    review?: ReviewAuth;
    outbox?: Outbox;
    /** Set when this address has failed to sign in too often; the page refuses without checking. */
    signInLimit?: { retryAfterSeconds: number };
    /** Counts a failed sign-in against the client's address (server/review-area.js). */
    signInFailed?: () => void;
  }
}
