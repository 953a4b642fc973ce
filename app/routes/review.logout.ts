// /review/logout: signing out is a form post (with the page's CSRF token), never a link.
import { data, redirect } from "react-router";
import { requireReviewer } from "~/review/access.server";
import type { Route } from "./+types/review.logout";

export const loader = () => redirect("/review");

export async function action({ request, context }: Route.ActionArgs) {
  const { auth, visit } = await requireReviewer(request, context);
  if (!auth.csrfMatches(visit, (await request.formData()).get("csrf"))) {
    throw data("This form has expired. Reload the page and try again.", { status: 403 });
  }
  auth.signOut(visit);
  auth.flash(visit, "You are signed out.");
  return redirect("/review/login", { headers: { "Set-Cookie": await auth.commit(visit, request) } });
}
