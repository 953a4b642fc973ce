// How this project starts Debian's Chromium, for the browser tests and the screenshot scripts.
// No sandbox (tests run as root) and no background calls home (the machine has no network).
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
