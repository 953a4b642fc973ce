// POST /api/submit-note: the note form's JSON call when JavaScript is on. The same
// service, limits and checks as the form's own post (app/notes/accept.server.ts).
import { defaultLanguage } from "~/content-model/languages";
import { acceptNote } from "~/notes/accept.server";
import { noteMessages } from "~/notes/messages";
import { newFormKey } from "~/notes/service.server";
import type { Route } from "./+types/api.submit-note";

const answer = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  Response.json(body, { status, headers: { "Cache-Control": "no-store", ...headers } });

export function loader() {
  return answer(405, { error: noteMessages[defaultLanguage].onlyPost }, { Allow: "POST" });
}

export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== "POST") return loader();
  const { outcome, language } = await acceptNote(request, context, "json");
  // Said in the language of the form that sent it.
  const say = noteMessages[language];
  switch (outcome.outcome) {
    case "stored":
    case "ignored":
      // The key for the next note from the same form.
      return answer(201, { id: outcome.id, nextKey: newFormKey() });
    case "invalid":
      return answer(400, { error: say.someFieldsNeedAttention, fields: outcome.fields });
    case "refused":
      return answer(outcome.status, { error: outcome.message });
    case "limited":
      return answer(
        429,
        { error: `${say.tooMany} ${say.tryAgainIn(outcome.retryAfterSeconds)}` },
        { "Retry-After": String(outcome.retryAfterSeconds) },
      );
    default:
      return answer(503, { error: say.notSavedNow });
  }
}
