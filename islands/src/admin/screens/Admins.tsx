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
import { useMutation, useQuery } from "@tanstack/react-query";
import { useState } from "react";
import type { Access, Admin } from "../../api/types";
import { Alert } from "../components/Alert";
import { ConfirmDialog } from "../components/ConfirmDialog";
import { DeleteButton } from "../components/DataTable";
import { ListTable } from "../components/ListState";
import { AddLink, ScreenHeading } from "../components/Screen";
import { useAuth } from "../auth";
import { CHANGES, deletions, queries } from "../queries";
import { api, failureText, ok } from "../server";
import { useConfirmDelete } from "../useConfirmDelete";

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
      <AddLink href="/registration">Add administrator</AddLink>
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
  ["owner", "Owner: everything"],
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
