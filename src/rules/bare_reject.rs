//! `bare-reject`: a promise rejected with no reason, or with a non-Error value.

use crate::context::Cx;
use crate::finding::Severity;
use crate::lang::Family;
use crate::rules::{Effort, Rule, RuleMeta, RuleQueries};
use crate::semantics::ast;
use crate::semantics::ast::Field;
use crate::semantics::kind::NodeKind as _;
use tree_sitter::Node;

pub struct BareReject;

pub static META: RuleMeta = RuleMeta {
    id: "bare-reject",
    name: "BareReject",
    severity: Severity::Error,
    families: &[Family::Js],
    summary: "reject() with no reason (or a non-Error reason) loses the cause of a failed promise",
    incidents: &["INC-2026-07-08-upload-part-503"],
    fix: "Reject with an Error that carries the status and context: reject(new Error(`upload failed: ${res.statusCode}`)).",
    docs: DOCS,
    effort: Effort::Trivial,
    opt_in: false,
    harms_dependency: false,
    confidence: "High for `reject()`, `reject(undefined)`, `reject(null)` on a failure (in a `catch`, a `.catch`/rejection callback, an `error`/`timeout` handler or a timer, or a branch that tests an error, a status or a success flag) and for `Promise.reject()`. Medium when the promise is only collected for a `Promise.allSettled` whose results nobody reads (`promises.push(p)`, then `await Promise.allSettled(promises);` as a statement): no caller receives the reason. Medium when the executor rejects on a condition it tests that is no failure (a missing record, a setting): there is no status or response to lose. Medium when the callback hands the error it received to a logger just before (`(err) => { console.error(err); reject(); }`): the cause survives in the logs. Medium too for a `Promise.reject()` right after a statement that logs at error or warning level (`logger.error({ message, error }); return Promise.reject()`): the failure is written down where it is rejected, and the bare rejection tells the caller (a queue consumer) only that the work failed. Medium when a timer's callback (`timer-functions`: `setTimeout`) logs a line and then rejects (`console.log('timed out after 5 s'); reject()`): a timeout, with no caught error or response to pass on. Medium for a `Promise.reject()` that leaves a function of the file bound to a name (through the `.then`/`.catch` callbacks of its chain, and later handlers that only reject again) when every call of that function meets a rejection handler that takes no parameter (`crossref().then(ok, () => notFound())`), or is awaited in a `try` whose `catch` tests whether there is an error at all (`if (err) { ... } return res.forbidden()`) or throws nothing and only logs it: the rejection is a signal its callers answer without a reason. Medium for a `Promise.reject()` in a branch that tests the type of a parameter (`typeof fn !== 'function'`, `instanceof`, `Array.isArray`): a guard against the caller's misuse. Medium for a `Promise.reject()` after a branch that returns when a value is there and names no failure (`if (token) return token.accessToken; return Promise.reject()`), outside any failure callback: no caught error or failed response is in hand. Medium when the promise is awaited right where it is built (alone or in `Promise.race`/`Promise.all`) in a `try` whose `catch` throws nothing and at most logs the reason or tests it with `instanceof`: no caller receives it. Medium for a non-Error reason (`reject('timeout')`), which still says something and may be what callers expect. Medium in browser UI code.",
    options: &[],
};

const DOCS: &str = r#"
## What it flags

- `reject()` with no argument, `reject(undefined)` and `reject(null)`, where
  `reject` is the rejecting function of a `new Promise(...)` executor (any
  parameter name, through aliases such as `const fail = reject`, and inside
  nested callbacks such as `.on('response', res => ...)`).
- `Promise.reject()` with no argument.
- As a warning, rejecting with a non-Error literal: `reject('upload failed')`,
  `reject({ status })`, `reject(503)`: the stack trace is lost and callers
  that read `err.message` or `err.statusCode` get `undefined`.

## Why

Incident INC-2026-07-08-upload-part-503: an S3 part upload received a 503 and
the code called `reject()` with no argument. Every caller up the chain received
`undefined` as the error, so the workflow failed and the logs could not say why
(nor could a retry policy see that it was a retryable 503).

## Fix

Before:

```ts
if (res.statusCode === 200) {
  resolve(data);
} else {
  reject();
}
```

After:

```ts
if (res.statusCode === 200) {
  resolve(data);
} else {
  reject(Object.assign(new Error(`upload failed with ${res.statusCode}`), { statusCode: res.statusCode }));
}
```

## Not flagged

- `reject(err)`, `reject(new Error(...))`, `reject(error as Error)`: any value
  that is not a literal.
- Passing `reject` itself as a callback (`stream.on('error', reject)`): it is
  called with the error.
- A function called `reject` that is not a promise executor's parameter
  (e.g. `_.reject(list, pred)` or a local helper).
- A nested function that declares its own parameter named like the executor's.

## Options

None.
"#;

static QUERIES: RuleQueries = RuleQueries::new(
    "bare-reject",
    crate::query_file!("javascript", "bare-reject"),
    None,
    None,
);

/// The text a candidate starts with: a Promise executor or `Promise.reject`.
const SHAPES: &[&str] = &["new Promise", "Promise.reject"];

impl Rule for BareReject {
    fn meta(&self) -> &'static RuleMeta {
        &META
    }

    fn node_kinds(&self, family: Family) -> &'static [&'static str] {
        match family {
            Family::Js => &["new_expression", "call_expression"],
            _ => &[],
        }
    }

    fn triggers(&self, _family: Family) -> &'static [&'static str] {
        // Both shapes name the Promise constructor.
        &["Promise"]
    }

    fn triggers_without_remote_evidence(&self, _family: Family) -> &'static [&'static str] {
        // The two shapes `check` reads (not every `Promise<T>` type).
        SHAPES
    }

    fn check<'t>(&self, node: Node<'t>, cx: &mut Cx<'_, 't>) {
        // Cheap kind/text gate before running the query on this candidate.
        let head = cx.text_of(node);
        if !SHAPES.iter().any(|s| head.starts_with(s)) {
            return;
        }
        let Some(query) = QUERIES.get(cx.lang) else {
            return;
        };
        if in_verdict_callback(node, cx) {
            return;
        }
        for m in cx.matches_at(query, node) {
            if let Some(args) = m.get(query, "args") {
                check_promise_reject(node, args, cx);
            } else if let Some(executor) = m.get(query, "executor")
                && let Some((reject, body)) = crate::semantics::answers::executor_reject(executor)
            {
                let name = cx.text_of(reject).to_string();
                check_executor(body, &name, cx);
            }
        }
    }
}

/// The node runs in a callback whose rejection is a yes/no answer
/// (`verdict-callbacks`: express-validator's `.custom(...)`), in a file that
/// imports that package: the callback's own function or the one around it
/// (a `new Promise` inside the callback).
fn in_verdict_callback(node: Node<'_>, cx: &Cx<'_, '_>) -> bool {
    let entries = crate::model::knowledge::list(
        crate::model::knowledge::Eco::Javascript,
        "verdict-callbacks",
    );
    let methods: Vec<&str> = entries
        .iter()
        .filter_map(|e| e.rsplit_once(':'))
        .filter(|(package, _)| cx.facts.imports.values().any(|m| m == package))
        .map(|(_, method)| method)
        .collect();
    if methods.is_empty() {
        return false;
    }
    let mut func = ast::enclosing_function(node, Family::Js);
    for _ in 0..2 {
        let Some(f) = func else { return false };
        let call = crate::semantics::parents::parent(f)
            .filter(|a| a.kind_name() == "arguments")
            .and_then(crate::semantics::parents::parent);
        if call
            .and_then(|c| ast::call_method_name(c, Family::Js, cx.text))
            .is_some_and(|m| methods.contains(&m))
        {
            return true;
        }
        func = ast::enclosing_function(f, Family::Js);
    }
    false
}

fn check_promise_reject<'t>(call: Node<'t>, args: Node<'t>, cx: &mut Cx<'_, 't>) {
    match classify_reason(args, cx) {
        Reason::Missing(what) => {
            let logged = logged_before(call, cx).or_else(|| failure_logged_just_before(call, cx));
            let ignored = if logged.is_none() {
                reason_read_by_nobody(call, cx)
            } else {
                None
            };
            let misuse = misuse_guard(call, cx);
            let value_guard = after_value_guard(call, cx);
            let f = cx.report(
                &META,
                call,
                format!("`Promise.reject({what})` rejects with no reason: callers receive `{}` instead of an Error with the cause", if what.is_empty() { "undefined" } else { what }),
            );
            if let Some(log) = logged {
                f.guessed(format!(
                    "the failure is logged just before (`{log}`): the cause survives in the logs, only callers lose it"
                ));
            } else if let Some((name, line)) = ignored {
                f.guessed(format!(
                    "every call of `{name}` in this file handles its rejection without needing a reason (line {line}): the rejection is a signal its callers answer"
                ));
            } else if let Some(test) = misuse {
                f.guessed(format!(
                    "it rejects an argument of the wrong type (`{test}`): a guard against the caller's mistake, with no failure whose cause could be lost"
                ));
            } else if let Some(test) = value_guard {
                f.guessed(format!(
                    "it rejects when a value is missing (`{test}` returned first): no caught error or failed response is in hand, so there is no status or cause to lose"
                ));
            }
        }
        Reason::Literal(kind) => {
            cx.report(
                &META,
                call,
                format!(
                    "`Promise.reject` with a {kind} instead of an Error: {}",
                    what_is_lost(args, cx)
                ),
            )
            .with_severity(Severity::Warning)
            .guessed("a non-Error reason still says something; callers may expect it");
        }
        Reason::Ok => {}
    }
}

/// `if (token) { return token.value } return Promise.reject()`: the
/// statement holding `call` follows, in its function's own body, a branch
/// that returns when a value is there, and the test names no failure; and
/// the function is no failure callback (`.catch(() => Promise.reject())`).
/// The condition as written.
fn after_value_guard<'t>(call: Node<'t>, cx: &Cx<'_, 't>) -> Option<&'t str> {
    let func = ast::enclosing_function(call, Family::Js)?;
    let body = func.field("body")?;
    if failure_callback(func, cx) {
        return None;
    }
    // The statement of the function's body that holds the call.
    let mut stmt = call;
    while let Some(up) = crate::semantics::parents::parent(stmt) {
        if up == body {
            break;
        }
        if matches!(
            up.kind_name(),
            "catch_clause" | "if_statement" | "switch_case"
        ) {
            return None;
        }
        stmt = up;
    }
    let mut prev = crate::semantics::parents::prev_named_sibling(stmt);
    while let Some(p) = prev {
        if p.kind_name() == "if_statement"
            && let (Some(cond), Some(then)) = (p.field("condition"), p.field("consequence"))
            && !FAILURE_TEST.is_match(cx.text_of(cond))
            && ast::any_descendant(then, &mut |n| n.kind_name() == "return_statement")
        {
            return Some(cx.text_of(cond));
        }
        prev = crate::semantics::parents::prev_named_sibling(p);
    }
    None
}

/// The condition of the innermost branch around `call` when it tests the
/// type of a parameter of the enclosing function (`typeof fn !==
/// 'function'`, `!(opts instanceof Options)`, `!Array.isArray(items)`):
/// the rejection answers a caller's misuse, not a failure.
fn misuse_guard<'t>(call: Node<'t>, cx: &Cx<'_, 't>) -> Option<&'t str> {
    let func = ast::enclosing_function(call, Family::Js)?;
    let mut node = call;
    while let Some(up) = crate::semantics::parents::parent(node) {
        if up == func {
            return None;
        }
        if matches!(up.kind_name(), "if_statement" | "ternary_expression") {
            let condition = up.child_by_field_name("condition")?;
            if condition == node {
                return None;
            }
            let text = cx.text_of(condition);
            let type_test = text.contains("typeof ")
                || text.contains(" instanceof ")
                || text.contains("Array.isArray(");
            let on_parameter = ast::any_descendant(condition, &mut |n| {
                n.kind_name() == "identifier"
                    && ast::is_parameter_in_scope(n, cx.text_of(n), Family::Js, cx.text)
            });
            return (type_test && on_parameter).then(|| {
                text.trim()
                    .trim_start_matches('(')
                    .trim_end_matches(')')
                    .trim()
            });
        }
        node = up;
    }
    None
}

/// `const crossref = () => lookup().then(ok, () => Promise.reject())`,
/// consumed only as `crossref().then(() => cr, () => fallback())`: the
/// rejection leaves a function of this file bound to a name (through the
/// `.then`/`.catch` callbacks of its chain, and handlers later in the chain
/// that reject again with no reason), and every call of that function hands
/// the rejection to a handler that takes no parameter. The function's name
/// and the line of one such handler.
fn reason_read_by_nobody<'t>(call: Node<'t>, cx: &Cx<'_, 't>) -> Option<(&'t str, usize)> {
    use crate::semantics::parents::parent;
    let chain_method = |c: Node<'t>| {
        c.field("function")
            .filter(|f| f.kind_name() == "member_expression")
            .and_then(|f| f.field("property"))
            .map(|p| cx.text_of(p))
            .filter(|m| matches!(*m, "then" | "catch" | "finally"))
    };
    // The rejection handler of a `.then(ok, h)` / `.catch(h)` call.
    let handler_of = |c: Node<'t>| {
        let args = c.field("arguments")?;
        let mut cursor = args.walk();
        let mut values = args
            .named_children(&mut cursor)
            .filter(|a| a.kind_name() != "comment");
        match chain_method(c)? {
            "then" => values.nth(1),
            "catch" => values.next(),
            _ => None,
        }
        .filter(|h| ast::is_function(h.kind_name(), Family::Js))
    };
    let takes_nothing = |h: Node<'t>| {
        h.field("parameter").is_none()
            && h.field("parameters")
                .is_none_or(|p| p.named_child_count() == 0)
    };
    // A handler that only rejects again with no reason passes the
    // rejection on unchanged.
    let rejects_again_bare = |h: Node<'t>| {
        let body = h.field("body").unwrap_or(h);
        ast::any_descendant(body, &mut |d| {
            d.kind_name() == "call_expression"
                && d.field("function")
                    .is_some_and(|f| cx.text_of(f) == "Promise.reject")
                && d.field("arguments")
                    .is_some_and(|a| a.named_child_count() == 0)
        })
    };
    // Up to the function the rejection leaves.
    let mut cur = call;
    let producer = loop {
        let up = parent(cur)?;
        if ast::is_function(up.kind_name(), Family::Js) {
            let via_callback = parent(up)
                .filter(|a| a.kind_name() == "arguments")
                .and_then(parent)
                .filter(|c| c.kind_name() == "call_expression" && chain_method(*c).is_some());
            match via_callback {
                Some(c) => cur = c,
                None => break up,
            }
            continue;
        }
        // A later handler of the chain: it reads the reason unless it only
        // rejects again with none.
        if up.kind_name() == "member_expression"
            && up.field("object") == Some(cur)
            && let Some(c) = parent(up).filter(|c| c.kind_name() == "call_expression")
            && let Some(h) = handler_of(c)
        {
            if rejects_again_bare(h) {
                cur = c;
                continue;
            }
            return None;
        }
        cur = up;
    };
    let name = match parent(producer) {
        Some(d) if d.kind_name() == "variable_declarator" => d.field("name"),
        _ if producer.kind_name() == "function_declaration" => producer.field("name"),
        _ => None,
    }
    .filter(|n| n.kind_name() == "identifier")
    .map(|n| cx.text_of(n))?;
    let mut line = None;
    let mut other = false;
    ast::walk(cx.root, &mut |n| {
        if other {
            return false;
        }
        if n.kind_name() != "identifier"
            || cx.text_of(n) != name
            || (producer.start_byte() <= n.start_byte() && n.end_byte() <= producer.end_byte())
            || parent(n).is_some_and(|d| d.kind_name() == "variable_declarator")
        {
            return true;
        }
        // `name()` whose promise meets `.then(ok, () => ...)` or
        // `.catch(() => ...)` right away.
        let handler = parent(n)
            .filter(|c| c.kind_name() == "call_expression" && c.field("function") == Some(n))
            .and_then(parent)
            .filter(|m| m.kind_name() == "member_expression")
            .and_then(parent)
            .filter(|c| c.kind_name() == "call_expression")
            .and_then(handler_of);
        match handler {
            Some(h) if takes_nothing(h) => line = Some(h.start_position().row + 1),
            _ => match awaited_in_try_testing_reason(n, cx) {
                Some(l) => line = Some(l),
                None => other = true,
            },
        }
        true
    });
    (!other).then_some(line).flatten().map(|l| (name, l))
}

/// `try { await check(ids) } catch (err) { if (err) { ... } return
/// res.forbidden() }`: the call `callee` (an identifier) is awaited in a
/// `try` whose `catch` answers the rejection without needing its reason:
/// it tests whether the error is there at all (the caller tells a
/// rejection without a reason apart), or it throws nothing and reads the
/// error only to log it (`catch (err) { logger.debug(err); return
/// res.forbidden() }`). The line of the `catch`'s test, or of the `catch`.
fn awaited_in_try_testing_reason(callee: Node<'_>, cx: &Cx<'_, '_>) -> Option<usize> {
    use crate::semantics::parents::parent;
    let call = parent(callee)
        .filter(|c| c.kind_name() == "call_expression" && c.field("function") == Some(callee))?;
    let awaited = parent(call).filter(|a| a.kind_name() == "await_expression")?;
    let mut cur = awaited;
    let handler = loop {
        let up = parent(cur)?;
        if ast::is_function(up.kind_name(), Family::Js) {
            return None;
        }
        if up.kind_name() == "try_statement" && up.field("body") == Some(cur) {
            break up.field("handler")?;
        }
        cur = up;
    };
    let body = handler.field("body")?;
    let Some(param) = handler.field("parameter") else {
        return Some(handler.start_position().row + 1);
    };
    if param.kind_name() != "identifier" {
        return None;
    }
    let name = cx.text_of(param);
    if only_logged(body, name, cx) {
        return Some(handler.start_position().row + 1);
    }
    let mut line = None;
    ast::any_descendant(body, &mut |d| {
        if d.kind_name() != "if_statement" {
            return false;
        }
        let Some(cond) = d.field("condition") else {
            return false;
        };
        let mut test = ast::unwrap_expr(cond);
        if test.kind_name() == "unary_expression"
            && test.field("operator").is_some_and(|o| cx.text_of(o) == "!")
            && let Some(arg) = test.field("argument")
        {
            test = ast::unwrap_expr(arg);
        }
        let found = test.kind_name() == "identifier" && cx.text_of(test) == name;
        if found {
            line = Some(d.start_position().row + 1);
        }
        found
    });
    line
}

/// `body` throws nothing, and `name` appears in it only among the arguments
/// of log calls (`logger.debug(err)`, `console.error('failed', err)`, a
/// function imported from the project's log module) and in `instanceof`
/// tests.
fn only_logged(body: Node<'_>, name: &str, cx: &Cx<'_, '_>) -> bool {
    use crate::semantics::errors;
    use crate::semantics::parents::parent;
    let log_call = |c: Node<'_>| {
        c.kind_name() == "call_expression"
            && c.field("function").is_some_and(|f| {
                let callee = cx.text_of(f);
                errors::is_log_callee(callee)
                    || (f.kind_name() == "identifier"
                        && errors::is_imported_logger(
                            callee,
                            cx.facts,
                            crate::model::knowledge::Eco::Javascript,
                        ))
            })
    };
    // `e instanceof Error`: a test of its type, which passes nothing on.
    let type_test = |d: Node<'_>| {
        parent(d).is_some_and(|b| {
            b.kind_name() == "binary_expression"
                && b.field("left") == Some(d)
                && b.field("operator")
                    .is_some_and(|o| cx.text_of(o) == "instanceof")
        })
    };
    !ast::any_descendant(body, &mut |d| {
        d.kind_name() == "throw_statement"
            || (d.kind_name() == "identifier" && cx.text_of(d) == name && !type_test(d) && {
                // Up to the statement: inside a log call's arguments?
                let mut cur = d;
                let mut logged = false;
                while let Some(up) = parent(cur) {
                    if up.kind_name() == "arguments" && parent(up).is_some_and(log_call) {
                        logged = true;
                        break;
                    }
                    if up.kind_name().ends_with("statement") || up == body {
                        break;
                    }
                    cur = up;
                }
                !logged
            })
    })
}

/// Finds calls to the executor's reject function (and its aliases) in `body`.
fn check_executor<'t>(body: Node<'t>, reject: &str, cx: &mut Cx<'_, 't>) {
    let mut names: Vec<String> = vec![reject.to_string()];
    // Aliases: `const fail = reject;`
    ast::walk(body, &mut |n| {
        if n.kind_name() == "variable_declarator"
            && let (Some(name), Some(value)) = (n.field("name"), n.field("value"))
            && value.kind_name() == "identifier"
            && names.iter().any(|r| r == cx.text_of(value))
        {
            names.push(cx.text_of(name).to_string());
        }
        true
    });
    let mut calls = Vec::new();
    collect_calls(body, &names, cx, &mut calls);
    // `new Promise((resolve, reject) => ...)`: the expression the executor builds.
    let promise = crate::semantics::parents::parent(body)
        .and_then(crate::semantics::parents::parent)
        .and_then(crate::semantics::parents::parent)
        .filter(|n| n.kind_name() == "new_expression");
    // The failure has a status and a response to lose only when the
    // promise wraps remote work (not a child process or a timer).
    let wraps_remote = ast::any_descendant(body, &mut |n| {
        n.kind_name() == "call_expression"
            && crate::semantics::clients::outbound_call(cx, n).is_some()
    });
    check_rejects(body, calls, promise, wraps_remote, cx);
    // `handleResponse(req, body, resolve, reject)`: a function of this file
    // the executor hands its reject to rejects the same promise with it.
    for (helper, param) in helpers_handed_reject(body, &names, cx) {
        let mut handed = Vec::new();
        collect_calls(helper, &[param], cx, &mut handed);
        // A helper several executors share is reported once.
        handed.retain(|(call, _)| {
            let at = call.start_byte();
            !cx.findings
                .iter()
                .any(|f| f.rule == META.id && f.span.start_byte == at)
        });
        check_rejects(helper, handed, promise, wraps_remote, cx);
    }
}

/// The bodies of the functions of this file an executor hands its reject
/// to as an argument (`handleResponse(req, body, resolve, reject)`), with
/// the name of the parameter that receives it.
fn helpers_handed_reject<'t>(
    body: Node<'t>,
    names: &[String],
    cx: &Cx<'_, 't>,
) -> Vec<(Node<'t>, String)> {
    let mut out = Vec::new();
    ast::walk(body, &mut |n| {
        if n.kind_name() != "call_expression" {
            return true;
        }
        let (Some(f), Some(args)) = (n.field("function"), n.field("arguments")) else {
            return true;
        };
        if f.kind_name() != "identifier" {
            return true;
        }
        let mut cursor = args.walk();
        let Some(index) = args.named_children(&mut cursor).position(|a| {
            a.kind_name() == "identifier" && names.iter().any(|r| r == cx.text_of(a))
        }) else {
            return true;
        };
        let Some(helper) = ast::function_named(cx.root, cx.text_of(f), Family::Js, cx.text) else {
            return true;
        };
        let param = helper
            .field("parameters")
            .and_then(|ps| {
                let mut c = ps.walk();
                ps.named_children(&mut c).nth(index)
            })
            .map(|p| p.field("pattern").unwrap_or(p))
            .filter(|p| p.kind_name() == "identifier");
        if let (Some(param), Some(helper_body)) = (param, helper.field("body"))
            && !out.iter().any(|(b, _)| *b == helper_body)
        {
            out.push((helper_body, cx.text_of(param).to_string()));
        }
        true
    });
    out
}

/// Reports the bare and literal rejections among `calls`, the calls of
/// the reject function found in `body` (an executor's body, or that of a
/// function the executor hands its reject to).
fn check_rejects<'t>(
    body: Node<'t>,
    calls: Vec<(Node<'t>, Node<'t>)>,
    promise: Option<Node<'t>>,
    wraps_remote: bool,
    cx: &mut Cx<'_, 't>,
) {
    let lost = if wraps_remote {
        "the cause of the failure (status code, response) is lost"
    } else {
        "the cause of the failure is lost"
    };
    let owner = ast::enclosing_function(body, Family::Js)
        .and_then(|f| ast::enclosing_function(f, Family::Js).or(Some(f)))
        .and_then(|f| ast::function_name(f, cx.text))
        .map(|n| format!(" in `{n}`"))
        .unwrap_or_default();
    for (call, args) in calls {
        let callee = call
            .field("function")
            .map(|f| cx.text_of(f))
            .unwrap_or("reject");
        match classify_reason(args, cx) {
            Reason::Missing(what) => {
                let shown = if what.is_empty() { "undefined" } else { what };
                let on_failure = !on_tested_condition(call, body, cx);
                let logged = logged_before(call, cx);
                let timed_out = timer_logged(call, cx);
                let ignored = promise.and_then(|p| caught_and_ignored(p, cx));
                let unread = promise.and_then(|p| settled_unread(p, cx));
                let f = cx.report(
                    &META,
                    call,
                    format!(
                        "`{callee}({what})`{owner} rejects the promise with no reason: callers receive `{shown}` and {lost}"
                    ),
                );
                if let Some(line) = ignored {
                    f.guessed(format!(
                        "the promise is awaited right here and its rejection caught by a handler that at most logs the reason (line {line}): no caller receives it"
                    ));
                } else if let Some(line) = unread {
                    f.guessed(format!(
                        "the promise is only collected for `Promise.allSettled` (line {line}), whose results nobody reads: no caller receives the reason"
                    ));
                } else if !on_failure {
                    f.guessed(
                        "it rejects on a condition the code tests (a missing record, a setting), not on a caught error or a failed response: there is no status or response to lose",
                    );
                } else if let Some(log) = logged {
                    f.guessed(format!(
                        "the error is logged just before (`{log}`): the cause survives in the logs, only callers lose it"
                    ));
                } else if let Some(log) = timed_out {
                    f.guessed(format!(
                        "a timeout: the timer's callback logs it just before (`{log}`) and holds no caught error or response to pass on; callers lose only the reason"
                    ));
                }
            }
            Reason::Literal(kind) => {
                cx.report(
                    &META,
                    call,
                    format!(
                        "`{callee}(...)`{owner} rejects with a {kind} instead of an Error: {}",
                        what_is_lost(args, cx)
                    ),
                )
                .with_severity(Severity::Warning)
                .guessed("a non-Error reason still says something; callers may expect it");
            }
            Reason::Ok => {}
        }
    }
}

/// The reject runs in the callback of a timer (`setTimeout(() => { log(..);
/// reject(); }, ms)`) after a log call in that callback: a timeout, whose
/// cause is the time that passed and is in the log. The log call's text.
fn timer_logged<'t>(call: Node<'t>, cx: &Cx<'_, 't>) -> Option<&'t str> {
    let callback = ast::enclosing_function(call, Family::Js)?;
    use crate::semantics::parents::parent;
    let args = parent(callback).filter(|a| a.kind_name() == "arguments")?;
    let timer = parent(args)?;
    let callee = timer.field("function").map(|f| cx.text_of(f))?;
    if !crate::model::knowledge::list(crate::model::knowledge::Eco::Javascript, "timer-functions")
        .contains(&callee)
        || args.named_child(0) != Some(callback)
    {
        return None;
    }
    log_call_before(callback.field("body")?, call, cx, |_| true)
}

/// The first log call in `body` before `call` whose arguments `args_ok`
/// accepts: its text.
fn log_call_before<'t>(
    body: Node<'t>,
    call: Node<'t>,
    cx: &Cx<'_, 't>,
    mut args_ok: impl FnMut(Node<'t>) -> bool,
) -> Option<&'t str> {
    let mut found = None;
    ast::walk(body, &mut |n| {
        if found.is_some() || n.start_byte() >= call.start_byte() {
            return false;
        }
        if n.kind_name() == "call_expression"
            && n.field("function")
                .is_some_and(|f| crate::semantics::errors::is_log_callee(cx.text_of(f)))
            && runs_on_the_way(n, call)
            && n.field("arguments").is_some_and(&mut args_ok)
        {
            found = Some(cx.text_of(n));
            return false;
        }
        true
    });
    found
}

/// `earlier` runs on the way to `call`: the block holding it also holds
/// `call` (not a branch of its own that `call` is outside of).
fn runs_on_the_way(earlier: Node<'_>, call: Node<'_>) -> bool {
    let mut up = crate::semantics::parents::parent(earlier);
    while let Some(n) = up {
        if n.kind_name() == "statement_block" || ast::is_function(n.kind_name(), Family::Js) {
            return n.start_byte() <= call.start_byte() && call.end_byte() <= n.end_byte();
        }
        up = crate::semantics::parents::parent(n);
    }
    true
}

/// The log call (`console.log(err)`, `console.log(`failed: ${err.message}`)`)
/// that hands the error in scope to a logger before the reject: the error
/// an enclosing `catch (err)` bound, or else the one the enclosing callback
/// received (`(err) => { console.log(err); reject(); }`), in that handler's
/// or callback's body.
fn logged_before<'t>(call: Node<'t>, cx: &Cx<'_, 't>) -> Option<&'t str> {
    let callback = ast::enclosing_function(call, Family::Js)?;
    // A caught error counts wherever the log call mentions it (its
    // `message` in a template); a callback's parameter only as a whole
    // argument (`console.error(err)`), not inside a rendering of a response
    // (`JSON.stringify(res)`).
    let caught = caught_error_names(call, callback, cx);
    let deep = caught.is_some();
    let (names, body) = caught.or_else(|| {
        let params = callback
            .field("parameters")
            .or_else(|| callback.field("parameter"))?;
        Some((identifiers(params, cx), callback.field("body")?))
    })?;
    if names.is_empty() {
        return None;
    }
    log_call_before(body, call, cx, |args| {
        let named = |a: Node<'_>| a.kind_name() == "identifier" && names.contains(&cx.text_of(a));
        if deep {
            ast::any_descendant(args, &mut |a| named(a))
        } else {
            let mut c = args.walk();
            args.named_children(&mut c).any(named)
        }
    })
}

/// The statement just before the one holding `call`, in the same block,
/// logs at error or warning level (`logger.error({ message, error })`):
/// the failure is written down where it is rejected, and the bare
/// rejection only tells the caller (a queue consumer) that the work failed.
fn failure_logged_just_before<'t>(call: Node<'t>, cx: &Cx<'_, 't>) -> Option<&'t str> {
    let mut stmt = call;
    while let Some(up) = crate::semantics::parents::parent(stmt) {
        if up.kind_name() == "statement_block" {
            break;
        }
        if ast::is_function(up.kind_name(), Family::Js) {
            return None;
        }
        stmt = up;
    }
    let mut prev = crate::semantics::parents::prev_named_sibling(stmt);
    while let Some(p) = prev.filter(|p| p.kind_name() == "comment") {
        prev = crate::semantics::parents::prev_named_sibling(p);
    }
    let expr = prev
        .filter(|p| p.kind_name() == "expression_statement")?
        .named_child(0)?;
    let expr = if expr.kind_name() == "await_expression" {
        expr.named_child(0)?
    } else {
        expr
    };
    if expr.kind_name() != "call_expression" {
        return None;
    }
    let callee = cx.text_of(expr.field("function")?);
    let level = callee
        .rsplit('.')
        .next()
        .unwrap_or(callee)
        .to_ascii_lowercase();
    let levels =
        crate::model::knowledge::list(crate::model::knowledge::Eco::Common, "failure-log-levels");
    (crate::semantics::errors::is_log_callee(callee) && levels.contains(&level.as_str()))
        .then_some(callee)
}

/// The name a `catch (err)` around `call` (inside `callback`) binds, and the
/// handler's body.
fn caught_error_names<'t>(
    call: Node<'t>,
    callback: Node<'t>,
    cx: &Cx<'_, 't>,
) -> Option<(Vec<&'t str>, Node<'t>)> {
    let mut cur = crate::semantics::parents::parent(call);
    while let Some(n) = cur.filter(|n| *n != callback) {
        if n.kind_name() == "catch_clause" {
            return Some((identifiers(n.field("parameter")?, cx), n.field("body")?));
        }
        cur = crate::semantics::parents::parent(n);
    }
    None
}

fn identifiers<'t>(node: Node<'t>, cx: &Cx<'_, 't>) -> Vec<&'t str> {
    if node.kind_name() == "identifier" {
        return vec![cx.text_of(node)];
    }
    let mut names = Vec::new();
    ast::walk(node, &mut |n| {
        if n.kind_name() == "identifier" {
            names.push(cx.text_of(n));
        }
        true
    });
    names
}

/// The line of a `catch` right around the promise (awaited in its `try`,
/// alone or in `Promise.race([...])`/`Promise.all([...])`) that never reads
/// what it caught (`catch {}`, `catch (e) { return; }`) or only logs it: the
/// reason reaches no caller, so a missing one loses nothing.
/// `const p = new Promise(...); promises.push(p);` (or `promises.push(new
/// Promise(...))`) where the array is only filled and handed to
/// `Promise.allSettled(promises)` as a statement of its own: each promise
/// is settled and its result dropped, so no one reads a rejection's
/// reason. The line of the `Promise.allSettled` call.
fn settled_unread(promise: Node<'_>, cx: &Cx<'_, '_>) -> Option<usize> {
    use crate::semantics::parents::parent;
    let pushed_into = |value: Node<'_>| -> Option<String> {
        let args = parent(value).filter(|a| a.kind_name() == "arguments")?;
        let call = parent(args).filter(|c| c.kind_name() == "call_expression")?;
        let callee = call
            .field("function")
            .filter(|f| f.kind_name() == "member_expression")?;
        if callee.field("property").map(|p| cx.text_of(p)) != Some("push") {
            return None;
        }
        let object = callee
            .field("object")
            .filter(|o| o.kind_name() == "identifier")?;
        Some(cx.text_of(object).to_string())
    };
    // The outermost function around the promise: the array lives there.
    let mut scope = ast::enclosing_function(promise, Family::Js)?;
    while let Some(f) = ast::enclosing_function(scope, Family::Js) {
        scope = f;
    }
    let array = match pushed_into(promise) {
        Some(a) => a,
        None => {
            let decl = parent(promise).filter(|d| {
                d.kind_name() == "variable_declarator" && d.field("value") == Some(promise)
            })?;
            let name = cx.text_of(decl.field("name")?);
            let mut found = None;
            ast::walk(scope, &mut |n| {
                if found.is_none() && n.kind_name() == "identifier" && cx.text_of(n) == name {
                    found = pushed_into(n);
                }
                found.is_none()
            });
            found?
        }
    };
    let mut settled = None;
    let mut other = false;
    ast::walk(scope, &mut |n| {
        if other || n.kind_name() != "identifier" || cx.text_of(n) != array {
            return !other;
        }
        let Some(up) = parent(n) else { return true };
        match up.kind_name() {
            "variable_declarator" if up.field("name") == Some(n) => {}
            "member_expression"
                if up.field("object") == Some(n)
                    && up.field("property").map(|p| cx.text_of(p)) == Some("push") => {}
            "arguments" => {
                let call = parent(up).filter(|c| {
                    c.field("function")
                        .is_some_and(|f| cx.text_of(f) == "Promise.allSettled")
                });
                let mut stmt = call;
                while let Some(s) = stmt.and_then(parent) {
                    if s.kind_name() == "await_expression" {
                        stmt = Some(s);
                        continue;
                    }
                    stmt = Some(s);
                    break;
                }
                match (call, stmt) {
                    (Some(c), Some(s)) if s.kind_name() == "expression_statement" => {
                        settled = Some(cx.span(c).start.line);
                    }
                    _ => other = true,
                }
            }
            _ => other = true,
        }
        !other
    });
    if other { None } else { settled }
}

fn caught_and_ignored(promise: Node<'_>, cx: &Cx<'_, '_>) -> Option<usize> {
    let mut cur = promise;
    loop {
        let up = crate::semantics::parents::parent(cur)?;
        match up.kind_name() {
            "arguments"
            | "array"
            | "await_expression"
            | "parenthesized_expression"
            | "expression_statement"
            | "variable_declarator"
            | "lexical_declaration"
            | "variable_declaration"
            | "assignment_expression" => {}
            "call_expression" => {
                // `await Promise.race<T>([...])` parses with the `await`
                // inside the callee.
                let callee = up
                    .field("function")
                    .map(|f| cx.text_of(ast::unwrap_expr(f)))?;
                if !callee.starts_with("Promise.") {
                    return None;
                }
            }
            "statement_block" => {
                let t = crate::semantics::parents::parent(up)?;
                if t.kind_name() != "try_statement" || t.field("body") != Some(up) {
                    return None;
                }
                let handler = t.field("handler")?;
                let body = handler.field("body")?;
                // Read only to be logged or tested for being an `Error`
                // (`if (e instanceof Error) error(e.stack)`): it goes no
                // further than the log.
                let reads = handler.field("parameter").is_some_and(|p| {
                    let names = identifiers(p, cx);
                    names.iter().any(|name| !only_logged(body, name, cx))
                });
                return (!reads).then(|| handler.start_position().row + 1);
            }
            _ => return None,
        }
        cur = up;
    }
}

/// Words of a condition that tests a failure: an error value, a response's
/// status or success flag, a timeout (`failure-test-words`).
static FAILURE_TEST: std::sync::LazyLock<regex::Regex> = std::sync::LazyLock::new(|| {
    use crate::model::knowledge::{Eco, list, words_pattern};
    regex::Regex::new(&format!(
        r"(?i)\b({})\b",
        words_pattern(list(Eco::Javascript, "failure-test-words"))
    ))
    .expect("valid regex")
});

/// The reject runs only under a condition the code tests that is no
/// failure (`if (!row)`, `if (engine !== 'ai')`): no enclosing `catch`,
/// rejection callback, `error`/`timeout`/`abort` handler or timer, and no
/// enclosing branch whose condition tests an error, a status or a success
/// flag (`if (err)`, `if (res.statusCode === 200) ... else`). A reject
/// under no condition at all is a failure the code decided on.
fn on_tested_condition(call: Node<'_>, executor_body: Node<'_>, cx: &Cx<'_, '_>) -> bool {
    let mut conditioned = false;
    let mut node = call;
    while let Some(up) = crate::semantics::parents::parent(node) {
        if up == executor_body {
            break;
        }
        match up.kind_name() {
            "catch_clause" => return false,
            "if_statement" | "ternary_expression" | "switch_case" => {
                let condition = up
                    .child_by_field_name("condition")
                    .or_else(|| up.child_by_field_name("value"));
                match condition {
                    Some(c) if c != node && tests_failure(c, executor_body, cx) => return false,
                    Some(c) if c == node => {}
                    _ => conditioned = true,
                }
            }
            "arrow_function" | "function_expression" | "function" if failure_callback(up, cx) => {
                return false;
            }
            _ => {}
        }
        node = up;
    }
    conditioned
}

/// The condition tests an error, a status or a success flag, by its own
/// text or through the value of a name it reads that `scope` binds
/// (`const dataIsNotValid = body[0].status !== 'OK'; if (dataIsNotValid)`).
fn tests_failure(condition: Node<'_>, scope: Node<'_>, cx: &Cx<'_, '_>) -> bool {
    if FAILURE_TEST.is_match(cx.text_of(condition)) {
        return true;
    }
    let read = identifiers(condition, cx);
    ast::any_descendant(scope, &mut |n| {
        n.kind_name() == "variable_declarator"
            && n.field("name")
                .is_some_and(|name| read.contains(&cx.text_of(name)))
            && n.field("value")
                .is_some_and(|v| FAILURE_TEST.is_match(cx.text_of(v)))
    })
}

/// `func` is handed to something that calls it on a failure or later: a
/// `.catch` or `.then` rejection callback, a timer, an `error`, `timeout`,
/// `abort` or `close` listener. A reject there passes a failure on, or
/// answers one the code did not decide on.
fn failure_callback(func: Node<'_>, cx: &Cx<'_, '_>) -> bool {
    let Some(args) =
        crate::semantics::parents::parent(func).filter(|a| a.kind_name() == "arguments")
    else {
        return false;
    };
    let Some(outer) = crate::semantics::parents::parent(args) else {
        return false;
    };
    let first_arg = args.named_child(0).map(|a| cx.text_of(a)).unwrap_or("");
    match ast::call_method_name(outer, Family::Js, cx.text).unwrap_or("") {
        "catch" | "setTimeout" => true,
        "then" => args.named_child(1) == Some(func),
        "on" | "once" | "addEventListener" => {
            FAILURE_TEST.is_match(first_arg)
                || first_arg.contains("abort")
                || first_arg.contains("close")
        }
        _ => false,
    }
}

fn collect_calls<'t>(
    node: Node<'t>,
    names: &[String],
    cx: &Cx<'_, 't>,
    out: &mut Vec<(Node<'t>, Node<'t>)>,
) {
    // An expression-bodied executor (`(res, rej) => rej()`) is itself the call.
    let mut visit = |n: Node<'t>| -> bool {
        if ast::is_function(n.kind_name(), Family::Js) && shadows(n, names, cx) {
            return false;
        }
        if n.kind_name() == "call_expression"
            && let (Some(f), Some(args)) = (n.field("function"), n.field("arguments"))
            && f.kind_name() == "identifier"
            && names.iter().any(|r| r == cx.text_of(f))
        {
            out.push((n, args));
        }
        true
    };
    if visit(node) {
        ast::walk(node, &mut visit);
    }
}

/// True when a nested function declares a parameter with one of `names`.
fn shadows(func: Node<'_>, names: &[String], cx: &Cx<'_, '_>) -> bool {
    let Some(params) = func.field("parameters").or_else(|| func.field("parameter")) else {
        return false;
    };
    let mut shadowed = false;
    ast::walk(params, &mut |n| {
        if n.kind_name() == "identifier" && names.iter().any(|r| r == cx.text_of(n)) {
            shadowed = true;
        }
        !shadowed
    });
    if params.kind_name() == "identifier" && names.iter().any(|r| r == cx.text_of(params)) {
        shadowed = true;
    }
    shadowed
}

enum Reason<'t> {
    Ok,
    /// No argument (`""`), `undefined` or `null`.
    Missing(&'t str),
    /// A non-Error literal: string, template, number, object, array.
    Literal(&'static str),
}

/// What callers lose with a non-Error reason: always the stack trace, and
/// the message and status fields the reason does not carry (a plain object
/// `{ code, message }` keeps both).
fn what_is_lost(args: Node<'_>, cx: &Cx<'_, '_>) -> String {
    let keys: Vec<&str> = match args.named_child(0) {
        Some(o) if o.kind_name() == "object" => {
            let mut c = o.walk();
            o.named_children(&mut c)
                .filter_map(|p| match p.kind_name() {
                    "pair" => p
                        .child_by_field_name("key")
                        .map(|k| cx.text_of(k).trim_matches(|c| c == '"' || c == '\'')),
                    "shorthand_property_identifier" => Some(cx.text_of(p)),
                    _ => None,
                })
                .collect()
        }
        _ => Vec::new(),
    };
    let mut missing = Vec::new();
    if !keys.contains(&"message") {
        missing.push("`err.message`");
    }
    if !keys
        .iter()
        .any(|k| matches!(*k, "statusCode" | "status" | "code"))
    {
        missing.push("`err.statusCode`");
    }
    if missing.is_empty() {
        "the stack trace is lost (the object carries a message and a code, but callers cannot tell where it was raised)".to_string()
    } else {
        format!(
            "the stack trace is lost and callers reading {} get undefined",
            missing.join(" or ")
        )
    }
}

fn classify_reason<'t>(args: Node<'t>, cx: &Cx<'_, 't>) -> Reason<'t> {
    let Some(first) = args.named_child(0) else {
        return Reason::Missing("");
    };
    match first.kind_name() {
        "undefined" | "null" => Reason::Missing(cx.text_of(first)),
        "identifier" if cx.text_of(first) == "undefined" => Reason::Missing("undefined"),
        "string" | "template_string" => Reason::Literal("string"),
        "number" => Reason::Literal("number"),
        "object" => Reason::Literal("plain object"),
        "array" => Reason::Literal("array"),
        "true" | "false" => Reason::Literal("boolean"),
        _ => Reason::Ok,
    }
}
