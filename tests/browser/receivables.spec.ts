// Receivables as an owner reads them: two invoices issued today to a new
// client (due in 15 days, so not yet due), one partly paid by UPI with TDS
// held back. The client's row of the ageing table shows what is still
// owed; pressing the amount lists the invoices behind it (number, client,
// due day, balance), each linking to its invoice, and the list takes the
// focus. Money collected this month and the TDS of this quarter open the
// paid invoice too. A dense table at 1280 px, a card per client at 390 px,
// never sideways scrolling; axe-core clean. The enquiry's page lists the
// invoices and the payment. Other tests add invoices to the same server,
// so only this client's figures are exact.
import { adminApi, checkA11y, createEnquiry, expect, loginAsAdmin, test, unique } from "./admin-helpers";

interface Issued {
  id: number;
  number: string;
  dueOn: string;
}

/** "22 Dec 2026" for "2026-12-22", as the screens print a day. */
function dayLabel(day: string): string {
  const [y, m, d] = day.split("-").map(Number);
  return new Date(Date.UTC(y, m - 1, d)).toLocaleDateString("en-IN", { day: "numeric", month: "short", year: "numeric", timeZone: "UTC" });
}

test("the receivables show what a client owes and open the invoices behind a figure", async ({ page, request }) => {
  const api = await adminApi(request);
  const { enquiry } = await createEnquiry(api);
  const client = unique("Sinha Handlooms");
  const issue = async (description: string, unitPrice: number): Promise<Issued> => {
    const made = await api.post("/admin/invoices", {
      data: {
        leadId: enquiry.bId,
        lines: [{ description, sac: "998365", quantity: 1, unitPrice }],
        clientName: client,
        clientAddress: "Fraser Road, Patna 800001",
        clientState: "Bihar",
      },
    });
    expect(made.status(), await made.text()).toBe(201);
    const { id } = (await made.json()) as { id: number };
    const issued = await api.post(`/admin/invoices/${id}/issue`, { data: {} });
    expect(issued.status(), await issued.text()).toBe(200);
    return (await issued.json()) as Issued;
  };
  // ₹11,800 and ₹5,900 with GST; ₹4,000 paid and ₹1,000 TDS on the first.
  const first = await issue("Amazon store management, December", 10000);
  const second = await issue("Flipkart listing clean-up, 40 products", 5000);
  const paid = await api.post(`/admin/invoices/${first.id}/payments`, {
    data: { amount: 4000, method: "upi", reference: "UPI 4471", tds: 1000, tdsSection: "194J" },
  });
  expect(paid.status(), await paid.text()).toBe(201);
  await loginAsAdmin(page);

  await page.goto("/admin-login/receivables");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Receivables");
  const table = page.locator("table.admin-receivables-table");
  const row = table.locator("tbody tr").filter({ hasText: client });
  await expect(row).toHaveCount(1);
  const cells = row.getByRole("cell");
  // Not yet due and in all: 6,800 + 5,900; nothing late.
  await expect(cells.nth(1)).toContainText("₹12,700");
  await expect(cells.nth(2)).toHaveText("₹0");
  await expect(cells.nth(6)).toContainText("₹12,700");
  const wide = (page.viewportSize()?.width ?? 0) >= 1280;
  if (wide) await expect(page.getByRole("navigation").getByRole("link", { name: "Receivables" })).toBeVisible();
  expect(await row.evaluate((tr) => getComputedStyle(tr).display)).toBe(wide ? "table-row" : "block");
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow, "no sideways scrolling").toBeLessThanOrEqual(0);
  await checkA11y(page);

  // The figure opens its invoices, and the list takes the focus.
  const notDue = cells.nth(1).getByRole("button");
  await expect(notDue).toHaveAccessibleName(`₹12,700 for ${client}, not yet due: show its invoices`);
  await notDue.click();
  const behind = page.locator("section.admin-receivables-behind");
  await expect(behind.getByRole("heading", { level: 2 })).toHaveText(`${client}, not yet due: ₹12,700, 2 invoices`);
  await expect(behind.getByRole("heading", { level: 2 })).toBeFocused();
  for (const [invoice, balance] of [
    [first, "₹6,800"],
    [second, "₹5,900"],
  ] as const) {
    const line = behind.locator("tbody tr").filter({ hasText: invoice.number });
    await expect(line.getByRole("link", { name: invoice.number })).toHaveAttribute("href", `/admin-login/invoices/${invoice.id}`);
    await expect(line).toContainText(client);
    await expect(line).toContainText(dayLabel(invoice.dueOn));
    await expect(line).toContainText(balance);
  }
  await checkA11y(page);

  // The month's money and the quarter's TDS open the paid invoice too.
  await page.locator(".admin-receivables-totals").getByRole("button", { name: /^₹[\d,.]+ for money collected in / }).first().click();
  await expect(behind.getByRole("link", { name: first.number })).toBeVisible();
  await expect(behind.getByRole("link", { name: second.number })).toHaveCount(0);
  await page.locator("table.admin-receivables-tds tbody tr").first().getByRole("button").click();
  await expect(behind.getByRole("heading", { level: 2 })).toContainText("TDS in Q");
  await expect(behind.getByRole("link", { name: first.number })).toBeVisible();
  await behind.getByRole("button", { name: "Close the list" }).click();
  await expect(behind).toHaveCount(0);

  // The enquiry's page lists its invoices and the payment.
  await page.goto(`/admin-login/leads/enquiries/${enquiry.bId}`);
  const panel = page.getByRole("region", { name: "Invoices" });
  const listed = panel.locator("table").first().locator("tbody tr").filter({ hasText: first.number });
  await expect(listed).toContainText("Partly paid");
  await expect(listed).toContainText("₹11,800");
  await expect(listed).toContainText("₹6,800");
  const payment = panel.locator("table").nth(1).locator("tbody tr").first();
  await expect(payment).toContainText(first.number);
  await expect(payment).toContainText("₹4,000");
  await expect(payment).toContainText("UPI");
  await expect(payment).toContainText("₹1,000 (194J)");
  await checkA11y(page);
});
