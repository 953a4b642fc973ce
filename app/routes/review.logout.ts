// /review/logout: signing out is a form post (with the page's CSRF token), never a link.
import { redirect } from "react-router";
import { readReviewForm, requireReviewer } from "~/review/access.server";
import { staffOnly } from "~/review/staff-only.server";
import type { Route } from "./+types/review.logout";

// Nothing under /review is cached or indexed, whatever spelling of the path reached it.
export const middleware = [staffOnly];

export const loader = () => redirect("/review");

export async function action({ request, context }: Route.ActionArgs) {
  const { auth, visit } = await requireReviewer(request, context, undefined, { settingUpTwoStep: true });
  await readReviewForm(request, auth, visit);
  await auth.signOut(visit);
  auth.flash(visit, "You are signed out.");
  return redirect("/review/login", { headers: { "Set-Cookie": await auth.commit(visit, request) } });
}
