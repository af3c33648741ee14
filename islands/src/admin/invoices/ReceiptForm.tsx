// An advance from an enquiry, received before its invoice: a receipt
// voucher (its own series) with the money received, what it is for, the
// service's SAC, the GST rate and the place of supply. The enquiry's next
// invoice is settled by it when issued. Opened from the enquiry's page,
// under the enquiry's advances.
import { useMutation, useQuery } from "@tanstack/react-query";
import { useState, type FormEvent } from "react";
import type { Advance, InvoiceNote } from "../../api/types";
import { Alert } from "../components/Alert";
import { FormActions, SelectField, TextField } from "../components/Fields";
import { Section } from "../components/Screen";
import { CHANGES, queries } from "../queries";
import { api, failureText, ok } from "../server";
import { formatINR } from "../../lib/money";
import { refusedFields } from "../../lib/refusedFields";
import { GstRateOptions } from "../quotes/QuoteForm";
import { AdvanceList } from "./Advances";
import { RECEIVED_FIELDS, ReceivedFields, useReceived } from "./Received";

export function ReceiptForm({ leadId, advances }: { leadId: number; advances: Advance[] }) {
  const card = useQuery(queries.rateCard());
  const [open, setOpen] = useState(false);
  const received = useReceived();
  const [description, setDescription] = useState("");
  const [sac, setSac] = useState("");
  const [gstRate, setGstRate] = useState("18");
  const [clientState, setClientState] = useState("");
  const [done, setDone] = useState<InvoiceNote | null>(null);
  const save = useMutation({
    mutationFn: () =>
      ok(api.POST("/admin/receipts", { body: { ...received.body(), leadId, description, sac, gstRate: Number(gstRate), clientState } })),
    meta: { invalidates: CHANGES.invoice },
    onSuccess: (voucher) => {
      setDone(voucher);
      setOpen(false);
    },
  });
  const refused = save.error ? refusedFields(save.error.status, save.error.body) : {};
  const unplaced = Object.entries(refused).find(([f]) => ![...RECEIVED_FIELDS, "description", "sac", "gstRate", "clientState"].includes(f))?.[1];
  const failure = save.error && save.error.status !== 422 ? failureText(save.error, "The advance was not recorded") : null;

  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    save.mutate();
  };

  return (
    <Section id="lead-advance" title="Advances" className="admin-panel admin-invoice-section">
      <p>Money received before the invoice gets a receipt voucher; the next invoice to this enquiry is settled by it when issued.</p>
      <AdvanceList advances={advances} />
      {done && (
        <p className="admin-saved" role="status">
          Receipt voucher {done.number} recorded for {formatINR(done.totals.total)}, GST included.
        </p>
      )}
      {open ? (
        <form className="admin-invoice-form" onSubmit={submit} aria-labelledby="advance-form-title" noValidate>
          <h3 id="advance-form-title" className="admin-h3">
            Record an advance
          </h3>
          {failure && <Alert kind="danger">{failure}</Alert>}
          {unplaced && <Alert kind="danger">{unplaced}</Alert>}
          <ReceivedFields idPrefix="advance" received={received} refused={refused} />
          <TextField
            id="advance-description"
            label="What it is for"
            required
            maxLength={300}
            value={description}
            onChange={(e) => setDescription(e.target.value)}
            error={refused.description}
          />
          <div className="admin-quote-line-figures">
            <TextField id="advance-sac" label="SAC" inputMode="numeric" maxLength={8} value={sac} onChange={(e) => setSac(e.target.value)} error={refused.sac} />
            <SelectField id="advance-rate" label="GST rate" value={gstRate} onChange={(e) => setGstRate(e.target.value)} error={refused.gstRate}>
              <GstRateOptions />
            </SelectField>
            <SelectField
              id="advance-state"
              label="Client's state (place of supply)"
              value={clientState}
              onChange={(e) => setClientState(e.target.value)}
              error={refused.clientState}
            >
              <option value="">Choose the state</option>
              {(card.data?.states ?? []).map((s) => (
                <option key={s}>{s}</option>
              ))}
            </SelectField>
          </div>
          <FormActions busy={save.isPending} submit="Record the advance" onCancel={() => setOpen(false)} />
        </form>
      ) : (
        <button type="button" className="btn btn-secondary" onClick={() => setOpen(true)}>
          Record an advance
        </button>
      )}
    </Section>
  );
}
