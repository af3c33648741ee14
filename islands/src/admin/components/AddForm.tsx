// The small "add" forms of the list screens (a service, a department, a
// position): POST, 201 hands the created object to the screen, anything but a
// 401 shows "<failure>: <reason>" with the field a 422 blames.
// The form is a row of fields and its submit button, with an optional
// heading and the success / failure messages above.
import { useState, type FormEvent, type ReactNode } from "react";
import { useFieldError } from "../hooks";
import { errorMessage, useApi } from "../useApi";
import { Alert } from "./Alert";

export interface AddHow<R> {
  path: string;
  body: unknown;
  /** What failed, e.g. "The service was not added" (the reason is appended). */
  failure: string;
  /** Runs on 201. Unless `dataOptional`, a 201 without the created object counts as a failure. */
  onCreated: (created: R | undefined) => void;
  dataOptional?: boolean;
}

export function useAddForm(fieldIds: Record<string, string>) {
  const api = useApi();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [ok, setOk] = useState<string | null>(null);
  const fe = useFieldError(fieldIds);

  const add = async <R,>(e: FormEvent<HTMLFormElement>, how: AddHow<R>) => {
    e.preventDefault();
    if (busy) return;
    setBusy(true);
    setError(null);
    setOk(null);
    fe.clear();
    const res = await api<R>("POST", how.path, how.body);
    setBusy(false);
    if (res.status === 201 && (res.data || how.dataOptional)) {
      how.onCreated(res.data);
    } else if (res.status !== 401) {
      fe.take(res);
      setError(errorMessage(res, how.failure));
    }
  };

  return { busy, error, ok, setOk, fe, add };
}

export function AddForm(props: {
  onSubmit: (e: FormEvent<HTMLFormElement>) => void;
  /**
   * A visible heading (h2) names a form of its own on the screen; else
   * `label` names a form that sits inside a larger section.
   */
  title?: { id: string; text: string };
  label?: string;
  state: { busy: boolean; error: string | null; ok: string | null; setOk: (v: string | null) => void };
  /** The submit button's text; the heading's unless given. */
  submitLabel?: string;
  children: ReactNode;
}) {
  const { onSubmit, title, label, state, children } = props;
  const submitLabel = props.submitLabel ?? title?.text;
  return (
    <form
      className={title ? "admin-form admin-inline-form" : "admin-inline-form"}
      onSubmit={onSubmit}
      aria-labelledby={title?.id}
      aria-label={title ? undefined : label}
    >
      {title && (
        <h2 id={title.id} className="admin-h2">
          {title.text}
        </h2>
      )}
      {state.error && <Alert kind="danger">{state.error}</Alert>}
      {state.ok && (
        <Alert kind="success" onDismiss={() => state.setOk(null)}>
          {state.ok}
        </Alert>
      )}
      <div className="admin-inline-row">
        {children}
        <button type="submit" className="btn btn-primary" disabled={state.busy}>
          {state.busy ? "Adding…" : submitLabel}
        </button>
      </div>
    </form>
  );
}
