// An item's history: every revision, newest first, with who saved it, when
// and what the save was; any two compared field by field; and Restore, which
// makes a new draft from an old revision (the history itself never changes).
// Its tables name every part's role, as DataTable's do, so they stay tables
// to a screen reader where the admin stylesheet shows their rows as cards.
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { diffFields, pathLabel, type ContentKind } from "../../lib/contentFields";
import { Alert } from "../components/Alert";
import { IndiaTime, Loading } from "../components/Screen";
import { queries } from "../queries";
import { loadFailure } from "../server";

/** A change of one field, as the history computes it and as the server names a source's changes. */
export interface ChangeRow {
  path: string;
  before?: string | null;
  after?: string | null;
}

/** Changes of an item's fields, one row per field: its name, then the text before and after. */
export function ChangeTable({ kind, changes, beforeName, afterName, caption }: { kind: ContentKind; changes: ChangeRow[]; beforeName: string; afterName: string; caption: string }) {
  if (changes.length === 0) return <p className="admin-empty">No field differs.</p>;
  return (
    <table role="table" className="admin-table content-diff">
      <caption className="visually-hidden">{caption}</caption>
      <thead role="rowgroup">
        <tr role="row">
          <th scope="col" role="columnheader">Field</th>
          <th scope="col" role="columnheader">{beforeName}</th>
          <th scope="col" role="columnheader">{afterName}</th>
        </tr>
      </thead>
      <tbody role="rowgroup">
        {changes.map((c) => (
          <tr key={c.path} role="row">
            <th scope="row" role="rowheader">{pathLabel(kind, c.path)}</th>
            <td role="cell" className="content-diff-before">{c.before ?? <em>(none)</em>}</td>
            <td role="cell" className="content-diff-after">{c.after ?? <em>(removed)</em>}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The changes from one version to another, one row per field. */
export function Changes({ kind, before, after, beforeName, afterName }: { kind: ContentKind; before: unknown; after: unknown; beforeName: string; afterName: string }) {
  return <ChangeTable kind={kind} changes={diffFields(before, after)} beforeName={beforeName} afterName={afterName} caption={`Fields that differ between ${beforeName} and ${afterName}`} />;
}

export function History({ id, kind, onRestore, busy }: { id: number; kind: ContentKind; onRestore: (n: number) => void; busy: boolean }) {
  const list = useQuery(queries.revisions(id));
  const revisions = list.data ?? [];
  const [from, setFrom] = useState<number | null>(null);
  const [to, setTo] = useState<number | null>(null);
  const newest = revisions[0]?.number ?? 0;
  const a = revisions.find((r) => r.number === (from ?? newest - 1));
  const b = revisions.find((r) => r.number === (to ?? newest));
  const error = loadFailure(list.error, "the history");
  return (
    <section className="content-history" aria-labelledby="history-heading">
      <h2 id="history-heading" className="admin-h2">
        History
      </h2>
      {error && <Alert kind="danger">{error}</Alert>}
      {list.isPending && <Loading>Loading the history…</Loading>}
      {revisions.length > 0 && (
        <div className="admin-table-wrap" role="region" aria-labelledby="history-heading" tabIndex={0}>
          <table role="table" className="admin-table">
            <caption className="visually-hidden">Revisions, newest first</caption>
            <thead role="rowgroup">
              <tr role="row">
                <th scope="col" role="columnheader">Revision</th>
                <th scope="col" role="columnheader">Saved</th>
                <th scope="col" role="columnheader">By</th>
                <th scope="col" role="columnheader">What</th>
                <th scope="col" role="columnheader">Compare</th>
                <th scope="col" role="columnheader">Restore</th>
              </tr>
            </thead>
            <tbody role="rowgroup">
              {revisions.map((r) => (
                <tr key={r.number} role="row">
                  <td role="cell">{r.number}</td>
                  <td role="cell" className="admin-nowrap">
                    <IndiaTime at={r.createdAt} />
                  </td>
                  <td role="cell">{r.authorName || "—"}</td>
                  <td role="cell">{r.note}</td>
                  <td role="cell" className="admin-nowrap">
                    <label className="content-compare">
                      <input type="radio" name="compare-from" checked={a?.number === r.number} onChange={() => setFrom(r.number)} /> from
                      <span className="visually-hidden"> revision {r.number}</span>
                    </label>{" "}
                    <label className="content-compare">
                      <input type="radio" name="compare-to" checked={b?.number === r.number} onChange={() => setTo(r.number)} /> to
                      <span className="visually-hidden"> revision {r.number}</span>
                    </label>
                  </td>
                  <td role="cell">
                    {r.number !== newest && (
                      <button type="button" className="btn btn-secondary admin-btn-sm" disabled={busy} onClick={() => onRestore(r.number)}>
                        Restore<span className="visually-hidden"> revision {r.number}</span>
                      </button>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {a && b && a.number !== b.number && (
        <div className="content-compare-result">
          <h3 className="admin-h3">
            Revision {a.number} → revision {b.number}
          </h3>
          <Changes kind={kind} before={a.fields} after={b.fields} beforeName={`Revision ${a.number}`} afterName={`Revision ${b.number}`} />
        </div>
      )}
    </section>
  );
}
