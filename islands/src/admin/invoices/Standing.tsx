// Where an invoice stands, in the words the invoices list and an invoice's
// page both use: its status as a tag, and "Overdue" beside it once the due
// day has passed unpaid (a partly paid invoice can be overdue too).
import type { InvoiceStatus } from "../../api/types";

/** Each status's word in the list, its filter and the invoice's page. */
export const INVOICE_STATUSES: Record<InvoiceStatus, string> = {
  draft: "Draft",
  issued: "Issued, unpaid",
  partlyPaid: "Partly paid",
  paid: "Paid",
  cancelled: "Cancelled",
};

export function Standing({ status, overdue }: { status: InvoiceStatus; overdue: boolean }) {
  return (
    <span className="admin-invoice-standing">
      <span className={`admin-tag admin-invoice-${status}`}>{INVOICE_STATUSES[status]}</span>
      {overdue && <span className="admin-tag admin-invoice-overdue">Overdue</span>}
    </span>
  );
}
