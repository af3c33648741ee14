// The administrator area's server state: the typed API client (openapi-fetch
// on the paths of the generated OpenAPI document, so a call's path, its
// parameters, its body and its answer are checked against the server's
// document) and the one QueryClient (TanStack Query) that loads, caches and
// refetches what the screens show.
//
// Requests keep the API's conventions: same origin, cookies sent, JSON
// accepted, `Content-Type: application/json` on a write with a body (the
// server refuses other writes as cross-site). A failed call rejects with an
// ApiFailure carrying the status and the server's `{error, field, errors}`
// body; status 0 means the server was not reached.
//
// A 401 from any call made while signed in means the session ended while the
// administrator was working: `onSessionEnded` (the area forgets the session
// and shows the login screen with ?expired=1). While a logout is under way a
// late 401 is the session the administrator is ending, not an expired one,
// and the logout cancels the queries still waiting first.
import { MutationCache, QueryCache, QueryClient, type MutationKey, type QueryKey } from "@tanstack/react-query";
import createClient from "openapi-fetch";
import type { paths } from "../../generated/api-schema.gen";
import type { ApiError } from "../api/types";
import { isApiError, NETWORK_ERROR } from "../lib/api";

declare module "@tanstack/react-query" {
  interface Register {
    defaultError: ApiFailure;
    /** A write names the queries it changes; they are refetched before it counts as done. */
    mutationMeta: { invalidates?: QueryKey[] };
  }
}

export const api = createClient<paths>({ credentials: "same-origin", headers: { Accept: "application/json" } });

/** A call that did not succeed: its status (0: no answer) and the server's error body. */
export class ApiFailure extends Error {
  constructor(
    readonly status: number,
    readonly body: ApiError,
  ) {
    super(body.error);
  }
}

/**
 * The data of a successful answer (undefined for 204), else an ApiFailure.
 * A cancelled call rejects with the browser's AbortError as it is.
 */
export async function ok<D>(call: Promise<{ data?: D; error?: unknown; response: Response }>): Promise<D> {
  let answer: Awaited<typeof call>;
  try {
    answer = await call;
  } catch (e) {
    if (e instanceof DOMException && e.name === "AbortError") throw e;
    throw new ApiFailure(0, { error: NETWORK_ERROR });
  }
  const { data, error, response } = answer;
  if (response.ok) return data as D;
  throw new ApiFailure(response.status, isApiError(error) ? error : { error: "" });
}

/**
 * The message to show for a failed call, "<what>: <the server's reason>",
 * or null when there is nothing to show: no failure, or a 401 (the login
 * screen says the session ended).
 */
export function failureText(error: ApiFailure | null, what?: string): string | null {
  if (!error || error.status === 401) return null;
  const detail = error.body.error.trim();
  if (detail) return what ? `${what}: ${detail}` : detail;
  const generic = `the server answered with status ${error.status}`;
  return what ? `${what}: ${generic}.` : `Request failed: ${generic}.`;
}

/** "Could not load <what>: <reason>" for a query that failed. */
export function loadFailure(error: ApiFailure | null, what: string): string | null {
  return failureText(error, `Could not load ${what}`);
}

/** The logout's mutation key: while it runs, a 401 is the session being ended. */
export const LOGOUT: MutationKey = ["logout"];

/**
 * The area's QueryClient. Nothing is retried or refetched behind the
 * administrator's back (a failure is shown at once, as it happened); data
 * counts as fresh for 30 s, so the server's first-screen data is not
 * fetched again as the screen appears, and a screen opened again shows what
 * it had while it asks for the current rows. A write refetches the queries
 * its `meta.invalidates` names.
 */
export function adminQueryClient(onSessionEnded: () => void): QueryClient {
  const client: QueryClient = new QueryClient({
    defaultOptions: {
      queries: { retry: false, staleTime: 30_000, refetchOnWindowFocus: false, refetchOnReconnect: false },
      mutations: { retry: false },
    },
    queryCache: new QueryCache({ onError: (e) => unauthorized(e) }),
    mutationCache: new MutationCache({
      onError: (e) => unauthorized(e),
      onSuccess: (_data, _vars, _context, mutation) =>
        Promise.all((mutation.meta?.invalidates ?? []).map((queryKey) => client.invalidateQueries({ queryKey }))),
    }),
  });
  const unauthorized = (e: ApiFailure) => {
    if (e.status === 401 && client.isMutating({ mutationKey: LOGOUT }) === 0) onSessionEnded();
  };
  return client;
}

/** Posts `form` as multipart (the typed client speaks JSON) to `url`; the answer's JSON, or an ApiFailure. */
export async function postMultipart<T>(url: string, form: FormData): Promise<T> {
  let res: Response;
  try {
    res = await fetch(url, { method: "POST", body: form, credentials: "same-origin", headers: { Accept: "application/json" } });
  } catch {
    throw new ApiFailure(0, { error: "The server could not be reached." });
  }
  const body: unknown = await res.json().catch(() => null);
  if (!res.ok) throw new ApiFailure(res.status, isApiError(body) ? body : { error: "" });
  return body as T;
}
