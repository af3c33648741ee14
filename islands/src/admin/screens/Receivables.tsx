// /admin-login/receivables: what clients owe and what came in
// (GET /admin/receivables), counted on today's India date. Three figures on
// top (outstanding, collected this month, collected last month), then the
// outstanding money by client aged from the due day (not yet due, 0–30,
// 31–60, 61–90 and over 90 days past it), then the TDS clients held back
// by financial-year quarter. Every figure is a button that lists the
// invoices behind it below (number, client, due day, balance), each
// opening its invoice; the list takes the focus. At 1280 px the tables are
// dense tables; on a phone each row is a card.
import { useQuery } from "@tanstack/react-query";
import { useEffect, useRef, useState, type ReactNode } from "react";
import type { Ageing, InvoiceBrief, ReceivableFigure, Receivables as Answer } from "../../api/types";
import { formatINR } from "../../lib/money";
import { formatDay } from "../../lib/time";
import { Alert } from "../components/Alert";
import { DataTable } from "../components/DataTable";
import { Loading, ScreenHeading } from "../components/Screen";
import { INVOICE_STATUS, invoiceName } from "../invoiceTypes";
import { queries } from "../queries";
import { titleOf } from "../routes";
import { loadFailure } from "../server";

/** A figure chosen: what it is, in words, and the figure. */
interface Chosen {
  what: string;
  figure: ReceivableFigure;
}

/** The ageing columns, in order: each one's heading and its figure. */
const AGES: [string, (a: Ageing) => ReceivableFigure][] = [
  ["Not yet due", (a) => a.notDue],
  ["0–30 days", (a) => a.days0To30],
  ["31–60 days", (a) => a.days31To60],
  ["61–90 days", (a) => a.days61To90],
  ["Over 90 days", (a) => a.over90Days],
  ["Total", (a) => a.total],
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
function FigureButton({ figure, what, onChoose }: { figure: ReceivableFigure; what: string; onChoose: (c: Chosen) => void }) {
  if (figure.invoiceIds.length === 0) return <>{formatINR(figure.amount)}</>;
  return (
    <button type="button" className="admin-figure-btn" onClick={() => onChoose({ what, figure })}>
      {formatINR(figure.amount)}
      <span className="visually-hidden">for {what}: show its invoices</span>
    </button>
  );
}

/** The invoices behind the chosen figure; its heading takes the focus. */
function Behind({ chosen, invoices, onClose }: { chosen: Chosen; invoices: Map<number, InvoiceBrief>; onClose: () => void }) {
  const heading = useRef<HTMLHeadingElement>(null);
  // Each figure chosen mounts the list afresh (its key): the list takes the focus.
  useEffect(() => heading.current?.focus(), []);
  const rows = chosen.figure.invoiceIds.flatMap((id) => invoices.get(id) ?? []);
  const count = rows.length === 1 ? "1 invoice" : `${rows.length} invoices`;
  return (
    <section className="admin-receivables-behind" aria-labelledby="receivables-behind">
      <h2 id="receivables-behind" className="admin-h2" tabIndex={-1} ref={heading}>
        {chosen.what.charAt(0).toUpperCase() + chosen.what.slice(1)}: {formatINR(chosen.figure.amount)}, {count}
      </h2>
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
      <FigureButton figure={p} what={`money collected in ${monthLabel(p.period)}`} onChoose={onChoose} />
    </Summary>
  );
  return (
    <dl className="admin-receivables-totals">
      <Summary label="Outstanding">
        <FigureButton figure={r.outstanding.total} what="all that is outstanding" onChoose={onChoose} />
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
  const invoices = new Map((r?.invoices ?? []).map((d) => [d.id, d]));
  const clients = r ? [...r.clients.map((c) => ({ name: c.clientName, ageing: c })), { name: "All clients", ageing: r.outstanding }] : [];
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
          {chosen && <Behind key={chosen.what} chosen={chosen} invoices={invoices} onClose={() => setChosen(null)} />}
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
                  {AGES.map(([label, of]) => (
                    <td key={label} className="admin-num admin-nowrap">
                      <FigureButton figure={of(c.ageing)} what={`${c.name}, ${label === "Total" ? "all outstanding" : label.toLowerCase()}`} onChoose={setChosen} />
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
                    <FigureButton figure={q} what={`TDS in ${label}`} onChoose={setChosen} />
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
