// @vitest-environment jsdom
import { render, screen, within } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { createRoutesStub, useLocation } from "react-router";
import { describe, expect, it } from "vitest";
import { builtContent, shownContent } from "~/published/content";
import { interfaceWords } from "./interface-words";
import { SiteHeader } from "./site-header";

const { site, navigation } = shownContent(builtContent);

function PageWithHeader() {
  const { pathname } = useLocation();
  const title = navigation.header.find((item) => item.href === pathname)?.label ?? "Home";
  return (
    <>
      <SiteHeader chrome={{ site, navigation, words: interfaceWords.en }} />
      <h1>{title}</h1>
    </>
  );
}

const Stub = createRoutesStub([
  { path: "/", Component: PageWithHeader },
  ...navigation.header.map((item) => ({ path: item.href, Component: PageWithHeader })),
]);

function renderHeader() {
  render(<Stub initialEntries={["/"]} />);
}

describe("SiteHeader", () => {
  it("links the logo home and lists every main link from content", () => {
    renderHeader();
    expect(screen.getByRole("link", { name: "The Bridge Church" })).toHaveAttribute("href", "/");
    const main = screen.getByRole("navigation", { name: "Main" });
    const labels = within(main)
      .getAllByRole("link")
      .map((link) => link.textContent);
    expect(labels).toEqual(navigation.header.map((item) => item.label));
  });

  it("puts the mobile menu in a popover that its button opens, with the first link ready for focus", () => {
    renderHeader();
    // Which of its two labels shows ("Open menu", "Close menu") is up to the stylesheet, not loaded here.
    const toggle = screen.getByRole("button", { name: /^Open menu/ });
    expect(toggle).toHaveAttribute("popovertarget", "mobile-menu");
    const popover = document.getElementById("mobile-menu");
    expect(popover).toHaveAttribute("popover", "auto");
    const menu = within(popover as HTMLElement).getByRole("navigation", { name: "Main menu", hidden: true });
    const links = within(menu).getAllByRole("link", { hidden: true });
    expect(links.map((link) => link.textContent)).toEqual(navigation.header.map((item) => item.label));
    // The popover's focusing steps move focus to the first link when the menu opens. React writes
    // `autofocus` into server-rendered HTML only (in the browser it focuses on mount instead).
    const html = renderToString(<Stub initialEntries={["/"]} />);
    const menuHtml = html.slice(html.indexOf('id="mobile-menu"'));
    expect(menuHtml.match(/<a [^>]*>/g)?.map((tag) => tag.includes('autofocus=""'))).toEqual(
      navigation.header.map((_, index) => index === 0),
    );
  });
});
