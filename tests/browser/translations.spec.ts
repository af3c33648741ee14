// Translations in the content editor, at phone and desktop widths: the
// content list shows an English page's Hindi translation going out of date
// when the English is published again, the Hindi editor shows which English
// fields changed (the text then and now) and a save brings it back to
// current; a missing translation is started from the list as a Hindi draft
// whose fields start as the English ones, at the English address under
// /hi. Each project works on pages of its own (the two run side by side).
import type { APIRequestContext, TestInfo } from "@playwright/test";
import type { ContentDetail, ContentRow } from "../../islands/src/api/types";
import { adminApi, checkA11y, expect, expectPath, loginAsAdmin, test, token } from "./admin-helpers";

const PAGES = "/admin-login/content/pages";

/** An English service page with a seeded Hindi translation no other test edits: one per project. */
function translatedFor(info: TestInfo): string {
  return info.project.name === "phone" ? "/amazon/register" : "/amazon/account-management";
}

/** The content list's rows matching `query`. */
async function rows(api: APIRequestContext, query: string): Promise<ContentRow[]> {
  const res = await api.get(`/admin/content/page?${query}`);
  expect(res.status()).toBe(200);
  return ((await res.json()) as { items: ContentRow[] }).items;
}

/** The English item at `path`, opened. */
async function englishAt(api: APIRequestContext, path: string): Promise<ContentDetail> {
  const found = (await rows(api, `language=en&perPage=100&q=${encodeURIComponent(path)}`)).find((r) => r.path === path);
  expect(found, `an English item at ${path}`).toBeTruthy();
  return (await (await api.get(`/admin/content/${found!.id}`)).json()) as ContentDetail;
}

test("the content list shows a Hindi translation going out of date when its English is published again, and its editor shows what changed", async ({ page, request }, info) => {
  // Three screens and three axe checks: more than the default minute on a busy machine.
  test.slow();
  // Arrange: the English page published again with a new main heading
  const api = await adminApi(request);
  const path = translatedFor(info);
  const english = await englishAt(api, path);
  const oldH1 = (english.fields as { h1: string }).h1;
  const newH1 = `${oldH1} in Patna ${token()}`;
  const saved = await api.put(`/admin/content/${english.id}/draft`, { data: { baseRevision: english.revision, fields: { ...english.fields, h1: newH1 } } });
  expect(saved.status()).toBe(200);
  await loginAsAdmin(page);
  await page.goto(`${PAGES}?language=en&q=${encodeURIComponent(path)}`);
  // The list names each item by its latest revision's main heading.
  const row = page.getByRole("row").filter({ has: page.getByRole("link", { name: newH1, exact: true }) });
  await expect(row.getByRole("cell").filter({ hasText: "Hindi" })).toContainText(/Hindi[^:]*: current/);

  // Act
  expect((await api.post(`/admin/content/${english.id}/publish`)).status()).toBe(200);
  await page.reload();

  // Assert: out of date in the list, filterable as such
  const cell = row.getByRole("cell").filter({ hasText: "Hindi" });
  await expect(cell).toContainText(/Hindi[^:]*: out of date/);
  await checkA11y(page, "content list with an out-of-date translation");
  await page.getByLabel("Hindi translation").selectOption("outdated");
  await page.getByRole("button", { name: "Apply filters" }).click();
  await expect(page).toHaveURL(/translation=outdated/);
  await expect(row).toBeVisible();

  // The Hindi editor names the English fields changed, then and now.
  await cell.getByRole("link", { name: /^Hindi/ }).click();
  await expect(page.getByRole("heading", { name: "Hindi translation: out of date" })).toBeVisible();
  const changes = page.getByRole("table", { name: "English fields changed since this translation was last saved" });
  const h1 = changes.getByRole("row").filter({ has: page.getByRole("rowheader", { name: "Main heading (h1)" }) });
  await expect(h1.getByRole("cell").nth(0)).toHaveText(oldH1);
  await expect(h1.getByRole("cell").nth(1)).toHaveText(newH1);
  await expect(changes.getByRole("row")).toHaveCount(2);
  await checkA11y(page, "out-of-date translation");

  // Saving the translation records it against the English as now published.
  await page.getByRole("button", { name: "Save draft" }).click();
  await expect(page.getByRole("heading", { name: "Hindi translation: current" })).toBeVisible();
  await expect(changes).toHaveCount(0);
  await page.goto(`${PAGES}?language=en&q=${encodeURIComponent(path)}`);
  await expect(cell).toContainText(/Hindi[^:]*: current/);
});

test("a missing Hindi translation is started from the content list as a draft of the English at its /hi address", async ({ page, request }, info) => {
  // Arrange: an English service page with no Hindi yet, one per project
  // (serve.sh takes the Hindi editions of /meesho and /ajio out)
  const api = await adminApi(request);
  const path = info.project.name === "phone" ? "/meesho" : "/ajio";
  const missing = await rows(api, "kind=servicePage&language=en&translation=missing&perPage=100");
  const found = missing.find((r) => r.path === path);
  expect(found, `${path} has no Hindi edition yet`).toBeTruthy();
  const english = found!;
  await loginAsAdmin(page);
  await page.goto(`${PAGES}?translation=missing&q=${encodeURIComponent(english.path!)}`);
  const row = page.getByRole("row").filter({ has: page.getByRole("link", { name: english.title, exact: true }) });
  await expect(row).toContainText("Hindi: missing");
  await checkA11y(page, "content list with a missing translation");

  // Act
  await row.getByRole("button", { name: `Start the Hindi translation of ${english.title}` }).click();

  // Assert: the new Hindi draft's editor, its fields the English ones
  await expect(page.getByRole("heading", { name: "Hindi translation: current" })).toBeVisible();
  await expect(page).toHaveURL(/\/admin-login\/content\/\d+$/);
  const id = Number(new URL(page.url()).pathname.split("/").pop());
  expect(id).not.toBe(english.id);
  await expect(page.getByRole("link", { name: english.title, exact: true })).toHaveAttribute("href", `/admin-login/content/${english.id}`);
  await expect(page.locator(".content-standing")).toContainText("Draft");
  await expect(page.getByRole("link", { name: /^Preview/ })).toHaveAttribute("href", `/hi${english.path}?preview`);
  const opened = (await (await api.get(`/admin/content/${english.id}`)).json()) as ContentDetail;
  await expect(page.locator("#field-h1")).toHaveValue((opened.fields as { h1: string }).h1);
  await checkA11y(page, "a new Hindi translation");

  // The list now links the English page to its Hindi draft.
  await page.goto(`${PAGES}?language=en&q=${encodeURIComponent(english.path!)}`);
  await expect(row).toContainText(/Hindi[^:]*: current/);
  await row.getByRole("link", { name: `Hindi translation of ${english.title}` }).click();
  await expectPath(page, `/admin-login/content/${id}`);
});
