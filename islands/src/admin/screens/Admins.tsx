// /admin-login/admin-all-list: the administrators, with Delete
// after "Are you sure you want to delete the admin?". 204 removes the row;
// 409 (yourself, or the last administrator) shows the server's reason.
// A colleague with two-step sign-in on can have it reset (they lost their
// phone and their recovery codes) after a confirmation: POST
// /admin/admins/{id}/2fa/reset forgets their authenticator app and
// ends their sessions, so they sign in next with their password alone; the
// audit log records who did it. Your own is turned off under Your account.
// Each account's access level (what it may open; the role is only a job
// title) is chosen in its row: PATCH /admin/admins/{id} {"access"}, and
// the server's reason when it refuses (the last owner stays an owner).
// "Add administrator" opens a form here, in the administrator area: the
// account is made (POST /admin/createad), then given the level chosen.
import { useMutation, useQuery } from "@tanstack/react-query";
import { useState } from "react";
import type { Access, Admin } from "../../api/types";
import { Alert } from "../components/Alert";
import { ConfirmDialog } from "../components/ConfirmDialog";
import { DeleteButton } from "../components/DataTable";
import { ListTable } from "../components/ListState";
import { FormActions, SelectField, TextField } from "../components/Fields";
import { ScreenHeading } from "../components/Screen";
import { refusedFields } from "../../lib/refusedFields";
import { useAuth } from "../auth";
import { CHANGES, deletions, queries } from "../queries";
import { api, failureText, ok } from "../server";
import { useConfirmDelete } from "../useConfirmDelete";
import { submitted, useTypedForm } from "../useTypedForm";

export default function Admins() {
  const { user } = useAuth();
  const list = useQuery(queries.admins());
  const twoFactor = useQuery(queries.adminsTwoFactor());
  const del = useConfirmDelete({ ...deletions.admin, failure: "Could not delete the administrator" });
  const reset = useTwoFactorReset();
  const level = useAccessChange();
  const enabled = new Set((twoFactor.data ?? []).filter((t) => t.enabled).map((t) => t.id));

  return (
    <div>
      <ScreenHeading>Administrators</ScreenHeading>
      <AddAdmin />
      {reset.error && (
        <Alert kind="danger" onDismiss={reset.clear}>
          {reset.error}
        </Alert>
      )}
      {level.error && (
        <Alert kind="danger" onDismiss={level.clear}>
          {level.error}
        </Alert>
      )}
      {reset.done && (
        <Alert kind="success" onDismiss={reset.clear}>
          {reset.done}
        </Alert>
      )}
      <ListTable list={list} what="the administrators" deletion={del} loadingText="Loading administrators…" emptyText="No administrators found."
        captionId="admins-caption"
        caption="Administrators"
        columns={["ID", "Username", "Email", "Mobile", "Role", "Access", "Two-step sign-in", "Delete"]}
        more={["ID", "Mobile"]}
        rowKey={(a) => a.id}
      >
        {(a) => (
          <>
            <td>{a.id}</td>
            <td>
              {a.username}
              {user?.user_id === a.id && <span className="admin-note"> (you)</span>}
            </td>
            <td className="admin-cell-email">{a.email}</td>
            <td className="admin-nowrap">{a.mobile}</td>
            <td>{a.role}</td>
            <td>
              <label className="visually-hidden" htmlFor={`access-${a.id}`}>
                Access level of {a.username}
              </label>
              <select
                id={`access-${a.id}`}
                value={a.access}
                disabled={level.busy}
                onChange={(e) => level.change(a, e.target.value as Access)}
              >
                {LEVELS.map(([value, label]) => (
                  <option key={value} value={value}>
                    {label}
                  </option>
                ))}
              </select>
            </td>
            <td className="admin-nowrap">
              {enabled.has(a.id) ? "On" : "Off"}
              {enabled.has(a.id) && user?.user_id !== a.id && (
                <>
                  {" "}
                  <button type="button" className="btn btn-secondary admin-btn-sm" onClick={() => reset.ask(a)}>
                    Reset<span className="visually-hidden"> two-step sign-in of {a.username}</span>
                  </button>
                </>
              )}
            </td>
            <td>
              <DeleteButton onClick={() => del.ask(a)} what={`administrator ${a.username}`} />
            </td>
          </>
        )}
      </ListTable>
      <ConfirmDialog {...del.dialog} message="Are you sure you want to delete the admin?" />
      <ConfirmDialog
        {...reset.dialog}
        title="Reset two-step sign-in"
        message={`Reset the two-step sign-in of ${reset.target?.username ?? ""}? Their authenticator app and recovery codes stop working and all their sessions end; they sign in next with their password alone and can set up an app again. The audit log records that you did this.`}
      />
    </div>
  );
}

/** The five access levels, as the select offers them. */
const LEVELS: [Access, string][] = [
  ["owner", "Owner"],
  ["manager", "Manager"],
  ["sales", "Sales"],
  ["recruiter", "Recruiter"],
  ["editor", "Editor"],
];

/** An account's level changed from its row; the list is read again after. */
function useAccessChange() {
  const mutation = useMutation({
    mutationFn: ({ a, access }: { a: Admin; access: Access }) =>
      ok(api.PATCH("/admin/admins/{id}", { params: { path: { id: a.id } }, body: { access } })),
    meta: { invalidates: CHANGES.admin },
  });
  return {
    change: (a: Admin, access: Access) => mutation.mutate({ a, access }),
    busy: mutation.isPending,
    error: failureText(mutation.error, "Could not change the access level"),
    clear: () => mutation.reset(),
  };
}

/** A colleague's two-step sign-in reset: asked, confirmed, sent, and its outcome. */
function useTwoFactorReset() {
  const [target, setTarget] = useState<Admin | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const mutation = useMutation({
    mutationFn: (a: Admin) => ok(api.POST("/admin/admins/{id}/2fa/reset", { params: { path: { id: a.id } } })),
    meta: { invalidates: CHANGES.admin },
    onSuccess: (r, a) =>
      setDone(`Two-step sign-in of ${a.username} reset. ${r.endedSessions === 1 ? "1 session" : `${r.endedSessions} sessions`} ended; they sign in with their password alone now.`),
    onSettled: () => setTarget(null),
  });
  return {
    target,
    ask: (a: Admin) => {
      setDone(null);
      mutation.reset();
      setTarget(a);
    },
    done,
    error: failureText(mutation.error, "Could not reset the two-step sign-in"),
    clear: () => {
      setDone(null);
      mutation.reset();
    },
    dialog: {
      open: target !== null,
      busy: mutation.isPending,
      onYes: () => target !== null && mutation.mutate(target),
      onNo: () => setTarget(null),
    },
  };
}

const NEW_ADMIN = { username: "", email: "", mobile: "", password: "", role: "" };

/** "Add administrator": the new account's details and its level, on this screen. */
function AddAdmin() {
  const [open, setOpen] = useState(false);
  const { form, field: typed, reset } = useTypedForm(NEW_ADMIN, "new-admin");
  const [access, setAccess] = useState<Access>("sales");
  const [done, setDone] = useState<string | null>(null);
  const add = useMutation({
    mutationFn: async () => {
      const made = await ok(api.POST("/admin/createad", { body: form }));
      // The original call gives the level the role names, else manager.
      const given = LEVELS.find(([level]) => level === form.role.trim().toLowerCase())?.[0] ?? "manager";
      if (given !== access) await ok(api.PATCH("/admin/admins/{id}", { params: { path: { id: made.user_id } }, body: { access } }));
      return made;
    },
    meta: { invalidates: CHANGES.admin },
    onSuccess: (made) => {
      setDone(`${made.username} can now sign in with ${made.email}.`);
      reset();
      setOpen(false);
    },
  });
  const refused = add.error ? refusedFields(add.error.status, add.error.body) : {};
  const failure = add.error && add.error.status !== 422 ? failureText(add.error, "The administrator was not added") : null;
  const field = (name: keyof typeof NEW_ADMIN) => typed(name, refused);
  if (!open) {
    return (
      <>
        {done && (
          <p className="admin-saved" role="status">
            {done}
          </p>
        )}
        <p>
          <button
            type="button"
            className="btn btn-primary"
            onClick={() => {
              setDone(null);
              setOpen(true);
            }}
          >
            Add administrator
          </button>
        </p>
      </>
    );
  }
  return (
    <form
      className="admin-panel admin-invoice-form"
      aria-labelledby="new-admin-title"
      noValidate
      onSubmit={submitted(add.mutate)}
    >
      <h2 id="new-admin-title" className="admin-h2">
        Add administrator
      </h2>
      {failure && <Alert kind="danger">{failure}</Alert>}
      <div className="admin-quote-line-figures">
        <TextField label="Username" required autoComplete="off" {...field("username")} />
        <TextField label="Email" type="email" required autoComplete="off" {...field("email")} />
        <TextField label="Mobile" type="tel" required autoComplete="off" {...field("mobile")} />
      </div>
      <div className="admin-quote-line-figures">
        <TextField label="Password" type="password" required autoComplete="new-password" hint="8 to 128 characters; they can change it under Your account." {...field("password")} />
        <TextField label="Role (job title)" required autoComplete="off" {...field("role")} />
        <SelectField id="new-admin-access" label="Access level" value={access} onChange={(e) => setAccess(e.target.value as Access)}>
          {LEVELS.map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </SelectField>
      </div>
      <FormActions busy={add.isPending} submit="Add the administrator" onCancel={() => setOpen(false)} />
    </form>
  );
}
