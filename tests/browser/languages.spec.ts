// The Hindi edition in a browser, at both widths: each Hindi page in the
// sitemap renders in Hindi (lang="hi", one h1, axe-clean, no console
// errors) and the language switcher leads to the same page in the other
// language, or to that language's home where the page has no translation.
import { test, expect, checkA11y } from "./fixtures";
import { settle } from "./public-helpers";

test("every Hindi page in the sitemap is in Hindi, with one h1, axe-clean and no console errors", async ({ page, consoleErrors }) => {
  // About 4 s a page at each width on a busy machine, and the list grows
  // with each translation.
  test.setTimeout(600_000);
  // Arrange: the Hindi pages as the sitemap lists them.
  const sitemap = await (await page.request.get("/sitemap.xml")).text();
  const paths = [...sitemap.matchAll(/<loc>https?:\/\/[^/<]+(\/hi(?:\/[^<]*)?)<\/loc>/g)].map((m) => m[1]);
  expect(paths).toEqual(expect.arrayContaining(["/hi", "/hi/about", "/hi/amazon", "/hi/amazon/brand", "/hi/web-dev", "/hi/privacy"]));

  for (const path of paths) {
    // Act
    const res = await page.goto(path);
    await settle(page);

    // Assert
    expect(res?.status(), path).toBe(200);
    await expect(page.locator("html"), path).toHaveAttribute("lang", "hi");
    await expect(page.locator("h1"), path).toHaveCount(1);
    await expect(page.locator("h1"), path).toHaveText(/[\u0900-\u097F]|A\+/);
    await expect(page.locator('link[rel="alternate"][hreflang="x-default"]'), path).toHaveCount(1);
    await checkA11y(page, path);
  }
  expect(consoleErrors).toEqual([]);
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
  await page.goto("/contacts");
  await page.getByRole("link", { name: "Read this page in हिन्दी" }).click();
  await expect(page).toHaveURL(/\/hi$/);
  await expect(page.locator("h1")).toContainText("पटना");
});
