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

  let input: unknown;
  let honeypot: unknown;
  if (format === "form") {
    const form = await readForm(request);
    if (!form.ok) return { outcome: { outcome: "refused", status: form.status, message: form.message }, input: {} };
    input = Object.fromEntries(FIELDS.map((name) => [name, (form.value.get(name) as string | null) ?? ""]));
    honeypot = form.value.get("website");
  } else {
    const body = await readJson(request);
    if (!body.ok) return { outcome: { outcome: "refused", status: body.status, message: body.message }, input: {} };
    input = body.value;
    honeypot = body.value && typeof body.value === "object" ? (body.value as { website?: unknown }).website : undefined;
  }

  const limited = await services.limiter.take(clientAddress);
  if (limited) return { outcome: { outcome: "limited", ...limited }, input };
  return { outcome: await services.notes.submit(input, { clientAddress, honeypot }), input };
}
