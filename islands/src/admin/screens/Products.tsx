// /admin-login/products: every affiliate product with search, filters
// (category, active or not), sorting and paging done by the server, the
// filters kept in the address, and "Export CSV" of what the list shows.
import { useEffect, useState, type FormEvent } from "react";
import { Alert } from "../components/Alert";
import { DataTable } from "../components/DataTable";
import { Loading, ScreenHeading } from "../components/Screen";
import { useRouter } from "../router";
import { errorMessage, useApi } from "../useApi";
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
  const { search, path, navigate } = useRouter();
  const api = useApi();
  const query = new URLSearchParams(search);
  const [page, setPage] = useState<ProductPage | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    let live = true;
    void api<ProductPage>("GET", `/admin/products${search}`).then((res) => {
      if (!live) return;
      if (res.ok && res.data) {
        setPage(res.data);
        setError(null);
      } else if (res.status !== 401) setError(errorMessage(res, "Could not load the products"));
    });
    return () => {
      live = false;
    };
  }, [api, search]);

  const href = (changes: Record<string, string | null>) => {
    const next = new URLSearchParams(search);
    if (!("page" in changes)) next.delete("page");
    for (const [k, v] of Object.entries(changes)) {
      if (v === null || v === "") next.delete(k);
      else next.set(k, v);
    }
    const s = next.toString();
    return s ? `${path}?${s}` : path;
  };

  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const form = new FormData(e.currentTarget);
    const changes: Record<string, string | null> = {};
    for (const f of ["q", "category", "active", "sort"]) changes[f] = String(form.get(f) ?? "").trim();
    navigate(href(changes));
  };

  const exportQuery = new URLSearchParams(search);
  exportQuery.delete("page");
  exportQuery.delete("perPage");

  return (
    <div className="admin-leads">
      <ScreenHeading>Products</ScreenHeading>
      <nav className="admin-views" aria-label="Views">
        <a href="/admin-login/aff">Manage products</a>
        <a className="btn btn-secondary admin-btn-sm" href={`/admin/export/products.csv${exportQuery.toString() ? `?${exportQuery}` : ""}`} download>
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
          <nav className="admin-pager" aria-label="Pages">
            {page.page > 1 ? <a href={href({ page: String(page.page - 1) })}>Previous page</a> : <span />}
            {page.page < page.pages ? <a href={href({ page: String(page.page + 1) })}>Next page</a> : <span />}
          </nav>
        </>
      )}
    </div>
  );
}
