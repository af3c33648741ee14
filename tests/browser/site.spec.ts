// The public site: every public route renders (200, one
// <h1>, no console errors, axe-clean) at both widths; navigation and footer;
// the home carousel; hubs and service pages; the 404 page; /practice;
// /contacts; /events.
// Runs in both projects (desktop 1280px, phone 390px); where the two
// layouts differ a test branches on test.info().project.name and asserts
// something in each.
import { test, expect, checkA11y } from "./fixtures";
import { emptyURL } from "./playwright.config";
import {
  ALL_SERVICES_TILES,
  AMAZON_SUBS,
  CAPTIONS,
  CHROME_ROUTES,
  DIGITAL_SUBS,
  FLIPKART_SUBS,
  NAV_PATHS,
  SERVICE_PAGES,
  appErrors,
  cardGridHrefs,
  disclosure,
  drawer,
  expandAll,
  installCaptionProbe,
  navLink,
  pageNow,
  readTimeline,
  serveFakeImages,
  settle,
  shownCaption,
  startTimeline,
  tabTo,
  token,
} from "./public-helpers";

const isDesktop = () => test.info().project.name === "desktop";

// ---------- every route ----------

test.describe("every public route renders", () => {
  // Each page's check stands alone: the workers share them out, so this
  // long file does not hold one worker after the others have finished.
  test.describe.configure({ mode: "parallel" });
  for (const path of CHROME_ROUTES) {
    const what = SERVICE_PAGES.includes(path) ? ", a Request a Quote link to /buseq" : "";
    test(`${path}: 200, one h1, header and footer${what}, no console errors, axe-clean`, async ({ page, consoleErrors }) => {
      // /affiliate shows products other tests created, with images on unreachable hosts.
      await serveFakeImages(page);
      const res = await page.goto(path);
      expect(res?.status(), `status of ${path}`).toBe(200);
      expect(new URL(page.url()).pathname).toBe(path);
      await settle(page);
      await expect(page.locator("h1")).toHaveCount(1);
      await expect(page.locator("h1")).toBeVisible();
      await expect(page).toHaveTitle(/\S/);
      // Meta description and canonical link on every public page.
      const description = (await page.locator('meta[name="description"]').getAttribute("content")) ?? "";
      expect(description.trim().length, "meta description length").toBeGreaterThanOrEqual(50);
      const canonical = await page.locator('link[rel="canonical"]').getAttribute("href");
      expect(canonical && new URL(canonical).pathname, "canonical link").toBe(path);
      // Wrapped in the shared header and footer.
      await expect(page.getByRole("banner")).toHaveCount(1);
      await expect(page.getByRole("contentinfo")).toHaveCount(1);
      // Every service page has a Request a Quote link to /buseq (checked on
      // this load rather than on a second one of its own).
      if (SERVICE_PAGES.includes(path)) {
        const quote = page.locator("main").getByRole("link", { name: /request a quote/i });
        await expect(quote.first(), `Request a Quote on ${path}`).toBeVisible();
        await expect(quote.first()).toHaveAttribute("href", "/buseq");
      }
      await checkA11y(page);
      expect(consoleErrors).toEqual([]);
    });
  }

  test("/practice: 200, one h1, no header or footer, no console errors, axe-clean", async ({ page, consoleErrors }) => {
    const res = await page.goto("/practice");
    expect(res?.status()).toBe(200);
    await settle(page);
    await expect(page.locator("h1")).toHaveCount(1);
    await expect(page.locator("h1")).toBeVisible();
    await expect(page.getByRole("banner")).toHaveCount(0);
    await expect(page.getByRole("contentinfo")).toHaveCount(0);
    await checkA11y(page);
    expect(consoleErrors).toEqual([]);
  });

  test("/registration on a fresh install: 200, one h1, no console errors, axe-clean", async ({ page, consoleErrors }) => {
    const res = await page.goto(`${emptyURL}/registration`);
    expect(res?.status()).toBe(200);
    expect(new URL(page.url()).pathname).toBe("/registration");
    await settle(page);
    await expect(page.locator("h1")).toHaveCount(1);
    await expect(page.locator("h1")).toBeVisible();
    await checkA11y(page);
    expect(consoleErrors).toEqual([]);
  });

  test("/registration redirects to /admin-login once an administrator exists", async ({ page, consoleErrors }) => {
    await page.goto("/registration");
    expect(new URL(page.url()).pathname).toBe("/admin-login");
    await settle(page);
    expect(consoleErrors).toEqual([]);
  });
});

// ---------- navigation ----------

test.describe("navigation", () => {
  test("all 21 navigation destinations are in the header or drawer, and visible there once opened", async ({ page, consoleErrors }) => {
    await page.goto("/");
    for (const href of NAV_PATHS) {
      await expect(navLink(page, href), `link to ${href} in the header or drawer`).not.toHaveCount(0);
    }
    if (isDesktop()) {
      const services = disclosure(page.getByRole("banner"), "Services");
      await expect(services).toHaveCount(1);
      await services.hover();
      for (const href of NAV_PATHS) {
        await expect(navLink(page, href).filter({ visible: true }), `visible link to ${href} with the Services menu open`).not.toHaveCount(0);
      }
    } else {
      await disclosure(page, "Menu").click();
      const panel = drawer(page).first();
      await expect(panel).toBeVisible();
      await expandAll(panel);
      for (const href of NAV_PATHS) {
        await expect(panel.locator(`a[href="${href}"]`).filter({ visible: true }), `visible link to ${href} in the open drawer`).not.toHaveCount(0);
      }
    }
    expect(consoleErrors).toEqual([]);
  });

  test("Services menu: hover on desktop; Menu drawer with a tap-to-open Services group on phones", async ({ page, consoleErrors }) => {
    await page.goto("/about");
    await settle(page);
    const banner = page.getByRole("banner");
    const groupLabel = (name: string) => banner.getByText(name, { exact: true }).filter({ visible: true });
    if (isDesktop()) {
      // No drawer toggle at 1280px; the main navigation is in the bar.
      await expect(disclosure(page, "Menu")).toHaveCount(0);
      await expect(navLink(page, "/about").filter({ visible: true })).not.toHaveCount(0);
      const services = disclosure(banner, "Services");
      await expect(services).toHaveCount(1);
      await expect(groupLabel("Digital Marketing")).toHaveCount(0);
      await expect(navLink(page, "/meesho").filter({ visible: true })).toHaveCount(0);

      await services.hover();
      await expect(groupLabel("E-commerce Marketing").first()).toBeVisible();
      await expect(groupLabel("Digital Marketing").first()).toBeVisible();
      await expect(navLink(page, "/meesho").filter({ visible: true })).not.toHaveCount(0);
      await expect(navLink(page, "/digital-market/email-market").filter({ visible: true })).not.toHaveCount(0);

      // Moving the pointer away closes it.
      await page.mouse.move(640, 850);
      await expect(navLink(page, "/meesho").filter({ visible: true })).toHaveCount(0);

      // The links in it work.
      await services.hover();
      await navLink(page, "/meesho").filter({ visible: true }).first().click();
      await expect(page).toHaveURL(/\/meesho$/);
    } else {
      const menu = disclosure(page, "Menu");
      await expect(menu).toHaveCount(1);
      await expect(drawer(page)).toHaveCount(0);
      await menu.click();
      const panel = drawer(page).first();
      await expect(panel).toBeVisible();
      await expect(panel.locator('a[href="/"]').filter({ visible: true })).not.toHaveCount(0);
      await expect(panel.locator('a[href="/contacts"]').filter({ visible: true })).not.toHaveCount(0);

      // The Services group is closed until tapped.
      const services = disclosure(panel, "Services");
      await expect(services).toHaveCount(1);
      await expect(panel.getByText("E-commerce Marketing", { exact: true }).filter({ visible: true })).toHaveCount(0);
      await services.click();
      await expect(panel.getByText("E-commerce Marketing", { exact: true }).filter({ visible: true }).first()).toBeVisible();
      await expect(panel.getByText("Digital Marketing", { exact: true }).filter({ visible: true }).first()).toBeVisible();

      // Links are usable: open the nested groups and follow one.
      await expandAll(panel);
      await panel.locator('a[href="/meesho"]').filter({ visible: true }).first().click();
      await expect(page).toHaveURL(/\/meesho$/);
    }
    expect(consoleErrors).toEqual([]);
  });

  test("the drawer closes with Escape and with its close button (phone); no drawer at 1280px (desktop)", async ({ page, consoleErrors }) => {
    await page.goto("/");
    await settle(page);
    if (isDesktop()) {
      await expect(disclosure(page, "Menu")).toHaveCount(0);
      await expect(page.getByRole("banner").locator('a[href="/about"]').filter({ visible: true })).not.toHaveCount(0);
      await expect(disclosure(page.getByRole("banner"), "Services")).toHaveCount(1);
    } else {
      await disclosure(page, "Menu").click();
      await expect(drawer(page).first()).toBeVisible();
      await page.keyboard.press("Escape");
      await expect(drawer(page)).toHaveCount(0);

      await disclosure(page, "Menu").click();
      await expect(drawer(page).first()).toBeVisible();
      const close = page
        .getByRole("button", { name: /close/i })
        .or(page.locator("summary").filter({ hasText: /close/i }))
        .filter({ visible: true });
      await expect(close, "a visible close button in the open drawer").not.toHaveCount(0);
      await close.first().click();
      await expect(drawer(page)).toHaveCount(0);
    }
    expect(consoleErrors).toEqual([]);
  });

  test("keyboard: Tab reaches the menu control and Enter or Space opens it", async ({ page, consoleErrors }) => {
    for (const key of ["Enter", "Space"]) {
      await page.goto("/contacts");
      await settle(page);
      if (isDesktop()) {
        const services = disclosure(page.getByRole("banner"), "Services");
        await tabTo(page, services);
        await page.keyboard.press(key);
        const banner = page.getByRole("banner");
        await expect(banner.getByText("E-commerce Marketing", { exact: true }).filter({ visible: true }).first()).toBeVisible();
        await expect(banner.getByText("Digital Marketing", { exact: true }).filter({ visible: true }).first()).toBeVisible();
        await expect(navLink(page, "/meesho").filter({ visible: true })).not.toHaveCount(0);
        // The next Tab moves into the open menu.
        await page.keyboard.press("Tab");
        const focused = await page.evaluate(() => {
          const el = document.activeElement as HTMLElement | null;
          return el ? { tag: el.tagName, href: el.getAttribute("href"), inHeader: !!el.closest("header") } : null;
        });
        expect(focused?.tag, `focus after ${key} and Tab`).toBe("A");
        expect(focused?.inHeader).toBe(true);
      } else {
        const menu = disclosure(page, "Menu");
        await tabTo(page, menu);
        await page.keyboard.press(key);
        await expect(drawer(page).first()).toBeVisible();
        await expect(drawer(page).first().locator('a[href="/about"]').filter({ visible: true })).not.toHaveCount(0);
      }
    }
    expect(consoleErrors).toEqual([]);
  });
});

// ---------- footer ----------

test("footer: copyright with the current year, About us, Contact us, phone, e-mail, Patna address", async ({ page, consoleErrors }) => {
  await page.goto("/");
  const footer = page.getByRole("contentinfo");
  await expect(footer).toContainText(`© ${new Date().getFullYear()}`);
  await expect(footer.getByRole("link", { name: "About us", exact: true })).toHaveAttribute("href", "/about");
  await expect(footer.getByRole("link", { name: "Contact us", exact: true })).toHaveAttribute("href", "/contacts");
  await expect(footer.locator('a[href^="tel:"]').first()).toBeVisible();
  await expect(footer.locator('a[href^="mailto:"]').first()).toBeVisible();
  await expect(footer).toContainText("Patna");
  // Social links (messaging, social network, microblog, video, photo sharing).
  expect(await footer.locator('a[href^="https://"]').count()).toBeGreaterThanOrEqual(5);
  expect(consoleErrors).toEqual([]);
});

// ---------- home carousel ----------

test.describe("home carousel", () => {
  test("has the three captions and advances every ~3 s", async ({ page, consoleErrors }) => {
    await page.goto("/");
    await settle(page);
    for (const caption of CAPTIONS) await expect(page.locator("main")).toContainText(caption);
    await installCaptionProbe(page);
    const start = await pageNow(page);
    // Wait on the recorded timeline itself (the sampler runs every 20 ms).
    await expect
      .poll(async () => (await readTimeline(page)).changes.some((c) => c.value === CAPTIONS[2]), { timeout: 10_000, intervals: [100] })
      .toBe(true);
    const tl = await readTimeline(page);
    const became = (c: string) => tl.changes.find((x) => x.value === c)?.t;
    const t1 = became(CAPTIONS[1]);
    const t2 = became(CAPTIONS[2]);
    expect(t1, `timeline ${JSON.stringify(tl.changes)}`).toBeDefined();
    expect(t2).toBeDefined();
    // Slide 1 was showing when the probe started; slide 2 came within one interval.
    expect([CAPTIONS[0], CAPTIONS[1]]).toContain(tl.changes[0].value);
    expect(t1! - start).toBeLessThan(3800);
    // Slide 2 to slide 3: one interval of 3000 ms.
    expect(t2! - t1!).toBeGreaterThan(2500);
    expect(t2! - t1!).toBeLessThan(3800);
    expect(consoleErrors).toEqual([]);
  });

  test("does not advance with prefers-reduced-motion", async ({ page, consoleErrors }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.goto("/");
    await settle(page);
    for (const caption of CAPTIONS) await expect(page.locator("main")).toContainText(caption);
    await installCaptionProbe(page);
    await expect.poll(() => shownCaption(page)).toBe(CAPTIONS[0]);
    // A negative needs a window: watch 4 s (more than one interval) for any change.
    await page.waitForTimeout(4000);
    const tl = await readTimeline(page);
    expect(tl.changes.map((c) => c.value)).toEqual([CAPTIONS[0]]);
    expect(consoleErrors).toEqual([]);
  });

  test("the server sends all three slides; the island animates them in place without a layout shift", async ({ page, consoleErrors }) => {
    // Before any script: remember the server's slide elements and record layout shifts.
    await page.addInitScript(() => {
      const w = window as unknown as { __serverSlides?: Element[]; __shift?: number };
      w.__shift = 0;
      new PerformanceObserver((list) => {
        for (const e of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[]) {
          if (!e.hadRecentInput) w.__shift! += e.value;
        }
      }).observe({ type: "layout-shift", buffered: true });
      document.addEventListener("DOMContentLoaded", () => {
        w.__serverSlides = Array.from(document.querySelectorAll(".carousel-slide"));
      });
    });
    const res = await page.goto("/");
    // Every slide, image size and caption is in the HTML; slides 2 and 3 load lazily.
    const html = await res!.text();
    for (const caption of CAPTIONS) expect(html).toContain(`<p class="carousel-caption">${caption}</p>`);
    const imgs = html.match(/<div class="carousel-slide[^]*?<img [^>]*>/g) ?? [];
    expect(imgs).toHaveLength(3);
    imgs.forEach((img, i) => {
      expect(img).toMatch(/ width="\d+" height="\d+"/);
      expect(img.includes('loading="lazy"'), `slide ${i + 1} lazy`).toBe(i > 0);
    });
    // The island mounts (its controls appear) and keeps the very same slide elements.
    await expect(page.locator(".carousel .carousel-next")).toBeVisible({ timeout: 10_000 });
    await settle(page);
    const same = await page.evaluate(() => {
      const w = window as unknown as { __serverSlides?: Element[] };
      const now = Array.from(document.querySelectorAll(".carousel-slide"));
      return now.length === 3 && (w.__serverSlides ?? []).every((el, i) => el === now[i] && el.isConnected);
    });
    expect(same, "server slides kept, not replaced").toBe(true);
    const shift = await page.evaluate(() => (window as unknown as { __shift: number }).__shift);
    expect(shift, "cumulative layout shift").toBeLessThanOrEqual(0.01);
    expect(consoleErrors).toEqual([]);
  });

  test("uses the narrow images at 768 px and below", async ({ page, consoleErrors }) => {
    await page.goto("/");
    await settle(page);
    const src = await page.locator(".carousel-slide.is-active img").evaluate((img) => (img as HTMLImageElement).currentSrc);
    if (test.info().project.name === "desktop") expect(src).not.toContain("-mobile");
    else expect(src).toMatch(/slide-1-mobile-[0-9a-f]+\.svg$/);
    expect(consoleErrors).toEqual([]);
  });

  test("pauses while the pointer is over it and resumes when it leaves", async ({ page, consoleErrors }) => {
    await page.goto("/");
    await settle(page);
    await installCaptionProbe(page);
    await expect
      .poll(async () => (await readTimeline(page)).changes.some((c) => c.value === CAPTIONS[1]), { timeout: 7000, intervals: [100] })
      .toBe(true);
    // force: the pointer only has to be over the carousel, whatever sits on top there.
    await page.getByText(CAPTIONS[1], { exact: true }).hover({ force: true });
    const hoveredAt = await pageNow(page);
    await page.waitForTimeout(4000);
    const tl = await readTimeline(page);
    const after = tl.changes.filter((c) => c.t > hoveredAt && c.value !== CAPTIONS[1]);
    expect(after, "caption changes while hovered").toEqual([]);
    expect(await shownCaption(page)).toBe(CAPTIONS[1]);
    await page.mouse.move(1, 1);
    await expect.poll(() => shownCaption(page), { timeout: 5000 }).toBe(CAPTIONS[2]);
    expect(consoleErrors).toEqual([]);
  });
});

// ---------- hubs and service pages ----------

test.describe("hubs", () => {
  const hubs: [string, string[]][] = [
    ["/amazon", AMAZON_SUBS],
    ["/flipkart", FLIPKART_SUBS],
    ["/digital-market", DIGITAL_SUBS],
    ["/all-services", ALL_SERVICES_TILES],
  ];
  for (const [hub, paths] of hubs) {
    test(`${hub} has ${paths.length} cards linking to the exact service-page paths`, async ({ page, consoleErrors }) => {
      await page.goto(hub);
      const { missing, hrefs } = await cardGridHrefs(page, paths);
      expect(missing, `cards missing on ${hub}`).toEqual([]);
      // The grid holding those cards links to exactly these pages.
      expect([...hrefs].sort()).toEqual([...paths].sort());
      expect(hrefs).toHaveLength(paths.length);
      // A card leads to its page.
      await page.locator(`main a[href="${paths[0]}"]`).first().click();
      await expect(page).toHaveURL(new RegExp(`${paths[0]}$`));
      await expect(page.locator("h1")).toHaveCount(1);
      expect(consoleErrors).toEqual([]);
    });
  }
});

test.describe("Request a Quote on the service pages", () => {
  // That each service page has the link is checked with the page itself,
  // under "every public route renders".
  test("/web-dev: Request a Quote navigates to /buseq", async ({ page, consoleErrors }) => {
    await page.goto("/web-dev");
    await page.locator("main").getByRole("link", { name: /request a quote/i }).first().click();
    await expect(page).toHaveURL(/\/buseq$/);
    await expect(page.getByRole("heading", { level: 1 })).toContainText(/customised quote/i);
    expect(consoleErrors).toEqual([]);
  });
});

// ---------- 404 ----------

test("an unknown path answers 404 with the navigation", async ({ page, consoleErrors }) => {
  const path = `/${token("no-such-page-")}`;
  const res = await page.goto(path);
  expect(res?.status()).toBe(404);
  await settle(page);
  await expect(page.locator("h1")).toHaveCount(1);
  await expect(page.getByRole("banner")).toBeVisible();
  await expect(page.getByRole("banner").locator("nav").first()).toBeAttached();
  for (const href of NAV_PATHS) {
    await expect(navLink(page, href), `link to ${href} on the 404 page`).not.toHaveCount(0);
  }
  await expect(page.getByRole("contentinfo")).toBeVisible();
  await checkA11y(page);
  // The browser itself logs the document's 404; nothing else may be logged.
  expect(appErrors(consoleErrors)).toEqual([]);
});

// ---------- /practice ----------

test("/practice: the update message appears after ~2000 ms and clears ~1000 ms later", async ({ page, consoleErrors }) => {
  await page.goto("/practice");
  await settle(page);
  await expect(page.getByRole("banner")).toHaveCount(0);
  await expect(page.getByRole("contentinfo")).toHaveCount(0);
  const region = page.locator('main :is([role="status"], [role="alert"], [aria-live], output)').first();
  await expect(region, "a live region for the message").toBeAttached();
  await expect(region).toHaveText("");
  await startTimeline(page, { selector: 'main :is([role="status"], [role="alert"], [aria-live], output)' });
  await page.getByRole("button", { name: /update/i }).click();
  // Wait until a message has come and gone.
  await expect
    .poll(
      async () => {
        const tl = await readTimeline(page);
        const last = tl.changes[tl.changes.length - 1];
        return tl.changes.some((c) => c.value !== "") && last.value === "";
      },
      { timeout: 6000, intervals: [100] },
    )
    .toBe(true);
  const tl = await readTimeline(page);
  const clicked = tl.marks.filter((m) => m.type === "click").pop()!.t;
  const shownIdx = tl.changes.map((c) => c.value !== "").lastIndexOf(true);
  const shown = tl.changes[shownIdx];
  const cleared = tl.changes[shownIdx + 1];
  const trace = JSON.stringify(tl.changes.map((c) => ({ t: Math.round(c.t - clicked), value: c.value })));
  expect(shown.value, trace).not.toBe("");
  expect(shown.t - clicked, `message after ~2000 ms: ${trace}`).toBeGreaterThan(1900);
  expect(shown.t - clicked, `message after ~2000 ms: ${trace}`).toBeLessThan(2600);
  expect(cleared.t - shown.t, `cleared ~1000 ms later: ${trace}`).toBeGreaterThan(900);
  expect(cleared.t - shown.t, `cleared ~1000 ms later: ${trace}`).toBeLessThan(1500);
  await expect(region).toHaveText("");
  expect(consoleErrors).toEqual([]);
});

// ---------- /contacts and /events ----------

test("/contacts: titled map, business hours, phone, e-mail, Patna, Bihar", async ({ page, consoleErrors }) => {
  await page.goto("/contacts");
  const main = page.locator("main");
  const map = main.locator("iframe");
  await expect(map).toHaveCount(1);
  await expect(map).toHaveAttribute("title", /\S/);
  await expect(map).toHaveAttribute("src", /map/i);
  await expect(main).toContainText("Mon to Sat (10 am to 7 pm)");
  await expect(main).toContainText("Patna");
  await expect(main).toContainText("Bihar");
  await expect(main.locator('a[href^="tel:"]').first()).toBeVisible();
  await expect(main.locator('a[href^="mailto:"]').first()).toBeVisible();
  expect(consoleErrors).toEqual([]);
});

test("/events: exactly one embedded video", async ({ page, consoleErrors }) => {
  await page.goto("/events");
  const frames = page.locator("main iframe");
  await expect(frames).toHaveCount(1);
  await expect(frames).toHaveAttribute("title", /\S/);
  await expect(frames).toHaveAttribute("src", /youtube|youtu\.be|vimeo|video/i);
  await expect(frames).toBeVisible();
  expect(consoleErrors).toEqual([]);
});
