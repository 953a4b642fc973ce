import { describe, expect, it } from "vitest";
import { HELD_SCRIPT_TYPE } from "~/lib/after-load";
import { deferHydration } from "./defer-hydration.server";

// The shape of what React Router's <Scripts /> writes (react-router 8.4, route modules split).
// tests/e2e/hydration.spec.ts holds the real output to the same promise on every build.
const routerScript = `;
import * as route0 from "/assets/root-C.js";
import * as route1_clientAction from "/assets/share-note-clientAction-D.js";
import * as route1_main from "/assets/share-note-E.js";
const route1 = {...route1_clientAction,...route1_main};
  window.__reactRouterManifest = {"entry":{"module":"/assets/entry.client-A.js","imports":["/assets/chunk-B.js"]}};
  window.__reactRouterRouteModules = {"root":route0,"routes/share-note":route1};

import("/assets/entry.client-A.js");`;
const page = `<html><head><link rel="modulepreload" href="/assets/entry.client-A.js"/><link rel="modulepreload" href="/assets/chunk-B.js"/><link rel="stylesheet" href="/assets/root.css"/></head><body><main>Form</main>
<script type="module">import "/assets/before.js";</script><script nonce="n1">window.__reactRouterContext = {"basename":"/"};</script><script nonce="n1" type="module" async="">${routerScript}</script><script type="module">import "/assets/other.js";</script></body></html>`;

describe("holding React Router's scripts until the page has loaded", () => {
  const html = deferHydration(page) ?? "";

  it("drops the module preloads and keeps the stylesheet", () => {
    expect(html).not.toContain("modulepreload");
    expect(html).toContain('<link rel="stylesheet" href="/assets/root.css"/>');
  });

  it("holds React Router's module script, word for word, with its nonce", () => {
    expect(html).toContain(`<script nonce="n1" type="${HELD_SCRIPT_TYPE}" async="">${routerScript}</script>`);
  });

  it("leaves the context script and every other script as they were", () => {
    expect(html).toContain('<script nonce="n1">window.__reactRouterContext = {"basename":"/"};</script>');
    expect(html).toContain('<script type="module">import "/assets/before.js";</script>');
    expect(html).toContain('<script type="module">import "/assets/other.js";</script>');
    expect(html.match(/type="module"/g)).toHaveLength(2);
  });

  it("says so when a page has no React Router script to hold", () => {
    const plain = `<head><link rel="modulepreload" href="/assets/x.js"/></head><body><script type="module">import "/assets/x.js";</script></body>`;
    expect(deferHydration(plain)).toBeUndefined();
  });
});
