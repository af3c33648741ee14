// /admin-login/admin-home/update-cenquiry/{positionId}/{id}: the
// career application update form. ID read-only; Full Name, Email, Select
// Position and Mobile Number required. PATCH /admin/applications/{id}
// with {fullName, email, phone, positionId}, where positionId is the
// position chosen in the form. 200 shows "Form
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
  positionId: "cap-position",
  phone: "cap-mobile",
};

export default function CareerUpdate({ params }: ScreenProps) {
  // The position in the address may be gone (0): the application is found by its id.
  const application = useQuery(queries.application(Number(params[1])));
  const departments = useQuery(queries.departments());

  if (!application.data || !departments.data) {
    return <EditLoading {...PLACE} loads={[application, departments]} what="the application" />;
  }
  return <ApplicationForm key={application.data.id} application={application.data} departments={departments.data} />;
}

function ApplicationForm({ application, departments }: { application: Application; departments: Department[] }) {
  const current = application.position.id;
  const positionExists = departments.some((d) => d.positions.some((p) => p.id === current));
  const edit = useEditForm(
    {
      fullName: application.fullName,
      email: application.email,
      phone: application.phone,
      positionId: positionExists && current !== null ? String(current) : "",
    },
    { fieldIds: IDS, back: BACK, changes: CHANGES.application },
  );

  const { form, field } = edit;
  const closedHint = positionExists
    ? undefined
    : `Applied for: ${application.position.name} (this position is closed). Choose a current position.`;

  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const body: ApplicationBody = {
      fullName: form.fullName,
      email: form.email,
      phone: form.phone,
      positionId: Number(form.positionId),
    };
    const path = { id: application.id };
    edit.submit(() => ok(api.PATCH("/admin/applications/{id}", { params: { path }, body })), {
      failure: "The application was not updated",
    });
  };

  return (
    <RecordForm {...PLACE} prefix="cap" noun="Application" recordId={application.id} onSubmit={onSubmit} state={edit}>
      <TextField label="Full Name" required {...field("fullName")} />
      <TextField label="Email" type="email" required {...field("email")} />
      <SelectField label="Select Position" required {...field("positionId")} hint={closedHint}>
        <option value="">Please Select</option>
        {departments
          .filter((d) => d.positions.length > 0)
          .map((d) => (
            <optgroup key={d.id} label={d.name}>
              {d.positions.map((p) => (
                <option key={p.id} value={String(p.id)}>
                  {p.name}
                </option>
              ))}
            </optgroup>
          ))}
      </SelectField>
      <TextField label="Mobile Number" type="tel" required {...field("phone")} />
    </RecordForm>
  );
}
