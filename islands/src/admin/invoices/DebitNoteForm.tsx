// A debit note against an issued invoice (Rule 53): what was left off it,
// as one line (description, SAC, quantity, price before tax, GST rate),
// with the reason. What is due grows by its total, tax worked out as on
// the invoice.
import { useMutation } from "@tanstack/react-query";
import type { Invoice, InvoiceNote } from "../../api/types";
import { Alert } from "../components/Alert";
import { FormActions, SelectField, TextAreaField, TextField } from "../components/Fields";
import { CHANGES } from "../queries";
import { api, failureText, ok } from "../server";
import { typedNumber } from "../../lib/money";
import { refusedFields } from "../../lib/refusedFields";
import { GstRateOptions } from "../quotes/QuoteForm";
import { submitted, useTypedForm } from "../useTypedForm";

interface Props {
  invoice: Invoice;
  onDone: (note: InvoiceNote, after: Invoice) => void;
  onCancel: () => void;
}

export function DebitNoteForm({ invoice, onDone, onCancel }: Props) {
  const first = invoice.lines[0];
  const { form, field: typed } = useTypedForm(
    { reason: "", description: "", sac: first?.sac ?? "", quantity: "1", unitPrice: "", gstRate: String(first?.gstRate ?? 18) },
    "debit",
  );
  const debit = useMutation({
    mutationFn: () =>
      ok(
        api.POST("/admin/invoices/{id}/debit-notes", {
          params: { path: { id: invoice.id } },
          body: {
            reason: form.reason,
            lines: [
              {
                description: form.description,
                sac: form.sac,
                quantity: typedNumber(form.quantity) as number,
                unitPrice: typedNumber(form.unitPrice) as number,
                gstRate: Number(form.gstRate),
              },
            ],
          },
        }),
      ),
    meta: { invalidates: CHANGES.invoice },
    onSuccess: (done) => onDone(done.note, done.invoice),
  });
  const refused = debit.error ? refusedFields(debit.error.status, debit.error.body) : {};
  const line = (f: string) => refused[`lines[0].${f}`];
  const field = (name: keyof typeof form) => typed(name, name === "reason" ? refused : { [name]: line(name) });
  const failure =
    debit.error && !refused.reason && !["description", "sac", "quantity", "unitPrice", "gstRate"].some(line)
      ? (refused.lines ?? failureText(debit.error, "The debit note was not issued"))
      : null;
  return (
    <form className="admin-panel admin-invoice-form" onSubmit={submitted(debit.mutate)} aria-labelledby="debit-form-title" noValidate>
      <h2 id="debit-form-title" className="admin-h2">
        Debit note against {invoice.number}
      </h2>
      {failure && <Alert kind="danger">{failure}</Alert>}
      <TextAreaField
        label="Reason"
        hint="Printed on the debit note: say what the invoice left off."
        required
        rows={2}
        maxLength={500}
        {...field("reason")}
      />
      <TextField label="What it adds" required maxLength={300} {...field("description")} />
      <div className="admin-quote-line-figures">
        <TextField label="SAC" inputMode="numeric" maxLength={8} {...field("sac")} />
        <TextField label="Quantity" inputMode="decimal" {...field("quantity")} />
        <TextField label="Price before tax (₹)" inputMode="decimal" required {...field("unitPrice")} />
        <SelectField label="GST rate" {...field("gstRate")}>
          <GstRateOptions />
        </SelectField>
      </div>
      <FormActions busy={debit.isPending} submit="Issue the debit note" onCancel={onCancel} />
    </form>
  );
}
