// Administrator area: the administrators list, service management
// and affiliate products.
// Every test signs the page in through the API and arranges its own data.
import type { ApiError, OriginalAdmin as Admin, OriginalService as Service, Product } from "../../islands/src/api/types";
import {
  ADMINS,
  AFFILIATES,
  SEED_ADMIN,
  SERVICES,
  adminApi,
  answerConfirmation,
  checkA11y,
  createAdmin,
  createProduct,
  createService,
  expect,
  armTimer,
  expectAboutThreeSeconds,
  msFromAppearance,
  expectPath,
  loginAsAdmin,
  rowTone,
  rowWith,
  siteImageUrls,
  test,
  token,
  unique,
} from "./admin-helpers";

test.describe("administrators", () => {
  test("a second administrator is listed and deleted after Are you sure you want to delete the admin?", async ({ page, request }) => {
    const api = await adminApi(request);
    const t = token();
    const other = await createAdmin(api, `Second Admin ${t}`, `second.${t}@example.test`);
    await loginAsAdmin(page);
    await page.goto(ADMINS);
    const row = rowWith(page.getByRole("table"), other.email);
    await expect(row).toHaveCount(1);
    await expect(row).toContainText(other.username);
    await expect(row).toContainText(other.mobile);
    await expect(rowWith(page.getByRole("table"), SEED_ADMIN.email)).toHaveCount(1);
    await checkA11y(page);

    const del = row.getByRole("button", { name: /delete/i });
    await answerConfirmation(page, del, "Are you sure you want to delete the admin?", "No");
    await expect(row).toHaveCount(1);

    await answerConfirmation(page, del, "Are you sure you want to delete the admin?", "Yes");
    await expect(row).toHaveCount(0);
    const admins = (await (await api.get("/admin/getalla")).json()) as Admin[];
    expect(admins.some((a) => a.email === other.email), "deleted on the server").toBe(false);
  });

  test("deleting yourself shows the server's error and keeps the row", async ({ page, request, browserLog }) => {
    browserLog.allowFailedRequest(/^\/admin\/admins\/\d+$/, 409);
    const api = await adminApi(request);
    const admins = (await (await api.get("/admin/getalla")).json()) as Admin[];
    const me = admins.find((a) => a.email === SEED_ADMIN.email)!;
    // What the server says (the API context is the same administrator, so it refuses too).
    const refused = await api.delete(`/admin/deleteuser/${me.user_id}`);
    expect(refused.status()).toBe(409);
    const reason = ((await refused.json()) as ApiError).error;

    await loginAsAdmin(page);
    await page.goto(ADMINS);
    const row = rowWith(page.getByRole("table"), SEED_ADMIN.email);
    await expect(row).toHaveCount(1);
    await answerConfirmation(page, row.getByRole("button", { name: /delete/i }), "Are you sure you want to delete the admin?");
    await expect(page.getByText(reason)).toBeVisible();
    await expect(row).toHaveCount(1);
    await expectPath(page, ADMINS);
  });
});

test.describe("services", () => {
  test("the list shows services; a new one is added with Service Name and Sub Service Name", async ({ page, request }) => {
    const api = await adminApi(request);
    const existing = await createService(api, unique("Listed Service"), unique("Listed Sub"));
    await loginAsAdmin(page);
    await page.goto(SERVICES);
    const existingRow = rowWith(page.getByRole("table"), existing.serviceName);
    await expect(existingRow).toHaveCount(1);
    await expect(existingRow).toContainText(existing.subServiceName);
    await checkA11y(page);

    const serviceName = unique("New Service");
    const subServiceName = unique("New Sub");
    await page.getByLabel("Service Name", { exact: true }).fill(serviceName);
    await page.getByLabel("Sub Service Name", { exact: true }).fill(subServiceName);
    await page.getByLabel("Sub Service Name", { exact: true }).press("Enter");
    const row = rowWith(page.getByRole("table"), serviceName);
    await expect(row).toHaveCount(1);
    await expect(row).toContainText(subServiceName);
    const list = (await (await api.get("/serviceent/list")).json()) as Service[];
    expect(list.some((s) => s.serviceName === serviceName && s.subServiceName === subServiceName)).toBe(true);
  });

  test("the search box filters case-insensitively by service or sub-service substring", async ({ page, request }) => {
    const api = await adminApi(request);
    const t = token();
    const a = await createService(api, `Alpha${t} Ads`, "Sponsored products");
    const b = await createService(api, "Catalogue work", `Beta${t} Listing`);
    await loginAsAdmin(page);
    await page.goto(SERVICES);
    const table = page.getByRole("table");
    const rowA = rowWith(table, a.serviceName);
    const rowB = rowWith(table, b.subServiceName);
    await expect(rowA).toHaveCount(1);
    await expect(rowB).toHaveCount(1);

    const search = page.getByRole("searchbox");
    await search.fill(`ALPHA${t.toUpperCase()}`);
    await expect(rowA).toHaveCount(1);
    await expect(rowB).toHaveCount(0);

    await search.fill(`eta${t} list`);
    await expect(rowB).toHaveCount(1);
    await expect(rowA).toHaveCount(0);

    await search.fill(t.toUpperCase());
    await expect(rowA).toHaveCount(1);
    await expect(rowB).toHaveCount(1);
    await checkA11y(page, "services while searching");

    await search.fill(`zz${t}nothing`);
    await expect(rowA).toHaveCount(0);
    await expect(rowB).toHaveCount(0);

    await search.fill("");
    await expect(rowA).toHaveCount(1);
    await expect(rowB).toHaveCount(1);
  });

  test("a service is deleted after Are you sure you want to delete the service?", async ({ page, request }) => {
    const api = await adminApi(request);
    const svc = await createService(api, unique("Doomed Service"), unique("Doomed Sub"));
    await loginAsAdmin(page);
    await page.goto(SERVICES);
    const row = rowWith(page.getByRole("table"), svc.serviceName);
    await expect(row).toHaveCount(1);
    const del = row.getByRole("button", { name: /delete/i });
    await answerConfirmation(page, del, "Are you sure you want to delete the service?", "No");
    await expect(row).toHaveCount(1);
    await answerConfirmation(page, del, "Are you sure you want to delete the service?", "Yes");
    await expect(row).toHaveCount(0);
    const list = (await (await api.get("/serviceent/list")).json()) as Service[];
    expect(list.some((s) => s.serId === svc.serId)).toBe(false);
  });
});

test.describe("affiliate products", () => {
  test("the list marks active rows green and inactive rows red, with the words Active and Inactive", async ({ page, request }) => {
    const api = await adminApi(request);
    const active = await createProduct(api, { title: unique("Active Kettle"), active: true });
    const inactive = await createProduct(api, { title: unique("Inactive Kettle"), active: false });
    await loginAsAdmin(page);
    await page.goto(AFFILIATES);
    const table = page.getByRole("table");
    const activeRow = rowWith(table, active.title);
    const inactiveRow = rowWith(table, inactive.title);
    await expect(activeRow).toHaveCount(1);
    await expect(inactiveRow).toHaveCount(1);
    await expect(activeRow.getByText("Active", { exact: true })).toBeVisible();
    await expect(inactiveRow.getByText("Inactive", { exact: true })).toBeVisible();
    expect(await rowTone(activeRow), "active row colour").toBe("green");
    expect(await rowTone(inactiveRow), "inactive row colour").toBe("red");
    await checkA11y(page);
  });

  test("a product added in the form ends on /affiliate showing it, with its fields stored", async ({ page, request, baseURL }) => {
    const api = await adminApi(request);
    await loginAsAdmin(page);
    await page.goto(AFFILIATES);
    await page.getByRole("main").getByRole("link", { name: /^add\b/i }).click();
    await expectPath(page, "/admin-login/aff/add-aff");
    await checkA11y(page);

    const title = unique("Steel Bottle");
    const [img1, img2] = await siteImageUrls(api, baseURL!);
    await page.getByLabel("Title", { exact: true }).fill(title);
    await page.getByLabel("Description", { exact: true }).fill("Overview::Keeps water cold|||Build::Steel");
    await page.getByLabel("Image URLs", { exact: true }).fill(`  ${img1}  \n\n${img2}\n`);
    await page.getByLabel("Affiliate Link", { exact: true }).fill("https://www.amazon.in/dp/B0TEST1234");
    await page.getByLabel("Brand", { exact: true }).fill("Milton");
    await page.getByLabel("Category", { exact: true }).fill("Kitchen");
    await page.getByLabel("Platform", { exact: true }).fill("Amazon");
    await page.getByLabel("Price", { exact: true }).fill("499.50");
    await page.getByLabel("Original Price (M.R.P.)", { exact: true }).fill("899");
    await page.getByLabel("Active", { exact: true }).check();
    await expect(page.getByLabel("Affiliate Link", { exact: true })).toHaveAttribute("type", "url");
    await expect(page.getByLabel("Title", { exact: true })).toHaveAttribute("required", /.*/);
    await expect(page.getByLabel("Price", { exact: true })).toHaveAttribute("required", /.*/);

    await page.getByRole("main").getByRole("button", { name: /^(add|save|submit|create)/i }).click();
    await expectPath(page, "/affiliate");
    await expect(page.getByText(title).first()).toBeVisible();

    const all = (await (await api.get("/admin/aff/all")).json()) as Product[];
    const stored = all.find((p) => p.title === title);
    expect(stored, "stored").toBeTruthy();
    expect(stored).toMatchObject({
      description: "Overview::Keeps water cold|||Build::Steel",
      imageUrls: [img1, img2],
      affiliateLink: "https://www.amazon.in/dp/B0TEST1234",
      brand: "Milton",
      category: "Kitchen",
      platform: "Amazon",
      price: 499.5,
      originalPrice: 899,
      active: true,
    });
  });

  test("updating a product shows Form updated successfully! and returns to /admin-login/aff", async ({ page, request }) => {
    const api = await adminApi(request);
    const product = await createProduct(api, { title: unique("Old Title"), active: true });
    await loginAsAdmin(page);
    await page.goto(AFFILIATES);
    await rowWith(page.getByRole("table"), product.title).getByRole("link", { name: /^Update\b/ }).click();
    const path = `/admin-login/aff/update/${product.id}`;
    await expectPath(page, path);

    const title = page.getByLabel("Title", { exact: true });
    await expect(title).toHaveValue(product.title);
    await expect(page.getByLabel("Brand", { exact: true })).toHaveValue(product.brand);
    await expect(page.getByLabel("Price", { exact: true })).toHaveValue(String(product.price));
    await expect(page.getByLabel("Active", { exact: true })).toBeChecked();
    await checkA11y(page);

    const newTitle = unique("New Title");
    await title.fill(newTitle);
    await page.getByLabel("Active", { exact: true }).uncheck();
    await armTimer(page, "Form updated successfully!");
    await page.getByRole("main").getByRole("button", { name: /^(update|save|submit)/i }).click();
    await expect(page.getByText("Form updated successfully!", { exact: true })).toBeVisible();
    expectAboutThreeSeconds(await msFromAppearance(page, "navigated"), "Form updated successfully! to the list");
    expect(await msFromAppearance(page, "hidden"), "the message stays until the list opens").toBeGreaterThanOrEqual(2500);
    await expectPath(page, AFFILIATES);
    const row = rowWith(page.getByRole("table"), newTitle);
    await expect(row).toHaveCount(1);
    await expect(row.getByText("Inactive", { exact: true })).toBeVisible();
  });

  test("a product is deleted after Are you sure to delete?", async ({ page, request }) => {
    const api = await adminApi(request);
    const product = await createProduct(api, { title: unique("Doomed Product") });
    await loginAsAdmin(page);
    await page.goto(AFFILIATES);
    const row = rowWith(page.getByRole("table"), product.title);
    await expect(row).toHaveCount(1);
    const del = row.getByRole("button", { name: /delete/i });
    await answerConfirmation(page, del, "Are you sure to delete?", "No");
    await expect(row).toHaveCount(1);
    await answerConfirmation(page, del, "Are you sure to delete?", "Yes");
    await expect(row).toHaveCount(0);
    const gone = await api.get(`/admin/aff/${product.id}`);
    expect(gone.status()).toBe(404);
  });

  test("the product list searches, filters, sorts and pages through the address, and exports what it shows", async ({ page, request }) => {
    const api = await adminApi(request);
    const brand = unique("Kettleworks");
    const cheap = await createProduct(api, { title: unique("Steel Kettle"), brand, price: 499, active: true });
    const dear = await createProduct(api, { title: unique("Glass Kettle"), brand, price: 2499, active: true });
    const hidden = await createProduct(api, { title: unique("Copper Kettle"), brand, price: 999, active: false });
    await loginAsAdmin(page);

    await page.goto("/admin-login/aff");
    await page.getByLabel("Search").fill(brand);
    await page.getByLabel("Sort").selectOption("-price");
    await page.getByRole("button", { name: "Apply filters" }).click();
    await expect(page).toHaveURL(/sort=-price/);
    const table = page.getByRole("table", { name: "Products" });
    await expect(table.getByRole("row")).toHaveCount(4);
    await expect(table.getByRole("row").nth(1)).toContainText(dear.title);
    await expect(table.getByRole("row").nth(3)).toContainText(cheap.title);
    await expect(page.getByLabel("Shown").locator("option")).toHaveText([
      "Active and inactive (3)",
      "Active (2)",
      "Inactive (1)",
    ]);
    await checkA11y(page);

    await page.getByLabel("Shown").selectOption("false");
    await page.getByRole("button", { name: "Apply filters" }).click();
    await expect(table.getByRole("row")).toHaveCount(2);
    await expect(rowWith(table, hidden.title).getByText("Inactive", { exact: true })).toBeVisible();

    await page.goto(`/admin-login/products?q=${encodeURIComponent(brand)}&sort=price&perPage=2`);
    await expect(table.getByRole("row").nth(1)).toContainText(cheap.title);
    await page.getByRole("link", { name: "Next page" }).click();
    await expect(page).toHaveURL(/page=2/);
    await expect(table.getByRole("row")).toHaveCount(2);
    await expect(table.getByRole("row").nth(1)).toContainText(dear.title);

    const download = page.waitForEvent("download");
    await page.getByRole("link", { name: "Export CSV" }).click();
    const text = (await import("node:fs")).readFileSync(await (await download).path(), "utf8");
    for (const p of [cheap, dear, hidden]) expect(text).toContain(p.title);
  });
});
