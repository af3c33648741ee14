// The site answers and the health check works: the harness itself.
import { test, expect } from "./fixtures";

test("health check answers", async ({ request }) => {
  const res = await request.get("/healthz");
  expect(res.status()).toBe(200);
});
