//! `resilint backlog`: findings turned into prioritised, owned work items
//! with the incident, the fix for the file's language and acceptance criteria.

use crate::codeowners::CodeOwners;
use crate::config::Settings;
use crate::engine::ScanResult;
use crate::finding::{Finding, Severity};
use crate::incidents::{self, Incident};
use crate::lang::{Family, Lang};
use crate::rules::{self, Effort};
use serde::Serialize;
use std::collections::{BTreeMap, HashMap};
use std::io::{self, Write};
use std::path::{Path, PathBuf};

#[derive(Clone, Copy, Debug, PartialEq, Eq, clap::ValueEnum)]
pub enum BacklogFormat {
    Markdown,
    Csv,
    Json,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, clap::ValueEnum)]
pub enum GroupBy {
    Rule,
    Directory,
    Owner,
}

/// How likely a rule's pattern is to cause an outage again (data, by rule id).
const RULE_RISK: &[(&str, u8)] = &[
    ("silent-rescue", 3),
    ("missing-retry", 3),
    ("short-timeout", 3),
    ("sleepless-poll-loop", 3),
    ("retry-skips-throttling", 2),
    ("bare-reject", 2),
    ("rethrow-drops-context", 2),
    ("retry-without-delay", 2),
    ("error-lost-in-serialization", 1),
    ("weak-sdk-retry", 1),
    ("unpaced-batch-calls", 1),
];

/// Acceptance criteria per rule, after the generic "no finding" criterion.
const ACCEPTANCE: &[(&str, &[&str])] = &[
    (
        "short-timeout",
        &[
            "The timeout is at least the configured minimum (default 2 s) and is passed explicitly at the call site",
            "The budget fits inside the caller's own deadline (e.g. API Gateway's 29 s)",
        ],
    ),
    (
        "missing-retry",
        &[
            "Transient failures (429, 502, 503, 504, connection reset, timeouts) are retried with exponential backoff and jitter",
            "Non-idempotent requests are retried only with an idempotency key or not at all",
            "A test simulates one 503 and the call succeeds",
        ],
    ),
    (
        "sleepless-poll-loop",
        &[
            "Polls are spaced by a delay that grows (e.g. 0.5 s doubling to 5 s)",
            "The loop gives up after a deadline and reports the last state",
        ],
    ),
    (
        "bare-reject",
        &["The promise rejects with an Error that carries the status code and request context"],
    ),
    (
        "silent-rescue",
        &[
            "The failure propagates (re-raise, reject, or record for retry / dead-letter) instead of returning a default",
            "The log line contains the error class, HTTP status and URL",
        ],
    ),
    (
        "retry-skips-throttling",
        &[
            "429 is retried, honouring Retry-After",
            "500 is retried when the predicate previously used > 500",
        ],
    ),
    (
        "error-lost-in-serialization",
        &["Logs show error.message, error.stack and the HTTP status instead of {}"],
    ),
    (
        "rethrow-drops-context",
        &["The new error keeps the original as its cause and carries the HTTP status"],
    ),
    (
        "weak-sdk-retry",
        &[
            "The SDK client uses the adaptive retry mode with enough attempts for throttling (e.g. 10)",
        ],
    ),
    (
        "unpaced-batch-calls",
        &["Batch calls are paced (sleep or rate limiter) or enqueued as one job per item"],
    ),
    (
        "retry-without-delay",
        &[
            "Each retry waits with exponential backoff and jitter (honouring Retry-After when present)",
            "Retries are bounded",
        ],
    ),
];

#[derive(Serialize, Clone)]
pub struct Item {
    /// The finding's fingerprint: stable across runs, so re-imports update.
    pub id: String,
    pub priority: String,
    pub rule: String,
    pub severity: String,
    pub effort: String,
    pub path: String,
    pub line: usize,
    pub column: usize,
    pub owner: String,
    pub group: String,
    pub title: String,
    pub message: String,
    pub incidents: Vec<String>,
    pub incident_titles: Vec<String>,
    pub fix: String,
    pub language: String,
    pub before: String,
    pub after: String,
    pub acceptance_criteria: Vec<String>,
    /// Sites of the same rule in the same file (shared root cause).
    pub related_sites: usize,
    /// `high`, or `medium` when some link of the evidence is a guess.
    pub confidence: String,
    /// Execution context of the site (service, library, cli, ui).
    pub context: String,
}

/// CODEOWNERS and where the project root sits below its directory.
struct OwnerLookup<'a> {
    owners: &'a CodeOwners,
    /// The project root relative to the CODEOWNERS base (`""` when equal).
    prefix: String,
}

impl OwnerLookup<'_> {
    fn owners(&self, rel: &str) -> Option<&[String]> {
        if self.prefix.is_empty() {
            self.owners.owners(rel)
        } else {
            self.owners.owners(&format!("{}/{rel}", self.prefix))
        }
    }
}

#[derive(Serialize)]
pub struct Backlog {
    /// Problems to print on stderr (not part of the output).
    #[serde(skip)]
    pub warnings: Vec<String>,
    pub version: u32,
    pub summary: Summary,
    pub items: Vec<Item>,
}

#[derive(Serialize)]
pub struct Summary {
    pub items: usize,
    pub by_priority: BTreeMap<String, usize>,
    pub by_rule: BTreeMap<String, usize>,
    pub top_files: Vec<(String, usize)>,
    pub incidents_at_risk: Vec<IncidentRisk>,
}

#[derive(Serialize)]
pub struct IncidentRisk {
    pub id: String,
    pub title: String,
    pub sites: usize,
}

fn effort_name(e: Effort) -> &'static str {
    match e {
        Effort::Trivial => "trivial",
        Effort::Standard => "standard",
        Effort::Involved => "involved",
    }
}

fn family_of(path: &str, root: &Path) -> Option<Family> {
    Lang::from_path(Path::new(path))
        .map(Lang::family)
        .or_else(|| {
            let first = std::fs::read(root.join(path)).ok()?;
            let line = first.split(|&b| b == b'\n').next()?.to_vec();
            Lang::from_shebang(&line).map(Lang::family)
        })
}

/// The before/after example for a language from a rule's `## Fix` docs
/// section: the first fenced block in that language is "before", the second "after".
pub fn fix_example(docs: &str, family: Family) -> Option<(String, String)> {
    let section = docs
        .split("\n## ")
        .find(|s| s.trim_start().starts_with("Fix"))?;
    let tags: &[&str] = match family {
        Family::Js => &["ts", "typescript", "js", "javascript", "tsx", "jsx"],
        Family::Ruby => &["ruby", "rb"],
        Family::Python => &["python", "py"],
    };
    let mut blocks = Vec::new();
    let mut rest = section;
    while let Some(start) = rest.find("```") {
        let after_tick = &rest[start + 3..];
        let tag_end = after_tick.find('\n').unwrap_or(after_tick.len());
        let tag = after_tick[..tag_end].trim();
        let body_start = (tag_end + 1).min(after_tick.len());
        let Some(end) = after_tick[body_start..].find("```") else {
            break;
        };
        let body = &after_tick[body_start..body_start + end];
        if tags.contains(&tag) {
            blocks.push(body.trim_end().to_string());
        }
        rest = &after_tick[body_start + end + 3..];
    }
    let mut it = blocks.into_iter();
    Some((it.next()?, it.next()?))
}

fn priority(severity: Severity, risk: u8, related: usize) -> (u8, String) {
    let mut score = match severity {
        Severity::Error => 3,
        Severity::Warning => 2,
        Severity::Info => 0,
    } + risk;
    if related >= 3 {
        score += 1;
    }
    let p = match score {
        7.. => 1,
        5..=6 => 2,
        3..=4 => 3,
        _ => 4,
    };
    (p, format!("P{p}"))
}

/// A work-item title from a finding message: its first clause, cut at a
/// word boundary outside inline code (`` `...` ``) when it is long, so a
/// code span is never cut open.
fn first_sentence(s: &str) -> String {
    const MAX: usize = 110;
    let clause = first_clause(s);
    if clause.chars().count() <= MAX {
        return clause.to_string();
    }
    let mut in_code = false;
    let mut cut = None;
    for (count, (i, c)) in clause.char_indices().enumerate() {
        if c == '`' {
            in_code = !in_code;
        } else if c == ' ' && !in_code {
            if count > MAX {
                break;
            }
            cut = Some(i);
        }
    }
    match cut {
        Some(i) => format!("{}…", clause[..i].trim_end_matches([',', ';', ':'])),
        None => clause.to_string(),
    }
}

/// The text before the first `: ` that is not inside inline code.
fn first_clause(s: &str) -> &str {
    let mut in_code = false;
    let bytes = s.as_bytes();
    for (i, &b) in bytes.iter().enumerate() {
        match b {
            b'`' => in_code = !in_code,
            b':' if !in_code && bytes.get(i + 1) == Some(&b' ') => return &s[..i],
            _ => {}
        }
    }
    s
}

/// CODEOWNERS for the project: looked up in the project root and its
/// ancestors up to the git work tree's root, with the directory its patterns
/// are relative to.
fn find_codeowners(project_root: &Path) -> Option<(CodeOwners, PathBuf)> {
    let top = crate::project::git_root(project_root);
    for dir in project_root.ancestors() {
        if let Some(owners) = CodeOwners::discover(dir) {
            return Some((owners, dir.to_path_buf()));
        }
        if top.as_deref() == Some(dir) {
            break;
        }
    }
    None
}

/// Builds the backlog of `result` (paths relative to `result.root`).
/// `--group-by owner` without a CODEOWNERS file adds a warning.
pub fn build(result: &ScanResult, settings: &Settings, group_by: GroupBy) -> Backlog {
    let found = find_codeowners(&result.root);
    let mut warnings = Vec::new();
    if found.is_none() && group_by == GroupBy::Owner {
        warnings.push(format!(
            "--group-by owner: no CODEOWNERS, .github/CODEOWNERS, docs/CODEOWNERS or .gitlab/CODEOWNERS in {} or above; every item is \"(no owner)\"",
            result.root.display()
        ));
    }
    let owners = found.as_ref().map(|(o, base)| OwnerLookup {
        owners: o,
        prefix: crate::project::display_path(&result.root, base),
    });
    let all_incidents = settings.all_incidents();
    let mut per_file_rule: HashMap<(&str, &str), usize> = HashMap::new();
    for f in &result.findings {
        *per_file_rule.entry((f.path.as_str(), f.rule)).or_insert(0) += 1;
    }
    let mut items: Vec<(u8, Item)> = result
        .findings
        .iter()
        .map(|f| {
            item(
                f,
                settings,
                &all_incidents,
                owners.as_ref(),
                group_by,
                per_file_rule[&(f.path.as_str(), f.rule)],
                &result.root,
            )
        })
        .collect();
    items.sort_by(|a, b| {
        (a.0, &a.1.group, &a.1.path, a.1.line, &a.1.rule)
            .cmp(&(b.0, &b.1.group, &b.1.path, b.1.line, &b.1.rule))
    });
    let items: Vec<Item> = items.into_iter().map(|(_, i)| i).collect();
    let mut by_priority = BTreeMap::new();
    let mut by_rule = BTreeMap::new();
    let mut by_file: BTreeMap<String, usize> = BTreeMap::new();
    let mut by_incident: BTreeMap<String, usize> = BTreeMap::new();
    for i in &items {
        *by_priority.entry(i.priority.clone()).or_insert(0) += 1;
        *by_rule.entry(i.rule.clone()).or_insert(0) += 1;
        *by_file.entry(i.path.clone()).or_insert(0) += 1;
        for inc in &i.incidents {
            *by_incident.entry(inc.clone()).or_insert(0) += 1;
        }
    }
    let mut top_files: Vec<(String, usize)> = by_file.into_iter().collect();
    top_files.sort_by(|a, b| b.1.cmp(&a.1).then(a.0.cmp(&b.0)));
    top_files.truncate(10);
    let mut incidents_at_risk: Vec<IncidentRisk> = by_incident
        .into_iter()
        .map(|(id, sites)| IncidentRisk {
            title: incidents::find(&all_incidents, &id)
                .map(|i| i.title.clone())
                .unwrap_or_default(),
            id,
            sites,
        })
        .collect();
    incidents_at_risk.sort_by(|a, b| b.sites.cmp(&a.sites).then(a.id.cmp(&b.id)));
    Backlog {
        warnings,
        version: 1,
        summary: Summary {
            items: items.len(),
            by_priority,
            by_rule,
            top_files,
            incidents_at_risk,
        },
        items,
    }
}

fn item(
    f: &Finding,
    settings: &Settings,
    all_incidents: &[Incident],
    owners: Option<&OwnerLookup<'_>>,
    group_by: GroupBy,
    related: usize,
    root: &Path,
) -> (u8, Item) {
    let meta = rules::by_id(f.rule).map(|r| r.meta());
    let risk = RULE_RISK
        .iter()
        .find(|(id, _)| *id == f.rule)
        .map_or(1, |(_, r)| *r);
    let (rank, priority) = priority(f.severity, risk, related);
    // A medium-confidence item ranks one level lower: check it before fixing.
    let (rank, priority) = if f.confidence == crate::finding::Confidence::Medium && rank < 4 {
        (rank + 1, format!("P{}", rank + 1))
    } else {
        (rank, priority)
    };
    let family = family_of(&f.path, root);
    let (before, after) = match (meta, family) {
        (Some(m), Some(fam)) => fix_example(m.docs, fam).unwrap_or_default(),
        _ => Default::default(),
    };
    let owner = owners
        .and_then(|o| o.owners(&f.path))
        .map(|o| o.join(" "))
        .unwrap_or_else(|| "(no owner)".to_string());
    let directory = f.path.rsplit_once('/').map_or(".", |(d, _)| d).to_string();
    let group = match group_by {
        GroupBy::Rule => f.rule.to_string(),
        GroupBy::Directory => directory,
        GroupBy::Owner => owner.clone(),
    };
    let mut acceptance = vec![format!(
        "`resilint check {}` reports no `{}` finding at this site",
        f.path, f.rule
    )];
    if let Some((_, list)) = ACCEPTANCE.iter().find(|(id, _)| *id == f.rule) {
        acceptance.extend(list.iter().map(|s| s.to_string()));
    }
    let incident_titles = f
        .incidents
        .iter()
        .map(|id| {
            incidents::find(all_incidents, id).map_or_else(|| id.clone(), incidents::one_line)
        })
        .collect();
    let _ = settings;
    (
        rank,
        Item {
            id: f.fingerprint.clone(),
            priority,
            rule: f.rule.to_string(),
            severity: f.severity.as_str().to_string(),
            effort: meta
                .map_or("trivial", |m| effort_name(m.effort))
                .to_string(),
            path: f.path.clone(),
            line: f.span.start.line,
            column: f.span.start.column,
            owner,
            group,
            title: format!("{}: {}", f.rule, first_sentence(&f.message)),
            message: f.message.clone(),
            incidents: f.incidents.clone(),
            incident_titles,
            fix: f.fix.clone(),
            language: family.map_or("", |fam| fam.name()).to_string(),
            before,
            after,
            acceptance_criteria: acceptance,
            related_sites: related,
            confidence: f.confidence.as_str().to_string(),
            context: f.context.as_str().to_string(),
        },
    )
}

/// CSV columns, in order (documented in the README).
pub const CSV_HEADER: &[&str] = &[
    "id",
    "priority",
    "rule",
    "severity",
    "effort",
    "path",
    "line",
    "column",
    "owner",
    "group",
    "title",
    "incidents",
    "fix",
    "acceptance_criteria",
    "confidence",
    "context",
];

pub fn render(
    backlog: &Backlog,
    format: BacklogFormat,
    group_by: GroupBy,
    out: &mut dyn Write,
) -> io::Result<()> {
    match format {
        BacklogFormat::Json => {
            serde_json::to_writer_pretty(&mut *out, backlog)
                .map_err(crate::render::json_io_error)?;
            writeln!(out)
        }
        BacklogFormat::Csv => {
            let mut w = csv::Writer::from_writer(out);
            w.write_record(CSV_HEADER)
                .map_err(crate::render::csv_io_error)?;
            for i in &backlog.items {
                w.write_record([
                    i.id.as_str(),
                    &i.priority,
                    &i.rule,
                    &i.severity,
                    &i.effort,
                    &i.path,
                    &i.line.to_string(),
                    &i.column.to_string(),
                    &i.owner,
                    &i.group,
                    &i.title,
                    &i.incidents.join(" "),
                    &i.fix,
                    &i.acceptance_criteria.join("\n"),
                    &i.confidence,
                    &i.context,
                ])
                .map_err(crate::render::csv_io_error)?;
            }
            w.flush()
        }
        BacklogFormat::Markdown => markdown(backlog, group_by, out),
    }
}

fn markdown(b: &Backlog, group_by: GroupBy, out: &mut dyn Write) -> io::Result<()> {
    writeln!(out, "# Resilience fix backlog\n")?;
    writeln!(
        out,
        "{} from resilint {}. Item ids are finding fingerprints: re-running updates items instead of duplicating them.\n",
        crate::render::count(b.summary.items, "item"),
        env!("CARGO_PKG_VERSION")
    )?;
    writeln!(out, "## Summary\n")?;
    writeln!(out, "| Priority | Items |\n|---|---|")?;
    for (p, n) in &b.summary.by_priority {
        writeln!(out, "| {p} | {n} |")?;
    }
    writeln!(out, "\n| Rule | Items |\n|---|---|")?;
    for (r, n) in &b.summary.by_rule {
        writeln!(out, "| `{r}` | {n} |")?;
    }
    if !b.summary.top_files.is_empty() {
        writeln!(out, "\n**Top files:**\n")?;
        for (path, n) in &b.summary.top_files {
            writeln!(out, "- `{path}`: {n}")?;
        }
    }
    if !b.summary.incidents_at_risk.is_empty() {
        writeln!(out, "\n**Incidents most at risk of recurring:**\n")?;
        for r in &b.summary.incidents_at_risk {
            writeln!(
                out,
                "- {} ({}): {}",
                r.id,
                crate::render::count(r.sites, "site"),
                r.title
            )?;
        }
    }
    let label = match group_by {
        GroupBy::Rule => "rule",
        GroupBy::Directory => "directory",
        GroupBy::Owner => "owner",
    };
    let mut groups: BTreeMap<&str, Vec<&Item>> = BTreeMap::new();
    for i in &b.items {
        groups.entry(i.group.as_str()).or_default().push(i);
    }
    writeln!(out, "\n## Items by {label}")?;
    for (group, items) in groups {
        writeln!(
            out,
            "\n### {group} ({})",
            crate::render::count(items.len(), "item")
        )?;
        for i in items {
            writeln!(
                out,
                "\n#### {} · `{}:{}` · {}\n",
                i.priority, i.path, i.line, i.title
            )?;
            writeln!(out, "- **Id:** `{}`", i.id)?;
            writeln!(
                out,
                "- **Rule:** `{}` ({}, effort: {})",
                i.rule, i.severity, i.effort
            )?;
            writeln!(out, "- **Owner:** {}", i.owner)?;
            if i.confidence != "high" {
                writeln!(
                    out,
                    "- **Confidence:** {} (part of the evidence is a name-based guess: confirm before fixing)",
                    i.confidence
                )?;
            }
            writeln!(out, "- **Context:** {} code", i.context)?;
            writeln!(out, "- **Problem:** {}", i.message)?;
            for t in &i.incident_titles {
                writeln!(out, "- **Incident:** {t}")?;
            }
            writeln!(out, "- **Fix:** {}", i.fix)?;
            if !i.before.is_empty() {
                let lang = match i.language.as_str() {
                    "javascript" => "ts",
                    other => other,
                };
                writeln!(
                    out,
                    "\n  Before:\n\n  ```{lang}\n{}\n  ```\n",
                    indent(&i.before)
                )?;
                writeln!(
                    out,
                    "  After:\n\n  ```{lang}\n{}\n  ```\n",
                    indent(&i.after)
                )?;
            }
            writeln!(out, "- **Acceptance criteria:**")?;
            for a in &i.acceptance_criteria {
                writeln!(out, "  - [ ] {a}")?;
            }
        }
    }
    Ok(())
}

fn indent(s: &str) -> String {
    s.lines()
        .map(|l| format!("  {l}"))
        .collect::<Vec<_>>()
        .join("\n")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn titles_are_never_cut_inside_code() {
        let message = "`HTTParty.post(API_URL, query: { token: token, user: user_id, scope: requested_scopes })` in `Notifier#deliver` has no retry: a 502 or a reset fails the job";
        let title = first_sentence(message);
        assert_eq!(title.matches('`').count() % 2, 0, "{title}");
        assert!(
            title.starts_with("`HTTParty.post(API_URL, query: { token"),
            "{title}"
        );
        let long = format!("{} `a.b(c, d)` tail", "word ".repeat(30));
        let title = first_sentence(&long);
        assert!(
            title.ends_with('…') && title.chars().count() <= 111,
            "{title}"
        );
        assert_eq!(title.matches('`').count() % 2, 0, "{title}");
        assert_eq!(first_sentence("short: rest"), "short");
    }
}
