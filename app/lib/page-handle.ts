// What a route module's `handle` may say about its page.
export interface PageHandle {
  /**
   * Load React and React Router in the browser for this page. Only where React state is the
   * behaviour (forms that answer in place, the staff area, live filters); every other page is
   * HTML, CSS and its small behaviours (app/behaviours/), with no framework in the browser.
   */
  hydrate?: boolean;
  /**
   * The largest body this route's action reads, when larger than a form of text (the editor's
   * photos). The server lets a body this large reach this route, and only this one.
   */
  bodyLimit?: number;
}

export function wantsHydration(handle: unknown): boolean {
  return typeof handle === "object" && handle !== null && (handle as PageHandle).hydrate === true;
}

/** The body limit a route's handle gives, if any. */
export function bodyLimitOf(handle: unknown): number | undefined {
  const limit = typeof handle === "object" && handle !== null ? (handle as PageHandle).bodyLimit : undefined;
  return typeof limit === "number" ? limit : undefined;
}
