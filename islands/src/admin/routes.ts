// The administrator area's route table: which path shows which
// screen, which screens need a session, and each screen's document title.
// Kept free of components so the router can match paths without loading any
// screen's code.

export type ScreenKey =
  | "login"
  | "registration"
  | "home"
  | "enquiryUpdate"
  | "careers"
  | "careerUpdate"
  | "departments"
  | "admins"
  | "services"
  | "affiliates"
  | "affiliateAdd"
  | "affiliateUpdate"
  | "leadList"
  | "leadPage"
  | "products"
  | "account"
  | "audit"
  | "notFound";

/** "always": needs a session; "ifAdmins": needs one once an administrator exists. */
export type Guard = "none" | "always" | "ifAdmins";

export interface RouteMatch {
  key: ScreenKey;
  params: string[];
  guard: Guard;
  title: string;
}

interface RouteDef {
  pattern: RegExp;
  key: ScreenKey;
  guard: Guard;
  title: string;
}

const ROUTES: RouteDef[] = [
  { pattern: /^\/admin-login$/, key: "login", guard: "none", title: "Admin Login" },
  { pattern: /^\/registration$/, key: "registration", guard: "ifAdmins", title: "Registration Page" },
  { pattern: /^\/admin-login\/admin-home$/, key: "home", guard: "always", title: "Admin Dashboard" },
  {
    pattern: /^\/admin-login\/admin-home\/update-benquiry\/(\d+)$/,
    key: "enquiryUpdate",
    guard: "always",
    title: "Update Enquiry",
  },
  {
    pattern: /^\/admin-login\/admin-home\/update-cenquiry\/(\d+)\/(\d+)$/,
    key: "careerUpdate",
    guard: "always",
    title: "Update Career Application",
  },
  { pattern: /^\/admin-login\/admin-career$/, key: "careers", guard: "always", title: "Career Applications" },
  { pattern: /^\/admin-login\/admin-dept$/, key: "departments", guard: "always", title: "Departments" },
  { pattern: /^\/admin-login\/admin-all-list$/, key: "admins", guard: "always", title: "Administrators" },
  { pattern: /^\/admin-login\/all-services$/, key: "services", guard: "always", title: "Services" },
  { pattern: /^\/admin-login\/aff$/, key: "affiliates", guard: "always", title: "Affiliate Products" },
  { pattern: /^\/admin-login\/aff\/add-aff$/, key: "affiliateAdd", guard: "always", title: "Add Affiliate Product" },
  {
    pattern: /^\/admin-login\/aff\/update\/(\d+)$/,
    key: "affiliateUpdate",
    guard: "always",
    title: "Update Affiliate Product",
  },
  { pattern: /^\/admin-login\/leads\/(enquiries|applications)$/, key: "leadList", guard: "always", title: "Leads" },
  { pattern: /^\/admin-login\/leads\/(enquiries|applications)\/(\d+)$/, key: "leadPage", guard: "always", title: "Lead" },
  { pattern: /^\/admin-login\/products$/, key: "products", guard: "always", title: "Products" },
  { pattern: /^\/admin-login\/account$/, key: "account", guard: "always", title: "Your Account" },
  { pattern: /^\/admin-login\/audit$/, key: "audit", guard: "always", title: "Audit Log" },
];

/** Drops a trailing slash (but keeps "/") so "/admin-login/" matches "/admin-login". */
export function normalizePath(path: string): string {
  return path.length > 1 ? path.replace(/\/+$/, "") || "/" : path;
}

export function matchRoute(rawPath: string): RouteMatch {
  const path = normalizePath(rawPath);
  for (const r of ROUTES) {
    const m = r.pattern.exec(path);
    if (m) return { key: r.key, params: m.slice(1), guard: r.guard, title: r.title };
  }
  // Anything else under /admin-login is still ours (and guarded); show "not found".
  return { key: "notFound", params: [], guard: "always", title: "Page not found" };
}

/** True when a same-origin path belongs to the admin island (so a click can stay client-side). */
export function isAdminPath(rawPath: string): boolean {
  const path = normalizePath(rawPath);
  return path === "/admin-login" || path.startsWith("/admin-login/") || path === "/registration";
}

export const HOME = "/admin-login/admin-home";
export const LOGIN = "/admin-login";
