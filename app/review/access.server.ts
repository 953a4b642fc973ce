// The gate in front of every review page and action: a signed-in reviewer, or a redirect to sign-in.
import { type AppLoadContext, redirect } from "react-router";
import type { ReviewAuth, ReviewVisit } from "../../server/review-auth.js";

export interface ReviewerVisit {
  auth: ReviewAuth;
  visit: ReviewVisit;
  reviewer: string;
}

/** Where to go after signing in: only a review page, never another site or page. */
export function safeNext(value: string | null | undefined): string {
  // Printable characters only: a line break would make the redirect itself fail.
  return value && /^\/review(?:[/?][\x21-\x7e]*)?$/.test(value) ? value : "/review";
}

/**
 * The signed-in reviewer, or else a redirect to sign-in (which comes back here afterwards).
 * Nothing is read from the notes before this has passed.
 */
export async function requireReviewer(request: Request, context: AppLoadContext): Promise<ReviewerVisit> {
  const auth = context.review;
  if (!auth?.configured) throw redirect("/review");
  const visit = await auth.visit(request);
  if (!visit.reviewer) {
    if (visit.expired) auth.flash(visit, "You were signed out after 12 hours without activity. Please sign in again.");
    const url = new URL(request.url);
    const next = request.method === "GET" ? `${url.pathname}${url.search}` : "/review";
    throw redirect(`/review/login?next=${encodeURIComponent(safeNext(next))}`, {
      headers: { "Set-Cookie": await auth.commit(visit, request) },
    });
  }
  return { auth, visit, reviewer: visit.reviewer };
}
