// The Apply Now form on /careerpg (the openings list is server HTML).
// Props: { positions: [{ id, name, department }] }, shown grouped by
// department, plus the state the server rendered the form in
// (ServerFormState). Posts the form as multipart to /usercp/apply (with
// the CV when one is attached; no posId for a general application);
// success and failure handling live in usePublicForm. On a page in
// another language (/hi/careerpg, a Hindi job page) the props also bring
// the form's edition (FormEdition): its words, its address and the
// language it posts, so refusals come back in it.
//
// The server renders this very markup first (templates/pages/careers.html),
// and it works as a plain form posting to /careerpg without scripts; this
// component hydrates it. Keep the two in step.
import { InputField, SelectField } from "../components/Field";
import { Options } from "../components/Options";
import { PublicFormFrame } from "../components/PublicFormFrame";
import { EN_WORDS, type FormEdition } from "../components/formWords";
import { fieldNames, usePublicForm, type FormRequest, type ServerFormState } from "../components/usePublicForm";
import { mountIslands } from "../lib/mount";

/** The dropdown's value for a general application (no opening fits). */
const GENERAL = "general";

/** What the CV input offers to pick; the server reads the file's bytes anyway. */
export const CV_ACCEPT =
  ".pdf,.doc,.docx,application/pdf,application/msword,application/vnd.openxmlformats-officedocument.wordprocessingml.document";

interface OpenPosition {
  id: number;
  name: string;
  department: string;
}

/** The inputs, each named as the API names its field (so a 422 finds it). */
const FIELDS = { ...fieldNames(["fullName", "email", "mobileNumber", "positionApplied", "cv"]), posId: "positionApplied" };

/** The call for the form's data; `language` is the page's, when not English. */
const request = (language?: string) => (data: FormData): FormRequest => {
  const text = (name: string) => String(data.get(name) ?? "");
  const body = new FormData();
  for (const name of ["fullName", "email", "mobileNumber", "website"]) body.append(name, text(name));
  if (language) body.append("language", language);
  const chosen = text("positionApplied");
  if (chosen !== GENERAL) body.append("posId", chosen);
  const cv = data.get("cv");
  if (cv instanceof File && (cv.size > 0 || cv.name)) body.append("cv", cv, cv.name);
  return { path: "/usercp/apply", body };
};

/** Positions grouped by department name, in the order the server sent them. */
function byDepartment(positions: OpenPosition[]): [string, OpenPosition[]][] {
  const groups = new Map<string, OpenPosition[]>();
  for (const p of positions) groups.set(p.department, [...(groups.get(p.department) ?? []), p]);
  return [...groups];
}

function CareersForm({
  positions = [],
  language,
  action = "/careerpg",
  words = EN_WORDS,
  privacy,
  ...initial
}: { positions?: OpenPosition[] } & ServerFormState & FormEdition) {
  const form = usePublicForm(request(language), FIELDS, initial, words);
  const value = form.initialValue;
  const field = (name: string, label: string) => ({ id: `careers-${name}`, name, label, error: form.errorFor(name) });
  return (
    <PublicFormFrame
      form={form}
      action={action}
      encType="multipart/form-data"
      note={words.careersNote}
      honeypotId="careers-website"
      words={words}
      privacy={privacy}
      below={positions.length === 0 && <p className="form-note">{words.noOpenings}</p>}
    >
      <InputField {...field("fullName", words.fullName)} type="text" autoComplete="name" maxLength={100} defaultValue={value("fullName")} />
      <InputField {...field("email", words.email)} type="email" autoComplete="email" maxLength={254} defaultValue={value("email")} />
      <InputField {...field("mobileNumber", words.mobileNumber)} type="tel" autoComplete="tel" maxLength={20} defaultValue={value("mobileNumber")} />
      <SelectField {...field("positionApplied", words.position)} placeholder={words.pleaseSelectPosition} defaultValue={value("positionApplied")}>
        {byDepartment(positions).map(([department, list]) => (
          <optgroup key={department} label={department}>
            <Options items={list} value={(p) => p.id} label={(p) => p.name} />
          </optgroup>
        ))}
        <option value={GENERAL}>{words.general}</option>
      </SelectField>
      <InputField {...field("cv", words.cv)} className="form-field-wide" required={false} type="file" accept={CV_ACCEPT} />
    </PublicFormFrame>
  );
}

mountIslands("careers", CareersForm, "now");
