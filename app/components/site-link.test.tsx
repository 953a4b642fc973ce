// @vitest-environment jsdom
import { render, screen } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { interfaceWords } from "./interface-words";
import { SiteLink } from "./site-link";

let current: React.ReactNode = null;
function CurrentElement() {
  return current;
}
function NothingYet() {
  return null;
}
const Stub = createRoutesStub([{ path: "/", Component: CurrentElement }]);

function renderLink(element: React.ReactNode) {
  current = element;
  render(<Stub initialEntries={["/"]} />);
}

describe("SiteLink", () => {
  it("opens another site in a new tab without giving it a handle on this page, and says so", () => {
    renderLink(<SiteLink href="https://live.example.org">Watch live</SiteLink>);
    const link = screen.getByRole("link", { name: /^Watch live\s*\(opens in a new tab\)$/ });
    expect(link).toHaveAttribute("href", "https://live.example.org");
    expect(link).toHaveAttribute("target", "_blank");
    expect(link).toHaveAttribute("rel", "noopener noreferrer");
  });

  it("keeps an external link in the same window when content asks for it", () => {
    renderLink(
      <SiteLink href="https://forms.example.org/join" sameWindow>
        Join
      </SiteLink>,
    );
    const link = screen.getByRole("link", { name: "Join" });
    expect(link).not.toHaveAttribute("target");
    expect(link).not.toHaveAttribute("rel");
  });

  it("keeps site paths and e-mail links in the same window", () => {
    renderLink(
      <>
        <SiteLink href="/about-us">About</SiteLink>
        <SiteLink href="mailto:hello@example.org">Email us</SiteLink>
      </>,
    );
    expect(screen.getByRole("link", { name: "About" })).toHaveAttribute("href", "/about-us");
    expect(screen.getByRole("link", { name: "About" })).not.toHaveAttribute("target");
    expect(screen.getByRole("link", { name: "Email us" })).toHaveAttribute("href", "mailto:hello@example.org");
  });

  it("never keeps a path a browser reads as another host in the same window", () => {
    const traps = ["//evil.example/x", "/\\evil.example/x"];
    renderLink(
      traps.map((href) => (
        <SiteLink key={href} href={href} sameWindow>
          Trap
        </SiteLink>
      )),
    );
    const links = screen.getAllByRole("link", { name: /^Trap/ });
    expect(links.map((link) => link.getAttribute("href"))).toEqual(traps);
    for (const link of links) {
      expect(link).toHaveAttribute("target", "_blank");
      expect(link).toHaveAttribute("rel", "noopener noreferrer");
    }
  });

  it("on a Spanish page, says in words that another site is in English, except a map that speaks each language", async () => {
    const SpanishStub = createRoutesStub([
      {
        id: "root",
        path: "/es",
        loader: () => ({ chrome: { words: interfaceWords.es } }),
        Component: CurrentElement,
        HydrateFallback: NothingYet,
      },
    ]);
    current = (
      <>
        <SiteLink href="https://forms.example.org/register">Inscríbete</SiteLink>
        <SiteLink href="https://forms.example.org/join" sameWindow>
          Únete
        </SiteLink>
        <SiteLink href="https://www.google.com/maps/dir/?api=1&destination=x">Cómo llegar</SiteLink>
        <SiteLink href="/groups">Grupos</SiteLink>
      </>
    );
    render(<SpanishStub initialEntries={["/es"]} />);
    const register = await screen.findByRole("link", { name: /^Inscríbete/ });
    expect(register).toHaveTextContent(/^Inscríbete \(en inglés\)\s*\(se abre en una pestaña nueva\)$/);
    expect(register).toHaveAttribute("hreflang", "en");
    expect(screen.getByRole("link", { name: /^Únete/ })).toHaveTextContent("Únete (en inglés)");
    const map = screen.getByRole("link", { name: /^Cómo llegar/ });
    expect(map).not.toHaveTextContent("inglés");
    expect(map).not.toHaveAttribute("hreflang");
    expect(screen.getByRole("link", { name: "Grupos" })).toHaveAttribute("href", "/es/groups");
  });
});
