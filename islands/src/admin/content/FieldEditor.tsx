// The content editor's fields, drawn from the kind's field list
// (lib/contentFields): a labelled control for each text, and for each list
// its items with Move up, Move down and Remove, and an Add button. Nothing
// here takes HTML; an article's body is Markdown, with an image picker
// (MarkdownField) over the media library. A refused field's message
// (422, by the API's path of the field) and the writing assistant's advice
// are shown at the field they are about.
import type { ReactNode } from "react";
import { CheckboxField, TextAreaField, TextField } from "../components/Fields";
import { blankRecord, type FieldSpec, type Fields } from "../../lib/contentFields";
import { MarkdownField } from "./MarkdownField";

type Json = Fields[string];

export interface Notes {
  /** Refused fields by path. */
  errors: Record<string, string>;
  /** The writing assistant's advice by path. */
  warnings: Record<string, string[]>;
}

/** An element id for a field path (`sections[1].heading` → `field-sections-1-heading`). */
export function fieldId(path: string): string {
  return `field-${path.replace(/[^A-Za-z0-9]+/g, "-").replace(/-$/, "")}`;
}

function Advice({ path, notes }: { path: string; notes: Notes }) {
  const advice = notes.warnings[path];
  if (!advice?.length) return null;
  return (
    <ul className="content-advice" aria-label="Writing advice">
      {advice.map((w) => (
        <li key={w}>{w}</li>
      ))}
    </ul>
  );
}

function ItemTools({ label, index, count, move, remove }: { label: string; index: number; count: number; move: (to: number) => void; remove: () => void }) {
  return (
    <div className="content-item-tools">
      <button type="button" className="btn btn-secondary admin-btn-sm" onClick={() => move(index - 1)} disabled={index === 0} aria-label={`Move ${label} up`}>
        Up
      </button>
      <button type="button" className="btn btn-secondary admin-btn-sm" onClick={() => move(index + 1)} disabled={index === count - 1} aria-label={`Move ${label} down`}>
        Down
      </button>
      <button type="button" className="btn btn-danger admin-btn-sm" onClick={remove} aria-label={`Remove ${label}`}>
        Remove
      </button>
    </div>
  );
}

function moved<T>(list: T[], from: number, to: number): T[] {
  if (to < 0 || to >= list.length) return list;
  const next = [...list];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item);
  return next;
}

function FieldSet({ legend, path, notes, children }: { legend: string; path: string; notes: Notes; children: ReactNode }) {
  const error = notes.errors[path];
  return (
    <fieldset className={`content-fieldset${error ? " admin-field-invalid" : ""}`} id={fieldId(path)} tabIndex={-1}>
      <legend>{legend}</legend>
      {error && <p className="admin-field-error">{error}</p>}
      <Advice path={path} notes={notes} />
      {children}
    </fieldset>
  );
}

/** One field of the kind, at `path`, with its value and a way to change it. */
function Field({ spec, path, value, onChange, notes }: { spec: FieldSpec; path: string; value: Json | undefined; onChange: (v: Json) => void; notes: Notes }) {
  const id = fieldId(path);
  const error = notes.errors[path] ?? null;
  const hint = spec.hint;
  switch (spec.type) {
    case "text":
    case "date":
    case "number":
      return (
        <div className="content-field">
          <TextField
            id={id}
            label={spec.label}
            hint={hint}
            error={error}
            type={spec.type === "text" ? "text" : spec.type}
            value={value === null || value === undefined ? "" : String(value)}
            onChange={(e) => onChange(spec.type === "number" ? Number(e.target.value) : e.target.value)}
          />
          <Advice path={path} notes={notes} />
        </div>
      );
    case "textarea":
      return (
        <div className="content-field">
          <TextAreaField id={id} label={spec.label} hint={hint} error={error} rows={3} value={typeof value === "string" ? value : ""} onChange={(e) => onChange(e.target.value)} />
          <Advice path={path} notes={notes} />
        </div>
      );
    case "markdown":
      return (
        <div className="content-field">
          <MarkdownField id={id} label={spec.label} hint={hint} error={error} value={typeof value === "string" ? value : ""} onChange={onChange} />
          <Advice path={path} notes={notes} />
        </div>
      );
    case "bool":
      return <CheckboxField id={id} label={spec.label} error={error} checked={value === true} onChange={(e) => onChange(e.target.checked)} />;
    case "lines": {
      const list = Array.isArray(value) ? (value as string[]) : [];
      return (
        <FieldSet legend={spec.label} path={path} notes={notes}>
          {hint && <p className="admin-field-hint">{hint}</p>}
          <ol className="content-list">
            {list.map((line, i) => {
              const label = `${spec.item} ${i + 1}`;
              const at = `${path}[${i}]`;
              const props = {
                id: fieldId(at),
                label,
                error: notes.errors[at] ?? null,
                value: line,
                onChange: (e: { target: { value: string } }) => onChange(list.map((l, j) => (j === i ? e.target.value : l))),
              };
              return (
                <li key={i} className="content-list-item">
                  {spec.long ? <TextAreaField rows={4} {...props} /> : <TextField {...props} />}
                  <ItemTools label={label} index={i} count={list.length} move={(to) => onChange(moved(list, i, to))} remove={() => onChange(list.filter((_, j) => j !== i))} />
                </li>
              );
            })}
          </ol>
          <button type="button" className="btn btn-secondary admin-btn-sm" onClick={() => onChange([...list, ""])}>
            Add {spec.item.toLowerCase()}
          </button>
        </FieldSet>
      );
    }
    case "records": {
      const list = Array.isArray(value) ? (value as Fields[]) : [];
      return (
        <FieldSet legend={spec.label} path={path} notes={notes}>
          <ol className="content-list">
            {list.map((record, i) => {
              const label = `${spec.item} ${i + 1}`;
              return (
                <li key={i} className="content-list-item">
                  <fieldset className="content-record">
                    <legend>{label}</legend>
                    <Record specs={spec.fields} path={`${path}[${i}]`} value={record} notes={notes} onChange={(r) => onChange(list.map((x, j) => (j === i ? r : x)))} />
                  </fieldset>
                  <ItemTools label={label} index={i} count={list.length} move={(to) => onChange(moved(list, i, to))} remove={() => onChange(list.filter((_, j) => j !== i))} />
                </li>
              );
            })}
          </ol>
          <button type="button" className="btn btn-secondary admin-btn-sm" onClick={() => onChange([...list, blankRecord(spec.fields)])}>
            Add {spec.item.toLowerCase()}
          </button>
        </FieldSet>
      );
    }
    case "group": {
      const record = value && typeof value === "object" && !Array.isArray(value) ? (value as Fields) : null;
      return (
        <FieldSet legend={spec.label} path={path} notes={notes}>
          {record ? (
            <>
              <Record specs={spec.fields} path={path} value={record} notes={notes} onChange={onChange} />
              {spec.optional && (
                <button type="button" className="btn btn-danger admin-btn-sm" onClick={() => onChange(null)}>
                  Remove {spec.label.toLowerCase()}
                </button>
              )}
            </>
          ) : (
            <button type="button" className="btn btn-secondary admin-btn-sm" onClick={() => onChange(blankRecord(spec.fields))}>
              Add {spec.label.toLowerCase()}
            </button>
          )}
        </FieldSet>
      );
    }
  }
}

/** The fields of a record (an item, a list's record or a group). */
export function Record({ specs, path, value, onChange, notes }: { specs: FieldSpec[]; path: string; value: Fields; onChange: (v: Fields) => void; notes: Notes }) {
  return (
    <>
      {specs.map((spec) => (
        <Field
          key={spec.key}
          spec={spec}
          path={path ? `${path}.${spec.key}` : spec.key}
          value={value[spec.key]}
          notes={notes}
          onChange={(v) => onChange({ ...value, [spec.key]: v })}
        />
      ))}
    </>
  );
}
