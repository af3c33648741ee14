//! The query strings of the administrators' lists, read in one place. Each
//! parameter arrives as text so that a bad value is refused at its own field
//! (422) instead of failing the whole query string; `parse` turns it into
//! the domain's query or every refused parameter at once, and `with_page`
//! adds the paging parameters' refusals to a list's.
use chrono::{DateTime, NaiveDate, Utc};
use serde::Deserialize;
use utoipa::IntoParams;

use crate::{
    domain::{
        analytics::{ChannelFilter, TouchModel},
        audit::AuditAction,
        bounded, india_today,
        lead::{Assignee, LeadFilter, LeadQuery, LeadSort, LeadStatus, PipelineStatus, Spelled},
        search_words, DayRange, FieldErrors, PageRequest,
    },
    services::{
        affiliate::product_list::{ProductQuery, ProductSort},
        operations::audit::AuditFilter,
        website::media::MediaFilter,
    },
};

/// A query parameter that was given with something in it, trimmed.
pub(crate) fn given(value: &Option<String>) -> Option<&str> {
    value.as_deref().map(str::trim).filter(|v| !v.is_empty())
}

/// "true" or "false"; `None` when the parameter is missing or empty.
fn flag(field: &'static str, value: &Option<String>) -> Result<Option<bool>, FieldErrors> {
    match given(value) {
        None => Ok(None),
        Some("true") => Ok(Some(true)),
        Some("false") => Ok(Some(false)),
        Some(_) => Err(FieldErrors::one(field, "Use true or false.")),
    }
}

/// The value named by `value` among `choices` (name, value), or a refusal
/// listing the names: "Sort must be one of: newest, oldest, …".
pub(crate) fn one_of<T: Copy>(
    field: &'static str,
    label: &str,
    value: Option<&str>,
    choices: &[(&str, T)],
) -> Result<Option<T>, FieldErrors> {
    let Some(value) = value else {
        return Ok(None);
    };
    match choices.iter().find(|(name, _)| *name == value) {
        Some((_, chosen)) => Ok(Some(*chosen)),
        None => {
            let names: Vec<&str> = choices.iter().map(|(name, _)| *name).collect();
            let message = format!("{label} must be one of: {}.", names.join(", "));
            Err(FieldErrors::one(field, message))
        }
    }
}

/// The product list's orders, by the names the query string uses.
const PRODUCT_SORTS: [(&str, ProductSort); 5] = [
    ("newest", ProductSort::Newest),
    ("oldest", ProductSort::Oldest),
    ("title", ProductSort::Title),
    ("price", ProductSort::PriceAsc),
    ("-price", ProductSort::PriceDesc),
];

/// A list's query and its page, or the refusals of both at once.
pub fn with_page<Q>(
    query: Result<Q, FieldErrors>,
    paging: &PageParams,
) -> Result<(Q, PageRequest), FieldErrors> {
    let mut e = FieldErrors::default();
    let query = e.check(query);
    let page = e.check(paging.parse());
    e.finish(|| Some((query?, page?)))
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
    pub fn parse(&self) -> Result<PageRequest, FieldErrors> {
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
    /// "true": only leads still waiting for their first answer (longest
    /// wait first unless `sort` says otherwise).
    pub waiting: Option<String>,
    /// newest (default), oldest, name, -name, status, followUp.
    pub sort: Option<String>,
    /// The analytics report's channel: only leads whose credited touch
    /// (`model`) came from this source ("direct" includes leads with no
    /// touch).
    pub source: Option<String>,
    /// With `source`: this medium; given empty, none.
    pub medium: Option<String>,
    /// With `source`: this campaign; given empty, none.
    pub campaign: Option<String>,
    /// Only leads whose credited touch landed on this path.
    pub landing: Option<String>,
    /// The touch credited: `first` (default) or `last`.
    #[param(value_type = Option<TouchModel>)]
    pub model: Option<String>,
    /// "true": only enquiries whose quotation was accepted, `from` and `to`
    /// then being the days it was accepted.
    pub won: Option<String>,
    /// Comma-separated ids, at most `MAX_IDS`: only these leads (a list's
    /// ticked rows, for their export).
    pub ids: Option<String>,
}

/// The most leads `ids` may name (a page of the lists at most).
const MAX_IDS: usize = 100;

/// `ids` read: every one a record id, at most `MAX_IDS` of them.
fn ids_param(value: Option<&str>) -> Result<Option<Vec<i32>>, FieldErrors> {
    let Some(value) = value else {
        return Ok(None);
    };
    let ids: Vec<i32> = value
        .split(',')
        .map(|id| id.trim().parse::<i32>().ok().filter(|n| *n > 0))
        .collect::<Option<_>>()
        .ok_or_else(|| {
            FieldErrors::one(
                "ids",
                "The ids must be lead numbers separated by commas, such as 12,15,31.",
            )
        })?;
    if ids.len() > MAX_IDS {
        return Err(FieldErrors::one(
            "ids",
            format!("At most {MAX_IDS} leads can be named at once."),
        ));
    }
    Ok(Some(ids))
}

/// An administrator's or a service's id from the query string.
fn id_param(
    field: &'static str,
    label: &str,
    value: Option<&str>,
) -> Result<Option<i32>, FieldErrors> {
    Ok(bounded(field, label, value, 1, i32::MAX as u64)?.map(|n| n as i32))
}

impl LeadParams {
    /// Checks every parameter for a list of leads with statuses `S`; `me`
    /// is the caller (for "assigned to me").
    pub fn parse<S: PipelineStatus>(
        &self,
        me: i32,
        now: DateTime<Utc>,
    ) -> Result<LeadQuery<S>, FieldErrors> {
        let mut e = FieldErrors::default();
        let status = e.patch(
            given(&self.status)
                .map(|s| S::parse("status", s))
                .transpose(),
        );
        let spam = e.check(flag("spam", &self.spam)).flatten() == Some(true)
            || (status.is_some() && status == S::SPAM);
        let assignee = match (
            e.check(flag("mine", &self.mine)).flatten(),
            given(&self.assignee),
        ) {
            (Some(true), _) => Some(Assignee::Admin(me)),
            (_, None) => None,
            (_, Some("none")) => Some(Assignee::Nobody),
            (_, Some(v)) => e
                .patch(id_param("assignee", "Assignee", Some(v)))
                .map(Assignee::Admin),
        };
        let due_by = match given(&self.due) {
            None => None,
            Some("today") => Some(india_today(now)),
            Some(_) => {
                e.add("due", "The only due view is today.");
                None
            }
        };
        let search = e.check(search_words(self.q.as_deref()));
        let topic_id = e.check(id_param("topic", "Service or position", given(&self.topic)));
        let submitted = e.check(DayRange::parse(given(&self.from), given(&self.to)));
        let sort = e.check(given(&self.sort).map(LeadSort::parse).transpose());
        let waiting = e.check(flag("waiting", &self.waiting)).flatten() == Some(true);
        let channel = e.check(self.channel());
        let ids = e.check(ids_param(given(&self.ids)));
        e.finish(|| {
            Some(LeadQuery {
                filter: LeadFilter {
                    search: search?,
                    status,
                    spam,
                    topic_id: topic_id?,
                    assignee,
                    submitted: submitted?,
                    due_by,
                    waiting,
                    channel: channel?,
                    ids: ids?,
                },
                sort: sort?.unwrap_or(if waiting {
                    LeadSort::Oldest
                } else {
                    LeadSort::default()
                }),
            })
        })
    }
}

impl LeadParams {
    /// The analytics report's figure a list is narrowed to.
    fn channel(&self) -> Result<ChannelFilter, FieldErrors> {
        let mut e = FieldErrors::default();
        // Given empty, a medium, campaign or landing path means none.
        let exact = |v: &Option<String>| v.as_deref().map(|v| v.trim().to_owned());
        let model = match given(&self.model) {
            None => None,
            m => e.check(TouchModel::parse(m)),
        };
        let won = e.check(flag("won", &self.won)).flatten() == Some(true);
        e.finish(|| {
            Some(ChannelFilter {
                model,
                source: given(&self.source).map(str::to_owned),
                medium: exact(&self.medium),
                campaign: exact(&self.campaign),
                landing: exact(&self.landing),
                won,
            })
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
    pub fn parse(&self) -> Result<ProductQuery, FieldErrors> {
        let mut e = FieldErrors::default();
        let sort = e.check(one_of("sort", "Sort", given(&self.sort), &PRODUCT_SORTS));
        let search = e.check(search_words(self.q.as_deref()));
        let active = e.check(flag("active", &self.active));
        e.finish(|| {
            Some(ProductQuery {
                search: search?,
                category: given(&self.category).map(str::to_owned),
                platform: given(&self.platform).map(str::to_owned),
                active: active?,
                sort: sort?.unwrap_or(ProductSort::Newest),
            })
        })
    }
}

/// The media library's filters.
#[derive(Clone, Debug, Default, Deserialize, IntoParams)]
#[serde(rename_all = "camelCase")]
#[into_params(parameter_in = Query)]
pub struct MediaParams {
    /// Part of the file name or the alt text.
    pub q: Option<String>,
}

impl MediaParams {
    pub fn parse(&self) -> Result<MediaFilter, FieldErrors> {
        Ok(MediaFilter {
            search: search_words(self.q.as_deref())?,
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
    pub fn parse(&self) -> Result<AuditFilter, FieldErrors> {
        let mut e = FieldErrors::default();
        let actions: Vec<(&str, AuditAction)> =
            AuditAction::ALL.iter().map(|a| (a.as_str(), *a)).collect();
        let action = e.patch(one_of("action", "Action", given(&self.action), &actions));
        let search = e.check(search_words(self.q.as_deref()));
        let at = e.check(DayRange::parse(given(&self.from), given(&self.to)));
        e.finish(|| {
            Some(AuditFilter {
                search: search?,
                action,
                at: at?,
            })
        })
    }
}

/// The India days an affiliate product's click counts cover.
#[derive(Clone, Debug, Default, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct ClickParams {
    /// First day, YYYY-MM-DD (India date); default: 29 days before the last.
    pub from: Option<String>,
    /// Last day, YYYY-MM-DD (India date); default: today.
    pub to: Option<String>,
}

impl ClickParams {
    /// The first and last day, both included: the last 30 days by default.
    pub fn parse(&self, now: DateTime<Utc>) -> Result<(NaiveDate, NaiveDate), FieldErrors> {
        let range = DayRange::parse(given(&self.from), given(&self.to))?;
        let to = range.to.unwrap_or_else(|| india_today(now));
        let from = range.from.unwrap_or(to - chrono::Duration::days(29));
        if from > to {
            return Err(FieldErrors::one(
                "from",
                "The first day comes after the last.",
            ));
        }
        Ok((from, to))
    }
}
