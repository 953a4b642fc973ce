// Issue 70's slow phone, shared by the first-visit benchmark and its trace: Debian's Chromium at
// 375 px with touch, a new browser context per visit, the CPU slowed 4x and a slow 4G link (150 ms
// round trip, 1.6 Mbit/s down, 750 kbit/s up) applied through DevTools.

const SLOW_4G = {
  offline: false,
  latency: 150,
  downloadThroughput: 1_600_000 / 8,
  uploadThroughput: 750_000 / 8,
};

/** A fresh phone in `browser` (no cache, no cookies): its context, page and DevTools session. */
export async function newPhone(browser, width = 375) {
  const context = await browser.newContext({ viewport: { width, height: 800 }, hasTouch: true, isMobile: true });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", SLOW_4G);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
  return { context, page, cdp };
}
