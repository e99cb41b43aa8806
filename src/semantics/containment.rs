//! Where a call's failure stops. A handler around the call that catches the
//! failure and goes on, a `.catch()` on the call's promise that neither
//! rethrows nor rejects, `Promise.allSettled` (a rejection becomes a
//! `{ status: "rejected" }` entry), `asyncio.gather(..., return_exceptions=True)`
//! and Ruby's `x rescue fallback` all end the failure there: the code around
//! the call chose what a failure means, and the failure does not reach the
//! callers above it.
//!
//! Works on syntax alone (a node, its family and the file's text), so the
//! cross-file caller pass (`model::callers`) asks the same question of a
//! caller's file as the rules ask of the file they check.

use crate::lang::Family;
use crate::semantics::ast;
use crate::semantics::kind::NodeKind as _;
use crate::semantics::parents::parent;
use regex::Regex;
use std::sync::LazyLock;
use tree_sitter::Node;

fn text_of<'t>(node: Node<'_>, text: &'t str) -> &'t str {
    text.get(node.byte_range()).unwrap_or("")
}

/// Why the failure of `call` ends around it, in its own function, or `None`
/// when it propagates to the function's callers.
pub fn contained(call: Node<'_>, family: Family, text: &str) -> Option<&'static str> {
    let mut child = call;
    while let Some(up) = parent(child) {
        if ast::is_function(up.kind_name(), family) {
            return (family == Family::Js && settled_callback(up, text)).then_some(
                "its promise is settled by `Promise.allSettled` or raced in `Promise.any`",
            );
        }
        if let Some(why) = settles_here(up, child, family, text) {
            return Some(why);
        }
        if is_protected_part(up, child, family) {
            let handlers = handlers_of(up, family);
            let catching: Vec<Node<'_>> = handlers
                .into_iter()
                .filter(|h| catches_network_errors(*h, family, text))
                .collect();
            if catching.is_empty() {
                child = up;
                continue;
            }
            // `requests.post(...).raise_for_status()` under a handler for
            // connection errors only, or `raise_for_status()` after the try:
            // a 5xx still propagates.
            if raises_status_after(up, family, text)
                && !catching
                    .iter()
                    .any(|h| catches_status_errors(*h, family, text))
            {
                return None;
            }
            if catching
                .iter()
                .all(|h| !passes_failure_on(*h, family, text))
            {
                return Some("a handler around it catches the failure and goes on");
            }
            return catching
                .iter()
                .all(|h| !passes_failure_on(*h, family, text) || falls_back_first(*h, family, text))
                .then_some(
                    "a handler around it falls back to a value it keeps (a cached copy, a default) and raises only when it has none",
                );
        }
        child = up;
    }
    None
}

/// What the handler that catches a failure and goes on hands back last.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Answer {
    /// `false`, or an object literal holding `false` (`{ isAuthorized:
    /// false }`): the failure becomes a "no".
    No,
    /// `nil`, `None`, `null`, `undefined`: nothing.
    Nothing,
}

/// What the handler that catches `call`'s failure and goes on answers, when
/// its last statement returns (or, in Ruby, is) a "no" or nothing. A timeout
/// turned into "no" is not a fallback: the caller cannot tell it from a
/// real "no" (incident 000's authorizer and `subscribe`).
pub fn handler_answer(call: Node<'_>, family: Family, text: &str) -> Option<Answer> {
    nearest_catching(call, family, |h| catches_network_errors(h, family, text))?
        .iter()
        .filter(|h| !passes_failure_on(**h, family, text))
        .find_map(|h| last_answer(*h, family, text))
}

/// The function around `call` answers nothing when the call succeeds too:
/// in Ruby the protected part of the nearest begin/method with a `rescue`
/// ends in `nil`; in Python and JavaScript no `return` of the function
/// hands back a value (and an arrow function has a block body). Its caller
/// cannot tell a success from a failure, so a failure that becomes nothing
/// is no wrong answer: nobody reads the outcome (a fire-and-forget
/// notification).
pub fn answers_nothing_on_success(call: Node<'_>, family: Family, text: &str) -> bool {
    if family == Family::Ruby {
        let mut child = call;
        while let Some(up) = parent(child) {
            if ast::is_function(up.kind_name(), family) {
                return false;
            }
            if is_protected_part(up, child, family) {
                if has_child_kind(up, "else") {
                    return false;
                }
                let mut c = up.walk();
                return up
                    .named_children(&mut c)
                    .filter(|n| !matches!(n.kind_name(), "rescue" | "ensure" | "comment"))
                    .last()
                    .is_some_and(|last| is_nothing(text_of(last, text)));
            }
            child = up;
        }
        return false;
    }
    function_returns_no_value(call, family, text)
}

/// The JS or Python function around `node` hands back no value on any path
/// (`return;` only, `return None`, or no `return` at all).
pub fn function_returns_no_value(node: Node<'_>, family: Family, text: &str) -> bool {
    let Some(func) = ast::enclosing_function(node, family) else {
        return false;
    };
    let Some(body) = func.child_by_field_name("body") else {
        return false;
    };
    ast::returned_values(func, body, family)
        .iter()
        .all(|v| is_nothing(text_of(*v, text)))
}

/// The handlers that `catches` accepts of the nearest try around `node`
/// (in its function) that has any: where a failure raised at `node` is
/// caught first.
fn nearest_catching<'t>(
    node: Node<'t>,
    family: Family,
    catches: impl Fn(Node<'t>) -> bool,
) -> Option<Vec<Node<'t>>> {
    let mut child = node;
    while let Some(up) = parent(child) {
        if ast::is_function(up.kind_name(), family) {
            return None;
        }
        if is_protected_part(up, child, family) {
            let catching: Vec<Node<'t>> = handlers_of(up, family)
                .into_iter()
                .filter(|h| catches(*h))
                .collect();
            if !catching.is_empty() {
                return Some(catching);
            }
        }
        child = up;
    }
    None
}

fn last_answer(handler: Node<'_>, family: Family, text: &str) -> Option<Answer> {
    static NO_OBJECT: LazyLock<Regex> =
        LazyLock::new(|| Regex::new(r"^\{[^{}]*:\s*false\b[^{}]*\}$").expect("valid regex"));
    let body = crate::semantics::handlers::clause_body(handler, family)?;
    let mut c = body.walk();
    let mut last = body
        .named_children(&mut c)
        .filter(|n| n.kind_name() != "comment")
        .last()?;
    if last.kind_name() == "expression_statement" {
        last = last.named_child(0)?;
    }
    let value = match last.kind_name() {
        "return_statement" | "return" => match last.named_child(0) {
            // Ruby `return false` wraps the value in an argument list.
            Some(v) if v.kind_name() == "argument_list" => v.named_child(0),
            v => v,
        },
        _ if family == Family::Ruby => Some(last),
        _ => None,
    };
    let v = text_of(value?, text).trim();
    if v == "false" || v == "False" || (family == Family::Js && NO_OBJECT.is_match(v)) {
        Some(Answer::No)
    } else {
        is_nothing(v).then_some(Answer::Nothing)
    }
}

/// A value that answers nothing: `nil`, `None`, `null`, `undefined`.
pub fn is_nothing(value: &str) -> bool {
    matches!(value.trim(), "nil" | "None" | "null" | "undefined")
}

/// `up` ends a failure coming from `child` without a try: a `.catch(h)` /
/// `.then(ok, h)` whose handler goes on, `Promise.allSettled(...)`,
/// `asyncio.gather(..., return_exceptions=True)`, Ruby `x rescue y`.
fn settles_here(up: Node<'_>, child: Node<'_>, family: Family, text: &str) -> Option<&'static str> {
    match family {
        Family::Js => {
            if up.kind_name() == "member_expression"
                && up.child_by_field_name("object") == Some(child)
                && let Some(call) = parent(up).filter(|c| c.kind_name() == "call_expression")
            {
                let method = up
                    .child_by_field_name("property")
                    .map_or("", |p| text_of(p, text));
                if method == "pipe" {
                    return pipe_catches(call, family, text).then_some(
                        "an RxJS `catchError` in its pipe handles the failure and goes on",
                    );
                }
                let handler_at = match method {
                    "catch" => 0,
                    "then" => 1,
                    _ => return None,
                };
                let handler = call
                    .child_by_field_name("arguments")
                    .and_then(|a| a.named_child(handler_at))?;
                return (ast::is_function(handler.kind_name(), family)
                    && !passes_failure_on(handler, family, text))
                .then_some("a `.catch()` on its promise handles the failure and goes on");
            }
            (up.kind_name() == "arguments" && is_all_settled(parent(up)?, text)).then_some(
                "its promise is settled by `Promise.allSettled` or raced in `Promise.any`",
            )
        }
        Family::Python => {
            if up.kind_name() == "with_statement" && up.child_by_field_name("body") == Some(child) {
                return suppresses_network_errors(up, text)
                    .then_some("`contextlib.suppress` around it drops the failure and goes on");
            }
            if up.kind_name() != "argument_list" {
                return None;
            }
            let call = parent(up)?;
            let callee = call
                .child_by_field_name("function")
                .map(|f| text_of(f, text))?;
            let gathers = callee == "gather" || callee.ends_with(".gather");
            let mut c = up.walk();
            let keeps_errors = up.named_children(&mut c).any(|a| {
                a.kind_name() == "keyword_argument"
                    && a.child_by_field_name("name")
                        .is_some_and(|n| text_of(n, text) == "return_exceptions")
                    && a.child_by_field_name("value")
                        .is_some_and(|v| text_of(v, text) == "True")
            });
            (gathers && keeps_errors)
                .then_some("`gather(..., return_exceptions=True)` returns its failure as a value")
        }
        Family::Ruby => (up.kind_name() == "rescue_modifier" && up.named_child(0) == Some(child))
            .then_some("a `rescue` modifier replaces its failure with a value"),
    }
}

/// A Python `with contextlib.suppress(...)` (or a bare `suppress(...)`)
/// whose classes catch a network failure (a catch-all or a network error
/// class): the block's failure ends there, like `except ...: pass`.
fn suppresses_network_errors(with: Node<'_>, text: &str) -> bool {
    let mut c = with.walk();
    let Some(clause) = with
        .named_children(&mut c)
        .find(|n| n.kind_name() == "with_clause")
    else {
        return false;
    };
    let mut c = clause.walk();
    clause.named_children(&mut c).any(|item| {
        item.child_by_field_name("value")
            .filter(|v| v.kind_name() == "call")
            .is_some_and(|call| {
                let callee = call
                    .child_by_field_name("function")
                    .map_or("", |f| text_of(f, text));
                (callee == "suppress" || callee.ends_with(".suppress"))
                    && call
                        .child_by_field_name("arguments")
                        .is_some_and(|a| NETWORK_ERROR_NAME.is_match(text_of(a, text)))
            })
    })
}

/// `Promise.allSettled(...)`, or `Promise.any(...)` (the first success of
/// several sources wins; one failing is absorbed by the others).
fn is_all_settled(call: Node<'_>, text: &str) -> bool {
    call.kind_name() == "call_expression"
        && call
            .child_by_field_name("function")
            .is_some_and(|f| matches!(text_of(f, text), "Promise.allSettled" | "Promise.any"))
}

/// A callback whose promise lands in `Promise.allSettled`: the function is
/// an argument (of `.map(...)`, or of `allSettled` itself) and the
/// expression it builds is an argument of `Promise.allSettled`.
fn settled_callback(func: Node<'_>, text: &str) -> bool {
    if !matches!(
        func.kind_name(),
        "arrow_function" | "function_expression" | "function"
    ) {
        return false;
    }
    let mut child = func;
    for _ in 0..8 {
        let Some(up) = parent(child) else {
            return false;
        };
        match up.kind_name() {
            "arguments" => {
                let Some(call) = parent(up) else {
                    return false;
                };
                if is_all_settled(call, text) {
                    return true;
                }
                child = call;
            }
            "array" | "await_expression" | "parenthesized_expression" | "spread_element" => {
                child = up;
            }
            _ => return false,
        }
    }
    false
}

/// Whether a handler nested inside `block` (a try within it, or `block`
/// itself when it is a Ruby `begin ... rescue`) catches the failure of
/// `call` and goes on (`try: flush() except Exception: log` inside an outer
/// `try`): a handler around `block` never sees that failure.
pub fn caught_within(call: Node<'_>, block: Node<'_>, family: Family, text: &str) -> bool {
    let mut child = call;
    while child != block {
        let Some(up) = parent(child) else {
            return false;
        };
        if ast::is_function(up.kind_name(), family) {
            return false;
        }
        if is_protected_part(up, child, family) && goes_on(up, family, text) {
            return true;
        }
        if chained_catch_goes_on(up, child, family, text) {
            return true;
        }
        if up == block {
            return false;
        }
        child = up;
    }
    false
}

/// `child.catch(handler)` (JS) with a handler that passes nothing on: the
/// promise's rejection ends there (`sqs.sendMessage(m).then(...).catch((e)
/// => console.log(e))`), and a `try` around the chain never sees it.
fn chained_catch_goes_on(up: Node<'_>, child: Node<'_>, family: Family, text: &str) -> bool {
    if family != Family::Js
        || up.kind_name() != "member_expression"
        || up.child_by_field_name("object") != Some(child)
        || up
            .child_by_field_name("property")
            .is_none_or(|p| text_of(p, text) != "catch")
    {
        return false;
    }
    parent(up)
        .filter(|c| c.kind_name() == "call_expression")
        .and_then(|c| c.child_by_field_name("arguments"))
        .and_then(|a| a.named_child(0))
        .is_some_and(|h| {
            ast::is_function(h.kind_name(), family) && !passes_failure_on(h, family, text)
        })
}

/// JavaScript: `call` is the observable of an RxJS `.pipe(...)` whose
/// operators include a retry (`rxjs-retry-operators`: `retry(3)`,
/// `retryWhen(...)`).
pub fn pipe_retries(call: Node<'_>, text: &str) -> bool {
    parent(call)
        .filter(|m| {
            m.kind_name() == "member_expression"
                && m.child_by_field_name("object") == Some(call)
                && m.child_by_field_name("property")
                    .is_some_and(|p| text_of(p, text) == "pipe")
        })
        .and_then(parent)
        .filter(|c| c.kind_name() == "call_expression")
        .is_some_and(|pipe| {
            pipe_operators(pipe, "rxjs-retry-operators", text)
                .next()
                .is_some()
        })
}

/// An RxJS `.pipe(...)` whose operators include one that catches the
/// failure (`rxjs-catch-operators`: `catchError(() => of(null))`) with a
/// handler that does not pass it on (`throwError`, a `throw`).
fn pipe_catches(pipe: Node<'_>, family: Family, text: &str) -> bool {
    pipe_operators(pipe, "rxjs-catch-operators", text).any(|op| {
        op.child_by_field_name("arguments")
            .and_then(|a| a.named_child(0))
            .is_some_and(|h| {
                ast::is_function(h.kind_name(), family)
                    && !passes_failure_on(h, family, text)
                    && !text_of(h, text).contains("throwError")
            })
    })
}

/// The operator calls of a `.pipe(...)` call named in the knowledge list
/// `key`.
fn pipe_operators<'t>(
    pipe: Node<'t>,
    key: &'static str,
    text: &'t str,
) -> impl Iterator<Item = Node<'t>> + 't {
    let operators = crate::model::knowledge::list(crate::model::knowledge::Eco::Javascript, key);
    pipe.child_by_field_name("arguments")
        .map(|args| {
            let mut c = args.walk();
            args.named_children(&mut c).collect::<Vec<_>>()
        })
        .unwrap_or_default()
        .into_iter()
        .filter(move |op| {
            op.kind_name() == "call_expression"
                && op
                    .child_by_field_name("function")
                    .is_some_and(|f| operators.contains(&text_of(f, text)))
        })
}

/// The handlers of the innermost try/begin around `call` in its own
/// function (empty when there is none).
pub fn enclosing_handlers(call: Node<'_>, family: Family) -> Vec<Node<'_>> {
    let mut child = call;
    while let Some(up) = parent(child) {
        if ast::is_function(up.kind_name(), family) {
            break;
        }
        if is_protected_part(up, child, family) {
            return handlers_of(up, family);
        }
        child = up;
    }
    Vec::new()
}

/// A handler that passes the caught error on unchanged: its one `throw` /
/// `raise` (and no `return`) rethrows the error it bound (`catch (e) {
/// log(e); throw e }`, Python `except X as e: log(e); raise`), as its last
/// statement. JavaScript and Python.
pub fn rethrows_unchanged(handler: Node<'_>, family: Family, text: &str) -> bool {
    let (param, body) = match (family, handler.kind_name()) {
        (Family::Js, "catch_clause") => (
            handler
                .child_by_field_name("parameter")
                .filter(|p| p.kind_name() == "identifier")
                .map(|p| text_of(p, text)),
            handler.child_by_field_name("body"),
        ),
        (Family::Python, "except_clause") => {
            static AS: LazyLock<Regex> =
                LazyLock::new(|| Regex::new(r"\bas\s+(\w+)\s*:").expect("valid regex"));
            let head = text_of(handler, text).lines().next().unwrap_or("");
            let mut c = handler.walk();
            let body = handler
                .named_children(&mut c)
                .find(|b| b.kind_name() == "block");
            (
                AS.captures(head).and_then(|m| m.get(1)).map(|m| m.as_str()),
                body,
            )
        }
        _ => return false,
    };
    let Some(body) = body else { return false };
    let mut exits = Vec::new();
    ast::walk(body, &mut |n| {
        if ast::is_function(n.kind_name(), family) {
            return false;
        }
        if matches!(
            n.kind_name(),
            "throw_statement" | "raise_statement" | "return_statement"
        ) {
            exits.push(n);
            return false;
        }
        true
    });
    let [exit] = exits.as_slice() else {
        return false;
    };
    let last = {
        let mut c = body.walk();
        body.named_children(&mut c)
            .filter(|s| !s.kind_name().contains("comment"))
            .last()
    };
    if last != Some(*exit) {
        return false;
    }
    match (exit.kind_name(), exit.named_child(0)) {
        ("raise_statement", None) => true,
        ("throw_statement" | "raise_statement", Some(v)) => {
            v.kind_name() == "identifier" && param == Some(text_of(v, text))
        }
        _ => false,
    }
}

/// Some handler of `try_node` catches a network failure, and none of those
/// that do passes it on.
fn goes_on(try_node: Node<'_>, family: Family, text: &str) -> bool {
    let catching: Vec<Node<'_>> = handlers_of(try_node, family)
        .into_iter()
        .filter(|h| catches_network_errors(*h, family, text))
        .collect();
    !catching.is_empty()
        && catching
            .iter()
            .all(|h| !passes_failure_on(*h, family, text))
}

/// `site` sits in a try whose handler catches `class` (by name, or as a
/// catch-all) and goes on: the error a callee's handler translated its
/// failure into (`raise RuntimeError(...)`) ends here, by the caller's
/// choice. Python and Ruby (a JS `catch` takes everything: [`contained`]).
pub fn catches_translated(site: Node<'_>, class: &str, family: Family, text: &str) -> bool {
    use crate::semantics::errors::{PY_CATCH_ALL_CLASSES, RUBY_CATCH_ALL_CLASSES};
    let names_it = |t: &str| {
        t.split(|c: char| !(c.is_alphanumeric() || c == '_'))
            .any(|w| {
                w == class
                    || RUBY_CATCH_ALL_CLASSES.contains(&w)
                    || PY_CATCH_ALL_CLASSES.contains(&w)
            })
    };
    nearest_catching(site, family, |h| {
        caught_types(h, family, text).is_none_or(names_it)
    })
    .is_some_and(|catching| {
        catching
            .iter()
            .all(|h| !passes_failure_on(*h, family, text))
    })
}

/// True when `child` is the protected part of a try/begin in `parent`.
pub fn is_protected_part(parent: Node<'_>, child: Node<'_>, family: Family) -> bool {
    match family {
        Family::Js | Family::Python => {
            parent.kind_name() == "try_statement"
                && parent.child_by_field_name("body") == Some(child)
        }
        Family::Ruby => {
            matches!(parent.kind_name(), "begin" | "body_statement")
                && !matches!(child.kind_name(), "rescue" | "else" | "ensure")
                && has_child_kind(parent, "rescue")
        }
    }
}

pub fn has_child_kind(node: Node<'_>, kind: &str) -> bool {
    let mut c = node.walk();
    node.children(&mut c).any(|n| n.kind_name() == kind)
}

/// The catch/except/rescue clauses of a try.
pub fn handlers_of<'t>(try_node: Node<'t>, family: Family) -> Vec<Node<'t>> {
    let kind = match family {
        Family::Js => "catch_clause",
        Family::Python => "except_clause",
        Family::Ruby => "rescue",
    };
    let mut c = try_node.walk();
    try_node
        .children(&mut c)
        .filter(|n| n.kind_name() == kind)
        .collect()
}

/// The handler re-raises, throws, rejects or hands the error to a callback.
pub fn passes_failure_on(handler: Node<'_>, family: Family, text: &str) -> bool {
    let body = text_of(handler, text);
    if body.contains("reject(") || body.contains("next(") || body.contains("callback(") {
        return true;
    }
    ast::any_in_scope(handler, family, &mut |n| {
        n.kind_name() == "retry" || raises_or_exits(n, family, text)
    })
}

/// `n` itself raises, throws or ends the process with a failure
/// (`throw`, `raise`, Ruby `raise`/`fail`, `process.exit(1)`).
pub fn raises_or_exits(n: Node<'_>, family: Family, text: &str) -> bool {
    match n.kind_name() {
        "throw_statement" | "raise_statement" => true,
        _ if ast::is_call(n.kind_name(), family) && exits_with_failure(n, family, text) => true,
        "call" if family == Family::Ruby => {
            let m = n
                .child_by_field_name("method")
                .map_or("", |m| text_of(m, text));
            matches!(m, "raise" | "fail")
        }
        "identifier" if family == Family::Ruby => matches!(text_of(n, text), "raise" | "fail"),
        _ => false,
    }
}

/// `process.exit(1)`, `sys.exit("failed")`, Ruby `exit 1` or `abort`: the
/// process ends with a failure status (`process-exit-calls`), which whoever
/// runs it sees.
fn exits_with_failure(call: Node<'_>, family: Family, text: &str) -> bool {
    let callee = ast::callee_path(call, family, text);
    if !crate::model::knowledge::list(
        crate::model::knowledge::Eco::of(family),
        "process-exit-calls",
    )
    .contains(&callee.as_str())
    {
        return false;
    }
    if family == Family::Ruby && callee == "abort" {
        return true;
    }
    let first = call
        .child_by_field_name("arguments")
        .and_then(|a| a.named_child(0))
        .map(|a| text_of(a, text).trim());
    first.is_some_and(|a| {
        !crate::model::knowledge::list(
            crate::model::knowledge::Eco::Common,
            "process-exit-success-arguments",
        )
        .contains(&a)
    })
}

/// A handler that answers with a value before it gives up: a `return` with
/// a value (`if cached: return cached`, `return cached if cached`) comes
/// before its first `raise`/`throw`, which then runs only when there is
/// nothing to fall back on.
pub fn falls_back_first(handler: Node<'_>, family: Family, text: &str) -> bool {
    let mut first_return = None;
    let mut first_raise = None;
    ast::walk(handler, &mut |n| {
        let at = n.start_byte();
        match n.kind_name() {
            "return_statement" | "return"
                if n.named_child_count() > 0
                    && first_return.is_none_or(|r: Node<'_>| at < r.start_byte()) =>
            {
                first_return = Some(n);
            }
            "throw_statement" | "raise_statement" => {
                first_raise = Some(first_raise.map_or(at, |r: usize| r.min(at)));
            }
            "call" | "identifier"
                if family == Family::Ruby
                    && matches!(
                        n.child_by_field_name("method")
                            .map_or_else(|| text_of(n, text), |m| text_of(m, text)),
                        "raise" | "fail"
                    ) =>
            {
                first_raise = Some(first_raise.map_or(at, |r: usize| r.min(at)));
            }
            _ => {}
        }
        n == handler || !ast::is_function(n.kind_name(), family)
    });
    let (Some(ret), Some(raise)) = (first_return, first_raise) else {
        return false;
    };
    if ret.start_byte() > raise {
        return false;
    }
    // `if (error.response?.status === 404) return false`: a translation of
    // one answer of the caught error, not a value kept to fall back on.
    let Some(name) = crate::semantics::handlers::clause_param(handler, family)
        .map(|p| text_of(p, text))
        .filter(|n| !n.is_empty())
    else {
        return true;
    };
    !ast::branch_conditions(ret, handler, family)
        .into_iter()
        .any(|c| !crate::semantics::handlers::uses_of(c, name, text).is_empty())
}

/// The classes a Python `except` or Ruby `rescue` names, as written (`None`
/// for a catch-all, and for JS, whose `catch` takes everything).
pub fn caught_types<'t>(handler: Node<'_>, family: Family, text: &'t str) -> Option<&'t str> {
    match family {
        Family::Js => None,
        Family::Python => {
            let mut c = handler.walk();
            let t = handler
                .named_children(&mut c)
                .find(|n| n.kind_name() != "block" && n.kind_name() != "comment");
            t.map(|t| text_of(t, text))
        }
        Family::Ruby => handler
            .child_by_field_name("exceptions")
            .map(|t| text_of(t, text)),
    }
}

/// Error classes a network failure raises (or a catch-all).
static NETWORK_ERROR_NAME: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r"\b(Exception|BaseException|StandardError)\b|requests|httpx|aiohttp|urllib|Connection|Timeout|HTTP|Http|RequestException|OSError|IOError|socket|Net::|Faraday|RestClient|Errno|SocketError|Excon|HTTParty|OpenSSL|Typhoeus")
        .expect("valid regex")
});

/// A handler that would catch a connection error or an HTTP error status:
/// catch-alls and network error classes, not `except ValueError`.
pub fn catches_network_errors(handler: Node<'_>, family: Family, text: &str) -> bool {
    caught_types(handler, family, text).is_none_or(|t| NETWORK_ERROR_NAME.is_match(t))
}

/// A handler that catches HTTP status errors too: a catch-all, or a class
/// that covers `HTTPError` (`RequestException`, `HTTPStatusError`, ...).
pub fn catches_status_errors(handler: Node<'_>, family: Family, text: &str) -> bool {
    let classes =
        crate::model::knowledge::list(crate::model::knowledge::Eco::Common, "status-error-classes");
    caught_types(handler, family, text).is_none_or(|t| {
        t.split(|c: char| !(c.is_alphanumeric() || c == '_'))
            .any(|word| classes.contains(&word))
    })
}

/// A status-raising call (`raise_for_status()`, `status-raising-methods`)
/// in the `try` or after it in the same function: the status failure is
/// raised there, whatever the try's handlers catch around the call.
pub fn raises_status_after(try_node: Node<'_>, family: Family, text: &str) -> bool {
    let end =
        ast::enclosing_function(try_node, family).map_or(try_node.end_byte(), |f| f.end_byte());
    let rest = text.get(try_node.start_byte()..end).unwrap_or("");
    crate::model::knowledge::list(
        crate::model::knowledge::Eco::of(family),
        "status-raising-methods",
    )
    .iter()
    .any(|m| rest.contains(&format!(".{m}(")))
}

/// An endless loop around `call` in its own function that catches the
/// call's failure, goes on and waits before its next round (`while True:
/// try: sync() except Exception: log(...)` ... `sleep(30)`, Ruby `loop do
/// begin ... rescue ... end; sleep 30 end`): a supervisor, whose next round
/// runs the work again after the wait. A handler that raises only under a
/// condition (`if raise_exceptions: raise`, a test switch) still goes on.
pub fn supervising_loop<'t>(call: Node<'t>, family: Family, text: &'t str) -> Option<Node<'t>> {
    let mut child = call;
    let mut try_node = None;
    while let Some(up) = parent(child) {
        if ast::is_function(up.kind_name(), family) {
            return None;
        }
        if try_node.is_none() && is_protected_part(up, child, family) {
            let goes_on = handlers_of(up, family).into_iter().any(|h| {
                catches_network_errors(h, family, text) && !raises_unconditionally(h, family, text)
            });
            if !goes_on {
                return None;
            }
            try_node = Some(up);
        }
        if try_node.is_some()
            && let Some(parts) = crate::semantics::loops::loop_parts(up, family, text)
        {
            let endless = parts.shape == crate::semantics::loops::LoopShape::Conditional;
            return (endless
                && crate::semantics::delay::find_delay(parts.body, family, text).is_some())
            .then_some(up);
        }
        child = up;
    }
    None
}

/// An endless loop around `call` in its own function that waits before its
/// next round, whether or not it catches the call's failure (`while (true) {
/// await poll(); await delay(3000) }`, `loop do; sync; sleep 30; end`; also
/// through a loop over items inside it): a poller, whose next round runs the
/// work again. Returns the loop and the wait.
pub fn polling_loop<'t>(
    call: Node<'t>,
    family: Family,
    text: &'t str,
) -> Option<(Node<'t>, Node<'t>)> {
    let mut child = call;
    while let Some(up) = parent(child) {
        if ast::is_function(up.kind_name(), family) {
            return None;
        }
        // A loop over items (or one that ends) inside the endless loop runs
        // again each round of it: look further out.
        if let Some(parts) = crate::semantics::loops::loop_parts(up, family, text)
            && parts.body.byte_range().contains(&call.start_byte())
            && parts.shape == crate::semantics::loops::LoopShape::Conditional
            && parts.condition.is_none()
        {
            return crate::semantics::delay::find_delay(parts.body, family, text)
                .map(|wait| (up, wait));
        }
        child = up;
    }
    None
}

/// A statement of the handler's own body (not one under a condition)
/// raises, throws or ends the process with a failure.
fn raises_unconditionally(handler: Node<'_>, family: Family, text: &str) -> bool {
    crate::semantics::handlers::clause_body(handler, family).is_some_and(|body| {
        ast::statements(body)
            .into_iter()
            .any(|stmt| raises_or_exits(ast::statement_expression(stmt), family, text))
    })
}
