// Small hooks the screens share: loading a screen's data (from the server's
// props on the first render, from the API after a navigation or a change),
// and timers that die with the screen (the 3000 ms messages and redirects of
// 3000 ms must not fire after the administrator has left).
import { useCallback, useEffect, useRef, useState } from "react";
import { errorField, errorMessage, useApi, type ApiResult } from "./useApi";

export interface Loaded<T> {
  data: T | undefined;
  setData: (update: T | ((old: T | undefined) => T | undefined)) => void;
  loading: boolean;
  error: string | null;
  /** Fetch again; resolves true when it worked. */
  reload: () => Promise<boolean>;
}

/**
 * `initial` is the server's data (undefined when there is none, e.g. after a
 * navigation); then `load` runs once on mount. A failed load keeps what was
 * shown and reports "Could not load <what>: <reason>".
 */
export function useLoad<T>(initial: T | undefined, load: () => Promise<ApiResult<T>>, what: string): Loaded<T> {
  const [data, setData] = useState<T | undefined>(initial);
  const [loading, setLoading] = useState(initial === undefined);
  const [error, setError] = useState<string | null>(null);
  const loadRef = useRef(load);
  loadRef.current = load;

  const reload = useCallback(async () => {
    setLoading(true);
    const res = await loadRef.current();
    setLoading(false);
    if (res.ok && res.data !== undefined) {
      setData(res.data);
      setError(null);
      return true;
    }
    if (res.status !== 401) setError(errorMessage(res, `Could not load ${what}`));
    return false;
  }, [what]);

  useEffect(() => {
    if (initial === undefined) void reload();
    // Mount only: the server's data, when present, is already current.
  }, []);

  return { data, setData, loading, error, reload };
}

/**
 * A list screen's rows: the server's first-screen array when there is one,
 * else GET `path` (through useApi, so a 401 goes to the login screen).
 */
export function useList<T>(initialData: unknown, path: string, what: string): Loaded<T[]> {
  const api = useApi();
  const load = useCallback(() => api<T[]>("GET", path), [api, path]);
  return useLoad(arrayOrUndefined<T>(initialData), load, what);
}

/**
 * A button's call to the server: `busy` while one runs; the error and the
 * note of the last call are cleared when the next one starts. `run` answers
 * what the call answered.
 */
export function useCall() {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [note, setNote] = useState<string | null>(null);
  const run = useCallback(async <T,>(call: () => Promise<T>): Promise<T> => {
    setBusy(true);
    setError(null);
    setNote(null);
    const answer = await call();
    setBusy(false);
    return answer;
  }, []);
  return { busy, error, setError, note, setNote, run };
}

/**
 * setTimeout that is cancelled when the component unmounts. With a key, a new
 * timer replaces the pending one of that key (a second message gets its own
 * full 3000 ms instead of being hidden by the first one's timer).
 */
export function useLater(): (fn: () => void, ms: number, key?: string) => void {
  const timers = useRef(new Map<string, number>());
  const seq = useRef(0);
  useEffect(() => {
    const map = timers.current;
    return () => {
      map.forEach((id) => window.clearTimeout(id));
      map.clear();
    };
  }, []);
  return useCallback((fn: () => void, ms: number, key?: string) => {
    const k = key ?? `anon-${++seq.current}`;
    const old = timers.current.get(k);
    if (old !== undefined) window.clearTimeout(old);
    const id = window.setTimeout(() => {
      timers.current.delete(k);
      fn();
    }, ms);
    timers.current.set(k, id);
  }, []);
}

/** The server's first-screen data when it has the expected shape, else undefined. */
export function arrayOrUndefined<T>(v: unknown): T[] | undefined {
  return Array.isArray(v) ? (v as T[]) : undefined;
}

/**
 * The server's first-screen data for an edit screen that shows one record
 * and a list to choose from: an object with `record` set and `list` an
 * array, else undefined.
 */
export function recordOrUndefined<T extends object>(v: unknown, record: keyof T, list: keyof T): T | undefined {
  const d = v as Partial<T> | null | undefined;
  return d && d[record] && Array.isArray(d[list]) ? (d as T) : undefined;
}

/**
 * The field a 422 answer blames (shown at the field). `ids`
 * maps JSON field names to input ids; the input gets focus so the
 * administrator lands on what to fix.
 */
export function useFieldError(ids: Record<string, string>) {
  const [fe, setFe] = useState<{ field: string; text: string } | null>(null);
  const idsRef = useRef(ids);
  idsRef.current = ids;
  const take = useCallback((res: ApiResult<unknown>): boolean => {
    const field = errorField(res);
    const id = field ? idsRef.current[field] : undefined;
    if (!field || !id) return false;
    setFe({ field, text: res.error?.error ?? "This value is not valid." });
    window.setTimeout(() => document.getElementById(id)?.focus(), 0);
    return true;
  }, []);
  const of = useCallback((field: string) => (fe?.field === field ? fe.text : null), [fe]);
  const clear = useCallback(() => setFe(null), []);
  /** onChange for a text control: stores the value and clears the field error. */
  const change = useCallback(
    (set: (value: string) => void) => (e: { target: { value: string } }) => {
      set(e.target.value);
      setFe(null);
    },
    [],
  );
  /**
   * The props that bind a text control to JSON field `field`: its id (from
   * `ids`), its value, an onChange that stores the value and clears the
   * error, and the error shown at it.
   */
  const bind = (field: string, value: string, set: (value: string) => void) => ({
    id: idsRef.current[field] ?? field,
    value,
    onChange: change(set),
    error: of(field),
  });
  return { take, of, clear, change, bind, current: fe };
}
