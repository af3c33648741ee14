//! The domain's errors. They say which rule was broken and, for input, which
//! field; they know nothing of HTTP. The route layer turns them into the
//! API's JSON error answers (`crate::error::AppError`).

/// Why one input value was refused: a message for the person who typed it.
/// The caller that knows the field's name attaches it.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("{0}")]
pub struct Rejected(pub String);

impl Rejected {
    pub fn new(message: impl Into<String>) -> Self {
        Self(message.into())
    }
}

/// What a service answers when an action cannot be done.
#[derive(Debug, thiserror::Error)]
pub enum DomainError {
    /// An input broke a rule that only the stored data can check (a chosen
    /// service that no longer exists). `field` is the command's field in the
    /// domain's words: "service", "position".
    #[error("{message}")]
    Invalid {
        field: &'static str,
        message: String,
    },
    /// The record does not exist; the text names its kind ("Enquiry").
    #[error("{0} not found.")]
    NotFound(&'static str),
    /// The action contradicts stored data: an e-mail already registered,
    /// deleting the last administrator.
    #[error("{0}")]
    Conflict(String),
    /// First-run registration after an administrator already exists.
    #[error("Registration is closed: an administrator already exists.")]
    RegistrationClosed,
    /// Every slot for the work is taken (password hashing under a burst);
    /// trying again after `retry_after` seconds may succeed.
    #[error("The server is busy. Please try again in a moment.")]
    Busy { retry_after: u64 },
    #[error(transparent)]
    Storage(#[from] sea_orm::DbErr),
    #[error(transparent)]
    Internal(#[from] anyhow::Error),
}

impl DomainError {
    pub fn invalid(field: &'static str, message: impl Into<String>) -> Self {
        Self::Invalid {
            field,
            message: message.into(),
        }
    }
}

pub type DomainResult<T> = Result<T, DomainError>;
