// How this project starts Debian's Chromium, for the browser tests, the benchmarks and the screenshot
// scripts. No sandbox (tests run as root) and no background calls home (the machine has no network).
// Nor the address bar's popup, a page of Chromium's own interface that each new window loads in a
// renderer of its own (some 150 modules): headless, no one sees it, and on this machine's two cores
// it competed with the page under test, delaying a slow phone's first paint by 80–100 ms
// (docs/decisions/0051).
export const chromiumLaunchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--disable-features=WebUIOmniboxPopup,WebUIOmniboxAimPopup",
  ],
};

/** Waits until a page is set in its typeface, which a first visit swaps in when its file arrives
 * (app/app.css): a screenshot before that shows the fallback face. */
export function typefaceApplied(page) {
  return page.waitForFunction(async () => {
    await document.fonts.ready;
    return [...document.fonts].some((face) => face.family === "Nunito Sans Variable" && face.status === "loaded");
  });
}
