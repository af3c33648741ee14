// /admin-login/admin-home/update-cenquiry/{posId}/{cId}: the
// career application update form. ID read-only; Full Name, Email, Select
// Position and Mobile Number required. PATCH /admin/applications/{cId}
// with {cId, fullName, email, mobileNumber, positionApplied:{posId}}, where
// posId is the position chosen in the form. 200 shows "Form
// updated successfully!" for 3000 ms, then back to the applications.
import { useQuery } from "@tanstack/react-query";
import type { FormEvent } from "react";
import { EditLoading, RecordForm } from "../components/EditForm";
import { SelectField, TextField } from "../components/Fields";
import type { ScreenProps } from "../context";
import { CHANGES, queries } from "../queries";
import type { Application, ApplicationBody, Department } from "../../api/types";
import { api, ok } from "../server";
import { useEditForm } from "../useEditForm";

const BACK = "/admin-login/admin-career";
const PLACE = { title: "Update Career Application", back: BACK, backText: "Back to applications" };

const IDS: Record<string, string> = {
  fullName: "cap-name",
  email: "cap-email",
  positionApplied: "cap-position",
  mobileNumber: "cap-mobile",
};

export default function CareerUpdate({ params }: ScreenProps) {
  // The position in the address may be gone (posId 0): the application is found by its cId.
  const application = useQuery(queries.application(Number(params[1])));
  const departments = useQuery(queries.departments());

  if (!application.data || !departments.data) {
    return <EditLoading {...PLACE} loads={[application, departments]} what="the application" />;
  }
  return <ApplicationForm key={application.data.cId} application={application.data} departments={departments.data} />;
}

function ApplicationForm({ application, departments }: { application: Application; departments: Department[] }) {
  const current = application.positionApplied.posId;
  const positionExists = departments.some((d) => d.positions.some((p) => p.posId === current));
  const edit = useEditForm(
    {
      fullName: application.fullName,
      email: application.email,
      mobileNumber: application.mobileNumber,
      posId: positionExists && current !== null ? String(current) : "",
    },
    { fieldIds: IDS, back: BACK, changes: CHANGES.application },
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
    const path = { id: application.cId };
    edit.submit(() => ok(api.PATCH("/admin/applications/{id}", { params: { path }, body })), {
      failure: "The application was not updated",
    });
  };

  return (
    <RecordForm {...PLACE} prefix="cap" noun="Application" recordId={application.cId} onSubmit={onSubmit} state={edit}>
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
