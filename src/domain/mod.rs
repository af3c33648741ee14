//! Validated value types. Request bodies become these before any service sees
//! them; each failure names the JSON field at fault (DECISIONS §6 limits).
mod money;
mod text;

pub use money::Money;
pub use text::{email, http_url, is_http_url, optional_text, required_text, whole_number, Limits};
