//! Tests of an HTTP response's own status: whether a condition asks "did this
//! request succeed" (`r.status_code == 200`, `res.ok`, `200 <= r.status < 300`,
//! `res.is_a?(Net::HTTPSuccess)`, `res.code == "200"`), and of which
//! response. The fields, predicates and named codes per ecosystem are the
//! `response-*` lists of the knowledge files.

use crate::lang::Family;
use crate::model::knowledge::{Eco, list};
use crate::semantics::ast;
use crate::semantics::ast::Field;
use crate::semantics::kind::NodeKind as _;
use tree_sitter::Node;

/// A condition that tests a response's HTTP status.
#[derive(Clone, Copy, Debug)]
pub struct StatusTest<'t> {
    /// The response whose status is tested (`r`, `await fetch(url)`).
    pub response: Node<'t>,
    /// True when the condition holds on success, false when it holds on failure
    /// (`r.status_code != 200`, `!res.ok`).
    pub true_on_success: bool,
}

/// What one comparison says about the status.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Side {
    /// Holds on success (`== 200`, `.ok`, `< 300`).
    Success,
    /// Holds on failure (`!= 200`, `>= 400`).
    Failure,
    /// A lower bound of the success range (`>= 200`), meaningful in a conjunction.
    Lower,
}

fn text_of<'t>(n: Node<'_>, text: &'t str) -> &'t str {
    text.get(n.byte_range()).unwrap_or("")
}

/// The response status test `cond` makes, when the whole condition is one.
/// A condition that also tests something else (`r.ok and r.json()["state"] ==
/// "done"`) is not a status test.
pub fn status_test<'t>(cond: Node<'t>, family: Family, text: &'t str) -> Option<StatusTest<'t>> {
    let (response, side) = classify(cond, family, text)?;
    let true_on_success = match side {
        Side::Success => true,
        Side::Failure => false,
        Side::Lower => return None,
    };
    Some(StatusTest {
        response,
        true_on_success,
    })
}

/// The response a condition compares with any HTTP status code
/// (`r.status_code == 401`, `res.status === 429`, `resp.code != 200`), or
/// whose success it tests: the condition is about how that request went.
pub fn status_checked_response<'t>(
    cond: Node<'t>,
    family: Family,
    text: &'t str,
) -> Option<Node<'t>> {
    if let Some(t) = status_test(cond, family, text) {
        return Some(t.response);
    }
    let n = ast::unwrap_expr(cond);
    // `r.status_code == 504 and tries < retries`: the status test of an
    // attempt loop bounded by its counter.
    let operator = n.field("operator").map_or("", |o| text_of(o, text));
    if matches!(
        n.kind_name(),
        "boolean_operator" | "binary_expression" | "binary"
    ) && matches!(operator, "and" | "&&")
    {
        let (left, right) = (n.field("left")?, n.field("right")?);
        if is_attempt_bound(right, text) {
            return status_checked_response(left, family, text);
        }
        if is_attempt_bound(left, text) {
            return status_checked_response(right, family, text);
        }
        return None;
    }
    let (left, right) = match n.kind_name() {
        "comparison_operator" if n.named_child_count() == 2 => {
            (n.named_child(0)?, n.named_child(1)?)
        }
        "binary_expression" | "binary" => (n.field("left")?, n.field("right")?),
        _ => return None,
    };
    let is_code = |v: Node<'_>| {
        let t = text_of(v, text);
        t.trim_matches(|c| c == '"' || c == '\'')
            .parse::<u16>()
            .is_ok_and(|c| (100..600).contains(&c))
            || named_status_code(t)
    };
    if is_code(right) {
        status_subject(left, family, text)
    } else if is_code(left) {
        status_subject(right, family, text)
    } else {
        None
    }
}

/// `tries < retries`, `attempt <= MAX_ATTEMPTS`: a comparison of an attempt
/// counter.
fn is_attempt_bound(n: Node<'_>, text: &str) -> bool {
    let n = ast::unwrap_expr(n);
    matches!(
        n.kind_name(),
        "comparison_operator" | "binary_expression" | "binary"
    ) && {
        let t = text_of(n, text);
        t.contains('<') && crate::semantics::names::RETRY_ATTEMPT_NAME.is_match(t)
    }
}

/// A named HTTP status constant: `status.HTTP_504_GATEWAY_TIMEOUT` (Django
/// REST framework), `HTTPStatus.GATEWAY_TIMEOUT`, `StatusCodes.NOT_FOUND`,
/// `HttpStatus.OK`.
fn named_status_code(t: &str) -> bool {
    let (owner, last) = t.rsplit_once(['.', ':']).unwrap_or(("", t));
    let last = last.trim_start_matches(':');
    let owner = owner.rsplit(['.', ':']).next().unwrap_or(owner);
    numbered_status_constant(t).is_some()
        || (list(Eco::Common, "status-code-enums").contains(&owner)
            && !last.is_empty()
            && last.chars().all(|c| c.is_ascii_uppercase() || c == '_'))
}

/// The code a named status constant stands for: a numbered one
/// (`status.HTTP_504_GATEWAY_TIMEOUT` is 504) or a member of a status enum
/// named for its reason phrase (`HTTPStatus.BAD_GATEWAY` is 502:
/// `status-code-names`).
pub fn status_constant_code(t: &str) -> Option<u32> {
    if let Some(code) = numbered_status_constant(t) {
        return Some(code);
    }
    let (owner, last) = t.rsplit_once(['.', ':'])?;
    let owner = owner.rsplit(['.', ':']).next().unwrap_or(owner);
    if !list(Eco::Common, "status-code-enums").contains(&owner) {
        return None;
    }
    list(Eco::Common, "status-code-names")
        .iter()
        .find_map(|entry| {
            let (name, code) = entry.split_once('=')?;
            (name == last).then(|| code.parse().ok()).flatten()
        })
}

/// The code a numbered status constant names (`status.HTTP_504_GATEWAY_TIMEOUT`
/// is 504).
fn numbered_status_constant(t: &str) -> Option<u32> {
    let last = t.rsplit(['.', ':']).next().unwrap_or(t);
    last.strip_prefix("HTTP_")
        .and_then(|r| r.get(..3))
        .and_then(|d| d.parse().ok())
        .filter(|c| (100..600).contains(c))
}

fn classify<'t>(n: Node<'t>, family: Family, text: &'t str) -> Option<(Node<'t>, Side)> {
    let n = ast::unwrap_expr(n);
    match n.kind_name() {
        "parenthesized_statements" | "condition" => classify(n.named_child(0)?, family, text),
        "not_operator" | "unary_expression" | "unary" => {
            let op = n.child(0).map(|c| text_of(c, text)).unwrap_or("");
            if !matches!(op, "!" | "not") {
                return None;
            }
            let inner = n.field("argument").or_else(|| n.field("operand"))?;
            let (r, side) = classify(inner, family, text)?;
            let flipped = match side {
                Side::Success => Side::Failure,
                Side::Failure => Side::Success,
                Side::Lower => return None,
            };
            Some((r, flipped))
        }
        "boolean_operator" | "binary_expression" | "binary"
            if matches!(
                n.field("operator").map(|o| text_of(o, text)),
                Some("and" | "&&" | "or" | "||")
            ) =>
        {
            let op = text_of(n.field("operator")?, text);
            // `r.status_code == 504 and tries < retries`: the status test of
            // an attempt loop bounded by its counter.
            if matches!(op, "and" | "&&") {
                let (left, right) = (n.field("left")?, n.field("right")?);
                if is_attempt_bound(right, text) {
                    return classify(left, family, text);
                }
                if is_attempt_bound(left, text) {
                    return classify(right, family, text);
                }
            }
            let (l, ls) = classify(n.field("left")?, family, text)?;
            let (r, rs) = classify(n.field("right")?, family, text)?;
            if text_of(l, text) != text_of(r, text) {
                return None;
            }
            let side = match (matches!(op, "and" | "&&"), ls, rs) {
                (true, Side::Success | Side::Lower, Side::Success)
                | (true, Side::Success, Side::Lower) => Side::Success,
                (false, Side::Success, Side::Success) => Side::Success,
                (false, Side::Failure, Side::Failure) => Side::Failure,
                _ => return None,
            };
            Some((l, side))
        }
        "comparison_operator" => python_comparison(n, text),
        "binary_expression" | "binary" => {
            let op = text_of(n.field("operator")?, text);
            let left = n.field("left")?;
            let right = n.field("right")?;
            // `Net::HTTPSuccess === res`
            if family == Family::Ruby && op == "===" && is_success_class(left, text) {
                return Some((right, Side::Success));
            }
            compare(left, op, right, family, text)
        }
        // `res.ok`, `r.is_success`
        "attribute" | "member_expression" => {
            let field = n
                .child_by_field_name("attribute")
                .or_else(|| n.child_by_field_name("property"))?;
            let object = n.child_by_field_name("object")?;
            list(Eco::of(family), "response-success-predicates")
                .contains(&text_of(field, text))
                .then_some((object, Side::Success))
        }
        "call" if family == Family::Ruby => ruby_call(n, text),
        "call_expression" if family == Family::Js => js_includes(n, text),
        // `(200..299).include?(code)` is Ruby; Python calls are not tests.
        _ => None,
    }
}

/// Ruby `res.success?`, `res.status.success?`, `res.is_a?(Net::HTTPSuccess)`,
/// `(200..299).include?(res.code.to_i)`.
fn ruby_call<'t>(n: Node<'t>, text: &'t str) -> Option<(Node<'t>, Side)> {
    let method = text_of(n.field("method")?, text);
    let receiver = n.field("receiver")?;
    let args = n.field("arguments");
    let first_arg = args.and_then(|a| a.named_child(0));
    if matches!(method, "is_a?" | "kind_of?" | "instance_of?") {
        return first_arg
            .filter(|a| is_success_class(*a, text))
            .map(|_| (receiver, Side::Success));
    }
    if matches!(method, "include?" | "cover?" | "member?") {
        let value = first_arg?;
        let response = status_subject(value, Family::Ruby, text)?;
        // `(200..299).include?(code)`, or a list of failure codes, written
        // in place or named by a constant (`RETRY_CODES.include?(res.code)`).
        let collection = ast::ruby_constant_assignment(receiver, text)
            .map_or(receiver, |(_, value)| ruby_unfrozen(value, text));
        if success_collection(collection, Family::Ruby, text) {
            return Some((response, Side::Success));
        }
        return failure_collection(collection, Family::Ruby, text)
            .then_some((response, Side::Failure));
    }
    if args.is_none() && list(Eco::Ruby, "response-success-predicates").contains(&method) {
        // `res.status.success?` (http.rb): the predicate of the status.
        let response = status_subject(receiver, Family::Ruby, text).unwrap_or(receiver);
        return Some((response, Side::Success));
    }
    None
}

/// JavaScript `[502, 503, 504].includes(res.status)`, or a module constant
/// bound to such a list (`RETRY_CODES.includes(res.status)`): a test of a
/// list of failure (or success) codes.
fn js_includes<'t>(n: Node<'t>, text: &'t str) -> Option<(Node<'t>, Side)> {
    let f = n
        .field("function")
        .filter(|f| f.kind_name() == "member_expression")?;
    if f.field("property").map(|p| text_of(p, text)) != Some("includes") {
        return None;
    }
    let value = n.field("arguments")?.named_child(0)?;
    let response = status_subject(value, Family::Js, text)?;
    let object = f.field("object")?;
    let collection = match object.kind_name() {
        "identifier" => js_module_const(object, text)?,
        _ => object,
    };
    if success_collection(collection, Family::Js, text) {
        return Some((response, Side::Success));
    }
    failure_collection(collection, Family::Js, text).then_some((response, Side::Failure))
}

/// The value a top-level `const NAME = ...` of the file binds to the
/// identifier `name`.
fn js_module_const<'t>(name: Node<'t>, text: &str) -> Option<Node<'t>> {
    let mut root = name;
    while let Some(p) = crate::semantics::parents::parent(root) {
        root = p;
    }
    let wanted = text_of(name, text);
    let mut c = root.walk();
    root.named_children(&mut c).find_map(|stmt| {
        let stmt = match stmt.kind_name() {
            "export_statement" => stmt.field("declaration")?,
            _ => stmt,
        };
        if stmt.kind_name() != "lexical_declaration" {
            return None;
        }
        let mut c2 = stmt.walk();
        stmt.named_children(&mut c2)
            .filter(|d| d.kind_name() == "variable_declarator")
            .find(|d| d.field("name").is_some_and(|n| text_of(n, text) == wanted))
            .and_then(|d| d.field("value"))
    })
}

/// The value a module-level assignment of the file binds to a Python name
/// (`ERROR_CODES = (500, 502)`), or the entry of a module-level dict under a
/// string key (`SCAN_CODES["ERROR"]` with `SCAN_CODES = {"ERROR": [...]}`).
fn python_module_collection<'t>(n: Node<'t>, text: &str) -> Option<Node<'t>> {
    let n = ast::unwrap_expr(n);
    let (name, key) = match n.kind_name() {
        "identifier" => (n, None),
        "subscript" => {
            let value = n.field("value").filter(|v| v.kind_name() == "identifier")?;
            let key = n.field("subscript").filter(|k| k.kind_name() == "string")?;
            (value, Some(text_of(key, text).trim_matches(['"', '\''])))
        }
        _ => return None,
    };
    let mut root = n;
    while let Some(p) = crate::semantics::parents::parent(root) {
        root = p;
    }
    let value = ast::python_module_value(root, text_of(name, text), text)?;
    let Some(key) = key else {
        return Some(value);
    };
    if value.kind_name() != "dictionary" {
        return None;
    }
    let mut c = value.walk();
    value
        .named_children(&mut c)
        .filter(|p| p.kind_name() == "pair")
        .find(|p| {
            p.field("key")
                .is_some_and(|k| text_of(k, text).trim_matches(['"', '\'']) == key)
        })
        .and_then(|p| p.field("value"))
}

fn is_success_class(n: Node<'_>, text: &str) -> bool {
    let t = text_of(n, text).trim_start_matches("::");
    list(Eco::Ruby, "response-success-classes").contains(&t)
}

/// Python `a == b`, `a in (...)`, `200 <= a < 300` (a chained comparison).
fn python_comparison<'t>(n: Node<'t>, text: &'t str) -> Option<(Node<'t>, Side)> {
    let mut c = n.walk();
    let ops: Vec<&str> = n
        .children_by_field_name("operators", &mut c)
        .map(|o| text_of(o, text))
        .collect();
    let mut c = n.walk();
    let operands: Vec<Node<'t>> = n
        .named_children(&mut c)
        .filter(|o| o.kind_name() != "comment")
        .collect();
    if operands.len() != ops.len() + 1 {
        return None;
    }
    let mut result: Option<(Node<'t>, Side)> = None;
    for (i, op) in ops.iter().enumerate() {
        let (l, r) = (operands[i], operands[i + 1]);
        let op = op.split_whitespace().collect::<Vec<_>>().join(" ");
        let (resp, side) = compare(l, &op, r, Family::Python, text)?;
        result = match result {
            None => Some((resp, side)),
            Some((prev, prev_side)) if text_of(prev, text) == text_of(resp, text) => {
                match (prev_side, side) {
                    (Side::Lower, Side::Success) | (Side::Success, Side::Lower) => {
                        Some((resp, Side::Success))
                    }
                    _ => return None,
                }
            }
            _ => return None,
        };
    }
    result
}

/// `status op value` or `value op status`, with the status of a response on
/// one side and a code (or collection of codes) on the other.
fn compare<'t>(
    left: Node<'t>,
    op: &str,
    right: Node<'t>,
    family: Family,
    text: &'t str,
) -> Option<(Node<'t>, Side)> {
    let membership = matches!(op, "in" | "not in");
    if membership {
        let response = status_subject(left, family, text)?;
        // `in ERROR_CODES`, `in SCAN_CODES["ERROR"]`: a module constant.
        let right = if family == Family::Python {
            python_module_collection(right, text).unwrap_or(right)
        } else {
            right
        };
        // `in (200, 201)` holds on success; `in (502, 503)` on failure.
        let in_holds_on = if success_collection(right, family, text) {
            Side::Success
        } else if failure_collection(right, family, text) {
            Side::Failure
        } else {
            return None;
        };
        let side = match (op == "in", in_holds_on) {
            (true, side) => side,
            (false, Side::Success) => Side::Failure,
            (false, _) => Side::Success,
        };
        return Some((response, side));
    }
    // Put the status on the left: `200 == r.status_code` reads `r.status_code == 200`.
    let (status, value, op) = match status_subject(left, family, text) {
        Some(_) => (left, right, op.to_string()),
        None => (right, left, mirror(op)?.to_string()),
    };
    let response = status_subject(status, family, text)?;
    let code = code_value(value, family, text)?;
    let side = match op.as_str() {
        "==" | "===" | "eql?" if (200..300).contains(&code) => Side::Success,
        "!=" | "!==" if (200..300).contains(&code) => Side::Failure,
        // `== 504`, `=== 429`: a transient failure the loop goes round on.
        "==" | "===" | "eql?" if code == 429 || (500..600).contains(&code) => Side::Failure,
        // `< 300`, `<= 299`, `< 500` (server errors retried): the request
        // is not a failure the loop goes round on.
        "<" if (201..=500).contains(&code) => Side::Success,
        "<=" if (200..500).contains(&code) => Side::Success,
        ">=" if (300..=500).contains(&code) => Side::Failure,
        ">" if (299..500).contains(&code) => Side::Failure,
        ">=" if (100..=200).contains(&code) => Side::Lower,
        ">" if (99..200).contains(&code) => Side::Lower,
        _ => return None,
    };
    Some((response, side))
}

fn mirror(op: &str) -> Option<&'static str> {
    Some(match op {
        "==" => "==",
        "===" => "===",
        "!=" => "!=",
        "!==" => "!==",
        "<" => ">",
        ">" => "<",
        "<=" => ">=",
        ">=" => "<=",
        _ => return None,
    })
}

/// The response of a status read: `r` for `r.status_code`, `res.statusCode`,
/// `resp.getcode()`, Ruby `res.code`, `res.code.to_i`, `res.status`.
pub fn status_subject<'t>(n: Node<'t>, family: Family, text: &'t str) -> Option<Node<'t>> {
    let n = ast::unwrap_expr(n);
    let fields = list(Eco::of(family), "response-status-fields");
    match (family, n.kind_name()) {
        (Family::Python, "attribute") | (Family::Js, "member_expression") => {
            let field = n.field("attribute").or_else(|| n.field("property"))?;
            fields
                .contains(&text_of(field, text))
                .then(|| n.field("object"))
                .flatten()
        }
        // `resp.getcode()`, `int(resp.status)`, `Number(res.status)`
        (Family::Python, "call") | (Family::Js, "call_expression") => {
            let f = n.field("function")?;
            let args = n.field("arguments")?;
            if matches!(text_of(f, text), "int" | "Number" | "parseInt") {
                return status_subject(args.named_child(0)?, family, text);
            }
            if args.named_child_count() == 0
                && matches!(f.kind_name(), "attribute" | "member_expression")
            {
                return status_subject(f, family, text);
            }
            None
        }
        (Family::Ruby, "call") => {
            let method = text_of(n.field("method")?, text);
            let receiver = n.field("receiver")?;
            if n.field("arguments").is_some() {
                return None;
            }
            if matches!(method, "to_i" | "to_s" | "to_int") {
                return status_subject(receiver, family, text);
            }
            fields.contains(&method).then_some(receiver)
        }
        _ => None,
    }
}

/// A 2xx code (or any HTTP code) as a number: `200`, Ruby `"200"`,
/// `requests.codes.ok` (200).
fn code_value(n: Node<'_>, family: Family, text: &str) -> Option<u32> {
    let n = ast::unwrap_expr(n);
    let t = text_of(n, text).trim();
    match n.kind_name() {
        "integer" | "number" => t.parse().ok().filter(|c| (100..600).contains(c)),
        "string" if family == Family::Ruby => ast::string_content(n, text)
            .and_then(|s| s.parse().ok())
            .filter(|c| (100..600).contains(c)),
        // A word of `%w[500 502]`.
        "bare_string" => t.parse().ok().filter(|c| (100..600).contains(c)),
        _ if list(Eco::of(family), "response-success-codes").contains(&t) => Some(200),
        // `status.HTTP_504_GATEWAY_TIMEOUT`
        _ => numbered_status_constant(t),
    }
}

/// `%w[500 502].freeze` is the list itself.
fn ruby_unfrozen<'t>(n: Node<'t>, text: &str) -> Node<'t> {
    if n.kind_name() == "call"
        && n.field("method")
            .is_some_and(|m| text_of(m, text) == "freeze")
        && let Some(receiver) = n.field("receiver")
    {
        return receiver;
    }
    n
}

/// The codes a literal collection names: a list, tuple, set or Ruby
/// `%w[...]` (each element's code, `None` for anything else), or a range of
/// codes (`200..299`, `200...300`, Python `range(200, 300)`) as its first
/// code and the code after its last.
enum Codes {
    List(Vec<Option<u32>>),
    Range(u32, u32),
}

fn literal_codes(n: Node<'_>, family: Family, text: &str) -> Option<Codes> {
    let mut n = ast::unwrap_expr(n);
    if n.kind_name() == "parenthesized_statements" {
        n = n.named_child(0)?;
    }
    let children = |n: Node<'_>| -> Vec<Option<u32>> {
        let mut c = n.walk();
        n.named_children(&mut c)
            .map(|e| code_value(e, family, text))
            .collect()
    };
    match n.kind_name() {
        "tuple" | "list" | "set" | "array" | "string_array" => Some(Codes::List(children(n))),
        "range" => {
            let ends = children(n);
            let (Some(lo), Some(hi)) = (*ends.first()?, *ends.get(1)?) else {
                return None;
            };
            let inclusive = !text_of(n, text).contains("...");
            (ends.len() == 2).then_some(Codes::Range(lo, if inclusive { hi + 1 } else { hi }))
        }
        "call" if family == Family::Python => {
            if n.field("function").map(|f| text_of(f, text)) != Some("range") {
                return None;
            }
            let args = n.field("arguments")?;
            let lo = code_value(args.named_child(0)?, family, text)?;
            let hi = code_value(args.named_child(1)?, family, text)?;
            (args.named_child_count() == 2).then_some(Codes::Range(lo, hi))
        }
        _ => None,
    }
}

/// True when the literal collection names only codes in `lo..end`.
fn collection_within(n: Node<'_>, family: Family, text: &str, lo: u32, end: u32) -> bool {
    match literal_codes(n, family, text) {
        Some(Codes::List(codes)) => {
            !codes.is_empty()
                && codes
                    .iter()
                    .all(|c| c.is_some_and(|c| (lo..end).contains(&c)))
        }
        Some(Codes::Range(first, after)) => (lo..end).contains(&first) && after <= end,
        None => false,
    }
}

/// `[500, 502, 503]`, `%w[500 502 503]`, `(500..599)`: a collection of
/// failure codes only (each 400 or above).
fn failure_collection(n: Node<'_>, family: Family, text: &str) -> bool {
    collection_within(n, family, text, 400, 600)
}

/// `(200, 201)`, `[200, 204]`, `range(200, 300)`, `200..299`, `200...300`:
/// a collection of success codes only.
fn success_collection(n: Node<'_>, family: Family, text: &str) -> bool {
    collection_within(n, family, text, 200, 300)
}

/// True when `call`'s arguments name a readiness or health endpoint
/// (`base_url + "/health"`, `READY_URL`): a loop that re-requests it until
/// it answers 2xx waits for a service, it does not retry a failure.
pub fn requests_readiness_endpoint(call: Node<'_>, text: &str) -> bool {
    let Some(args) = call.field("arguments") else {
        return false;
    };
    let words = list(Eco::Common, "readiness-endpoints");
    text_of(args, text)
        .split(|c: char| !c.is_ascii_alphanumeric())
        .any(|w| words.contains(&w.to_ascii_lowercase().as_str()))
}

/// A condition that tests a definite answer of the server: a 4xx code (not
/// a transient one, 408/425/429: `transient-client-statuses`), a redirect
/// (3xx: the next call follows the new location), or a status name
/// (`permanent-status-names`: `Conflict`, `NotFound`), and no range
/// comparison (`status >= 400` takes in 429 too), and no server status
/// beside it (`status === 409 || status === 502` goes round on a failing
/// gateway too).
pub fn tests_definite_answer(cond: &str) -> bool {
    use regex::Regex;
    use std::sync::LazyLock;
    static CLIENT_STATUS: LazyLock<Regex> = LazyLock::new(|| {
        Regex::new(&format!(
            r"\b[34]\d\d\b|\b(?:{})\b",
            crate::model::knowledge::words_pattern(list(Eco::Common, "permanent-status-names"))
        ))
        .expect("valid regex")
    });
    static SERVER_STATUS: LazyLock<Regex> =
        LazyLock::new(|| Regex::new(r"\b5\d\d\b").expect("valid regex"));
    let transient = list(Eco::Common, "transient-client-statuses");
    !tests_a_status_range(cond)
        && !SERVER_STATUS.is_match(cond)
        && CLIENT_STATUS.find_iter(cond).next().is_some()
        && CLIENT_STATUS
            .find_iter(cond)
            .all(|m| !transient.contains(&m.as_str()))
}

/// A part of an and/or chain that compares a status with `<` or `>`
/// (`status >= 400`, `code < 500`); a bound on something else beside the
/// test (`attemptsLeft > 0`) is no range of statuses.
fn tests_a_status_range(cond: &str) -> bool {
    use regex::Regex;
    use std::sync::LazyLock;
    static PARTS: LazyLock<Regex> =
        LazyLock::new(|| Regex::new(r"&&|\|\||\band\b|\bor\b").expect("valid regex"));
    static RANGE: LazyLock<Regex> =
        LazyLock::new(|| Regex::new(r"<|>=|>\s*\d|[^=]>").expect("valid regex"));
    static STATUS: LazyLock<Regex> =
        LazyLock::new(|| Regex::new(r"(?i)\b\d{3}\b|status|code").expect("valid regex"));
    PARTS
        .split(cond)
        .any(|part| RANGE.is_match(part) && STATUS.is_match(part))
}

/// The ways `def` goes round again (`continue`, Ruby `next` and `retry`) all
/// sit in branches that test a definite answer (`if (status === 409)
/// continue`): a conflict loop that reads again and rewrites, not a retry of
/// a failing dependency. False when it has none.
pub fn repeats_only_on_answers(def: Node<'_>, family: Family, text: &str) -> bool {
    // Asked for every definition a summary records, so only the nodes of
    // the kinds tested below are visited (from the file's table).
    static KINDS: std::sync::LazyLock<crate::semantics::parents::KindSet> =
        std::sync::LazyLock::new(|| {
            crate::semantics::parents::KindSet::new(|k, _| {
                matches!(k, "continue_statement" | "retry" | "next")
            })
        });
    let mut repeats = Vec::new();
    crate::semantics::parents::descendants_of(def, &KINDS, &mut |n| {
        // Labelled `continue` and Ruby `retry` go round again too.
        let is_repeat = crate::semantics::loops::is_next_statement(n, family)
            || matches!(n.kind_name(), "continue_statement" | "retry");
        if is_repeat {
            repeats.push(n);
        }
    });
    !repeats.is_empty()
        && repeats.iter().all(|r| {
            ast::branch_conditions(*r, def, family)
                .iter()
                .any(|c| tests_definite_answer(text_of(*c, text)))
        })
}

#[cfg(test)]
mod tests {
    use super::tests_definite_answer;

    #[test]
    fn definite_answers_beside_other_bounds() {
        assert!(tests_definite_answer(
            "err.status === 412 && attemptsLeft > 0"
        ));
        assert!(tests_definite_answer(
            "e.response.status_code == 409 and tries < 3"
        ));
        assert!(!tests_definite_answer(
            "err.status >= 400 && attemptsLeft > 0"
        ));
        assert!(!tests_definite_answer("status === 409 || status === 502"));
        assert!(!tests_definite_answer(
            "err.status === 429 && attemptsLeft > 0"
        ));
        assert!(!tests_definite_answer("code < 500 && code != 404"));
    }
}
