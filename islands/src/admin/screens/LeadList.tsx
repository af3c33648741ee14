// /admin-login/leads/enquiries and /admin-login/leads/applications: the
// lead desk's lists. Every filter lives in the address (so a filtered list
// can be bookmarked and Back returns to the previous filters); the server
// searches, filters, sorts, pages and counts. "Export CSV" downloads what
// the list shows, every page of it.
import { useEffect, useState } from "react";
import { Alert } from "../components/Alert";
import { DataTable } from "../components/DataTable";
import { Pager } from "../components/Pager";
import { Loading, ScreenHeading } from "../components/Screen";
import type { ScreenProps } from "../context";
import { KIND_LABEL, STATUSES, type AdminRef, type LeadKind, type LeadPage } from "../leadTypes";
import { useAddressList } from "../useAddressList";
import { useApi } from "../useApi";
import { formatIST } from "../../lib/time";

const FILTERS = ["q", "status", "spam", "topic", "assignee", "mine", "due", "from", "to", "sort"] as const;

export default function LeadList({ params }: ScreenProps) {
  const kind = (params[0] === "applications" ? "applications" : "enquiries") as LeadKind;
  const label = KIND_LABEL[kind];
  const { search, path, query, page, error, href, applyForm, exportQuery } = useAddressList<LeadPage>(
    `/admin/leads/${kind}`,
    `the ${label.plural.toLowerCase()}`,
  );
  const api = useApi();
  const [admins, setAdmins] = useState<AdminRef[]>([]);
  const [topics, setTopics] = useState<{ id: number; name: string }[]>([]);

  useEffect(() => {
    void api<AdminRef[]>("GET", "/admin/getalla").then((res) => res.ok && res.data && setAdmins(res.data));
    if (kind === "enquiries") {
      void api<{ serId: number; serviceName: string; subServiceName: string }[]>("GET", "/serviceent/list").then(
        (res) => res.ok && res.data && setTopics(res.data.map((s) => ({ id: s.serId, name: `${s.serviceName} - ${s.subServiceName}` }))),
      );
    } else {
      void api<{ posId: number; posName: string }[]>("GET", "/posts/all").then(
        (res) => res.ok && res.data && setTopics(res.data.map((p) => ({ id: p.posId, name: p.posName }))),
      );
    }
  }, [api, kind]);

  const onSubmit = applyForm(FILTERS);

  const exportHref = `/admin/export/${kind}.csv${exportQuery()}`;
  const current = query.get("status") ?? "";
  const spamView = query.get("spam") === "true" || current === "Spam";

  return (
    <div className="admin-leads">
      <ScreenHeading>{label.plural}</ScreenHeading>
      <nav className="admin-views" aria-label="Views">
        <a href={path} aria-current={search === "" ? "page" : undefined}>
          All open
        </a>
        <a href={`${path}?due=today&sort=followUp`} aria-current={query.get("due") === "today" ? "page" : undefined}>
          Due today
        </a>
        <a href={`${path}?mine=true`} aria-current={query.get("mine") === "true" ? "page" : undefined}>
          Assigned to me
        </a>
        <a href={`${path}?spam=true`} aria-current={spamView ? "page" : undefined}>
          Spam{page ? ` (${page.spam})` : ""}
        </a>
        <a className="btn btn-secondary admin-btn-sm" href={exportHref} download>
          Export CSV
        </a>
      </nav>
      {page && (
        <ul className="admin-status-tabs" aria-label="Leads by status">
          {page.counts.map((c) => (
            <li key={c.status}>
              <a href={href({ status: current === c.status ? null : c.status, spam: null })} aria-current={current === c.status ? "true" : undefined}>
                {c.status} <span className="admin-count">{c.count}</span>
              </a>
            </li>
          ))}
        </ul>
      )}
      <form className="admin-filters" onSubmit={onSubmit} key={search} role="search" aria-label={`Filter ${label.plural.toLowerCase()}`}>
        <div className="admin-field">
          <label htmlFor="f-q">Search</label>
          <input id="f-q" name="q" type="search" defaultValue={query.get("q") ?? ""} placeholder="Name, e-mail, phone, message" />
        </div>
        <div className="admin-field">
          <label htmlFor="f-status">Status</label>
          <select id="f-status" name="status" defaultValue={current}>
            <option value="">Any (not spam)</option>
            {STATUSES[kind].map((s) => (
              <option key={s}>{s}</option>
            ))}
          </select>
        </div>
        <div className="admin-field">
          <label htmlFor="f-topic">{label.topic}</label>
          <select id="f-topic" name="topic" defaultValue={query.get("topic") ?? ""}>
            <option value="">Any</option>
            {topics.map((t) => (
              <option key={t.id} value={t.id}>
                {t.name}
              </option>
            ))}
          </select>
        </div>
        <div className="admin-field">
          <label htmlFor="f-assignee">Assignee</label>
          <select id="f-assignee" name="assignee" defaultValue={query.get("assignee") ?? ""}>
            <option value="">Anyone</option>
            <option value="none">Nobody</option>
            {admins.map((a) => (
              <option key={a.user_id} value={a.user_id}>
                {a.username}
              </option>
            ))}
          </select>
        </div>
        <div className="admin-field">
          <label htmlFor="f-from">From</label>
          <input id="f-from" name="from" type="date" defaultValue={query.get("from") ?? ""} />
        </div>
        <div className="admin-field">
          <label htmlFor="f-to">To</label>
          <input id="f-to" name="to" type="date" defaultValue={query.get("to") ?? ""} />
        </div>
        <div className="admin-field">
          <label htmlFor="f-sort">Sort</label>
          <select id="f-sort" name="sort" defaultValue={query.get("sort") ?? "newest"}>
            <option value="newest">Newest first</option>
            <option value="oldest">Oldest first</option>
            <option value="name">Name A–Z</option>
            <option value="-name">Name Z–A</option>
            <option value="status">Status</option>
            <option value="followUp">Follow-up date</option>
          </select>
        </div>
        {["spam", "mine", "due"].map((k) => (query.get(k) ? <input key={k} type="hidden" name={k} value={query.get(k) ?? ""} /> : null))}
        <div className="admin-filters-actions">
          <button type="submit" className="btn btn-primary">
            Apply filters
          </button>
        </div>
      </form>
      {error && <Alert kind="danger">{error}</Alert>}
      {!page && !error && <Loading>Loading {label.plural.toLowerCase()}…</Loading>}
      {page && (
        <>
          <p className="admin-result-count" role="status">
            {page.total === 1 ? "1 lead" : `${page.total} leads`} · page {page.page} of {page.pages}
          </p>
          {page.items.length > 0 && (
            <DataTable
              captionId="leads-caption"
              caption={`${label.plural}, page ${page.page}`}
              columns={["ID", "Name", "E-mail", "Phone", label.topic, "Status", "Assignee", "Follow-up", "Submitted"]}
              rows={page.items}
              rowKey={(l) => l.id}
            >
              {(l) => (
                <>
                  <td>
                    <a href={`${path}/${l.id}`}>{l.id}</a>
                  </td>
                  <td className="admin-cell-text">
                    <a href={`${path}/${l.id}`}>{l.name}</a>
                    {l.duplicateOf !== null && (
                      <>
                        {" "}
                        <a className="admin-badge" href={`${path}/${l.duplicateOf}`}>
                          possible duplicate of {l.duplicateOf}
                        </a>
                      </>
                    )}
                  </td>
                  <td className="admin-cell-email">{l.email}</td>
                  <td className="admin-nowrap">{l.phone}</td>
                  <td className="admin-cell-text">{l.topic}</td>
                  <td>
                    {l.status}
                    {l.spamReason && <span className="admin-note"> ({l.spamReason})</span>}
                  </td>
                  <td>{l.assignee?.name ?? "—"}</td>
                  <td className="admin-nowrap">{l.followUpOn ?? "—"}</td>
                  <td className="admin-nowrap">
                    <time dateTime={l.submittedAt}>{formatIST(l.submittedAt)}</time>
                  </td>
                </>
              )}
            </DataTable>
          )}
          {page.items.length === 0 && <p className="admin-empty">No leads match these filters.</p>}
          <Pager page={page.page} pages={page.pages} href={href} />
        </>
      )}
    </div>
  );
}
