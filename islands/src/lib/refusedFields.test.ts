// Unit tests for refusedFields.ts: `npm run test:unit`.
import { test } from "node:test";
import assert from "node:assert/strict";
import { refusedFields, fieldOf, placeFieldErrors } from "./refusedFields";

test("reads every refused field from the errors list", () => {
  const body = {
    error: "First name is required.",
    field: "fName",
    errors: [
      { field: "fName", error: "First name is required." },
      { field: "bEmail", error: "Enter a valid e-mail address." },
    ],
  };
  assert.deepEqual(refusedFields(422, body), {
    fName: "First name is required.",
    bEmail: "Enter a valid e-mail address.",
  });
});

test("falls back to field and error without a list", () => {
  assert.deepEqual(refusedFields(422, { error: "Choose a service.", field: "selectedService.serId" }), {
    selectedService: "Choose a service.",
  });
  assert.deepEqual(refusedFields(422, { error: "Too many.", field: "imageUrls", errors: [] }), { imageUrls: "Too many." });
});

test("keeps the first message of a field named twice", () => {
  const body = {
    error: "Image 1 is not a web address.",
    errors: [
      { field: "imageUrls[0]", error: "Image 1 is not a web address." },
      { field: "imageUrls[3]", error: "Image 4 is not a web address." },
    ],
  };
  assert.deepEqual(refusedFields(422, body), { imageUrls: "Image 1 is not a web address." });
});

test("names no field for other answers", () => {
  assert.deepEqual(refusedFields(409, { error: "Already registered.", field: "email" }), {});
  assert.deepEqual(refusedFields(422, { error: "Not valid." }), {});
  assert.deepEqual(refusedFields(422, undefined), {});
});

test("a JSON field's form field is its first part", () => {
  assert.equal(fieldOf("selectedService.serId"), "selectedService");
  assert.equal(fieldOf("imageUrls[2]"), "imageUrls");
  assert.equal(fieldOf("email"), "email");
});

test("places each refused field at its control and keeps the first one without a control", () => {
  const refused = { selectedService: "Choose a service.", bEmail: "Enter a valid e-mail address.", website: "No." };
  assert.deepEqual(placeFieldErrors(refused, { selectedService: "serId", bEmail: "bEmail" }), {
    placed: { serId: "Choose a service.", bEmail: "Enter a valid e-mail address." },
    unplaced: "No.",
  });
  assert.deepEqual(placeFieldErrors({}, { bEmail: "bEmail" }), { placed: {}, unplaced: null });
});
