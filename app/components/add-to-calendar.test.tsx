// @vitest-environment jsdom
import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { AddToCalendar } from "./add-to-calendar";

describe("AddToCalendar", () => {
  it("is a plain download of the .ics file, named after its event for screen readers", () => {
    render(<AddToCalendar href="/calendar/worship.ics" event="Sunday Worship Experience" />);
    const link = screen.getByRole("link", { name: "Add to calendar: Sunday Worship Experience" });
    expect(link).toHaveAttribute("href", "/calendar/worship.ics");
    expect(link).toHaveAttribute("download");
    expect(link).toHaveTextContent(/^Add to calendar/);
    expect(link.querySelector("svg")).toHaveAttribute("aria-hidden", "true");
  });
});
