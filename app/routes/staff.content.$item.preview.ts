// POST /staff/content/:item/preview: a page as visitors would see it with the values in the editor's
// form, before anything is published. Rendered by the same code as the published page, with a notice
// across the top; nothing is saved. Staff with the content role only.

import { data } from "react-router";
import { formatDateTime, timestampAt } from "~/content/church-time";
import { factValues } from "~/content/facts";
import { defaultLanguage, languageCodes, pathIn } from "~/content/languages";
import { requestContext } from "~/http/context.server";
import { EDITOR_BODY_LIMIT } from "~/lib/media-paths";
import type { PageHandle } from "~/lib/page-handle";
import type { PublishedContent } from "~/published/content";
import { contentAt } from "~/publishing/content-at";
import { editedLanguage, publisherOf } from "~/publishing/context.server";
import { checkContent } from "~/publishing/edit-checks";
import { editableItemOr404, editing } from "~/publishing/editable-items";
import { mergeChanges } from "~/publishing/merge-changes";
import { choicesOf, formBase } from "~/publishing/on-top.server";
import { readSent, valueFromForm } from "~/publishing/read-form";
import { readStaffForm, requireStaff } from "~/staff/access.server";
import { can } from "~/staff/roles";
import { staffOnly } from "~/staff/staff-only.server";
import type { Route } from "./+types/staff.content.$item.preview";

export const middleware = [staffOnly];

// The editor's form, photo and all, is what a preview is asked for with; a new photo is not shown
// until the form is sent to the editor itself, which makes it ready.
export const handle: PageHandle = { bodyLimit: EDITOR_BODY_LIMIT };

/** The notice across the top of a preview, saying when it shows the page as of. */
const notice = (when: string | undefined) =>
  `<p role="status" class="bg-yellow px-4 py-3 text-center font-bold text-navy-deep">Preview${
    when ? ` as on ${escapeHtml(when)}, with the changes scheduled by then` : ""
  }: these changes are not published. Close this tab to go back to the editor.</p>`;

const escapeHtml = (text: string) => text.replace(/[&<>"]/g, (character) => `&#${character.charCodeAt(0)};`);

/** The moment a preview shows, from the form's "Preview as on": now, or a later time on the church's clocks. */
function previewMoment(typed: string): { at: Date; later: boolean } {
  const now = new Date();
  if (typed.trim() === "") return { at: now, later: false };
  const stamp = timestampAt(typed.trim());
  const at = new Date(stamp ?? Number.NaN);
  if (Number.isNaN(at.getTime())) {
    throw data("Nothing to preview: “Preview as on” is not a time the church's clocks show.", { status: 400 });
  }
  return at.getTime() > now.getTime() ? { at, later: true } : { at: now, later: false };
}

/** A preview is asked for from the editor's form; a plain visit to the address shows nothing. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireStaff(request, context, editing(params.item, editedLanguage(request)));
  editableItemOr404(params.item, editedLanguage(request));
  throw data("Ask for a preview from the editor's form.", { status: 405, headers: { Allow: "POST" } });
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const { auth, visit, account } = await requireStaff(request, context, editing(params.item, editedLanguage(request)));
  const item = editableItemOr404(params.item, editedLanguage(request));
  const form = await readStaffForm(request, auth, visit, {
    limit: EDITOR_BODY_LIMIT,
    files: "ignore",
  });
  // The form of another language's words says which; its page is previewed in that language.
  const language = languageCodes.find((code) => code === form.get("language")) ?? defaultLanguage;
  if (!can(account, ...editing(item.slug, language))) {
    throw data("Your account does not let you preview this item in that language.", { status: 403 });
  }
  const publisher = publisherOf(context, language);
  const page = item.shownOn.find((shown) => shown.path === form.get("page"));
  if (!page) throw data("That page does not show this item.", { status: 400 });
  const content = publisher.current();
  const sent = readSent(form);
  if (!sent) throw data("This form has more items than any list holds.", { status: 400 });
  // What publishing would make of the form: what it changed, on top of what is published now; where a
  // colleague changed the same field, the side chosen, or the form's while none is.
  const base = formBase(form) ?? content[item.key];
  const choose = choicesOf(form);
  const mine = valueFromForm(item.schema, sent, base, undefined, language !== defaultLanguage);
  const merged = mergeChanges(base, content[item.key], mine, (key) => choose(key) ?? "mine");
  const value = "value" in merged ? merged.value : mine;
  const checked = checkContent(item.schema, value, factValues({ ...content, [item.key]: value }));
  if (!checked.ok) {
    const lines = checked.problems.map((problem) => `${problem.label}: ${problem.message}`);
    throw data(`Nothing to preview. Please correct:\n${lines.join("\n")}`, { status: 400 });
  }
  const { at, later } = previewMoment(String(form.get("previewAt") ?? ""));
  const nonce = context.get(requestContext).cspNonce;
  const withEdit = { ...content, [item.key]: checked.data } as PublishedContent;
  const values = later ? contentAt(withEdit, await publisher.revisions.dueBy(at), at.getTime()) : withEdit;
  const rendered = await publisher.renderWith(pathIn(page.path, language), values, nonce);
  const when = later ? formatDateTime(at.toISOString()) : undefined;
  const html = (await rendered.text()).replace(/<body[^>]*>/, (body) => `${body}${notice(when)}`);
  return new Response(html, { status: rendered.status, headers: { "Content-Type": "text/html; charset=utf-8" } });
}
