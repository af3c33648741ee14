// /admin-login/admin-home, where sign-in lands: what needs the
// administrator now (GET /admin/today).
// Leads waiting for their first answer, longest first with the wait in
// business hours; follow-ups due today or overdue; quotations sent and not
// answered, the soonest to expire first; content scheduled or overdue;
// affiliate links whose check found a problem; invoices overdue and due
// this week (Monday to Sunday); applications waiting; the backups. Each account sees the parts its
// access level opens. Each row links to the thing itself,
// and a count past the rows shown links to the whole list. Below, for a
// level that opens leads, the specification's business enquiry table
// with its cards (BusinessEnquiries); then this week's figures (the lead
// desk's).
import { useQuery } from "@tanstack/react-query";
import type { ReactNode } from "react";
import type { InvoiceBrief, TodayLeads } from "../../api/types";
import { formatINR } from "../../lib/money";
import { formatDay, waitingLine } from "../../lib/time";
import { useAuth } from "../auth";
import { Alert } from "../components/Alert";
import { BackupStatus } from "../components/BackupStatus";
import { LeadDashboard } from "../components/LeadDashboard";
import { MailWarning } from "../components/MailWarning";
import { ScheduleWarning } from "../components/ScheduleWarning";
import { BusinessEnquiries } from "./Enquiries";
import { HealthBadge } from "../components/LinkHealth";
import { IndiaTime, ScreenHeading } from "../components/Screen";
import { invoiceName } from "../invoiceTypes";
import type { LeadKind } from "../leadTypes";
import { queries } from "../queries";
import { failureText } from "../server";

/** A part of Today: its heading, how many there are in all, and its rows or a calm line. */
function Part({ id, title, count, more, empty, children }: { id: string; title: string; count: number; more?: ReactNode; empty: string; children: ReactNode }) {
  return (
    <section className="admin-today-part" aria-labelledby={id}>
      <h2 id={id} className="admin-h2">
        {title} <span className="admin-count">{count}</span>
      </h2>
      {count === 0 ? <p className="admin-empty">{empty}</p> : <ul className="admin-today-list">{children}</ul>}
      {more}
    </section>
  );
}

/** A row of a part: the thing's name (a link to it when it has a page), what it is about, and why it is here. */
function Row({ href, name, topic, fact }: { href?: string | null; name: ReactNode; topic?: ReactNode; fact: ReactNode }) {
  return (
    <li className="admin-today-row">
      {href ? (
        <a href={href} className="admin-today-name">
          {name}
        </a>
      ) : (
        <span className="admin-today-name">{name}</span>
      )}
      {topic !== undefined && <span className="admin-today-topic">{topic}</span>}
      <span className="admin-today-fact">{fact}</span>
    </li>
  );
}

/** "and 12 more" linking to the list that holds them all. */
function More({ part, href }: { part: TodayLeads; href: string }) {
  const rest = part.total - part.items.length;
  if (rest <= 0) return null;
  return (
    <p className="admin-today-more">
      <a href={href}>
        {part.totalExact ? `All ${part.total}` : `All ${part.total} or more`}
      </a>
    </p>
  );
}

/** Each lead list's waiting part: its heading's id, its heading and its calm line. */
const WAITING: Record<LeadKind, { id: string; title: string; empty: string }> = {
  enquiries: { id: "today-waiting", title: "Enquiries waiting for a first answer", empty: "Every enquiry has had its first answer." },
  applications: { id: "today-applications", title: "Applications waiting", empty: "Every application has had its first answer." },
};

/** The leads of `list` waiting for a first answer, longest first, each late one past the `target` minutes tagged. */
function Waiting({ list, part, target }: { list: LeadKind; part: TodayLeads; target: number }) {
  const { id, title, empty } = WAITING[list];
  return (
    <Part id={id} title={title} count={part.total} empty={empty} more={<More part={part} href={`/admin-login/leads/${list}?waiting=true`} />}>
      {part.items.map((l) => {
        const minutes = l.businessMinutes ?? 0;
        return (
          <Row
            key={l.href}
            href={l.href}
            name={l.name}
            topic={l.topic}
            fact={
              <>
                <span>{waitingLine(l.submittedAt, minutes)}</span>
                {minutes > target && <span className="admin-tag admin-tag-late">past the target</span>}
              </>
            }
          />
        );
      })}
    </Part>
  );
}

/** Unpaid invoices, each with its client, balance and due day; "All n" opens the receivables. */
function Invoices({ id, title, part, empty, late }: { id: string; title: string; part: { items: InvoiceBrief[]; total: number }; empty: string; late: boolean }) {
  const rest = part.total - part.items.length;
  const more = rest > 0 && (
    <p className="admin-today-more">
      <a href="/admin-login/receivables">All {part.total} in the receivables</a>
    </p>
  );
  return (
    <Part id={id} title={title} count={part.total} empty={empty} more={more}>
      {part.items.map((d) => (
        <Row
          key={d.id}
          href={d.href}
          name={invoiceName(d)}
          topic={`${d.clientName}, ${formatINR(d.balance)} due`}
          fact={
            <span className={late ? "admin-tag admin-tag-late" : "admin-tag"}>
              {late ? "Was due " : "Due "}
              {d.dueOn && formatDay(d.dueOn)}
            </span>
          }
        />
      ))}
    </Part>
  );
}

export default function Today() {
  const { data: t, error: failed } = useQuery(queries.today());
  const { can } = useAuth();
  const opens = (key: string) => can.includes(key);
  const error = failureText(failed, "Could not load what needs you today");
  return (
    <div className="admin-today">
      <ScreenHeading>Today</ScreenHeading>
      <MailWarning />
      <ScheduleWarning />
      {error && <Alert kind="danger">{error}</Alert>}
      {t && (
        <div className="admin-today-grid">
          {opens("enquiryList") && <Waiting list="enquiries" part={t.waitingEnquiries} target={t.targetMinutes} />}
          {opens("enquiryList") && (
          <Part
            id="today-follow-ups"
            title="Follow-ups due today or overdue"
            count={t.followUps.total}
            empty="No follow-up is due."
            more={<More part={t.followUps} href="/admin-login/leads/enquiries?due=today&sort=followUp" />}
          >
            {t.followUps.items.map((l) => (
              <Row key={l.href} href={l.href} name={l.name} topic={l.topic} fact={<span className="admin-tag">Follow up {l.followUpOn ? formatDay(l.followUpOn) : ""}</span>} />
            ))}
          </Part>
          )}
          {opens("quotes") && (
          <Part id="today-quotes" title="Quotations sent, not yet answered" count={t.openQuotesTotal} empty="No quotation is waiting for a client's answer.">
            {t.openQuotes.map((q) => (
              <Row
                key={q.id}
                href={q.href}
                name={q.number}
                topic={`${q.clientName}, ${formatINR(q.total)}`}
                fact={
                  <>
                    <span className="admin-tag">{q.openedAt ? "Opened, no answer" : "Not opened yet"}</span>{" "}
                    <span className={q.expiresSoon ? "admin-tag admin-tag-late" : "admin-tag"}>
                      {q.expiresSoon ? "Expires soon: " : "Valid until "}
                      {formatDay(q.validUntil)}
                    </span>
                  </>
                }
              />
            ))}
          </Part>
          )}
          {opens("receivables") && (
            <Invoices id="today-overdue" title="Invoices overdue" part={t.overdueInvoices} empty="No invoice is past its due day." late />
          )}
          {opens("receivables") && (
            <Invoices id="today-due" title="Invoices due this week" part={t.invoicesDueThisWeek} empty="No invoice falls due this week." late={false} />
          )}
          {opens("content") && (
          <Part id="today-content" title="Content scheduled to go live" count={t.scheduled.length} empty="Nothing is scheduled.">
            {t.scheduled.map((c) => (
              <Row
                key={c.id}
                href={c.href}
                name={c.title}
                fact={
                  <span className={c.overdue ? "admin-tag admin-tag-late" : "admin-tag"}>
                    {c.overdue ? "Overdue since " : "Goes live "}
                    {c.scheduledAt && <IndiaTime at={c.scheduledAt} />}
                  </span>
                }
              />
            ))}
          </Part>
          )}
          {opens("affiliates") && (
          <Part id="today-links" title="Affiliate links to look at" count={t.brokenLinks.length} empty="Every checked affiliate link works.">
            {t.brokenLinks.map((l) => (
              <Row
                key={l.id}
                href={l.href}
                name={l.title}
                fact={
                  <>
                    <HealthBadge health={l.health} /> <IndiaTime at={l.health.checkedAt} />
                  </>
                }
              />
            ))}
          </Part>
          )}
          {opens("applicationList") && <Waiting list="applications" part={t.waitingApplications} target={t.targetMinutes} />}
          {opens("backups") && (
          <section className="admin-today-part" aria-label="Backups">
            <BackupStatus />
          </section>
          )}
        </div>
      )}
      {opens("enquiryList") && <BusinessEnquiries />}
      <LeadDashboard />
    </div>
  );
}
