// Pieces the edit screens share (enquiry, career application, affiliate
// product): the screen shown until the record has loaded, the screen around
// the form, the form's messages, and its Update / Cancel buttons.
import type { ReactNode } from "react";
import { Alert } from "./Alert";
import { Loading, ScreenHeading } from "./Screen";

/** Before the record is there: the heading, "Loading…" or the load error, and the way back. */
export function EditLoading(props: {
  title: string;
  loaded: { loading: boolean; error: string | null };
  loadingText: string;
  back: string;
  backText: string;
}) {
  const { title, loaded, loadingText, back, backText } = props;
  return (
    <div>
      <ScreenHeading>{title}</ScreenHeading>
      {loaded.loading && <Loading>{loadingText}</Loading>}
      {loaded.error && <Alert kind="danger">{loaded.error}</Alert>}
      <p>
        <a href={back}>{backText}</a>
      </p>
    </div>
  );
}

/** A loaded edit screen: the heading, the way back, then the form. */
export function EditScreen(props: { title: string; back: string; backText: string; children: ReactNode }) {
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

/** "Form updated successfully!" once saved (SPEC §4), or what went wrong. */
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
