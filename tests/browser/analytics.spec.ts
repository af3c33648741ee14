// The analytics screen as an administrator uses it, at 1280 px and 390 px
// (the two projects), axe-core clean: a visitor lands from a tagged advert
// and sends the quote request; the screen shows the range, the totals, the
// chart with its figures in text, and the advert's campaign among the
// sources; its lead count opens the lead list narrowed to exactly that
// lead; the credit switches to the last touch. On a phone the tables read
// as cards and nothing scrolls sideways.
import { adminApi, checkA11y, createEnquiry, expect, loginAsAdmin, test } from "./admin-helpers";
import type { Page } from "@playwright/test";

async function noSidewaysScroll(page: Page): Promise<void> {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow, "no sideways scrolling").toBeLessThanOrEqual(0);
}

test("the analytics screen shows what the advert earned and opens the leads behind it", async ({ page, request }) => {
  const api = await adminApi(request);
  const { service } = await createEnquiry(api);
  const campaign = `diwali-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  // The visitor lands from the advert, then sends the quote request.
  await page.goto(`/amazon/advertising?utm_source=google&utm_medium=cpc&utm_campaign=${campaign}`);
  const origin = new URL(page.url()).origin;
  const email = `ravi.${campaign}@ranjan-traders.in`;
  const sent = await page.request.post("/userbe/createbe", {
    headers: { Origin: origin },
    data: {
      fName: "Ravi",
      lName: "Ranjan",
      bEmail: email,
      selectedService: { serId: service.serId },
      contactNumber: "+91 94311 22334",
      address: "Fraser Road, Patna",
      message: "Diwali stock on Amazon.",
    },
  });
  expect(sent.status()).toBe(201);
  await loginAsAdmin(page);

  await page.goto("/admin-login/analytics");
  await expect(page.getByRole("heading", { level: 1, name: "Analytics" })).toBeVisible();
  await expect(page).toHaveTitle(/Analytics/);
  await expect(page.getByRole("status").filter({ hasText: "each lead credited to its first visit" })).toBeVisible();
  await expect(page.getByRole("textbox", { name: "From", exact: true })).not.toHaveValue("");
  const chart = page.getByRole("img", { name: "Visitors and leads per day" });
  await expect(chart).toBeVisible();
  await page.getByText("The chart's figures, day by day").click();
  await expect(page.getByRole("table", { name: /per day/ })).toBeVisible();
  const sources = page.getByRole("table", { name: /By source, medium and campaign/ });
  const row = sources.getByRole("row").filter({ hasText: `google / cpc / ${campaign}` });
  await expect(row).toHaveCount(1);
  await expect(page.getByRole("link", { name: "Google Ads offline conversions (CSV)" })).toHaveAttribute("href", /\/admin\/analytics\/google-ads-conversions\.csv\?from=\d{4}-\d\d-\d\d&to=\d{4}-\d\d-\d\d$/);
  await expect(page.getByLabel("Spend file")).toBeVisible();
  await noSidewaysScroll(page);
  await checkA11y(page);

  // The advert's lead count opens exactly its lead
  await row.getByRole("link", { name: `1 leads from google / cpc / ${campaign}` }).click();
  await expect(page).toHaveURL(new RegExp(`/admin-login/leads/enquiries\\?.*campaign=${campaign}`));
  await expect(page.getByRole("status").filter({ hasText: "Only the leads behind an analytics figure" })).toContainText(`from google / cpc / ${campaign}`);
  await expect(page.getByText("1 lead ·")).toBeVisible();
  const leads = page.getByRole("table", { name: /Enquiries/ });
  await expect(leads.getByRole("link", { name: "Ravi Ranjan" })).toBeVisible();
  await noSidewaysScroll(page);
  await checkA11y(page);

  // Credited to the last touch, the same visit is the last one too
  await page.goBack();
  await page.getByRole("radio", { name: "Last visit" }).check();
  await page.getByRole("button", { name: "Show" }).click();
  await expect(page).toHaveURL(/model=last/);
  await expect(page.getByRole("status").filter({ hasText: "each lead credited to its last visit" })).toBeVisible();
  await expect(page.getByRole("table", { name: /By source, medium and campaign/ }).getByRole("row").filter({ hasText: campaign })).toContainText("1 / 1");
  await noSidewaysScroll(page);
  await checkA11y(page);
});
