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

function describedBy(id: string, hint: ReactNode, error?: string | null): string | undefined {
  const ids = [hint ? `${id}-hint` : "", error ? `${id}-error` : ""].filter(Boolean);
  return ids.length ? ids.join(" ") : undefined;
}

function Wrap(props: FieldBase & { children: ReactNode }) {
  const { id, label, error, hint, className, children } = props;
  return (
    <div className={`form-field admin-field${error ? " admin-field-invalid" : ""}${className ? ` ${className}` : ""}`}>
      <label htmlFor={id}>{label}</label>
      {hint && (
        <p id={`${id}-hint`} className="admin-field-hint">
          {hint}
        </p>
      )}
      {children}
      {error && (
        <p id={`${id}-error`} className="admin-field-error">
          {error}
        </p>
      )}
    </div>
  );
}

export function TextField(props: FieldBase & Omit<InputHTMLAttributes<HTMLInputElement>, "id" | "className">) {
  const { id, label, error, hint, className, ...input } = props;
  return (
    <Wrap id={id} label={label} error={error} hint={hint} className={className}>
      <input
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
        {...input}
      />
    </Wrap>
  );
}

export function TextAreaField(props: FieldBase & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, "id" | "className">) {
  const { id, label, error, hint, className, ...area } = props;
  return (
    <Wrap id={id} label={label} error={error} hint={hint} className={className}>
      <textarea
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
        {...area}
      />
    </Wrap>
  );
}

export function SelectField(
  props: FieldBase & Omit<SelectHTMLAttributes<HTMLSelectElement>, "id" | "className"> & { children: ReactNode },
) {
  const { id, label, error, hint, className, children, ...select } = props;
  return (
    <Wrap id={id} label={label} error={error} hint={hint} className={className}>
      <select
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
        {...select}
      >
        {children}
      </select>
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
