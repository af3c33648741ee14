// Small hooks the screens share: a form's write to the server (a TanStack
// mutation with its failure message and the refused fields shown at their
// controls), the refused fields themselves, and timers that die with the
// screen (the 3000 ms messages and redirects must not fire after the
// administrator has left).
import { useMutation, type QueryKey } from "@tanstack/react-query";
import { useCallback, useEffect, useRef, useState } from "react";
import { refusedFields } from "../lib/refusedFields";
import { ApiFailure, failureText } from "./server";

/** What was typed into the server's field `id` before the screen hydrated it. */
export function typed(id: string, fallback = ""): string {
  return (document.getElementById(id) as HTMLInputElement | null)?.value ?? fallback;
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

/**
 * The fields a 422 refused, each message shown at its own control. `ids`
 * maps JSON field names to input ids; the first refused input gets focus so
 * the administrator lands on what to fix.
 */
export function useFieldError(ids: Record<string, string>, initial: Record<string, string> = {}) {
  const [refused, setRefused] = useState<Record<string, string>>(initial);
  const idsRef = useRef(ids);
  idsRef.current = ids;
  /** Shows the fields `failure` refused that are on this form. */
  const take = useCallback((failure: ApiFailure) => {
    const known = Object.entries(refusedFields(failure.status, failure.body)).filter(([field]) => idsRef.current[field]);
    setRefused(Object.fromEntries(known));
    const first = known[0] && idsRef.current[known[0][0]];
    if (first) window.setTimeout(() => document.getElementById(first)?.focus(), 0);
  }, []);
  /** A check in the browser refused `field` with `text`. */
  const reject = useCallback((text: string, field: string) => take(new ApiFailure(422, { error: text, field })), [take]);
  const of = (field: string) => refused[field] ?? null;
  const clear = useCallback(() => setRefused({}), []);
  /** Forgets the message of `field` (it is being changed). */
  const cleared = (field: string) => setRefused(({ [field]: _gone, ...rest }) => rest);
  /**
   * The props that bind a text control to JSON field `field`: its id (from
   * `ids`), its value, an onChange that stores the value and clears the
   * field's message, and the message shown at it.
   */
  const bind = (field: string, value: string, set: (value: string) => void) => ({
    id: idsRef.current[field] ?? field,
    value,
    onChange: (e: { target: { value: string } }) => {
      set(e.target.value);
      cleared(field);
    },
    error: of(field),
  });
  return { take, reject, of, clear, cleared, bind };
}

/**
 * A form's write: `run(send, failure, done)` calls `send` (a typed API
 * call) as a mutation that refetches the queries under `changes` before it
 * counts as done. `busy` while it runs; a failure shows "<failure>:
 * <reason>" (`error`) and each refused field at its control (`fe`); a
 * success runs `done` with the answer. A 401 shows nothing here: the
 * area's client goes to the login screen.
 */
export function useFormWrite<R>(fieldIds: Record<string, string>, changes: QueryKey[] = []) {
  const fe = useFieldError(fieldIds);
  const [failure, setFailure] = useState("");
  const write = useMutation({ mutationFn: (send: () => Promise<R>) => send(), meta: { invalidates: changes } });
  const run = (send: () => Promise<R>, failureWhat: string, done: (answer: R) => void) => {
    setFailure(failureWhat);
    fe.clear();
    write.mutate(send, { onSuccess: done, onError: fe.take });
  };
  return { busy: write.isPending, succeeded: write.isSuccess, error: failureText(write.error, failure), reset: write.reset, fe, run };
}
