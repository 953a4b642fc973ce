/**
 * Brings an in-page section into view (smoothly, unless the visitor prefers reduced motion) and
 * moves keyboard focus to it, so the next Tab continues from there.
 */
export function scrollToSection(id: string) {
  const section = document.getElementById(id);
  if (!section) return false;
  const reduce = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
  section.scrollIntoView({ behavior: reduce ? "auto" : "smooth", block: "start" });
  if (!section.hasAttribute("tabindex")) section.setAttribute("tabindex", "-1");
  section.focus({ preventScroll: true });
  history.replaceState(history.state, "", `#${id}`);
  return true;
}
