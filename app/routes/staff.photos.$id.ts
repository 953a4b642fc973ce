// GET /staff/photos/:id: the whole of a photo staff uploaded, small, for the editor to click the
// part to keep in view on. Content editors only: the whole may show what the crops on the site leave
// out, so it is never public and never cached.
import { data } from "react-router";
import { photosOf } from "~/media/context.server";
import { requireStaff } from "~/staff/access.server";
import { staffOnly } from "~/staff/staff-only.server";
import type { Route } from "./+types/staff.photos.$id";
import { takesNoForm } from "./takes-no-form.server";

export const middleware = [staffOnly];

export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireStaff(request, context, ["edit", "photos"]);
  const id = /^[a-z0-9]{16,40}$/.test(params.id) ? params.id : "";
  const whole = id ? await photosOf(context).whole(id) : undefined;
  if (!whole) throw data("There is no such photo.", { status: 404 });
  return new Response(new Uint8Array(whole), {
    headers: { "Content-Type": "image/jpeg", "Content-Length": String(whole.length) },
  });
}

export const action = takesNoForm;
