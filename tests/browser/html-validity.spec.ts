// Every public page, an affiliate detail page, a job's page (open, and
// closed: 410), the privacy notice, a client's quotation and the 404 page
// are valid
// HTML according to the Nu HTML Checker (vnu.jar from the vnu-jar npm
// package, run with the machine's Java): zero errors.
import { execFileSync } from "node:child_process";
import { mkdtempSync, writeFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { APIRequestContext } from "@playwright/test";
import { test, expect, adminApi, unique, ANY_WIDTH } from "./fixtures";
import { CHROME_ROUTES, siteImageUrls } from "./public-helpers";
import { createEnquiry } from "./admin-helpers";

const VNU = join(__dirname, "../../islands/node_modules/vnu-jar/build/dist/vnu.jar");

test("every public page passes the Nu HTML checker", ANY_WIDTH, async ({ request }) => {
  test.setTimeout(120_000);
  // Arrange: an active product so its detail page exists.
  const api = await adminApi(request);
  // Images from the site itself: other tests see this product on /affiliate.
  const imageUrls = await siteImageUrls(request, "validity", ["main", "review"]);
  const made = await api.post("/admin/aff", {
    data: {
      title: unique("Validity <check> & Co"),
      description: "Build::Steel body|||Light and quiet",
      imageUrls,
      affiliateLink: "https://www.amazon.in/dp/B000000000",
      brand: "Brand & Sons",
      category: "Home & Kitchen",
      price: 1299.5,
      originalPrice: 1999,
    },
  });
  expect(made.status()).toBe(201);
  const { id } = await made.json();
  // A client's quotation page, sent and open.
  const { enquiry } = await createEnquiry(api);
  const quote = await api.post("/admin/quotes", {
    data: {
      leadId: enquiry.bId,
      clientName: "Kumari Crafts & Co",
      clientAddress: "14 Boring Road, Patna 800001",
      clientState: "Maharashtra",
      lines: [{ description: "A+ content <for> five listings", sac: "998361", quantity: 5, unitPrice: 3999.5, discount: 1000 }],
    },
  });
  expect(quote.status()).toBe(201);
  const { id: quoteId, token } = await quote.json();
  expect((await api.post(`/admin/quotes/${quoteId}/send`)).status()).toBe(200);
  // A job's page, and one that has closed.
  const dept = await (await api.post("/admin/departments/adddep", { data: { dName: unique("Validity") } })).json();
  const jobs: string[] = [];
  for (const closesOn of ["2099-12-31", "2026-01-31"]) {
    const pos = await (await api.post(`/admin/${dept.dId}/addpost`, { data: { posName: unique("Catalogue <Lead> &"), numberOfPosts: 1 } })).json();
    const job = await api.put(`/admin/positions/${pos.posId}/job`, {
      data: {
        description: "You will own catalogues on Flipkart & Amazon.\n\n- Excel\n- Hindi <and> English",
        location: "hybrid",
        salaryMin: 20000,
        salaryMax: 30000,
        salaryPeriod: "MONTH",
        postedOn: "2026-01-01",
        closesOn,
      },
    });
    expect(job.status()).toBe(200);
    jobs.push((await job.json()).url);
  }
  const paths = [
    ...jobs,
    "/privacy",
    ...CHROME_ROUTES,
    "/practice",
    "/affiliate",
    `/affiliate/${id}`,
    "/affiliate?category=Home%20%26%20Kitchen",
    "/no-such-page",
    `/q/${token}`,
  ];

  // Act
  const errors = await nuErrors(request, paths);

  // Assert
  expect(errors, "Nu HTML checker errors").toBe("");
});

/** Fetches each page and runs the checker over all of them at once: its
 * errors, each named by the page's path (empty when there are none). */
async function nuErrors(request: APIRequestContext, paths: string[]): Promise<string> {
  const dir = mkdtempSync(join(tmpdir(), "vnu-"));
  try {
    for (const [i, path] of paths.entries()) {
      const res = await request.get(path);
      writeFileSync(join(dir, `${i}.html`), await res.text());
    }
    let output = "";
    try {
      // The client compiler alone (C1): a run of a minute at most never
      // repays the server compiler's work, and C1 alone halves the
      // checker's CPU time here. Its frames are larger, so the checker's
      // deep schema recursion is given a larger stack.
      execFileSync("java", ["-Xss16m", "-XX:TieredStopAtLevel=1", "-jar", VNU, "--errors-only", "--format", "text", dir], {
        encoding: "utf8",
        stdio: ["ignore", "pipe", "pipe"],
      });
    } catch (e) {
      const err = e as { stdout?: string; stderr?: string };
      output = `${err.stdout ?? ""}${err.stderr ?? ""}`;
    }
    return output.replace(/file:\S*\/(\d+)\.html/g, (_, i: string) => paths[Number(i)]).trim();
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

test("every Hindi page in the sitemap passes the Nu HTML checker", ANY_WIDTH, async ({ request }) => {
  test.setTimeout(120_000);
  // Arrange: the Hindi pages as the sitemap lists them, and a Hindi 404.
  const sitemap = await (await request.get("/sitemap.xml")).text();
  const paths = [...sitemap.matchAll(/<loc>https?:\/\/[^/<]+(\/hi(?:\/[^<]*)?)<\/loc>/g)].map((m) => m[1]);
  expect(paths).toContain("/hi");
  expect(paths).toContain("/hi/amazon/aplus");
  paths.push("/hi/no-such-page");

  // Act
  const errors = await nuErrors(request, paths);

  // Assert
  expect(errors, "Nu HTML checker errors").toBe("");
});
