//! `retry-skips-throttling`: add 429 to what the retry policy retries
//! (unsafe: the retry behaviour changes, and the policy should also honour
//! `Retry-After`). A status list gets `429` in order; a comparison
//! `status >= 500` becomes `status == 429 || status >= 500` (and `> 500`
//! becomes `>= 500`, which it was meant to be); a Ruby `when 500..599`
//! gets `429, `, and `(500..599).include?(code)` gets `code == 429 ||`.

use super::{Draft, FixCx, is_plain_reference};
use crate::finding::{Applicability, Finding};
use crate::lang::Family;
use crate::semantics::ast::Field;
use crate::semantics::ast::number_value;
use crate::semantics::kind::NodeKind as _;
use crate::semantics::parents;
use tree_sitter::Node;

const DESCRIPTION: &str = "Retry HTTP 429 (throttling) too";

pub(super) fn fix(cx: &FixCx<'_, '_>, f: &Finding) -> Option<Draft> {
    let node = cx.node_at(
        &f.span,
        &[
            "array",
            "list",
            "tuple",
            "set",
            "binary_expression",
            "binary",
            "comparison_operator",
            "range",
        ],
    )?;
    match node.kind_name() {
        "array" | "list" | "tuple" | "set" => collection(cx, node),
        "binary_expression" | "binary" => binary(cx, node),
        "comparison_operator" => python_comparison(cx, node),
        "range" => ruby_range(cx, node),
        _ => None,
    }
}

fn numeric(cx: &FixCx<'_, '_>, node: Node<'_>) -> Option<f64> {
    matches!(node.kind_name(), "number" | "integer")
        .then(|| number_value(cx.text_of(node)))
        .flatten()
}

/// `[500, 502, 503]` -> `[429, 500, 502, 503]`; `[408, 500]` -> `[408, 429, 500]`.
fn collection(cx: &FixCx<'_, '_>, node: Node<'_>) -> Option<Draft> {
    let mut c = node.walk();
    let elements: Vec<Node<'_>> = node
        .named_children(&mut c)
        .filter(|n| n.kind_name() != "comment")
        .collect();
    if elements.is_empty() || elements.iter().any(|e| numeric(cx, *e) == Some(429.0)) {
        return None;
    }
    if !elements.iter().any(|e| numeric(cx, *e).is_some()) {
        return None;
    }
    let draft = Draft::new(Applicability::Unsafe, DESCRIPTION);
    match elements
        .iter()
        .find(|e| numeric(cx, **e).is_some_and(|v| v > 429.0))
    {
        Some(first_above) => Some(draft.insert(first_above.start_byte(), "429, ")),
        None => Some(draft.insert(elements.last()?.end_byte(), ", 429")),
    }
}

fn or_op(family: Family) -> (&'static str, &'static str) {
    match family {
        Family::Js => ("===", "||"),
        Family::Ruby => ("==", "||"),
        Family::Python => ("==", "or"),
    }
}

/// Wraps `expr` in parentheses when its parent binds tighter than `||`/`or`.
fn wrap(node: Node<'_>, expr: String, family: Family) -> String {
    let tight = parents::parent(node).is_some_and(|p| match family {
        Family::Js => matches!(
            p.kind_name(),
            "binary_expression" | "unary_expression" | "member_expression" | "call_expression"
        ),
        Family::Ruby => matches!(p.kind_name(), "binary" | "unary" | "call"),
        Family::Python => matches!(
            p.kind_name(),
            "boolean_operator" | "not_operator" | "comparison_operator" | "attribute" | "call"
        ),
    });
    if tight { format!("({expr})") } else { expr }
}

/// `x >= 500` / `x > 500` / `500 <= x` / `500 < x` (JS, Ruby).
fn binary(cx: &FixCx<'_, '_>, node: Node<'_>) -> Option<Draft> {
    let left = node.field("left")?;
    let right = node.field("right")?;
    let op = cx.text_of(node.field("operator")?);
    let family = cx.family();
    // `> 500` misses 500 itself: the policy meant server errors.
    let (subject, normalised) = match (numeric(cx, left), numeric(cx, right)) {
        (None, Some(n)) if (400.0..=500.0).contains(&n) && matches!(op, ">=" | ">") => {
            let (s, n_text) = (cx.text_of(left), cx.text_of(right));
            let cmp = match (op, n == 500.0) {
                (">", true) => format!("{s} >= {n_text}"),
                _ => format!("{s} {op} {n_text}"),
            };
            (left, cmp)
        }
        (Some(n), None) if (400.0..=500.0).contains(&n) && matches!(op, "<=" | "<") => {
            let (s, n_text) = (cx.text_of(right), cx.text_of(left));
            let cmp = match (op, n == 500.0) {
                ("<", true) => format!("{n_text} <= {s}"),
                _ => format!("{n_text} {op} {s}"),
            };
            (right, cmp)
        }
        _ => return None,
    };
    if !is_plain_reference(subject, family) {
        return None;
    }
    let (eq, or) = or_op(family);
    let expr = format!("{} {eq} 429 {or} {normalised}", cx.text_of(subject));
    Some(Draft::new(Applicability::Unsafe, DESCRIPTION).replace(node, wrap(node, expr, family)))
}

/// `500 <= r.status_code < 600`, `r.status_code >= 500` (Python).
fn python_comparison(cx: &FixCx<'_, '_>, node: Node<'_>) -> Option<Draft> {
    let mut c = node.walk();
    let operands: Vec<Node<'_>> = node.named_children(&mut c).collect();
    let subjects: Vec<&Node<'_>> = operands
        .iter()
        .filter(|n| numeric(cx, **n).is_none())
        .collect();
    let first = **subjects.first()?;
    if !subjects
        .iter()
        .all(|s| cx.text_of(**s) == cx.text_of(first))
        || !is_plain_reference(first, Family::Python)
    {
        return None;
    }
    let original = cx.text_of(node);
    let subject = cx.text_of(first);
    let comparison = if operands.len() == 2 && operands[0] == first {
        // `x > 500` -> `x >= 500`.
        let op = original
            [first.end_byte() - node.start_byte()..operands[1].start_byte() - node.start_byte()]
            .trim();
        match (op, numeric(cx, operands[1])) {
            (">", Some(500.0)) => format!("{subject} >= 500"),
            (">" | ">=", Some(_)) => original.to_string(),
            _ => return None,
        }
    } else {
        original.to_string()
    };
    let expr = format!("{subject} == 429 or {comparison}");
    Some(
        Draft::new(Applicability::Unsafe, DESCRIPTION)
            .replace(node, wrap(node, expr, Family::Python)),
    )
}

/// `when 500..599` and `(500..599).include?(code)` (Ruby).
fn ruby_range(cx: &FixCx<'_, '_>, node: Node<'_>) -> Option<Draft> {
    let parent = parents::parent(node)?;
    if parent.kind_name() == "when" {
        return Some(
            Draft::new(Applicability::Unsafe, DESCRIPTION).insert(node.start_byte(), "429, "),
        );
    }
    let call = if parent.kind_name() == "parenthesized_statements" {
        parents::parent(parent)?
    } else {
        return None;
    };
    if call.kind_name() != "call"
        || !matches!(
            call.field("method").map(|m| cx.text_of(m)),
            Some("include?" | "cover?" | "member?" | "===")
        )
    {
        return None;
    }
    let args = call.field("arguments")?;
    if args.named_child_count() != 1 {
        return None;
    }
    let subject = args.named_child(0)?;
    if !is_plain_reference(subject, Family::Ruby) {
        return None;
    }
    let expr = format!("{} == 429 || {}", cx.text_of(subject), cx.text_of(call));
    Some(
        Draft::new(Applicability::Unsafe, DESCRIPTION)
            .replace(call, wrap(call, expr, Family::Ruby)),
    )
}
