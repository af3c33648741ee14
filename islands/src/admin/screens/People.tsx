// /admin-login/people: a person's rights over their data. Search by e-mail,
// phone or full name (GET /admin/people?q=) to see everything held about
// them (enquiries, applications, CVs, notes, history, mail in the outbox,
// the morning digests naming them among it, quotations, invoices and their
// payments), and what else they
// were looked for by (the e-mails, phones and names of their leads); export it as one JSON file (GET /admin/people/export, the
// right of access); or erase all of it after confirmation (POST
// /admin/people/erase, the right to erasure), which answers how many of
// each kind went and which issued invoices it kept as GST law asks. The
// audit log records the erasure, never the person.
import { useMutation, useQuery } from "@tanstack/react-query";
import { useState, type FormEvent } from "react";
import { Alert } from "../components/Alert";
import { ConfirmDialog } from "../components/ConfirmDialog";
import { TextField } from "../components/Fields";
import { ScreenHeading, Section } from "../components/Screen";
import { formatINR } from "../../lib/money";
import { formatDay } from "../../lib/time";
import { api, failureText, ok } from "../server";

type Row = Record<string, unknown>;

/** What an erasure removes, each as its answer counts it. */
const ERASED: { key: "enquiries" | "applications" | "cvs" | "notes" | "history" | "outbox" | "quotes" | "draftInvoices"; label: string }[] = [
  { key: "enquiries", label: "Enquiries" },
  { key: "applications", label: "Applications" },
  { key: "cvs", label: "CVs" },
  { key: "notes", label: "Notes" },
  { key: "history", label: "History entries" },
  { key: "outbox", label: "E-mails in the outbox" },
  { key: "quotes", label: "Quotations" },
  { key: "draftInvoices", label: "Draft invoices" },
];

/** What the search finds: what an erasure removes, and the invoices and
 * payments it keeps once issued, as GST law asks. */
const KINDS: { key: "enquiries" | "applications" | "cvs" | "notes" | "history" | "outbox" | "quotes" | "invoices" | "payments"; label: string }[] = [
  ...ERASED.filter((k): k is (typeof ERASED)[number] & { key: Exclude<(typeof ERASED)[number]["key"], "draftInvoices"> } => k.key !== "draftInvoices"),
  { key: "invoices", label: "Invoices, notes and vouchers" },
  { key: "payments", label: "Payments" },
];

const DOCUMENT_TITLES: Record<string, string> = {
  invoice: "Tax invoice",
  creditNote: "Credit note",
  debitNote: "Debit note",
  receipt: "Receipt voucher",
  refund: "Refund voucher",
};

/** One line about a row, in words. */
function describe(kind: string, r: Row): string {
  const s = (k: string) => String(r[k] ?? "");
  switch (kind) {
    case "enquiries":
      return `Enquiry ${s("id")}: ${s("first_name")} ${s("last_name")}, ${s("email")}, ${s("phone")} (${s("service_name")})`;
    case "applications":
      return `Application ${s("id")}: ${s("name")}, ${s("email")}, ${s("phone")} (${s("position_name")})`;
    case "cvs":
      return `CV of application ${s("application_id")}: ${s("file_name")}, ${Math.ceil(Number(r.byte_size ?? 0) / 1024)} KB`;
    case "notes":
      return `Note by ${s("author_name")}: ${s("body")}`;
    case "history":
      return `${s("action")} by ${s("actor_name")}${r.to_value ? `: ${s("to_value")}` : ""}`;
    case "outbox":
      return `E-mail to ${s("recipient")}: ${s("subject")}`;
    case "quotes":
      return `Quotation ${s("number")} for ${s("client_name")} (${s("status")})`;
    case "invoices":
      return `${DOCUMENT_TITLES[s("kind")] ?? "Document"} ${r.number ? s("number") : "(draft)"} for ${s("client_name")}, ${formatINR(Number(r.total ?? 0) / 100)}${
        r.number ? ", kept after an erasure as GST law asks" : ""
      }`;
    case "payments":
      return `Payment of ${formatINR(Number(r.amount ?? 0) / 100)} received ${s("received_on")} (${s("method")})${Number(r.tds ?? 0) > 0 ? `, TDS ${formatINR(Number(r.tds) / 100)}` : ""}`;
    default:
      return "";
  }
}

export default function People() {
  const [q, setQ] = useState("");
  const [asked, setAsked] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [erasedText, setErasedText] = useState<string | null>(null);
  const found = useQuery({
    queryKey: ["people", asked],
    enabled: asked !== null,
    queryFn: ({ signal }) => ok(api.GET("/admin/people", { params: { query: { q: asked ?? "" } }, signal })),
  });
  const erase = useMutation({
    mutationFn: (body: { email?: string; phone?: string; name?: string }) => ok(api.POST("/admin/people/erase", { body })),
    onSuccess: (counts) => {
      setConfirming(false);
      const parts = ERASED.map(({ key, label }) => `${counts[key]} ${label.toLowerCase()}`);
      const kept = counts.kept.map((d) => `${d.kind} ${d.number} (until ${formatDay(d.keptUntil)})`);
      setErasedText(
        `Erased ${counts.total} records: ${parts.join(", ")}.` +
          (kept.length > 0 ? ` Kept as GST law asks, with their payments: ${kept.join(", ")}.` : ""),
      );
      void found.refetch();
    },
    onError: () => setConfirming(false),
  });

  const onSearch = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    setErasedText(null);
    erase.reset();
    setAsked(q.trim());
  };
  const data = found.data;
  const by = data ? (data.by === "email" || data.by === "name" ? data.by : "phone") : "phone";
  const who = data ? { [by]: data.key } : null;
  const total = data ? KINDS.reduce((n, { key }) => n + data[key].length, 0) : 0;
  const exportHref = data ? `/admin/people/export?${by}=${encodeURIComponent(data.key)}` : "";
  const alsoBy = data ? [...data.lookedFor.emails, ...data.lookedFor.phones, ...data.lookedFor.names].filter((k) => k !== data.key) : [];

  return (
    <div>
      <ScreenHeading>People's data</ScreenHeading>
      <p>
        When someone asks what we hold about them, or asks us to erase it, find them here by the e-mail address, phone number or full name they used.
        Export gives them one file with everything; Erase removes all of it for good.
      </p>
      <form className="admin-form admin-inline-form" role="search" aria-label="Find a person" onSubmit={onSearch}>
        <div className="admin-inline-row">
          <TextField
            id="people-q"
            label="E-mail, phone or full name"
            type="search"
            required
            maxLength={254}
            value={q}
            onChange={(e) => setQ(e.target.value)}
            error={found.error?.body.field === "q" ? found.error.body.error : null}
          />
          <button type="submit" className="btn btn-primary">
            Find
          </button>
        </div>
      </form>
      {erasedText && (
        <Alert kind="success" onDismiss={() => setErasedText(null)}>
          {erasedText}
        </Alert>
      )}
      {erase.error && <Alert kind="danger">{failureText(erase.error, "Nothing was erased")}</Alert>}
      {found.isError && found.error.body.field !== "q" && <Alert kind="danger">{failureText(found.error, "Could not search")}</Alert>}
      {found.isFetching && <p role="status">Searching…</p>}
      {data && !found.isFetching && (
        <Section id="people-found-title" title={total === 0 ? `Nothing is held about ${data.key}` : `Held about ${data.key}: ${total} records`}>
          {alsoBy.length > 0 && <p>Quotations and e-mails were also looked for by {alsoBy.join(", ")}.</p>}
          {KINDS.filter(({ key }) => data[key].length > 0).map(({ key, label }) => (
            <section key={key} aria-labelledby={`people-${key}`}>
              <h3 id={`people-${key}`} className="admin-h3">
                {label} ({data[key].length})
              </h3>
              <ul>
                {data[key].map((r, i) => (
                  <li key={i}>{describe(key, r as Row)}</li>
                ))}
              </ul>
            </section>
          ))}
          {total > 0 && (
            <p className="admin-toolbar">
              <a className="btn btn-secondary" href={exportHref} download>
                Export as JSON
              </a>{" "}
              <button type="button" className="btn btn-danger" onClick={() => setConfirming(true)}>
                Erase everything
              </button>
            </p>
          )}
        </Section>
      )}
      <ConfirmDialog
        open={confirming}
        title="Confirm Erasure"
        message={`Erase everything held about ${data?.key ?? ""}? This cannot be undone.`}
        busy={erase.isPending}
        onYes={() => who && erase.mutate(who)}
        onNo={() => setConfirming(false)}
      />
    </div>
  );
}
