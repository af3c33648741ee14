// The administrator area's route table, as the island reads it: which path
// shows which screen, which screens need a session, and each screen's
// document title, and the signed-in area's menu. The table itself is written once, in
// src/routes/admin_screens.json, which the server's shells read too.
// Kept free of components so the router can match paths without loading any
// screen's code.
import table from "../../../src/routes/admin_screens.json";

/** A screen's key in the table ("home", "leadPage", …). */
export type ScreenKey = string;

/** "always": needs a session; "ifAdmins": needs one once an administrator exists. */
export type Guard = "none" | "always" | "ifAdmins";

interface ScreenDef {
  key: ScreenKey;
  path: string;
  /** The module under ./screens/ that shows it. */
  screen: string;
  guard: string;
  title: string;
}

export interface RouteMatch {
  key: ScreenKey;
  screen: string;
  params: string[];
  guard: Guard;
  title: string;
}

/** A table path as a regular expression: `{id}` a whole number, `{kind:a|b}` one of the words. */
function pattern(path: string): RegExp {
  const source = path
    .split("/")
    .map((part) => {
      const param = /^\{(\w+)(?::([\w|-]+))?\}$/.exec(part);
      if (!param) return part.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
      return param[2] ? `(${param[2]})` : "(\\d+)";
    })
    .join("/");
  return new RegExp(`^${source}$`);
}

function guardOf(s: ScreenDef): Guard {
  return s.guard === "none" || s.guard === "ifAdmins" ? s.guard : "always";
}

const ROUTES = (table.screens as ScreenDef[]).map((s) => ({ def: s, re: pattern(s.path) }));
const NOT_FOUND = table.notFound as ScreenDef;

/** Drops a trailing slash (but keeps "/") so "/admin-login/" matches "/admin-login". */
export function normalizePath(path: string): string {
  return path.length > 1 ? path.replace(/\/+$/, "") || "/" : path;
}

export function matchRoute(rawPath: string): RouteMatch {
  const path = normalizePath(rawPath);
  for (const { def, re } of ROUTES) {
    const m = re.exec(path);
    if (m) return { key: def.key, screen: def.screen, params: m.slice(1), guard: guardOf(def), title: def.title };
  }
  // Anything else under /admin-login is still ours (and guarded); show "not found".
  return { key: NOT_FOUND.key, screen: NOT_FOUND.screen, params: [], guard: "always", title: NOT_FOUND.title };
}

/** True when a same-origin path belongs to the admin island (so a click can stay client-side). */
export function isAdminPath(rawPath: string): boolean {
  const path = normalizePath(rawPath);
  return path === "/admin-login" || path.startsWith("/admin-login/") || path === "/registration";
}

function pathOf(key: ScreenKey): string {
  return screenOf(key).path;
}

export const HOME = pathOf("home");
export const LOGIN = pathOf("login");

/** A screen's address for a link: a parameter with one word allowed is that word. */
function hrefOf(path: string): string {
  return path.replace(/\{\w+:([\w-]+)\}/g, "$1");
}

function screenOf(key: ScreenKey): ScreenDef {
  const def = (table.screens as ScreenDef[]).find((s) => s.key === key);
  if (!def) throw new Error(`no screen ${key} in the route table`);
  return def;
}

/** A screen's title, as its menu entry, heading and browser tab show it. */
export function titleOf(key: ScreenKey): string {
  return screenOf(key).title;
}

export interface MenuLink {
  key: ScreenKey;
  href: string;
  /** The screen's title: the menu, its heading and the browser tab agree. */
  label: string;
}

export interface MenuGroup {
  label: string;
  links: MenuLink[];
}

/** The signed-in area's menu, in the table's order: groups of screens, each named by its title. */
export const MENU: MenuGroup[] = table.menu.map((g) => ({
  label: g.label,
  links: g.items.map((key) => {
    const def = screenOf(key);
    return { key, href: hrefOf(def.path), label: def.title };
  }),
}));

/** The menu as an account sees it: only the screens it may open (`can`), and no empty group. */
export function menuFor(can: readonly string[]): MenuGroup[] {
  return MENU.map((g) => ({ ...g, links: g.links.filter((l) => can.includes(l.key)) })).filter((g) => g.links.length > 0);
}
