// The Hindi edition in a browser, at both widths: each Hindi page renders
// in Hindi (lang="hi", one h1, axe-clean, no console errors) and the
// language switcher leads to the same page in the other language, or to
// that language's home where the page has no translation.
import { test, expect, checkA11y } from "./fixtures";
import { settle } from "./public-helpers";

const HINDI_PAGES = [
  "/hi",
  "/hi/about",
  "/hi/amazon",
  "/hi/all-services",
  "/hi/amazon/aplus",
  // One page of each other group, and each page of the stories.
  "/hi/digital-market/search-engine",
  "/hi/meesho",
  "/hi/multi-portals",
  "/hi/case-studies",
  "/hi/case-studies/handloom-saree-label-amazon-ads",
  "/hi/insights",
  "/hi/insights/reading-the-amazon-search-term-report",
];

for (const path of HINDI_PAGES) {
  test(`${path}: in Hindi, one h1, axe-clean, no console errors`, async ({ page, consoleErrors }) => {
    const res = await page.goto(path);
    expect(res?.status()).toBe(200);
    await settle(page);
    await expect(page.locator("html")).toHaveAttribute("lang", "hi");
    await expect(page.locator("h1")).toHaveCount(1);
    await expect(page.locator("h1")).toHaveText(/[\u0900-\u097F]|A\+/);
    await expect(page.locator('link[rel="alternate"][hreflang="x-default"]')).toHaveCount(1);
    await checkA11y(page);
    expect(consoleErrors).toEqual([]);
  });
}

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
  await page.goto("/contacts");
  await page.getByRole("link", { name: "Read this page in हिन्दी" }).click();
  await expect(page).toHaveURL(/\/hi$/);
  await expect(page.locator("h1")).toContainText("पटना");
});
