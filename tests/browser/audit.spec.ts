// The audit log screen at 1280 px and 390 px: an administrator's write
// shows with who made it, what was done in words (never a call) and the
// fields it sent; the filters live in the address; the screen has no way to
// change an entry.
import { adminApi, checkA11y, expect, loginAsAdmin, SEED_ADMIN, test, unique } from "./admin-helpers";

test("the audit log says what was done to what, with who and the fields, and filters by action", async ({ page, request }) => {
  const api = await adminApi(request);
  const dName = unique("Audit dept");
  const res = await api.post("/admin/departments/adddep", { data: { dName } });
  expect(res.status()).toBe(201);
  const { dId } = (await res.json()) as { dId: number };
  expect((await api.delete(`/admin/departments/${dId}`)).status()).toBe(204);
  await loginAsAdmin(page);

  await page.goto("/admin-login/audit");
  await expect(page.getByRole("heading", { level: 1, name: "Audit log" })).toBeVisible();
  await expect(page.getByRole("table")).toContainText("Signed in");
  await checkA11y(page);

  // Other tests write at the same time: narrow to this department's deletion.
  await page.getByLabel("Search").fill(dName);
  await page.getByLabel("Action").selectOption("Deleted");
  await page.getByRole("button", { name: "Apply filters" }).click();
  await expect(page).toHaveURL(/action=Deleted/);
  const table = page.getByRole("table");
  const first = table.getByRole("row").nth(1);
  await expect(first).toContainText(`Deleted the department ${dName}`);
  await expect(first).toContainText(SEED_ADMIN.email);
  await expect(table).not.toContainText("Signed in");
  await expect(table).not.toContainText("/admin/");

  // The creation names its fields.
  await page.getByLabel("Action").selectOption("Created");
  await page.getByLabel("Search").fill("adddep");
  await page.getByRole("button", { name: "Apply filters" }).click();
  await expect(table.getByRole("row").nth(1)).toContainText("Added a department");
  await expect(table.getByRole("row").nth(1)).toContainText("dName");
  await expect(page.getByRole("button", { name: /delete|edit|remove/i })).toHaveCount(0);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow, "no sideways scrolling").toBeLessThanOrEqual(0);
  await checkA11y(page);
});
