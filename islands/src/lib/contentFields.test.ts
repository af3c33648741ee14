// Unit tests for contentFields.ts: `npm run test:unit`.
import { test } from "node:test";
import assert from "node:assert/strict";
import { blankItem, canonical, diffFields, flatten, getAt, KIND_FIELDS, KIND_LABELS, NEW_KINDS, pathLabel, refusedPaths, setAt } from "./contentFields";

test("flattens fields to the paths the API names refused fields with", () => {
  const f = flatten({ title: "T", sections: [{ heading: "H", paragraphs: ["a", "b"] }], quote: null, ok: true });
  assert.deepEqual([...f.entries()], [
    ["title", "T"],
    ["sections[0].heading", "H"],
    ["sections[0].paragraphs[0]", "a"],
    ["sections[0].paragraphs[1]", "b"],
    ["ok", "true"],
  ]);
});

test("diffs two versions leaf by leaf", () => {
  const before = { title: "Old", faq: [{ q: "Q1", a: "A1" }, { q: "Q2", a: "A2" }] };
  const after = { title: "New", faq: [{ q: "Q1", a: "A1" }] };
  assert.deepEqual(diffFields(before, after), [
    { path: "title", before: "Old", after: "New" },
    { path: "faq[1].q", before: "Q2", after: null },
    { path: "faq[1].a", before: "A2", after: null },
  ]);
  assert.deepEqual(diffFields(after, after), []);
});

test("reads and replaces a value at a path without changing the original", () => {
  const fields = { sections: [{ heading: "A", paragraphs: ["p"] }] };
  const changed = setAt(fields, "sections[0].paragraphs[0]", "q");
  assert.equal(getAt(changed, "sections[0].paragraphs[0]"), "q");
  assert.equal(fields.sections[0].paragraphs[0], "p");
  assert.equal(getAt(fields, "sections[3].heading"), undefined);
});

test("names a path with the editor's labels", () => {
  assert.equal(pathLabel("servicePage", "faq[1].a"), "Questions and answers › 2 › Answer");
  assert.equal(pathLabel("article", "body"), "Body");
});

test("a new article starts blank with today's date", () => {
  const a = blankItem("article");
  assert.equal(a.slug, "");
  assert.deepEqual(a.tags, []);
  assert.equal(/^\d{4}-\d{2}-\d{2}$/.test(String(a.date)), true);
  assert.equal(blankItem("caseStudy").quote, null);
});

test("the canonical form ignores the order of keys", () => {
  assert.equal(canonical({ b: 1, a: [{ y: 2, x: 1 }] }), canonical({ a: [{ x: 1, y: 2 }], b: 1 }));
  assert.equal(canonical({ a: [1, 2] }) === canonical({ a: [2, 1] }), false);
});

test("the kinds, their names and their fields come from the server's schemas", () => {
  assert.deepEqual(NEW_KINDS, ["caseStudy", "testimonial", "article"]);
  assert.equal(KIND_LABELS.caseStudy, "Case study");
  assert.deepEqual(Object.keys(KIND_LABELS), ["servicePage", "hub", "home", "about", "caseStudy", "testimonial", "article", "business"]);
  assert.deepEqual(
    KIND_FIELDS.article.map((f) => [f.key, f.type]),
    [["slug", "text"], ["title", "text"], ["description", "textarea"], ["summary", "textarea"], ["body", "markdown"], ["author", "text"], ["tags", "lines"], ["date", "date"]],
  );
  const quote = KIND_FIELDS.caseStudy.find((f) => f.key === "quote");
  assert.deepEqual(quote && quote.type === "group" && [quote.label, quote.optional, quote.fields.map((f) => f.label)], ["Client's words", true, ["Quote", "Said by"]]);
  const problem = KIND_FIELDS.caseStudy.find((f) => f.key === "problem");
  assert.deepEqual(problem && problem.type === "lines" && [problem.item, problem.long], ["Paragraph", true]);
  assert.equal(KIND_FIELDS.home.find((f) => f.key === "slides")?.type, "records");
});

test("a refused save's fields are placed by their path within the fields", () => {
  const body = {
    error: "This field is required.",
    field: "fields.description",
    errors: [
      { field: "fields.description", error: "This field is required." },
      { field: "fields.sections[1].heading", error: "This field cannot be empty; remove the item instead." },
      { field: "baseRevision", error: "The base revision must be the number of the revision you started from." },
    ],
  };
  assert.deepEqual(Object.keys(refusedPaths(body)), ["description", "sections[1].heading", "baseRevision"]);
});
