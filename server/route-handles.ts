// Which route React Router will hand a request to, worked out before anything else is done for it:
// a body larger than a form of text is refused at once (413) unless that route says it reads one
// that large (the staff editor's photos), and the sign-in route's posts pass its gate. Matched the
// way React Router matches, on the build's own routes, so every spelling of a path meets the same
// guard; a page's `.data` twin is the page's route.
import { matchRoutes, type RouteObject, type ServerBuild } from "react-router";

type Routes = ServerBuild["routes"];

function tree(routes: Routes, parentId?: string): RouteObject[] {
  return Object.values(routes)
    .filter((route) => route?.parentId === parentId)
    .map((route) => {
      const { id, path, index, caseSensitive } = route as NonNullable<Routes[string]>;
      return index ? { id, path, index: true, caseSensitive } : { id, path, caseSensitive, children: tree(routes, id) };
    });
}

/** The `handle` of the route that answers `pathname` (undefined for none, or a route without one). */
export function routeHandles(build: ServerBuild): (pathname: string) => unknown {
  const routes = tree(build.routes);
  return (pathname) => {
    const path = pathname === "/_root.data" ? "/" : pathname.replace(/\.data$/, "");
    const leaf = matchRoutes(routes, path)?.at(-1);
    return leaf ? build.routes[leaf.route.id ?? ""]?.module.handle : undefined;
  };
}
