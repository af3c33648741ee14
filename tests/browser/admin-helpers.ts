// Helpers for the administrator-area browser tests (admin*.spec.ts).
//
// - `test`: the shared fixtures plus an automatic `browserLog` that fails a
//   test on any uncaught page error or console error, except failed requests
//   the test declared as expected (a 401 from GET /admin/check-auth is always
//   expected: the login screen asks whether a session exists).
// - Arranging data through the JSON API, each call checked.
// - Small measuring helpers: the path of the page, widths, the "about 3 s"
//   rule (3000 ms), tables read by their column headers, deletion
//   confirmations (a native window.confirm or an ARIA dialog).
import type { APIRequestContext, Dialog, Locator, Page } from "@playwright/test";
// The data these helpers make goes through the original client's calls,
// so it comes back in that client's shapes.
import type {
  OriginalAdmin as Admin,
  OriginalApplication as Application,
  OriginalDepartment as Department,
  OriginalEnquiry as Enquiry,
  OriginalEnquiryBody as EnquiryBody,
  OriginalPosition as Position,
  OriginalService as Service,
  Product,
  ProductBody,
} from "../../islands/src/api/types";
import { expect, test as base } from "./fixtures";

export { expect };
export { checkA11y, loginAsAdmin, adminApi, unique, SEED_ADMIN } from "./fixtures";

export const PRODUCT_NAME = "Vanijya Digital";
export const LOGIN = "/admin-login";
export const HOME = "/admin-login/admin-home";
export const CAREERS = "/admin-login/admin-career";
export const DEPARTMENTS = "/admin-login/admin-dept";
export const ADMINS = "/admin-login/admin-all-list";
export const SERVICES = "/admin-login/all-services";
export const AFFILIATES = "/admin-login/aff";

/** Messages and redirects wait 3000 ms. */
export const DELAY_MS = 3000;

// ---------------------------------------------------------------------------
// Console and page errors

interface AllowedFailure {
  url: RegExp;
  /** HTTP status, or "network" for a request that never got an answer. */
  status: number | "network";
}

export class BrowserLog {
  readonly pageErrors: string[] = [];
  readonly consoleErrors: { text: string; url: string }[] = [];
  private readonly allowed: AllowedFailure[] = [{ url: /\/admin\/check-auth$/, status: 401 }];

  constructor(page: Page) {
    page.on("pageerror", (err) => this.pageErrors.push(String(err)));
    page.on("console", (msg) => {
      if (msg.type() === "error") this.consoleErrors.push({ text: msg.text(), url: msg.location().url ?? "" });
    });
  }

  /** Declares that a request to `url` may fail with `status` in this test (the browser logs it). */
  allowFailedRequest(url: RegExp, status: number | "network"): void {
    this.allowed.push({ url, status });
  }

  /** Page errors, and console errors other than the declared failed requests. */
  unexpected(): string[] {
    const out = this.pageErrors.map((e) => `pageerror: ${e}`);
    for (const { text, url } of this.consoleErrors) {
      const m = /^Failed to load resource: (?:the server responded with a status of (\d+)|(net::\S+))/.exec(text);
      if (m) {
        const status: number | "network" = m[1] ? Number(m[1]) : "network";
        const path = url.replace(/^https?:\/\/[^/]+/, "").replace(/[?#].*$/, "");
        if (this.allowed.some((a) => a.status === status && a.url.test(path))) continue;
      }
      out.push(`console.error: ${text}${url ? ` (${url})` : ""}`);
    }
    return out;
  }
}

export const test = base.extend<{ browserLog: BrowserLog }>({
  browserLog: [
    async ({ page }, use) => {
      const log = new BrowserLog(page);
      await use(log);
      expect(log.unexpected(), "page errors and console errors").toEqual([]);
    },
    { auto: true },
  ],
});

// ---------------------------------------------------------------------------
// Where the page is, and timing

export function pathOf(page: Page): string {
  return new URL(page.url()).pathname;
}

export async function expectPath(page: Page, path: string, timeout = 10_000): Promise<void> {
  await expect.poll(() => pathOf(page), { timeout, message: `page path should become ${path}` }).toBe(path);
}

/**
 * The "after 3000 ms" rule, measured with the browser's own clock so that a
 * busy test runner cannot skew it. Call `armTimer` before the action: it
 * notes (in the page) when an element showing `text` first becomes visible,
 * when it stops being visible, and when the path changes.
 */
export async function armTimer(page: Page, text: string): Promise<void> {
  await page.evaluate((text) => {
    const w = {
      startPath: location.pathname,
      appeared: null as number | null,
      hidden: null as number | null,
      navigated: null as number | null,
    };
    (window as unknown as { __adminTimer: typeof w }).__adminTimer = w;
    const now = () => performance.timeOrigin + performance.now();
    const visible = () => {
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      for (let n = walker.nextNode(); n; n = walker.nextNode()) {
        const el = n.parentElement;
        if (n.textContent?.includes(text) && el && el.checkVisibility()) return true;
      }
      return false;
    };
    const check = () => {
      const t = now();
      const shown = visible();
      if (shown && w.appeared === null) w.appeared = t;
      if (!shown && w.appeared !== null && w.hidden === null) w.hidden = t;
      if (location.pathname !== w.startPath && w.navigated === null) w.navigated = t;
    };
    new MutationObserver(check).observe(document, { subtree: true, childList: true, characterData: true, attributes: true });
    window.setInterval(check, 25);
  }, text);
}

/**
 * Milliseconds (browser clock) from the moment the armed text appeared until
 * it was hidden, or until the page moved to another path (a client-side
 * navigation, or a full page load, whose start is its document's timeOrigin
 * and which also ends the text's visibility).
 */
export async function msFromAppearance(page: Page, until: "hidden" | "navigated", timeout = 12_000): Promise<number> {
  const appeared = (await (
    await page.waitForFunction(() => (window as unknown as { __adminTimer?: { appeared: number | null } }).__adminTimer?.appeared ?? null, null, { timeout })
  ).jsonValue()) as number;
  try {
    const ended = (await (
      await page.waitForFunction(
        (k) => (window as unknown as { __adminTimer?: Record<string, number | null> }).__adminTimer?.[k] ?? null,
        until,
        { timeout },
      )
    ).jsonValue()) as number;
    return ended - appeared;
  } catch (e) {
    await page.waitForLoadState();
    const fresh = await page.evaluate(() => !("__adminTimer" in window));
    if (!fresh) throw e;
    return (await page.evaluate(() => performance.timeOrigin)) - appeared;
  }
}

/** Asserts that a measured "after 3000 ms" lies between 2.5 s and 4 s. */
export function expectAboutThreeSeconds(ms: number, what: string): void {
  expect(ms, `${what}: ${Math.round(ms)} ms (should be about 3000)`).toBeGreaterThanOrEqual(2500);
  expect(ms, `${what}: ${Math.round(ms)} ms (should be about 3000)`).toBeLessThanOrEqual(4000);
}

// ---------------------------------------------------------------------------
// Layout

/** Rendered width of an element in CSS pixels. */
export async function widthOf(loc: Locator): Promise<number> {
  return loc.evaluate((el) => el.getBoundingClientRect().width);
}

/** The element's width as a fraction of its parent's content box. */
export async function widthRatioToParent(loc: Locator): Promise<number> {
  return loc.evaluate((el) => {
    const parent = el.parentElement;
    if (!parent) return NaN;
    const cs = getComputedStyle(parent);
    const inner = parent.clientWidth - parseFloat(cs.paddingLeft) - parseFloat(cs.paddingRight);
    return el.getBoundingClientRect().width / inner;
  });
}

/** Relative luminance (0 black … 1 white) of the element's background colour. */
export async function backgroundLuminance(loc: Locator): Promise<number> {
  return loc.evaluate((el) => {
    const m = /rgba?\(([\d.]+),\s*([\d.]+),\s*([\d.]+)/.exec(getComputedStyle(el).backgroundColor);
    if (!m) return NaN;
    const lin = (c: number) => {
      const s = c / 255;
      return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
    };
    return 0.2126 * lin(Number(m[1])) + 0.7152 * lin(Number(m[2])) + 0.0722 * lin(Number(m[3]));
  });
}

/**
 * "green", "red" or "none": the colour of a table row, read from the row's
 * or its cells' background colours, else from green/red class names.
 */
export async function rowTone(row: Locator): Promise<"green" | "red" | "none"> {
  return row.evaluate((tr) => {
    const els = [tr, ...Array.from(tr.children)];
    for (const el of els) {
      const m = /rgba?\(([\d.]+),\s*([\d.]+),\s*([\d.]+)(?:,\s*([\d.]+))?/.exec(getComputedStyle(el).backgroundColor);
      if (!m || (m[4] !== undefined && Number(m[4]) === 0)) continue;
      const r = Number(m[1]);
      const g = Number(m[2]);
      if (g > r + 15) return "green";
      if (r > g + 15) return "red";
    }
    const cls = els.map((e) => e.className).join(" ");
    if (/green|success/i.test(cls)) return "green";
    if (/red|danger/i.test(cls)) return "red";
    return "none";
  });
}

/**
 * `target` limited to what follows the screen's main heading (h1) in the
 * document, i.e. the screen's own content, not the area's navigation bar.
 */
export function inScreen(page: Page, target: Locator): Locator {
  return page.getByRole("heading", { level: 1 }).locator("xpath=following::*").and(target);
}

/** Same-origin image URLs the site itself serves (content-hashed), read from the home page. */
export async function siteImageUrls(api: APIRequestContext, baseURL: string): Promise<string[]> {
  const html = await (await api.get("/")).text();
  const urls = [...new Set(html.match(/\/assets\/[^"' )]+\.(?:svg|png|jpe?g|webp)/g) ?? [])];
  expect(urls.length, "images on the home page").toBeGreaterThanOrEqual(2);
  return urls.slice(0, 2).map((u) => `${baseURL}${u}`);
}

// ---------------------------------------------------------------------------
// Tables

/** Texts of a table's column headers, trimmed. */
export async function columnHeaders(table: Locator): Promise<string[]> {
  return (await table.getByRole("columnheader").allInnerTexts()).map((t) => t.trim());
}

/** The row of `table` (or the page) that contains `text`. */
export function rowWith(scope: Page | Locator, text: string): Locator {
  return scope.getByRole("row").filter({ hasText: text });
}

/** The cell of `row` under the column header `column` of `table`. */
export async function cellOf(table: Locator, row: Locator, column: string): Promise<Locator> {
  await expect(table.getByRole("columnheader").first()).toBeVisible();
  const headers = await columnHeaders(table);
  const i = headers.indexOf(column);
  expect(i, `column "${column}" among ${JSON.stringify(headers)}`).toBeGreaterThanOrEqual(0);
  return row.getByRole("cell").nth(i);
}

// ---------------------------------------------------------------------------
// Deletion confirmations

/**
 * Clicks `trigger`, expects a confirmation containing `message` (either a native
 * window.confirm or an element with role "dialog") and answers it.
 * Returns the dialog locator (undefined for a native confirm).
 */
export async function answerConfirmation(
  page: Page,
  trigger: Locator,
  message: string,
  answer: "Yes" | "No" = "Yes",
): Promise<Locator | undefined> {
  const seen: { native: string | null } = { native: null };
  const onDialog = (d: Dialog) => {
    seen.native = d.message();
    void (answer === "Yes" ? d.accept() : d.dismiss());
  };
  page.once("dialog", onDialog);
  await trigger.click();
  const dialog = page.getByRole("dialog");
  await expect
    .poll(async () => seen.native !== null || (await dialog.isVisible()), { message: `a confirmation "${message}"` })
    .toBe(true);
  if (seen.native !== null) {
    expect(seen.native).toContain(message);
    return undefined;
  }
  page.off("dialog", onDialog);
  await expect(dialog).toContainText(message);
  await dialog.getByRole("button", { name: answer, exact: true }).click();
  await expect(dialog).toBeHidden();
  return dialog;
}

// ---------------------------------------------------------------------------
// India time, as the screens print it: "21 Nov 2026, 3:45 pm"

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

export function formatIndiaTime(rfc3339: string): string {
  const d = new Date(new Date(rfc3339).getTime() + 330 * 60_000);
  const h = d.getUTCHours();
  const min = String(d.getUTCMinutes()).padStart(2, "0");
  return `${d.getUTCDate()} ${MONTHS[d.getUTCMonth()]} ${d.getUTCFullYear()}, ${h % 12 || 12}:${min} ${h < 12 ? "am" : "pm"}`;
}

/** An India day written YYYY-MM-DD as the screens print it: "7 Dec 2026". */
export function formatIndiaDay(day: string): string {
  const [y, m, d] = day.split("-").map(Number);
  return `${d} ${MONTHS[m - 1]} ${y}`;
}

// ---------------------------------------------------------------------------
// Arranging data through the API (the context must be signed in where needed)

async function created<T>(api: APIRequestContext, path: string, data: unknown): Promise<T> {
  const res = await api.post(path, { data });
  expect(res.status(), `POST ${path}: ${await res.text()}`).toBe(201);
  return (await res.json()) as T;
}

/** A token of lowercase letters and digits, unique to this run. */
export function token(): string {
  return `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}`;
}

export function createService(api: APIRequestContext, serviceName: string, subServiceName: string): Promise<Service> {
  return created<Service>(api, "/admin/createpost", { serviceName, subServiceName });
}

export async function createEnquiry(api: APIRequestContext, overrides: EnquiryBody = {}): Promise<{ enquiry: Enquiry; service: Service }> {
  const t = token();
  const service = await createService(api, `Svc ${t}`, `Sub ${t}`);
  const enquiry = await created<Enquiry>(api, "/userbe/createbe", {
    fName: `First${t}`,
    lName: `Last${t}`,
    bEmail: `enq.${t}@example.test`,
    selectedService: { serId: service.serId },
    contactNumber: "9876500000",
    address: `Boring Road, Patna ${t}`,
    message: `Please call me about ${t}`,
    ...overrides,
  });
  return { enquiry, service };
}

/**
 * A visitor who arrives at each address of `landings` in turn (an advert's
 * tagged link, a post's link, …) in `page`'s browser, then sends the quote
 * request for `serId` as Ravi Ranjan: the browser's cookie carries the
 * trail of visits to the form's post, as it does without JavaScript.
 */
export async function enquiryAfterVisits(page: Page, landings: string[], serId: number): Promise<{ bId: number; bEmail: string }> {
  for (const landing of landings) await page.goto(landing);
  const bEmail = `ravi.${token()}@ranjan-traders.in`;
  const enquiry = await page.request.post("/userbe/createbe", {
    headers: { Origin: new URL(page.url()).origin },
    data: {
      fName: "Ravi",
      lName: "Ranjan",
      bEmail,
      selectedService: { serId },
      contactNumber: "+91 94311 22334",
      address: "Fraser Road, Patna",
      message: "Diwali stock on Amazon.",
    },
  });
  expect(enquiry.status(), await enquiry.text()).toBe(201);
  return (await enquiry.json()) as { bId: number; bEmail: string };
}

/** A quotation of one line for ₹`unitPrice` before GST to a client in Bihar, sent to the client. */
export async function createSentQuote(
  api: APIRequestContext,
  leadId: number,
  description: string,
  clientName: string,
  unitPrice = 18000,
): Promise<{ id: number; number: string; link: string }> {
  const made = await api.post("/admin/quotes", {
    data: {
      leadId,
      lines: [{ description, sac: "998365", quantity: 1, unitPrice }],
      clientName,
      clientAddress: "14 Boring Road, Patna 800001",
      clientState: "Bihar",
    },
  });
  expect(made.status(), await made.text()).toBe(201);
  const quote = (await made.json()) as { id: number; number: string; link: string };
  expect((await api.post(`/admin/quotes/${quote.id}/send`)).status()).toBe(200);
  return quote;
}

export function createDepartment(api: APIRequestContext, dName: string): Promise<Department> {
  return created<Department>(api, "/admin/departments/adddep", { dName });
}

export function createPosition(api: APIRequestContext, dId: number, posName: string, numberOfPosts = 2): Promise<Position> {
  return created<Position>(api, `/admin/${dId}/addpost`, { posName, numberOfPosts });
}

export async function createApplication(api: APIRequestContext): Promise<{ application: Application; department: Department; position: Position }> {
  const t = token();
  const department = await createDepartment(api, `Dept ${t}`);
  const position = await createPosition(api, department.dId, `Position ${t}`);
  const application = await created<Application>(api, `/usercp/createcp/${position.posId}`, {
    fullName: `Applicant ${t}`,
    email: `applicant.${t}@example.test`,
    mobileNumber: "9123400000",
    positionApplied: { posId: position.posId },
  });
  return { application, department, position };
}

export function createAdmin(api: APIRequestContext, username: string, email: string): Promise<Admin> {
  return created<Admin>(api, "/admin/createad", {
    username,
    email,
    mobile: "9000000001",
    password: "another-admin-password",
    role: "editor",
  });
}

export function createProduct(api: APIRequestContext, fields: ProductBody = {}): Promise<Product> {
  const t = token();
  return created<Product>(api, "/admin/aff", {
    title: `Product ${t}`,
    description: "Overview::Good value|||Build::Solid",
    imageUrls: [],
    affiliateLink: "https://www.amazon.in/dp/EXAMPLE",
    brand: "Brand",
    category: "Kitchen",
    platform: "Amazon",
    price: 1299,
    originalPrice: 1999,
    active: true,
    ...fields,
  });
}
