// Logging out: the screen's calls still under way are cancelled (a late
// 401 would read as an expired session), then POST /admin/logout; 200
// forgets the session and shows the login screen. 404 means there was no
// session left, which ends the same way. Anything else is reported to the
// caller.
import { useCallback } from "react";
import type { Message } from "../api/types";
import { useAuth } from "./auth";
import { useCall } from "./hooks";
import { LOGIN } from "./routes";
import { useRouter } from "./router";
import { cancelScreenCalls, errorMessage, safeFetch } from "./useApi";

export function useLogout(): { logout: () => Promise<void>; busy: boolean; error: string | null; clearError: () => void } {
  const { navigate } = useRouter();
  const { signedOut } = useAuth();
  const { busy, error, setError, run } = useCall();

  const logout = useCallback(async () => {
    const res = await run(() => {
      cancelScreenCalls();
      return safeFetch<Message>("POST", "/admin/logout");
    });
    if (res.status === 200 || res.status === 404 || res.status === 401) {
      signedOut();
      navigate(LOGIN);
      return;
    }
    setError(errorMessage(res, "Logout failed"));
  }, [navigate, signedOut, run, setError]);

  return { logout, busy, error, clearError: () => setError(null) };
}
