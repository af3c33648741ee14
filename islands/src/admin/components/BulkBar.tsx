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
          <Pair
            id="bulk-status"
            label="Status for the ticked leads"
            prompt="Status…"
            options={statuses.filter((s) => s !== "Spam").map((s) => [s, s])}
            button="Set status"
            busy={busy}
            onApply={(s) => apply.mutate({ body: { status: s as LeadStatus }, done: `set to ${s}` })}
          />
          <Pair
            id="bulk-assignee"
            label="Colleague for the ticked leads"
            prompt="Assign to…"
            options={[["none", "Nobody"], ...admins.map((a): [string, string] => [String(a.id), a.username])]}
            button="Assign"
            busy={busy}
            onApply={(v) => {
              const who = admins.find((a) => String(a.id) === v);
              apply.mutate({ body: { assigneeId: who ? who.id : null }, done: who ? `assigned to ${who.username}` : "left unassigned" });
            }}
          />
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

/** A choice and the button that applies it to the ticked leads. */
function Pair(props: { id: string; label: string; prompt: string; options: [string, string][]; button: string; busy: boolean; onApply: (value: string) => void }) {
  const [value, setValue] = useState("");
  return (
    <span className="admin-bulk-pair">
      <label htmlFor={props.id} className="visually-hidden">
        {props.label}
      </label>
      <select id={props.id} value={value} onChange={(e) => setValue(e.target.value)}>
        <option value="">{props.prompt}</option>
        {props.options.map(([v, text]) => (
          <option key={v} value={v}>
            {text}
          </option>
        ))}
      </select>
      <button type="button" className="btn btn-secondary admin-btn-sm" disabled={props.busy || !value} onClick={() => props.onApply(value)}>
        {props.button}
      </button>
    </span>
  );
}
