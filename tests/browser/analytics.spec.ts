// The analytics screen as an administrator uses it, at 1280 px and 390 px
// (the two projects), axe-core clean, nothing scrolling sideways: a visitor
// lands from a tagged Google advert, comes back later from a Facebook post
// and sends the quote request; the client accepts the quotation. The
// screen shows the range, the totals, the chart with its figures in text,
// the advert's campaign credited with the lead, the won client and the
// revenue; the ad spend uploaded through its form (a file with a bad row
// refused, naming the line) gives cost per lead and return on spend; each
// figure of leads or won clients opens exactly the leads behind it; the
// credit switches to the last visit, which moves the lead to the post.
// The sources' cards (a phone, and beside the menu at 1280 px) keep the
// leads by first and last visit; at 1280 px the day and landing-page tables
// stay tables.
import type { Page } from "@playwright/test";
import { adminApi, cellOf, checkA11y, createSentQuote, createService, enquiryAfterVisits, expect, loginAsAdmin, test, token } from "./admin-helpers";

async function noSidewaysScroll(page: Page): Promise<void> {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow, "no sideways scrolling").toBeLessThanOrEqual(0);
}

/** A CSV file for the spend form. */
function csv(name: string, text: string) {
  return { name, mimeType: "text/csv", buffer: Buffer.from(text) };
}

test("the analytics screen shows what each advert earned and opens the leads behind each figure", async ({ page, request, browserLog }) => {
  browserLog.allowFailedRequest(/^\/admin\/analytics\/spend$/, 422);
  const api = await adminApi(request);
  const t = token();
  const google = `diwali-${t}`;
  const facebook = `reels-${t}`;
  const service = await createService(api, `Amazon ${t}`, "Advertising");
  const enquiry = await enquiryAfterVisits(
    page,
    [`/amazon/advertising?utm_source=google&utm_medium=cpc&utm_campaign=${google}`, `/?utm_source=facebook&utm_medium=social&utm_campaign=${facebook}`],
    service.serId,
  );
  // The client accepts a quotation of ₹18,000 before GST.
  const quote = await createSentQuote(api, enquiry.bId, "Amazon advertising for the Diwali sale", "Ranjan Traders");
  const accepted = await api.post(`${new URL(quote.link).pathname}/accept`, { data: { name: "Ravi Ranjan" } });
  expect(accepted.status(), await accepted.text()).toBe(200);
  await loginAsAdmin(page);

  // The last 30 days, each lead credited to its first visit
  await page.goto("/admin-login/analytics");
  await expect(page.getByRole("heading", { level: 1, name: "Analytics" })).toBeVisible();
  await expect(page).toHaveTitle(/Analytics/);
  await expect(page.getByRole("status").filter({ hasText: "each lead credited to its first visit" })).toBeVisible();
  await expect(page.getByRole("radio", { name: "First visit" })).toBeChecked();
  const today = await page.getByRole("textbox", { name: "To", exact: true }).inputValue();
  expect(today).toMatch(/^\d{4}-\d\d-\d\d$/);
  await expect(page.getByRole("textbox", { name: "From", exact: true })).toHaveValue(/^\d{4}-\d\d-\d\d$/);

  const totals = page.locator(".admin-analytics-totals");
  const figure = (label: string) => totals.locator(".admin-analytics-figure").filter({ has: page.getByText(label, { exact: true }) }).locator("dd");
  // Page views reach the figures within seconds (they are written in batches).
  for (const label of ["Visitors", "Page views", "Bots and previews (not counted above)"]) {
    await expect(figure(label), label).toHaveText(/^\d[\d,]*$/);
  }
  for (const label of ["Leads", "Won clients"]) {
    await expect(figure(label), label).toHaveText(/^[1-9][\d,]*/);
  }
  await expect(figure("Revenue (taxable value)")).toHaveText(/^₹[1-9]/);
  const leadsInAll = Number((await figure("Leads").innerText()).replace(/\D/g, ""));

  // The chart over the 30 days, its figures in a table
  const chart = page.getByRole("img", { name: "Visitors and leads per day" });
  await expect(chart).toBeVisible();
  await expect(chart.locator("rect.visitors")).toHaveCount(30);
  await expect(chart.locator("desc")).toContainText(`Leads per day: ${leadsInAll.toLocaleString("en-IN")} in all`);
  // Its labels read at 10 px or more at every width, and the sections'
  // headings are smaller than the screen's title.
  const labelPx = await chart.locator("text.label").first().evaluate((t) => t.getBoundingClientRect().height);
  expect(labelPx, "a chart label's height on screen").toBeGreaterThanOrEqual(10);
  const size = (l: import("@playwright/test").Locator) => l.evaluate((h) => parseFloat(getComputedStyle(h).fontSize));
  expect(await size(page.getByRole("heading", { name: "By landing page" }))).toBeLessThan(await size(page.getByRole("heading", { level: 1 })));
  await page.getByText("The chart's figures, day by day").click();
  const days = page.getByRole("table", { name: /per day/ });
  await expect(days).toBeVisible();
  await expect(days.getByRole("row")).toHaveCount(31);

  // The advert is credited with the lead, the won client and the revenue
  const sources = page.getByRole("table", { name: /By source, medium and campaign/ });
  const pages = page.getByRole("table", { name: /By landing page/ });
  const advert = sources.getByRole("row").filter({ hasText: `google / cpc / ${google}` });
  const post = sources.getByRole("row").filter({ hasText: `facebook / social / ${facebook}` });
  await expect(advert).toHaveCount(1);
  await expect(post).toHaveCount(1);
  // A figure reads "1"; its link names what it opens.
  await expect(await cellOf(sources, advert, "Leads")).toHaveText(`1 lead from google / cpc / ${google}`);
  await expect(await cellOf(sources, advert, "Won")).toHaveText(`1 won client from google / cpc / ${google}`);
  await expect(await cellOf(sources, advert, "Revenue")).toHaveText("₹18,000");
  await expect(await cellOf(sources, advert, "Leads: first / last visit")).toHaveText("1 / 0");
  await expect(await cellOf(sources, post, "Leads")).toHaveText("0");
  await expect(await cellOf(sources, post, "Leads: first / last visit")).toHaveText("0 / 1");
  // First and last visit side by side, at both widths (a card keeps them too);
  // the day and landing page tables, a few columns, stay tables at 1280 px.
  expect((await (await cellOf(sources, advert, "Leads: first / last visit")).boundingBox())?.width ?? 0).toBeGreaterThan(20);
  if (test.info().project.name === "desktop") {
    await expect(days.getByRole("cell").first()).toHaveCSS("display", "table-cell");
    await expect(pages.getByRole("cell").first()).toHaveCSS("display", "table-cell");
  }
  // Exactly that path: other tests' visits land on /hi/amazon/advertising too.
  await expect(pages.getByRole("row").filter({ has: page.getByText("/amazon/advertising", { exact: true }) })).toHaveCount(1);
  await expect(page.getByRole("link", { name: "Google Ads offline conversions (CSV)" })).toHaveAttribute("href", /\/admin\/analytics\/google-ads-conversions\.csv\?from=\d{4}-\d\d-\d\d&to=\d{4}-\d\d-\d\d$/);
  await noSidewaysScroll(page);
  await checkA11y(page);

  // A spend file with a bad row is refused whole, naming its line
  const spendFile = page.getByLabel("Spend file");
  await spendFile.setInputFiles(csv("spend.csv", `date,source,medium,campaign,cost\n${today},google,cpc,${google},9000\n31-12-2026,google,cpc,${google},100\n`));
  await page.getByRole("button", { name: "Upload spend" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "Could not store the spend" })).toContainText("Line 3");
  await expect(await cellOf(sources, advert, "Spend")).toHaveText("—");
  await checkA11y(page);
  // The good file gives the advert its cost per lead and return on spend
  await spendFile.setInputFiles(csv("spend.csv", `date,source,medium,campaign,cost\n${today},google,cpc,${google},9000\n`));
  await page.getByRole("button", { name: "Upload spend" }).click();
  await expect(page.getByText("The spend is stored")).toBeVisible();
  await expect(await cellOf(sources, advert, "Spend")).toHaveText("₹9,000");
  // A visitor counts once a day, under the first channel they came by that
  // day (this browser may have come by others in earlier tests).
  await expect(await cellOf(sources, advert, "Visitors")).toHaveText(/^[01]$/);
  await expect(await cellOf(sources, advert, "Cost per lead")).toHaveText("₹9,000");
  await expect(await cellOf(sources, advert, "Cost per won")).toHaveText("₹9,000");
  await expect(await cellOf(sources, advert, "Return on spend")).toHaveText("2.00×");
  await noSidewaysScroll(page);

  // Each figure opens exactly the leads behind it: the advert's lead…
  const enquiries = page.getByRole("table", { name: /Enquiries/ });
  const note = page.getByRole("status").filter({ hasText: "Only the leads behind an analytics figure" });
  await advert.getByRole("link", { name: `1 lead from google / cpc / ${google}` }).click();
  await expect(page).toHaveURL(new RegExp(`/admin-login/leads/enquiries\\?.*campaign=${google}`));
  await expect(note).toContainText(`Leads from google / cpc / ${google} (credited to their first visit)`);
  await expect(page.getByText("1 lead ·")).toBeVisible();
  await expect(enquiries.getByRole("link", { name: "Ravi Ranjan" })).toBeVisible();
  await noSidewaysScroll(page);
  await checkA11y(page);
  // …its won client…
  await page.goBack();
  await advert.getByRole("link", { name: `1 won client from google / cpc / ${google}` }).click();
  await expect(page).toHaveURL(/won=true/);
  await expect(note).toContainText(`Clients whose quotation was accepted from google / cpc / ${google}`);
  await expect(page.getByText("1 lead ·")).toBeVisible();
  await expect(enquiries.getByRole("link", { name: "Ravi Ranjan" })).toBeVisible();
  // …and every lead of the range.
  await page.goBack();
  const from = await page.getByRole("textbox", { name: "From", exact: true }).inputValue();
  await figure("Leads").getByRole("link").click();
  await expect(page).toHaveURL(new RegExp(`/admin-login/leads/enquiries\\?.*from=${from}&to=${today}`));
  await expect(page.getByText(/^[\d,]+ leads? ·/)).toBeVisible();

  // Credited to the last visit, the lead moves to the Facebook post
  await page.goBack();
  await page.getByRole("radio", { name: "Last visit" }).check();
  await page.getByRole("button", { name: "Show" }).click();
  await expect(page).toHaveURL(/model=last/);
  await expect(page.getByRole("status").filter({ hasText: "each lead credited to its last visit" })).toBeVisible();
  await expect(await cellOf(sources, post, "Leads")).toHaveText(`1 lead from facebook / social / ${facebook}`);
  await expect(await cellOf(sources, post, "Won")).toHaveText(`1 won client from facebook / social / ${facebook}`);
  await expect(await cellOf(sources, advert, "Leads")).toHaveText("0");
  await expect(await cellOf(sources, advert, "Return on spend")).toHaveText("0.00×");
  await post.getByRole("link", { name: `1 lead from facebook / social / ${facebook}` }).click();
  await expect(note).toContainText(`Leads from facebook / social / ${facebook} (credited to their last visit)`);
  await expect(enquiries.getByRole("link", { name: "Ravi Ranjan" })).toBeVisible();
  await noSidewaysScroll(page);
  await checkA11y(page);
});
