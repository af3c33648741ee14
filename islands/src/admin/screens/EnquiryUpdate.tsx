// /admin-login/admin-home/update-benquiry/{bId} (SPEC §2.8, §5): the enquiry
// update form, 50% wide (full width under 768px), ID read-only, every field
// required. PATCH /admin/update/{bId} with selectedService {serId}; 200 shows
// "Form updated successfully!" for 3000 ms, then back to the enquiries.
import { useCallback, useState, type FormEvent } from "react";
import { Alert } from "../components/Alert";
import { SelectField, TextAreaField, TextField } from "../components/Fields";
import { Loading, ScreenHeading } from "../components/Screen";
import type { ScreenProps } from "../context";
import { useFieldError, useLater, useLoad } from "../hooks";
import { HOME } from "../routes";
import { useRouter } from "../router";
import type { Enquiry, Service } from "../types";
import { errorMessage, useApi, type ApiResult } from "../useApi";

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
      <div>
        <ScreenHeading>Update Enquiry</ScreenHeading>
        {loaded.loading && <Loading>Loading the enquiry…</Loading>}
        {loaded.error && <Alert kind="danger">{loaded.error}</Alert>}
        <p>
          <a href={HOME}>Back to enquiries</a>
        </p>
      </div>
    );
  }
  return <EnquiryForm key={loaded.data.enquiry.bId} data={loaded.data} />;
}

function EnquiryForm({ data }: { data: Data }) {
  const { enquiry, services } = data;
  const api = useApi();
  const { navigate } = useRouter();
  const later = useLater();
  const fe = useFieldError(IDS);
  const serviceExists = services.some((s) => s.serId === enquiry.selectedService.serId);
  const [form, setForm] = useState({
    fName: enquiry.fName,
    lName: enquiry.lName,
    bEmail: enquiry.bEmail,
    serId: serviceExists ? String(enquiry.selectedService.serId) : "",
    contactNumber: enquiry.contactNumber,
    address: enquiry.address,
    message: enquiry.message,
  });
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const set = (k: keyof typeof form) => (e: { target: { value: string } }) => {
    setForm((f) => ({ ...f, [k]: e.target.value }));
    fe.clear();
    setError(null);
  };

  const onSubmit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    if (busy || done) return;
    setBusy(true);
    setError(null);
    fe.clear();
    const res = await api<Enquiry>("PATCH", `/admin/update/${enquiry.bId}`, {
      fName: form.fName,
      lName: form.lName,
      bEmail: form.bEmail,
      selectedService: { serId: Number(form.serId) },
      contactNumber: form.contactNumber,
      address: form.address,
      message: form.message,
    });
    setBusy(false);
    if (res.status === 200) {
      setDone(true);
      later(() => navigate(HOME), 3000);
      return;
    }
    if (res.status === 401) return;
    fe.take(res);
    setError(errorMessage(res, "The enquiry was not updated"));
  };

  return (
    <div>
      <ScreenHeading>Update Enquiry</ScreenHeading>
      <p>
        <a href={HOME}>Back to enquiries</a>
      </p>
      <form className="admin-form admin-form-half" onSubmit={onSubmit} aria-labelledby="enq-form-title">
        <h2 id="enq-form-title" className="admin-h2">
          Enquiry {enquiry.bId}
        </h2>
        {done && <Alert kind="success">Form updated successfully!</Alert>}
        {error && <Alert kind="danger">{error}</Alert>}
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
        <div className="admin-form-actions">
          <button type="submit" className="btn btn-primary" disabled={busy || done}>
            {busy ? "Saving…" : "Update"}
          </button>
          <a className="btn btn-secondary" href={HOME}>
            Cancel
          </a>
        </div>
      </form>
    </div>
  );
}
