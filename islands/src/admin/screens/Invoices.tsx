// /admin-login/invoices: every tax invoice, newest first, 25 to a page,
// filtered by where it stands (draft, issued, partly paid, paid,
// cancelled), the filter kept in the address. Each row names the invoice
// (its number, or Draft), the client, the days it was issued and falls
// due, its status with the overdue flag, its total and what is still to
// be paid; the number opens the invoice's page. On a phone each row is a
// card. Invoices are made from an accepted quotation on its enquiry's page.
import type { InvoiceStatus } from "../../api/types";
import { DataTable } from "../components/DataTable";
import { FilterForm, FilterSelect, Results } from "../components/Filters";
import { ScreenHeading } from "../components/Screen";
import { INVOICE_STATUSES, Standing } from "../invoices/Standing";
import { queries } from "../queries";
import { titleOf } from "../routes";
import { useAddressList } from "../useAddressList";
import { formatINR } from "../../lib/money";
import { formatDay } from "../../lib/time";

export default function Invoices() {
  const list = useAddressList(queries.invoicePage, "the invoices");
  const { search, query, applyForm } = list;
  return (
    <div className="admin-invoices">
      <ScreenHeading>{titleOf("invoices")}</ScreenHeading>
      <p>Every tax invoice, newest first. Make one from an accepted quotation on its enquiry's page; open an invoice to issue it, send it, or record a payment.</p>
      <FilterForm label="Filter the invoices" search={search} onSubmit={applyForm(["status"])}>
        <FilterSelect idPrefix="inv" name="status" label="Status" query={query}>
          <option value="">Any</option>
          {(Object.keys(INVOICE_STATUSES) as InvoiceStatus[]).map((s) => (
            <option key={s} value={s}>
              {INVOICE_STATUSES[s]}
            </option>
          ))}
        </FilterSelect>
      </FilterForm>
      <Results list={list} loading="Loading the invoices…" noun={["invoice", "invoices"]} rows={(p) => p.items}>
        {(items, p) => (
          <DataTable
            captionId="invoices-caption"
            caption={`Invoices, newest first, page ${p.page}`}
            columns={["Invoice", "Client", "Issued", "Due", "Status", "Total", "Balance"]}
            more={["Issued"]}
            rows={items}
            rowKey={(i) => i.id}
            className="admin-invoices-table"
          >
            {(i) => (
              <>
                <td className="admin-nowrap">
                  <a href={`/admin-login/invoices/${i.id}`}>{i.number ?? <>Draft<span className="visually-hidden"> invoice {i.id}</span></>}</a>
                </td>
                <td className="admin-cell-text">{i.clientName}</td>
                <td className="admin-nowrap">{i.issuedOn ? formatDay(i.issuedOn) : "—"}</td>
                <td className="admin-nowrap">{i.dueOn ? formatDay(i.dueOn) : "—"}</td>
                <td>
                  <Standing status={i.status} overdue={i.overdue} />
                </td>
                <td className="admin-num admin-nowrap">{formatINR(i.totals.total)}</td>
                <td className="admin-num admin-nowrap">{formatINR(i.balance)}</td>
              </>
            )}
          </DataTable>
        )}
      </Results>
    </div>
  );
}
