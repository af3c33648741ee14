// The content editor's model of an item's fields. What each kind's fields
// are (their order, labels, help texts, limits and controls) is the
// server's declaration (src/content/mod.rs), offered as the OpenAPI
// document's `<Kind>Fields` schemas and generated into
// generated/content-kinds.gen.ts; here it becomes the editor's field specs.
// Also a blank item of a new kind, and the field-by-field difference between
// two versions (the history's compare, and a refused save's comparison with
// the latest revision).
import type { ApiError, ContentKind } from "../api/types";
import { contentFieldSchemas, newContentKinds } from "../../generated/content-kinds.gen";

export type { ContentKind };

/** One field of a kind. A list holds text lines or records of subfields. */
export type FieldSpec =
  | { key: string; label: string; type: "text" | "textarea" | "markdown" | "date" | "number" | "bool"; hint?: string }
  | { key: string; label: string; type: "lines"; item: string; long?: boolean; hint?: string }
  | { key: string; label: string; type: "records"; item: string; fields: FieldSpec[]; hint?: string }
  | { key: string; label: string; type: "group"; fields: FieldSpec[]; optional?: boolean; hint?: string };

/** A field's schema as the server writes it (`content::kinds::schema`). */
interface FieldSchema {
  type: string | string[];
  title?: string;
  description?: string;
  format?: string;
  items?: FieldSchema;
  properties?: Record<string, FieldSchema>;
  "x-order"?: string[];
  "x-widget"?: "textarea" | "markdown";
  "x-item"?: string;
}

const SCHEMAS = contentFieldSchemas as Record<ContentKind, FieldSchema>;

/** The kinds an administrator can add. */
export const NEW_KINDS = newContentKinds;
export type NewKind = (typeof NEW_KINDS)[number];

function byKind<T>(of: (schema: FieldSchema, kind: ContentKind) => T): Record<ContentKind, T> {
  return Object.fromEntries(Object.entries(SCHEMAS).map(([kind, schema]) => [kind, of(schema, kind as ContentKind)])) as Record<ContentKind, T>;
}

/** Each kind's name, in the server's order of the kinds. */
export const KIND_LABELS = byKind((schema, kind) => schema.title ?? kind);

function specOf(key: string, schema: FieldSchema): FieldSpec {
  const label = schema.title ?? key;
  const hint = schema.description;
  const types = Array.isArray(schema.type) ? schema.type : [schema.type];
  if (types.includes("array") && schema.items) {
    const item = schema["x-item"] ?? label;
    if (schema.items.type === "object") return { key, label, type: "records", item, fields: specsOf(schema.items), hint };
    return { key, label, type: "lines", item, long: schema.items["x-widget"] === "textarea", hint };
  }
  if (types.includes("object")) return { key, label, type: "group", fields: specsOf(schema), optional: types.includes("null"), hint };
  if (types.includes("boolean")) return { key, label, type: "bool", hint };
  if (types.includes("integer")) return { key, label, type: "number", hint };
  if (schema.format === "date") return { key, label, type: "date", hint };
  return { key, label, type: schema["x-widget"] ?? "text", hint };
}

/** A record's fields in the editor's order. */
function specsOf(record: FieldSchema): FieldSpec[] {
  const properties = record.properties ?? {};
  return (record["x-order"] ?? Object.keys(properties)).map((key) => specOf(key, properties[key]));
}

/** Each kind's fields, in the order the editor shows them. */
export const KIND_FIELDS = byKind((schema) => specsOf(schema));

/** A 422's refused fields by their path within the item's fields (`fields.sections[1].heading` → `sections[1].heading`), the first message of each. */
export function refusedPaths(body: ApiError): Record<string, string> {
  const listed = body.errors?.length ? body.errors : body.field ? [{ field: body.field, error: body.error }] : [];
  const out: Record<string, string> = {};
  for (const { field, error } of listed) {
    const path = field.startsWith("fields.") ? field.slice("fields.".length) : field;
    if (!(path in out)) out[path] = error;
  }
  return out;
}

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
export type Fields = { [key: string]: Json };

function blank(spec: FieldSpec): Json {
  switch (spec.type) {
    case "bool":
      return false;
    case "number":
      return 0;
    case "lines":
    case "records":
      return [];
    case "group":
      return spec.optional ? null : blankRecord(spec.fields);
    case "date":
      return new Date().toISOString().slice(0, 10);
    default:
      return "";
  }
}

/** A record with every field of `specs` blank. */
export function blankRecord(specs: FieldSpec[]): Fields {
  return Object.fromEntries(specs.map((s) => [s.key, blank(s)]));
}

/** The fields of a new item of `kind`, each blank (dates today). */
export function blankItem(kind: NewKind): Fields {
  return blankRecord(KIND_FIELDS[kind]);
}

/** Every leaf of a value by its path as the API names it (`sections[1].heading`). */
export function flatten(value: unknown, at = "", out: Map<string, string> = new Map()): Map<string, string> {
  if (Array.isArray(value)) {
    value.forEach((v, i) => flatten(v, `${at}[${i}]`, out));
  } else if (value !== null && typeof value === "object") {
    for (const [k, v] of Object.entries(value)) flatten(v, at ? `${at}.${k}` : k, out);
  } else if (value !== null && value !== undefined) {
    out.set(at, String(value));
  }
  return out;
}

export interface FieldChange {
  path: string;
  before: string | null;
  after: string | null;
}

/** What differs from `before` to `after`, leaf by leaf, in `after`'s order (removals last). */
export function diffFields(before: unknown, after: unknown): FieldChange[] {
  const a = flatten(before);
  const b = flatten(after);
  const changes: FieldChange[] = [];
  for (const [path, value] of b) {
    const old = a.get(path) ?? null;
    if (old !== value) changes.push({ path, before: old, after: value });
  }
  for (const [path, value] of a) {
    if (!b.has(path)) changes.push({ path, before: value, after: null });
  }
  return changes;
}

/** The value at a path such as `sections[1].heading`, or undefined. */
export function getAt(value: unknown, path: string): unknown {
  let here: unknown = value;
  for (const part of path.match(/[^.[\]]+/g) ?? []) {
    if (here === null || typeof here !== "object") return undefined;
    here = (here as Record<string, unknown>)[part];
  }
  return here;
}

/** A copy of `value` with the value at `path` replaced (missing records made on the way). */
export function setAt<T>(value: T, path: string, next: unknown): T {
  const parts = path.match(/[^.[\]]+/g) ?? [];
  const put = (here: unknown, i: number): unknown => {
    if (i === parts.length) return next;
    const key = parts[i];
    const index = /^\d+$/.test(key) ? Number(key) : null;
    if (index !== null) {
      const list = Array.isArray(here) ? [...here] : [];
      list[index] = put(list[index], i + 1);
      return list;
    }
    const record = here !== null && typeof here === "object" && !Array.isArray(here) ? { ...(here as object) } : {};
    (record as Record<string, unknown>)[key] = put((record as Record<string, unknown>)[key], i + 1);
    return record;
  };
  return put(value, 0) as T;
}

/** A field path for people: `sections[1].heading` becomes "Sections › 2 › Heading". */
export function pathLabel(kind: ContentKind, path: string): string {
  const parts = path.match(/[^.[\]]+/g) ?? [];
  const labels: string[] = [];
  let specs: FieldSpec[] | undefined = KIND_FIELDS[kind];
  for (const part of parts) {
    if (/^\d+$/.test(part)) {
      labels.push(String(Number(part) + 1));
      continue;
    }
    const spec: FieldSpec | undefined = specs?.find((s) => s.key === part);
    labels.push(spec?.label ?? part);
    specs = spec && (spec.type === "records" || spec.type === "group") ? spec.fields : undefined;
  }
  return labels.join(" › ");
}

/** JSON with every object's keys sorted: two versions compare equal whatever order the keys came in. */
export function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    v !== null && typeof v === "object" && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : v,
  );
}
