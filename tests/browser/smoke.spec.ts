// The site answers and the health check works: the harness itself.
import { test, expect, ANY_WIDTH } from "./fixtures";

test("health check answers", ANY_WIDTH, async ({ request }) => {
  const res = await request.get("/healthz");
  expect(res.status()).toBe(200);
});
