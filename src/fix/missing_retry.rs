//! `missing-retry`: route the call through the file's own retry helper, the
//! way the file already calls it (unsafe: the call may now run several
//! times). Offered only in the helper case (the message names the helper)
//! and only when the file holds a call of the helper in one of these forms,
//! in the same class when the helper is reached through `this`/`self`:
//! - JS: `helper(() => call(...), ...)` (the flagged call must be awaited);
//! - Python: `helper(lambda: call(...), ...)` (the flagged call not awaited);
//! - Ruby: `helper { call(...) }` / `helper do ... end` with one statement,
//!   from the same kind of method (instance or singleton).

use super::{Draft, FixCx};
use crate::finding::{Applicability, Finding};
use crate::lang::Family;
use crate::semantics::ast::Field;
use crate::semantics::ast::{enclosing_class, enclosing_function};
use crate::semantics::kind::NodeKind as _;
use crate::semantics::parents;
use regex::Regex;
use std::sync::LazyLock;
use tree_sitter::Node;

static HELPER: LazyLock<Regex> =
    LazyLock::new(|| Regex::new(r"is not wrapped in `([A-Za-z_$][\w$.:]*)`").expect("valid regex"));

pub(super) fn fix(cx: &FixCx<'_, '_>, f: &Finding) -> Option<Draft> {
    let helper = HELPER.captures(&f.message)?.get(1)?.as_str().to_string();
    let target = cx.node_at(&f.span, &["call_expression", "call"])?;
    let family = cx.family();
    match family {
        Family::Js => {
            if parents::parent(target)?.kind_name() != "await_expression" {
                return None;
            }
        }
        Family::Python => {
            if parents::parent(target)?.kind_name() == "await" {
                return None;
            }
        }
        Family::Ruby => {}
    }
    let (template, hole) = find_template(cx, &helper, target)?;
    let before = &cx.text[template.start_byte()..hole.start_byte()];
    let after = &cx.text[hole.end_byte()..template.end_byte()];
    let call = cx.text_of(target);
    let wrapped = if hole.kind_name() == "await_expression" {
        format!("{before}await {call}{after}")
    } else {
        format!("{before}{call}{after}")
    };
    Some(
        Draft::new(
            Applicability::Unsafe,
            format!("Route the call through `{helper}`, as the file's other calls do"),
        )
        .replace(target, wrapped),
    )
}

/// A call of `helper` in this file that wraps one call, and the node it
/// wraps (where the flagged call goes).
fn find_template<'t>(
    cx: &FixCx<'_, 't>,
    helper: &str,
    target: Node<'t>,
) -> Option<(Node<'t>, Node<'t>)> {
    let family = cx.family();
    let short = helper.rsplit(['.', ':']).next().unwrap_or(helper);
    let mut stack = vec![cx.root];
    while let Some(n) = stack.pop() {
        let mut c = n.walk();
        let children: Vec<Node<'t>> = n.named_children(&mut c).collect();
        stack.extend(children.into_iter().rev());
        let callee = match family {
            Family::Js => n
                .kind_name()
                .eq("call_expression")
                .then(|| n.field("function"))
                .flatten(),
            Family::Python => (n.kind_name() == "call")
                .then(|| n.field("function"))
                .flatten(),
            Family::Ruby => (n.kind_name() == "call")
                .then(|| n.field("method"))
                .flatten(),
        };
        let Some(callee) = callee else { continue };
        let callee_text = cx.text_of(callee);
        let full = cx.text_of(n.field("function").unwrap_or(callee));
        if callee_text != short && !full.ends_with(&format!(".{short}")) && full != helper {
            continue;
        }
        if n.start_byte() <= target.start_byte() && target.end_byte() <= n.end_byte() {
            continue;
        }
        let Some(hole) = wrapped_call(cx, n) else {
            continue;
        };
        if !same_scope(cx, n, target, full) {
            continue;
        }
        return Some((n, hole));
    }
    None
}

/// The single call `helper_call` wraps: a parameterless arrow's expression
/// body, a parameterless lambda's body, a block's one statement.
fn wrapped_call<'t>(cx: &FixCx<'_, 't>, helper_call: Node<'t>) -> Option<Node<'t>> {
    match cx.family() {
        Family::Js => {
            let args = helper_call.field("arguments")?;
            let op = args.named_child(0)?;
            if op.kind_name() != "arrow_function" {
                return None;
            }
            let params = op.field("parameters")?;
            if params.named_child_count() != 0 {
                return None;
            }
            let body = op.field("body")?;
            let inner = if body.kind_name() == "await_expression" {
                body.named_child(0)?
            } else {
                body
            };
            (inner.kind_name() == "call_expression").then_some(body)
        }
        Family::Python => {
            let args = helper_call.field("arguments")?;
            let op = args.named_child(0)?;
            if op.kind_name() != "lambda" || op.field("parameters").is_some() {
                return None;
            }
            let body = op.field("body")?;
            (body.kind_name() == "call").then_some(body)
        }
        Family::Ruby => {
            let block = helper_call.field("block")?;
            if block.field("parameters").is_some() {
                return None;
            }
            let body = block.field("body")?;
            let mut c = body.walk();
            let statements: Vec<Node<'t>> = body
                .named_children(&mut c)
                .filter(|s| s.kind_name() != "comment")
                .collect();
            match statements.as_slice() {
                [one] if one.kind_name() == "call" => Some(*one),
                _ => None,
            }
        }
    }
}

/// The helper is reachable from the flagged call the way the template
/// reaches it: a helper through `this`/`self` (or Ruby's implicit self) in
/// the same class, from the same kind of Ruby method.
fn same_scope(cx: &FixCx<'_, '_>, template: Node<'_>, target: Node<'_>, callee: &str) -> bool {
    let family = cx.family();
    let through_self = callee.starts_with("this.")
        || callee.starts_with("self.")
        || (family == Family::Ruby && !callee.contains('.') && !callee.contains("::"));
    if !through_self {
        return true;
    }
    if enclosing_class(template, family) != enclosing_class(target, family) {
        return false;
    }
    if family == Family::Ruby {
        let kind = |n: Node<'_>| enclosing_function(n, family).map(|f| f.kind_id());
        return kind(template) == kind(target);
    }
    true
}
