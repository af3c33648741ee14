// The deletion flow every list shares ("Delete actions ask for
// confirmation, then reload the list"): Delete picks a target and opens the
// ConfirmDialog; Yes sends DELETE (a mutation) and keeps the dialog busy
// until the lists it changes have been fetched again. 401 is the area
// client's (back to the login screen); any other failure is reported as
// "<failure>: <reason>", and after a 404 (already gone) the lists are
// fetched again too. The dialog closes in every case.
import { useMutation, useQueryClient, type QueryKey } from "@tanstack/react-query";
import { useState } from "react";
import type { ConfirmDialogProps } from "./components/ConfirmDialog";
import { failureText } from "./server";

export interface ConfirmDeleteOptions<T> {
  /** Deletes the target (a typed DELETE call). */
  remove: (target: T) => Promise<unknown>;
  /** What failed, e.g. "Could not delete the service" (the reason is appended). */
  failure: string | ((target: T) => string);
  /** The queries a deletion changes. */
  changes: QueryKey[];
}

export interface ConfirmDelete<T> {
  /** What the open dialog would delete; null while it is closed. */
  target: T | null;
  /** Opens the dialog for `target`. */
  ask: (target: T) => void;
  /** The last failure, shown until dismissed or the next attempt. */
  error: string | null;
  clearError: () => void;
  /** Spread into <ConfirmDialog> together with its message. */
  dialog: Pick<ConfirmDialogProps, "open" | "busy" | "onYes" | "onNo">;
}

export function useConfirmDelete<T>(opts: ConfirmDeleteOptions<T>): ConfirmDelete<T> {
  const client = useQueryClient();
  const [target, setTarget] = useState<T | null>(null);
  const deletion = useMutation({
    mutationFn: opts.remove,
    meta: { invalidates: opts.changes },
    onError: (e) =>
      e.status === 404 ? Promise.all(opts.changes.map((queryKey) => client.invalidateQueries({ queryKey }))) : undefined,
    onSettled: () => setTarget(null),
  });
  const failed = deletion.variables === undefined ? "" : typeof opts.failure === "function" ? opts.failure(deletion.variables) : opts.failure;

  return {
    target,
    ask: (t: T) => setTarget(() => t),
    error: failureText(deletion.error, failed),
    clearError: deletion.reset,
    dialog: {
      open: target !== null,
      busy: deletion.isPending,
      onYes: () => target !== null && deletion.mutate(target),
      onNo: () => setTarget(null),
    },
  };
}
