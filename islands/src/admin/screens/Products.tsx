// /admin-login/products: every affiliate product with search, filters
// (category, active or not), sorting and paging done by the server, the
// filters kept in the address, and "Export CSV" of what the list shows.
import { DataTable } from "../components/DataTable";
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
      <Results list={list} loading="Loading products…" noun={["product", "products"]} rows={(p) => p.items}>
        {(items) => (
          <DataTable captionId="products-caption" caption="Products" columns={["ID", "Title", "Brand", "Category", "Price", "Shown"]} rows={items} rowKey={(p) => p.id}>
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
              </>
            )}
          </DataTable>
        )}
      </Results>
    </div>
  );
}
