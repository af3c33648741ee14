// The content editor as an administrator uses it, at phone and desktop
// widths: editing a service page's section and questions, previewing the
// draft at the page's address and publishing it; writing an article with
// an image from the media library, found by its search and put in with the
// editor's image picker; the library a page at a time; restoring an old
// revision; and two
// editors on one page, where the second is told and keeps what they typed;
// a new item saved half written, each refused field named at its control;
// titles read with their placeholders filled outside the field itself.
// Each test edits an item of its own (the two projects run side by side).
import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { APIRequestContext, Page, TestInfo } from "@playwright/test";
import type { ContentDetail, ContentSummary } from "../../islands/src/api/types";
import { adminApi, checkA11y, expect, expectPath, loginAsAdmin, test, token } from "./admin-helpers";

const CONTENT = "/admin-login/content";

/** The editor's list entry for `path`. */
async function itemAt(api: APIRequestContext, path: string): Promise<ContentSummary> {
  const list = (await (await api.get("/admin/content")).json()) as ContentSummary[];
  const item = list.find((i) => i.path === path);
  expect(item, `a content item at ${path}`).toBeTruthy();
  return item!;
}

/** A new article through the API, as a draft. */
async function newArticle(api: APIRequestContext, slug: string, title: string): Promise<ContentDetail> {
  const res = await api.post("/admin/content", {
    data: {
      kind: "article",
      fields: {
        slug,
        title,
        description: "How a Patna seller can read the weekly numbers that Amazon.in and Flipkart show, and what to change after each report.",
        summary: "The weekly numbers, read in order.",
        body: "## What to read first\n\nStart with the orders, then the ads.",
        author: "Vanijya Digital marketplace team",
        tags: ["Sellers"],
        date: "2026-11-20",
      },
    },
  });
  expect(res.status()).toBe(201);
  return (await res.json()) as ContentDetail;
}

/** A service page no other test of this run edits: one per project. */
function pageFor(info: TestInfo): string {
  return info.project.name === "phone" ? "/amazon/store" : "/amazon/aplus";
}

async function openEditor(page: Page, id: number): Promise<void> {
  await page.goto(`${CONTENT}/${id}`);
  await expect(page.getByRole("button", { name: "Save draft" })).toBeVisible();
}

test("an administrator edits a service page's section and questions, previews the draft and publishes it", async ({ page, request, browser }, info) => {
  const api = await adminApi(request);
  const path = pageFor(info);
  const item = await itemAt(api, path);
  const t = token();
  const heading = `How we plan the modules ${t}`;
  const question = `Can you reuse our existing product photos? ${t}`;
  await loginAsAdmin(page);

  // The list leads to the page's editor.
  await page.goto(CONTENT);
  await page.getByLabel("Search words").fill(path);
  await page.getByLabel("Kind").selectOption("servicePage");
  await page.getByRole("button", { name: "Apply filters" }).click();
  await expect(page).toHaveURL(/kind=servicePage/);
  await page.getByRole("link", { name: item.title, exact: true }).click();
  await expectPath(page, `${CONTENT}/${item.id}`);
  await expect(page.getByRole("button", { name: "Unpublish" })).toBeVisible();
  await checkA11y(page, "content editor");

  // Change the first section's heading; add a question and move it to the top.
  await page.locator("#field-sections-0-heading").fill(heading);
  const faq = page.locator("#field-faq");
  const count = await faq.locator(":scope > ol > li").count();
  await faq.getByRole("button", { name: "Add question" }).click();
  await page.locator(`#field-faq-${count}-q`).fill(question);
  await page.locator(`#field-faq-${count}-a`).fill("Yes, if they are at least 1000 pixels wide; we retouch them to Amazon's rules.");
  for (let i = count; i > 0; i--) {
    await faq.getByRole("button", { name: `Move Question ${i + 1} up` }).click();
  }
  await expect(page.locator("#field-faq-0-q")).toHaveValue(question);
  await page.getByRole("button", { name: "Save draft" }).click();
  await expect(page.getByRole("status").filter({ hasText: "The draft is saved" })).toBeVisible();

  // Visitors still see the published page.
  const visitor = await browser.newContext();
  const publicPage = await visitor.newPage();
  await publicPage.goto(path);
  await expect(publicPage.getByRole("heading", { name: heading })).toHaveCount(0);

  // The preview opens at the page's own address with the draft and a bar.
  const [preview] = await Promise.all([page.context().waitForEvent("page"), page.getByRole("link", { name: /Preview/ }).click()]);
  await preview.waitForLoadState();
  expect(new URL(preview.url()).pathname).toBe(path);
  await expect(preview.getByRole("status").filter({ hasText: "Draft preview" })).toBeVisible();
  await expect(preview.getByRole("heading", { name: heading })).toBeVisible();
  await expect(preview.locator(".faq-item summary").first()).toHaveText(question);
  await checkA11y(preview, "draft preview");
  await preview.close();

  // Publish, and the public page shows it.
  await page.getByRole("button", { name: "Publish", exact: true }).click();
  await expect(page.getByRole("status").filter({ hasText: "Published" })).toBeVisible();
  await publicPage.reload();
  await expect(publicPage.getByRole("heading", { name: heading })).toBeVisible();
  await expect(publicPage.locator(".faq-item summary").first()).toHaveText(question);
  await expect(publicPage.getByText("Draft preview")).toHaveCount(0);
  await visitor.close();
});

test("an administrator uploads an image and publishes an article that shows it", async ({ page, browser }) => {
  const t = token().toLowerCase().replace(/[^a-z0-9]/g, "");
  const slug = `catalogue-photos-${t}`;
  const alt = `A product photo on a white background ${t}`;
  await loginAsAdmin(page);

  // The media library takes the image and gives its Markdown.
  await page.goto("/admin-login/media");
  await page.locator("#media-file").setInputFiles({
    name: "product.png",
    mimeType: "image/png",
    buffer: readFileSync(join(__dirname, "../../static/img/og-card.png")),
  });
  await page.getByLabel("Alt text").fill(alt);
  await page.getByRole("button", { name: "Upload" }).click();
  await expect(page.getByRole("status").filter({ hasText: "The image is in the library" })).toBeVisible();
  const card = page.locator(".media-card").filter({ hasText: alt });
  await expect(card).toHaveCount(1);
  const markdown = (await card.locator("code").textContent()) ?? "";
  expect(markdown).toMatch(/^!\[.+\]\(\/media\/\d+\/[0-9a-f]+\/\d+\.webp\)$/);
  await checkA11y(page, "media library");
  // Its search finds it by its alt text.
  await page.getByRole("searchbox", { name: "Search" }).fill(t);
  await page.getByRole("button", { name: "Apply filters" }).click();
  await expect(page).toHaveURL(new RegExp(`/admin-login/media\\?q=${t}$`));
  await expect(page.getByRole("status").filter({ hasText: "1 image · page 1 of 1" })).toBeVisible();
  await expect(page.locator(".media-card")).toHaveCount(1);

  // A new article with the image in its body.
  await page.goto(CONTENT);
  await page.getByRole("link", { name: "New article" }).click();
  await expectPath(page, `${CONTENT}/new/article`);
  await page.getByLabel("Slug").fill(slug);
  await page.getByLabel("Title", { exact: true }).fill(`Catalogue photos that pass review ${t}`);
  await page.getByLabel("Description").fill("What Amazon.in and Flipkart check in a main product image, and how we shoot and retouch catalogue photos in Patna.");
  await page.getByLabel("Summary").fill("What the marketplaces check in a main image.");
  await page.getByLabel("Body").fill("## The main image\n\nA pure white background and the product filling the frame.");
  // The image picker finds the image by its alt text and puts its Markdown in the body.
  await page.getByRole("button", { name: "Insert an image into Body" }).click();
  const picker = page.getByRole("region", { name: "Images for Body" });
  await picker.getByRole("searchbox", { name: "Search the images" }).fill(t);
  await picker.getByRole("button", { name: "Search" }).click();
  await expect(picker.getByRole("status")).toHaveText("1 image · page 1 of 1");
  await checkA11y(page, "content editor with the image picker");
  await picker.getByRole("button", { name: `Insert ${alt}` }).click();
  await expect(picker).toHaveCount(0);
  await expect(page.getByLabel("Body")).toHaveValue(`## The main image\n\nA pure white background and the product filling the frame.\n\n${markdown}`);
  await page.getByLabel("Author").fill("Vanijya Digital studio");
  await page.getByRole("button", { name: "Save draft" }).click();
  await expect(page).toHaveURL(/\/admin-login\/content\/\d+$/);
  await expect(page.getByRole("status").filter({ hasText: "The draft is saved" })).toBeVisible();
  await page.getByRole("button", { name: "Publish", exact: true }).click();
  await expect(page.getByRole("status").filter({ hasText: "Published" })).toBeVisible();

  // The article is public, with its image in every size.
  const visitor = await browser.newContext();
  const article = await visitor.newPage();
  await article.goto(`/insights/${slug}`);
  await expect(article.getByRole("heading", { level: 1 })).toHaveText(`Catalogue photos that pass review ${t}`);
  const img = article.getByRole("img", { name: alt });
  await expect(img).toBeVisible();
  expect(await img.getAttribute("srcset")).toMatch(/\/media\/\d+\/[0-9a-f]+\/480\.webp 480w/);
  expect(await img.getAttribute("width")).toBeTruthy();
  // The image may be lazy and below the fold on a phone, and a busy machine
  // may still be fetching it: scroll to it and wait for it to have loaded.
  await img.scrollIntoViewIfNeeded();
  await expect.poll(() => img.evaluate((el: HTMLImageElement) => (el.complete ? el.naturalWidth : 0))).toBeGreaterThan(0);
  await checkA11y(article, "article");
  await visitor.close();
});

test("the media library and the editor's image picker show the images a page at a time", async ({ page, request, baseURL }) => {
  const api = await adminApi(request);
  const t = token().toLowerCase().replace(/[^a-z0-9]/g, "");
  const png = readFileSync(join(__dirname, "../../static/img/og-card.png"));
  const alts = ["Handloom sarees on a Bhagalpur loom", "Madhubani prints at a Patna stall", "Litchi honey jars from Muzaffarpur"].map((a) => `${a} ${t}`);
  for (const alt of alts) {
    const res = await api.post("/admin/media", { headers: { Origin: baseURL! }, multipart: { file: { name: `${t}.png`, mimeType: "image/png", buffer: png }, alt } });
    expect(res.status()).toBe(201);
  }
  await loginAsAdmin(page);

  // The library: this run's images, two to a page, newest first.
  await page.goto(`/admin-login/media?q=${t}&perPage=2`);
  await expect(page.getByRole("status").filter({ hasText: "3 images · page 1 of 2" })).toBeVisible();
  await expect(page.locator(".media-alt")).toHaveText([alts[2], alts[1]]);
  await checkA11y(page, "media library, first page");
  await page.getByRole("link", { name: "Next page" }).click();
  await expect(page).toHaveURL(new RegExp(`/admin-login/media\\?q=${t}&perPage=2&page=2$`));
  await expect(page.locator(".media-alt")).toHaveText([alts[0]]);
  await expect(page.getByRole("link", { name: "Previous page" })).toBeVisible();
  // A search that finds nothing says so.
  await page.getByRole("searchbox", { name: "Search" }).fill(`nothing-${t}`);
  await page.getByRole("button", { name: "Apply filters" }).click();
  await expect(page.getByText("No images match these filters.")).toBeVisible();
  await checkA11y(page, "media library, nothing found");

  // The picker: six to a page, searched, with More images past the first.
  await page.goto(`${CONTENT}/new/article`);
  await page.getByRole("button", { name: "Insert an image into Body" }).click();
  const picker = page.getByRole("region", { name: "Images for Body" });
  await expect(picker.getByRole("status")).toContainText("· page 1 of");
  await picker.getByRole("searchbox", { name: "Search the images" }).fill(`Patna stall ${t}`);
  await picker.getByRole("button", { name: "Search" }).click();
  await expect(picker.getByRole("status")).toHaveText("1 image · page 1 of 1");
  await expect(picker.getByRole("button", { name: `Insert ${alts[1]}` })).toBeVisible();
  await picker.getByRole("searchbox", { name: "Search the images" }).fill(t);
  await picker.getByRole("button", { name: "Search" }).click();
  await expect(picker.getByRole("status")).toHaveText("3 images · page 1 of 1");
  await expect(picker.getByRole("button", { name: /^Insert / })).toHaveCount(3);
  await checkA11y(page, "image picker");
  await page.getByRole("button", { name: "Close the images for Body" }).click();
  await expect(picker).toHaveCount(0);
});

test("an administrator restores an old revision as a new draft", async ({ page, request }) => {
  const api = await adminApi(request);
  const t = token().toLowerCase().replace(/[^a-z0-9]/g, "");
  const created = await newArticle(api, `weekly-numbers-${t}`, `The weekly numbers ${t}`);
  const changed = { ...(created.fields as Record<string, unknown>), title: `A worse title ${t}` };
  const saved = await api.put(`/admin/content/${created.id}/draft`, { data: { baseRevision: 1, fields: changed } });
  expect(saved.status()).toBe(200);
  await loginAsAdmin(page);
  await openEditor(page, created.id);
  await expect(page.getByLabel("Title", { exact: true })).toHaveValue(`A worse title ${t}`);

  // The history compares the two revisions field by field.
  const history = page.getByRole("region", { name: "History" }).or(page.locator(".content-history"));
  await expect(history.getByRole("cell", { name: `The weekly numbers ${t}` })).toBeVisible();
  await expect(history.getByRole("cell", { name: `A worse title ${t}` })).toBeVisible();

  await history.getByRole("button", { name: "Restore revision 1" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Revision 1 is restored as a new draft" })).toBeVisible();
  await expect(page.getByLabel("Title", { exact: true })).toHaveValue(`The weekly numbers ${t}`);
  await expect(history.getByRole("cell", { name: "Restored from revision 1" })).toBeVisible();
  const revisions = (await (await api.get(`/admin/content/${created.id}/revisions`)).json()) as { number: number }[];
  expect(revisions.map((r) => r.number)).toEqual([3, 2, 1]);
  await checkA11y(page, "history");
});

test("a second editor's save is refused, keeps their text and can be saved on top of the latest", async ({ page, browser, request, browserLog }) => {
  browserLog.allowFailedRequest(/^\/admin\/content\/\d+\/draft$/, 409);
  const api = await adminApi(request);
  const t = token().toLowerCase().replace(/[^a-z0-9]/g, "");
  const created = await newArticle(api, `two-editors-${t}`, `Two editors ${t}`);
  const other = await browser.newContext();
  const second = await other.newPage();
  const secondLog: string[] = [];
  second.on("pageerror", (e) => secondLog.push(String(e)));
  await loginAsAdmin(page);
  await loginAsAdmin(second);
  await openEditor(page, created.id);
  await openEditor(second, created.id);

  // The first editor saves.
  await page.getByLabel("Summary").fill(`The first editor's summary ${t}`);
  await page.getByRole("button", { name: "Save draft" }).click();
  await expect(page.getByRole("status").filter({ hasText: "The draft is saved" })).toBeVisible();

  // The second, who opened revision 1, is told and keeps their text.
  const mine = `The second editor's summary ${t}`;
  await second.getByLabel("Summary").fill(mine);
  await second.getByRole("button", { name: "Save draft" }).click();
  await expect(second.getByRole("alert").filter({ hasText: "Your changes were not saved" })).toBeVisible();
  await expect(second.getByRole("alert").filter({ hasText: "Seed Admin" })).toBeVisible();
  await expect(second.getByLabel("Summary")).toHaveValue(mine);
  const compare = second.locator(".content-conflict");
  await expect(compare.getByRole("cell", { name: `The first editor's summary ${t}` })).toBeVisible();
  await expect(compare.getByRole("cell", { name: mine })).toBeVisible();
  await checkA11y(second, "conflict");

  await compare.getByRole("button", { name: /Save my version over revision 2/ }).click();
  await expect(second.getByRole("status").filter({ hasText: "The draft is saved" })).toBeVisible();
  const latest = (await (await api.get(`/admin/content/${created.id}`)).json()) as ContentDetail;
  expect(latest.revision).toBe(3);
  expect((latest.fields as Record<string, unknown>).summary).toBe(mine);
  expect(secondLog).toEqual([]);
  await other.close();
});

test("titles read as visitors see them in the list and the editor's heading, placeholders only in the field", async ({ page, request }) => {
  const api = await adminApi(request);
  const about = await itemAt(api, "/about");
  await loginAsAdmin(page);

  await page.goto(`${CONTENT}?kind=about&language=en`);
  await expect(page.getByRole("link", { name: "About Vanijya Digital", exact: true })).toBeVisible();
  // Every column fits the box, "Last change" too: nothing to scroll sideways.
  const sideways = await page.locator(".admin-table-wrap").evaluate((el) => el.scrollWidth - el.clientWidth);
  expect(sideways, "the content list does not scroll sideways").toBeLessThanOrEqual(0);
  await expect(page.locator("main")).not.toContainText("{name}");

  await page.goto(`${CONTENT}/${about.id}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("About Vanijya Digital");
  await expect(page.locator("#field-h1")).toHaveValue("About {name}");
  // The site cannot do without its about page: it is edited, never taken off.
  await expect(page.getByRole("button", { name: "Publish", exact: true })).toBeVisible();
  await expect(page.getByRole("button", { name: "Unpublish" })).toHaveCount(0);
  await checkA11y(page);
});

test("a new article saved with fields left empty names every one of them at its control", async ({ page, browserLog }) => {
  browserLog.allowFailedRequest(/^\/admin\/content$/, 422);
  const t = token().toLowerCase().replace(/[^a-z0-9]/g, "");
  await loginAsAdmin(page);
  await page.goto(`${CONTENT}/new/article`);
  await page.getByLabel("Slug").fill(`half-written-${t}`);
  await page.getByLabel("Title", { exact: true }).fill(`Half written ${t}`);
  await page.getByRole("button", { name: "Save draft" }).click();

  // One answer names all four, each in the list and at its own control.
  const refused = page.getByRole("alert").filter({ hasText: "Some fields need attention" });
  await expect(refused.getByRole("link")).toHaveText(["Description", "Summary", "Body", "Author"]);
  await expect(refused.getByRole("link", { name: "Body" })).toHaveAttribute("href", "#field-body");
  for (const label of ["Description", "Summary", "Body", "Author"]) {
    const field = page.getByLabel(label, { exact: true });
    await expect(field).toHaveAttribute("aria-invalid", "true");
    await expect(field).toHaveAccessibleDescription(/This field cannot be empty/);
  }
  await expect(page.getByLabel("Description", { exact: true })).toBeFocused();
  await expect(page.getByLabel("Slug")).not.toHaveAttribute("aria-invalid", "true");
  await expect(page).toHaveURL(/\/content\/new\/article$/);
  await checkA11y(page, "refused fields");
});

test("unpublishing asks first, and No leaves the page on the site", async ({ page, request }) => {
  const api = await adminApi(request);
  const t = token().toLowerCase().replace(/[^a-z0-9]/g, "");
  const title = `Reading the weekly seller report ${t}`;
  const article = await newArticle(api, `weekly-report-${t}`, title);
  expect((await api.post(`/admin/content/${article.id}/publish`)).status()).toBe(200);
  const path = `/insights/weekly-report-${t}`;
  expect((await api.get(path)).status()).toBe(200);
  await loginAsAdmin(page);
  await openEditor(page, article.id);

  // Unpublish asks, naming the page; No keeps it on the site.
  await page.getByRole("button", { name: "Unpublish" }).click();
  const dialog = page.getByRole("dialog", { name: "Take it off the site" });
  await expect(dialog).toContainText(`Take “${title}” off the site?`);
  await expect(dialog).toContainText("page not found");
  await checkA11y(page, "unpublish question");
  await dialog.getByRole("button", { name: "No" }).click();
  await expect(dialog).toBeHidden();
  expect((await api.get(path)).status()).toBe(200);

  // Yes takes it off.
  await page.getByRole("button", { name: "Unpublish" }).click();
  await dialog.getByRole("button", { name: "Yes" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Taken off the site" })).toBeVisible();
  expect((await api.get(path)).status()).toBe(404);
});
