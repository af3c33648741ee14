// The tables of the list screens: a scrollable, labelled TableWrap around a
// table with a visually hidden caption, column headers (<th scope="col">) and
// one row per item, or the `empty` line when there are none; plus the row
// actions (an Update link and a Delete button, each naming its row for
// screen readers) and a cell for a moment.
// Where the columns do not fit (a phone), admin.css shows each row as a
// card, each cell under its column's name (the cell's data-label), never a
// table to scroll sideways; a card keeps the key facts (who, what, status,
// when): the cells of the columns named in `more` (class admin-more) are
// left for screen readers only, as the column headers are, and the row's
// own page shows them.
//
// A table shown as cards is still a table to a screen reader: some browsers
// (WebKit, older Firefox) drop the implicit roles of a table's parts once
// CSS makes them blocks, which leaves column headers and no cells. So every
// part names its role (table, rowgroup, row, columnheader, cell or
// rowheader), as the usual responsive-table patterns do, and the roles hold
// in every layout; the column's name a card shows beside each value is kept
// out of the cell's accessible name (admin.css).
import { useLayoutEffect, useRef, type Key, type ReactNode } from "react";
import { KIND_LABEL, type LeadKind } from "../leadTypes";
import { Empty, IndiaTime, TableWrap } from "./Screen";

export interface DataTableProps<T> {
  /** The caption's id; the scrolling region is labelled by it. */
  captionId: string;
  caption: ReactNode;
  columns: string[];
  /** Columns a card leaves out: the table shows them where it fits. */
  more?: string[];
  rows: T[];
  /** Said instead of the table when there are no rows. */
  empty?: ReactNode;
  rowKey: (row: T) => Key;
  rowClassName?: (row: T) => string | undefined;
  id?: string;
  className?: string;
  /** The row's cells (<td>s), in the order of `columns`. */
  children: (row: T) => ReactNode;
}

export function DataTable<T>(props: DataTableProps<T>) {
  const { captionId, caption, columns, more = [], rows, empty, rowKey, rowClassName, id, className, children } = props;
  const table = useRef<HTMLTableElement>(null);
  // Each cell is named by its column for the phone's cards, and given its
  // role (the cells come from the screen, so both are set here, after
  // every render and before the browser paints).
  useLayoutEffect(() => {
    table.current?.querySelectorAll("tbody tr").forEach((tr) => {
      Array.from(tr.children).forEach((cell, i) => {
        keepCellRole(cell);
        const column = columns[i];
        if (column === undefined) return;
        if (cell.getAttribute("data-label") !== column) cell.setAttribute("data-label", column);
        cell.classList.toggle("admin-more", more.includes(column));
      });
    });
  });
  if (rows.length === 0 && empty !== undefined) return <Empty>{empty}</Empty>;
  return (
    <TableWrap labelId={captionId}>
      <table ref={table} role="table" aria-labelledby={captionId} className={className ? `admin-table ${className}` : "admin-table"} id={id}>
        <caption id={captionId} className="visually-hidden">
          {caption}
        </caption>
        <thead role="rowgroup">
          <tr role="row">
            {columns.map((c) => (
              <th key={c} scope="col" role="columnheader">
                {c}
              </th>
            ))}
          </tr>
        </thead>
        <tbody role="rowgroup">
          {rows.map((r) => (
            <tr key={rowKey(r)} role="row" className={rowClassName?.(r)}>
              {children(r)}
            </tr>
          ))}
        </tbody>
      </table>
    </TableWrap>
  );
}

/**
 * Gives a body cell its role, kept when CSS shows the row as a card: a
 * `<td>` is a cell, a `<th>` heads its row.
 */
function keepCellRole(cell: Element): void {
  const role = cell.tagName === "TH" ? "rowheader" : "cell";
  if (cell.getAttribute("role") !== role) cell.setAttribute("role", role);
}

/** A small danger button; `what` (visually hidden) completes its name, e.g. "Delete application 12". */
export function DeleteButton({ onClick, what, children = "Delete" }: { onClick: () => void; what: ReactNode; children?: ReactNode }) {
  return (
    <button type="button" className="btn btn-danger admin-btn-sm" onClick={onClick}>
      {children}
      <span className="visually-hidden"> {what}</span>
    </button>
  );
}

/** A small link styled as a button; `what` (visually hidden) completes its name, e.g. "Update enquiry 7". */
export function UpdateLink({ href, what }: { href: string; what: ReactNode }) {
  return (
    <a className="btn btn-secondary admin-btn-sm" href={href}>
      Update<span className="visually-hidden"> {what}</span>
    </a>
  );
}

/** A lead's id as the link to its page on the lead desk. */
export function LeadLink({ kind, id }: { kind: LeadKind; id: number }) {
  return (
    <a href={`/admin-login/leads/${kind}/${id}`} aria-label={`Open ${KIND_LABEL[kind].one.toLowerCase()} ${id}`}>
      {id}
    </a>
  );
}

/** A cell holding a moment in India time, kept on one line. */
export function TimeCell({ at }: { at: string }) {
  return (
    <td className="admin-nowrap">
      <IndiaTime at={at} />
    </td>
  );
}
