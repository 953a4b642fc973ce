// @vitest-environment jsdom
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRoutesStub, RouterContextProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { builtContent } from "~/published/content";
import { PublishedContentContext } from "~/published/use-published-content";
import Groups, { loader } from "./groups";

const Stub = createRoutesStub([
  {
    path: "/groups",
    Component: Groups as never,
    // As the server renders it: the groups the build has, no one having published a change.
    loader: ({ request }) => loader({ request, context: new RouterContextProvider() } as never),
    HydrateFallback: () => null,
  },
]);

async function renderAt(url: string) {
  window.history.replaceState(null, "", url);
  render(
    <PublishedContentContext.Provider value={builtContent}>
      <Stub initialEntries={[url]} />
    </PublishedContentContext.Provider>,
  );
  await screen.findByRole("status");
}

/** What a visitor sees: the hidden attribute is what filtering sets, and the browser honours it. */
const shownSectionHeadings = () =>
  screen
    .getAllByRole("heading", { level: 3 })
    .filter((h) => !h.closest("[hidden]"))
    .map((h) => h.textContent);
const shownGroups = () =>
  screen
    .getAllByRole("article", { hidden: true })
    .filter((card) => !card.closest("[hidden]"))
    .map((card) => within(card).getByRole("heading", { level: 4 }).textContent);

describe("/groups as the server renders it", () => {
  it("shows every group in its study-type section, each section with its count", async () => {
    await renderAt("/groups");
    expect(shownSectionHeadings()).toEqual([
      "Coed Groups",
      "Women's Life Groups",
      "Men's Life Groups",
      "Unique Groups",
    ]);
    expect(screen.getByRole("status")).toHaveTextContent("Showing all 9 groups");
    const coed = screen.getByRole("region", { name: "Coed Groups" });
    expect(within(coed).getByText("3 groups")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Clear filters", hidden: true })).not.toBeVisible();
  });

  it("filters by the address and hides the groups and sections left out", async () => {
    await renderAt("/groups?day=saturday&category=men");
    expect(shownSectionHeadings()).toEqual(["Men's Life Groups"]);
    expect(shownGroups()).toEqual(["Early Risers"]);
    expect(screen.getByText("1 group")).toBeInTheDocument();
    expect(screen.getByRole("status")).toHaveTextContent("Showing 1 of 9 groups");
    expect(screen.getByLabelText("Day")).toHaveValue("saturday");
    expect(screen.getByLabelText("Who it's for")).toHaveValue("men");
  });

  it("says so, with a way back, when nothing matches", async () => {
    await renderAt("/groups?day=monday&format=in-person");
    expect(shownGroups()).toEqual([]);
    expect(screen.getByRole("heading", { name: "No groups match these filters" })).toBeVisible();
    expect(screen.getAllByRole("link", { name: "Clear filters" })).toHaveLength(2);
  });

  it("reads an unknown value as any", async () => {
    await renderAt("/groups?day=someday");
    expect(shownGroups()).toHaveLength(9);
    expect(screen.getByLabelText("Day")).toHaveValue("");
  });

  it("shows initials for a leader without a photo and both photos for a couple", async () => {
    await renderAt("/groups");
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

describe("<group-filter> on /groups", () => {
  it("applies a choice at once, in place; Clear filters shows every group and focuses the first filter", async () => {
    await renderAt("/groups");
    await import("~/behaviours/group-filter");
    await userEvent.selectOptions(screen.getByLabelText("Format"), "online");
    expect(screen.getByRole("status")).toHaveTextContent("Showing 2 of 9 groups");
    expect(shownSectionHeadings()).toEqual(["Women's Life Groups", "Men's Life Groups"]);
    expect(within(screen.getByRole("region", { name: "Men's Life Groups" })).getByText("1 group")).toBeVisible();
    expect(window.location.search).toBe("?format=online");

    await userEvent.selectOptions(screen.getByLabelText("Day"), "monday");
    await userEvent.selectOptions(screen.getByLabelText("Format"), "in-person");
    expect(shownGroups()).toEqual([]);
    expect(screen.getByRole("heading", { name: "No groups match these filters" })).toBeVisible();

    await userEvent.click(screen.getAllByRole("link", { name: "Clear filters" })[1] as HTMLElement);
    expect(screen.getByRole("status")).toHaveTextContent("Showing all 9 groups");
    expect(shownGroups()).toHaveLength(9);
    expect(screen.getByLabelText("Day")).toHaveFocus();
    expect(window.location.search).toBe("");
    expect(screen.getByRole("link", { name: "Clear filters", hidden: true })).not.toBeVisible();
  });
});
