//! The one error type of the HTTP edge. 4xx carry a message for the user
//! (and every JSON field at fault); 5xx are logged once, with their cause
//! chain, inside the span where they arose (the call, its record's id and
//! the step: see `#[tracing::instrument]` on the handlers and services), and
//! answered with a generic message, never a stack trace or SQL. The
//! domain's own errors (`crate::domain::DomainError`) become these here.
use axum::{
    http::StatusCode,
    response::{IntoResponse, Response},
    Json,
};
use serde::Serialize;

use crate::domain::{hindi_refusals, language::Language, DomainError, FieldErrors};

#[derive(Debug, thiserror::Error)]
pub enum AppError {
    #[error("{0}")]
    BadRequest(String),
    /// Every refused field of the request (422).
    #[error("{0}")]
    Validation(FieldErrors),
    #[error("{0}")]
    Unauthorized(String),
    #[error("{0}")]
    Forbidden(String),
    #[error("{0}")]
    NotFound(String),
    #[error("{0}")]
    Conflict(String),
    /// Withdrawn on purpose (410): a quote's link an administrator withdrew.
    #[error("{0}")]
    Gone(String),
    #[error("The request body is too large (64 KiB at most).")]
    PayloadTooLarge,
    #[error("The upload is too large (10 MB at most).")]
    UploadTooLarge,
    /// A file over its call's own limit (413), the message naming it.
    #[error("{0}")]
    FileTooLarge(String),
    #[error("The request body stopped arriving before it was complete.")]
    RequestTimeout,
    #[error("Requests that change data must be sent as application/json.")]
    UnsupportedMediaType,
    /// Throttled: the message tells the wait in words, `retry_after` in seconds.
    #[error("{message}")]
    TooManyRequests { message: String, retry_after: u64 },
    /// The server is busy (e.g. every password check slot is taken); the
    /// client may retry after `retry_after` seconds.
    #[error("The server is busy. Please try again in a moment.")]
    Busy { retry_after: u64 },
    /// A failure on our side; `span` is where it arose, so its log line
    /// says which call, which record and which step failed.
    #[error("{error}")]
    Internal {
        error: anyhow::Error,
        span: tracing::Span,
    },
}

impl From<anyhow::Error> for AppError {
    /// Remembers the span the error arose in (the handler's or service's).
    fn from(error: anyhow::Error) -> Self {
        Self::Internal {
            error,
            span: tracing::Span::current(),
        }
    }
}

/// The error body of every API answer: `{"error": "...", "field": "..."}`;
/// a 422 names its first refused field in `field` and `error`, and lists
/// every refused field in `errors`.
#[derive(Serialize, utoipa::ToSchema)]
pub struct ErrorBody {
    pub error: String,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub field: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub errors: Option<Vec<FieldErrorBody>>,
}

/// One refused field of a 422.
#[derive(Serialize, utoipa::ToSchema)]
pub struct FieldErrorBody {
    pub field: String,
    pub error: String,
}

impl ErrorBody {
    fn message(error: String) -> Self {
        Self {
            error,
            field: None,
            errors: None,
        }
    }

    fn of(errors: &FieldErrors) -> Self {
        let first = errors.first();
        Self {
            error: errors.to_string(),
            field: first.map(|e| e.field.clone()),
            errors: Some(
                errors
                    .iter()
                    .map(|e| FieldErrorBody {
                        field: e.field.clone(),
                        error: e.message.clone(),
                    })
                    .collect(),
            ),
        }
    }
}

impl AppError {
    pub fn validation(field: &str, message: impl Into<String>) -> Self {
        Self::Validation(FieldErrors::one(field, message))
    }

    pub fn not_found(what: &str) -> Self {
        Self::NotFound(format!("{what} not found."))
    }

    pub fn unauthorized() -> Self {
        Self::Unauthorized("Please log in as an administrator.".into())
    }

    /// Throttled for `wait`: the message says `what` and the wait in whole
    /// minutes (rounded up), and `Retry-After` carries the same wait in seconds.
    pub fn throttled(what: &str, wait: std::time::Duration) -> Self {
        let secs = wait.as_secs().max(1);
        let minutes = secs.div_ceil(60);
        let unit = if minutes == 1 { "minute" } else { "minutes" };
        Self::TooManyRequests {
            message: format!("{what} Please wait {minutes} {unit} and try again."),
            retry_after: secs,
        }
    }

    pub fn status(&self) -> StatusCode {
        match self {
            Self::BadRequest(_) => StatusCode::BAD_REQUEST,
            Self::Validation(_) => StatusCode::UNPROCESSABLE_ENTITY,
            Self::Unauthorized(_) => StatusCode::UNAUTHORIZED,
            Self::Forbidden(_) => StatusCode::FORBIDDEN,
            Self::NotFound(_) => StatusCode::NOT_FOUND,
            Self::Conflict(_) => StatusCode::CONFLICT,
            Self::Gone(_) => StatusCode::GONE,
            Self::PayloadTooLarge | Self::UploadTooLarge | Self::FileTooLarge(_) => {
                StatusCode::PAYLOAD_TOO_LARGE
            }
            Self::RequestTimeout => StatusCode::REQUEST_TIMEOUT,
            Self::UnsupportedMediaType => StatusCode::UNSUPPORTED_MEDIA_TYPE,
            Self::TooManyRequests { .. } => StatusCode::TOO_MANY_REQUESTS,
            Self::Busy { .. } => StatusCode::SERVICE_UNAVAILABLE,
            Self::Internal { .. } => StatusCode::INTERNAL_SERVER_ERROR,
        }
    }
}

impl From<DomainError> for AppError {
    fn from(e: DomainError) -> Self {
        match e {
            DomainError::Invalid(errors) => Self::Validation(errors),
            DomainError::NotFound(what) => Self::not_found(what),
            DomainError::Conflict(message) => Self::Conflict(message),
            DomainError::Gone(message) => Self::Gone(message),
            DomainError::RegistrationClosed => Self::unauthorized(),
            DomainError::Busy { retry_after } => Self::Busy { retry_after },
            DomainError::Storage(e) => anyhow::Error::from(e).into(),
            DomainError::Internal(e) => e.into(),
        }
    }
}

impl AppError {
    /// A validation answer with its fields named as another caller spells
    /// them (see [`FieldErrors::respelled`]); any other answer as it is.
    pub fn respelled(self, names: &[(&str, &str)]) -> Self {
        match self {
            Self::Validation(errors) => Self::Validation(errors.respelled(names)),
            other => other,
        }
    }

    /// A public form's refusal said in the language of the page it came
    /// from: a Hindi page's field errors, throttling and unreadable posts
    /// in Hindi (`domain::hindi_refusals`); an English page's as they are.
    pub fn in_language(self, language: Language) -> Self {
        if language == Language::En {
            return self;
        }
        match self {
            Self::Validation(errors) => Self::Validation(errors.in_hindi()),
            Self::TooManyRequests {
                message,
                retry_after,
            } => Self::TooManyRequests {
                message: hindi_refusals::hindi_throttle(&message),
                retry_after,
            },
            Self::BadRequest(_) => Self::BadRequest(hindi_refusals::HINDI_UNREADABLE.to_owned()),
            other => other,
        }
    }
}

impl From<FieldErrors> for AppError {
    fn from(errors: FieldErrors) -> Self {
        Self::Validation(errors)
    }
}

impl From<sea_orm::DbErr> for AppError {
    fn from(e: sea_orm::DbErr) -> Self {
        anyhow::Error::from(e).into()
    }
}

impl From<tower_sessions::session::Error> for AppError {
    fn from(e: tower_sessions::session::Error) -> Self {
        anyhow::Error::from(e).into()
    }
}

impl IntoResponse for AppError {
    fn into_response(self) -> Response {
        let status = self.status();
        let retry_after = match self {
            Self::TooManyRequests { retry_after, .. } | Self::Busy { retry_after } => {
                Some(retry_after)
            }
            _ => None,
        };
        let body = match self {
            Self::Internal {
                ref error,
                ref span,
            } => {
                // `{:#}` is the whole cause chain on one line.
                span.in_scope(|| tracing::error!(error = %format!("{error:#}"), "internal error"));
                ErrorBody::message("Something went wrong on our side. Please try again.".to_owned())
            }
            Self::Validation(ref errors) => ErrorBody::of(errors),
            other => ErrorBody::message(other.to_string()),
        };
        let mut response = (status, Json(body)).into_response();
        if let Some(secs) = retry_after {
            response
                .headers_mut()
                .insert(axum::http::header::RETRY_AFTER, secs.into());
        }
        response
    }
}

pub type AppResult<T> = Result<T, AppError>;
