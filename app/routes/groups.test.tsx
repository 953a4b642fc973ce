// @vitest-environment jsdom
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import Groups from "./groups";

const Stub = createRoutesStub([{ path: "/groups", Component: Groups }]);

function renderAt(url: string) {
  render(<Stub initialEntries={[url]} />);
}

const sectionHeadings = () => screen.getAllByRole("heading", { level: 3 }).map((h) => h.textContent);

describe("/groups", () => {
  it("shows every group in its study-type section, each section with its count", () => {
    renderAt("/groups");
    expect(sectionHeadings()).toEqual(["Coed Groups", "Women's Life Groups", "Men's Life Groups", "Unique Groups"]);
    expect(screen.getByRole("status")).toHaveTextContent("Showing all 9 groups");
    const coed = screen.getByRole("region", { name: "Coed Groups" });
    expect(within(coed).getByText("3 groups")).toBeInTheDocument();
  });

  it("filters by the address and hides sections left empty", () => {
    renderAt("/groups?day=saturday&category=men");
    expect(sectionHeadings()).toEqual(["Men's Life Groups"]);
    expect(screen.getByText("1 group")).toBeInTheDocument();
    expect(screen.getByRole("status")).toHaveTextContent("Showing 1 of 9 groups");
    expect(screen.getByLabelText("Day")).toHaveValue("saturday");
  });

  it("says so, with a way back, when nothing matches", () => {
    renderAt("/groups?day=monday&format=in-person");
    expect(screen.getByRole("heading", { name: "No groups match these filters" })).toBeInTheDocument();
    expect(screen.getAllByRole("link", { name: "Clear filters" })).toHaveLength(2);
  });

  it("applies a choice at once; Clear filters shows every group again and focuses the first filter", async () => {
    renderAt("/groups");
    await userEvent.selectOptions(screen.getByLabelText("Format"), "online");
    expect(screen.getByRole("status")).toHaveTextContent("Showing 2 of 9 groups");
    expect(sectionHeadings()).toEqual(["Women's Life Groups", "Men's Life Groups"]);
    await userEvent.click(screen.getAllByRole("link", { name: "Clear filters" })[0] as HTMLElement);
    expect(screen.getByRole("status")).toHaveTextContent("Showing all 9 groups");
    expect(screen.getByLabelText("Day")).toHaveFocus();
  });

  it("shows initials for a leader without a photo and both photos for a couple", () => {
    renderAt("/groups");
    const alpha = screen.getByRole("heading", { name: "Alpha Explorers" }).closest("article") as HTMLElement;
    expect(within(alpha).getByText("SO")).toHaveAttribute("aria-hidden", "true");
    const couples = screen.getByRole("heading", { name: "Young Couples" }).closest("article") as HTMLElement;
    expect(
      within(couples)
        .getAllByRole("img")
        .map((img) => img.getAttribute("alt")),
    ).toEqual([expect.stringContaining("David Kim"), expect.stringContaining("Grace Kim")]);
  });
});
