// The frame both public forms (enquiry, careers) share: the form element
// wired to usePublicForm, the note on required fields, the grid of
// fields (two columns on desktop), anything that belongs below the grid,
// the one line on what is kept and why (with the privacy notice's link;
// the server records the notice's version with the lead), the spam trap
// and the footer with the submit button and the messages.
// `action` is the page's own address: the server renders this same markup,
// and without scripts the form posts there. `words` are the page's
// language's (English unless the props bring others).
import type { ReactNode } from "react";
import { FormFooter } from "./FormFooter";
import { EN_WORDS, type FormWords } from "./formWords";
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
  words?: FormWords;
  /** The privacy notice's address in the page's language. */
  privacy?: string;
  children: ReactNode;
}) {
  const { form, action, honeypotId, below, words = EN_WORDS, note = words.allRequired, encType, privacy = "/privacy", children } = props;
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
        {words.privacyBefore}
        <a href={privacy}>{words.privacyLink}</a>
        {words.privacyAfter}
      </p>
      <Honeypot id={honeypotId} label={words.website} />
      <FormFooter form={form} words={words} />
    </form>
  );
}
