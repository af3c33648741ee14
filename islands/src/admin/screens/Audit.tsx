// /admin-login/audit: the audit log, read-only. Who signed in (or failed
// to), signed out, and created, updated or deleted what, when and from
// which address, with the fields each write sent (never their values).
// Filters live in the address, newest entries first, 25 to a page.
import { Alert } from "../components/Alert";
import { DataTable } from "../components/DataTable";
import { Pager } from "../components/Pager";
import { Loading, ScreenHeading } from "../components/Screen";
import { useAddressList } from "../useAddressList";
import type { AuditPage } from "../../api/types";
import { formatIST } from "../../lib/time";

const FILTERS = ["q", "action", "from", "to"] as const;

export default function Audit() {
  const { search, query, page, error, href, applyForm } = useAddressList<AuditPage>("/admin/audit", "the audit log");
  return (
    <div className="admin-leads">
      <ScreenHeading>Audit log</ScreenHeading>
      <p>Every sign-in, sign-out and change made in the administrator area. Entries cannot be edited or deleted.</p>
      <form className="admin-filters" onSubmit={applyForm(FILTERS)} key={search} role="search" aria-label="Filter the audit log">
        <div className="admin-field">
          <label htmlFor="a-q">Search</label>
          <input id="a-q" name="q" type="search" defaultValue={query.get("q") ?? ""} placeholder="E-mail, name, call, field" />
        </div>
        <div className="admin-field">
          <label htmlFor="a-action">Action</label>
          <select id="a-action" name="action" defaultValue={query.get("action") ?? ""}>
            <option value="">Any</option>
            {(page?.actions ?? []).map((a) => (
              <option key={a}>{a}</option>
            ))}
          </select>
        </div>
        <div className="admin-field">
          <label htmlFor="a-from">From</label>
          <input id="a-from" name="from" type="date" defaultValue={query.get("from") ?? ""} />
        </div>
        <div className="admin-field">
          <label htmlFor="a-to">To</label>
          <input id="a-to" name="to" type="date" defaultValue={query.get("to") ?? ""} />
        </div>
        <div className="admin-filters-actions">
          <button type="submit" className="btn btn-primary">
            Apply filters
          </button>
        </div>
      </form>
      {error && <Alert kind="danger">{error}</Alert>}
      {!page && !error && <Loading>Loading the audit log…</Loading>}
      {page && (
        <>
          <p className="admin-result-count" role="status">
            {page.total === 1 ? "1 entry" : `${page.total} entries`} · page {page.page} of {page.pages}
          </p>
          {page.entries.length > 0 ? (
            <DataTable
              captionId="audit-caption"
              caption={`Audit log, newest first, page ${page.page}`}
              columns={["When", "Who", "Action", "Call", "Fields", "Address"]}
              rows={page.entries}
              rowKey={(e) => e.id}
            >
              {(e) => (
                <>
                  <td className="admin-nowrap">
                    <time dateTime={e.at}>{formatIST(e.at)}</time>
                  </td>
                  <td className="admin-cell-email">
                    {e.actorName && <span className="admin-audit-name">{e.actorName} </span>}
                    <span>{e.actorEmail}</span>
                  </td>
                  <td>{e.action}</td>
                  <td className="admin-cell-text">
                    <code>{e.target}</code>
                  </td>
                  <td className="admin-cell-text">{e.fields.length ? e.fields.join(", ") : "—"}</td>
                  <td className="admin-nowrap">{e.ipAddress}</td>
                </>
              )}
            </DataTable>
          ) : (
            <p className="admin-empty">No entries match these filters.</p>
          )}
          <Pager page={page.page} pages={page.pages} href={href} />
        </>
      )}
    </div>
  );
}
