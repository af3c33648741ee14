// A debit note against an issued invoice (Rule 53): what was left off it,
// as one line (description, SAC, quantity, price before tax, GST rate),
// with the reason. What is due grows by its total, tax worked out as on
// the invoice.
import { useMutation } from "@tanstack/react-query";
import { useState, type FormEvent } from "react";
import type { Invoice, InvoiceNote } from "../../api/types";
import { Alert } from "../components/Alert";
import { FormActions, SelectField, TextAreaField, TextField } from "../components/Fields";
import { CHANGES } from "../queries";
import { api, failureText, ok } from "../server";
import { typedNumber } from "../../lib/money";
import { refusedFields } from "../../lib/refusedFields";
import { GST_RATES } from "../quotes/QuoteForm";

interface Props {
  invoice: Invoice;
  onDone: (note: InvoiceNote, after: Invoice) => void;
  onCancel: () => void;
}

export function DebitNoteForm({ invoice, onDone, onCancel }: Props) {
  const first = invoice.lines[0];
  const [reason, setReason] = useState("");
  const [description, setDescription] = useState("");
  const [sac, setSac] = useState(first?.sac ?? "");
  const [quantity, setQuantity] = useState("1");
  const [unitPrice, setUnitPrice] = useState("");
  const [gstRate, setGstRate] = useState(String(first?.gstRate ?? 18));
  const debit = useMutation({
    mutationFn: () =>
      ok(
        api.POST("/admin/invoices/{id}/debit-notes", {
          params: { path: { id: invoice.id } },
          body: {
            reason,
            lines: [
              { description, sac, quantity: typedNumber(quantity) as number, unitPrice: typedNumber(unitPrice) as number, gstRate: Number(gstRate) },
            ],
          },
        }),
      ),
    meta: { invalidates: CHANGES.invoice },
    onSuccess: (done) => onDone(done.note, done.invoice),
  });
  const refused = debit.error ? refusedFields(debit.error.status, debit.error.body) : {};
  const line = (f: string) => refused[`lines[0].${f}`];
  const failure =
    debit.error && !refused.reason && !["description", "sac", "quantity", "unitPrice", "gstRate"].some(line)
      ? (refused.lines ?? failureText(debit.error, "The debit note was not issued"))
      : null;
  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    debit.mutate();
  };
  return (
    <form className="admin-panel admin-invoice-form" onSubmit={submit} aria-labelledby="debit-form-title" noValidate>
      <h2 id="debit-form-title" className="admin-h2">
        Debit note against {invoice.number}
      </h2>
      {failure && <Alert kind="danger">{failure}</Alert>}
      <TextAreaField
        id="debit-reason"
        label="Reason"
        hint="Printed on the debit note: say what the invoice left off."
        required
        rows={2}
        maxLength={500}
        value={reason}
        onChange={(e) => setReason(e.target.value)}
        error={refused.reason}
      />
      <TextField
        id="debit-description"
        label="What it adds"
        required
        maxLength={300}
        value={description}
        onChange={(e) => setDescription(e.target.value)}
        error={line("description")}
      />
      <div className="admin-quote-line-figures">
        <TextField id="debit-sac" label="SAC" inputMode="numeric" maxLength={8} value={sac} onChange={(e) => setSac(e.target.value)} error={line("sac")} />
        <TextField id="debit-quantity" label="Quantity" inputMode="decimal" value={quantity} onChange={(e) => setQuantity(e.target.value)} error={line("quantity")} />
        <TextField
          id="debit-price"
          label="Price before tax (₹)"
          inputMode="decimal"
          required
          value={unitPrice}
          onChange={(e) => setUnitPrice(e.target.value)}
          error={line("unitPrice")}
        />
        <SelectField id="debit-rate" label="GST rate" value={gstRate} onChange={(e) => setGstRate(e.target.value)} error={line("gstRate")}>
          {GST_RATES.map((r) => (
            <option key={r} value={r}>
              {r}%
            </option>
          ))}
        </SelectField>
      </div>
      <FormActions busy={debit.isPending} submit="Issue the debit note" onCancel={onCancel} />
    </form>
  );
}
