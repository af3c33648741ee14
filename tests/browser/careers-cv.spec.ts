// Careers with a CV, and a person's data: a candidate applies from a job's
// page with a CV with scripts on (the island posts multipart) and off (the
// plain form posts to /careerpg), a refused file is named at its field with
// everything else kept, an administrator downloads the CV from the
// application's page, and erases everything held about the candidate.
// Runs at 1280 px and 390 px (the two projects), axe-core clean.
import { readFile } from "node:fs/promises";
import { adminApi, checkA11y, createDepartment, createPosition, expect, loginAsAdmin, test, unique } from "./admin-helpers";
import { checkA11yWithoutScripts } from "./fixtures";

const PDF = Buffer.from("%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n");

/** An open position with its job page; its slug. */
async function openJob(request: import("@playwright/test").APIRequestContext): Promise<{ slug: string; posId: number }> {
  const api = await adminApi(request);
  const dept = await createDepartment(api, unique("Marketplace"));
  const pos = await createPosition(api, dept.dId, unique("Catalogue Executive"));
  const res = await api.put(`/admin/positions/${pos.posId}/job`, {
    data: {
      description: "You will list products on Amazon and Flipkart for our clients.\n\n- Excel\n- Good Hindi and English",
      employmentType: "FULL_TIME",
      location: "office",
      salaryMin: 15000,
      salaryMax: 20000,
      salaryPeriod: "MONTH",
    },
  });
  expect(res.status()).toBe(200);
  const job = await res.json();
  return { slug: job.url.replace("/careers/", ""), posId: pos.posId };
}

/**
 * A name of letters only that no other test uses: applications from one
 * address with one name and position within seconds are taken as a
 * double-clicked submit.
 */
function personName(first: string): string {
  const letters = Array.from({ length: 6 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join("");
  return `${first} ${letters[0].toUpperCase()}${letters.slice(1)}`;
}

function email(tag: string): string {
  return `${tag}.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.in`;
}

async function fillApplicant(page: import("@playwright/test").Page, name: string, mail: string) {
  await page.getByLabel("Full Name").fill(name);
  await page.getByLabel("Email").fill(mail);
  await page.getByLabel("Mobile Number").fill("+91 98765 43210");
}

test("a candidate applies with a CV from a job's page, and an administrator downloads it", async ({ page, request, browserLog }) => {
  browserLog.allowFailedRequest(/^\/usercp\/apply$/, 422);
  const { slug } = await openJob(request);
  await page.goto(`/careers/${slug}`);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.getByText("₹15,000 to ₹20,000 per month")).toBeVisible();
  await expect(page.getByRole("link", { name: "privacy notice" })).toHaveAttribute("href", "/privacy");
  await checkA11y(page);

  const mail = email("anjali");
  const anjali = personName("Anjali");
  await fillApplicant(page, anjali, mail);
  // A file that only claims to be a PDF is refused at its field; the rest stays typed.
  await page.getByLabel(/^CV/).setInputFiles({ name: "cv.pdf", mimeType: "application/pdf", buffer: Buffer.from("MZ this is a program") });
  await page.getByRole("button", { name: "Submit" }).click();
  await expect(page.locator("#careers-cv-error")).toContainText("PDF, DOC or DOCX");
  await expect(page.getByLabel("Full Name")).toHaveValue(anjali);
  await checkA11y(page);

  await page.getByLabel(/^CV/).setInputFiles({ name: "Anjali Verma CV.pdf", mimeType: "application/pdf", buffer: PDF });
  await page.getByRole("button", { name: "Submit" }).click();
  await expect(page.getByText("Form submitted successfully!")).toBeVisible();

  const api = await adminApi(request);
  const found = await (await api.get(`/admin/people?q=${encodeURIComponent(mail)}`)).json();
  const cId = found.applications[0].id;
  await loginAsAdmin(page);
  await page.goto(`/admin-login/leads/applications/${cId}`);
  const link = page.getByRole("link", { name: /Download CV/ });
  await expect(link).toBeVisible();
  await checkA11y(page);
  const [download] = await Promise.all([page.waitForEvent("download"), link.click()]);
  expect(download.suggestedFilename()).toBe("Anjali Verma CV.pdf");
  const saved = await download.path();
  expect((await readFile(saved)).equals(PDF)).toBe(true);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a candidate sends a general application with a CV from the careers page", async ({ page, request, browser, browserLog }) => {
    browserLog.allowFailedRequest(/^\/careerpg$/, 422);
    await page.goto("/careerpg");
    const mail = email("rohit");
    await fillApplicant(page, personName("Rohit"), mail);
    await page.getByLabel("Position").selectOption("general");
    await page.getByRole("button", { name: "Submit" }).click();
    // No CV: a general application needs one; everything typed is kept.
    await expect(page.locator("#careers-cv-error")).toBeVisible();
    await expect(page.getByLabel("Email")).toHaveValue(mail);
    await checkA11yWithoutScripts(browser, page, await page.content(), "/careerpg with a refused CV, without JavaScript");

    await page.getByLabel(/^CV/).setInputFiles({ name: "Rohit.pdf", mimeType: "application/pdf", buffer: PDF });
    await page.getByRole("button", { name: "Submit" }).click();
    await expect(page).toHaveURL(/\/careerpg\?sent=1$/);
    await expect(page.getByText("Form submitted successfully!")).toBeVisible();

    const api = await adminApi(request);
    const found = await (await api.get(`/admin/people?q=${encodeURIComponent(mail)}`)).json();
    expect(found.applications).toHaveLength(1);
    expect(found.applications[0].position_name).toBe("General application");
    expect(found.cvs).toHaveLength(1);
  });
});

test("an administrator finds a person, exports their data and erases it", async ({ page, request, baseURL }) => {
  const { posId } = await openJob(request);
  const mail = email("neha");
  const res = await request.post("/usercp/apply", {
    headers: { Origin: baseURL ?? "" },
    multipart: {
      fullName: personName("Neha"),
      email: mail,
      mobileNumber: "+91 91234 56780",
      posId: String(posId),
      cv: { name: "Neha.pdf", mimeType: "application/pdf", buffer: PDF },
    },
  });
  expect(res.status(), await res.text()).toBe(201);

  await loginAsAdmin(page);
  await page.goto("/admin-login/people");
  await checkA11y(page);
  await page.getByLabel("E-mail, phone or full name").fill(mail);
  await page.getByRole("button", { name: "Find" }).click();
  await expect(page.getByRole("heading", { name: new RegExp(`Held about ${mail.replace(/[.]/g, "\\.")}`) })).toBeVisible();
  await expect(page.getByText("Neha.pdf")).toBeVisible();
  await expect(page.getByRole("link", { name: "Export as JSON" })).toHaveAttribute("href", `/admin/people/export?email=${encodeURIComponent(mail)}`);
  await checkA11y(page);

  await page.getByRole("button", { name: "Erase everything" }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Yes" }).click();
  await expect(page.getByText(/Erased \d+ records: 0 enquiries, 1 applications, 1 cvs/)).toBeVisible();
  await expect(page.getByRole("heading", { name: `Nothing is held about ${mail}` })).toBeVisible();
  await checkA11y(page);
});

test("an administrator writes a position's job page on the departments screen", async ({ page, request }) => {
  const api = await adminApi(request);
  const dept = await createDepartment(api, unique("Studio"));
  const pos = await createPosition(api, dept.dId, unique("Product Photographer"));
  await loginAsAdmin(page);
  await page.goto("/admin-login/admin-dept");
  await page.getByRole("button", { name: `Job page of ${pos.posName}` }).click();
  const form = page.getByRole("form", { name: `Job page: ${pos.posName}` });
  await form.getByLabel(/^Description/).fill("You will shoot catalogue photos for Amazon and Myntra sellers.\n\n- A camera you know well\n- Patience with sarees");
  await form.getByLabel("Employment type").selectOption("PART_TIME");
  await form.getByLabel("Where").selectOption("hybrid");
  await form.getByLabel("Salary from (₹)").fill("12000");
  await form.getByLabel("Salary to (₹)").fill("18000");
  await form.getByLabel("Paid").selectOption({ label: "per year" });
  await form.getByLabel(/^Applications close on/).fill("2099-03-31");
  await checkA11y(page);
  await form.getByRole("button", { name: "Save job page" }).click();
  await expect(form.getByText("Job page saved.")).toBeVisible();
  const url = await form.getByRole("link", { name: /^\/careers\// }).getAttribute("href");

  await page.goto(url!);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(pos.posName);
  await expect(page.getByText("Patience with sarees")).toBeVisible();
  await expect(page.getByText("Part time")).toBeVisible();
  await expect(page.getByText("₹12,000 to ₹18,000 per year")).toBeVisible();
  await expect(page.locator("time[datetime='2099-03-31']")).toBeVisible();
});
