// /review/logout: signing out is a form post (with the page's CSRF token), never a link.
import { redirect } from "react-router";
import { readReviewForm, requireReviewer } from "~/review/access.server";
import type { Route } from "./+types/review.logout";

export const loader = () => redirect("/review");

export async function action({ request, context }: Route.ActionArgs) {
  const { auth, visit } = await requireReviewer(request, context);
  await readReviewForm(request, auth, visit);
  auth.signOut(visit);
  auth.flash(visit, "You are signed out.");
  return redirect("/review/login", { headers: { "Set-Cookie": await auth.commit(visit, request) } });
}
