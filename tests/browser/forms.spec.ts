// Public forms and affiliate pages: the business enquiry form
// (/buseq), the careers page (/careerpg) and the affiliate list and detail
// pages. Every test arranges its own data through the administrator API
// with unique names, and runs at both widths, axe-clean and without console
// errors. Failures are injected with page.route.
import type { APIRequestContext, Locator, Page } from "@playwright/test";
import type { OriginalEnquiry as ApiEnquiry, OriginalPosition as Position } from "../../islands/src/api/types";
import { test, expect, checkA11y, adminApi, unique } from "./fixtures";
import {
  SUCCESS_TEXT,
  appErrors,
  createDepartment,
  createPosition,
  createProduct,
  createService,
  escapeRegExp,
  readTimeline,
  serveFakeImages,
  settle,
  siteImageUrls,
  startTimeline,
  token,
  uniqueEmail,
  type Timeline,
} from "./public-helpers";

// ---------- shared ----------

/** The form in <main> that holds the control labelled `label`. */
function formWith(page: Page, label: string): Locator {
  return page.locator("main form").filter({ has: page.getByLabel(label, { exact: true }) });
}

function submitButton(form: Locator): Locator {
  return form.locator('button[type="submit"], input[type="submit"], button:not([type])').first();
}

/** The success alert, which must sit in a live region. */
function successAlert(page: Page): Locator {
  return page.locator('main :is([role="status"], [role="alert"], [aria-live])').filter({ hasText: SUCCESS_TEXT });
}

/**
 * Checks the success alert's lifetime from the in-page timeline: shown
 * right after the submit's answer, then visible for 3000 ms (between 2.7 s
 * and 3.5 s). The lifetime is measured from the alert's appearance, not from
 * the click: the answer's own time on a busy machine is no part of the rule.
 */
function expectThreeSecondAlert(tl: Timeline): void {
  const submitted = tl.marks.filter((m) => m.type === "submit").pop();
  expect(submitted, "a submit event").toBeDefined();
  const t0 = submitted!.t;
  const shown = tl.changes.find((c) => c.t >= t0 && c.value === "shown");
  const trace = JSON.stringify(tl.changes.map((c) => ({ t: Math.round(c.t - t0), value: c.value })));
  expect(shown, `alert shown after submit: ${trace}`).toBeDefined();
  const hidden = tl.changes.find((c) => c.t > shown!.t && c.value === "");
  expect(hidden, `alert hidden again: ${trace}`).toBeDefined();
  expect(shown!.t - t0, `shown right after submit: ${trace}`).toBeLessThan(1500);
  expect(hidden!.t - shown!.t, `visible for ~3000 ms: ${trace}`).toBeGreaterThan(2700);
  expect(hidden!.t - shown!.t, `hidden within 3.5 s of appearing: ${trace}`).toBeLessThan(3500);
}

/** A visible message matching `re` in <main>, in a live region, near `anchor`. */
async function expectMessageNear(page: Page, re: RegExp, anchor: Locator, maxGap = 120): Promise<Locator> {
  const msg = page.locator("main").getByText(re).filter({ visible: true }).first();
  await expect(msg).toBeVisible();
  const live = await msg.evaluate((el) => !!el.closest('[role="alert"], [role="status"], [aria-live]'));
  expect(live, "the message is announced (inside a live region)").toBe(true);
  expect(await verticalGap(msg, anchor), `vertical distance between the message and ${anchor.toString()}`).toBeLessThanOrEqual(maxGap);
  return msg;
}

/** Vertical distance between two elements' boxes, in page coordinates (immune to scrolling). */
async function verticalGap(a: Locator, b: Locator): Promise<number> {
  const box = (l: Locator) =>
    l.evaluate((el) => {
      const r = el.getBoundingClientRect();
      return { top: r.top + window.scrollY, bottom: r.bottom + window.scrollY };
    });
  const [p, q] = [await box(a), await box(b)];
  return Math.max(0, p.top - q.bottom, q.top - p.bottom);
}

// ---------- /buseq ----------

const ENQUIRY_LABELS = ["First Name", "Last Name", "Business Email", "Service", "Contact Number", "Address", "Message"];

interface Enquiry {
  fName: string;
  lName: string;
  bEmail: string;
  service: string;
  contactNumber: string;
  address: string;
  message: string;
}

/** Creates a unique service and returns a visitor's enquiry for it. */
async function arrangeEnquiry(request: APIRequestContext): Promise<{ serId: number; data: Enquiry }> {
  const api = await adminApi(request);
  const serviceName = unique("Seller Care");
  const subServiceName = unique("Catalogue Audit");
  const { serId } = await createService(api, serviceName, subServiceName);
  return {
    serId,
    data: {
      fName: unique("Asha").slice(0, 40),
      lName: "Kumari",
      bEmail: uniqueEmail("asha"),
      service: `${serviceName} - ${subServiceName}`,
      contactNumber: "+91 98765 01234",
      address: "Boring Road, Patna, Bihar 800001",
      message: "We sell handloom sarees and want help with our Amazon and Flipkart listings before Diwali.",
    },
  };
}

async function fillEnquiry(page: Page, d: Enquiry): Promise<void> {
  await page.getByLabel("First Name", { exact: true }).fill(d.fName);
  await page.getByLabel("Last Name", { exact: true }).fill(d.lName);
  await page.getByLabel("Business Email", { exact: true }).fill(d.bEmail);
  await page.getByLabel("Service", { exact: true }).selectOption({ label: d.service });
  await page.getByLabel("Contact Number", { exact: true }).fill(d.contactNumber);
  await page.getByLabel("Address", { exact: true }).fill(d.address);
  await page.getByLabel("Message", { exact: true }).fill(d.message);
}

async function expectEnquiryKept(page: Page, d: Enquiry): Promise<void> {
  await expect(page.getByLabel("First Name", { exact: true })).toHaveValue(d.fName);
  await expect(page.getByLabel("Last Name", { exact: true })).toHaveValue(d.lName);
  await expect(page.getByLabel("Business Email", { exact: true })).toHaveValue(d.bEmail);
  const service = page.getByLabel("Service", { exact: true });
  expect(await service.evaluate((s) => (s as HTMLSelectElement).selectedOptions[0]?.textContent?.trim())).toBe(d.service);
  await expect(page.getByLabel("Contact Number", { exact: true })).toHaveValue(d.contactNumber);
  await expect(page.getByLabel("Address", { exact: true })).toHaveValue(d.address);
  await expect(page.getByLabel("Message", { exact: true })).toHaveValue(d.message);
}

test.describe("/buseq business enquiry", () => {
  test("has the labelled fields, all required, and the service dropdown", async ({ page, request, consoleErrors }) => {
    const { serId, data } = await arrangeEnquiry(request);
    await page.goto("/buseq");
    await settle(page);
    await expect(page.getByRole("heading", { level: 1 })).toContainText(/customised quote/i);
    for (const label of ENQUIRY_LABELS) {
      const control = page.getByLabel(label, { exact: true });
      await expect(control, `control labelled ${label}`).toBeVisible();
      await expect(control, `${label} is required`).toHaveAttribute("required", "");
    }
    await expect(page.getByLabel("Business Email", { exact: true })).toHaveAttribute("type", "email");
    const service = page.getByLabel("Service", { exact: true });
    expect(await service.evaluate((el) => el.tagName)).toBe("SELECT");
    const first = service.locator("option").first();
    await expect(first).toHaveText("Please select");
    await expect(first).toHaveAttribute("value", "");
    await expect(service).toHaveValue("");
    // Options read "serviceName - subServiceName".
    await expect(service.locator("option", { hasText: data.service })).toHaveAttribute("value", String(serId));
    await checkA11y(page);
    expect(consoleErrors).toEqual([]);
  });

  test("a submission shows the success alert for 3 s, resets the form and is stored", async ({ page, request, consoleErrors }) => {
    const { serId, data } = await arrangeEnquiry(request);
    await page.goto("/buseq");
    await settle(page);
    await fillEnquiry(page, data);
    const form = formWith(page, "Business Email");
    await startTimeline(page, { text: SUCCESS_TEXT });
    await submitButton(form).click();
    await expect(successAlert(page)).toBeVisible({ timeout: 1500 });
    await expect(page.getByText(SUCCESS_TEXT, { exact: true })).toBeVisible();
    // Reset: every field empty, the service back to "Please select".
    for (const label of ENQUIRY_LABELS) {
      await expect(page.getByLabel(label, { exact: true }), `${label} after reset`).toHaveValue("");
    }
    // (axe runs after the timing window: it blocks the page's main thread.)
    await expect(page.getByText(SUCCESS_TEXT)).toBeHidden({ timeout: 5000 });
    expectThreeSecondAlert(await readTimeline(page));
    await checkA11y(page, "/buseq after a submission");

    const api = await adminApi(request);
    const res = await api.get("/admin/getallbe");
    expect(res.status()).toBe(200);
    const stored = ((await res.json()) as ApiEnquiry[]).find(
      (e) => e.bEmail === data.bEmail,
    );
    expect(stored, "the enquiry is stored").toBeDefined();
    expect(stored).toMatchObject({
      fName: data.fName,
      lName: data.lName,
      contactNumber: data.contactNumber,
      address: data.address,
      message: data.message,
    });
    expect(stored!.selectedService.serId).toBe(serId);
    expect(consoleErrors).toEqual([]);
  });

  test("the success alert can be dismissed", async ({ page, request, consoleErrors }) => {
    const { data } = await arrangeEnquiry(request);
    await page.goto("/buseq");
    await settle(page);
    const alert = successAlert(page);
    // First submission: axe checks the page with the alert up.
    await fillEnquiry(page, data);
    await submitButton(formWith(page, "Business Email")).click();
    await expect(alert).toBeVisible({ timeout: 1500 });
    await checkA11y(page, "/buseq with the success alert");
    await expect(page.getByText(SUCCESS_TEXT)).toBeHidden({ timeout: 5000 });
    // Second submission: dismissed by its close button.
    await fillEnquiry(page, { ...data, bEmail: uniqueEmail("asha") });
    await submitButton(formWith(page, "Business Email")).click();
    await expect(alert).toBeVisible({ timeout: 1500 });
    const close = alert.getByRole("button", { name: /dismiss|close/i });
    await expect(close).toBeVisible();
    await close.click();
    // Gone at once, well before the 3 s timer.
    await expect(page.getByText(SUCCESS_TEXT)).toBeHidden({ timeout: 1000 });
    expect(consoleErrors).toEqual([]);
  });

  test("a server error (500) says so beside the button and keeps everything typed", async ({ page, request, consoleErrors }) => {
    const { data } = await arrangeEnquiry(request);
    await page.route("**/userbe/createbe", (route) =>
      route.fulfill({ status: 500, contentType: "application/json", body: JSON.stringify({ error: "Internal server error" }) }),
    );
    await page.goto("/buseq");
    await settle(page);
    await fillEnquiry(page, data);
    const button = submitButton(formWith(page, "Business Email"));
    await button.click();
    await expectMessageNear(page, /try again|not (been )?sent|went wrong|could not|failed/i, button);
    await expect(page.getByText(SUCCESS_TEXT)).toHaveCount(0);
    await expectEnquiryKept(page, data);
    await checkA11y(page, "/buseq after a server error");
    // The browser reports the failed request itself; the page logs nothing.
    expect(appErrors(consoleErrors)).toEqual([]);
  });

  test("a network failure says so beside the button and keeps everything typed", async ({ page, request, consoleErrors }) => {
    const { data } = await arrangeEnquiry(request);
    await page.route("**/userbe/createbe", (route) => route.abort("internetdisconnected"));
    await page.goto("/buseq");
    await settle(page);
    await fillEnquiry(page, data);
    const button = submitButton(formWith(page, "Business Email"));
    await button.click();
    await expectMessageNear(page, /try again|not (been )?sent|went wrong|could not|failed|connection/i, button);
    await expect(page.getByText(SUCCESS_TEXT)).toHaveCount(0);
    await expectEnquiryKept(page, data);
    expect(appErrors(consoleErrors)).toEqual([]);
  });

  test("a 422 for bEmail shows its message at the Business Email field", async ({ page, request, consoleErrors }) => {
    const { data } = await arrangeEnquiry(request);
    const error = `Please use a business e-mail address we can reply to (${token("ref")}).`;
    await page.route("**/userbe/createbe", (route) =>
      route.fulfill({ status: 422, contentType: "application/json", body: JSON.stringify({ error, field: "bEmail" }) }),
    );
    await page.goto("/buseq");
    await settle(page);
    await fillEnquiry(page, data);
    await submitButton(formWith(page, "Business Email")).click();
    const email = page.getByLabel("Business Email", { exact: true });
    await expect(page.getByText(error).first()).toBeVisible();
    await expect(email).toHaveAttribute("aria-invalid", "true");
    await expect(email).toHaveAccessibleDescription(new RegExp(escapeRegExp(error)));
    // At the field: right below or beside the Business Email input.
    expect(await verticalGap(page.getByText(error).first(), email), "message distance from the field").toBeLessThanOrEqual(60);
    await expect(page.getByText(SUCCESS_TEXT)).toHaveCount(0);
    await expectEnquiryKept(page, data);
    await checkA11y(page, "/buseq with a field error");
    expect(appErrors(consoleErrors)).toEqual([]);
  });

  test("two fields the server refuses show both messages at their own fields, everything typed kept", async ({ page, request, consoleErrors }) => {
    const { data } = await arrangeEnquiry(request);
    // Both pass the browser's own checks (required, type=email); the server refuses both.
    const refused = { ...data, fName: "   ", bEmail: "meera@sinha" };
    await page.goto("/buseq");
    await settle(page);
    await fillEnquiry(page, refused);
    await submitButton(formWith(page, "Business Email")).click();
    const first = page.getByLabel("First Name", { exact: true });
    const email = page.getByLabel("Business Email", { exact: true });
    await expect(first).toHaveAccessibleDescription(/First name is required/);
    await expect(email).toHaveAccessibleDescription(/valid e-mail address/);
    await expect(first).toHaveAttribute("aria-invalid", "true");
    await expect(email).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByLabel("Last Name", { exact: true })).not.toHaveAttribute("aria-invalid", "true");
    await expect(first).toBeFocused();
    await expect(page.getByText(SUCCESS_TEXT)).toHaveCount(0);
    await expectEnquiryKept(page, refused);
    await checkA11y(page, "/buseq with two field errors");
    expect(appErrors(consoleErrors)).toEqual([]);
  });
});

// ---------- /careerpg ----------

interface Openings {
  dA: string;
  dB: string;
  pA1: string;
  pA2: string;
  pB1: string;
  posA1: number;
}

/** Two departments: A with two positions (3 and 2 posts), B with one (4 posts). */
async function arrangeOpenings(request: APIRequestContext): Promise<Openings> {
  const api = await adminApi(request);
  const dA = unique("Marketplace Operations");
  const dB = unique("Creative Studio");
  const idA = await createDepartment(api, dA);
  const idB = await createDepartment(api, dB);
  const pA1 = unique("Amazon Account Executive");
  const pA2 = unique("Flipkart Catalogue Specialist");
  const pB1 = unique("Product Photographer");
  const posA1 = await createPosition(api, idA, pA1, 3);
  await createPosition(api, idA, pA2, 2);
  await createPosition(api, idB, pB1, 4);
  return { dA, dB, pA1, pA2, pB1, posA1 };
}

test.describe("/careerpg", () => {
  test("hero 'Join Our Team' is at least 320px tall", async ({ page, consoleErrors }) => {
    await page.goto("/careerpg");
    await settle(page);
    const heading = page.getByRole("heading", { name: "Join Our Team", exact: true });
    await expect(heading).toBeVisible();
    // The hero: the outermost box around the heading that does not also hold the Apply Now form.
    const height = await heading.evaluate((h) => {
      const main = h.closest("main");
      let hero: HTMLElement = h as HTMLElement;
      for (let el = h.parentElement; el && el !== main; el = el.parentElement) {
        if (el.querySelector("form, input, select")) break;
        hero = el;
      }
      return hero.getBoundingClientRect().height;
    });
    expect(height).toBeGreaterThanOrEqual(320);
    await checkA11y(page);
    expect(consoleErrors).toEqual([]);
  });

  test("Apply Now form: Full Name, Email, Mobile Number and Position ('Please Select' first)", async ({ page, request, consoleErrors }) => {
    const o = await arrangeOpenings(request);
    await page.goto("/careerpg");
    await settle(page);
    await expect(page.getByRole("heading", { name: "Apply Now" })).toBeVisible();
    for (const label of ["Full Name", "Email", "Mobile Number", "Position"]) {
      await expect(page.getByLabel(label, { exact: true }), `control labelled ${label}`).toBeVisible();
    }
    for (const label of ["Full Name", "Email", "Mobile Number"]) {
      await expect(page.getByLabel(label, { exact: true }), `${label} is required`).toHaveAttribute("required", "");
    }
    const position = page.getByLabel("Position", { exact: true });
    expect(await position.evaluate((el) => el.tagName)).toBe("SELECT");
    const first = position.locator("option").first();
    await expect(first).toHaveText("Please Select");
    await expect(first).toHaveAttribute("value", "");
    await expect(position).toHaveValue("");
    for (const p of [o.pA1, o.pA2, o.pB1]) {
      await expect(position.locator("option", { hasText: p }), `option ${p}`).toHaveCount(1);
    }
    expect(consoleErrors).toEqual([]);
  });

  test("Current Openings: grouped by department, each position with 'N Positions'", async ({ page, request, consoleErrors }) => {
    const o = await arrangeOpenings(request);
    await page.goto("/careerpg");
    await settle(page);
    const openings = page
      .locator("main :is(section, div, article)")
      .filter({ has: page.getByRole("heading", { name: "Current Openings" }) })
      .last();
    await expect(openings).toBeVisible();
    await expect(openings.getByRole("heading", { name: o.dA, exact: true })).toBeVisible();
    await expect(openings.getByRole("heading", { name: o.dB, exact: true })).toBeVisible();
    // A group holds its department's heading and positions, and not the other department.
    const group = (dept: string, other: string, positions: string[]) => {
      let g = openings.locator("*").filter({ has: page.getByRole("heading", { name: dept, exact: true }) });
      for (const p of positions) g = g.filter({ hasText: p });
      return g.filter({ hasNotText: other });
    };
    await expect(group(o.dA, o.dB, [o.pA1, o.pA2]), `group of ${o.dA}`).not.toHaveCount(0);
    await expect(group(o.dB, o.dA, [o.pB1]), `group of ${o.dB}`).not.toHaveCount(0);
    await expect(group(o.dA, o.dB, [o.pB1])).toHaveCount(0);
    // Each position with its number of posts.
    const item = (p: string) => openings.locator(":is(li, tr, p, div, dd)").filter({ hasText: p }).last();
    await expect(item(o.pA1)).toContainText("3 Positions");
    await expect(item(o.pA2)).toContainText("2 Positions");
    await expect(item(o.pB1)).toContainText("4 Positions");
    await expect(item(o.pA1)).not.toContainText(o.pA2);
    await checkA11y(page);
    expect(consoleErrors).toEqual([]);
  });

  test("an application shows the success alert for 3 s, resets the form and is stored", async ({ page, request, consoleErrors }) => {
    const o = await arrangeOpenings(request);
    await page.goto("/careerpg");
    await settle(page);
    const email = uniqueEmail("applicant");
    await page.getByLabel("Full Name", { exact: true }).fill("Ravi Ranjan");
    await page.getByLabel("Email", { exact: true }).fill(email);
    await page.getByLabel("Mobile Number", { exact: true }).fill("9123456780");
    await page.getByLabel("Position", { exact: true }).selectOption({ label: o.pA1 });
    await startTimeline(page, { text: SUCCESS_TEXT });
    await submitButton(formWith(page, "Full Name")).click();
    await expect(successAlert(page)).toBeVisible({ timeout: 1500 });
    for (const label of ["Full Name", "Email", "Mobile Number", "Position"]) {
      await expect(page.getByLabel(label, { exact: true }), `${label} after reset`).toHaveValue("");
    }
    // (axe runs after the timing window: it blocks the page's main thread.)
    await expect(page.getByText(SUCCESS_TEXT)).toBeHidden({ timeout: 5000 });
    expectThreeSecondAlert(await readTimeline(page));
    await checkA11y(page, "/careerpg after an application");

    const api = await adminApi(request);
    const res = await api.get(`/posts/getonepos/${o.posA1}`);
    expect(res.status()).toBe(200);
    const pos = (await res.json()) as Position;
    expect(pos.careerPages?.find((c) => c.email === email), "the application is stored").toMatchObject({
      fullName: "Ravi Ranjan",
      mobileNumber: "9123456780",
    });
    expect(consoleErrors).toEqual([]);
  });

  test("the success alert can be dismissed, and a server error keeps everything typed", async ({ page, request, consoleErrors }) => {
    const o = await arrangeOpenings(request);
    await page.goto("/careerpg");
    await settle(page);
    const fill = async (email: string) => {
      await page.getByLabel("Full Name", { exact: true }).fill("Sneha Sinha");
      await page.getByLabel("Email", { exact: true }).fill(email);
      await page.getByLabel("Mobile Number", { exact: true }).fill("9988776655");
      await page.getByLabel("Position", { exact: true }).selectOption({ label: o.pB1 });
    };
    const button = submitButton(formWith(page, "Full Name"));
    await fill(uniqueEmail("sneha"));
    await button.click();
    const alert = successAlert(page);
    await expect(alert).toBeVisible({ timeout: 1500 });
    await alert.getByRole("button", { name: /dismiss|close/i }).click();
    await expect(page.getByText(SUCCESS_TEXT)).toBeHidden({ timeout: 1000 });

    await page.route("**/usercp/apply", (route) =>
      route.fulfill({ status: 500, contentType: "application/json", body: JSON.stringify({ error: "Internal server error" }) }),
    );
    const email = uniqueEmail("sneha");
    await fill(email);
    await button.click();
    await expectMessageNear(page, /try again|not (been )?sent|went wrong|could not|failed/i, button);
    await expect(page.getByLabel("Full Name", { exact: true })).toHaveValue("Sneha Sinha");
    await expect(page.getByLabel("Email", { exact: true })).toHaveValue(email);
    await expect(page.getByLabel("Mobile Number", { exact: true })).toHaveValue("9988776655");
    expect(
      await page.getByLabel("Position", { exact: true }).evaluate((s) => (s as HTMLSelectElement).selectedOptions[0]?.textContent?.trim()),
    ).toBe(o.pB1);
    expect(appErrors(consoleErrors)).toEqual([]);
  });
});

// ---------- affiliate ----------

interface Arranged {
  id: number;
  title: string;
  brand: string;
  category: string;
  link: string;
  images: string[];
}

/** An active product: ₹1,23,456, M.R.P. ₹1,50,000 (18% off), three images. */
async function arrangeFeatured(request: APIRequestContext, category = token("Cat")): Promise<Arranged> {
  const api = await adminApi(request);
  const t = token("p");
  const images = await siteImageUrls(request, t, ["main", "img2", "img3"]);
  const p = {
    title: unique("Steel Pressure Cooker 5L"),
    brand: unique("Prestige Test"),
    category,
    link: `https://www.amazon.in/dp/${t}?tag=vanijya-21`,
    images,
  };
  const { id } = await createProduct(api, {
    title: p.title,
    description: "Build::Solid steel body|||Battery lasts two days",
    imageUrls: images,
    affiliateLink: p.link,
    brand: p.brand,
    category,
    platform: "Amazon",
    price: 123456,
    originalPrice: 150000,
    active: true,
  });
  return { id, ...p };
}

/** The innermost card in <main> holding `title`, an image and a View details link. */
function card(page: Page, title: string): Locator {
  return page
    .locator("main :is(li, article, div, section)")
    .filter({ hasText: title })
    .filter({ has: page.locator("img") })
    .filter({ has: page.getByRole("link", { name: /view details/i }) })
    .last();
}

const DISCLOSURE = /affiliate link/i;

test.describe("affiliate pages", () => {
  test("/affiliate lists active products with badge, price, View details and the disclosure, but no inactive ones", async ({ page, request, consoleErrors }) => {
    const category = token("Kitchen");
    const active = await arrangeFeatured(request, category);
    const api = await adminApi(request);
    const inactiveTitle = unique("Retired Mixer Grinder");
    await createProduct(api, {
      title: inactiveTitle,
      description: "Old::Discontinued",
      imageUrls: await siteImageUrls(request, token("x"), ["main"]),
      affiliateLink: "https://www.flipkart.com/item/x",
      brand: "Old Brand",
      category,
      platform: "Flipkart",
      price: 999,
      originalPrice: 1999,
      active: false,
    });
    await serveFakeImages(page);
    await page.goto("/affiliate");
    await settle(page);
    const c = card(page, active.title);
    await expect(c).toBeVisible();
    await expect(c).toContainText("₹1,23,456");
    await expect(c).toContainText("18% off");
    const details = c.getByRole("link", { name: /view details/i });
    await expect(details).toHaveAttribute("href", `/affiliate/${active.id}`);
    const buy = c.getByRole("link", { name: /buy now/i });
    await expect(buy).toHaveAttribute("href", `/go/${active.id}?from=${encodeURIComponent("list:/affiliate")}`);
    await expect(buy).toHaveAttribute("target", "_blank");
    const rel = ((await buy.getAttribute("rel")) ?? "").split(/\s+/);
    expect(rel).toEqual(expect.arrayContaining(["sponsored", "nofollow", "noopener"]));
    await expect(page.locator("main")).toContainText(DISCLOSURE);
    await expect(page.locator("main")).toContainText(/commission/i);
    await expect(page.locator("main")).not.toContainText(inactiveTitle);
    // The same category holds both; only the active one is listed.
    await page.goto(`/affiliate?category=${encodeURIComponent(category)}`);
    await expect(card(page, active.title)).toBeVisible();
    await expect(page.locator("main")).not.toContainText(inactiveTitle);
    await checkA11y(page);
    await card(page, active.title).getByRole("link", { name: /view details/i }).click();
    await expect(page).toHaveURL(new RegExp(`/affiliate/${active.id}$`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(active.title);
    expect(consoleErrors).toEqual([]);
  });

  test("the category filter swaps the results in place (htmx) and works from the URL", async ({ page, request, consoleErrors }) => {
    const catA = token("Audio");
    const catB = token("Decor");
    const a = await arrangeFeatured(request, catA);
    const b = await arrangeFeatured(request, catB);
    await serveFakeImages(page);
    await page.goto("/affiliate");
    await settle(page);
    await expect(card(page, a.title)).toBeVisible();
    await expect(card(page, b.title)).toBeVisible();
    await page.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true));
    const swap = page.waitForRequest(
      (r) => new URL(r.url()).pathname === "/affiliate" && r.headers()["hx-request"] === "true",
    );
    await page.getByRole("combobox", { name: /category/i }).selectOption(catA);
    await swap;
    await expect(card(page, a.title)).toBeVisible();
    await expect(page.locator("main")).not.toContainText(b.title);
    await expect.poll(() => new URL(page.url()).searchParams.get("category")).toBe(catA);
    expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument), "no full page load").toBe(true);
    await checkA11y(page, "/affiliate filtered by htmx");

    // The same URL loaded directly shows the same filtered list.
    const res = await page.goto(`/affiliate?category=${encodeURIComponent(catB)}`);
    expect(res?.status()).toBe(200);
    await expect(card(page, b.title)).toBeVisible();
    await expect(page.locator("main")).not.toContainText(a.title);
    await expect(page.getByRole("combobox", { name: /category/i })).toHaveValue(catB);
    await expect(page.locator("h1")).toHaveCount(1);
    expect(consoleErrors).toEqual([]);
  });

  test("/affiliate/{id} shows title, brand, discount, price, struck-through M.R.P., category, Buy Now and the review", async ({ page, request, consoleErrors }) => {
    const p = await arrangeFeatured(request);
    await serveFakeImages(page);
    const res = await page.goto(`/affiliate/${p.id}`);
    expect(res?.status()).toBe(200);
    await settle(page);
    const main = page.locator("main");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(p.title);
    await expect(page.locator("h1")).toHaveCount(1);
    await expect(main).toContainText(p.brand);
    await expect(main).toContainText("18% off");
    await expect(main).toContainText("₹1,23,456");
    const mrp = main.locator("del").filter({ hasText: "M.R.P." });
    await expect(mrp).toHaveCount(1);
    await expect(mrp).toContainText("₹1,50,000");
    await expect(main).toContainText(p.category);
    await expect(main).not.toContainText("Loading...");
    await expect(main.locator(`img[src="${p.images[0]}"]`).first()).toBeVisible();

    // Buy Now goes through our redirect, which counts the click and names
    // this page; it opens a new tab and tells crawlers not to follow it.
    const buy = main.getByRole("link", { name: /buy now/i });
    await expect(buy).toHaveCount(1);
    await expect(buy).toHaveAttribute("href", `/go/${p.id}?from=${encodeURIComponent(`detail:/affiliate/${p.id}`)}`);
    await expect(buy).toHaveAttribute("target", "_blank");
    const rel = ((await buy.getAttribute("rel")) ?? "").split(/\s+/);
    expect(rel).toEqual(expect.arrayContaining(["sponsored", "nofollow", "noopener", "noreferrer"]));
    const hop = await request.get(`/go/${p.id}`, { maxRedirects: 0 });
    expect(hop.status()).toBe(302);
    expect(hop.headers()["location"]).toBe(p.link);

    await expect(page.getByRole("heading", { name: "Product Review" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Build", exact: true })).toBeVisible();
    await expect(main.getByText("Solid steel body", { exact: true })).toBeVisible();
    await expect(main.getByText("Battery lasts two days", { exact: true })).toBeVisible();
    // Block 1 (Build) with image 2, block 2 with image 3.
    const img = (url: string) => page.locator(`img[src="${url}"]`);
    const block1 = main
      .locator("*")
      .filter({ has: page.getByRole("heading", { name: "Build", exact: true }) })
      .filter({ hasText: "Solid steel body" })
      .filter({ has: img(p.images[1]) })
      .filter({ hasNot: img(p.images[2]) })
      .filter({ hasNotText: "Battery lasts two days" });
    await expect(block1, "review block 1 shown with image 2").not.toHaveCount(0);
    await expect(block1.last().locator(`img[src="${p.images[1]}"]`)).toBeVisible();
    const block2 = main
      .locator("*")
      .filter({ hasText: "Battery lasts two days" })
      .filter({ has: img(p.images[2]) })
      .filter({ hasNot: img(p.images[1]) })
      .filter({ hasNotText: "Solid steel body" });
    await expect(block2, "review block 2 shown with image 3").not.toHaveCount(0);
    await expect(block2.last().locator(`img[src="${p.images[2]}"]`)).toBeVisible();

    await expect(main).toContainText(DISCLOSURE);
    await expect(main).toContainText(/commission/i);
    await checkA11y(page);
    expect(consoleErrors).toEqual([]);
  });

  test("a product without description says 'No review available'; without images it shows the placeholder", async ({ page, request, consoleErrors }) => {
    const api = await adminApi(request);
    const title = unique("Cotton Bedsheet Set");
    const { id } = await createProduct(api, {
      title,
      affiliateLink: "https://www.flipkart.com/item/bedsheet",
      brand: unique("Bihar Looms"),
      category: token("Home"),
      platform: "Flipkart",
      price: 1299.5,
      active: true,
    });
    await serveFakeImages(page);
    await page.goto(`/affiliate/${id}`);
    await settle(page);
    const main = page.locator("main");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
    await expect(main).toContainText("₹1,299.50");
    await expect(main).toContainText("No review available");
    // No M.R.P., so no discount and nothing struck through.
    await expect(main).not.toContainText("% off");
    await expect(main.locator("del")).toHaveCount(0);
    const placeholder = main.locator('img[src*="placeholder"]').filter({ visible: true }).first();
    await expect(placeholder, "the placeholder image").toBeVisible();
    await expect.poll(() => placeholder.evaluate((i) => (i as HTMLImageElement).naturalWidth), { message: "placeholder loads" }).toBeGreaterThan(0);
    await checkA11y(page);
    expect(consoleErrors).toEqual([]);
  });

  test("an inactive product's page ends at /affiliate", async ({ page, request, consoleErrors }) => {
    const api = await adminApi(request);
    const title = unique("Hidden Air Fryer");
    const { id } = await createProduct(api, {
      title,
      description: "Cooks::Fast",
      imageUrls: [],
      affiliateLink: "https://www.amazon.in/dp/hidden",
      brand: "Hidden",
      category: token("Hidden"),
      platform: "Amazon",
      price: 5000,
      originalPrice: 6000,
      active: false,
    });
    await serveFakeImages(page);
    await page.goto(`/affiliate/${id}`);
    await expect(page).toHaveURL(/\/affiliate$/);
    await expect(page.locator("main")).not.toContainText(title);
    await expect(page.locator("h1")).toHaveCount(1);
    expect(consoleErrors).toEqual([]);
  });
});
