// The frame both public forms (enquiry, careers) share: the form element
// wired to usePublicForm, the "All fields are required." note, the grid of
// fields (two columns on desktop), anything that belongs below the grid,
// the spam trap and the footer with the submit button and the messages.
// `action` is the page's own address: the server renders this same markup,
// and without scripts the form posts there.
import type { ReactNode } from "react";
import { FormFooter } from "./FormFooter";
import { Honeypot } from "./Honeypot";
import type { PublicForm } from "./usePublicForm";

export function PublicFormFrame(props: {
  form: PublicForm;
  action: string;
  honeypotId: string;
  below?: ReactNode;
  children: ReactNode;
}) {
  const { form, action, honeypotId, below, children } = props;
  return (
    <form
      ref={form.formRef}
      className="island-form"
      action={action}
      method="post"
      onSubmit={form.onSubmit}
      onChange={form.onChange}
    >
      <p className="form-note">All fields are required.</p>
      <div className="form-grid">{children}</div>
      {below}
      <Honeypot id={honeypotId} />
      <FormFooter form={form} />
    </form>
  );
}
