// GET /media/<photo>-<width>.<avif|webp|jpg> and /media/<photo>-preview.jpg: a file of a photo staff
// uploaded, from the database every instance shares. A photo never changes (a new upload is a new
// photo with a new address), so its files are cached for good, by browsers and by any proxy.
import { data } from "react-router";
import { requestContext } from "~/http/context.server";
import { photosOf } from "~/media/context.server";
import type { Route } from "./+types/media.$file";
import { takesNoForm } from "./takes-no-form.server";

const FILE = /^([a-z0-9]{16,40})-(\d{2,4}\.(?:avif|webp|jpg)|preview\.jpg)$/;

export async function loader({ request, params, context }: Route.LoaderArgs) {
  // A photo has no data twin (/media/<file>.data): its bytes are served under their own type only.
  if (context.get(requestContext).dataRequest) throw data("There is no such photo.", { status: 404 });
  const match = FILE.exec(params.file ?? "");
  const found = match && (await photosOf(context).store.file(match[1] ?? "", match[2] ?? ""));
  if (!match || !found) throw data("There is no such photo.", { status: 404 });
  const etag = `"${match[1]}-${match[2]}"`;
  const headers = {
    "Cache-Control": "public, max-age=31536000, immutable",
    ETag: etag,
    // Link previews are for other sites to show: some load them straight from here.
    "Cross-Origin-Resource-Policy": "cross-origin",
  };
  if (request.headers.get("if-none-match") === etag) return new Response(null, { status: 304, headers });
  return new Response(new Uint8Array(found.body), {
    headers: { ...headers, "Content-Type": found.type, "Content-Length": String(found.body.length) },
  });
}

export const action = takesNoForm;
