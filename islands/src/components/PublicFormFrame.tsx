// The frame both public forms (enquiry, careers) share: the form element
// wired to usePublicForm, the note on required fields, the grid of
// fields (two columns on desktop), anything that belongs below the grid,
// the one line on what is kept and why (with the privacy notice's link;
// the server records the notice's version with the lead), the spam trap
// and the footer with the submit button and the messages.
// `action` is the page's own address: the server renders this same markup,
// and without scripts the form posts there. The notice's link leads to the
// notice in the page's language, as the server's `Layout::link` writes it.
import type { ReactNode } from "react";
import { FormFooter } from "./FormFooter";
import { Honeypot } from "./Honeypot";
import type { PublicForm } from "./usePublicForm";

export function PublicFormFrame(props: {
  form: PublicForm;
  action: string;
  honeypotId: string;
  below?: ReactNode;
  /** The note above the fields. */
  note?: string;
  /** Set for a form with a file input. */
  encType?: "multipart/form-data";
  children: ReactNode;
}) {
  const { form, action, honeypotId, below, note = "All fields are required.", encType, children } = props;
  const privacy = action === "/hi" || action.startsWith("/hi/") ? "/hi/privacy" : "/privacy";
  return (
    <form
      ref={form.formRef}
      className="island-form"
      action={action}
      method="post"
      encType={encType}
      onSubmit={form.onSubmit}
      onChange={form.onChange}
    >
      <p className="form-note">{note}</p>
      <div className="form-grid">{children}</div>
      {below}
      <p className="form-privacy">
        We keep what you send, and the advert or site that brought you here, only to answer it, for as long as our <a href={privacy}>privacy notice</a> says, and never sell it.
      </p>
      <Honeypot id={honeypotId} />
      <FormFooter form={form} />
    </form>
  );
}
