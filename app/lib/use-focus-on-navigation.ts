import { useEffect, useRef } from "react";
import { useLocation } from "react-router";

/**
 * After a navigation inside the site, moves focus to the new page's main heading, so keyboard and
 * screen-reader users start at the top of the new content (and hear its name) instead of being
 * left on a link that has gone, as a full page load would do for them.
 */
export function useFocusOnNavigation() {
  const { pathname, hash } = useLocation();
  const firstRender = useRef(true);

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the page changes, by design
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    if (hash) return; // In-page anchors bring their own target.
    // An answer on the new page (what an action did) has taken the keyboard already.
    if (document.activeElement?.closest("main [tabindex='-1']")) return;
    const heading = document.querySelector<HTMLElement>("main h1");
    const target = heading ?? document.getElementById("main");
    if (!target) return;
    if (!target.hasAttribute("tabindex")) target.setAttribute("tabindex", "-1");
    target.focus({ preventScroll: true });
  }, [pathname]);
}
