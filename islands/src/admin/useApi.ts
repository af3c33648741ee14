// The API as the signed-in screens use it: apiFetch plus the area's common
// handling. A 401 from any call means the session ended while the
// administrator was working, so it forgets the session and goes to the login
// screen with ?expired=1. A logout first cancels the calls still waiting for
// an answer (`cancelScreenCalls`): otherwise a screen's late 401 would
// report the session the administrator just ended as expired. apiFetch
// already turns a network failure into status 0 with a readable message;
// safeFetch guards against a throw anyway.
import { useCallback } from "react";
import { apiFetch, NETWORK_ERROR, type Method } from "../lib/api";
import type { ApiError } from "../api/types";
import { useAuth } from "./auth";
import { useRouter } from "./router";

export interface ApiResult<T> {
  ok: boolean;
  status: number;
  data?: T;
  error?: ApiError;
}

export type Api = <T = unknown>(method: Method, path: string, body?: unknown) => Promise<ApiResult<T>>;

/** apiFetch that never throws: an exception becomes {ok:false, status:0}. */
export async function safeFetch<T>(method: Method, path: string, body?: unknown, signal?: AbortSignal): Promise<ApiResult<T>> {
  try {
    return await apiFetch<T>(method, path, body, signal);
  } catch {
    return { ok: false, status: 0, error: { error: NETWORK_ERROR } };
  }
}

/**
 * Two calls made together: `join` of both answers, or the first failure.
 * When `join` finds nothing (undefined) the answer is a 404 saying `missing`.
 */
export async function both<A, B, T>(
  a: Promise<ApiResult<A>>,
  b: Promise<ApiResult<B>>,
  join: (a: A, b: B) => T | undefined,
  missing = "Not found.",
): Promise<ApiResult<T>> {
  const [ra, rb] = await Promise.all([a, b]);
  if (!ra.ok || !ra.data) return { ok: false, status: ra.status, error: ra.error };
  if (!rb.ok || !rb.data) return { ok: false, status: rb.status, error: rb.error };
  const data = join(ra.data, rb.data);
  return data === undefined ? { ok: false, status: 404, error: { error: missing } } : { ok: true, status: 200, data };
}

/** The message to show for a failed call. */
export function errorMessage(res: ApiResult<unknown>, what?: string): string {
  const detail = res.error?.error?.trim();
  if (detail) return what ? `${what}: ${detail}` : detail;
  if (res.status === 0) return what ? `${what}: ${NETWORK_ERROR}` : NETWORK_ERROR;
  const generic = `the server answered with status ${res.status}`;
  return what ? `${what}: ${generic}.` : `Request failed: ${generic}.`;
}

/** The form field a 422 points at, without any ".serId" or "[2]" suffix. */
export function errorField(res: ApiResult<unknown>): string | null {
  if (res.status !== 422 || !res.error?.field) return null;
  return res.error.field.split(/[.[]/)[0] ?? null;
}

/** The screens' calls still waiting for an answer. */
const pending = new Set<AbortController>();

/**
 * Cancels every screen call still waiting for an answer. A cancelled call
 * never settles: the screen that made it is about to go, and neither its
 * 401 nor a "could not reach the server" may show meanwhile. (Should the
 * logout itself fail, the header says so and the screen keeps what it had
 * loaded; a reload fetches the rest.)
 */
export function cancelScreenCalls(): void {
  for (const call of pending) call.abort();
  pending.clear();
}

export function useApi(): Api {
  const { navigate } = useRouter();
  const { signedOut } = useAuth();
  return useCallback(
    async <T,>(method: Method, path: string, body?: unknown): Promise<ApiResult<T>> => {
      const call = new AbortController();
      pending.add(call);
      const res = await safeFetch<T>(method, path, body, call.signal);
      pending.delete(call);
      if (call.signal.aborted) return new Promise<never>(() => {});
      if (res.status === 401) {
        signedOut();
        navigate("/admin-login?expired=1", { replace: true });
      }
      return res;
    },
    [navigate, signedOut],
  ) as Api;
}
