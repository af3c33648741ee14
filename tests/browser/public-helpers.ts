// Helpers shared by the public-site browser tests (site.spec.ts,
// forms.spec.ts): the public route and navigation lists, waiting for islands,
// precise in-page timelines for timed behaviour (alerts, carousel, practice
// page), disclosure controls (<button> or native <summary>), and data
// arrangement through the administrator API.
import type { APIRequestContext, Locator, Page, Response } from "@playwright/test";
import type { OriginalDepartment as Department, OriginalPosition as Position, OriginalService as Service, Product, ProductBody } from "../../islands/src/api/types";
import { adminApi, expect, unique } from "./fixtures";

// ---------- routes ----------

export const AMAZON_SUBS = [
  "/amazon/account-management",
  "/amazon/advertising",
  "/amazon/reinstatement",
  "/amazon/register",
  "/amazon/aplus",
  "/amazon/store",
  "/amazon/brand",
  "/amazon/listing",
  "/amazon/image-edit",
];

export const FLIPKART_SUBS = [
  "/flipkart/account-management",
  "/flipkart/advertising",
  "/flipkart/rpd",
  "/flipkart/reg",
  "/flipkart/image-edit",
];

export const DIGITAL_SUBS = [
  "/digital-market/amazon-cam",
  "/digital-market/flipkart-cam",
  "/digital-market/search-engine",
  "/digital-market/social-media",
  "/digital-market/content-market",
  "/digital-market/email-market",
];

/** The 11 tiles of /all-services, in their order. */
export const ALL_SERVICES_TILES = [
  "/ecommerce",
  "/multi-portals",
  "/digital-market",
  "/image-editing",
  "/perweb",
  "/myntra",
  "/jiomart",
  "/nykaa",
  "/meesho",
  "/shopsy",
  "/ajio",
];

/** The static informational pages (the "other pages" beside the hubs). */
export const OTHER_PAGES = [
  "/ecommerce",
  "/multi-portals",
  "/image-editing",
  "/perweb",
  "/myntra",
  "/jiomart",
  "/nykaa",
  "/meesho",
  "/shopsy",
  "/ajio",
];

/** Every service page: each has a Request a Quote link to /buseq. */
export const SERVICE_PAGES = [
  "/web-dev",
  "/product-photo",
  ...AMAZON_SUBS,
  ...FLIPKART_SUBS,
  ...DIGITAL_SUBS,
  ...OTHER_PAGES,
];

/** Public routes wrapped in the shared header and footer. */
/** The case studies and articles the site ships with, and their lists. */
export const STORY_PAGES = [
  "/case-studies",
  "/case-studies/handloom-saree-label-amazon-ads",
  "/case-studies/kitchenware-wholesaler-flipkart-catalogue",
  "/case-studies/kurti-maker-meesho-shopsy-catalogue",
  "/insights",
  "/insights/reading-the-amazon-search-term-report",
  "/insights/flipkart-listing-quality-and-catalogue-fixes",
  "/insights/product-photos-for-amazon-and-flipkart-image-rules",
];

export const CHROME_ROUTES = [
  "/",
  "/about",
  "/buseq",
  "/careerpg",
  "/contacts",
  "/events",
  "/all-services",
  "/web-dev",
  "/product-photo",
  "/amazon",
  ...AMAZON_SUBS,
  "/flipkart",
  ...FLIPKART_SUBS,
  "/digital-market",
  ...DIGITAL_SUBS,
  ...OTHER_PAGES,
  "/affiliate",
  ...STORY_PAGES,
];

/** The 21 destinations of the top bar and the drawer. */
export const NAV_PATHS = [
  "/",
  "/about",
  "/amazon",
  "/flipkart",
  "/all-services",
  "/ecommerce",
  "/multi-portals",
  "/digital-market",
  "/image-editing",
  "/perweb",
  "/myntra",
  "/jiomart",
  "/nykaa",
  "/meesho",
  "/shopsy",
  "/ajio",
  "/buseq",
  "/web-dev",
  "/careerpg",
  "/contacts",
  "/events",
];

export const CAPTIONS = [
  "Empowering businesses through innovative solutions",
  "Building partnerships for sustainable growth",
  "Transforming ideas into impactful results",
];

export const SUCCESS_TEXT = "Form submitted successfully!";

// ---------- page helpers ----------

/**
 * Waits until the page has loaded and every island its scripts scheduled
 * ("now" or "idle") has committed its first render: the mount point's
 * data-island-state is "ready" (islands/src/lib/mount.ts). Islands that wait
 * to be scrolled into view ("visible"), and mount points no script touched
 * (JavaScript off), are not waited for.
 */
export async function settle(page: Page): Promise<void> {
  await page.waitForLoadState("load");
  await page.waitForFunction(() => document.querySelector('[data-island-state="waiting"]') === null);
}

/**
 * A disclosure control with this accessible name: a real button, or the
 * native HTML disclosure button (<summary>, which Playwright's role engine
 * does not map to "button" although browsers expose it as one).
 */
export function disclosure(scope: Page | Locator, name: string): Locator {
  const re = new RegExp(`^\\s*${escapeRegExp(name)}\\s*$`, "i");
  return scope
    .getByRole("button", { name: re })
    .or(scope.locator("summary").filter({ hasText: re }))
    .filter({ visible: true });
}

/** Links to `href` outside <main> and the footer: the header or the drawer. */
export function navLink(page: Page, href: string): Locator {
  return page.locator(`a[href="${href}"]:not(main a):not(footer a)`);
}

/**
 * The mobile side drawer, once open: a visible navigation (or dialog) outside
 * <main> and the footer that links to /about.
 */
export function drawer(page: Page): Locator {
  return page
    .locator(
      ':is(nav, [role="navigation"], [role="dialog"], dialog):not(main *):not(footer *)',
    )
    .filter({ visible: true })
    .filter({ has: page.locator('a[href="/about"]') });
}

/** Expands every collapsed disclosure inside `scope` (nested groups too). */
export async function expandAll(scope: Locator): Promise<void> {
  for (let i = 0; i < 20; i++) {
    const collapsed = scope
      .locator('details:not([open]) > summary, button[aria-expanded="false"]')
      .filter({ visible: true });
    if ((await collapsed.count()) === 0) return;
    await collapsed.first().click();
  }
}

/** Presses Tab until `target` has focus; fails after `max` presses. */
export async function tabTo(page: Page, target: Locator, max = 40): Promise<void> {
  for (let i = 0; i < max; i++) {
    await page.keyboard.press("Tab");
    if (await target.evaluate((el) => el === document.activeElement)) return;
  }
  throw new Error(`Tab never reached ${target.toString()} within ${max} presses`);
}

export function escapeRegExp(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/**
 * The distinct link targets, in document order, inside the smallest element
 * of <main> that holds a link to each of `paths`: the card grid of a hub.
 * `missing` lists the paths that have no link in <main> at all.
 */
export async function cardGridHrefs(page: Page, paths: string[]): Promise<{ missing: string[]; hrefs: string[] }> {
  return page.evaluate((paths) => {
    const main = document.querySelector("main");
    if (!main) return { missing: paths, hrefs: [] };
    const links = paths.map((p) => main.querySelector<HTMLAnchorElement>(`a[href="${p}"]`));
    const missing = paths.filter((_, i) => !links[i]);
    if (missing.length) return { missing, hrefs: [] };
    let common: Element | null = links[0]!;
    while (common && !links.every((a) => common!.contains(a))) common = common.parentElement;
    const hrefs: string[] = [];
    for (const a of Array.from(common!.querySelectorAll<HTMLAnchorElement>("a[href]"))) {
      const h = a.getAttribute("href")!;
      if (!hrefs.includes(h)) hrefs.push(h);
    }
    return { missing, hrefs };
  }, paths);
}

// ---------- in-page timelines ----------

export interface Timeline {
  /** performance.now() of each click and submit, in order. */
  marks: { type: string; t: number }[];
  /** Every change of the watched value, with its time; the first entry is the start. */
  changes: { t: number; value: string }[];
}

/**
 * Samples a value in the page every 20 ms and records each change with its
 * time, plus the times of clicks and form submissions. The value is either
 * the trimmed text of the first element matching `selector`, or, with
 * `text`, "shown"/"" for whether the page's rendered text contains it.
 */
export async function startTimeline(page: Page, probe: { selector?: string; text?: string }): Promise<void> {
  await page.evaluate((probe) => {
    type W = { __tl?: { marks: { type: string; t: number }[]; changes: { t: number; value: string }[] } };
    const w = window as unknown as W;
    const tl = { marks: [] as { type: string; t: number }[], changes: [] as { t: number; value: string }[] };
    w.__tl = tl;
    for (const type of ["click", "submit"]) {
      document.addEventListener(type, () => tl.marks.push({ type, t: performance.now() }), true);
    }
    const read = (): string => {
      if (probe.text !== undefined) return document.body.innerText.includes(probe.text) ? "shown" : "";
      const el = probe.selector ? document.querySelector(probe.selector) : null;
      return (el?.textContent ?? "").trim();
    };
    let last = read();
    tl.changes.push({ t: performance.now(), value: last });
    const sample = () => {
      const v = read();
      if (v !== last) {
        last = v;
        tl.changes.push({ t: performance.now(), value: v });
      }
    };
    // A DOM change is recorded as it happens: on a busy machine a timer can
    // fire late, after Playwright has already seen the change and read the
    // timeline. The timer still catches changes that only styles make.
    new MutationObserver(sample).observe(document.documentElement, {
      subtree: true,
      childList: true,
      characterData: true,
      attributes: true,
    });
    setInterval(sample, 20);
    (window as unknown as { __tlSample?: () => void }).__tlSample = sample;
  }, probe);
}

export async function readTimeline(page: Page): Promise<Timeline> {
  return page.evaluate(() => {
    const w = window as unknown as { __tl?: Timeline; __tlSample?: () => void };
    // Record a change that no observer or timer has reported yet.
    w.__tlSample?.();
    return JSON.parse(JSON.stringify(w.__tl ?? { marks: [], changes: [] })) as Timeline;
  });
}

/**
 * Installs `window.__shownCaption()` in the page and starts a timeline of
 * its value (see `Timeline`). The caption "shown" by the home carousel is
 * the innermost element whose text is one of CAPTIONS that is not hidden
 * from assistive technology (aria-hidden, hidden, inert), is rendered
 * (display, visibility, opacity) with a size, and, when slides are stacked
 * for the fade, is the one on top at its own centre. null when none is.
 */
export async function installCaptionProbe(page: Page): Promise<void> {
  await page.evaluate((captions) => {
    const norm = (el: Element) => (el.textContent ?? "").replace(/\s+/g, " ").trim();
    const shown = (): string | null => {
      const candidates: HTMLElement[] = [];
      for (const el of Array.from(document.querySelectorAll<HTMLElement>("body *"))) {
        const text = norm(el);
        if (!captions.includes(text)) continue;
        if (Array.from(el.children).some((c) => norm(c) === text)) continue;
        if (el.closest('[aria-hidden="true"], [hidden], [inert]')) continue;
        if (!el.checkVisibility({ opacityProperty: true, visibilityProperty: true } as CheckVisibilityOptions)) continue;
        const r = el.getBoundingClientRect();
        if (r.width === 0 || r.height === 0) continue;
        candidates.push(el);
      }
      if (candidates.length === 0) return null;
      if (candidates.length === 1) return norm(candidates[0]);
      for (const el of candidates) {
        const r = el.getBoundingClientRect();
        const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
        if (hit && el.contains(hit)) return norm(el);
      }
      return "ambiguous: " + candidates.map(norm).join(" | ");
    };
    type Tl = { marks: { type: string; t: number }[]; changes: { t: number; value: string }[] };
    const w = window as unknown as { __shownCaption?: () => string | null; __tl?: Tl };
    w.__shownCaption = shown;
    const tl: Tl = { marks: [], changes: [] };
    w.__tl = tl;
    let last = String(shown());
    tl.changes.push({ t: performance.now(), value: last });
    setInterval(() => {
      const v = String(shown());
      if (v !== last) {
        last = v;
        tl.changes.push({ t: performance.now(), value: v });
      }
    }, 20);
  }, CAPTIONS);
}

/** The caption the carousel shows now (after installCaptionProbe). */
export async function shownCaption(page: Page): Promise<string | null> {
  return page.evaluate(() => {
    const w = window as unknown as { __shownCaption?: () => string | null };
    return w.__shownCaption ? w.__shownCaption() : "probe not installed";
  });
}

/** performance.now() in the page. */
export async function pageNow(page: Page): Promise<number> {
  return page.evaluate(() => performance.now());
}

// ---------- data ----------

let counter = 0;
/** A unique, valid e-mail address for one submission. */
export function uniqueEmail(prefix = "visitor"): string {
  counter += 1;
  return `${prefix}.${Date.now().toString(36)}${counter}${Math.random().toString(36).slice(2, 6)}@example.test`;
}

/** A unique token without spaces (for categories and URLs). */
export function token(prefix: string): string {
  counter += 1;
  return `${prefix}${Date.now().toString(36)}${counter}${Math.random().toString(36).slice(2, 6)}`;
}

/** Creates an affiliate product through POST /admin/aff (admin session). */
export async function createProduct(api: APIRequestContext, p: ProductBody): Promise<Product> {
  const res = await api.post("/admin/aff", { data: p });
  expect(res.status(), `POST /admin/aff: ${await res.text()}`).toBe(201);
  return (await res.json()) as Product;
}

/** Creates a service through POST /admin/createpost (admin session). */
export async function createService(
  api: APIRequestContext,
  serviceName: string,
  subServiceName: string,
): Promise<Service> {
  const res = await api.post("/admin/createpost", { data: { serviceName, subServiceName } });
  expect(res.status(), `POST /admin/createpost: ${await res.text()}`).toBe(201);
  return (await res.json()) as Service;
}

/** A new service of the catalogue, and its label in the enquiry form's dropdown. */
export async function arrangeService(request: APIRequestContext): Promise<{ serId: number; label: string }> {
  const api = await adminApi(request);
  const serviceName = unique("Marketplace Care");
  const subServiceName = unique("Listing Audit");
  const { serId } = await createService(api, serviceName, subServiceName);
  return { serId, label: `${serviceName} - ${subServiceName}` };
}

/** Keeps the last HTML document the page received (not redirects). */
export function trackDocuments(page: Page): () => Response {
  let last: Response | null = null;
  page.on("response", (r) => {
    const redirect = r.status() >= 300 && r.status() < 400;
    if (r.request().resourceType() === "document" && !redirect) last = r;
  });
  return () => {
    expect(last, "a document was received").not.toBeNull();
    return last!;
  };
}

/** Creates a department and returns its dId. */
export async function createDepartment(api: APIRequestContext, dName: string): Promise<number> {
  const res = await api.post("/admin/departments/adddep", { data: { dName } });
  expect(res.status(), `POST /admin/departments/adddep: ${await res.text()}`).toBe(201);
  return ((await res.json()) as Department).dId;
}

/** Adds a position to a department and returns its posId. */
export async function createPosition(
  api: APIRequestContext,
  dId: number,
  posName: string,
  numberOfPosts: number,
): Promise<number> {
  const res = await api.post(`/admin/${dId}/addpost`, { data: { posName, numberOfPosts } });
  expect(res.status(), `POST /admin/${dId}/addpost: ${await res.text()}`).toBe(201);
  return ((await res.json()) as Position).posId;
}

/** Console errors other than the browser's own report of a failed request. */
export function appErrors(errors: string[]): string[] {
  return errors.filter((e) => !/^Failed to load resource: /.test(e));
}

/** A 1×1 transparent PNG, served for the fake product image host. */
export const PNG_1X1 = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==",
  "base64",
);

/**
 * `n` distinct image URLs that really load from the site under test: the
 * site's logo asset (content-hashed path read from the home page) with a
 * distinguishing query string. Products other tests see on /affiliate must
 * not point at hosts that do not resolve.
 */
export async function siteImageUrls(request: APIRequestContext, tag: string, names: string[]): Promise<string[]> {
  const res = await request.get("/");
  expect(res.status()).toBe(200);
  const m = /src="(\/assets\/img\/[^"]+\.svg)"/.exec(await res.text());
  expect(m, "an image asset on the home page").not.toBeNull();
  const origin = new URL(res.url()).origin;
  return names.map((n) => `${origin}${m![1]}?img=${encodeURIComponent(`${tag}-${n}`)}`);
}

/**
 * Answers every image request to another origin with a 1×1 PNG: affiliate
 * products (ours and other tests') point at image hosts that do not exist
 * or are unreachable from the test machine, and the browser would log each
 * failed load as a console error. Same-origin images are untouched.
 */
export async function serveFakeImages(page: Page): Promise<void> {
  await page.route(
    (url) => url.protocol.startsWith("http") && !["127.0.0.1", "localhost"].includes(url.hostname),
    (route) =>
      route.request().resourceType() === "image"
        ? route.fulfill({ status: 200, contentType: "image/png", body: PNG_1X1 })
        : route.fallback(),
  );
}
