// Lighthouse (the npm package, v12) on a page of each kind, in English and
// in its Hindi edition: accessibility, best practices and SEO score 100,
// the language, title, description, canonical, hreflang and crawlability
// audits pass, and so do the performance audits whose answer does not
// depend on the machine's speed (compression, image sizes and formats,
// page weight, fonts), and nothing but the site's own stylesheets blocks
// the first render. Each Hindi page scores what its English page scores.
// The performance score itself is not asserted: on a loaded 2-core machine
// it measures the machine.
//
// Lighthouse's own phone emulation (its default: a Moto G Power's screen,
// simulated slow 4G and a 4x slower CPU) stands for both widths, so each
// page is audited once, at the desktop project (ANY_WIDTH); the axe checks
// of the other specs already open every page at both widths. "simulate"
// throttling computes the slow network from one fast load, where "provided"
// (or "devtools") throttling would wait more than 5 s longer on each page.
import { createServer } from "node:net";
import { chromium } from "@playwright/test";
import lighthouse, { type Result } from "lighthouse";
import { test, expect, ANY_WIDTH } from "./fixtures";
import { baseURL, chromiumLaunch } from "./playwright.config";

const CATEGORIES = ["accessibility", "best-practices", "seo"] as const;

/**
 * Audits that must score 1 on every page. "Not applicable" is not enough:
 * canonical is not applicable to a page without a canonical link, and the
 * two insights score 1 on a page without fonts or images too.
 */
const AUDITS = [
  "html-has-lang",
  "html-lang-valid",
  "document-title",
  "meta-description",
  "canonical",
  "hreflang",
  "is-crawlable",
  "uses-text-compression",
  "unsized-images",
  "total-byte-weight",
  "font-display-insight",
  "image-delivery-insight",
  // The largest image of the first screen is asked for first
  // (fetchpriority="high"), not found late or loaded lazily.
  "lcp-discovery-insight",
];

/**
 * Of those, the audits that may also not apply: a page whose largest paint
 * is text (the articles list, the contact page) has no image to discover.
 */
const MAY_NOT_APPLY = new Set(["lcp-discovery-insight"]);

/**
 * The requests Lighthouse may find blocking the first render: the site's
 * own stylesheets, which it must have before it paints (a page painted
 * without them would jump): site.css on every page, and islands.css on a
 * page whose island is in the first screen (the home page's carousel).
 * Lighthouse's render-blocking-insight fails on any blocking request, so
 * this spec checks its list instead: no script, font or other site's file
 * blocks the render, and the Hindi page blocks on what the English one does.
 */
const MAY_BLOCK_RENDER = /^\/assets\/css\/(site|islands)-[0-9a-f]+\.css$/;

/** Each English page beside its Hindi edition. */
const PAIRS: [string, string, string][] = [
  ["the home page", "/", "/hi"],
  ["a service page", "/amazon/aplus", "/hi/amazon/aplus"],
  ["the contact page", "/contacts", "/hi/contacts"],
  ["the articles list", "/insights", "/hi/insights"],
];

/** A TCP port free on this machine now, for Chromium's DevTools endpoint. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once("error", reject);
    srv.listen(0, "127.0.0.1", () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
  });
}

/**
 * Lighthouse's reports on `paths`, one after another, from one Chromium of
 * their own: Lighthouse opens its own tab through the DevTools port.
 */
async function audit(...paths: string[]): Promise<Result[]> {
  const port = await freePort();
  const browser = await chromium.launch({
    ...chromiumLaunch,
    args: [...chromiumLaunch.args, `--remote-debugging-port=${port}`],
  });
  try {
    const reports: Result[] = [];
    for (const path of paths) {
      // A run in which Lighthouse could not measure the page at all (its
      // runtimeError, such as NO_NAVSTART: Chromium's trace of the load
      // came without the navigation's start, seen once when every core
      // was busy) says nothing of the page; it is run again, twice at most.
      let lhr: Result | undefined;
      for (let attempt = 1; attempt <= 3 && (!lhr || lhr.runtimeError); attempt++) {
        const run = await lighthouse(`${baseURL}${path}`, {
          port,
          output: "json",
          logLevel: "error",
          onlyCategories: ["performance", ...CATEGORIES],
          throttlingMethod: "simulate",
          formFactor: "mobile",
          // The screenshot of the whole page costs a second and audits nothing.
          disableFullPageScreenshot: true,
        });
        expect(run, `Lighthouse ran on ${path}`).toBeDefined();
        lhr = run!.lhr;
      }
      expect(lhr!.runtimeError, `Lighthouse's error on ${path}, three runs in a row`).toBeUndefined();
      reports.push(lhr!);
    }
    return reports;
  } finally {
    await browser.close();
  }
}

type Node = { type?: string; selector?: string; snippet?: string };

/** An audit's details items, shortened for a failure message: an element as its selector and its HTML. */
function items(a: Result["audits"][string]): string {
  const details = a.details as { items?: (Node & { node?: Node })[] } | undefined;
  if (!details?.items?.length) return "";
  return details.items
    .slice(0, 5)
    .map((item) => {
      const node = item.type === "node" ? item : item.node;
      return node?.selector ? `${node.selector} ${node.snippet ?? ""}` : JSON.stringify(item).slice(0, 300);
    })
    .join("; ");
}

/** "id (title): displayValue, items" of an audit, for a failure message. */
function describe(a: Result["audits"][string]): string {
  const value = a.displayValue ? `: ${a.displayValue}` : "";
  const error = a.errorMessage ? ` [error: ${a.errorMessage}]` : "";
  const found = items(a);
  return `${a.id} (${a.title}) score ${a.score}${value}${error}${found ? ` items ${found}` : ""}`;
}

/** Whether an audit costs its category nothing. */
function passes(a: Result["audits"][string] | undefined): boolean {
  return !!a && (a.score === 1 || a.scoreDisplayMode === "notApplicable");
}

/** The audits of a category that cost it points, described. */
function categoryFailures(lhr: Result, category: string): string[] {
  const refs = lhr.categories[category]?.auditRefs ?? [];
  return refs
    .filter((ref) => ref.weight > 0 && !passes(lhr.audits[ref.id]))
    .map((ref) => describe(lhr.audits[ref.id]));
}

/** The paths of the site's requests that render-blocking-insight lists (and any other site's URL whole). */
function renderBlocking(lhr: Result): string[] {
  const a = lhr.audits["render-blocking-insight"];
  const details = a?.details as { items?: { url?: string }[] } | undefined;
  return (details?.items ?? [])
    .map((item) => item.url ?? JSON.stringify(item))
    .map((url) => (url.startsWith(baseURL) ? url.slice(baseURL.length) : url))
    .sort();
}

/** Everything this spec asserts of one page's report, as a list of what is wrong. */
function problems(lhr: Result, path: string): string[] {
  const found: string[] = [];
  for (const c of CATEGORIES) {
    const score = lhr.categories[c]?.score;
    if (score !== 1) found.push(`${path}: ${c} scores ${score}; it loses points on ${categoryFailures(lhr, c).join(" | ") || "nothing listed"}`);
  }
  for (const id of AUDITS) {
    const a = lhr.audits[id];
    if (!a) found.push(`${path}: no audit ${id} in the report`);
    else if (a.score !== 1 && !(MAY_NOT_APPLY.has(id) && a.scoreDisplayMode === "notApplicable"))
      found.push(`${path}: ${describe(a)}`);
  }
  const rb = lhr.audits["render-blocking-insight"];
  if (!rb || rb.scoreDisplayMode === "error") found.push(`${path}: render-blocking-insight did not run${rb ? `: ${rb.errorMessage}` : ""}`);
  const blocking = renderBlocking(lhr).filter((url) => !MAY_BLOCK_RENDER.test(url));
  if (blocking.length) found.push(`${path}: render-blocking-insight: the first render waits for ${blocking.join(", ")}`);
  return found;
}

test.describe("Lighthouse", () => {
  // One worker runs the pairs one after another: four Lighthouse runs at
  // once on two cores took as long in all (load average 11) and leave the
  // other specs' workers no room.
  for (const [what, english, hindi] of PAIRS) {
    test(`${what} (${english}) and its Hindi edition (${hindi}) pass Lighthouse alike`, ANY_WIDTH, async () => {
      // Two Lighthouse runs of 6-12 s each, longer beside other workers.
      test.setTimeout(150_000);

      // Act
      const [en, hi] = await audit(english, hindi);

      // Assert
      expect([...problems(en, english), ...problems(hi, hindi)], "Lighthouse audits that fail").toEqual([]);
      const scores = (lhr: Result) => Object.fromEntries(CATEGORIES.map((c) => [c, lhr.categories[c]?.score]));
      expect(scores(hi), `${hindi} scores as ${english} does`).toEqual(scores(en));
      expect(renderBlocking(hi), `${hindi} blocks its first render on what ${english} does`).toEqual(renderBlocking(en));
      // Neither was redirected elsewhere: each report is of the page named.
      expect(en.finalDisplayedUrl).toBe(`${baseURL}${english}`);
      expect(hi.finalDisplayedUrl).toBe(`${baseURL}${hindi}`);
    });
  }
});
