// Unit tests for contentFields.ts: `npm run test:unit`.
import { test } from "node:test";
import assert from "node:assert/strict";
import { blankItem, canonical, diffFields, flatten, getAt, pathLabel, setAt } from "./contentFields";

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
