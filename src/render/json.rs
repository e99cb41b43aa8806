//! `check --format json`: the contract in RULES.md.

use crate::backlog::owners::ProjectOwners;
use crate::engine::ScanResult;
use crate::finding::{Finding, Fix, Position};
use serde::Serialize;
use std::collections::BTreeMap;
use std::io::{self, Write};

#[derive(Serialize)]
struct Output<'a> {
    version: u32,
    /// The git repository scanned (name and HEAD commit); absent outside git.
    #[serde(skip_serializing_if = "Option::is_none")]
    repository: Option<crate::git::Repository>,
    findings: Vec<JsonFinding<'a>>,
    summary: Summary,
}

#[derive(Serialize)]
struct JsonFinding<'a> {
    rule: &'a str,
    severity: &'a str,
    path: &'a str,
    start: Position,
    end: Position,
    message: &'a str,
    incidents: &'a [String],
    /// The recommendation for this site, in words (the JSON contract's
    /// `fix` string).
    fix: &'a str,
    /// A concrete edit `check --fix` can apply (absent when there is none).
    #[serde(skip_serializing_if = "Option::is_none")]
    autofix: Option<JsonFix<'a>>,
    fingerprint: &'a str,
    confidence: &'a str,
    context: &'a str,
    #[serde(skip_serializing_if = "Vec::is_empty")]
    labels: Vec<JsonLabel<'a>>,
    /// Why the confidence is what it is (spec v3), when some link was guessed.
    #[serde(skip_serializing_if = "<[String]>::is_empty")]
    evidence: &'a [String],
    /// CODEOWNERS owners of the file, when the project has a CODEOWNERS
    /// file (a merged backlog groups by it without the checkout).
    #[serde(skip_serializing_if = "Option::is_none")]
    owner: Option<String>,
}

#[derive(Serialize)]
struct JsonFix<'a> {
    applicability: &'a str,
    description: &'a str,
    edits: Vec<JsonEdit<'a>>,
    /// A unified diff of this fix alone, paths as in the finding.
    diff: &'a str,
}

#[derive(Serialize)]
struct JsonEdit<'a> {
    start: Position,
    end: Position,
    start_byte: usize,
    end_byte: usize,
    replacement: &'a str,
}

fn fix(f: &Fix) -> JsonFix<'_> {
    JsonFix {
        applicability: f.applicability.as_str(),
        description: &f.description,
        edits: f
            .edits
            .iter()
            .map(|e| JsonEdit {
                start: e.span.start,
                end: e.span.end,
                start_byte: e.span.start_byte,
                end_byte: e.span.end_byte,
                replacement: &e.replacement,
            })
            .collect(),
        diff: &f.diff,
    }
}

#[derive(Serialize)]
struct JsonLabel<'a> {
    path: &'a str,
    start: Position,
    end: Position,
    message: &'a str,
}

#[derive(Serialize)]
struct Summary {
    files_scanned: usize,
    files_skipped: usize,
    /// Files whose analysis failed (a rule crashed); nonzero means exit 2.
    files_failed: usize,
    findings: usize,
    by_rule: BTreeMap<String, usize>,
    by_severity: BTreeMap<String, usize>,
    by_confidence: BTreeMap<String, usize>,
    /// Findings not reported because of their execution context.
    hidden_by_context: usize,
    /// Findings below `--min-confidence`.
    hidden_by_confidence: usize,
    elapsed_ms: u128,
    /// Findings hidden by inline suppression comments.
    suppressed: usize,
    /// Findings hidden because they are in the `--baseline` file.
    baseline_suppressed: usize,
    /// `--baseline` entries of scanned files that match no finding any more.
    baseline_stale: usize,
}

fn finding<'a>(f: &'a Finding, owners: Option<&ProjectOwners>) -> JsonFinding<'a> {
    JsonFinding {
        owner: owners.and_then(|o| o.owner(&f.path)),
        rule: f.rule,
        severity: f.severity.as_str(),
        path: &f.path,
        start: f.span.start,
        end: f.span.end,
        message: &f.message,
        incidents: &f.incidents,
        fix: &f.fix,
        autofix: f.autofix.as_ref().map(fix),
        fingerprint: &f.fingerprint,
        confidence: f.confidence.as_str(),
        context: f.context.as_str(),
        evidence: &f.evidence,
        labels: f
            .labels
            .iter()
            .map(|l| JsonLabel {
                path: l.path.as_deref().unwrap_or(&f.path),
                start: l.span.start,
                end: l.span.end,
                message: &l.message,
            })
            .collect(),
    }
}

pub fn render(result: &ScanResult, out: &mut dyn Write) -> io::Result<()> {
    let mut by_rule = BTreeMap::new();
    let mut by_severity = BTreeMap::new();
    let mut by_confidence = BTreeMap::new();
    for f in &result.findings {
        *by_confidence
            .entry(f.confidence.as_str().to_string())
            .or_insert(0) += 1;
        *by_rule.entry(f.rule.to_string()).or_insert(0) += 1;
        *by_severity
            .entry(f.severity.as_str().to_string())
            .or_insert(0) += 1;
    }
    let owners = if result.findings.is_empty() {
        None
    } else {
        ProjectOwners::discover(&result.root)
    };
    let output = Output {
        version: 1,
        repository: crate::git::repository(&result.root),
        findings: result
            .findings
            .iter()
            .map(|f| finding(f, owners.as_ref()))
            .collect(),
        summary: Summary {
            files_scanned: result.files_scanned,
            files_skipped: result.files_skipped,
            files_failed: result.files_failed,
            findings: result.findings.len(),
            by_rule,
            by_severity,
            by_confidence,
            hidden_by_context: result.hidden_by_context,
            hidden_by_confidence: result.hidden_by_confidence,
            elapsed_ms: result.elapsed.as_millis(),
            suppressed: result.suppressed,
            baseline_suppressed: result.baseline_suppressed,
            baseline_stale: result.baseline_stale,
        },
    };
    serde_json::to_writer_pretty(&mut *out, &output).map_err(super::json_io_error)?;
    writeln!(out)
}
