// @vitest-environment jsdom
// A language that ships page by page: with a third language that has only its home page, a page it
// does not have is linked in the default language from its pages, and the language switch on that
// page leads to its home, saying so; its calendars and search engines' data lead to the default
// language's pages, and staff are told of missing words only for what it has. The site's language
// table is the data here: this file adds the third language to it for its own run (each test file
// runs on its own), under "qaa", a code ISO 639 keeps for local use, so no real language is taken.
import { render, screen } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Language, languageCodes, languages, languagesOf, linkIn } from "~/content-model/languages";
import { calendarFiles } from "~/events/ics.server";
import { builtContent, shownContent } from "~/published/content";
import { itemsOwedBy } from "~/publishing/translation-status.server";
import { structuredData } from "~/seo/structured-data";
import { LanguageSwitch } from "./language-switch";
import { SiteLink } from "./site-link";

const third = { locale: "fr-US", name: "Français", english: "French", pages: ["/"], homeInstead: "Français : accueil" };
const code = "qaa" as Language;

beforeAll(() => {
  (languages as Record<string, unknown>)[code] = third;
  (languageCodes as string[]).push(code);
});
afterAll(() => {
  delete (languages as Record<string, unknown>)[code];
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
    expect(languagesOf("/")).toEqual([...languageCodes]);
    expect(languagesOf("/groups")).not.toContain(code);
    expect(languagesOf("/es/groups")).toEqual(languagesOf("/groups"));
  });

  it("links from its page to one it does not have in the default language", () => {
    renderAt(`/${code}`, <SiteLink href="/groups#find">Groupes</SiteLink>);
    const link = screen.getByRole("link", { name: /Groupes/ });
    expect(link).toHaveAttribute("href", "/groups#find");
    expect(link).toHaveAttribute("hreflang", "en");
  });

  it("links from its page to itself in its own language", () => {
    renderAt(`/${code}`, <SiteLink href="/">Accueil</SiteLink>);
    expect(screen.getByRole("link", { name: "Accueil" })).toHaveAttribute("href", `/${code}`);
  });

  it("is offered by the switch of a page it does not have as its home page, saying so", () => {
    renderAt("/groups?day=sunday", <LanguageSwitch />);
    const spanish = screen.getByRole("link", { name: "Español" });
    expect(spanish).toHaveAttribute("href", "/es/groups?day=sunday");
    const french = screen.getByRole("link", { name: third.homeInstead });
    expect(french).toHaveAttribute("href", `/${code}`);
    expect(french).toHaveAttribute("data-home-instead");
  });

  it("is offered by the switch of its own page as that page", () => {
    renderAt("/", <LanguageSwitch />);
    expect(screen.getByRole("link", { name: "Français" })).toHaveAttribute("href", `/${code}`);
  });

  it("leads its calendars and search engines' data to the default language's pages it does not have", () => {
    const origin = "https://church.example.org";
    const content = shownContent(builtContent, Date.parse("2025-11-01T12:00:00Z"));
    const texts = [
      ...calendarFiles(new Date("2025-11-01T12:00:00Z"), content, code).map((file) => file.body),
      ...["/", "/impact-week", "/baptism", "/outreach-events"].map((path) =>
        JSON.stringify(structuredData(linkIn(path, code).href, origin, content)),
      ),
    ].join("\n");
    const ours = [...texts.matchAll(/https:\/\/church\.example\.org(\/[^\s"#?\\]*)/g)].map(([, path]) => path ?? "");
    expect(ours.length).toBeGreaterThan(0);
    const lacking = ours.filter((path) => path.startsWith(`/${code}/`) && !path.endsWith(".ics"));
    expect(lacking.filter((path) => !languagesOf(path).includes(code))).toEqual([]);
    expect(linkIn("/impact-week#serve", code)).toEqual({ href: "/impact-week#serve", inDefault: true });
    expect(linkIn("/", code)).toEqual({ href: `/${code}`, inDefault: false });
  });

  it("owes staff the words of the items it shows, and no others", () => {
    const owed = itemsOwedBy(code).map((item) => item.slug);
    expect(owed).toContain("home");
    expect(owed).toContain("navigation");
    expect(owed).not.toContain("youth");
    expect(owed).not.toContain("groups");
    expect(itemsOwedBy("es").length).toBeGreaterThan(owed.length);
  });
});
