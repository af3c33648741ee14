// A quotation being written from an enquiry's page: the client's legal
// name, billing address, state and optional GSTIN, a validity date, and
// lines picked from the rate card or typed (description, SAC, quantity,
// unit price, optional discount, GST rate). A new one starts with the
// enquiry's service from the rate card and the state its address names.
// The server prices it (tax by place of supply, every line and total in
// whole paise) and numbers it; each refused field is shown at its control. Used for a new quote and
// for a revision of a sent one (same number, the next "-R" suffix), and
// for a draft tax invoice billed without a quotation (the same client and
// lines, no validity).
import { useMutation, useQuery } from "@tanstack/react-query";
import { useState, type FormEvent } from "react";
import { Alert } from "../components/Alert";
import { FormActions, SelectField, TextAreaField, TextField } from "../components/Fields";
import type { Invoice, Quote, QuoteBody, Rate } from "../../api/types";
import { CHANGES, queries } from "../queries";
import { api, ApiFailure, failureText, ok } from "../server";
import { formatINR, typedNumber } from "../../lib/money";
import { stateIn } from "../../lib/states";
import { indiaDay } from "../../lib/time";

/** The GST rates a line may carry, in per cent. */
export const GST_RATES = ["0", "5", "12", "18", "28"];

/** The GST rates as a select's options ("18%"). */
export function GstRateOptions() {
  return (
    <>
      {GST_RATES.map((r) => (
        <option key={r} value={r}>
          {r}%
        </option>
      ))}
    </>
  );
}

interface LineDraft {
  key: number;
  description: string;
  sac: string;
  quantity: string;
  unitPrice: string;
  discount: string;
  gstRate: string;
}

let nextKey = 1;

function blankLine(): LineDraft {
  return { key: nextKey++, description: "", sac: "", quantity: "1", unitPrice: "", discount: "", gstRate: "18" };
}

function lineOf(r: Rate): LineDraft {
  return {
    ...blankLine(),
    description: r.subServiceName ? `${r.serviceName}: ${r.subServiceName}` : r.serviceName,
    sac: r.sac ?? "",
    unitPrice: r.price == null ? "" : String(r.price),
    gstRate: String(r.gstRate),
  };
}

/** What the form makes: a quotation (new, or a revision of `revising`), or a draft invoice. */
type Makes = { makes: "quote"; revising?: Quote; onDone: (q: Quote) => void } | { makes: "invoice"; onDone: (i: Invoice) => void };

/** What the form saved. */
type Saved = { quote: Quote } | { invoice: Invoice };

export type QuoteFormProps = Makes & {
  leadId: number;
  /** The enquiry's name and address, to start the client's fields with. */
  clientName: string;
  clientAddress: string;
  /** The service the enquiry asked about: a new form starts with its rate-card line. */
  serviceId?: number | null;
  onCancel: () => void;
};


export function QuoteForm(props: QuoteFormProps) {
  const { leadId, clientName, clientAddress, serviceId, onCancel } = props;
  const revising = props.makes === "quote" ? props.revising : undefined;
  const invoice = props.makes === "invoice";
  const card = useQuery(queries.rateCard());
  const [name, setName] = useState(revising?.clientName ?? clientName);
  const [address, setAddress] = useState(revising?.clientAddress ?? clientAddress);
  const [state, setState] = useState(revising?.clientState ?? "");
  const [gstin, setGstin] = useState(revising?.clientGstin ?? "");
  const [validUntil, setValidUntil] = useState(indiaDay(15));
  const [lines, setLines] = useState<LineDraft[]>(
    revising
      ? revising.lines.map((l) => ({
          key: nextKey++,
          description: l.description,
          sac: l.sac,
          quantity: String(l.quantity),
          unitPrice: String(l.unitPrice),
          discount: l.discount ? String(l.discount) : "",
          gstRate: String(l.gstRate),
        }))
      : [],
  );
  // A new form starts from what the enquiry asked for, once the rate card
  // is read: the service's line (its price, SAC and rate where the card
  // has them) and the state its address names. Nothing typed is replaced.
  const [started, setStarted] = useState(revising !== undefined);
  if (!started && card.data) {
    setStarted(true);
    const rate = card.data.services.find((r) => r.id === serviceId);
    if (rate) setLines((ls) => (ls.length === 0 ? [lineOf(rate)] : ls));
    setState((st) => st || stateIn(address, card.data.states));
  }
  const [pick, setPick] = useState("");
  const save = useMutation({
    mutationFn: async ({ validUntil, ...body }: QuoteBody): Promise<Saved> =>
      invoice
        ? { invoice: await ok(api.POST("/admin/invoices", { body })) }
        : {
            quote: await (revising
              ? ok(api.POST("/admin/quotes/{id}/revise", { params: { path: { id: revising.id } }, body: { ...body, validUntil } }))
              : ok(api.POST("/admin/quotes", { body: { ...body, validUntil } }))),
          },
    meta: { invalidates: invoice ? CHANGES.invoice : CHANGES.quote },
    onSuccess: (saved) => {
      if ("invoice" in saved && props.makes === "invoice") props.onDone(saved.invoice);
      if ("quote" in saved && props.makes === "quote") props.onDone(saved.quote);
    },
  });
  const refused: Record<string, string> = {};
  if (save.error instanceof ApiFailure && save.error.status === 422) {
    const listed = save.error.body.errors ?? [];
    for (const { field, error } of listed) if (!(field in refused)) refused[field] = error;
  }
  const placed = new Set(["clientName", "clientAddress", "clientState", "clientGstin", "validUntil", "lines"]);
  const lineFields = ["description", "sac", "quantity", "unitPrice", "discount", "gstRate"];
  const unplaced = Object.entries(refused).find(
    ([f]) => !placed.has(f) && !lines.some((_, i) => lineFields.some((n) => f === `lines[${i}].${n}`)),
  );
  const stateOptions = card.data?.states ?? [];
  const priced = (card.data?.services ?? []).filter((s) => s.price != null || s.sac);

  const update = (key: number, field: keyof LineDraft, value: string) =>
    setLines((ls) => ls.map((l) => (l.key === key ? { ...l, [field]: value } : l)));

  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    save.mutate({
      leadId,
      clientName: name,
      clientAddress: address,
      clientState: state,
      clientGstin: gstin.trim() === "" ? null : gstin,
      validUntil,
      lines: lines.map((l) => ({
        description: l.description,
        sac: l.sac,
        quantity: typedNumber(l.quantity) as number,
        unitPrice: typedNumber(l.unitPrice) as number,
        discount: l.discount.trim() === "" ? null : (typedNumber(l.discount) as number),
        gstRate: Number(l.gstRate),
      })),
    });
  };

  const title = invoice ? "New invoice without a quotation" : revising ? `Revise quotation ${revising.number}` : "New quotation";
  const failure = save.error && save.error.status !== 422 ? failureText(save.error, invoice ? "The invoice was not made" : "The quotation was not saved") : null;
  return (
    <form className="admin-quote-form" onSubmit={submit} aria-labelledby="quote-form-title" noValidate>
      <h3 id="quote-form-title" className="admin-h3">
        {title}
      </h3>
      {failure && <Alert kind="danger">{failure}</Alert>}
      {unplaced && <Alert kind="danger">{unplaced[1]}</Alert>}
      <TextField id="quote-client-name" label="Client's legal name" required maxLength={200} value={name} onChange={(e) => setName(e.target.value)} error={refused.clientName} />
      <TextAreaField
        id="quote-client-address"
        label="Billing address"
        required
        rows={2}
        maxLength={500}
        value={address}
        onChange={(e) => setAddress(e.target.value)}
        error={refused.clientAddress}
      />
      <SelectField
        id="quote-client-state"
        label="Client's state (place of supply)"
        hint={card.data ? `Inside ${card.data.agencyState}: CGST and SGST. Any other state: IGST.` : undefined}
        value={state}
        onChange={(e) => setState(e.target.value)}
        error={refused.clientState}
      >
        <option value="">Choose the state</option>
        {stateOptions.map((s) => (
          <option key={s}>{s}</option>
        ))}
      </SelectField>
      <TextField
        id="quote-client-gstin"
        label="Client's GSTIN (optional)"
        maxLength={15}
        autoCapitalize="characters"
        value={gstin}
        onChange={(e) => setGstin(e.target.value)}
        error={refused.clientGstin}
      />
      {!invoice && <TextField id="quote-valid-until" label="Valid until" type="date" value={validUntil} onChange={(e) => setValidUntil(e.target.value)} error={refused.validUntil} />}
      <h4 className="admin-h3">Lines</h4>
      {refused.lines && <p className="admin-field-error">{refused.lines}</p>}
      {lines.map((l, i) => {
        const err = (f: string) => refused[`lines[${i}].${f}`];
        const id = (f: string) => `quote-line-${l.key}-${f}`;
        return (
          <fieldset key={l.key} className="admin-quote-line">
            <legend>Line {i + 1}</legend>
            <TextField id={id("description")} label="Description" required maxLength={300} value={l.description} onChange={(e) => update(l.key, "description", e.target.value)} error={err("description")} />
            <div className="admin-quote-line-figures">
              <TextField id={id("sac")} label="SAC" inputMode="numeric" maxLength={8} value={l.sac} onChange={(e) => update(l.key, "sac", e.target.value)} error={err("sac")} />
              <TextField id={id("quantity")} label="Quantity" inputMode="decimal" value={l.quantity} onChange={(e) => update(l.key, "quantity", e.target.value)} error={err("quantity")} />
              <TextField id={id("unitPrice")} label="Unit price (₹)" inputMode="decimal" value={l.unitPrice} onChange={(e) => update(l.key, "unitPrice", e.target.value)} error={err("unitPrice")} />
              <TextField id={id("discount")} label="Discount (₹)" inputMode="decimal" value={l.discount} onChange={(e) => update(l.key, "discount", e.target.value)} error={err("discount")} />
              <SelectField id={id("gstRate")} label="GST rate" value={l.gstRate} onChange={(e) => update(l.key, "gstRate", e.target.value)} error={err("gstRate")}>
                <GstRateOptions />
              </SelectField>
            </div>
            {lines.length > 1 && (
              <button type="button" className="btn btn-secondary admin-inline-btn" onClick={() => setLines((ls) => ls.filter((x) => x.key !== l.key))}>
                Remove line {i + 1}
              </button>
            )}
          </fieldset>
        );
      })}
      <div className="admin-inline-row">
        {priced.length > 0 && (
          <SelectField id="quote-rate-pick" label="Add a service from the rate card" value={pick} onChange={(e) => setPick(e.target.value)}>
            <option value="">Choose a service</option>
            {priced.map((s) => (
              <option key={s.id} value={s.id}>
                {s.serviceName}: {s.subServiceName}
                {s.price != null ? ` (${formatINR(s.price)})` : ""}
              </option>
            ))}
          </SelectField>
        )}
        {priced.length > 0 && (
          <button
            type="button"
            className="btn btn-secondary"
            disabled={pick === ""}
            onClick={() => {
              const r = priced.find((s) => String(s.id) === pick);
              if (r) setLines((ls) => [...ls, lineOf(r)]);
              setPick("");
            }}
          >
            Add service
          </button>
        )}
        <button type="button" className="btn btn-secondary" onClick={() => setLines((ls) => [...ls, blankLine()])} disabled={lines.length >= 50}>
          Add a typed line
        </button>
      </div>
      <FormActions busy={save.isPending} submit={invoice ? "Make the draft invoice" : revising ? "Save the revision" : "Create quotation"} onCancel={onCancel} />
    </form>
  );
}
