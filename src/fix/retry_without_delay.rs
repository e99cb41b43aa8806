//! `retry-without-delay`: add the backoff the file already uses in another
//! retry (unsafe: it changes timing). Offered only when another error
//! handler of the same file waits with a statement of its own line
//! (`sleep(2**attempts)`, `time.sleep(1)`, `await sleep(500 * 2 ** i)`)
//! whose variables all exist in the flagged function, and the new attempt
//! has one clear place to wait before:
//! - Ruby `retry` (a `retry if cond` modifier becomes an `if` block);
//! - the one handler of an attempt loop that goes round again (before its
//!   `continue`/`next`, else at its end);
//! - the statement that calls the function again (JS: `if (c) return f()`
//!   becomes `if (c) { await sleep(...); return f(); }`).

use super::{Draft, FixCx};
use crate::finding::{Applicability, Finding};
use crate::lang::Family;
use crate::semantics::ast::Field;
use crate::semantics::ast::{enclosing_function, is_function};
use crate::semantics::delay::is_delay;
use crate::semantics::kind::NodeKind as _;
use crate::semantics::parents;
use tree_sitter::Node;

const LOOP_KINDS: &[&str] = &[
    "for_statement",
    "for_in_statement",
    "while_statement",
    "do_statement",
    "while",
    "until",
    "for",
    "call",
];

/// Names a backoff expression may use that are not variables of the code.
const GLOBALS: &[&str] = &[
    "Math",
    "Promise",
    "setTimeout",
    "time",
    "asyncio",
    "random",
    "rand",
    "Kernel",
    "min",
    "max",
];

pub(super) fn fix(cx: &FixCx<'_, '_>, f: &Finding) -> Option<Draft> {
    let family = cx.family();
    let node = node_starting_at(cx, f)?;
    let func = enclosing_function(node, family)?;
    let delay = backoff_elsewhere(cx, func)?;
    if delay.contains("await") && !is_async(cx, func) {
        return None;
    }
    if family == Family::Python && !delay.contains("await") && is_async(cx, func) {
        // `time.sleep` would block the event loop.
        return None;
    }
    let description =
        format!("Wait before the next attempt, as this file does elsewhere: `{delay}`");
    let draft = Draft::new(Applicability::Unsafe, description);
    match node.kind_name() {
        "retry" => before_statement_or_modifier(cx, node, &delay, draft),
        "call" | "call_expression" if !is_loop(cx, node) => recursion(cx, node, &delay, draft),
        _ => attempt_loop(cx, node, &delay, draft),
    }
}

/// The node the finding points at: the `retry` keyword, a loop (its span is
/// the header only), or the recursive call.
fn node_starting_at<'t>(cx: &FixCx<'_, 't>, f: &Finding) -> Option<Node<'t>> {
    let mut node = cx
        .root
        .named_descendant_for_byte_range(f.span.start_byte, f.span.end_byte)?;
    loop {
        if node.start_byte() != f.span.start_byte {
            return None;
        }
        let exact = node.end_byte() == f.span.end_byte;
        match node.kind_name() {
            "retry" if exact => return Some(node),
            "call" | "call_expression" if exact => return Some(node),
            k if LOOP_KINDS.contains(&k) && k != "call" => return Some(node),
            // Ruby `5.times do`: the call with its block.
            "call" if node.field("block").is_some() => return Some(node),
            _ => {}
        }
        node = parents::parent(node)?;
    }
}

fn is_loop(cx: &FixCx<'_, '_>, node: Node<'_>) -> bool {
    cx.family() == Family::Ruby && node.kind_name() == "call" && node.field("block").is_some()
}

fn is_async(cx: &FixCx<'_, '_>, func: Node<'_>) -> bool {
    let text = cx.text_of(func).trim_start();
    text.starts_with("async") || {
        let mut c = func.walk();
        func.children(&mut c).any(|ch| ch.kind_name() == "async")
    }
}

/// The text of a waiting statement inside another error handler of this
/// file, usable in `func` (its variables are `func`'s).
fn backoff_elsewhere(cx: &FixCx<'_, '_>, func: Node<'_>) -> Option<String> {
    let family = cx.family();
    let known = identifiers(cx, func);
    let mut stack = vec![cx.root];
    while let Some(n) = stack.pop() {
        if is_delay(n, family, cx.text)
            && !(func.start_byte() <= n.start_byte() && n.end_byte() <= func.end_byte())
            && crate::semantics::handlers::in_handler_clause(n, family)
            && let Some(stmt) = standalone_statement(cx, n)
        {
            let mut vars = Vec::new();
            argument_variables(cx, n, &mut vars);
            if !vars.is_empty() || has_arguments(n) {
                let usable = vars
                    .iter()
                    .all(|v| GLOBALS.contains(v) || known.contains(v));
                if usable {
                    return Some(stmt);
                }
            }
        }
        let mut c = n.walk();
        let children: Vec<Node<'_>> = n.named_children(&mut c).collect();
        // Document order: the first backoff of the file wins.
        stack.extend(children.into_iter().rev());
    }
    None
}

fn has_arguments(delay: Node<'_>) -> bool {
    let call = if matches!(delay.kind_name(), "await_expression" | "await") {
        delay.named_child(0)
    } else {
        Some(delay)
    };
    call.and_then(|c| c.field("arguments"))
        .is_some_and(|a| a.named_child_count() > 0)
}

/// The delay as a statement alone on its line (`await sleep(500 * 2 ** i);`).
fn standalone_statement(cx: &FixCx<'_, '_>, delay: Node<'_>) -> Option<String> {
    let mut node = delay;
    // `await asyncio.sleep(1)`: the await.
    if let Some(p) = parents::parent(node)
        && matches!(p.kind_name(), "await" | "await_expression")
    {
        node = p;
    }
    let line_start = cx.text[..node.start_byte()]
        .rfind('\n')
        .map_or(0, |p| p + 1);
    let line_end = cx.text[node.end_byte()..]
        .find('\n')
        .map_or(cx.text.len(), |p| node.end_byte() + p);
    if !cx.text[line_start..node.start_byte()].trim().is_empty() {
        return None;
    }
    let rest = cx.text[node.end_byte()..line_end].trim();
    let stmt = cx.text_of(node);
    if stmt.contains('\n') {
        return None;
    }
    match rest {
        "" => Some(stmt.to_string()),
        ";" => Some(format!("{stmt};")),
        _ => None,
    }
}

/// Variables an expression reads in its arguments (not callee names, not
/// parameters of functions inside it).
fn argument_variables<'t>(cx: &FixCx<'_, 't>, delay: Node<'t>, out: &mut Vec<&'t str>) {
    let mut params = Vec::new();
    let mut stack = vec![delay];
    while let Some(n) = stack.pop() {
        if is_function(n.kind_name(), cx.family())
            && let Some(p) = n.field("parameters").or_else(|| n.field("parameter"))
        {
            collect(cx, p, &mut params);
        }
        if n.kind_name() == "identifier" {
            let is_callee = parents::parent(n)
                .is_some_and(|p| p.field("function") == Some(n) || p.field("method") == Some(n));
            if !is_callee {
                out.push(cx.text_of(n));
            }
        }
        let mut c = n.walk();
        stack.extend(n.named_children(&mut c));
    }
    // The callee itself (`sleep`) is not a variable.
    out.retain(|v| !params.contains(v) && *v != "sleep");
}

fn collect<'t>(cx: &FixCx<'_, 't>, node: Node<'t>, out: &mut Vec<&'t str>) {
    if node.kind_name() == "identifier" {
        out.push(cx.text_of(node));
    }
    let mut c = node.walk();
    for ch in node.named_children(&mut c) {
        collect(cx, ch, out);
    }
}

/// Every identifier in `func` (its parameters and locals).
fn identifiers<'t>(cx: &FixCx<'_, 't>, func: Node<'t>) -> Vec<&'t str> {
    let mut out = Vec::new();
    collect(cx, func, &mut out);
    out
}

/// The whitespace before `node` when it starts its line.
fn indent_of(cx: &FixCx<'_, '_>, node: Node<'_>) -> Option<String> {
    let line_start = cx.text[..node.start_byte()]
        .rfind('\n')
        .map_or(0, |p| p + 1);
    let before = &cx.text[line_start..node.start_byte()];
    before
        .chars()
        .all(|c| c == ' ' || c == '\t')
        .then(|| before.to_string())
}

/// Nothing but whitespace between `node` and the end of its line.
fn ends_line(cx: &FixCx<'_, '_>, node: Node<'_>) -> bool {
    let rest = &cx.text[node.end_byte()..];
    let line = rest.split('\n').next().unwrap_or("");
    line.trim().is_empty() || line.trim() == ";"
}

fn insert_before(cx: &FixCx<'_, '_>, stmt: Node<'_>, delay: &str, draft: Draft) -> Option<Draft> {
    let indent = indent_of(cx, stmt)?;
    Some(draft.insert(stmt.start_byte(), format!("{delay}\n{indent}")))
}

/// Ruby: `retry` / `f(x)` alone on its line gets the wait before it;
/// `retry if cond` becomes `if cond` / wait / `retry` / `end`.
fn before_statement_or_modifier(
    cx: &FixCx<'_, '_>,
    node: Node<'_>,
    delay: &str,
    draft: Draft,
) -> Option<Draft> {
    let parent = parents::parent(node)?;
    if matches!(parent.kind_name(), "if_modifier" | "unless_modifier")
        && parent.field("body") == Some(node)
    {
        let indent = indent_of(cx, parent)?;
        let condition = parent.field("condition")?;
        let keyword = if parent.kind_name() == "if_modifier" {
            "if"
        } else {
            "unless"
        };
        let body = cx.text_of(node);
        let block = format!(
            "{keyword} {}\n{indent}  {delay}\n{indent}  {body}\n{indent}end",
            cx.text_of(condition)
        );
        return Some(draft.replace(parent, block));
    }
    indent_of(cx, node)?;
    ends_line(cx, node).then_some(())?;
    insert_before(cx, node, delay, draft)
}

/// The statement that calls the function again.
fn recursion(cx: &FixCx<'_, '_>, call: Node<'_>, delay: &str, draft: Draft) -> Option<Draft> {
    match cx.family() {
        Family::Ruby => before_statement_or_modifier(cx, call, delay, draft),
        Family::Python => {
            let stmt = parents::parent(call)?;
            if !matches!(
                stmt.kind_name(),
                "return_statement" | "expression_statement"
            ) || parents::parent(stmt)?.kind_name() != "block"
            {
                return None;
            }
            insert_before(cx, stmt, delay, draft)
        }
        Family::Js => {
            let mut stmt = parents::parent(call)?;
            if stmt.kind_name() == "await_expression" {
                stmt = parents::parent(stmt)?;
            }
            if !matches!(
                stmt.kind_name(),
                "return_statement" | "expression_statement"
            ) {
                return None;
            }
            let parent = parents::parent(stmt)?;
            match parent.kind_name() {
                "statement_block" => insert_before(cx, stmt, delay, draft),
                // `if (c) return f();` -> `if (c) { await sleep(..); return f(); }`
                "if_statement" if parent.field("consequence") == Some(stmt) => {
                    Some(draft.replace(stmt, format!("{{ {delay} {} }}", cx.text_of(stmt))))
                }
                _ => None,
            }
        }
    }
}

/// The one handler of an attempt loop whose attempt goes round again.
fn attempt_loop(cx: &FixCx<'_, '_>, lp: Node<'_>, delay: &str, draft: Draft) -> Option<Draft> {
    let family = cx.family();
    let mut handlers = Vec::new();
    let body = match family {
        Family::Ruby => lp.field("block").or_else(|| lp.field("body"))?,
        _ => lp.field("body")?,
    };
    let mut stack = vec![body];
    while let Some(n) = stack.pop() {
        if matches!(n.kind_name(), "except_clause" | "rescue" | "catch_clause") {
            handlers.push(n);
            continue;
        }
        if is_function(n.kind_name(), family)
            || (n != body && LOOP_KINDS.contains(&n.kind_name()) && n.kind_name() != "call")
        {
            continue;
        }
        let mut c = n.walk();
        stack.extend(n.named_children(&mut c));
    }
    let [handler] = handlers.as_slice() else {
        return None;
    };
    let block = crate::semantics::handlers::clause_body(*handler, family)?;
    let statements: Vec<Node<'_>> = {
        let mut c = block.walk();
        block
            .named_children(&mut c)
            .filter(|n| n.kind_name() != "comment")
            .collect()
    };
    let last = *statements.last()?;
    match last.kind_name() {
        "continue_statement" | "next" => insert_before(cx, last, delay, draft),
        "return_statement" | "raise_statement" | "throw_statement" | "break_statement"
        | "return" | "break" => None,
        _ => {
            if !ends_line(cx, last) {
                return None;
            }
            let indent = indent_of(cx, first_on_line(cx, last)?)?;
            let end = line_end_after(cx, last);
            Some(draft.insert(end, format!("\n{indent}{delay}")))
        }
    }
}

/// `node`, when it starts its line (a statement may begin with a keyword
/// child on the same line).
fn first_on_line<'t>(cx: &FixCx<'_, 't>, node: Node<'t>) -> Option<Node<'t>> {
    indent_of(cx, node).map(|_| node)
}

/// The end of `node`'s last line, before its newline (after a `;`).
fn line_end_after(cx: &FixCx<'_, '_>, node: Node<'_>) -> usize {
    let rest = &cx.text[node.end_byte()..];
    let line = rest.split('\n').next().unwrap_or("");
    node.end_byte() + line.trim_end().len()
}
