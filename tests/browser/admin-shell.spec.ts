// The administrator area as one product, at 390 and 1280 px with axe: one
// menu that names every area, grouped, folding behind a Menu button on a
// phone, each screen titled alike in the menu, its heading and the tab;
// the Today screen listing what waits, each row linking to it; the admin
// home's enquiry table read a page at a time; the quotations list, filtered
// by standing, each number opening its enquiry's quotation; on a phone
// every list a card per row with its key facts only; no screen scrolling
// sideways at 360 px; list headers never broken inside a word.
import type { Page } from "@playwright/test";
import { baseURL, countingURL } from "./playwright.config";
import { adminApi, checkA11y, createEnquiry, expect, expectPath, formatIndiaDay, HOME, loginAsAdmin, PRODUCT_NAME, test, token, widthOf } from "./admin-helpers";

/** Today is the admin home, where sign-in lands. */
const TODAY = HOME;
const QUOTES = "/admin-login/quotes";

/** The menu: its groups (a group of one screen is that screen's link) and each screen's title. */
const MENU: [group: string, screens: [title: string, path: string][]][] = [
  ["Today", [["Today", TODAY]]],
  [
    "Leads",
    [
      ["Enquiries", "/admin-login/leads/enquiries"],
      ["Applications", "/admin-login/leads/applications"],
    ],
  ],
  ["Quotations", [["Quotations", QUOTES]]],
  [
    "Money",
    [
      ["Invoices", "/admin-login/invoices"],
      ["Receivables", "/admin-login/receivables"],
    ],
  ],
  ["Analytics", [["Analytics", "/admin-login/analytics"]]],
  [
    "Website",
    [
      ["Website content", "/admin-login/content"],
      ["Pages", "/admin-login/content/pages"],
      ["Case studies and testimonials", "/admin-login/content/stories"],
      ["Articles", "/admin-login/content/articles"],
      ["Media library", "/admin-login/media"],
    ],
  ],
  ["Careers", [["Departments", "/admin-login/admin-dept"]]],
  ["Affiliate products", [["Affiliate Products", "/admin-login/aff"]]],
  [
    "Settings",
    [
      ["Services", "/admin-login/all-services"],
      ["Business details", "/admin-login/business-details"],
      ["Administrators", "/admin-login/admin-all-list"],
      ["Backups", "/admin-login/backups"],
    ],
  ],
  ["People's data", [["People's data", "/admin-login/people"]]],
  ["Audit log", [["Audit log", "/admin-login/audit"]]],
  ["Your account", [["Your account", "/admin-login/account"]]],
];

const isPhone = (page: Page) => page.viewportSize()!.width < 769;

/** The menu, opened first on a phone (where it folds behind the Menu button). */
async function openMenu(page: Page) {
  const nav = page.getByRole("navigation", { name: "Administration" });
  if (isPhone(page) && !(await nav.isVisible())) {
    const button = page.getByRole("button", { name: "Menu" });
    await expect(button).toHaveAttribute("aria-expanded", "false");
    await button.click();
    await expect(button).toHaveAttribute("aria-expanded", "true");
  }
  await expect(nav).toBeVisible();
  return nav;
}

test("the menu names every area, grouped, and reaches each screen with one title", async ({ page }) => {
  await loginAsAdmin(page);
  await page.goto(TODAY);
  const folded = page.getByRole("navigation", { name: "Administration" });
  if (isPhone(page)) await expect(folded, "on a phone the menu folds behind its button").toBeHidden();
  else await expect(page.getByRole("button", { name: "Menu" })).toBeHidden();
  const nav = await openMenu(page);
  for (const [group, screens] of MENU) {
    if (screens.length > 1) await expect(nav.getByText(group, { exact: true })).toBeVisible();
  }
  await checkA11y(page, "admin area with the menu open");
  // Each area once: the menu holds exactly these links, no two of them the same records.
  const hrefs = await nav.getByRole("link").evaluateAll((links) => links.map((a) => a.getAttribute("href")));
  expect(hrefs).toEqual(MENU.flatMap(([, screens]) => screens.map(([, path]) => path)));

  for (const [, screens] of MENU) {
    for (const [title, path] of screens) {
      const menu = await openMenu(page);
      await menu.getByRole("link", { name: title, exact: true }).click();
      await expectPath(page, path);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
      await expect(page).toHaveTitle(`${title} | ${PRODUCT_NAME}`);
      if (isPhone(page)) await expect(menu, "the menu folds once a screen is chosen").toBeHidden();
      else await expect(menu.getByRole("link", { name: title, exact: true })).toHaveAttribute("aria-current", "page");
    }
  }
});

test("Today lists a waiting lead, a follow-up due today, an unanswered quotation and a scheduled page, each linking to it", async ({ page, request }) => {
  // Arrange
  const api = await adminApi(request);
  const t = token();
  await createEnquiry(api, { fName: `Vikram${t}` });
  const { enquiry: due } = await createEnquiry(api, { fName: `Meena${t}` });
  const { enquiry: quoted } = await createEnquiry(api, { fName: `Rakesh${t}` });
  const today = new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 10);
  expect((await api.patch(`/admin/leads/enquiries/${due.bId}`, { data: { followUpOn: today } })).status()).toBe(200);
  const quote = await api.post("/admin/quotes", {
    data: {
      leadId: quoted.bId,
      lines: [{ description: "Flipkart account management, monthly", sac: "998365", quantity: 1, unitPrice: 15000 }],
      clientName: `Rakesh Traders ${t}`,
      clientAddress: "Frazer Road, Patna 800001",
      clientState: "Bihar",
    },
  });
  expect(quote.status()).toBe(201);
  const { id: quoteId, number } = (await quote.json()) as { id: number; number: string };
  expect((await api.post(`/admin/quotes/${quoteId}/send`)).status()).toBe(200);
  const title = `Festive season ads plan ${t}`;
  const article = await api.post("/admin/content", {
    data: {
      kind: "article",
      fields: {
        slug: `festive-ads-${t}`,
        title,
        description: "How we plan Amazon.in ad budgets for Patna sellers before Diwali and Chhath, week by week, with the numbers we watch.",
        summary: "A week-by-week plan for festive ads.",
        body: "Start six weeks out.",
        author: "Vanijya Digital ads team",
        tags: ["Amazon Ads"],
        date: "2026-11-20",
      },
    },
  });
  expect(article.status()).toBe(201);
  const { id: articleId } = (await article.json()) as { id: number };
  const at = new Date(Date.now() + 3 * 3600_000).toISOString();
  expect((await api.post(`/admin/content/${articleId}/schedule`, { data: { at } })).status()).toBe(200);
  await loginAsAdmin(page);

  // Act
  await page.goto(TODAY);

  // Assert: each row is a link to the thing itself.
  const waitingPart = page.getByRole("region", { name: /Enquiries waiting for a first answer/ });
  const dueRow = page.getByRole("region", { name: /Follow-ups due today/ }).getByRole("listitem").filter({ hasText: `Meena${t}` });
  const quotePart = page.getByRole("region", { name: /Quotations sent, not yet answered/ });
  const contentPart = page.getByRole("region", { name: /Content scheduled/ });
  await expect(dueRow).toContainText(`Follow up ${formatIndiaDay(today)}`);
  await expect(quotePart.getByRole("listitem").filter({ hasText: number })).toContainText("Not opened yet");
  await expect(contentPart.getByRole("link", { name: title })).toBeVisible();
  await checkA11y(page);
  // The longest waits come first (older leads of other tests among them): each opens its lead.
  const firstWaiting = waitingPart.getByRole("listitem").first();
  // Since when (and in opening hours once there are any): never "0 min".
  await expect(firstWaiting).toContainText(/Waiting since \d+:\d\d [ap]m|Waiting since (yesterday|\d+ [A-Z][a-z]{2}), \d+:\d\d [ap]m/);
  await expect(waitingPart).not.toContainText(/(^|[^\d])0 min/);
  const href = await firstWaiting.getByRole("link").getAttribute("href");
  expect(href).toMatch(/^\/admin-login\/leads\/enquiries\/\d+$/);
  await firstWaiting.getByRole("link").click();
  await expectPath(page, href!);
  await page.goto(TODAY);

  await dueRow.getByRole("link").click();
  await expectPath(page, `/admin-login/leads/enquiries/${due.bId}`);
  await page.goto(TODAY);
  await quotePart.getByRole("link", { name: number }).click();
  await expectPath(page, `/admin-login/leads/enquiries/${quoted.bId}`);
  await page.goto(TODAY);
  await contentPart.getByRole("link", { name: title }).click();
  await expectPath(page, `/admin-login/content/${articleId}`);
});

test.describe("on a server of its own", () => {
  // Tests beside it add and delete enquiries on the shared server, which can
  // leave the second page empty while this one reads it.
  test.use({ baseURL: countingURL });

  test("the admin home reads its enquiry table a page at a time", async ({ page, request }) => {
    const api = await adminApi(request);
    const { total } = (await (await api.get("/admin/enquiries")).json()) as { total: number };
    for (let i = total; i < 26; i++) await createEnquiry(api);
    await loginAsAdmin(page);
    await page.goto(HOME);
    const table = page.getByRole("table");
    const rows = table.locator("tbody tr");
    await expect(rows.first()).toBeVisible();
    expect(await rows.count(), "one page of the table").toBe(25);
    const first = await rows.first().textContent();
    await page.getByRole("link", { name: "Next page" }).click();
    await expect(page).toHaveURL(/\/admin-login\/admin-home\?page=2$/);
    await expect(rows.first()).not.toHaveText(first ?? "");
    expect(await rows.count()).toBeGreaterThanOrEqual(1);
    expect(await rows.count()).toBeLessThanOrEqual(25);
    await expect(page.getByRole("link", { name: "Previous page" })).toBeVisible();
    await checkA11y(page);
  });
});

/** Words (up to 30 letters: names, headers, e-mail addresses; a hyphen ends a word, since a line may break after it) split over two lines inside the cells of `page`'s lists. */
function brokenWords(page: Page): Promise<string[]> {
  return page.locator("th, td").evaluateAll((cells) =>
    cells.flatMap((cell) => {
      const out: string[] = [];
      const walker = document.createTreeWalker(cell, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        for (const m of (node.nodeValue ?? "").matchAll(/(?<![^\s\-\u2010])[^\s\-\u2010]{2,30}(?![^\s\-\u2010])/g)) {
          const range = document.createRange();
          range.setStart(node, m.index);
          range.setEnd(node, m.index + m[0].length);
          const lines = new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top)));
          if (lines.size > 1) out.push(m[0]);
        }
      }
      return out;
    }),
  );
}

// One test per screen, shared out among the workers: one test walking all 21
// screens twice took over a minute of one worker on a busy machine.
test.describe("no list breaks a word inside its letters, and no admin screen scrolls sideways at 360 px", () => {
  test.describe.configure({ mode: "parallel" });
  // A visitor's unbroken 90-letter "words" must not push any list sideways
  // (one such enquiry per worker: each new enquiry also adds a service, and
  // the services list and the quote form grow with every one).
  test.beforeAll(async ({ playwright }) => {
    const request = await playwright.request.newContext({ baseURL });
    const long = "W".repeat(90);
    await createEnquiry(await adminApi(request), { fName: long, lName: long, address: long.repeat(2), message: long.repeat(3) });
    await request.dispose();
  });
  for (const [, screens] of MENU) {
    for (const [title, path] of screens) {
      test(`${path} at the page's width and at 360 px`, async ({ page }) => {
        await loginAsAdmin(page);
        await page.goto(path);
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
        await page.waitForLoadState("networkidle");
        expect(await brokenWords(page), `${path}: words broken inside their letters`).toEqual([]);
        await page.setViewportSize({ width: 360, height: 780 });
        await page.goto(path);
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
        await page.waitForLoadState("networkidle");
        const sideways = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(sideways, `${path} scrolls sideways at 360 px`).toBeLessThanOrEqual(0);
        expect(await brokenWords(page), `${path}: words broken inside their letters at 360 px`).toEqual([]);
      });
    }
  }
});

/** Writes a quotation for a new enquiry and sends it; answers its number and the enquiry's id. */
async function sentQuotation(api: Awaited<ReturnType<typeof adminApi>>, client: string): Promise<{ number: string; leadId: number; id: number }> {
  const { enquiry } = await createEnquiry(api);
  const res = await api.post("/admin/quotes", {
    data: {
      leadId: enquiry.bId,
      lines: [{ description: "Meesho catalogue upload and pricing review, 40 products", sac: "998365", quantity: 1, unitPrice: 12000 }],
      clientName: client,
      clientAddress: "Exhibition Road, Patna 800001",
      clientState: "Bihar",
    },
  });
  expect(res.status()).toBe(201);
  const { id, number } = (await res.json()) as { id: number; number: string };
  expect((await api.post(`/admin/quotes/${id}/send`)).status()).toBe(200);
  return { number, leadId: enquiry.bId, id };
}

test("the quotations list filters by standing and each number opens its enquiry's quotation", async ({ page, request }) => {
  // Arrange
  const api = await adminApi(request);
  const client = `Kankarbagh Sarees ${token()}`;
  const { number, leadId, id } = await sentQuotation(api, client);
  await loginAsAdmin(page);

  // Act
  await page.goto(QUOTES);
  await page.getByLabel("Standing").selectOption("sent");
  await page.getByRole("button", { name: "Apply filters" }).click();

  // Assert
  await expect(page).toHaveURL(/\/admin-login\/quotes\?state=sent$/);
  const row = page.locator("tbody tr").filter({ hasText: client });
  await expect(row).toContainText(number);
  await expect(row).toContainText("Sent, not opened");
  await expect(row).toContainText("₹14,160");
  const made = await widthOf(row.locator('td[data-label="Made"]'));
  if (isPhone(page)) expect(made, "a card shows the key facts only (the rest for screen readers)").toBeLessThanOrEqual(1);
  else expect(made, "seven columns fit a laptop's screen: a table").toBeGreaterThan(1);
  await checkA11y(page, "quotations list");
  await page.getByLabel("Standing").selectOption("accepted");
  await page.getByRole("button", { name: "Apply filters" }).click();
  await expect(page.getByText("No quotations match these filters.").or(page.locator("tbody tr").first())).toBeVisible();
  await expect(page.locator("tbody tr").filter({ hasText: client })).toHaveCount(0);
  await page.goBack();
  await row.getByRole("link", { name: number }).click();
  await expectPath(page, `/admin-login/leads/enquiries/${leadId}`);
  await expect(page.locator(`#quote-${id}`)).toContainText(number);
});

test("a list too wide for its box is a card per row with its key facts, and the whole row where it fits", async ({ page, request }) => {
  const api = await adminApi(request);
  const name = `Sunita${token()}`;
  await createEnquiry(api, { fName: name });
  await loginAsAdmin(page);

  await page.goto("/admin-login/leads/enquiries");

  const row = page.locator("tbody tr").filter({ hasText: name });
  await expect(row).toBeVisible();
  const source = row.locator('td[data-label="Source"]');
  // Cards where the columns do not fit (a phone): the headers are for screen readers only.
  const cards = await page.locator("thead").evaluate((el) => getComputedStyle(el).position === "absolute");
  expect(cards, "cards on a phone only").toBe(isPhone(page));
  if (cards) {
    expect(await widthOf(source), "the card shows the source to screen readers only; the lead's page shows it").toBeLessThanOrEqual(1);
    const lefts = await row.locator("td").evaluateAll((tds) =>
      tds.map((td) => td.getBoundingClientRect()).filter((r) => r.width > 1).map((r) => Math.round(r.left)),
    );
    expect(new Set(lefts).size, "a card: its facts stacked in one column").toBe(1);
    for (const key of ["Name", "Phone", "Status", "Waiting since"]) await expect(row.locator(`td[data-label="${key}"]`)).toBeVisible();
  } else {
    expect(await widthOf(source)).toBeGreaterThan(1);
  }
  await checkA11y(page, "lead list");
});

test("the addresses screens had before they joined another lead there", async ({ page }) => {
  await loginAsAdmin(page);
  await page.goto("/admin-login/today");
  await expectPath(page, HOME);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Today");
  await expect(page.getByRole("table", { name: "Business enquiries, newest first" })).toBeVisible();
  await page.goto("/admin-login/products?q=kettle");
  await expect(page).toHaveURL(/\/admin-login\/aff\?q=kettle$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Affiliate Products");
});
