// Asks before the editor's page is left with changes in its form that were not sent. A page React
// runs in (a staff session that began on a page with React) moves to another page without a new
// document, so the browser's own question on leaving is not asked: this asks it instead. Whether
// the form was changed is the <unsaved-changes> element's to say (app/behaviours/unsaved-changes.ts).
import { useEffect } from "react";
import { useBlocker } from "react-router";

const QUESTION = "Leave this page? Your changes have not been published or kept.";

export function useLeaveChangedForm() {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      currentLocation.pathname !== nextLocation.pathname &&
      document.querySelector("unsaved-changes[data-changed]") !== null,
  );
  useEffect(() => {
    if (blocker.state !== "blocked") return;
    if (window.confirm(QUESTION)) blocker.proceed();
    else blocker.reset();
  }, [blocker]);
}
