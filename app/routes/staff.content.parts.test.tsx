// @vitest-environment jsdom
// The editor's front page shows an account only what it may open: each part of the website's list
// (across the site, pages) where it edits something there, and the photo library to those who edit.
import { render, screen } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { editableItems } from "~/publishing/editable-items";
import { can, STAFF_ROLES, type StaffRole } from "~/staff/roles";
import ContentList from "./staff.content";

let shown: Parameters<typeof ContentList>[0];
function Shown() {
  return <ContentList {...shown} />;
}
const Stub = createRoutesStub([{ path: "/staff/content", Component: Shown }]);

function renderFor(roles: StaffRole[], part?: "site" | "page") {
  const items = editableItems
    .filter((item) => part === undefined || item.part === part)
    .map(({ slug, part, title, description }) => ({
      href: `/staff/content/${slug}`,
      slug,
      part,
      title,
      description,
      published: null,
    }));
  const loaderData = {
    staffName: "Dana",
    roles,
    csrfToken: "token",
    message: null,
    items,
    partial: part !== undefined,
    attention: [],
    scheduled: [],
    drafts: [],
    waiting: [],
    find: "",
    found: [],
    mostFound: 40,
    keptInCode: [],
  };
  shown = { loaderData } as unknown as Parameters<typeof ContentList>[0];
  render(<Stub initialEntries={["/staff/content"]} />);
}

describe("the editor's front page", () => {
  it.each([
    ["site", "Across the site", "Pages"],
    ["page", "Pages", "Across the site"],
  ] as const)("lists only the part an account edits in (%s), under its heading", (part, shown, hidden) => {
    renderFor(["content"], part);
    expect(screen.getByRole("heading", { name: shown })).toBeInTheDocument();
    expect(screen.queryByRole("heading", { name: hidden })).toBeNull();
  });

  it.each(STAFF_ROLES)("links the photo library for %s only if that role may open it", (role) => {
    renderFor([role]);
    const link = screen.queryByRole("link", { name: "Photos uploaded" });
    expect(link !== null).toBe(can({ roles: [role] }, "edit", "photos"));
  });
});
