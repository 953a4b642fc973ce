import { Check } from "lucide-react";
import { AppStoreLinks } from "~/components/app-store-links";
import { ContentImage } from "~/components/content-image";
import { Embed } from "~/components/embed";
import { shownIn } from "~/published/context.server";
import { usePublishedContent } from "~/published/use-published-content";
import { pageHead, pageMeta } from "~/seo/page-meta";
import type { Route } from "./+types/bridge-app";

export const loader = ({ context }: Route.LoaderArgs) => ({ head: pageHead(shownIn(context), "bridgeApp") });

export const meta: Route.MetaFunction = ({ loaderData, location }) => pageMeta(loaderData?.head, location);

export default function BridgeApp() {
  const { bridgeApp, embeds } = usePublishedContent();
  return (
    <>
      <div className="bg-navy-deep text-white">
        <div className="mx-auto grid max-w-6xl items-center gap-10 px-4 py-14 md:px-6 md:py-20 lg:grid-cols-2">
          <div>
            <h1 className="font-heading text-4xl font-extrabold tracking-wide md:text-5xl">{bridgeApp.title}</h1>
            <p className="mt-4 text-lg text-gray-100">{bridgeApp.intro}</p>
            <ul className="mt-6 flex flex-col gap-2">
              {bridgeApp.features.map((feature) => (
                <li key={feature} className="flex items-center gap-2">
                  <Check aria-hidden="true" className="size-5 text-yellow" />
                  {feature}
                </li>
              ))}
            </ul>
            <AppStoreLinks className="mt-8" />
          </div>
          <ContentImage image={bridgeApp.image} priority className="w-full rounded-2xl object-cover" />
        </div>
      </div>
      <section aria-label={embeds.items.appDownload.title} className="mx-auto max-w-4xl px-4 py-14 md:px-6">
        <Embed item={embeds.items.appDownload} />
      </section>
    </>
  );
}
