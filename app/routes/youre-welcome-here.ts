// An old welcome link that now lands on the home page.
import { redirect, replace } from "react-router";

// A direct request (bookmark, search result) gets a permanent redirect from the server.
export function loader() {
  return redirect("/", 301);
}

// A click inside the site replaces the history entry, so Back does not bounce here again.
export function clientLoader() {
  return replace("/");
}
