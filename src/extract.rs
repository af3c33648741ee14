//! Request extractors whose rejections use the API's error shape: a JSON body
//! (415 when not JSON, 400 when malformed, 422 naming the field when a value
//! has the wrong type, 413 past the body limit) and path parameters (400).
use axum::{
    extract::{path::ErrorKind, rejection::PathRejection, FromRequest, FromRequestParts, Request},
    http::{header, request::Parts},
};
use serde::de::DeserializeOwned;

use crate::error::AppError;

/// The largest request body read (64 KiB); a larger one is refused with 413
/// (by its declared length before a byte is read, else while reading).
pub const BODY_LIMIT: usize = 64 * 1024;

/// A JSON request body.
pub struct ApiJson<T>(pub T);

impl<S, T> FromRequest<S> for ApiJson<T>
where
    S: Send + Sync,
    T: DeserializeOwned,
{
    type Rejection = AppError;

    async fn from_request(req: Request, state: &S) -> Result<Self, Self::Rejection> {
        if !is_json(req.headers()) {
            return Err(AppError::UnsupportedMediaType);
        }
        let bytes = bytes::Bytes::from_request(req, state).await.map_err(|e| {
            if e.status() == axum::http::StatusCode::PAYLOAD_TOO_LARGE {
                AppError::PayloadTooLarge
            } else if caused_by_timeout(&e) {
                AppError::RequestTimeout
            } else {
                AppError::BadRequest("The request body could not be read.".into())
            }
        })?;
        parse_json(&bytes).map(ApiJson)
    }
}

/// Reads a whole body of at most `limit` bytes, answering as `ApiJson`
/// does when it cannot: 413 over the limit, 408 when it stalls, else 400.
pub async fn buffer_body(body: axum::body::Body, limit: usize) -> Result<bytes::Bytes, AppError> {
    axum::body::to_bytes(body, limit).await.map_err(|e| {
        if caused_by_timeout(&e) {
            AppError::RequestTimeout
        } else if e.to_string().contains("length limit exceeded") {
            AppError::PayloadTooLarge
        } else {
            AppError::BadRequest("The request body could not be read.".into())
        }
    })
}

/// True when reading the body failed because it stalled (the body timeout).
fn caused_by_timeout(e: &(dyn std::error::Error + 'static)) -> bool {
    let mut cause = Some(e);
    while let Some(c) = cause {
        if c.is::<tower_http::timeout::TimeoutError>() {
            return true;
        }
        cause = c.source();
    }
    false
}

pub fn is_json(headers: &axum::http::HeaderMap) -> bool {
    headers
        .get(header::CONTENT_TYPE)
        .and_then(|v| v.to_str().ok())
        .and_then(|v| v.split(';').next())
        .map(|v| {
            let v = v.trim().to_ascii_lowercase();
            v == "application/json" || (v.starts_with("application/") && v.ends_with("+json"))
        })
        .unwrap_or(false)
}

fn parse_json<T: DeserializeOwned>(bytes: &[u8]) -> Result<T, AppError> {
    // serde also fills a struct from a positional array; the API takes objects only.
    if bytes.iter().find(|b| !b.is_ascii_whitespace()) != Some(&b'{') {
        return Err(
            match serde_json::from_slice::<serde::de::IgnoredAny>(bytes) {
                Ok(_) => AppError::BadRequest("The request body must be a JSON object.".into()),
                Err(e) => AppError::BadRequest(format!(
                    "The request body is not valid JSON: {}",
                    strip_position(&e.to_string())
                )),
            },
        );
    }
    let mut de = serde_json::Deserializer::from_slice(bytes);
    let value = match serde_path_to_error::deserialize::<_, T>(&mut de) {
        Ok(v) => v,
        Err(err) => {
            let path = err.path().to_string();
            let inner = err.into_inner();
            return Err(if inner.is_data() && path != "." {
                let field = path.split(['.', '[']).next().unwrap_or(&path).to_owned();
                AppError::validation(
                    &field,
                    format!(
                        "{path} has the wrong type: {}",
                        plain_serde(&strip_position(&inner.to_string()))
                    ),
                )
            } else if inner.is_data() {
                AppError::BadRequest("The request body must be a JSON object.".into())
            } else {
                AppError::BadRequest(format!(
                    "The request body is not valid JSON: {}",
                    strip_position(&inner.to_string())
                ))
            });
        }
    };
    de.end().map_err(|_| {
        AppError::BadRequest("The request body has text after the JSON value.".into())
    })?;
    Ok(value)
}

fn strip_position(msg: &str) -> String {
    match msg.find(" at line ") {
        Some(i) => msg[..i].to_owned(),
        None => msg.to_owned(),
    }
}

/// For `Option<Value>` fields where an explicit `null` differs from an
/// absent field: absent stays `None` (with `#[serde(default)]`), `null`
/// becomes `Some(Value::Null)`.
pub fn present<'de, D: serde::Deserializer<'de>>(
    d: D,
) -> Result<Option<serde_json::Value>, D::Error> {
    use serde::Deserialize;
    serde_json::Value::deserialize(d).map(Some)
}

/// Why a path parameter was refused, in words a user reads: never the name
/// of a Rust type.
fn path_message(kind: &ErrorKind) -> String {
    match kind {
        ErrorKind::ParseErrorAtKey {
            value,
            expected_type,
            ..
        }
        | ErrorKind::ParseErrorAtIndex {
            value,
            expected_type,
            ..
        }
        | ErrorKind::ParseError {
            value,
            expected_type,
        } => {
            let shown: String = value.chars().take(40).collect();
            format!(
                "Invalid identifier in the address: `{shown}` is not {}.",
                plain_expected(expected_type)
            )
        }
        _ => "Invalid identifier in the address.".to_owned(),
    }
}

/// A serde "expected ..." phrase in plain words (`i32` is "a whole number").
fn plain_expected(expected: &str) -> &str {
    match expected {
        "i8" | "i16" | "i32" | "i64" | "i128" | "isize" | "u8" | "u16" | "u32" | "u64" | "u128"
        | "usize" => "a whole number",
        "f32" | "f64" => "a number",
        "bool" => "true or false",
        "a sequence" => "a list",
        "a map" => "an object",
        e if e.starts_with("struct ") || e.starts_with("tuple struct ") => "an object",
        e if e.starts_with("enum ") => "one of the allowed values",
        e => e,
    }
}

/// A serde error message with its Rust type names replaced by plain words.
fn plain_serde(msg: &str) -> String {
    match msg.rsplit_once("expected ") {
        Some((head, expected)) => format!("{head}expected {}", plain_expected(expected)),
        None => msg.to_owned(),
    }
}

/// Path parameters, rejected with the API's error shape.
pub struct ApiPath<T>(pub T);

impl<S, T> FromRequestParts<S> for ApiPath<T>
where
    S: Send + Sync,
    T: DeserializeOwned + Send,
{
    type Rejection = AppError;

    async fn from_request_parts(parts: &mut Parts, state: &S) -> Result<Self, Self::Rejection> {
        match axum::extract::Path::<T>::from_request_parts(parts, state).await {
            Ok(axum::extract::Path(v)) => Ok(ApiPath(v)),
            Err(PathRejection::FailedToDeserializePathParams(e)) => {
                Err(AppError::BadRequest(path_message(e.kind())))
            }
            Err(e) => Err(AppError::BadRequest(e.body_text())),
        }
    }
}

/// Query-string parameters, rejected with the API's error shape (400).
pub struct ApiQuery<T>(pub T);

impl<S, T> FromRequestParts<S> for ApiQuery<T>
where
    S: Send + Sync,
    T: DeserializeOwned + Send,
{
    type Rejection = AppError;

    async fn from_request_parts(parts: &mut Parts, state: &S) -> Result<Self, Self::Rejection> {
        axum::extract::Query::<T>::from_request_parts(parts, state)
            .await
            .map(|axum::extract::Query(v)| ApiQuery(v))
            .map_err(|e| AppError::BadRequest(format!("Invalid query string: {}", e.body_text())))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[derive(serde::Deserialize, Debug)]
    #[allow(dead_code)]
    struct Body {
        name: Option<String>,
    }

    #[test]
    fn malformed_is_400_and_wrong_type_is_422_with_field() {
        assert!(matches!(
            parse_json::<Body>(b"{"),
            Err(AppError::BadRequest(_))
        ));
        assert!(matches!(
            parse_json::<Body>(b"[1]"),
            Err(AppError::BadRequest(_))
        ));
        match parse_json::<Body>(br#"{"name": 5}"#) {
            Err(AppError::Validation(errors)) => assert!(errors.names("name")),
            other => panic!("{other:?}"),
        }
        assert!(parse_json::<Body>(br#"{"name": "x", "extra": 1}"#).is_ok());
    }

    #[test]
    fn errors_never_name_rust_types() {
        #[derive(serde::Deserialize, Debug)]
        #[allow(dead_code)]
        struct Numbers {
            count: i32,
            flag: bool,
        }
        match parse_json::<Numbers>(br#"{"count": "abc", "flag": true}"#) {
            Err(AppError::Validation(errors)) => {
                assert_eq!(
                    errors.to_string(),
                    "count has the wrong type: invalid type: string \"abc\", expected a whole number"
                );
            }
            other => panic!("{other:?}"),
        }
        assert_eq!(
            plain_serde("invalid value: integer `-1`, expected u32"),
            "invalid value: integer `-1`, expected a whole number"
        );
        assert_eq!(
            plain_serde("invalid type: string \"x\", expected struct PositionRef"),
            "invalid type: string \"x\", expected an object"
        );
    }
}
