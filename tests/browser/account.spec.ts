// The administrator's own account screen at 1280 px and 390 px: change the
// password (a common one refused at its field, then a good one accepted and
// usable at the next login), see the active sessions with this one marked,
// and end another browser's session. A fresh administrator per test, so the
// seed administrator's password never changes under the other tests.
import type { Browser } from "@playwright/test";
import { adminApi, checkA11y, expect, test, unique } from "./admin-helpers";

async function freshAdmin(request: Parameters<typeof adminApi>[0]) {
  const api = await adminApi(request);
  const email = `${unique("acct").replace(/\W+/g, "-")}@vanijya.test`.toLowerCase();
  const password = "Kosi-river-morning-77";
  const res = await api.post("/admin/createad", {
    data: { username: "Account Test", email, mobile: "9876500011", password, role: "editor" },
  });
  expect(res.status()).toBe(201);
  return { email, password };
}

async function signedInContext(browser: Browser, baseURL: string | undefined, who: { email: string; password: string }, userAgent?: string) {
  const context = await browser.newContext({ baseURL, userAgent });
  const res = await context.request.post("/admin/login", { data: who });
  expect(res.status()).toBe(200);
  return context;
}

test("an administrator changes their password from the account screen", async ({ page, request, browser, baseURL, browserLog }) => {
  browserLog.allowFailedRequest(/^\/admin\/account\/password$/, 422);
  const who = await freshAdmin(request);
  const res = await page.request.post("/admin/login", { data: who });
  expect(res.status()).toBe(200);

  await page.goto("/admin-login/account");
  await expect(page.getByRole("heading", { level: 1, name: "Your account" })).toBeVisible();
  await checkA11y(page);

  await page.getByLabel("Current password").fill(who.password);
  await page.getByLabel("New password", { exact: true }).fill("Password@123");
  await page.getByLabel("Repeat the new password").fill("Password@123");
  await page.getByRole("button", { name: "Change password" }).click();
  await expect(page.locator("#acct-new-error")).toHaveText(/too common/);
  await expect(page.getByLabel("New password", { exact: true })).toBeFocused();

  const next = "Sonepur-mela-lanterns-9";
  await page.getByLabel("New password", { exact: true }).fill(next);
  await page.getByLabel("Repeat the new password").fill(next);
  await page.getByRole("button", { name: "Change password" }).click();
  await expect(page.getByText("Password changed.")).toBeVisible();
  await expect(page.getByLabel("Current password")).toHaveValue("");

  const fresh = await browser.newContext({ baseURL });
  expect((await fresh.request.post("/admin/login", { data: who })).status()).toBe(401);
  expect((await fresh.request.post("/admin/login", { data: { email: who.email, password: next } })).status()).toBe(200);
  await fresh.close();
  await checkA11y(page);
});

test("an administrator sees their sessions and ends another browser's", async ({ page, request, browser, baseURL }) => {
  const who = await freshAdmin(request);
  const phone = await signedInContext(browser, baseURL, who, "Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 Chrome/130.0 Mobile Safari/537.36");
  const res = await page.request.post("/admin/login", { data: who });
  expect(res.status()).toBe(200);

  await page.goto("/admin-login/account");
  const table = page.getByRole("table", { name: /active sessions/ });
  await expect(table.getByRole("row")).toHaveCount(3);
  await expect(table).toContainText("This session");
  await expect(table).toContainText("Chrome on Android");
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow, "no sideways scrolling").toBeLessThanOrEqual(0);
  await checkA11y(page);

  await page.getByRole("button", { name: /End the session of Chrome on Android/ }).click();
  await expect(page.getByText("Session ended.")).toBeVisible();
  await expect(table.getByRole("row")).toHaveCount(2);
  expect((await phone.request.get("/admin/check-auth")).status()).toBe(401);
  await expect(page.getByRole("button", { name: "End all other sessions" })).toBeDisabled();
  await phone.close();
});
