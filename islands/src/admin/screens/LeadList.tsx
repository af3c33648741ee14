// /admin-login/leads/enquiries and /admin-login/leads/applications: the
// lead desk's lists. Every filter lives in the address (so a filtered list
// can be bookmarked and Back returns to the previous filters); the server
// searches, filters, sorts, pages and counts. "Export CSV" downloads what
// the list shows, every page of it.
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { BulkBar } from "../components/BulkBar";
import { DataTable } from "../components/DataTable";
import { DateFilters, FilterForm, FilterInput, FilterSelect, Results } from "../components/Filters";
import { ScreenHeading } from "../components/Screen";
import type { ScreenProps } from "../context";
import { KIND_LABEL, STATUSES, type LeadKind } from "../leadTypes";
import { queries } from "../queries";
import { useAddressList } from "../useAddressList";
import { Options } from "../../components/Options";
import { formatDay, formatIST, since } from "../../lib/time";

const FILTERS = ["q", "status", "spam", "topic", "assignee", "mine", "due", "waiting", "from", "to", "sort"] as const;

/** The analytics report's figure a list is narrowed to (see the Analytics screen). */
const CHANNEL = ["source", "medium", "campaign", "landing", "model", "won"] as const;

/** "from google / cpc / diwali, credited to their first visit, that arrived 1–30 Nov". */
function channelNote(query: URLSearchParams): string | null {
  if (!CHANNEL.some((k) => k !== "model" && query.has(k))) return null;
  const channel = ["source", "medium", "campaign"]
    .map((k) => query.get(k))
    .filter((v): v is string => v !== null && v !== "")
    .join(" / ");
  const landing = query.get("landing");
  const touch = query.get("model") === "last" ? "last" : "first";
  const won = query.get("won") === "true";
  const from = query.get("from");
  const to = query.get("to");
  const days = from || to ? ` ${won ? "won" : "arrived"} ${from && to ? `from ${formatDay(from)} to ${formatDay(to)}` : from ? `from ${formatDay(from)}` : `until ${formatDay(to ?? "")}`}` : "";
  const parts = [won ? "Clients whose quotation was accepted" : "Leads"];
  if (channel) parts.push(`from ${channel}`);
  if (landing) parts.push(`that landed on ${landing}`);
  if (channel || landing) parts.push(`(credited to their ${touch} visit)`);
  return `${parts.join(" ")}${days}.`;
}

export default function LeadList({ params }: ScreenProps) {
  const kind = (params[0] === "applications" ? "applications" : "enquiries") as LeadKind;
  const label = KIND_LABEL[kind];
  const list = useAddressList((search) => queries.leadPage(kind, search), `the ${label.plural.toLowerCase()}`);
  const { search, path, query, page, href, applyForm, exportQuery } = list;
  const admins = useQuery(queries.admins()).data ?? [];
  const services = useQuery({ ...queries.services(), enabled: kind === "enquiries" }).data;
  const positions = useQuery({ ...queries.positions(), enabled: kind === "applications" }).data;
  const topics =
    kind === "enquiries"
      ? (services ?? []).map((s) => ({ id: s.id, name: `${s.serviceName} - ${s.subServiceName}` }))
      : (positions ?? []).map((p) => ({ id: p.id, name: p.name }));

  const onSubmit = applyForm(FILTERS);
  // The rows ticked for a bulk action, on this page of this list.
  const [ticked, setTicked] = useState<{ search: string; ids: Set<number> }>({ search, ids: new Set() });
  const picked = ticked.search === search ? ticked.ids : new Set<number>();
  const tick = (id: number, on: boolean) => {
    const ids = new Set(picked);
    if (on) ids.add(id);
    else ids.delete(id);
    setTicked({ search, ids });
  };

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
        <a href={`${path}?waiting=true`} aria-current={query.get("waiting") === "true" ? "page" : undefined}>
          Waiting for a first answer
        </a>
        <a href={`${path}?mine=true`} aria-current={query.get("mine") === "true" ? "page" : undefined}>
          Assigned to me
        </a>
        <a href={`${path}?spam=true`} aria-current={spamView ? "page" : undefined}>
          Spam{page ? ` (${page.spam}${page.spamExact ? "" : "+"})` : ""}
        </a>
        <a className="btn btn-secondary admin-btn-sm" href={exportHref} download>
          Export CSV
        </a>
      </nav>
      {channelNote(query) && (
        <p className="admin-channel-note" role="status">
          Only the leads behind an analytics figure: {channelNote(query)}{" "}
          <a href={href(Object.fromEntries(CHANNEL.map((k) => [k, null])))}>Show every lead</a>
        </p>
      )}
      {page && (
        <ul className="admin-status-tabs" aria-label="Leads by status">
          {page.counts.map((c) => (
            <li key={c.status}>
              <a href={href({ status: current === c.status ? null : c.status, spam: null })} aria-current={current === c.status ? "true" : undefined}>
                {c.status}{" "}
                <span className="admin-count" title={c.exact ? undefined : `At least ${c.count}`}>
                  {c.exact ? c.count : `${c.count}+`}
                </span>
              </a>
            </li>
          ))}
        </ul>
      )}
      <FilterForm label={`Filter ${label.plural.toLowerCase()}`} search={search} onSubmit={onSubmit}>
        <FilterInput idPrefix="f" name="q" label="Search" type="search" query={query} placeholder="Name, e-mail, phone, message" />
        <FilterSelect idPrefix="f" name="status" label="Status" query={query}>
          <option value="">Any (not spam)</option>
          {STATUSES[kind].map((s) => (
            <option key={s}>{s}</option>
          ))}
        </FilterSelect>
        <FilterSelect idPrefix="f" name="topic" label={label.topic} query={query}>
          <option value="">Any</option>
          <Options items={topics} value={(t) => t.id} label={(t) => t.name} />
        </FilterSelect>
        <FilterSelect idPrefix="f" name="assignee" label="Assignee" query={query}>
          <option value="">Anyone</option>
          <option value="none">Nobody</option>
          <Options items={admins} value={(a) => a.id} label={(a) => a.username} />
        </FilterSelect>
        <DateFilters idPrefix="f" query={query} />
        <FilterSelect idPrefix="f" name="sort" label="Sort" query={query} fallback="newest">
          <option value="newest">Newest first</option>
          <option value="oldest">Oldest first</option>
          <option value="name">Name A–Z</option>
          <option value="-name">Name Z–A</option>
          <option value="status">Status</option>
          <option value="followUp">Follow-up date</option>
        </FilterSelect>
        {["spam", "mine", "due", "waiting"].map((k) => (query.get(k) ? <input key={k} type="hidden" name={k} value={query.get(k) ?? ""} /> : null))}
      </FilterForm>
      <Results list={list} loading={`Loading ${label.plural.toLowerCase()}…`} noun={["lead", "leads"]} rows={(p) => p.items}>
        {(items, p) => (
          <>
          <BulkBar
            kind={kind}
            picked={[...picked]}
            statuses={STATUSES[kind]}
            admins={admins}
            allPicked={items.length > 0 && items.every((l) => picked.has(l.id))}
            onPickAll={(all) => setTicked({ search, ids: all ? new Set(items.map((l) => l.id)) : new Set() })}
            onDone={() => setTicked({ search, ids: new Set() })}
          />
          <DataTable
            captionId="leads-caption"
            caption={`${label.plural}, page ${p.page}`}
            className="admin-dense admin-lead-list"
            columns={["Tick", "Name", "Phone", label.topic, "Status", "Source", "Waiting since", "Assignee", "Follow-up"]}
            more={["Source", "Assignee"]}
            rows={items}
            rowKey={(l) => l.id}
          >
            {(l) => (
              <>
                <td>
                  <input type="checkbox" aria-label={`Tick ${l.name}`} checked={picked.has(l.id)} onChange={(e) => tick(l.id, e.target.checked)} />
                </td>
                <td title={l.name}>
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
                <td>{l.phone}</td>
                <td title={l.topic}>{l.topic}</td>
                <td title={l.spamReason ?? undefined}>
                  {l.status}
                  {l.spamReason && <span className="admin-note"> ({l.spamReason})</span>}
                </td>
                <td title={l.source ?? undefined}>{l.source ?? "—"}</td>
                <td title={`Came in ${formatIST(l.submittedAt)}`}>{l.firstResponseAt == null && !l.spamReason ? since(l.submittedAt) : "—"}</td>
                <td>{l.assignee?.name ?? "—"}</td>
                <td>{l.followUpOn ? formatDay(l.followUpOn) : "—"}</td>
              </>
            )}
          </DataTable>
          </>
        )}
      </Results>
    </div>
  );
}
