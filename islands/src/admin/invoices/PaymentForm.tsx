// Money received against an issued invoice, as the administrator records
// it (the day, the amount, how it came and the reference), with the TDS
// the client held back and its section. Both count towards settling the
// invoice; the amount starts at what is due. Each refused field is shown at
// its control.
import { useMutation } from "@tanstack/react-query";
import { useState, type FormEvent } from "react";
import type { Invoice, PaymentBody } from "../../api/types";
import { Alert } from "../components/Alert";
import { FormActions, TextField } from "../components/Fields";
import { CHANGES } from "../queries";
import { api, failureText, ok } from "../server";
import { typedNumber } from "../../lib/money";
import { refusedFields } from "../../lib/refusedFields";
import { RECEIVED_FIELDS, ReceivedFields, useReceived } from "./Received";

interface Props {
  invoice: Invoice;
  onDone: (after: Invoice) => void;
  onCancel: () => void;
}

export function PaymentForm({ invoice, onDone, onCancel }: Props) {
  const received = useReceived(String(invoice.balance));
  const [tds, setTds] = useState("");
  const [tdsSection, setTdsSection] = useState("");
  const pay = useMutation({
    mutationFn: (body: PaymentBody) => ok(api.POST("/admin/invoices/{id}/payments", { params: { path: { id: invoice.id } }, body })),
    meta: { invalidates: CHANGES.invoice },
    onSuccess: onDone,
  });
  const refused = pay.error ? refusedFields(pay.error.status, pay.error.body) : {};
  const unplaced = Object.entries(refused).find(([f]) => ![...RECEIVED_FIELDS, "tds", "tdsSection"].includes(f))?.[1];
  const failure = pay.error && pay.error.status !== 422 ? failureText(pay.error, "The payment was not recorded") : null;

  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    pay.mutate({
      ...received.body(),
      tds: tds.trim() === "" ? null : (typedNumber(tds) as number),
      tdsSection: tdsSection.trim() === "" ? null : tdsSection,
    });
  };

  return (
    <form className="admin-panel admin-invoice-form" onSubmit={submit} aria-labelledby="payment-form-title" noValidate>
      <h2 id="payment-form-title" className="admin-h2">
        Record a payment against {invoice.number}
      </h2>
      {failure && <Alert kind="danger">{failure}</Alert>}
      {unplaced && <Alert kind="danger">{unplaced}</Alert>}
      <ReceivedFields idPrefix="payment" received={received} refused={refused} />
      <div className="admin-quote-line-figures">
        <TextField
          id="payment-tds"
          label="TDS held back (₹, optional)"
          hint="Tax the client deducted at source; it counts towards the invoice."
          inputMode="decimal"
          value={tds}
          onChange={(e) => setTds(e.target.value)}
          error={refused.tds}
        />
        <TextField
          id="payment-tds-section"
          label="TDS section"
          hint="194C for advertising work, 194J for professional fees."
          maxLength={40}
          value={tdsSection}
          onChange={(e) => setTdsSection(e.target.value)}
          error={refused.tdsSection}
        />
      </div>
      <FormActions busy={pay.isPending} submit="Record the payment" onCancel={onCancel} />
    </form>
  );
}
