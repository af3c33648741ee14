// Unit tests for markdownImage.ts: `npm run test:unit` (esbuild, then node --test).
import { test } from "node:test";
import assert from "node:assert/strict";
import { withImage } from "./markdownImage";

const IMAGE = "![A saree on a loom](/media/4/0a1b2c3d4e5f6a7b/960.webp)";

test("an image goes in as a paragraph of its own where the cursor was", () => {
  const body = "## The loom\n\nWoven in Bhagalpur.\nDyed in Patna.";
  const at = body.indexOf("Dyed");
  assert.equal(withImage(body, IMAGE, at), `## The loom\n\nWoven in Bhagalpur.\n\n${IMAGE}\n\nDyed in Patna.`);
});

test("an image at the end or in an empty body has no blank lines around it at the ends", () => {
  assert.equal(withImage("Woven in Bhagalpur.\n", IMAGE, 20), `Woven in Bhagalpur.\n\n${IMAGE}`);
  assert.equal(withImage("", IMAGE, 0), IMAGE);
  assert.equal(withImage("  \n", IMAGE, 1), IMAGE);
  assert.equal(withImage("Dyed in Patna.", IMAGE, 0), `${IMAGE}\n\nDyed in Patna.`);
});
