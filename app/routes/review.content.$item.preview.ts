// POST /review/content/:item/preview: a page as visitors would see it with the values in the editor's
// form, before anything is published. Rendered by the same code as the published page, with a notice
// across the top; nothing is saved. Staff with the content role only.
import { data } from "react-router";
import { factValues } from "~/content/facts";
import { requestContext } from "~/http/context.server";
import { EDITOR_BODY_LIMIT } from "~/lib/media-paths";
import type { PageHandle } from "~/lib/page-handle";
import { publisherOf } from "~/publishing/context.server";
import { checkContent } from "~/publishing/edit-checks";
import { editableItem } from "~/publishing/editable-items";
import { readSent, valueFromForm } from "~/publishing/read-form";
import { readReviewForm, requireReviewer } from "~/review/access.server";
import { staffOnly } from "~/review/staff-only.server";
import type { Route } from "./+types/review.content.$item.preview";

export const middleware = [staffOnly];

// The editor's form, photo and all, is what a preview is asked for with; a new photo is not shown
// until the form is sent to the editor itself, which makes it ready.
export const handle: PageHandle = { bodyLimit: EDITOR_BODY_LIMIT };

const NOTICE =
  '<p role="status" class="bg-yellow px-4 py-3 text-center font-bold text-navy-deep">Preview: these changes are not published. Close this tab to go back to the editor.</p>';

/** A preview is asked for from the editor's form; a plain visit to the address shows nothing. */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireReviewer(request, context, "content");
  throw data("Ask for a preview from the editor's form.", { status: 405, headers: { Allow: "POST" } });
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const { auth, visit } = await requireReviewer(request, context, "content");
  const publisher = publisherOf(context);
  const item = editableItem(params.item);
  if (!item) throw data("There is no such item to edit.", { status: 404 });
  const form = await readReviewForm(request, auth, visit, {
    limit: EDITOR_BODY_LIMIT,
    files: "ignore",
  });
  const page = item.shownOn.find((shown) => shown.path === form.get("page"));
  if (!page) throw data("That page does not show this item.", { status: 400 });
  const content = publisher.current();
  const sent = readSent(form);
  if (!sent) throw data("This form has more items than any list holds.", { status: 400 });
  const value = valueFromForm(item.schema, sent, content[item.key]);
  const checked = checkContent(item.schema, value, factValues({ ...content, [item.key]: value }));
  if (!checked.ok) {
    const lines = checked.problems.map((problem) => `${problem.label} (${problem.name}): ${problem.message}`);
    throw data(`Nothing to preview. Please correct:\n${lines.join("\n")}`, { status: 400 });
  }
  const rendered = await publisher.preview(page.path, item, checked.data, context.get(requestContext).cspNonce);
  const html = (await rendered.text()).replace(/<body[^>]*>/, (body) => `${body}${NOTICE}`);
  return new Response(html, { status: rendered.status, headers: { "Content-Type": "text/html; charset=utf-8" } });
}
