// Affiliate links that earn: the product page's Buy Now through /go/ with
// its rel and new tab, the dated price and Amazon's sentence; the
// administrators' product list with each product's clicks and link check;
// a product's page with its clicks by day and page, and the form's warning
// about someone else's tag. Product links point at 127.0.0.1, which the
// test server never fetches (AFFILIATE_CHECK_PRIVATE_HOSTS is off), so a
// check finds them "broken" without any network.
import type { APIRequestContext } from "@playwright/test";
import type { Product } from "../../islands/src/api/types";
import { adminApi, checkA11y, createProduct, expect, loginAsAdmin, rowWith, test, token, unique } from "./admin-helpers";

const CHROME = "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36";
const AMAZON_SENTENCE = "As an Amazon Associate I earn from qualifying purchases.";

/** A product whose link the check refuses to fetch (a loopback address). */
async function localProduct(api: APIRequestContext, title: string): Promise<Product> {
  return createProduct(api, { title, affiliateLink: `http://127.0.0.1:9/dp/B0${token()}`, platform: "Amazon", price: 2899, originalPrice: 4195 });
}

/** One person's click on the product's Buy Now on its own page. */
async function click(request: APIRequestContext, id: number): Promise<void> {
  const res = await request.get(`/go/${id}?from=${encodeURIComponent(`detail:/affiliate/${id}`)}`, {
    maxRedirects: 0,
    headers: { "user-agent": CHROME },
  });
  expect(res.status()).toBe(302);
}

/** "27 November 2026": today in India. */
function indiaToday(): string {
  return new Intl.DateTimeFormat("en-GB", { timeZone: "Asia/Kolkata", day: "numeric", month: "long", year: "numeric" }).format(new Date());
}

test("the product page dates its price, names Amazon and sends Buy Now through /go/ in a new tab", async ({ page, request }) => {
  const api = await adminApi(request);
  const p = await localProduct(api, unique("Prestige Iris Mixer"));
  await page.goto(`/affiliate/${p.id}`);
  const buy = page.getByRole("link", { name: /buy now/i });
  await expect(buy).toHaveAttribute("href", `/go/${p.id}?from=${encodeURIComponent(`detail:/affiliate/${p.id}`)}`);
  await expect(buy).toHaveAttribute("target", "_blank");
  expect(((await buy.getAttribute("rel")) ?? "").split(/\s+/)).toEqual(expect.arrayContaining(["sponsored", "nofollow", "noopener"]));
  await expect(page.locator("main")).toContainText(`Price as of ${indiaToday()}`);
  await expect(page.locator("main")).toContainText(AMAZON_SENTENCE);
  await checkA11y(page);
  await page.goto("/affiliate");
  await expect(page.locator("main")).toContainText(AMAZON_SENTENCE);
  const listBuy = page.locator(`a[href^="/go/${p.id}?"]`);
  await expect(listBuy).toHaveAttribute("href", `/go/${p.id}?from=${encodeURIComponent("list:/affiliate")}`);
  expect(((await listBuy.getAttribute("rel")) ?? "").split(/\s+/)).toEqual(expect.arrayContaining(["sponsored", "nofollow", "noopener"]));
  await checkA11y(page);
});

test("the product list shows each product's clicks and link check, and an acknowledged problem leaves the attention list", async ({ page, request }) => {
  const api = await adminApi(request);
  const title = unique("Clicked Mixer");
  const p = await localProduct(api, title);
  await click(request, p.id);
  expect((await api.post(`/admin/aff/${p.id}/check`)).status()).toBe(200);
  await loginAsAdmin(page);
  await page.goto(`/admin-login/aff?q=${encodeURIComponent(title)}`);

  const row = rowWith(page.getByRole("table", { name: "Products" }), title);
  await expect(row).toHaveCount(1);
  await expect(row.locator('td[data-label="Clicks (30 days)"]')).toHaveText("1");
  await expect(row).toContainText("Broken");
  const attention = page.getByRole("region", { name: "Links that need attention" });
  const item = attention.getByRole("listitem").filter({ hasText: title });
  await expect(item).toContainText("private network");
  await checkA11y(page);

  await item.getByRole("button", { name: `Acknowledge the link check of ${title}` }).click();
  await expect(attention.getByRole("listitem").filter({ hasText: title })).toHaveCount(0);
  await expect(row).toContainText("Broken (seen)");
});

test("a product's page shows its clicks by day and page, and the form warns of someone else's tag", async ({ page, request }) => {
  const api = await adminApi(request);
  const p = await localProduct(api, unique("Reviewed Mixer"));
  await click(request, p.id);
  await loginAsAdmin(page);
  await page.goto(`/admin-login/aff/update/${p.id}`);

  const clicks = page.getByRole("region", { name: "Clicks in the last 30 days" });
  await expect(clicks.locator("#aff-clicks-summary")).toContainText("1 person clicked through");
  await expect(clicks.getByRole("table", { name: "Clicks by day" })).toContainText("1");
  await expect(clicks.getByRole("table", { name: "Clicks by the page that sent them" })).toContainText(`/affiliate/${p.id}`);
  const health = page.getByRole("region", { name: "Link check" });
  await expect(health).toContainText("Not checked yet");
  await health.getByRole("button", { name: /check now/i }).click();
  await expect(health).toContainText("Broken");
  await expect(health).toContainText("private network");

  const link = page.getByLabel("Affiliate Link", { exact: true });
  await link.fill("https://www.amazon.in/dp/B0FOREIGN?tag=someone-21");
  await expect(page.getByText(/someone else's Amazon tag \(tag=someone-21\)/)).toBeVisible();
  await checkA11y(page);
  await link.fill("https://www.amazon.in/dp/B0FOREIGN");
  await expect(page.getByText(/someone else's Amazon tag/)).toHaveCount(0);
});
