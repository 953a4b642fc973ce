// /staff/logout: signing out is a form post (with the page's CSRF token), never a link.
import { redirect } from "react-router";
import { readStaffForm, requireStaff } from "~/staff/access.server";
import { staffOnly } from "~/staff/staff-only.server";
import type { Route } from "./+types/staff.logout";

// Nothing under /staff is cached or indexed, whatever spelling of the path reached it.
export const middleware = [staffOnly];

export const loader = () => redirect("/staff");

export async function action({ request, context }: Route.ActionArgs) {
  const { auth, visit } = await requireStaff(request, context, undefined, { settingUpTwoStep: true });
  await readStaffForm(request, auth, visit);
  await auth.signOut(visit);
  auth.flash(visit, "You are signed out.");
  return redirect("/staff/login", { headers: { "Set-Cookie": await auth.commit(visit, request) } });
}
