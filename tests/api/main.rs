//! The API integration tests: one binary, one file per resource. Every test
//! spawns the real application on port 0 with a fresh database: SQLite by
//! default, PostgreSQL when `TEST_DATABASE=postgres` (see tests/run).
mod helpers;

mod account;
mod admins;
mod affiliate_health;
mod affiliate_links;
mod archive;
mod attribution;
mod audit;
mod auth;
mod backups;
mod careers;
mod column_names;
mod content;
mod cvs;
mod deploy;
mod durability;
mod enquiries;
mod health;
mod job_pages;
mod languages;
mod lead_forms;
mod lead_table;
mod leads;
mod mail;
mod media;
mod openapi;
mod page_cache;
mod pages;
mod pages_leads;
mod pages_settings;
mod people;
mod products;
mod quote_lifecycle;
mod quote_list;
mod quotes;
mod refusals;
mod resources;
mod security;
mod services;
mod settings;
mod shutdown;
mod today;
mod two_factor;
