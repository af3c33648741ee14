// One labelled form control in the site's .form-field layout, with its error
// text. The control comes from a render function that receives the id and
// ARIA attributes to spread on it, so inputs, selects and textareas share
// the same label/error wiring (aria-invalid, aria-describedby).
import type { InputHTMLAttributes, ReactNode } from "react";

/** Spread these on the control. */
export interface ControlProps {
  id: string;
  name: string;
  required: boolean;
  "aria-invalid"?: true;
  "aria-describedby"?: string;
}

interface FieldProps {
  id: string;
  name: string;
  label: string;
  error?: string | null;
  required?: boolean;
  /** Extra class on the wrapper, e.g. "form-field-wide" to span both columns. */
  className?: string;
  children: (control: ControlProps) => ReactNode;
}

export function Field({ id, name, label, error, required = true, className, children }: FieldProps) {
  const errorId = `${id}-error`;
  return (
    <div className={["form-field", className, error ? "has-error" : ""].filter(Boolean).join(" ")}>
      <label htmlFor={id}>{label}</label>
      {children({
        id,
        name,
        required,
        "aria-invalid": error ? true : undefined,
        "aria-describedby": error ? errorId : undefined,
      })}
      {error && (
        <p id={errorId} className="field-error">
          {error}
        </p>
      )}
    </div>
  );
}

/** A Field whose control is a plain <input>; the other props go on the input. */
export function InputField(props: Omit<FieldProps, "children"> & Omit<InputHTMLAttributes<HTMLInputElement>, "id" | "name" | "required" | "className">) {
  const { id, name, label, error, required, className, ...input } = props;
  return (
    <Field id={id} name={name} label={label} error={error} required={required} className={className}>
      {(c) => <input {...c} {...input} />}
    </Field>
  );
}

/** A Field whose control is a <select> opening with an empty `placeholder` choice; `children` are the other choices. */
export function SelectField(props: Omit<FieldProps, "children"> & { placeholder: string; defaultValue: string; children: ReactNode }) {
  const { placeholder, defaultValue, children, ...field } = props;
  return (
    <Field {...field}>
      {(c) => (
        <select {...c} defaultValue={defaultValue}>
          <option value="">{placeholder}</option>
          {children}
        </select>
      )}
    </Field>
  );
}
