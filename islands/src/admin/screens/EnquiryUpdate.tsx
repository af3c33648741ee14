// /admin-login/admin-home/update-benquiry/{bId}: the enquiry
// update form, 50% wide (full width under 768px), ID read-only, every field
// required. PATCH /admin/update/{bId} with selectedService {serId}; 200 shows
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
  fName: "enq-fname",
  lName: "enq-lname",
  bEmail: "enq-email",
  selectedService: "enq-service",
  contactNumber: "enq-contact",
  address: "enq-address",
  message: "enq-message",
};

export default function EnquiryUpdate({ params }: ScreenProps) {
  const enquiry = useQuery(queries.enquiry(Number(params[0])));
  const services = useQuery(queries.services());

  if (!enquiry.data || !services.data) {
    return <EditLoading {...PLACE} loads={[enquiry, services]} what="the enquiry" />;
  }
  return <EnquiryForm key={enquiry.data.bId} enquiry={enquiry.data} services={services.data} />;
}

function EnquiryForm({ enquiry, services }: { enquiry: Enquiry; services: Service[] }) {
  const serviceExists = services.some((s) => s.serId === enquiry.selectedService.serId);
  const edit = useEditForm(
    {
      fName: enquiry.fName,
      lName: enquiry.lName,
      bEmail: enquiry.bEmail,
      serId: serviceExists ? String(enquiry.selectedService.serId) : "",
      contactNumber: enquiry.contactNumber,
      address: enquiry.address,
      message: enquiry.message,
    },
    { fieldIds: IDS, back: HOME, changes: CHANGES.enquiry },
  );

  const { form, field } = edit;
  const { serviceName, subServiceName } = enquiry.selectedService;
  const deletedHint = serviceExists
    ? undefined
    : `Originally chosen: ${serviceName} - ${subServiceName} (no longer offered). Choose a current service.`;

  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const body: EnquiryBody = {
      fName: form.fName,
      lName: form.lName,
      bEmail: form.bEmail,
      selectedService: { serId: Number(form.serId) },
      contactNumber: form.contactNumber,
      address: form.address,
      message: form.message,
    };
    edit.submit(() => ok(api.PATCH("/admin/enquiries/{id}", { params: { path: { id: enquiry.bId } }, body })), {
      failure: "The enquiry was not updated",
    });
  };

  return (
    <RecordForm {...PLACE} prefix="enq" noun="Enquiry" recordId={enquiry.bId} onSubmit={onSubmit} state={edit}>
      <TextField label="First Name" required {...field("fName")} />
      <TextField label="Last Name" required {...field("lName")} />
      <TextField label="Business Email" type="email" required {...field("bEmail")} />
      <SelectField label="Select Service" required {...field("serId", "selectedService")} hint={deletedHint}>
        <option value="">Please select</option>
        {services.map((s) => (
          <option key={s.serId} value={String(s.serId)}>
            {s.serviceName} - {s.subServiceName}
          </option>
        ))}
      </SelectField>
      <TextField label="Contact Number" type="tel" required {...field("contactNumber")} />
      <TextAreaField label="Address" required rows={3} {...field("address")} />
      <TextAreaField label="Message" required rows={5} {...field("message")} />
    </RecordForm>
  );
}
