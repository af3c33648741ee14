// The end of a public form: the submit button with the failure message
// beside it (role "alert"), and the success alert in a "status" region that
// is always in the page so its appearance is announced.
import { Alert } from "./Alert";
import { SUCCESS_TEXT, type PublicForm } from "./usePublicForm";

export function FormFooter({ form, label = "Submit" }: { form: PublicForm; label?: string }) {
  return (
    <>
      <div className="form-actions">
        <button ref={form.submitRef} type="submit" className="btn btn-primary" aria-disabled={form.sending || undefined}>
          {label}
        </button>
        {form.sending && <span className="form-sending">Sending…</span>}
        <p className="form-error" role="alert">
          {form.error}
        </p>
      </div>
      <div ref={form.statusRef} className="form-status" role="status">
        {form.successVisible && (
          <Alert kind="success" onDismiss={form.hideSuccess}>
            {SUCCESS_TEXT}
          </Alert>
        )}
      </div>
    </>
  );
}
