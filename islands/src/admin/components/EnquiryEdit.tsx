// An enquiry's own fields edited on its lead page: the form opens in place
// of the details, saves with PATCH /admin/enquiries/{id} and closes with
// the change shown at once (the page's data is fetched again); a refused
// field is named at its control. The specification's update form at
// /admin-login/admin-home/update-benquiry/{id} stays for the original
// enquiry table's Update links.
import { useMutation, useQuery } from "@tanstack/react-query";
import type { Enquiry, Service } from "../../api/types";
import { refusedFields } from "../../lib/refusedFields";
import { CHANGES, queries } from "../queries";
import { api, failureText, ok } from "../server";
import { Alert } from "./Alert";
import { FormActions, SelectField, TextAreaField, TextField } from "./Fields";
import { Loading } from "./Screen";
import { submitted, useTypedForm } from "../useTypedForm";

export function EnquiryEdit({ id, onDone }: { id: number; onDone: (saved: boolean) => void }) {
  const enquiry = useQuery(queries.enquiry(id));
  const services = useQuery(queries.services());
  const failed = failureText(enquiry.error ?? services.error, "Could not load the enquiry");
  if (failed) return <Alert kind="danger">{failed}</Alert>;
  if (!enquiry.data || !services.data) return <Loading>Loading the enquiry…</Loading>;
  return <EnquiryEditForm enquiry={enquiry.data} services={services.data} onDone={onDone} />;
}

function EnquiryEditForm({ enquiry, services, onDone }: { enquiry: Enquiry; services: Service[]; onDone: (saved: boolean) => void }) {
  const offered = services.some((s) => s.id === enquiry.service.id);
  const { form, field: typed } = useTypedForm(
    {
      firstName: enquiry.firstName,
    lastName: enquiry.lastName,
    email: enquiry.email,
    serviceId: offered ? String(enquiry.service.id) : "",
    phone: enquiry.phone,
    address: enquiry.address,
      message: enquiry.message,
    },
    "lead-edit",
  );
  const save = useMutation({
    mutationFn: () => ok(api.PATCH("/admin/enquiries/{id}", { params: { path: { id: enquiry.id } }, body: { ...form, serviceId: Number(form.serviceId) } })),
    meta: { invalidates: CHANGES.enquiry },
    onSuccess: () => onDone(true),
  });
  const refused = save.error ? refusedFields(save.error.status, save.error.body) : {};
  const failure = save.error && save.error.status !== 422 ? failureText(save.error, "The enquiry was not saved") : null;
  const field = (name: keyof typeof form) => typed(name, refused);
  return (
    <form className="admin-lead-edit" onSubmit={submitted(save.mutate)} aria-labelledby="lead-edit-title" noValidate>
      <h3 id="lead-edit-title" className="admin-h3">
        Edit the enquiry
      </h3>
      {failure && <Alert kind="danger">{failure}</Alert>}
      <div className="admin-quote-line-figures">
        <TextField label="First name" required autoComplete="off" {...field("firstName")} />
        <TextField label="Last name" required autoComplete="off" {...field("lastName")} />
      </div>
      <div className="admin-quote-line-figures">
        <TextField label="E-mail" type="email" required autoComplete="off" {...field("email")} />
        <TextField label="Phone" type="tel" required autoComplete="off" {...field("phone")} />
      </div>
      <SelectField
        label="Service"
        required
        hint={offered ? undefined : `Originally chosen: ${enquiry.service.serviceName} - ${enquiry.service.subServiceName} (no longer offered). Choose a current service.`}
        {...field("serviceId")}
      >
        <option value="">Choose a service</option>
        {services.map((s) => (
          <option key={s.id} value={String(s.id)}>
            {s.serviceName} - {s.subServiceName}
          </option>
        ))}
      </SelectField>
      <TextAreaField label="Address" required rows={2} {...field("address")} />
      <TextAreaField label="Message" required rows={4} {...field("message")} />
      <FormActions busy={save.isPending} submit="Save the enquiry" onCancel={() => onDone(false)} />
    </form>
  );
}
