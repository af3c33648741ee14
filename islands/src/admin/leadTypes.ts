// The two kinds of lead, the statuses each moves through, and how their
// history reads. The JSON shapes of the lead desk and the status lists are
// the generated ones in ../api/types.
import { APPLICATION_STATUSES, ENQUIRY_STATUSES, type LeadEvent, type LeadStatus } from "../api/types";
import { formatDay } from "../lib/time";

export type LeadKind = "enquiries" | "applications";

/** Every status of each kind, in pipeline order; each is its own label. */
export const STATUSES: Record<LeadKind, readonly LeadStatus[]> = {
  enquiries: ENQUIRY_STATUSES,
  applications: APPLICATION_STATUSES,
};

export const KIND_LABEL: Record<LeadKind, { plural: string; one: string; topic: string }> = {
  enquiries: { plural: "Enquiries", one: "Enquiry", topic: "Service" },
  applications: { plural: "Applications", one: "Application", topic: "Position" },
};

/** "Status changed from New to Won" and the like, for the history list. */
export function describeEvent(e: LeadEvent): string {
  switch (e.action) {
    case "status":
      return `Status changed from ${e.from ?? "—"} to ${e.to ?? "—"}`;
    case "assignee":
      return e.to ? `Assigned to ${e.to}` : `Unassigned (was ${e.from ?? "nobody"})`;
    case "followUp":
      return e.to ? `Follow-up set for ${formatDay(e.to)}` : "Follow-up cleared";
    case "spam":
      return "Released from spam";
    case "called":
      return "Called";
    case "whatsapped":
      return "WhatsApp chat opened";
    case "quoteSent":
    case "quoteOpened":
    case "quoteAccepted":
    case "quoteDeclined":
    case "quoteRenewalAsked":
    case "quoteRevoked":
      return `Quotation ${e.to ?? ""}`;
    case "rejectionReason":
      return `Reason for rejection: ${e.to ?? "—"}`;
  }
}
