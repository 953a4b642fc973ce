import { data, useActionData, useLoaderData } from "react-router";
import { usePageLanguage } from "~/components/interface-words";
import { PageHero } from "~/components/ui/page-hero";
import { requestContext } from "~/http/context.server";
import { titledName } from "~/lib/titled-name";
import { showsSomething } from "~/lib/typed-text";
import { acceptNote } from "~/notes/accept.server";
import { echoableValues } from "~/notes/limits";
import { formMessages, noteMessages } from "~/notes/messages";
import { type NoteActionResult, NoteForm } from "~/notes/note-form";
import { newFormKey } from "~/notes/service.server";
import { shownIn } from "~/published/context.server";
import { usePublishedContent } from "~/published/use-published-content";
import { pageHead, pageMeta } from "~/seo/page-meta";
import type { Route } from "./+types/share-note";

export const meta: Route.MetaFunction = ({ loaderData, location }) => pageMeta(loaderData?.head, location);

export function loader({ context }: Route.LoaderArgs) {
  return {
    head: pageHead(shownIn(context), "shareNote"),
    // Each drawing of the form has its own key, so a note sent twice from it is kept once.
    noteKey: newFormKey(),
  };
}

// The page carries its form's key: no shared cache may keep it for another visitor. The
// no-JavaScript post's Retry-After when an address has sent too many notes.
export const headers = ({ actionHeaders }: Route.HeadersArgs) => {
  const headers = new Headers(actionHeaders);
  headers.set("Cache-Control", "private, no-cache");
  return headers;
};

// The form's post when JavaScript is off: the same note service, limits and checks as
// /api/submit-note (app/notes/accept.server.ts), and the answer is this page with the outcome on it.
export async function action({ request, context }: Route.ActionArgs) {
  // A refusal is said in the language of the page the form was sent from.
  const say = noteMessages[context.get(requestContext).language];
  const { outcome, input, formKey } = await acceptNote(request, context, "form");
  // The form drawn again sends the same key: if the note was stored after all, it is kept once.
  const values = { ...echoableValues(input), ...(formKey ? { noteKey: formKey } : {}) };
  const fail = (status: number, message: string, extra: Partial<NoteActionResult> = {}, headers?: HeadersInit) =>
    data<NoteActionResult>({ status: "error", message, values, ...extra } as NoteActionResult, { status, headers });

  switch (outcome.outcome) {
    case "stored":
    case "ignored":
      return data<NoteActionResult>({ status: "success" }, { status: 201 });
    case "limited":
      return fail(
        429,
        `${shownIn(context).shareNote.form.rateLimitedMessage} ${say.tryAgainIn(outcome.retryAfterSeconds)}`,
        {},
        { "Retry-After": String(outcome.retryAfterSeconds) },
      );
    case "refused":
      return fail(outcome.status, outcome.message);
    case "invalid": {
      const missing = !values.pastor || !showsSomething(values.noteContent ?? "");
      return fail(400, missing ? say.missingRequired : (Object.values(outcome.fields)[0] ?? say.submitFailed), {
        fields: outcome.fields,
      });
    }
    default:
      return fail(503, say.submitFailed);
  }
}

// A page of HTML with one small behaviour, <note-form> (docs/decisions/0053): its words and the
// pastors to choose from as staff last published them, marked where a language shows English.
export default function ShareNote() {
  const serverResult = useActionData<typeof action>();
  const { noteKey } = useLoaderData<typeof loader>();
  const content = usePublishedContent();
  const { hero, form } = content.shareNote;
  const { language } = usePageLanguage();
  const pastors = content.pastors.pastors.map((pastor) => ({ id: pastor.id, name: titledName(pastor) }));
  return (
    <>
      <PageHero title={hero.title} subtitle={hero.subtitle} image={hero.image} eyebrow={hero.eyebrow} />
      <section aria-labelledby="note-form-title" className="bg-gray-50 py-14 md:py-20">
        <div className="mx-auto max-w-2xl px-4 md:px-6">
          <div className="rounded-2xl bg-white p-6 shadow-card ring-1 ring-gray-200 md:p-10">
            <h2 id="note-form-title" className="mb-6 font-heading text-2xl font-extrabold text-navy md:text-3xl">
              {form.title}
            </h2>
            <NoteForm
              pastors={pastors}
              labels={form}
              serverResult={serverResult}
              language={language}
              messages={formMessages(language)}
              noteKey={noteKey}
            />
          </div>
        </div>
      </section>
    </>
  );
}
