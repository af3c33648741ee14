// /admin-login/leads/enquiries/{bId} and /admin-login/leads/applications/{cId}:
// one lead with every field, its status, assignee and follow-up date (saved
// together, each change entering the history), click-to-call and WhatsApp
// links (using one is recorded on the timeline), where the lead came from
// (its first and last touch), possible duplicates, notes
// (newest first) and the history; then, for an enquiry, the money in the
// order it comes: its quotations, its invoices (number or "Draft", status,
// overdue, total, balance) and the payments against them (day, amount,
// method, TDS), and its advances, the last two for the levels that open
// invoices. One column on phones, two from 768 px.
// The lead is one query; each write (the pipeline, a note, a call or chat
// recorded) is a mutation that refetches it, and a failed write stays on
// the screen until dismissed or tried again.
import { useMutation, useQuery } from "@tanstack/react-query";
import { useState, type FormEvent } from "react";
import { Alert } from "../components/Alert";
import { EnquiryEdit } from "../components/EnquiryEdit";
import { DataTable } from "../components/DataTable";
import { IndiaTime, Loading, ScreenHeading, Section } from "../components/Screen";
import type { ScreenProps } from "../context";
import type { Attribution, InvoiceBrief, LeadChange, LeadPayment } from "../../api/types";
import { describeEvent, KIND_LABEL, STATUSES, type LeadKind } from "../leadTypes";
import { CHANGES, queries } from "../queries";
import { api, failureText, loadFailure, ok } from "../server";
import { Options } from "../../components/Options";
import { businessDuration, formatDay, formatIST, waitingLine } from "../../lib/time";
import { formatINR } from "../../lib/money";
import { useCan } from "../auth";
import { INVOICE_STATUS, invoiceName } from "../invoiceTypes";
import { QuotePanel } from "../quotes/QuotePanel";
import { METHODS } from "../invoices/Received";
import { ReceiptForm } from "../invoices/ReceiptForm";

/** How the lead page names the language a form was sent in (its acknowledgement's). */
const LANGUAGE_NAMES: Record<"en" | "hi", string> = { en: "English", hi: "Hindi (हिन्दी)" };

type Channel = "call" | "whatsapp";

export default function LeadPage({ params }: ScreenProps) {
  const kind = (params[0] === "applications" ? "applications" : "enquiries") as LeadKind;
  const path = { kind, id: Number(params[1]) };
  const label = KIND_LABEL[kind];
  const loaded = useQuery(queries.lead(kind, path.id));
  const admins = useQuery(queries.admins()).data ?? [];
  const seesInvoices = useCan("receivables");
  const [note, setNote] = useState("");
  const [editing, setEditing] = useState(false);
  const [edited, setEdited] = useState(false);
  // Every write refetches the lead (its history records each one).
  const meta = { invalidates: CHANGES.lead };
  const change = useMutation({
    mutationFn: (body: LeadChange) => ok(api.PATCH("/admin/leads/{kind}/{id}", { params: { path }, body })),
    meta,
  });
  const addNote = useMutation({
    mutationFn: (text: string) => ok(api.POST("/admin/leads/{kind}/{id}/notes", { params: { path }, body: { text } })),
    meta,
    onSuccess: () => setNote(""),
  });
  const record = useMutation({
    mutationFn: (channel: Channel) => ok(api.POST("/admin/leads/{kind}/{id}/contacts", { params: { path }, body: { channel } })),
    meta,
  });
  const busy = change.isPending || addNote.isPending;
  const failures = [
    { write: change, text: failureText(change.error, "Could not save the changes") },
    { write: addNote, text: failureText(addNote.error, "Could not add the note") },
    {
      write: record,
      text: failureText(record.error, record.variables === "whatsapp" ? "Could not record the WhatsApp chat" : "Could not record the call"),
    },
  ];

  const save = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const form = new FormData(e.currentTarget);
    const assignee = String(form.get("assignee") ?? "");
    const followUp = String(form.get("followUpOn") ?? "");
    const status = STATUSES[kind].find((s) => s === form.get("status"));
    const reason = String(form.get("rejectionReason") ?? "");
    change.mutate({
      // One of this kind's statuses, as the select lists them.
      status,
      assigneeId: assignee === "" ? null : Number(assignee),
      followUpOn: followUp === "" ? null : followUp,
      ...(status === "Rejected" && reason !== "" ? { rejectionReason: reason } : {}),
    });
  };

  const onAddNote = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    addNote.mutate(note);
  };

  const lead = loaded.data;
  const loadError = loadFailure(loaded.error, `the ${label.one.toLowerCase()}`);
  if (!lead) {
    return (
      <div className="admin-lead">
        <ScreenHeading>{label.one}</ScreenHeading>
        {loadError ? <Alert kind="danger">{loadError}</Alert> : <Loading />}
      </div>
    );
  }

  const list = `/admin-login/leads/${kind}`;
  const fields: [string, string][] = [
    ["Name", lead.name],
    ["E-mail", lead.email],
    ["Phone", lead.phone + (lead.phoneKey && lead.phoneKey !== lead.phone ? ` (${lead.phoneKey})` : "")],
    [label.topic, lead.topic],
    ["Submitted", formatIST(lead.submittedAt)],
    ["Language", LANGUAGE_NAMES[lead.language]],
    [
      "First answer",
      lead.response.waiting
        ? `${waitingLine(lead.submittedAt, lead.response.businessMinutes)}; the target is ${businessDuration(lead.response.targetMinutes)}`
        : lead.firstResponseAt
          ? `${formatIST(lead.firstResponseAt)}, after ${businessDuration(lead.response.businessMinutes)} of opening hours${lead.response.withinTarget ? "" : " (past the target)"}`
          : "None (held as spam)",
    ],
  ];
  if (lead.enquiry) {
    fields.push(["Address", lead.enquiry.address]);
    fields.push(["Message", lead.enquiry.message]);
  }

  return (
    <div className="admin-lead">
      <p className="admin-back">
        <a href={list}>← All {label.plural.toLowerCase()}</a>
      </p>
      <ScreenHeading>
        {label.one} {lead.id}: {lead.name}
      </ScreenHeading>
      {loadError && <Alert kind="danger">{loadError}</Alert>}
      {failures.map(
        ({ write, text }) =>
          text && (
            <Alert key={text} kind="danger" onDismiss={write.reset}>
              {text}
            </Alert>
          ),
      )}
      {lead.spamReason && <Alert kind="danger">Held as spam: {lead.spamReason}. Set the status to New to release it.</Alert>}
      <div className="admin-lead-grid">
        <Section id="lead-details" title="Details" className="admin-panel">
          <dl className="admin-dl">
            {fields.map(([k, v]) => (
              <div key={k}>
                <dt>{k}</dt>
                <dd>{v}</dd>
              </div>
            ))}
          </dl>
          {lead.cv && (
            <p>
              <a className="btn btn-secondary" href={lead.cv.url} download={lead.cv.fileName}>
                Download CV<span className="visually-hidden"> of {lead.name}</span>
              </a>{" "}
              {lead.cv.fileName}, {Math.max(1, Math.round(lead.cv.bytes / 1024))} KB
            </p>
          )}
          <p className="admin-contact-links">
            {lead.callUrl && (
              <a className="btn btn-secondary" href={lead.callUrl} onClick={() => record.mutate("call")}>
                Call {lead.phone}
              </a>
            )}
            {lead.whatsappUrl && (
              <a className="btn btn-secondary" href={lead.whatsappUrl} target="_blank" rel="noopener noreferrer" onClick={() => record.mutate("whatsapp")}>
                WhatsApp
              </a>
            )}
            {kind === "enquiries" && !editing && (
              <button
                type="button"
                className="btn btn-secondary"
                onClick={() => {
                  setEdited(false);
                  setEditing(true);
                }}
              >
                Edit
              </button>
            )}
          </p>
          {edited && (
            <p className="admin-saved" role="status">
              The enquiry is saved.
            </p>
          )}
          {editing && (
            <EnquiryEdit
              id={lead.id}
              onDone={(saved) => {
                setEditing(false);
                setEdited(saved);
              }}
            />
          )}
          <h3 className="admin-h3">Where they came from</h3>
          <SourceOf attribution={lead.attribution} />
          {(lead.duplicateOf !== null || lead.possibleDuplicates.length > 0) && (
            <>
              <h3 className="admin-h3">Possible duplicates</h3>
              <ul className="admin-list">
                {lead.possibleDuplicates.map((d) => (
                  <li key={d.id}>
                    <a href={`${list}/${d.id}`}>
                      {label.one} {d.id}: {d.name}
                    </a>{" "}
                    ({d.email}, {d.phone}, {formatIST(d.submittedAt)}, {d.status})
                  </li>
                ))}
              </ul>
            </>
          )}
        </Section>
        <Section id="lead-pipeline" title="Pipeline" className="admin-panel">
          <form onSubmit={save} key={`${lead.status}|${lead.assignee?.id}|${lead.followUpOn}|${lead.rejectionReason}`}>
            <div className="admin-field">
              <label htmlFor="lead-status">Status</label>
              <select id="lead-status" name="status" defaultValue={lead.status}>
                {STATUSES[kind].map((s) => (
                  <option key={s}>{s}</option>
                ))}
              </select>
            </div>
            {lead.rejectionReasons && (
              <div className="admin-field">
                <label htmlFor="lead-rejection">Reason for rejection</label>
                <select id="lead-rejection" name="rejectionReason" defaultValue={lead.rejectionReason ?? ""}>
                  <option value="">Not given</option>
                  {lead.rejectionReasons.map((r) => (
                    <option key={r}>{r}</option>
                  ))}
                </select>
              </div>
            )}
            <div className="admin-field">
              <label htmlFor="lead-assignee">Assignee</label>
              <select id="lead-assignee" name="assignee" defaultValue={lead.assignee?.id ?? ""}>
                <option value="">Nobody</option>
                <Options items={admins} value={(a) => a.id} label={(a) => a.username} />
              </select>
            </div>
            <div className="admin-field">
              <label htmlFor="lead-follow-up">Follow-up date</label>
              <input id="lead-follow-up" name="followUpOn" type="date" defaultValue={lead.followUpOn ?? ""} />
            </div>
            <button type="submit" className="btn btn-primary" disabled={busy}>
              Save changes
            </button>
            {change.isSuccess && (
              <p className="admin-saved" role="status">
                Changes saved.
              </p>
            )}
          </form>
          <h2 id="lead-notes" className="admin-h2">
            Notes
          </h2>
          <form onSubmit={onAddNote}>
            <div className="admin-field">
              <label htmlFor="lead-note">New note</label>
              <textarea id="lead-note" value={note} onChange={(e) => setNote(e.target.value)} rows={3} required maxLength={5000} />
            </div>
            <button type="submit" className="btn btn-primary" disabled={busy || note.trim() === ""}>
              Add note
            </button>
          </form>
          <ul className="admin-notes" aria-labelledby="lead-notes">
            {lead.notes.map((n) => (
              <li key={n.id}>
                <p className="admin-note-text">{n.text}</p>
                <p className="admin-note-meta">
                  {n.author}, <IndiaTime at={n.createdAt} />
                </p>
              </li>
            ))}
          </ul>
          <h2 id="lead-history" className="admin-h2">
            History
          </h2>
          {lead.history.length === 0 ? (
            <p className="admin-empty">No changes yet.</p>
          ) : (
            <ol className="admin-history" aria-labelledby="lead-history">
              {lead.history.map((e) => (
                <li key={e.id}>
                  {describeEvent(e)} — {e.actor}, <IndiaTime at={e.at} />
                </li>
              ))}
            </ol>
          )}
        </Section>
      </div>
      {kind === "enquiries" && <QuotePanel
          leadId={lead.id}
          clientName={lead.name}
          clientAddress={lead.enquiry?.address ?? ""}
          serviceId={lead.topicId}
          language={lead.language}
          whatsappUrl={lead.whatsappUrl}
        />}
      {kind === "enquiries" && seesInvoices && <InvoicePanel invoices={lead.invoices} payments={lead.payments} />}
      {kind === "enquiries" && seesInvoices && <ReceiptForm leadId={lead.id} advances={lead.advances} />}
    </div>
  );
}

/** The lead's first touch (locked when it arrived) and its last. */
function SourceOf({ attribution }: { attribution: Attribution }) {
  const { firstTouch: first, lastTouch: last, touches } = attribution;
  if (!first || !last) return <p>Not recorded (it arrived before the site noted sources, or with analytics off).</p>;
  return (
    <dl className="admin-dl">
      <div>
        <dt>First touch</dt>
        <dd>
          {first.line}, <IndiaTime at={first.at} />
        </dd>
      </div>
      {touches.length > 1 && (
        <div>
          <dt>Last touch</dt>
          <dd>
            {last.line}, <IndiaTime at={last.at} /> ({touches.length} visits in all)
          </dd>
        </div>
      )}
    </dl>
  );
}

/** The enquiry's invoices and the payments against them. */
function InvoicePanel({ invoices, payments }: { invoices: InvoiceBrief[]; payments: LeadPayment[] }) {
  return (
    <Section id="lead-invoices" title="Invoices" className="admin-panel">
      <DataTable
        captionId="lead-invoices-caption"
        caption="The enquiry's invoices, newest first"
        columns={["Invoice", "Status", "Total", "Balance", "Due"]}
        rows={invoices}
        empty="No invoice yet."
        rowKey={(d) => d.id}
      >
        {(d) => (
          <>
            <td className="admin-nowrap">{d.href ? <a href={d.href}>{invoiceName(d)}</a> : invoiceName(d)}</td>
            <td>
              <span className="admin-tag">{INVOICE_STATUS[d.status]}</span>
              {d.overdue && <span className="admin-tag admin-tag-late">Overdue</span>}
            </td>
            <td className="admin-num admin-nowrap">{formatINR(d.total)}</td>
            <td className="admin-num admin-nowrap">{formatINR(d.balance)}</td>
            <td className="admin-nowrap">{d.dueOn ? formatDay(d.dueOn) : "—"}</td>
          </>
        )}
      </DataTable>
      <h3 id="lead-payments" className="admin-h3">
        Payments
      </h3>
      <DataTable
        captionId="lead-payments-caption"
        caption="Payments against the enquiry's invoices, the latest first"
        columns={["Received", "Invoice", "Amount", "Method", "TDS"]}
        rows={payments}
        empty="No payment yet."
        rowKey={(p) => p.id}
      >
        {(p) => (
          <>
            <td className="admin-nowrap">{formatDay(p.on)}</td>
            <td className="admin-nowrap">{p.invoiceNumber ?? "Draft"}</td>
            <td className="admin-num admin-nowrap">{formatINR(p.amount)}</td>
            <td>
              {METHODS[p.method]}
              {p.reference && <span className="admin-muted"> {p.reference}</span>}
            </td>
            <td className="admin-num admin-nowrap">{p.tds > 0 ? `${formatINR(p.tds)}${p.tdsSection ? ` (${p.tdsSection})` : ""}` : "—"}</td>
          </>
        )}
      </DataTable>
    </Section>
  );
}
