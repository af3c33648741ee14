// Previous and next page links of a list whose page lives in the address.
export function Pager({ page, pages, href }: { page: number; pages: number; href: (changes: Record<string, string | null>) => string }) {
  return (
    <nav className="admin-pager" aria-label="Pages">
      {page > 1 ? <a href={href({ page: String(page - 1) })}>Previous page</a> : <span />}
      {page < pages ? <a href={href({ page: String(page + 1) })}>Next page</a> : <span />}
    </nav>
  );
}
