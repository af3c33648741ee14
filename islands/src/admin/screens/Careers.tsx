// /admin-login/admin-career (SPEC §2.8, DECISIONS §3): every career
// application from GET /admin/getallcp, newest first. Position Applied shows
// the snapshot name even when the position is gone. Update opens
// update-cenquiry/{posId}/{cId} (posId 0 when the position is gone); Delete
// asks in the shared dialog, then DELETE /admin/deletecarp/{cId} and reload.
import { useCallback, useState } from "react";
import { Alert } from "../components/Alert";
import { ConfirmDialog } from "../components/ConfirmDialog";
import { Empty, Loading, ScreenHeading, TableWrap } from "../components/Screen";
import type { ScreenProps } from "../context";
import { arrayOrUndefined, useLoad } from "../hooks";
import type { Application } from "../types";
import { errorMessage, useApi } from "../useApi";
import { formatIST } from "../../lib/time";

export default function Careers({ initialData }: ScreenProps) {
  const api = useApi();
  const load = useCallback(() => api<Application[]>("GET", "/admin/getallcp"), [api]);
  const list = useLoad(arrayOrUndefined<Application>(initialData), load, "the applications");
  const [target, setTarget] = useState<Application | null>(null);
  const [deleting, setDeleting] = useState(false);
  const [actionError, setActionError] = useState<string | null>(null);

  const confirmDelete = async () => {
    if (!target) return;
    setDeleting(true);
    setActionError(null);
    const res = await api("DELETE", `/admin/deletecarp/${target.cId}`);
    if (res.status === 204) await list.reload();
    else if (res.status !== 401) {
      setActionError(errorMessage(res, "Could not delete the application"));
      if (res.status === 404) await list.reload();
    }
    setDeleting(false);
    setTarget(null);
  };

  const rows = list.data ?? [];
  return (
    <div>
      <ScreenHeading>Career Applications</ScreenHeading>
      {list.error && <Alert kind="danger">{list.error}</Alert>}
      {actionError && (
        <Alert kind="danger" onDismiss={() => setActionError(null)}>
          {actionError}
        </Alert>
      )}
      {list.data === undefined ? (
        list.loading ? <Loading>Loading applications…</Loading> : null
      ) : rows.length === 0 ? (
        <Empty>No applications yet.</Empty>
      ) : (
        <TableWrap labelId="careers-caption">
          <table className="admin-table">
            <caption id="careers-caption" className="visually-hidden">
              Career applications, newest first
            </caption>
            <thead>
              <tr>
                <th scope="col">ID</th>
                <th scope="col">Full Name</th>
                <th scope="col">Email</th>
                <th scope="col">Contact No</th>
                <th scope="col">Position Applied</th>
                <th scope="col">Date Of Application</th>
                <th scope="col">Update</th>
                <th scope="col">Delete</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((a) => (
                <tr key={a.cId}>
                  <td>{a.cId}</td>
                  <td>{a.fullName}</td>
                  <td className="admin-cell-email">{a.email}</td>
                  <td className="admin-nowrap">{a.mobileNumber}</td>
                  <td className="admin-cell-text">
                    {a.positionApplied.posName}
                    {a.positionApplied.posId === null && <span className="admin-note"> (position closed)</span>}
                  </td>
                  <td className="admin-nowrap">
                    <time dateTime={a.submittedAt}>{formatIST(a.submittedAt)}</time>
                  </td>
                  <td>
                    <a
                      className="btn btn-secondary admin-btn-sm"
                      href={`/admin-login/admin-home/update-cenquiry/${a.positionApplied.posId ?? 0}/${a.cId}`}
                    >
                      Update<span className="visually-hidden"> application {a.cId}</span>
                    </a>
                  </td>
                  <td>
                    <button type="button" className="btn btn-danger admin-btn-sm" onClick={() => setTarget(a)}>
                      Delete<span className="visually-hidden"> application {a.cId}</span>
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
        message="Are you sure you want to delete this application?"
        busy={deleting}
        onYes={() => void confirmDelete()}
        onNo={() => setTarget(null)}
      />
    </div>
  );
}
