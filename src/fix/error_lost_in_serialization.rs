//! `error-lost-in-serialization`: serialise the fields an Error keeps in
//! non-enumerable or nested properties explicitly (safe: the log line gains
//! the name, message, HTTP status and code instead of `{}`).

use super::{Draft, FixCx, is_typescript};
use crate::finding::{Applicability, Finding};
use crate::semantics::handlers::{HandlerKind, js_binding_handler};

pub(super) fn fix(cx: &FixCx<'_, '_>, f: &Finding) -> Option<Draft> {
    let call = cx.node_at(&f.span, &["call_expression"])?;
    if call.kind() != "call_expression" {
        return None;
    }
    let args = call.child_by_field_name("arguments")?;
    let arg = args.named_child(0)?;
    if arg.kind() != "identifier" {
        return None;
    }
    let name = cx.text_of(arg);
    // A `catch (e)` binding is `unknown` under TypeScript's strict mode:
    // read its fields through `any`. Promise rejection reasons are `any`.
    let handler = js_binding_handler(arg, cx.text);
    let needs_cast = is_typescript(&f.path)
        && handler.as_ref().is_some_and(|h| {
            h.kind == HandlerKind::Clause
                && !h
                    .node
                    .child_by_field_name("type")
                    .is_some_and(|t| cx.text_of(t).contains("any"))
        });
    let e = if needs_cast {
        format!("({name} as any)")
    } else {
        name.to_string()
    };
    let object = format!(
        "{{ name: {e}?.name, message: {e}?.message, status: {e}?.response?.status ?? {e}?.status, code: {e}?.code }}"
    );
    Some(
        Draft::new(
            Applicability::Safe,
            format!("Serialise `{name}`'s name, message, status and code explicitly"),
        )
        .replace(arg, object),
    )
}
