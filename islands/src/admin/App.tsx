// The administrator area as one island: router, auth context, the server
// state (one QueryClient, holding the first screen's data from the page),
// the admin header, the client-side guard and the screens, each loaded on
// demand (React.lazy, so esbuild puts every screen in its own chunk).
import { QueryClientProvider } from "@tanstack/react-query";
import { Component, lazy, Suspense, useEffect, useMemo, useRef, useState, type ComponentType, type ErrorInfo, type LazyExoticComponent, type ReactNode } from "react";
import { AuthProvider, useAuth } from "./auth";
import { Alert } from "./components/Alert";
import { AppContext, type ScreenProps } from "./context";
import { useLogout } from "./logout";
import { seedFirstScreen } from "./queries";
import { HOME, LOGIN, matchRoute, menuFor, normalizePath, type MenuLink, type ScreenKey } from "./routes";
import { RouterProvider, useRouter } from "./router";
import Login from "./screens/Login";
import Registration from "./screens/Registration";
import { adminQueryClient } from "./server";
import type { AdminProps } from "./types";

type LazyScreen = LazyExoticComponent<ComponentType<ScreenProps>>;

/** Each screen module the route table names (its `screen`), loaded on demand. */
/**
 * The sign-in and registration screens are part of the entry, not loaded
 * on demand: the server writes them into the page and the entry hydrates
 * them in place.
 */
const EAGER: Record<string, ComponentType<ScreenProps>> = { Login, Registration };

const SCREENS: Record<string, LazyScreen> = {
  Today: lazy(() => import("./screens/Today")),
  EnquiryUpdate: lazy(() => import("./screens/EnquiryUpdate")),
  Careers: lazy(() => import("./screens/Careers")),
  CareerUpdate: lazy(() => import("./screens/CareerUpdate")),
  Departments: lazy(() => import("./screens/Departments")),
  Admins: lazy(() => import("./screens/Admins")),
  Services: lazy(() => import("./screens/Services")),
  AffiliateForm: lazy(() => import("./screens/AffiliateForm")),
  LeadList: lazy(() => import("./screens/LeadList")),
  LeadPage: lazy(() => import("./screens/LeadPage")),
  Products: lazy(() => import("./screens/Products")),
  Quotes: lazy(() => import("./screens/Quotes")),
  Invoices: lazy(() => import("./screens/Invoices")),
  InvoicePage: lazy(() => import("./screens/InvoicePage")),
  Receivables: lazy(() => import("./screens/Receivables")),
  Analytics: lazy(() => import("./screens/Analytics")),
  Account: lazy(() => import("./screens/Account")),
  Audit: lazy(() => import("./screens/Audit")),
  ContentList: lazy(() => import("./screens/ContentList")),
  ContentEdit: lazy(() => import("./screens/ContentEdit")),
  Media: lazy(() => import("./screens/Media")),
  People: lazy(() => import("./screens/People")),
  BusinessDetails: lazy(() => import("./screens/BusinessDetails")),
  Backups: lazy(() => import("./screens/Backups")),
  NotFound: lazy(() => import("./screens/NotFound")),
  Forbidden: lazy(() => import("./screens/Forbidden")),
};

/** Shown when a screen's code cannot be fetched (e.g. a deploy replaced the chunks). */
class ChunkBoundary extends Component<{ children: ReactNode; resetKey: string }, { failed: boolean }> {
  state = { failed: false };
  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }
  componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error("admin screen failed", error, info.componentStack);
  }
  componentDidUpdate(prev: { resetKey: string }) {
    if (prev.resetKey !== this.props.resetKey && this.state.failed) this.setState({ failed: false });
  }
  render() {
    if (!this.state.failed) return this.props.children;
    return (
      <Alert kind="danger">
        This screen could not be loaded.{" "}
        <button type="button" className="btn btn-secondary admin-inline-btn" onClick={() => window.location.reload()}>
          Reload the page
        </button>
      </Alert>
    );
  }
}

function Header({ productName }: { productName: string }) {
  // The last known answer: the links stay put while a route change re-checks.
  const { isAuthenticated: signedIn } = useAuth();
  const { logout, busy, error, clearError } = useLogout();
  const [open, setOpen] = useState(false);
  return (
    <>
      <header className="admin-header">
        <div className="admin-header-inner">
          <a className="admin-brand" href={signedIn ? HOME : LOGIN}>
            {`${productName} `}
            <span className="admin-brand-tag">Admin</span>
          </a>
          {signedIn && (
            <button type="button" className="admin-menu-button" aria-expanded={open} aria-controls="admin-menu" onClick={() => setOpen((o) => !o)}>
              Menu
            </button>
          )}
        </div>
        {error && (
          <div className="admin-header-alert">
            <Alert kind="danger" onDismiss={clearError}>
              {error}
            </Alert>
          </div>
        )}
      </header>
      {signedIn && <Menu open={open} close={() => setOpen(false)} logout={() => void logout()} busy={busy} />}
    </>
  );
}

/**
 * The signed-in area's menu: every area, grouped, each screen named by its
 * title. Beside the screens from 769 px; on a phone it folds behind the
 * header's Menu button and closes again once a screen is chosen.
 */
function Menu({ open, close, logout, busy }: { open: boolean; close: () => void; logout: () => void; busy: boolean }) {
  const { path } = useRouter();
  const { can } = useAuth();
  const current = (href: string) => path === href || path.startsWith(`${href}/`);
  const link = (l: MenuLink) => (
    <a href={l.href} aria-current={path === l.href ? "page" : undefined} className={current(l.href) ? "is-current" : undefined} onClick={close}>
      {l.label}
    </a>
  );
  return (
    <nav id="admin-menu" className={open ? "admin-nav is-open" : "admin-nav"} aria-label="Administration">
      <ul className="admin-nav-groups">
        {menuFor(can).map((g, i) =>
          g.links.length === 1 ? (
            <li key={g.label}>{link(g.links[0])}</li>
          ) : (
            <li key={g.label}>
              <span className="admin-nav-group" id={`admin-nav-group-${i}`}>
                {g.label}
              </span>
              <ul aria-labelledby={`admin-nav-group-${i}`}>
                {g.links.map((l) => (
                  <li key={l.href}>{link(l)}</li>
                ))}
              </ul>
            </li>
          ),
        )}
        <li>
          <button type="button" className="admin-nav-logout" onClick={logout} disabled={busy}>
            {busy ? "Logging out…" : "Logout"}
          </button>
        </li>
      </ul>
    </nav>
  );
}

function Shell({ props }: { props: AdminProps }) {
  const { path, navigate } = useRouter();
  const { isAuthenticated, loading, sessionLost, can } = useAuth();
  const [hasAdmins, setHasAdmins] = useState(props.hasAdmins);
  // The server's shell already wraps the mount point in <main>; a second
  // <main> would break the landmark structure, so use a <div> then.
  const [shellHasMain] = useState(() => document.querySelector("main") !== null);
  const Main = shellHasMain ? "div" : "main";
  const route = matchRoute(path);
  const productName = props.productName || "Vanijya Digital";

  const needsSession = route.guard === "always" || (route.guard === "ifAdmins" && hasAdmins);
  const mustLeave = !loading && needsSession && !isAuthenticated;
  const alreadyIn = !loading && route.key === "login" && isAuthenticated;
  // A screen outside the account's level says it is not open to them (the
  // server answers 403).
  const barred = isAuthenticated && needsSession && route.key !== "notFound" && !can.includes(route.key);

  useEffect(() => {
    if (mustLeave) navigate(sessionLost ? `${LOGIN}?expired=1` : LOGIN, { replace: true });
    else if (alreadyIn) navigate(HOME, { replace: true });
  }, [mustLeave, alreadyIn, sessionLost, navigate]);

  useEffect(() => {
    document.title = `${route.title} | ${productName}`;
  }, [route.title, productName]);

  // The server's form state holds for the address it rendered.
  const [served] = useState(() => (normalizePath(props.path || path) === path ? props : null));
  const appValue = useMemo(
    () => ({
      productName,
      hasAdmins,
      markAdminsExist: () => setHasAdmins(true),
      signIn: served?.signIn ?? null,
      registration: served?.registration ?? null,
    }),
    [productName, hasAdmins, served],
  );

  const Eager = barred ? undefined : EAGER[route.screen];
  const Screen = barred ? SCREENS.Forbidden : (SCREENS[route.screen] ?? SCREENS.NotFound);
  const show = !loading && !mustLeave && !alreadyIn;

  return (
    <AppContext.Provider value={appValue}>
      <Header productName={productName} />
      <Main className={`admin-main admin-screen-${route.key}`} aria-busy={loading || undefined}>
        {show && (
          <ChunkBoundary resetKey={path}>
            {Eager ? (
              <Eager key={path} params={route.params} />
            ) : (
            <Suspense
              fallback={
                <p className="admin-loading" role="status">
                  Loading…
                </p>
              }
            >
              <Screen key={path} params={route.params} />
            </Suspense>
            )}
          </ChunkBoundary>
        )}
      </Main>
    </AppContext.Provider>
  );
}

/**
 * The area's QueryClient, made once: the first screen's data goes into it
 * (when the page is still at the address the server rendered it for), and
 * a 401 while signed in ends the session here: the area forgets it and
 * shows the login screen with ?expired=1.
 */
function ServerState({ props, children }: { props: AdminProps; children: ReactNode }) {
  const { path, navigate } = useRouter();
  const auth = useAuth();
  const latest = useRef({ auth, navigate });
  latest.current = { auth, navigate };
  const [client] = useState(() => {
    const made = adminQueryClient(() => {
      const { auth, navigate } = latest.current;
      if (!auth.isAuthenticated) return;
      auth.signedOut();
      navigate(`${LOGIN}?expired=1`, { replace: true });
    });
    if (normalizePath(props.path || path) === path) {
      const first = matchRoute(path);
      seedFirstScreen(made, first.key, first.params, props.data);
    }
    return made;
  });
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

export default function AdminApp(props: AdminProps) {
  return (
    <RouterProvider>
      <AuthProvider initialAuthenticated={Boolean(props.authenticated)} initialUser={props.user ?? null} initialCan={props.can ?? []}>
        <ServerState props={props}>
          <Shell props={props} />
        </ServerState>
      </AuthProvider>
    </RouterProvider>
  );
}
