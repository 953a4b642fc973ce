// @vitest-environment jsdom
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRoutesStub, useLocation } from "react-router";
import { describe, expect, it } from "vitest";
import { navigation } from "~/content/navigation";
import { SiteHeader } from "./site-header";

function PageWithHeader() {
  const { pathname } = useLocation();
  const title = navigation.header.find((item) => item.href === pathname)?.label ?? "Home";
  return (
    <>
      <SiteHeader />
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

  it("opens the menu, moves focus into it, and closes on Escape with focus back on the toggle", async () => {
    const user = userEvent.setup();
    renderHeader();
    const toggle = screen.getByRole("button", { name: "Open menu" });
    expect(toggle).toHaveAttribute("aria-expanded", "false");
    expect(toggle).toHaveAttribute("aria-controls", "mobile-menu");
    expect(document.getElementById("mobile-menu")).not.toBeVisible();

    await user.click(toggle);
    expect(toggle).toHaveAttribute("aria-expanded", "true");
    expect(toggle).toHaveAccessibleName("Close menu");
    const menu = screen.getByRole("navigation", { name: "Main menu" });
    expect(menu).toBeVisible();
    expect(within(menu).getAllByRole("link")[0]).toHaveFocus();

    await user.keyboard("{Escape}");
    expect(toggle).toHaveAttribute("aria-expanded", "false");
    expect(toggle).toHaveFocus();
  });

  it("closes the menu when a link is chosen and goes to that page", async () => {
    const user = userEvent.setup();
    renderHeader();
    await user.click(screen.getByRole("button", { name: "Open menu" }));
    const menu = screen.getByRole("navigation", { name: "Main menu" });
    await user.click(within(menu).getByRole("link", { name: "Watch" }));
    expect(await screen.findByRole("heading", { name: "Watch" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Open menu" })).toHaveAttribute("aria-expanded", "false");
  });
});
