//! `error-lost-in-serialization`: serialise the fields an Error keeps in
//! non-enumerable or nested properties explicitly (safe: the log line gains
//! the name, message, HTTP status and code instead of `{}`).

use super::{Draft, FixCx, is_typescript};
use crate::finding::{Applicability, Finding};
use crate::semantics::ast::Field;
use crate::semantics::kind::NodeKind as _;
use crate::semantics::parents;

pub(super) fn fix(cx: &FixCx<'_, '_>, f: &Finding) -> Option<Draft> {
    let call = cx.node_at(&f.span, &["call_expression"])?;
    if call.kind_name() != "call_expression" {
        return None;
    }
    let args = call.field("arguments")?;
    let arg = args.named_child(0)?;
    if arg.kind_name() != "identifier" {
        return None;
    }
    let name = cx.text_of(arg);
    if known_not_an_error(cx, call, name) {
        // `e instanceof Error ? e.message : JSON.stringify(e)`: not an Error
        // here, and its JSON is what the code wants.
        return None;
    }
    // Non-Errors (a thrown string or object) keep their JSON; an Error gets
    // its fields. The fields past `name`/`message` are not on `Error`'s type.
    let any = if is_typescript(&f.path) {
        format!("({name} as any)")
    } else {
        name.to_string()
    };
    let object = format!(
        "{name} instanceof Error ? {{ name: {name}.name, message: {name}.message, status: {any}.response?.status ?? {any}.status, code: {any}.code }} : {name}"
    );
    Some(
        Draft::new(
            Applicability::Safe,
            format!(
                "Serialise `{name}`'s name, message, status and code explicitly when it is an Error"
            ),
        )
        .replace(arg, object),
    )
}

/// The call sits where `name` is known not to be an Error: the alternative
/// of `name instanceof Error ? ... : ...` or the `else` of such an `if`.
fn known_not_an_error(cx: &FixCx<'_, '_>, call: tree_sitter::Node<'_>, name: &str) -> bool {
    let guard = format!("{name} instanceof Error");
    let mut child = call;
    let mut cur = parents::parent(call);
    while let Some(n) = cur {
        let condition = n.field("condition").map(|c| cx.text_of(c));
        let in_alternative = n.field("alternative") == Some(child);
        if in_alternative && condition.is_some_and(|c| c.contains(&guard)) {
            return true;
        }
        if crate::semantics::ast::is_function(n.kind_name(), crate::lang::Family::Js) {
            return false;
        }
        child = n;
        cur = parents::parent(n);
    }
    false
}
