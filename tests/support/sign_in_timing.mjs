// Figures for tests/bench, not a test: loads a page in Chromium as a slow
// 4G phone would (150 ms latency, 1.6 Mbit/s each way, CPU slowed 4×,
// 390 px wide, no cache) and prints, from navigation start, the first paint
// and the moment the field was in the page and enabled, best of the runs:
//   node tests/support/sign_in_timing.mjs BASE_URL PATH SELECTOR [RUNS]
// Run with NODE_PATH=islands/node_modules (Playwright) and CHROMIUM_PATH
// (default /usr/bin/chromium).
import { createRequire } from "node:module";
import path from "node:path";

const require = createRequire(path.join(process.env.NODE_PATH ?? "islands/node_modules", "noop.js"));
const { chromium } = require("playwright");

const [base, page_path, selector, runs = "3"] = process.argv.slice(2);
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking"],
});
const results = [];
try {
  for (let i = 0; i < Number(runs); i++) {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send("Network.enable");
    await cdp.send("Network.setCacheDisabled", { cacheDisabled: true });
    await cdp.send("Network.emulateNetworkConditions", {
      offline: false,
      latency: 150,
      downloadThroughput: (1.6 * 1024 * 1024) / 8,
      uploadThroughput: (1.6 * 1024 * 1024) / 8,
    });
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
    await page.addInitScript((sel) => {
      const check = () => {
        const el = document.querySelector(sel);
        if (window.__usable === undefined && el && !el.disabled) window.__usable = performance.now();
      };
      new MutationObserver(check).observe(document, { childList: true, subtree: true });
    }, selector);
    await page.goto(base + page_path, { waitUntil: "load" });
    await page.waitForFunction(() => window.__usable !== undefined, null, { timeout: 30_000 });
    await page.waitForFunction(() => performance.getEntriesByType("paint").length > 0);
    results.push(
      await page.evaluate(() => {
        const paint = performance.getEntriesByType("paint");
        const fp = paint.find((p) => p.name === "first-paint") ?? paint[0];
        return { paint: fp.startTime, usable: window.__usable };
      }),
    );
    await context.close();
  }
} finally {
  await browser.close();
}
results.sort((a, b) => a.usable - b.usable);
const best = results[0];
console.log(`${Math.round(best.paint)}\t${Math.round(best.usable)}`);
