// /review/…: the staff area's addresses before it was named "staff". Bookmarks and the links in
// e-mails sent before (password, undo and invitation links) keep working: each answers a permanent
// redirect to the same page under /staff, query included, method and body kept (308).
import { redirect } from "react-router";
import type { Route } from "./+types/review.$";

/** The new address of a path under /review: the notes page and the accounts page were renamed. */
export function staffAddress(url: URL): string {
  const rest = url.pathname.replace(/^\/review\/?/i, "");
  const renamed =
    rest === "" ? "notes" : rest.replace(/^print(?=\/|$)/i, "notes/print").replace(/^staff(?=\/|$)/i, "accounts");
  return `/staff/${renamed}${url.search}`;
}

const moved = ({ request }: { request: Request }) => redirect(staffAddress(new URL(request.url)), 308);

export const loader = (args: Route.LoaderArgs) => moved(args);
export const action = (args: Route.ActionArgs) => moved(args);
