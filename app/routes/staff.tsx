// /staff: where sign-in lands and the staff area's own address. Each account is sent to the first
// page it uses (notes, content, staff accounts, or its own account); the notes page explains how to
// add the first account while there is none.
import { redirect } from "react-router";
import { homeOf, requireStaff } from "~/staff/access.server";
import { staffServices } from "~/staff/context.server";
import { staffOnly } from "~/staff/staff-only.server";
import type { Route } from "./+types/staff";
import { takesNoForm } from "./takes-no-form.server";

export const middleware = [staffOnly];

export async function loader({ request, context }: Route.LoaderArgs) {
  if (!(await staffServices(context).auth.configured())) throw redirect("/staff/notes");
  const { account } = await requireStaff(request, context);
  throw redirect(homeOf(account));
}

export const action = takesNoForm;
