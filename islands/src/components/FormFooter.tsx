// The end of a public form: the submit button with the failure message
// beside it (role "alert"), and the success alert in a "status" region that
// is always in the page so its appearance is announced.
import { Alert } from "./Alert";
import { EN_WORDS, type FormWords } from "./formWords";
import type { PublicForm } from "./usePublicForm";

export function FormFooter({ form, words = EN_WORDS }: { form: PublicForm; words?: FormWords }) {
  return (
    <>
      <div className="form-actions">
        <button ref={form.submitRef} type="submit" className="btn btn-primary" aria-disabled={form.sending || undefined}>
          {words.submit}
        </button>
        {form.sending && <span className="form-sending">{words.sending}</span>}
        <p className="form-error" role="alert">
          {form.error}
        </p>
      </div>
      <div ref={form.statusRef} className="form-status" role="status">
        {form.successVisible && (
          <Alert kind="success" onDismiss={form.hideSuccess} dismissLabel={words.dismiss}>
            {words.sent}
          </Alert>
        )}
      </div>
    </>
  );
}
