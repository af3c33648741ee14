// A small form's typed values and each control's props, by the field's
// name: its id (`prefix-name`), value, refusal from a 422 and onChange; and
// a submit handler that stays on the page. The lead's in-place edit, the
// new administrator, a refund and a debit note use it.
import { useState, type FormEvent } from "react";

export function useTypedForm<T extends Record<string, string>>(initial: T, prefix: string) {
  const [form, setForm] = useState(initial);
  const field = (name: keyof T & string, refused: Record<string, string>) => ({
    id: `${prefix}-${name}`,
    value: form[name],
    error: refused[name],
    onChange: (e: { target: { value: string } }) => setForm((f) => ({ ...f, [name]: e.target.value })),
  });
  return { form, setForm, field, reset: () => setForm(initial) };
}

/** A form's submit: no page load, then `run`. */
export function submitted(run: () => void) {
  return (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    run();
  };
}
