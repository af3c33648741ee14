//! The domain's errors. They say which rule was broken and, for input, which
//! field; they know nothing of HTTP. The route layer turns them into the
//! API's JSON error answers (`crate::error::AppError`).
//!
//! A refused input travels one path: a value type refuses what was typed
//! with a [`Rejected`] message, whoever reads the request attaches the
//! field's name as the API spells it (`fName`, `selectedService`) and
//! collects every refusal of the request in one [`FieldErrors`], which the
//! API answers as a 422 listing each field. A field has that one name from
//! the request to the answer, the form pages' inputs included.
use std::fmt;

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

/// One refused field: its name as the API spells it, and why.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FieldError {
    pub field: String,
    pub message: String,
}

/// Every field refused in one request, in the order the fields were
/// checked. An error holds at least one (see [`FieldErrors::into_result`]).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct FieldErrors(Vec<FieldError>);

impl FieldErrors {
    /// One refused field.
    pub fn one(field: &str, message: impl Into<String>) -> Self {
        let mut errors = Self::default();
        errors.add(field, message);
        errors
    }

    pub fn add(&mut self, field: &str, message: impl Into<String>) {
        self.0.push(FieldError {
            field: field.to_owned(),
            message: message.into(),
        });
    }

    /// Keeps a check's value, or records its refusals and gives `None`, so
    /// every field of a request is checked before any is answered.
    pub fn check<T>(&mut self, result: Result<T, FieldErrors>) -> Option<T> {
        match result {
            Ok(v) => Some(v),
            Err(errors) => {
                self.0.extend(errors.0);
                None
            }
        }
    }

    /// A patch's field: its value when it was sent and accepted, `None`
    /// when it was not sent or was refused (the refusal is recorded).
    pub fn patch<T>(&mut self, result: Result<Option<T>, FieldErrors>) -> Option<T> {
        self.check(result).flatten()
    }

    /// The command built from the checked values (each `Some` unless its
    /// refusal was recorded) when nothing was refused, else every refusal:
    /// `errors.finish(|| Some(NewService { name: name? }))`.
    pub fn finish<T>(self, build: impl FnOnce() -> Option<T>) -> Result<T, FieldErrors> {
        if !self.0.is_empty() {
            return Err(self);
        }
        build().ok_or(self)
    }

    /// `value` when nothing was refused, else every refusal.
    pub fn into_result<T>(self, value: T) -> Result<T, FieldErrors> {
        if self.0.is_empty() {
            Ok(value)
        } else {
            Err(self)
        }
    }

    pub fn is_empty(&self) -> bool {
        self.0.is_empty()
    }

    /// The first refused field, which the API names in `field` and `error`.
    pub fn first(&self) -> Option<&FieldError> {
        self.0.first()
    }

    pub fn iter(&self) -> impl Iterator<Item = &FieldError> {
        self.0.iter()
    }

    /// Whether `field` is among the refused.
    pub fn names(&self, field: &str) -> bool {
        self.0.iter().any(|e| e.field == field)
    }

    /// The same refusals with each field named as another caller spells
    /// it: `(ours, theirs)` pairs, matched on the whole name or on its first
    /// part (`serviceId` also renames `serviceId.x`). The original client's
    /// adapter uses it to answer in that client's spellings.
    pub fn respelled(mut self, names: &[(&str, &str)]) -> Self {
        for e in &mut self.0 {
            for (ours, theirs) in names {
                if let Some(rest) = e.field.strip_prefix(ours) {
                    if rest.is_empty() || rest.starts_with(['.', '[']) {
                        e.field = format!("{theirs}{rest}");
                        break;
                    }
                }
            }
        }
        self
    }
}

impl fmt::Display for FieldErrors {
    /// The first message, as a one-line summary (the command line shows it).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.first() {
            Some(e) => f.write_str(&e.message),
            None => f.write_str("The input was not valid."),
        }
    }
}

/// Attaches the field's name, as the API spells it, to a value refusal.
pub trait AtField<T> {
    fn at(self, field: &str) -> Result<T, FieldErrors>;
}

impl<T> AtField<T> for Result<T, Rejected> {
    fn at(self, field: &str) -> Result<T, FieldErrors> {
        self.map_err(|Rejected(message)| FieldErrors::one(field, message))
    }
}

/// What a service answers when an action cannot be done.
#[derive(Debug, thiserror::Error)]
pub enum DomainError {
    /// Input refused: by its value, or by a rule that only the stored data
    /// can check (a chosen service that no longer exists).
    #[error("{0}")]
    Invalid(FieldErrors),
    /// The record does not exist; the text names its kind ("Enquiry").
    #[error("{0} not found.")]
    NotFound(&'static str),
    /// The action contradicts stored data: an e-mail already registered,
    /// deleting the last administrator.
    #[error("{0}")]
    Conflict(String),
    /// The record was there and has been withdrawn on purpose (a quote's
    /// link an administrator withdrew); the text says so to whoever asks.
    #[error("{0}")]
    Gone(String),
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
    /// One refused field, named as the API spells it.
    pub fn invalid(field: &str, message: impl Into<String>) -> Self {
        Self::Invalid(FieldErrors::one(field, message))
    }

    /// Whether this refuses `field`.
    pub fn refuses(&self, field: &str) -> bool {
        matches!(self, Self::Invalid(errors) if errors.names(field))
    }
}

impl From<FieldErrors> for DomainError {
    fn from(errors: FieldErrors) -> Self {
        Self::Invalid(errors)
    }
}

pub type DomainResult<T> = Result<T, DomainError>;

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_refused_field_is_kept_in_order() {
        let mut errors = FieldErrors::default();
        let a: Option<i32> = errors.check(Err(Rejected::new("A is required.")).at("a"));
        let b = errors.check(Ok::<_, FieldErrors>(2));
        let c: Option<i32> = errors.check(Err(Rejected::new("C is too long.")).at("c"));
        assert_eq!((a, b, c), (None, Some(2), None));
        let refused = errors.into_result(()).unwrap_err();
        let fields: Vec<&str> = refused.iter().map(|e| e.field.as_str()).collect();
        assert_eq!(fields, ["a", "c"]);
        assert_eq!(refused.to_string(), "A is required.");
        assert!(FieldErrors::default().into_result(7).is_ok());
    }

    #[test]
    fn a_command_is_built_only_when_every_field_was_accepted() {
        let mut errors = FieldErrors::default();
        let a = errors.check(Ok::<_, FieldErrors>(1));
        let b = errors.check(Ok::<_, FieldErrors>(2));
        assert_eq!(errors.finish(|| Some(a? + b?)), Ok(3));

        let mut errors = FieldErrors::default();
        let a = errors.check(Ok::<_, FieldErrors>(1));
        let b: Option<i32> = errors.check(Err(Rejected::new("B is required.")).at("b"));
        let refused = errors.finish(|| Some(a? + b?)).unwrap_err();
        assert!(refused.names("b"));
    }
}
