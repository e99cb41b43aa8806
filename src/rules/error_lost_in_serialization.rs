//! `error-lost-in-serialization`: JSON.stringify(error) serialises an Error to {}.

use crate::context::Cx;
use crate::finding::Severity;
use crate::lang::Family;
use crate::rules::{Effort, Rule, RuleMeta, RuleQueries};
use crate::semantics::ast;
use crate::semantics::ast::Field;
use crate::semantics::handlers::{self, HandlerKind};
use crate::semantics::kind::NodeKind as _;
use crate::semantics::parents;
use tree_sitter::Node;

pub struct ErrorLostInSerialization;

pub static META: RuleMeta = RuleMeta {
    id: "error-lost-in-serialization",
    name: "ErrorLostInSerialization",
    severity: Severity::Warning,
    families: &[Family::Js],
    summary: "JSON.stringify(error) serialises an Error to {}",
    incidents: &["INC-2026-04-24-pix4d-throttle-429"],
    fix: "Log error.message and error.stack (and the status) instead of JSON.stringify(error).",
    docs: DOCS,
    effort: Effort::Trivial,
    opt_in: false,
    harms_dependency: false,
    confidence: "High: `JSON.stringify` of a caught error is in the code, or of the error parameter of a web framework's error callback (Express error middleware `(err, req, res, next)` given to `.use`, Hono's `onError`, Fastify's `setErrorHandler`, a function typed `ErrorHandler`: `error-handler-registrations`, `error-handler-types`), which every error a route lets out reaches, plain `Error`s among them, also as a field of an object literal (`JSON.stringify({ job, error })`) that names none of the error's own fields. Medium in browser UI code, when the handler throws the same error on (also `return Promise.reject(e)`, or `reject(e)` of the enclosing `new Promise` executor: only the log line loses detail), when the guarded code only closes a connection (`closing-methods`: teardown), and when every guarded call is a direct call of a client whose errors serialise their own fields (`serializable-error-clients`: `AxiosError.toJSON()`), so the `{}` happens only for other errors. Not reported in the non-Error arm of an `instanceof Error` guard. Medium when the guarded code makes no call resolved as remote (the caught error may be a library's own error type, whose fields serialise). Also medium when the same handler hands the error itself to a logger (its message and stack reach the log there); SDK errors (`sdk` in `serializable-error-clients`) keep their status fields. High needs a plain built-in error that can reach the handler (`plain-error-classes`: `Error`, `TypeError`, ...): the guarded code throws or rejects one itself, calls a native `fetch` (`plain-error-clients`: it rejects with a `TypeError`), or calls project code that lets one out (`throw new Error(...)` outside a `try` whose `catch` replaces what it catches); otherwise medium, as the errors of libraries mostly carry own fields (`code`, `status`, `response`) that serialise.",
    options: &[],
};

const DOCS: &str = r#"
## What it flags

`JSON.stringify(e)` where `e` is the error of a `catch (e)` clause, of a
`.catch(e => ...)` callback or of the rejection callback of
`.then(ok, e => ...)`, including inside template literals and log calls:

```ts
} catch (error) {
  logger.error(`preprocess fail - error:(${JSON.stringify(error)})`);
}
```

## Why

`message`, `stack` and `name` of an `Error` are not enumerable own properties,
so `JSON.stringify(new Error("boom"))` is `"{}"`. In incident
INC-2026-04-24-pix4d-throttle-429 the final log line of a failed preprocess read
`error:({})`: the only record of a 429 throttling failure said nothing.

## Fix

TypeScript / JavaScript, before:

```ts
} catch (error) {
  logger.error(`upload failed: ${JSON.stringify(error)}`);
}
```

After:

```ts
} catch (error) {
  logger.error(`upload failed: ${error.message}`, {
    stack: error.stack,
    status: error.response?.status,
  });
}
```

Or, when a JSON string is required, name the fields:
`JSON.stringify({ message: error.message, stack: error.stack, status: error.response?.status })`,
or pass a replacer: `JSON.stringify(error, Object.getOwnPropertyNames(error))`.

Ruby and Python: not applicable (`e.to_json`/`json.dumps(e)` fail loudly or are
not used this way); the rule is JS/TS only.

## Not flagged

- Serialising part of the error: `JSON.stringify(error.response.data)`,
  `JSON.stringify({ message: error.message })`.
- `JSON.stringify(error, replacer)` with a replacer (e.g.
  `Object.getOwnPropertyNames(error)`).
- A variable that is not the caught error (a local `result`, a parameter of an
  ordinary function, a nested callback parameter that shadows the error name).
- The last resort of a chain that logs the error's own fields first:
  `e.stack || e.message || JSON.stringify(e)`.

## Options

None.
"#;

static QUERIES: RuleQueries = RuleQueries::new(
    "error-lost-in-serialization",
    crate::query_file!("javascript", "error-lost-in-serialization"),
    None,
    None,
);

impl Rule for ErrorLostInSerialization {
    fn meta(&self) -> &'static RuleMeta {
        &META
    }

    fn node_kinds(&self, family: Family) -> &'static [&'static str] {
        match family {
            Family::Js => &["call_expression"],
            _ => &[],
        }
    }

    fn triggers(&self, family: Family) -> &'static [&'static str] {
        // `JSON.stringify` must appear.
        match family {
            Family::Js => &["stringify"],
            Family::Ruby => &[],
            Family::Python => &[],
        }
    }

    fn check<'t>(&self, node: Node<'t>, cx: &mut Cx<'_, 't>) {
        if !cx.text_of(node).starts_with("JSON.stringify") {
            return;
        }
        let Some(query) = QUERIES.get(cx.lang) else {
            return;
        };
        let Some(m) = cx.matches_at(query, node).into_iter().next() else {
            return;
        };
        let Some(value) = m.get(query, "value") else {
            return;
        };
        let value = ast::unwrap_expr(value);
        if has_replacer(node) {
            return;
        }
        // `JSON.stringify(e)`, or the error as a field of an object literal
        // (`JSON.stringify({ error: e })`, `{ id, e }`) that names none of
        // its fields (`message: e.message`).
        let (value, wrapped) = match value.kind_name() {
            "identifier" => (value, false),
            "object" => match wrapped_error(value, cx) {
                Some(v) => (v, true),
                None => return,
            },
            _ => return,
        };
        let Some(handler) = handlers::js_binding_handler(value, cx.text) else {
            return;
        };
        let name = cx.text_of(value);
        if checks_for_empty_object(node, cx)
            || error_case_handled_before(node, name, cx)
            || fallback_after_fields(node, name, cx)
        {
            return;
        }
        // Errors of some clients serialise their fields (`AxiosError` has
        // `toJSON()`): when every guarded call is such a client's own, the
        // caught error is likely one of them and the `{}` may not happen.
        let clients = handlers::guarded_clients(&handler, cx);
        let serializable = crate::model::knowledge::list(
            crate::model::knowledge::Eco::Javascript,
            "serializable-error-clients",
        );
        let self_serializing = (!clients.is_empty()
            && clients.iter().all(|c| serializable.contains(&c.as_str())))
        .then(|| clients.join(", "));
        let bound_by = match handler.kind {
            HandlerKind::Clause => format!("the error caught by `catch ({name})`"),
            HandlerKind::PromiseCatch => format!("the rejection reason `{name}`"),
            HandlerKind::FrameworkErrors => {
                format!("`{name}`, every error a route lets out to this error handler,")
            }
        };
        let sink = if inside_log_call(node, cx) {
            "the log line will show `{}`"
        } else {
            "the resulting string is `{}`"
        };
        let msg = if wrapped {
            format!(
                "`JSON.stringify` of an object holding `{name}` serialises {bound_by} to `{{}}`: an Error's `message`, `stack` and status are not enumerable, so {sink} for that field (put `{name}.message` and `{name}.stack` in the object instead)"
            )
        } else {
            format!(
                "`JSON.stringify({name})` serialises {bound_by} to `{{}}`: an Error's `message`, `stack` and status are not enumerable, so {sink} (log `{name}.message` and `{name}.stack`, or name the fields to keep)"
            )
        };
        let bound = cx.span(handler.param);
        let rethrown = rethrows_same_error(node, name, cx);
        let logged_whole = logged_whole_at(handler.node, name, cx);
        // Every error of every route reaches a framework's error handler,
        // the plain `Error`s the project throws among them.
        let routes = handler.kind == HandlerKind::FrameworkErrors;
        let remote = routes || handlers::guarded_remote_work(&handler, cx) == Some(true);
        let teardown_only = !routes && guards_only_teardown(&handler, cx);
        let plain = routes || (remote && plain_error_reaches(&handler, cx));
        let f = cx
            .report(&META, node, msg)
            .with_label(bound, "the error is bound here");
        if let Some(client) = self_serializing {
            let client = if client == "sdk" {
                "an SDK client".to_string()
            } else {
                format!("`{}`", client.replace("sdk", "an SDK client"))
            };
            f.guessed(format!(
                "every guarded call is a call of {client} (or of project code that passes its errors on unchanged), whose errors serialise their own fields (`toJSON()`, own status fields): the string is `{{}}` only for other errors"
            ));
        } else if rethrown {
            f.guessed("the error itself is passed on after this line (thrown, or rejected): only this log line loses its detail");
        } else if let Some(line) = logged_whole {
            f.guessed(format!(
                "the handler also hands `{name}` itself to a logger or an error tracker (line {line}): its message and stack are recorded there"
            ));
        } else if !remote {
            f.guessed("the guarded code makes no call resolved as remote: the caught error may be a library's own error type, whose fields serialise");
        } else if !plain {
            f.guessed("no guarded call is known to fail with a plain `Error` (a native `fetch`, or project code that throws `new Error(...)`): the errors of libraries mostly carry own fields (`code`, `status`, `response`) that serialise, so the string may not be `{}`");
        } else if teardown_only {
            f.guessed("the guarded code only closes a connection (`closing-methods`): a failure to close something that is going away loses no work, so its detail matters little");
        }
    }
}

/// A plain built-in error can reach the handler: the guarded code throws
/// or rejects one itself (`if (!res.ok) throw new Error(...)`), calls a
/// native `fetch`, or calls project code that passes one on
/// (`Effect::throws_plain`). Such an error serialises to `{}`; the errors
/// of most libraries do not (own `code`, `status`, `response` fields).
fn plain_error_reaches<'t>(handler: &handlers::Handler<'t>, cx: &Cx<'_, 't>) -> bool {
    handlers::any_guarded_call(handler, cx, |n| {
        let o = crate::semantics::clients::outbound_call(cx, n);
        o.as_ref().is_some_and(|o| o.project_throws_plain)
            || crate::model::effects::raises_plain_error(cx, n, o.as_ref())
    })
}

/// The guarded code closes a connection and does no other remote work
/// (`this.disconnect('idle').then(...)`, `await client.quit()`).
fn guards_only_teardown<'t>(handler: &handlers::Handler<'t>, cx: &Cx<'_, 't>) -> bool {
    let Some(guarded) = handler.guarded() else {
        return false;
    };
    let family = cx.family();
    let closing =
        crate::model::knowledge::list(crate::model::knowledge::Eco::Common, "closing-methods");
    let (mut teardown, mut work) = (0, 0);
    let mut visit = |n: Node<'t>| {
        if !ast::is_call(n.kind_name(), family) {
            return;
        }
        let method = ast::call_method_name(n, family, cx.text).unwrap_or("");
        if closing.contains(&method) {
            teardown += 1;
        } else if crate::semantics::clients::outbound_call(cx, n).is_some() {
            work += 1;
        }
    };
    visit(guarded);
    ast::walk(guarded, &mut |n| {
        if n == handler.node {
            return false;
        }
        visit(n);
        true
    });
    teardown > 0 && work == 0
}

/// `e.stack || e.message || JSON.stringify(e)`: the serialisation is the
/// last resort of a chain that logs the error's own fields first.
fn fallback_after_fields(node: Node<'_>, name: &str, cx: &Cx<'_, '_>) -> bool {
    let mut top = node;
    while let Some(p) = crate::semantics::parents::parent(top).filter(|p| {
        p.kind_name() == "binary_expression"
            && p.child_by_field_name("operator")
                .is_some_and(|o| matches!(cx.text_of(o), "||" | "??"))
    }) {
        top = p;
    }
    if top == node {
        return false;
    }
    let before = &cx.text[top.start_byte()..node.start_byte()];
    ["stack", "message"].iter().any(|field| {
        before.contains(&format!("{name}.{field}")) || before.contains(&format!("{name}?.{field}"))
    })
}

/// The enclosing `catch` throws the caught error itself on (`throw e`)
/// after the log line, on the same path: not before it (`if (e instanceof
/// X) throw e;` then the log), and not in a branch the log is not in.
fn rethrows_same_error(node: Node<'_>, name: &str, cx: &Cx<'_, '_>) -> bool {
    // `throw e`, or in a `.catch` callback `return Promise.reject(e)`, or
    // inside a `new Promise` executor `reject(e)`: the promise it builds
    // rejects with the error itself.
    let rejects = |f: Node<'_>| {
        cx.text_of(f) == "Promise.reject"
            || (f.kind_name() == "identifier"
                && crate::semantics::answers::enclosing_reject_name(f, cx.text)
                    == Some(cx.text_of(f)))
    };
    let passes_on = |d: Node<'_>, scope: Node<'_>| {
        let value = match d.kind_name() {
            "throw_statement" => d.named_child(0),
            "call_expression" if d.field("function").is_some_and(rejects) => {
                d.field("arguments").and_then(|a| a.named_child(0))
            }
            _ => None,
        };
        value.is_some_and(|v| cx.text_of(v) == name)
            && d.start_byte() >= node.end_byte()
            && same_path(d, node, scope)
    };
    let mut cur = node;
    while let Some(p) = crate::semantics::parents::parent(cur) {
        if p.kind_name() == "catch_clause" {
            return ast::any_descendant(p, &mut |d| passes_on(d, p));
        }
        if ast::is_function(p.kind_name(), Family::Js) {
            // The callback of `.catch(e => ...)`.
            let is_catch_callback = crate::semantics::parents::parent(p)
                .filter(|a| a.kind_name() == "arguments")
                .and_then(crate::semantics::parents::parent)
                .and_then(|c| c.field("function"))
                .and_then(|f| f.field("property"))
                .is_some_and(|prop| cx.text_of(prop) == "catch");
            return is_catch_callback && ast::any_descendant(p, &mut |d| passes_on(d, p));
        }
        cur = p;
    }
    false
}

/// Every branch (`if`, `else`, `switch` case) between `stmt` and `scope`
/// also holds `node`.
fn same_path(stmt: Node<'_>, node: Node<'_>, scope: Node<'_>) -> bool {
    let mut cur = stmt;
    while let Some(p) = crate::semantics::parents::parent(cur) {
        if p == scope {
            return true;
        }
        if matches!(
            p.kind_name(),
            "if_statement" | "else_clause" | "switch_case"
        ) && !(p.start_byte() <= node.start_byte() && node.end_byte() <= p.end_byte())
        {
            return false;
        }
        cur = p;
    }
    true
}

/// `JSON.stringify(e, replacer)` with a non-null replacer serialises what the
/// replacer picks (`Object.getOwnPropertyNames(e)` keeps message and stack).
fn has_replacer(call: Node<'_>) -> bool {
    call.field("arguments")
        .and_then(|a| a.named_child(1))
        .is_some_and(|r| !matches!(r.kind_name(), "null" | "undefined"))
}

/// The line of a logging call in the handler that takes the error itself
/// as an argument (`winston.error("failed", err)`): the logger prints its
/// message and stack.
fn logged_whole_at(handler: Node<'_>, name: &str, cx: &Cx<'_, '_>) -> Option<usize> {
    let mut line = None;
    ast::walk(handler, &mut |n| {
        if line.is_some() {
            return false;
        }
        if n.kind_name() == "identifier"
            && cx.text_of(n) == name
            && crate::semantics::parents::parent(n).is_some_and(|a| a.kind_name() == "arguments")
            && (inside_log_call(n, cx) || handed_to_error_tracker(n, cx))
        {
            line = Some(n.start_position().row + 1);
        }
        true
    });
    line
}

/// True when `arg` is an argument of a call to an error tracker
/// (`captureException(error)`, `Sentry.captureException(e)`:
/// `error-reporters`), which records the error with its message and stack.
fn handed_to_error_tracker(arg: Node<'_>, cx: &Cx<'_, '_>) -> bool {
    let Some(call) =
        crate::semantics::parents::parent(arg).and_then(crate::semantics::parents::parent)
    else {
        return false;
    };
    let Some(callee) = call.field("function").map(|f| cx.text_of(f)) else {
        return false;
    };
    crate::semantics::errors::mentions_error_reporter(callee)
}

/// True when the call is an argument (possibly inside a template) of a
/// logging call: `console.*`, `logger.*`, `log.*`, `Logger.*`.
fn inside_log_call(node: Node<'_>, cx: &Cx<'_, '_>) -> bool {
    let mut cur = node;
    for _ in 0..6 {
        let Some(p) = parents::parent(cur) else {
            return false;
        };
        if p.kind_name() == "call_expression"
            && let Some(f) = p.field("function")
        {
            let callee = cx.text_of(f);
            let lower = callee.to_ascii_lowercase();
            return lower.starts_with("console.")
                || lower.contains("log")
                || lower.ends_with(".error")
                || lower.ends_with(".warn");
        }
        if ast::is_function(p.kind_name(), Family::Js) {
            return false;
        }
        cur = p;
    }
    false
}

/// `JSON.stringify(e) === '{}' ? e.message : JSON.stringify(e)`: the code
/// already knows the result may be `{}` and falls back.
fn checks_for_empty_object(node: Node<'_>, cx: &Cx<'_, '_>) -> bool {
    let mut cur = node;
    for _ in 0..6 {
        let Some(p) = parents::parent(cur) else {
            return false;
        };
        if ast::is_function(p.kind_name(), Family::Js) || p.kind_name().ends_with("statement") {
            return false;
        }
        let test = match p.kind_name() {
            "ternary_expression" => p.field("condition"),
            "binary_expression" => Some(p),
            _ => None,
        };
        if let Some(t) = test {
            let t = cx.text_of(t);
            if t.contains("'{}'") || t.contains("\"{}\"") || t.contains("JSON.stringify({})") {
                return true;
            }
        }
        cur = p;
    }
    false
}

/// `e instanceof Error ? e.message : JSON.stringify(e)`, or the `else` of
/// `if (e instanceof Error)`: only values that are not Errors get here.
fn in_non_error_branch(node: Node<'_>, name: &str, cx: &Cx<'_, '_>) -> bool {
    let guard = format!("{name} instanceof Error");
    let mut cur = node;
    while let Some(p) = crate::semantics::parents::parent(cur) {
        if ast::is_function(p.kind_name(), Family::Js) || p.kind_name() == "catch_clause" {
            return false;
        }
        let cond = match p.kind_name() {
            "ternary_expression" if p.field("alternative") == Some(cur) => p.field("condition"),
            "if_statement" if p.field("alternative") == Some(cur) => p.field("condition"),
            _ => None,
        };
        if let Some(c) = cond {
            let c = cx.text_of(c);
            if c.contains(&guard) && !c.contains(&format!("!{guard}")) && !c.contains("!(") {
                return true;
            }
        }
        cur = p;
    }
    false
}

/// In a `catch`, an earlier `if (e instanceof Error) throw ...` or
/// `if ('message' in e) return ...` already dealt with Error values: what is
/// left and stringified is a plain value.
fn error_case_handled_before(node: Node<'_>, name: &str, cx: &Cx<'_, '_>) -> bool {
    if in_non_error_branch(node, name, cx) {
        return true;
    }
    let mut stmt = node;
    while let Some(p) = crate::semantics::parents::parent(stmt) {
        if p.kind_name() == "statement_block"
            && parents::parent(p).is_some_and(|c| c.kind_name() == "catch_clause")
        {
            break;
        }
        if ast::is_function(p.kind_name(), Family::Js) {
            return false;
        }
        stmt = p;
    }
    let guards = [
        format!("'message' in {name}"),
        format!("\"message\" in {name}"),
        format!("{name} instanceof Error"),
    ];
    let mut prev = parents::prev_named_sibling(stmt);
    while let Some(st) = prev {
        if st.kind_name() == "if_statement"
            && let (Some(cond), Some(then)) = (st.field("condition"), st.field("consequence"))
        {
            let c = cx.text_of(cond);
            let exits = ast::any_descendant(then, &mut |n| {
                matches!(n.kind_name(), "throw_statement" | "return_statement")
            }) || matches!(then.kind_name(), "throw_statement" | "return_statement");
            if exits
                && guards
                    .iter()
                    .any(|g| c.contains(g.as_str()) && !c.contains(&format!("!{g}")))
            {
                return true;
            }
        }
        prev = parents::prev_named_sibling(st);
    }
    false
}

/// The error identifier held as a field of an object literal (`{ error: e
/// }`, shorthand `{ e }`), when no other field reads one of its own fields
/// (`{ message: e.message, error: e }` keeps the message).
fn wrapped_error<'t>(object: Node<'t>, cx: &Cx<'_, 't>) -> Option<Node<'t>> {
    let mut found = None;
    let mut c = object.walk();
    for field in object.named_children(&mut c) {
        let v = match field.kind_name() {
            "pair" => field.field("value").map(ast::unwrap_expr),
            "shorthand_property_identifier" => Some(field),
            _ => None,
        };
        if let Some(v) = v.filter(|v| {
            matches!(
                v.kind_name(),
                "identifier" | "shorthand_property_identifier"
            )
        }) && handlers::js_binding_handler(v, cx.text).is_some()
        {
            found = Some(v);
        }
    }
    let found = found?;
    let name = cx.text_of(found);
    let body = cx.text_of(object);
    let reads_fields = [".message", ".stack", "?.message", "?.stack"]
        .iter()
        .any(|f| body.contains(&format!("{name}{f}")));
    (!reads_fields).then_some(found)
}
