// The states every list screen shows around its table: the load error (the
// last good rows stay shown), the last deletion's error (dismissible), optional
// controls (e.g. a search box), then "Loading…" until the first answer, an
// empty note when there are no rows, or the rows themselves.
import type { ReactNode } from "react";
import type { Loaded } from "../hooks";
import { Alert } from "./Alert";
import { Empty, Loading } from "./Screen";

export interface ListStateProps<T> {
  list: Loaded<T[]>;
  /** E.g. "Loading services…". */
  loadingText: string;
  /** E.g. "No services yet.". */
  emptyText: ReactNode;
  /** The list's deletions (useConfirmDelete): a failure is shown until dismissed. */
  deletion?: { error: string | null; clearError: () => void };
  /** Shown between the messages and the rows. */
  controls?: ReactNode;
  /** The rows (never empty). */
  children: (rows: T[]) => ReactNode;
}

export function ListState<T>(props: ListStateProps<T>) {
  const { list, loadingText, emptyText, deletion, controls, children } = props;
  const rows = list.data ?? [];
  return (
    <>
      {list.error && <Alert kind="danger">{list.error}</Alert>}
      {deletion?.error && (
        <Alert kind="danger" onDismiss={deletion.clearError}>
          {deletion.error}
        </Alert>
      )}
      {controls}
      {list.data === undefined ? (
        list.loading ? <Loading>{loadingText}</Loading> : null
      ) : rows.length === 0 ? (
        <Empty>{emptyText}</Empty>
      ) : (
        children(rows)
      )}
    </>
  );
}
