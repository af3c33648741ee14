// Invoices as the agency's office uses them: an accepted quotation becomes
// a draft tax invoice in one click on its enquiry's page; the draft is
// issued (its number, due day and the client's link), sent (e-mail is off
// on the test server, so the link is offered to copy or send by WhatsApp),
// paid in part by UPI and then in full with TDS held back (partly paid,
// then paid), and found on the invoices list by its status. The client
// reads the invoice on its private page. An advance gets a receipt
// voucher; an invoice typed without a quotation but missing the client's
// details names each one when it is issued, and a draft is deleted after a
// confirmation. A credit note takes lines off an issued invoice; crediting
// the rest cancels it. Runs at 1280 px and 390 px (the two
// projects), axe-core clean on every screen, one page throughout.
import type { APIRequestContext, Page } from "@playwright/test";
import { adminApi, checkA11y, createEnquiry, createSentQuote, expect, loginAsAdmin, test } from "./admin-helpers";

/** A quotation for ₹18,000 before GST to a client in Bihar, sent and accepted by the client. */
async function acceptedQuote(api: APIRequestContext, leadId: number): Promise<{ id: number; number: string }> {
  const quote = await createSentQuote(api, leadId, "Amazon store management, December", "Kumari Crafts Private Limited");
  const accepted = await api.post(`${new URL(quote.link).pathname}/accept`, { data: { name: "Asha Kumari" } });
  expect(accepted.status(), await accepted.text()).toBe(200);
  return quote;
}

/** The page has no sideways scrolling. */
async function fitsTheWidth(page: Page): Promise<void> {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow, "no sideways scrolling").toBeLessThanOrEqual(0);
}

test("an accepted quotation is invoiced, issued, sent and paid in two parts with TDS", async ({ page, request }) => {
  const api = await adminApi(request);
  const { enquiry } = await createEnquiry(api);
  const quote = await acceptedQuote(api, enquiry.bId);
  await loginAsAdmin(page);

  // One click on the enquiry's page makes the draft and opens it.
  await page.goto(`/admin-login/leads/enquiries/${enquiry.bId}`);
  const card = page.locator(".admin-quote").filter({ hasText: quote.number });
  await card.getByRole("button", { name: `Create invoice from ${quote.number}` }).click();
  await expect(page).toHaveURL(/\/admin-login\/invoices\/\d+$/);
  const invoiceId = Number(new URL(page.url()).pathname.split("/").pop());
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Draft invoice");
  const totals = page.locator(".admin-invoice-totals");
  // 18,000 + 9 % CGST + 9 % SGST inside Bihar
  await expect(totals).toContainText("CGST₹1,620");
  await expect(totals).toContainText("SGST₹1,620");
  await expect(totals).not.toContainText("IGST");
  await expect(totals).toContainText("₹21,240 (Rupees Twenty One Thousand Two Hundred Forty Only)");
  await expect(page.getByRole("table", { name: /The lines of the draft invoice/ })).toContainText("Amazon store management, December");
  await expect(page.locator(".admin-invoice-grid")).toContainText("10-Bihar");
  await fitsTheWidth(page);
  await checkA11y(page);

  // Issue it: a number, a due day and the client's link.
  await page.getByRole("button", { name: "Issue the invoice" }).click();
  const issued = page.getByRole("status").filter({ hasText: "Issued as" });
  await expect(issued).toBeVisible();
  const number = (await issued.textContent())!.match(/Issued as (\S+),/)![1]!;
  expect(number).toMatch(/^INV\/\d{4}-\d{2}\/\d{4}$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Tax invoice ${number}`);
  await expect(page.locator(".admin-invoice-summary")).toContainText("Issued, unpaid");
  await expect(page.getByRole("button", { name: "Issue the invoice" })).toHaveCount(0);
  // The quotation now opens its invoice instead of making another.
  const fromQuote = (await (await api.get(`/admin/quotes/${quote.id}`)).json()) as { invoiceId: number };
  expect(fromQuote.invoiceId).toBe(invoiceId);

  // Send it: e-mail is off here, so the link is for the administrator to pass on.
  await page.getByRole("button", { name: "Send to the client" }).click();
  await expect(page.getByRole("status").filter({ hasText: `Invoice ${number} is ready to share` })).toBeVisible();
  const share = page.locator(".admin-invoice-share");
  const link = await share.locator(".admin-share-link a").getAttribute("href");
  expect(link).toMatch(/\/i\/[0-9a-f]{64}$/);
  await expect(share.getByRole("button", { name: `Copy link to invoice ${number}` })).toBeVisible();
  const whatsapp = await share.getByRole("link", { name: `Send by WhatsApp to invoice ${number}` }).getAttribute("href");
  expect(whatsapp).toMatch(/^https:\/\/wa\.me\/\d*\?text=/);
  expect(new URL(whatsapp!).searchParams.get("text")).toContain(link!);
  await checkA11y(page);

  // A first payment by UPI: partly paid.
  await page.getByRole("button", { name: "Record a payment" }).click();
  const form = page.getByRole("form", { name: `Record a payment against ${number}` });
  await expect(form.getByLabel("Amount received (₹)")).toHaveValue("21240");
  await form.getByLabel("Amount received (₹)").fill("10000");
  await form.getByLabel("Paid by").selectOption({ label: "UPI" });
  await form.getByLabel("Reference (optional)").fill("UPI 402913557810");
  await checkA11y(page);
  await form.getByRole("button", { name: "Record the payment" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Payment recorded: ₹11,240 is still due." })).toBeVisible();
  await expect(page.locator(".admin-invoice-summary")).toContainText("Partly paid");
  await expect(page.locator(".admin-invoice-balance")).toHaveText("₹11,240");

  // The client's page, public, shows what is still due.
  const invoicePage = page.url();
  await page.goto(new URL(link!).pathname);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Tax invoice ${number}`);
  await expect(page.getByRole("heading", { name: /Amount due: ₹11,240/ })).toBeVisible();
  await expect(page.getByText("Place of supply: 10-Bihar")).toBeVisible();
  await fitsTheWidth(page);
  await checkA11y(page);

  // The rest, by bank transfer with TDS under 194J held back: paid.
  await page.goto(invoicePage);
  await page.getByRole("button", { name: "Record a payment" }).click();
  await form.getByLabel("Amount received (₹)").fill("9440");
  await form.getByLabel("Paid by").selectOption({ label: "Bank transfer" });
  await form.getByLabel("Reference (optional)").fill("NEFT SBIN0000123");
  await form.getByLabel("TDS held back (₹, optional)").fill("1800");
  await form.getByLabel("TDS section").fill("194J");
  await form.getByRole("button", { name: "Record the payment" }).click();
  await expect(page.getByRole("status").filter({ hasText: `Payment recorded: invoice ${number} is paid in full.` })).toBeVisible();
  await expect(page.locator(".admin-invoice-summary")).toContainText("Paid");
  await expect(page.locator(".admin-invoice-balance")).toHaveText("₹0");
  const payments = page.getByRole("table", { name: `Payments against the ${number} invoice, oldest first` });
  await expect(payments.getByRole("row")).toHaveCount(3);
  await expect(payments).toContainText("₹1,800 under 194J");
  await expect(page.getByRole("button", { name: "Record a payment" })).toHaveCount(0);
  await fitsTheWidth(page);
  await checkA11y(page);

  // The invoices list finds it among the paid ones.
  await page.getByRole("link", { name: "← Invoices" }).click();
  await page.getByLabel("Status").selectOption({ label: "Paid" });
  await page.getByRole("button", { name: "Apply filters" }).click();
  await expect(page).toHaveURL(/\/admin-login\/invoices\?status=paid$/);
  const row = page.getByRole("row").filter({ hasText: number });
  await expect(row).toContainText("Kumari Crafts Private Limited");
  await expect(row).toContainText("₹21,240");
  await expect(row.locator(".admin-invoice-standing")).toHaveText("Paid");
  await fitsTheWidth(page);
  await checkA11y(page);

  // The client's page says it is paid.
  await page.goto(new URL(link!).pathname);
  await expect(page.getByRole("heading", { name: "Paid" })).toBeVisible();
  await checkA11y(page);
});

test("an invoice typed without a quotation names each missing detail at issue, and the draft is deleted after a confirmation", async ({ page, request, browserLog }) => {
  browserLog.allowFailedRequest(/^\/admin\/invoices\/\d+\/issue$/, 422);
  const api = await adminApi(request);
  const { enquiry } = await createEnquiry(api);
  await loginAsAdmin(page);

  // An advance first: a receipt voucher of its own series.
  await page.goto(`/admin-login/leads/enquiries/${enquiry.bId}`);
  await page.getByRole("button", { name: "Record an advance" }).click();
  const advance = page.getByRole("form", { name: "Record an advance" });
  await advance.getByLabel("Amount received (₹)").fill("5900");
  await advance.getByLabel("Paid by").selectOption({ label: "Cheque" });
  await advance.getByLabel("What it is for").fill("Advance for the Diwali sale campaign");
  await advance.getByLabel("SAC").fill("998365");
  await advance.getByLabel("Client's state (place of supply)").selectOption("Bihar");
  await checkA11y(page);
  await advance.getByRole("button", { name: "Record the advance" }).click();
  await expect(page.getByRole("status").filter({ hasText: /Receipt voucher RV\/\d{4}-\d{2}\/\d{4} recorded for ₹5,900, GST included\./ })).toBeVisible();
  // Listed with what is left of it; part of it is paid back with a refund voucher.
  const advances = page.getByRole("table", { name: "The enquiry's advances, newest first" });
  const row = advances.getByRole("row").filter({ hasText: /RV\/\d{4}-\d{2}\/\d{4}/ });
  await expect(row.getByRole("cell").nth(3)).toHaveText("₹5,900");
  const voucher = (await row.getByRole("link").first().textContent())!.replace(" (PDF)", "");
  await expect(row.getByRole("link", { name: `${voucher} (PDF)` })).toHaveAttribute("href", /^\/admin\/invoices\/\d+\/pdf$/);
  await row.getByRole("button", { name: `Pay back the advance on ${voucher}` }).click();
  const refund = page.getByRole("form", { name: `Pay back the advance on ${voucher}` });
  await expect(refund.getByLabel("Amount paid back (₹)")).toHaveValue("5900");
  await refund.getByLabel("Amount paid back (₹)").fill("1180");
  await refund.getByLabel("Why it is paid back").fill("The Diwali campaign ran one week shorter");
  await checkA11y(page);
  await refund.getByRole("button", { name: "Issue the refund voucher" }).click();
  await expect(page.getByRole("status").filter({ hasText: /^Refund voucher RF\/\d{4}-\d{2}\/\d{4} issued for ₹1,180, GST included\.$/ })).toBeVisible();
  await expect(row.getByRole("cell").nth(3)).toHaveText("₹4,720");
  await expect(row).toContainText("Paid back ₹1,180");

  // Typed on the enquiry's page with the quotation's lines, the client's details left for later.
  await page.getByRole("button", { name: "Invoice without a quotation" }).click();
  const form = page.getByRole("form", { name: "New invoice without a quotation" });
  await expect(form.getByLabel("Valid until")).toHaveCount(0);
  await form.getByLabel("Client's legal name").fill("");
  await form.getByLabel("Billing address").fill("");
  await form.getByLabel("Description").fill("Meta ads for the Diwali sale");
  await form.getByLabel("SAC").fill("998365");
  await form.getByLabel("Unit price (₹)").fill("12000");
  await checkA11y(page);
  await form.getByRole("button", { name: "Make the draft invoice" }).click();
  await expect(page).toHaveURL(/\/admin-login\/invoices\/\d+$/);
  const draftId = Number(new URL(page.url()).pathname.split("/").pop());
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Draft invoice");
  await expect(page.getByRole("table", { name: /The lines of the draft invoice/ })).toContainText("Meta ads for the Diwali sale");

  // Issuing names every missing detail, each on its own line.
  await page.getByRole("button", { name: "Issue the invoice" }).click();
  const refusal = page.getByRole("alert").filter({ hasText: "This invoice cannot be issued yet" });
  await expect(refusal).toBeVisible();
  for (const missing of ["The client's name is missing.", "The client's address is missing.", "The client's state (the place of supply) is missing."]) {
    await expect(refusal.getByRole("listitem").filter({ hasText: missing })).toBeVisible();
  }
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Draft invoice");
  await checkA11y(page);

  await page.getByRole("button", { name: "Delete the draft" }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog).toContainText("no number is lost");
  await checkA11y(page);
  await dialog.getByRole("button", { name: "Yes" }).click();
  await expect(page).toHaveURL(/\/admin-login\/invoices$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Invoices");
  expect((await api.get(`/admin/invoices/${draftId}`)).status()).toBe(404);
});

test("a credit note takes lines off an issued invoice, and the rest cancels it", async ({ page, request, browserLog }) => {
  browserLog.allowFailedRequest(/^\/admin\/invoices\/\d+\/credit-notes$/, 422);
  const api = await adminApi(request);
  const { enquiry } = await createEnquiry(api);
  const made = await api.post("/admin/invoices", {
    data: {
      leadId: enquiry.bId,
      lines: [
        { description: "Flipkart listing clean-up, 60 products", sac: "998365", quantity: 1, unitPrice: 10000 },
        { description: "Product photography, 20 items", sac: "998361", quantity: 20, unitPrice: 500 },
      ],
      clientName: "Kumari Crafts Private Limited",
      clientAddress: "14 Boring Road, Patna 800001",
      clientState: "Uttar Pradesh",
    },
  });
  expect(made.status(), await made.text()).toBe(201);
  const { id } = (await made.json()) as { id: number };
  const issued = await api.post(`/admin/invoices/${id}/issue`);
  expect(issued.status(), await issued.text()).toBe(200);
  const { number } = (await issued.json()) as { number: string };
  await loginAsAdmin(page);

  // Outside Bihar: IGST, ₹20,000 + 18 % = ₹23,600.
  await page.goto(`/admin-login/invoices/${id}`);
  await expect(page.locator(".admin-invoice-totals")).toContainText("IGST₹3,600");
  await page.getByRole("button", { name: "Credit note" }).click();
  const form = page.getByRole("form", { name: `Credit note against ${number}` });
  await form.getByLabel("Reason").fill("The photography was not done: the client sent their own pictures.");
  await form.getByLabel("Some lines").check();
  await expect(form.getByRole("button", { name: "Issue the credit note" })).toBeDisabled();
  await form.getByLabel("Product photography, 20 items: ₹10,000 before tax").check();
  await checkA11y(page);
  await form.getByRole("button", { name: "Issue the credit note" }).click();
  const told = page.getByRole("status").filter({ hasText: /^Credit note CN\/\d{4}-\d{2}\/\d{4} issued for ₹11,800: ₹11,800 is now due\.$/ });
  await expect(told).toBeVisible();
  await expect(page.locator(".admin-invoice-totals")).toContainText("Credited₹11,800");
  await expect(page.getByRole("region", { name: "Credit and debit notes" })).toContainText("The photography was not done");

  // The rest: "all of it" no longer fits once a note stands, and says so; the other line cancels the invoice.
  await page.getByRole("button", { name: "Credit note" }).click();
  await form.getByLabel("Reason").fill("The client ended the engagement before the work began.");
  await form.getByRole("button", { name: "Issue the credit note" }).click();
  await expect(form.getByRole("alert")).toContainText(`Invoice ${number} has notes against it already: name the lines this credit note takes off.`);
  await form.getByLabel("Some lines").check();
  await form.getByLabel("Flipkart listing clean-up, 60 products: ₹10,000 before tax").check();
  await form.getByRole("button", { name: "Issue the credit note" }).click();
  await expect(page.getByRole("status").filter({ hasText: `invoice ${number} is cancelled` })).toBeVisible();
  await expect(page.locator(".admin-invoice-summary")).toContainText("Cancelled");
  await expect(page.getByRole("button", { name: "Credit note" })).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Send to the client" })).toHaveCount(0);
  await checkA11y(page);
});

test("a debit note adds what an issued invoice left off, and each note's PDF is a link", async ({ page, request }) => {
  const api = await adminApi(request);
  const { enquiry } = await createEnquiry(api);
  const made = await api.post("/admin/invoices", {
    data: {
      leadId: enquiry.bId,
      lines: [{ description: "Amazon Sponsored Products management, December", sac: "998365", quantity: 1, unitPrice: 15000 }],
      clientName: "Kumari Crafts Private Limited",
      clientAddress: "14 Boring Road, Patna 800001",
      clientState: "Bihar",
    },
  });
  expect(made.status(), await made.text()).toBe(201);
  const { id } = (await made.json()) as { id: number };
  const issued = await api.post(`/admin/invoices/${id}/issue`);
  expect(issued.status(), await issued.text()).toBe(200);
  const { number } = (await issued.json()) as { number: string };
  await loginAsAdmin(page);

  // ₹15,000 + 18 % inside Bihar is ₹17,700; the debit note adds ₹2,000 + 18 %.
  await page.goto(`/admin-login/invoices/${id}`);
  await page.getByRole("button", { name: "Debit note" }).click();
  const form = page.getByRole("form", { name: `Debit note against ${number}` });
  await expect(form.getByLabel("SAC")).toHaveValue("998365");
  await form.getByLabel("Reason").fill("The December invoice left off the Lightning Deal set-up.");
  await form.getByLabel("What it adds").fill("Lightning Deal set-up for the Diwali sale");
  await form.getByLabel("Price before tax (₹)").fill("2000");
  await checkA11y(page);
  await form.getByRole("button", { name: "Issue the debit note" }).click();
  await expect(page.getByRole("status").filter({ hasText: /^Debit note DN\/\d{4}-\d{2}\/\d{4} issued for ₹2,360: ₹20,060 is now due\.$/ })).toBeVisible();
  const notes = page.getByRole("region", { name: "Credit and debit notes" });
  await expect(notes).toContainText("Lightning Deal");
  const link = notes.getByRole("link", { name: /^DN\/\d{4}-\d{2}\/\d{4} \(PDF\)$/ });
  await expect(link).toHaveAttribute("href", /^\/admin\/invoices\/\d+\/pdf$/);
  const pdf = await page.request.get((await link.getAttribute("href"))!);
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()["content-type"]).toBe("application/pdf");
  await checkA11y(page);
});
