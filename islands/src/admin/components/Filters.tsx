// The parts of a list screen whose filters live in the address (see
// useAddressList): the filter form with its labelled filters, each showing
// the address's value, and the page of results under it (count, rows or an
// empty note, pager).
import type { FormEvent, InputHTMLAttributes, ReactNode, SelectHTMLAttributes } from "react";
import type { PageInfo } from "../../api/types";
import { Alert } from "./Alert";
import { Pager } from "./Pager";
import { Loading } from "./Screen";

/** The form; `search` (the query string) renews it when the address changes. */
export function FilterForm(props: { label: string; search: string; onSubmit: (e: FormEvent<HTMLFormElement>) => void; children: ReactNode }) {
  const { label, search, onSubmit, children } = props;
  return (
    <form className="admin-filters" onSubmit={onSubmit} key={search} role="search" aria-label={label}>
      {children}
      <div className="admin-filters-actions">
        <button type="submit" className="btn btn-primary">
          Apply filters
        </button>
      </div>
    </form>
  );
}

/** One filter: its label, then its control. */
function Filter({ id, label, children }: { id: string; label: ReactNode; children: ReactNode }) {
  return (
    <div className="admin-field">
      <label htmlFor={id}>{label}</label>
      {children}
    </div>
  );
}

interface FilterProps {
  idPrefix: string;
  name: string;
  label: ReactNode;
  /** The address's query: the filter starts at its value for `name`. */
  query: URLSearchParams;
}

export function FilterInput(props: FilterProps & Omit<InputHTMLAttributes<HTMLInputElement>, "id" | "name">) {
  const { idPrefix, name, label, query, ...input } = props;
  const id = `${idPrefix}-${name}`;
  return (
    <Filter id={id} label={label}>
      <input id={id} name={name} defaultValue={query.get(name) ?? ""} {...input} />
    </Filter>
  );
}

/** A choice; `fallback` is chosen while the address names none. */
export function FilterSelect(props: FilterProps & { fallback?: string } & Omit<SelectHTMLAttributes<HTMLSelectElement>, "id" | "name">) {
  const { idPrefix, name, label, query, fallback = "", children, ...select } = props;
  const id = `${idPrefix}-${name}`;
  return (
    <Filter id={id} label={label}>
      <select id={id} name={name} defaultValue={query.get(name) ?? fallback} {...select}>
        {children}
      </select>
    </Filter>
  );
}

/** The first and last day of a date range. */
export function DateFilters({ idPrefix, query }: { idPrefix: string; query: URLSearchParams }) {
  return (
    <>
      <FilterInput idPrefix={idPrefix} name="from" label="From" type="date" query={query} />
      <FilterInput idPrefix={idPrefix} name="to" label="To" type="date" query={query} />
    </>
  );
}

/** Whether a list counted every match (a lead search stops counting at a limit and says so). */
function counted(page: PageInfo): boolean {
  return (page as PageInfo & { totalExact?: boolean }).totalExact !== false;
}

/** "1 lead", "27 leads", or "at least 1001 leads" when the count stopped at a limit. */
function matched(page: PageInfo, noun: [string, string]): string {
  if (!counted(page)) return `At least ${page.total} ${noun[1]}`;
  return page.total === 1 ? `1 ${noun[0]}` : `${page.total} ${noun[1]}`;
}

/**
 * Under the filters: the load error, "Loading…" until the first page, then
 * how many rows match, the page's rows (or a note that none match) and the
 * links to the other pages. `list` is the screen's useAddressList.
 */
export function Results<P extends PageInfo, R>(props: {
  list: { page: P | null; error: string | null; href: (changes: Record<string, string | null>) => string };
  loading: ReactNode;
  /** What a row is, one and many: ["entry", "entries"]. */
  noun: [string, string];
  rows: (page: P) => R[];
  children: (rows: R[], page: P) => ReactNode;
}) {
  const { list, loading, noun, rows, children } = props;
  const { page, error, href } = list;
  const found = page ? rows(page) : [];
  return (
    <>
      {error && <Alert kind="danger">{error}</Alert>}
      {!page && !error && <Loading>{loading}</Loading>}
      {page && (
        <>
          <p className="admin-result-count" role="status">
            {matched(page, noun)} · page {page.page}
            {counted(page) ? ` of ${page.pages}` : ""}
          </p>
          {found.length > 0 ? children(found, page) : <p className="admin-empty">No {noun[1]} match these filters.</p>}
          <Pager page={page.page} pages={page.pages} href={href} />
        </>
      )}
    </>
  );
}
