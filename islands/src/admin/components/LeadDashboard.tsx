// The lead figures on the administrator home: new leads today, this week and
// this month; open leads by status; enquiries per service; the share of closed leads won; and
// an SVG bar chart of enquiries and applications per week for the last 12
// weeks (with the same numbers in a hidden list for screen readers).
import { useQuery } from "@tanstack/react-query";
import type { LeadDashboard as Dashboard } from "../../api/types";
import type { LeadKind } from "../leadTypes";
import { businessDuration } from "../../lib/time";
import { useCan } from "../auth";
import { queries } from "../queries";
import { failureText } from "../server";
import { Alert } from "./Alert";

/** One kind's open leads by status, each status linked to its list. */
function OpenLeads({ title, kind, counts }: { title: string; kind: LeadKind; counts: Dashboard["openEnquiries"] }) {
  return (
    <>
      <h3 className="admin-h3">{title}</h3>
      <ul className="admin-list">
        {counts.map((c) => (
          <li key={c.status}>
            <a href={`/admin-login/leads/${kind}?status=${c.status}`}>{c.status}</a>: {c.count}
          </li>
        ))}
      </ul>
    </>
  );
}

function WeeklyChart({ weeks }: { weeks: Dashboard["weeks"] }) {
  const max = Math.max(1, ...weeks.map((w) => Math.max(w.enquiries, w.applications)));
  const W = 600;
  const H = 200;
  const pad = 24;
  const group = (W - pad) / weeks.length;
  const bar = Math.max(2, group / 2 - 3);
  const y = (n: number) => H - pad - ((H - 2 * pad) * n) / max;
  return (
    <figure className="admin-chart">
      <svg viewBox={`0 0 ${W} ${H}`} role="img" aria-labelledby="chart-title" className="admin-chart-svg">
        <title id="chart-title">Enquiries and applications per week, last 12 weeks</title>
        <line x1={pad} x2={W} y1={H - pad} y2={H - pad} stroke="currentColor" strokeWidth="1" />
        <text x={2} y={pad} fontSize="11" fill="currentColor">
          {max}
        </text>
        {weeks.map((w, i) => {
          const x = pad + i * group + 2;
          return (
            <g key={w.weekStart}>
              <rect className="admin-bar-enquiries" x={x} y={y(w.enquiries)} width={bar} height={H - pad - y(w.enquiries)} />
              <rect className="admin-bar-applications" x={x + bar + 1} y={y(w.applications)} width={bar} height={H - pad - y(w.applications)} />
              {i % 2 === 0 && (
                <text x={x} y={H - 8} fontSize="10" fill="currentColor">
                  {w.weekStart.slice(5)}
                </text>
              )}
            </g>
          );
        })}
      </svg>
      <figcaption className="admin-chart-legend">
        <span className="admin-key admin-key-enquiries">Enquiries</span> <span className="admin-key admin-key-applications">Applications</span>
      </figcaption>
      <ul className="visually-hidden" aria-label="Leads per week">
        {weeks.map((w) => (
          <li key={w.weekStart}>
            Week starting {w.weekStart}: {w.enquiries} enquiries, {w.applications} applications
          </li>
        ))}
      </ul>
    </figure>
  );
}

/** The lead desk's figures, for the accounts whose level opens the enquiries. */
export function LeadDashboard() {
  const allowed = useCan("enquiryList");
  const { data: d, error: failed } = useQuery({ ...queries.dashboard(), enabled: allowed });
  if (!allowed) return null;
  const error = failureText(failed, "Could not load the lead figures");
  return (
    <section className="admin-dashboard" aria-labelledby="dashboard-title">
      <h2 id="dashboard-title" className="admin-h2">
        Lead desk
      </h2>
      <nav className="admin-views" aria-label="Lead lists">
        <a href="/admin-login/leads/enquiries">All enquiries</a>
        <a href="/admin-login/leads/applications">All applications</a>
        <a href="/admin-login/leads/enquiries?due=today&sort=followUp">Due today</a>
        <a href="/admin-login/leads/enquiries?mine=true">Assigned to me</a>
        <a href="/admin-login/products">Products</a>
      </nav>
      {error && <Alert kind="danger">{error}</Alert>}
      {d && (
        <>
          <dl className="admin-stats">
            {(
              [
                ["New today", d.today],
                ["New this week", d.thisWeek],
                ["New this month", d.thisMonth],
              ] as [string, Dashboard["today"]][]
            ).map(([k, c]) => (
              <div key={k}>
                <dt>{k}</dt>
                <dd>
                  {c.enquiries} enquiries, {c.applications} applications
                </dd>
              </div>
            ))}
            {(
              [
                ["First answer this week", d.responseThisWeek],
                ["First answer last week", d.responseLastWeek],
              ] as [string, Dashboard["responseThisWeek"]][]
            ).map(([k, r]) => (
              <div key={k}>
                <dt>{k}</dt>
                <dd>
                  {r.medianMinutes == null ? "No lead answered yet" : `Median ${businessDuration(r.medianMinutes)}`}
                  {r.shareWithinTarget == null ? "" : `; ${Math.round(r.shareWithinTarget * 100)}% within ${businessDuration(r.targetMinutes)}`}
                </dd>
              </div>
            ))}
            <div>
              <dt>Won of those closed</dt>
              <dd>
                {d.winRate == null ? "Nothing closed yet" : `${Math.round(d.winRate * 100)}% (${d.won} of ${d.closed})`}
              </dd>
            </div>
          </dl>
          <div className="admin-dashboard-grid">
            <div>
              <OpenLeads title="Open enquiries" kind="enquiries" counts={d.openEnquiries} />
              <OpenLeads title="Open applications" kind="applications" counts={d.openApplications} />
            </div>
            <div>
              <h3 className="admin-h3">Enquiries per service</h3>
              {d.enquiriesPerService.length === 0 ? (
                <p className="admin-empty">No enquiries yet.</p>
              ) : (
                <ul className="admin-list">
                  {d.enquiriesPerService.map((s) => (
                    <li key={s.service}>
                      {s.service}: {s.count}
                    </li>
                  ))}
                </ul>
              )}
            </div>
          </div>
          <WeeklyChart weeks={d.weeks} />
        </>
      )}
    </section>
  );
}
