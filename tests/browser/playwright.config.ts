// Browser tests: Playwright drives Debian's Chromium (never a downloaded
// browser) against the real server started by serve.sh on a fresh SQLite
// database. Run through tests/run, or: cd islands && npx playwright test -c ../tests/browser/playwright.config.ts
import { defineConfig, devices } from "@playwright/test";

const port = Number(process.env.BROWSER_TEST_PORT ?? 18765);
export const baseURL = `http://127.0.0.1:${port}`;
/** A second server on an empty database, for the first-run registration test. */
export const freshURL = `http://127.0.0.1:${port + 1}`;
/** A third server that stays empty: read-only checks of a fresh install. */
export const emptyURL = `http://127.0.0.1:${port + 2}`;
/** A fourth server whose mail server is down (nothing listens on its SMTP port). */
export const mailURL = `http://127.0.0.1:${port + 3}`;
/** A fifth server on an empty database, for the first registration without JavaScript. */
export const noScriptFreshURL = `http://127.0.0.1:${port + 4}`;
/**
 * A sixth server with the seed administrator, for tests that count the rows
 * of a whole list: there no other test adds or deletes rows beside them.
 */
export const countingURL = `http://127.0.0.1:${port + 5}`;

/** How every test launches Debian's Chromium (the Lighthouse spec too). */
export const chromiumLaunch = {
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

/** A test server on `p` (a fresh database), with `env` on top of serve.sh's settings. */
function server(p: number, env: Record<string, string> = {}) {
  return {
    command: `bash ${__dirname}/serve.sh ${p}`,
    url: `http://127.0.0.1:${p}/healthz`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: "ignore" as const,
    stderr: "pipe" as const,
    env,
  };
}

export default defineConfig({
  testDir: ".",
  // A test of several screens, each checked with axe, takes 20-40 s on a
  // quiet machine and twice that when all workers load the 2 cores at once.
  timeout: 90_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  // The tests wait on pages, servers and timers far more than on the CPU:
  // on a quiet 2-core machine four workers ran all 422 in 10.0 min, where
  // two had taken 16.6 min for 400 (BROWSER_TEST_WORKERS overrides).
  workers: Number(process.env.BROWSER_TEST_WORKERS ?? 4),
  // On CI a test that fails once runs once more, and the run reports it as
  // flaky (and the failure-summary reporter prints its first error) rather
  // than failing: timings on a saturated 2-core machine are not the code's.
  retries: process.env.CI ? 1 : 0,
  reporter: [[process.env.CI ? "line" : "list"], ["./failure-summary.ts"]],
  outputDir: "../../target/playwright-results",
  use: {
    baseURL,
    launchOptions: chromiumLaunch,
    trace: "off",
  },
  projects: [
    {
      name: "desktop",
      use: { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 900 }, launchOptions: chromiumLaunch },
      // Slow-phone timings are a phone's measurement.
      grepInvert: /@phone-only/,
    },
    {
      name: "phone",
      use: { ...devices["Pixel 7"], viewport: { width: 390, height: 844 }, launchOptions: chromiumLaunch },
      // The first-run tests register the one first administrator on the
      // shared empty servers, so they run once (desktop).
      testIgnore: /admin-first-run\.spec\.ts$/,
      // A test that opens no page gives the same answer at every width.
      grepInvert: /@any-width/,
    },
  ],
  globalSetup: "./global-setup.ts",
  webServer: [
    server(port),
    server(port + 1),
    server(port + 2),
    // Its mail server is down: nothing listens on this SMTP port.
    server(port + 3, {
      SMTP_URL: `smtp://127.0.0.1:${port + 9}`,
      NOTIFY_EMAILS: "sales@vanijya.test",
      MAIL_RETRY_BASE_MS: "200",
      MAIL_RETRY_MAX_SECONDS: "2",
      RUST_LOG: "error",
    }),
    server(port + 4),
    server(port + 5),
  ],
});
