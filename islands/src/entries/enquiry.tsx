// The business enquiry form on /buseq ("Request for a customised quote").
// Props: { services: Service[] } from the server. Posts to /userbe/createbe;
// success and failure handling live in usePublicForm. Two columns on
// desktop, one on phones (islands.css, .island-form).
import { Field } from "../components/Field";
import { FormFooter } from "../components/FormFooter";
import { Honeypot } from "../components/Honeypot";
import { usePublicForm, type FormRequest } from "../components/usePublicForm";
import { mountIslands } from "../lib/mount";

interface Service {
  serId: number;
  serviceName: string;
  subServiceName: string;
}

/** API field (from a 422) → input name. */
const FIELDS: Record<string, string> = {
  fName: "fName",
  lName: "lName",
  bEmail: "bEmail",
  selectedService: "serId",
  contactNumber: "contactNumber",
  address: "address",
  message: "message",
};

function request(data: FormData): FormRequest {
  const text = (name: string) => String(data.get(name) ?? "");
  const body: Record<string, unknown> = {
    fName: text("fName"),
    lName: text("lName"),
    bEmail: text("bEmail"),
    selectedService: { serId: Number(text("serId")) },
    contactNumber: text("contactNumber"),
    address: text("address"),
    message: text("message"),
  };
  if (text("website")) body.website = text("website");
  return { path: "/userbe/createbe", body };
}

function EnquiryForm({ services = [] }: { services?: Service[] }) {
  const form = usePublicForm(request, FIELDS);
  const field = (name: string, label: string, className?: string) => ({
    id: `enquiry-${name}`,
    name,
    label,
    className,
    error: form.errorFor(name),
  });
  return (
    <form ref={form.formRef} className="island-form" onSubmit={form.onSubmit} onChange={form.onChange}>
      <p className="form-note">All fields are required.</p>
      <div className="form-grid">
        <Field {...field("fName", "First Name")}>
          {(c) => <input {...c} type="text" autoComplete="given-name" maxLength={100} />}
        </Field>
        <Field {...field("lName", "Last Name")}>
          {(c) => <input {...c} type="text" autoComplete="family-name" maxLength={100} />}
        </Field>
        <Field {...field("bEmail", "Business Email")}>
          {(c) => <input {...c} type="email" autoComplete="email" maxLength={254} />}
        </Field>
        <Field {...field("serId", "Service")}>
          {(c) => (
            <select {...c}>
              <option value="">Please select</option>
              {services.map((s) => (
                <option key={s.serId} value={s.serId}>{`${s.serviceName} - ${s.subServiceName}`}</option>
              ))}
            </select>
          )}
        </Field>
        <Field {...field("contactNumber", "Contact Number")}>
          {(c) => <input {...c} type="tel" autoComplete="tel" maxLength={20} />}
        </Field>
        <Field {...field("address", "Address")}>
          {(c) => <input {...c} type="text" autoComplete="street-address" maxLength={500} />}
        </Field>
        <Field {...field("message", "Message", "form-field-wide")}>
          {(c) => <textarea {...c} rows={5} maxLength={5000} />}
        </Field>
      </div>
      <Honeypot id="enquiry-website" />
      <FormFooter form={form} />
    </form>
  );
}

mountIslands("enquiry", EnquiryForm, "now");
