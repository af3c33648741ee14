// /admin-login/admin-home (SPEC §2.8): the dashboard cards (Career Page,
// Department, Services, Logout, plus Administrators and Affiliate products)
// and the business enquiry table with Update and Remove. Remove asks in the
// "Confirm Deletion" dialog; Yes deletes by bId and the list reloads.
import { useCallback, useState } from "react";
import { Alert } from "../components/Alert";
import { ConfirmDialog } from "../components/ConfirmDialog";
import { Empty, Loading, ScreenHeading, TableWrap } from "../components/Screen";
import type { ScreenProps } from "../context";
import { arrayOrUndefined, useLoad } from "../hooks";
import { useLogout } from "../logout";
import type { Enquiry } from "../types";
import { errorMessage, useApi } from "../useApi";
import { formatIST } from "../../lib/time";

export default function Enquiries({ initialData }: ScreenProps) {
  const api = useApi();
  const load = useCallback(() => api<Enquiry[]>("GET", "/admin/getallbe"), [api]);
  const list = useLoad(arrayOrUndefined<Enquiry>(initialData), load, "the enquiries");
  const { logout, busy: loggingOut, error: logoutError, clearError } = useLogout();
  const [target, setTarget] = useState<Enquiry | null>(null);
  const [deleting, setDeleting] = useState(false);
  const [actionError, setActionError] = useState<string | null>(null);

  const confirmDelete = async () => {
    if (!target) return;
    setDeleting(true);
    setActionError(null);
    const res = await api("DELETE", `/admin/delete/${target.bId}`);
    if (res.status === 204) await list.reload();
    else if (res.status !== 401) {
      setActionError(errorMessage(res, "Could not delete the enquiry"));
      if (res.status === 404) await list.reload();
    }
    setDeleting(false);
    setTarget(null);
  };

  const rows = list.data ?? [];
  return (
    <div className="admin-home">
      <ScreenHeading>Admin Dashboard</ScreenHeading>
      <nav aria-label="Sections" className="admin-cards">
        <a className="admin-card" href="/admin-login/admin-career">
          <span className="admin-card-title">Career Page</span>
          <span className="admin-card-text">Job applications</span>
        </a>
        <a className="admin-card" href="/admin-login/admin-dept">
          <span className="admin-card-title">Department</span>
          <span className="admin-card-text">Departments and open positions</span>
        </a>
        <a className="admin-card" href="/admin-login/all-services">
          <span className="admin-card-title">Services</span>
          <span className="admin-card-text">Services offered in the enquiry form</span>
        </a>
        <a className="admin-card" href="/admin-login/admin-all-list">
          <span className="admin-card-title">Administrators</span>
          <span className="admin-card-text">Who can sign in here</span>
        </a>
        <a className="admin-card" href="/admin-login/aff">
          <span className="admin-card-title">Affiliate products</span>
          <span className="admin-card-text">Recommended products and links</span>
        </a>
        <button type="button" className="admin-card admin-card-logout" onClick={() => void logout()} disabled={loggingOut}>
          <span className="admin-card-title">{loggingOut ? "Logging out…" : "Logout"}</span>
          <span className="admin-card-text">End this session</span>
        </button>
      </nav>
      {logoutError && (
        <Alert kind="danger" onDismiss={clearError}>
          {logoutError}
        </Alert>
      )}

      <h2 id="enquiries-title" className="admin-h2">
        Business Enquiries
      </h2>
      {list.error && <Alert kind="danger">{list.error}</Alert>}
      {actionError && (
        <Alert kind="danger" onDismiss={() => setActionError(null)}>
          {actionError}
        </Alert>
      )}
      {list.data === undefined ? (
        list.loading ? <Loading>Loading enquiries…</Loading> : null
      ) : rows.length === 0 ? (
        <Empty>No enquiries yet.</Empty>
      ) : (
        <TableWrap labelId="enquiries-caption">
          <table className="admin-table">
            <caption id="enquiries-caption" className="visually-hidden">
              Business enquiries, newest first
            </caption>
            <thead>
              <tr>
                <th scope="col">ID</th>
                <th scope="col">First Name</th>
                <th scope="col">Last Name</th>
                <th scope="col">Business Email</th>
                <th scope="col">Contact No</th>
                <th scope="col">Address</th>
                <th scope="col">Message</th>
                <th scope="col">Service</th>
                <th scope="col">Date</th>
                <th scope="col">Update</th>
                <th scope="col">Delete</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((q) => (
                <tr key={q.bId}>
                  <td>{q.bId}</td>
                  <td>{q.fName}</td>
                  <td>{q.lName}</td>
                  <td className="admin-cell-email">{q.bEmail}</td>
                  <td className="admin-nowrap">{q.contactNumber}</td>
                  <td className="admin-cell-text">{q.address}</td>
                  <td className="admin-cell-long">{q.message}</td>
                  <td className="admin-cell-text">
                    {q.selectedService.serviceName} - {q.selectedService.subServiceName}
                    {q.selectedService.serId === null && <span className="admin-note"> (service deleted)</span>}
                  </td>
                  <td className="admin-nowrap">
                    <time dateTime={q.submittedAt}>{formatIST(q.submittedAt)}</time>
                  </td>
                  <td>
                    <a className="btn btn-secondary admin-btn-sm" href={`/admin-login/admin-home/update-benquiry/${q.bId}`}>
                      Update<span className="visually-hidden"> enquiry {q.bId}</span>
                    </a>
                  </td>
                  <td>
                    <button type="button" className="btn btn-danger admin-btn-sm" onClick={() => setTarget(q)}>
                      Remove<span className="visually-hidden"> enquiry {q.bId}</span>
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
        message="Are you sure you want to delete this enquiry?"
        busy={deleting}
        onYes={() => void confirmDelete()}
        onNo={() => setTarget(null)}
      />
    </div>
  );
}
