// @vitest-environment jsdom
// A language that ships page by page: with a third language that has only its home page, a page it
// does not have is linked in the default language from its pages, and the language switch on that
// page leads to its home, saying so. The site's language table is the data here: this file adds the
// third language to it for its own run (each test file runs on its own).
import { render, screen } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { languageCodes, languages, languagesOf } from "~/content-model/languages";
import { LanguageSwitch } from "./language-switch";
import { SiteLink } from "./site-link";

const third = { locale: "fr-US", name: "Français", english: "French", pages: ["/"], homeInstead: "Français : accueil" };

beforeAll(() => {
  (languages as Record<string, unknown>).fr = third;
  (languageCodes as string[]).push("fr");
});
afterAll(() => {
  delete (languages as Record<string, unknown>).fr;
  (languageCodes as string[]).pop();
});

let current: React.ReactNode = null;
function CurrentElement() {
  return current;
}
const Stub = createRoutesStub([{ path: "*", Component: CurrentElement }]);

function renderAt(path: string, element: React.ReactNode) {
  current = element;
  render(<Stub initialEntries={[path]} />);
}

describe("a language with one page", () => {
  it("is published on that page only", () => {
    expect(languagesOf("/")).toEqual(["en", "es", "fr"]);
    expect(languagesOf("/groups")).toEqual(["en", "es"]);
    expect(languagesOf("/es/groups")).toEqual(["en", "es"]);
  });

  it("links from its page to one it does not have in the default language", () => {
    renderAt("/fr", <SiteLink href="/groups#find">Groupes</SiteLink>);
    const link = screen.getByRole("link", { name: /Groupes/ });
    expect(link).toHaveAttribute("href", "/groups#find");
    expect(link).toHaveAttribute("hreflang", "en");
  });

  it("links from its page to itself in its own language", () => {
    renderAt("/fr", <SiteLink href="/">Accueil</SiteLink>);
    expect(screen.getByRole("link", { name: "Accueil" })).toHaveAttribute("href", "/fr");
  });

  it("is offered by the switch of a page it does not have as its home page, saying so", () => {
    renderAt("/groups?day=sunday", <LanguageSwitch />);
    const spanish = screen.getByRole("link", { name: "Español" });
    expect(spanish).toHaveAttribute("href", "/es/groups?day=sunday");
    const french = screen.getByRole("link", { name: third.homeInstead });
    expect(french).toHaveAttribute("href", "/fr");
    expect(french).toHaveAttribute("data-home-instead");
  });

  it("is offered by the switch of its own page as that page", () => {
    renderAt("/", <LanguageSwitch />);
    expect(screen.getByRole("link", { name: "Français" })).toHaveAttribute("href", "/fr");
  });
});
