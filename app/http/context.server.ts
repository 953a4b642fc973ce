// What the server (server/app.ts) hands to every route through React Router's context: the
// services it opened once, and the facts of one request. Routes read them with `context.get(...)`.
import { createContext } from "react-router";
import type { Outbox } from "~/notes/outbox.server";
import type { Retention } from "~/notes/retention.server";
import type { NoteService } from "~/notes/service.server";
import type { Publisher } from "~/publishing/publisher.server";
import type { ReviewAuth } from "~/review/auth.server";
import type { StaffRoles } from "~/review/roles";
import type { NoteLimiter, SignInLimiter } from "./rate-limits.server";

export interface SiteServices {
  notes: NoteService;
  /** Sends approved notes to the pastors. */
  outbox: Outbox;
  /** Erases delivered and rejected notes after their retention period. */
  retention: Retention;
  /** Staff sign-in for /review. */
  review: ReviewAuth;
  /** What each staff member may do. */
  roles: StaffRoles;
  /** The content staff have published, and publishing more. */
  publishing: Publisher;
  noteLimiter: NoteLimiter;
  signInLimiter: SignInLimiter;
  /** A keyed hash of a client's address, for logs: the same sender can be recognised, never identified. */
  clientHash(address: string): string;
}

/** Null while the site is prerendered at build time, where no service runs. */
export const servicesContext = createContext<SiteServices | null>(null);

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
