//! Vanijya Digital: the agency's public website, its JSON API and the
//! administrator area, served by one axum application.
pub mod assets;
pub mod auth;
pub mod background;
pub mod cache;
pub mod cli;
pub mod config;
pub mod content;
pub mod db;
pub mod domain;
pub mod entities;
pub mod error;
pub mod extract;
#[cfg(test)]
mod layers;
pub mod mail;
pub mod memory;
pub mod metrics;
pub mod middleware;
pub mod ops;
pub mod paths;
pub mod pdf;
pub mod routes;
pub mod serve;
pub mod services;
pub mod startup;
pub mod state;
pub mod telemetry;
pub mod trail;
pub mod views;
pub mod visits;
