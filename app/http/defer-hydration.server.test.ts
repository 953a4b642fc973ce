import { describe, expect, it } from "vitest";
import { deferHydration } from "./defer-hydration.server";

// The shape of what React Router's <Scripts /> writes (react-router 7.18).
const page = `<html><head><link rel="modulepreload" href="/assets/entry.client-A.js"/><link rel="modulepreload" href="/assets/chunk-B.js"/><link rel="stylesheet" href="/assets/root.css"/></head><body><main>Form</main>
<script nonce="n1">window.__reactRouterContext = {"basename":"/"};</script><script nonce="n1" type="module" async="">;
import * as route0 from "/assets/root-C.js";
import * as route1_clientLoader from "/assets/groups-clientLoader-D.js";
import * as route1_main from "/assets/groups-E.js";
const route1 = {...route1_clientLoader,...route1_main};
  window.__reactRouterManifest = {"entry":{"module":"/assets/entry.client-A.js","imports":["/assets/chunk-B.js"]}};
  window.__reactRouterRouteModules = {"root":route0,"routes/groups":route1};

import("/assets/entry.client-A.js");</script><script type="module">import "/assets/other.js";</script></body></html>`;

describe("starting React once the page has loaded", () => {
  const html = deferHydration(page);
  const script = html.match(/<script nonce="n1" type="module" async="">([\s\S]*?)<\/script>/)?.[1] ?? "";

  it("drops the module preloads and keeps the stylesheet", () => {
    expect(html).not.toContain("modulepreload");
    expect(html).toContain('<link rel="stylesheet" href="/assets/root.css"/>');
  });

  it("imports the same modules together after the load event, then hands them to React Router", () => {
    expect(script).toContain('addEventListener("load"');
    expect(script).not.toMatch(/\bimport \* as/);
    expect(script).toContain(
      'const [route0,route1_clientLoader,route1_main]=await Promise.all([import("/assets/root-C.js"),import("/assets/groups-clientLoader-D.js"),import("/assets/groups-E.js")]);',
    );
    const order = [
      "Promise.all",
      "const route1 = {",
      "__reactRouterRouteModules",
      'import("/assets/entry.client-A.js")',
    ];
    const positions = order.map((text) => script.indexOf(text));
    expect(positions.every((position) => position >= 0)).toBe(true);
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
  });

  it("keeps the nonce, the context script and other scripts as they were", () => {
    expect(html).toContain('<script nonce="n1">window.__reactRouterContext = {"basename":"/"};</script>');
    expect(html).toContain('<script type="module">import "/assets/other.js";</script>');
  });

  it("runs: the route modules reach React Router before its client starts", async () => {
    const imported: string[] = [];
    const window: Record<string, unknown> = {};
    let onLoad: () => Promise<void> = async () => {};
    const run = new Function(
      "window",
      "document",
      "addEventListener",
      "__import",
      script.replace(/\bimport\(/g, "__import("),
    );
    run(
      window,
      { readyState: "interactive" },
      (_: string, listener: () => Promise<void>) => {
        onLoad = listener;
      },
      async (url: string) => {
        imported.push(url);
        return { url };
      },
    );
    expect(imported).toEqual([]);
    await onLoad();
    expect(imported.at(-1)).toBe("/assets/entry.client-A.js");
    expect(window.__reactRouterRouteModules).toEqual({
      root: { url: "/assets/root-C.js" },
      "routes/groups": { url: "/assets/groups-E.js" },
    });
  });

  it("leaves a page without React Router's scripts untouched", () => {
    const plain = `<head><link rel="modulepreload" href="/assets/x.js"/></head><body><script type="module">import "/assets/x.js";</script></body>`;
    expect(deferHydration(plain)).toBe(plain);
  });
});
