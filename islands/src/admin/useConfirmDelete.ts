// The deletion flow every list shares ("Delete actions ask for
// confirmation, then reload the list or remove the row"): Delete picks a
// target and opens the ConfirmDialog; Yes sends DELETE and keeps the dialog
// busy until it settles. 204 reloads the list, or runs `onDeleted` (e.g.
// removing the row); 401 is useApi's (back to the login screen); any other
// answer is reported as "<failure>: <reason>", and a 404 (already gone)
// also reloads the list. The dialog closes in every case.
import { useState } from "react";
import type { ConfirmDialogProps } from "./components/ConfirmDialog";
import { useList } from "./hooks";
import { errorMessage, useApi } from "./useApi";

export interface ConfirmDeleteOptions<T> {
  /** The DELETE path for a target. */
  path: (target: T) => string;
  /** What failed, e.g. "Could not delete the service" (the reason is appended). */
  failure: string | ((target: T) => string);
  /** Fetches the list again (after 204 unless `onDeleted` is given, and after 404). */
  reload: () => Promise<unknown>;
  /** After 204 instead of reloading, e.g. removing the row from the list. */
  onDeleted?: (target: T) => void;
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
  const api = useApi();
  const [target, setTarget] = useState<T | null>(null);
  const [deleting, setDeleting] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const confirm = async () => {
    if (target === null) return;
    setDeleting(true);
    setError(null);
    const res = await api("DELETE", opts.path(target));
    if (res.status === 204) {
      if (opts.onDeleted) opts.onDeleted(target);
      else await opts.reload();
    } else if (res.status !== 401) {
      setError(errorMessage(res, typeof opts.failure === "function" ? opts.failure(target) : opts.failure));
      if (res.status === 404) await opts.reload();
    }
    setDeleting(false);
    setTarget(null);
  };

  return {
    target,
    ask: (t: T) => setTarget(() => t),
    error,
    clearError: () => setError(null),
    dialog: {
      open: target !== null,
      busy: deleting,
      onYes: () => void confirm(),
      onNo: () => setTarget(null),
    },
  };
}

/**
 * A list screen's rows (useList: the server's first-screen rows, else GET
 * `listPath`) and the deletion of one row. With `key`, a 204 drops the row
 * with the deleted row's key instead of fetching the list again.
 */
export function useDeletableList<T>(
  initialData: unknown,
  listPath: string,
  what: string,
  opts: Pick<ConfirmDeleteOptions<T>, "path" | "failure"> & { key?: (row: T) => unknown },
) {
  const list = useList<T>(initialData, listPath, what);
  const { key, ...deletion } = opts;
  const del = useConfirmDelete<T>({
    ...deletion,
    reload: list.reload,
    onDeleted: key && ((gone) => list.setData((old) => old?.filter((row) => key(row) !== key(gone)))),
  });
  return { list, del };
}
