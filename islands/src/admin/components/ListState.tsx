// The states every list screen shows around its table: the load error (the
// last good rows stay shown), the last deletion's error (dismissible), optional
// controls (e.g. a search box), then "Loading…" until the first answer, an
// empty note when there are no rows, or the rows themselves.
import type { ReactNode } from "react";
import { loadFailure, type ApiFailure } from "../server";
import { Alert } from "./Alert";
import { DataTable, type DataTableProps } from "./DataTable";
import { Empty, Loading } from "./Screen";

export interface ListStateProps<T> {
  /** The list's query (useQuery). */
  list: { data: T[] | undefined; isPending: boolean; error: ApiFailure | null };
  /** What the list holds, for its load error: "Could not load the services: …". */
  what: string;
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
  const { list, what, loadingText, emptyText, deletion, controls, children } = props;
  const rows = list.data ?? [];
  const error = loadFailure(list.error, what);
  return (
    <>
      {error && <Alert kind="danger">{error}</Alert>}
      {deletion?.error && (
        <Alert kind="danger" onDismiss={deletion.clearError}>
          {deletion.error}
        </Alert>
      )}
      {controls}
      {list.data === undefined ? (
        list.isPending ? <Loading>{loadingText}</Loading> : null
      ) : rows.length === 0 ? (
        <Empty>{emptyText}</Empty>
      ) : (
        children(rows)
      )}
    </>
  );
}

/** A list screen's table: its states (`ListState`) around a `DataTable` of the rows. */
export function ListTable<T>(props: Omit<ListStateProps<T>, "children"> & Omit<DataTableProps<T>, "rows">) {
  const { list, what, loadingText, emptyText, deletion, controls, ...table } = props;
  return (
    <ListState list={list} what={what} loadingText={loadingText} emptyText={emptyText} deletion={deletion} controls={controls}>
      {(rows) => <DataTable {...table} rows={rows} />}
    </ListState>
  );
}
