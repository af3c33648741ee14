// Unit tests for states.ts: `npm run test:unit`.
import { test } from "node:test";
import assert from "node:assert/strict";
import { stateIn } from "./states";

const STATES = ["Bihar", "Delhi", "Jharkhand", "Uttar Pradesh", "West Bengal", "Andhra Pradesh", "Pradesh"];

test("an address names its state by the whole name, in any case", () => {
  assert.equal(stateIn("Station Road, Muzaffarpur, Bihar 842001", STATES), "Bihar");
  assert.equal(stateIn("22 Chandni Chowk, DELHI-110006", STATES), "Delhi");
  assert.equal(stateIn("Civil Lines, Prayagraj, Uttar Pradesh", STATES), "Uttar Pradesh");
});

test("no state, or more than one, chooses none", () => {
  assert.equal(stateIn("Boring Road, Patna", STATES), "");
  assert.equal(stateIn("Bihar and Jharkhand offices", STATES), "");
  assert.equal(stateIn("Biharsharif Road", STATES), "", "a whole word, not part of one");
});
