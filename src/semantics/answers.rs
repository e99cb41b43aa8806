//! What a function answers its callers about a remote call it makes.
//!
//! A reachability probe answers a yes/no question (is the URL there, does
//! the host answer): every value it hands back is a boolean, the answer on
//! success is read from the response's status, and a failure answers
//! `false`. For such a function the failure *is* the answer; a retry would
//! only delay it.

use crate::lang::Family;
use crate::semantics::ast;
use crate::semantics::ast::Field as _;
use crate::semantics::kind::NodeKind as _;
use crate::semantics::parents::parent;
use tree_sitter::Node;

/// The function around `call` is a yes/no reachability probe (see the
/// module docs). JavaScript and Python; a promise's executor
/// (`new Promise((resolve) => { ... })`) answers through `resolve(...)`.
pub fn probe_answers(call: Node<'_>, family: Family, text: &str) -> bool {
    if family == Family::Ruby {
        return false;
    }
    let Some(func) = ast::enclosing_function(call, family) else {
        return false;
    };
    let Some(body) = func.field("body") else {
        return false;
    };
    let answers = match executor_resolve(func, text) {
        Some(resolve) => resolved_values(body, resolve, text),
        None => ast::returned_values(func, body, family),
    };
    let mut literal_false = false;
    let mut from_status = false;
    for a in &answers {
        let a = ast::unwrap_expr(*a);
        match boolean_answer(a, text) {
            Some(Answer::False) => literal_false = true,
            Some(Answer::True) => {}
            Some(Answer::Derived) => {
                if !reads_status(a, family, text) {
                    return false;
                }
                from_status = true;
            }
            None => return false,
        }
    }
    literal_false && from_status
}

enum Answer {
    True,
    False,
    Derived,
}

/// A boolean-valued expression: a literal, a comparison, a negation, a
/// conversion (`Boolean(x)`, `bool(x)`) or a response's `ok` flag.
fn boolean_answer(node: Node<'_>, text: &str) -> Option<Answer> {
    let t = &text[node.byte_range()];
    match node.kind_name() {
        "true" => Some(Answer::True),
        "false" => Some(Answer::False),
        "comparison_operator" | "not_operator" => Some(Answer::Derived),
        "binary_expression" => {
            let op = node.field("operator").map(|o| o.kind_name()).unwrap_or("");
            matches!(op, "<" | ">" | "<=" | ">=" | "==" | "===" | "!=" | "!==")
                .then_some(Answer::Derived)
        }
        "unary_expression" => t.starts_with('!').then_some(Answer::Derived),
        "call_expression" | "call" => {
            let callee = node.field("function").map(|f| &text[f.byte_range()]);
            matches!(callee, Some("Boolean" | "bool")).then_some(Answer::Derived)
        }
        "member_expression" | "attribute" => {
            let field = node.field("property").or_else(|| node.field("attribute"));
            field
                .is_some_and(|f| &text[f.byte_range()] == "ok")
                .then_some(Answer::Derived)
        }
        _ => None,
    }
}

/// The expression reads a status field of something (`res.statusCode < 400`,
/// `r.status_code == 200`: `response-status-fields` in the knowledge
/// files) or a response's `ok` flag.
fn reads_status(node: Node<'_>, family: Family, text: &str) -> bool {
    use crate::model::knowledge::{Eco, list};
    let fields = list(Eco::of(family), "response-status-fields");
    let mut found = false;
    let mut visit = |n: Node<'_>| {
        if matches!(n.kind_name(), "member_expression" | "attribute")
            && n.field("property")
                .or_else(|| n.field("attribute"))
                .is_some_and(|f| {
                    let f = &text[f.byte_range()];
                    f == "ok" || fields.contains(&f)
                })
        {
            found = true;
        }
        !found
    };
    // `walk` visits below its root: the root may be the field read itself.
    if visit(node) {
        ast::walk(node, &mut visit);
    }
    found
}

/// The executor's second parameter (a plain identifier) and its body.
pub fn executor_reject(executor: Node<'_>) -> Option<(Node<'_>, Node<'_>)> {
    let params = executor.field("parameters")?;
    let mut cursor = params.walk();
    let second = params
        .named_children(&mut cursor)
        .filter(|p| p.kind_name() != "comment")
        .nth(1)?;
    let pattern = match second.kind_name() {
        "required_parameter" => second.field("pattern")?,
        "identifier" => second,
        _ => return None,
    };
    if pattern.kind_name() != "identifier" {
        return None;
    }
    Some((pattern, executor.field("body")?))
}

/// The name of `reject` of the nearest enclosing `new Promise(...)`
/// executor of `node` (`new Promise((resolve, reject) => ...)`).
pub fn enclosing_reject_name<'t>(node: Node<'t>, text: &'t str) -> Option<&'t str> {
    let mut cur = ast::enclosing_function(node, Family::Js);
    while let Some(func) = cur {
        if executor_resolve(func, text).is_some() {
            let (reject, _) = executor_reject(func)?;
            return Some(&text[reject.byte_range()]);
        }
        cur = ast::enclosing_function(func, Family::Js);
    }
    None
}

/// The name of `resolve` when `func` is the executor of `new Promise(...)`.
fn executor_resolve<'t>(func: Node<'t>, text: &'t str) -> Option<&'t str> {
    let args = parent(func).filter(|a| a.kind_name() == "arguments")?;
    let new = parent(args).filter(|n| n.kind_name() == "new_expression")?;
    let ctor = new.field("constructor")?;
    if &text[ctor.byte_range()] != "Promise" {
        return None;
    }
    let params = func
        .field("parameters")
        .or_else(|| func.field("parameter"))?;
    let first = if params.kind_name() == "identifier" {
        params
    } else {
        let p = params.named_child(0)?;
        match p.kind_name() {
            "identifier" => p,
            _ => p
                .field("pattern")
                .filter(|n| n.kind_name() == "identifier")?,
        }
    };
    Some(&text[first.byte_range()])
}

/// The first arguments of every `resolve(...)` call in `body`, callbacks
/// included.
fn resolved_values<'t>(body: Node<'t>, resolve: &str, text: &str) -> Vec<Node<'t>> {
    let mut values = Vec::new();
    ast::walk(body, &mut |n| {
        if n.kind_name() == "call_expression"
            && n.field("function")
                .is_some_and(|f| f.kind_name() == "identifier" && &text[f.byte_range()] == resolve)
        {
            match n.field("arguments").and_then(|a| a.named_child(0)) {
                Some(v) => values.push(v),
                // `resolve()`: undefined, not a yes/no answer.
                None => values.push(n),
            }
        }
        true
    });
    values
}
