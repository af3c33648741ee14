// How the public islands (the enquiry and careers forms) talk to the JSON
// API; the admin island uses the typed client of admin/server.ts, with the
// same conventions and the same reading of an error body (isApiError,
// NETWORK_ERROR). Same origin, JSON in and out, cookies sent (credentials
// "same-origin"). It never throws:
// HTTP errors come back as { ok: false, status, error } with the server's
// { error, field?, errors? } body, and a network failure (or an aborted request) as
// status 0 with a readable message, so callers need no try/catch.

import type { ApiError } from "../api/types";

export type Method = "GET" | "POST" | "PATCH" | "DELETE";


/** Status 0 means the server was not reached (offline, DNS, aborted). */
export type ApiResult<T> =
  | { ok: true; status: number; data: T; error?: undefined }
  | { ok: false; status: number; data?: undefined; error: ApiError };

/** Shown when the request never got an answer. */
export const NETWORK_ERROR = "Could not reach the server. Please check your connection and try again.";

export function isApiError(v: unknown): v is ApiError {
  return typeof v === "object" && v !== null && typeof (v as ApiError).error === "string";
}

/**
 * Calls the API. `body`, when given, is sent as JSON, or as
 * multipart/form-data when it is a FormData (a form with a file). A 2xx answer yields
 * its parsed JSON as `data` (undefined for 204 or an empty body, so use
 * `apiFetch<void>` for deletes). Any other answer yields `error`, taken from
 * the body when it has the API's shape, else a generic message.
 */
export async function apiFetch<T>(
  method: Method,
  path: string,
  body?: unknown,
  signal?: AbortSignal,
): Promise<ApiResult<T>> {
  const headers: Record<string, string> = { Accept: "application/json" };
  const multipart = body instanceof FormData;
  // The browser writes a multipart body's Content-Type with its boundary.
  if (body !== undefined && !multipart) headers["Content-Type"] = "application/json";
  let res: Response;
  let text: string;
  try {
    res = await fetch(path, {
      method,
      credentials: "same-origin",
      headers,
      body: body === undefined ? undefined : multipart ? body : JSON.stringify(body),
      signal,
    });
    text = await res.text();
  } catch {
    return { ok: false, status: 0, error: { error: NETWORK_ERROR } };
  }
  let json: unknown;
  try {
    json = text ? JSON.parse(text) : undefined;
  } catch {
    json = undefined;
  }
  if (res.ok) return { ok: true, status: res.status, data: json as T };
  return {
    ok: false,
    status: res.status,
    error: isApiError(json) ? json : { error: `Something went wrong (status ${res.status}). Please try again.` },
  };
}
