//! The incident catalog: built-in incidents (data in `catalog.toml`) plus the
//! team's own incidents from configuration.

use serde::{Deserialize, Serialize};
use std::sync::OnceLock;

const CATALOG: &str = include_str!("catalog.toml");

#[derive(Clone, Debug, Deserialize, Serialize, PartialEq, Eq)]
#[serde(deny_unknown_fields)]
pub struct Incident {
    pub id: String,
    /// The source report's file name in the planning repository; not shipped,
    /// so not printed.
    #[serde(default, skip_serializing)]
    pub report: Option<String>,
    pub date: String,
    #[serde(default)]
    pub service: String,
    pub title: String,
    #[serde(default)]
    pub summary: String,
    #[serde(default, skip_serializing_if = "String::is_empty")]
    pub impact: String,
    #[serde(default, skip_serializing_if = "String::is_empty")]
    pub root_cause: String,
    #[serde(default, skip_serializing_if = "String::is_empty")]
    pub fix: String,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub url: Option<String>,
    pub rules: Vec<String>,
    /// `builtin` or `team`.
    #[serde(default = "builtin_source")]
    pub source: String,
}

fn builtin_source() -> String {
    "builtin".to_string()
}

#[derive(Deserialize)]
struct CatalogFile {
    incidents: Vec<Incident>,
}

/// The built-in incidents, parsed once.
pub fn builtin() -> &'static [Incident] {
    static PARSED: OnceLock<Vec<Incident>> = OnceLock::new();
    PARSED.get_or_init(|| {
        toml::from_str::<CatalogFile>(CATALOG)
            .expect("built-in incident catalog is valid TOML (tested)")
            .incidents
    })
}

pub fn find<'a>(all: &'a [Incident], id: &str) -> Option<&'a Incident> {
    all.iter().find(|i| i.id == id)
}

/// A one-line "seen in" description: date, service, what happened.
pub fn one_line(incident: &Incident) -> String {
    if incident.service.is_empty() {
        format!("{} ({}): {}", incident.id, incident.date, incident.title)
    } else {
        format!(
            "{} ({}, {}): {}",
            incident.id, incident.date, incident.service, incident.title
        )
    }
}
