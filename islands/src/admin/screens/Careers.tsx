// /admin-login/admin-career: the career applications from GET
// /admin/applications, a page at a time (25 newest first; the page lives
// in the address), in exactly the agreed columns. Position Applied shows
// the snapshot name even when the position is gone. The Delete cell also
// holds the Update link to update-cenquiry/{positionId}/{id} (0 when the
// position is gone); Delete asks in the shared dialog, then DELETE
// /admin/applications/{id} and reload.
import { useQuery } from "@tanstack/react-query";
import { ConfirmDialog } from "../components/ConfirmDialog";
import { DeleteButton, LeadLink, TimeCell, UpdateLink } from "../components/DataTable";
import { ListTable } from "../components/ListState";
import { Pager } from "../components/Pager";
import { ScreenHeading } from "../components/Screen";
import { deletions, queries } from "../queries";
import { useAddressList } from "../useAddressList";
import { useConfirmDelete } from "../useConfirmDelete";
import { useGoesWith } from "../useGoesWith";

export default function Careers() {
  const { search, page, href } = useAddressList(queries.applicationPage, "the applications");
  const loaded = useQuery(queries.applicationPage(search));
  const list = { data: loaded.data?.items, isPending: loaded.isPending, error: loaded.error };
  const del = useConfirmDelete({ ...deletions.application, failure: "Could not delete the application" });
  const goesWith = useGoesWith("applications", del.dialog.busy ? null : (del.target?.id ?? null));

  return (
    <div>
      <ScreenHeading>Career Applications</ScreenHeading>
      <ListTable list={list} what="the applications" deletion={del} loadingText="Loading applications…" emptyText="No applications yet."
        captionId="careers-caption"
        caption="Career applications, newest first"
        columns={["ID", "Full Name", "Email", "Contact No", "Position Applied", "Date Of Application", "Delete"]}
        more={["Email", "Contact No"]}
        rowKey={(a) => a.id}
      >
        {(a) => (
          <>
            <td>
              <LeadLink kind="applications" id={a.id} />
            </td>
            <td>{a.fullName}</td>
            <td className="admin-cell-email">{a.email}</td>
            <td className="admin-nowrap">{a.phone}</td>
            <td className="admin-cell-text">
              {a.position.name}
              {a.position.id === null && <span className="admin-note"> (position closed)</span>}
            </td>
            <TimeCell at={a.submittedAt} />
            <td>
              <div className="admin-cell-actions">
                <UpdateLink href={`/admin-login/admin-home/update-cenquiry/${a.position.id ?? 0}/${a.id}`} what={`application ${a.id}`} />
                <DeleteButton onClick={() => del.ask(a)} what={`application ${a.id}`} />
              </div>
            </td>
          </>
        )}
      </ListTable>
      {page && page.total > 0 && (
        <p className="admin-note" aria-live="polite">
          Page {page.page} of {page.pages}: {page.total} applications in all.
        </p>
      )}
      {page && <Pager page={page.page} pages={page.pages} href={href} />}
      <ConfirmDialog {...del.dialog} message="Are you sure you want to delete this application?" detail={goesWith} />
    </div>
  );
}
