// /admin-login/admin-home/update-cenquiry/{posId}/{cId}: the
// career application update form. ID read-only; Full Name, Email, Select
// Position and Mobile Number required. PATCH /admin/updatecp/{posId}/{cId}
// with {cId, fullName, email, mobileNumber, positionApplied:{posId}}, where
// posId (path and body) is the position chosen in the form. 200 shows "Form
// updated successfully!" for 3000 ms, then back to the applications.
import { useCallback, type FormEvent } from "react";
import { EditLoading, RecordForm } from "../components/EditForm";
import { SelectField, TextField } from "../components/Fields";
import type { ScreenProps } from "../context";
import { recordOrUndefined, useLoad } from "../hooks";
import type { Application, ApplicationBody, Department } from "../../api/types";
import { both, useApi, type ApiResult } from "../useApi";
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

export default function CareerUpdate({ params, initialData }: ScreenProps) {
  const cId = Number(params[1]);
  const api = useApi();
  // There is no single-application call; the full list is small and also
  // finds applications whose position was deleted (posId 0 in the path).
  const load = useCallback(
    (): Promise<ApiResult<Data>> =>
      both(
        api<Application[]>("GET", "/admin/getallcp"),
        api<Department[]>("GET", "/admin/alldepts"),
        (apps, departments) => {
          const application = apps.find((a) => a.cId === cId);
          return application && { application, departments };
        },
        "This application does not exist (it may have been deleted).",
      ),
    [api, cId],
  );
  const loaded = useLoad(recordOrUndefined<Data>(initialData, "application", "departments"), load, "the application");

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
  const edit = useEditForm(
    {
      fullName: application.fullName,
      email: application.email,
      mobileNumber: application.mobileNumber,
      posId: positionExists && current !== null ? String(current) : "",
    },
    { fieldIds: IDS, back: BACK },
  );

  const { form, field } = edit;
  const closedHint = positionExists
    ? undefined
    : `Applied for: ${application.positionApplied.posName} (this position is closed). Choose a current position.`;

  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const posId = Number(form.posId);
    const body: ApplicationBody = {
      cId: application.cId,
      fullName: form.fullName,
      email: form.email,
      mobileNumber: form.mobileNumber,
      positionApplied: { posId },
    };
    void edit.submit(() => api<Application>("PATCH", `/admin/updatecp/${posId}/${application.cId}`, body), {
      failure: "The application was not updated",
    });
  };

  return (
    <RecordForm
      title="Update Career Application"
      back={BACK}
      backText="Back to applications"
      prefix="cap"
      noun="Application"
      recordId={application.cId}
      onSubmit={onSubmit}
      state={edit}
    >
      <TextField label="Full Name" required {...field("fullName")} />
      <TextField label="Email" type="email" required {...field("email")} />
      <SelectField label="Select Position" required {...field("posId", "positionApplied")} hint={closedHint}>
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
      <TextField label="Mobile Number" type="tel" required {...field("mobileNumber")} />
    </RecordForm>
  );
}
