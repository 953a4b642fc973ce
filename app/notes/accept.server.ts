// The one way into the note service, for both of its doors: the form's post on /share-note (and
// its `.data` twin) and POST /api/submit-note. Whatever the path's spelling, a note is read within
// the body limit, counted against the sender's address, checked and stored here.
import type { RouterContextProvider } from "react-router";
import { requestContext } from "~/http/context.server";
import { type BodyProblem, readForm, readJson } from "~/http/request-body.server";
import { notesContext } from "./context.server";
import type { SubmitOutcome } from "./service.server";

type AcceptOutcome =
  | SubmitOutcome
  | { outcome: "limited"; retryAfterSeconds: number }
  | ({ outcome: "refused" } & BodyProblem);

export interface Accepted {
  outcome: AcceptOutcome;
  /** What was read from the request, for a form to show again. */
  input: unknown;
}

const FIELDS = ["pastor", "noteContent", "senderName", "senderEmail"] as const;

export async function acceptNote(
  request: Request,
  context: Readonly<RouterContextProvider>,
  format: "form" | "json",
): Promise<Accepted> {
  const services = context.get(notesContext);
  if (!services) return { outcome: { outcome: "failed" }, input: {} };
  const { clientAddress } = context.get(requestContext);

  const body = format === "form" ? await readForm(request) : await readJson(request);
  if (!body.ok) return { outcome: { outcome: "refused", status: body.status, message: body.message }, input: {} };
  const form = body.value instanceof FormData ? body.value : null;
  const input = form
    ? Object.fromEntries(FIELDS.map((name) => [name, (form.get(name) as string | null) ?? ""]))
    : body.value;
  const honeypot = form ? form.get("website") : (input as { website?: unknown } | null)?.website;

  const limited = await services.limiter.take(clientAddress);
  if (limited) return { outcome: { outcome: "limited", ...limited }, input };
  return { outcome: await services.notes.submit(input, { clientAddress, honeypot }), input };
}
