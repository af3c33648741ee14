// How the administrator screens name an invoice's standing and the short
// form of an invoice they list (receivables, Today, the lead's page).
import type { InvoiceBrief } from "../api/types";

/** Each status's words, as the server spells the status. */
export const INVOICE_STATUS: Record<InvoiceBrief["status"], string> = {
  draft: "Draft",
  issued: "Issued",
  partlyPaid: "Partly paid",
  paid: "Paid",
  cancelled: "Cancelled",
};

/** An invoice's number, "Draft" before it has one; an advance says so. */
export function invoiceName(d: Pick<InvoiceBrief, "kind" | "number">): string {
  const number = d.number ?? "Draft";
  return d.kind === "receipt" ? `Advance, receipt voucher ${number}` : number;
}
