// The content editor's model of an item's fields: for each kind, the fields
// the editor shows and in which order (named as the API names them, the
// content files' names in camelCase), a blank item of a new kind, and the
// field-by-field difference between two versions (the history's compare,
// and a refused save's comparison with the latest revision).

/** One field of a kind. A list holds text lines or records of subfields. */
export type FieldSpec =
  | { key: string; label: string; type: "text" | "textarea" | "markdown" | "date" | "number" | "bool"; hint?: string }
  | { key: string; label: string; type: "lines"; item: string; long?: boolean; hint?: string }
  | { key: string; label: string; type: "records"; item: string; fields: FieldSpec[]; hint?: string }
  | { key: string; label: string; type: "group"; fields: FieldSpec[]; optional?: boolean; hint?: string };

export type ContentKind = "servicePage" | "hub" | "home" | "about" | "caseStudy" | "testimonial" | "article" | "business";

/** The kinds an administrator can add. */
export const NEW_KINDS = ["caseStudy", "testimonial", "article"] as const;
export type NewKind = (typeof NEW_KINDS)[number];

export const KIND_LABELS: Record<ContentKind, string> = {
  servicePage: "Service page",
  hub: "Hub",
  home: "Home page",
  about: "About page",
  caseStudy: "Case study",
  testimonial: "Testimonial",
  article: "Article",
  business: "Business details",
};

const PLACEHOLDERS = "Placeholders {name}, {city}, {region}, {hours} and {founded_year} are filled from the business details.";

const text = (key: string, label: string, hint?: string): FieldSpec => ({ key, label, type: "text", hint });
const long = (key: string, label: string, hint?: string): FieldSpec => ({ key, label, type: "textarea", hint });

const TITLE = text("title", "Page title", `Shown in search results and the browser tab; up to 60 characters. ${PLACEHOLDERS}`);
const DESCRIPTION = long("description", "Description", "The snippet under the title in search results: 70 to 160 characters.");
const SECTIONS: FieldSpec = {
  key: "sections",
  label: "Sections",
  type: "records",
  item: "Section",
  fields: [text("heading", "Heading"), { key: "paragraphs", label: "Paragraphs", type: "lines", item: "Paragraph", long: true }],
};
const SLUG = text("slug", "Slug", "The last part of the address: lower-case letters, digits and hyphens.");
const SERVICES: FieldSpec = {
  key: "services",
  label: "Service pages it belongs beside",
  type: "lines",
  item: "Service page address",
  hint: "Addresses such as /amazon/advertising.",
};

export const KIND_FIELDS: Record<ContentKind, FieldSpec[]> = {
  business: [
    text("legalName", "Registered name", "As registered for GST; quotations print it. Empty: the business's name."),
    text("gstin", "GSTIN", "The 15-character GSTIN quotations print; its state code must match the state below. Empty: not registered."),
    text("phone", "Phone"),
    text("email", "E-mail"),
    text("streetAddress", "Street address"),
    text("locality", "City", "Also what {city} says in the site's text."),
    text("region", "State", "As the GST list names it, such as Bihar. Also what {region} says, and the place of supply quotes are taxed against."),
    text("postalCode", "PIN code"),
    text("hours", "Opening hours, in words", "Such as Monday to Saturday, 10 am to 7 pm. Also what {hours} says."),
    { key: "openingDays", label: "Opening days (for search engines)", type: "lines", item: "Day", hint: "In English: Monday, Tuesday…" },
    text("opens", "Opens at (24-hour, like 10:00)"),
    text("closes", "Closes at (24-hour, like 19:00)"),
    { key: "social", label: "Social links", type: "records", item: "Link", fields: [text("name", "Network", "Facebook, Instagram, LinkedIn, YouTube, X or WhatsApp."), text("url", "Address")] },
    { key: "holidays", label: "Holidays", type: "lines", item: "Holiday", hint: "Dates the office is closed, like 2026-11-08: the response clock does not count them." },
  ],
  servicePage: [
    text("navTitle", "Name in menus and cards"),
    TITLE,
    DESCRIPTION,
    text("h1", "Main heading (h1)"),
    long("lead", "Lead paragraph"),
    long("cardText", "Card text", "Shown on the hub and under related services."),
    SECTIONS,
    { key: "included", label: "What's included", type: "group", fields: [text("heading", "Heading"), { key: "items", label: "Items", type: "lines", item: "Item" }] },
    { key: "process", label: "Process steps", type: "records", item: "Step", fields: [text("title", "Title"), long("text", "Text")] },
    { key: "suits", label: "Who it suits", type: "group", fields: [text("heading", "Heading"), { key: "items", label: "Items", type: "lines", item: "Item" }] },
    { key: "faq", label: "Questions and answers", type: "records", item: "Question", fields: [text("q", "Question"), long("a", "Answer")] },
    text("serviceType", "Service type (for search engines)"),
    text("image", "Illustration", "The name of an illustration under static/img (hero-<name>.svg)."),
    text("group", "Group", "Pages of one group are each other's related services; a hub lists its groups."),
  ],
  hub: [
    TITLE,
    DESCRIPTION,
    text("h1", "Main heading (h1)"),
    text("label", "Short name", "In breadcrumbs and above the h1 of its pages."),
    long("lead", "Lead paragraph"),
    text("cardsHeading", "Heading above the cards"),
    { key: "cards", label: "Cards", type: "lines", item: "Page address" },
    { key: "tiles", label: "Tiles", type: "lines", item: "Page address" },
    { key: "extraTiles", label: "Cards for other pages", type: "records", item: "Card", fields: [text("href", "Address"), text("title", "Title"), long("text", "Text")] },
    SECTIONS,
    { key: "groups", label: "Groups", type: "lines", item: "Group" },
    text("image", "Illustration", "The name of an illustration under static/img (hero-<name>.svg)."),
  ],
  home: [
    TITLE,
    DESCRIPTION,
    text("h1", "Main heading (h1)"),
    long("lead", "Lead paragraph"),
    long("ctaText", "Quote invitation"),
    {
      key: "slides",
      label: "Banner slides",
      type: "records",
      item: "Slide",
      fields: [text("caption", "Caption"), text("alt", "Image description (alt text)"), text("image", "Image name"), { key: "width", label: "Width", type: "number" }, { key: "height", label: "Height", type: "number" }],
    },
    { key: "highlights", label: "Highlights", type: "records", item: "Highlight", fields: [text("title", "Title"), text("href", "Address"), long("text", "Text")] },
    SECTIONS,
    { key: "why", label: "Why clients choose us", type: "records", item: "Reason", fields: [text("title", "Title"), long("text", "Text")] },
  ],
  about: [
    TITLE,
    DESCRIPTION,
    text("h1", "Main heading (h1)"),
    long("lead", "Lead paragraph"),
    SECTIONS,
    {
      key: "director",
      label: "Director's message",
      type: "group",
      fields: [text("name", "Name"), text("heading", "Heading"), { key: "paragraphs", label: "Paragraphs", type: "lines", item: "Paragraph", long: true }],
    },
    text("image", "Illustration", "The name of an illustration under static/img (hero-<name>.svg)."),
  ],
  caseStudy: [
    SLUG,
    TITLE,
    DESCRIPTION,
    text("h1", "Main heading (h1)"),
    text("client", "Client", "The client's name, or a description if they asked not to be named."),
    { key: "anonymised", label: "The client asked not to be named", type: "bool" },
    text("marketplace", "Marketplace"),
    long("summary", "Summary", "The card text on the case studies page and on service pages."),
    { key: "problem", label: "The problem", type: "lines", item: "Paragraph", long: true },
    { key: "whatWeDid", label: "What we did", type: "lines", item: "Paragraph", long: true },
    { key: "results", label: "Results", type: "records", item: "Result", fields: [text("value", "Figure", "Such as 3.1× or ₹1,24,000."), text("label", "What it measures")] },
    { key: "quote", label: "Client's words", type: "group", optional: true, fields: [long("text", "Quote"), text("by", "Said by")] },
    SERVICES,
    { key: "date", label: "Date of the results", type: "date" },
  ],
  testimonial: [
    text("name", "Name"),
    text("business", "Business"),
    text("city", "City"),
    long("text", "What they said"),
    { key: "consent", label: "The client agreed to publication", type: "bool", hint: "Without it the testimonial is never shown." },
    SERVICES,
  ],
  article: [
    SLUG,
    text("title", "Title", "The page's heading; the page title adds the business name. Up to 60 characters together."),
    DESCRIPTION,
    long("summary", "Summary"),
    {
      key: "body",
      label: "Body",
      type: "markdown",
      hint: "Markdown: ## for headings, - for lists, *emphasis*, **strong**, [text](/address) for links, and images from the media library as ![description](/media/…).",
    },
    text("author", "Author"),
    { key: "tags", label: "Tags", type: "lines", item: "Tag" },
    { key: "date", label: "Date", type: "date" },
  ],
};

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
