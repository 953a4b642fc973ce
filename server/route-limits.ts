// Which route React Router will hand a request to, worked out before its body is read: a body larger
// than a form of text is refused at once (413) unless that route says it reads one that large (the
// staff editor's photos). Matched the way React Router matches, on the build's own routes, so every
// spelling of a path meets the same limit; a page's `.data` twin is the page's route.
import { matchRoutes, type RouteObject, type ServerBuild } from "react-router";
import { bodyLimitOf } from "~/lib/page-handle";

type Routes = ServerBuild["routes"];

function tree(routes: Routes, parentId?: string): RouteObject[] {
  return Object.values(routes)
    .filter((route) => route?.parentId === parentId)
    .map((route) => {
      const { id, path, index, caseSensitive } = route as NonNullable<Routes[string]>;
      return index ? { id, path, index: true, caseSensitive } : { id, path, caseSensitive, children: tree(routes, id) };
    });
}

/** The largest body the route matching `pathname` reads; undefined for every route that reads a text form only. */
export function routeBodyLimits(build: ServerBuild): (pathname: string) => number | undefined {
  const routes = tree(build.routes);
  return (pathname) => {
    // As React Router reads a data request's path: "/_.data" and "/x/_.data" are "/" and "/x/".
    const path = pathname.endsWith("/_.data") ? pathname.slice(0, -"_.data".length) : pathname.replace(/\.data$/, "");
    const leaf = matchRoutes(routes, path)?.at(-1);
    return leaf ? bodyLimitOf(build.routes[leaf.route.id ?? ""]?.module.handle) : undefined;
  };
}
