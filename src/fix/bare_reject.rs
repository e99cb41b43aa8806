//! `bare-reject`: reject with an Error that names the function, and the
//! HTTP status when a response is in scope (unsafe: callers now receive an
//! Error where they received `undefined`, a string or a plain object).
//! `reject()` / `reject(undefined)` -> `reject(new Error('upload failed'))`;
//! `reject('text')` -> `reject(new Error('text'))`; `reject({ code })` ->
//! `reject(Object.assign(new Error('check failed'), { code }))`.

use super::{Draft, FixCx};
use crate::finding::{Applicability, Finding};
use crate::lang::Family;
use crate::semantics::ast::Field;
use crate::semantics::ast::{function_name, is_function};
use crate::semantics::kind::NodeKind as _;
use crate::semantics::parents;
use tree_sitter::Node;

pub(super) fn fix(cx: &FixCx<'_, '_>, f: &Finding) -> Option<Draft> {
    let call = cx.node_at(&f.span, &["call_expression"])?;
    if call.kind_name() != "call_expression" {
        return None;
    }
    let args = call.field("arguments")?;
    if args.kind_name() != "arguments" {
        return None;
    }
    let what = failing_function(cx, call).unwrap_or("operation");
    let status = status_in_scope(cx, call);
    let message = match &status {
        Some(status) => format!("`{what} failed: ${{{status}}}`"),
        None => format!("'{what} failed'"),
    };
    let error = format!("new Error({message})");
    let description = match &status {
        Some(status) => format!("Reject with an Error naming `{what}` and `{status}`"),
        None => format!("Reject with an Error naming `{what}`"),
    };
    let draft = Draft::new(Applicability::Unsafe, description);
    match args.named_child_count() {
        0 => {
            // `(` is the first child; insert right after it.
            let open = args.child(0)?;
            Some(draft.insert(open.end_byte(), error))
        }
        1 => {
            let reason = args.named_child(0)?;
            match reason.kind_name() {
                "undefined" | "null" => Some(draft.replace(reason, error)),
                "identifier" if cx.text_of(reason) == "undefined" => {
                    Some(draft.replace(reason, error))
                }
                "string" | "template_string" => {
                    let text = cx.text_of(reason);
                    Some(
                        Draft::new(
                            Applicability::Unsafe,
                            "Reject with an Error of that message",
                        )
                        .replace(reason, format!("new Error({text})")),
                    )
                }
                "object" => {
                    let text = cx.text_of(reason);
                    Some(draft.replace(reason, format!("Object.assign({error}, {text})")))
                }
                _ => None,
            }
        }
        _ => None,
    }
}

/// The nearest enclosing function that has a name (`upload`, `sendPart`),
/// skipping the anonymous executor and callbacks.
fn failing_function<'t>(cx: &FixCx<'_, 't>, node: Node<'t>) -> Option<&'t str> {
    let mut cur = parents::parent(node);
    while let Some(n) = cur {
        if is_function(n.kind_name(), Family::Js)
            && let Some(name) = function_name(n, cx.text)
            && !name.is_empty()
            && name
                .chars()
                .all(|c| c.is_alphanumeric() || c == '_' || c == '$')
        {
            return Some(name);
        }
        cur = parents::parent(n);
    }
    None
}

/// `res.statusCode` / `res.status` of a parameter of a callback between the
/// call and the promise executor (`.on('response', (res) => ...)`), when the
/// callback reads it.
fn status_in_scope<'t>(cx: &FixCx<'_, 't>, call: Node<'t>) -> Option<String> {
    let mut cur = parents::parent(call);
    while let Some(n) = cur {
        if is_function(n.kind_name(), Family::Js) {
            // The executor itself (`new Promise((resolve, reject) => ...)`): stop.
            if parents::parent(n)
                .and_then(parents::parent)
                .is_some_and(|p| p.kind_name() == "new_expression")
            {
                return None;
            }
            let params = n.field("parameters").or_else(|| n.field("parameter"))?;
            let mut names = Vec::new();
            collect_identifiers(params, cx, &mut names);
            let body = n.field("body")?;
            if let Some(found) = status_read(body, cx, &names) {
                return Some(found);
            }
        }
        cur = parents::parent(n);
    }
    None
}

fn collect_identifiers<'t>(node: Node<'t>, cx: &FixCx<'_, 't>, out: &mut Vec<&'t str>) {
    if node.kind_name() == "identifier" {
        out.push(cx.text_of(node));
        return;
    }
    if matches!(
        node.kind_name(),
        "type_annotation" | "object_pattern" | "array_pattern"
    ) {
        return;
    }
    let mut c = node.walk();
    for child in node.named_children(&mut c) {
        collect_identifiers(child, cx, out);
    }
}

fn status_read(body: Node<'_>, cx: &FixCx<'_, '_>, params: &[&str]) -> Option<String> {
    let mut stack = vec![body];
    while let Some(n) = stack.pop() {
        if n.kind_name() == "member_expression"
            && let (Some(obj), Some(prop)) = (n.field("object"), n.field("property"))
            && obj.kind_name() == "identifier"
            && params.contains(&cx.text_of(obj))
            && matches!(cx.text_of(prop), "statusCode" | "status")
        {
            return Some(cx.text_of(n).to_string());
        }
        let mut c = n.walk();
        // Nested functions have their own parameters.
        stack.extend(
            n.named_children(&mut c)
                .filter(|ch| !is_function(ch.kind_name(), Family::Js)),
        );
    }
    None
}
