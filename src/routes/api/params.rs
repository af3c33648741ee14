//! The query strings of the administrators' lists, read in one place. Each
//! parameter arrives as text so that a bad value is refused at its own field
//! (422) instead of failing the whole query string; `parse` turns it into
//! the domain's query or an error naming the parameter.
use chrono::{DateTime, Utc};
use serde::Deserialize;
use utoipa::IntoParams;

use crate::{
    domain::{
        bounded, india_today,
        lead::{Assignee, LeadFilter, LeadQuery, LeadSort, LeadStatus, PipelineStatus},
        search_words, DayRange, DomainError, DomainResult, PageRequest,
    },
    services::{
        audit::{AuditFilter, ACTIONS},
        product_list::{ProductQuery, ProductSort},
    },
};

/// A query parameter that was given with something in it, trimmed.
pub(crate) fn given(value: &Option<String>) -> Option<&str> {
    value.as_deref().map(str::trim).filter(|v| !v.is_empty())
}

/// "true" or "false"; `None` when the parameter is missing or empty.
fn flag(field: &'static str, value: &Option<String>) -> DomainResult<Option<bool>> {
    match given(value) {
        None => Ok(None),
        Some("true") => Ok(Some(true)),
        Some("false") => Ok(Some(false)),
        Some(_) => Err(DomainError::invalid(field, "Use true or false.")),
    }
}

/// The paging parameters every list takes beside its own filters (an
/// export takes the filters alone: it is every page).
#[derive(Clone, Debug, Default, Deserialize, IntoParams)]
#[serde(rename_all = "camelCase")]
#[into_params(parameter_in = Query)]
pub struct PageParams {
    /// 1-based page number.
    pub page: Option<String>,
    /// Rows per page, 1 to 100 (25 by default).
    pub per_page: Option<String>,
}

impl PageParams {
    pub fn parse(&self) -> DomainResult<PageRequest> {
        PageRequest::parse(self.page.as_deref(), self.per_page.as_deref())
    }
}

/// The lead list's filters and sort, as both the list and its CSV export
/// take them.
#[derive(Clone, Debug, Default, Deserialize, IntoParams)]
#[serde(rename_all = "camelCase")]
#[into_params(parameter_in = Query)]
pub struct LeadParams {
    /// Search in names, e-mail, phone, message, service or position.
    pub q: Option<String>,
    /// One status of the list's kind, exactly as listed (Spam shows the
    /// spam view).
    #[param(value_type = Option<LeadStatus>)]
    pub status: Option<String>,
    /// "true" for the leads held as spam.
    pub spam: Option<String>,
    /// A service id (enquiries) or position id (applications).
    pub topic: Option<String>,
    /// An administrator's id, or "none" for unassigned leads.
    pub assignee: Option<String>,
    /// "true": only leads assigned to the caller.
    pub mine: Option<String>,
    /// "today": open leads whose follow-up is today or overdue.
    pub due: Option<String>,
    /// First day, YYYY-MM-DD (India date).
    pub from: Option<String>,
    /// Last day, YYYY-MM-DD (India date).
    pub to: Option<String>,
    /// newest (default), oldest, name, -name, status, followUp.
    pub sort: Option<String>,
}

/// An administrator's or a service's id from the query string.
fn id_param(field: &'static str, label: &str, value: Option<&str>) -> DomainResult<Option<i32>> {
    Ok(bounded(field, label, value, 1, i32::MAX as u64)?.map(|n| n as i32))
}

impl LeadParams {
    /// Checks every parameter for a list of leads with statuses `S`; `me`
    /// is the caller (for "assigned to me").
    pub fn parse<S: PipelineStatus>(
        &self,
        me: i32,
        now: DateTime<Utc>,
    ) -> DomainResult<LeadQuery<S>> {
        let status = given(&self.status)
            .map(|s| S::parse("status", s))
            .transpose()?;
        let spam =
            flag("spam", &self.spam)? == Some(true) || (status.is_some() && status == S::SPAM);
        let assignee = match (flag("mine", &self.mine)?, given(&self.assignee)) {
            (Some(true), _) => Some(Assignee::Admin(me)),
            (_, None) => None,
            (_, Some("none")) => Some(Assignee::Nobody),
            (_, Some(v)) => id_param("assignee", "Assignee", Some(v))?.map(Assignee::Admin),
        };
        let due_by = match given(&self.due) {
            None => None,
            Some("today") => Some(india_today(now)),
            Some(_) => return Err(DomainError::invalid("due", "The only due view is today.")),
        };
        Ok(LeadQuery {
            filter: LeadFilter {
                search: search_words(self.q.as_deref())?,
                status,
                spam,
                topic_id: id_param("topic", "Service or position", given(&self.topic))?,
                assignee,
                submitted: DayRange::parse(given(&self.from), given(&self.to))?,
                due_by,
            },
            sort: given(&self.sort)
                .map(LeadSort::parse)
                .transpose()?
                .unwrap_or_default(),
        })
    }
}

/// The product list's filters and sort, as both the list and its CSV export
/// take them.
#[derive(Clone, Debug, Default, Deserialize, IntoParams)]
#[serde(rename_all = "camelCase")]
#[into_params(parameter_in = Query)]
pub struct ProductParams {
    /// Search in title, brand, category and platform.
    pub q: Option<String>,
    /// Exact category.
    pub category: Option<String>,
    /// Exact platform.
    pub platform: Option<String>,
    /// "true" or "false".
    pub active: Option<String>,
    /// newest (default), oldest, title, price, -price.
    pub sort: Option<String>,
}

impl ProductParams {
    pub fn parse(&self) -> DomainResult<ProductQuery> {
        let sort = match given(&self.sort) {
            None | Some("newest") => ProductSort::Newest,
            Some("oldest") => ProductSort::Oldest,
            Some("title") => ProductSort::Title,
            Some("price") => ProductSort::PriceAsc,
            Some("-price") => ProductSort::PriceDesc,
            Some(_) => {
                return Err(DomainError::invalid(
                    "sort",
                    "Sort must be one of: newest, oldest, title, price, -price.",
                ))
            }
        };
        Ok(ProductQuery {
            search: search_words(self.q.as_deref())?,
            category: given(&self.category).map(str::to_owned),
            platform: given(&self.platform).map(str::to_owned),
            active: flag("active", &self.active)?,
            sort,
        })
    }
}

/// The audit log's filters.
#[derive(Clone, Debug, Default, Deserialize, IntoParams)]
#[serde(rename_all = "camelCase")]
#[into_params(parameter_in = Query)]
pub struct AuditParams {
    /// Part of the administrator's e-mail or name, the call or the fields.
    pub q: Option<String>,
    /// One kind of entry, exactly as listed in `actions`.
    pub action: Option<String>,
    /// First day, YYYY-MM-DD (India date).
    pub from: Option<String>,
    /// Last day, YYYY-MM-DD (India date).
    pub to: Option<String>,
}

impl AuditParams {
    pub fn parse(&self) -> DomainResult<AuditFilter> {
        let action = match given(&self.action) {
            Some(a) if ACTIONS.contains(&a) => Some(a.to_owned()),
            Some(_) => {
                return Err(DomainError::invalid(
                    "action",
                    format!("Action must be one of: {}.", ACTIONS.join(", ")),
                ))
            }
            None => None,
        };
        Ok(AuditFilter {
            search: search_words(self.q.as_deref())?,
            action,
            at: DayRange::parse(given(&self.from), given(&self.to))?,
        })
    }
}
