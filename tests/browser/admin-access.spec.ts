// Access levels at 1280 px and 390 px: a sales account's menu offers its
// work (enquiries, quotations, analytics) and no Administrators, Backups,
// People's data or Audit log; such a screen, opened by its address, says it
// is not open to the account (403), and so does its API call.
import type { Page } from "@playwright/test";
import { ADMINS, adminApi, checkA11y, expect, loginAsAdmin, test, unique } from "./admin-helpers";

const PASSWORD = "a-long-sales-password";

/** The menu, opened first on a phone (it folds behind the Menu button there). */
async function menu(page: Page) {
  const button = page.getByRole("button", { name: "Menu" });
  if (await button.isVisible()) await button.click();
  const nav = page.getByRole("navigation", { name: "Administration" });
  await expect(nav).toBeVisible();
  return nav;
}

test("a sales account sees only its work in the menu, and the owner's screens and calls answer 403", async ({ page, request, browserLog }) => {
  const api = await adminApi(request);
  const email = `${unique("sales").replace(/\W+/g, "-")}@vanijya.test`;
  const made = await api.post("/admin/createad", {
    data: { username: "Sales Colleague", email, mobile: "9876543210", password: PASSWORD, role: "Sales" },
  });
  expect(made.status()).toBe(201);
  const signIn = await page.request.post("/admin/login", { data: { email, password: PASSWORD } });
  expect(signIn.status()).toBe(200);

  await page.goto("/admin-login/admin-home");
  await expect(page.getByRole("heading", { level: 1, name: "Today" })).toBeVisible();
  const nav = await menu(page);
  for (const name of ["Enquiries", "Quotations", "Invoices", "Analytics"]) {
    await expect(nav.getByRole("link", { name, exact: true })).toBeVisible();
  }
  for (const name of ["Administrators", "Backups", "People's data", "Audit log", "Services", "Departments"]) {
    await expect(nav.getByRole("link", { name, exact: true })).toHaveCount(0);
  }
  await expect(page.getByRole("heading", { name: "Applications waiting" })).toHaveCount(0);
  await checkA11y(page);

  browserLog.allowFailedRequest(/^\/admin-login\/people$/, 403);
  const screen = await page.goto("/admin-login/people");
  expect(screen?.status()).toBe(403);
  await expect(page.getByRole("heading", { level: 1, name: "Not open to your access level" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Go to Today" })).toBeVisible();
  await checkA11y(page);

  for (const path of ["/admin/admins", "/admin/backups/status", "/admin/people?q=a", "/admin/audit"]) {
    expect((await page.request.get(path)).status(), path).toBe(403);
  }
});

test("the owner adds a colleague with a level without leaving the Administrators screen", async ({ page, browserLog }) => {
  browserLog.allowFailedRequest(/^\/admin\/createad$/, 422);
  await loginAsAdmin(page);
  await page.goto(ADMINS);
  await page.getByRole("button", { name: "Add administrator" }).click();
  const form = page.getByRole("form", { name: "Add administrator" });
  const email = `${unique("editor").replace(/\W+/g, "-")}@vanijya.test`;
  await form.getByLabel("Username").fill("Content Colleague");
  await form.getByLabel("Email").fill(email);
  await form.getByLabel("Mobile").fill("9876543210");
  await form.getByLabel("Password").fill("short");
  await form.getByLabel("Role (job title)").fill("Content writer");
  await form.getByLabel("Access level").selectOption("editor");
  await form.getByRole("button", { name: "Add the administrator" }).click();
  await expect(form.getByLabel("Password")).toHaveAccessibleDescription(/8/);
  await form.getByLabel("Password").fill(PASSWORD);
  await checkA11y(page);
  await form.getByRole("button", { name: "Add the administrator" }).click();

  await expect(page.getByRole("status").filter({ hasText: `Content Colleague can now sign in with ${email}.` })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`${ADMINS}$`));
  const row = page.getByRole("row").filter({ hasText: email });
  await expect(row.getByRole("combobox")).toHaveValue("editor");
  await expect(row).toContainText("Content writer");
  // The shared server's list of administrators is left as it was, for the
  // tests that lay it out.
  const admins = (await (await page.request.get("/admin/admins")).json()) as { id: number; email: string }[];
  const made = admins.find((a) => a.email === email)!;
  expect((await page.request.delete(`/admin/admins/${made.id}`)).status()).toBe(204);
});
