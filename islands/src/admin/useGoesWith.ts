// The second line of a lead's deletion dialog: what goes with it. The
// specification's sentence stays the dialog's first line; this one is read
// while the dialog is open, from the lead's page data (its notes, its CV)
// and its quotations, so the owner sees what the deletion takes.
import { useQuery } from "@tanstack/react-query";
import type { LeadKind } from "./leadTypes";
import { queries } from "./queries";

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/**
 * `id` null (the dialog closed, or the deletion under way, so that nothing
 * asks for the lead as it goes) reads nothing.
 *
 * "2 quotations (with the client's links to them), 1 note and its history go with it, for good."; null until read.
 */
export function useGoesWith(kind: LeadKind, id: number | null): string | null {
  const open = id !== null;
  const lead = useQuery({ ...queries.lead(kind, id ?? 0), enabled: open });
  const quotes = useQuery({ ...queries.quotes(id ?? 0), enabled: open && kind === "enquiries" });
  if (!open || !lead.data || (kind === "enquiries" && !quotes.data)) return null;
  const parts: string[] = [];
  const quoteCount = quotes.data?.length ?? 0;
  if (quoteCount > 0) parts.push(`${plural(quoteCount, "quotation", "quotations")} (with the client's ${quoteCount === 1 ? "link to it" : "links to them"})`);
  if (lead.data.cv) parts.push("the CV");
  if (lead.data.notes.length > 0) parts.push(plural(lead.data.notes.length, "note", "notes"));
  parts.push("its history");
  const verb = parts.length > 1 ? "go" : "goes";
  const last = parts.pop();
  return `${parts.length ? `${parts.join(", ")} and ${last}` : last} ${verb} with it, for good.`.replace(/^./, (c) => c.toUpperCase());
}
