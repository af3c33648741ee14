// /admin-login/products: every affiliate product with search, filters
// (category, active or not), sorting and paging done by the server, the
// filters kept in the address, and "Export CSV" of what the list shows.
import { Alert } from "../components/Alert";
import { DataTable } from "../components/DataTable";
import { Pager } from "../components/Pager";
import { Loading, ScreenHeading } from "../components/Screen";
import { useAddressList } from "../useAddressList";
import { formatINR } from "../../lib/money";

interface ProductRow {
  id: number;
  title: string;
  brand: string;
  category: string;
  platform: string;
  price: number;
  originalPrice: number | null;
  active: boolean;
}

interface ProductPage {
  items: ProductRow[];
  total: number;
  page: number;
  pages: number;
  active: number;
  inactive: number;
}

export default function Products() {
  const { search, query, page, error, href, applyForm, exportQuery } = useAddressList<ProductPage>("/admin/products", "the products");
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
      <form className="admin-filters" onSubmit={onSubmit} key={search} role="search" aria-label="Filter products">
        <div className="admin-field">
          <label htmlFor="p-q">Search</label>
          <input id="p-q" name="q" type="search" defaultValue={query.get("q") ?? ""} placeholder="Title, brand, category" />
        </div>
        <div className="admin-field">
          <label htmlFor="p-category">Category</label>
          <input id="p-category" name="category" defaultValue={query.get("category") ?? ""} />
        </div>
        <div className="admin-field">
          <label htmlFor="p-active">Shown</label>
          <select id="p-active" name="active" defaultValue={query.get("active") ?? ""}>
            <option value="">Active and inactive{page ? ` (${page.active + page.inactive})` : ""}</option>
            <option value="true">Active{page ? ` (${page.active})` : ""}</option>
            <option value="false">Inactive{page ? ` (${page.inactive})` : ""}</option>
          </select>
        </div>
        <div className="admin-field">
          <label htmlFor="p-sort">Sort</label>
          <select id="p-sort" name="sort" defaultValue={query.get("sort") ?? "newest"}>
            <option value="newest">Newest first</option>
            <option value="oldest">Oldest first</option>
            <option value="title">Title</option>
            <option value="price">Price, low to high</option>
            <option value="-price">Price, high to low</option>
          </select>
        </div>
        <div className="admin-filters-actions">
          <button type="submit" className="btn btn-primary">
            Apply filters
          </button>
        </div>
      </form>
      {error && <Alert kind="danger">{error}</Alert>}
      {!page && !error && <Loading>Loading products…</Loading>}
      {page && (
        <>
          <p className="admin-result-count" role="status">
            {page.total === 1 ? "1 product" : `${page.total} products`} · page {page.page} of {page.pages}
          </p>
          {page.items.length > 0 ? (
            <DataTable captionId="products-caption" caption="Products" columns={["ID", "Title", "Brand", "Category", "Price", "Shown"]} rows={page.items} rowKey={(p) => p.id}>
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
          ) : (
            <p className="admin-empty">No products match these filters.</p>
          )}
          <Pager page={page.page} pages={page.pages} href={href} />
        </>
      )}
    </div>
  );
}
