import { index, type RouteConfig, route } from "@react-router/dev/routes";
import { publicPages } from "./pages";

export default [
  // The public pages, from their one list (pages.ts).
  ...publicPages.map((page) => (page.path === "/" ? index(page.route) : route(page.path.slice(1), page.route))),
  route("api/submit-note", "routes/api.submit-note.ts"),
  route("youre-welcome-here", "routes/youre-welcome-here.ts"),
  // Photos staff uploaded, from the database (app/media/).
  route("media/:file", "routes/media.$file.ts"),
  // Staff only, rendered per request (never kept): see app/staff/.
  // Each exports the staff-only middleware of app/staff/staff-only.server.ts.
  route("staff", "routes/staff.tsx"),
  route("staff/notes", "routes/staff.notes.tsx"),
  route("staff/login", "routes/staff.login.tsx"),
  route("staff/login/code", "routes/staff.login.code.tsx"),
  route("staff/passkey", "routes/staff.passkey.ts"),
  route("staff/logout", "routes/staff.logout.ts"),
  route("staff/notes/print", "routes/staff.notes.print.tsx"),
  route("staff/accounts", "routes/staff.accounts.tsx"),
  route("staff/account", "routes/staff.account.tsx"),
  route("staff/confirm", "routes/staff.confirm.tsx"),
  route("staff/forgot", "routes/staff.forgot.tsx"),
  route("staff/password", "routes/staff.password.tsx"),
  route("staff/undo", "routes/staff.undo.tsx"),
  route("staff/content", "routes/staff.content.tsx"),
  route("staff/content/:item", "routes/staff.content.$item.tsx"),
  route("staff/content/:item/preview", "routes/staff.content.$item.preview.ts"),
  route("staff/photos", "routes/staff.photos.tsx"),
  route("staff/photos/:id", "routes/staff.photos.$id.ts"),
  // The staff area's addresses before it was named "staff": bookmarks and e-mailed links keep working.
  route("review/*?", "routes/review.$.ts"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
