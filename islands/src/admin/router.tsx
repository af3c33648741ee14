// Client-side routing for the administrator area with the History API.
// Clicks on same-origin links to admin paths are intercepted (one delegated
// handler on the island's root, so plain <a href> works everywhere);
// Back/Forward arrive as popstate. Paths outside the admin area load as full
// pages. navCount tells screens whether they are the first render (server
// data usable, focus left alone) or the result of a navigation.
import { useCallback, useEffect, useMemo, useState, type MouseEvent, type ReactNode } from "react";
import { requiredContext } from "./context";
import { isAdminPath, normalizePath } from "./routes";

export interface NavigateOptions {
  replace?: boolean;
}

interface RouterValue {
  path: string;
  search: string;
  navCount: number;
  navigate: (to: string, options?: NavigateOptions) => void;
}

const RouterContext = requiredContext<RouterValue>("RouterProvider");

export const useRouter: () => RouterValue = RouterContext.use;

interface Loc {
  path: string;
  search: string;
  navCount: number;
}

function current(navCount: number): Loc {
  return { path: normalizePath(window.location.pathname), search: window.location.search, navCount };
}

export function RouterProvider({ children }: { children: ReactNode }) {
  const [loc, setLoc] = useState<Loc>(() => current(0));

  useEffect(() => {
    const onPop = () => setLoc((l) => current(l.navCount + 1));
    window.addEventListener("popstate", onPop);
    return () => window.removeEventListener("popstate", onPop);
  }, []);

  const navigate = useCallback((to: string, options?: NavigateOptions) => {
    const url = new URL(to, window.location.href);
    if (url.origin !== window.location.origin || !isAdminPath(url.pathname)) {
      window.location.assign(url.href);
      return;
    }
    const target = url.pathname + url.search + url.hash;
    if (options?.replace) window.history.replaceState(null, "", target);
    else {
      window.history.pushState(null, "", target);
      window.scrollTo(0, 0);
    }
    setLoc((l) => ({ path: normalizePath(url.pathname), search: url.search, navCount: l.navCount + 1 }));
  }, []);

  // Delegated through React so handlers on the links themselves run first.
  const onClick = useCallback(
    (e: MouseEvent<HTMLDivElement>) => {
      if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
      const a = (e.target as Element).closest?.("a");
      if (!a || !a.href || a.hasAttribute("download")) return;
      if (a.target && a.target !== "_self") return;
      const url = new URL(a.href);
      if (url.origin !== window.location.origin || !isAdminPath(url.pathname)) return;
      // An in-page anchor ("#id") keeps its default behaviour.
      if (url.hash && url.pathname === window.location.pathname && url.search === window.location.search) return;
      e.preventDefault();
      navigate(url.pathname + url.search + url.hash);
    },
    [navigate],
  );

  const value = useMemo<RouterValue>(
    () => ({ path: loc.path, search: loc.search, navCount: loc.navCount, navigate }),
    [loc, navigate],
  );

  return (
    <RouterContext.Provider value={value}>
      <div className="admin-app" onClick={onClick}>
        {children}
      </div>
    </RouterContext.Provider>
  );
}
