// /admin-login/quotes: every quotation, newest first, 25 to a page, filtered
// by where it stands (draft, sent, opened, accepted, declined, expired,
// revised, withdrawn), the filter kept in the address. Each number opens
// the quotation on its enquiry's page; a quotation whose enquiry was
// deleted has no page and says so; an invoiced one links to its invoice.
// On a phone each row is a card with the number, client, state, total and
// the last thing that happened.
import type { Quote } from "../../api/types";
import { DataTable } from "../components/DataTable";
import { FilterForm, FilterSelect, Results } from "../components/Filters";
import { IndiaTime, ScreenHeading } from "../components/Screen";
import { queries } from "../queries";
import { titleOf } from "../routes";
import { useAddressList } from "../useAddressList";
import { formatINR } from "../../lib/money";
import { formatDay } from "../../lib/time";

/** Each state's word in the list, and its filter's. */
export const QUOTE_STATES: Record<Quote["state"], string> = {
  draft: "Draft",
  sent: "Sent, not opened",
  opened: "Opened, not answered",
  accepted: "Accepted",
  declined: "Declined",
  expired: "Expired",
  revised: "Revised",
  withdrawn: "Withdrawn",
};

/** The last thing that happened to a quotation, and when. */
function lastEvent(q: Quote): { what: string; at: string } {
  if (q.revokedAt) return { what: "Withdrawn", at: q.revokedAt };
  if (q.acceptedAt) return { what: "Accepted", at: q.acceptedAt };
  if (q.declinedAt) return { what: "Declined", at: q.declinedAt };
  if (q.openedAt) return { what: "Opened", at: q.openedAt };
  if (q.sentAt) return { what: "Sent", at: q.sentAt };
  return { what: "Made", at: q.createdAt };
}

export default function Quotes() {
  const list = useAddressList(queries.quotePage, "the quotations");
  const { search, query, applyForm } = list;
  return (
    <div className="admin-quotations">
      <ScreenHeading>{titleOf("quotes")}</ScreenHeading>
      <p>Every quotation written from an enquiry, newest first. A quotation is written, sent, revised or withdrawn from its enquiry's page.</p>
      <FilterForm label="Filter the quotations" search={search} onSubmit={applyForm(["state"])}>
        <FilterSelect idPrefix="q" name="state" label="Standing" query={query}>
          <option value="">Any</option>
          {(Object.keys(QUOTE_STATES) as Quote["state"][]).map((s) => (
            <option key={s} value={s}>
              {QUOTE_STATES[s]}
            </option>
          ))}
        </FilterSelect>
      </FilterForm>
      <Results list={list} loading="Loading the quotations…" noun={["quotation", "quotations"]} rows={(p) => p.items}>
        {(items, p) => (
          <DataTable
            captionId="quotes-caption"
            caption={`Quotations, newest first, page ${p.page}`}
            columns={["Number", "Client", "Total", "Standing", "Last event", "Made", "Valid until"]}
            more={["Made", "Valid until"]}
            rows={items}
            rowKey={(q) => q.id}
            className="admin-quotes-table"
          >
            {(q) => {
              const last = lastEvent(q);
              return (
                <>
                  <td className="admin-nowrap">
                    {q.leadId != null ? (
                      <a href={`/admin-login/leads/enquiries/${q.leadId}#quote-${q.id}`}>{q.number}</a>
                    ) : (
                      <>
                        {q.number} <span className="admin-muted">(enquiry deleted)</span>
                      </>
                    )}
                  </td>
                  <td className="admin-cell-text">
                    {q.clientName}, {q.clientState}
                  </td>
                  <td className="admin-num admin-nowrap">{formatINR(q.totals.total)}</td>
                  <td>
                    <span className={`admin-tag admin-quote-state-${q.state}`}>{QUOTE_STATES[q.state]}</span>
                    {q.invoiceId != null && (
                      <>
                        {" "}
                        <a href={`/admin-login/invoices/${q.invoiceId}`}>
                          Invoiced<span className="visually-hidden">: open the invoice of {q.number}</span>
                        </a>
                      </>
                    )}
                  </td>
                  <td>
                    {last.what} <IndiaTime at={last.at} />
                  </td>
                  <td className="admin-nowrap">
                    <IndiaTime at={q.createdAt} />
                  </td>
                  <td className="admin-nowrap">{formatDay(q.validUntil)}</td>
                </>
              );
            }}
          </DataTable>
        )}
      </Results>
    </div>
  );
}
