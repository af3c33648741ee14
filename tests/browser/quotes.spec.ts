// Quotations as people use them: an administrator prices a service on the
// rate card, builds a quotation from an enquiry's page (a rate-card line
// and a typed one), sends it, and the client opens the private link on a
// phone (390 px, no sign-in), reads it and accepts it by typing their name;
// the enquiry is then Won with the acceptance on its timeline. Runs at
// 1280 px and 390 px (the two projects), axe-core clean on every screen.
// An administrator can also withdraw a sent link; the client then finds a
// page saying so (410) and nothing of the quotation.
import { adminApi, checkA11y, createEnquiry, createSentQuote, expect, loginAsAdmin, SERVICES, test } from "./admin-helpers";

test("a quotation is built and sent from a lead, and the client accepts it on a phone", async ({ page, request, browser, browserLog }) => {
  browserLog.allowFailedRequest(/^\/admin\/quotes$/, 422);
  const api = await adminApi(request);
  const { enquiry, service } = await createEnquiry(api);
  const rate = await api.put(`/admin/services/${service.serId}/rate`, { data: { price: 12000, sac: "998365", gstRate: 18 } });
  expect(rate.status()).toBe(200);
  await loginAsAdmin(page);

  // Build it
  await page.goto(`/admin-login/leads/enquiries/${enquiry.bId}`);
  await page.getByRole("button", { name: "New quotation" }).click();
  const form = page.locator("form.admin-quote-form");
  await expect(form.getByLabel("Client's legal name")).toHaveValue(`${enquiry.fName} ${enquiry.lName}`);
  await form.getByLabel("Client's legal name").fill("Kumari Crafts Private Limited");
  await form.getByLabel("Client's state (place of supply)").selectOption("Bihar");
  await form.getByLabel("Description").fill("Storefront design with three banner sets");
  await form.getByLabel("SAC").fill("998361");
  await form.getByLabel("Unit price (₹)").fill("15000");
  await form.getByLabel("Add a service from the rate card").selectOption({ label: `${service.serviceName}: ${service.subServiceName} (₹12,000)` });
  await form.getByRole("button", { name: "Add service" }).click();
  await expect(page.getByRole("group", { name: "Line 2" }).getByLabel("Unit price (₹)")).toHaveValue("12000");
  await checkA11y(page);
  // A wrong GSTIN is refused at its field, and nothing typed is lost.
  await form.getByLabel("Client's GSTIN (optional)").fill("10AAKCV4821M1Z9");
  await form.getByRole("button", { name: "Create quotation" }).click();
  await expect(form.getByText("last character does not match the rest", { exact: false })).toBeVisible();
  await expect(form.getByLabel("Description").first()).toHaveValue("Storefront design with three banner sets");
  await form.getByLabel("Client's GSTIN (optional)").fill("10AAKCV4821M1Z8");
  await form.getByRole("button", { name: "Create quotation" }).click();
  const saved = page.getByRole("status").filter({ hasText: "saved as a draft" });
  await expect(saved).toBeVisible();
  const number = (await saved.textContent())!.match(/Quotation (\S+) saved/)![1]!;
  const card = page.locator(".admin-quote").filter({ hasText: number });
  await expect(card).toContainText("Draft: not sent");
  // (15,000 + 12,000) + 18 % = ₹31,860
  await expect(card).toContainText("₹31,860 including GST");
  await expect(card).toContainText("Rupees Thirty One Thousand Eight Hundred Sixty Only");
  await checkA11y(page);

  // Send it
  await card.getByRole("button", { name: `Send ${number}` }).click();
  await expect(page.getByRole("status").filter({ hasText: `Quotation ${number} is marked as sent` })).toBeVisible();
  await expect(card).toContainText("Sent: waiting for the client");
  await expect(page.locator(".admin-history")).toContainText("Status changed from New to Quoted");
  const link = await card.getByRole("link", { name: "Client's page" }).getAttribute("href");
  expect(link).toMatch(/\/q\/[0-9a-f]{64}$/);

  // The client, on a phone, without signing in
  const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const client = await phone.newPage();
  await client.goto(new URL(link!).pathname);
  await expect(client.getByRole("heading", { level: 1 })).toHaveText(`Quotation ${number}`);
  await expect(client.locator(".quote-grand")).toContainText("₹31,860.00");
  await expect(client.getByRole("link", { name: "Download the PDF" })).toHaveAttribute("href", /\/pdf$/);
  const overflow = await client.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow, "no sideways scrolling on a phone").toBeLessThanOrEqual(0);
  await checkA11y(client);
  await client.getByRole("button", { name: `Accept quotation ${number}` }).click();
  await expect(client.locator("#quote-name-error")).toHaveText("Your full name is required.");
  await client.getByLabel("Type your full name to accept").fill("Asha Kumari");
  await client.getByRole("button", { name: `Accept quotation ${number}` }).click();
  await expect(client.getByRole("heading", { name: "Accepted" })).toBeVisible();
  await expect(client.getByText("You accepted this quotation")).toContainText("“Asha Kumari”");
  await checkA11y(client);
  await phone.close();

  // The lead is Won, with the acceptance on its timeline
  await page.reload();
  await expect(page.getByLabel("Status")).toHaveValue("Won");
  const history = page.locator(".admin-history");
  await expect(history).toContainText(`Quotation ${number} opened by the client`);
  await expect(history).toContainText(`Quotation ${number} accepted as "Asha Kumari"`);
  await expect(history).toContainText("Status changed from Quoted to Won");
  await expect(page.locator(".admin-quote").filter({ hasText: number })).toContainText("Accepted as “Asha Kumari”");
  await checkA11y(page);
});

test("the rate card is edited on the services screen", async ({ page, request, browserLog }) => {
  browserLog.allowFailedRequest(/^\/admin\/services\/\d+\/rate$/, 422);
  const api = await adminApi(request);
  const { service } = await createEnquiry(api);
  await loginAsAdmin(page);
  await page.goto(SERVICES);
  const row = page.getByRole("form", { name: `Rate of ${service.serviceName}: ${service.subServiceName}` });
  await row.getByLabel("Price (₹)").fill("8500");
  await row.getByLabel("SAC").fill("99A");
  await row.getByRole("button", { name: "Save rate" }).click();
  await expect(row.getByText("The SAC code is 4 to 8 digits", { exact: false })).toBeVisible();
  await expect(row.getByLabel("SAC")).toHaveAttribute("aria-invalid", "true");
  await checkA11y(page);
  await row.getByLabel("SAC").fill("998365");
  await row.getByLabel("GST rate").selectOption("12");
  await row.getByRole("button", { name: "Save rate" }).click();
  await expect(row.getByRole("status")).toHaveText(`Rate of ${service.serviceName}: ${service.subServiceName} saved.`);
  const card = await (await api.get("/admin/rate-card")).json();
  const saved = card.services.find((s: { id: number }) => s.id === service.serId);
  expect(saved).toMatchObject({ price: 8500, sac: "998365", gstRate: 12 });
});

test("an administrator withdraws a sent quotation's link and the client's page says so", async ({ page, request, browserLog }) => {
  browserLog.allowFailedRequest(/^\/q\/[0-9a-f]{64}$/, 410);
  const api = await adminApi(request);
  const { enquiry } = await createEnquiry(api);
  const quote = await createSentQuote(api, enquiry.bId, "Flipkart listing clean-up for 60 products", "Kumari Crafts Private Limited");
  await loginAsAdmin(page);

  await page.goto(`/admin-login/leads/enquiries/${enquiry.bId}`);
  const card = page.locator(".admin-quote").filter({ hasText: quote.number });
  await card.getByRole("button", { name: `Withdraw link to ${quote.number}` }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog).toContainText(`Withdraw the client's link to quotation ${quote.number}?`);
  await checkA11y(page);
  await dialog.getByRole("button", { name: "Yes" }).click();

  await expect(page.getByRole("status").filter({ hasText: `The client's link to quotation ${quote.number} is withdrawn` })).toBeVisible();
  await expect(card.getByRole("button", { name: `Withdraw link to ${quote.number}` })).toHaveCount(0);
  await checkA11y(page);
  const res = await page.goto(new URL(quote.link).pathname);
  expect(res?.status()).toBe(410);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("This quotation link has been withdrawn");
  await expect(page.getByText(quote.number)).toHaveCount(0);
  await checkA11y(page);
});

test("a quotation for a rated service is sent in five actions from the lead's page, with nothing typed", async ({ page, request }) => {
  const api = await adminApi(request);
  const { enquiry, service } = await createEnquiry(api, { address: "Station Road, Muzaffarpur, Bihar 842001", language: "hi" });
  expect((await api.put(`/admin/services/${service.serId}/rate`, { data: { price: 9000, sac: "998365", gstRate: 18 } })).status()).toBe(200);
  await loginAsAdmin(page);
  await page.goto(`/admin-login/leads/enquiries/${enquiry.bId}`);
  let actions = 0;
  const act = async (target: import("@playwright/test").Locator) => {
    actions += 1;
    await target.click();
  };

  // 1: New quotation. The form starts with the enquiry's service from the
  // rate card and the state its address names: no blank line to trip on.
  await act(page.getByRole("button", { name: "New quotation" }));
  const form = page.locator("form.admin-quote-form");
  await expect(form.getByLabel("Description")).toHaveValue(`${service.serviceName}: ${service.subServiceName}`);
  await expect(form.getByLabel("Unit price (₹)")).toHaveValue("9000");
  await expect(form.getByLabel("Client's state (place of supply)")).toHaveValue("Bihar");
  await expect(form.getByRole("group", { name: /^Line/ })).toHaveCount(1);
  await checkA11y(page, "the quotation form as it starts");
  // 2: Create quotation.
  await act(form.getByRole("button", { name: "Create quotation" }));
  const saved = page.getByRole("status").filter({ hasText: "saved as a draft" });
  await expect(saved).toBeVisible();
  const number = (await saved.textContent())!.match(/Quotation (\S+) saved/)![1]!;
  const card = page.locator(".admin-quote").filter({ hasText: number });
  await expect(card).toContainText("₹10,620 including GST");
  // 3: Send. With e-mail off, the link is offered to copy or send by
  // WhatsApp, in the lead's language (Hindi).
  await act(card.getByRole("button", { name: `Send ${number}` }));
  await expect(card).toContainText("Sent: waiting for the client");
  await expect(page.getByRole("button", { name: `Copy link to quotation ${number}` })).toBeVisible();
  const whatsapp = await page.getByRole("link", { name: `Send by WhatsApp to quotation ${number}` }).getAttribute("href");
  expect(decodeURIComponent(new URL(whatsapp!).searchParams.get("text") ?? "")).toContain(`कोटेशन ${number}`);
  expect(actions, "actions from the lead's page").toBeLessThanOrEqual(5);
  await checkA11y(page, "sent, with its link to share");
});
