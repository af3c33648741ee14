// The small "add" forms of the list screens (a service, a department, a
// position): the typed POST, whose answer (the created object) goes to the
// screen; anything but a 401 shows "<failure>: <reason>" with each field a
// 422 refused at its control.
// The form is a row of fields and its submit button, with an optional
// heading and the success / failure messages above.
import type { QueryKey } from "@tanstack/react-query";
import { useState, type FormEvent, type ReactNode } from "react";
import { useFormWrite } from "../hooks";
import { Alert } from "./Alert";

/**
 * An add form's state: `add(e, send, failure, onCreated)` sends the typed
 * call, refetching the queries under `changes`; `ok` is the success message
 * the screen sets, cleared by the next attempt.
 */
export function useAddForm<R>(fieldIds: Record<string, string>, changes: QueryKey[]) {
  const write = useFormWrite<R>(fieldIds, changes);
  const [ok, setOk] = useState<string | null>(null);

  const add = (e: FormEvent<HTMLFormElement>, send: () => Promise<R>, failure: string, onCreated: (created: R) => void) => {
    e.preventDefault();
    if (write.busy) return;
    setOk(null);
    write.run(send, failure, onCreated);
  };

  return { busy: write.busy, error: write.error, ok, setOk, fe: write.fe, add };
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
