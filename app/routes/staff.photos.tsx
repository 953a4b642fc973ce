// /staff/photos: every photo staff uploaded, once each, with the words it was described with and
// where it is shown or waits to be (app/publishing/photo-library.server.ts). One used nowhere can be
// removed, with every crop made of it. The editor's picture fields offer the same photos to choose
// again. Content editors only; plain HTML forms, no JavaScript needed.
import { data, Form, Link, redirect } from "react-router";
import { buttonClasses } from "~/components/ui/button";
import { formatDateTime } from "~/content-model/church-time";
import { photosOf } from "~/media/context.server";
import { publisherOf } from "~/publishing/context.server";
import { photoLibrary } from "~/publishing/photo-library.server";
import { readStaffForm, requireStaff } from "~/staff/access.server";
import { StaffHeader, StaffMessage } from "~/staff/staff-header";
import { staffOnly } from "~/staff/staff-only.server";
import type { Route } from "./+types/staff.photos";

export const middleware = [staffOnly];

export const meta = () => [{ title: "Photos uploaded" }, { name: "robots", content: "noindex, nofollow" }];

export async function loader({ request, context }: Route.LoaderArgs) {
  const { auth, visit, staffName, account } = await requireStaff(request, context, ["edit", "photos"]);
  const library = await photoLibrary(publisherOf(context), photosOf(context));
  return data(
    {
      staffName,
      roles: account.roles,
      csrfToken: visit.csrfToken,
      message: visit.message,
      photos: library.map((photo) => ({ ...photo, uploadedAt: formatDateTime(photo.uploadedAt) })),
    },
    { headers: { "Set-Cookie": await auth.commit(visit, request) } },
  );
}

export async function action({ request, context }: Route.ActionArgs) {
  const { auth, visit } = await requireStaff(request, context, ["edit", "photos"]);
  const form = await readStaffForm(request, auth, visit);
  if (form.get("intent") !== "remove") throw data("This form asks for nothing this page does.", { status: 400 });
  const photos = photosOf(context);
  const id = String(form.get("photo") ?? "");
  // Looked at again now: it may have been chosen for a page since the list was shown.
  const photo = (await photoLibrary(publisherOf(context), photos)).find((each) => each.id === id);
  const message = !photo
    ? "That photo is no longer kept."
    : photo.usedIn.length > 0
      ? `Nothing was removed: the photo is used in ${photo.usedIn.join("; ")}.`
      : (await photos.store.remove(photo.id)) > 0
        ? "The photo is removed, with every size and crop of it."
        : "That photo is no longer kept.";
  auth.flash(visit, message);
  return redirect("/staff/photos", { headers: { "Set-Cookie": await auth.commit(visit, request) } });
}

export default function PhotoLibrary({ loaderData }: Route.ComponentProps) {
  const { staffName, roles, csrfToken, message, photos } = loaderData;
  return (
    <div className="mx-auto max-w-5xl px-4 py-10 md:px-6 md:py-14">
      <StaffHeader title="Photos uploaded" staffName={staffName} roles={roles} csrfToken={csrfToken} />
      <p className="mt-4">
        <Link to="/staff/content" className="font-bold text-navy underline underline-offset-4">
          Everything you can edit
        </Link>
      </p>
      <StaffMessage message={message} />
      <p className="mt-6 max-w-3xl text-lg text-gray-700">
        Every photo uploaded for the website, the latest first. Any picture in the editor can use one again (“Choose a
        photo already uploaded”), cut to the shape of its place. A photo used nowhere, nor in a change waiting or a
        draft, can be removed.
      </p>
      {photos.length === 0 ? (
        <p className="mt-8 rounded-2xl bg-gray-50 p-6 text-gray-700">
          No photo has been uploaded yet. Photos chosen in the editor appear here.
        </p>
      ) : (
        <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {photos.map((photo) => (
            <li key={photo.id} className="flex flex-col rounded-2xl bg-white p-4 shadow-card ring-1 ring-gray-200">
              <img
                src={photo.thumb}
                alt={photo.description || "A photo not described yet"}
                loading="lazy"
                className="aspect-[4/3] w-full rounded-lg bg-gray-100 object-cover"
              />
              <p className="mt-3 break-words font-semibold text-gray-900">
                {photo.description || <span className="font-normal italic">Not described yet</span>}
              </p>
              <p className="mt-1 text-sm text-gray-700">
                Uploaded by {photo.uploadedBy}, {photo.uploadedAt}
              </p>
              {photo.usedIn.length > 0 ? (
                <p className="mt-2 text-sm text-gray-900">Used in: {photo.usedIn.join("; ")}</p>
              ) : (
                <details className="mt-2">
                  <summary className="cursor-pointer text-sm font-bold text-red">Used nowhere: remove it…</summary>
                  <Form method="post" className="mt-2 flex flex-col items-start gap-2">
                    <input type="hidden" name="csrf" value={csrfToken} />
                    <input type="hidden" name="photo" value={photo.id} />
                    <p className="text-sm text-gray-900">An older version that showed it could not be restored then.</p>
                    <button type="submit" name="intent" value="remove" className={buttonClasses("danger")}>
                      Remove this photo
                    </button>
                  </Form>
                </details>
              )}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
