//! `rethrow-drops-context`: keep the caught error as the cause of the new
//! one. Python: `raise X(...) from e` (safe). JS: `new Error(msg, { cause: e })`
//! (safe for the built-in error classes in JavaScript; unsafe in TypeScript,
//! whose `ErrorOptions` needs `lib` ES2022, and for project classes, whose
//! constructor may not pass options on). Ruby keeps `cause` by itself; what
//! it drops is a library-specific status, so no fix is offered.

use super::{Draft, FixCx, is_typescript};
use crate::finding::{Applicability, Finding};
use crate::lang::Family;
use crate::semantics::ast::Field;
use crate::semantics::handlers::{enclosing_js_handler, enclosing_py_handler};
use crate::semantics::kind::NodeKind as _;

/// Built-in error classes whose constructor takes `(message, options)`
/// (`builtin-error-classes` in the JavaScript knowledge table).
fn builtin_error(class: &str) -> bool {
    crate::model::knowledge::list(
        crate::model::knowledge::Eco::Javascript,
        "builtin-error-classes",
    )
    .contains(&class)
}

pub(super) fn fix(cx: &FixCx<'_, '_>, f: &Finding) -> Option<Draft> {
    let node = cx.node_at(&f.span, &["raise_statement", "throw_statement"])?;
    match cx.family() {
        Family::Python => python(cx, node),
        Family::Js => js(cx, node, &f.path),
        Family::Ruby => None,
    }
}

fn python<'t>(cx: &FixCx<'_, 't>, node: tree_sitter::Node<'t>) -> Option<Draft> {
    if node.kind_name() != "raise_statement" {
        return None;
    }
    let handler = enclosing_py_handler(node)?;
    let name = handler.param_name(cx.text);
    if name.is_empty() || !name.chars().all(|c| c.is_alphanumeric() || c == '_') {
        return None;
    }
    let description = format!("Chain the caught error: `from {name}`");
    match node.field("cause") {
        Some(cause) if cx.text_of(cause) == "None" => {
            Some(Draft::new(Applicability::Safe, description).replace(cause, name))
        }
        Some(_) => None,
        None => {
            // `raise` alone re-raises; only a raise with a new error.
            let raised = node.named_child(0)?;
            if raised.kind_name() != "call" {
                return None;
            }
            Some(
                Draft::new(Applicability::Safe, description)
                    .insert(raised.end_byte(), format!(" from {name}")),
            )
        }
    }
}

fn js<'t>(cx: &FixCx<'_, 't>, node: tree_sitter::Node<'t>, path: &str) -> Option<Draft> {
    if node.kind_name() != "throw_statement" {
        return None;
    }
    let created = node.named_child(0)?;
    if created.kind_name() != "new_expression" {
        return None;
    }
    let ctor = created.field("constructor")?;
    let args = created.field("arguments")?;
    if args.named_child_count() != 1 || args.named_child(0)?.kind_name() == "spread_element" {
        return None;
    }
    let handler = enclosing_js_handler(node, cx.text)?;
    let name = handler.param_name(cx.text);
    if name.is_empty() {
        return None;
    }
    let class = cx.text_of(ctor);
    let builtin = builtin_error(class);
    // A project class passes `{ cause }` on only when it is a plain
    // subclass of a built-in error declared here; another constructor's
    // second parameter may be anything (a status code, a context object).
    if !builtin && !plain_error_subclass(cx, class) {
        return None;
    }
    let applicability = if builtin && !is_typescript(path) {
        Applicability::Safe
    } else {
        Applicability::Unsafe
    };
    let message = args.named_child(0)?;
    Some(
        Draft::new(
            applicability,
            format!("Keep the caught error as the cause: `new {class}(..., {{ cause: {name} }})`"),
        )
        .insert(message.end_byte(), cause_argument(cx, args, message, name)),
    )
}

/// `class X extends Error {}` declared in this file with no constructor of
/// its own (it takes `Error`'s `(message, options)`).
fn plain_error_subclass(cx: &FixCx<'_, '_>, class: &str) -> bool {
    let mut found = false;
    let mut stack = vec![cx.root];
    while let Some(n) = stack.pop() {
        if matches!(n.kind_name(), "class_declaration" | "class")
            && n.field("name")
                .is_some_and(|name| cx.text_of(name) == class)
        {
            let heritage = crate::semantics::ast::superclasses(n, crate::lang::Family::Js, cx.text);
            let extends_builtin = heritage.is_some_and(|h| {
                let parent = h.trim_start_matches("extends").trim();
                builtin_error(parent)
            });
            let has_constructor = n.field("body").is_some_and(|body| {
                let mut c = body.walk();
                body.named_children(&mut c).any(|m| {
                    m.kind_name() == "method_definition"
                        && m.field("name")
                            .is_some_and(|name| cx.text_of(name) == "constructor")
                })
            });
            found = extends_builtin && !has_constructor;
            break;
        }
        let mut c = n.walk();
        stack.extend(n.named_children(&mut c));
    }
    found
}

/// `, { cause: e }`, or on its own line when the arguments are one per line.
fn cause_argument(
    cx: &FixCx<'_, '_>,
    args: tree_sitter::Node<'_>,
    message: tree_sitter::Node<'_>,
    name: &str,
) -> String {
    if message.start_position().row == args.start_position().row {
        return format!(", {{ cause: {name} }}");
    }
    let line_start = cx.text[..message.start_byte()]
        .rfind('\n')
        .map_or(0, |p| p + 1);
    let indent: String = cx.text[line_start..]
        .chars()
        .take_while(|c| *c == ' ' || *c == '\t')
        .collect();
    format!(",\n{indent}{{ cause: {name} }}")
}
