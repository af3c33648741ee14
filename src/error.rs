//! The one error type of the application. 4xx carry a message for the user
//! (and the field at fault); 5xx are logged with their cause chain and
//! answered with a generic message, never a stack trace or SQL.
use axum::{
    http::StatusCode,
    response::{IntoResponse, Response},
    Json,
};
use serde::Serialize;

#[derive(Debug, thiserror::Error)]
pub enum AppError {
    #[error("{0}")]
    BadRequest(String),
    #[error("{message}")]
    Validation { field: String, message: String },
    #[error("{0}")]
    Unauthorized(String),
    #[error("{0}")]
    Forbidden(String),
    #[error("{0}")]
    NotFound(String),
    #[error("{0}")]
    Conflict(String),
    #[error("The request body is too large (64 KiB at most).")]
    PayloadTooLarge,
    #[error("Requests that change data must be sent as application/json.")]
    UnsupportedMediaType,
    #[error("{0}")]
    TooManyRequests(String),
    #[error("service unavailable")]
    Unavailable,
    #[error(transparent)]
    Internal(#[from] anyhow::Error),
}

/// The error body of every API answer: `{"error": "...", "field": "..."}`.
#[derive(Serialize, utoipa::ToSchema)]
pub struct ErrorBody {
    pub error: String,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub field: Option<String>,
}

impl AppError {
    pub fn validation(field: &str, message: impl Into<String>) -> Self {
        Self::Validation {
            field: field.to_owned(),
            message: message.into(),
        }
    }

    pub fn not_found(what: &str) -> Self {
        Self::NotFound(format!("{what} not found."))
    }

    pub fn unauthorized() -> Self {
        Self::Unauthorized("Please log in as an administrator.".into())
    }

    pub fn status(&self) -> StatusCode {
        match self {
            Self::BadRequest(_) => StatusCode::BAD_REQUEST,
            Self::Validation { .. } => StatusCode::UNPROCESSABLE_ENTITY,
            Self::Unauthorized(_) => StatusCode::UNAUTHORIZED,
            Self::Forbidden(_) => StatusCode::FORBIDDEN,
            Self::NotFound(_) => StatusCode::NOT_FOUND,
            Self::Conflict(_) => StatusCode::CONFLICT,
            Self::PayloadTooLarge => StatusCode::PAYLOAD_TOO_LARGE,
            Self::UnsupportedMediaType => StatusCode::UNSUPPORTED_MEDIA_TYPE,
            Self::TooManyRequests(_) => StatusCode::TOO_MANY_REQUESTS,
            Self::Unavailable => StatusCode::SERVICE_UNAVAILABLE,
            Self::Internal(_) => StatusCode::INTERNAL_SERVER_ERROR,
        }
    }
}

impl From<sea_orm::DbErr> for AppError {
    fn from(e: sea_orm::DbErr) -> Self {
        Self::Internal(e.into())
    }
}

impl From<tower_sessions::session::Error> for AppError {
    fn from(e: tower_sessions::session::Error) -> Self {
        Self::Internal(e.into())
    }
}

impl IntoResponse for AppError {
    fn into_response(self) -> Response {
        let status = self.status();
        let (error, field) = match self {
            Self::Internal(ref e) => {
                tracing::error!(error = ?e, "internal error");
                (
                    "Something went wrong on our side. Please try again.".to_owned(),
                    None,
                )
            }
            Self::Validation { field, message } => (message, Some(field)),
            other => (other.to_string(), None),
        };
        let mut response = (status, Json(ErrorBody { error, field })).into_response();
        if status == StatusCode::TOO_MANY_REQUESTS {
            response
                .headers_mut()
                .insert("retry-after", axum::http::HeaderValue::from_static("60"));
        }
        response
    }
}

pub type AppResult<T> = Result<T, AppError>;
