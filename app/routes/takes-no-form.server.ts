// What an address that is not a page (a redirect, a photo) answers to a form. Without an action,
// React Router answers 405 with a JSON body that says "Unexpected Server Error", which blames the
// site for the sender's mistake; this says what a page's 405 says, in the address's language.
import { errorWords } from "~/components/interface-words";
import { languageOfPath } from "~/content-model/languages";

export function takesNoForm({ request }: { request: Request }): Response {
  const say = errorWords[languageOfPath(new URL(request.url).pathname)];
  return new Response(`${say.noForms}. ${say.noFormsExplained}\n`, {
    status: 405,
    headers: { Allow: "GET, HEAD", "Content-Type": "text/plain; charset=utf-8" },
  });
}
