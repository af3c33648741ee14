// /admin-login/admin-dept: departments with their positions.
// Add a department (POST /admin/departments, 201); delete one after
// confirmation (DELETE /admin/departments/{id}, 204; its positions go too,
// applications stay); per department add a position (POST
// /admin/departments/{id}/positions, 201) and delete one (DELETE
// /admin/positions/{id}, 204). After each the list is fetched again. Each position's "Job page"
// opens its job page's details (GET and PUT /admin/positions/{id}/job):
// description, employment type, place, salary range, posted and closing
// days, shown at /careers/{slug} with Google's JobPosting data. A position
// whose job page has no description yet (one added with a name and a number
// of posts) says "job page incomplete: no description" beside its name: its
// page has no JobPosting and is not in the sitemap until it gets one (GET
// /admin/positions/job-pages).
import { useQuery } from "@tanstack/react-query";
import { useState, type FormEvent } from "react";
import { AddForm, useAddForm } from "../components/AddForm";
import { ConfirmDialog } from "../components/ConfirmDialog";
import { DataTable, DeleteButton } from "../components/DataTable";
import { Alert } from "../components/Alert";
import { SelectField, TextAreaField, TextField } from "../components/Fields";
import { ListState } from "../components/ListState";
import { ScreenHeading } from "../components/Screen";
import type { Choice, Department, JobPageState, JobView as Job, Position } from "../../api/types";
import { useFormWrite } from "../hooks";
import { CHANGES, queries } from "../queries";
import { api, failureText, ok } from "../server";
import { useConfirmDelete } from "../useConfirmDelete";

type Target = { kind: "dept"; id: number; name: string } | { kind: "pos"; id: number; name: string };

/** What an incomplete job page lacks, as the departments screen says it; null when complete. */
export function jobPageGap(state: JobPageState | undefined): string | null {
  switch (state) {
    case undefined:
    case "complete":
      return null;
    case "noDescription":
      return "job page incomplete: no description";
  }
}

export default function Departments() {
  const list = useQuery(queries.departments());
  const jobPages = useQuery(queries.jobPages());
  const pageState = new Map((jobPages.data ?? []).map((j) => [j.positionId, j.pageState]));
  const del = useConfirmDelete<Target>({
    remove: (t) =>
      t.kind === "dept"
        ? ok(api.DELETE("/admin/departments/{id}", { params: { path: { id: t.id } } }))
        : ok(api.DELETE("/admin/positions/{id}", { params: { path: { id: t.id } } })),
    failure: (t) => (t.kind === "dept" ? "Could not delete the department" : "Could not delete the position"),
    changes: CHANGES.department,
  });
  const target = del.target;

  return (
    <div>
      <ScreenHeading>Departments</ScreenHeading>
      <AddDepartment />
      <ListState list={list} what="the departments" deletion={del} loadingText="Loading departments…" emptyText="No departments yet.">
        {(rows) => (
          <div className="admin-depts">
            {rows.map((d) => (
              <DepartmentCard
                key={d.id}
                dept={d}
                pageState={pageState}
                onDelete={() => del.ask({ kind: "dept", id: d.id, name: d.name })}
                onDeletePosition={(p) => del.ask({ kind: "pos", id: p.id, name: p.name })}
              />
            ))}
          </div>
        )}
      </ListState>
      <ConfirmDialog
        {...del.dialog}
        message={
          target?.kind === "dept"
            ? `Are you sure you want to delete the department ${target.name}? Its positions are deleted too; applications are kept.`
            : `Are you sure you want to delete the position ${target?.name ?? ""}? Applications for it are kept.`
        }
      />
    </div>
  );
}

function AddDepartment() {
  const [dName, setDName] = useState("");
  const adding = useAddForm<Department>({ name: "dept-name" }, CHANGES.department);
  const { fe } = adding;

  const onSubmit = (e: FormEvent<HTMLFormElement>) =>
    adding.add(e, () => ok(api.POST("/admin/departments", { body: { name: dName } })), "The department was not added", (d) => {
      adding.setOk(`Department ${d.name} added.`);
      setDName("");
    });

  return (
    <AddForm onSubmit={onSubmit} title={{ id: "dept-add-title", text: "Add department" }} state={adding}>
      <TextField label="Department Name" required maxLength={120} {...fe.bind("name", dName, setDName)} />
    </AddForm>
  );
}

function DepartmentCard(props: {
  dept: Department;
  pageState: Map<number, JobPageState>;
  onDelete: () => void;
  onDeletePosition: (p: Position) => void;
}) {
  const { dept, pageState, onDelete, onDeletePosition } = props;
  const titleId = `dept-${dept.id}-title`;
  const nameId = `dept-${dept.id}-pos-name`;
  const postsId = `dept-${dept.id}-pos-posts`;
  const [posName, setPosName] = useState("");
  const [posts, setPosts] = useState("");
  const [editing, setEditing] = useState<number | null>(null);
  const adding = useAddForm<Position>({ name: nameId, numberOfPosts: postsId }, CHANGES.department);
  const { fe } = adding;

  const send = () =>
    ok(
      api.POST("/admin/departments/{id}/positions", {
        params: { path: { id: dept.id } },
        body: { name: posName, numberOfPosts: posts.trim() === "" ? 0 : Number(posts) },
      }),
    );
  const onSubmit = (e: FormEvent<HTMLFormElement>) =>
    adding.add(e, send, "The position was not added", () => {
      setPosName("");
      setPosts("");
    });

  return (
    <section className="admin-dept" aria-labelledby={titleId}>
      <div className="admin-dept-head">
        <h2 id={titleId} className="admin-h2">
          {dept.name}
        </h2>
        <DeleteButton onClick={onDelete} what={dept.name}>
          Delete department
        </DeleteButton>
      </div>
      <DataTable
        captionId={`${titleId}-caption`}
        caption={`Positions in ${dept.name}`}
        columns={["ID", "Position Name", "Number of Posts", "Job page", "Delete"]}
        more={["ID"]}
        rows={dept.positions}
        empty="No positions in this department yet."
        rowKey={(p) => p.id}
      >
        {(p) => (
          <>
            <td>{p.id}</td>
            <td>
              {p.name}
              <JobPageGap state={pageState.get(p.id)} />
            </td>
            <td>{p.numberOfPosts}</td>
            <td>
              <button
                type="button"
                className="btn btn-secondary admin-btn-sm"
                aria-expanded={editing === p.id}
                onClick={() => setEditing(editing === p.id ? null : p.id)}
              >
                Job page<span className="visually-hidden"> of {p.name}</span>
              </button>
            </td>
            <td>
              <DeleteButton onClick={() => onDeletePosition(p)} what={`position ${p.name}`} />
            </td>
          </>
        )}
      </DataTable>
      {editing !== null && <JobEditor key={editing} positionId={editing} onClose={() => setEditing(null)} />}
      <AddForm onSubmit={onSubmit} label={`Add a position to ${dept.name}`} state={adding} submitLabel="Add position">
        <TextField label="Position Name" required maxLength={120} {...fe.bind("name", posName, setPosName)} />
        <TextField
          label="Number of Posts"
          type="number"
          inputMode="numeric"
          min={0}
          max={999}
          step={1}
          required
          className="admin-field-narrow"
          {...fe.bind("numberOfPosts", posts, setPosts)}
        />
      </AddForm>
    </section>
  );
}

function JobPageGap({ state }: { state: JobPageState | undefined }) {
  const gap = jobPageGap(state);
  return gap && <span className="admin-note admin-note-block">{gap}</span>;
}

/** A select's options: a closed list's values in the words the job page shows. */
function Choices({ of }: { of: Choice[] }) {
  return of.map(({ value, label }) => (
    <option key={value} value={value}>
      {label}
    </option>
  ));
}

/** What a position's job page says, loaded and saved on its own. */
function JobEditor({ positionId, onClose }: { positionId: number; onClose: () => void }) {
  const job = useQuery({
    queryKey: ["job", positionId],
    queryFn: ({ signal }) => ok(api.GET("/admin/positions/{id}/job", { params: { path: { id: positionId } }, signal })),
  });
  if (job.isPending) return <p>Loading the job page…</p>;
  if (job.isError) return <Alert kind="danger">{failureText(job.error, "Could not load the job page")}</Alert>;
  return <JobForm job={job.data} onClose={onClose} />;
}

function JobForm({ job, onClose }: { job: Job; onClose: () => void }) {
  const id = (f: string) => `job-${job.positionId}-${f}`;
  const fields = ["description", "employmentType", "location", "salaryMin", "salaryMax", "salaryPeriod", "postedOn", "closesOn"];
  const write = useFormWrite<Job>(Object.fromEntries(fields.map((f) => [f, id(f)])), [["job", job.positionId], ...CHANGES.department]);
  const [description, setDescription] = useState(job.description);
  const [employmentType, setEmploymentType] = useState<string>(job.employmentType);
  const [location, setLocation] = useState<string>(job.location);
  const [salaryMin, setSalaryMin] = useState(job.salaryMin?.toString() ?? "");
  const [salaryMax, setSalaryMax] = useState(job.salaryMax?.toString() ?? "");
  const [salaryPeriod, setSalaryPeriod] = useState<string>(job.salaryPeriod ?? job.choices.salaryPeriods[0].value);
  const [postedOn, setPostedOn] = useState(job.postedOn);
  const [closesOn, setClosesOn] = useState(job.closesOn ?? "");
  const [saved, setSaved] = useState(false);
  const { fe } = write;
  const rupees = (v: string) => (v.trim() === "" ? null : Number(v));

  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    setSaved(false);
    write.run(
      () =>
        ok(
          api.PUT("/admin/positions/{id}/job", {
            params: { path: { id: job.positionId } },
            body: {
              description,
              employmentType,
              location,
              salaryMin: rupees(salaryMin),
              salaryMax: rupees(salaryMax),
              salaryPeriod,
              postedOn,
              closesOn,
            },
          }),
        ),
      "The job page was not saved",
      () => setSaved(true),
    );
  };

  return (
    <form className="admin-form admin-job-form" onSubmit={onSubmit} aria-labelledby={id("title")}>
      <h3 id={id("title")} className="admin-h3">
        Job page: {job.positionName}
      </h3>
      <p>
        {job.open ? (
          <>
            Shown at <a href={job.url}>{job.url}</a>.
            {job.pageState === "noDescription" && " Without a description it carries no job posting for search engines and is not in the sitemap."}
          </>
        ) : (
          "Closed: the page answers that the position has closed, and it is not in the sitemap."
        )}
      </p>
      {write.error && <Alert kind="danger">{write.error}</Alert>}
      {saved && (
        <Alert kind="success" onDismiss={() => setSaved(false)}>
          Job page saved.
        </Alert>
      )}
      <TextAreaField
        label="Description (responsibilities and requirements)"
        hint='A blank line starts a new paragraph; lines starting with "- " become a list.'
        rows={8}
        maxLength={20000}
        {...fe.bind("description", description, setDescription)}
      />
      <div className="admin-inline-row">
        <SelectField label="Employment type" {...fe.bind("employmentType", employmentType, setEmploymentType)}>
          <Choices of={job.choices.employmentTypes} />
        </SelectField>
        <SelectField label="Where" {...fe.bind("location", location, setLocation)}>
          <Choices of={job.choices.locations} />
        </SelectField>
      </div>
      <div className="admin-inline-row">
        <TextField label="Salary from (₹)" type="number" min={1} step={1} {...fe.bind("salaryMin", salaryMin, setSalaryMin)} />
        <TextField label="Salary to (₹)" type="number" min={1} step={1} {...fe.bind("salaryMax", salaryMax, setSalaryMax)} />
        <SelectField label="Paid" {...fe.bind("salaryPeriod", salaryPeriod, setSalaryPeriod)}>
          <Choices of={job.choices.salaryPeriods} />
        </SelectField>
      </div>
      <div className="admin-inline-row">
        <TextField label="Posted on" type="date" {...fe.bind("postedOn", postedOn, setPostedOn)} />
        <TextField label="Applications close on" hint="Leave empty to keep it open." type="date" {...fe.bind("closesOn", closesOn, setClosesOn)} />
      </div>
      <div className="admin-inline-row">
        <button type="submit" className="btn btn-primary" disabled={write.busy}>
          {write.busy ? "Saving…" : "Save job page"}
        </button>
        <button type="button" className="btn btn-secondary" onClick={onClose}>
          Close
        </button>
      </div>
    </form>
  );
}
