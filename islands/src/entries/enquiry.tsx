// The business enquiry form on /buseq ("Request for a customised quote").
// Props: { services: Service[] } plus the state the server rendered the form
// in (ServerFormState) and, on a page in another language (/hi/buseq), the
// form's edition (FormEdition: its words, its address and the language it
// posts, so refusals come back in it). Posts to /userbe/createbe; success and failure
// handling live in usePublicForm. Two columns on desktop, one on phones
// (islands.css, .island-form).
//
// The server renders this very markup first (templates/pages/buseq.html),
// and it works as a plain form posting to /buseq without scripts; this
// component hydrates it. Keep the two in step.
import { Field, InputField, SelectField } from "../components/Field";
import { Options } from "../components/Options";
import { PublicFormFrame } from "../components/PublicFormFrame";
import { EN_WORDS, type FormEdition } from "../components/formWords";
import { fieldNames, usePublicForm, type FormRequest, type ServerFormState } from "../components/usePublicForm";
import { mountIslands } from "../lib/mount";
import type { OriginalEnquiryBody, Service } from "../api/types";

/** The inputs, each named as the API names its field (so a 422 finds it). */
const FIELDS = fieldNames(["fName", "lName", "bEmail", "selectedService", "contactNumber", "address", "message"]);

/** The call for the form's data; `language` is the page's, when not English. */
const request = (language?: string) => (data: FormData): FormRequest => {
  const text = (name: string) => String(data.get(name) ?? "");
  const body: OriginalEnquiryBody = {
    fName: text("fName"),
    lName: text("lName"),
    bEmail: text("bEmail"),
    selectedService: { serId: Number(text("selectedService")) },
    contactNumber: text("contactNumber"),
    address: text("address"),
    message: text("message"),
  };
  if (text("website")) body.website = text("website");
  if (language) body.language = language;
  return { path: "/userbe/createbe", body };
};

function EnquiryForm({ services = [], language, action = "/buseq", words = EN_WORDS, privacy, ...initial }: { services?: Service[] } & ServerFormState & FormEdition) {
  const form = usePublicForm(request(language), FIELDS, initial, words);
  const value = form.initialValue;
  const field = (name: string, label: string, className?: string) => ({
    id: `enquiry-${name}`,
    name,
    label,
    className,
    error: form.errorFor(name),
  });
  return (
    <PublicFormFrame form={form} action={action} honeypotId="enquiry-website" words={words} privacy={privacy}>
      <InputField {...field("fName", words.firstName)} type="text" autoComplete="given-name" maxLength={100} defaultValue={value("fName")} />
      <InputField {...field("lName", words.lastName)} type="text" autoComplete="family-name" maxLength={100} defaultValue={value("lName")} />
      <InputField {...field("bEmail", words.businessEmail)} type="email" autoComplete="email" maxLength={254} defaultValue={value("bEmail")} />
      <SelectField {...field("selectedService", words.service)} placeholder={words.pleaseSelect} defaultValue={value("selectedService")}>
        <Options items={services} value={(s) => s.id} label={(s) => `${s.serviceName} - ${s.subServiceName}`} />
      </SelectField>
      <InputField {...field("contactNumber", words.contactNumber)} type="tel" autoComplete="tel" maxLength={20} defaultValue={value("contactNumber")} />
      <InputField
        {...field("address", words.address)}
        type="text"
        autoComplete="address-line1"
        maxLength={500}
        defaultValue={value("address")}
      />
      <Field {...field("message", words.message, "form-field-wide")}>
        {(c) => <textarea {...c} rows={5} maxLength={5000} defaultValue={value("message")} />}
      </Field>
    </PublicFormFrame>
  );
}

mountIslands("enquiry", EnquiryForm, "now");
