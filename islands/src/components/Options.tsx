// The <option>s of a choice between records, for the public forms and the
// administrator's screens alike.
import type { ReactNode } from "react";

/** One `<option>` per record: its value and its text. */
export function Options<T>({ items, value, label }: { items: T[]; value: (item: T) => string | number; label: (item: T) => ReactNode }) {
  return (
    <>
      {items.map((item) => (
        <option key={value(item)} value={value(item)}>
          {label(item)}
        </option>
      ))}
    </>
  );
}
