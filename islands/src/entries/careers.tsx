// The Apply Now form on /careerpg (the openings list is server HTML).
// Props: { positions: [{ posId, posName, dName }] }, shown grouped by
// department. Posts to /usercp/createcp/{posId}; success and failure
// handling live in usePublicForm.
import { Field } from "../components/Field";
import { FormFooter } from "../components/FormFooter";
import { Honeypot } from "../components/Honeypot";
import { usePublicForm, type FormRequest } from "../components/usePublicForm";
import { mountIslands } from "../lib/mount";

interface OpenPosition {
  posId: number;
  posName: string;
  dName: string;
}

const FIELDS: Record<string, string> = {
  fullName: "fullName",
  email: "email",
  mobileNumber: "mobileNumber",
  positionApplied: "posId",
  posId: "posId",
};

function request(data: FormData): FormRequest {
  const text = (name: string) => String(data.get(name) ?? "");
  const posId = Number(text("posId"));
  const body: Record<string, unknown> = {
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

function CareersForm({ positions = [] }: { positions?: OpenPosition[] }) {
  const form = usePublicForm(request, FIELDS);
  const field = (name: string, label: string) => ({ id: `careers-${name}`, name, label, error: form.errorFor(name) });
  return (
    <form ref={form.formRef} className="island-form" onSubmit={form.onSubmit} onChange={form.onChange}>
      <p className="form-note">All fields are required.</p>
      <div className="form-grid">
        <Field {...field("fullName", "Full Name")}>
          {(c) => <input {...c} type="text" autoComplete="name" maxLength={100} />}
        </Field>
        <Field {...field("email", "Email")}>
          {(c) => <input {...c} type="email" autoComplete="email" maxLength={254} />}
        </Field>
        <Field {...field("mobileNumber", "Mobile Number")}>
          {(c) => <input {...c} type="tel" autoComplete="tel" maxLength={20} />}
        </Field>
        <Field {...field("posId", "Position")}>
          {(c) => (
            <select {...c}>
              <option value="">Please Select</option>
              {byDepartment(positions).map(([dName, list]) => (
                <optgroup key={dName} label={dName}>
                  {list.map((p) => (
                    <option key={p.posId} value={p.posId}>
                      {p.posName}
                    </option>
                  ))}
                </optgroup>
              ))}
            </select>
          )}
        </Field>
      </div>
      {positions.length === 0 && <p className="form-note">There are no open positions right now. Please check back soon.</p>}
      <Honeypot id="careers-website" />
      <FormFooter form={form} />
    </form>
  );
}

mountIslands("careers", CareersForm, "now");
