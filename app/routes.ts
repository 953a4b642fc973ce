import { index, type RouteConfig, route } from "@react-router/dev/routes";
import { publicPages } from "./pages";

export default [
  // The public pages, from their one list (pages.ts).
  ...publicPages.map((page) => (page.path === "/" ? index(page.route) : route(page.path.slice(1), page.route))),
  route("api/submit-note", "routes/api.submit-note.ts"),
  route("youre-welcome-here", "routes/youre-welcome-here.ts"),
  // Photos staff uploaded, from the database (app/media/).
  route("media/:file", "routes/media.$file.ts"),
  // Staff only, rendered per request (never prerendered): see app/review/.
  // Each exports the staff-only middleware of app/review/staff-only.server.ts.
  route("review", "routes/review.tsx"),
  route("review/login", "routes/review.login.tsx"),
  route("review/login/code", "routes/review.login.code.tsx"),
  route("review/passkey", "routes/review.passkey.ts"),
  route("review/logout", "routes/review.logout.ts"),
  route("review/print", "routes/review.print.tsx"),
  route("review/staff", "routes/review.staff.tsx"),
  route("review/account", "routes/review.account.tsx"),
  route("review/confirm", "routes/review.confirm.tsx"),
  route("review/forgot", "routes/review.forgot.tsx"),
  route("review/password", "routes/review.password.tsx"),
  route("review/undo", "routes/review.undo.tsx"),
  route("review/content", "routes/review.content.tsx"),
  route("review/content/:item", "routes/review.content.$item.tsx"),
  route("review/content/:item/preview", "routes/review.content.$item.preview.ts"),
  route("review/photos", "routes/review.photos.tsx"),
  route("review/photos/:id", "routes/review.photos.$id.ts"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
