//! Request extractors whose rejections use the API's error shape: a JSON body
//! (415 when not JSON, 400 when malformed, 422 naming the field when a value
//! has the wrong type, 413 past the body limit) and path parameters (400).
use axum::{
    extract::{rejection::PathRejection, FromRequest, FromRequestParts, Request},
    http::{header, request::Parts},
};
use serde::de::DeserializeOwned;

use crate::error::AppError;

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
            } else {
                AppError::BadRequest("The request body could not be read.".into())
            }
        })?;
        parse_json(&bytes).map(ApiJson)
    }
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
                        strip_position(&inner.to_string())
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
            Err(PathRejection::FailedToDeserializePathParams(e)) => Err(AppError::BadRequest(
                format!("Invalid identifier in the address: {}", e.body_text()),
            )),
            Err(e) => Err(AppError::BadRequest(e.body_text())),
        }
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
            Err(AppError::Validation { field, .. }) => assert_eq!(field, "name"),
            other => panic!("{other:?}"),
        }
        assert!(parse_json::<Body>(br#"{"name": "x", "extra": 1}"#).is_ok());
    }
}
