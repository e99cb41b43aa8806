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

/// How sure the scanner is of a finding: `high` when every link of the
/// evidence chain was resolved (a client by its import or binding, a job by
/// its framework registration), `medium` when any link is a name-based guess.
#[derive(
    Clone, Copy, Debug, Default, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize,
)]
#[serde(rename_all = "lowercase")]
pub enum Confidence {
    Medium,
    #[default]
    High,
}

impl Confidence {
    pub fn as_str(self) -> &'static str {
        match self {
            Confidence::Medium => "medium",
            Confidence::High => "high",
        }
    }

    pub fn parse(s: &str) -> Option<Confidence> {
        match s.to_ascii_lowercase().as_str() {
            "medium" => Some(Confidence::Medium),
            "high" => Some(Confidence::High),
            _ => None,
        }
    }
}

/// What kind of program a piece of code belongs to (spec v3 "execution
/// context"); it decides where the absence of a safeguard matters.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum ExecContext {
    /// HTTP handlers, jobs, workers, consumers, Lambda handlers.
    Service,
    /// Code other code calls (the default when nothing else is known).
    Library,
    /// Commands of a CLI tool, dev and release scripts, rake tasks.
    Cli,
    /// Browser UI: components, files of a UI package, browser globals.
    Ui,
    /// Tests and test infrastructure (fixtures, factories, stories, e2e).
    Test,
    /// Examples and documentation.
    Example,
}

impl ExecContext {
    pub const ALL: [ExecContext; 6] = [
        ExecContext::Service,
        ExecContext::Library,
        ExecContext::Cli,
        ExecContext::Ui,
        ExecContext::Test,
        ExecContext::Example,
    ];

    pub fn as_str(self) -> &'static str {
        match self {
            ExecContext::Service => "service",
            ExecContext::Library => "library",
            ExecContext::Cli => "cli",
            ExecContext::Ui => "ui",
            ExecContext::Test => "test",
            ExecContext::Example => "example",
        }
    }

    pub fn parse(s: &str) -> Option<ExecContext> {
        let s = s.trim().to_ascii_lowercase();
        ExecContext::ALL.into_iter().find(|c| c.as_str() == s)
    }
}

impl fmt::Display for ExecContext {
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
    pub confidence: Confidence,
    /// The execution context of the flagged code.
    pub context: ExecContext,
    /// Why the confidence is what it is (one line per evidence link).
    pub evidence: Vec<String>,
    /// The finding is about a missing safeguard (reported in service and
    /// library code only, by default), not a defect in code that exists.
    pub absence: bool,
    /// A concrete edit that resolves this finding (`check --fix`), when one
    /// is well defined for this site (`fix` holds the recommendation text).
    pub autofix: Option<Fix>,
    /// Asked of the project's callers after the scan (`model::callers`):
    /// the function holding a missing safeguard, whose callers decide
    /// whether a person sees its failure.
    pub callers_of: Option<CallerQuery>,
}

/// A function whose callers in other files decide a finding's confidence.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CallerQuery {
    /// The function or method names whose callers decide: the one holding
    /// the safeguard, or the functions of its file through which every
    /// in-file path reaches it.
    pub functions: Vec<String>,
    /// Its class, when it is a method.
    pub class: Option<String>,
    /// The finding is a sentinel (`None`, `false`, `null`) handed to the
    /// caller: it is answered where every caller tests the returned value,
    /// not by who the caller is.
    pub sentinel: bool,
    /// Only commands a person runs settle it: a caller that serves
    /// requests, or that catches the failure, keeps the finding as it is
    /// (an immediate retry hammers a dependency whoever waits for it).
    pub commands_only: bool,
    /// The evidence line to add, and the finding to lower to `medium`,
    /// when nothing in the scan names these functions at all: a retry
    /// configured in a function nobody calls governs no request. Only this
    /// is asked (who the callers are does not change a defect).
    pub lower_if_uncalled: Option<String>,
    /// With `lower_if_uncalled`: who the callers are is asked too (a
    /// missing safeguard in code a directory convention alone says runs
    /// unattended: nothing naming it lowers it, and so do its callers).
    pub and_callers: bool,
}

impl CallerQuery {
    /// Who calls `function` (of `class`, when a method): no sentinel, no
    /// lowering on an uncalled function, any caller settles it.
    pub fn for_function(function: &str, class: Option<String>) -> CallerQuery {
        CallerQuery {
            functions: vec![function.to_string()],
            class,
            sentinel: false,
            commands_only: false,
            lower_if_uncalled: None,
            and_callers: false,
        }
    }
}

/// Whether `check --fix` applies a fix on its own (`safe`: it keeps what the
/// code means apart from the defect) or only with `--unsafe-fixes`
/// (`unsafe`: it changes behaviour a reviewer should look at), as in Ruff.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Applicability {
    Unsafe,
    Safe,
}

impl Applicability {
    pub fn as_str(self) -> &'static str {
        match self {
            Applicability::Safe => "safe",
            Applicability::Unsafe => "unsafe",
        }
    }
}

/// One replacement of a byte range of the finding's file.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Edit {
    /// The replaced range (empty for an insertion), in bytes and line/column.
    pub span: Span,
    pub replacement: String,
}

/// A concrete fix for one finding: non-overlapping edits of its file.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Fix {
    pub applicability: Applicability,
    /// What the fix does, in one line ("Raise the timeout to 2 s").
    pub description: String,
    /// Sorted by position, non-overlapping.
    pub edits: Vec<Edit>,
    /// A unified diff of this fix alone (paths as printed in the finding).
    pub diff: String,
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
