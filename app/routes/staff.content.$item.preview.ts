// POST /staff/content/:item/preview: a page as visitors would see it with the values in the editor's
// form, before anything is published. Rendered by the same code as the published page, with a notice
// across the top; nothing is published. A photo chosen in the form is made ready and kept as the
// person's upload, as Save draft keeps it, so a new event's photo is seen before it goes out.
// A form that cannot be previewed is answered with the page as published, under a notice naming
// each field to correct: a page, never a bare message. Staff with the content role only.

import { data } from "react-router";
import { formatDateTime, timestampAt } from "~/content-model/church-time";
import { defaultLanguage, languageCodes, pathIn } from "~/content-model/languages";
import { keptPictures, takePhotos } from "~/editor/editor-photos.server";
import { choicesOf, formBase } from "~/editor/on-top.server";
import { readSent, valueFromForm } from "~/editor/read-form";
import { requestContext } from "~/http/context.server";
import { EDITOR_BODY_LIMIT } from "~/lib/media-paths";
import type { PageHandle } from "~/lib/page-handle";
import { photosOf } from "~/media/context.server";
import { BUSY_MESSAGE } from "~/media/photos.server";
import type { PublishedContent } from "~/published/content";
import { factValues } from "~/published/facts";
import { contentAt } from "~/publishing/content-at";
import { editedLanguage, publisherOf } from "~/publishing/context.server";
import { checkContent, labelled } from "~/publishing/edit-checks";
import { fieldGroups } from "~/publishing/edit-form";
import { type EditableItem, editableItemOr404, editing } from "~/publishing/editable-items";
import { mergeChanges } from "~/publishing/merge-changes";
import type { Publisher } from "~/publishing/publisher";
import { readStaffForm, requireStaff } from "~/staff/access.server";
import { can } from "~/staff/roles";
import { staffOnly } from "~/staff/staff-only.server";
import type { Route } from "./+types/staff.content.$item.preview";

export const middleware = [staffOnly];

// The editor's form, photo and all, is what a preview is asked for with.
export const handle: PageHandle = { bodyLimit: EDITOR_BODY_LIMIT };

/** The notice across the top of a preview, saying when it shows the page as of. */
const notice = (when: string | undefined) =>
  `<p role="status" class="bg-yellow px-4 py-3 text-center font-bold text-navy-deep">Preview${
    when ? ` as on ${escapeHtml(when)}, with the changes scheduled by then` : ""
  }: these changes are not published. Close this tab to go back to the editor.</p>`;

/** The notice across the top of the published page when the form cannot be previewed: each field to correct. */
const refusal = (lines: string[]) =>
  `<div role="alert" class="border-b-4 border-red bg-red-pale px-4 py-4 text-gray-900"><div class="mx-auto max-w-3xl">` +
  `<h1 class="font-heading text-2xl font-extrabold text-navy">Nothing to preview yet: please correct the form</h1>` +
  `<ul class="mt-2 list-disc pl-6">${lines.map((line) => `<li>${escapeHtml(line)}</li>`).join("")}</ul>` +
  `<p class="mt-2">What you typed is still in the editor: close this tab, correct it there and press Preview again. ` +
  `Below is the page as it is published now.</p></div></div>`;

/** Why a form cannot be previewed, said across the top of the published page. */
class Refused extends Error {
  constructor(readonly lines: string[]) {
    super(lines.join("; "));
  }
}

const escapeHtml = (text: string) => text.replace(/[&<>"]/g, (character) => `&#${character.charCodeAt(0)};`);

/** The moment a preview shows, from the form's "Preview as on": now, or a later time on the church's clocks. */
function previewMoment(typed: string): { at: Date; later: boolean } {
  const now = new Date();
  if (typed.trim() === "") return { at: now, later: false };
  const stamp = timestampAt(typed.trim());
  const at = new Date(stamp ?? Number.NaN);
  if (Number.isNaN(at.getTime())) throw new Refused(["Preview as on: is not a time the church's clocks show"]);
  return at.getTime() > now.getTime() ? { at, later: true } : { at: now, later: false };
}

/** A preview is asked for from the editor's form; a plain visit to the address shows nothing. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireStaff(request, context, editing(params.item, editedLanguage(request)));
  editableItemOr404(params.item, editedLanguage(request));
  throw data("Ask for a preview from the editor's form.", { status: 405, headers: { Allow: "POST" } });
}

export async function action(args: Route.ActionArgs) {
  const { request, context, params } = args;
  const staff = await requireStaff(request, context, editing(params.item, editedLanguage(request)));
  const item = editableItemOr404(params.item, editedLanguage(request));
  // A photo is made ready as the editor's own form makes it: one form at a time, a crowd turned away.
  const answered = await photosOf(context).receive(() => preview(args, staff, item));
  if (answered.busy) throw data(BUSY_MESSAGE, { status: 503, headers: { "Retry-After": "5" } });
  return answered.value;
}

async function preview(
  { request, context }: Route.ActionArgs,
  { auth, visit, account, staffName }: Awaited<ReturnType<typeof requireStaff>>,
  item: EditableItem,
) {
  const form = await readStaffForm(request, auth, visit, { limit: EDITOR_BODY_LIMIT, files: "keep" });
  // The form of another language's words says which; its page is previewed in that language.
  const language = languageCodes.find((code) => code === form.get("language")) ?? defaultLanguage;
  if (!can(account, ...editing(item.slug, language))) {
    throw data("Your account does not let you preview this item in that language.", { status: 403 });
  }
  const publisher = publisherOf(context, language);
  const page = item.shownOn.find((shown) => shown.path === form.get("page"));
  if (!page) throw data("That page does not show this item.", { status: 400 });
  const content = publisher.current();
  const nonce = context.get(requestContext).cspNonce;
  try {
    const { values, when, at } = await previewed({ form, item, publisher, staffName, context });
    const rendered = await publisher.renderWith(pathIn(page.path, language), values, nonce);
    // A page's own clock (the live-service line) reads the moment previewed, not today.
    const html = (await rendered.text())
      .replace(/<head[^>]*>/, (head) => (when ? `${head}<meta name="shown-at" content="${at.toISOString()}">` : head))
      .replace(/<body[^>]*>/, (body) => `${body}${notice(when)}`);
    return new Response(html, { status: rendered.status, headers: { "Content-Type": "text/html; charset=utf-8" } });
  } catch (error) {
    if (!(error instanceof Refused)) throw error;
    const rendered = await publisher.renderWith(pathIn(page.path, language), content, nonce);
    const html = (await rendered.text()).replace(/<body[^>]*>/, (body) => `${body}${refusal(error.lines)}`);
    return new Response(html, { status: 400, headers: { "Content-Type": "text/html; charset=utf-8" } });
  }
}

/** The content the preview shows: the form's values, as publishing would make them, at the moment asked for. */
async function previewed({
  form,
  item,
  publisher,
  staffName,
  context,
}: {
  form: FormData;
  item: EditableItem;
  publisher: Publisher;
  staffName: string;
  context: Route.ActionArgs["context"];
}) {
  const content = publisher.current();
  const sent = readSent(form);
  if (!sent) throw data("This form has more items than any list holds.", { status: 400 });
  // What publishing would make of the form: what it changed, on top of what is published now; where a
  // colleague changed the same field, the side chosen, or the form's while none is.
  const base = formBase(form) ?? content[item.key];
  const choose = choicesOf(form);
  const wordsOnly = publisher.language !== defaultLanguage;
  const photos = await takePhotos(
    sent,
    fieldGroups(item.schema, valueFromForm(item.schema, sent, base, undefined, wordsOnly)),
    photosOf(context),
    staffName,
  );
  const mine = valueFromForm(item.schema, sent, base, photos.uploaded, wordsOnly);
  const merged = mergeChanges(base, content[item.key], mine, (key) => choose(key) ?? "mine");
  const value = "value" in merged ? merged.value : mine;
  const unknownPictures = await keptPictures(value, photosOf(context));
  const checked = checkContent(item.schema, value, factValues({ ...content, [item.key]: value }));
  const problems = [
    ...photos.problems,
    ...(checked.ok ? [] : checked.problems),
    ...labelled(item.schema, value, unknownPictures),
  ];
  if (problems.length > 0 || !checked.ok) {
    throw new Refused(problems.map((problem) => `${problem.label}: ${problem.message}`));
  }
  const { at, later } = previewMoment(String(form.get("previewAt") ?? ""));
  const withEdit = { ...content, [item.key]: checked.data } as PublishedContent;
  const values = later ? contentAt(withEdit, await publisher.revisions.dueBy(at), at.getTime()) : withEdit;
  return { values, at, when: later ? formatDateTime(at.toISOString()) : undefined };
}
