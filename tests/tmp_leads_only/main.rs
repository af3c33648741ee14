// TEMPORARY (leads developer): runs pages_leads alone; deleted after use.
#[path = "../api/helpers.rs"]
#[allow(dead_code)]
mod helpers;
#[path = "../api/pages_leads.rs"]
mod pages_leads;
