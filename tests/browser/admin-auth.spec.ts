// Administrator area: guards, login, registration (on the main
// server, where administrators exist), logout and a session that ends while
// the administrator is working.
import {
  ADMINS,
  HOME,
  LOGIN,
  PRODUCT_NAME,
  SEED_ADMIN,
  SERVICES,
  backgroundLuminance,
  checkA11y,
  expect,
  armTimer,
  expectAboutThreeSeconds,
  msFromAppearance,
  expectPath,
  inScreen,
  loginAsAdmin,
  pathOf,
  test,
  token,
  unique,
  widthOf,
} from "./admin-helpers";

const GUARDED = [
  "/admin-login/admin-home",
  "/admin-login/admin-home/update-benquiry/1",
  "/admin-login/admin-home/update-cenquiry/1/1",
  "/admin-login/admin-career",
  "/admin-login/admin-dept",
  "/admin-login/admin-all-list",
  "/admin-login/all-services",
  "/admin-login/aff",
  "/admin-login/aff/add-aff",
  "/admin-login/aff/update/1",
];

test.describe("guards", () => {
  test("every administrator screen sends a visitor without a session to /admin-login", async ({ page }) => {
    for (const path of GUARDED) {
      await page.goto(path);
      await expectPath(page, LOGIN);
      await expect(page.getByRole("heading", { name: "Admin Login" }), `after opening ${path}`).toBeVisible();
    }
  });

  test("/registration sends a visitor to /admin-login once administrators exist", async ({ page }) => {
    await page.goto("/registration");
    await expectPath(page, LOGIN);
    await expect(page.getByRole("heading", { name: "Admin Login" })).toBeVisible();
  });

  test("/admin-login with a session opens the admin home and leaves no /admin-login entry in history", async ({ page }) => {
    await loginAsAdmin(page);
    await page.goto("/about");
    await page.goto(LOGIN);
    await expectPath(page, HOME);
    await expect(inScreen(page, page.getByRole("link", { name: /^Career Page\b/ }))).toBeVisible();
    await page.goBack();
    await expect.poll(() => pathOf(page)).not.toBe(LOGIN);
    await expectPath(page, "/about");
  });
});

test.describe("login", () => {
  test("the login screen: dark card titled Admin Login, at most 400px wide, labelled fields", async ({ page }) => {
    await page.goto(LOGIN);
    const heading = page.getByRole("heading", { name: "Admin Login" });
    await expect(heading).toBeVisible();
    const email = page.getByLabel("Authorized Email");
    const password = page.getByLabel("Password", { exact: true });
    await expect(email).toBeVisible();
    await expect(email).toHaveAttribute("type", "email");
    await expect(password).toBeVisible();
    await expect(password).toHaveAttribute("type", "password");
    await expect(page.getByRole("button", { name: "Login", exact: true })).toBeVisible();
    // The login form has no required attributes.
    await expect(email).not.toHaveAttribute("required", /.*/);
    await expect(password).not.toHaveAttribute("required", /.*/);

    // The card: the closest element around the heading that also holds the form.
    const card = heading.locator("xpath=ancestor::*[.//form][1]");
    const width = await widthOf(card);
    expect(width).toBeLessThanOrEqual(400.5);
    expect(width).toBeLessThanOrEqual(page.viewportSize()!.width);
    expect(await backgroundLuminance(card), "the login card is dark").toBeLessThan(0.2);
    await checkA11y(page);
  });

  test("a wrong password shows Login failed, hidden after about 3 s", async ({ page, browserLog }) => {
    browserLog.allowFailedRequest(/^\/admin\/login$/, 401);
    await page.goto(LOGIN);
    await page.getByLabel("Authorized Email").fill(SEED_ADMIN.email);
    await page.getByLabel("Password", { exact: true }).fill("not-the-password");
    const message = page.getByText("Login failed", { exact: true });
    await armTimer(page, "Login failed");
    await page.getByRole("button", { name: "Login", exact: true }).click();
    await expect(message).toBeVisible();
    await checkA11y(page, "login with the failure message");
    expectAboutThreeSeconds(await msFromAppearance(page, "hidden"), "Login failed shown for");
    await expect(message).toBeHidden();
    await expectPath(page, LOGIN);
  });

  test("a network error shows Login failed due to an error", async ({ page, browserLog }) => {
    browserLog.allowFailedRequest(/^\/admin\/login$/, "network");
    await page.goto(LOGIN);
    await page.route("**/admin/login", (route) => route.abort());
    await page.getByLabel("Authorized Email").fill(SEED_ADMIN.email);
    await page.getByLabel("Password", { exact: true }).fill(SEED_ADMIN.password);
    await page.getByRole("button", { name: "Login", exact: true }).click();
    await expect(page.getByText("Login failed due to an error", { exact: true })).toBeVisible();
    await expectPath(page, LOGIN);
  });

  test("a throttled login (429) shows Login failed, with the server's reason in its own element", async ({ page, browserLog }) => {
    browserLog.allowFailedRequest(/^\/admin\/login$/, 429);
    const reason = "Too many failed logins. Try again in 15 minutes.";
    await page.goto(LOGIN);
    await page.route("**/admin/login", (route) =>
      route.fulfill({ status: 429, contentType: "application/json", body: JSON.stringify({ error: reason }) }),
    );
    await page.getByLabel("Authorized Email").fill(SEED_ADMIN.email);
    await page.getByLabel("Password", { exact: true }).fill("not-the-password");
    await page.getByRole("button", { name: "Login", exact: true }).click();
    await expect(page.getByText("Login failed", { exact: true })).toBeVisible();
    await expect(page.getByText(reason, { exact: true })).toBeVisible();
    await expectPath(page, LOGIN);
  });

  test("a correct login shows Login successful, clears the fields and opens the admin home after about 3 s", async ({ page }) => {
    await page.goto(LOGIN);
    const email = page.getByLabel("Authorized Email");
    const password = page.getByLabel("Password", { exact: true });
    await email.fill(SEED_ADMIN.email);
    await password.fill(SEED_ADMIN.password);
    await armTimer(page, "Login successful");
    await page.getByRole("button", { name: "Login", exact: true }).click();
    await expect(page.getByText("Login successful", { exact: true })).toBeVisible();
    await expect(email).toHaveValue("");
    await expect(password).toHaveValue("");
    expectAboutThreeSeconds(await msFromAppearance(page, "navigated"), "Login successful to the admin home");
    await expectPath(page, HOME);
    await expect(inScreen(page, page.getByRole("link", { name: /^Career Page\b/ }))).toBeVisible();
  });
});

test.describe("registration while signed in (administrators exist)", () => {
  test("the registration screen: title, 350px Create Account form, labelled fields", async ({ page }) => {
    await loginAsAdmin(page);
    await page.goto("/registration");
    await expectPath(page, "/registration");
    await expect(page.getByRole("heading", { name: `${PRODUCT_NAME} Registration Page` })).toBeVisible();
    await expect(page.getByText("Create Account", { exact: true })).toBeVisible();
    const name = page.getByLabel("Your Name");
    const email = page.getByLabel("Email", { exact: true });
    const mobile = page.getByLabel("Mobile", { exact: true });
    const password = page.getByLabel("Password", { exact: true });
    const role = page.getByLabel("Role", { exact: true });
    for (const f of [name, email, mobile, password, role]) {
      await expect(f).toBeVisible();
      await expect(f).toHaveAttribute("required", /.*/);
    }
    await expect(email).toHaveAttribute("type", "email");
    await expect(password).toHaveAttribute("type", "password");
    await expect(password).toHaveAttribute("placeholder", "Password min 8 char long");
    await expect(password).toHaveAttribute("minlength", "8");
    await expect(page.getByRole("button", { name: "Submit", exact: true })).toBeVisible();

    const form = page.locator("form").filter({ has: name });
    const width = await widthOf(form);
    const viewport = page.viewportSize()!.width;
    if (viewport >= 768) expect(Math.abs(width - 350), `form width ${width}`).toBeLessThanOrEqual(1);
    else expect(width, "the form fits the phone's width").toBeLessThanOrEqual(viewport);
    await checkA11y(page);
  });

  test("an e-mail already registered shows User registration failed and clears every field", async ({ page, browserLog }) => {
    browserLog.allowFailedRequest(/^\/admin\/createad$/, 409);
    await loginAsAdmin(page);
    await page.goto("/registration");
    const fields = {
      name: page.getByLabel("Your Name"),
      email: page.getByLabel("Email", { exact: true }),
      mobile: page.getByLabel("Mobile", { exact: true }),
      password: page.getByLabel("Password", { exact: true }),
      role: page.getByLabel("Role", { exact: true }),
    };
    await fields.name.fill("Someone Else");
    await fields.email.fill(SEED_ADMIN.email);
    await fields.mobile.fill("9000000000");
    await fields.password.fill("a-long-password");
    await fields.role.fill("editor");
    await page.getByRole("button", { name: "Submit", exact: true }).click();
    // The fixed message is an element of its own; the server's reason follows it.
    await expect(page.getByText("User registration failed", { exact: true })).toBeVisible();
    await expect(page.getByText("User added successfully!")).toHaveCount(0);
    for (const f of Object.values(fields)) await expect(f).toHaveValue("");
    await expectPath(page, "/registration");
    await checkA11y(page, "registration with the failure message");
  });

  test("a network error shows Error occurred during user registration and clears every field", async ({ page, browserLog }) => {
    browserLog.allowFailedRequest(/^\/admin\/createad$/, "network");
    await loginAsAdmin(page);
    await page.goto("/registration");
    await page.route("**/admin/createad", (route) => route.abort());
    const t = token();
    const fields = [
      [page.getByLabel("Your Name"), "Network Test"],
      [page.getByLabel("Email", { exact: true }), `net.${t}@example.test`],
      [page.getByLabel("Mobile", { exact: true }), "9000000002"],
      [page.getByLabel("Password", { exact: true }), "a-long-password"],
      [page.getByLabel("Role", { exact: true }), "editor"],
    ] as const;
    for (const [f, v] of fields) await f.fill(v);
    await page.getByRole("button", { name: "Submit", exact: true }).click();
    await expect(page.getByText("Error occurred during user registration", { exact: true })).toBeVisible();
    for (const [f] of fields) await expect(f).toHaveValue("");
  });
});

test.describe("logout and ended sessions", () => {
  test("Logout on the admin home returns to /admin-login and the screens are guarded again", async ({ page }) => {
    await loginAsAdmin(page);
    await page.goto(HOME);
    await inScreen(page, page.getByText("Logout", { exact: true })).click();
    await expectPath(page, LOGIN);
    await expect(page.getByRole("heading", { name: "Admin Login" })).toBeVisible();
    const check = await page.request.get("/admin/check-auth");
    expect(check.status(), "the session is gone on the server").toBe(401);
    for (const path of [HOME, SERVICES, ADMINS]) {
      await page.goto(path);
      await expectPath(page, LOGIN);
    }
  });

  test("Logout while the home screen is still loading: the plain login screen, no expired message, no failed call", async ({ page }) => {
    await loginAsAdmin(page);
    // The dashboard and the mail check answer only after the logout: without
    // the cancellation their 401 would report the ended session as expired.
    let release = () => {};
    const logoutDone = new Promise<void>((resolve) => (release = resolve));
    const held: Promise<void>[] = [];
    await page.route(/\/admin\/(leads\/dashboard|mail\/status)$/, (route) => {
      const answered = logoutDone.then(() => route.continue().catch(() => {})); // the page may have cancelled it
      held.push(answered);
      return answered;
    });
    page.on("response", (res) => {
      if (res.url().endsWith("/admin/logout")) release();
    });
    await page.goto(HOME);
    await expect.poll(() => held.length, { message: "both background calls are waiting" }).toBe(2);
    await inScreen(page, page.getByText("Logout", { exact: true })).click();
    await expectPath(page, LOGIN);
    await expect(page.getByRole("heading", { name: "Admin Login" })).toBeVisible();
    // The held calls now go on to the server, which answers 401; give such a
    // late answer the time to arrive and be handled.
    await Promise.all(held);
    await page.waitForTimeout(500);
    expect(new URL(page.url()).search, "no ?expired=1").toBe("");
    await expect(page.getByText(/session has expired/i)).toHaveCount(0);
  });

  test("a session that ends while a form is being used lands on /admin-login with a message", async ({ page, browserLog }) => {
    browserLog.allowFailedRequest(/^\/admin\//, 401);
    await loginAsAdmin(page);
    await page.goto(SERVICES);
    await expect(page.getByLabel("Service Name", { exact: true })).toBeVisible();
    const out = await page.request.post("/admin/logout");
    expect(out.status()).toBe(200);
    await page.getByLabel("Service Name", { exact: true }).fill(unique("Expired"));
    await page.getByLabel("Sub Service Name", { exact: true }).fill("After logout");
    await page.getByLabel("Sub Service Name", { exact: true }).press("Enter");
    await expectPath(page, LOGIN);
    await expect(page.getByRole("heading", { name: "Admin Login" })).toBeVisible();
    await expect(page.getByText(/session/i)).toBeVisible();
    await checkA11y(page, "login after the session ended");
  });

  test("a session that ends before moving to another screen lands on /admin-login with a message", async ({ page, browserLog }) => {
    browserLog.allowFailedRequest(/^\/admin\//, 401);
    await loginAsAdmin(page);
    await page.goto(HOME);
    const card = inScreen(page, page.getByRole("link", { name: /^Services\b/ }));
    await expect(card).toBeVisible();
    const out = await page.request.post("/admin/logout");
    expect(out.status()).toBe(200);
    // On a busy machine the screen can find the ended session by itself (a
    // refresh of its data answered 401) before the click lands, and leaves
    // for the login on its own: either way the person must end up there,
    // told why.
    await card.click({ timeout: 5_000 }).catch(() => undefined);
    await expectPath(page, LOGIN);
    await expect(page.getByText(/session/i)).toBeVisible();
  });
});
