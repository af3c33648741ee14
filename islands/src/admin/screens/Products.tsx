// /admin-login/aff: every affiliate product, active rows green and inactive
// rows red, with the word Active/Inactive in its own column so colour is
// never the only signal; "Add product", Update links, and Delete after
// "Are you sure to delete?" (the list reloads). Search, filters (category,
// active or not), sorting and paging are done by the server, the filters
// kept in the address, and "Export CSV" takes what the list shows. Each
// row shows the product's human clicks of the last 30 days and its link's
// last check; above the list, every active product whose link check found
// a problem nobody acknowledged, with "Check now" and "Acknowledge". (The
// old address /admin-login/products leads here.)
import type { Product } from "../../api/types";
import { Alert } from "../components/Alert";
import { ConfirmDialog } from "../components/ConfirmDialog";
import { DataTable, DeleteButton, UpdateLink } from "../components/DataTable";
import { HealthActions, HealthBadge, HealthDetail } from "../components/LinkHealth";
import { FilterForm, FilterInput, FilterSelect, Results } from "../components/Filters";
import { AddLink, ScreenHeading } from "../components/Screen";
import { deletions, queries } from "../queries";
import { titleOf } from "../routes";
import { useConfirmDelete } from "../useConfirmDelete";
import { useAddressList } from "../useAddressList";
import { formatINR } from "../../lib/money";

export default function Products() {
  const list = useAddressList(queries.productPage, "the products");
  const { search, query, page, applyForm, exportQuery } = list;
  const onSubmit = applyForm(["q", "category", "active", "sort"]);
  const del = useConfirmDelete({ ...deletions.product, failure: "Could not delete the product" });

  return (
    <div className="admin-leads">
      <ScreenHeading>{titleOf("affiliates")}</ScreenHeading>
      <nav className="admin-views" aria-label="Views">
        <AddLink href="/admin-login/aff/add-aff">Add product</AddLink>
        <a className="btn btn-secondary admin-btn-sm" href={`/admin/export/products.csv${exportQuery()}`} download>
          Export CSV
        </a>
      </nav>
      <FilterForm label="Filter products" search={search} onSubmit={onSubmit}>
        <FilterInput idPrefix="p" name="q" label="Search" type="search" query={query} placeholder="Title, brand, category" />
        <FilterInput idPrefix="p" name="category" label="Category" query={query} />
        <FilterSelect idPrefix="p" name="active" label="Shown" query={query}>
          <option value="">Active and inactive{page ? ` (${page.active + page.inactive})` : ""}</option>
          <option value="true">Active{page ? ` (${page.active})` : ""}</option>
          <option value="false">Inactive{page ? ` (${page.inactive})` : ""}</option>
        </FilterSelect>
        <FilterSelect idPrefix="p" name="sort" label="Sort" query={query} fallback="newest">
          <option value="newest">Newest first</option>
          <option value="oldest">Oldest first</option>
          <option value="title">Title</option>
          <option value="price">Price, low to high</option>
          <option value="-price">Price, high to low</option>
        </FilterSelect>
      </FilterForm>
      {page && page.attention.length > 0 && <Attention products={page.attention} />}
      {del.error && (
        <Alert kind="danger" onDismiss={del.clearError}>
          {del.error}
        </Alert>
      )}
      <Results list={list} loading="Loading products…" noun={["product", "products"]} rows={(p) => p.items}>
        {(items) => (
          <DataTable
            captionId="products-caption"
            caption="Products"
            className="admin-aff-table"
            columns={["ID", "Title", "Brand", "Category", "Platform", "Price", "M.R.P.", "Active", "Clicks (30 days)", "Link", "Update", "Delete"]}
            more={["ID", "Brand", "Category", "M.R.P.", "Clicks (30 days)"]}
            rows={items}
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
                  <span className={`admin-badge ${p.active ? "admin-badge-active" : "admin-badge-inactive"}`}>{p.active ? "Active" : "Inactive"}</span>
                </td>
                <td className="admin-num">{p.clicks30d}</td>
                <td>
                  <HealthBadge health={p.health} />
                </td>
                <td>
                  <UpdateLink href={`/admin-login/aff/update/${p.id}`} what={p.title} />
                </td>
                <td>
                  <DeleteButton onClick={() => del.ask(p)} what={p.title} />
                </td>
              </>
            )}
          </DataTable>
        )}
      </Results>
      <ConfirmDialog {...del.dialog} message="Are you sure to delete?" />
    </div>
  );
}

/** The products whose link needs a look, each with what the check saw. */
function Attention({ products }: { products: Product[] }) {
  return (
    <section className="admin-panel admin-toolbar" aria-labelledby="aff-attention-title">
      <h2 id="aff-attention-title">Links that need attention</h2>
      <ul className="admin-list">
        {products.map((p) => (
          <li key={p.id}>
            <a href={`/admin-login/aff/update/${p.id}`}>{p.title}</a> <HealthBadge health={p.health} />
            {p.health && <HealthDetail health={p.health} />}
            <HealthActions product={p} />
          </li>
        ))}
      </ul>
    </section>
  );
}
