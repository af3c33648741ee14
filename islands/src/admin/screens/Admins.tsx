// /admin-login/admin-all-list: the administrators, with Delete
// after "Are you sure you want to delete the admin?". 204 removes the row;
// 409 (yourself, or the last administrator) shows the server's reason.
import { useQuery } from "@tanstack/react-query";
import { ConfirmDialog } from "../components/ConfirmDialog";
import { DeleteButton } from "../components/DataTable";
import { ListTable } from "../components/ListState";
import { AddLink, ScreenHeading } from "../components/Screen";
import { useAuth } from "../auth";
import { deletions, queries } from "../queries";
import { useConfirmDelete } from "../useConfirmDelete";

export default function Admins() {
  const { user } = useAuth();
  const list = useQuery(queries.admins());
  const del = useConfirmDelete({ ...deletions.admin, failure: "Could not delete the administrator" });

  return (
    <div>
      <ScreenHeading>Administrators</ScreenHeading>
      <AddLink href="/registration">Add administrator</AddLink>
      <ListTable list={list} what="the administrators" deletion={del} loadingText="Loading administrators…" emptyText="No administrators found."
        captionId="admins-caption"
        caption="Administrators"
        columns={["ID", "Username", "Email", "Mobile", "Role", "Delete"]}
        rowKey={(a) => a.user_id}
      >
        {(a) => (
          <>
            <td>{a.user_id}</td>
            <td>
              {a.username}
              {user?.user_id === a.user_id && <span className="admin-note"> (you)</span>}
            </td>
            <td className="admin-cell-email">{a.email}</td>
            <td className="admin-nowrap">{a.mobile}</td>
            <td>{a.role}</td>
            <td>
              <DeleteButton onClick={() => del.ask(a)} what={`administrator ${a.username}`} />
            </td>
          </>
        )}
      </ListTable>
      <ConfirmDialog {...del.dialog} message="Are you sure you want to delete the admin?" />
    </div>
  );
}
