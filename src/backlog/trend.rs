//! `--previous OLD.json`: which items are new, still open or fixed since a
//! previous backlog (or a previous `check --format json` report).
//!
//! Items are matched by repository and id, and also through their sites'
//! fingerprints, so an item that became part of a root cause (or a root
//! cause that lost all but one site) is still the same work: "open", not
//! "new" plus "fixed".

use super::{Backlog, Item, Options, Source, Status};
use serde::{Deserialize, Serialize};
use std::collections::{BTreeSet, HashSet};

#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq, Eq)]
pub struct Trend {
    pub new: usize,
    pub open: usize,
    pub fixed: usize,
}

/// An item of the previous backlog that matches nothing any more.
#[derive(Serialize, Deserialize, Clone, Debug)]
pub struct FixedItem {
    pub id: String,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub repository: Option<String>,
    #[serde(default)]
    pub rule: String,
    #[serde(default)]
    pub priority: String,
    #[serde(default)]
    pub path: String,
    #[serde(default)]
    pub line: usize,
    #[serde(default)]
    pub title: String,
    #[serde(default = "one")]
    pub site_count: usize,
}

fn one() -> usize {
    1
}

/// The previous backlog's items as `--previous` needs them.
#[derive(Deserialize)]
struct PreviousItem {
    #[serde(flatten)]
    item: FixedItem,
    #[serde(default)]
    sites: Vec<PreviousSite>,
}

#[derive(Deserialize)]
struct PreviousSite {
    id: String,
}

pub struct Previous {
    items: Vec<PreviousItem>,
}

impl Previous {
    /// From a backlog written by `backlog --format json`.
    pub fn from_backlog(value: serde_json::Value) -> Result<Previous, String> {
        let items = value
            .get("items")
            .cloned()
            .unwrap_or(serde_json::Value::Array(Vec::new()));
        let items: Vec<PreviousItem> = serde_json::from_value(items)
            .map_err(|e| format!("not a `resilint backlog --format json` backlog: {e}"))?;
        Ok(Previous { items })
    }

    /// From a `check --format json` report: its backlog, built as today's is.
    pub fn from_report(source: Source, options: &Options<'_>) -> Previous {
        let backlog = super::build_from(std::slice::from_ref(&source), options);
        Previous {
            items: backlog.items.iter().map(previous_of).collect(),
        }
    }
}

fn previous_of(i: &Item) -> PreviousItem {
    PreviousItem {
        item: FixedItem {
            id: i.id.clone(),
            repository: i.repository.clone(),
            rule: i.rule.clone(),
            priority: i.priority.clone(),
            path: i.path.clone(),
            line: i.line,
            title: i.title.clone(),
            site_count: i.site_count,
        },
        sites: i
            .sites
            .iter()
            .map(|s| PreviousSite { id: s.id.clone() })
            .collect(),
    }
}

/// Every id an item answers to: its own and its sites'.
fn ids<'a>(id: &'a str, sites: impl Iterator<Item = &'a str>) -> impl Iterator<Item = &'a str> {
    std::iter::once(id).chain(sites)
}

/// Marks `backlog`'s items new or open and lists the previous items that
/// were fixed. `repositories` are those the current input covers: previous
/// items of other repositories (a CI job that did not report this time) are
/// neither open nor fixed, and are left out with a warning.
pub fn apply(backlog: &mut Backlog, previous: &Previous, repositories: &BTreeSet<String>) {
    // A previous item without a repository (an older backlog) matches by id
    // in any repository.
    let key = |repo: Option<&str>, id: &str| format!("{}\0{id}", repo.unwrap_or(""));
    let mut before: HashSet<String> = HashSet::new();
    let mut before_any_repo: HashSet<&str> = HashSet::new();
    for p in &previous.items {
        for id in ids(&p.item.id, p.sites.iter().map(|s| s.id.as_str())) {
            match &p.item.repository {
                Some(r) => {
                    before.insert(key(Some(r), id));
                }
                None => {
                    before_any_repo.insert(id);
                }
            }
        }
    }
    let mut now: HashSet<String> = HashSet::new();
    let mut now_any_repo: HashSet<&str> = HashSet::new();
    let mut trend = Trend::default();
    for item in &mut backlog.items {
        let repo = item.repository.as_deref();
        let mut seen = false;
        for id in ids(&item.id, item.sites.iter().map(|s| s.id.as_str())) {
            seen |= before.contains(&key(repo, id)) || before_any_repo.contains(id);
            now.insert(key(repo, id));
        }
        item.status = Some(if seen { Status::Open } else { Status::New });
        match item.status {
            Some(Status::Open) => trend.open += 1,
            _ => trend.new += 1,
        }
    }
    for item in &backlog.items {
        for id in ids(&item.id, item.sites.iter().map(|s| s.id.as_str())) {
            now_any_repo.insert(id);
        }
    }
    let mut fixed = Vec::new();
    let mut other_repositories = BTreeSet::new();
    for p in &previous.items {
        let all: Vec<&str> = ids(&p.item.id, p.sites.iter().map(|s| s.id.as_str())).collect();
        let still_there = match &p.item.repository {
            Some(r) if !repositories.contains(r) => {
                other_repositories.insert(r.clone());
                continue;
            }
            Some(r) => all.iter().any(|id| now.contains(&key(Some(r), id))),
            None => all.iter().any(|id| now_any_repo.contains(id)),
        };
        if !still_there {
            fixed.push(p.item.clone());
        }
    }
    if !other_repositories.is_empty() {
        backlog.warnings.push(format!(
            "--previous: items of {} are left out of the trend: no report of them was given this time",
            other_repositories
                .iter()
                .map(|r| format!("`{r}`"))
                .collect::<Vec<_>>()
                .join(", ")
        ));
    }
    trend.fixed = fixed.len();
    backlog.summary.trend = Some(trend);
    backlog.fixed = Some(fixed);
}
