// /admin-login/media: the media library. Upload a JPEG, PNG or WebP image
// (up to 10 MB) with its alt text; the server reads the type from the file,
// strips its metadata and keeps WebP copies at a few widths. The images
// come from GET /admin/media/page, 25 at a time, newest first, searched by
// file name or alt text (the search and page live in the address). Each
// image shows its Markdown for an article (copied with one click) and can
// be deleted unless published content shows it (the server names where).
import { useMutation } from "@tanstack/react-query";
import { useRef, useState, type FormEvent } from "react";
import type { ApiError, MediaImage } from "../../api/types";
import { Alert } from "../components/Alert";
import { TextField } from "../components/Fields";
import { FilterForm, FilterInput, Results } from "../components/Filters";
import { IndiaTime, ScreenHeading } from "../components/Screen";
import { CHANGES, queries } from "../queries";
import { api, ApiFailure, failureText, ok, postMultipart } from "../server";
import { useAddressList } from "../useAddressList";

/** Sends the upload as a multipart form. */
const send = (form: FormData) => postMultipart<MediaImage>("/admin/media", form);

function fieldErrors(e: ApiFailure | null): Record<string, string> {
  if (!e || e.status !== 422) return {};
  const b: ApiError = e.body;
  const listed = b.errors?.length ? b.errors : b.field ? [{ field: b.field, error: b.error }] : [];
  return Object.fromEntries(listed.map((x) => [x.field, x.error]));
}

function kib(bytes: number): string {
  return bytes < 1024 * 1024 ? `${Math.round(bytes / 1024)} KB` : `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

export default function Media() {
  const list = useAddressList(queries.mediaPage, "the images");
  const { search, query, applyForm } = list;
  const fileRef = useRef<HTMLInputElement>(null);
  const [alt, setAlt] = useState("");
  const [copied, setCopied] = useState<number | null>(null);
  const upload = useMutation({ mutationFn: send, meta: { invalidates: CHANGES.media } });
  const remove = useMutation({ mutationFn: (m: MediaImage) => ok(api.DELETE("/admin/media/{id}", { params: { path: { id: m.id } } })), meta: { invalidates: CHANGES.media } });
  const refused = fieldErrors(upload.error);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const form = new FormData();
    const file = fileRef.current?.files?.[0];
    if (file) form.append("file", file);
    form.append("alt", alt);
    upload.mutate(form, {
      onSuccess: () => {
        setAlt("");
        if (fileRef.current) fileRef.current.value = "";
      },
    });
  };

  const copy = async (m: MediaImage) => {
    try {
      await navigator.clipboard.writeText(m.markdown);
      setCopied(m.id);
    } catch {
      setCopied(null);
    }
  };

  return (
    <div>
      <p className="admin-back">
        <a href="/admin-login/content">← All content</a>
      </p>
      <ScreenHeading>Media library</ScreenHeading>
      <form className="admin-form media-upload" onSubmit={submit} noValidate>
        <h2 className="admin-h2">Upload an image</h2>
        <div className={`form-field admin-field${refused.file ? " admin-field-invalid" : ""}`}>
          <label htmlFor="media-file">Image (JPEG, PNG or WebP, up to 10 MB)</label>
          <input
            id="media-file"
            ref={fileRef}
            type="file"
            accept="image/jpeg,image/png,image/webp"
            aria-invalid={refused.file ? true : undefined}
            aria-describedby={refused.file ? "media-file-error" : undefined}
          />
          {refused.file && (
            <p id="media-file-error" className="admin-field-error">
              {refused.file}
            </p>
          )}
        </div>
        <TextField
          id="media-alt"
          label="Alt text"
          hint="What the image shows, for people who cannot see it."
          value={alt}
          onChange={(e) => setAlt(e.target.value)}
          error={refused.alt ?? null}
        />
        {upload.error && upload.error.status !== 422 && <Alert kind="danger">{failureText(upload.error, "Could not upload the image")}</Alert>}
        {upload.isSuccess && <Alert kind="success">The image is in the library. Copy its Markdown into an article.</Alert>}
        <button type="submit" className="btn btn-primary" disabled={upload.isPending}>
          {upload.isPending ? "Uploading…" : "Upload"}
        </button>
      </form>
      <h2 className="admin-h2">Images</h2>
      {remove.error && (
        <Alert kind="danger" onDismiss={() => remove.reset()}>
          {failureText(remove.error, "Could not delete the image")}
        </Alert>
      )}
      <FilterForm label="Search the images" search={search} onSubmit={applyForm(["q"])}>
        <FilterInput idPrefix="m" name="q" label="Search" type="search" query={query} placeholder="File name or alt text" />
      </FilterForm>
      <Results list={list} loading="Loading the images…" noun={["image", "images"]} rows={(p) => p.items}>
        {(rows) => (
          <ul className="media-grid" role="list">
            {rows.map((m) => (
              <li key={m.id} className="media-card">
                <img src={m.sizes[0]?.url ?? m.url} alt={m.alt} width={m.sizes[0]?.width ?? m.width} height={m.sizes[0]?.height ?? m.height} loading="lazy" />
                <p className="media-alt">{m.alt}</p>
                <p className="media-meta">
                  {m.width} × {m.height} · {m.sizes.map((s) => `${s.width} px ${kib(s.bytes)}`).join(", ")} · <IndiaTime at={m.createdAt} />
                </p>
                <p className="media-markdown">
                  <code>{m.markdown}</code>
                </p>
                <p className="content-actions">
                  <button type="button" className="btn btn-secondary admin-btn-sm" onClick={() => void copy(m)}>
                    {copied === m.id ? "Copied" : "Copy Markdown"}
                    <span className="visually-hidden"> of {m.alt}</span>
                  </button>
                  <button type="button" className="btn btn-danger admin-btn-sm" disabled={remove.isPending} onClick={() => remove.mutate(m)}>
                    Delete<span className="visually-hidden"> {m.alt}</span>
                  </button>
                </p>
              </li>
            ))}
          </ul>
        )}
      </Results>
    </div>
  );
}
