//! `resilint backlog`: findings turned into prioritised, owned work items
//! with the incident, the patch or a recommendation for the site's library,
//! and acceptance criteria; findings that share a root cause become one
//! item. Built from `check --format json` reports: one scan of this
//! process, or many CI jobs' reports merged (`--merge`), compared with a
//! previous backlog (`--previous`).

pub mod advice;
pub mod causes;
pub mod html;
pub mod owners;
pub mod report;
pub mod trend;

use crate::config::Settings;
use crate::engine::ScanResult;
use crate::finding::Severity;
use crate::incidents::{self, Incident};
use crate::lang::{Family, Lang};
use crate::rules::{self, Effort};
use report::ReportFinding;
use serde::Serialize;
use sha2::{Digest, Sha256};
use std::collections::{BTreeMap, HashMap};
use std::io::{self, Write};
use std::path::Path;

#[derive(Clone, Copy, Debug, PartialEq, Eq, clap::ValueEnum)]
pub enum BacklogFormat {
    Markdown,
    Csv,
    Json,
    // One self-contained page: summary charts (inline SVG) and the items.
    Html,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, clap::ValueEnum)]
pub enum GroupBy {
    Rule,
    Directory,
    Owner,
    Repository,
}

impl GroupBy {
    pub fn label(self) -> &'static str {
        match self {
            GroupBy::Rule => "rule",
            GroupBy::Directory => "directory",
            GroupBy::Owner => "owner",
            GroupBy::Repository => "repository",
        }
    }
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

#[derive(Serialize, Clone, Debug)]
pub struct Item {
    /// Stable across runs, so re-imports update: the finding's fingerprint
    /// for one site; for a root cause, the fingerprint of the finding at
    /// the cause, or a digest of the cause (rule, file, name; never a line).
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
    /// The rule's generic example, only when the item has neither a patch
    /// nor a recommendation written for its library.
    pub before: String,
    pub after: String,
    pub acceptance_criteria: Vec<String>,
    /// Sites of the same rule in the same file (shared root cause).
    pub related_sites: usize,
    /// `high`, or `medium` when some link of the evidence is a guess.
    pub confidence: String,
    /// Execution context of the site (service, library, cli, ui).
    pub context: String,
    /// The repository of the report the item comes from.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub repository: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub commit: Option<String>,
    /// `new` or `open` since the `--previous` backlog.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub status: Option<Status>,
    /// How many finding sites the item covers (1, or more for a root cause).
    pub site_count: usize,
    pub sites: Vec<Site>,
    /// The shared cause, when the item stands for several sites.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub cause: Option<Cause>,
    /// The client library used at the site, when known.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub library: Option<String>,
    /// What to do at this site: the patch's description, a recommendation
    /// for the site's library, or the rule's recommendation.
    pub recommendation: String,
    /// The concrete change, when the findings carry one.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub patch: Option<Patch>,
}

#[derive(Serialize, Clone, Debug)]
pub struct Site {
    /// The finding's fingerprint.
    pub id: String,
    pub path: String,
    pub line: usize,
    pub column: usize,
    pub message: String,
}

#[derive(Serialize, Clone, Debug)]
pub struct Cause {
    pub kind: causes::CauseKind,
    pub description: String,
}

#[derive(Serialize, Clone, Debug)]
pub struct Patch {
    /// `safe` or `unsafe` (the least safe of the sites' edits).
    pub applicability: String,
    pub description: String,
    /// Unified diff of the sites.
    pub diff: String,
}

#[derive(Serialize, Clone, Copy, Debug, PartialEq, Eq)]
#[serde(rename_all = "lowercase")]
pub enum Status {
    New,
    Open,
}

impl Status {
    pub fn as_str(self) -> &'static str {
        match self {
            Status::New => "new",
            Status::Open => "open",
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
    /// Items of the `--previous` backlog that no longer exist.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub fixed: Option<Vec<trend::FixedItem>>,
}

#[derive(Serialize)]
pub struct Summary {
    pub items: usize,
    /// Finding sites the items cover (a root-cause item covers several).
    pub sites: usize,
    pub by_priority: BTreeMap<String, usize>,
    pub by_rule: BTreeMap<String, usize>,
    /// Sites per rule (items count a root cause once).
    pub sites_by_rule: BTreeMap<String, usize>,
    pub by_owner: BTreeMap<String, usize>,
    /// Items per repository (`(no repository)` for reports outside git).
    pub by_repository: BTreeMap<String, usize>,
    pub top_files: Vec<(String, usize)>,
    pub incidents_at_risk: Vec<IncidentRisk>,
    /// Counts since the `--previous` backlog.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub trend: Option<trend::Trend>,
}

#[derive(Serialize)]
pub struct IncidentRisk {
    pub id: String,
    pub title: String,
    pub sites: usize,
}

/// A report to build the backlog from, with the name to show when it does
/// not record its repository.
pub struct Source {
    pub report: report::Report,
    pub fallback_name: Option<String>,
}

impl Source {
    pub fn repository(&self) -> Option<&str> {
        self.report
            .repository
            .as_ref()
            .map(|r| r.name.as_str())
            .or(self.fallback_name.as_deref())
    }
}

pub const NO_REPOSITORY: &str = "(no repository)";
pub const NO_OWNER: &str = "(no owner)";

fn effort_name(e: Effort) -> &'static str {
    match e {
        Effort::Trivial => "trivial",
        Effort::Standard => "standard",
        Effort::Involved => "involved",
    }
}

/// The language family of a site: from the file name, else (when the
/// checkout is at hand) from the file's shebang.
fn family_of(path: &str, root: Option<&Path>) -> Option<Family> {
    Lang::from_path(Path::new(path))
        .map(Lang::family)
        .or_else(|| {
            let first = std::fs::read(root?.join(path)).ok()?;
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

/// How to build a backlog from reports.
pub struct Options<'a> {
    pub group_by: GroupBy,
    /// Built-in and team incidents (for titles).
    pub incidents: &'a [Incident],
    /// The checkout the findings' paths are relative to, when at hand (a
    /// scan in this process): reads shebangs of extension-less files.
    pub root: Option<&'a Path>,
}

/// Builds the backlog of a scan in this process (paths relative to
/// `result.root`). `--group-by owner` without a CODEOWNERS file adds a warning.
pub fn build(
    result: &ScanResult,
    settings: &Settings,
    group_by: GroupBy,
) -> Result<Backlog, String> {
    let source = Source {
        report: report::from_scan(result)?,
        fallback_name: None,
    };
    let incidents = settings.all_incidents();
    let options = Options {
        group_by,
        incidents: &incidents,
        root: Some(&result.root),
    };
    let mut backlog = build_from(std::slice::from_ref(&source), &options);
    if group_by == GroupBy::Owner && owners::ProjectOwners::discover(&result.root).is_none() {
        backlog.warnings.push(format!(
            "--group-by owner: no CODEOWNERS, .github/CODEOWNERS, docs/CODEOWNERS or .gitlab/CODEOWNERS in {} or above; every item is \"{NO_OWNER}\"",
            result.root.display()
        ));
    }
    Ok(backlog)
}

/// One finding of one source, with what the backlog derives from it.
struct SiteRef<'a> {
    finding: &'a ReportFinding,
    source: &'a Source,
    family: Option<Family>,
}

/// Builds the backlog of `sources` (one report per repository or CI job).
pub fn build_from(sources: &[Source], options: &Options<'_>) -> Backlog {
    let sites: Vec<SiteRef<'_>> = sources
        .iter()
        .flat_map(|source| {
            source.report.findings.iter().map(move |finding| SiteRef {
                finding,
                source,
                family: family_of(&finding.path, options.root),
            })
        })
        .collect();
    let findings: Vec<&ReportFinding> = sites.iter().map(|s| s.finding).collect();
    let repo_of = |i: usize| sites[i].source.repository().unwrap_or("");
    let groups = causes::group(&findings, &repo_of);
    let mut per_file_rule: HashMap<(&str, &str, &str), usize> = HashMap::new();
    for (i, f) in findings.iter().enumerate() {
        *per_file_rule
            .entry((repo_of(i), f.path.as_str(), f.rule.as_str()))
            .or_insert(0) += 1;
    }
    let mut grouped = vec![false; sites.len()];
    let mut items: Vec<(u8, Item)> = Vec::new();
    for g in &groups {
        for &m in &g.members {
            grouped[m] = true;
        }
        let members: Vec<&SiteRef<'_>> = g.members.iter().map(|&m| &sites[m]).collect();
        items.push(item(
            &members,
            g.anchor_position(),
            Some(g),
            options,
            members.len(),
        ));
    }
    for (i, site) in sites.iter().enumerate() {
        if grouped[i] {
            continue;
        }
        let f = site.finding;
        let related = per_file_rule[&(repo_of(i), f.path.as_str(), f.rule.as_str())];
        items.push(item(&[site], 0, None, options, related));
    }
    items.sort_by(|a, b| {
        (
            a.0,
            &a.1.group,
            &a.1.repository,
            &a.1.path,
            a.1.line,
            &a.1.rule,
        )
            .cmp(&(
                b.0,
                &b.1.group,
                &b.1.repository,
                &b.1.path,
                b.1.line,
                &b.1.rule,
            ))
    });
    let items: Vec<Item> = items.into_iter().map(|(_, i)| i).collect();
    let mut warnings = Vec::new();
    if options.root.is_none()
        && options.group_by == GroupBy::Owner
        && !items.is_empty()
        && items.iter().all(|i| i.owner == NO_OWNER)
    {
        warnings.push(format!(
            "--group-by owner: the reports carry no owners (their repositories have no CODEOWNERS file); every item is \"{NO_OWNER}\""
        ));
    }
    let summary = summarize(&items, options.incidents);
    Backlog {
        warnings,
        version: 1,
        summary,
        items,
        fixed: None,
    }
}

impl causes::Group {
    /// The anchor's position among the members.
    fn anchor_position(&self) -> usize {
        self.members
            .iter()
            .position(|&m| m == self.anchor)
            .unwrap_or(0)
    }
}

/// The summary of `items`: counts by priority, rule, owner, repository,
/// top files and incidents at risk. The trend is added by `--previous`.
pub fn summarize(items: &[Item], all_incidents: &[Incident]) -> Summary {
    let mut by_priority = BTreeMap::new();
    let mut by_rule = BTreeMap::new();
    let mut sites_by_rule = BTreeMap::new();
    let mut by_owner = BTreeMap::new();
    let mut by_repository = BTreeMap::new();
    let mut by_file: BTreeMap<(Option<String>, String), usize> = BTreeMap::new();
    let mut by_incident: BTreeMap<String, usize> = BTreeMap::new();
    for i in items {
        *by_priority.entry(i.priority.clone()).or_insert(0) += 1;
        *by_rule.entry(i.rule.clone()).or_insert(0) += 1;
        *sites_by_rule.entry(i.rule.clone()).or_insert(0) += i.site_count;
        *by_owner.entry(i.owner.clone()).or_insert(0) += 1;
        *by_repository
            .entry(i.repository.clone().unwrap_or_else(|| NO_REPOSITORY.into()))
            .or_insert(0) += 1;
        *by_file
            .entry((i.repository.clone(), i.path.clone()))
            .or_insert(0) += 1;
        for inc in &i.incidents {
            *by_incident.entry(inc.clone()).or_insert(0) += i.site_count;
        }
    }
    // Files are prefixed with their repository when there are several.
    let merged = by_repository.len() > 1;
    let mut top_files: Vec<(String, usize)> = by_file
        .into_iter()
        .map(|((repo, path), n)| match repo {
            Some(r) if merged => (format!("{r}: {path}"), n),
            _ => (path, n),
        })
        .collect();
    top_files.sort_by(|a, b| b.1.cmp(&a.1).then(a.0.cmp(&b.0)));
    top_files.truncate(10);
    let mut incidents_at_risk: Vec<IncidentRisk> = by_incident
        .into_iter()
        .map(|(id, sites)| IncidentRisk {
            title: incidents::find(all_incidents, &id)
                .map(|i| i.title.clone())
                .unwrap_or_default(),
            id,
            sites,
        })
        .collect();
    incidents_at_risk.sort_by(|a, b| b.sites.cmp(&a.sites).then(a.id.cmp(&b.id)));
    Summary {
        items: items.len(),
        sites: items.iter().map(|i| i.site_count).sum(),
        by_priority,
        by_rule,
        sites_by_rule,
        by_owner,
        by_repository,
        top_files,
        incidents_at_risk,
        trend: None,
    }
}

/// A 16-hex-digit id for a root cause (the shape of finding fingerprints).
fn cause_id(rule: &str, key: &str) -> String {
    let mut hasher = Sha256::new();
    hasher.update(b"cause\0");
    hasher.update(rule.as_bytes());
    hasher.update(b"\0");
    hasher.update(key.as_bytes());
    hasher.finalize()[..8]
        .iter()
        .map(|b| format!("{b:02x}"))
        .collect()
}

/// The patch of an item: the sites' diffs, one after the other; unsafe
/// when any of them is.
fn patch_of(members: &[&SiteRef<'_>]) -> Option<Patch> {
    let fixes: Vec<&report::ConcreteFix> = members
        .iter()
        .filter_map(|s| s.finding.concrete_fix())
        .collect();
    if fixes.is_empty() {
        return None;
    }
    let mut diff = String::new();
    for f in &fixes {
        let d = f.diff.as_deref().unwrap_or_default();
        diff.push_str(d);
        if !d.ends_with('\n') {
            diff.push('\n');
        }
    }
    let applicability = if fixes
        .iter()
        .all(|f| f.applicability.as_deref() == Some("safe"))
    {
        "safe"
    } else {
        "unsafe"
    };
    let mut descriptions: Vec<&str> = fixes
        .iter()
        .filter_map(|f| f.description.as_deref())
        .filter(|d| !d.is_empty())
        .collect();
    descriptions.dedup();
    let description = if descriptions.is_empty() {
        "Apply the patch below.".to_string()
    } else {
        descriptions.join("; ")
    };
    Some(Patch {
        applicability: applicability.to_string(),
        description,
        diff,
    })
}

/// The work item for `members` (one site, or the sites of one cause) with
/// `members[anchor]` as the site the item points at.
fn item(
    members: &[&SiteRef<'_>],
    anchor: usize,
    group: Option<&causes::Group>,
    options: &Options<'_>,
    related: usize,
) -> (u8, Item) {
    let site = members[anchor];
    let f = site.finding;
    let meta = rules::by_id(&f.rule).map(|r| r.meta());
    let severity = members
        .iter()
        .filter_map(|m| Severity::parse(&m.finding.severity))
        .max()
        .unwrap_or(Severity::Warning);
    let risk = RULE_RISK
        .iter()
        .find(|(id, _)| *id == f.rule)
        .map_or(1, |(_, r)| *r);
    let (rank, priority) = priority(severity, risk, related);
    // Medium when every site is: an item ranks one level lower when it
    // needs checking before fixing.
    let medium = members.iter().all(|m| m.finding.confidence == "medium");
    let (rank, priority) = if medium && rank < 4 {
        (rank + 1, format!("P{}", rank + 1))
    } else {
        (rank, priority)
    };
    let (path, line, column) = match group.and_then(|g| g.location.clone()) {
        Some((p, l)) if !(p == f.path && l == f.start.line) => (p, l, 1),
        _ => (f.path.clone(), f.start.line, f.start.column),
    };
    let family = family_of(&path, options.root).or(site.family);
    let repository = site.source.repository().map(str::to_string);
    let owner = f.owner.clone().unwrap_or_else(|| NO_OWNER.to_string());
    let directory = path.rsplit_once('/').map_or(".", |(d, _)| d).to_string();
    let group_name = match options.group_by {
        GroupBy::Rule => f.rule.clone(),
        GroupBy::Directory => directory,
        GroupBy::Owner => owner.clone(),
        GroupBy::Repository => repository.clone().unwrap_or_else(|| NO_REPOSITORY.into()),
    };
    let generic_fix = f
        .help_text()
        .map(str::to_string)
        .or_else(|| meta.map(|m| m.fix.to_string()))
        .unwrap_or_default();
    let patch = patch_of(members);
    // The library shows in any site's text (message, evidence, labels).
    let text: String = members
        .iter()
        .flat_map(|m| {
            std::iter::once(m.finding.message.as_str())
                .chain(m.finding.evidence.iter().map(String::as_str))
                .chain(m.finding.labels.iter().map(|l| l.message.as_str()))
        })
        .collect::<Vec<_>>()
        .join("\n");
    // missing-retry's helper case already names the file's own helper.
    let own_advice = f
        .message
        .contains("is not wrapped in `")
        .then(|| f.help_text())
        .flatten();
    let advice =
        family.and_then(|fam| advice::recommend(&f.rule, fam, &f.message, &text, own_advice));
    let recommendation = match (&patch, &advice) {
        (Some(p), _) => p.description.clone(),
        (None, Some((r, _))) => r.clone(),
        (None, None) => generic_fix.clone(),
    };
    let (before, after) = match (patch.is_none() && advice.is_none(), meta, family) {
        (true, Some(m), Some(fam)) => fix_example(m.docs, fam).unwrap_or_default(),
        _ => Default::default(),
    };
    let sites: Vec<Site> = members
        .iter()
        .map(|m| Site {
            id: m.finding.fingerprint.clone(),
            path: m.finding.path.clone(),
            line: m.finding.start.line,
            column: m.finding.start.column,
            message: m.finding.message.clone(),
        })
        .collect();
    let check_paths: Vec<&str> = {
        let mut p: Vec<&str> = sites.iter().map(|s| s.path.as_str()).collect();
        p.sort_unstable();
        p.dedup();
        p
    };
    let mut acceptance = vec![if sites.len() == 1 {
        format!(
            "`resilint check {}` reports no `{}` finding at this site",
            f.path, f.rule
        )
    } else {
        format!(
            "`resilint check {}` reports no `{}` finding at any of the {} sites",
            check_paths.join(" "),
            f.rule,
            sites.len()
        )
    }];
    if let Some((_, list)) = ACCEPTANCE.iter().find(|(id, _)| *id == f.rule) {
        acceptance.extend(list.iter().map(|s| s.to_string()));
    }
    let mut incident_ids: Vec<String> = Vec::new();
    for m in members {
        for id in &m.finding.incidents {
            if !incident_ids.contains(id) {
                incident_ids.push(id.clone());
            }
        }
    }
    let incident_titles = incident_ids
        .iter()
        .map(|id| {
            incidents::find(options.incidents, id).map_or_else(|| id.clone(), incidents::one_line)
        })
        .collect();
    let (id, title, message, cause) = match group {
        Some(g) => {
            // The finding at the cause names the item; otherwise the cause does.
            let at_cause = g.kind == causes::CauseKind::ShortDefault
                && g.location
                    .as_ref()
                    .is_some_and(|(p, l)| *p == f.path && *l == f.start.line);
            let id = if at_cause {
                f.fingerprint.clone()
            } else {
                cause_id(&f.rule, &g.key)
            };
            (
                id,
                format!("{}: {}", f.rule, first_sentence(&g.description)),
                format!("{}. {}", g.description, f.message),
                Some(Cause {
                    kind: g.kind,
                    description: g.description.clone(),
                }),
            )
        }
        None => (
            f.fingerprint.clone(),
            format!("{}: {}", f.rule, first_sentence(&f.message)),
            f.message.clone(),
            None,
        ),
    };
    (
        rank,
        Item {
            id,
            priority,
            rule: f.rule.clone(),
            severity: severity.as_str().to_string(),
            effort: meta
                .map_or("trivial", |m| effort_name(m.effort))
                .to_string(),
            path,
            line,
            column,
            owner,
            group: group_name,
            title,
            message,
            incidents: incident_ids,
            incident_titles,
            fix: generic_fix,
            language: family.map_or("", |fam| fam.name()).to_string(),
            before,
            after,
            acceptance_criteria: acceptance,
            related_sites: related,
            confidence: if medium { "medium" } else { "high" }.to_string(),
            context: f.context.clone(),
            repository,
            commit: site
                .source
                .report
                .repository
                .as_ref()
                .and_then(|r| r.commit.clone()),
            status: None,
            site_count: sites.len(),
            sites,
            cause,
            library: advice.and_then(|(_, lib)| lib).map(|lib| lib.name.clone()),
            recommendation,
            patch,
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
    "repository",
    "status",
    "sites",
    "recommendation",
    "patch",
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
                    i.repository.as_deref().unwrap_or(""),
                    i.status.map_or("", Status::as_str),
                    &i.site_count.to_string(),
                    &i.recommendation,
                    i.patch.as_ref().map_or("", |p| p.diff.as_str()),
                ])
                .map_err(crate::render::csv_io_error)?;
            }
            w.flush()
        }
        BacklogFormat::Markdown => markdown(backlog, group_by, out),
        BacklogFormat::Html => html::render(backlog, group_by, out),
    }
}

fn markdown(b: &Backlog, group_by: GroupBy, out: &mut dyn Write) -> io::Result<()> {
    writeln!(out, "# Resilience fix backlog\n")?;
    writeln!(
        out,
        "{} covering {} from resilint {}. Item ids are finding fingerprints (or root-cause digests): re-running updates items instead of duplicating them.\n",
        crate::render::count(b.summary.items, "item"),
        crate::render::count(b.summary.sites, "finding site"),
        env!("CARGO_PKG_VERSION")
    )?;
    writeln!(out, "## Summary\n")?;
    if let Some(t) = &b.summary.trend {
        writeln!(
            out,
            "Since the previous backlog: {} new, {} still open, {} fixed.\n",
            t.new, t.open, t.fixed
        )?;
    }
    writeln!(out, "| Priority | Items |\n|---|---|")?;
    for (p, n) in &b.summary.by_priority {
        writeln!(out, "| {p} | {n} |")?;
    }
    writeln!(out, "\n| Rule | Items | Sites |\n|---|---|---|")?;
    for (r, n) in &b.summary.by_rule {
        let sites = b.summary.sites_by_rule.get(r).copied().unwrap_or(0);
        writeln!(out, "| `{r}` | {n} | {sites} |")?;
    }
    if b.summary.by_repository.len() > 1 {
        writeln!(out, "\n| Repository | Items |\n|---|---|")?;
        for (r, n) in &b.summary.by_repository {
            writeln!(out, "| {r} | {n} |")?;
        }
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
    // One repository needs no repository on every item.
    let merged = b.summary.by_repository.len() > 1;
    let mut groups: BTreeMap<&str, Vec<&Item>> = BTreeMap::new();
    for i in &b.items {
        groups.entry(i.group.as_str()).or_default().push(i);
    }
    writeln!(out, "\n## Items by {}", group_by.label())?;
    for (group, items) in groups {
        writeln!(
            out,
            "\n### {group} ({})",
            crate::render::count(items.len(), "item")
        )?;
        for i in items {
            let status = i
                .status
                .map(|s| format!(" · {}", s.as_str()))
                .unwrap_or_default();
            let repo = i
                .repository
                .as_deref()
                .filter(|_| merged)
                .map(|r| format!("{r}: "))
                .unwrap_or_default();
            writeln!(
                out,
                "\n#### {}{status} · `{repo}{}:{}` · {}\n",
                i.priority, i.path, i.line, i.title
            )?;
            writeln!(out, "- **Id:** `{}`", i.id)?;
            writeln!(
                out,
                "- **Rule:** `{}` ({}, effort: {})",
                i.rule, i.severity, i.effort
            )?;
            if let Some(r) = i.repository.as_ref().filter(|_| merged) {
                match &i.commit {
                    Some(c) => {
                        writeln!(out, "- **Repository:** {r} @ `{}`", &c[..c.len().min(12)])?
                    }
                    None => writeln!(out, "- **Repository:** {r}")?,
                }
            }
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
            if i.site_count > 1 {
                writeln!(out, "- **Sites ({}):**", i.site_count)?;
                for site in &i.sites {
                    writeln!(
                        out,
                        "  - `{}:{}`: {}",
                        site.path,
                        site.line,
                        first_sentence(&site.message)
                    )?;
                }
            }
            for t in &i.incident_titles {
                writeln!(out, "- **Incident:** {t}")?;
            }
            match &i.patch {
                Some(p) => {
                    writeln!(out, "- **Patch** ({}): {}", p.applicability, p.description)?;
                    // A fence longer than any backtick run in the diff.
                    let fence = "`".repeat(longest_backtick_run(&p.diff).max(2) + 1);
                    writeln!(
                        out,
                        "\n  {fence}diff\n{}\n  {fence}\n",
                        indent(p.diff.trim_end())
                    )?;
                }
                None => writeln!(out, "- **Fix:** {}", i.recommendation)?,
            }
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
    if let Some(fixed) = &b.fixed {
        writeln!(
            out,
            "\n## Fixed since the previous backlog ({})\n",
            fixed.len()
        )?;
        for f in fixed {
            let repo = f
                .repository
                .as_deref()
                .map(|r| format!("{r}: "))
                .unwrap_or_default();
            writeln!(
                out,
                "- `{}` `{repo}{}:{}` {}",
                f.id, f.path, f.line, f.title
            )?;
        }
    }
    Ok(())
}

/// A message split into prose and inline code (`` `x` ``) parts, `true`
/// for code. A code span ends at the first backtick outside brackets, so
/// a template literal inside it (`` `get(`/a/${id}`)` ``) stays inside.
pub(crate) fn code_spans(s: &str) -> Vec<(bool, &str)> {
    let mut parts = Vec::new();
    let mut rest = s;
    while let Some(open) = rest.find('`') {
        parts.push((false, &rest[..open]));
        let body = &rest[open + 1..];
        let mut depth = 0i32;
        let mut end = None;
        for (i, c) in body.char_indices() {
            match c {
                '(' | '[' | '{' => depth += 1,
                ')' | ']' | '}' => depth -= 1,
                '`' if depth <= 0 => {
                    end = Some(i);
                    break;
                }
                _ => {}
            }
        }
        match end {
            Some(e) => {
                parts.push((true, &body[..e]));
                rest = &body[e + 1..];
            }
            // Unbalanced: the rest is prose.
            None => {
                parts.push((false, &rest[open..]));
                rest = "";
            }
        }
    }
    parts.push((false, rest));
    parts.retain(|(code, t)| *code || !t.is_empty());
    parts
}

/// The first inline code span of a message (the flagged code).
pub(crate) fn first_code(message: &str) -> Option<&str> {
    code_spans(message)
        .into_iter()
        .find_map(|(code, t)| code.then_some(t))
}

fn longest_backtick_run(s: &str) -> usize {
    s.split(|c| c != '`').map(str::len).max().unwrap_or(0)
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
    fn code_spans_keep_template_literals_inside() {
        let parts = code_spans("`axios.get(`/a/${id}`)` has no retry in `f`");
        assert_eq!(
            parts,
            vec![
                (true, "axios.get(`/a/${id}`)"),
                (false, " has no retry in "),
                (true, "f")
            ]
        );
        assert_eq!(code_spans("a ` b"), vec![(false, "a "), (false, "` b")]);
    }

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
