// The words of the public forms. The English ones live here, as the
// forms always said them; a page in another language (the Hindi edition at
// /hi/…) passes its own in the island's props (`words`, from the server's
// `views::texts::FormWords`), so the island renders the very text the
// server rendered before any script ran.

/** Every phrase the enquiry and careers forms show. */
export interface FormWords {
  allRequired: string;
  firstName: string;
  lastName: string;
  businessEmail: string;
  service: string;
  contactNumber: string;
  address: string;
  message: string;
  pleaseSelect: string;
  careersNote: string;
  fullName: string;
  email: string;
  mobileNumber: string;
  position: string;
  pleaseSelectPosition: string;
  general: string;
  cv: string;
  noOpenings: string;
  privacyBefore: string;
  privacyLink: string;
  privacyAfter: string;
  website: string;
  submit: string;
  sending: string;
  sent: string;
  dismiss: string;
  offline: string;
  tooMany: string;
  failed: string;
}

export const EN_WORDS: FormWords = {
  allRequired: "All fields are required.",
  firstName: "First Name",
  lastName: "Last Name",
  businessEmail: "Business Email",
  service: "Service",
  contactNumber: "Contact Number",
  address: "Address",
  message: "Message",
  pleaseSelect: "Please select",
  careersNote: "All fields are required except the CV, which a general application needs.",
  fullName: "Full Name",
  email: "Email",
  mobileNumber: "Mobile Number",
  position: "Position",
  pleaseSelectPosition: "Please Select",
  general: "General application (no opening fits)",
  cv: "CV (PDF, DOC or DOCX, up to 5 MB)",
  noOpenings: "There are no open positions right now. Choose General application and attach your CV, and we will keep it on file.",
  privacyBefore: "We keep what you send, and the advert or site that brought you here, only to answer it, for as long as our ",
  privacyLink: "privacy notice",
  privacyAfter: " says, and never sell it.",
  website: "Website",
  submit: "Submit",
  sending: "Sending…",
  sent: "Form submitted successfully!",
  dismiss: "Dismiss message",
  offline: "We could not reach the server, so your form was not sent. Please check your connection and try again.",
  tooMany: "You have sent too many requests. Please try again later.",
  failed: "Something went wrong on our side and your form was not sent. Please try again in a few minutes.",
};

/**
 * A form's edition in another language than English, as the server puts
 * it in the props: the language its posts name (so refusals come back in
 * it), the page it posts to without scripts, its words and the privacy
 * notice's address. An English form's props have none of these.
 */
export interface FormEdition {
  language?: string;
  action?: string;
  words?: FormWords;
  privacy?: string;
}
