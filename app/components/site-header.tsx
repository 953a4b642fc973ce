// The site header: logo home, the main links, and under 992px a menu behind a toggle.
import { Menu, X } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { useLocation } from "react-router";
import { ContentImage } from "~/components/content-image";
import { SiteLink } from "~/components/site-link";
import { navigation } from "~/content/navigation";
import type { NavItem } from "~/content/schema";
import { site } from "~/content/site";

function linkClasses(item: NavItem, layout: "bar" | "menu"): string {
  if (item.highlight) {
    return layout === "bar"
      ? "rounded-full bg-yellow px-5 py-2 font-bold text-navy-deep hover:bg-yellow-dark"
      : "block rounded-full bg-yellow px-5 py-3 text-center font-bold text-navy-deep hover:bg-yellow-dark";
  }
  const current =
    "aria-[current=page]:text-navy aria-[current=page]:underline aria-[current=page]:decoration-yellow aria-[current=page]:decoration-4 aria-[current=page]:underline-offset-8";
  return layout === "bar"
    ? `px-3 py-2 font-semibold text-gray-800 hover:text-navy ${current}`
    : `block rounded-lg px-4 py-3 text-lg font-semibold text-gray-800 hover:bg-navy-light ${current}`;
}

function NavLinkItem({ item, layout, onChoose }: { item: NavItem; layout: "bar" | "menu"; onChoose?: () => void }) {
  return (
    <SiteLink
      href={item.href}
      nav
      sameWindow={item.external === false}
      className={linkClasses(item, layout)}
      onClick={onChoose}
    >
      {item.label}
    </SiteLink>
  );
}

export function SiteHeader() {
  const [open, setOpen] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);
  const location = useLocation();

  // Any navigation (link, back button) closes the menu.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on every location change by design
  useEffect(() => setOpen(false), [location.key]);

  useEffect(() => {
    if (!open) return;
    menuRef.current?.querySelector<HTMLElement>("a")?.focus();
    function onKeyDown(event: KeyboardEvent) {
      if (event.key === "Escape") {
        setOpen(false);
        toggleRef.current?.focus();
      }
    }
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [open]);

  return (
    <header className="sticky top-0 z-40 print:hidden border-b border-gray-200 bg-white/95 backdrop-blur supports-[backdrop-filter]:bg-white/85">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4 md:h-20 md:px-6">
        <SiteLink href="/" className="flex items-center gap-3 rounded-lg">
          <ContentImage image={site.logo} priority decorative className="size-10 md:size-12" />
          <span className="font-heading text-lg font-extrabold leading-tight text-navy md:text-xl">{site.name}</span>
        </SiteLink>

        <nav aria-label="Main" className="hidden lg:block">
          <ul className="flex items-center gap-1">
            {navigation.header.map((item) => (
              <li key={item.href}>
                <NavLinkItem item={item} layout="bar" />
              </li>
            ))}
          </ul>
        </nav>

        <button
          ref={toggleRef}
          type="button"
          className="inline-flex size-11 items-center justify-center rounded-lg text-navy hover:bg-navy-light lg:hidden"
          aria-expanded={open}
          aria-controls="mobile-menu"
          onClick={() => setOpen((value) => !value)}
        >
          {open ? <X aria-hidden="true" className="size-7" /> : <Menu aria-hidden="true" className="size-7" />}
          <span className="sr-only">{open ? "Close menu" : "Open menu"}</span>
        </button>
      </div>

      <div
        id="mobile-menu"
        ref={menuRef}
        hidden={!open}
        className="border-t border-gray-200 bg-white shadow-lg lg:hidden"
      >
        <nav aria-label="Main menu" className="mx-auto max-w-6xl px-4 py-4 md:px-6">
          <ul className="flex flex-col gap-1">
            {navigation.header.map((item) => (
              <li key={item.href}>
                <NavLinkItem item={item} layout="menu" onChoose={() => setOpen(false)} />
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </header>
  );
}
