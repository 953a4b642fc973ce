// @vitest-environment jsdom
import { render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { builtContent, shownContent } from "~/published/content";
import { PublishedContentContext } from "~/published/use-published-content";
import { AddToCalendar } from "./add-to-calendar";

/** The link as a page at `path` shows it. */
function renderOn(path: string) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <PublishedContentContext.Provider value={shownContent(builtContent)}>
        <AddToCalendar href="/calendar/worship.ics" event="Sunday Worship Experience" />
      </PublishedContentContext.Provider>
    </MemoryRouter>,
  );
  return screen.getByRole("link", { name: /Sunday Worship Experience$/ });
}

describe("AddToCalendar", () => {
  it("is a plain download of the .ics file, named after its event for screen readers", () => {
    const link = renderOn("/");
    expect(link).toHaveAccessibleName("Add to calendar: Sunday Worship Experience");
    expect(link).toHaveAttribute("href", "/calendar/worship.ics");
    expect(link).toHaveAttribute("download");
    expect(link).toHaveTextContent(/^Add to calendar/);
    expect(link.querySelector("svg")).toHaveAttribute("aria-hidden", "true");
  });

  it("offers a Spanish page's visitor the calendar in Spanish", () => {
    expect(renderOn("/es/baptism")).toHaveAttribute("href", "/es/calendar/worship.ics");
  });
});
