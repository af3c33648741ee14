// Pieces the edit screens share (enquiry, career application, affiliate
// product): the screen shown until the record has loaded, the screen around
// the form, the form's messages, and its Update / Cancel buttons.
import type { FormEvent, ReactNode } from "react";
import { loadFailure, type ApiFailure } from "../server";
import { Alert } from "./Alert";
import { TextField } from "./Fields";
import { Loading, ScreenHeading } from "./Screen";

/** An edit screen's heading and the way back to its list. */
interface EditPlace {
  title: string;
  back: string;
  backText: string;
}

/**
 * Before the record is there: the heading, "Loading <what>…" or the first
 * load error ("Could not load <what>: …") of the screen's queries, and the
 * way back.
 */
export function EditLoading(props: EditPlace & { loads: { isPending: boolean; error: ApiFailure | null }[]; what: string }) {
  const { title, loads, what, back, backText } = props;
  const failed = loads.find((l) => l.error);
  const error = failed ? loadFailure(failed.error, what) : null;
  return (
    <div>
      <ScreenHeading>{title}</ScreenHeading>
      {!failed && loads.some((l) => l.isPending) && <Loading>Loading {what}…</Loading>}
      {error && <Alert kind="danger">{error}</Alert>}
      <p>
        <a href={back}>{backText}</a>
      </p>
    </div>
  );
}

/** A loaded edit screen: the heading, the way back, then the form. */
export function EditScreen(props: EditPlace & { children: ReactNode }) {
  const { title, back, backText, children } = props;
  return (
    <div>
      <ScreenHeading>{title}</ScreenHeading>
      <p>
        <a href={back}>{backText}</a>
      </p>
      {children}
    </div>
  );
}

/**
 * The update form of one stored record (an enquiry, an application): half
 * width, headed "<noun> <id>", the messages, the read-only ID, the fields,
 * then Update / Cancel. `prefix` starts the ids of the heading and the ID field.
 */
export function RecordForm(props: EditPlace & {
  prefix: string;
  noun: string;
  recordId: number;
  onSubmit: (e: FormEvent<HTMLFormElement>) => void;
  state: { busy: boolean; done: boolean; error: string | null };
  children: ReactNode;
}) {
  const { title, back, backText, prefix, noun, recordId, onSubmit, state, children } = props;
  return (
    <EditScreen title={title} back={back} backText={backText}>
      <form className="admin-form admin-form-half" onSubmit={onSubmit} aria-labelledby={`${prefix}-form-title`}>
        <h2 id={`${prefix}-form-title`} className="admin-h2">
          {noun} {recordId}
        </h2>
        <FormMessages done={state.done} error={state.error} />
        <TextField id={`${prefix}-id`} label="ID" value={String(recordId)} readOnly />
        {children}
        <FormActions busy={state.busy} done={state.done} back={back} />
      </form>
    </EditScreen>
  );
}

/** "Form updated successfully!" once saved, or what went wrong. */
export function FormMessages({ done, error }: { done: boolean; error: string | null }) {
  return (
    <>
      {done && <Alert kind="success">Form updated successfully!</Alert>}
      {error && <Alert kind="danger">{error}</Alert>}
    </>
  );
}

/** The submit button (disabled while saving and once saved) and Cancel back to the list. */
export function FormActions({ busy, done, back, label = "Update" }: { busy: boolean; done: boolean; back: string; label?: ReactNode }) {
  return (
    <div className="admin-form-actions">
      <button type="submit" className="btn btn-primary" disabled={busy || done}>
        {busy ? "Saving…" : label}
      </button>
      <a className="btn btn-secondary" href={back}>
        Cancel
      </a>
    </div>
  );
}
