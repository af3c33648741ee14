// A credit note against an issued invoice: the reason, and either all of
// it (which cancels the invoice) or the lines ticked. An issued invoice
// never changes, so this is how a mistake on it is put right.
import { useMutation } from "@tanstack/react-query";
import { useState, type FormEvent } from "react";
import type { Invoice, InvoiceNote } from "../../api/types";
import { Alert } from "../components/Alert";
import { CheckboxField, FormActions, TextAreaField } from "../components/Fields";
import { CHANGES } from "../queries";
import { api, failureText, ok } from "../server";
import { formatINR } from "../../lib/money";
import { refusedFields } from "../../lib/refusedFields";

interface Props {
  invoice: Invoice;
  onDone: (note: InvoiceNote, after: Invoice) => void;
  onCancel: () => void;
}

export function CreditNoteForm({ invoice, onDone, onCancel }: Props) {
  const [reason, setReason] = useState("");
  const [whole, setWhole] = useState(true);
  const [ticked, setTicked] = useState<Set<number>>(new Set());
  const credit = useMutation({
    mutationFn: (lines: number[] | null) =>
      ok(
        api.POST("/admin/invoices/{id}/credit-notes", {
          params: { path: { id: invoice.id } },
          body: {
            reason,
            lines:
              lines === null
                ? null
                : lines.map((n) => {
                    const l = invoice.lines[n];
                    return { description: l.description, sac: l.sac, quantity: l.quantity, unitPrice: l.unitPrice, discount: l.discount || null, gstRate: l.gstRate };
                  }),
          },
        }),
      ),
    meta: { invalidates: CHANGES.invoice },
    onSuccess: (done) => onDone(done.note, done.invoice),
  });
  const refused = credit.error ? refusedFields(credit.error.status, credit.error.body) : {};
  const failure = credit.error && !refused.reason ? (refused.lines ?? failureText(credit.error, "The credit note was not issued")) : null;
  const noLines = !whole && ticked.size === 0;

  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    if (noLines) return;
    credit.mutate(whole ? null : [...ticked].sort((a, b) => a - b));
  };
  const tick = (n: number, on: boolean) =>
    setTicked((t) => {
      const next = new Set(t);
      if (on) next.add(n);
      else next.delete(n);
      return next;
    });

  return (
    <form className="admin-panel admin-invoice-form" onSubmit={submit} aria-labelledby="credit-form-title" noValidate>
      <h2 id="credit-form-title" className="admin-h2">
        Credit note against {invoice.number}
      </h2>
      {failure && <Alert kind="danger">{failure}</Alert>}
      <TextAreaField
        id="credit-reason"
        label="Reason"
        hint="Printed on the credit note: say what was wrong with the invoice."
        required
        rows={2}
        maxLength={500}
        value={reason}
        onChange={(e) => setReason(e.target.value)}
        error={refused.reason}
      />
      <fieldset className="admin-quote-line">
        <legend>What it takes off</legend>
        <div className="admin-check">
          <input id="credit-all" type="radio" name="credit-scope" checked={whole} onChange={() => setWhole(true)} />
          <label htmlFor="credit-all">All of it: the invoice is cancelled</label>
        </div>
        <div className="admin-check">
          <input id="credit-some" type="radio" name="credit-scope" checked={!whole} onChange={() => setWhole(false)} />
          <label htmlFor="credit-some">Some lines</label>
        </div>
        {!whole &&
          invoice.lines.map((l, n) => (
            <CheckboxField
              key={n}
              id={`credit-line-${n}`}
              label={`${l.description}: ${formatINR(l.taxable)} before tax`}
              checked={ticked.has(n)}
              onChange={(e) => tick(n, e.target.checked)}
            />
          ))}
        {noLines && <p className="admin-field-hint">Tick the lines the credit note takes off.</p>}
      </fieldset>
      <FormActions busy={credit.isPending || noLines} submit="Issue the credit note" onCancel={onCancel} />
    </form>
  );
}
