// The lead lists' bulk actions on the rows ticked on this page: mark as
// spam (enquiries), set a status, assign to a colleague, or download the
// ticked rows as CSV. Each change is the lead's own PATCH, one after the
// other, so each lead's history records it as if made from its page; what
// a lead refuses is said with its number, and the rest still change.
import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import type { LeadStatus } from "../../api/types";
import type { LeadKind } from "../leadTypes";
import { CHANGES } from "../queries";
import { api, ApiFailure, failureText, ok } from "../server";

interface Props {
  kind: LeadKind;
  picked: number[];
  statuses: readonly LeadStatus[];
  admins: { id: number; username: string }[];
  /** Ticks or unticks every row of the page. */
  onPickAll: (all: boolean) => void;
  allPicked: boolean;
  /** After a change, with the sentence to announce. */
  onDone: () => void;
}

type Change = { status: LeadStatus } | { assigneeId: number | null };

export function BulkBar({ kind, picked, statuses, admins, onPickAll, allPicked, onDone }: Props) {
  const [status, setStatus] = useState("");
  const [assignee, setAssignee] = useState("");
  const [said, setSaid] = useState("");
  const noun = (n: number) => `${n} ${kind === "enquiries" ? (n === 1 ? "enquiry" : "enquiries") : n === 1 ? "application" : "applications"}`;
  const apply = useMutation({
    mutationFn: async ({ body }: { body: Change; done: string }) => {
      const refused: string[] = [];
      for (const id of picked) {
        try {
          await ok(api.PATCH("/admin/leads/{kind}/{id}", { params: { path: { kind, id } }, body }));
        } catch (e) {
          refused.push(`${id} (${e instanceof ApiFailure ? (failureText(e) ?? "signed out") : "no answer"})`);
        }
      }
      return refused;
    },
    meta: { invalidates: CHANGES.lead },
    onSuccess: (refused, { done }) => {
      const changed = picked.length - refused.length;
      setSaid(refused.length ? `${noun(changed)} ${done}; not changed: ${refused.join("; ")}` : `${noun(changed)} ${done}.`);
      onDone();
    },
  });
  const n = picked.length;
  const busy = apply.isPending;
  const exportHref = `/admin/export/${kind}.csv?ids=${picked.join(",")}`;
  return (
    <div className="admin-bulk" role="group" aria-label="Ticked leads">
      <label className="admin-bulk-all">
        <input type="checkbox" checked={allPicked} onChange={(e) => onPickAll(e.target.checked)} /> All on this page
      </label>
      <span aria-live="polite">{n ? `${n} ticked` : "Tick leads to change several at once"}</span>
      {n > 0 && (
        <>
          {kind === "enquiries" && (
            <button type="button" className="btn btn-danger admin-btn-sm" disabled={busy} onClick={() => apply.mutate({ body: { status: "Spam" }, done: "marked as spam" })}>
              Mark as spam
            </button>
          )}
          <span className="admin-bulk-pair">
            <label htmlFor="bulk-status" className="visually-hidden">
              Status for the ticked leads
            </label>
            <select id="bulk-status" value={status} onChange={(e) => setStatus(e.target.value)}>
              <option value="">Status…</option>
              {statuses
                .filter((s) => s !== "Spam")
                .map((s) => (
                  <option key={s}>{s}</option>
                ))}
            </select>
            <button
              type="button"
              className="btn btn-secondary admin-btn-sm"
              disabled={busy || !status}
              onClick={() => apply.mutate({ body: { status: status as LeadStatus }, done: `set to ${status}` })}
            >
              Set status
            </button>
          </span>
          <span className="admin-bulk-pair">
            <label htmlFor="bulk-assignee" className="visually-hidden">
              Colleague for the ticked leads
            </label>
            <select id="bulk-assignee" value={assignee} onChange={(e) => setAssignee(e.target.value)}>
              <option value="">Assign to…</option>
              <option value="none">Nobody</option>
              {admins.map((a) => (
                <option key={a.id} value={a.id}>
                  {a.username}
                </option>
              ))}
            </select>
            <button
              type="button"
              className="btn btn-secondary admin-btn-sm"
              disabled={busy || !assignee}
              onClick={() => {
                const who = admins.find((a) => String(a.id) === assignee);
                apply.mutate({ body: { assigneeId: who ? who.id : null }, done: who ? `assigned to ${who.username}` : "left unassigned" });
              }}
            >
              Assign
            </button>
          </span>
          <a className="btn btn-secondary admin-btn-sm" href={exportHref} download>
            Export ticked
          </a>
        </>
      )}
      {said && (
        <p role="status" className="admin-saved">
          {said}
        </p>
      )}
    </div>
  );
}
