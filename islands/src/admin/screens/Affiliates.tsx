// /admin-login/aff (SPEC §2.8): every affiliate product, active rows green
// and inactive rows red, with the word Active/Inactive in its own column so
// colour is never the only signal. "Add product", Update links, and Delete
// after "Are you sure to delete?" (204, the list reloads).
import { useCallback, useState } from "react";
import { Alert } from "../components/Alert";
import { ConfirmDialog } from "../components/ConfirmDialog";
import { Empty, Loading, ScreenHeading, TableWrap } from "../components/Screen";
import type { ScreenProps } from "../context";
import { arrayOrUndefined, useLoad } from "../hooks";
import type { Product } from "../types";
import { errorMessage, useApi } from "../useApi";
import { formatINR } from "../../lib/money";

export default function Affiliates({ initialData }: ScreenProps) {
  const api = useApi();
  const load = useCallback(() => api<Product[]>("GET", "/admin/aff/all"), [api]);
  const list = useLoad(arrayOrUndefined<Product>(initialData), load, "the products");
  const [target, setTarget] = useState<Product | null>(null);
  const [deleting, setDeleting] = useState(false);
  const [actionError, setActionError] = useState<string | null>(null);

  const confirmDelete = async () => {
    if (!target) return;
    setDeleting(true);
    setActionError(null);
    const res = await api("DELETE", `/admin/aff/${target.id}`);
    if (res.status === 204) await list.reload();
    else if (res.status !== 401) {
      setActionError(errorMessage(res, "Could not delete the product"));
      if (res.status === 404) await list.reload();
    }
    setDeleting(false);
    setTarget(null);
  };

  const rows = list.data ?? [];
  return (
    <div>
      <ScreenHeading>Affiliate Products</ScreenHeading>
      <p className="admin-toolbar">
        <a className="btn btn-primary" href="/admin-login/aff/add-aff">
          Add product
        </a>
      </p>
      {list.error && <Alert kind="danger">{list.error}</Alert>}
      {actionError && (
        <Alert kind="danger" onDismiss={() => setActionError(null)}>
          {actionError}
        </Alert>
      )}
      {list.data === undefined ? (
        list.loading ? <Loading>Loading products…</Loading> : null
      ) : rows.length === 0 ? (
        <Empty>No affiliate products yet.</Empty>
      ) : (
        <TableWrap labelId="aff-caption">
          <table className="admin-table admin-aff-table">
            <caption id="aff-caption" className="visually-hidden">
              Affiliate products, newest first
            </caption>
            <thead>
              <tr>
                <th scope="col">ID</th>
                <th scope="col">Title</th>
                <th scope="col">Brand</th>
                <th scope="col">Category</th>
                <th scope="col">Platform</th>
                <th scope="col">Price</th>
                <th scope="col">M.R.P.</th>
                <th scope="col">Active</th>
                <th scope="col">Update</th>
                <th scope="col">Delete</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((p) => (
                <tr key={p.id} className={p.active ? "admin-row-active" : "admin-row-inactive"}>
                  <td>{p.id}</td>
                  <td className="admin-cell-text">{p.title}</td>
                  <td>{p.brand}</td>
                  <td>{p.category}</td>
                  <td>{p.platform}</td>
                  <td className="admin-nowrap admin-num">{formatINR(p.price)}</td>
                  <td className="admin-nowrap admin-num">{p.originalPrice === null ? "—" : formatINR(p.originalPrice)}</td>
                  <td>
                    <span className={`admin-badge ${p.active ? "admin-badge-active" : "admin-badge-inactive"}`}>
                      {p.active ? "Active" : "Inactive"}
                    </span>
                  </td>
                  <td>
                    <a className="btn btn-secondary admin-btn-sm" href={`/admin-login/aff/update/${p.id}`}>
                      Update<span className="visually-hidden"> {p.title}</span>
                    </a>
                  </td>
                  <td>
                    <button type="button" className="btn btn-danger admin-btn-sm" onClick={() => setTarget(p)}>
                      Delete<span className="visually-hidden"> {p.title}</span>
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
        message="Are you sure to delete?"
        busy={deleting}
        onYes={() => void confirmDelete()}
        onNo={() => setTarget(null)}
      />
    </div>
  );
}
