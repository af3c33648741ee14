// /admin-login/admin-home/update-benquiry/{bId} (SPEC §2.8, §5): the enquiry
// update form, 50% wide (full width under 768px), ID read-only, every field
// required. PATCH /admin/update/{bId} with selectedService {serId}; 200 shows
// "Form updated successfully!" for 3000 ms, then back to the enquiries.
import { useCallback, type FormEvent } from "react";
import { EditLoading, EditScreen, FormActions, FormMessages } from "../components/EditForm";
import { SelectField, TextAreaField, TextField } from "../components/Fields";
import type { ScreenProps } from "../context";
import { useLoad } from "../hooks";
import { HOME } from "../routes";
import type { Enquiry, Service } from "../types";
import { useApi, type ApiResult } from "../useApi";
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

function asData(v: unknown): Data | undefined {
  const d = v as Partial<Data> | null | undefined;
  return d && d.enquiry && Array.isArray(d.services) ? (d as Data) : undefined;
}

export default function EnquiryUpdate({ params, initialData }: ScreenProps) {
  const bId = params[0] ?? "";
  const api = useApi();
  const load = useCallback(async (): Promise<ApiResult<Data>> => {
    const [e, s] = await Promise.all([
      api<Enquiry>("GET", `/userbe/getabq/${bId}`),
      api<Service[]>("GET", "/serviceent/list"),
    ]);
    if (!e.ok || !e.data) return { ok: false, status: e.status, error: e.error };
    if (!s.ok || !s.data) return { ok: false, status: s.status, error: s.error };
    return { ok: true, status: 200, data: { enquiry: e.data, services: s.data } };
  }, [api, bId]);
  const loaded = useLoad(asData(initialData), load, "the enquiry");

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
  const { form, set, busy, done, error, fe, submit } = useEditForm(
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

  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    void submit(
      () =>
        api<Enquiry>("PATCH", `/admin/update/${enquiry.bId}`, {
          fName: form.fName,
          lName: form.lName,
          bEmail: form.bEmail,
          selectedService: { serId: Number(form.serId) },
          contactNumber: form.contactNumber,
          address: form.address,
          message: form.message,
        }),
      { failure: "The enquiry was not updated" },
    );
  };

  return (
    <EditScreen title="Update Enquiry" back={HOME} backText="Back to enquiries">
      <form className="admin-form admin-form-half" onSubmit={onSubmit} aria-labelledby="enq-form-title">
        <h2 id="enq-form-title" className="admin-h2">
          Enquiry {enquiry.bId}
        </h2>
        <FormMessages done={done} error={error} />
        <TextField id="enq-id" label="ID" value={String(enquiry.bId)} readOnly />
        <TextField id={IDS.fName} label="First Name" required value={form.fName} onChange={set("fName")} error={fe.of("fName")} />
        <TextField id={IDS.lName} label="Last Name" required value={form.lName} onChange={set("lName")} error={fe.of("lName")} />
        <TextField id={IDS.bEmail} label="Business Email" type="email" required value={form.bEmail} onChange={set("bEmail")} error={fe.of("bEmail")} />
        <SelectField
          id={IDS.selectedService}
          label="Select Service"
          required
          value={form.serId}
          onChange={set("serId")}
          error={fe.of("selectedService")}
          hint={
            serviceExists
              ? undefined
              : `Originally chosen: ${enquiry.selectedService.serviceName} - ${enquiry.selectedService.subServiceName} (no longer offered). Choose a current service.`
          }
        >
          <option value="">Please select</option>
          {services.map((s) => (
            <option key={s.serId} value={String(s.serId)}>
              {s.serviceName} - {s.subServiceName}
            </option>
          ))}
        </SelectField>
        <TextField id={IDS.contactNumber} label="Contact Number" type="tel" required value={form.contactNumber} onChange={set("contactNumber")} error={fe.of("contactNumber")} />
        <TextAreaField id={IDS.address} label="Address" required rows={3} value={form.address} onChange={set("address")} error={fe.of("address")} />
        <TextAreaField id={IDS.message} label="Message" required rows={5} value={form.message} onChange={set("message")} error={fe.of("message")} />
        <FormActions busy={busy} done={done} back={HOME} />
      </form>
    </EditScreen>
  );
}
