// /staff/forgot: a staff member who forgot their password asks for a link to choose a new one.
// Every address gets the same answer at once, whether it has an account or not: the link is made
// and sent once the answer has gone (app/staff/staff.server.ts).
import { data, Form, Link } from "react-router";
import { buttonClasses } from "~/components/ui/button";
import { tryAgainIn } from "~/db/rate-limiter.server";
import { afterAnswer, requestContext } from "~/http/context.server";
import { readStaffFormAndToken } from "~/staff/access.server";
import { staffServices } from "~/staff/context.server";
import { TextField } from "~/staff/staff-fields";
import { StaffAlert, StaffHeading } from "~/staff/staff-header";
import { staffOnly } from "~/staff/staff-only.server";
import type { Route } from "./+types/staff.forgot";

// Nothing under /staff is cached or indexed, whatever spelling of the path reached it.
export const middleware = [staffOnly];

export const meta = () => [{ title: "Forgot your password?" }, { name: "robots", content: "noindex, nofollow" }];

export const headers = ({ actionHeaders }: Route.HeadersArgs) => actionHeaders;

export async function loader({ request, context }: Route.LoaderArgs) {
  const { auth, staff } = staffServices(context);
  const visit = await auth.visit(request);
  return data(
    { csrfToken: visit.csrfToken, sendsMail: staff.sendsMail },
    { headers: { "Set-Cookie": await auth.commit(visit, request) } },
  );
}

export async function action({ request, context }: Route.ActionArgs) {
  const { auth, staff, resetLimiter } = staffServices(context);
  const visit = await auth.visit(request);
  const { form, tokenMatches } = await readStaffFormAndToken(request, auth, visit);
  const headers = { "Set-Cookie": await auth.commit(visit, request) };
  const email = String(form.get("email") ?? "").trim();
  if (!tokenMatches)
    return data({ error: "This form had expired. Please try again.", email }, { status: 403, headers });
  if (email === "" || email.length > 254) {
    return data({ error: "Write the e-mail address you sign in with.", email: "" }, { status: 400, headers });
  }
  const requestFacts = context.get(requestContext);
  const limited = await resetLimiter.fromAddress(requestFacts.clientAddress);
  if (limited) {
    return data(
      { error: `Too many reset links were asked for from here. ${tryAgainIn(limited)}.`, email },
      { status: 429, headers: { ...headers, "Retry-After": String(limited.retryAfterSeconds) } },
    );
  }
  // Once this answer has been sent in full, so that its time says nothing about the address: the
  // work for a known address (a link made, an e-mail sent) never shares the answer's moment.
  afterAnswer(requestFacts, async () => {
    if (await resetLimiter.mayEmail(email)) await staff.requestReset(email);
  });
  return data({ sentTo: email }, { headers });
}

export default function ForgotPassword({ loaderData, actionData }: Route.ComponentProps) {
  const answer = actionData as { sentTo?: string; error?: string; email?: string } | undefined;
  return (
    <div className="mx-auto max-w-md px-4 py-14 md:py-20">
      <StaffHeading title="Forgot your password?" />
      {!loaderData.sendsMail ? (
        <p className="mt-4 text-gray-700">
          This site cannot send e-mail yet, so it cannot send you a link. Ask an administrator to make you one: on the
          Staff page they can show a link for you to choose a new password.
        </p>
      ) : answer?.sentTo ? (
        <div role="status" className="mt-6 rounded-lg border-2 border-teal bg-teal-pale p-4 text-gray-900">
          <p className="font-bold">Check your e-mail.</p>
          <p className="mt-1">
            If {answer.sentTo} belongs to a staff account, a link to choose a new password is on its way. It works once,
            for an hour. Nothing after a few minutes? Look in your spam folder, or ask an administrator.
          </p>
        </div>
      ) : (
        <>
          <p className="mt-3 text-gray-700">
            Write the e-mail address you sign in with. We will send you a link to choose a new password.
          </p>
          {answer?.error && <StaffAlert message={answer.error} />}
          <Form method="post" className="mt-6 flex flex-col gap-5">
            <input type="hidden" name="csrf" value={loaderData.csrfToken} />
            <TextField
              id="reset-email"
              label="E-mail address"
              name="email"
              type="email"
              autoComplete="username"
              required
              defaultValue={answer?.email}
            />
            <button type="submit" className={buttonClasses("secondary")}>
              Send me a link
            </button>
          </Form>
        </>
      )}
      <p className="mt-6">
        <Link to="/staff/login" className="font-semibold text-navy underline underline-offset-4">
          Back to sign-in
        </Link>
      </p>
    </div>
  );
}
