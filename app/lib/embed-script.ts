// The church platform's embed script, loaded once per page however many embeds it
// fills, and removed again, where content asks, when the last embed using it leaves the page.
declare global {
  interface Window {
    subsplashEmbed?: (path: string, baseUrl: string, targetId: string) => void;
  }
}

const scriptLoads = new Map<string, Promise<void>>();
const embedsUsing = new Map<string, number>();

/** Adds the provider's script to the page unless it is already there or on its way. */
export function loadEmbedScript(src: string): Promise<void> {
  embedsUsing.set(src, (embedsUsing.get(src) ?? 0) + 1);
  const pending = scriptLoads.get(src);
  if (pending) return pending;
  const script = document.createElement("script");
  script.src = src;
  script.async = true;
  const loaded = new Promise<void>((resolve, reject) => {
    script.addEventListener("load", () => resolve());
    script.addEventListener("error", () => {
      // Forget the failure, so the next embed that needs the script tries again.
      script.remove();
      scriptLoads.delete(src);
      reject(new Error(`The embed script ${src} could not load`));
    });
  });
  scriptLoads.set(src, loaded);
  document.body.appendChild(script);
  return loaded;
}

/**
 * Called when an embed leaves the page. With `remove`, the script goes too once no embed uses it,
 * but only after it has finished loading: a removed script that is still downloading would run
 * anyway, and a second copy added meanwhile would run the provider twice.
 */
export function releaseEmbedScript(src: string, remove: boolean) {
  const users = Math.max(0, (embedsUsing.get(src) ?? 0) - 1);
  embedsUsing.set(src, users);
  const pending = scriptLoads.get(src);
  if (!remove || users > 0 || !pending) return;
  const removeIfUnused = () => {
    if ((embedsUsing.get(src) ?? 0) > 0 || scriptLoads.get(src) !== pending) return;
    for (const script of document.querySelectorAll(`script[src="${src}"]`)) script.remove();
    scriptLoads.delete(src);
  };
  pending.then(removeIfUnused, removeIfUnused);
}
