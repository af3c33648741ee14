// The administrator home warns when e-mail keeps failing: on a server whose
// mail server is down, a new enquiry's mail fails, and the home shows how
// many messages wait, the last error and a Retry button (axe-clean, at
// 1280 px and 390 px).
import { expect, test } from "@playwright/test";
import { checkA11y, SEED_ADMIN } from "./fixtures";
import { mailURL } from "./playwright.config";

test.use({ baseURL: mailURL });

test("failing e-mail shows a warning with the count, the last error and a Retry button", async ({ page }) => {
  // Arrange: an administrator (the first project's call makes it), and an
  // enquiry whose mail cannot be sent.
  await page.request.post("/admin/createad", {
    data: { username: SEED_ADMIN.name, email: SEED_ADMIN.email, mobile: "9876543210", password: SEED_ADMIN.password, role: "owner" },
  });
  const services = (await (await page.request.get("/serviceent/list")).json()) as { serId: number }[];
  const made = await page.request.post("/userbe/createbe", {
    data: {
      fName: "Mail",
      lName: "Warning",
      bEmail: `warning${Date.now().toString(36)}@example.in`,
      selectedService: { serId: services[0]!.serId },
      contactNumber: "9876543210",
      address: "Patna",
      message: "Checking the e-mail warning.",
    },
  });
  expect(made.status()).toBe(201);
  const login = await page.request.post("/admin/login", { data: { email: SEED_ADMIN.email, password: SEED_ADMIN.password } });
  expect(login.status()).toBe(200);
  await expect
    .poll(async () => ((await (await page.request.get("/admin/mail/status")).json()) as { failing: number }).failing, { timeout: 15_000 })
    .toBeGreaterThan(0);

  // Act
  await page.goto("/admin-login/admin-home");

  // Assert: the warning, readable and accessible; Retry makes them due now.
  const warning = page.locator(".admin-mail-warning");
  await expect(warning.getByRole("heading", { name: "E-mail is failing" })).toBeVisible();
  await expect(warning).toContainText(/\d+ e-mails? (is|are) waiting to be sent/);
  await expect(warning).toContainText("Last error");
  await checkA11y(page, "admin home with the mail warning");
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await warning.getByRole("button", { name: "Retry now" }).click();
  await expect(warning).toContainText(/Trying \d+ messages? again now\./);
});
