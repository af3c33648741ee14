// First-run setup on the EMPTY server (freshURL): /registration is open while
// no administrator exists. This is the only test that
// registers the first administrator there, so it must run once per run: the
// phone project ignores this file (playwright.config.ts); the phone layout of
// the registration screen is covered by admin-auth.spec.ts on the main server.
import { freshURL } from "./playwright.config";
import {
  LOGIN,
  PRODUCT_NAME,
  checkA11y,
  expect,
  armTimer,
  expectAboutThreeSeconds,
  msFromAppearance,
  pathOf,
  test,
  token,
  widthOf,
} from "./admin-helpers";

test("first run: the first administrator registers, then lands on /admin-login", async ({ page }) => {
  await page.goto(`${freshURL}/registration`);
  expect(pathOf(page)).toBe("/registration");
  await expect(page.getByRole("heading", { name: `${PRODUCT_NAME} Registration Page` })).toBeVisible();
  await expect(page.getByText("Create Account", { exact: true })).toBeVisible();

  const fields = {
    name: page.getByLabel("Your Name"),
    email: page.getByLabel("Email", { exact: true }),
    mobile: page.getByLabel("Mobile", { exact: true }),
    password: page.getByLabel("Password", { exact: true }),
    role: page.getByLabel("Role", { exact: true }),
  };
  for (const f of Object.values(fields)) {
    await expect(f).toBeVisible();
    await expect(f).toHaveAttribute("required", /.*/);
  }
  await expect(fields.email).toHaveAttribute("type", "email");
  await expect(fields.password).toHaveAttribute("placeholder", "Password min 8 char long");
  await expect(fields.password).toHaveAttribute("minlength", "8");
  const submit = page.getByRole("button", { name: "Submit", exact: true });
  await expect(submit).toBeVisible();

  const form = page.locator("form").filter({ has: fields.name });
  const width = await widthOf(form);
  if (page.viewportSize()!.width >= 768) expect(Math.abs(width - 350), `form width ${width}`).toBeLessThanOrEqual(1);
  else expect(width).toBeLessThanOrEqual(page.viewportSize()!.width);
  await checkA11y(page, "first-run registration");

  // A password shorter than 8 characters is refused by the browser: nothing is sent.
  const t = token();
  const email = `first.${t}@example.test`;
  let posts = 0;
  page.on("request", (r) => {
    if (r.method() === "POST" && r.url().endsWith("/admin/createad")) posts += 1;
  });
  await fields.name.fill("First Owner");
  await fields.email.fill(email);
  await fields.mobile.fill("9800000000");
  await fields.password.fill("short");
  await fields.role.fill("owner");
  await submit.click();
  expect(await fields.password.evaluate((el: HTMLInputElement) => el.validity.valid)).toBe(false);
  expect(posts, "no request with an invalid password").toBe(0);

  await fields.password.fill("first-owner-password");
  await armTimer(page, "User added successfully!");
  await submit.click();
  const success = page.getByText("User added successfully!", { exact: true });
  await expect(success).toBeVisible();
  for (const f of Object.values(fields)) await expect(f).toHaveValue("");
  await checkA11y(page, "registration success");
  expectAboutThreeSeconds(await msFromAppearance(page, "navigated"), "User added successfully! to /admin-login");
  await expect.poll(() => pathOf(page)).toBe(LOGIN);
  await expect(page.getByRole("heading", { name: "Admin Login" })).toBeVisible();

  // The new administrator can sign in, and registration is now closed to visitors.
  const login = await page.request.post(`${freshURL}/admin/login`, {
    data: { email, password: "first-owner-password" },
  });
  expect(login.status()).toBe(200);
  await page.request.post(`${freshURL}/admin/logout`);
  await page.goto(`${freshURL}/registration`);
  await expect.poll(() => pathOf(page)).toBe(LOGIN);
});
