// An enquiry's quotations on its page: each with its number, where it
// stands for the client (draft, open, accepted, declined, expired, or
// superseded by a revision, or withdrawn), its total, validity and what the
// client did; its PDF and the client's page; Send (e-mails the client the PDF
// and the private link, and sets the enquiry to Quoted), Send again, Revise,
// and Withdraw link (after a confirmation: the client's link answers
// "withdrawn" from then on). With e-mail off, Send marks it sent and offers
// the client's link to copy or send by WhatsApp. An accepted quotation
// becomes a draft tax invoice in one step (Create invoice opens it), or
// links to the invoice made from it.
import { useMutation, useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { Alert } from "../components/Alert";
import { ConfirmDialog } from "../components/ConfirmDialog";
import { IndiaTime, Section } from "../components/Screen";
import { ShareLink } from "../components/ShareLink";
import { useApp } from "../context";
import { useRouter } from "../router";
import type { Quote } from "../../api/types";
import { CHANGES, queries } from "../queries";
import { api, failureText, loadFailure, ok } from "../server";
import { formatINR } from "../../lib/money";
import { QuoteForm } from "./QuoteForm";
import { formatDay } from "../../lib/time";

const STANDING: Record<string, string> = {
  draft: "Draft: not sent",
  open: "Sent: waiting for the client",
  accepted: "Accepted",
  declined: "Declined",
  expired: "Expired",
  superseded: "Superseded by a revision",
  withdrawn: "Withdrawn: the link no longer works",
};

interface Props {
  leadId: number;
  clientName: string;
  clientAddress: string;
  /** The service the enquiry asked about (a new quotation starts with it). */
  serviceId?: number | null;
  /** The lead's language: the link's WhatsApp message speaks it. */
  language: "en" | "hi";
  /** The lead's click-to-chat address, for sending a link by WhatsApp. */
  whatsappUrl?: string | null;
}

export function QuotePanel({ leadId, clientName, clientAddress, serviceId, language, whatsappUrl }: Props) {
  const quotes = useQuery(queries.quotes(leadId));
  const { productName } = useApp();
  const { navigate } = useRouter();
  /** The form open below the list: a new quotation, a revision, or an invoice without a quotation. */
  const [editing, setEditing] = useState<"new" | "invoice" | Quote | null>(null);
  const [told, setTold] = useState<string | null>(null);
  /** A quotation sent while e-mail is off: its link is for the administrator to pass on. */
  const [toShare, setToShare] = useState<{ number: string; link: string } | null>(null);
  const send = useMutation({
    mutationFn: (id: number) => ok(api.POST("/admin/quotes/{id}/send", { params: { path: { id } } })),
    meta: { invalidates: CHANGES.quote },
    onSuccess: (q) => {
      setToShare(q.emailed ? null : { number: q.number, link: q.link });
      setTold(
        q.emailed
          ? `Quotation ${q.number} is on its way to the client with the PDF and the link.`
          : `Quotation ${q.number} is marked as sent. E-mail is off, so send the client this link yourself:`,
      );
    },
  });
  const invoice = useMutation({
    mutationFn: (quoteId: number) => ok(api.POST("/admin/invoices", { body: { quoteId } })),
    meta: { invalidates: CHANGES.invoice },
    onSuccess: (i) => navigate(`/admin-login/invoices/${i.id}`),
  });
  const [withdrawing, setWithdrawing] = useState<Quote | null>(null);
  const revoke = useMutation({
    mutationFn: (id: number) => ok(api.POST("/admin/quotes/{id}/revoke", { params: { path: { id } } })),
    meta: { invalidates: CHANGES.quote },
    onSuccess: (q) => {
      setWithdrawing(null);
      setTold(`The client's link to quotation ${q.number} is withdrawn: it now says so and can no longer be accepted.`);
    },
    onError: () => setWithdrawing(null),
  });
  const list = quotes.data ?? [];
  // Only the newest version of a number can be revised.
  const newest = new Set<number>();
  const seen = new Set<string>();
  for (const q of list) {
    const base = q.number.split("-R")[0] ?? q.number;
    if (!seen.has(base)) {
      seen.add(base);
      newest.add(q.id);
    }
  }
  const loadError = loadFailure(quotes.error, "the quotations");
  const sendError = failureText(send.error, "The quotation was not sent");
  const revokeError = failureText(revoke.error, "The link was not withdrawn");
  const invoiceError = failureText(invoice.error, "The invoice was not made");

  return (
    <Section id="lead-quotes" title="Quotations" className="admin-panel admin-quotes">
      {loadError && <Alert kind="danger">{loadError}</Alert>}
      {sendError && (
        <Alert kind="danger" onDismiss={send.reset}>
          {sendError}
        </Alert>
      )}
      {revokeError && (
        <Alert kind="danger" onDismiss={revoke.reset}>
          {revokeError}
        </Alert>
      )}
      {invoiceError && (
        <Alert kind="danger" onDismiss={invoice.reset}>
          {invoiceError}
        </Alert>
      )}
      {told && (
        <p className="admin-saved" role="status">
          {told}
        </p>
      )}
      {toShare && (
        <ShareLink
          link={toShare.link}
          message={
            language === "hi"
              ? `${productName} का आपका कोटेशन ${toShare.number}: इसे यहाँ पढ़िए और स्वीकार कीजिए:`
              : `Your quotation ${toShare.number} from ${productName}: read it and accept it here:`
          }
          whatsappUrl={whatsappUrl}
          what={`to quotation ${toShare.number}`}
        />
      )}
      {list.length === 0 && !editing && <p className="admin-empty">No quotations yet.</p>}
      <ul className="admin-quote-list">
        {list.map((q) => (
          <li key={q.id} id={`quote-${q.id}`} className="admin-quote">
            <p className="admin-quote-head">
              <strong>{q.number}</strong> <span className={`admin-badge admin-quote-${q.standing}`}>{STANDING[q.standing] ?? q.standing}</span>
            </p>
            <p>
              {formatINR(q.totals.total)} including GST ({q.amountInWords}) · valid until {formatDay(q.validUntil)} · {q.clientName}, {q.clientState}
            </p>
            <ul className="admin-quote-events">
              <li>
                Made by {q.createdBy}, <IndiaTime at={q.createdAt} />
              </li>
              {q.sentAt && (
                <li>
                  Sent <IndiaTime at={q.sentAt} />
                </li>
              )}
              {q.openedAt && (
                <li>
                  First opened by the client <IndiaTime at={q.openedAt} />
                </li>
              )}
              {q.acceptedAt && (
                <li>
                  Accepted as “{q.acceptedName}” from {q.acceptedFrom}, <IndiaTime at={q.acceptedAt} />
                </li>
              )}
              {q.declinedAt && (
                <li>
                  Declined <IndiaTime at={q.declinedAt} />: {q.declineReason}
                </li>
              )}
              {q.revokedAt && (
                <li>
                  Link withdrawn by {q.revokedBy}, <IndiaTime at={q.revokedAt} />
                </li>
              )}
              {q.renewalAskedAt && (
                <li>
                  The client asked for a fresh quote <IndiaTime at={q.renewalAskedAt} />
                </li>
              )}
            </ul>
            <p className="admin-contact-links">
              <a className="btn btn-secondary" href={`/admin/quotes/${q.id}/pdf`} target="_blank" rel="noopener">
                PDF of {q.number}
              </a>
              {q.status !== "draft" && (
                <a className="btn btn-secondary" href={q.link} target="_blank" rel="noopener noreferrer">
                  Client's page
                </a>
              )}
              {(q.standing === "draft" || q.standing === "open") && (
                <button type="button" className="btn btn-primary" disabled={send.isPending} onClick={() => send.mutate(q.id)}>
                  {q.standing === "draft" ? `Send ${q.number}` : `Send ${q.number} again`}
                </button>
              )}
              {newest.has(q.id) && ["open", "declined", "expired", "withdrawn"].includes(q.standing) && (
                <button type="button" className="btn btn-secondary" onClick={() => setEditing(q)}>
                  Revise {q.number}
                </button>
              )}
              {q.standing === "accepted" &&
                (q.invoiceId != null ? (
                  <a className="btn btn-secondary" href={`/admin-login/invoices/${q.invoiceId}`}>
                    Invoice of {q.number}
                  </a>
                ) : (
                  <button type="button" className="btn btn-primary" disabled={invoice.isPending} onClick={() => invoice.mutate(q.id)}>
                    Create invoice from {q.number}
                  </button>
                ))}
              {q.status !== "draft" && !q.revokedAt && (
                <button type="button" className="btn btn-danger" onClick={() => setWithdrawing(q)}>
                  Withdraw link to {q.number}
                </button>
              )}
            </p>
          </li>
        ))}
      </ul>
      {editing === "invoice" ? (
        <QuoteForm
          key="invoice"
          makes="invoice"
          leadId={leadId}
          clientName={clientName}
          clientAddress={clientAddress}
          serviceId={serviceId}
          onDone={(i) => navigate(`/admin-login/invoices/${i.id}`)}
          onCancel={() => setEditing(null)}
        />
      ) : editing ? (
        <QuoteForm
          key={editing === "new" ? "new" : editing.id}
          makes="quote"
          leadId={leadId}
          clientName={clientName}
          clientAddress={clientAddress}
          serviceId={serviceId}
          revising={editing === "new" ? undefined : editing}
          onDone={(q) => {
            setEditing(null);
            setToShare(null);
            setTold(`Quotation ${q.number} saved as a draft: check it, then send it.`);
          }}
          onCancel={() => setEditing(null)}
        />
      ) : (
        <p className="admin-contact-links">
          <button type="button" className="btn btn-primary" onClick={() => setEditing("new")}>
            New quotation
          </button>
          <button type="button" className="btn btn-secondary" onClick={() => setEditing("invoice")}>
            Invoice without a quotation
          </button>
        </p>
      )}
      <ConfirmDialog
        open={withdrawing !== null}
        title="Withdraw the client's link"
        message={`Withdraw the client's link to quotation ${withdrawing?.number ?? ""}? The link, its PDF and its Accept button stop working for good; revise the quotation to send a new one.`}
        busy={revoke.isPending}
        onYes={() => withdrawing && revoke.mutate(withdrawing.id)}
        onNo={() => setWithdrawing(null)}
      />
    </Section>
  );
}
