import { index, type RouteConfig, route } from "@react-router/dev/routes";
import { defaultLanguage, languageCodes, languagesOf, pathIn } from "./content-model/languages";
import { publicPages } from "./pages";

// The other languages' pages are the same route modules under the language's code (/es/groups),
// each with an id of its own, in each language that has the page; a page reads its language from
// its address (content-model/languages.ts).
const otherLanguages = languageCodes.filter((language) => language !== defaultLanguage);
const translated = (path: string, file: string) =>
  languagesOf(path)
    .filter((language) => language !== defaultLanguage)
    .map((language) => route(pathIn(path, language).slice(1), file, { id: `${language}${path}` }));

export default [
  // The public pages, from their one list (pages.ts), in every language.
  ...publicPages.map((page) => (page.path === "/" ? index(page.route) : route(page.path.slice(1), page.route))),
  ...publicPages.flatMap((page) => translated(page.path, page.route)),
  route("api/submit-note", "routes/api.submit-note.ts"),
  route("youre-welcome-here", "routes/youre-welcome-here.ts"),
  ...otherLanguages.map((language) =>
    route(pathIn("/youre-welcome-here", language).slice(1), "routes/youre-welcome-here.ts", {
      id: `${language}/youre-welcome-here`,
    }),
  ),
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
  ...otherLanguages.map((language) => route(`${language}/*`, "routes/not-found.tsx", { id: `${language}/not-found` })),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
