// What a route module's `handle` may say about its page.
export interface PageHandle {
  /**
   * Load React and React Router in the browser for this page. Only where React state is the
   * behaviour (forms that answer in place, the staff area, live filters); every other page is
   * HTML, CSS and its small behaviours (app/behaviours/), with no framework in the browser.
   */
  hydrate?: boolean;
}

export function wantsHydration(handle: unknown): boolean {
  return typeof handle === "object" && handle !== null && (handle as PageHandle).hydrate === true;
}
