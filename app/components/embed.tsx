// Content rendered by the church platform's embed script, through the <embed-frame>
// behaviour (app/behaviours/embed-frame.ts). Without script, or when the provider is slow or
// fails, the same content is offered as a link to the provider's site.
import { ButtonLink } from "~/components/ui/button";
import type { EmbedItem } from "~/content/embeds";
import { usePublishedContent } from "~/published/use-published-content";
import { usePageWords } from "./page-words";

export function Embed({ item, className = "" }: { item: EmbedItem; className?: string }) {
  const { provider } = usePublishedContent().embeds;
  const words = usePageWords();
  return (
    <embed-frame
      className={`group relative block data-[state=loading]:min-h-[600px] data-[state=ready]:min-h-[600px] ${className}`}
      data-path={item.path}
      data-base-url={provider.baseUrl}
      data-target-id={item.targetId}
      data-script-src={provider.scriptSrc}
      data-name={item.name}
      data-timeout-ms={String(provider.timeoutMs)}
      data-remove-script-on-leave={String(item.removeScriptOnLeave)}
    >
      <div
        data-embed-loading=""
        className="absolute inset-0 hidden items-center justify-center rounded-2xl bg-gray-50 p-6 text-center group-data-[state=loading]:flex"
      >
        <p role="status" className="flex items-center gap-3 text-lg text-gray-700">
          <span
            aria-hidden="true"
            className="size-5 animate-spin rounded-full border-2 border-navy border-t-transparent motion-reduce:animate-none"
          />
          {item.placeholder}
        </p>
      </div>
      {/* What a visitor without script sees, and anyone once the provider is slow or fails. */}
      <div
        role="status"
        data-embed-fallback=""
        className="flex flex-col items-center justify-center gap-4 rounded-2xl bg-gray-50 p-8 text-center ring-1 ring-gray-200 group-data-[state=failed]:min-h-[600px] group-data-[state=loading]:hidden group-data-[state=ready]:hidden group-data-[state=slow]:min-h-[600px]"
      >
        <p className="max-w-md text-lg text-gray-800">
          <span className="group-data-[state]:hidden">{words.embedOn(item.name, provider.name)}</span>
          <span className="hidden group-data-[state=slow]:inline">{words.embedSlow(item.name)}</span>
          <span className="hidden group-data-[state=failed]:inline">{words.embedFailed(item.name)}</span>{" "}
          <span className="group-data-[state]:hidden">{words.embedOpenThere}</span>
          <span className="hidden group-data-[state]:inline">{words.embedOpenInstead(provider.name)}</span>
        </p>
        <ButtonLink href={item.fallbackUrl} variant="secondary">
          {item.fallbackLabel}
        </ButtonLink>
      </div>
      <div data-embed-host="" className="relative w-full [&_iframe]:min-h-[600px] [&_iframe]:w-full" />
    </embed-frame>
  );
}
