// Labelled form controls. Each puts its <label for> first, then an optional
// hint, the control, and the field's error (from a 422) tied to the control
// with aria-describedby and aria-invalid.
import type { InputHTMLAttributes, ReactNode, SelectHTMLAttributes, TextareaHTMLAttributes } from "react";

interface FieldBase {
  id: string;
  label: string;
  error?: string | null;
  hint?: ReactNode;
  className?: string;
}

/** What every control carries: its id, and its hint and error for assistive technology. */
function control(id: string, hint: ReactNode, error?: string | null) {
  const ids = [hint ? `${id}-hint` : "", error ? `${id}-error` : ""].filter(Boolean);
  return { id, "aria-invalid": error ? true : undefined, "aria-describedby": ids.length ? ids.join(" ") : undefined };
}

/** Splits a field's props into its FieldBase and what goes on the control. */
function split<R>(props: FieldBase & R): [FieldBase, R] {
  const { id, label, error, hint, className, ...rest } = props;
  return [{ id, label, error, hint, className }, rest as unknown as R];
}

/** The label, hint and error around the control that `children` renders with `control(...)`'s props. */
function Wrap(props: FieldBase & { children: (c: ReturnType<typeof control>) => ReactNode }) {
  const { id, label, error, hint, className, children } = props;
  return (
    <div className={`form-field admin-field${error ? " admin-field-invalid" : ""}${className ? ` ${className}` : ""}`}>
      <label htmlFor={id}>{label}</label>
      {hint && (
        <p id={`${id}-hint`} className="admin-field-hint">
          {hint}
        </p>
      )}
      {children(control(id, hint, error))}
      {error && (
        <p id={`${id}-error`} className="admin-field-error">
          {error}
        </p>
      )}
    </div>
  );
}

export function TextField(props: FieldBase & Omit<InputHTMLAttributes<HTMLInputElement>, "id" | "className">) {
  const [base, input] = split(props);
  return <Wrap {...base}>{(c) => <input {...c} {...input} />}</Wrap>;
}

export function TextAreaField(props: FieldBase & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, "id" | "className">) {
  const [base, area] = split(props);
  return <Wrap {...base}>{(c) => <textarea {...c} {...area} />}</Wrap>;
}

export function SelectField(
  props: FieldBase & Omit<SelectHTMLAttributes<HTMLSelectElement>, "id" | "className"> & { children: ReactNode },
) {
  const [base, { children, ...select }] = split(props);
  return (
    <Wrap {...base}>
      {(c) => (
        <select {...c} {...select}>
          {children}
        </select>
      )}
    </Wrap>
  );
}

export function CheckboxField(
  props: { id: string; label: string; error?: string | null } & Omit<InputHTMLAttributes<HTMLInputElement>, "id" | "type">,
) {
  const { id, label, error, ...input } = props;
  return (
    <div className={`admin-check${error ? " admin-field-invalid" : ""}`}>
      <input
        id={id}
        type="checkbox"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        {...input}
      />
      <label htmlFor={id}>{label}</label>
      {error && (
        <p id={`${id}-error`} className="admin-field-error">
          {error}
        </p>
      )}
    </div>
  );
}

/** A form's last row: its submit button (disabled while `busy`) and Cancel. */
export function FormActions({ busy, submit, onCancel }: { busy: boolean; submit: ReactNode; onCancel: () => void }) {
  return (
    <div className="admin-form-actions">
      <button type="submit" className="btn btn-primary" disabled={busy}>
        {submit}
      </button>
      <button type="button" className="btn btn-secondary" onClick={onCancel}>
        Cancel
      </button>
    </div>
  );
}
