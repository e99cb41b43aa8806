//! Reports as the backlog reads them: `check --format json` output, from a
//! scan in this process or from files written by CI jobs (`--merge`).
//!
//! Only what the backlog needs is read, and every field added after
//! version 1 is optional, so reports from older and newer resilint builds
//! both load.

use crate::engine::ScanResult;
use crate::finding::Position;
use crate::git::Repository;
use serde::Deserialize;
use std::path::Path;

#[derive(Deserialize, Debug, Clone)]
pub struct Report {
    pub findings: Vec<ReportFinding>,
    #[serde(default)]
    pub repository: Option<Repository>,
}

#[derive(Deserialize, Debug, Clone)]
pub struct ReportFinding {
    pub rule: String,
    pub severity: String,
    pub path: String,
    pub start: Position,
    #[serde(default)]
    pub message: String,
    #[serde(default)]
    pub incidents: Vec<String>,
    /// The rule's recommendation (text), or a concrete fix (an object
    /// with the edit as a unified diff).
    #[serde(default)]
    pub fix: Option<FixField>,
    /// The recommendation text when `fix` holds the concrete edit.
    #[serde(default)]
    pub help: Option<String>,
    /// The concrete edit (`autofix` in `check --format json`; `fix` stays
    /// the recommendation text, as the JSON contract says).
    #[serde(default)]
    pub autofix: Option<ConcreteFix>,
    pub fingerprint: String,
    #[serde(default = "default_confidence")]
    pub confidence: String,
    #[serde(default = "default_context")]
    pub context: String,
    #[serde(default)]
    pub labels: Vec<ReportLabel>,
    #[serde(default)]
    pub evidence: Vec<String>,
    #[serde(default)]
    pub owner: Option<String>,
}

fn default_confidence() -> String {
    "high".into()
}

fn default_context() -> String {
    "library".into()
}

#[derive(Deserialize, Debug, Clone)]
pub struct ReportLabel {
    #[serde(default)]
    pub path: String,
    pub start: Position,
    #[serde(default)]
    pub message: String,
}

#[derive(Deserialize, Debug, Clone)]
#[serde(untagged)]
pub enum FixField {
    Text(String),
    Edit(ConcreteFix),
}

/// A finding's concrete edit (`fix` in `check --format json` when the rule
/// can write the change).
#[derive(Deserialize, Debug, Clone, Default)]
pub struct ConcreteFix {
    /// `safe` or `unsafe`.
    #[serde(default)]
    pub applicability: Option<String>,
    #[serde(default)]
    pub description: Option<String>,
    /// The change as a unified diff of the site's file.
    #[serde(default)]
    pub diff: Option<String>,
}

impl ReportFinding {
    /// The rule's recommendation text, wherever the report put it.
    pub fn help_text(&self) -> Option<&str> {
        match &self.fix {
            Some(FixField::Text(t)) => Some(t),
            _ => self.help.as_deref(),
        }
    }

    /// The concrete fix, when the report carries one with a diff.
    pub fn concrete_fix(&self) -> Option<&ConcreteFix> {
        let has_diff = |e: &&ConcreteFix| e.diff.as_deref().is_some_and(|d| !d.trim().is_empty());
        self.autofix.as_ref().filter(has_diff).or(match &self.fix {
            Some(FixField::Edit(e)) => Some(e).filter(has_diff),
            _ => None,
        })
    }
}

/// A scan of this process as a report: rendered as `check --format json`
/// and read back, so the backlog sees exactly what CI jobs upload.
pub fn from_scan(result: &ScanResult) -> Result<Report, String> {
    let mut buf = Vec::new();
    crate::render::json::render(result, &mut buf).map_err(|e| format!("rendering JSON: {e}"))?;
    serde_json::from_slice(&buf).map_err(|e| format!("reading the scan's JSON report: {e}"))
}

/// What a JSON input file turned out to be: a `check --format json` report
/// or a backlog written by `backlog --format json`.
pub enum Input {
    Report(Report),
    Backlog(serde_json::Value),
}

/// Reads a JSON file given to `--merge` or `--previous`; the error names
/// the file and what is wrong with it.
pub fn read_input(path: &Path) -> Result<Input, String> {
    let text = std::fs::read_to_string(path).map_err(|e| format!("{}: {e}", path.display()))?;
    let value: serde_json::Value = serde_json::from_str(&text)
        .map_err(|e| format!("{}: not valid JSON: {e}", path.display()))?;
    if value.get("findings").is_some() {
        let report = serde_json::from_value(value).map_err(|e| {
            format!(
                "{}: not a `resilint check --format json` report: {e}",
                path.display()
            )
        })?;
        return Ok(Input::Report(report));
    }
    if value.get("items").is_some_and(serde_json::Value::is_array) {
        return Ok(Input::Backlog(value));
    }
    Err(format!(
        "{}: neither a `resilint check --format json` report (no `findings`) nor a `resilint backlog --format json` backlog (no `items`)",
        path.display()
    ))
}

/// Reads a report for `--merge` (a backlog is not accepted: it has lost
/// the findings' detail).
pub fn read_report(path: &Path) -> Result<Report, String> {
    match read_input(path)? {
        Input::Report(r) => Ok(r),
        Input::Backlog(_) => Err(format!(
            "{}: --merge takes `resilint check --format json` reports, and this is a backlog",
            path.display()
        )),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn fix_is_text_or_a_concrete_edit() {
        let text = r#"{"findings": [
          {"rule": "bare-reject", "severity": "error", "path": "a.ts", "start": {"line": 3, "column": 5},
           "message": "m", "fix": "Reject with an Error", "fingerprint": "00112233445566aa"},
          {"rule": "short-timeout", "severity": "warning", "path": "b.py", "start": {"line": 9, "column": 30},
           "message": "m", "help": "Raise it", "fingerprint": "00112233445566bb",
           "fix": {"applicability": "safe", "description": "raise the timeout to 2 s",
                   "edits": [{"start": {"line": 9, "column": 30}, "end": {"line": 9, "column": 33}, "content": "2.0"}],
                   "diff": "--- a/b.py\n+++ b/b.py\n@@ -9 +9 @@\n-x(timeout=0.5)\n+x(timeout=2.0)\n"}}
        ]}"#;
        let report: Report = serde_json::from_str(text).unwrap();
        assert!(report.repository.is_none());
        let [a, b] = &report.findings[..] else {
            panic!()
        };
        assert_eq!(a.help_text(), Some("Reject with an Error"));
        assert!(a.concrete_fix().is_none());
        assert_eq!(b.help_text(), Some("Raise it"));
        let fix = b.concrete_fix().unwrap();
        assert_eq!(fix.applicability.as_deref(), Some("safe"));
        assert!(fix.diff.as_deref().unwrap().contains("+x(timeout=2.0)"));
        assert_eq!(a.confidence, "high");
    }
}
