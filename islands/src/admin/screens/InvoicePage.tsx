// /admin-login/invoices/{id}: one tax invoice. Its number (or Draft), where
// it stands (with the overdue flag), the client, the place of supply, the
// lines, the totals with CGST and SGST or IGST, and the amount in words.
// A draft is issued (every missing detail named, each on its own line) or
// deleted after a confirmation; an issued invoice is sent to the client
// (with e-mail off the administrator copies the client's link or sends it
// by WhatsApp), paid (a payment recorded with the TDS held back) and
// corrected with a credit note. The PDF, the client's link, the payments
// and the notes are shown with what is still due.
import { useMutation, useQuery } from "@tanstack/react-query";
import { useState, type ReactNode } from "react";
import type { Invoice } from "../../api/types";
import { Alert } from "../components/Alert";
import { ConfirmDialog } from "../components/ConfirmDialog";
import { DataTable } from "../components/DataTable";
import { IndiaTime, Loading, ScreenHeading, Section } from "../components/Screen";
import { ShareLink } from "../components/ShareLink";
import { useApp, type ScreenProps } from "../context";
import { CreditNoteForm } from "../invoices/CreditNoteForm";
import { DebitNoteForm } from "../invoices/DebitNoteForm";
import { PdfLink } from "../invoices/PdfLink";
import { PaymentForm } from "../invoices/PaymentForm";
import { METHODS } from "../invoices/Received";
import { Standing } from "../invoices/Standing";
import { CHANGES, queries } from "../queries";
import { titleOf } from "../routes";
import { useRouter } from "../router";
import { api, ApiFailure, failureText, loadFailure, ok } from "../server";
import { formatINR } from "../../lib/money";
import { formatDay } from "../../lib/time";

const LIST = "/admin-login/invoices";

/** "Tax invoice INV/2026-27/0001", or "Draft invoice" before it has a number. */
export function invoiceName(i: Pick<Invoice, "number">): string {
  return i.number ? `Tax invoice ${i.number}` : "Draft invoice";
}

/** The details a 422 at issue names, one line each (the business's with the way to add them). */
function MissingDetails({ error }: { error: ApiFailure }) {
  const listed = error.body.errors?.length ? error.body.errors : [{ field: error.body.field ?? "", error: error.body.error }];
  const ours = listed.some((e) => e.field.startsWith("agency."));
  return (
    <Alert kind="danger">
      <p>This invoice cannot be issued yet. A tax invoice must carry these details:</p>
      <ul className="admin-list admin-missing">
        {listed.map((e) => (
          <li key={`${e.field}-${e.error}`}>{e.error}</li>
        ))}
      </ul>
      {ours && (
        <p>
          <a href="/admin-login/business-details">Open the business details</a>, fill them in, then issue the invoice.
        </p>
      )}
    </Alert>
  );
}

/** One term of a description list and what it says. */
function Fact({ term, className, children }: { term: string; className?: string; children: ReactNode }) {
  return (
    <div>
      <dt>{term}</dt>
      <dd className={className}>{children}</dd>
    </div>
  );
}

export default function InvoicePage({ params }: ScreenProps) {
  const id = Number(params[0]);
  const { productName } = useApp();
  const { navigate } = useRouter();
  const loaded = useQuery(queries.invoice(id));
  const invoice = loaded.data;
  const lead = useQuery({ ...queries.lead("enquiries", invoice?.leadId ?? 0), enabled: invoice?.leadId != null });
  const path = { params: { path: { id } } };
  const meta = { invalidates: CHANGES.invoice };
  const [told, setTold] = useState<string | null>(null);
  const [sentByHand, setSentByHand] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const [form, setForm] = useState<"payment" | "credit" | "debit" | null>(null);

  const issue = useMutation({
    mutationFn: () => ok(api.POST("/admin/invoices/{id}/issue", path)),
    meta,
    onSuccess: (i) => setTold(`Issued as ${i.number}, due on ${formatDay(i.dueOn ?? "")}. Send it to the client next.`),
  });
  const send = useMutation({
    mutationFn: () => ok(api.POST("/admin/invoices/{id}/send", path)),
    meta,
    onSuccess: (i) => {
      setSentByHand(!i.emailed);
      setTold(
        i.emailed
          ? `Invoice ${i.number} is on its way to the client with the PDF and the link to pay.`
          : `Invoice ${i.number} is ready to share. E-mail is off, so send the client the link below yourself.`,
      );
    },
  });
  const remove = useMutation({
    mutationFn: () => ok(api.DELETE("/admin/invoices/{id}", path)),
    // Not the deleted invoice's own query: it is gone.
    meta: { invalidates: [["invoices", "page"], ["quotes"], ["today"]] },
    onSuccess: () => navigate(LIST, { replace: true }),
    onSettled: () => setDeleting(false),
  });

  const loadError = loadFailure(loaded.error, "the invoice");
  if (!invoice) {
    return (
      <div className="admin-invoice">
        <p className="admin-back">
          <a href={LIST}>← {titleOf("invoices")}</a>
        </p>
        <ScreenHeading>{titleOf("invoicePage")}</ScreenHeading>
        {loadError ? <Alert kind="danger">{loadError}</Alert> : <Loading>Loading the invoice…</Loading>}
      </div>
    );
  }

  const i = invoice;
  // CGST and SGST inside the agency's own state, IGST across states.
  const intraState = i.clientState === i.agencyState;
  const issueError = issue.error && issue.error.status === 422 ? issue.error : null;
  const failures = [
    { write: issue, text: issueError ? null : failureText(issue.error, "The invoice was not issued") },
    { write: send, text: failureText(send.error, "The invoice was not sent") },
    { write: remove, text: failureText(remove.error, "The draft was not deleted") },
  ];
  const open = i.status === "issued" || i.status === "partlyPaid";
  const name = i.number ?? "draft";

  return (
    <div className="admin-invoice">
      <p className="admin-back">
        <a href={LIST}>← {titleOf("invoices")}</a>
      </p>
      <ScreenHeading>{invoiceName(i)}</ScreenHeading>
      <p className="admin-invoice-summary">
        <Standing status={i.status} overdue={i.overdue} />
        {i.issuedOn && <span>Issued on {formatDay(i.issuedOn)}</span>}
        {i.dueOn && <span>Due on {formatDay(i.dueOn)}</span>}
        {i.status === "draft" && <span>Made by {i.createdBy}, <IndiaTime at={i.createdAt} />. A draft has no number until it is issued.</span>}
      </p>
      {issueError && <MissingDetails error={issueError} />}
      {failures.map(
        (f) =>
          f.text && (
            <Alert key={f.text} kind="danger" onDismiss={f.write.reset}>
              {f.text}
            </Alert>
          ),
      )}
      {told && (
        <p className="admin-saved" role="status">
          {told}
        </p>
      )}

      <div className="admin-contact-links admin-invoice-actions">
        {i.status === "draft" && (
          <>
            <button type="button" className="btn btn-primary" disabled={issue.isPending} onClick={() => issue.mutate()}>
              Issue the invoice
            </button>
            <button type="button" className="btn btn-danger" onClick={() => setDeleting(true)}>
              Delete the draft
            </button>
          </>
        )}
        <a className="btn btn-secondary" href={`/admin/invoices/${i.id}/pdf`} download>
          Download PDF<span className="visually-hidden"> of the {name} invoice</span>
        </a>
        {open && (
          <button type="button" className="btn btn-primary" disabled={send.isPending} onClick={() => send.mutate()}>
            Send to the client
          </button>
        )}
        {open && (
          <button type="button" className="btn btn-secondary" aria-expanded={form === "payment"} onClick={() => setForm(form === "payment" ? null : "payment")}>
            Record a payment
          </button>
        )}
        {i.status !== "draft" && i.status !== "cancelled" && (
          <>
            <button type="button" className="btn btn-secondary" aria-expanded={form === "credit"} onClick={() => setForm(form === "credit" ? null : "credit")}>
              Credit note
            </button>
            <button type="button" className="btn btn-secondary" aria-expanded={form === "debit"} onClick={() => setForm(form === "debit" ? null : "debit")}>
              Debit note
            </button>
          </>
        )}
      </div>

      {form === "payment" && (
        <PaymentForm
          invoice={i}
          onDone={(after) => {
            setForm(null);
            setTold(after.status === "paid" ? `Payment recorded: invoice ${after.number} is paid in full.` : `Payment recorded: ${formatINR(after.balance)} is still due.`);
          }}
          onCancel={() => setForm(null)}
        />
      )}
      {form === "credit" && (
        <CreditNoteForm
          invoice={i}
          onDone={(note, after) => {
            setForm(null);
            setTold(
              after.status === "cancelled"
                ? `Credit note ${note.number} issued: invoice ${after.number} is cancelled.`
                : `Credit note ${note.number} issued for ${formatINR(note.totals.total)}: ${formatINR(after.balance)} is now due.`,
            );
          }}
          onCancel={() => setForm(null)}
        />
      )}

      {form === "debit" && (
        <DebitNoteForm
          invoice={i}
          onDone={(note, after) => {
            setForm(null);
            setTold(`Debit note ${note.number} issued for ${formatINR(note.totals.total)}: ${formatINR(after.balance)} is now due.`);
          }}
          onCancel={() => setForm(null)}
        />
      )}

      {i.link && (
        <Section id="invoice-link" title="The client's page" className="admin-panel admin-invoice-share">
          <p>The client reads, downloads and pays the invoice at this private link.{sentByHand ? " Send it to them now:" : ""}</p>
          <ShareLink
            link={i.link}
            message={`Your tax invoice ${i.number ?? ""} from ${productName} (${formatINR(i.balance)} due by ${formatDay(i.dueOn ?? "")}):`}
            whatsappUrl={lead.data?.whatsappUrl}
            what={`to invoice ${i.number ?? ""}`}
          />
          {i.paymentLink && (
            <p>
              Card and net-banking payments: <a href={i.paymentLink} target="_blank" rel="noopener noreferrer">the Razorpay payment link</a>.
            </p>
          )}
        </Section>
      )}

      <div className="admin-lead-grid admin-invoice-grid">
        <Section id="invoice-client" title="Billed to" className="admin-panel">
          <dl className="admin-dl">
            <Fact term="Client">{i.clientName || "Not given yet"}</Fact>
            <Fact term="Address">{i.clientAddress || "Not given yet"}</Fact>
            <Fact term="GSTIN">{i.clientGstin ?? "Not registered (a B2C invoice)"}</Fact>
            <Fact term="Place of supply">{i.placeOfSupply || i.clientState || "Not given yet"}</Fact>
            <Fact term="Tax on reverse charge">{i.reverseCharge ? "Yes" : "No"}</Fact>
            {i.leadId != null && (
              <Fact term="Enquiry">
                <a href={`/admin-login/leads/enquiries/${i.leadId}${i.quoteId != null ? `#quote-${i.quoteId}` : ""}`}>
                  {i.quoteId != null ? "The enquiry and its accepted quotation" : "The enquiry"}
                </a>
              </Fact>
            )}
          </dl>
        </Section>
        <Section id="invoice-money" title="Totals" className="admin-panel">
          <dl className="admin-dl admin-invoice-totals">
            <Fact term="Taxable value">{formatINR(i.totals.taxable)}</Fact>
            {intraState ? (
              <>
                <Fact term="CGST">{formatINR(i.totals.cgst)}</Fact>
                <Fact term="SGST">{formatINR(i.totals.sgst)}</Fact>
              </>
            ) : (
              <Fact term="IGST">{formatINR(i.totals.igst)}</Fact>
            )}
            <Fact term="Total">
              <strong>{formatINR(i.totals.total)}</strong> ({i.amountInWords})
            </Fact>
            {i.credited > 0 && (
              <Fact term="Credited">{formatINR(i.credited)}</Fact>
            )}
            {i.debited > 0 && (
              <Fact term="Debited">{formatINR(i.debited)}</Fact>
            )}
            {i.status !== "draft" && (
              <>
                <Fact term="Received, TDS included">{formatINR(i.received)}</Fact>
                <Fact term="Balance due" className="admin-invoice-balance">
                  {formatINR(i.balance)}
                </Fact>
              </>
            )}
          </dl>
        </Section>
      </div>

      <Section id="invoice-lines" title="Lines" className="admin-invoice-section">
        <DataTable
          captionId="invoice-lines-caption"
          caption={`The lines of the ${name} invoice`}
          columns={["Description", "SAC", "Quantity", "Rate", "Taxable value", "GST", "Tax"]}
          rows={i.lines.map((l, n) => ({ ...l, n }))}
          rowKey={(l) => l.n}
          className="admin-invoice-lines"
        >
          {(l) => (
            <>
              <td className="admin-cell-text">{l.description}</td>
              <td>{l.sac}</td>
              <td className="admin-num">{l.quantity}</td>
              <td className="admin-num admin-nowrap">
                {formatINR(l.unitPrice)}
                {l.discount > 0 && <> less {formatINR(l.discount)}</>}
              </td>
              <td className="admin-num admin-nowrap">{formatINR(l.taxable)}</td>
              <td className="admin-num">{l.gstRate}%</td>
              <td className="admin-num admin-nowrap">{intraState ? `${formatINR(l.cgst)} + ${formatINR(l.sgst)}` : formatINR(l.igst)}</td>
            </>
          )}
        </DataTable>
      </Section>

      {i.status !== "draft" && (
        <Section id="invoice-payments" title="Payments" className="admin-invoice-section">
          <DataTable
            captionId="invoice-payments-caption"
            caption={`Payments against the ${name} invoice, oldest first`}
            columns={["Received on", "Amount", "How", "Reference", "TDS held back", "Recorded by"]}
            more={["Recorded by"]}
            rows={i.payments}
            empty="No payment recorded yet."
            rowKey={(p) => p.id}
            className="admin-invoice-payments"
          >
            {(p) => (
              <>
                <td className="admin-nowrap">{formatDay(p.on)}</td>
                <td className="admin-num admin-nowrap">{formatINR(p.amount)}</td>
                <td>{p.receiptId != null ? "Advance (receipt voucher)" : METHODS[p.method]}</td>
                <td className="admin-cell-text">{p.reference || "—"}</td>
                <td className="admin-nowrap">{p.tds > 0 ? `${formatINR(p.tds)} under ${p.tdsSection ?? ""}` : "None"}</td>
                <td>{p.createdBy}</td>
              </>
            )}
          </DataTable>
        </Section>
      )}

      {i.notes.length > 0 && (
        <Section id="invoice-notes" title="Credit and debit notes" className="admin-invoice-section">
          <ul className="admin-list">
            {i.notes.map((n) => (
              <li key={n.id}>
                {n.kind === "creditNote" ? "Credit note" : "Debit note"} <PdfLink id={n.id} number={n.number} />
                {n.issuedOn ? ` of ${formatDay(n.issuedOn)}` : ""}: {formatINR(n.totals.total)}, {n.reason}
              </li>
            ))}
          </ul>
        </Section>
      )}

      <ConfirmDialog
        open={deleting}
        title="Delete the draft"
        message="Delete this draft invoice? It has no number yet, so no number is lost; its quotation can be invoiced again."
        busy={remove.isPending}
        onYes={() => remove.mutate()}
        onNo={() => setDeleting(false)}
      />
    </div>
  );
}
