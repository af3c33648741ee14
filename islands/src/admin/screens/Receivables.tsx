// /admin-login/receivables: what clients owe and what came in
// (GET /admin/receivables), counted on today's India date. Three figures on
// top (outstanding, collected this month, collected last month), then the
// outstanding money by client aged from the due day (not yet due, 0–30,
// 31–60, 61–90 and over 90 days past it), then the TDS clients held back
// by financial-year quarter. Every figure is a button that lists the
// invoices behind it below (number, client, due day, balance), each
// opening its invoice, read when it is pressed (GET
// /admin/receivables/invoices, 50 a page); the list takes the focus. At
// 1280 px the tables are dense tables; on a phone each row is a card.
import { useQuery } from "@tanstack/react-query";
import { useEffect, useRef, useState, type ReactNode } from "react";
import type { Ageing, ReceivableFigure, Receivables as Answer } from "../../api/types";
import { formatINR } from "../../lib/money";
import { formatDay } from "../../lib/time";
import { Alert } from "../components/Alert";
import { DataTable } from "../components/DataTable";
import { Loading, ScreenHeading } from "../components/Screen";
import { INVOICE_STATUS, invoiceName } from "../invoiceTypes";
import { queries } from "../queries";
import { titleOf } from "../routes";
import { loadFailure } from "../server";

/** A figure chosen: what it is, in words, the figure, and how the server names it. */
interface Chosen {
  what: string;
  figure: ReceivableFigure;
  name: Record<string, string>;
}

/** The ageing columns, in order: each one's heading, its name on the server and its figure. */
const AGES: [string, keyof Ageing][] = [
  ["Not yet due", "notDue"],
  ["0–30 days", "days0To30"],
  ["31–60 days", "days31To60"],
  ["61–90 days", "days61To90"],
  ["Over 90 days", "over90Days"],
  ["Total", "total"],
];

/** "December 2026" for "2026-12". */
function monthLabel(month: string): string {
  const [y, m] = month.split("-").map(Number);
  return new Date(Date.UTC(y, m - 1, 1)).toLocaleDateString("en-IN", { month: "long", year: "numeric", timeZone: "UTC" });
}

/** "Q3 2026-27 (Oct–Dec 2026)" for "2026-Q3". */
function quarterLabel(quarter: string, from: string, to: string): string {
  const [y, n] = quarter.split("-Q").map(Number);
  const short = (day: string) => {
    const [yy, mm] = day.split("-").map(Number);
    return new Date(Date.UTC(yy, mm - 1, 1)).toLocaleDateString("en-IN", { month: "short", timeZone: "UTC" });
  };
  return `Q${n} ${y}-${String((y + 1) % 100).padStart(2, "0")} (${short(from)}–${short(to)} ${to.slice(0, 4)})`;
}

/** A figure that lists its invoices when pressed; nothing behind it is a plain ₹0. */
function FigureButton({ figure, what, name, onChoose }: Chosen & { onChoose: (c: Chosen) => void }) {
  if (figure.count === 0) return <>{formatINR(figure.amount)}</>;
  return (
    <button type="button" className="admin-figure-btn" onClick={() => onChoose({ what, figure, name })}>
      {formatINR(figure.amount)}
      <span className="visually-hidden">for {what}: show its invoices</span>
    </button>
  );
}

/** The invoices behind the chosen figure, a page at a time; its heading takes the focus. */
function Behind({ chosen, onClose }: { chosen: Chosen; onClose: () => void }) {
  const heading = useRef<HTMLHeadingElement>(null);
  // Each figure chosen mounts the list afresh (its key): the list takes the focus.
  useEffect(() => heading.current?.focus(), []);
  const [page, setPage] = useState(1);
  const loaded = useQuery(queries.receivableInvoices(chosen.name, page));
  const error = loadFailure(loaded.error, "the invoices behind this figure");
  const rows = loaded.data?.items ?? [];
  const pages = loaded.data?.pages ?? 1;
  const count = chosen.figure.count === 1 ? "1 invoice" : `${chosen.figure.count} invoices`;
  return (
    <section className="admin-receivables-behind" aria-labelledby="receivables-behind">
      <h2 id="receivables-behind" className="admin-h2" tabIndex={-1} ref={heading}>
        {chosen.what.charAt(0).toUpperCase() + chosen.what.slice(1)}: {formatINR(chosen.figure.amount)}, {count}
      </h2>
      {error && <Alert kind="danger">{error}</Alert>}
      {!loaded.data && !error && <Loading>Loading the invoices…</Loading>}
      <DataTable
        captionId="receivables-behind-caption"
        caption={`The invoices behind ${chosen.what}`}
        columns={["Invoice", "Client", "Due", "Balance", "Status"]}
        rows={rows}
        rowKey={(d) => d.id}
      >
        {(d) => (
          <>
            <td className="admin-nowrap">{d.href ? <a href={d.href}>{invoiceName(d)}</a> : invoiceName(d)}</td>
            <td className="admin-cell-text">{d.clientName}</td>
            <td className="admin-nowrap">{d.dueOn ? formatDay(d.dueOn) : "—"}</td>
            <td className="admin-num admin-nowrap">{formatINR(d.balance)}</td>
            <td>
              <span className="admin-tag">{d.kind === "receipt" ? "Advance" : INVOICE_STATUS[d.status]}</span>
              {d.overdue && <span className="admin-tag admin-tag-late">Overdue</span>}
            </td>
          </>
        )}
      </DataTable>
      {pages > 1 && (
        <nav className="admin-pager" aria-label="Pages of these invoices">
          {page > 1 ? (
            <button type="button" className="btn btn-secondary admin-btn-sm" onClick={() => setPage(page - 1)}>
              Previous page
            </button>
          ) : (
            <span />
          )}
          <span>
            Page {page} of {pages}
          </span>
          {page < pages ? (
            <button type="button" className="btn btn-secondary admin-btn-sm" onClick={() => setPage(page + 1)}>
              Next page
            </button>
          ) : (
            <span />
          )}
        </nav>
      )}
      <p>
        <button type="button" className="btn btn-secondary admin-btn-sm" onClick={onClose}>
          Close the list
        </button>
      </p>
    </section>
  );
}

function Summary({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="admin-receivables-figure">
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

function Figures({ r, onChoose }: { r: Answer; onChoose: (c: Chosen) => void }) {
  const { thisMonth, lastMonth } = r.collected;
  const collected = (label: string, p: typeof thisMonth) => (
    <Summary label={`${label} (${monthLabel(p.period)})`}>
      <FigureButton figure={p} what={`money collected in ${monthLabel(p.period)}`} name={{ figure: "collected", period: p.period }} onChoose={onChoose} />
    </Summary>
  );
  return (
    <dl className="admin-receivables-totals">
      <Summary label="Outstanding">
        <FigureButton figure={r.outstanding.total} what="all that is outstanding" name={{ figure: "total" }} onChoose={onChoose} />
      </Summary>
      {collected("Collected this month", thisMonth)}
      {collected("Collected last month", lastMonth)}
    </dl>
  );
}

export default function Receivables() {
  const loaded = useQuery(queries.receivables());
  const [chosen, setChosen] = useState<Chosen | null>(null);
  const r = loaded.data;
  const error = loadFailure(loaded.error, "the receivables");
  const clients = r
    ? [...r.clients.map((c) => ({ name: c.clientName, ageing: c as Ageing, client: c.clientName })), { name: "All clients", ageing: r.outstanding, client: null }]
    : [];
  return (
    <div className="admin-receivables">
      <ScreenHeading>{titleOf("receivables")}</ScreenHeading>
      {error && <Alert kind="danger">{error}</Alert>}
      {!r ? (
        !error && <Loading>Loading the receivables…</Loading>
      ) : (
        <>
          <p>
            What clients owe, by how long it is past its due day, and the money that came in, as of {formatDay(r.today)}. Every amount opens the invoices
            behind it.
          </p>
          <Figures r={r} onChoose={setChosen} />
          {chosen && <Behind key={chosen.what} chosen={chosen} onClose={() => setChosen(null)} />}
          <h2 id="receivables-clients" className="admin-h2">
            Outstanding by client
          </h2>
          {r.clients.length === 0 ? (
            <p className="admin-empty">No client owes anything: every issued invoice is paid.</p>
          ) : (
            <DataTable
              captionId="receivables-clients-caption"
              caption="Outstanding by client and by days past the due day, the most owed first"
              columns={["Client", ...AGES.map(([label]) => label)]}
              rows={clients}
              rowKey={(c) => c.name}
              rowClassName={(c) => (c.ageing === r.outstanding ? "admin-receivables-all" : undefined)}
              className="admin-receivables-table"
            >
              {(c) => (
                <>
                  <td className="admin-cell-text">{c.name}</td>
                  {AGES.map(([label, age]) => (
                    <td key={label} className="admin-num admin-nowrap">
                      <FigureButton
                        figure={c.ageing[age]}
                        what={`${c.name}, ${label === "Total" ? "all outstanding" : label.toLowerCase()}`}
                        name={c.client === null ? { figure: age } : { figure: age, client: c.client }}
                        onChoose={setChosen}
                      />
                    </td>
                  ))}
                </>
              )}
            </DataTable>
          )}
          <h2 id="receivables-tds" className="admin-h2">
            TDS receivable by quarter
          </h2>
          <p>Tax clients held back from their payments, by the financial-year quarter they paid in: claim it against the agency's income tax with their TDS certificates.</p>
          <DataTable
            captionId="receivables-tds-caption"
            caption="TDS held back by clients, by financial-year quarter, the latest first"
            columns={["Quarter", "TDS held back"]}
            rows={r.tdsByQuarter}
            rowKey={(q) => q.period}
            className="admin-receivables-tds"
          >
            {(q) => {
              const label = quarterLabel(q.period, q.from, q.to);
              return (
                <>
                  <td>{label}</td>
                  <td className="admin-num admin-nowrap">
                    <FigureButton figure={q} what={`TDS in ${label}`} name={{ figure: "tds", period: q.period }} onChoose={setChosen} />
                  </td>
                </>
              );
            }}
          </DataTable>
        </>
      )}
    </div>
  );
}
