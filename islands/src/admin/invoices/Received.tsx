// Money received, as the administrator types it wherever it came in (a
// payment against an invoice, an advance before one): the day, the amount,
// how it came (UPI, bank transfer, cheque or cash; Razorpay's payments are
// recorded by themselves) and the reference. The state is held here; the
// form around it sends `received.body()` and shows each refused field at
// its control.
import { useState } from "react";
import type { PaymentMethod } from "../../api/types";
import { SelectField, TextField } from "../components/Fields";
import { typedNumber } from "../../lib/money";
import { indiaDay } from "../../lib/time";

/** How money came, in words. */
export const METHODS: Record<PaymentMethod, string> = {
  upi: "UPI",
  bank: "Bank transfer",
  cheque: "Cheque",
  cash: "Cash",
  razorpay: "Razorpay",
};

/** The ways an administrator records by hand. */
const BY_HAND: PaymentMethod[] = ["upi", "bank", "cheque", "cash"];

/** The fields' JSON names, for placing refused fields. */
export const RECEIVED_FIELDS = ["on", "amount", "method", "reference"];

/** The received-money fields' state, starting at `amount`. */
export function useReceived(amount = "") {
  const [on, setOn] = useState(indiaDay());
  const [typed, setTyped] = useState(amount);
  const [method, setMethod] = useState<PaymentMethod>("upi");
  const [reference, setReference] = useState("");
  return {
    values: { on, amount: typed, method, reference },
    set: { on: setOn, amount: setTyped, method: setMethod, reference: setReference },
    /** As the API takes them: the amount a number when it reads as one. */
    body: () => ({ on, amount: typedNumber(typed) as number, method, reference }),
  };
}

export function ReceivedFields({ idPrefix, received, refused }: { idPrefix: string; received: ReturnType<typeof useReceived>; refused: Record<string, string> }) {
  const { values, set } = received;
  return (
    <div className="admin-quote-line-figures">
      <TextField id={`${idPrefix}-on`} label="Received on" type="date" value={values.on} onChange={(e) => set.on(e.target.value)} error={refused.on} />
      <TextField
        id={`${idPrefix}-amount`}
        label="Amount received (₹)"
        inputMode="decimal"
        required
        value={values.amount}
        onChange={(e) => set.amount(e.target.value)}
        error={refused.amount}
      />
      <SelectField id={`${idPrefix}-method`} label="Paid by" value={values.method} onChange={(e) => set.method(e.target.value as PaymentMethod)} error={refused.method}>
        {BY_HAND.map((m) => (
          <option key={m} value={m}>
            {METHODS[m]}
          </option>
        ))}
      </SelectField>
      <TextField
        id={`${idPrefix}-reference`}
        label="Reference (optional)"
        hint="The UPI or bank transaction number, or the cheque's number."
        maxLength={100}
        value={values.reference}
        onChange={(e) => set.reference(e.target.value)}
        error={refused.reference}
      />
    </div>
  );
}
