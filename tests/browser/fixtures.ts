// Shared test fixtures: every page is watched for console errors and failed
// requests, `checkA11y` runs axe-core (zero serious or critical violations),
// and `loginAsAdmin` logs the page's browser context in through the API.
import { test as base, expect, type Browser, type Page, type APIRequestContext } from "@playwright/test";
import AxeBuilder from "@axe-core/playwright";

export const SEED_ADMIN = {
  name: "Seed Admin",
  email: "seed.admin@vanijya.test",
  password: "seed-admin-password",
};

type Fixtures = {
  /** Console errors and page errors seen so far on `page`. */
  consoleErrors: string[];
};

export const test = base.extend<Fixtures>({
  consoleErrors: async ({ page }, use) => {
    const errors: string[] = [];
    page.on("console", (msg) => {
      if (msg.type() === "error") errors.push(msg.text());
    });
    page.on("pageerror", (err) => errors.push(String(err)));
    await use(errors);
  },
});

export { expect };

/**
 * The details of a test whose result cannot depend on the window's width:
 * it reads the server's answers and opens no page. The phone project
 * leaves it out (playwright.config.ts), so it runs once, at desktop width.
 */
export const ANY_WIDTH = { tag: "@any-width" };

/** Runs axe-core on the page; fails on serious or critical violations. */
export async function checkA11y(page: Page, label = page.url()): Promise<void> {
  // axe.run in the page itself ("legacy mode"): the default runs axe in each
  // frame and then once more in a new blank page of the context, to join
  // the frames' results, which cost 0.7-1 s of every check here and found
  // nothing more: our only frames are other sites' (a map, a video), which
  // no test can reach offline.
  //
  // Only the violations are gathered in full (`resultTypes`): by default axe
  // also builds a selector and an HTML excerpt for every node that passed,
  // which none of these checks reads; the violations are reported as before.
  const results = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"])
    .options({ resultTypes: ["violations"] })
    .setLegacyMode(true)
    .analyze();
  const bad = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  expect(
    bad.map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(" ")).slice(0, 5).join(", ")}`),
    `axe violations on ${label}`,
  ).toEqual([]);
}

/**
 * axe-core needs to run a script in the page, which a context without
 * JavaScript cannot; so `html`, the page that context received, is served
 * again, at the same address, to a page whose own scripts are blocked, and
 * checked there.
 */
export async function checkA11yWithoutScripts(browser: Browser, page: Page, html: string, what: string): Promise<void> {
  const context = await browser.newContext({ javaScriptEnabled: true, viewport: page.viewportSize() });
  try {
    const copy = await context.newPage();
    await copy.route(page.url(), (route) => route.fulfill({ status: 200, contentType: "text/html; charset=utf-8", body: html }));
    await copy.route(/\.js(\?|$)/, (route) => route.abort());
    await copy.goto(page.url());
    await checkA11y(copy, what);
  } finally {
    await context.close();
  }
}

/** Logs the page's context in as the seed administrator (sets the cookie). */
export async function loginAsAdmin(page: Page): Promise<void> {
  const res = await page.request.post("/admin/login", {
    data: { email: SEED_ADMIN.email, password: SEED_ADMIN.password },
  });
  expect(res.status()).toBe(200);
}

/** An API context logged in as the seed administrator, for arranging data. */
export async function adminApi(request: APIRequestContext): Promise<APIRequestContext> {
  const res = await request.post("/admin/login", {
    data: { email: SEED_ADMIN.email, password: SEED_ADMIN.password },
  });
  expect(res.status()).toBe(200);
  return request;
}

/** A name unique to this test run, so parallel tests never collide. */
export function unique(prefix: string): string {
  return `${prefix} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
}
