// /admin-login/admin-home/update-benquiry/{id}: the enquiry
// update form, 50% wide (full width under 768px), ID read-only, every field
// required. PATCH /admin/enquiries/{id} with the chosen serviceId; 200 shows
// "Form updated successfully!" for 3000 ms, then back to the enquiries.
import { useQuery } from "@tanstack/react-query";
import type { FormEvent } from "react";
import { EditLoading, RecordForm } from "../components/EditForm";
import { SelectField, TextAreaField, TextField } from "../components/Fields";
import type { ScreenProps } from "../context";
import { CHANGES, queries } from "../queries";
import { HOME } from "../routes";
import type { Enquiry, EnquiryBody, Service } from "../../api/types";
import { api, ok } from "../server";
import { useEditForm } from "../useEditForm";

const PLACE = { title: "Update Enquiry", back: HOME, backText: "Back to enquiries" };

const IDS: Record<string, string> = {
  firstName: "enq-fname",
  lastName: "enq-lname",
  email: "enq-email",
  serviceId: "enq-service",
  phone: "enq-contact",
  address: "enq-address",
  message: "enq-message",
};

export default function EnquiryUpdate({ params }: ScreenProps) {
  const enquiry = useQuery(queries.enquiry(Number(params[0])));
  const services = useQuery(queries.services());

  if (!enquiry.data || !services.data) {
    return <EditLoading {...PLACE} loads={[enquiry, services]} what="the enquiry" />;
  }
  return <EnquiryForm key={enquiry.data.id} enquiry={enquiry.data} services={services.data} />;
}

function EnquiryForm({ enquiry, services }: { enquiry: Enquiry; services: Service[] }) {
  const serviceExists = services.some((s) => s.id === enquiry.service.id);
  const edit = useEditForm(
    {
      firstName: enquiry.firstName,
      lastName: enquiry.lastName,
      email: enquiry.email,
      serviceId: serviceExists ? String(enquiry.service.id) : "",
      phone: enquiry.phone,
      address: enquiry.address,
      message: enquiry.message,
    },
    { fieldIds: IDS, back: HOME, changes: CHANGES.enquiry },
  );

  const { form, field } = edit;
  const { serviceName, subServiceName } = enquiry.service;
  const deletedHint = serviceExists
    ? undefined
    : `Originally chosen: ${serviceName} - ${subServiceName} (no longer offered). Choose a current service.`;

  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const body: EnquiryBody = {
      firstName: form.firstName,
      lastName: form.lastName,
      email: form.email,
      serviceId: Number(form.serviceId),
      phone: form.phone,
      address: form.address,
      message: form.message,
    };
    edit.submit(() => ok(api.PATCH("/admin/enquiries/{id}", { params: { path: { id: enquiry.id } }, body })), {
      failure: "The enquiry was not updated",
    });
  };

  return (
    <RecordForm {...PLACE} prefix="enq" noun="Enquiry" recordId={enquiry.id} onSubmit={onSubmit} state={edit}>
      <TextField label="First Name" required {...field("firstName")} />
      <TextField label="Last Name" required {...field("lastName")} />
      <TextField label="Business Email" type="email" required {...field("email")} />
      <SelectField label="Select Service" required {...field("serviceId")} hint={deletedHint}>
        <option value="">Please select</option>
        {services.map((s) => (
          <option key={s.id} value={String(s.id)}>
            {s.serviceName} - {s.subServiceName}
          </option>
        ))}
      </SelectField>
      <TextField label="Contact Number" type="tel" required {...field("phone")} />
      <TextAreaField label="Address" required rows={3} {...field("address")} />
      <TextAreaField label="Message" required rows={5} {...field("message")} />
    </RecordForm>
  );
}
