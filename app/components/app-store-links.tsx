import { Smartphone } from "lucide-react";
import { SiteLink } from "~/components/site-link";
import { usePublishedContent } from "~/published/use-published-content";
import { usePageWords } from "./page-words";

/** Links to the church app in both stores. */
export function AppStoreLinks({ className = "" }: { className?: string }) {
  const { links } = usePublishedContent().site;
  const words = usePageWords();
  const stores = [
    { label: "App Store", note: words.appStoreNote, href: links.appStore },
    { label: "Google Play", note: words.googlePlayNote, href: links.googlePlay },
  ];
  return (
    <ul className={`flex flex-wrap gap-3 ${className}`}>
      {stores.map((store) => (
        <li key={store.label}>
          <SiteLink
            href={store.href}
            className="inline-flex min-h-14 items-center gap-3 rounded-xl border-2 border-transparent bg-gray-900 px-5 py-2 text-white hover:bg-black"
          >
            <Smartphone aria-hidden="true" className="size-6" />
            <span className="flex flex-col leading-tight">
              <span className="text-xs">{store.note}</span>
              <span className="text-lg font-bold">{store.label}</span>
            </span>
          </SiteLink>
        </li>
      ))}
    </ul>
  );
}
