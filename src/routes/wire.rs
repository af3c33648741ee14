//! The API's wire format: how stored records are written as JSON, in the
//! product's own words (`id`, `firstName`, `serviceId`, `positionId`). The
//! product's calls answer with these, and the server-rendered pages use the
//! same shapes for the props they hand to their islands, so a record has
//! one JSON shape wherever it appears. The original client's spellings
//! (`bId`, `fName`, `serId`…) live only in `api::original::wire`.
use serde::Serialize;
use utoipa::ToSchema;

use crate::{
    domain::{
        access::Access,
        attribution::touch_line,
        audit::AuditAction,
        job::JobPageState,
        language::Language,
        lead::{LeadAction, LeadStatus},
        rfc3339, Money, PageRequest, Rating,
    },
    entities::{
        admin, admin_login, affiliate_link_health, affiliate_product, audit_entry, lead_event,
        lead_note, lead_touch, service, Application, Enquiry, LeadRecord, Pipeline,
    },
    services::{
        affiliate::products::image_urls,
        careers::{self, DepartmentPositions, PositionApplications},
    },
};

/// Where a page of a list stands; every list answer carries these fields
/// beside its rows.
#[derive(Clone, Copy, Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct PageInfo {
    /// Rows matching every filter.
    pub total: u64,
    pub page: u64,
    pub per_page: u64,
    /// Pages at this size (at least 1).
    pub pages: u64,
}

impl PageInfo {
    pub fn of(request: PageRequest, total: u64) -> Self {
        Self {
            total,
            page: request.page,
            per_page: request.per_page,
            pages: request.pages(total),
        }
    }
}

/// A service of the catalogue.
#[derive(Clone, Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ServiceView {
    pub id: i32,
    pub service_name: String,
    pub sub_service_name: String,
}

impl From<service::Model> for ServiceView {
    fn from(m: service::Model) -> Self {
        Self {
            id: m.id,
            service_name: m.service_name,
            sub_service_name: m.sub_service_name,
        }
    }
}

impl ServiceView {
    /// The service as a form in `language` offers it: in Hindi, each name's
    /// Hindi where it has one, else the name as written.
    pub fn in_language(m: service::Model, language: Language) -> Self {
        if language != Language::Hi {
            return m.into();
        }
        let or = |hindi: Option<String>, english: String| {
            hindi.filter(|h| !h.trim().is_empty()).unwrap_or(english)
        };
        Self {
            id: m.id,
            service_name: or(m.service_name_hi, m.service_name),
            sub_service_name: or(m.sub_service_name_hi, m.sub_service_name),
        }
    }
}

/// The service an enquiry chose, as it was named when the enquiry was made.
#[derive(Clone, Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ChosenService {
    /// Null once the service was deleted; the names are a snapshot.
    #[schema(required = true)]
    pub id: Option<i32>,
    pub service_name: String,
    pub sub_service_name: String,
}

/// A business enquiry with every field.
#[derive(Clone, Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct EnquiryView {
    pub id: i32,
    pub first_name: String,
    pub last_name: String,
    pub email: String,
    pub phone: String,
    pub address: String,
    pub message: String,
    /// RFC 3339, UTC.
    pub submitted_at: String,
    pub service: ChosenService,
}

impl From<Enquiry> for EnquiryView {
    fn from(Enquiry { lead, own }: Enquiry) -> Self {
        Self {
            id: lead.id,
            first_name: own.first_name,
            last_name: own.last_name,
            email: lead.email,
            phone: lead.phone,
            address: own.address,
            message: own.message,
            submitted_at: rfc3339(lead.submitted_at),
            service: ChosenService {
                id: own.service_id,
                service_name: own.service_name,
                sub_service_name: own.sub_service_name,
            },
        }
    }
}

/// The position an application was made for, as it was named then.
#[derive(Clone, Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct AppliedPosition {
    /// Null once the position was deleted (or for a general application).
    #[schema(required = true)]
    pub id: Option<i32>,
    pub name: String,
}

/// A job application with every field.
#[derive(Clone, Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ApplicationView {
    pub id: i32,
    pub full_name: String,
    pub email: String,
    pub phone: String,
    /// RFC 3339, UTC.
    pub submitted_at: String,
    pub position: AppliedPosition,
}

impl From<Application> for ApplicationView {
    fn from(Application { lead, own }: Application) -> Self {
        Self {
            id: lead.id,
            full_name: lead.name,
            email: lead.email,
            phone: lead.phone,
            submitted_at: rfc3339(lead.submitted_at),
            position: AppliedPosition {
                id: own.position_id,
                name: own.position_name,
            },
        }
    }
}

/// A position of a department.
#[derive(Clone, Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct PositionView {
    pub id: i32,
    pub name: String,
    pub number_of_posts: i32,
    pub department_id: i32,
    /// Its applications, newest first; only where a call says so.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub applications: Option<Vec<ApplicationView>>,
}

impl From<PositionApplications> for PositionView {
    fn from(p: PositionApplications) -> Self {
        let m = p.position;
        Self {
            id: m.id,
            name: m.name,
            number_of_posts: m.number_of_posts,
            department_id: m.department_id,
            applications: p
                .applications
                .map(|apps| apps.into_iter().map(Into::into).collect()),
        }
    }
}

impl From<crate::entities::position::Model> for PositionView {
    fn from(position: crate::entities::position::Model) -> Self {
        PositionApplications {
            position,
            applications: None,
        }
        .into()
    }
}

/// A department with its positions.
#[derive(Clone, Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct DepartmentView {
    pub id: i32,
    pub name: String,
    pub positions: Vec<PositionView>,
}

impl From<DepartmentPositions> for DepartmentView {
    fn from(d: DepartmentPositions) -> Self {
        Self {
            id: d.department.id,
            name: d.department.name,
            positions: d.positions.into_iter().map(Into::into).collect(),
        }
    }
}

/// How complete one position's job page is.
#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct JobPageView {
    pub position_id: i32,
    pub page_state: JobPageState,
}

impl JobPageView {
    /// One per position of `departments`, in their order.
    pub fn all(departments: &[DepartmentPositions]) -> Vec<Self> {
        departments
            .iter()
            .flat_map(|d| &d.positions)
            .map(|p| Self {
                position_id: p.id,
                page_state: careers::page_state(p),
            })
            .collect()
    }
}

#[derive(Clone, Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ProductView {
    pub id: i32,
    pub title: String,
    /// Review blocks separated by `|||`; a block may be `heading::text`.
    pub description: String,
    pub image_urls: Vec<String>,
    pub affiliate_link: String,
    pub brand: String,
    pub category: String,
    pub platform: String,
    /// Rupees, at most two decimals.
    #[schema(value_type = f64)]
    pub price: serde_json::Value,
    /// Null when the product has no M.R.P.; always sent.
    #[schema(value_type = Option<f64>, required = true)]
    pub original_price: serde_json::Value,
    /// Our rating with the review, 1 to 5 stars; left out when there is
    /// none (so the original client's answers stay as they were).
    #[serde(skip_serializing_if = "Option::is_none")]
    #[schema(minimum = 1, maximum = 5)]
    pub rating: Option<u8>,
    pub active: bool,
    pub created_at: String,
    pub updated_at: String,
    /// The link's last health check, in the administrators' product calls
    /// (`/admin/products…`) once the link has been checked; never in the
    /// original client's calls, whose answers stay as they were.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub health: Option<LinkHealthView>,
}

/// A product link's last health check (`services::affiliate::affiliate_health`).
#[derive(Clone, Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct LinkHealthView {
    /// ok, broken (an error answer or none), gone-home (ends at the
    /// marketplace's home or a search page) or tag-lost (our tag dropped).
    #[schema(pattern = "^(ok|broken|gone-home|tag-lost)$")]
    pub status: String,
    pub checked_at: String,
    /// What the check saw: the answer or the final address.
    pub detail: String,
    /// An administrator has seen this result (cleared when it changes).
    pub acknowledged: bool,
}

impl From<affiliate_link_health::Model> for LinkHealthView {
    fn from(h: affiliate_link_health::Model) -> Self {
        Self {
            status: h.status,
            checked_at: rfc3339(h.checked_at),
            detail: h.detail,
            acknowledged: h.acknowledged,
        }
    }
}

impl ProductView {
    /// The product with its last health check, as administrators see it.
    pub fn with_health(mut self, h: Option<affiliate_link_health::Model>) -> Self {
        self.health = h.map(Into::into);
        self
    }
}

impl From<affiliate_product::Model> for ProductView {
    fn from(m: affiliate_product::Model) -> Self {
        Self {
            image_urls: image_urls(&m),
            id: m.id,
            title: m.title,
            description: m.description,
            affiliate_link: m.affiliate_link,
            brand: m.brand,
            category: m.category,
            platform: m.platform,
            price: Money::from_paise(m.price_paise).to_json(),
            original_price: m
                .original_price_paise
                .map(|p| Money::from_paise(p).to_json())
                .unwrap_or(serde_json::Value::Null),
            rating: m.rating.and_then(Rating::from_stored).map(Rating::stars),
            active: m.active,
            created_at: rfc3339(m.created_at),
            updated_at: rfc3339(m.updated_at),
            health: None,
        }
    }
}

/// An administrator as listed (never the password hash).
#[derive(Clone, Debug, Serialize, ToSchema)]
pub struct AdminView {
    pub id: i32,
    pub username: String,
    pub email: String,
    pub mobile: String,
    /// The job title the administrator typed; it grants nothing.
    pub role: String,
    /// What the account may open.
    pub access: Access,
}

impl From<admin::Model> for AdminView {
    fn from(m: admin::Model) -> Self {
        Self {
            id: m.id,
            username: m.username,
            email: m.email,
            mobile: m.mobile,
            role: m.role,
            access: m.access,
        }
    }
}

/// The administrator behind a session, as login and the session check
/// answer.
#[derive(Clone, Debug, Serialize, ToSchema)]
pub struct SessionUser {
    pub user_id: i32,
    pub username: String,
    pub email: String,
}

impl From<&admin::Model> for SessionUser {
    fn from(a: &admin::Model) -> Self {
        Self {
            user_id: a.id,
            username: a.username.clone(),
            email: a.email.clone(),
        }
    }
}

/// Maps a list of records to their wire shape.
pub fn all<M, V: From<M>>(rows: Vec<M>) -> Vec<V> {
    rows.into_iter().map(V::from).collect()
}

/// One live login of the signed-in administrator, for their sessions list.
#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct LoginSessionView {
    pub id: i32,
    /// The address the login was made from.
    pub ip_address: String,
    /// The browser's User-Agent at login (up to 300 characters).
    pub user_agent: String,
    pub signed_in_at: String,
    pub last_seen_at: String,
    /// True for the session making this request.
    pub current: bool,
}

impl LoginSessionView {
    pub fn new(row: admin_login::Model, current_login: i32) -> Self {
        Self {
            current: row.id == current_login,
            id: row.id,
            ip_address: row.ip_address,
            user_agent: row.user_agent,
            signed_in_at: rfc3339(row.created_at),
            last_seen_at: rfc3339(row.last_seen_at),
        }
    }
}

/// One line of the audit log.
#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct AuditEntryView {
    pub id: i32,
    pub at: String,
    /// NULL for a failed sign-in; the id stays after the account is deleted.
    pub actor_id: Option<i32>,
    pub actor_email: String,
    pub actor_name: String,
    pub ip_address: String,
    pub action: AuditAction,
    /// The call and record, e.g. "PATCH /admin/update/7".
    pub target: String,
    /// What was done, in words: "Deleted the department Marketing".
    pub summary: String,
    /// The fields the request sent (names only).
    pub fields: Vec<String>,
    pub status: i16,
}

impl From<audit_entry::Model> for AuditEntryView {
    fn from(m: audit_entry::Model) -> Self {
        Self {
            summary: crate::services::operations::audit::said(&m),
            id: m.id,
            at: rfc3339(m.at),
            actor_id: m.actor_id,
            actor_email: m.actor_email,
            actor_name: m.actor_name,
            ip_address: m.ip_address,
            action: m.action,
            target: m.target,
            fields: m
                .fields
                .split(", ")
                .filter(|f| !f.is_empty())
                .map(str::to_owned)
                .collect(),
            status: m.status,
        }
    }
}

// ---------- the lead desk ----------

/// The administrator a lead is assigned to.
#[derive(Clone, Debug, Serialize, ToSchema, PartialEq, Eq)]
#[serde(rename_all = "camelCase")]
pub struct AssigneeView {
    /// Null once the administrator's account was deleted.
    pub id: Option<i32>,
    pub name: String,
}

/// One row of a lead list: the same shape for enquiries and applications.
#[derive(Clone, Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct LeadSummary {
    /// bId of an enquiry, cId of an application.
    pub id: i32,
    pub name: String,
    pub email: String,
    /// As typed.
    pub phone: String,
    /// "Service - Sub-service" of an enquiry, the position of an application.
    pub topic: String,
    /// The service or position id; null once it was deleted.
    pub topic_id: Option<i32>,
    /// The enquiry's message (empty for applications).
    pub message: String,
    pub status: LeadStatus,
    pub assignee: Option<AssigneeView>,
    /// YYYY-MM-DD (India date).
    pub follow_up_on: Option<String>,
    /// The earlier lead this one probably repeats (same e-mail or phone).
    pub duplicate_of: Option<i32>,
    /// Set while the lead is held as spam.
    pub spam_reason: Option<String>,
    /// RFC 3339, UTC.
    pub submitted_at: String,
    /// When it first got an answer (RFC 3339, UTC); null while it waits.
    pub first_response_at: Option<String>,
    /// The language of the page its form was sent from: "en" or "hi".
    pub language: Language,
    /// Where its last touch before the form came from, as the lists show
    /// it ("google / cpc / diwali-2026"); null where not read (only the
    /// lead lists read it) or when no touch was kept.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub source: Option<String>,
}

fn assignee(id: Option<i32>, name: Option<String>) -> Option<AssigneeView> {
    name.map(|name| AssigneeView { id, name })
}

impl LeadSummary {
    /// A summary with the pipeline's fields filled in; the lead's own
    /// fields are left for the caller to set.
    fn in_pipeline(p: Pipeline<'_>) -> Self {
        Self {
            id: 0,
            name: String::new(),
            email: String::new(),
            phone: String::new(),
            topic: String::new(),
            topic_id: None,
            message: String::new(),
            status: p.status,
            assignee: assignee(p.assignee_id, p.assignee_name.map(str::to_owned)),
            follow_up_on: p.follow_up_on.map(str::to_owned),
            duplicate_of: p.duplicate_of,
            spam_reason: p.spam_reason.map(str::to_owned),
            submitted_at: rfc3339(p.submitted_at),
            first_response_at: p.first_response_at.map(rfc3339),
            language: p.language,
            source: None,
        }
    }
}

impl From<Enquiry> for LeadSummary {
    fn from(Enquiry { lead, own }: Enquiry) -> Self {
        let pipeline = Self::in_pipeline(lead.pipeline());
        Self {
            id: lead.id,
            name: lead.name,
            email: lead.email,
            phone: lead.phone,
            topic: format!("{} - {}", own.service_name, own.sub_service_name),
            topic_id: own.service_id,
            message: own.message,
            ..pipeline
        }
    }
}

impl From<Application> for LeadSummary {
    fn from(Application { lead, own }: Application) -> Self {
        let pipeline = Self::in_pipeline(lead.pipeline());
        Self {
            id: lead.id,
            name: lead.name,
            email: lead.email,
            phone: lead.phone,
            topic: own.position_name,
            topic_id: own.position_id,
            message: String::new(),
            ..pipeline
        }
    }
}

/// One arrival from outside the site that brought a lead: an advert's
/// tags, a click id, another site's link. Absent values are null.
#[derive(Clone, Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct TouchView {
    /// `utm_source`, or the source read from the click id or the referring
    /// site (`google`, `facebook`, `patnabusiness.in`); `"direct"` for a
    /// visit with no touch at all.
    pub source: String,
    /// `utm_medium`, or `cpc`, `paid-social`, `organic`, `social`,
    /// `referral` as read from the click id or the referring site.
    pub medium: Option<String>,
    pub campaign: Option<String>,
    pub term: Option<String>,
    pub content: Option<String>,
    /// The referring site's host.
    pub referrer: Option<String>,
    /// The page landed on.
    pub landing_path: Option<String>,
    pub gclid: Option<String>,
    pub gbraid: Option<String>,
    pub wbraid: Option<String>,
    pub fbclid: Option<String>,
    /// RFC 3339, UTC.
    pub at: String,
    /// The touch in one line for the screens, the visitor's words as plain
    /// words (no scheme or e-mail address, hosts written `google[.]com`,
    /// each at most 60 characters): "google / cpc, campaign diwali, from
    /// l[.]facebook[.]com, landed on /contacts". The fields above keep
    /// what was recorded.
    pub line: String,
}

impl From<lead_touch::Model> for TouchView {
    fn from(m: lead_touch::Model) -> Self {
        Self {
            line: touch_line(
                &m.source,
                m.medium.as_deref(),
                m.campaign.as_deref(),
                m.referrer.as_deref(),
                m.landing_path.as_deref(),
            ),
            source: m.source,
            medium: m.medium,
            campaign: m.campaign,
            term: m.term,
            content: m.content,
            referrer: m.referrer,
            landing_path: m.landing_path,
            gclid: m.gclid,
            gbraid: m.gbraid,
            wbraid: m.wbraid,
            fbclid: m.fbclid,
            at: rfc3339(m.at),
        }
    }
}

/// Where a lead came from: its first touch (locked when it arrived), its
/// last, and every touch, oldest first, within `ATTRIBUTION_DAYS` before
/// its form. All null and empty when nothing was recorded (a lead from
/// before attribution, or with `ANALYTICS=false`).
#[derive(Clone, Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct AttributionView {
    pub first_touch: Option<TouchView>,
    pub last_touch: Option<TouchView>,
    pub touches: Vec<TouchView>,
}

impl From<Vec<lead_touch::Model>> for AttributionView {
    fn from(rows: Vec<lead_touch::Model>) -> Self {
        let touches: Vec<TouchView> = all(rows);
        Self {
            first_touch: touches.first().cloned(),
            last_touch: touches.last().cloned(),
            touches,
        }
    }
}

#[derive(Clone, Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct NoteView {
    pub id: i32,
    /// The author's name when the note was written.
    pub author: String,
    pub text: String,
    /// RFC 3339, UTC.
    pub created_at: String,
}

impl From<lead_note::Model> for NoteView {
    fn from(m: lead_note::Model) -> Self {
        Self {
            id: m.id,
            author: m.author_name,
            text: m.body,
            created_at: rfc3339(m.created_at),
        }
    }
}

/// One entry of a lead's history.
#[derive(Clone, Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct EventView {
    pub id: i32,
    pub action: LeadAction,
    pub from: Option<String>,
    pub to: Option<String>,
    /// Who did it (the name at that time).
    pub actor: String,
    /// RFC 3339, UTC.
    pub at: String,
}

impl From<lead_event::Model> for EventView {
    fn from(m: lead_event::Model) -> Self {
        Self {
            id: m.id,
            action: m.action,
            from: m.from_value,
            to: m.to_value,
            actor: m.actor_name,
            at: rfc3339(m.created_at),
        }
    }
}

impl From<LeadRecord> for LeadSummary {
    fn from(record: LeadRecord) -> Self {
        match record {
            LeadRecord::Enquiry(m) => m.into(),
            LeadRecord::Application(m) => m.into(),
        }
    }
}
