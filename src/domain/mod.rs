//! The domain: values that can only hold valid data, the commands the
//! services carry out, and the errors they answer with. Nothing here knows
//! HTTP, JSON field names or the database.
pub mod access;
pub mod analytics;
pub mod attribution;
pub mod audit;
pub mod backup;
mod commands;
pub mod content;
pub mod cv;
mod error;
pub mod gst;
pub mod gstr1;
pub mod hindi_refusals;
pub mod hours;
pub mod invoice;
pub mod job;
pub mod language;
pub mod lead;
mod money;
mod page;
pub mod quote;
pub mod signature;
mod time;
mod values;

pub use commands::*;
pub use error::{AtField, DomainError, DomainResult, FieldError, FieldErrors, Rejected};
pub use money::Money;
pub use page::{bounded, search_words, PageRequest};
pub use time::{
    hindi_moment, india, india_clock, india_day_start, india_today, india_year, parse_date,
    rfc3339, week_start, Clock, DayRange, IndiaDay, Moment, INDIA_OFFSET_SECONDS,
};
pub use values::{
    is_http_url, record_id, Address, CatalogueName, Description, Email, ImageUrls, Label, Message,
    Password, PersonName, Phone, PostCount, Rating, Role, SingleLine, Text, Title, WebAddress,
};
