// First-run setup on the EMPTY servers: /registration is open while no
// administrator exists, and its form is in the page itself (the island
// hydrates it; without JavaScript it posts to the server). The tests here
// register the first administrator on freshURL (with JavaScript) and
// noScriptFreshURL (without), and only read emptyURL, so they must run once
// per run: the phone project ignores this file (playwright.config.ts); the
// phone layout of the registration screen is covered by admin-auth.spec.ts
// on the main server.
import type { Page } from "@playwright/test";
import { emptyURL, freshURL, noScriptFreshURL } from "./playwright.config";
import {
  LOGIN,
  PRODUCT_NAME,
  checkA11y,
  expect,
  expectPath,
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

const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });

test("/registration: the form is in the page and the island hydrates it in place, keeping what was typed", async ({ page, browserLog }) => {
  // The island's refusal (the browser logs the failed request).
  browserLog.allowFailedRequest(/\/admin\/createad$/, 422);
  const html = await (await page.request.get(`${emptyURL}/registration`)).text();
  expect(html).toContain('<form method="post" action="/registration" class="admin-form admin-form-350" aria-labelledby="reg-title">');
  expect(html).toContain(`${PRODUCT_NAME} Registration Page</h1>`);
  expect(html).toContain('id="reg-password"');

  // The island's entry waits until something has been typed into the server's form.
  let release!: () => void;
  const typed = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/islands\/admin-[^/]*\.js$/, async (route) => {
    await typed;
    await route.continue();
  });
  // A module script holds DOMContentLoaded back, so the wait is for the field.
  await page.goto(`${emptyURL}/registration`, { waitUntil: "commit" });
  await field(page, "Your Name").fill("Typed Before Hydration");
  await field(page, "Email").fill("ravi@ranjan");
  const before = await page.evaluate(() => {
    const form = document.querySelector("form");
    (window as unknown as { serverForm: Element | null }).serverForm = form;
    const box = form!.getBoundingClientRect();
    return { x: box.x, y: box.y, width: box.width, height: box.height };
  });
  release();
  await page.waitForFunction(() => {
    const el = document.getElementById("reg-username");
    return el !== null && Object.keys(el).some((k) => k.startsWith("__reactFiber"));
  });
  const after = await page.evaluate(() => {
    const form = document.querySelector("form");
    const box = form!.getBoundingClientRect();
    return {
      same: (window as unknown as { serverForm: Element | null }).serverForm === form,
      box: { x: box.x, y: box.y, width: box.width, height: box.height },
    };
  });
  expect(after.same, "the very form the server sent").toBe(true);
  expect(after.box, "nothing moved").toEqual(before);
  await expect(page.getByRole("heading", { name: `${PRODUCT_NAME} Registration Page` })).toBeVisible();
  await expect(field(page, "Your Name")).toHaveValue("Typed Before Hydration");
  await expect(field(page, "Email")).toHaveValue("ravi@ranjan");

  // The island now answers the submit itself (the server refuses the
  // e-mail, so this empty server stays empty): no page is loaded.
  await field(page, "Mobile").fill("9800000000");
  await field(page, "Password").fill("first-owner-password");
  await field(page, "Role").fill("owner");
  await page.getByRole("button", { name: "Submit", exact: true }).click();
  await expect(page.getByText("User registration failed", { exact: true })).toBeVisible();
  for (const label of ["Your Name", "Email", "Mobile", "Password", "Role"]) await expect(field(page, label)).toHaveValue("");
  expect(await page.evaluate(() => (window as unknown as { serverForm: Element | null }).serverForm === document.querySelector("form"))).toBe(true);
  expect(pathOf(page)).toBe("/registration");
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("first run: a refused registration keeps what was typed; the first administrator registers and signs in", async ({ page, request, browserLog }) => {
    // The refused post's page comes back as 422 (the browser logs it).
    browserLog.allowFailedRequest(/^\/registration$/, 422);
    await page.goto(`${noScriptFreshURL}/registration`);
    await expect(page.getByRole("heading", { name: `${PRODUCT_NAME} Registration Page` })).toBeVisible();
    const email = `first.${token()}@example.test`;
    await field(page, "Your Name").fill("No Script Owner");
    await field(page, "Email").fill("owner@nodomain"); // accepted by the browser, refused by the server
    await field(page, "Mobile").fill("9800000001");
    await field(page, "Password").fill("no-script-password");
    await field(page, "Role").fill("owner");
    await page.getByRole("button", { name: "Submit", exact: true }).click();

    await expect(page.getByText("User registration failed", { exact: true })).toBeVisible();
    await expect(field(page, "Email")).toHaveAttribute("aria-invalid", "true");
    await expect(field(page, "Email")).toHaveAccessibleDescription(/valid e-mail address/);
    await expect(field(page, "Your Name")).toHaveValue("No Script Owner");
    await expect(field(page, "Email")).toHaveValue("owner@nodomain");
    await expect(field(page, "Mobile")).toHaveValue("9800000001");
    await expect(field(page, "Role")).toHaveValue("owner");
    await expect(field(page, "Password")).toHaveValue("");

    await field(page, "Email").fill(email);
    await field(page, "Password").fill("no-script-password");
    await page.getByRole("button", { name: "Submit", exact: true }).click();

    await expectPath(page, LOGIN);
    await expect(page.getByRole("heading", { name: "Admin Login" })).toBeVisible();
    await field(page, "Authorized Email").fill(email);
    await field(page, "Password").fill("no-script-password");
    await page.getByRole("button", { name: "Login" }).click();
    await expectPath(page, "/admin-login/admin-home");
    // Registration is now closed to visitors (a context without the session).
    const closed = await request.post(`${noScriptFreshURL}/registration`, {
      form: { username: "Second", email: `second.${token()}@example.test`, mobile: "9800000002", password: "second-password", role: "x" },
      headers: { Origin: noScriptFreshURL },
    });
    expect(closed.status()).toBe(401);
  });
});
