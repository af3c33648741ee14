// /admin-login/content/{id} and /admin-login/content/new/{kind}: one content
// item, field by field (content/FieldEditor), with Save draft, Preview (the
// page at its own address, for administrators only), Publish, Unpublish and
// Schedule (a time in India), the writing assistant's advice at the fields,
// and the item's history. An English page the Hindi edition serves names
// its Hindi translation and its state (or starts it when missing); a
// translation names its English source, and when the English was published
// again since the translation was last saved, shows which English fields
// changed, with the text then and now. Saving the translation (even
// unchanged) records it against the English as now published.
//
// A save names the revision it started from. When someone else saved after
// it, the server refuses it (409, naming who and when): everything typed
// stays here, and the latest revision is shown beside it field by field,
// each with "Use the latest", until the administrator saves on top of it.
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useMemo, useState } from "react";
import type { ContentDetail, ContentFields, NewContentBody } from "../../api/types";
import { blankItem, canonical, getAt, KIND_FIELDS, KIND_LABELS, pathLabel, refusedPaths, setAt, type ContentKind, type Fields, type NewKind } from "../../lib/contentFields";
import { Alert } from "../components/Alert";
import { ConfirmDialog } from "../components/ConfirmDialog";
import { TextField } from "../components/Fields";
import { Loading, ScreenHeading } from "../components/Screen";
import { ChangeTable, Changes, History } from "../content/History";
import { fieldId, Record as FieldRecord, type Notes } from "../content/FieldEditor";
import type { ScreenProps } from "../context";
import { CHANGES, queries } from "../queries";
import { useRouter } from "../router";
import { api, ApiFailure, failureText, loadFailure, ok } from "../server";
import { LANGUAGE_NAMES, STATE_WORDS, standing, TranslationCell, useStartTranslation } from "./ContentList";

/** "2026-12-01T09:30" typed in India as an RFC 3339 time. */
export function indiaTime(local: string): string {
  return `${local.length === 16 ? `${local}:00` : local}+05:30`;
}

/** A message for the next editor to open: a new item's first save moves to its own address. */
let flash = "";

export default function ContentEdit({ params }: ScreenProps) {
  const [param] = params;
  if (/^\d+$/.test(param ?? "")) return <ExistingItem id={Number(param)} />;
  return <Editor key={param} kind={param as NewKind} detail={null} />;
}

function ExistingItem({ id }: { id: number }) {
  const item = useQuery(queries.contentItem(id));
  const error = loadFailure(item.error, "this item");
  if (error) return <Alert kind="danger">{error}</Alert>;
  if (!item.data) return <Loading>Loading the item…</Loading>;
  return <Editor key={id} kind={item.data.kind as ContentKind} detail={item.data} />;
}

/**
 * The editor of one item. `heading` replaces the item's title as the
 * screen's heading where the screen has a name of its own (Business details).
 */
export function Editor({ kind, detail, heading }: { kind: ContentKind; detail: ContentDetail | null; heading?: string }) {
  const client = useQueryClient();
  const { navigate } = useRouter();
  const id = detail?.id ?? null;
  const [fields, setFields] = useState<Fields>(() => (detail ? (detail.fields as Fields) : blankItem(kind as NewKind)));
  const [base, setBase] = useState(detail?.revision ?? 0);
  const [saved, setSaved] = useState<Fields | null>(detail ? (detail.fields as Fields) : null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [conflict, setConflict] = useState<{ message: string; latest: ContentDetail } | null>(null);
  const [notice, setNotice] = useState(() => {
    const taken = flash;
    flash = "";
    return taken;
  });
  const [failure, setFailure] = useState("");
  const [when, setWhen] = useState("");
  const current = detail;
  const dirty = useMemo(() => canonical(fields) !== canonical(saved), [fields, saved]);

  useEffect(() => {
    const first = Object.keys(errors)[0];
    if (first) document.getElementById(fieldId(first))?.focus();
  }, [errors]);

  const warnings = useMemo(() => {
    const out: Record<string, string[]> = {};
    for (const w of current?.warnings ?? []) (out[w.field] ??= []).push(w.warning);
    return out;
  }, [current]);
  const notes: Notes = { errors, warnings };

  /** Takes an item's answer as the state now saved. */
  const took = (answer: ContentDetail) => {
    client.setQueryData(queries.contentItem(answer.id).queryKey, answer);
    setBase(answer.revision);
    setSaved(answer.fields as Fields);
    setErrors({});
    setConflict(null);
  };

  const failed = async (e: ApiFailure, what: string) => {
    if (e.status === 422) setErrors(refusedPaths(e.body));
    if (e.status === 409 && id !== null && what === "Could not save the draft") {
      const latest = await client.fetchQuery({ ...queries.contentItem(id), staleTime: 0 });
      setConflict({ message: e.body.error, latest });
      return;
    }
    setFailure(failureText(e, what) ?? "");
  };

  const write = useMutation({ mutationFn: (send: () => Promise<ContentDetail>) => send(), meta: { invalidates: CHANGES.content } });
  const run = (send: () => Promise<ContentDetail>, what: string, done: string, after?: (a: ContentDetail) => void) => {
    setNotice("");
    setFailure("");
    write.mutate(send, {
      onSuccess: (answer) => {
        took(answer);
        setNotice(done);
        after?.(answer);
      },
      onError: (e) => void failed(e, what),
    });
  };

  const saveDraft = (on: number = base) =>
    id === null
      ? ok(api.POST("/admin/content", { body: { kind, fields } as NewContentBody }))
      : ok(api.PUT("/admin/content/{id}/draft", { params: { path: { id } }, body: { baseRevision: on, fields: fields as ContentFields } }));

  const save = (on?: number) =>
    run(() => saveDraft(on), "Could not save the draft", "The draft is saved. Visitors still see the published version.", (a) => {
      if (id === null) {
        flash = "The draft is saved. Visitors do not see it until it is published.";
        navigate(`/admin-login/content/${a.id}`, { replace: true });
      }
    });

  const publish = () =>
    id !== null &&
    run(
      async () => {
        if (dirty) took(await saveDraft());
        return ok(api.POST("/admin/content/{id}/publish", { params: { path: { id } } }));
      },
      "Could not publish",
      "Published: visitors see this version now.",
    );

  // Unpublishing takes the page off the site at once, so it is asked first.
  const [unpublishing, setUnpublishing] = useState(false);
  const unpublish = () => {
    setUnpublishing(false);
    if (id !== null) run(() => ok(api.POST("/admin/content/{id}/unpublish", { params: { path: { id } } })), "Could not take it off the site", "Taken off the site. Its revisions are kept.");
  };

  const schedule = () =>
    id !== null &&
    run(() => ok(api.POST("/admin/content/{id}/schedule", { params: { path: { id } }, body: { at: indiaTime(when) } })), "Could not schedule", "Scheduled: it goes live at the time you chose.");

  const restore = (n: number) =>
    id !== null &&
    run(
      () => ok(api.POST("/admin/content/{id}/revisions/{n}/restore", { params: { path: { id, n } } })),
      "Could not restore",
      `Revision ${n} is restored as a new draft. Publish it to show it to visitors.`,
      (a) => setFields(a.fields as Fields),
    );

  const busy = write.isPending;
  // The saved title as visitors read it (placeholders filled by the server);
  // the raw form is only in the field being edited.
  const title = current?.title || KIND_LABELS[kind];
  const path = current?.path ?? null;
  const errorList = Object.entries(errors);

  return (
    <div className="content-editor">
      <p className="admin-back">
        <a href="/admin-login/content">← All content</a>
      </p>
      <ScreenHeading>
        {id === null ? `New ${KIND_LABELS[kind].toLowerCase()}` : (heading ?? title)}
      </ScreenHeading>
      {current && (
        <p className="content-standing">
          {KIND_LABELS[kind]} · revision {current.revision} · {standing({ ...current, hasDraft: current.publishedRevision !== current.revision })}
          {path && current.publishedRevision != null && (
            <>
              {" "}
              ·{" "}
              <a href={path} target="_blank" rel="noopener">
                View the page<span className="visually-hidden"> (opens in a new tab)</span>
              </a>
            </>
          )}
        </p>
      )}
      {current && <Translations detail={current} kind={kind} />}
      {notice && <Alert kind="success" onDismiss={() => setNotice("")}>{notice}</Alert>}
      {failure && <Alert kind="danger" onDismiss={() => setFailure("")}>{failure}</Alert>}
      {errorList.length > 0 && (
        <Alert kind="danger">
          Some fields need attention:
          <ul>
            {errorList.map(([p, e]) => (
              <li key={p}>
                <a href={`#${fieldId(p)}`}>{pathLabel(kind, p)}</a>: {e}
              </li>
            ))}
          </ul>
        </Alert>
      )}
      {conflict && (
        <section className="content-conflict" aria-labelledby="conflict-heading">
          <Alert kind="danger">
            <span id="conflict-heading">Your changes were not saved.</span> {conflict.message}
          </Alert>
          <p>Everything you typed is still here. The latest revision ({conflict.latest.revision}, by {conflict.latest.savedBy || "the first edition"}) differs from yours in these fields:</p>
          <ConflictFields kind={kind} latest={conflict.latest.fields as Fields} mine={fields} onUse={(p) => setFields((f) => setAt(f, p, getAt(conflict.latest.fields, p)))} />
          <p className="content-actions">
            <button type="button" className="btn btn-primary" disabled={busy} onClick={() => save(conflict.latest.revision)}>
              Save my version over revision {conflict.latest.revision}
            </button>
            <button type="button" className="btn btn-secondary" onClick={() => setFields(conflict.latest.fields as Fields)}>
              Take the latest revision instead
            </button>
          </p>
        </section>
      )}
      <form
        className="content-form"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          save();
        }}
      >
        <FieldRecord specs={KIND_FIELDS[kind]} path="" value={fields} onChange={setFields} notes={notes} />
        <div className="content-actions content-actions-sticky">
          <button type="submit" className="btn btn-primary" disabled={busy}>
            {busy ? "Working…" : "Save draft"}
          </button>
          {path && id !== null && (
            <a className="btn btn-secondary" href={`${path}?preview`} target="_blank" rel="noopener">
              Preview<span className="visually-hidden"> (opens in a new tab)</span>
            </a>
          )}
          {id !== null && (
            <button type="button" className="btn btn-accent" disabled={busy} onClick={publish}>
              {dirty ? "Save and publish" : "Publish"}
            </button>
          )}
          {id !== null && current?.publishedRevision != null && current.canUnpublish && (
            <button type="button" className="btn btn-danger" disabled={busy} onClick={() => setUnpublishing(true)}>
              Unpublish
            </button>
          )}
          {dirty && <span className="content-dirty">Unsaved changes</span>}
        </div>
      </form>
      {id !== null && (
        <section className="content-schedule" aria-labelledby="schedule-heading">
          <h2 id="schedule-heading" className="admin-h2">
            Schedule
          </h2>
          <p>Publish the saved draft (revision {base}) at a time in India. The site publishes it by itself, even after a restart.</p>
          <div className="content-schedule-row">
            <TextField id="schedule-at" label="Publish at (India time)" type="datetime-local" value={when} onChange={(e) => setWhen(e.target.value)} />
            <button type="button" className="btn btn-secondary" disabled={busy || !when} onClick={schedule}>
              Schedule
            </button>
          </div>
        </section>
      )}
      {id !== null && <History id={id} kind={kind} busy={busy} onRestore={restore} />}
      <ConfirmDialog
        open={unpublishing}
        title="Take it off the site"
        message={`Take “${title}” off the site? Visitors who open it get “page not found” from now on, and search engines drop it. Its revisions are kept: publish it again to bring it back.`}
        onYes={unpublish}
        onNo={() => setUnpublishing(false)}
      />
    </div>
  );
}

/** An English item's translations, or a translation's source and what changed in it since. */
function Translations({ detail, kind }: { detail: ContentDetail; kind: ContentKind }) {
  const { start, failure, clearFailure } = useStartTranslation();
  const { source, translations } = detail;
  const title = detail.title || KIND_LABELS[kind];
  if (source) {
    const language = LANGUAGE_NAMES[detail.language]?.english ?? detail.language;
    return (
      <section className={`content-source content-state-${source.state}`} aria-labelledby="source-heading">
        <h2 id="source-heading" className="admin-h2">
          {language} translation: <span className={`admin-tag content-state-${source.state}`}>{STATE_WORDS[source.state]}</span>
        </h2>
        <p>
          Translated from the English <a href={`/admin-login/content/${source.id}`}>{source.title}</a>
          {source.path && <> ({source.path})</>}.{" "}
          {source.state === "current"
            ? `It was last saved against the English as published now${source.savedAgainst != null ? ` (revision ${source.savedAgainst})` : ""}.`
            : `The English was published again (revision ${source.publishedRevision ?? "—"}) since this translation was last saved against ${source.savedAgainst != null ? `revision ${source.savedAgainst}` : "it"}.`}
        </p>
        {source.state === "outdated" && (
          <>
            <p>These English fields changed since; bring the {language} text up to date and save it. A save, even with nothing changed, records the translation as matching the English as now published.</p>
            <ChangeTable
              kind={kind}
              changes={source.changes}
              beforeName={source.savedAgainst != null ? `English then (revision ${source.savedAgainst})` : "English then"}
              afterName={`English now (revision ${source.publishedRevision ?? "—"})`}
              caption="English fields changed since this translation was last saved"
            />
          </>
        )}
      </section>
    );
  }
  if (translations.length === 0) return null;
  return (
    <section className="content-translations" aria-labelledby="translations-heading">
      <h2 id="translations-heading" className="admin-h2">
        Translations
      </h2>
      {failure && (
        <Alert kind="danger" onDismiss={clearFailure}>
          {failure}
        </Alert>
      )}
      <ul className="content-translation-list">
        {translations.map((t) => (
          <li key={t.language}>
            <TranslationCell t={t} title={title} busy={start.isPending} onStart={() => start.mutate({ id: detail.id, language: t.language })} />
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The fields where the latest revision differs from what is typed here. */
function ConflictFields({ kind, latest, mine, onUse }: { kind: ContentKind; latest: Fields; mine: Fields; onUse: (path: string) => void }) {
  return (
    <>
      <Changes kind={kind} before={mine} after={latest} beforeName="Yours" afterName="Latest" />
      <ul className="content-use-latest">
        {topLevelDiffs(latest, mine).map((p) => (
          <li key={p}>
            <button type="button" className="btn btn-secondary admin-btn-sm" onClick={() => onUse(p)}>
              Use the latest {pathLabel(kind, p).toLowerCase()}
            </button>
          </li>
        ))}
      </ul>
    </>
  );
}

/** The top-level fields that differ. */
function topLevelDiffs(a: Fields, b: Fields): string[] {
  return [...new Set([...Object.keys(a), ...Object.keys(b)])].filter((k) => canonical(a[k]) !== canonical(b[k]));
}
