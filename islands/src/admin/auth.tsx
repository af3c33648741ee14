// Shared authentication state of the administrator area:
// {isAuthenticated, loading}, re-checked with GET /admin/check-auth whenever
// the route path changes. `loading` is derived: it is true while the check
// for the current path has not answered yet, so a screen never renders on a
// stale answer. The server's own check at page load is the first answer.
// It also holds the screens the account's access level may open (`can`),
// which the menu and the guard read.
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from "react";
import { requiredContext } from "./context";
import { useRouter } from "./router";
import { api, ok } from "./server";
import type { SessionUser } from "../api/types";

interface AuthValue {
  isAuthenticated: boolean;
  loading: boolean;
  user: SessionUser | null;
  /** The keys of the screens the account may open. */
  can: readonly string[];
  /** A check found no session although the previous state was signed in. */
  sessionLost: boolean;
  /** Forget the session now (after logout or a 401 from the API). */
  signedOut: () => void;
}

const AuthContext = requiredContext<AuthValue>("AuthProvider");

export const useAuth: () => AuthValue = AuthContext.use;

/** Whether the signed-in account's level opens the screen `key` (admin_screens.json). */
export function useCan(key: string): boolean {
  return useAuth().can.includes(key);
}

interface State {
  checkedPath: string;
  isAuthenticated: boolean;
  user: SessionUser | null;
  can: readonly string[];
  sessionLost: boolean;
}

interface Checked {
  user: SessionUser;
  can: readonly string[];
}

async function checkAuth(): Promise<Checked | false> {
  // Any failure of the check means "not authenticated".
  return ok(api.GET("/admin/check-auth")).then(
    (status) => ({ user: status.user, can: status.can }),
    () => false,
  );
}

export function AuthProvider(props: {
  initialAuthenticated: boolean;
  initialUser: SessionUser | null;
  initialCan: readonly string[];
  children: ReactNode;
}) {
  const { path } = useRouter();
  const [state, setState] = useState<State>(() => ({
    checkedPath: path,
    isAuthenticated: props.initialAuthenticated,
    user: props.initialUser,
    can: props.initialCan,
    sessionLost: false,
  }));
  const seq = useRef(0);
  const mounted = useRef(false);

  useEffect(() => {
    // The server checked the session while rendering this page; its answer
    // (the props) stands for the first path. Later paths are checked here.
    if (!mounted.current) {
      mounted.current = true;
      return;
    }
    const mine = ++seq.current;
    void checkAuth().then((result) => {
      if (mine !== seq.current) return;
      const ok = result !== false;
      setState((s) => ({
        checkedPath: path,
        isAuthenticated: ok,
        user: ok ? result.user : null,
        can: ok ? result.can : [],
        sessionLost: s.isAuthenticated && !ok,
      }));
    });
  }, [path]);

  const signedOut = useCallback(() => {
    setState((s) => ({ ...s, isAuthenticated: false, user: null, can: [], sessionLost: false }));
  }, []);

  const value = useMemo<AuthValue>(
    () => ({
      isAuthenticated: state.isAuthenticated,
      loading: state.checkedPath !== path,
      user: state.user,
      can: state.can,
      sessionLost: state.sessionLost,
      signedOut,
    }),
    [state, path, signedOut],
  );
  return <AuthContext.Provider value={value}>{props.children}</AuthContext.Provider>;
}
