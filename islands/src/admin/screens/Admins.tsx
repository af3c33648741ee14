// /admin-login/admin-all-list (SPEC §2.8): the administrators, with Delete
// after "Are you sure you want to delete the admin?". 204 removes the row;
// 409 (yourself, or the last administrator) shows the server's reason.
import { useCallback, useState } from "react";
import { Alert } from "../components/Alert";
import { ConfirmDialog } from "../components/ConfirmDialog";
import { Empty, Loading, ScreenHeading, TableWrap } from "../components/Screen";
import type { ScreenProps } from "../context";
import { useAuth } from "../auth";
import { arrayOrUndefined, useLoad } from "../hooks";
import type { Admin } from "../types";
import { errorMessage, useApi } from "../useApi";

export default function Admins({ initialData }: ScreenProps) {
  const api = useApi();
  const { user } = useAuth();
  const load = useCallback(() => api<Admin[]>("GET", "/admin/getalla"), [api]);
  const list = useLoad(arrayOrUndefined<Admin>(initialData), load, "the administrators");
  const [target, setTarget] = useState<Admin | null>(null);
  const [deleting, setDeleting] = useState(false);
  const [actionError, setActionError] = useState<string | null>(null);

  const confirmDelete = async () => {
    if (!target) return;
    setDeleting(true);
    setActionError(null);
    const res = await api("DELETE", `/admin/deleteuser/${target.user_id}`);
    if (res.status === 204) {
      const gone = target.user_id;
      list.setData((old) => old?.filter((a) => a.user_id !== gone));
    } else if (res.status !== 401) {
      setActionError(errorMessage(res, "Could not delete the administrator"));
      if (res.status === 404) await list.reload();
    }
    setDeleting(false);
    setTarget(null);
  };

  const rows = list.data ?? [];
  return (
    <div>
      <ScreenHeading>Administrators</ScreenHeading>
      <p className="admin-toolbar">
        <a className="btn btn-primary" href="/registration">
          Add administrator
        </a>
      </p>
      {list.error && <Alert kind="danger">{list.error}</Alert>}
      {actionError && (
        <Alert kind="danger" onDismiss={() => setActionError(null)}>
          {actionError}
        </Alert>
      )}
      {list.data === undefined ? (
        list.loading ? <Loading>Loading administrators…</Loading> : null
      ) : rows.length === 0 ? (
        <Empty>No administrators found.</Empty>
      ) : (
        <TableWrap labelId="admins-caption">
          <table className="admin-table">
            <caption id="admins-caption" className="visually-hidden">
              Administrators
            </caption>
            <thead>
              <tr>
                <th scope="col">ID</th>
                <th scope="col">Username</th>
                <th scope="col">Email</th>
                <th scope="col">Mobile</th>
                <th scope="col">Role</th>
                <th scope="col">Delete</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((a) => (
                <tr key={a.user_id}>
                  <td>{a.user_id}</td>
                  <td>
                    {a.username}
                    {user?.user_id === a.user_id && <span className="admin-note"> (you)</span>}
                  </td>
                  <td className="admin-cell-email">{a.email}</td>
                  <td className="admin-nowrap">{a.mobile}</td>
                  <td>{a.role}</td>
                  <td>
                    <button type="button" className="btn btn-danger admin-btn-sm" onClick={() => setTarget(a)}>
                      Delete<span className="visually-hidden"> administrator {a.username}</span>
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableWrap>
      )}
      <ConfirmDialog
        open={target !== null}
        message="Are you sure you want to delete the admin?"
        busy={deleting}
        onYes={() => void confirmDelete()}
        onNo={() => setTarget(null)}
      />
    </div>
  );
}
