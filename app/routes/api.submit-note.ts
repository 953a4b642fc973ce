// POST /api/submit-note: the note form's JSON call when JavaScript is on. The same
// service, limits and checks as the form's own post (app/notes/accept.server.ts).
import { acceptNote } from "~/notes/accept.server";
import type { Route } from "./+types/api.submit-note";

const answer = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  Response.json(body, { status, headers: { "Cache-Control": "no-store", ...headers } });

export function loader() {
  return answer(405, { error: "Notes are sent with POST." }, { Allow: "POST" });
}

export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== "POST") return loader();
  const { outcome } = await acceptNote(request, context, "json");
  switch (outcome.outcome) {
    case "stored":
    case "ignored":
      return answer(201, { id: outcome.id });
    case "invalid":
      return answer(400, { error: "Some fields need attention.", fields: outcome.fields });
    case "refused":
      return answer(outcome.status, { error: outcome.message });
    case "limited":
      return answer(
        429,
        { error: "Too many notes from this address. Please try again later." },
        { "Retry-After": String(outcome.retryAfterSeconds) },
      );
    default:
      return answer(503, { error: "The note could not be saved just now. Please try again." });
  }
}
