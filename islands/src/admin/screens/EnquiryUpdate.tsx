// /admin-login/admin-home/update-benquiry/{bId}: the enquiry
// update form, 50% wide (full width under 768px), ID read-only, every field
// required. PATCH /admin/update/{bId} with selectedService {serId}; 200 shows
// "Form updated successfully!" for 3000 ms, then back to the enquiries.
import { useCallback, type FormEvent } from "react";
import { EditLoading, RecordForm } from "../components/EditForm";
import { SelectField, TextAreaField, TextField } from "../components/Fields";
import type { ScreenProps } from "../context";
import { recordOrUndefined, useLoad } from "../hooks";
import { HOME } from "../routes";
import type { Enquiry, EnquiryBody, Service } from "../../api/types";
import { both, useApi, type ApiResult } from "../useApi";
import { useEditForm } from "../useEditForm";

interface Data {
  enquiry: Enquiry;
  services: Service[];
}

const IDS: Record<string, string> = {
  fName: "enq-fname",
  lName: "enq-lname",
  bEmail: "enq-email",
  selectedService: "enq-service",
  contactNumber: "enq-contact",
  address: "enq-address",
  message: "enq-message",
};

export default function EnquiryUpdate({ params, initialData }: ScreenProps) {
  const bId = params[0] ?? "";
  const api = useApi();
  const load = useCallback(
    (): Promise<ApiResult<Data>> =>
      both(api<Enquiry>("GET", `/userbe/getabq/${bId}`), api<Service[]>("GET", "/serviceent/list"), (enquiry, services) => ({
        enquiry,
        services,
      })),
    [api, bId],
  );
  const loaded = useLoad(recordOrUndefined<Data>(initialData, "enquiry", "services"), load, "the enquiry");

  if (!loaded.data) {
    return (
      <EditLoading title="Update Enquiry" loaded={loaded} loadingText="Loading the enquiry…" back={HOME} backText="Back to enquiries" />
    );
  }
  return <EnquiryForm key={loaded.data.enquiry.bId} data={loaded.data} />;
}

function EnquiryForm({ data }: { data: Data }) {
  const { enquiry, services } = data;
  const api = useApi();
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
    { fieldIds: IDS, back: HOME },
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
    void edit.submit(() => api<Enquiry>("PATCH", `/admin/update/${enquiry.bId}`, body), { failure: "The enquiry was not updated" });
  };

  return (
    <RecordForm title="Update Enquiry" back={HOME} backText="Back to enquiries" prefix="enq" noun="Enquiry" recordId={enquiry.bId} onSubmit={onSubmit} state={edit}>
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
