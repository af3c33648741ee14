// /admin-login/audit: the audit log, read-only. Who signed in (or failed
// to), signed out, and created, updated or deleted what (in words: "Deleted
// the department Marketing"), when and from which address, with the fields
// each write sent (never their values).
// Filters live in the address, newest entries first, 25 to a page.
import { DataTable, TimeCell } from "../components/DataTable";
import { DateFilters, FilterForm, FilterInput, FilterSelect, Results } from "../components/Filters";
import { ScreenHeading } from "../components/Screen";
import { queries } from "../queries";
import { useAddressList } from "../useAddressList";

const FILTERS = ["q", "action", "from", "to"] as const;

export default function Audit() {
  const list = useAddressList(queries.audit, "the audit log");
  const { search, query, page, applyForm } = list;
  return (
    <div className="admin-leads">
      <ScreenHeading>Audit log</ScreenHeading>
      <p>Every sign-in, sign-out and change made in the administrator area. Entries cannot be edited or deleted.</p>
      <FilterForm label="Filter the audit log" search={search} onSubmit={applyForm(FILTERS)}>
        <FilterInput idPrefix="a" name="q" label="Search" type="search" query={query} placeholder="E-mail, name, what was done, field" />
        <FilterSelect idPrefix="a" name="action" label="Action" query={query}>
          <option value="">Any</option>
          {(page?.actions ?? []).map((a) => (
            <option key={a}>{a}</option>
          ))}
        </FilterSelect>
        <DateFilters idPrefix="a" query={query} />
      </FilterForm>
      <Results list={list} loading="Loading the audit log…" noun={["entry", "entries"]} rows={(p) => p.entries}>
        {(entries, p) => (
          <DataTable
            captionId="audit-caption"
            caption={`Audit log, newest first, page ${p.page}`}
            className="admin-dense"
            columns={["When", "Who", "Action", "What", "Fields", "Address"]}
            more={["Fields", "Address"]}
            rows={entries}
            rowKey={(e) => e.id}
          >
            {(e) => (
              <>
                <TimeCell at={e.at} />
                <td title={e.actorEmail}>
                  {e.actorName && <span className="admin-audit-name">{e.actorName} </span>}
                  <span>{e.actorEmail}</span>
                </td>
                <td>{e.action}</td>
                <td className="admin-wrap">{e.summary}</td>
                <td title={e.fields.join(", ")}>{e.fields.length ? e.fields.join(", ") : "—"}</td>
                <td className="admin-nowrap">{e.ipAddress}</td>
              </>
            )}
          </DataTable>
        )}
      </Results>
    </div>
  );
}
