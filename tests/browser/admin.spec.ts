// Administrator area: the admin home (business enquiries), the
// enquiry update form, career applications and their update form, and
// departments with positions (and the note on a position whose job page
// has no description yet).
// Every test signs the page in through the API and arranges its own data.
import type { OriginalApplication as Application, OriginalDepartment as Department } from "../../islands/src/api/types";
import {
  CAREERS,
  DEPARTMENTS,
  HOME,
  adminApi,
  answerConfirmation,
  cellOf,
  checkA11y,
  columnHeaders,
  createApplication,
  createDepartment,
  createPosition,
  createEnquiry,
  expect,
  armTimer,
  expectAboutThreeSeconds,
  msFromAppearance,
  expectPath,
  formatIndiaTime,
  inScreen,
  loginAsAdmin,
  PRODUCT_NAME,
  rowWith,
  test,
  unique,
  widthRatioToParent,
} from "./admin-helpers";

const HOME_COLUMNS = [
  "ID",
  "First Name",
  "Last Name",
  "Business Email",
  "Contact No",
  "Address",
  "Message",
  "Service",
  "Date",
  "Update",
  "Delete",
];

const CAREER_COLUMNS = ["ID", "Full Name", "Email", "Contact No", "Position Applied", "Date Of Application", "Delete"];

test.describe("admin home: business enquiries", () => {
  test("the table has exactly the agreed columns and shows a new enquiry with its service and India time", async ({ page, request }) => {
    const api = await adminApi(request);
    const { enquiry, service } = await createEnquiry(api);
    await loginAsAdmin(page);
    await page.goto(HOME);

    const table = page.getByRole("table");
    await expect(table).toBeVisible();
    expect(await columnHeaders(table)).toEqual(HOME_COLUMNS);
    const tags = await table.getByRole("columnheader").evaluateAll((ths) => ths.map((th) => th.tagName));
    expect(tags.every((t) => t === "TH"), `header cells are <th>: ${tags.join(",")}`).toBe(true);

    const row = rowWith(table, enquiry.bEmail);
    await expect(row).toHaveCount(1);
    await expect(await cellOf(table, row, "ID")).toHaveText(String(enquiry.bId));
    await expect(await cellOf(table, row, "First Name")).toHaveText(enquiry.fName);
    await expect(await cellOf(table, row, "Last Name")).toHaveText(enquiry.lName);
    await expect(await cellOf(table, row, "Business Email")).toHaveText(enquiry.bEmail);
    await expect(await cellOf(table, row, "Contact No")).toHaveText(enquiry.contactNumber);
    await expect(await cellOf(table, row, "Address")).toHaveText(enquiry.address);
    await expect(await cellOf(table, row, "Message")).toHaveText(enquiry.message);
    await expect(await cellOf(table, row, "Service")).toHaveText(`${service.serviceName} - ${service.subServiceName}`);
    await expect(await cellOf(table, row, "Date")).toHaveText(formatIndiaTime(enquiry.submittedAt));

    await expect(inScreen(page, page.getByRole("link", { name: /^Career Page\b/ }))).toBeVisible();
    await expect(inScreen(page, page.getByRole("link", { name: /^Department\b/ }))).toBeVisible();
    await expect(inScreen(page, page.getByRole("link", { name: /^Services\b/ }))).toBeVisible();
    await expect(inScreen(page, page.getByText("Logout", { exact: true }))).toBeVisible();
    await checkA11y(page);
  });

  test("the section cards lead to Career Page, Department and Services", async ({ page }) => {
    await loginAsAdmin(page);
    const cards: [RegExp, string][] = [
      [/^Career Page\b/, CAREERS],
      [/^Department\b/, DEPARTMENTS],
      [/^Services\b/, "/admin-login/all-services"],
    ];
    for (const [name, path] of cards) {
      await page.goto(HOME);
      await inScreen(page, page.getByRole("link", { name })).click();
      await expectPath(page, path);
    }
  });

  test("each screen has one title, whether the server rendered it or the island moved to it", async ({ page, request }) => {
    await loginAsAdmin(page);
    const documentTitle = async (path: string) => {
      const res = await request.get(path, { headers: { cookie: (await page.context().cookies()).map((c) => `${c.name}=${c.value}`).join("; ") } });
      return /<title>([^<]*)<\/title>/.exec(await res.text())?.[1];
    };
    await page.goto(HOME);
    await expect(page).toHaveTitle(`Today | ${PRODUCT_NAME}`);
    expect(await documentTitle(HOME)).toBe(`Today | ${PRODUCT_NAME}`);
    // Moved to in the island, then rendered by the server: the same title.
    await inScreen(page, page.getByRole("link", { name: /^Department\b/ })).click();
    await expectPath(page, DEPARTMENTS);
    await expect(page).toHaveTitle(`Departments | ${PRODUCT_NAME}`);
    expect(await documentTitle(DEPARTMENTS)).toBe(`Departments | ${PRODUCT_NAME}`);
  });

  test("Delete asks Confirm Deletion: No and Escape keep the row, focus goes in and back, Yes deletes", async ({ page, request }) => {
    const api = await adminApi(request);
    const { enquiry } = await createEnquiry(api);
    await loginAsAdmin(page);
    await page.goto(HOME);
    const row = rowWith(page.getByRole("table"), enquiry.bEmail);
    await expect(row).toHaveCount(1);
    const remove = row.getByRole("button", { name: /^(Remove|Delete)\b/ });
    const dialog = page.getByRole("dialog", { name: "Confirm Deletion" });

    // No: closes, keeps the row, gives focus back.
    await remove.click();
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText("Are you sure you want to delete this enquiry?");
    // A second line says what goes with it.
    await expect(dialog).toContainText("Its history goes with it, for good.");
    await expect(dialog.getByRole("button", { name: "Yes", exact: true })).toBeVisible();
    await expect(dialog.getByRole("button", { name: "No", exact: true })).toBeVisible();
    await expect
      .poll(() => dialog.evaluate((d) => d.contains(document.activeElement)), { message: "focus is inside the dialog" })
      .toBe(true);
    await checkA11y(page, "admin home with the deletion dialog open");
    await dialog.getByRole("button", { name: "No", exact: true }).click();
    await expect(dialog).toBeHidden();
    await expect(row).toHaveCount(1);
    await expect(remove).toBeFocused();

    // Escape: closes like No.
    await remove.click();
    await expect(dialog).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(row).toHaveCount(1);
    await expect(remove).toBeFocused();

    // Yes: deletes that enquiry.
    await remove.click();
    await expect(dialog).toBeVisible();
    await dialog.getByRole("button", { name: "Yes", exact: true }).click();
    await expect(dialog).toBeHidden();
    await expect(row).toHaveCount(0);
    const gone = await api.get(`/userbe/getabq/${enquiry.bId}`);
    expect(gone.status(), "the enquiry is deleted on the server").toBe(404);
  });
});

test.describe("enquiry update", () => {
  test("the form is prefilled with a read-only ID; a new message is saved and shown back on the admin home", async ({ page, request }) => {
    const api = await adminApi(request);
    const { enquiry, service } = await createEnquiry(api);
    await loginAsAdmin(page);
    await page.goto(HOME);
    const row = rowWith(page.getByRole("table"), enquiry.bEmail);
    await row.getByRole("link", { name: /^Update\b/ }).click();
    await expectPath(page, `/admin-login/admin-home/update-benquiry/${enquiry.bId}`);

    const id = page.getByLabel("ID", { exact: true });
    await expect(id).toHaveValue(String(enquiry.bId));
    await expect(id).not.toBeEditable();
    await expect(page.getByLabel("First Name")).toHaveValue(enquiry.fName);
    await expect(page.getByLabel("Last Name")).toHaveValue(enquiry.lName);
    await expect(page.getByLabel("Business Email")).toHaveValue(enquiry.bEmail);
    await expect(page.getByLabel("Business Email")).toHaveAttribute("type", "email");
    const select = page.getByLabel("Select Service");
    await expect
      .poll(() => select.evaluate((s: HTMLSelectElement) => s.selectedOptions[0]?.textContent?.trim()))
      .toBe(`${service.serviceName} - ${service.subServiceName}`);
    await expect(page.getByLabel("Contact Number")).toHaveValue(enquiry.contactNumber);
    await expect(page.getByLabel("Address")).toHaveValue(enquiry.address);
    const message = page.getByLabel("Message");
    await expect(message).toHaveValue(enquiry.message);
    for (const label of ["First Name", "Last Name", "Business Email", "Select Service", "Contact Number", "Address", "Message"]) {
      await expect(page.getByLabel(label), `${label} is required`).toHaveAttribute("required", /.*/);
    }

    const form = page.locator("form").filter({ has: page.getByLabel("First Name") });
    const ratio = await widthRatioToParent(form);
    if (page.viewportSize()!.width >= 768) expect(ratio, "50% wide on desktop").toBeCloseTo(0.5, 1);
    else expect(ratio, "full width on a phone").toBeGreaterThan(0.97);
    await checkA11y(page);

    const newMessage = unique("Updated message");
    await message.fill(newMessage);
    await armTimer(page, "Form updated successfully!");
    await form.getByRole("button", { name: /update|save|submit/i }).click();
    await expect(page.getByText("Form updated successfully!", { exact: true })).toBeVisible();
    expectAboutThreeSeconds(await msFromAppearance(page, "navigated"), "Form updated successfully! to the list");
    expect(await msFromAppearance(page, "hidden"), "the message stays until the list opens").toBeGreaterThanOrEqual(2500);
    await expectPath(page, HOME);
    const table = page.getByRole("table");
    const updated = rowWith(table, enquiry.bEmail);
    await expect(await cellOf(table, updated, "Message")).toHaveText(newMessage);
  });
});

test.describe("enquiry update refused", () => {
  test("a refusal of two fields shows each message at its own field and keeps what was typed", async ({ page, request, browserLog }) => {
    browserLog.allowFailedRequest(/^\/admin\/enquiries\/\d+$/, 422);
    const api = await adminApi(request);
    const { enquiry } = await createEnquiry(api);
    await loginAsAdmin(page);
    // The server names every refused field in `errors`; this answer stands in for one refusing two.
    await page.route(`**/admin/enquiries/${enquiry.bId}`, (route) =>
      route.request().method() !== "PATCH" ? route.fallback() : route.fulfill({
        status: 422,
        contentType: "application/json",
        body: JSON.stringify({
          error: "First name is required.",
          field: "firstName",
          errors: [
            { field: "firstName", error: "First name is required." },
            { field: "email", error: "Enter a valid e-mail address." },
          ],
        }),
      }),
    );
    await page.goto(`/admin-login/admin-home/update-benquiry/${enquiry.bId}`);
    const first = page.getByLabel("First Name");
    const email = page.getByLabel("Business Email");
    await first.fill(" ");
    await email.fill("asha@example");
    await page.getByRole("button", { name: "Update", exact: true }).click();

    await expect(page.getByRole("alert").filter({ hasText: "The enquiry was not updated: First name is required." })).toBeVisible();
    await expect(first).toHaveAccessibleDescription("First name is required.");
    await expect(email).toHaveAccessibleDescription("Enter a valid e-mail address.");
    await expect(first).toBeFocused();
    await expect(email).toHaveValue("asha@example");
    await expectPath(page, `/admin-login/admin-home/update-benquiry/${enquiry.bId}`);
    await checkA11y(page, "the update form with two refused fields");

    // Changing a field clears its own message only.
    await email.fill("asha@example.test");
    await expect(email).not.toHaveAttribute("aria-invalid", /.*/);
    await expect(first).toHaveAccessibleDescription("First name is required.");
  });
});

test.describe("career applications", () => {
  test("the table lists a new application with its position and date; Delete removes it", async ({ page, request }) => {
    const api = await adminApi(request);
    const { application, position } = await createApplication(api);
    await loginAsAdmin(page);
    await page.goto(CAREERS);

    const table = page.getByRole("table");
    await expect(table).toBeVisible();
    // Exactly the agreed columns, in their order.
    expect(await columnHeaders(table)).toEqual(CAREER_COLUMNS);

    const row = rowWith(table, application.email);
    await expect(row).toHaveCount(1);
    await expect(await cellOf(table, row, "ID")).toHaveText(String(application.cId));
    await expect(await cellOf(table, row, "Full Name")).toHaveText(application.fullName);
    await expect(await cellOf(table, row, "Email")).toHaveText(application.email);
    await expect(await cellOf(table, row, "Contact No")).toHaveText(application.mobileNumber);
    await expect(await cellOf(table, row, "Position Applied")).toHaveText(position.posName);
    await expect(await cellOf(table, row, "Date Of Application")).toHaveText(formatIndiaTime(application.submittedAt));
    await checkA11y(page);

    // The update screen stays reachable: an Update link in the Delete column's cell.
    const deleteCell = await cellOf(table, row, "Delete");
    const update = deleteCell.getByRole("link", { name: `Update application ${application.cId}`, exact: true });
    await expect(update).toBeVisible();
    await expect(update).toHaveAttribute("href", `/admin-login/admin-home/update-cenquiry/${position.posId}/${application.cId}`);

    const del = deleteCell.getByRole("button");
    await del.click();
    const dialog = page.getByRole("dialog");
    await expect(dialog, "deleting asks for confirmation").toBeVisible();
    await dialog.getByRole("button", { name: "Yes", exact: true }).click();
    await expect(row).toHaveCount(0);
    const all = (await (await api.get("/admin/getallcp")).json()) as Application[];
    expect(all.some((a) => a.cId === application.cId), "the application is deleted on the server").toBe(false);
  });

  test("an application whose position was deleted still shows the position name", async ({ page, request }) => {
    const api = await adminApi(request);
    const { application, position } = await createApplication(api);
    const res = await api.delete(`/admin/departments/deletepos/${position.posId}`);
    expect(res.status()).toBe(204);
    await loginAsAdmin(page);
    await page.goto(CAREERS);
    const table = page.getByRole("table");
    const row = rowWith(table, application.email);
    await expect(row).toHaveCount(1);
    await expect(await cellOf(table, row, "Position Applied")).toContainText(position.posName);
  });

  test("the update form has a read-only ID; saving shows Form updated successfully! and returns to the list", async ({ page, request }) => {
    const api = await adminApi(request);
    const { application, position } = await createApplication(api);
    await loginAsAdmin(page);
    const path = `/admin-login/admin-home/update-cenquiry/${position.posId}/${application.cId}`;
    await page.goto(path);

    const id = page.getByLabel("ID", { exact: true });
    await expect(id).toHaveValue(String(application.cId));
    await expect(id).not.toBeEditable();
    const name = page.getByLabel("Full Name");
    await expect(name).toHaveValue(application.fullName);
    await expect(page.getByLabel("Email", { exact: true })).toHaveValue(application.email);
    await expect(page.getByLabel("Email", { exact: true })).toHaveAttribute("type", "email");
    await expect(page.getByLabel("Mobile Number")).toHaveValue(application.mobileNumber);
    const select = page.getByLabel("Select Position");
    await expect
      .poll(() => select.evaluate((s: HTMLSelectElement) => s.selectedOptions[0]?.textContent?.trim()))
      .toBe(position.posName);
    for (const label of ["Full Name", "Select Position", "Mobile Number"]) {
      await expect(page.getByLabel(label), `${label} is required`).toHaveAttribute("required", /.*/);
    }
    await expect(page.getByLabel("Email", { exact: true })).toHaveAttribute("required", /.*/);
    await checkA11y(page);

    const newName = unique("Renamed Applicant");
    await name.fill(newName);
    const form = page.locator("form").filter({ has: name });
    await armTimer(page, "Form updated successfully!");
    await form.getByRole("button", { name: /update|save|submit/i }).click();
    await expect(page.getByText("Form updated successfully!", { exact: true })).toBeVisible();
    expectAboutThreeSeconds(await msFromAppearance(page, "navigated"), "Form updated successfully! to the list");
    expect(await msFromAppearance(page, "hidden"), "the message stays until the list opens").toBeGreaterThanOrEqual(2500);
    await expectPath(page, CAREERS);
    const table = page.getByRole("table");
    await expect(await cellOf(table, rowWith(table, application.email), "Full Name")).toHaveText(newName);
  });
});

test.describe("departments and positions", () => {
  test("add a department, add a position to it, delete the position, delete the department", async ({ page, request }) => {
    const api = await adminApi(request);
    await loginAsAdmin(page);
    await page.goto(DEPARTMENTS);
    await checkA11y(page);

    const dName = unique("Department");
    await page.getByLabel("Department Name").fill(dName);
    await page.getByLabel("Department Name").press("Enter");
    const dept = page.getByRole("region", { name: dName });
    await expect(dept).toBeVisible();
    await expect(page.getByLabel("Department Name")).toHaveValue("");

    const posName = unique("Position");
    await dept.getByLabel("Position Name").fill(posName);
    await dept.getByLabel("Number of Posts").fill("3");
    await dept.getByLabel("Number of Posts").press("Enter");
    const posRow = rowWith(dept, posName);
    await expect(posRow).toHaveCount(1);
    await expect(posRow).toContainText("3");
    await checkA11y(page, "departments with a new position");

    const depts = (await (await api.get("/admin/alldepts")).json()) as Department[];
    const stored = depts.find((d) => d.dName === dName);
    expect(stored?.positions.map((p) => [p.posName, p.numberOfPosts])).toEqual([[posName, 3]]);

    await answerConfirmation(page, posRow.getByRole("button", { name: /delete/i }), "Are you sure");
    await expect(posRow).toHaveCount(0);
    await expect(dept).toBeVisible();

    await answerConfirmation(page, dept.getByRole("button", { name: /delete department/i }), "Are you sure");
    await expect(page.getByRole("region", { name: dName })).toHaveCount(0);
    await expect(page.getByRole("heading", { name: dName, exact: true })).toHaveCount(0);
  });

  test("a position without a description says its job page is incomplete until one is saved", async ({ page, request }) => {
    const api = await adminApi(request);
    const department = await createDepartment(api, unique("Marketplace"));
    const bare = await createPosition(api, department.dId, unique("Catalogue Executive"));
    const described = await createPosition(api, department.dId, unique("Account Manager"));
    const saved = await api.put(`/admin/positions/${described.posId}/job`, { data: { description: "You will run Amazon seller accounts for our clients." } });
    expect(saved.status()).toBe(200);
    await loginAsAdmin(page);
    await page.goto(DEPARTMENTS);

    const dept = page.getByRole("region", { name: department.dName });
    const bareRow = rowWith(dept, bare.posName);
    await expect(bareRow.getByText("job page incomplete: no description", { exact: true })).toBeVisible();
    await expect(rowWith(dept, described.posName)).not.toContainText("job page incomplete");
    await checkA11y(page, "a position with an incomplete job page");

    await bareRow.getByRole("button", { name: `Job page of ${bare.posName}` }).click();
    const editor = dept.getByRole("form", { name: `Job page: ${bare.posName}` });
    await expect(editor).toContainText("Without a description it carries no job posting");
    await editor.getByLabel("Description (responsibilities and requirements)").fill("Upload and correct catalogues on Flipkart Seller Hub.\n\n- Excel\n- Hindi and English");
    await editor.getByRole("button", { name: "Save job page" }).click();
    await expect(editor.getByText("Job page saved.")).toBeVisible();
    await expect(bareRow).not.toContainText("job page incomplete");
    await expect(editor).not.toContainText("Without a description");
  });
});
