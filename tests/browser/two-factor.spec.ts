// Two-step sign-in at 1280 px and 390 px: an administrator turns it on
// from the account screen (their password first, a wrong one refused at its
// field; QR code, the app's first code, ten recovery codes shown once),
// signs in with the password and the app's code, and turns it off again
// with their password. A colleague who lost their phone has theirs reset
// from the administrators screen, and signs in with the password alone.
// The app is played by an RFC 6238 implementation over node:crypto.
import { createHmac } from "node:crypto";
import { ADMINS, adminApi, answerConfirmation, checkA11y, expect, HOME, loginAsAdmin, rowWith, test, unique } from "./admin-helpers";

function base32(text: string): Buffer {
  const alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567";
  let bits = "";
  for (const ch of text.replace(/=+$/, "").toUpperCase()) bits += alphabet.indexOf(ch).toString(2).padStart(5, "0");
  const bytes = [];
  for (let i = 0; i + 8 <= bits.length; i += 8) bytes.push(parseInt(bits.slice(i, i + 8), 2));
  return Buffer.from(bytes);
}

/** The 6-digit code for `secret` at `steps` 30-second steps from now. */
function totp(secret: string, steps = 0): string {
  const counter = Math.floor(Date.now() / 30_000) + steps;
  const message = Buffer.alloc(8);
  message.writeBigUInt64BE(BigInt(counter));
  const h = createHmac("sha1", base32(secret)).update(message).digest();
  const off = h[h.length - 1] & 0xf;
  const n = ((h[off] & 0x7f) << 24) | (h[off + 1] << 16) | (h[off + 2] << 8) | h[off + 3];
  return String(n % 1_000_000).padStart(6, "0");
}

test("an administrator turns on two-step sign-in, signs in with the app's code, and turns it off with their password", async ({ page, request, browser, baseURL, browserLog }) => {
  const api = await adminApi(request);
  const who = { email: `${unique("tf").replace(/\W+/g, "-")}@vanijya.test`.toLowerCase(), password: "Gandak-bridge-sunrise-5" };
  const made = await api.post("/admin/createad", { data: { username: "Two Step", ...who, mobile: "9876500022", role: "Content lead" } });
  expect(made.status()).toBe(201);
  expect((await page.request.post("/admin/login", { data: who })).status()).toBe(200);

  // Enrol from the account screen: the password first, a wrong one refused at its field.
  browserLog.allowFailedRequest(/^\/admin\/2fa\/setup$/, 422);
  await page.goto("/admin-login/account");
  const setUp = page.getByRole("form", { name: "Set up two-step sign-in" });
  const current = setUp.getByLabel("Your password");
  await current.fill("not-the-password");
  await setUp.getByRole("button", { name: "Set up two-step sign-in" }).click();
  await expect(current).toHaveAttribute("aria-invalid", "true");
  await expect(page.locator("#tf-password-error")).toHaveText("The password is not correct.");
  await expect(page.getByRole("img", { name: "QR code for your authenticator app" })).toHaveCount(0);
  await current.fill(who.password);
  await setUp.getByRole("button", { name: "Set up two-step sign-in" }).click();
  await expect(page.getByRole("img", { name: "QR code for your authenticator app" })).toBeVisible();
  const secret = (await page.getByTestId("totp-secret").textContent()) ?? "";
  expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
  await checkA11y(page);
  await page.getByLabel("6-digit code").fill(totp(secret));
  await page.getByRole("button", { name: "Turn on" }).click();
  await expect(page.getByRole("list", { name: "Recovery codes" }).getByRole("listitem")).toHaveCount(10);
  await checkA11y(page);
  await page.getByRole("button", { name: "I have kept my codes" }).click();
  await expect(page.getByText("Two-step sign-in is on. 10 recovery codes left.")).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow, "no sideways scrolling").toBeLessThanOrEqual(0);

  // Sign in again in another browser: password, then the app's next code.
  const other = await browser.newContext({ baseURL, viewport: page.viewportSize() ?? undefined });
  const login = await other.newPage();
  await login.goto("/admin-login");
  await login.getByLabel("Authorized Email").fill(who.email);
  await login.getByLabel("Password").fill(who.password);
  await login.getByRole("button", { name: "Login" }).click();
  await expect(login.getByLabel("Authentication code")).toBeFocused();
  await checkA11y(login);
  await login.getByLabel("Authentication code").fill(totp(secret, 1));
  await login.getByRole("button", { name: "Verify" }).click();
  await expect(login.getByText("Login successful")).toBeVisible();
  await expect(login).toHaveURL(new RegExp(`${HOME}$`), { timeout: 10_000 });
  await other.close();

  // Turn it off from the account screen: a wrong password is refused at its field.
  browserLog.allowFailedRequest(/^\/admin\/2fa\/disable$/, 422);
  const turnOff = page.getByRole("form", { name: "Turn off two-step sign-in" });
  const password = turnOff.getByLabel("Your password");
  await password.fill("not-the-password");
  await turnOff.getByRole("button", { name: "Turn off two-step sign-in" }).click();
  await expect(page.getByText("Two-step sign-in was not turned off: The password is not correct.")).toBeVisible();
  await expect(password).toHaveAttribute("aria-invalid", "true");
  await password.fill(who.password);
  await turnOff.getByRole("button", { name: "Turn off two-step sign-in" }).click();
  await expect(page.getByText("Two-step sign-in is off.")).toBeVisible();
  await expect(page.getByRole("button", { name: "Set up two-step sign-in" })).toBeVisible();
  await expect(turnOff).toHaveCount(0);
});

test("an administrator resets a colleague's lost two-step sign-in from the administrators screen", async ({ page, request, browser, baseURL }) => {
  const api = await adminApi(request);
  const who = { email: `${unique("lost").replace(/\W+/g, "-")}@vanijya.test`.toLowerCase(), password: "Kosi-river-monsoon-7" };
  const made = await api.post("/admin/createad", { data: { username: "Lost Phone", ...who, mobile: "9876500023", role: "editor" } });
  expect(made.status()).toBe(201);
  // The colleague turns it on from their own browser.
  const theirs = await browser.newContext({ baseURL });
  expect((await theirs.request.post("/admin/login", { data: who })).status()).toBe(200);
  const setup = await theirs.request.post("/admin/2fa/setup", { data: { password: who.password } });
  expect(setup.status()).toBe(200);
  const { secret } = await setup.json();
  expect((await theirs.request.post("/admin/2fa/enable", { data: { code: totp(secret), password: who.password } })).status()).toBe(200);

  await loginAsAdmin(page);
  await page.goto(ADMINS);
  const row = rowWith(page.getByRole("table"), who.email);
  await expect(row).toContainText("On");
  await checkA11y(page);
  const reset = row.getByRole("button", { name: "Reset two-step sign-in of Lost Phone" });
  await answerConfirmation(page, reset, "Reset the two-step sign-in of Lost Phone?", "No");
  await expect(reset).toBeVisible();
  await answerConfirmation(page, reset, "Reset the two-step sign-in of Lost Phone?", "Yes");
  await expect(page.getByText("Two-step sign-in of Lost Phone reset. 1 session ended")).toBeVisible();
  await expect(row).toContainText("Off");
  await expect(reset).toHaveCount(0);

  // Their old session has ended; the password alone signs them in.
  expect((await theirs.request.get("/admin/check-auth")).status()).toBe(401);
  expect((await theirs.request.post("/admin/login", { data: who })).status()).toBe(200);
  await theirs.close();
  const log = await (await api.get("/admin/audit?action=Two-step%20sign-in%20reset")).json();
  expect(log.entries.some((e: { target: string }) => e.target.endsWith("/2fa/reset"))).toBe(true);
});
