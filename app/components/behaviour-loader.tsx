// Starts the small behaviours (app/behaviours/) that the page shows, once it has loaded. Each
// behaviour is a custom element named after its file; the page loads the script of each element it
// contains, and nothing else. Until then (or without JavaScript) the HTML works on its own.

import behaviourUrls from "virtual:behaviours";
import { useEffect } from "react";
import { useLocation } from "react-router";
import { afterLoad } from "~/lib/after-load";

const source = afterLoad(
  `for(const[name,url]of Object.entries(${JSON.stringify(behaviourUrls)}))if(document.querySelector(name))import(url);`,
);

export function BehaviourLoader({ nonce }: { nonce?: string }) {
  // biome-ignore lint/security/noDangerouslySetInnerHtml: the script is written above from the build's own list
  return <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: source }} />;
}

/**
 * Where React runs (the staff area), a page reached without a new document gets no
 * loader script: after each such navigation, the behaviours of the elements it shows are loaded (each
 * script once; the browser keeps the modules it has).
 */
export function useBehavioursOnNavigation() {
  const { key } = useLocation();
  useEffect(() => {
    if (key === "default") return; // the first document: its own loader script starts them
    for (const [name, url] of Object.entries(behaviourUrls)) {
      if (document.querySelector(name)) void import(/* @vite-ignore */ url);
    }
  }, [key]);
}
