// The business enquiries below Today at /admin-login/admin-home: the
// specification's cards (Career Page, Department, Services, Logout) and its
// enquiry table with Update and Remove. Remove asks in the "Confirm
// Deletion" dialog; Yes deletes by id and the list reloads. Each ID opens
// the enquiry's lead page. The table shows a page at a time (GET
// /admin/enquiries, 25 newest first; the page lives in the address). On a
// laptop it is a dense table, one line an enquiry, each long cell cut with
// an ellipsis and whole in its title (and on the lead's page); cards on a
// phone.
import { useQuery } from "@tanstack/react-query";
import { Alert } from "../components/Alert";
import { ConfirmDialog } from "../components/ConfirmDialog";
import { DeleteButton, LeadLink, TimeCell, UpdateLink } from "../components/DataTable";
import { ListTable } from "../components/ListState";
import { Pager } from "../components/Pager";
import { useLogout } from "../logout";
import { deletions, queries } from "../queries";
import { useAddressList } from "../useAddressList";
import { useConfirmDelete } from "../useConfirmDelete";
import { useGoesWith } from "../useGoesWith";

export function BusinessEnquiries() {
  const { search, page, href } = useAddressList(queries.enquiryPage, "the enquiries");
  const loaded = useQuery(queries.enquiryPage(search));
  const list = { data: loaded.data?.items, isPending: loaded.isPending, error: loaded.error };
  const del = useConfirmDelete({ ...deletions.enquiry, failure: "Could not delete the enquiry" });
  const goesWith = useGoesWith("enquiries", del.dialog.busy ? null : (del.target?.id ?? null));
  const { logout, busy: loggingOut, error: logoutError, clearError } = useLogout();

  return (
    <section className="admin-home" aria-labelledby="enquiries-title">
      <h2 id="enquiries-title" className="admin-h2">
        Business Enquiries
      </h2>
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

      <ListTable list={list} what="the enquiries" deletion={del} loadingText="Loading enquiries…" emptyText="No enquiries yet."
        captionId="enquiries-caption"
        caption="Business enquiries, newest first"
        columns={["ID", "First Name", "Last Name", "Business Email", "Contact No", "Address", "Message", "Service", "Date", "Update", "Delete"]}
        more={["Business Email", "Contact No", "Address", "Message"]}
        rowKey={(q) => q.id}
        className="admin-dense admin-home-list"
      >
        {(q) => {
          const service = `${q.service.serviceName} - ${q.service.subServiceName}`;
          return (
          <>
            <td>
              <LeadLink kind="enquiries" id={q.id} />
            </td>
            <td title={q.firstName}>{q.firstName}</td>
            <td title={q.lastName}>{q.lastName}</td>
            <td title={q.email}>{q.email}</td>
            <td>{q.phone}</td>
            <td title={q.address}>
              <span className="admin-clamp">{q.address}</span>
            </td>
            <td title={q.message}>
              <span className="admin-clamp">{q.message}</span>
            </td>
            <td title={service}>
              {service}
              {q.service.id === null && <span className="admin-note"> (service deleted)</span>}
            </td>
            <TimeCell at={q.submittedAt} />
            <td>
              <UpdateLink href={`/admin-login/admin-home/update-benquiry/${q.id}`} what={`enquiry ${q.id}`} />
            </td>
            <td>
              <DeleteButton onClick={() => del.ask(q)} what={`enquiry ${q.id}`}>
                Remove
              </DeleteButton>
            </td>
          </>
          );
        }}
      </ListTable>
      {page && page.total > 0 && (
        <p className="admin-note" aria-live="polite">
          Page {page.page} of {page.pages}: {page.total} enquiries in all.
        </p>
      )}
      {page && <Pager page={page.page} pages={page.pages} href={href} />}
      <ConfirmDialog {...del.dialog} message="Are you sure you want to delete this enquiry?" detail={goesWith} />
    </section>
  );
}
