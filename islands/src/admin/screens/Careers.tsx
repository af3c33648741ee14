// /admin-login/admin-career: every career
// application from GET /admin/getallcp, newest first, in exactly the agreed
// columns. Position Applied shows the snapshot name even when the position
// is gone. The Delete cell also holds the Update link to
// update-cenquiry/{posId}/{cId} (posId 0 when the position is gone); Delete
// asks in the shared dialog, then DELETE /admin/deletecarp/{cId} and reload.
import { useQuery } from "@tanstack/react-query";
import { ConfirmDialog } from "../components/ConfirmDialog";
import { DeleteButton, LeadLink, TimeCell, UpdateLink } from "../components/DataTable";
import { ListTable } from "../components/ListState";
import { ScreenHeading } from "../components/Screen";
import { deletions, queries } from "../queries";
import { useConfirmDelete } from "../useConfirmDelete";

export default function Careers() {
  const list = useQuery(queries.applications());
  const del = useConfirmDelete({ ...deletions.application, failure: "Could not delete the application" });

  return (
    <div>
      <ScreenHeading>Career Applications</ScreenHeading>
      <ListTable list={list} what="the applications" deletion={del} loadingText="Loading applications…" emptyText="No applications yet."
        captionId="careers-caption"
        caption="Career applications, newest first"
        columns={["ID", "Full Name", "Email", "Contact No", "Position Applied", "Date Of Application", "Delete"]}
        more={["Email", "Contact No"]}
        rowKey={(a) => a.cId}
      >
        {(a) => (
          <>
            <td>
              <LeadLink kind="applications" id={a.cId} />
            </td>
            <td>{a.fullName}</td>
            <td className="admin-cell-email">{a.email}</td>
            <td className="admin-nowrap">{a.mobileNumber}</td>
            <td className="admin-cell-text">
              {a.positionApplied.posName}
              {a.positionApplied.posId === null && <span className="admin-note"> (position closed)</span>}
            </td>
            <TimeCell at={a.submittedAt} />
            <td>
              <div className="admin-cell-actions">
                <UpdateLink
                  href={`/admin-login/admin-home/update-cenquiry/${a.positionApplied.posId ?? 0}/${a.cId}`}
                  what={`application ${a.cId}`}
                />
                <DeleteButton onClick={() => del.ask(a)} what={`application ${a.cId}`} />
              </div>
            </td>
          </>
        )}
      </ListTable>
      <ConfirmDialog {...del.dialog} message="Are you sure you want to delete this application?" />
    </div>
  );
}
