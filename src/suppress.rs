//! Inline suppressions: `resilint: ignore[rule-id, other-id] reason` on the
//! flagged line or the line above; `resilint: ignore-file[rule-id]` in the
//! first comment block. Unknown ids and suppressions that suppress nothing
//! are reported themselves.

use crate::config::Settings;
use crate::context::span_with;
use crate::finding::{Finding, Severity};
use crate::rules;
use crate::text::LineIndex;
use regex::Regex;
use std::sync::LazyLock;

/// Pseudo-rule for a suppression naming an unknown rule id.
pub const UNKNOWN_RULE: &str = "unknown-suppression";
/// Pseudo-rule for a suppression that suppressed nothing.
pub const UNUSED: &str = "unused-suppression";

static MARKER: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r"resilint:\s*(ignore-file|ignore)\[([^\]]*)\]").expect("valid regex")
});

struct Directive {
    file_level: bool,
    /// 1-based line of the comment.
    line: usize,
    /// Byte range of the marker (for reporting).
    start: usize,
    end: usize,
    ids: Vec<String>,
    used: Vec<bool>,
}

fn directives(text: &str) -> Vec<Directive> {
    if !text.contains("resilint:") {
        return Vec::new();
    }
    let mut out = Vec::new();
    let mut in_header = true;
    // The line model every output uses (a lone CR ends a line too).
    let lines = LineIndex::new(text);
    for i in 0..lines.len() {
        let offset = lines.line_start(i);
        let line = &text[lines.line_range(text, i)];
        let trimmed = line.trim();
        let is_comment = trimmed.starts_with("//")
            || trimmed.starts_with('#')
            || trimmed.starts_with("/*")
            || trimmed.starts_with('*')
            || trimmed.starts_with("\"\"\"")
            || trimmed.is_empty();
        for caps in MARKER.captures_iter(line) {
            let whole = caps.get(0).expect("match");
            let file_level = &caps[1] == "ignore-file";
            if file_level && !in_header {
                continue;
            }
            let ids: Vec<String> = caps[2]
                .split(',')
                .map(|s| s.trim().to_string())
                .filter(|s| !s.is_empty())
                .collect();
            let n = ids.len();
            out.push(Directive {
                file_level,
                line: i + 1,
                start: offset + whole.start(),
                end: offset + whole.end(),
                ids,
                used: vec![false; n],
            });
        }
        if !is_comment {
            in_header = false;
        }
    }
    out
}

/// Removes suppressed findings; returns the rest (plus suppression
/// diagnostics) and how many were suppressed.
pub fn apply(
    findings: Vec<Finding>,
    text: &str,
    rel: &str,
    settings: &Settings,
) -> (Vec<Finding>, usize) {
    let mut dirs = directives(text);
    if dirs.is_empty() {
        return (findings, 0);
    }
    let mut kept = Vec::with_capacity(findings.len());
    let mut suppressed = 0;
    for f in findings {
        let line = f.span.start.line;
        let mut hit = false;
        for d in &mut dirs {
            let applies = d.file_level || d.line == line || d.line + 1 == line;
            if !applies {
                continue;
            }
            for (i, id) in d.ids.iter().enumerate() {
                if id == f.rule || id == "all" || id == "*" {
                    d.used[i] = true;
                    hit = true;
                }
            }
        }
        if hit && !settings.no_suppressions {
            suppressed += 1;
        } else {
            kept.push(f);
        }
    }
    let lines = LineIndex::new(text);
    for d in &dirs {
        for (i, id) in d.ids.iter().enumerate() {
            let span = span_with(&lines, text, d.start, d.end);
            let (rule, message) = if id != "all" && id != "*" && !rules::is_known(id) {
                (
                    UNKNOWN_RULE,
                    format!("suppression names unknown rule id `{id}`"),
                )
            } else if !d.used[i] && (id == "all" || id == "*" || settings.is_enabled(id)) {
                (
                    UNUSED,
                    format!("suppression `{id}` matches no finding here; remove it"),
                )
            } else {
                continue;
            };
            kept.push(Finding {
                rule,
                severity: Severity::Warning,
                path: rel.to_string(),
                span,
                message,
                primary_label: None,
                labels: Vec::new(),
                fix: "Delete the suppression comment or correct the rule id (`resilint rules` lists them).".into(),
                incidents: Vec::new(),
                fingerprint: String::new(),
                confidence: crate::finding::Confidence::High,
                context: crate::finding::ExecContext::Library,
                evidence: Vec::new(),
                absence: false,
            });
        }
    }
    (kept, suppressed)
}
