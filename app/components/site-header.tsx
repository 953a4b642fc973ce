// The site header: logo home, the main links, and under 1024px a menu behind a toggle.
import { Menu, X } from "lucide-react";
import { ContentImage } from "~/components/content-image";
import { SiteLink } from "~/components/site-link";
import type { NavItem } from "~/content/navigation";
import { LanguageSwitch } from "./language-switch";
import type { SiteChrome } from "./use-site-chrome";

function linkClasses(item: NavItem, layout: "bar" | "menu"): string {
  if (item.highlight) {
    return layout === "bar"
      ? "rounded-full border-2 border-transparent bg-yellow px-5 py-2 font-bold text-navy-deep hover:bg-yellow-dark"
      : "block rounded-full border-2 border-transparent bg-yellow px-5 py-3 text-center font-bold text-navy-deep hover:bg-yellow-dark";
  }
  const current =
    "aria-[current=page]:text-navy aria-[current=page]:underline aria-[current=page]:decoration-yellow aria-[current=page]:decoration-4 aria-[current=page]:underline-offset-8";
  return layout === "bar"
    ? `px-3 py-2 font-semibold text-gray-800 hover:text-navy ${current}`
    : `block rounded-lg px-4 py-3 text-lg font-semibold text-gray-800 hover:bg-navy-light ${current}`;
}

function NavLinkItem({ item, layout, autoFocus }: { item: NavItem; layout: "bar" | "menu"; autoFocus?: boolean }) {
  return (
    <SiteLink
      href={item.href}
      nav
      sameWindow={item.external === false}
      className={linkClasses(item, layout)}
      autoFocus={autoFocus}
    >
      {item.label}
    </SiteLink>
  );
}

/**
 * The id of an empty element at the very end of the header. The page's head asks that no frame be
 * drawn before it has been read, so that no frame shows the header half-read (app/root.tsx). Being
 * empty, it is read in full the moment it is read at all: the same moment whether a browser waits
 * for the element to be inserted or to be fully parsed.
 */
export const HEADER_END_ID = "header-end";

export function SiteHeader({ chrome: { site, navigation, words } }: { chrome: SiteChrome }) {
  return (
    <header className="site-header sticky top-0 z-40 print:hidden border-b border-gray-200 bg-white/95 backdrop-blur supports-[backdrop-filter]:bg-white/85">
      {/* With large text or wider spacing the name keeps a line of its own and the buttons move under
        it, rather than the name being squeezed to a letter a line beside them. */}
      <div className="mx-auto flex min-h-16 max-w-6xl flex-wrap items-center justify-between gap-x-4 gap-y-1 px-4 py-1 md:min-h-20 md:px-6">
        <SiteLink href="/" className="flex min-w-0 grow basis-32 items-center gap-3 rounded-lg lg:grow-0 lg:basis-auto">
          <ContentImage image={site.logo} priority decorative className="size-10 md:size-12" />
          <span className="font-heading text-lg font-extrabold leading-tight text-navy md:text-xl">{site.name}</span>
        </SiteLink>

        <nav aria-label={words.mainNavigation} className="hidden lg:block">
          <ul className="flex items-center gap-1">
            {navigation.header.map((item) => (
              <li key={item.href}>
                <NavLinkItem item={item} layout="bar" />
              </li>
            ))}
          </ul>
        </nav>

        <div className="ml-auto flex shrink-0 items-center gap-1 lg:ml-0">
          <LanguageSwitch className="rounded-lg px-2 py-2 font-semibold text-navy underline underline-offset-4 hover:bg-navy-light" />
          {/* The menu is a popover: it opens, closes on Escape or a tap outside, and gives focus back to
            its button with no script at all. app/behaviours/site-menu.ts adds aria-expanded as an
            attribute and closes it when a link is chosen on pages that change without reloading. */}
          <site-menu className="group contents lg:hidden">
            <button
              type="button"
              popoverTarget="mobile-menu"
              className="inline-flex size-11 items-center justify-center rounded-lg text-navy hover:bg-navy-light lg:hidden"
            >
              <Menu aria-hidden="true" className="size-7 group-has-[:popover-open]:hidden" />
              <X aria-hidden="true" className="hidden size-7 group-has-[:popover-open]:block" />
              <span className="sr-only group-has-[:popover-open]:hidden">{words.openMenu}</span>
              <span className="sr-only hidden group-has-[:popover-open]:inline">{words.closeMenu}</span>
            </button>
            <div
              id="mobile-menu"
              popover="auto"
              // At 400 % zoom or with large text the menu is taller than the window: it scrolls within itself,
              // so every link can be reached, and Tab brings each into view. Where the header grows (wider
              // text spacing), app.css hangs the menu from its foot instead of these fixed 4 and 5 rem.
              className="inset-x-0 top-16 bottom-auto m-0 max-h-[calc(100dvh-4rem)] w-full overflow-y-auto overscroll-contain border-0 border-y border-gray-200 bg-white p-0 shadow-lg md:top-20 md:max-h-[calc(100dvh-5rem)] lg:hidden"
            >
              <nav aria-label={words.mainMenu} className="mx-auto max-w-6xl px-4 py-4 md:px-6">
                <ul className="flex flex-col gap-1">
                  {navigation.header.map((item, index) => (
                    <li key={item.href}>
                      <NavLinkItem item={item} layout="menu" autoFocus={index === 0} />
                    </li>
                  ))}
                </ul>
              </nav>
            </div>
          </site-menu>
        </div>
      </div>
      <span id={HEADER_END_ID} hidden />
    </header>
  );
}
