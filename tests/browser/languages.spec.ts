// The Hindi edition in a browser, at both widths: each Hindi page renders
// in Hindi (lang="hi", one h1, axe-clean, no console errors) and the
// language switcher leads to the same page in the other language, or to
// that language's home where the page has no translation. The Hindi quote
// form refuses a bad e-mail in Hindi at the field, with and without
// JavaScript, keeps what was typed, and a good one stores a Hindi lead.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import type { APIRequestContext, Page } from "@playwright/test";
import { test, expect, checkA11y, checkA11yWithoutScripts, adminApi, unique, ANY_WIDTH } from "./fixtures";
import { appErrors, arrangeService, createDepartment, createPosition, settle, trackDocuments, uniqueEmail } from "./public-helpers";

/** The Hindi error of a refused e-mail, at the Business E-mail field (after the warning sign the stylesheet puts before it). */
const HINDI_EMAIL_ERROR = /बिज़नेस ई-मेल सही लिखें, जैसे name@example\.com$/;

const label = (page: Page, text: string) => page.getByLabel(text, { exact: true });

/** Fills the Hindi quote form (its labels in Hindi) with `email`. */
async function fillHindiEnquiry(page: Page, service: string, email: string): Promise<void> {
  await label(page, "पहला नाम").fill("Meera");
  await label(page, "सरनेम").fill("Sinha");
  await label(page, "बिज़नेस ई-मेल").fill(email);
  await label(page, "सेवा").selectOption({ label: service });
  await label(page, "संपर्क नंबर").fill("+91 98350 11223");
  await label(page, "पता").fill("फ़्रेज़र रोड, पटना");
  await label(page, "संदेश").fill("हम मधुबनी पेंटिंग बनाते हैं, Amazon के लिए A+ Content चाहिए।");
}

async function expectHindiEnquiryKept(page: Page, email: string): Promise<void> {
  await expect(label(page, "पहला नाम")).toHaveValue("Meera");
  await expect(label(page, "बिज़नेस ई-मेल")).toHaveValue(email);
  await expect(label(page, "पता")).toHaveValue("फ़्रेज़र रोड, पटना");
  await expect(label(page, "संदेश")).toHaveValue("हम मधुबनी पेंटिंग बनाते हैं, Amazon के लिए A+ Content चाहिए।");
}

/** The lead page's JSON of the enquiry sent from `email`, if there is one. */
async function storedLead(request: APIRequestContext, email: string): Promise<Record<string, unknown> | undefined> {
  const api = await adminApi(request);
  const list = (await (await api.get("/admin/getallbe")).json()) as { bId: number; bEmail: string }[];
  const found = list.find((e) => e.bEmail === email);
  if (!found) return undefined;
  return (await (await api.get(`/admin/leads/enquiries/${found.bId}`)).json()) as Record<string, unknown>;
}

test.describe("the Hindi quote form without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a bad e-mail is refused in Hindi at the field with everything kept; a good one stores a Hindi lead", async ({ page, request, browser }) => {
    // Arrange
    const lastDoc = trackDocuments(page);
    const { label: service } = await arrangeService(request);
    await page.goto("/hi/buseq");
    await fillHindiEnquiry(page, service, "meera@sinha");

    // Act
    await page.getByRole("button", { name: "भेजें" }).click();

    // Assert
    const email = label(page, "बिज़नेस ई-मेल");
    await expect(email).toHaveAttribute("aria-invalid", "true");
    await expect(email).toHaveAccessibleDescription(HINDI_EMAIL_ERROR);
    await expectHindiEnquiryKept(page, "meera@sinha");
    expect(lastDoc().status()).toBe(422);
    await checkA11yWithoutScripts(browser, page, await lastDoc().text(), "/hi/buseq with a field error, without JavaScript");

    // Sent right, it is stored as a Hindi lead.
    const good = uniqueEmail("hindi-nojs");
    await email.fill(good);
    await page.getByRole("button", { name: "भेजें" }).click();
    await expect(page).toHaveURL(/\/hi\/buseq\?sent=1$/);
    await expect(page.getByRole("status")).toContainText("आपका फ़ॉर्म भेज दिया गया है!");
    const lead = await storedLead(request, good);
    expect(lead, "the enquiry is stored").toBeDefined();
    expect(lead?.language).toBe("hi");
  });
});

test("with JavaScript the Hindi form's island shows the Hindi error at the field and keeps everything typed", async ({ page, request, consoleErrors }) => {
  // Arrange
  const { label: service } = await arrangeService(request);
  await page.goto("/hi/buseq");
  await settle(page);
  await fillHindiEnquiry(page, service, "meera@sinha");
  const sent = page.waitForResponse((r) => r.url().endsWith("/userbe/createbe"));

  // Act
  await page.getByRole("button", { name: "भेजें" }).click();

  // Assert: the island sent it (no page load) and placed the server's Hindi message.
  expect((await sent).status()).toBe(422);
  await expect(page).toHaveURL(/\/hi\/buseq$/);
  const email = label(page, "बिज़नेस ई-मेल");
  await expect(email).toHaveAttribute("aria-invalid", "true");
  await expect(email).toHaveAccessibleDescription(HINDI_EMAIL_ERROR);
  await expectHindiEnquiryKept(page, "meera@sinha");
  await checkA11y(page, "/hi/buseq with a field error");

  // Sent right, the island shows the Hindi success and stores a Hindi lead.
  const good = uniqueEmail("hindi-js");
  await email.fill(good);
  await page.getByRole("button", { name: "भेजें" }).click();
  await expect(page.getByRole("status")).toContainText("आपका फ़ॉर्म भेज दिया गया है!");
  await expect.poll(async () => (await storedLead(request, good))?.language).toBe("hi");
  expect(appErrors(consoleErrors)).toEqual([]);
});

test("a Hindi job page is in Hindi, axe-clean, with the position as written", async ({ page, request, consoleErrors }) => {
  // Arrange
  const api = await adminApi(request);
  const dId = await createDepartment(api, unique("Marketplace Operations"));
  const posName = unique("Amazon Account Manager");
  const posId = await createPosition(api, dId, posName, 2);
  const job = await api.put(`/admin/positions/${posId}/job`, {
    data: { description: "You will run Amazon seller accounts for brands from Bihar.", employmentType: "FULL_TIME", location: "office" },
  });
  expect(job.status(), await job.text()).toBe(200);
  const { url } = (await job.json()) as { url: string };

  // Act
  const res = await page.goto(`/hi${url}`);
  await settle(page);

  // Assert
  expect(res?.status()).toBe(200);
  await expect(page.locator("html")).toHaveAttribute("lang", "hi");
  await expect(page.locator("h1")).toHaveText(posName);
  await expect(page.locator("h1")).toHaveAttribute("lang", "en");
  await expect(page.getByText("नौकरी का प्रकार")).toBeVisible();
  await expect(label(page, "पूरा नाम")).toBeVisible();
  await checkA11y(page, `/hi${url}`);
  await page.getByRole("link", { name: "यह पेज पढ़ें: English" }).click();
  await expect(page).toHaveURL(new RegExp(`${url}$`));
  expect(appErrors(consoleErrors)).toEqual([]);
});

/** The two Hindi editions serve.sh takes out, so the editor has pages to start a translation from. */
const TAKEN_OUT = ["/hi/meesho", "/hi/ajio"];

/** Every Hindi page the content files make (but the two taken out), and the Hindi pages outside them. */
function hindiPages(): string[] {
  const root = join(__dirname, "../../content/hi");
  const read = (dir: string) => readdirSync(join(root, dir)).map((f) => readFileSync(join(root, dir, f), "utf8"));
  const field = (text: string, name: string) => text.match(new RegExp(`^${name} = "([^"]+)"`, "m"))?.[1];
  return [
    "/hi",
    "/hi/about",
    "/hi/contacts",
    "/hi/events",
    "/hi/buseq",
    "/hi/careerpg",
    "/hi/privacy",
    "/hi/case-studies",
    "/hi/insights",
    ...[...read("hubs"), ...read("pages")].map((t) => field(t, "path")!),
    ...read("case-studies").map((t) => `/hi/case-studies/${field(t, "slug")}`),
    ...read("insights").map((t) => `/hi/insights/${field(t, "slug")}`),
  ]
    .filter((path) => !TAKEN_OUT.includes(path))
    .sort();
}
const HINDI_PAGES = hindiPages();

test("the pages below are every Hindi page in the sitemap but the job pages", ANY_WIDTH, async ({ request }) => {
  // Act
  const sitemap = await (await request.get("/sitemap.xml")).text();
  const listed = [...sitemap.matchAll(/<loc>https?:\/\/[^/<]+(\/hi(?:\/[^<]*)?)<\/loc>/g)]
    .map((m) => m[1])
    .filter((path) => !path.startsWith("/hi/careers/"));

  // Assert
  expect([...new Set(listed)].sort()).toEqual(HINDI_PAGES);
});

test.describe("every Hindi page renders", () => {
  // Each page's check stands alone: the workers share them out.
  test.describe.configure({ mode: "parallel" });
  for (const path of HINDI_PAGES) {
    test(`${path}: in Hindi, one h1, axe-clean, no console errors`, async ({ page, consoleErrors }) => {
      // Act
      const res = await page.goto(path);
      await settle(page);

      // Assert
      expect(res?.status()).toBe(200);
      await expect(page.locator("html")).toHaveAttribute("lang", "hi");
      await expect(page.locator("h1")).toHaveCount(1);
      await expect(page.locator("h1")).toHaveText(/[\u0900-\u097F]|A\+/);
      await expect(page.locator('link[rel="alternate"][hreflang="x-default"]')).toHaveCount(1);
      await checkA11y(page);
      expect(consoleErrors).toEqual([]);
    });
  }
});

test("the switcher leads to the same page in the other language and back", async ({ page, consoleErrors }) => {
  // Arrange
  await page.goto("/amazon/aplus");
  await settle(page);
  const toHindi = page.getByRole("link", { name: "Read this page in हिन्दी" });
  await expect(toHindi).toBeVisible();

  // Act
  await toHindi.click();

  // Assert
  await expect(page).toHaveURL(/\/hi\/amazon\/aplus$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "hi");
  await page.getByRole("link", { name: "यह पेज पढ़ें: English" }).click();
  await expect(page).toHaveURL(/\/amazon\/aplus$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "en-IN");
  expect(consoleErrors).toEqual([]);
});

test("a page without a translation switches to the Hindi home", async ({ page }) => {
  await page.goto("/affiliate");
  await page.getByRole("link", { name: "Read this page in हिन्दी" }).click();
  await expect(page).toHaveURL(/\/hi$/);
  await expect(page.locator("h1")).toContainText("पटना");
});
