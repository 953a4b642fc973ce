// Content rendered by the church platform's embed script (SPEC §7): the script is loaded once per
// page, then `subsplashEmbed(path, baseUrl, targetId)` fills a target element. The provider
// replaces that element with its own iframe, so the target is created here by hand inside a
// wrapper whose children React never manages.
import { useEffect, useRef, useState } from "react";
import { ButtonLink } from "~/components/ui/button";
import { embeds } from "~/content/embeds";
import type { EmbedItem } from "~/content/schema";

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
      // Forget the failure, so the next page that needs the script tries again.
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

type Status = "loading" | "ready" | "slow" | "failed";

export function Embed({ item, className = "" }: { item: EmbedItem; className?: string }) {
  const hostRef = useRef<HTMLDivElement>(null);
  const [status, setStatus] = useState<Status>("loading");
  const { provider } = embeds;

  useEffect(() => {
    const host = hostRef.current;
    if (!host) return;
    let cancelled = false;
    setStatus("loading");

    const target = document.createElement("div");
    target.id = item.targetId;
    host.appendChild(target);

    // Rendered once the provider has replaced or filled our target.
    const observer = new MutationObserver(() => {
      if (!host.contains(target) || target.childElementCount > 0) {
        setStatus("ready");
        observer.disconnect();
      }
    });
    observer.observe(host, { childList: true, subtree: true });

    // Never an endless "Loading...": after a while, offer the same content on the provider's site.
    const timer = window.setTimeout(() => setStatus((now) => (now === "loading" ? "slow" : now)), provider.timeoutMs);

    loadEmbedScript(provider.scriptSrc)
      .then(() => {
        if (cancelled) return;
        if (!document.getElementById(item.targetId)) {
          console.warn(`Embed target #${item.targetId} is missing; the ${item.name} was not rendered`);
          return;
        }
        if (typeof window.subsplashEmbed !== "function") {
          throw new Error(`The embed script ${provider.scriptSrc} did not define subsplashEmbed`);
        }
        window.subsplashEmbed(item.path, provider.baseUrl, item.targetId);
      })
      .catch((error: unknown) => {
        console.error(error);
        if (!cancelled) setStatus((now) => (now === "ready" ? now : "failed"));
      });

    return () => {
      cancelled = true;
      observer.disconnect();
      window.clearTimeout(timer);
      host.replaceChildren();
      releaseEmbedScript(provider.scriptSrc, item.removeScriptOnLeave);
    };
  }, [item]);

  const gaveUp = status === "slow" || status === "failed";
  return (
    // The provider's content needs room (SPEC §9: 600px); a fallback message does not.
    <div className={`relative ${gaveUp ? "" : "min-h-[600px]"} ${className}`}>
      {status === "loading" && (
        <div className="absolute inset-0 flex items-center justify-center rounded-2xl bg-gray-50 p-6 text-center">
          <p role="status" className="flex items-center gap-3 text-lg text-gray-700">
            <span
              aria-hidden="true"
              className="size-5 animate-spin rounded-full border-2 border-navy border-t-transparent"
            />
            {item.placeholder}
          </p>
        </div>
      )}
      {gaveUp && (
        <div
          role="status"
          className="flex flex-col items-center gap-4 rounded-2xl bg-gray-50 p-8 text-center ring-1 ring-gray-200"
        >
          <p className="max-w-md text-lg text-gray-800">
            {status === "failed"
              ? `The ${item.name} could not be loaded here.`
              : `The ${item.name} is taking longer than usual to load.`}{" "}
            You can open it on {provider.name} instead.
          </p>
          <ButtonLink href={item.fallbackUrl} variant="secondary">
            {item.fallbackLabel}
          </ButtonLink>
        </div>
      )}
      <div ref={hostRef} className="relative w-full [&_iframe]:min-h-[600px] [&_iframe]:w-full" />
    </div>
  );
}
