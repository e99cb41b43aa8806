//! Error handlers: which handler binds a caught error, and how an expression
//! uses that error (its message only, or something that keeps its status).

use crate::lang::Family;
use crate::semantics::ast;
use crate::semantics::ast::Field;
use crate::semantics::kind::NodeKind as _;
use crate::semantics::parents::parent as parent_of;
use tree_sitter::Node;

/// The construct that binds a caught error.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum HandlerKind {
    /// `catch (e) { ... }` (JS), `except X as e:` (Python), `rescue X => e` (Ruby).
    Clause,
    /// `.catch(e => ...)` or the rejection callback of `.then(ok, e => ...)`.
    PromiseCatch,
    /// A web framework's error callback, which every error a request
    /// handler lets out reaches: Express error middleware `(err, req, res,
    /// next)` given to `.use(...)`, Hono's `app.onError(...)`, Fastify's
    /// `setErrorHandler(...)`, a function typed `ErrorHandler`
    /// (`error-handler-registrations`, `error-handler-types`).
    FrameworkErrors,
}

#[derive(Clone, Copy, Debug)]
pub struct Handler<'t> {
    pub kind: HandlerKind,
    /// The catch clause / except clause / rescue, or the callback function.
    pub node: Node<'t>,
    /// The error variable.
    pub param: Node<'t>,
}

impl<'t> Handler<'t> {
    pub fn param_name(&self, text: &'t str) -> &'t str {
        text.get(self.param.byte_range()).unwrap_or("")
    }

    /// The code whose failures this handler catches: the `try`/`begin` body,
    /// or the promise chain `.catch` is called on.
    pub fn guarded(&self) -> Option<Node<'t>> {
        match self.kind {
            HandlerKind::Clause => {
                let parent = parent_of(self.node)?;
                match parent.kind_name() {
                    // JS try_statement / Python try_statement
                    "try_statement" => parent.field("body"),
                    // Ruby: begin ... rescue / method body ... rescue
                    _ => Some(parent),
                }
            }
            HandlerKind::PromiseCatch => {
                // callback -> arguments -> call_expression(function: member_expression)
                let call = parent_of(parent_of(self.node)?)?;
                let f = call.field("function")?;
                f.field("object")
            }
            // What the routes run, not one guarded region.
            HandlerKind::FrameworkErrors => None,
        }
    }
}

fn first_param_js(func: Node<'_>) -> Option<Node<'_>> {
    if let Some(p) = func.field("parameter") {
        return (p.kind_name() == "identifier").then_some(p);
    }
    let params = func.field("parameters")?;
    let first = params.named_child(0)?;
    let ident = match first.kind_name() {
        "identifier" => first,
        "required_parameter" | "optional_parameter" => first.field("pattern")?,
        _ => return None,
    };
    (ident.kind_name() == "identifier").then_some(ident)
}

/// When `func` is a promise rejection callback (`.catch(func)` or the second
/// argument of `.then(ok, func)`), returns true.
fn is_rejection_callback(func: Node<'_>, text: &str) -> bool {
    let Some(args) = parent_of(func) else {
        return false;
    };
    if args.kind_name() != "arguments" {
        return false;
    }
    let Some(call) = parent_of(args) else {
        return false;
    };
    let Some(f) = call.field("function") else {
        return false;
    };
    if f.kind_name() != "member_expression" {
        return false;
    }
    let Some(prop) = f.field("property") else {
        return false;
    };
    let method = text.get(prop.byte_range()).unwrap_or("");
    let index = {
        let mut c = args.walk();
        args.named_children(&mut c).position(|n| n == func)
    };
    match method {
        "catch" => index == Some(0),
        "then" => index == Some(1),
        _ => false,
    }
}

/// The innermost JS handler around `node` (a catch clause or a promise
/// rejection callback), looking through nested blocks but not through other
/// functions.
pub fn enclosing_js_handler<'t>(node: Node<'t>, text: &'t str) -> Option<Handler<'t>> {
    let mut cur = node;
    while let Some(p) = parent_of(cur) {
        if p.kind_name() == "catch_clause" {
            // Only when `node` is inside the clause body.
            if p.field("body") == Some(cur) {
                return clause_param(p, Family::Js).map(|param| Handler {
                    kind: HandlerKind::Clause,
                    node: p,
                    param,
                });
            }
        }
        if ast::is_function(p.kind_name(), Family::Js) {
            if is_rejection_callback(p, text) {
                let param = first_param_js(p)?;
                return Some(Handler {
                    kind: HandlerKind::PromiseCatch,
                    node: p,
                    param,
                });
            }
            return None;
        }
        cur = p;
    }
    None
}

/// The JS handler that binds the identifier `ident` (a use of the caught
/// error), if any: walks up scopes until a function or catch clause declares
/// that name.
pub fn js_binding_handler<'t>(ident: Node<'t>, text: &'t str) -> Option<Handler<'t>> {
    let name = text.get(ident.byte_range())?;
    let mut cur = ident;
    while let Some(p) = parent_of(cur) {
        if p.kind_name() == "catch_clause"
            && let Some(param) = p.field("parameter")
            && text.get(param.byte_range()) == Some(name)
        {
            return Some(Handler {
                kind: HandlerKind::Clause,
                node: p,
                param,
            });
        }
        if ast::is_function(p.kind_name(), Family::Js) && declares_param(p, name, text) {
            let first =
                first_param_js(p).filter(|param| text.get(param.byte_range()) == Some(name));
            if let Some(param) = first {
                if is_rejection_callback(p, text) {
                    return Some(Handler {
                        kind: HandlerKind::PromiseCatch,
                        node: p,
                        param,
                    });
                }
                if is_framework_error_handler(p, text) {
                    return Some(Handler {
                        kind: HandlerKind::FrameworkErrors,
                        node: p,
                        param,
                    });
                }
            }
            return None;
        }
        cur = p;
    }
    None
}

/// `func` is a web framework's error callback ([`HandlerKind::FrameworkErrors`]):
/// handed to a registration method (`app.onError(fn)`:
/// `error-handler-registrations`), bound to a name typed as one
/// (`const h: ErrorHandler = (err, c) => ...`: `error-handler-types`), or a
/// four-parameter Express middleware given to `.use(...)`.
fn is_framework_error_handler(func: Node<'_>, text: &str) -> bool {
    use crate::model::knowledge::{Eco, list};
    let Some(up) = parent_of(func) else {
        return false;
    };
    let registration = |call: Node<'_>| -> Option<String> {
        let f = call.field("function")?;
        let prop = f.field("property")?;
        text.get(prop.byte_range()).map(str::to_string)
    };
    match up.kind_name() {
        "arguments" => {
            let Some(call) = parent_of(up).filter(|c| c.kind_name() == "call_expression") else {
                return false;
            };
            let Some(method) = registration(call) else {
                return false;
            };
            if list(Eco::Javascript, "error-handler-registrations").contains(&method.as_str()) {
                return true;
            }
            method == "use"
                && func
                    .field("parameters")
                    .is_some_and(|ps| ps.named_child_count() == 4)
        }
        "variable_declarator" => up.field("type").is_some_and(|t| {
            let t = text.get(t.byte_range()).unwrap_or("");
            list(Eco::Javascript, "error-handler-types")
                .iter()
                .any(|ty| t.trim_start_matches(':').trim() == *ty)
        }),
        _ => false,
    }
}

fn declares_param(func: Node<'_>, name: &str, text: &str) -> bool {
    let params = func.field("parameters").or_else(|| func.field("parameter"));
    let Some(params) = params else {
        return false;
    };
    if params.kind_name() == "identifier" {
        return text.get(params.byte_range()) == Some(name);
    }
    ast::any_descendant(params, &mut |n| {
        n.kind_name() == "identifier" && text.get(n.byte_range()) == Some(name)
    })
}

/// The statements of a handler clause: the block of a Python `except`, the
/// body of a JS `catch` or a Ruby `rescue`.
pub fn clause_body(clause: Node<'_>, family: Family) -> Option<Node<'_>> {
    match family {
        Family::Python => {
            let mut c = clause.walk();
            clause
                .named_children(&mut c)
                .filter(|n| n.kind_name() == "block")
                .last()
        }
        Family::Js | Family::Ruby => clause.field("body"),
    }
}

/// The error variable a handler clause binds: `catch (err)`, `except X as
/// e`, `rescue X => e`.
pub fn clause_param(clause: Node<'_>, family: Family) -> Option<Node<'_>> {
    match family {
        Family::Js => clause
            .field("parameter")
            .filter(|p| p.kind_name() == "identifier"),
        Family::Python => {
            let value = clause.field("value").or_else(|| clause.named_child(0))?;
            if value.kind_name() != "as_pattern" {
                return None;
            }
            let alias = value.field("alias")?;
            Some(alias.named_child(0).unwrap_or(alias))
        }
        Family::Ruby => {
            let var = clause.field("variable")?;
            Some(var.named_child(0).unwrap_or(var))
        }
    }
}

pub fn enclosing_py_handler(node: Node<'_>) -> Option<Handler<'_>> {
    let mut cur = node;
    while let Some(p) = parent_of(cur) {
        if p.kind_name() == "except_clause" {
            return clause_param(p, Family::Python).map(|param| Handler {
                kind: HandlerKind::Clause,
                node: p,
                param,
            });
        }
        if ast::is_function(p.kind_name(), Family::Python) {
            return None;
        }
        cur = p;
    }
    None
}

/// The innermost Ruby `rescue ... => e` around `node`, not looking through
/// method boundaries.
pub fn enclosing_ruby_handler(node: Node<'_>) -> Option<Handler<'_>> {
    let mut cur = node;
    while let Some(p) = parent_of(cur) {
        if p.kind_name() == "rescue" {
            return clause_param(p, Family::Ruby).map(|param| Handler {
                kind: HandlerKind::Clause,
                node: p,
                param,
            });
        }
        if ast::is_function(p.kind_name(), Family::Ruby)
            || matches!(p.kind_name(), "do_block" | "block")
        {
            return None;
        }
        cur = p;
    }
    None
}

/// How one use of the caught error inside a new error's arguments treats it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ErrorUse {
    /// Only its text: `e.message`, `String(e)`, `str(e)`, `${e}`, `e.response.data`.
    MessageOnly,
    /// Something that keeps the status or the error itself: `e.status`,
    /// `e.response.status_code`, `e.http_code`, passing `e`, `{ cause: e }`.
    Keeps,
}

/// Words in an access path that carry the HTTP status or the error itself.
const KEEPING_PARTS: &[&str] = &[
    "status",
    "statusCode",
    "status_code",
    "http_code",
    "httpStatus",
    "code",
    "cause",
    "__cause__",
    "response_code",
    "errno",
];

/// Classifies the use of the error variable `ident` within `boundary` (the
/// arguments of a new error).
pub fn classify_error_use<'t>(ident: Node<'t>, boundary: Node<'t>, text: &'t str) -> ErrorUse {
    let t = |n: Node<'_>| text.get(n.byte_range()).unwrap_or("");
    // Climb member accesses: e.response.data, e.response?.status, e.args[0].
    let mut top = ident;
    let mut parts: Vec<&str> = Vec::new();
    while let Some(p) = parent_of(top) {
        if p == boundary {
            break;
        }
        let part = match p.kind_name() {
            "member_expression" if p.field("object") == Some(top) => p.field("property").map(t),
            "attribute" if p.field("object") == Some(top) => p.field("attribute").map(t),
            // Ruby: e.response.code, e.message
            "call" if p.field("receiver") == Some(top) => p.field("method").map(t),
            "subscript_expression" | "subscript" | "element_reference"
                if p.named_child(0) == Some(top) =>
            {
                Some("[]")
            }
            "non_null_expression" | "parenthesized_expression" | "as_expression" => Some(""),
            // JS: e.toString(), e.response.data.json()
            "call_expression" if p.field("function") == Some(top) => Some("()"),
            _ => None,
        };
        match part {
            Some(s) => {
                parts.push(s);
                top = p;
            }
            None => break,
        }
    }
    let parts_trimmed: Vec<&str> = parts
        .iter()
        .map(|s| s.trim_start_matches('?').trim_start_matches('.'))
        .collect();
    if parts_trimmed
        .iter()
        .any(|p| KEEPING_PARTS.iter().any(|k| p.eq_ignore_ascii_case(k)))
    {
        return ErrorUse::Keeps;
    }
    let meaningful: Vec<&str> = parts_trimmed
        .iter()
        .copied()
        .filter(|p| !p.is_empty())
        .collect();
    // A new error of the caught error's own class (`e.exception(msg)`, a
    // Ruby copy with every attribute; `e.class.new(msg)`;
    // `exc.__class__(detail)`) keeps its type, which is what callers rescue
    // and retry on (`Faraday::TooManyRequestsError`, Pyramid's
    // `HTTPServiceUnavailable`).
    if meaningful
        .first()
        .is_some_and(|p| matches!(*p, "exception" | "class" | "__class__"))
    {
        return ErrorUse::Keeps;
    }
    if !meaningful.is_empty() {
        // `e.response` on its own (the whole response object) keeps the
        // status, unless it is only tested (`e.response ? ... : e.message`).
        if meaningful == ["response"] {
            // `e.response ? ... : e.message`, `e.response && e.response.data`:
            // a test of whether a response came, not the response.
            let tested = parent_of(top).is_some_and(|p| {
                (matches!(
                    p.kind_name(),
                    "ternary_expression" | "conditional_expression"
                ) && p.field("condition") == Some(top))
                    || (matches!(
                        p.kind_name(),
                        "binary_expression" | "boolean_operator" | "binary"
                    ) && p.field("left") == Some(top)
                        && p.field("operator")
                            .is_some_and(|o| matches!(t(o), "&&" | "and")))
            });
            return if tested {
                ErrorUse::MessageOnly
            } else {
                ErrorUse::Keeps
            };
        }
        return ErrorUse::MessageOnly;
    }
    // The bare error: its surroundings decide.
    let Some(parent) = parent_of(top) else {
        return ErrorUse::Keeps;
    };
    match parent.kind_name() {
        // `${e}`, f"{e}", "#{e}"
        "template_substitution" | "interpolation" => ErrorUse::MessageOnly,
        // "failed: " + e
        "binary_expression" | "binary_operator" | "binary" => ErrorUse::MessageOnly,
        "argument_list" | "arguments" => {
            // str(e), String(e), repr(e), JSON.stringify(e), format(e)
            let call = parent_of(parent);
            let callee = call
                .and_then(|c| c.field("function").or_else(|| c.field("method")))
                .map(t)
                .unwrap_or("");
            let last = callee.rsplit('.').next().unwrap_or(callee);
            // Text-conversion helpers (`to_text(e)`, `force_str(e)`) too.
            if matches!(
                last,
                "str"
                    | "repr"
                    | "String"
                    | "stringify"
                    | "format"
                    | "to_s"
                    | "inspect"
                    | "to_text"
                    | "to_native"
                    | "to_str"
                    | "force_str"
                    | "force_text"
                    | "smart_str"
            ) {
                ErrorUse::MessageOnly
            } else {
                ErrorUse::Keeps
            }
        }
        _ => ErrorUse::Keeps,
    }
}

/// All identifier uses of `name` inside `node` (not property names).
pub fn uses_of<'t>(node: Node<'t>, name: &str, text: &str) -> Vec<Node<'t>> {
    let mut out = Vec::new();
    if node.kind_name() == "identifier" && text.get(node.byte_range()) == Some(name) {
        out.push(node);
        return out;
    }
    ast::walk(node, &mut |n| {
        if n.kind_name() == "identifier" && text.get(n.byte_range()) == Some(name) {
            out.push(n);
        }
        true
    });
    out
}

/// Whether the protected code makes an outbound call: `Some(true)` when the
/// call was resolved (a client, an SDK, a project function summarised as
/// outbound), `Some(false)` when only a receiver's name says so.
pub fn guarded_remote_work<'t>(
    handler: &Handler<'t>,
    cx: &crate::context::Cx<'_, 't>,
) -> Option<bool> {
    let guarded = handler.guarded()?;
    if cx.text_of(guarded).len() > 50_000 {
        return None;
    }
    let family = cx.family();
    let judge = |n: Node<'t>| -> Option<bool> {
        if crate::semantics::ast::is_call(n.kind_name(), family)
            && !floating_in_callback(n, guarded)
        {
            crate::semantics::clients::outbound_call(cx, n).map(|o| o.resolved())
        } else {
            None
        }
    };
    let mut best: Option<bool> = judge(guarded);
    crate::semantics::ast::walk(guarded, &mut |n| {
        if best == Some(true) || n == handler.node {
            return false;
        }
        if let Some(r) = judge(n) {
            best = Some(best.unwrap_or(false) || r);
        }
        true
    });
    best
}

/// Whether some call in the handler's guarded code (the guarded node
/// itself included, the handler left out) satisfies `pred`.
pub fn any_guarded_call<'t>(
    handler: &Handler<'t>,
    cx: &crate::context::Cx<'_, 't>,
    mut pred: impl FnMut(Node<'t>) -> bool,
) -> bool {
    let Some(guarded) = handler.guarded() else {
        return false;
    };
    let family = cx.family();
    let mut call = |n: Node<'t>| crate::semantics::ast::is_call(n.kind_name(), family) && pred(n);
    let mut found = call(guarded);
    crate::semantics::ast::walk(guarded, &mut |n| {
        if found || n == handler.node {
            return false;
        }
        found = call(n);
        !found
    });
    found
}

/// JS: a call made as a bare statement (neither awaited, returned nor
/// assigned) inside a callback within the guarded code (`.then(() => {
/// performAPICall(req) })`, `items.forEach(i => { api.post(i) })`): its
/// promise floats, and its rejection never reaches the handler.
fn floating_in_callback(call: Node<'_>, guarded: Node<'_>) -> bool {
    let Some(stmt) = crate::semantics::parents::parent(call) else {
        return false;
    };
    if stmt.kind_name() != "expression_statement" {
        return false;
    }
    let Some(func) = crate::semantics::ast::enclosing_function(call, crate::lang::Family::Js)
    else {
        return false;
    };
    matches!(
        func.kind_name(),
        "arrow_function" | "function_expression" | "function"
    ) && guarded.start_byte() <= func.start_byte()
        && func.end_byte() <= guarded.end_byte()
}

/// The client libraries of the outbound calls the handler's guarded code
/// makes (`axios`, `fetch`, ...), in order, without repeats; a call of
/// project code counts as `project` (its errors may be the project's own).
pub fn guarded_clients<'t>(handler: &Handler<'t>, cx: &crate::context::Cx<'_, 't>) -> Vec<String> {
    let Some(guarded) = handler.guarded() else {
        return Vec::new();
    };
    if cx.text_of(guarded).len() > 50_000 {
        return Vec::new();
    }
    let family = cx.family();
    let mut out: Vec<String> = Vec::new();
    let mut visit = |n: Node<'t>| {
        if crate::semantics::ast::is_call(n.kind_name(), family)
            && let Some(o) = crate::semantics::clients::outbound_call(cx, n)
        {
            let client = match o.kind {
                // Project code that calls one client and passes its errors
                // on unchanged throws that client's errors.
                crate::semantics::clients::CallKind::Project
                    if !o.project_error_client.is_empty() && o.project_error_client != "*" =>
                {
                    o.project_error_client.clone()
                }
                crate::semantics::clients::CallKind::Project => "project".to_string(),
                // SDK errors (AWS SDK v3 `ServiceException`, Stripe, Twilio)
                // keep their status and code in own fields.
                crate::semantics::clients::CallKind::Sdk => "sdk".to_string(),
                _ if o.forwards_to.is_some() => "project".to_string(),
                _ => o.client,
            };
            if !out.contains(&client) {
                out.push(client);
            }
        }
    };
    visit(guarded);
    crate::semantics::ast::walk(guarded, &mut |n| {
        if n == handler.node {
            return false;
        }
        visit(n);
        true
    });
    out
}

/// The node sits inside a handler clause (`except`, `catch`, `rescue`) of
/// its own function: on the failure path, not the work.
pub fn in_handler_clause(node: Node<'_>, family: Family) -> bool {
    let mut cur = crate::semantics::parents::parent(node);
    while let Some(p) = cur {
        if matches!(p.kind_name(), "except_clause" | "catch_clause" | "rescue") {
            return true;
        }
        if ast::is_function(p.kind_name(), family) {
            return false;
        }
        cur = crate::semantics::parents::parent(p);
    }
    false
}
