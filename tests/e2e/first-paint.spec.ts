// A slow link or a busy phone can leave the HTML parser waiting for bytes in the middle of the
// header, and Chromium draws whatever it has parsed when it waits. A header laid out as a row then
// moves as its later links and buttons arrive. The page's head asks that no frame be drawn before
// the header has been read to its end (`rel=expect`, app/root.tsx). Here the HTML stops in the
// middle of the header until a frame is drawn or a second has passed, and the first frame drawn
// must show the whole header.
import { once } from "node:events";
import { createServer, request } from "node:http";
import type { AddressInfo } from "node:net";
import { expect, ownContext, test } from "./fixtures";

/**
 * Serves the site through itself; each page's HTML in two parts, the second held from the end of
 * the header's first link until `release` is called.
 */
async function stallingInTheHeader(site: string) {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  let stalled = () => {};
  const stalling = new Promise<void>((resolve) => {
    stalled = resolve;
  });
  const server = createServer((incoming, answer) => {
    const upstream = request(
      new URL(incoming.url ?? "/", site),
      {
        method: incoming.method,
        headers: { ...incoming.headers, host: new URL(site).host, "accept-encoding": "identity" },
      },
      async (response) => {
        if (!response.headers["content-type"]?.startsWith("text/html")) {
          answer.writeHead(response.statusCode ?? 502, response.headers);
          response.pipe(answer);
          return;
        }
        let html = "";
        for await (const chunk of response) html += chunk;
        const header = html.indexOf("<header");
        const cut = header < 0 ? html.length : html.indexOf("</a>", header) + "</a>".length;
        const { "content-length": _, ...headers } = response.headers;
        answer.writeHead(response.statusCode ?? 502, headers);
        answer.write(html.slice(0, cut));
        stalled();
        await released;
        answer.end(html.slice(cut));
      },
    );
    incoming.pipe(upstream);
  });
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    stalling,
    release,
    close: () => server.close(),
  };
}

for (const width of [375, 1280]) {
  test(`at ${width} px no frame shows a header read halfway`, async ({ browser, baseURL }) => {
    const proxy = await stallingInTheHeader(baseURL ?? "");
    // A browser of its own, which may reach the stalling server.
    const { context, page } = await ownContext(browser, { viewport: { width, height: 800 } });
    try {
      const visit = page.goto(`${proxy.origin}/about-us`, { waitUntil: "commit" });
      await proxy.stalling;
      await visit;
      await page.waitForFunction(() => document.querySelector("header a") !== null, null, { polling: 50 });
      // Until the page is painted, or for a second: a browser that paints a half-read header has by then.
      const paintedHalfway = await page
        .waitForFunction(() => performance.getEntriesByName("first-contentful-paint").length > 0, null, {
          polling: 50,
          timeout: 1000,
        })
        .then(
          () => page.evaluate(() => document.querySelectorAll("header a").length),
          () => 0,
        );
      proxy.release();
      await page.waitForLoadState("load");
      const links = await page.evaluate(() => document.querySelectorAll("header a").length);
      expect(links).toBeGreaterThan(1);
      expect(paintedHalfway, "links in the header when it was first painted").toBe(0);
    } finally {
      proxy.release();
      await context.close();
      proxy.close();
    }
  });
}
