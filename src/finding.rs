//! A finding is plain data: renderers turn lists of findings into text.

use serde::{Deserialize, Serialize};
use std::fmt;

#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Severity {
    Info,
    Warning,
    Error,
}

impl Severity {
    pub fn as_str(self) -> &'static str {
        match self {
            Severity::Info => "info",
            Severity::Warning => "warning",
            Severity::Error => "error",
        }
    }

    pub fn parse(s: &str) -> Option<Severity> {
        match s {
            "info" => Some(Severity::Info),
            "warning" | "warn" => Some(Severity::Warning),
            "error" => Some(Severity::Error),
            _ => None,
        }
    }
}

impl fmt::Display for Severity {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

/// A 1-based line/column position (columns count characters).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub struct Position {
    pub line: usize,
    pub column: usize,
}

/// A region of a source file, in bytes and in line/column form.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Span {
    pub start_byte: usize,
    pub end_byte: usize,
    pub start: Position,
    pub end: Position,
}

/// A secondary location with its own message ("default declared here").
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Label {
    /// Relative path when the label points into another file.
    pub path: Option<String>,
    pub span: Span,
    pub message: String,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Finding {
    pub rule: &'static str,
    pub severity: Severity,
    /// Relative path with `/` separators.
    pub path: String,
    pub span: Span,
    pub message: String,
    /// Short text under the primary span (defaults to the rule id).
    pub primary_label: Option<String>,
    pub labels: Vec<Label>,
    pub fix: String,
    pub incidents: Vec<String>,
    pub fingerprint: String,
}

impl Finding {
    pub fn sort_key(&self) -> (&str, usize, usize, &str) {
        (
            &self.path,
            self.span.start.line,
            self.span.start.column,
            self.rule,
        )
    }
}

/// Orders findings by path, line, column, rule (the JSON contract), then message.
pub fn sort_findings(findings: &mut [Finding]) {
    findings.sort_by(|a, b| {
        a.sort_key()
            .cmp(&b.sort_key())
            .then_with(|| a.message.cmp(&b.message))
    });
}
