//! Inline suppressions: `resilint: ignore[rule-id, other-id] reason` on the
//! flagged line or the line above; a bare `resilint: ignore` suppresses every
//! rule there; `resilint: ignore-file[rule-id]` in the first comment block.
//! Only markers inside comments count. Unknown ids, misplaced file-level
//! markers and suppressions that suppress nothing are reported themselves.

use crate::config::Settings;
use crate::context::span_with;
use crate::finding::{Finding, Severity};
use crate::rules;
use crate::semantics::kind::NodeKind as _;
use crate::semantics::parents;
use crate::text::LineIndex;
use regex::Regex;
use std::sync::LazyLock;

/// Pseudo-rule for a suppression naming an unknown rule id.
pub const UNKNOWN_RULE: &str = "unknown-suppression";
/// Pseudo-rule for a suppression that suppressed nothing.
pub const UNUSED: &str = "unused-suppression";

/// A diagnostic about suppression comments themselves: listed by `rules`,
/// explained by `explain`, selectable and ignorable like a rule.
pub struct PseudoRule {
    pub id: &'static str,
    pub name: &'static str,
    pub summary: &'static str,
    pub docs: &'static str,
}

pub const PSEUDO_RULES: &[PseudoRule] = &[
    PseudoRule {
        id: UNKNOWN_RULE,
        name: "UnknownSuppression",
        summary: "A suppression comment names a rule id that does not exist",
        docs: "## What it flags\n\nA `resilint: ignore[...]` or `resilint: ignore-file[...]` comment naming a rule id that resilint does not know, such as `missing_retry` for `missing-retry`. The comment suppresses nothing, so the finding it was meant to hide is still reported; the message suggests the nearest rule id.\n\n## Fix\n\nCorrect the id (`resilint rules` lists them) or delete the comment.",
    },
    PseudoRule {
        id: UNUSED,
        name: "UnusedSuppression",
        summary: "A suppression comment suppresses no finding",
        docs: "## What it flags\n\nA suppression comment that hides nothing: the code it pointed at was fixed or moved, the rule no longer reports there, or a `resilint: ignore-file[...]` comment sits after the first comment block of the file, where it has no effect. Stale suppressions would silently hide a future finding.\n\n## Fix\n\nDelete the comment, or move a file-level suppression to the comment block at the top of the file.",
    },
];

/// True for `unknown-suppression` and `unused-suppression`.
pub fn is_pseudo(id: &str) -> bool {
    PSEUDO_RULES.iter().any(|p| p.id == id)
}

pub fn pseudo_by_id(id: &str) -> Option<&'static PseudoRule> {
    PSEUDO_RULES.iter().find(|p| p.id == id)
}

/// `resilint: ignore`, `resilint: ignore[ids]`, `resilint: ignore-file[ids]`.
static MARKER: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r"resilint:\s*(ignore-file|ignore)\b(?:\[([^\]]*)\])?").expect("valid regex")
});

struct Directive {
    file_level: bool,
    /// `ignore-file` after the first comment block: suppresses nothing.
    misplaced: bool,
    /// 1-based line of the comment.
    line: usize,
    /// Byte range of the marker (for reporting).
    start: usize,
    end: usize,
    /// `["*"]` for a bare marker with no rule list.
    ids: Vec<String>,
    used: Vec<bool>,
}

/// True when byte `offset` is inside a comment of the syntax tree.
fn in_comment(root: tree_sitter::Node<'_>, offset: usize) -> bool {
    let mut node = parents::descendant_for_byte_range(root, offset, offset + 1);
    while let Some(n) = node {
        if n.kind_name().contains("comment") {
            return true;
        }
        node = parents::parent(n);
    }
    false
}

fn directives(text: &str, root: Option<tree_sitter::Node<'_>>) -> Vec<Directive> {
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
            if root.is_some_and(|r| !in_comment(r, offset + whole.start())) {
                continue;
            }
            let file_level = &caps[1] == "ignore-file";
            let ids: Vec<String> = match caps.get(2) {
                Some(list) => list
                    .as_str()
                    .split(',')
                    .map(|s| s.trim().to_string())
                    .filter(|s| !s.is_empty())
                    .collect(),
                None => vec!["*".to_string()],
            };
            let n = ids.len();
            out.push(Directive {
                file_level,
                misplaced: file_level && !in_header,
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

/// The nearest real rule id to a misspelt one (`missing_retry`).
fn suggestion(id: &str) -> Option<&'static str> {
    let normalized = id.trim().to_ascii_lowercase().replace(['_', ' '], "-");
    rules::all()
        .iter()
        .map(|r| r.meta().id)
        .chain(PSEUDO_RULES.iter().map(|p| p.id))
        .map(|known| (crate::config::edit_distance(known, &normalized), known))
        .filter(|(d, _)| *d <= 3)
        .min()
        .map(|(_, known)| known)
}

/// Removes suppressed findings; returns the rest (plus suppression
/// diagnostics) and how many were suppressed.
/// `root` is the file's syntax tree: markers outside comments (in strings)
/// are not suppressions.
pub fn apply(
    findings: Vec<Finding>,
    text: &str,
    rel: &str,
    settings: &Settings,
    root: Option<tree_sitter::Node<'_>>,
) -> (Vec<Finding>, usize) {
    let mut dirs = directives(text, root);
    if dirs.is_empty() {
        return (findings, 0);
    }
    let mut kept = Vec::with_capacity(findings.len());
    let mut suppressed = 0;
    for f in findings {
        let line = f.span.start.line;
        let mut hit = false;
        for d in &mut dirs {
            let applies = if d.file_level {
                !d.misplaced
            } else {
                d.line == line || d.line + 1 == line
            };
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
            let wildcard = id == "all" || id == "*";
            let (rule, message) = if !wildcard && !rules::is_known(id) && !is_pseudo(id) {
                let hint = match suggestion(id) {
                    Some(s) => format!("; did you mean `{s}`?"),
                    None => " (`resilint rules` lists them)".to_string(),
                };
                (
                    UNKNOWN_RULE,
                    format!("suppression names unknown rule id `{id}`{hint}"),
                )
            } else if d.misplaced {
                (
                    UNUSED,
                    "`resilint: ignore-file` after code has no effect; move it into the comment block at the top of the file".to_string(),
                )
            } else if !d.used[i] && (wildcard || settings.is_enabled(id)) {
                let what = if id == "*" && d.ids.len() == 1 {
                    "`resilint: ignore`".to_string()
                } else {
                    format!("suppression `{id}`")
                };
                (UNUSED, format!("{what} matches no finding here; remove it"))
            } else {
                continue;
            };
            if !settings.is_enabled(rule) {
                continue;
            }
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
                autofix: None,
                callers_of: None,
            });
        }
    }
    (kept, suppressed)
}
