// The state and submit logic the edit forms share ("Update forms …:
// on success show Form updated successfully! for 3 s, then return to the list
// screen"): the form's values, busy while the write runs, done once it
// worked, the failure message, and each field a 422 refused. A 401 is the
// area client's (back to the login screen); anything else keeps what was typed.
import type { QueryKey } from "@tanstack/react-query";
import { useState } from "react";
import { useFormWrite, useLater } from "./hooks";
import { useRouter } from "./router";

export interface SubmitHow {
  /** What failed, e.g. "The enquiry was not updated" (the reason is appended). */
  failure: string;
  /**
   * What success does instead of the update default (done, then `back`
   * after 3000 ms). The form stays busy, e.g. while a new page loads.
   */
  onSuccess?: () => void;
}

export function useEditForm<F extends object>(
  initial: F,
  opts: { fieldIds: Record<string, string>; back: string; changes: QueryKey[] },
) {
  const { navigate } = useRouter();
  const later = useLater();
  const write = useFormWrite<unknown>(opts.fieldIds, opts.changes);
  const { fe } = write;
  const [form, setForm] = useState<F>(initial);
  const [done, setDone] = useState(false);
  /** A check made in the browser before sending refused the form. */
  const [refused, setRefused] = useState<string | null>(null);

  /**
   * The props that bind a text control to form value `k`: id, value,
   * onChange and error. `as` names the JSON field (the one a 422 refuses and
   * `fieldIds` maps) when it differs from the form's key. A change clears
   * the form's failure and the field's message.
   */
  const field = (k: keyof F & string, as: string = k) => ({
    ...fe.bind(as, String(form[k]), (value) => setForm((f) => ({ ...f, [k]: value }))),
    onChange: (e: { target: { value: string } }) => {
      setForm((f) => ({ ...f, [k]: e.target.value }));
      fe.cleared(as);
      setRefused(null);
      write.reset();
    },
  });

  // Once the write succeeded with its own next step, the form stays busy.
  const busy = write.busy || (write.succeeded && !done);

  /** A check in the browser failed: the message, and `field` marked and focused. */
  const reject = (text: string, field: string) => {
    fe.reject(text, field);
    setRefused(text);
  };

  const submit = (send: () => Promise<unknown>, how: SubmitHow) => {
    if (busy || done) return;
    setRefused(null);
    write.run(send, how.failure, () => {
      if (how.onSuccess) return how.onSuccess();
      setDone(true);
      later(() => navigate(opts.back), 3000);
    });
  };

  return { form, setForm, field, busy, done, error: refused ?? write.error, fe, reject, submit };
}
