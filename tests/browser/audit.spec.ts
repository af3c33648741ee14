// The audit log screen at 1280 px and 390 px: an administrator's write
// shows with who made it, the call and the fields it sent; the action
// filter lives in the address; the screen has no way to change an entry.
import { adminApi, checkA11y, expect, loginAsAdmin, SEED_ADMIN, test, unique } from "./admin-helpers";

test("the audit log lists a write with who, the call and its fields, and filters by action", async ({ page, request }) => {
  const api = await adminApi(request);
  const dName = unique("Audit dept");
  const res = await api.post("/admin/departments/adddep", { data: { dName } });
  expect(res.status()).toBe(201);
  await loginAsAdmin(page);

  await page.goto("/admin-login/audit");
  await expect(page.getByRole("heading", { level: 1, name: "Audit log" })).toBeVisible();
  await expect(page.getByRole("table")).toContainText("Signed in");
  await checkA11y(page);

  // Other tests write at the same time: narrow to department creations.
  await page.getByLabel("Search").fill("adddep");
  await page.getByLabel("Action").selectOption("Created");
  await page.getByRole("button", { name: "Apply filters" }).click();
  await expect(page).toHaveURL(/action=Created/);
  await expect(page).toHaveURL(/q=adddep/);
  const table = page.getByRole("table");
  const first = table.getByRole("row").nth(1);
  await expect(first).toContainText("POST /admin/departments/adddep");
  await expect(first).toContainText("dName");
  await expect(first).toContainText(SEED_ADMIN.email);
  await expect(table).not.toContainText("Signed in");
  await expect(page.getByRole("button", { name: /delete|edit|remove/i })).toHaveCount(0);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow, "no sideways scrolling").toBeLessThanOrEqual(0);
  await checkA11y(page);
});
