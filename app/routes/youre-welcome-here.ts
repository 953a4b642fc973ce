// An old welcome link that now lands on the home page, keeping any campaign query string.
import { redirect } from "react-router";
import { languageOfPath, pathIn } from "~/content-model/languages";
import { takesNoForm } from "./takes-no-form.server";

/** The home page in the link's language (/es/youre-welcome-here → /es). */
function homeWithQuery(request: Request) {
  const { pathname, search } = new URL(request.url);
  return `${pathIn("/", languageOfPath(pathname))}${search}`;
}

// A direct request (bookmark, search result) gets a permanent redirect from the server.
export function loader({ request }: { request: Request }) {
  return redirect(homeWithQuery(request), 301);
}

// A click inside the site goes straight home without a server round trip; the router never puts
// a redirecting address in history, so Back returns to the page the visitor came from.
export function clientLoader({ request }: { request: Request }) {
  return redirect(homeWithQuery(request));
}

export const action = takesNoForm;
