// The gate in front of every staff page and action: a signed-in staff member, or a redirect to sign-in;
// and the one way the staff forms are read (size, type and token checked before anything else).
import { data, type RouterContextProvider, redirect } from "react-router";
import { requestContext } from "~/http/context.server";
import { readForm } from "~/http/request-body.server";
import { browserName } from "~/lib/browser-name";
import type { StaffAccount } from "~/staff/accounts.server";
import { type Ask, can } from "~/staff/roles";
import type { ChangeMade } from "~/staff/security-notices.server";
import type { StaffAuth, StaffVisit } from "./auth.server";
import { type StaffServices, staffServices } from "./context.server";

export interface SignedInStaff {
  services: StaffServices;
  auth: StaffAuth;
  visit: StaffVisit;
  staffName: string;
  account: StaffAccount;
}

/** Review forms are a few short fields; anything larger is refused before it is read. */
const STAFF_FORM_LIMIT = 16 * 1024;

/** Where to go after signing in: only a review page, never another site or page. */
export function safeNext(value: string | null | undefined): string {
  // Printable characters only: a line break would make the redirect itself fail.
  return value && /^\/staff(?:[/?][\x21-\x7e]*)?$/.test(value) ? value : "/staff";
}

/** A staff page refused to an account without its role: why, and where to go instead. */
interface StaffRefusal {
  message: string;
  next: { href: string; label: string };
}

/** Why a question was answered no, said to the person who asked it. */
function refusalOf([action, target]: Ask): string {
  if (action === "review") return "Your account does not review notes.";
  if (action === "manage") return "Only administrators manage staff accounts.";
  if (typeof target === "object") return "Your account does not edit this part of the website.";
  return "Your account does not edit the website's content.";
}

/** Whether the account's roles require a second step at sign-in (STAFF_TWO_STEP). */
export function secondStepRequired(services: StaffServices, account: StaffAccount): boolean {
  return account.roles.some((role) => services.twoStepRequiredFor.includes(role));
}

/** Whether the account's roles require a second step and it has neither an app nor a passkey yet. */
async function needsTwoStep(services: StaffServices, account: StaffAccount): Promise<boolean> {
  if (account.twoStep?.confirmedAt || !secondStepRequired(services, account)) return false;
  return !(await services.passkeys.any(account.id));
}

/**
 * What a right password is followed by: the app's code, a passkey, or either; nothing when the
 * account has no app and its role does not require a second step (a passkey of such an account is
 * a way to sign in, not a second lock).
 */
export async function secondStepAfterPassword(
  services: StaffServices,
  account: StaffAccount,
): Promise<{ app: boolean; passkey: boolean } | null> {
  const app = Boolean(account.twoStep?.confirmedAt);
  const passkey = await services.passkeys.any(account.id);
  if (app || (passkey && secondStepRequired(services, account))) return { app, passkey };
  return null;
}

/** The first staff page an account may use. */
export function homeOf(account: StaffAccount): string {
  if (can(account, "review", "notes")) return "/staff/notes";
  if (can(account, "edit", "website")) return "/staff/content";
  if (can(account, "manage", "staff")) return "/staff/accounts";
  return "/staff/account";
}

/**
 * The signed-in staff member, or else a redirect to sign-in (which comes back here afterwards).
 * With a question (`["edit", item]`), also one `can` answers yes for (403 otherwise). Nothing is
 * read before this has passed.
 */
export async function requireStaff(
  request: Request,
  context: Readonly<RouterContextProvider>,
  ask?: Ask,
  /** The page where two-step sign-in is set up, which must open without it. */
  { settingUpTwoStep = false } = {},
): Promise<SignedInStaff> {
  const services = staffServices(context);
  const { auth } = services;
  if (!(await auth.configured())) throw redirect("/staff/notes");
  const visit = await auth.visit(request);
  if (!visit.staff) {
    if (visit.expired) auth.flash(visit, "You were signed out after 12 hours without activity. Please sign in again.");
    const url = new URL(request.url);
    const next = request.method === "GET" ? `${url.pathname}${url.search}` : "/staff";
    throw redirect(`/staff/login?next=${encodeURIComponent(safeNext(next))}`, {
      headers: { "Set-Cookie": await auth.commit(visit, request) },
    });
  }
  const account = visit.staff;
  if (!settingUpTwoStep && (await needsTwoStep(services, account))) {
    auth.flash(
      visit,
      "Your role needs two-step sign-in. Add a passkey or an authenticator app here before going on: it takes a minute.",
    );
    throw redirect("/staff/account#two-step", { headers: { "Set-Cookie": await auth.commit(visit, request) } });
  }
  if (ask && !can(account, ...ask)) {
    // The notes page is where note reviewers start; those who do not review notes start at a page they use.
    const home = homeOf(account);
    if (ask[0] === "review" && home !== "/staff/notes") throw redirect(home);
    // Said with the way to what the person may do: an administrator can give the role to themself.
    const next = can(account, "manage", "staff")
      ? {
          say: "As an administrator, you can give it to yourself on the Staff page, beside your name.",
          href: "/staff/accounts",
          label: "Open the Staff page",
        }
      : { say: "An administrator can give it to you on the Staff page.", href: home, label: "Go to your staff pages" };
    const refusal: StaffRefusal = { message: `${refusalOf(ask)} ${next.say}`, next };
    throw data(refusal, { status: 403 });
  }
  return { services, auth, visit, staffName: account.name, account };
}

/**
 * A staff form's fields, read within the limit (413, 415 or 400 for a body no staff form sends),
 * and whether it carries this session's form token. Every staff form, sign-in included, is read here.
 */
export async function readStaffFormAndToken(
  request: Request,
  auth: StaffAuth,
  visit: StaffVisit,
  { limit = STAFF_FORM_LIMIT, files = "refuse" }: StaffFormOptions = {},
): Promise<{ form: FormData; tokenMatches: boolean }> {
  const body = await readForm(request, limit, files);
  if (!body.ok) throw data(body.message, { status: body.status });
  return { form: body.value, tokenMatches: auth.csrfMatches(visit, body.value.get("csrf")) };
}

/** A form larger than the review forms' (the content editor's, which may carry photos), and what to do with its files. */
export interface StaffFormOptions {
  limit?: number;
  files?: "refuse" | "keep" | "ignore";
}

/** A signed-in staff member's form, refused with 403 when its token is missing or wrong. */
export async function readStaffForm(
  request: Request,
  auth: StaffAuth,
  visit: StaffVisit,
  options?: StaffFormOptions,
): Promise<FormData> {
  const { form, tokenMatches } = await readStaffFormAndToken(request, auth, visit, options);
  if (!tokenMatches) throw data("This form has expired. Reload the page and try again.", { status: 403 });
  return form;
}

/**
 * Before a change to how anyone signs in: nothing, when the password or a passkey was used in this
 * session within the last few minutes; otherwise a redirect to "Confirm it's you", which comes
 * back to `next` (docs/decisions/0033). The form sent, given, is kept for `next` to show again, so
 * what was typed before the minutes ran out is not lost (WCAG 3.3.7).
 */
export async function requireConfirmed(
  { auth, visit }: SignedInStaff,
  request: Request,
  next: string,
  sent?: FormData,
): Promise<void> {
  if (auth.recentlyConfirmed(visit)) return;
  if (sent) auth.keep(visit, safeNext(next), sent);
  auth.flash(visit, "To change how anyone signs in, confirm it's you first.");
  throw redirect(`/staff/confirm?next=${encodeURIComponent(safeNext(next))}`, {
    headers: { "Set-Cookie": await auth.commit(visit, request) },
  });
}

/** Who made a change to someone's sign-in, and from where, as the e-mail about it says. */
export function changeMade(
  request: Request,
  context: Readonly<RouterContextProvider>,
  by: string,
  detail?: ChangeMade["detail"],
): ChangeMade {
  const address = context.get(requestContext).clientAddress;
  const from = `${browserName(request.headers.get("User-Agent"))}${address ? ` at the internet address ${address}` : ""}`;
  return { by, from, detail };
}
