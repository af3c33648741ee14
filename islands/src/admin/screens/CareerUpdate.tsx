// /admin-login/admin-home/update-cenquiry/{posId}/{cId} (SPEC §2.8, §5): the
// career application update form. ID read-only; Full Name, Email, Select
// Position and Mobile Number required. PATCH /admin/updatecp/{posId}/{cId}
// with {cId, fullName, email, mobileNumber, positionApplied:{posId}}, where
// posId (path and body) is the position chosen in the form. 200 shows "Form
// updated successfully!" for 3000 ms, then back to the applications.
import { useCallback, type FormEvent } from "react";
import { EditLoading, EditScreen, FormActions, FormMessages } from "../components/EditForm";
import { SelectField, TextField } from "../components/Fields";
import type { ScreenProps } from "../context";
import { useLoad } from "../hooks";
import type { Application, Department } from "../types";
import { useApi, type ApiResult } from "../useApi";
import { useEditForm } from "../useEditForm";

const BACK = "/admin-login/admin-career";

interface Data {
  application: Application;
  departments: Department[];
}

const IDS: Record<string, string> = {
  fullName: "cap-name",
  email: "cap-email",
  positionApplied: "cap-position",
  mobileNumber: "cap-mobile",
};

function asData(v: unknown): Data | undefined {
  const d = v as Partial<Data> | null | undefined;
  return d && d.application && Array.isArray(d.departments) ? (d as Data) : undefined;
}

export default function CareerUpdate({ params, initialData }: ScreenProps) {
  const cId = Number(params[1]);
  const api = useApi();
  // There is no single-application call; the full list is small and also
  // finds applications whose position was deleted (posId 0 in the path).
  const load = useCallback(async (): Promise<ApiResult<Data>> => {
    const [apps, depts] = await Promise.all([
      api<Application[]>("GET", "/admin/getallcp"),
      api<Department[]>("GET", "/admin/alldepts"),
    ]);
    if (!apps.ok || !apps.data) return { ok: false, status: apps.status, error: apps.error };
    if (!depts.ok || !depts.data) return { ok: false, status: depts.status, error: depts.error };
    const application = apps.data.find((a) => a.cId === cId);
    if (!application) return { ok: false, status: 404, error: { error: "This application does not exist (it may have been deleted)." } };
    return { ok: true, status: 200, data: { application, departments: depts.data } };
  }, [api, cId]);
  const loaded = useLoad(asData(initialData), load, "the application");

  if (!loaded.data) {
    return (
      <EditLoading
        title="Update Career Application"
        loaded={loaded}
        loadingText="Loading the application…"
        back={BACK}
        backText="Back to applications"
      />
    );
  }
  return <ApplicationForm key={loaded.data.application.cId} data={loaded.data} />;
}

function ApplicationForm({ data }: { data: Data }) {
  const { application, departments } = data;
  const api = useApi();
  const current = application.positionApplied.posId;
  const positionExists = departments.some((d) => d.positions.some((p) => p.posId === current));
  const { form, set, busy, done, error, fe, submit } = useEditForm(
    {
      fullName: application.fullName,
      email: application.email,
      mobileNumber: application.mobileNumber,
      posId: positionExists && current !== null ? String(current) : "",
    },
    { fieldIds: IDS, back: BACK },
  );

  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const posId = Number(form.posId);
    void submit(
      () =>
        api<Application>("PATCH", `/admin/updatecp/${posId}/${application.cId}`, {
          cId: application.cId,
          fullName: form.fullName,
          email: form.email,
          mobileNumber: form.mobileNumber,
          positionApplied: { posId },
        }),
      { failure: "The application was not updated" },
    );
  };

  return (
    <EditScreen title="Update Career Application" back={BACK} backText="Back to applications">
      <form className="admin-form admin-form-half" onSubmit={onSubmit} aria-labelledby="cap-form-title">
        <h2 id="cap-form-title" className="admin-h2">
          Application {application.cId}
        </h2>
        <FormMessages done={done} error={error} />
        <TextField id="cap-id" label="ID" value={String(application.cId)} readOnly />
        <TextField id={IDS.fullName} label="Full Name" required value={form.fullName} onChange={set("fullName")} error={fe.of("fullName")} />
        <TextField id={IDS.email} label="Email" type="email" required value={form.email} onChange={set("email")} error={fe.of("email")} />
        <SelectField
          id={IDS.positionApplied}
          label="Select Position"
          required
          value={form.posId}
          onChange={set("posId")}
          error={fe.of("positionApplied")}
          hint={
            positionExists
              ? undefined
              : `Applied for: ${application.positionApplied.posName} (this position is closed). Choose a current position.`
          }
        >
          <option value="">Please Select</option>
          {departments
            .filter((d) => d.positions.length > 0)
            .map((d) => (
              <optgroup key={d.dId} label={d.dName}>
                {d.positions.map((p) => (
                  <option key={p.posId} value={String(p.posId)}>
                    {p.posName}
                  </option>
                ))}
              </optgroup>
            ))}
        </SelectField>
        <TextField id={IDS.mobileNumber} label="Mobile Number" type="tel" required value={form.mobileNumber} onChange={set("mobileNumber")} error={fe.of("mobileNumber")} />
        <FormActions busy={busy} done={done} back={BACK} />
      </form>
    </EditScreen>
  );
}
