// /admin-login/admin-all-list (SPEC §2.8): the administrators, with Delete
// after "Are you sure you want to delete the admin?". 204 removes the row;
// 409 (yourself, or the last administrator) shows the server's reason.
import { ConfirmDialog } from "../components/ConfirmDialog";
import { DataTable, DeleteButton } from "../components/DataTable";
import { ListState } from "../components/ListState";
import { ScreenHeading } from "../components/Screen";
import type { ScreenProps } from "../context";
import { useAuth } from "../auth";
import { useList } from "../hooks";
import type { Admin } from "../types";
import { useConfirmDelete } from "../useConfirmDelete";

export default function Admins({ initialData }: ScreenProps) {
  const { user } = useAuth();
  const list = useList<Admin>(initialData, "/admin/getalla", "the administrators");
  const del = useConfirmDelete<Admin>({
    path: (a) => `/admin/deleteuser/${a.user_id}`,
    failure: "Could not delete the administrator",
    reload: list.reload,
    onDeleted: (gone) => list.setData((old) => old?.filter((a) => a.user_id !== gone.user_id)),
  });

  return (
    <div>
      <ScreenHeading>Administrators</ScreenHeading>
      <p className="admin-toolbar">
        <a className="btn btn-primary" href="/registration">
          Add administrator
        </a>
      </p>
      <ListState list={list} deletion={del} loadingText="Loading administrators…" emptyText="No administrators found.">
        {(rows) => (
          <DataTable
            captionId="admins-caption"
            caption="Administrators"
            columns={["ID", "Username", "Email", "Mobile", "Role", "Delete"]}
            rows={rows}
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
          </DataTable>
        )}
      </ListState>
      <ConfirmDialog {...del.dialog} message="Are you sure you want to delete the admin?" />
    </div>
  );
}
