//! Concrete fixes (`check --fix`, `--unsafe-fixes`, `--diff`): each finding
//! of a rule that has a well-defined repair gets a [`Fix`], computed from
//! the parsed tree of its file after the rules ran. One module per rule
//! builds the edits; [`apply`] applies them, re-parses and re-checks.
//!
//! A fix builder returns `None` rather than guess: a fix is offered only
//! where the edit is unambiguous from the syntax at the finding's span.

pub mod apply;
mod bare_reject;
mod error_lost_in_serialization;
mod missing_retry;
mod rethrow_drops_context;
mod retry_skips_throttling;
mod retry_without_delay;
mod short_timeout;

use crate::config::Settings;
use crate::context::span_with;
use crate::finding::{Applicability, Edit, Finding, Fix, Span};
use crate::lang::{Family, Lang};
use crate::semantics::ast::Field;
use crate::semantics::kind::NodeKind as _;
use crate::semantics::parents;
use crate::text::LineIndex;
use tree_sitter::Node;

/// What a fix builder sees: the finding's file, parsed.
pub(crate) struct FixCx<'a, 't> {
    pub text: &'t str,
    pub root: Node<'t>,
    pub lang: Lang,
    pub settings: &'a Settings,
}

impl<'t> FixCx<'_, 't> {
    pub fn family(&self) -> Family {
        self.lang.family()
    }

    pub fn text_of(&self, node: Node<'_>) -> &'t str {
        self.text.get(node.byte_range()).unwrap_or("")
    }

    /// The node the rule reported: among the nodes whose range is exactly
    /// the finding's span (a statement whose block holds only it has the
    /// block's range), the innermost of one of `kinds`.
    pub fn node_at(&self, span: &Span, kinds: &[&str]) -> Option<Node<'t>> {
        let mut node =
            parents::descendant_for_byte_range(self.root, span.start_byte, span.end_byte)?;
        loop {
            if node.start_byte() != span.start_byte || node.end_byte() != span.end_byte {
                return None;
            }
            if kinds.contains(&node.kind_name()) {
                return Some(node);
            }
            node = parents::parent(node)?;
        }
    }
}

/// TypeScript source (type annotations and casts are allowed); `.js` files
/// are parsed with the TSX grammar too, so the path decides.
pub(crate) fn is_typescript(path: &str) -> bool {
    [".ts", ".tsx", ".mts", ".cts"]
        .iter()
        .any(|ext| path.ends_with(ext))
}

/// A fix before positions and its diff are filled in.
pub(crate) struct Draft {
    pub applicability: Applicability,
    pub description: String,
    /// (start byte, end byte, replacement).
    pub edits: Vec<(usize, usize, String)>,
}

impl Draft {
    pub fn new(applicability: Applicability, description: impl Into<String>) -> Draft {
        Draft {
            applicability,
            description: description.into(),
            edits: Vec::new(),
        }
    }

    pub fn replace(mut self, node: Node<'_>, replacement: impl Into<String>) -> Draft {
        self.edits
            .push((node.start_byte(), node.end_byte(), replacement.into()));
        self
    }

    pub fn insert(mut self, at: usize, text: impl Into<String>) -> Draft {
        self.edits.push((at, at, text.into()));
        self
    }
}

/// Computes the fix of every finding that has one (the engine calls this
/// once per file, on the findings that are reported).
pub fn attach(
    findings: &mut [Finding],
    root: Node<'_>,
    text: &str,
    lang: Lang,
    settings: &Settings,
) {
    let cx = FixCx {
        text,
        root,
        lang,
        settings,
    };
    let mut lines: Option<LineIndex> = None;
    for f in findings.iter_mut() {
        let draft = match f.rule {
            "short-timeout" => short_timeout::fix(&cx, f),
            "rethrow-drops-context" => rethrow_drops_context::fix(&cx, f),
            "error-lost-in-serialization" => error_lost_in_serialization::fix(&cx, f),
            "retry-skips-throttling" => retry_skips_throttling::fix(&cx, f),
            "bare-reject" => bare_reject::fix(&cx, f),
            "retry-without-delay" => retry_without_delay::fix(&cx, f),
            "missing-retry" => missing_retry::fix(&cx, f),
            _ => None,
        };
        let Some(draft) = draft else { continue };
        let lines = lines.get_or_insert_with(|| LineIndex::new(text));
        f.autofix = finish(draft, text, lines, &f.path);
    }
}

/// Sorts and validates the edits (inside the text, on char boundaries, not
/// overlapping, changing something) and computes positions and the diff.
fn finish(draft: Draft, text: &str, lines: &LineIndex, path: &str) -> Option<Fix> {
    let mut raw = draft.edits;
    raw.sort_by_key(|e| (e.0, e.1));
    let mut last_end = 0;
    for (start, end, _) in &raw {
        if start > end
            || *end > text.len()
            || *start < last_end
            || !text.is_char_boundary(*start)
            || !text.is_char_boundary(*end)
        {
            return None;
        }
        last_end = *end;
    }
    let edits: Vec<Edit> = raw
        .into_iter()
        .map(|(start, end, replacement)| Edit {
            span: span_with(lines, text, start, end),
            replacement,
        })
        .collect();
    let fixed = apply_edits(text, &edits);
    if fixed == text {
        return None;
    }
    Some(Fix {
        applicability: draft.applicability,
        description: draft.description,
        diff: unified_diff(path, text, &fixed),
        edits,
    })
}

/// Applies sorted, non-overlapping edits to `text`.
pub fn apply_edits(text: &str, edits: &[Edit]) -> String {
    let mut out = String::with_capacity(text.len() + 64);
    let mut at = 0;
    for e in edits {
        out.push_str(&text[at..e.span.start_byte]);
        out.push_str(&e.replacement);
        at = e.span.end_byte;
    }
    out.push_str(&text[at..]);
    out
}

/// A unified diff (3 lines of context) with `a/` and `b/` prefixes for a
/// project-relative path, as `git apply` and `patch -p1` read it.
pub fn unified_diff(path: &str, old: &str, new: &str) -> String {
    let (a, b) = if path.starts_with('/') {
        (path.to_string(), path.to_string())
    } else {
        (format!("a/{path}"), format!("b/{path}"))
    };
    similar::TextDiff::from_lines(old, new)
        .unified_diff()
        .context_radius(3)
        .header(&a, &b)
        .to_string()
}

/// An expression that can be repeated without a second side effect: a name,
/// a property/attribute chain, a subscript by a literal, a Ruby method call
/// with no arguments (`e.http_code`).
pub(crate) fn is_plain_reference(node: Node<'_>, family: Family) -> bool {
    match node.kind_name() {
        "identifier" | "property_identifier" | "this" | "self" | "instance_variable" => true,
        "member_expression" | "attribute" => node
            .field("object")
            .is_some_and(|o| is_plain_reference(o, family)),
        "subscript_expression" | "subscript" | "element_reference" => {
            let object = node
                .field("object")
                .or_else(|| node.field("value"))
                .or_else(|| node.named_child(0));
            let index = node
                .field("index")
                .or_else(|| node.field("subscript"))
                .or_else(|| node.named_child(1));
            object.is_some_and(|o| is_plain_reference(o, family))
                && index.is_some_and(|i| {
                    matches!(
                        i.kind_name(),
                        "string" | "number" | "integer" | "simple_symbol" | "identifier"
                    )
                })
        }
        "call" if family == Family::Ruby => {
            node.field("arguments").is_none()
                && node.field("block").is_none()
                && node
                    .field("receiver")
                    .is_some_and(|r| is_plain_reference(r, family))
        }
        _ => false,
    }
}
