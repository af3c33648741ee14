// What the administrator screens read from the server, one query per
// resource: its cache key and its typed call. Keys nest by resource
// (["enquiries"] holds the list and ["enquiries", id] one enquiry), so a
// write names the resources it changes (CHANGES) and every query under them
// is refetched. The list screens' deletions are here too, beside what they
// change. `seedFirstScreen` puts the server's first-screen data under
// the same keys, so the first screen renders without a fetch.
import { keepPreviousData, queryOptions, type QueryClient, type QueryKey } from "@tanstack/react-query";
import type { Admin, Application, Enquiry, Product, Service } from "../api/types";
import type { LeadKind } from "./leadTypes";
import type { ScreenKey } from "./routes";
import { api, ApiFailure, ok } from "./server";
import type { AdminProps, FirstScreen } from "./types";

/** The query string of an address ("?q=a&page=2") as the call's query parameters. */
function queryOf(search: string): Record<string, string> {
  return Object.fromEntries(new URLSearchParams(search));
}

export const queries = {
  rateCard: () => queryOptions({ queryKey: ["services", "rates"], queryFn: ({ signal }) => ok(api.GET("/admin/rate-card", { signal })) }),
  /** An enquiry's quotations (a handful: one page of the largest size holds them). */
  quotes: (leadId: number) =>
    queryOptions({
      queryKey: ["quotes", leadId],
      queryFn: ({ signal }) => ok(api.GET("/admin/quotes", { params: { query: { leadId: String(leadId), perPage: "100" } }, signal })),
      select: (page) => page.items,
    }),
  /** One page of every quotation, newest first. */
  quotePage: (search: string) =>
    queryOptions({
      queryKey: ["quotes", "page", search],
      queryFn: ({ signal }) => ok(api.GET("/admin/quotes", { params: { query: queryOf(search) }, signal })),
      placeholderData: keepPreviousData,
    }),
  /** One page of the invoices, newest first, filtered by status. */
  invoicePage: (search: string) =>
    queryOptions({
      queryKey: ["invoices", "page", search],
      queryFn: ({ signal }) => ok(api.GET("/admin/invoices", { params: { query: queryOf(search) }, signal })),
      placeholderData: keepPreviousData,
    }),
  /** An invoice with its lines, payments, notes and balance. */
  invoice: (id: number) => queryOptions({ queryKey: ["invoices", id], queryFn: ({ signal }) => ok(api.GET("/admin/invoices/{id}", { params: { path: { id } }, signal })) }),
  /** The analytics report for the range and model in `search`. */
  analytics: (search: string) =>
    queryOptions({
      queryKey: ["analytics", search],
      queryFn: ({ signal }) => ok(api.GET("/admin/analytics", { params: { query: queryOf(search) }, signal })),
      placeholderData: keepPreviousData,
    }),
  services: () => queryOptions({ queryKey: ["services"], queryFn: ({ signal }) => ok(api.GET("/admin/services", { signal })) }),
  /** One page of the enquiry table (the home screen's), newest first. */
  enquiryPage: (search: string) =>
    queryOptions({
      queryKey: ["enquiries", "page", search],
      queryFn: ({ signal }) => ok(api.GET("/admin/enquiries", { params: { query: queryOf(search) }, signal })),
      placeholderData: keepPreviousData,
    }),
  enquiry: (id: number) => queryOptions({ queryKey: ["enquiries", id], queryFn: ({ signal }) => ok(api.GET("/admin/enquiries/{id}", { params: { path: { id } }, signal })) }),
  /** One page of the applications table (the Career Applications screen's), newest first. */
  applicationPage: (search: string) =>
    queryOptions({
      queryKey: ["applications", "page", search],
      queryFn: ({ signal }) => ok(api.GET("/admin/applications", { params: { query: queryOf(search) }, signal })),
      placeholderData: keepPreviousData,
    }),
  application: (id: number) =>
    queryOptions({ queryKey: ["applications", id], queryFn: ({ signal }) => ok(api.GET("/admin/applications/{id}", { params: { path: { id } }, signal })) }),
  departments: () => queryOptions({ queryKey: ["departments"], queryFn: ({ signal }) => ok(api.GET("/admin/departments", { signal })) }),
  jobPages: () => queryOptions({ queryKey: ["departments", "job-pages"], queryFn: ({ signal }) => ok(api.GET("/admin/positions/job-pages", { signal })) }),
  positions: () => queryOptions({ queryKey: ["departments", "positions"], queryFn: ({ signal }) => ok(api.GET("/admin/positions", { signal })) }),
  admins: () => queryOptions({ queryKey: ["admins"], queryFn: ({ signal }) => ok(api.GET("/admin/admins", { signal })) }),
  adminsTwoFactor: () => queryOptions({ queryKey: ["admins", "two-factor"], queryFn: ({ signal }) => ok(api.GET("/admin/admins/two-factor", { signal })) }),
  product: (id: number) => queryOptions({ queryKey: ["products", id], queryFn: ({ signal }) => ok(api.GET("/admin/products/{id}", { params: { path: { id } }, signal })) }),
  productClicks: (id: number) =>
    queryOptions({
      queryKey: ["products", id, "clicks"],
      queryFn: ({ signal }) => ok(api.GET("/admin/products/{id}/clicks", { params: { path: { id } }, signal })),
    }),
  tagCheck: (link: string) =>
    queryOptions({
      queryKey: ["products", "tag-check", link],
      queryFn: ({ signal }) => ok(api.GET("/admin/products/tag-check", { params: { query: { link } }, signal })),
      staleTime: Infinity,
    }),
  productPage: (search: string) =>
    queryOptions({
      queryKey: ["products", "page", search],
      queryFn: ({ signal }) => ok(api.GET("/admin/products", { params: { query: queryOf(search) }, signal })),
      placeholderData: keepPreviousData,
    }),
  leadPage: (kind: LeadKind, search: string) =>
    queryOptions({
      queryKey: ["leads", kind, "page", search],
      queryFn: ({ signal }) =>
        ok(api.GET("/admin/leads/{kind}", { params: { path: { kind }, query: queryOf(search) }, signal })),
      placeholderData: keepPreviousData,
    }),
  lead: (kind: LeadKind, id: number) => queryOptions({ queryKey: ["leads", kind, id], queryFn: ({ signal }) => ok(api.GET("/admin/leads/{kind}/{id}", { params: { path: { kind, id } }, signal })) }),
  /** What clients owe and what came in, as of today. */
  receivables: () => queryOptions({ queryKey: ["invoices", "receivables"], queryFn: ({ signal }) => ok(api.GET("/admin/receivables", { signal })) }),
  /** One page of the invoices behind a receivables figure (`figure`, and `client` or `period`). */
  receivableInvoices: (figure: Record<string, string>, page: number) =>
    queryOptions({
      queryKey: ["invoices", "receivables", figure, page],
      queryFn: ({ signal }) =>
        ok(api.GET("/admin/receivables/invoices", { params: { query: { ...figure, page: String(page), perPage: "50" } }, signal })),
      placeholderData: keepPreviousData,
    }),
  today: () => queryOptions({ queryKey: ["today"], queryFn: ({ signal }) => ok(api.GET("/admin/today", { signal })) }),
  dashboard: () => queryOptions({ queryKey: ["dashboard"], queryFn: ({ signal }) => ok(api.GET("/admin/leads/dashboard", { signal })) }),
  mail: () => queryOptions({ queryKey: ["mail"], queryFn: ({ signal }) => ok(api.GET("/admin/mail/status", { signal })) }),
  backups: () => queryOptions({ queryKey: ["backups"], queryFn: ({ signal }) => ok(api.GET("/admin/backups/status", { signal })) }),
  audit: (search: string) =>
    queryOptions({
      queryKey: ["audit", search],
      queryFn: ({ signal }) => ok(api.GET("/admin/audit", { params: { query: queryOf(search) }, signal })),
      placeholderData: keepPreviousData,
    }),
  /** One page of the content list, in the order the items were added, with each item's translations. */
  contentPage: (search: string) =>
    queryOptions({
      queryKey: ["content", "page", search],
      queryFn: ({ signal }) => ok(api.GET("/admin/content/page", { params: { query: queryOf(search) }, signal })),
      placeholderData: keepPreviousData,
    }),
  businessDetails: () => queryOptions({ queryKey: ["content", "business"], queryFn: ({ signal }) => ok(api.GET("/admin/content/business", { signal })) }),
  contentItem: (id: number) => queryOptions({ queryKey: ["content", id], queryFn: ({ signal }) => ok(api.GET("/admin/content/{id}", { params: { path: { id } }, signal })) }),
  revisions: (id: number) => queryOptions({ queryKey: ["content", id, "revisions"], queryFn: ({ signal }) => ok(api.GET("/admin/content/{id}/revisions", { params: { path: { id } }, signal })) }),
  overdue: () => queryOptions({ queryKey: ["content", "overdue"], queryFn: ({ signal }) => ok(api.GET("/admin/content/overdue", { signal })) }),
  /** One page of the media library, newest first; `search` is the query string (`?q=…&page=…`). */
  mediaPage: (search: string) =>
    queryOptions({
      queryKey: ["media", "page", search],
      queryFn: ({ signal }) => ok(api.GET("/admin/media/page", { params: { query: queryOf(search) }, signal })),
      placeholderData: keepPreviousData,
    }),
  sessions: () => queryOptions({ queryKey: ["sessions"], queryFn: ({ signal }) => ok(api.GET("/admin/account/sessions", { signal })) }),
  twoFactor: () => queryOptions({ queryKey: ["twoFactor"], queryFn: ({ signal }) => ok(api.GET("/admin/2fa", { signal })) }),
};

/**
 * What each kind of write changes, as the query keys to refetch. A lead's
 * record feeds the lead desk and the home's figures; a service, position or
 * department is named in the enquiries and applications that chose it
 * (which keep the name when it is deleted).
 */
export const CHANGES = {
  enquiry: [["enquiries"], ["leads"], ["dashboard"], ["today"]],
  application: [["applications"], ["leads"], ["dashboard"], ["today"]],
  lead: [["leads"], ["dashboard"], ["today"]],
  quote: [["quotes"], ["leads"], ["dashboard"], ["today"]],
  /** An invoice or advance made, issued, paid, corrected or paid back: its quotation and its lead's page name it, Today lists what is overdue. */
  invoice: [["invoices"], ["quotes"], ["leads"], ["today"]],
  service: [["services"], ["enquiries"], ["leads"], ["dashboard"]],
  department: [["departments"], ["applications"], ["leads"], ["dashboard"]],
  admin: [["admins"], ["leads"]],
  product: [["products"]],
  sessions: [["sessions"]],
  twoFactor: [["twoFactor"]],
  content: [["content"], ["today"]],
  media: [["media"]],
} satisfies Record<string, QueryKey[]>;

/** The deletions of the list screens: each one's typed DELETE and what it changes. */
export const deletions = {
  enquiry: { remove: (q: Enquiry) => ok(api.DELETE("/admin/enquiries/{id}", { params: { path: { id: q.id } } })), changes: CHANGES.enquiry },
  application: { remove: (a: Application) => ok(api.DELETE("/admin/applications/{id}", { params: { path: { id: a.id } } })), changes: CHANGES.application },
  admin: { remove: (a: Admin) => ok(api.DELETE("/admin/admins/{id}", { params: { path: { id: a.id } } })), changes: CHANGES.admin },
  service: { remove: (s: Service) => ok(api.DELETE("/admin/services/{id}", { params: { path: { id: s.id } } })), changes: CHANGES.service },
  product: { remove: (p: Product) => ok(api.DELETE("/admin/products/{id}", { params: { path: { id: p.id } } })), changes: CHANGES.product },
};

/** The first screen's data under its queries' keys, typed by the screen it was written for. */
const SEEDS: { [K in keyof FirstScreen]: (client: QueryClient, data: FirstScreen[K], params: string[]) => void } = {
  receivables: (c, data) => c.setQueryData(queries.receivables().queryKey, data),
  home: (c, { today, enquiries }) => {
    c.setQueryData(queries.today().queryKey, today);
    if (enquiries) c.setQueryData(queries.enquiryPage("").queryKey, enquiries);
  },
  careers: (c, data) => c.setQueryData(queries.applicationPage("").queryKey, data),
  departments: (c, { departments, jobPages }) => {
    c.setQueryData(queries.departments().queryKey, departments);
    c.setQueryData(queries.jobPages().queryKey, jobPages);
  },
  admins: (c, { admins, twoFactor }) => {
    c.setQueryData(queries.admins().queryKey, admins);
    c.setQueryData(queries.adminsTwoFactor().queryKey, twoFactor);
  },
  services: (c, data) => c.setQueryData(queries.services().queryKey, data),
  affiliateUpdate: (c, data, [id]) => data && c.setQueryData(queries.product(Number(id)).queryKey, data),
  enquiryUpdate: (c, { enquiry, services }, [id]) => {
    if (enquiry) c.setQueryData(queries.enquiry(Number(id)).queryKey, enquiry);
    c.setQueryData(queries.services().queryKey, services);
  },
  careerUpdate: (c, { application, departments }, [, id]) => {
    if (application) c.setQueryData(queries.application(Number(id)).queryKey, application);
    c.setQueryData(queries.departments().queryKey, departments);
  },
};

function hasSeed(key: ScreenKey): key is keyof FirstScreen {
  return key in SEEDS;
}

/**
 * Puts the data the server wrote for screen `key` (with path parameters
 * `params`) into the cache. The server writes the data of the screen at the
 * page's own address, so that screen's key says which of FirstScreen's
 * shapes it has: the one place where the key and the shape are paired.
 */
export function seedFirstScreen(client: QueryClient, key: ScreenKey, params: string[], data: AdminProps["data"]): void {
  if (data === null || !hasSeed(key)) return;
  const seed = SEEDS[key] as (client: QueryClient, data: FirstScreen[keyof FirstScreen], params: string[]) => void;
  seed(client, data, params);
}
