//! sea-orm entities, one per table. Behaviour lives in `services/`, not here.
pub mod admin;
pub mod admin_login;
pub mod admin_recovery_code;
pub mod affiliate_product;
pub mod audit_entry;
pub mod business_enquiry;
pub mod career_application;
pub mod department;
pub mod lead_event;
pub mod lead_note;
pub mod outbox;
pub mod position;
pub mod service;
