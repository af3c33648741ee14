// An enquiry's advances on its page: each receipt voucher (its PDF), the
// money received, what is left of it to set against the next invoice or to
// pay back, the invoice it is set against and its refund vouchers. An
// advance with money left can be paid back: a refund voucher (Rule 51) for
// at most what is left, with the reason (POST /admin/receipts/{id}/refunds).
import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import type { Advance, InvoiceNote } from "../../api/types";
import { formatINR, typedNumber } from "../../lib/money";
import { refusedFields } from "../../lib/refusedFields";
import { formatDay } from "../../lib/time";
import { Alert } from "../components/Alert";
import { DataTable } from "../components/DataTable";
import { FormActions, TextField } from "../components/Fields";
import { CHANGES } from "../queries";
import { submitted, useTypedForm } from "../useTypedForm";
import { PdfLink } from "./PdfLink";
import { api, failureText, ok } from "../server";

/** Pays back some or all of what is left of `advance`. */
function RefundForm({ advance, onDone, onCancel }: { advance: Advance; onDone: (v: InvoiceNote) => void; onCancel: () => void }) {
  const { form, field } = useTypedForm({ amount: String(advance.left), reason: "" }, "refund");
  const save = useMutation({
    mutationFn: () =>
      ok(
        api.POST("/admin/receipts/{id}/refunds", {
          params: { path: { id: advance.id } },
          body: { amount: typedNumber(form.amount) as number, reason: form.reason },
        }),
      ),
    meta: { invalidates: CHANGES.invoice },
    onSuccess: onDone,
  });
  const refused = save.error ? refusedFields(save.error.status, save.error.body) : {};
  const failure = save.error && save.error.status !== 422 ? failureText(save.error, "The refund was not recorded") : null;
  return (
    <form className="admin-invoice-form" onSubmit={submitted(save.mutate)} aria-labelledby="refund-form-title" noValidate>
      <h3 id="refund-form-title" className="admin-h3">
        Pay back the advance on {advance.number}
      </h3>
      <p>
        {formatINR(advance.left)} of it is left. A refund voucher records the money paid back, with its GST worked out at the advance's rate.
      </p>
      {failure && <Alert kind="danger">{failure}</Alert>}
      <TextField label="Amount paid back (₹)" inputMode="decimal" required {...field("amount", refused)} />
      <TextField label="Why it is paid back" required maxLength={500} {...field("reason", refused)} />
      <FormActions busy={save.isPending} submit="Issue the refund voucher" onCancel={onCancel} />
    </form>
  );
}

export function AdvanceList({ advances }: { advances: Advance[] }) {
  const [paying, setPaying] = useState<Advance | null>(null);
  const [done, setDone] = useState<InvoiceNote | null>(null);
  return (
    <>
      {done && (
        <p className="admin-saved" role="status">
          Refund voucher {done.number} issued for {formatINR(done.totals.total)}, GST included.
        </p>
      )}
      <DataTable
        captionId="lead-advances-caption"
        caption="The enquiry's advances, newest first"
        columns={["Receipt voucher", "Received", "Amount", "Left", "Since"]}
        rows={advances}
        empty="No advance yet."
        rowKey={(a) => a.id}
      >
        {(a) => (
          <>
            <td className="admin-nowrap">
              <PdfLink id={a.id} number={a.number} />
            </td>
            <td className="admin-nowrap">{a.issuedOn ? formatDay(a.issuedOn) : "—"}</td>
            <td className="admin-num admin-nowrap">{formatINR(a.amount)}</td>
            <td className="admin-num admin-nowrap">{formatINR(a.left)}</td>
            <td>
              {a.invoiceId !== null && a.invoiceId !== undefined && <a href={`/admin-login/invoices/${a.invoiceId}`}>Set against its invoice</a>}
              {a.refunds.map((r) => (
                <span key={r.id} className="admin-nowrap">
                  {" "}
                  Paid back {formatINR(r.amount)}: <PdfLink id={r.id} number={r.number} />
                </span>
              ))}
              {a.left > 0 && (
                <button
                  type="button"
                  className="btn btn-secondary admin-btn-sm"
                  onClick={() => {
                    setDone(null);
                    setPaying(a);
                  }}
                >
                  Pay back<span className="visually-hidden"> the advance on {a.number}</span>
                </button>
              )}
            </td>
          </>
        )}
      </DataTable>
      {paying && (
        <RefundForm
          key={paying.id}
          advance={paying}
          onDone={(voucher) => {
            setDone(voucher);
            setPaying(null);
          }}
          onCancel={() => setPaying(null)}
        />
      )}
    </>
  );
}
