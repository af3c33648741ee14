// Lists shown as cards keep their table for screen readers. Where a list's
// columns do not fit its box, admin.css shows each row as a card (every
// list on a phone): some browsers then drop the roles of the table's rows and cells,
// which are blocks, and the column's name each card shows beside a value
// (generated content) joined the cell's accessible name, so a test looking
// for the cell "Asha" found "First Name Asha" or nothing. The tables name
// their parts' roles and keep the card's labels out of the names, so a
// known cell is found by its role and its value in every layout: by
// Playwright's role query, and in Chromium's own accessibility tree, the
// one a screen reader reads (asked over the DevTools protocol, as
// Playwright's query reads the markup). The phone project looks at 390 px,
// the desktop one at 1280 and 1920 px; axe-core clean in each.
import type { Page } from "@playwright/test";
import { adminApi, checkA11y, createEnquiry, expect, HOME, loginAsAdmin, test, token } from "./admin-helpers";

/** How many cells named `name` Chromium's accessibility tree holds. */
async function cellsInAccessibilityTree(page: Page, name: string): Promise<number> {
  const cdp = await page.context().newCDPSession(page);
  try {
    const { root } = await cdp.send("DOM.getDocument", { depth: 0 });
    const { nodes } = await cdp.send("Accessibility.queryAXTree", { nodeId: root.nodeId, accessibleName: name, role: "cell" });
    return nodes.filter((n) => !n.ignored).length;
  } finally {
    await cdp.detach();
  }
}

/** Whether the list's rows are shown as cards (its column headers then for screen readers only). */
async function asCards(page: Page): Promise<boolean> {
  return page.locator("table thead").first().evaluate((el) => getComputedStyle(el).position === "absolute");
}

test("a known cell of the home enquiry table and of a lead list is found by its role at every width", async ({ page, request }) => {
  // Arrange
  const api = await adminApi(request);
  const first = `Roles${token()}`;
  const { enquiry, service } = await createEnquiry(api, { fName: first });
  await loginAsAdmin(page);
  const phone = page.viewportSize()!.width < 769;
  const widths = phone ? [390] : [1280, 1920];
  const lists = [
    { what: "the home enquiry table", path: HOME, cell: first },
    // The service asked about: a card's key fact, and its own in every row.
    { what: "the enquiry list", path: `/admin-login/leads/enquiries?q=${encodeURIComponent(enquiry.bEmail)}`, cell: `${service.serviceName} - ${service.subServiceName}` },
  ];

  for (const width of widths) {
    await page.setViewportSize({ width, height: 900 });
    for (const { what, path, cell } of lists) {
      // Act
      await page.goto(path);
      const found = page.getByRole("table").getByRole("cell", { name: cell, exact: true });

      // Assert
      await expect(found, `${what} at ${width} px`).toBeVisible();
      const cards = await asCards(page);
      if (width === 390) expect(cards, `${what} is cards on a phone`).toBe(true);
      if (width >= 1280) expect(cards, `${what} is a table at ${width} px`).toBe(false);
      expect(await cellsInAccessibilityTree(page, cell), `${what} at ${width} px (${cards ? "cards" : "a table"}): the cell in Chromium's accessibility tree`).toBe(1);
      await checkA11y(page, `${what} at ${width} px`);
    }
  }
});
