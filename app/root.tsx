import brand from "virtual:brand-colours";
import { type ReactNode, useEffect } from "react";
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useMatches,
  useRouteLoaderData,
} from "react-router";
import { BehaviourLoader, useBehavioursOnNavigation } from "~/components/behaviour-loader";
import { errorWords, interfaceWords, useInterfaceWords, usePageLanguage } from "~/components/interface-words";
import { SiteFooter } from "~/components/site-footer";
import { HEADER_END_ID, SiteHeader } from "~/components/site-header";
import { SiteLink } from "~/components/site-link";
import { StartReact } from "~/components/start-react";
import { buttonClasses } from "~/components/ui/button";
import { useSiteChrome } from "~/components/use-site-chrome";
import { analytics } from "~/content/analytics";
import { requestContext } from "~/http/context.server";
import { useCspNonce } from "~/lib/csp-nonce";
import { wantsHydration } from "~/lib/page-handle";
import { useFocusOnNavigation } from "~/lib/use-focus-on-navigation";
import { shownIn } from "~/published/context.server";
import { appleTouchIcon, faviconIco, webManifestPath } from "~/seo/icons";
import { StructuredData } from "~/seo/structured-data-script";
import { Stylesheet } from "~/stylesheet";
import type { Route } from "./+types/root";

export const links: Route.LinksFunction = () => [
  // "32x32" keeps Chromium from picking the .ico over the sharper SVG (linked in Layout, from content).
  { rel: "icon", href: faviconIco.src, sizes: "32x32" },
  { rel: "apple-touch-icon", href: appleTouchIcon.src },
];

/** The header's and footer's facts as staff last published them (components/use-site-chrome.ts). */
export function loader({ context }: Route.LoaderArgs) {
  const { site, navigation } = shownIn(context);
  const words = interfaceWords[context.get(requestContext).language];
  return { chrome: { site, navigation, words }, analytics: JSON.stringify(analytics) };
}

/**
 * Same-site links are fetched when the visitor shows intent (hover, or pointer down on touch
 * screens), so the next page is usually in the cache before the click: instant navigation without a
 * client router. The staff area and the API are left out.
 */
const speculationRules = JSON.stringify({
  prefetch: [
    {
      where: {
        and: [{ href_matches: "/*" }, { not: { href_matches: "/staff*" } }, { not: { href_matches: "/api/*" } }],
      },
      eagerness: "moderate",
    },
  ],
});

export function Layout({ children }: { children: ReactNode }) {
  const nonce = useCspNonce();
  // React and React Router run in the browser only on pages that ask (app/lib/page-handle.ts).
  const matches = useMatches();
  const hydrate = matches.some((match) => wantsHydration(match.handle));
  // The staff area counts no visits: its addresses carry one-time links' tokens, and its pages
  // are where passwords are typed, so no third party's script runs there.
  const staffArea = matches.some((match) => match.id.startsWith("routes/staff"));
  const chrome = useSiteChrome();
  const analyticsSettings = useRouteLoaderData<typeof loader>("root")?.analytics;
  const logo = chrome?.site.logo;
  const { language } = usePageLanguage();
  const words = useInterfaceWords();
  return (
    <html lang={language}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content={brand.navy} />
        <Meta />
        {import.meta.env.SSR && <Stylesheet />}
        {/* No frame is drawn before the header has been read to its last element: a header painted half-read,
            as a slow link or a busy phone can leave it, drew the name and the first links where
            the rest of the header then pushed them (docs/decisions/0052). Browsers without
            rel=expect paint as before. */}
        {chrome && <link rel="expect" href={`#${HEADER_END_ID}`} blocking="render" />}
        <Links />
        {logo && <link rel="icon" href={logo.src} type="image/svg+xml" />}
        {/* Installed from a page, the site opens in that page's language. */}
        <link rel="manifest" href={webManifestPath(language)} />
        {import.meta.env.SSR && <StructuredData />}
      </head>
      <body className="flex min-h-dvh flex-col">
        <a
          href="#main"
          className="sr-only z-50 rounded-lg border-2 border-transparent bg-yellow px-4 py-3 font-bold text-navy-deep focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:px-4 focus:py-3"
        >
          {words?.skipToMain ?? errorWords[language].skipToMain}
        </a>
        {chrome && <SiteHeader chrome={chrome} />}
        <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
          {children}
        </main>
        {chrome && <SiteFooter chrome={chrome} />}
        {!staffArea && <site-analytics hidden data-settings={analyticsSettings} />}
        <BehaviourLoader nonce={nonce} />
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: fixed JSON written above */}
        <script type="speculationrules" nonce={nonce} dangerouslySetInnerHTML={{ __html: speculationRules }} />
        {hydrate && <ScrollRestoration nonce={nonce} />}
        {hydrate && <Scripts nonce={nonce} />}
        {hydrate && <StartReact nonce={nonce} />}
      </body>
    </html>
  );
}

export default function App() {
  // Marks the page as interactive, so styles and browser tests can tell it from plain HTML.
  useEffect(() => {
    document.documentElement.dataset.hydrated = "true";
  }, []);
  useFocusOnNavigation();
  useBehavioursOnNavigation();
  return <Outlet />;
}

/** A staff refusal's words and way on, from what the server sent; only to a staff page of this site. */
function staffRefusalOf(sent: unknown): { message: string; next: { href: string; label: string } } | undefined {
  if (!sent || typeof sent !== "object" || !("message" in sent) || !("next" in sent)) return undefined;
  const { message, next } = sent as { message: unknown; next: { href?: unknown; label?: unknown } | null };
  if (typeof message !== "string" || typeof next?.href !== "string" || typeof next.label !== "string") return undefined;
  return /^\/staff(\/[\w/-]*)?$/.test(next.href)
    ? { message, next: { href: next.href, label: next.label } }
    : undefined;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const status = isRouteErrorResponse(error) ? error.status : undefined;
  // Stack traces help while developing and must never reach visitors.
  const stack = import.meta.env.DEV && error instanceof Error ? error.stack : undefined;
  // A request the site cannot answer (a form sent to a page that takes none, a staff page the
  // account may not use) is the visitor's to change, and says so; anything else is the site's fault.
  const refused = status !== undefined && status >= 400 && status < 500;
  const chrome = useSiteChrome();
  const siteName = chrome?.site.name;
  // In the page's language, which its address says (no loader's words may have been handed over).
  const say = errorWords[usePageLanguage().language];
  const heading = status === 405 ? say.noForms : refused ? say.refused : say.failed;
  // A staff page refused for want of a role says where to go instead (app/staff/access.server.ts).
  const staffRefusal = refused && isRouteErrorResponse(error) ? staffRefusalOf(error.data) : undefined;
  const explanation =
    status === 405
      ? say.noFormsExplained
      : staffRefusal
        ? staffRefusal.message
        : refused && isRouteErrorResponse(error) && typeof error.data === "string"
          ? error.data
          : say.failedExplained;
  return (
    <div className="mx-auto flex max-w-2xl flex-col items-center px-4 py-24 text-center">
      <title>{[say.title, siteName].filter(Boolean).join(" | ")}</title>
      {status && <p className="font-heading text-6xl font-extrabold text-navy">{status}</p>}
      <h1 className="mt-4 font-heading text-3xl font-extrabold text-navy md:text-4xl">{heading}</h1>
      <p className="mt-4 text-lg text-gray-700">{explanation}</p>
      {staffRefusal ? (
        <a href={staffRefusal.next.href} className={buttonClasses("secondary", "mt-8")}>
          {staffRefusal.next.label}
        </a>
      ) : (
        <SiteLink href="/" className={buttonClasses("secondary", "mt-8")}>
          {say.home}
        </SiteLink>
      )}
      {stack && (
        <pre className="mt-10 w-full overflow-x-auto rounded-lg bg-gray-100 p-4 text-left text-sm">
          <code>{stack}</code>
        </pre>
      )}
    </div>
  );
}
