// @vitest-environment jsdom
import { render, screen } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ErrorBoundary } from "./root";

function Broken(): never {
  throw new Error("database exploded at line 42");
}

function renderBrokenPage() {
  const Stub = createRoutesStub([{ path: "/", Component: Broken, ErrorBoundary: ErrorBoundary as never }]);
  render(<Stub initialEntries={["/"]} />);
}

describe("root error boundary", () => {
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.restoreAllMocks();
  });

  it("shows a branded error page with a way home and no stack trace in production", async () => {
    vi.stubEnv("DEV", false);
    vi.spyOn(console, "error").mockImplementation(() => {});
    renderBrokenPage();
    expect(await screen.findByRole("heading", { name: "Unexpected Application Error!" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Return to Home" })).toHaveAttribute("href", "/");
    expect(document.body.textContent).not.toMatch(/database exploded|at line 42/);
  });

  it("shows the stack while developing", async () => {
    vi.stubEnv("DEV", true);
    vi.spyOn(console, "error").mockImplementation(() => {});
    renderBrokenPage();
    await screen.findByRole("heading", { name: "Unexpected Application Error!" });
    expect(document.body.textContent).toMatch(/database exploded/);
  });
});
