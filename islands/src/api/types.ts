// Friendly names for the API's JSON shapes. The shapes themselves are
// generated from the server's OpenAPI document into
// islands/generated/api-schema.gen.ts (kept apart from the hand-written
// source; run `npm run gen:api` in islands/ after changing the API, and
// `npm run check:api` fails while it is out of date). This is the only file
// that names the document's schemas, so a renamed schema is fixed here once.
// The browser tests import these names too.
import type { components } from "../../generated/api-schema.gen";

type Schemas = components["schemas"];

/** The pipeline statuses of enquiries and of applications, in order, as the
 * server spells them (generated from its enums). */
export {
  applicationStatusValues as APPLICATION_STATUSES,
  enquiryStatusValues as ENQUIRY_STATUSES,
} from "../../generated/api-schema.gen";

/** A service of the catalogue (GET /admin/services). */
export type Service = Schemas["ServiceView"];
/** A business enquiry as the administrator sees it. */
export type Enquiry = Schemas["EnquiryView"];
/** What needs an administrator now (GET /admin/today), and its rows. */
export type TodayView = Schemas["TodayView"];
export type TodayLeads = Schemas["TodayLeads"];
export type TodayLead = Schemas["TodayLead"];
/** An invoice (or an advance's receipt voucher) as receivables, Today and the lead's page list it. */
export type InvoiceBrief = Schemas["InvoiceBrief"];
/** What clients owe and what came in (GET /admin/receivables), and its figures. */
export type Receivables = Schemas["ReceivablesView"];
export type ReceivableFigure = Schemas["FigureView"];
export type Ageing = Schemas["AgeingView"];
/** An advance a lead paid, with what is left and its refund vouchers (its page). */
export type Advance = Schemas["AdvanceView"];
/** A payment against one of a lead's invoices (its page). */
export type LeadPayment = Schemas["LeadPayment"];
/** One page of the enquiry table (GET /admin/enquiries). */
export type EnquiryPage = Schemas["EnquiryPage"];
/** An application for a position. */
export type Application = Schemas["ApplicationView"];
/** One page of the applications table (GET /admin/applications). */
export type ApplicationPage = Schemas["ApplicationPage"];
/** A position; `applications` only where a call says so. */
export type Position = Schemas["PositionView"];
/** A department with its positions. */
export type Department = Schemas["DepartmentView"];
/** An administrator account. */
export type Admin = Schemas["AdminView"];
/** The signed-in administrator. */
export type SessionUser = Schemas["SessionUser"];
/** An administrator's access level (owner, manager, sales, recruiter, editor). */
export type Access = Schemas["Access"];
/** A screen's key in src/routes/admin_screens.json. */
export type ScreenKeyName = Schemas["ScreenKey"];
/** POST /admin/login. */
export type LoginResponse = Schemas["LoginResponse"];
/** A plain confirmation, such as POST /admin/logout's. */
export type Message = Schemas["MessageBody"];
/** An affiliate product. */
export type Product = Schemas["ProductView"];
/** A product link's last health check (POST /admin/products/{id}/check). */
export type LinkHealth = Schemas["LinkHealthView"];
/** A product's clicks over some days (GET /admin/products/{id}/clicks). */
export type ProductClicks = Schemas["ProductClicks"];
/** One live session of the signed-in administrator (GET /admin/account/sessions). */
export type LoginSession = Schemas["LoginSessionView"];
/** POST /admin/account/password. */
export type PasswordChanged = Schemas["PasswordChanged"];
/** Where a page of a list stands: total rows, this page, its size, how many pages. */
export type PageInfo = Schemas["PageInfo"];
/** A status of either kind of lead. */
export type LeadStatus = Schemas["LeadStatus"];
/** One page of a lead list (GET /admin/leads/{kind}). */
export type LeadPage = Schemas["LeadPage"];
/** PATCH /admin/leads/{kind}/{id}: status, assignee and follow-up date. */
export type LeadChange = Schemas["LeadChangeBody"];
export type Touch = Schemas["TouchView"];
export type Attribution = Schemas["AttributionView"];
/** One entry of a lead's history: a change, a call or a WhatsApp chat. */
export type LeadEvent = Schemas["EventView"];
/** The lead figures on the administrator home (GET /admin/leads/dashboard). */
export type LeadDashboard = Schemas["Dashboard"];
/** POST /admin/login's 202: the second step of a two-step sign-in. */
export type SecondStep = Schemas["SecondStep"];
/** POST /admin/2fa/setup: the new secret, its otpauth address and QR code. */
export type EnrolmentView = Schemas["EnrolmentView"];
/** Whether an administrator has two-step sign-in on (GET /admin/admins/two-factor). */
export type AdminTwoFactor = Schemas["AdminTwoFactor"];
/** A content item in the editor's list, and one opened at its latest revision. */
export type ContentSummary = Schemas["ContentSummary"];
export type ContentDetail = Schemas["ContentDetail"];
/** One row of the paged content list (GET /admin/content/page): the summary with its translations. */
export type ContentRow = Schemas["ContentRow"];
/** An English item's translation into one language, and where it stands. */
export type TranslationView = Schemas["TranslationView"];
/** missing, current or outdated. */
export type TranslationState = Schemas["TranslationState"];
/** A translation's English source, with the fields changed since it was last saved. */
export type SourceView = Schemas["SourceView"];
/** What a content item is: "servicePage", "article"… */
export type ContentKind = Schemas["ContentKind"];
/** An item's fields, of whichever kind (one of the `<Kind>Fields` schemas). */
export type ContentFields = Schemas["ContentFields"];
/** A new case study, testimonial or article (POST /admin/content). */
export type NewContentBody = Schemas["NewContentBody"];
export type ContentRevision = Schemas["RevisionView"];
export type MediaImage = Schemas["MediaView"];
/**
 * The body of every error answer; a 422 names its first refused field in
 * `field` and lists every refused field in `errors`.
 */
export type ApiError = Schemas["ErrorBody"];

/** Request bodies. */
export type EnquiryBody = Schemas["EnquiryBody"];
export type ApplicationBody = Schemas["ApplicationBody"];
/** The public enquiry form's post (POST /userbe/createbe), in the original client's names. */
export type OriginalEnquiryBody = Schemas["OriginalEnquiryBody"];
/**
 * The original client's shapes (`bId`, `serId`, `careerPages`…), answered
 * only at its paths (and by the public forms' posts). The administrator
 * island never reads them; the browser tests that make data through those
 * paths do.
 */
export type OriginalService = Schemas["OriginalServiceView"];
export type OriginalEnquiry = Schemas["OriginalEnquiryView"];
export type OriginalApplication = Schemas["OriginalApplicationView"];
export type OriginalPosition = Schemas["OriginalPositionView"];
export type OriginalDepartment = Schemas["OriginalDepartmentView"];
export type OriginalAdmin = Schemas["OriginalAdminView"];
export type JobView = Schemas["JobView"];
/** Whether a job page is offered to search engines as a job posting, or what it lacks. */
export type JobPageState = Schemas["JobPageState"];
/** One position's job page state (GET /admin/positions/job-pages). */
export type JobPageView = Schemas["JobPageView"];
export type Choice = Schemas["Choice"];
export type PeopleView = Schemas["PeopleView"];
export type ErasedView = Schemas["ErasedView"];
export type ProductBody = Schemas["ProductBody"];
export type CreateAdminBody = Schemas["CreateAdminBody"];
/** A quotation as the administrator sees it, with its standing for the client. */
export type Quote = Schemas["QuoteView"];
/** POST /admin/quotes/{id}/send: the quote, and whether a letter went out. */
export type SentQuote = Schemas["SentQuote"];
/** POST /admin/quotes and …/revise. */
export type QuoteBody = Schemas["QuoteBody"];
export type QuoteLineBody = Schemas["QuoteLineBody"];
/** GET /admin/rate-card: the services' prices, the GST states, the agency's state. */
export type RateCard = Schemas["RateCard"];
export type Rate = Schemas["RateView"];
/** What each channel earned over a range (GET /admin/analytics), and one of its sources. */
export type AnalyticsReport = Schemas["AnalyticsView"];
export type AnalyticsSource = Schemas["AnalyticsSourceView"];
/** A tax invoice with its lines, payments, notes and balance (GET /admin/invoices/{id}). */
export type Invoice = Schemas["InvoiceView"];
/** One row of the invoices list, and a page of them (GET /admin/invoices). */
export type InvoiceRow = Schemas["InvoiceRow"];
export type InvoicePage = Schemas["InvoicePageView"];
/** Where an invoice stands: draft, issued, partlyPaid, paid, cancelled. */
export type InvoiceStatus = Schemas["InvoiceStatus"];
/** A payment recorded against an invoice, and how money came. */
export type Payment = Schemas["PaymentView"];
export type PaymentMethod = Schemas["PaymentMethod"];
/** POST /admin/invoices/{id}/payments. */
export type PaymentBody = Schemas["PaymentBody"];
/** A credit or debit note, or a receipt voucher. */
export type InvoiceNote = Schemas["InvoiceNoteView"];
