// /admin-login/aff: every affiliate product, active rows green
// and inactive rows red, with the word Active/Inactive in its own column so
// colour is never the only signal. "Add product", Update links, and Delete
// after "Are you sure to delete?" (204, the list reloads). A page at a
// time (the page lives in the address), as GET /admin/products reads them.
import { useQuery } from "@tanstack/react-query";
import { ConfirmDialog } from "../components/ConfirmDialog";
import { Pager } from "../components/Pager";
import { DeleteButton, UpdateLink } from "../components/DataTable";
import { ListTable } from "../components/ListState";
import { AddLink, ScreenHeading } from "../components/Screen";
import { deletions, queries } from "../queries";
import { useAddressList } from "../useAddressList";
import { useConfirmDelete } from "../useConfirmDelete";
import { formatINR } from "../../lib/money";

export default function Affiliates() {
  const { search, page, href } = useAddressList(queries.productPage, "the products");
  const loaded = useQuery(queries.productPage(search));
  const list = { data: loaded.data?.items, isPending: loaded.isPending, error: loaded.error };
  const del = useConfirmDelete({ ...deletions.product, failure: "Could not delete the product" });

  return (
    <div>
      <ScreenHeading>Affiliate Products</ScreenHeading>
      <AddLink href="/admin-login/aff/add-aff">Add product</AddLink>
      <ListTable list={list} what="the products" deletion={del} loadingText="Loading products…" emptyText="No affiliate products yet."
        captionId="aff-caption"
        caption="Affiliate products, newest first"
        className="admin-aff-table"
        columns={["ID", "Title", "Brand", "Category", "Platform", "Price", "M.R.P.", "Active", "Update", "Delete"]}
        more={["ID", "Brand", "Category", "M.R.P."]}
        rowKey={(p) => p.id}
        rowClassName={(p) => (p.active ? "admin-row-active" : "admin-row-inactive")}
      >
        {(p) => (
          <>
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
              <UpdateLink href={`/admin-login/aff/update/${p.id}`} what={p.title} />
            </td>
            <td>
              <DeleteButton onClick={() => del.ask(p)} what={p.title} />
            </td>
          </>
        )}
      </ListTable>
      {page && <Pager page={page.page} pages={page.pages} href={href} />}
      <ConfirmDialog {...del.dialog} message="Are you sure to delete?" />
    </div>
  );
}
