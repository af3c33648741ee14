// The state and submit logic the edit forms share ("Update forms …:
// on success show Form updated successfully! for 3 s, then return to the list
// screen"): the form's values, busy while the call runs, done once it worked,
// the failure message, and the field a 422 blames. A 401 is
// useApi's (back to the login screen); anything else keeps what was typed.
import { useState } from "react";
import { useFieldError, useLater } from "./hooks";
import { useRouter } from "./router";
import { errorMessage, type ApiResult } from "./useApi";

export interface SubmitHow {
  /** What failed, e.g. "The enquiry was not updated" (the reason is appended). */
  failure: string;
  /** The statuses that mean success; 200 unless given. */
  success?: (status: number) => boolean;
  /**
   * What success does instead of the update default (done, then `back`
   * after 3000 ms). The form stays busy, e.g. while a new page loads.
   */
  onSuccess?: () => void;
}

export function useEditForm<F extends object>(initial: F, opts: { fieldIds: Record<string, string>; back: string }) {
  const { navigate } = useRouter();
  const later = useLater();
  const fe = useFieldError(opts.fieldIds);
  const [form, setForm] = useState<F>(initial);
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);
  const [error, setError] = useState<string | null>(null);

  /** onChange for the text control of field `k`; a change clears the messages. */
  const set = (k: keyof F) => (e: { target: { value: string } }) => {
    setForm((f) => ({ ...f, [k]: e.target.value }));
    fe.clear();
    setError(null);
  };

  /**
   * The props that bind a text control to form value `k`: id, value,
   * onChange and error. `as` names the JSON field (the one a 422 blames and
   * `fieldIds` maps) when it differs from the form's key.
   */
  const field = (k: keyof F & string, as: string = k) => ({
    id: opts.fieldIds[as] ?? as,
    value: String(form[k]),
    onChange: set(k),
    error: fe.of(as),
  });

  /** A check in the browser failed: the message, and `field` marked and focused. */
  const reject = (text: string, field: string) => {
    fe.take({ ok: false, status: 422, error: { error: text, field } });
    setError(text);
  };

  const submit = async (send: () => Promise<ApiResult<unknown>>, how: SubmitHow) => {
    if (busy || done) return;
    setBusy(true);
    setError(null);
    fe.clear();
    const res = await send();
    if ((how.success ?? ((s: number) => s === 200))(res.status)) {
      if (how.onSuccess) {
        how.onSuccess();
        return;
      }
      setBusy(false);
      setDone(true);
      later(() => navigate(opts.back), 3000);
      return;
    }
    setBusy(false);
    if (res.status === 401) return;
    fe.take(res);
    setError(errorMessage(res, how.failure));
  };

  return { form, setForm, set, field, busy, done, error, fe, reject, submit };
}
