// /admin-login/products: every affiliate product with search, filters
// (category, active or not), sorting and paging done by the server, the
// filters kept in the address, and "Export CSV" of what the list shows.
// Each row shows the product's human clicks of the last 30 days and its
// link's last check; above the list, every active product whose link check
// found a problem nobody acknowledged, with "Check now" and "Acknowledge".
import type { Product } from "../../api/types";
import { DataTable } from "../components/DataTable";
import { HealthActions, HealthBadge, HealthDetail } from "../components/LinkHealth";
import { FilterForm, FilterInput, FilterSelect, Results } from "../components/Filters";
import { ScreenHeading } from "../components/Screen";
import { queries } from "../queries";
import { useAddressList } from "../useAddressList";
import { formatINR } from "../../lib/money";

export default function Products() {
  const list = useAddressList(queries.productPage, "the products");
  const { search, query, page, applyForm, exportQuery } = list;
  const onSubmit = applyForm(["q", "category", "active", "sort"]);

  return (
    <div className="admin-leads">
      <ScreenHeading>Products</ScreenHeading>
      <nav className="admin-views" aria-label="Views">
        <a href="/admin-login/aff">Manage products</a>
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
      <Results list={list} loading="Loading products…" noun={["product", "products"]} rows={(p) => p.items}>
        {(items) => (
          <DataTable captionId="products-caption" caption="Products" columns={["ID", "Title", "Brand", "Category", "Price", "Shown", "Clicks (30 days)", "Link"]} more={["Brand", "Category", "Clicks (30 days)"]} rows={items} rowKey={(p) => p.id}>
            {(p) => (
              <>
                <td>
                  <a href={`/admin-login/aff/update/${p.id}`}>{p.id}</a>
                </td>
                <td className="admin-cell-text">{p.title}</td>
                <td>{p.brand}</td>
                <td>{p.category}</td>
                <td className="admin-nowrap">{formatINR(p.price)}</td>
                <td>{p.active ? "Active" : "Inactive"}</td>
                <td className="admin-num">{p.clicks30d}</td>
                <td>
                  <HealthBadge health={p.health} />
                </td>
              </>
            )}
          </DataTable>
        )}
      </Results>
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
