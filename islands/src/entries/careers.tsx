// The Apply Now form on /careerpg (the openings list is server HTML).
// Props: { positions: [{ posId, posName, dName }] }, shown grouped by
// department, plus the state the server rendered the form in
// (ServerFormState). Posts to /usercp/createcp/{posId}; success and failure
// handling live in usePublicForm.
//
// The server renders this very markup first (templates/pages/careers.html),
// and it works as a plain form posting to /careerpg without scripts; this
// component hydrates it. Keep the two in step.
import { InputField, SelectField } from "../components/Field";
import { Options } from "../components/Options";
import { PublicFormFrame } from "../components/PublicFormFrame";
import { fieldNames, usePublicForm, type FormRequest, type ServerFormState } from "../components/usePublicForm";
import { mountIslands } from "../lib/mount";
import type { ApplicationBody } from "../api/types";

interface OpenPosition {
  posId: number;
  posName: string;
  dName: string;
}

/** The inputs, each named as the API names its field (so a 422 finds it). */
const FIELDS = fieldNames(["fullName", "email", "mobileNumber", "positionApplied"]);

function request(data: FormData): FormRequest {
  const text = (name: string) => String(data.get(name) ?? "");
  const posId = Number(text("positionApplied"));
  const body: ApplicationBody = {
    fullName: text("fullName"),
    email: text("email"),
    mobileNumber: text("mobileNumber"),
    positionApplied: { posId },
  };
  if (text("website")) body.website = text("website");
  return { path: `/usercp/createcp/${posId}`, body };
}

/** Positions grouped by department name, in the order the server sent them. */
function byDepartment(positions: OpenPosition[]): [string, OpenPosition[]][] {
  const groups = new Map<string, OpenPosition[]>();
  for (const p of positions) groups.set(p.dName, [...(groups.get(p.dName) ?? []), p]);
  return [...groups];
}

function CareersForm({ positions = [], ...initial }: { positions?: OpenPosition[] } & ServerFormState) {
  const form = usePublicForm(request, FIELDS, initial);
  const value = form.initialValue;
  const field = (name: string, label: string) => ({ id: `careers-${name}`, name, label, error: form.errorFor(name) });
  return (
    <PublicFormFrame
      form={form}
      action="/careerpg"
      honeypotId="careers-website"
      below={positions.length === 0 && <p className="form-note">There are no open positions right now. Please check back soon.</p>}
    >
      <InputField {...field("fullName", "Full Name")} type="text" autoComplete="name" maxLength={100} defaultValue={value("fullName")} />
      <InputField {...field("email", "Email")} type="email" autoComplete="email" maxLength={254} defaultValue={value("email")} />
      <InputField {...field("mobileNumber", "Mobile Number")} type="tel" autoComplete="tel" maxLength={20} defaultValue={value("mobileNumber")} />
      <SelectField {...field("positionApplied", "Position")} placeholder="Please Select" defaultValue={value("positionApplied")}>
        {byDepartment(positions).map(([dName, list]) => (
          <optgroup key={dName} label={dName}>
            <Options items={list} value={(p) => p.posId} label={(p) => p.posName} />
          </optgroup>
        ))}
      </SelectField>
    </PublicFormFrame>
  );
}

mountIslands("careers", CareersForm, "now");
