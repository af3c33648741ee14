// /admin-login/analytics: what each channel earned over a range of days
// (GET /admin/analytics). The range and the credited touch live in the
// address; the last 30 days by first touch when none is given. The totals,
// a chart of visitors and leads per day (plain SVG, its figures also in a
// table), the table by source, medium and campaign, and the table by
// landing page, 50 of each a page with the rest summed in one row (the
// pager shows the next 50). Channel names are the API's plain words. Every figure of leads or won clients opens the lead list
// narrowed to exactly those leads. Below: the ad platforms' files for the
// range and the ad spend upload. Where the sources' twelve columns do not
// fit (a phone, and beside the menu at 1280 px) they read as cards, which
// keep the leads by first and last visit side by side.
import { useMutation, useQuery } from "@tanstack/react-query";
import { useRef, useState, type FormEvent, type ReactNode } from "react";
import type { AnalyticsReport, AnalyticsSource } from "../../api/types";
import { formatINR } from "../../lib/money";
import { formatDay, indiaDay } from "../../lib/time";
import { Alert } from "../components/Alert";
import { DataTable } from "../components/DataTable";
import { Pager } from "../components/Pager";
import { Loading, ScreenHeading } from "../components/Screen";
import { queries } from "../queries";
import { titleOf } from "../routes";
import { useRouter } from "../router";
import { failureText, loadFailure, postMultipart } from "../server";

const LEADS = "/admin-login/leads/enquiries";

/** Sources and landing pages the report lists per page (the API's default). */
const PER_PAGE = 50;

/** The lead list of the leads behind a figure. */
function leadsHref(r: AnalyticsReport, narrow: Record<string, string>, won = false): string {
  const q = new URLSearchParams({ ...narrow, model: r.model, from: r.from, to: r.to });
  if (won) q.set("won", "true");
  return `${LEADS}?${q.toString()}`;
}

function channelOf(s: AnalyticsSource): Record<string, string> {
  return { source: s.source, medium: s.medium, campaign: s.campaign };
}

/** What a count of leads or won clients is, in the singular and the plural. */
const LEADS_NOUN = ["lead", "leads"] as const;
const WON_NOUN = ["won client", "won clients"] as const;

/** A count that opens its leads, or a plain 0; its name reads "1 lead from google / cpc". */
function LeadsLink({ n, href, noun, what }: { n: number; href: string; noun: readonly [string, string]; what: string }) {
  if (n === 0) return <>0</>;
  return (
    <a href={href}>
      {n.toLocaleString("en-IN")}
      <span className="visually-hidden">
        {" "}
        {n === 1 ? noun[0] : noun[1]} {what}
      </span>
    </a>
  );
}

const count = (n: number) => n.toLocaleString("en-IN");

/** Leads per hundred visitors, one decimal; "—" without visitors. */
function rate(leads: number, visitors: number): string {
  return visitors > 0 ? ((leads * 100) / visitors).toFixed(1) : "—";
}

const money = (n: number | null | undefined) => (n == null ? "—" : formatINR(Math.round(n * 100) / 100));

/** Visitors per day as bars, leads per day as dots on their own scale. */
function Chart({ r }: { r: AnalyticsReport }) {
  const days = r.days;
  const width = 720;
  const height = 220;
  const pad = { left: 44, right: 44, top: 12, bottom: 28 };
  const inner = { w: width - pad.left - pad.right, h: height - pad.top - pad.bottom };
  const topVisitors = Math.max(1, ...days.map((d) => d.visitors));
  const topLeads = Math.max(1, ...days.map((d) => d.leads));
  const step = inner.w / Math.max(1, days.length);
  const bar = Math.max(1, step * 0.7);
  const y = (v: number, top: number) => pad.top + inner.h - (v / top) * inner.h;
  const busiest = days.reduce((a, d) => (d.visitors > a.visitors ? d : a), days[0]);
  const summary =
    days.length === 0
      ? "No days in the range."
      : `Visitors per day from ${formatDay(r.from)} to ${formatDay(r.to)}: ${count(r.visitors)} in all, the most ${count(busiest.visitors)} on ${formatDay(busiest.day)}. Leads per day: ${count(r.leads)} in all, at most ${count(Math.max(0, ...days.map((d) => d.leads)))} on one day.`;
  return (
    <figure className="admin-analytics-chart">
      <svg viewBox={`0 0 ${width} ${height}`} role="img" aria-labelledby="analytics-chart-title analytics-chart-desc">
        <title id="analytics-chart-title">Visitors and leads per day</title>
        <desc id="analytics-chart-desc">{summary}</desc>
        <line className="axis" x1={pad.left} y1={pad.top + inner.h} x2={width - pad.right} y2={pad.top + inner.h} />
        <text className="label" x={pad.left - 6} y={pad.top + 10} textAnchor="end">
          {count(topVisitors)}
        </text>
        <text className="label" x={pad.left - 6} y={pad.top + inner.h} textAnchor="end">
          0
        </text>
        <text className="label leads" x={width - pad.right + 6} y={pad.top + 10}>
          {count(topLeads)}
        </text>
        {days.map((d, i) => (
          <rect key={d.day} className="visitors" x={pad.left + i * step + (step - bar) / 2} y={y(d.visitors, topVisitors)} width={bar} height={pad.top + inner.h - y(d.visitors, topVisitors)} />
        ))}
        {days.map((d, i) =>
          d.leads > 0 ? <circle key={d.day} className="leads" cx={pad.left + i * step + step / 2} cy={y(d.leads, topLeads)} r={Math.min(4, Math.max(2, step / 3))} /> : null,
        )}
        {days.length > 0 && (
          <>
            <text className="label" x={pad.left} y={height - 8}>
              {formatDay(days[0].day)}
            </text>
            <text className="label" x={width - pad.right} y={height - 8} textAnchor="end">
              {formatDay(days[days.length - 1].day)}
            </text>
          </>
        )}
      </svg>
      <figcaption>
        <span className="admin-analytics-key visitors" aria-hidden="true" /> Visitors (left scale){" "}
        <span className="admin-analytics-key leads" aria-hidden="true" /> Leads (right scale)
      </figcaption>
      <details>
        <summary>The chart's figures, day by day</summary>
        <DataTable
          captionId="analytics-days-caption"
          caption="Visitors, page views, leads, won clients and revenue per day"
          columns={["Day", "Visitors", "Page views", "Leads", "Won", "Revenue"]}
          rows={days}
          rowKey={(d) => d.day}
        >
          {(d) => (
            <>
              <td className="admin-nowrap">{formatDay(d.day)}</td>
              <td className="admin-num">{count(d.visitors)}</td>
              <td className="admin-num">{count(d.pageviews)}</td>
              <td className="admin-num">{count(d.leads)}</td>
              <td className="admin-num">{count(d.won)}</td>
              <td className="admin-num">{formatINR(d.revenue)}</td>
            </>
          )}
        </DataTable>
      </details>
    </figure>
  );
}

function Figure({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="admin-analytics-figure">
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/** Sends the spend file as a multipart form. */
const sendSpend = (form: FormData) => postMultipart<unknown>("/admin/analytics/spend", form);

/** The ad platforms' files for the range, and the ad spend upload. */
function AdFiles({ r }: { r: AnalyticsReport }) {
  const range = `?from=${r.from}&to=${r.to}`;
  const file = useRef<HTMLInputElement>(null);
  const [done, setDone] = useState(false);
  const upload = useMutation({ mutationFn: sendSpend, meta: { invalidates: [["analytics"]] } });
  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const chosen = file.current?.files?.[0];
    if (!chosen) return;
    const form = new FormData();
    form.append("file", chosen);
    setDone(false);
    upload.mutate(form, { onSuccess: () => setDone(true) });
  };
  return (
    <section className="admin-analytics-files" aria-labelledby="analytics-files">
      <h2 id="analytics-files" className="admin-h2">Files for the ad platforms</h2>
      <p>For {`${formatDay(r.from)} to ${formatDay(r.to)}`}: upload these in Google Ads and Meta so they learn which clicks became clients.</p>
      <ul>
        <li>
          <a href={`/admin/analytics/google-ads-conversions.csv${range}`} download>
            Google Ads offline conversions (CSV)
          </a>
        </li>
        <li>
          <a href={`/admin/analytics/google-ads-enhanced.csv${range}`} download>
            Google Ads enhanced conversions for leads (CSV)
          </a>
        </li>
        <li>
          <a href={`/admin/analytics/meta-events.json${range}`} download>
            Meta Conversions API events (JSON)
          </a>
        </li>
      </ul>
      <h2 id="analytics-spend" className="admin-h2">Ad spend</h2>
      <form className="admin-analytics-spend" aria-labelledby="analytics-spend" onSubmit={onSubmit}>
        <p id="analytics-spend-help">
          A CSV with the columns <code>date,source,medium,campaign,cost</code> (cost in rupees). A later file replaces the same days and campaigns; a file with a bad row is refused whole.
        </p>
        <label htmlFor="analytics-spend-file">Spend file</label>
        <input id="analytics-spend-file" ref={file} type="file" name="file" accept=".csv,text/csv" aria-describedby="analytics-spend-help" required />
        <button type="submit" className="btn btn-primary" disabled={upload.isPending}>
          {upload.isPending ? "Uploading…" : "Upload spend"}
        </button>
      </form>
      {done && <Alert kind="success">The spend is stored: cost per lead and return on spend use it now.</Alert>}
      {upload.error && (
        <Alert kind="danger" detail={upload.error.body.errors?.map((x) => `${x.field}: ${x.error}`).join("; ")}>
          {failureText(upload.error, "Could not store the spend")}
        </Alert>
      )}
    </section>
  );
}

export default function Analytics() {
  const { search, path, navigate } = useRouter();
  const loaded = useQuery(queries.analytics(search));
  const r = loaded.data ?? null;
  const error = loadFailure(loaded.error, "the report");
  const query = new URLSearchParams(search);

  const apply = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const form = new FormData(e.currentTarget);
    const next = new URLSearchParams();
    for (const k of ["from", "to", "model"]) {
      const v = form.get(k);
      if (typeof v === "string" && v.trim() !== "") next.set(k, v.trim());
    }
    navigate(`${path}?${next.toString()}`);
  };
  const model = r?.model ?? (query.get("model") === "last" ? "last" : "first");
  const lastDays = (n: number) => `${path}?from=${indiaDay(1 - n)}&to=${indiaDay(0)}&model=${model}`;
  const touch = model === "first" ? "first visit" : "last visit before they wrote";
  // The sources and landing pages come 50 at a time, the rest summed in one row.
  const page = Math.max(1, Number(query.get("page")) || 1);
  const pageHref = (changes: Record<string, string | null>) => {
    const next = new URLSearchParams(search);
    for (const [k, v] of Object.entries(changes)) {
      if (v === null) next.delete(k);
      else next.set(k, v);
    }
    return `${path}?${next.toString()}`;
  };

  return (
    <div className="admin-analytics">
      <ScreenHeading>{titleOf("analytics")}</ScreenHeading>
      <p>Visits counted by the server (no script, no tracking cookie), the enquiries they brought, the clients won and what their accepted quotations were worth before GST.</p>
      <form className="admin-analytics-range" aria-label="Range and credit" onSubmit={apply} key={search}>
        <div className="admin-field">
          <label htmlFor="analytics-from">From</label>
          <input id="analytics-from" type="date" name="from" defaultValue={r?.from ?? query.get("from") ?? ""} />
        </div>
        <div className="admin-field">
          <label htmlFor="analytics-to">To</label>
          <input id="analytics-to" type="date" name="to" defaultValue={r?.to ?? query.get("to") ?? ""} />
        </div>
        <fieldset className="admin-analytics-model">
          <legend>Credit each lead to its</legend>
          <label>
            <input type="radio" name="model" value="first" defaultChecked={model === "first"} /> First visit
          </label>
          <label>
            <input type="radio" name="model" value="last" defaultChecked={model === "last"} /> Last visit
          </label>
        </fieldset>
        <button type="submit" className="btn btn-primary">
          Show
        </button>
      </form>
      <nav className="admin-views" aria-label="Ranges">
        <a href={lastDays(7)}>Last 7 days</a>
        <a href={lastDays(30)}>Last 30 days</a>
        <a href={lastDays(90)}>Last 90 days</a>
        <a href={lastDays(365)}>Last 365 days</a>
      </nav>
      {error && <Alert kind="danger">{error}</Alert>}
      {!r && !error && <Loading>Loading the report…</Loading>}
      {r && (
        <>
          <p className="admin-analytics-range-title" role="status">
            {formatDay(r.from)} to {formatDay(r.to)}, each lead credited to its {touch}
          </p>
          <dl className="admin-analytics-totals">
            <Figure label="Visitors">{count(r.visitors)}</Figure>
            <Figure label="Page views">{count(r.pageviews)}</Figure>
            <Figure label="Leads">
              <LeadsLink n={r.leads} href={leadsHref(r, {})} noun={LEADS_NOUN} what="in the range: open the list" />
            </Figure>
            <Figure label="Leads per 100 visitors">{rate(r.leads, r.visitors)}</Figure>
            <Figure label="Won clients">
              <LeadsLink n={r.won} href={leadsHref(r, {}, true)} noun={WON_NOUN} what="in the range: open the list" />
            </Figure>
            <Figure label="Revenue (taxable value)">{formatINR(r.revenue)}</Figure>
            <Figure label="Money collected">{formatINR(r.collected)}</Figure>
            <Figure label="Ad spend">{formatINR(r.spend)}</Figure>
            <Figure label="Bots and previews (not counted above)">{count(r.bots)}</Figure>
            {r.conversions.map((c) => (
              <Figure key={c.kind} label={c.kind === "whatsapp" ? "WhatsApp taps" : c.kind === "call" ? "Call taps" : `${c.kind} taps`}>
                {count(c.count)}
              </Figure>
            ))}
          </dl>
          <h2 className="admin-h2">Over time</h2>
          <Chart r={r} />
          <h2 id="analytics-sources" className="admin-h2">By source, medium and campaign</h2>
          {r.sources.length === 0 ? (
            <p className="admin-empty">Nothing was counted in this range.</p>
          ) : (
            <DataTable
              captionId="analytics-sources-caption"
              caption={`By source, medium and campaign, ${formatDay(r.from)} to ${formatDay(r.to)}, most visitors first`}
              columns={["Channel", "Visitors", "Page views", "Leads", "Leads per 100", "Won", "Revenue", "Collected", "Spend", "Cost per lead", "Cost per won", "Return on spend", "Collected per rupee spent", "Leads: first / last visit"]}
              more={["Page views", "Leads per 100", "Cost per won", "Collected per rupee spent"]}
              rows={r.otherSources ? [...r.sources, r.otherSources] : r.sources}
              rowKey={(s) => (s === r.otherSources ? "(the rest)" : `${s.source}|${s.medium}|${s.campaign}`)}
              className="admin-analytics-table admin-analytics-sources"
            >
              {(s) => {
                const rest = s === r.otherSources;
                const name = rest ? `The other ${count(r.sourcesTotal - r.sources.length)} channels` : s.name;
                return (
                  <>
                    <td className="admin-cell-text">{name}</td>
                    <td className="admin-num">{count(s.visitors)}</td>
                    <td className="admin-num">{count(s.pageviews)}</td>
                    <td className="admin-num">
                      {rest ? count(s.leads) : <LeadsLink n={s.leads} href={leadsHref(r, channelOf(s))} noun={LEADS_NOUN} what={`from ${name}`} />}
                    </td>
                    <td className="admin-num">{rate(s.leads, s.visitors)}</td>
                    <td className="admin-num">
                      {rest ? count(s.won) : <LeadsLink n={s.won} href={leadsHref(r, channelOf(s), true)} noun={WON_NOUN} what={`from ${name}`} />}
                    </td>
                    <td className="admin-num admin-nowrap">{formatINR(s.revenue)}</td>
                    <td className="admin-num admin-nowrap">{formatINR(s.collected)}</td>
                    <td className="admin-num admin-nowrap">{s.spend > 0 ? formatINR(s.spend) : "—"}</td>
                    <td className="admin-num admin-nowrap">{money(s.costPerLead)}</td>
                    <td className="admin-num admin-nowrap">{money(s.costPerWon)}</td>
                    <td className="admin-num">{s.roas == null ? "—" : `${s.roas.toFixed(2)}×`}</td>
                    <td className="admin-num">{s.collectedRoas == null ? "—" : `${s.collectedRoas.toFixed(2)}×`}</td>
                    <td className="admin-num">
                      {count(s.firstTouch.leads)} / {count(s.lastTouch.leads)}
                    </td>
                  </>
                );
              }}
            </DataTable>
          )}
          <h2 id="analytics-pages" className="admin-h2">By landing page</h2>
          {r.pages.length === 0 ? (
            <p className="admin-empty">No landing pages were counted in this range.</p>
          ) : (
            <DataTable
              captionId="analytics-pages-caption"
              caption={`By landing page, ${formatDay(r.from)} to ${formatDay(r.to)}, most visitors first`}
              columns={["Landing page", "Visitors", "Page views", "Leads", "Leads per 100"]}
              rows={r.otherPages ? [...r.pages, r.otherPages] : r.pages}
              rowKey={(p) => (p === r.otherPages ? "(the rest)" : p.path)}
              className="admin-analytics-table"
            >
              {(p) => {
                const rest = p === r.otherPages;
                return (
                  <>
                    <td className="admin-cell-text">{rest ? `The other ${count(r.pagesTotal - r.pages.length)} pages` : p.path}</td>
                    <td className="admin-num">{count(p.visitors)}</td>
                    <td className="admin-num">{count(p.pageviews)}</td>
                    <td className="admin-num">
                      {rest ? count(p.leads) : <LeadsLink n={p.leads} href={leadsHref(r, { landing: p.path })} noun={LEADS_NOUN} what={`that landed on ${p.path}`} />}
                    </td>
                    <td className="admin-num">{rate(p.leads, p.visitors)}</td>
                  </>
                );
              }}
            </DataTable>
          )}
          <Pager page={page} pages={Math.ceil(Math.max(1, r.sourcesTotal, r.pagesTotal) / PER_PAGE)} href={pageHref} />
          <AdFiles r={r} />
        </>
      )}
    </div>
  );
}
