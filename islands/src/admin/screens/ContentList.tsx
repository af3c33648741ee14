// /admin-login/content: every page of the site the agency edits (service
// pages, hubs, home, about) and what it publishes (case studies,
// testimonials, articles), filtered by kind, each with where it stands:
// published, a draft, changes not yet published, or a time it is scheduled
// for. Links to add a case study, a testimonial or an article.
import { useQuery } from "@tanstack/react-query";
import { useMemo, useState } from "react";
import type { ContentSummary } from "../../api/types";
import { KIND_LABELS, NEW_KINDS, type ContentKind } from "../../lib/contentFields";
import { TimeCell } from "../components/DataTable";
import { SelectField } from "../components/Fields";
import { ListTable } from "../components/ListState";
import { IndiaTime, ScreenHeading } from "../components/Screen";
import { queries } from "../queries";

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

export default function ContentList() {
  const list = useQuery(queries.content());
  const [kind, setKind] = useState<"" | ContentKind>("");
  const shown = useMemo(() => (list.data ?? []).filter((i) => !kind || i.kind === kind), [list.data, kind]);
  return (
    <div>
      <ScreenHeading>Website content</ScreenHeading>
      <p className="admin-toolbar content-new">
        {NEW_KINDS.map((k) => (
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
              {(Object.keys(KIND_LABELS) as ContentKind[]).map((k) => (
                <option key={k} value={k}>
                  {KIND_LABELS[k]}
                </option>
              ))}
            </SelectField>
          </div>
        }
        captionId="content-caption"
        caption="Website content"
        columns={["Title", "Kind", "Address", "Status", "Last change"]}
        rowKey={(i) => i.id}
      >
        {(i) => (
          <>
            <td>
              <a href={`/admin-login/content/${i.id}`}>{i.title || KIND_LABELS[i.kind as ContentKind]}</a>
            </td>
            <td>{KIND_LABELS[i.kind as ContentKind]}</td>
            <td>{i.path ?? "—"}</td>
            <td>{standing(i)}</td>
            <TimeCell at={i.updatedAt} />
          </>
        )}
      </ListTable>
    </div>
  );
}
