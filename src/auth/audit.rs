//! Recording administrators' writes in the audit log. The middleware puts an
//! empty `ActorSlot` into every write request; the `AdminUser` guard fills
//! it when it finds a live login. After the handler answers with success,
//! the write is recorded with the administrator, their address, the call
//! (method and path, which name the record) and the top-level field names
//! of its JSON body, never their values. A handler whose write is more
//! than a create, update or delete names its kind by putting an
//! `AuditAction` in the answer's extensions (a colleague's two-step
//! sign-in reset). Sign-in and sign-out are recorded by their handlers,
//! which know what happened (`record_sign_in` and `record_sign_out`).
use std::sync::{Arc, OnceLock};

use axum::{
    body::Body,
    extract::{Request, State},
    http::{Method, StatusCode},
    middleware::Next,
    response::{IntoResponse, Response},
};

use super::client_ip;
use crate::{
    domain::{audit::AuditAction, lead::Spelled},
    entities::admin,
    extract::{buffer_body, is_json, BODY_LIMIT},
    services::operations::audit::{self, Actor, Entry},
    state::AppState,
};

/// Where the guard leaves the administrator behind a write request.
#[derive(Clone, Default)]
pub struct ActorSlot(Arc<OnceLock<Actor>>);

impl ActorSlot {
    pub fn set(&self, admin: &admin::Model) {
        let _ = self.0.set(actor_of(admin));
    }
}

pub fn actor_of(admin: &admin::Model) -> Actor {
    Actor {
        id: Some(admin.id),
        email: admin.email.clone(),
        name: admin.username.clone(),
    }
}

/// Calls whose handlers record themselves.
const SELF_RECORDED: [&str; 2] = ["/admin/login", "/admin/logout"];

fn action_of(method: &Method, status: StatusCode) -> AuditAction {
    match *method {
        Method::POST if status == StatusCode::CREATED => AuditAction::Created,
        Method::PATCH | Method::PUT => AuditAction::Updated,
        Method::DELETE => AuditAction::Deleted,
        _ => AuditAction::Action,
    }
}

/// The top-level keys of a JSON object body, in their order.
fn field_names(body: &[u8]) -> Vec<String> {
    match serde_json::from_slice::<serde_json::Value>(body) {
        Ok(serde_json::Value::Object(map)) => map.keys().cloned().collect(),
        _ => Vec::new(),
    }
}

pub async fn record_writes(State(state): State<AppState>, req: Request, next: Next) -> Response {
    let method = req.method().clone();
    let path = req.uri().path().to_owned();
    if matches!(method, Method::GET | Method::HEAD | Method::OPTIONS)
        || SELF_RECORDED.contains(&path.as_str())
    {
        return next.run(req).await;
    }
    let (mut parts, body) = req.into_parts();
    let ip_address = client_ip(&parts, state.config.trust_proxy_headers);
    let slot = ActorSlot::default();
    parts.extensions.insert(slot.clone());
    // The body is kept (a cheap handle on the same bytes) and read for its
    // field names only when the write turns out to be recorded.
    let (sent, body) = if is_json(&parts.headers) {
        match buffer_body(body, BODY_LIMIT).await {
            Ok(bytes) => (Some(bytes.clone()), Body::from(bytes)),
            Err(e) => return e.into_response(),
        }
    } else {
        (None, body)
    };
    // A record a write deletes is named before it goes; any other after
    // the write, under the name it has then.
    let before = if audit::named_before(method.as_str()) {
        Some(audit::sentence(&state.db, method.as_str(), &path, AuditAction::Deleted).await)
    } else {
        None
    };
    let res = next.run(Request::from_parts(parts, body)).await;
    let status = res.status();
    if let (true, Some(actor)) = (status.is_success(), slot.0.get()) {
        let action = res
            .extensions()
            .get::<AuditAction>()
            .copied()
            .unwrap_or_else(|| action_of(&method, status));
        let summary = match before {
            Some(summary) => summary,
            None => audit::sentence(&state.db, method.as_str(), &path, action).await,
        };
        write(
            &state,
            Entry {
                actor: actor.clone(),
                ip_address,
                action,
                target: format!("{method} {path}"),
                summary,
                fields: sent.as_deref().map(field_names).unwrap_or_default(),
                status: status.as_u16(),
            },
        )
        .await;
    }
    res
}

/// Records a sign-in attempt: `admin` when it succeeded, else the e-mail
/// that was tried.
pub async fn record_sign_in(
    state: &AppState,
    ip_address: &str,
    tried_email: &str,
    admin: Option<&admin::Model>,
    status: StatusCode,
) {
    let (actor, action) = match admin {
        Some(a) => (actor_of(a), AuditAction::SignedIn),
        None => (
            Actor {
                id: None,
                email: tried_email.to_owned(),
                name: String::new(),
            },
            AuditAction::SignInFailed,
        ),
    };
    write(
        state,
        sign_entry(actor, ip_address, action, "POST /admin/login", status),
    )
    .await;
}

pub async fn record_sign_out(state: &AppState, ip_address: &str, admin: &admin::Model) {
    let entry = sign_entry(
        actor_of(admin),
        ip_address,
        AuditAction::SignedOut,
        "POST /admin/logout",
        StatusCode::OK,
    );
    write(state, entry).await;
}

/// A sign-in or sign-out entry: no body fields to name.
fn sign_entry(
    actor: Actor,
    ip_address: &str,
    action: AuditAction,
    target: &str,
    status: StatusCode,
) -> Entry {
    Entry {
        actor,
        ip_address: ip_address.to_owned(),
        action,
        target: target.to_owned(),
        summary: action.as_str().to_owned(),
        fields: Vec::new(),
        status: status.as_u16(),
    }
}

/// Adds `entry` to the log. A failure is logged, never answered: the
/// action it records has already happened.
async fn write(state: &AppState, entry: Entry) {
    if let Err(e) = audit::record(&state.db, entry).await {
        tracing::error!(error = %e, "writing the audit log failed");
    }
}
