import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import packageJson from "../package.json" with { type: "json" };
import { SUPPORTED_NODE, unsupportedRuntime } from "./runtime";

describe("the Node.js the site runs on", () => {
  it("is one version, stated alike by engines, the node package npm installs and .nvmrc", () => {
    const pinned = packageJson.dependencies.node;
    expect(pinned).toMatch(/^\d+\.\d+\.\d+$/);
    expect(SUPPORTED_NODE).toBe(`^${pinned}`);
    expect(readFileSync(".nvmrc", "utf8").trim()).toBe(pinned);
  });

  it("is the one these tests run on, the node package's own binary", () => {
    expect(process.versions.node).toBe(packageJson.dependencies.node);
    expect(unsupportedRuntime(process.versions.node)).toBeUndefined();
  });

  it("accepts later releases of the same major version", () => {
    for (const version of ["26.10.0", "26.10.3", "26.11.0", "v26.12.1"]) {
      expect(unsupportedRuntime(version, "^26.10.0")).toBeUndefined();
    }
  });

  it("refuses an older release or another major version, naming both", () => {
    for (const version of ["20.20.2", "26.9.9", "26.0.0", "27.0.0", "24.11.0", "not a version"]) {
      const problem = unsupportedRuntime(version, "^26.10.0");
      expect(problem).toContain("This site runs on Node.js ^26.10.0");
      expect(problem).toContain(`this is Node.js ${version}`);
      expect(problem).toContain("npm start");
    }
  });
});
