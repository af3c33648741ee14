// /admin-login/content: every page of the site the agency edits (service
// pages, hubs, home, about) and what it publishes (case studies,
// testimonials, articles), 25 to a page, with search words and filters by
// kind, status, language and translation state kept in the address. Each
// item says where it stands (published, a draft, changes not yet
// published, or a time it is scheduled for) and, for the pages the Hindi
// edition serves, its Hindi translation's state: current, out of date
// (the English was published again since the translation was last saved)
// or missing, with a button that starts the missing translation from the
// English. Links to add a case study, a testimonial or an article.
// /admin-login/content/{pages|stories|articles} show one group of kinds
// each (the Website menu's Pages, Case studies and testimonials, Articles),
// titled as the menu names them.
import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import type { ContentRow, ContentSummary, TranslationState, TranslationView } from "../../api/types";
import { KIND_LABELS, NEW_KINDS, type ContentKind } from "../../lib/contentFields";
import { Alert } from "../components/Alert";
import { DataTable, TimeCell } from "../components/DataTable";
import { FilterForm, FilterInput, FilterSelect, Results } from "../components/Filters";
import { IndiaTime, ScreenHeading } from "../components/Screen";
import type { ScreenProps } from "../context";
import { CHANGES, queries } from "../queries";
import { titleOf } from "../routes";
import { useRouter } from "../router";
import { api, failureText, ok } from "../server";
import { useAddressList } from "../useAddressList";

/** The languages a translation can be in, each named in English (the screen's language) and in itself. */
export const LANGUAGE_NAMES: Record<string, { english: string; own: string }> = { hi: { english: "Hindi", own: "हिन्दी" } };

/** A translation state in words. */
export const STATE_WORDS: Record<TranslationState, string> = { missing: "missing", current: "current", outdated: "out of date" };

/** The Website menu's groups of kinds, by the word in their address, with their screens' keys. */
const GROUPS: Record<string, { key: string; kinds: ContentKind[] }> = {
  pages: { key: "contentPages", kinds: ["servicePage", "hub", "home", "about"] },
  stories: { key: "contentStories", kinds: ["caseStudy", "testimonial"] },
  articles: { key: "contentArticles", kinds: ["article"] },
};

/** Where an item stands, in words. */
export function standing(item: Pick<ContentSummary, "status" | "hasDraft" | "publishedRevision" | "scheduledAt">) {
  const scheduled = item.scheduledAt ? (
    <>
      {" "}
      · scheduled for <IndiaTime at={item.scheduledAt} />
    </>
  ) : null;
  if (item.publishedRevision == null) return <>Draft{scheduled}</>;
  return (
    <>
      Published{item.hasDraft ? " · changes not yet published" : ""}
      {scheduled}
    </>
  );
}

/** The call's query for this screen's address: a group's screen lists only its kinds unless one is picked. */
function callSearch(search: string, kinds: ContentKind[] | null): string {
  const q = new URLSearchParams(search);
  const picked = q.get("kind") ?? "";
  if (kinds && !kinds.includes(picked as ContentKind)) q.set("kind", kinds.join(","));
  return q.toString();
}

/**
 * Starts the translation of an English item into a language and opens it:
 * a draft whose fields start as the English ones, at the English address
 * under the language's prefix.
 */
export function useStartTranslation() {
  const { navigate } = useRouter();
  const [failure, setFailure] = useState("");
  const start = useMutation({
    mutationFn: ({ id, language }: { id: number; language: string }) => ok(api.POST("/admin/content/{id}/translations", { params: { path: { id } }, body: { language } })),
    meta: { invalidates: CHANGES.content },
    onSuccess: (made) => navigate(`/admin-login/content/${made.id}`),
    onError: (e) => setFailure(failureText(e, "Could not start the translation") ?? ""),
  });
  return { start, failure, clearFailure: () => setFailure("") };
}

/** One language's state of an English item: a link to the translation, or a button that starts it. */
export function TranslationCell({ t, title, onStart, busy }: { t: TranslationView; title: string; onStart: () => void; busy: boolean }) {
  const name = LANGUAGE_NAMES[t.language]?.english ?? t.language;
  const state = <span className={`admin-tag content-state-${t.state}`}>{STATE_WORDS[t.state]}</span>;
  if (t.id == null)
    return (
      <span className="content-translation">
        {name}: {state}{" "}
        <button type="button" className="btn btn-secondary admin-btn-sm" disabled={busy} onClick={onStart}>
          Start the {name} translation<span className="visually-hidden"> of {title}</span>
        </button>
      </span>
    );
  return (
    <span className="content-translation">
      <a href={`/admin-login/content/${t.id}`}>
        {name}
        <span className="visually-hidden"> translation of {title}</span>
      </a>
      : {state}
    </span>
  );
}

export default function ContentList({ params }: ScreenProps) {
  const group = GROUPS[params[0] ?? ""];
  const kinds = group?.kinds ?? (Object.keys(KIND_LABELS) as ContentKind[]);
  const title = titleOf(group?.key ?? "content");
  const list = useAddressList((search) => queries.contentPage(callSearch(search, group?.kinds ?? null)), "the content");
  const { search, query, applyForm } = list;
  const { start, failure, clearFailure } = useStartTranslation();
  return (
    <div>
      <ScreenHeading>{title}</ScreenHeading>
      <p className="admin-toolbar content-new">
        {NEW_KINDS.filter((k) => kinds.includes(k)).map((k) => (
          <a key={k} className="btn btn-primary" href={`/admin-login/content/new/${k}`}>
            New {KIND_LABELS[k].toLowerCase()}
          </a>
        ))}
        <a className="btn btn-secondary" href="/admin-login/media">
          Media library
        </a>
      </p>
      {failure && (
        <Alert kind="danger" onDismiss={clearFailure}>
          {failure}
        </Alert>
      )}
      <FilterForm label="Filter the content" search={search} onSubmit={applyForm(["q", "kind", "status", "language", "translation"])}>
        <FilterInput idPrefix="content" name="q" label="Search words" type="search" query={query} />
        <FilterSelect idPrefix="content" name="kind" label="Kind" query={query}>
          <option value="">Everything</option>
          {kinds.map((k) => (
            <option key={k} value={k}>
              {KIND_LABELS[k]}
            </option>
          ))}
        </FilterSelect>
        <FilterSelect idPrefix="content" name="status" label="Status" query={query}>
          <option value="">Any</option>
          <option value="published">Published</option>
          <option value="draft">Draft</option>
          <option value="scheduled">Scheduled</option>
        </FilterSelect>
        <FilterSelect idPrefix="content" name="language" label="Language" query={query}>
          <option value="">Any</option>
          <option value="en">English</option>
          <option value="hi">Hindi</option>
        </FilterSelect>
        <FilterSelect idPrefix="content" name="translation" label="Hindi translation" query={query}>
          <option value="">Any</option>
          {(Object.keys(STATE_WORDS) as TranslationState[]).map((s) => (
            <option key={s} value={s}>
              {STATE_WORDS[s].charAt(0).toUpperCase() + STATE_WORDS[s].slice(1)}
            </option>
          ))}
        </FilterSelect>
      </FilterForm>
      <Results list={list} loading="Loading the content…" noun={["item", "items"]} rows={(p) => p.items}>
        {(items, p) => (
          <DataTable
            captionId="content-caption"
            caption={`${title}, page ${p.page}`}
            className="admin-content-list"
            columns={["Title", "Kind", "Address", "Status", "Translation", "Last change"]}
            more={["Address"]}
            rows={items}
            rowKey={(i) => i.id}
          >
            {(i: ContentRow) => {
              const name = i.title || KIND_LABELS[i.kind as ContentKind];
              return (
                <>
                  <td>
                    <a href={`/admin-login/content/${i.id}`}>
                      {name}
                      {/* A translation says its language, so it is never taken for its English source. */}
                      {i.language !== "en" && (
                        <>
                          {" "}
                          <span lang={i.language}>({LANGUAGE_NAMES[i.language]?.own ?? i.language})</span>
                        </>
                      )}
                    </a>
                  </td>
                  <td>{KIND_LABELS[i.kind as ContentKind]}</td>
                  <td className="admin-cut" title={i.path ?? undefined}>
                    {i.path ?? "—"}
                  </td>
                  <td>{standing(i)}</td>
                  <td className="content-translations">
                    {i.translationState ? (
                      <>
                        {LANGUAGE_NAMES[i.language]?.english ?? i.language} translation: <span className={`admin-tag content-state-${i.translationState}`}>{STATE_WORDS[i.translationState]}</span>
                      </>
                    ) : i.translations.length > 0 ? (
                      i.translations.map((t) => <TranslationCell key={t.language} t={t} title={name} busy={start.isPending} onStart={() => start.mutate({ id: i.id, language: t.language })} />)
                    ) : (
                      "—"
                    )}
                  </td>
                  <TimeCell at={i.updatedAt} />
                </>
              );
            }}
          </DataTable>
        )}
      </Results>
    </div>
  );
}
