// @vitest-environment jsdom
import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { builtContent, shownContent } from "~/published/content";
import { PublishedContentContext } from "~/published/use-published-content";
import { AddToCalendar } from "./add-to-calendar";

describe("AddToCalendar", () => {
  it("is a plain download of the .ics file, named after its event for screen readers", () => {
    render(
      <PublishedContentContext.Provider value={shownContent(builtContent)}>
        <AddToCalendar href="/calendar/worship.ics" event="Sunday Worship Experience" />
      </PublishedContentContext.Provider>,
    );
    const link = screen.getByRole("link", { name: "Add to calendar: Sunday Worship Experience" });
    expect(link).toHaveAttribute("href", "/calendar/worship.ics");
    expect(link).toHaveAttribute("download");
    expect(link).toHaveTextContent(/^Add to calendar/);
    expect(link.querySelector("svg")).toHaveAttribute("aria-hidden", "true");
  });
});
