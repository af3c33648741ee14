// A list screen whose filters live in the address (so it can be bookmarked
// and Back returns to the previous filters): it loads `${apiPath}${search}`
// each time the query string changes, builds addresses with some filters
// changed (back to page 1 unless the page is one of them), and applies a
// filter form by navigating to the address it describes.
import { useEffect, useState, type FormEvent } from "react";
import { useRouter } from "./router";
import { errorMessage, useApi } from "./useApi";

export function useAddressList<P>(apiPath: string, what: string) {
  const { search, path, navigate } = useRouter();
  const api = useApi();
  const query = new URLSearchParams(search);
  const [page, setPage] = useState<P | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    let live = true;
    setError(null);
    void api<P>("GET", `${apiPath}${search}`).then((res) => {
      if (!live) return;
      if (res.ok && res.data) setPage(res.data);
      else if (res.status !== 401) setError(errorMessage(res, `Could not load ${what}`));
    });
    return () => {
      live = false;
    };
  }, [api, apiPath, search, what]);

  /** The address of this list with `changes` applied (page back to 1 unless given). */
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

  /** onSubmit of a filter form: navigates to the list with `fields` as the form has them. */
  const applyForm = (fields: readonly string[]) => (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const form = new FormData(e.currentTarget);
    const changes: Record<string, string | null> = {};
    for (const f of fields) {
      const v = form.get(f);
      changes[f] = typeof v === "string" ? v.trim() : null;
    }
    navigate(href(changes));
  };

  /** The filters without paging, for an export of every page. */
  const exportQuery = () => {
    const q = new URLSearchParams(search);
    q.delete("page");
    q.delete("perPage");
    const s = q.toString();
    return s ? `?${s}` : "";
  };

  return { search, path, query, page, error, href, applyForm, exportQuery };
}
