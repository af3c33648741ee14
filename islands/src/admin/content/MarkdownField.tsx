// A Markdown field of the content editor (an article's body) with its image
// picker: "Insert an image" opens a search over the media library
// (GET /admin/media/page, six at a time, newest first, by file name or alt
// text), and an image's Insert button puts its Markdown into the field on a
// line of its own where the cursor last was (at the end before the field
// was used). The picker's search and page are its own, not the address's:
// the editor's address is the item's.
import { useQuery } from "@tanstack/react-query";
import { useRef, useState, type KeyboardEvent } from "react";
import type { MediaImage } from "../../api/types";
import { Alert } from "../components/Alert";
import { TextAreaField } from "../components/Fields";
import { Loading } from "../components/Screen";
import { withImage } from "../../lib/markdownImage";
import { queries } from "../queries";
import { loadFailure } from "../server";

/** Images on one page of the picker. */
const PER_PAGE = 6;

function Picker({ fieldLabel, idPrefix, onPick }: { fieldLabel: string; idPrefix: string; onPick: (m: MediaImage) => void }) {
  const [words, setWords] = useState("");
  const [page, setPage] = useState(1);
  const search = new URLSearchParams({ perPage: String(PER_PAGE), page: String(page), ...(words ? { q: words } : {}) }).toString();
  const loaded = useQuery(queries.mediaPage(`?${search}`));
  const error = loadFailure(loaded.error, "the images");
  const found = loaded.data;

  const [typed, setTyped] = useState("");
  // A search box, not a form: the picker sits inside the editor's form, and
  // a form may not hold another (its submit would save the item).
  const apply = () => {
    setWords(typed.trim());
    setPage(1);
  };

  return (
    <section className="content-picker" aria-label={`Images for ${fieldLabel}`}>
      <div className="content-picker-search" role="search" aria-label={`Search the images for ${fieldLabel}`}>
        <div className="admin-field">
          <label htmlFor={`${idPrefix}-q`}>Search the images</label>
          <input
            id={`${idPrefix}-q`}
            type="search"
            value={typed}
            placeholder="File name or alt text"
            onChange={(e) => setTyped(e.target.value)}
            onKeyDown={(e: KeyboardEvent<HTMLInputElement>) => {
              if (e.key === "Enter") {
                e.preventDefault();
                apply();
              }
            }}
          />
        </div>
        <button type="button" className="btn btn-secondary admin-btn-sm" onClick={apply}>
          Search
        </button>
      </div>
      {error && <Alert kind="danger">{error}</Alert>}
      {!found && !error && <Loading>Loading the images…</Loading>}
      {found && (
        <>
          <p className="admin-result-count" role="status">
            {found.total === 1 ? "1 image" : `${found.total} images`} · page {found.page} of {found.pages}
          </p>
          {found.items.length === 0 ? (
            <p className="admin-empty">{words ? "No images match this search." : "No images yet: upload one in the media library."}</p>
          ) : (
            <ul className="content-picker-list" role="list">
              {found.items.map((m) => (
                <li key={m.id} className="content-picker-item">
                  <img src={m.sizes[0]?.url ?? m.url} alt="" width={m.sizes[0]?.width ?? m.width} height={m.sizes[0]?.height ?? m.height} loading="lazy" />
                  <span className="content-picker-alt">{m.alt}</span>
                  <button type="button" className="btn btn-primary admin-btn-sm" onClick={() => onPick(m)}>
                    Insert<span className="visually-hidden"> {m.alt}</span>
                  </button>
                </li>
              ))}
            </ul>
          )}
          <nav className="admin-pager" aria-label="Pages of images">
            {found.page > 1 ? (
              <button type="button" className="btn btn-secondary admin-btn-sm" onClick={() => setPage(found.page - 1)}>
                Previous images
              </button>
            ) : (
              <span />
            )}
            {found.page < found.pages ? (
              <button type="button" className="btn btn-secondary admin-btn-sm" onClick={() => setPage(found.page + 1)}>
                More images
              </button>
            ) : (
              <span />
            )}
          </nav>
        </>
      )}
    </section>
  );
}

export function MarkdownField(props: { id: string; label: string; hint?: string; error: string | null; value: string; onChange: (v: string) => void }) {
  const { id, label, hint, error, value, onChange } = props;
  const [open, setOpen] = useState(false);
  const [inserted, setInserted] = useState<string | null>(null);
  // Where the cursor was when the field was last used; the end until then.
  const cursor = useRef<number | null>(null);

  const pick = (m: MediaImage) => {
    const at = Math.min(cursor.current ?? value.length, value.length);
    onChange(withImage(value, m.markdown, at));
    cursor.current = null;
    setInserted(m.alt);
    setOpen(false);
  };

  return (
    <>
      <TextAreaField
        id={id}
        label={label}
        hint={hint}
        error={error}
        rows={16}
        className="content-markdown"
        value={value}
        onChange={(e) => onChange(e.target.value)}
        onSelect={(e) => {
          cursor.current = e.currentTarget.selectionStart;
        }}
      />
      <p className="content-actions">
        <button type="button" className="btn btn-secondary admin-btn-sm" aria-expanded={open} onClick={() => setOpen(!open)}>
          {open ? "Close the images" : "Insert an image"}
          <span className="visually-hidden">
            {open ? " for " : " into "}
            {label}
          </span>
        </button>
        {inserted && !open && (
          <span className="admin-note" role="status">
            Inserted “{inserted}”.
          </span>
        )}
      </p>
      {open && <Picker fieldLabel={label} idPrefix={`${id}-images`} onPick={pick} />}
    </>
  );
}
