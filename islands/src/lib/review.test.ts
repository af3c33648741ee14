// Unit tests for review.ts: `npm run test:unit`.
import { test } from "node:test";
import assert from "node:assert/strict";
import { reviewBlocks } from "./review";

const images = ["main.jpg", "one.jpg", "two.jpg"];

test("splits, trims, drops empty blocks and pairs block n with image n+1", () => {
  assert.deepEqual(reviewBlocks("  Build:: Solid steel ||| ||| Just text |||Last::x::y ", images), [
    { heading: "Build", text: "Solid steel", image: "one.jpg" },
    { heading: null, text: "Just text", image: "two.jpg" },
    { heading: "Last", text: "x::y", image: null },
  ]);
});

test("an empty heading counts as none", () => {
  assert.deepEqual(reviewBlocks("::only text", []), [{ heading: null, text: "only text", image: null }]);
});

test("no description gives no blocks", () => {
  assert.deepEqual(reviewBlocks("", images), []);
  assert.deepEqual(reviewBlocks(" ||| \n ", images), []);
  assert.deepEqual(reviewBlocks(null, images), []);
});
