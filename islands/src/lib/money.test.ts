// Unit tests for money.ts: `npm run test:unit` (esbuild, then node --test).
import { test } from "node:test";
import assert from "node:assert/strict";
import { discountPercent, formatINR, typedNumber } from "./money";

test("formatINR groups the Indian way and shows paise only when present", () => {
  assert.equal(formatINR(0), "₹0");
  assert.equal(formatINR(999), "₹999");
  assert.equal(formatINR(1000), "₹1,000");
  assert.equal(formatINR(100000), "₹1,00,000");
  assert.equal(formatINR(123456), "₹1,23,456");
  assert.equal(formatINR(123456.5), "₹1,23,456.50");
  assert.equal(formatINR(12345678.5), "₹1,23,45,678.50");
  assert.equal(formatINR(1299.05), "₹1,299.05");
  assert.equal(formatINR(0.29), "₹0.29");
  assert.equal(formatINR(999999999.99), "₹99,99,99,999.99");
});

test("discountPercent rounds half up on exact paise", () => {
  assert.equal(discountPercent(855, 1000), 15); // exactly 14.5; float math gives 14
  assert.equal(discountPercent(715, 1000), 29); // exactly 28.5
  assert.equal(discountPercent(99.5, 100), 1); // exactly 0.5
  assert.equal(discountPercent(1299.5, 1999), 35); // 34.99…
  assert.equal(discountPercent(750, 1000), 25);
  assert.equal(discountPercent(0, 499), 100);
});

test("discountPercent is null unless the original price is higher", () => {
  assert.equal(discountPercent(1000, 1000), null);
  assert.equal(discountPercent(1200, 1000), null);
  assert.equal(discountPercent(1000, null), null);
  assert.equal(discountPercent(1000, undefined), null);
});

test("a typed amount goes as a number when it reads as one, else as typed", () => {
  assert.equal(typedNumber(" 1180.50 "), 1180.5);
  assert.equal(typedNumber("0"), 0);
  assert.equal(typedNumber("1,180"), "1,180");
  assert.equal(typedNumber(""), "");
});
