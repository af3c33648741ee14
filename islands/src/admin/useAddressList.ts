// A list screen whose filters live in the address (so it can be bookmarked
// and Back returns to the previous filters): its query (one per query
// string, the last page shown while the next loads), addresses with some
// filters changed (back to page 1 unless the page is one of them), and a
// filter form applied by navigating to the address it describes.
import { useQuery, type QueryKey, type UseQueryOptions } from "@tanstack/react-query";
import type { FormEvent } from "react";
import { useRouter } from "./router";
import { loadFailure, type ApiFailure } from "./server";

export function useAddressList<P, K extends QueryKey>(
  pageQuery: (search: string) => UseQueryOptions<P, ApiFailure, P, K>,
  what: string,
) {
  const { search, path, navigate } = useRouter();
  const query = new URLSearchParams(search);
  const loaded = useQuery(pageQuery(search));
  const page = loaded.data ?? null;
  const error = loadFailure(loaded.error, what);

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
