// Logging out: the queries still waiting for an answer are cancelled (a
// late 401 would read as an expired session), then POST /admin/logout; 200
// forgets the session, empties the cache and shows the login screen. 404
// (no session left) and 401 end the same way. Anything else is reported to
// the caller, and the screen keeps what it had loaded.
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useAuth } from "./auth";
import { LOGIN } from "./routes";
import { useRouter } from "./router";
import { api, ApiFailure, failureText, LOGOUT, ok } from "./server";

export function useLogout(): { logout: () => void; busy: boolean; error: string | null; clearError: () => void } {
  const client = useQueryClient();
  const { navigate } = useRouter();
  const { signedOut } = useAuth();
  const out = useMutation({
    mutationKey: LOGOUT,
    mutationFn: async () => {
      await client.cancelQueries();
      await ok(api.POST("/admin/logout")).catch((e: unknown) => {
        if (!(e instanceof ApiFailure && (e.status === 404 || e.status === 401))) throw e;
      });
    },
    onSuccess: () => {
      signedOut();
      navigate(LOGIN);
      client.clear();
    },
  });
  return { logout: () => out.mutate(), busy: out.isPending, error: failureText(out.error, "Logout failed"), clearError: out.reset };
}
