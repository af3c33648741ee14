// /admin-login/content: every page of the site the agency edits (service
// pages, hubs, home, about) and what it publishes (case studies,
// testimonials, articles), filtered by kind, each with where it stands:
// published, a draft, changes not yet published, or a time it is scheduled
// for. Links to add a case study, a testimonial or an article.
// /admin-login/content/{pages|stories|articles} show one group of kinds
// each (the Website menu's Pages, Case studies and testimonials, Articles),
// titled as the menu names them.
import { useQuery } from "@tanstack/react-query";
import { useMemo, useState } from "react";
import type { ContentSummary } from "../../api/types";
import { KIND_LABELS, NEW_KINDS, type ContentKind } from "../../lib/contentFields";
import { TimeCell } from "../components/DataTable";
import { SelectField } from "../components/Fields";
import { ListTable } from "../components/ListState";
import { IndiaTime, ScreenHeading } from "../components/Screen";
import type { ScreenProps } from "../context";
import { queries } from "../queries";
import { titleOf } from "../routes";

/** The languages a translation can be in, each named in itself. */
const LANGUAGE_NAMES: Record<string, string> = { hi: "हिन्दी" };

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

export default function ContentList({ params }: ScreenProps) {
  const group = GROUPS[params[0] ?? ""];
  const kinds = group?.kinds ?? (Object.keys(KIND_LABELS) as ContentKind[]);
  const title = titleOf(group?.key ?? "content");
  const list = useQuery(queries.content());
  const [picked, setKind] = useState<"" | ContentKind>("");
  // A kind picked on another group's screen is not one of this group's.
  const kind = picked && kinds.includes(picked) ? picked : "";
  const shown = useMemo(() => (list.data ?? []).filter((i) => (kind ? i.kind === kind : kinds.includes(i.kind as ContentKind))), [list.data, kind, kinds]);
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
      <ListTable
        list={{ ...list, data: list.data === undefined ? undefined : shown }}
        what="the content"
        loadingText="Loading the content…"
        emptyText={kind ? "Nothing of this kind yet." : "No content yet."}
        controls={
          <div className="admin-search">
            <SelectField id="content-kind" label="Show" value={kind} onChange={(e) => setKind(e.target.value as "" | ContentKind)}>
              <option value="">Everything</option>
              {kinds.map((k) => (
                <option key={k} value={k}>
                  {KIND_LABELS[k]}
                </option>
              ))}
            </SelectField>
          </div>
        }
        captionId="content-caption"
        caption={title}
        columns={["Title", "Kind", "Address", "Status", "Last change"]}
        more={["Address"]}
        rowKey={(i) => i.id}
      >
        {(i) => (
          <>
            <td>
              <a href={`/admin-login/content/${i.id}`}>
                {i.title || KIND_LABELS[i.kind as ContentKind]}
                {/* A translation says its language, so it is never taken for its English source. */}
                {i.language !== "en" && (
                  <>
                    {" "}
                    <span lang={i.language}>({LANGUAGE_NAMES[i.language] ?? i.language})</span>
                  </>
                )}
              </a>
            </td>
            <td>{KIND_LABELS[i.kind as ContentKind]}</td>
            <td className="admin-nowrap">{i.path ?? "—"}</td>
            <td>{standing(i)}</td>
            <TimeCell at={i.updatedAt} />
          </>
        )}
      </ListTable>
    </div>
  );
}
