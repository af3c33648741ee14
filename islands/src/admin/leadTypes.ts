// Shapes of the lead desk's JSON (GET /admin/leads/…, /admin/products) and
// the statuses each kind of lead moves through.

export type LeadKind = "enquiries" | "applications";

export const STATUSES: Record<LeadKind, string[]> = {
  enquiries: ["New", "Contacted", "Quoted", "Won", "Lost", "Spam"],
  applications: ["New", "Shortlisted", "Interview", "Offered", "Hired", "Rejected"],
};

export interface LeadSummary {
  id: number;
  name: string;
  email: string;
  phone: string;
  topic: string;
  topicId: number | null;
  message: string;
  status: string;
  assignee: { id: number | null; name: string } | null;
  followUpOn: string | null;
  duplicateOf: number | null;
  spamReason: string | null;
  submittedAt: string;
}

export interface LeadPage {
  items: LeadSummary[];
  total: number;
  page: number;
  perPage: number;
  pages: number;
  counts: { status: string; count: number }[];
  spam: number;
}

export interface LeadEvent {
  id: number;
  action: string;
  from: string | null;
  to: string | null;
  actor: string;
  at: string;
}

export interface LeadNote {
  id: number;
  author: string;
  text: string;
  createdAt: string;
}

export interface LeadDetail extends LeadSummary {
  enquiry?: { fName: string; lName: string; address: string; message: string; selectedService: { serviceName: string; subServiceName: string } };
  application?: { fullName: string; positionApplied: { posId: number | null; posName: string } };
  phoneKey: string | null;
  callUrl: string | null;
  whatsappUrl: string | null;
  possibleDuplicates: LeadSummary[];
  notes: LeadNote[];
  history: LeadEvent[];
}

export interface AdminRef {
  user_id: number;
  username: string;
}

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
      return e.to ? `Follow-up set for ${e.to}` : "Follow-up cleared";
    case "spam":
      return "Released from spam";
    case "called":
      return "Called";
    case "whatsapped":
      return "WhatsApp chat opened";
    default:
      return e.action;
  }
}
