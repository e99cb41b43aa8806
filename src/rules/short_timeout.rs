//! `short-timeout`: A network timeout or abort budget below min-timeout-ms (default 2000 ms).

use crate::context::Cx;
use crate::finding::Severity;
use crate::index::FileIndex;
use crate::lang::Family;
use crate::model::knowledge::{self, Eco};
use crate::rules::{Effort, Rule, RuleMeta, RuleOption, RuleQueries};
use crate::semantics::ast;
use crate::semantics::ast::Field;
use crate::semantics::clients::{
    CallKind, Outbound, is_client_constructor, is_js_connection_class, outbound_call,
};
use crate::semantics::endpoints::{bound_to_local_endpoint, targets_local_endpoint};
use crate::semantics::facts::resolve_python_name;
use crate::semantics::kind::NodeKind as _;
use crate::semantics::names::{BROKER_AND_LOCK_WORDS, is_datastore_name, name_words};
use crate::semantics::parents;
use std::sync::LazyLock;
use tree_sitter::Node;

pub struct ShortTimeout;

pub static META: RuleMeta = RuleMeta {
    id: "short-timeout",
    name: "ShortTimeout",
    severity: Severity::Warning,
    families: &[Family::Js, Family::Ruby, Family::Python],
    summary: "A network timeout or abort budget below min-timeout-ms (default 2000 ms)",
    incidents: &["INC-2026-07-03-authorizer-timeout"],
    fix: "Give the call a budget of several seconds (3-5 s for a cold Lambda or TLS handshake), passed explicitly.",
    docs: DOCS,
    effort: Effort::Trivial,
    opt_in: false,
    harms_dependency: false,
    confidence: "High when the budget bounds a call the model resolved (a client library, an SDK, a project client), an abort timer or `AbortSignal.timeout`, or a parameter default used for such work. A Python timeout read from another module's settings constant (`settings.X_TIMEOUT`, an imported `X_TIMEOUT`) is resolved through the index to its value or its lookup default (`config(\"X\", 1)`) and reported at the use. A comment beside the setting that gives a reason makes it medium. Medium when the budget sits in the options of a JavaScript client told to try more than once (`new SESv2Client({ maxAttempts: 3, requestHandler: new NodeHttpHandler({ connectionTimeout: 1000 }) })`; an attempt count of 2 or more or a retry count of 1 or more under a `retry-options` key): a short budget per attempt is a fail-fast choice. Medium when the client is known only by its receiver's name, or when a constant is judged by its name (`*REQUEST*TIMEOUT*`) with no resolved use; when the bounded call is tried again (an attempt loop, a retry helper, a retry package attached to the client instance whose options hold the budget: `const api = axios.create({ timeout: 1000 }); axiosRetry(api, ...)`, or an SDK client configuration whose retries stand: botocore's `Config` tries a timed-out attempt again unless `max_attempts` is 0 or `total_max_attempts` 1, `retrying-sdk-modules`); and when its failure is handled in the same function (a handler that goes on, a `.catch()` returning a value, a `rescue` modifier, a handler that returns a value it keeps, a cached copy or a stored token, and raises only when it has none: fail fast, fall back) or by every caller of that function in the same file, up to two calls up (a best-effort step). A handler that answers \"no\" (`false`, `{ isAuthorized: false }`), or nothing (`nil`, `None`, `null`) after a request that changes state (PUT, POST, PATCH, DELETE), is no fallback: the early abort becomes a wrong answer (incident 000), and the finding stays high, unless the function answers nothing on success too (Ruby: the protected part ends in `nil`; Python, JS: no `return` hands back a value): nobody reads the outcome of such a fire-and-forget notification, and the finding is medium. Reported in every context but tests and examples; medium in browser UI code. Not reported for httpx's `pool=` (the wait for a free connection of the process's own pool, no network phase). Not reported for a loopback or link-local endpoint (`loopback-hosts`, `host-local-endpoints`: instance metadata), named in the call, through a URL constant it uses, or as the address the same socket connects to, including its own listening address read from `getsockname()` (a server waking its `accept()`).",
    options: &[RuleOption {
        name: "min-timeout-ms",
        default: "2000",
        description: "Timeouts below this many milliseconds are reported.",
    }],
};

const DOCS: &str = r#"
## What it flags

A timeout or abort budget on network work that is shorter than
`min-timeout-ms` (2000 ms by default, so 1 s and 1.5 s are reported). The
finding points at the number itself.

- TypeScript / JavaScript (numbers are milliseconds):
  - a parameter default named like a timeout (`timeoutMs = 1000`,
    `{ timeout = 800 } = {}`) when the function uses it for network work:
    an abort timer, `AbortSignal.timeout(...)`, the options of an outbound
    call (`fetch`, `axios`, `got`, ...) or of a client constructor
    (`axios.create`, `new XxxClient(...)`); callers that omit the argument get
    the short budget;
  - abort timers `setTimeout(() => controller.abort(), 1000)`;
  - `AbortSignal.timeout(500)`;
  - `timeout`, `timeoutMs`, `connectTimeout`, `connectionTimeout`,
    `readTimeout`, `requestTimeout`, `responseTimeout`, `socketTimeout`
    properties in the options of an outbound call or client constructor
    (`axios.create({ timeout: 1000 })`, `got(url, { timeout: { request: 1000 } })`);
  - constants named like `REQUEST_TIMEOUT`, `HTTP_TIMEOUT_MS`,
    `FETCH_TIMEOUT`, `API_TIMEOUT`.
- Ruby (numbers are seconds): `timeout:`, `open_timeout:`, `read_timeout:`,
  `write_timeout:`, `connect_timeout:` options of an outbound call or client
  constructor (`Faraday.new(request: { timeout: 1 })`,
  `RestClient::Request.execute(..., timeout: 1)`, `Net::HTTP.start(...,
  read_timeout: 1)`), `http.read_timeout = 1` / `conn.options.timeout = 1`
  assignments, http.rb `HTTP.timeout(1)`, and `Timeout.timeout(1) do ... end`
  around an outbound call.
- Python (numbers are seconds): `timeout=` on an outbound call or client
  constructor (`requests.get(url, timeout=1)`, `httpx.Client(timeout=1.0)`,
  `urllib3.PoolManager(timeout=0.8)`; a `(connect, read)` tuple is checked
  element by element), `sock.settimeout(0.5)`, `aiohttp.ClientTimeout(total=1)`,
  `httpx.Timeout(...)`, `urllib3.Timeout(...)` and botocore
  `Config(connect_timeout=1, read_timeout=1)`.
- A unit in the name overrides the language default: `Ms`, `_ms`, `Millis`
  mean milliseconds; `Sec`, `Seconds`, `_s` mean seconds.
- When the value is a same-file constant (`timeout: TIMEOUT` with
  `const TIMEOUT = 500`, `timeout=self.TIMEOUT`, `timeout=REQUEST_TIMEOUT`) or,
  in Ruby and Python, a parameter default of the enclosing function
  (`def fetch(url, timeout=1)`), the finding points at that literal and a
  label marks the call that uses it.

## Why

Incident INC-2026-07-03-authorizer-timeout: a Lambda authorizer validated
tokens with `fetchWithRetry(url, options, retries = 3, timeoutMs = 1000)`,
which armed `setTimeout(() => controller.abort(), timeoutMs)` around each
`fetch`. The caller relied on the default. A cold start, a fresh DNS lookup
and a TLS handshake together took longer than one second, so all three
attempts were aborted while the identity API was answering 200; the
authorizer returned `isAuthorized: false`, the gateway answered 403, and the
subscriptions the caller was creating were silently lost. A budget that is
shorter than the normal latency of a cold path turns a healthy dependency
into an outage, and retrying with the same budget does not help.

## Fix

Give network work several seconds (3-5 s for a cold start or TLS handshake),
and pass it explicitly at the call sites that matter.

TypeScript, before:

```ts
static async fetchWithRetry(url: string, init: RequestInit, retries = 3, timeoutMs = 1000) {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  return fetch(url, { ...init, signal: controller.signal });
}
```

After:

```ts
static async fetchWithRetry(url: string, init: RequestInit, retries = 3, timeoutMs = 5000) {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  return fetch(url, { ...init, signal: controller.signal });
}
```

Ruby, before:

```ruby
conn = Faraday.new(url: base_url, request: { open_timeout: 0.5, timeout: 1 })
```

After:

```ruby
conn = Faraday.new(url: base_url, request: { open_timeout: 3, timeout: 10 })
```

Python, before:

```python
response = requests.get(url, headers=headers, timeout=1)
```

After:

```python
response = requests.get(url, headers=headers, timeout=(3.05, 10))
```

## Not flagged

- `0`, `None`, `nil`, `Infinity` and other non-literal values (no timeout at
  all is a different problem).
- Timers that do not abort network work: a bare `setTimeout(fn, 300)`, UI
  animation or debounce delays, a `useClipboard({ timeout = 1000 })` hook
  whose parameter never reaches a request.
- Waits that share the option name but are not network calls: queue pops
  (`Queue#pop(timeout: 1)`, `queue.get(timeout=1)`), locks, SQS
  `visibility_timeout`, job and workflow step timeouts, `Thread#join(1)`,
  `Timeout.timeout(1)` around local work, datastore clients (Redis,
  memcached, databases).
- A JavaScript value below 100 on a name without a unit (`timeout: 30`): it
  is most likely seconds for a library that takes seconds.
- Timeouts of `min-timeout-ms` or more.

## Options

- `min-timeout-ms` (default `2000`): timeouts below this many milliseconds
  are reported.

```toml
[rules.short-timeout]
min-timeout-ms = 3000
```
"#;

static QUERIES: RuleQueries = RuleQueries::new(
    "short-timeout",
    crate::query_file!("javascript", "short-timeout"),
    crate::query_file!("ruby", "short-timeout"),
    crate::query_file!("python", "short-timeout"),
);

impl Rule for ShortTimeout {
    fn meta(&self) -> &'static RuleMeta {
        &META
    }

    fn node_kinds(&self, family: Family) -> &'static [&'static str] {
        match family {
            Family::Js => &[
                "function_declaration",
                "function_expression",
                "arrow_function",
                "method_definition",
                "generator_function_declaration",
                "generator_function",
                "call_expression",
                "new_expression",
                "variable_declarator",
                "public_field_definition",
            ],
            Family::Ruby => &["call", "assignment"],
            Family::Python => &["call"],
        }
    }

    fn judges_a_chosen_setting(&self) -> bool {
        true
    }

    fn triggers(&self, _family: Family) -> &'static [&'static str] {
        // Call sites relying on a short default declared in another file are
        // admitted by the index's function names (see `ProjectIndex::trigger_words`).
        &["timeout", "settimeout"]
    }

    fn index_triggers(&self, family: Family) -> &'static [&'static str] {
        match family {
            Family::Js => &["imeout", "IMEOUT"],
            // Settings modules: `REQUEST_TIMEOUT = config("...", 1)`.
            Family::Python => &["TIMEOUT"],
            Family::Ruby => &[],
        }
    }

    fn index_gate(&self, family: Family, text: &str) -> bool {
        // A timeout-named parameter with a numeric default somewhere.
        static DEFAULT: std::sync::LazyLock<regex::Regex> = std::sync::LazyLock::new(|| {
            regex::Regex::new(r"(?i)timeout\w*\s*(?::\s*\w+\s*)?=\s*[0-9]").expect("valid regex")
        });
        // A module-level timeout constant.
        static CONSTANT: std::sync::LazyLock<regex::Regex> = std::sync::LazyLock::new(|| {
            regex::Regex::new(r"(?m)^[A-Z0-9_]*TIMEOUT[A-Z0-9_]*\s*(?::[^=\n]*)?=")
                .expect("valid regex")
        });
        match family {
            Family::Python => CONSTANT.is_match(text),
            _ => DEFAULT.is_match(text),
        }
    }

    fn index_file<'t>(&self, root: Node<'t>, cx: &mut Cx<'_, 't>, out: &mut FileIndex) {
        cross_file::index(root, cx, out);
    }

    fn check<'t>(&self, node: Node<'t>, cx: &mut Cx<'_, 't>) {
        if node.kind_name() == "call_expression" && !cx.index.short_defaults.is_empty() {
            cross_file::check_call(node, cx);
        }
        // Most candidates (every call) mention no timeout: reject them
        // before looking anything up.
        if !worth_checking(node, cx) {
            return;
        }
        let min_ms = min_timeout_ms(cx);
        match cx.family() {
            Family::Js => js::check(node, cx, min_ms),
            Family::Ruby => ruby::check(node, cx, min_ms),
            Family::Python => python::check(node, cx, min_ms),
        }
    }
}

/// A cheap, local gate: does this candidate mention a timeout at all?
fn worth_checking(node: Node<'_>, cx: &Cx<'_, '_>) -> bool {
    let mentions = |n: Node<'_>| {
        let t = cx.text_of(n);
        t.contains("imeout") || t.contains("IMEOUT")
    };
    // Whole-file questions, answered once per file rather than per call.
    let file_has = |question: u8, word: &'static str| {
        *crate::semantics::parents::file_fact(question, || cx.text.contains(word))
    };
    let any_child = |parent: Option<Node<'_>>, pred: &dyn Fn(Node<'_>) -> bool| {
        parent.is_some_and(|p| {
            let mut c = p.walk();
            p.named_children(&mut c).any(pred)
        })
    };
    // Every candidate below spells one of these words (a callee, a
    // name, an argument, or the file's own `imeout`/`timeout`): in a file
    // without any of them, none is worth checking.
    let possible = *crate::semantics::parents::file_fact(
        crate::semantics::parents::question::TEXT_MAY_TIME_OUT,
        || match cx.family() {
            Family::Js => cx.text.contains("imeout") || cx.text.contains("IMEOUT"),
            Family::Ruby => cx.text.contains("timeout"),
            Family::Python => cx.text.contains("imeout") || cx.text.contains("Config"),
        },
    );
    if !possible {
        return false;
    }
    match (cx.family(), node.kind_name()) {
        (Family::Js, "call_expression" | "new_expression") => {
            let callee = ast::callee(node, Family::Js, cx.text).map(|f| cx.text_of(f));
            matches!(callee, Some("setTimeout" | "AbortSignal.timeout"))
                || any_child(node.field("arguments"), &|a| {
                    let a = ast::unwrap_expr(a);
                    (a.kind_name() == "object" && mentions(a))
                        // Default options declared elsewhere in the file
                        // (`create(defaults)`, `{ ...defaults }`).
                        || ((a.kind_name() == "identifier"
                            || (a.kind_name() == "object" && cx.text_of(a).contains("...")))
                            && file_has(
                                crate::semantics::parents::question::TEXT_HAS_IMEOUT,
                                "imeout",
                            ))
                })
        }
        (Family::Js, "variable_declarator" | "public_field_definition") => node
            .field("name")
            .or_else(|| node.field("property"))
            .is_some_and(mentions),
        (Family::Js, _) => node.field("parameters").is_some_and(mentions),
        (Family::Ruby, "call") => {
            node.field("method")
                .is_some_and(|m| cx.text_of(m) == "timeout")
                || any_child(node.field("arguments"), &|a| {
                    (matches!(a.kind_name(), "pair" | "hash") && cx.text_of(a).contains("timeout"))
                        // Options declared in a constant (`request: DEFAULTS`).
                        || ((a.kind_name() == "constant"
                            || (a.kind_name() == "pair"
                                && a.field("value")
                                    .is_some_and(|v| v.kind_name() == "constant")))
                            && file_has(
                                crate::semantics::parents::question::TEXT_HAS_TIMEOUT,
                                "timeout",
                            ))
                })
        }
        (Family::Ruby, "assignment") => node
            .field("left")
            .is_some_and(|l| cx.text_of(l).contains("timeout")),
        (Family::Python, "call") => {
            let last = node
                .field("function")
                .map(|f| {
                    let t = cx.text_of(f);
                    t.rsplit('.').next().unwrap_or(t)
                })
                .unwrap_or("");
            matches!(
                last,
                "settimeout" | "setdefaulttimeout" | "ClientTimeout" | "Timeout" | "Config"
            ) || any_child(node.field("arguments"), &|a| {
                (a.kind_name() == "keyword_argument"
                    && a.field("name")
                        .is_some_and(|n| cx.text_of(n) == "timeout"))
                    // Options declared elsewhere in the file (`**DEFAULTS`).
                    || (a.kind_name() == "dictionary_splat"
                        && file_has(
                            crate::semantics::parents::question::TEXT_HAS_TIMEOUT,
                            "timeout",
                        ))
            })
        }
        _ => false,
    }
}

/// The configured threshold in milliseconds.
pub fn min_timeout_ms(cx: &Cx<'_, '_>) -> f64 {
    cx.settings.option(META.id, "min-timeout-ms", 2000.0)
}

// ---------------------------------------------------------------------------
// Units and values
// ---------------------------------------------------------------------------

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Unit {
    Millis,
    Seconds,
}

/// The unit a name spells out: `timeoutMs`, `TIMEOUT_MS`, `timeoutMillis`
/// are milliseconds; `timeoutSec`, `timeout_seconds`, `timeout_s` are seconds.
pub fn unit_hint(name: &str) -> Option<Unit> {
    for word in name_words(name).iter().rev() {
        match word.as_str() {
            "ms" | "msec" | "msecs" | "millis" | "millisecond" | "milliseconds" => {
                return Some(Unit::Millis);
            }
            "s" | "sec" | "secs" | "second" | "seconds" => return Some(Unit::Seconds),
            _ => {}
        }
    }
    None
}

/// Splits `fetchTimeoutMs`, `FETCH_TIMEOUT_MS`, `:read_timeout` into
/// lower-case words.
/// True for names that contain the word `timeout` (`timeoutMs`, `read_timeout`).
fn is_timeout_name(name: &str) -> bool {
    name_words(name).iter().any(|w| w == "timeout")
}

/// JS option keys that bound a request (`timeout`, `connectTimeout`, ...).
fn is_js_timeout_key(key: &str) -> bool {
    let words: Vec<String> = name_words(key)
        .into_iter()
        .filter(|w| unit_hint(w).is_none())
        .collect();
    matches!(
        words
            .iter()
            .map(String::as_str)
            .collect::<Vec<_>>()
            .as_slice(),
        ["timeout"]
            | ["connect", "timeout"]
            | ["connection", "timeout"]
            | ["read", "timeout"]
            | ["request", "timeout"]
            | ["response", "timeout"]
            | ["socket", "timeout"]
    )
}

/// Constant names that say they bound HTTP work: `REQUEST_TIMEOUT`,
/// `HTTP_TIMEOUT_MS`, `fetchTimeout`, `API_CALL_TIMEOUT`.
fn is_request_timeout_constant(name: &str) -> bool {
    let words = name_words(name);
    let Some(t) = words.iter().position(|w| w == "timeout") else {
        return false;
    };
    words[..t]
        .iter()
        .any(|w| matches!(w.as_str(), "request" | "http" | "https" | "fetch" | "api"))
}

/// The value of a numeric literal, or of a product of literals (`10 * 1000`).
fn literal_number(node: Node<'_>, text: &str) -> Option<f64> {
    match node.kind_name() {
        "number" | "integer" | "float" => ast::number_value(node.utf8_text(text.as_bytes()).ok()?),
        "parenthesized_expression" | "parenthesized_statements" => {
            let inner = node.named_child(0)?;
            if node.named_child_count() != 1 {
                return None;
            }
            literal_number(inner, text)
        }
        "binary_expression" | "binary_operator" | "binary" => {
            let op = node.field("operator")?;
            let left = literal_number(node.field("left")?, text)?;
            let right = literal_number(node.field("right")?, text)?;
            match op.utf8_text(text.as_bytes()).ok()? {
                "*" => Some(left * right),
                "/" if right != 0.0 => Some(left / right),
                _ => None,
            }
        }
        _ => None,
    }
}

fn default_unit(family: Family) -> Unit {
    match family {
        Family::Js => Unit::Millis,
        Family::Ruby | Family::Python => Unit::Seconds,
    }
}

/// Converts a value to milliseconds; `None` when the value should not be
/// judged (a JS number below 100 with no unit in any name is most likely
/// seconds for a library that takes seconds).
fn to_ms(value: f64, names: &[&str], family: Family) -> Option<f64> {
    let hint = names.iter().find_map(|n| unit_hint(n));
    let unit = hint.unwrap_or(default_unit(family));
    if family == Family::Js && hint.is_none() && value < 100.0 {
        return None;
    }
    Some(match unit {
        Unit::Millis => value,
        Unit::Seconds => value * 1000.0,
    })
}

fn is_short(ms: f64, min_ms: f64) -> bool {
    ms.is_finite() && ms > 0.0 && ms < min_ms
}

/// `1 s`, `1.5 s`, `800 ms`.
pub fn human_ms(ms: f64) -> String {
    if ms < 1000.0 {
        format!("{} ms", trim_float(ms))
    } else {
        format!("{} s", trim_float(ms / 1000.0))
    }
}

fn trim_float(v: f64) -> String {
    let s = format!("{:.3}", v);
    let s = s.trim_end_matches('0').trim_end_matches('.');
    s.to_string()
}

// ---------------------------------------------------------------------------
// Resolving a timeout value to a literal
// ---------------------------------------------------------------------------

/// Where a reported budget is written.
#[derive(Clone, Copy, Debug)]
enum Origin<'t> {
    /// At the use site.
    Inline,
    /// In a same-file constant named `name`.
    Constant { name: Node<'t> },
    /// As the default of a parameter of the enclosing function.
    ParamDefault { name: Node<'t> },
    /// In a module-level constant of another file that the use names
    /// (`settings.REQUEST_TIMEOUT`, an imported `REQUEST_TIMEOUT`): the
    /// budget's node is the use.
    Elsewhere,
}

#[derive(Clone, Copy, Debug)]
struct Budget<'t> {
    ms: f64,
    literal: Node<'t>,
    origin: Origin<'t>,
}

/// Resolves `value` (a literal, a same-file constant or, when `params` is
/// set, a parameter default of the enclosing function) to a short budget.
/// `key` is the option or parameter name that carries the value.
fn resolve<'t>(
    cx: &Cx<'_, 't>,
    value: Node<'t>,
    key: &str,
    params: bool,
    min_ms: f64,
) -> Option<Budget<'t>> {
    let value = ast::unwrap_expr(value);
    let family = cx.family();
    if let Some(v) = literal_number(value, cx.text) {
        let ms = to_ms(v, &[key], family)?;
        return is_short(ms, min_ms).then_some(Budget {
            ms,
            literal: value,
            origin: Origin::Inline,
        });
    }
    let Some((name, literal)) = constant_literal(cx, value)
        .map(|(n, l)| (n, l, false))
        .or_else(|| {
            if params {
                param_default(cx, value).map(|(n, l)| (n, l, true))
            } else {
                None
            }
        })
        .map(|(n, l, is_param)| ((n, is_param), l))
    else {
        let d = constant_elsewhere(cx, value)?;
        return is_short(d.value_ms, min_ms).then_some(Budget {
            ms: d.value_ms,
            literal: value,
            origin: Origin::Elsewhere,
        });
    };
    let (name_node, is_param) = name;
    let v = literal_number(literal, cx.text)?;
    let name_text = cx.text_of(name_node);
    let ms = to_ms(v, &[key, name_text], family)?;
    if !is_short(ms, min_ms) {
        return None;
    }
    Some(Budget {
        ms,
        literal,
        origin: if is_param {
            Origin::ParamDefault { name: name_node }
        } else {
            Origin::Constant { name: name_node }
        },
    })
}

/// The short module-level timeout constant of another file that `value`
/// names (Python): an attribute of a settings object
/// (`settings.FXA_TIMEOUT_SECONDS`) or a name imported from another module;
/// defined once, or everywhere with the same value.
fn constant_elsewhere<'a>(
    cx: &'a Cx<'_, '_>,
    value: Node<'_>,
) -> Option<&'a crate::index::ShortDefault> {
    if cx.family() != Family::Python {
        return None;
    }
    let name = match value.kind_name() {
        "attribute" => cx.text_of(value.field("attribute")?),
        "identifier" if cx.facts.imports.contains_key(cx.text_of(value)) => cx.text_of(value),
        _ => return None,
    };
    cx.index
        .short_constant_elsewhere(name, cx.rel_path, Family::Python)
}

/// A same-file constant that `value` names: JS `const NAME = 500` in an
/// enclosing block or the module; Ruby `NAME = 1` in an enclosing class,
/// module or the file; Python `NAME = 1` at module level, or `self.NAME` /
/// `cls.NAME` in the enclosing class body.
fn constant_literal<'t>(cx: &Cx<'_, 't>, value: Node<'t>) -> Option<(Node<'t>, Node<'t>)> {
    match cx.family() {
        Family::Js => {
            if value.kind_name() != "identifier" {
                return None;
            }
            let name = cx.text_of(value);
            let mut cur = crate::semantics::parents::parent(value);
            while let Some(scope) = cur {
                if matches!(scope.kind_name(), "program" | "statement_block")
                    && let Some(found) = js_const_in(cx, scope, name)
                {
                    return Some(found);
                }
                cur = crate::semantics::parents::parent(scope);
            }
            None
        }
        Family::Ruby => {
            // `NAME = 1.freeze` is not a plain literal; keep to clean ones.
            let (l, r) = ast::ruby_constant_assignment(value, cx.text)
                .or_else(|| ruby_local_assignment(cx, value))?;
            literal_number(r, cx.text).map(|_| (l, r))
        }
        Family::Python => match value.kind_name() {
            "identifier" => {
                let name = cx.text_of(value);
                // A local set once in the enclosing function, else a
                // module-level constant.
                let func = ast::enclosing_function(value, Family::Python);
                match func.and_then(|f| f.field("body")) {
                    Some(body) if assignments_to(cx, body, name) > 0 => {
                        if assignments_to(cx, body, name) > 1 {
                            return None;
                        }
                        python_assignment_in(cx, body, name)
                    }
                    _ => python_assignment_in(cx, cx.root, name),
                }
            }
            "attribute" => {
                let object = value.field("object")?;
                if !matches!(cx.text_of(object), "self" | "cls") {
                    return None;
                }
                let name = cx.text_of(value.field("attribute")?);
                let class = ast::enclosing_class(value, Family::Python)?;
                python_assignment_in(cx, class.field("body")?, name)
            }
            _ => None,
        },
    }
}

fn js_const_in<'t>(cx: &Cx<'_, 't>, scope: Node<'t>, name: &str) -> Option<(Node<'t>, Node<'t>)> {
    let mut cursor = scope.walk();
    for stmt in scope.named_children(&mut cursor) {
        let stmt = if stmt.kind_name() == "export_statement" {
            stmt.field("declaration").unwrap_or(stmt)
        } else {
            stmt
        };
        if stmt.kind_name() != "lexical_declaration" || !cx.text_of(stmt).starts_with("const") {
            continue;
        }
        let mut c = stmt.walk();
        for decl in stmt.named_children(&mut c) {
            if let (Some(n), Some(v)) = (decl.field("name"), decl.field("value"))
                && cx.text_of(n) == name
            {
                let v = ast::unwrap_expr(v);
                return literal_number(v, cx.text).map(|_| (n, v));
            }
        }
    }
    None
}

/// The one assignment (`timeout = 0.5`) of the Ruby local `value` names,
/// among the statements of the enclosing method (none when it is assigned
/// more than once there).
fn ruby_local_assignment<'t>(cx: &Cx<'_, 't>, value: Node<'t>) -> Option<(Node<'t>, Node<'t>)> {
    if value.kind_name() != "identifier" {
        return None;
    }
    let name = cx.text_of(value);
    let method = ast::enclosing_function(value, Family::Ruby)?;
    let mut found = None;
    let mut count = 0;
    let mut cursor = method.walk();
    for child in method.named_children(&mut cursor) {
        let mut c = child.walk();
        let stmts: Vec<Node<'t>> = if child.kind_name() == "body_statement" {
            child.named_children(&mut c).collect()
        } else {
            vec![child]
        };
        for stmt in stmts {
            if stmt.kind_name() == "assignment"
                && let (Some(l), Some(r)) = (stmt.field("left"), stmt.field("right"))
                && l.kind_name() == "identifier"
                && cx.text_of(l) == name
            {
                count += 1;
                found = Some((l, r));
            }
        }
    }
    (count == 1 && assignments_to(cx, method, name) == 1)
        .then_some(found)
        .flatten()
}

/// How many assignments to the plain name `name` there are anywhere under
/// `scope` (plain and augmented: `x = 1`, `x += 1`, `x ||= 1`).
fn assignments_to(cx: &Cx<'_, '_>, scope: Node<'_>, name: &str) -> usize {
    let mut n = 0;
    ast::walk(scope, &mut |node| {
        if matches!(
            node.kind_name(),
            "assignment" | "augmented_assignment" | "operator_assignment"
        ) && node
            .field("left")
            .is_some_and(|l| l.kind_name() == "identifier" && cx.text_of(l) == name)
        {
            n += 1;
        }
        true
    });
    n
}

/// The single `NAME = <value>` assignment directly in `scope` (none when
/// it is reassigned at the same level).
fn single_python_assignment<'t>(
    cx: &Cx<'_, 't>,
    scope: Node<'t>,
    name: &str,
) -> Option<(Node<'t>, Node<'t>)> {
    let mut found = None;
    let mut cursor = scope.walk();
    for stmt in scope.named_children(&mut cursor) {
        if stmt.kind_name() != "expression_statement" {
            continue;
        }
        let Some(a) = stmt.named_child(0) else {
            continue;
        };
        if a.kind_name() == "assignment"
            && let (Some(l), Some(r)) = (a.field("left"), a.field("right"))
            && l.kind_name() == "identifier"
            && cx.text_of(l) == name
        {
            // Reassigned at the same level: not a clean constant.
            if found.is_some() {
                return None;
            }
            found = Some((l, r));
        }
    }
    found
}

fn python_assignment_in<'t>(
    cx: &Cx<'_, 't>,
    scope: Node<'t>,
    name: &str,
) -> Option<(Node<'t>, Node<'t>)> {
    let (l, r) = single_python_assignment(cx, scope, name)?;
    literal_number(r, cx.text).map(|_| (l, r))
}

/// A parameter default of the function enclosing `value` that `value` names
/// (Ruby `def get(url, timeout: 1)`, Python `def get(url, timeout=1)`).
fn param_default<'t>(cx: &Cx<'_, 't>, value: Node<'t>) -> Option<(Node<'t>, Node<'t>)> {
    if value.kind_name() != "identifier" {
        return None;
    }
    let name = cx.text_of(value);
    let func = ast::enclosing_function(value, cx.family())?;
    let params = func.field("parameters")?;
    let mut cursor = params.walk();
    for p in params.named_children(&mut cursor) {
        if !matches!(
            p.kind_name(),
            "default_parameter"
                | "typed_default_parameter"
                | "optional_parameter"
                | "keyword_parameter"
        ) {
            continue;
        }
        if let (Some(n), Some(v)) = (p.field("name"), p.field("value"))
            && cx.text_of(n) == name
        {
            return literal_number(v, cx.text).map(|_| (n, v));
        }
    }
    None
}

/// True when this rule already reported the literal (a constant used twice).
fn already_reported(cx: &Cx<'_, '_>, literal: Node<'_>) -> bool {
    cx.findings
        .iter()
        .any(|f| f.rule == META.id && f.span.start_byte == literal.start_byte())
}

fn line_of(node: Node<'_>) -> usize {
    node.start_position().row + 1
}

fn min_label(min_ms: f64) -> String {
    human_ms(min_ms)
}

/// Reports a budget found at a use site. `subject` names the setting as
/// written at the use site (`` `timeout: 1000` ``, `` `timeout=1` ``);
/// `phrase` says what it does (`` bounds `axios.get` ``).
fn report_budget<'t>(
    cx: &mut Cx<'_, 't>,
    budget: Budget<'t>,
    use_site: Node<'t>,
    subject: &str,
    phrase: &str,
    min_ms: f64,
) {
    let bounded = bounded_call(cx, use_site);
    let target = bounded
        .outbound
        .as_ref()
        .map(|(n, _)| *n)
        .or(bounded.first_call)
        .unwrap_or(use_site);
    if bound_to_local_endpoint(cx, target, false) {
        return;
    }
    let guess = bounded.guessed_client();
    let retried = bounded
        .retried_attempt(cx)
        .map(str::to_string)
        .or_else(|| enclosing_client_retries(use_site, cx));
    let falls_back = bounded.handled_in_place(cx);
    if let Some(earlier) = cx
        .findings
        .iter()
        .position(|f| f.rule == META.id && f.span.start_byte == budget.literal.start_byte())
    {
        // A constant judged by its name alone (`REQUEST_TIMEOUT = 1000`,
        // medium) that this use resolves to a real client call: the use is
        // the evidence, so its finding replaces the guess.
        let upgrade = guess.is_none()
            && cx.findings[earlier].confidence == crate::finding::Confidence::Medium
            && matches!(budget.origin, Origin::Constant { .. });
        if !upgrade {
            return;
        }
        cx.findings.remove(earlier);
    }
    let human = human_ms(budget.ms);
    let min = min_label(min_ms);
    let consequence = "a slow DNS lookup, TLS handshake or cold start aborts requests the server would have answered";
    match budget.origin {
        Origin::Inline => {
            cx.report(
                &META,
                budget.literal,
                format!("{subject} ({human}) {phrase}: below the {min} minimum, {consequence}"),
            )
            .with_primary_label(format!("{human} budget"));
        }
        Origin::Elsewhere => {
            let Some(d) = constant_elsewhere(cx, budget.literal) else {
                return;
            };
            let (name, literal, path, line) = (
                d.function.clone(),
                d.literal.clone(),
                d.path.clone(),
                d.span.start.line,
            );
            cx.report(
                &META,
                budget.literal,
                format!(
                    "{subject} resolves to {human} (`{name}` is `{literal}` by default in {path}:{line}) and {phrase}: below the {min} minimum, {consequence}"
                ),
            )
            .with_primary_label(format!("{human} budget from {path}"));
        }
        Origin::Constant { name } | Origin::ParamDefault { name } => {
            let what = if matches!(budget.origin, Origin::Constant { .. }) {
                "constant"
            } else {
                "parameter default"
            };
            let name_text = cx.text_of(name).to_string();
            let literal_text = cx.text_of(budget.literal).to_string();
            let label = cx.span(use_site);
            cx.report(
                &META,
                budget.literal,
                format!(
                    "`{name_text} = {literal_text}` ({human}) {phrase} (used as {subject} on line {}): below the {min} minimum, {consequence}",
                    line_of(use_site)
                ),
            )
            .with_primary_label(format!("{what} of {human}"))
            .with_label(label, format!("used here as {subject}"));
        }
    }
    if let Some(display) = guess
        && let Some(f) = cx.findings.last_mut()
    {
        f.guessed(format!(
            "`{display}` is taken as a network client from its receiver's name"
        ));
    }
    if let Some(how) = retried
        && let Some(f) = cx.findings.last_mut()
    {
        f.guessed(format!(
            "the call is tried again when it fails ({how}): the budget bounds one attempt, as a readiness probe's does"
        ));
    }
    if let Some(why) = falls_back
        && let Some(f) = cx.findings.last_mut()
    {
        f.guessed(format!(
            "{why}: a budget that gives up early on work the code can do without is a design choice (fail fast, fall back)"
        ));
    }
}

/// JavaScript: the budget sits in the options of a client that is told to
/// try again (`new SESv2Client({ maxAttempts: 3, requestHandler: new
/// NodeHttpHandler({ connectionTimeout: 1000 }) })`): an option of an
/// enclosing object literal, up to the statement, that asks for more than
/// one attempt. The option as written.
fn enclosing_client_retries(site: Node<'_>, cx: &Cx<'_, '_>) -> Option<String> {
    if cx.family() != Family::Js {
        return None;
    }
    let mut cur = crate::semantics::parents::parent(site);
    let mut depth = 0;
    while let Some(n) = cur {
        if depth > 12 || n.kind_name().ends_with("statement") || n.kind_name() == "program" {
            break;
        }
        if n.kind_name() == "object" {
            let mut c = n.walk();
            for pair in n.named_children(&mut c).filter(|p| p.kind_name() == "pair") {
                let key = pair
                    .child_by_field_name("key")
                    .map(|k| cx.text_of(k))
                    .unwrap_or("");
                let Some(value) = pair.child_by_field_name("value") else {
                    continue;
                };
                let v = ast::number_value(cx.text_of(value)).unwrap_or(0.0);
                // `retry-options`: an attempt count asks for a retry from 2,
                // a retry count from 1.
                let more = crate::model::knowledge::list(
                    crate::model::knowledge::Eco::Javascript,
                    "retry-options",
                )
                .contains(&key)
                    && if key.to_ascii_lowercase().contains("attempt") {
                        v >= 2.0
                    } else {
                        v >= 1.0
                    };
                if more {
                    return Some(format!("`{}` on the client", cx.text_of(pair)));
                }
            }
        }
        cur = crate::semantics::parents::parent(n);
        depth += 1;
    }
    None
}

/// The call a budget bounds, found once by walking up from where the
/// budget is used: the outbound call, else the first call the budget is
/// handed to (`api.getFollows(req, { signal: AbortSignal.timeout(100) })`).
struct Bounded<'t> {
    outbound: Option<(Node<'t>, Outbound)>,
    first_call: Option<Node<'t>>,
    /// Where the budget is used.
    site: Node<'t>,
}

fn bounded_call<'t>(cx: &Cx<'_, 't>, use_site: Node<'t>) -> Bounded<'t> {
    let mut found = Bounded {
        outbound: None,
        first_call: None,
        site: use_site,
    };
    let mut cur = Some(use_site);
    for _ in 0..6 {
        let Some(n) = cur else { break };
        if ast::is_call(n.kind_name(), cx.family()) {
            if let Some(o) = outbound_call(cx, n) {
                found.outbound = Some((n, o));
                break;
            }
            if n != use_site && found.first_call.is_none() {
                found.first_call = Some(n);
            }
        }
        cur = crate::semantics::parents::parent(n);
    }
    if found.outbound.is_none() && found.first_call.is_none() {
        found.outbound = call_through_setter(cx, use_site);
    }
    found
}

/// Ruby `https.read_timeout = 1`: the setting bounds the requests made
/// through its receiver later in the same method (`https.request(req)`);
/// the first such outbound call, whose handling decides what the budget
/// costs.
fn call_through_setter<'t>(cx: &Cx<'_, 't>, site: Node<'t>) -> Option<(Node<'t>, Outbound)> {
    if cx.family() != Family::Ruby || site.kind_name() != "assignment" {
        return None;
    }
    let receiver = site
        .field("left")
        .filter(|l| l.kind_name() == "call")
        .and_then(|l| l.field("receiver"))
        .map(|r| cx.text_of(r))?;
    let func = ast::enclosing_function(site, Family::Ruby)?;
    let mut found = None;
    ast::walk(func, &mut |n| {
        if found.is_some() {
            return false;
        }
        if n.start_byte() > site.end_byte()
            && n.kind_name() == "call"
            && n.field("receiver")
                .is_some_and(|r| cx.text_of(r) == receiver)
            && let Some(o) = outbound_call(cx, n)
        {
            found = Some((n, o));
            return false;
        }
        true
    });
    found
}

impl<'t> Bounded<'t> {
    /// Why the bounded call's failure ends in the same function (a handler
    /// that goes on, a `.catch()` that returns a value, a `rescue`
    /// modifier): `containment::contained`.
    fn handled_in_place(&self, cx: &Cx<'_, 't>) -> Option<&'static str> {
        use crate::semantics::containment::{
            Answer, answers_nothing_on_success, contained, handler_answer,
        };
        let call = self.outbound.as_ref().map(|(n, _)| *n).or(self.first_call);
        // A request that changes state (a subscription PUT) has no value to
        // do without: a handler that hands back nothing loses the change.
        // The verb of the outbound call at `site` or just around it
        // (`connection.post(...)` around the memoized `connection`).
        let changes_state = |site: Node<'t>| {
            let mut n = Some(site);
            for _ in 0..4 {
                let Some(c) = n else { break };
                if ast::is_call(c.kind_name(), cx.family())
                    && let Some(o) = outbound_call(cx, c)
                {
                    return crate::semantics::clients::http_verb(c, &o, cx).is_some_and(|v| {
                        matches!(v.as_str(), "POST" | "PUT" | "PATCH" | "DELETE")
                    });
                }
                n = crate::semantics::parents::parent(c);
            }
            false
        };
        // A handler that turns the failure into "no" (`false`, `{
        // isAuthorized: false }`), or into nothing after a change of state
        // whose success answers something, chose no fallback: the early
        // abort becomes a wrong answer (incident 000). A function that
        // answers nothing either way does not report the outcome at all.
        let answers_wrongly = |site: Node<'t>| match handler_answer(site, cx.family(), cx.text) {
            Some(Answer::No) => true,
            Some(Answer::Nothing) => {
                changes_state(site) && !answers_nothing_on_success(site, cx.family(), cx.text)
            }
            None => false,
        };
        let fallback = |site: Node<'t>| {
            let why = contained(site, cx.family(), cx.text).filter(|_| !answers_wrongly(site))?;
            let unread = handler_answer(site, cx.family(), cx.text) == Some(Answer::Nothing)
                && answers_nothing_on_success(site, cx.family(), cx.text);
            Some(if unread {
                "the function answers nothing whether the call succeeds or fails, so nobody reads its outcome"
            } else {
                why
            })
        };
        if call.is_some_and(answers_wrongly) {
            return None;
        }
        call.and_then(fallback).or_else(|| {
            // Every caller in this file (two levels up) catches the failure
            // and goes on: the function is a best-effort step.
            let owner = ast::enclosing_function(call.unwrap_or(self.site), cx.family())?;
            super::missing_retry::every_caller_handles(owner, cx, 2, &|site| {
                fallback(site).is_some()
            })
            .then_some("every caller of the function in this file catches its failure and goes on")
        })
    }

    /// How the outbound call is tried again when it fails (an attempt loop,
    /// a loop that catches and goes round again, a retry helper's closure:
    /// `missing_retry::retry_visible`).
    fn retried_attempt(&self, cx: &Cx<'_, 't>) -> Option<&'static str> {
        if let Some((call, _)) = self.outbound.as_ref()
            && let Some(how) = super::missing_retry::retry_visible(*call, cx)
        {
            return Some(how);
        }
        // The budget is an option of a client being built (`const agir =
        // axios.create({ timeout: 1000 })`) that the file hands to a retry
        // package (`axiosRetry(agir, { retryCondition })`).
        let built = self
            .outbound
            .as_ref()
            .map(|(n, _)| *n)
            .or(self.first_call)?;
        let binding = crate::semantics::parents::parent(built)
            .filter(|d| d.kind_name() == "variable_declarator")
            .and_then(|d| d.field("name"))?;
        cx.facts
            .retrying_clients
            .contains(cx.text_of(binding))
            .then_some("a retry package is attached to the client the budget is an option of")
    }

    /// The outbound call's display text when its remoteness is only a
    /// name-based guess.
    fn guessed_client(&self) -> Option<String> {
        let (_, o) = self.outbound.as_ref()?;
        (!o.resolved()).then(|| o.display.clone())
    }
}

/// An outbound call whose timeout this rule judges. Calls on `*Service`
/// receivers are left out: in UI code they are toasts and dialogs
/// (`toastService.show({ timeout: 1000 })`), in Ruby local service objects.
fn network_call<'t>(cx: &Cx<'_, 't>, call: Node<'t>) -> Option<Outbound> {
    let o = outbound_call(cx, call)?;
    if o.kind == CallKind::ApiLike {
        let receiver = o.client.trim_end_matches("()");
        let last = receiver
            .rsplit(['.', ':'])
            .next()
            .unwrap_or(receiver)
            .trim_start_matches('@');
        if last.to_ascii_lowercase().ends_with("service") || is_datastore_receiver(last) {
            return None;
        }
    }
    Some(o)
}

/// True for datastore, broker and lock receivers whose short timeouts are
/// deliberate (Redis, memcached, databases, queues) and not the HTTP calls
/// this rule is about.
fn is_datastore_receiver(text: &str) -> bool {
    is_datastore_name(text)
        || name_words(text)
            .iter()
            .any(|w| BROKER_AND_LOCK_WORDS.contains(&w.as_str()))
}

// ---------------------------------------------------------------------------
// TypeScript / JavaScript
// ---------------------------------------------------------------------------

/// How a parameter reaches network work.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum NetworkUse {
    /// `setTimeout(() => controller.abort(), timeoutMs)`.
    AbortTimer,
    /// `AbortSignal.timeout(timeoutMs)`.
    SignalTimeout,
    /// A timeout option of an outbound call or client constructor.
    CallOption,
}

/// A parameter default that gives network work a short budget.
#[derive(Clone, Debug)]
pub struct ShortDefault<'t> {
    /// The parameter's name (`timeoutMs`, or the destructured property).
    pub name: String,
    /// Position of the parameter in the parameter list (0-based).
    pub index: usize,
    /// True when the default is a destructured property (`{ timeout = 1000 }`)
    /// of the parameter at `index`.
    pub property: bool,
    /// The default in milliseconds.
    pub ms: f64,
    /// The literal (or same-file constant literal) of the default.
    pub literal: Node<'t>,
    /// Where the parameter is used for network work.
    pub use_site: Node<'t>,
    pub use_kind: NetworkUse,
    /// What it bounds, ready for a message (`` `fetch` ``, `` `axios.get` ``,
    /// `` the client built by `axios.create(...)` ``), when known.
    pub call: Option<String>,
    /// True when the use is inside a loop (a budget per attempt).
    pub per_attempt: bool,
}

/// The parameter defaults of a JS/TS function that give network work a
/// budget below `min_ms`. Reusable by the cross-file index (call sites that
/// omit the argument).
pub fn short_default_params<'t>(
    cx: &Cx<'_, 't>,
    func: Node<'t>,
    min_ms: f64,
) -> Vec<ShortDefault<'t>> {
    let mut out = Vec::new();
    if cx.family() != Family::Js {
        return out;
    }
    let Some(params) = func.field("parameters") else {
        return out;
    };
    let params_text = cx.text_of(params);
    if !(params_text.contains("imeout") || params_text.contains("IMEOUT")) {
        return out;
    }
    let Some(body) = func.field("body") else {
        return out;
    };
    let mut index = 0;
    let mut cursor = params.walk();
    for param in params.named_children(&mut cursor) {
        if !matches!(
            param.kind_name(),
            "required_parameter" | "optional_parameter"
        ) {
            if param.kind_name() != "comment" {
                index += 1;
            }
            continue;
        }
        let Some(pattern) = param.field("pattern") else {
            index += 1;
            continue;
        };
        let mut candidates: Vec<(Node<'t>, Node<'t>, bool)> = Vec::new();
        match pattern.kind_name() {
            "identifier" => {
                if let Some(v) = param.field("value") {
                    candidates.push((pattern, v, false));
                }
            }
            "object_pattern" => {
                let mut c = pattern.walk();
                for prop in pattern.named_children(&mut c) {
                    if prop.kind_name() == "object_assignment_pattern"
                        && let (Some(l), Some(r)) = (prop.field("left"), prop.field("right"))
                        && l.kind_name() == "shorthand_property_identifier_pattern"
                    {
                        candidates.push((l, r, true));
                    }
                }
            }
            _ => {}
        }
        for (name_node, value, property) in candidates {
            let name = cx.text_of(name_node);
            if !is_timeout_name(name) {
                continue;
            }
            let Some(budget) = resolve(cx, value, name, false, min_ms) else {
                continue;
            };
            let Some((use_site, use_kind, call_node)) = js_network_use(cx, body, name) else {
                continue;
            };
            let call = call_node.map(|c| js_call_display(cx, c)).or_else(|| {
                let timer = (use_kind == NetworkUse::AbortTimer).then_some(use_site);
                first_outbound_display(cx, body, timer).map(|d| format!("`{d}`"))
            });
            out.push(ShortDefault {
                name: name.to_string(),
                index,
                property,
                ms: budget.ms,
                literal: budget.literal,
                use_site,
                use_kind,
                call,
                per_attempt: in_loop(use_site, func),
            });
        }
        index += 1;
    }
    out
}

/// The first place in `body` where `name` feeds network work, with the kind
/// of use and the call it configures (for call options).
fn js_network_use<'t>(
    cx: &Cx<'_, 't>,
    body: Node<'t>,
    name: &str,
) -> Option<(Node<'t>, NetworkUse, Option<Node<'t>>)> {
    let mut found = None;
    ast::walk(body, &mut |n| {
        if found.is_some() {
            return false;
        }
        if ast::is_function(n.kind_name(), Family::Js) && declares_param(cx, n, name) {
            return false;
        }
        if matches!(
            n.kind_name(),
            "identifier" | "shorthand_property_identifier"
        ) && cx.text_of(n) == name
        {
            found = classify_js_use(cx, n);
        }
        true
    });
    found
}

fn declares_param(cx: &Cx<'_, '_>, func: Node<'_>, name: &str) -> bool {
    let Some(params) = func.field("parameters").or_else(|| func.field("parameter")) else {
        return false;
    };
    if params.kind_name() == "identifier" {
        return cx.text_of(params) == name;
    }
    ast::any_descendant(params, &mut |n| {
        matches!(
            n.kind_name(),
            "identifier" | "shorthand_property_identifier_pattern"
        ) && cx.text_of(n) == name
    })
}

/// Climbs from a use of a timeout parameter to the call it feeds.
fn classify_js_use<'t>(
    cx: &Cx<'_, 't>,
    ident: Node<'t>,
) -> Option<(Node<'t>, NetworkUse, Option<Node<'t>>)> {
    let mut child = ident;
    // `{ timeout }` shorthand is itself a timeout-named option.
    let mut via_timeout_key = ident.kind_name() == "shorthand_property_identifier";
    let mut cur = crate::semantics::parents::parent(ident);
    let mut steps = 0;
    while let Some(n) = cur {
        steps += 1;
        if steps > 8
            || ast::is_function(n.kind_name(), Family::Js)
            || is_js_statement(n.kind_name())
        {
            return None;
        }
        match n.kind_name() {
            "pair" => {
                if n.field("value") == Some(child)
                    && let Some(k) = n.field("key")
                    && is_js_timeout_key(key_text(cx, k))
                {
                    via_timeout_key = true;
                }
            }
            "call_expression" | "new_expression" => {
                let in_args = n.field("arguments").is_some_and(|a| a == child);
                if in_args {
                    let callee = ast::callee(n, Family::Js, cx.text).map(|f| cx.text_of(f));
                    if callee == Some("setTimeout") && js_aborts(cx, child, ident) {
                        return Some((n, NetworkUse::AbortTimer, None));
                    }
                    if callee == Some("AbortSignal.timeout") {
                        return Some((n, NetworkUse::SignalTimeout, None));
                    }
                    if via_timeout_key && js_is_network_call(cx, n) {
                        return Some((n, NetworkUse::CallOption, Some(n)));
                    }
                }
            }
            _ => {}
        }
        child = n;
        cur = crate::semantics::parents::parent(n);
    }
    None
}

fn is_js_statement(kind: &str) -> bool {
    matches!(
        kind,
        "expression_statement"
            | "return_statement"
            | "if_statement"
            | "for_statement"
            | "while_statement"
            | "statement_block"
            | "class_body"
            | "program"
    )
}

fn key_text<'t>(cx: &Cx<'_, 't>, key: Node<'t>) -> &'t str {
    ast::string_content(key, cx.text).unwrap_or_else(|| cx.text_of(key))
}

/// `setTimeout(cb, delay)` whose callback aborts something, with the
/// parameter in the delay (not inside the callback).
fn js_aborts<'t>(cx: &Cx<'_, 't>, args: Node<'t>, ident: Node<'t>) -> bool {
    let Some(cb) = args.named_child(0) else {
        return false;
    };
    if cb.start_byte() <= ident.start_byte() && ident.end_byte() <= cb.end_byte() {
        return false;
    }
    callback_aborts(cx, cb)
}

fn callback_aborts(cx: &Cx<'_, '_>, cb: Node<'_>) -> bool {
    matches!(cb.kind_name(), "arrow_function" | "function_expression") && {
        let t = cx.text_of(cb);
        t.contains(".abort(")
    }
}

/// An outbound call, a client constructor (`axios.create`) or `new
/// XxxClient(...)` / an SDK HTTP handler.
fn js_is_network_call<'t>(cx: &Cx<'_, 't>, call: Node<'t>) -> bool {
    match call.kind_name() {
        "call_expression" => {
            network_call(cx, call).is_some()
                || is_client_constructor(cx, call)
                || call.field("function").is_some_and(|f| {
                    // A house fetch wrapper (`import fetch from '@app/utils/fetch'`,
                    // `safeFetch(url, { timeout })`).
                    f.kind_name() == "identifier"
                        && cx.text_of(f).to_ascii_lowercase().ends_with("fetch")
                })
        }
        "new_expression" => {
            call.field("constructor").is_some_and(|c| {
                let name = cx.text_of(c);
                let last = name.rsplit('.').next().unwrap_or(name);
                let head = name.split('.').next().unwrap_or(name);
                let from_datastore = cx.facts.imports.get(head).is_some_and(|m| {
                    is_datastore_receiver(m)
                        || knowledge::list(Eco::Javascript, "datastore-packages")
                            .contains(&m.as_str())
                });
                !from_datastore
                    && ((last.ends_with("Client") && !is_datastore_receiver(last))
                        || matches!(last, "NodeHttpHandler" | "FetchHttpHandler"))
            }) || is_js_connection_class(cx, call)
        }
        _ => false,
    }
}

/// The outbound call in `body` that an abort timer cancels: the first one
/// that passes `<controller>.signal` when the timer's controller is known,
/// else the first outbound call.
fn first_outbound_display<'t>(
    cx: &Cx<'_, 't>,
    body: Node<'t>,
    timer: Option<Node<'t>>,
) -> Option<String> {
    let signal = timer
        .and_then(|t| abort_target(cx, t))
        .map(|c| format!("{c}.signal"));
    let mut first = None;
    let mut signalled = None;
    ast::walk(body, &mut |n| {
        if signalled.is_some() {
            return false;
        }
        if n.kind_name() == "call_expression"
            && let Some(o) = network_call(cx, n)
        {
            if signal
                .as_deref()
                .is_some_and(|sig| cx.text_of(n).contains(sig))
            {
                signalled = Some(o.display);
            } else if first.is_none() {
                first = Some(o.display);
            }
        }
        true
    });
    signalled.or(first)
}

/// `controller` for `setTimeout(() => controller.abort(), ms)`.
fn abort_target<'t>(cx: &Cx<'_, 't>, timer: Node<'t>) -> Option<&'t str> {
    let cb = timer.field("arguments")?.named_child(0)?;
    let text = cx.text_of(cb);
    let end = text.find(".abort(")?;
    let start = text[..end]
        .char_indices()
        .rev()
        .find(|&(_, c)| !(c.is_alphanumeric() || c == '_' || c == '$' || c == '.'))
        .map_or(0, |(i, c)| i + c.len_utf8());
    let target = &text[start..end];
    (!target.is_empty()).then_some(target)
}

fn in_loop(node: Node<'_>, stop: Node<'_>) -> bool {
    let mut cur = crate::semantics::parents::parent(node);
    while let Some(n) = cur {
        if n == stop {
            return false;
        }
        if matches!(
            n.kind_name(),
            "for_statement" | "for_in_statement" | "while_statement" | "do_statement"
        ) {
            return true;
        }
        cur = crate::semantics::parents::parent(n);
    }
    false
}

/// `` `axios.get` `` for an outbound call, `` the client built by `axios.create` ``
/// for a constructor.
fn js_call_display<'t>(cx: &Cx<'_, 't>, call: Node<'t>) -> String {
    if let Some(o) = network_call(cx, call) {
        return format!("`{}`", o.display);
    }
    let callee = ast::callee(call, Family::Js, cx.text)
        .map(|f| cx.text_of(f))
        .unwrap_or("the client");
    if call.kind_name() == "new_expression" {
        format!("the client built by `new {callee}(...)`")
    } else if is_client_constructor(cx, call) {
        format!("the client built by `{callee}(...)`")
    } else {
        format!("`{callee}`")
    }
}

/// The request an abort signal is attached to, when it is in the same statement.
fn signalled_request<'t>(cx: &Cx<'_, 't>, signal_call: Node<'t>) -> String {
    let mut cur = crate::semantics::parents::parent(signal_call);
    while let Some(n) = cur {
        if ast::is_function(n.kind_name(), Family::Js) || is_js_statement(n.kind_name()) {
            break;
        }
        if n.kind_name() == "call_expression"
            && let Some(o) = network_call(cx, n)
        {
            return format!("`{}`", o.display);
        }
        cur = crate::semantics::parents::parent(n);
    }
    "the request it signals".to_string()
}

mod js {
    use super::*;

    pub fn check<'t>(node: Node<'t>, cx: &mut Cx<'_, 't>, min_ms: f64) {
        match node.kind_name() {
            "call_expression" => call(node, cx, min_ms),
            "new_expression" => {
                if js_is_network_call(cx, node) {
                    options(node, cx, min_ms);
                }
            }
            "variable_declarator" | "public_field_definition" => constant(node, cx, min_ms),
            _ => params(node, cx, min_ms),
        }
    }

    fn params<'t>(func: Node<'t>, cx: &mut Cx<'_, 't>, min_ms: f64) {
        let defaults = short_default_params(cx, func, min_ms);
        if defaults.is_empty() {
            return;
        }
        let owner = ast::function_name(func, cx.text)
            .map(|n| format!(" in `{n}`"))
            .unwrap_or_default();
        let min = min_label(min_ms);
        for d in defaults {
            if already_reported(cx, d.literal) {
                continue;
            }
            let human = human_ms(d.ms);
            let call = d.call.clone().unwrap_or_else(|| "the request".to_string());
            let bounds = if d.per_attempt {
                format!("each {call} attempt")
            } else {
                call.clone()
            };
            let default_text = cx.text_of(d.literal).to_string();
            let label = match d.use_kind {
                NetworkUse::AbortTimer => format!("`{}` arms the abort timer here", d.name),
                NetworkUse::SignalTimeout => {
                    format!("`{}` becomes the abort signal's timeout here", d.name)
                }
                NetworkUse::CallOption => format!("`{}` is the timeout of {call} here", d.name),
            };
            let use_span = cx.span(d.use_site);
            cx.report(
                &META,
                d.literal,
                format!(
                    "`{} = {default_text}` ({human}) bounds {bounds}{owner}: below the {min} minimum, a cold start, DNS lookup or TLS handshake aborts requests the server would have answered, and every caller that omits the argument gets this budget",
                    d.name
                ),
            )
            .with_primary_label(format!("default of {human}"))
            .with_label(use_span, label);
        }
    }

    fn call<'t>(node: Node<'t>, cx: &mut Cx<'_, 't>, min_ms: f64) {
        let Some(f) = node.field("function") else {
            return;
        };
        let callee = cx.text_of(f);
        if callee == "setTimeout" || callee == "AbortSignal.timeout" {
            timers(node, cx, min_ms);
            return;
        }
        if js_is_network_call(cx, node) {
            options(node, cx, min_ms);
        }
    }

    fn timers<'t>(node: Node<'t>, cx: &mut Cx<'_, 't>, min_ms: f64) {
        let Some(query) = QUERIES.get(cx.lang) else {
            return;
        };
        for m in cx.matches_at(query, node) {
            let Some(delay) = m.get(query, "delay") else {
                continue;
            };
            if let Some(cb) = m.get(query, "callback") {
                if !callback_aborts(cx, cb) {
                    continue;
                }
                let Some(budget) = resolve(cx, delay, "", false, min_ms) else {
                    continue;
                };
                let bounds = ast::enclosing_function(node, Family::Js)
                    .and_then(|f| {
                        let call = f
                            .field("body")
                            .and_then(|b| first_outbound_display(cx, b, Some(node)));
                        let name = ast::function_name(f, cx.text);
                        match (call, name) {
                            (Some(c), Some(n)) => Some(format!("`{c}` in `{n}`")),
                            (Some(c), None) => Some(format!("`{c}`")),
                            (None, Some(n)) => Some(format!("the request in `{n}`")),
                            (None, None) => None,
                        }
                    })
                    .unwrap_or_else(|| "the request".to_string());
                report_budget(
                    cx,
                    budget,
                    node,
                    &format!("the abort timer `setTimeout(..., {})`", cx.text_of(delay)),
                    &format!("cancels {bounds}"),
                    min_ms,
                );
            } else if m.get(query, "signal_timeout").is_some() {
                let Some(budget) = resolve(cx, delay, "", false, min_ms) else {
                    continue;
                };
                report_budget(
                    cx,
                    budget,
                    node,
                    &format!("`AbortSignal.timeout({})`", cx.text_of(delay)),
                    &format!("aborts {}", signalled_request(cx, node)),
                    min_ms,
                );
            }
        }
    }

    /// Timeout options in the object arguments of a network call.
    fn options<'t>(call: Node<'t>, cx: &mut Cx<'_, 't>, min_ms: f64) {
        if targets_local_endpoint(cx, call) {
            return;
        }
        let display = js_call_display(cx, call);
        let Some(args) = call.field("arguments") else {
            return;
        };
        let mut found: Vec<(Node<'t>, String, Node<'t>)> = Vec::new();
        let mut cursor = args.walk();
        for arg in args.named_children(&mut cursor) {
            let arg = ast::unwrap_expr(arg);
            if arg.kind_name() == "object" {
                collect_timeout_pairs(cx, arg, None, 0, &mut found);
                // `{ ...defaults, baseURL }`: the spread default options.
                let mut c = arg.walk();
                for spread in arg.named_children(&mut c) {
                    if spread.kind_name() == "spread_element"
                        && let Some(id) = spread
                            .named_child(0)
                            .filter(|n| n.kind_name() == "identifier")
                        && let Some(obj) = module_options_object(cx, cx.text_of(id))
                    {
                        collect_timeout_pairs(cx, obj, None, 0, &mut found);
                    }
                }
            } else if arg.kind_name() == "identifier"
                && let Some(obj) = module_options_object(cx, cx.text_of(arg))
            {
                // A default-options object declared once and passed here.
                collect_timeout_pairs(cx, obj, None, 0, &mut found);
            }
        }
        for (value, key, pair) in found {
            let Some(budget) = resolve(cx, value, &key, false, min_ms) else {
                continue;
            };
            let subject = format!("`{key}: {}`", cx.text_of(value));
            report_budget(
                cx,
                budget,
                pair,
                &subject,
                &format!("bounds {display}"),
                min_ms,
            );
        }
    }

    /// The object literal of a module-level `const name = { ... }`.
    fn module_options_object<'t>(cx: &Cx<'_, 't>, name: &str) -> Option<Node<'t>> {
        let root = cx.root;
        let mut cursor = root.walk();
        for stmt in root.named_children(&mut cursor) {
            let stmt = if stmt.kind_name() == "export_statement" {
                stmt.field("declaration").unwrap_or(stmt)
            } else {
                stmt
            };
            if stmt.kind_name() != "lexical_declaration" {
                continue;
            }
            let mut c = stmt.walk();
            for decl in stmt.named_children(&mut c) {
                if let (Some(n), Some(v)) = (decl.field("name"), decl.field("value"))
                    && cx.text_of(n) == name
                {
                    let v = ast::unwrap_expr(v);
                    return (v.kind_name() == "object").then_some(v);
                }
            }
        }
        None
    }

    /// Collects `(value, key, pair)` for timeout-named properties of an
    /// options object, looking into nested objects (`got`'s
    /// `timeout: { request: 1000 }`, `{ requestConfig: { timeout: 1000 } }`).
    fn collect_timeout_pairs<'t>(
        cx: &Cx<'_, 't>,
        object: Node<'t>,
        outer_key: Option<&str>,
        depth: usize,
        out: &mut Vec<(Node<'t>, String, Node<'t>)>,
    ) {
        if depth > 2 {
            return;
        }
        let mut cursor = object.walk();
        for pair in object.named_children(&mut cursor) {
            if pair.kind_name() != "pair" {
                continue;
            }
            let (Some(k), Some(v)) = (pair.field("key"), pair.field("value")) else {
                continue;
            };
            let key = key_text(cx, k);
            let v = ast::unwrap_expr(v);
            if outer_key.is_some() {
                // A phase of a `timeout: { ... }` object: every entry bounds
                // part of the request; the unit may come from the outer key.
                if v.kind_name() != "object" {
                    let joined = format!("{}.{key}", outer_key.unwrap_or_default());
                    out.push((v, joined, pair));
                }
                continue;
            }
            if is_js_timeout_key(key) {
                if v.kind_name() == "object" {
                    collect_timeout_pairs(cx, v, Some(key), depth + 1, out);
                } else {
                    out.push((v, key.to_string(), pair));
                }
            } else if v.kind_name() == "object" {
                collect_timeout_pairs(cx, v, None, depth + 1, out);
            }
        }
    }

    /// A `const` (or class field) with a SCREAMING_CASE name, or a
    /// module-level `const` with any name.
    fn is_constant_declaration(cx: &Cx<'_, '_>, node: Node<'_>, name: &str) -> bool {
        let screaming = crate::semantics::names::is_screaming_case(name);
        if node.kind_name() == "public_field_definition" {
            return screaming;
        }
        let Some(decl) = parents::parent(node) else {
            return false;
        };
        if decl.kind_name() != "lexical_declaration" || !cx.text_of(decl).starts_with("const") {
            return false;
        }
        screaming
            || parents::parent(decl).is_some_and(|p| {
                p.kind_name() == "program"
                    || p.kind_name() == "export_statement"
                        && parents::parent(p).is_some_and(|g| g.kind_name() == "program")
            })
    }

    /// `const REQUEST_TIMEOUT = 1000`, `static API_TIMEOUT_MS = 800`.
    fn constant<'t>(node: Node<'t>, cx: &mut Cx<'_, 't>, min_ms: f64) {
        let (Some(name), Some(value)) = (
            node.field("name").or_else(|| node.field("property")),
            node.field("value"),
        ) else {
            return;
        };
        if !matches!(name.kind_name(), "identifier" | "property_identifier") {
            return;
        }
        let name_text = cx.text_of(name);
        if !is_request_timeout_constant(name_text) || !is_constant_declaration(cx, node, name_text)
        {
            return;
        }
        let value = ast::unwrap_expr(value);
        let Some(v) = literal_number(value, cx.text) else {
            return;
        };
        let Some(ms) = to_ms(v, &[name_text], Family::Js) else {
            return;
        };
        if !is_short(ms, min_ms) || already_reported(cx, value) {
            return;
        }
        let human = human_ms(ms);
        let min = min_label(min_ms);
        let literal = cx.text_of(value).to_string();
        cx.report(
            &META,
            value,
            format!(
                "`{name_text} = {literal}` ({human}) is a request timeout below the {min} minimum: a slow DNS lookup, TLS handshake or cold start aborts requests the server would have answered"
            ),
        )
        .with_primary_label(format!("{human} budget"))
        .guessed(format!(
            "`{name_text}` is taken as a network timeout from its name; no use was resolved"
        ));
    }
}

// ---------------------------------------------------------------------------
// Ruby
// ---------------------------------------------------------------------------

/// A Ruby option key that bounds HTTP work (`timeout-keys`), with or without
/// a unit (`timeout`, `read_timeout`, Typhoeus `timeout_ms`,
/// `connecttimeout_ms`); the unit is read from the key when the value is
/// converted.
fn is_ruby_timeout_key(key: &str) -> bool {
    let bare: Vec<String> = name_words(key)
        .into_iter()
        .filter(|w| unit_hint(w).is_none())
        .collect();
    knowledge::list(Eco::Ruby, "timeout-keys").contains(&bare.join("_").as_str())
}

mod ruby {
    use super::*;

    pub fn check<'t>(node: Node<'t>, cx: &mut Cx<'_, 't>, min_ms: f64) {
        match node.kind_name() {
            "call" => call(node, cx, min_ms),
            "assignment" => assignment(node, cx, min_ms),
            _ => {}
        }
    }

    fn call<'t>(node: Node<'t>, cx: &mut Cx<'_, 't>, min_ms: f64) {
        let Some(method) = node.field("method") else {
            return;
        };
        let method_text = cx.text_of(method);
        if method_text == "timeout" {
            timeout_calls(node, cx, min_ms);
            return;
        }
        let Some(args) = node.field("arguments") else {
            return;
        };
        if let Some(recv) = node.field("receiver")
            && is_datastore_receiver(cx.text_of(recv))
        {
            return;
        }
        let constructor = format!(
            "every request of the client built by `{}.{method_text}`",
            cx.text_of(node.field("receiver").unwrap_or(node))
        );
        let display = if is_client_constructor(cx, node) || is_sdk_constructor(cx, node) {
            constructor
        } else {
            match network_call(cx, node) {
                Some(_) if method_text == "new" => constructor,
                Some(o) => format!("`{}`", o.display),
                None => return,
            }
        };
        if is_wait_method(method_text) || targets_local_endpoint(cx, node) {
            return;
        }
        let mut pairs = Vec::new();
        collect_pairs(cx, args, 0, &mut pairs);
        for (key, value, pair) in pairs {
            let Some(budget) = resolve(cx, value, &key, true, min_ms) else {
                continue;
            };
            let subject = format!("`{}`", cx.text_of(pair));
            report_budget(
                cx,
                budget,
                pair,
                &subject,
                &format!("bounds {display}"),
                min_ms,
            );
        }
    }

    fn is_sdk_constructor(cx: &Cx<'_, '_>, node: Node<'_>) -> bool {
        let recv = node.field("receiver").map(|r| cx.text_of(r)).unwrap_or("");
        let method = node.field("method").map(|m| cx.text_of(m)).unwrap_or("");
        method == "new" && recv.starts_with("Aws::") && recv.ends_with("::Client")
    }

    fn is_wait_method(method: &str) -> bool {
        matches!(
            method,
            "pop" | "shift" | "deq" | "wait" | "join" | "lock" | "synchronize" | "receive_message"
        )
    }

    /// `timeout:`-style pairs in arguments and nested hashes.
    fn collect_pairs<'t>(
        cx: &Cx<'_, 't>,
        node: Node<'t>,
        depth: usize,
        out: &mut Vec<(String, Node<'t>, Node<'t>)>,
    ) {
        if depth > 2 {
            return;
        }
        let mut cursor = node.walk();
        for child in node.named_children(&mut cursor) {
            match child.kind_name() {
                "pair" => {
                    let (Some(k), Some(v)) = (child.field("key"), child.field("value")) else {
                        continue;
                    };
                    let key = cx
                        .text_of(k)
                        .trim_start_matches(':')
                        .trim_end_matches(':')
                        .trim_matches(|c| c == '"' || c == '\'');
                    if is_ruby_timeout_key(key) {
                        out.push((key.to_string(), v, child));
                    } else if !key.contains("visibility") {
                        // `request: { ... }`, or `request: REQUEST_DEFAULTS`
                        // with the hash declared once in the class, module or file.
                        let hash = if v.kind_name() == "hash" {
                            Some(v)
                        } else {
                            hash_constant(cx, v)
                        };
                        if let Some(hash) = hash {
                            collect_pairs(cx, hash, depth + 1, out);
                        }
                    }
                }
                "hash" => collect_pairs(cx, child, depth + 1, out),
                "constant" => {
                    if let Some(hash) = hash_constant(cx, child) {
                        collect_pairs(cx, hash, depth + 1, out);
                    }
                }
                _ => {}
            }
        }
    }

    /// The hash literal a constant names (`DEFAULTS = { timeout: 1 }.freeze`),
    /// declared in an enclosing class or module body or at the top of the file.
    fn hash_constant<'t>(cx: &Cx<'_, 't>, value: Node<'t>) -> Option<Node<'t>> {
        let (_, r) = ast::ruby_constant_assignment(value, cx.text)?;
        // `{ ... }.freeze`
        let r = if r.kind_name() == "call"
            && r.field("method").is_some_and(|m| cx.text_of(m) == "freeze")
        {
            r.field("receiver")?
        } else {
            r
        };
        (r.kind_name() == "hash").then_some(r)
    }

    /// `Timeout.timeout(N) do <outbound call> end` and http.rb `HTTP.timeout(...)`.
    fn timeout_calls<'t>(node: Node<'t>, cx: &mut Cx<'_, 't>, min_ms: f64) {
        let Some(query) = QUERIES.get(cx.lang) else {
            return;
        };
        for m in cx.matches_at(query, node) {
            if let (Some(delay), Some(block)) = (m.get(query, "delay"), m.get(query, "block")) {
                let Some(call) = outbound_in(cx, block) else {
                    continue;
                };
                let Some(budget) = resolve(cx, delay, "", true, min_ms) else {
                    continue;
                };
                let subject = format!("`Timeout.timeout({})`", cx.text_of(delay));
                report_budget(
                    cx,
                    budget,
                    node,
                    &subject,
                    &format!("interrupts the block around `{call}`"),
                    min_ms,
                );
            } else if let Some(args) = m.get(query, "args") {
                let mut items: Vec<(String, Node<'t>, Node<'t>)> = Vec::new();
                let mut cursor = args.walk();
                for a in args.named_children(&mut cursor) {
                    match a.kind_name() {
                        "pair" => {
                            if let (Some(k), Some(v)) = (a.field("key"), a.field("value")) {
                                let key = cx.text_of(k).trim_end_matches(':').to_string();
                                if matches!(key.as_str(), "connect" | "read" | "write" | "global") {
                                    items.push((key, v, a));
                                }
                            }
                        }
                        "hash" => {}
                        _ => items.push((String::new(), a, a)),
                    }
                }
                for (key, value, site) in items {
                    let Some(budget) = resolve(cx, value, &key, true, min_ms) else {
                        continue;
                    };
                    let subject = format!(
                        "`HTTP.timeout({})`",
                        cx.text_of(args).trim_matches(|c| c == '(' || c == ')')
                    );
                    let what = if key.is_empty() {
                        "bounds every request of the http.rb client".to_string()
                    } else {
                        format!("bounds the {key} phase of every request of the http.rb client")
                    };
                    report_budget(cx, budget, site, &subject, &what, min_ms);
                }
            }
        }
    }

    fn outbound_in<'t>(cx: &Cx<'_, 't>, block: Node<'t>) -> Option<String> {
        let mut found = None;
        ast::walk(block, &mut |n| {
            if found.is_some() {
                return false;
            }
            if n.kind_name() == "call"
                && let Some(o) = network_call(cx, n)
            {
                found = Some(o.display);
            }
            true
        });
        found
    }

    /// `http.read_timeout = 1`, `conn.options.timeout = 1`,
    /// `conn.options[:open_timeout] = 1`.
    fn assignment<'t>(node: Node<'t>, cx: &mut Cx<'_, 't>, min_ms: f64) {
        let (Some(left), Some(right)) = (node.field("left"), node.field("right")) else {
            return;
        };
        let (receiver, setting) = match left.kind_name() {
            "call" => {
                let (Some(recv), Some(m)) = (left.field("receiver"), left.field("method")) else {
                    return;
                };
                (recv, cx.text_of(m).to_string())
            }
            "element_reference" => {
                let Some(obj) = left.field("object") else {
                    return;
                };
                let Some(key) = left.named_child(1) else {
                    return;
                };
                (obj, cx.text_of(key).trim_start_matches(':').to_string())
            }
            _ => return,
        };
        let recv_text = cx.text_of(receiver);
        if is_datastore_receiver(recv_text) {
            return;
        }
        let network_receiver = recv_text.ends_with("options")
            || recv_text.ends_with("request")
            || cx.facts.client_instances.contains_key(recv_text);
        let is_setting = knowledge::list(Eco::Ruby, "timeout-setters").contains(&setting.as_str())
            || (setting == "timeout" && network_receiver);
        if !is_setting {
            return;
        }
        let Some(budget) = resolve(cx, right, &setting, true, min_ms) else {
            return;
        };
        let subject = format!("`{}`", cx.text_of(node));
        report_budget(
            cx,
            budget,
            node,
            &subject,
            &format!(
                "bounds every request made through `{}`",
                recv_text
                    .trim_end_matches(".options")
                    .trim_end_matches(".request")
            ),
            min_ms,
        );
    }
}

// ---------------------------------------------------------------------------
// Python
// ---------------------------------------------------------------------------

/// A timeout object or config class (`python.timeout-configs`).
struct TimeoutConfig {
    /// The qualified name (`httpx.Timeout`).
    name: &'static str,
    /// Whether the first positional argument is a budget.
    positional: bool,
    /// The keyword arguments that are budgets.
    keys: Vec<&'static str>,
}

/// `timeout-configs`, parsed once: `name(a, b)` takes budgets `a` and `b`
/// by keyword and its first positional argument is one too, unless the
/// parameters start with `*`.
static PY_TIMEOUT_CONFIGS: LazyLock<Vec<TimeoutConfig>> = LazyLock::new(|| {
    knowledge::list(Eco::Python, "timeout-configs")
        .iter()
        .map(|entry| {
            let (name, params) = entry.split_once('(').unwrap_or((entry, ""));
            let params: Vec<&str> = params
                .trim_end_matches(')')
                .split(',')
                .map(str::trim)
                .filter(|p| !p.is_empty())
                .collect();
            TimeoutConfig {
                name: name.trim(),
                positional: params.first() != Some(&"*"),
                keys: params.into_iter().filter(|p| *p != "*").collect(),
            }
        })
        .collect()
});

mod python {
    use super::*;

    pub fn check<'t>(node: Node<'t>, cx: &mut Cx<'_, 't>, min_ms: f64) {
        let Some(f) = node.field("function") else {
            return;
        };
        let Some(args) = node.field("arguments") else {
            return;
        };
        let callee = cx.text_of(f);
        if callee.ends_with("settimeout") {
            settimeout(node, cx, min_ms);
            return;
        }
        let resolved = resolve_python_name(cx.facts, callee);
        if let Some(c) = PY_TIMEOUT_CONFIGS.iter().find(|c| c.name == resolved) {
            config(args, cx, &resolved, c.positional, &c.keys, min_ms);
            return;
        }
        let splat = if timeout_keyword(cx, args).is_none() {
            splatted_timeout(cx, args)
        } else {
            None
        };
        let Some(kw) = timeout_keyword(cx, args).or(splat.map(|s| s.entry)) else {
            return;
        };
        let method = ast::call_method_name(node, Family::Python, cx.text).unwrap_or("");
        if is_wait_method(method)
            || is_datastore_receiver(callee)
            || targets_local_endpoint(cx, node)
        {
            return;
        }
        let display = if let Some(o) = network_call(cx, node) {
            format!("`{}`", o.display)
        } else if is_client_constructor(cx, node) {
            format!("every request of the client built by `{callee}`")
        } else if knowledge::list(Eco::Python, "network-timeout-calls").contains(&resolved.as_str())
        {
            format!("`{callee}`")
        } else {
            return;
        };
        let Some(value) = kw.field("value") else {
            return;
        };
        let value = ast::unwrap_expr(value);
        let kw_text = cx.text_of(kw).to_string();
        let use_site = splat.map_or(kw, |s| s.splat);
        // `**DEFAULTS`: say where the options object is passed.
        let display = match splat {
            Some(s) => format!(
                "{display} (the options `{}` are passed as `**{}` on line {})",
                cx.text_of(s.name),
                cx.text_of(s.name),
                line_of(s.splat)
            ),
            None => display,
        };
        if value.kind_name() == "tuple" {
            let mut cursor = value.walk();
            let parts: Vec<Node<'t>> = value.named_children(&mut cursor).collect();
            for (i, part) in parts.iter().take(2).enumerate() {
                let Some(budget) = resolve(cx, *part, "timeout", true, min_ms) else {
                    continue;
                };
                let phase = if i == 0 { "connect" } else { "read" };
                report_budget(
                    cx,
                    budget,
                    use_site,
                    &format!("the {phase} timeout in `{kw_text}`"),
                    &format!("bounds the {phase} phase of {display}"),
                    min_ms,
                );
            }
            return;
        }
        if let Some(budget) = resolve(cx, value, "timeout", true, min_ms) {
            report_budget(
                cx,
                budget,
                use_site,
                &format!("`{kw_text}`"),
                &format!("bounds {display}"),
                min_ms,
            );
        }
    }

    fn is_wait_method(method: &str) -> bool {
        matches!(
            method,
            "get_nowait"
                | "join"
                | "wait"
                | "acquire"
                | "result"
                | "poll"
                | "pop"
                | "receive"
                | "recv"
                | "consume"
                | "exception"
        )
    }

    fn timeout_keyword<'t>(cx: &Cx<'_, 't>, args: Node<'t>) -> Option<Node<'t>> {
        let mut cursor = args.walk();
        args.named_children(&mut cursor).find(|a| {
            a.kind_name() == "keyword_argument"
                && a.field("name").is_some_and(|n| cx.text_of(n) == "timeout")
        })
    }

    /// A `timeout` entry of an options dict passed as `**NAME`.
    #[derive(Clone, Copy)]
    struct Splat<'t> {
        /// The `"timeout": 1.0` pair or `timeout=0.5` keyword of the dict.
        entry: Node<'t>,
        /// The dict's name where it is declared.
        name: Node<'t>,
        /// The `**NAME` argument.
        splat: Node<'t>,
    }

    /// `**DEFAULTS` where `DEFAULTS = {"timeout": 1.0, ...}` or
    /// `DEFAULTS = dict(timeout=0.5)` is assigned once at module level, in the
    /// enclosing class body or in the enclosing function.
    fn splatted_timeout<'t>(cx: &Cx<'_, 't>, args: Node<'t>) -> Option<Splat<'t>> {
        let mut cursor = args.walk();
        let splats: Vec<Node<'t>> = args
            .named_children(&mut cursor)
            .filter(|a| a.kind_name() == "dictionary_splat")
            .collect();
        for splat in splats {
            let Some(id) = splat
                .named_child(0)
                .filter(|n| n.kind_name() == "identifier")
            else {
                continue;
            };
            let name = cx.text_of(id);
            let scopes = [
                ast::enclosing_function(splat, Family::Python).and_then(|f| f.field("body")),
                ast::enclosing_class(splat, Family::Python).and_then(|c| c.field("body")),
                Some(cx.root),
            ];
            for scope in scopes.into_iter().flatten() {
                let Some((decl, value)) = dict_assignment_in(cx, scope, name) else {
                    continue;
                };
                if let Some(entry) = dict_timeout_entry(cx, value) {
                    return Some(Splat {
                        entry,
                        name: decl,
                        splat,
                    });
                }
                break;
            }
        }
        None
    }

    /// The single `NAME = <dict>` assignment directly in `scope`.
    fn dict_assignment_in<'t>(
        cx: &Cx<'_, 't>,
        scope: Node<'t>,
        name: &str,
    ) -> Option<(Node<'t>, Node<'t>)> {
        super::single_python_assignment(cx, scope, name)
    }

    /// The `timeout` entry of `{"timeout": 1.0}` or `dict(timeout=0.5)`,
    /// shaped as a node with a `value` field.
    fn dict_timeout_entry<'t>(cx: &Cx<'_, 't>, value: Node<'t>) -> Option<Node<'t>> {
        let value = ast::unwrap_expr(value);
        match value.kind_name() {
            "dictionary" => {
                let mut cursor = value.walk();
                value.named_children(&mut cursor).find(|p| {
                    p.kind_name() == "pair"
                        && p.field("key").and_then(|k| ast::string_content(k, cx.text))
                            == Some("timeout")
                })
            }
            "call"
                if value
                    .field("function")
                    .is_some_and(|f| cx.text_of(f) == "dict") =>
            {
                timeout_keyword(cx, value.field("arguments")?)
            }
            _ => None,
        }
    }

    fn settimeout<'t>(node: Node<'t>, cx: &mut Cx<'_, 't>, min_ms: f64) {
        let Some(query) = QUERIES.get(cx.lang) else {
            return;
        };
        for m in cx.matches_at(query, node) {
            let (Some(delay), Some(method)) = (m.get(query, "delay"), m.get(query, "method"))
            else {
                continue;
            };
            let Some(budget) = resolve(cx, delay, "timeout", true, min_ms) else {
                continue;
            };
            let callee = node
                .field("function")
                .map(|f| cx.text_of(f))
                .unwrap_or("settimeout");
            let subject = format!("`{callee}({})`", cx.text_of(delay));
            let bounds = if cx.text_of(method) == "setdefaulttimeout" {
                "bounds every socket operation of the process".to_string()
            } else {
                let recv = callee.rsplit_once('.').map_or(callee, |(r, _)| r);
                format!("bounds every connect, send and receive on `{recv}`")
            };
            report_budget(cx, budget, node, &subject, &bounds, min_ms);
        }
    }

    fn config<'t>(
        args: Node<'t>,
        cx: &mut Cx<'_, 't>,
        resolved: &str,
        positional: bool,
        keys: &[&str],
        min_ms: f64,
    ) {
        let short = resolved.rsplit('.').next().unwrap_or(resolved);
        let mut items: Vec<(Node<'t>, Node<'t>, String)> = Vec::new();
        let mut cursor = args.walk();
        for (i, a) in args.named_children(&mut cursor).enumerate() {
            if a.kind_name() == "keyword_argument" {
                if let (Some(n), Some(v)) = (a.field("name"), a.field("value"))
                    && keys.contains(&cx.text_of(n))
                {
                    items.push((v, a, cx.text_of(n).to_string()));
                }
            } else if positional && i == 0 && a.kind_name() != "comment" {
                items.push((a, a, String::new()));
            }
        }
        for (value, site, key) in items {
            // httpx's `pool=` bounds the wait for a free connection of this
            // process's pool, no network phase: a slow DNS lookup or TLS
            // handshake never runs against it.
            if crate::model::knowledge::list(
                crate::model::knowledge::Eco::Python,
                "local-wait-timeout-keys",
            )
            .contains(&key.as_str())
            {
                continue;
            }
            let Some(budget) = resolve(cx, value, &key, true, min_ms) else {
                continue;
            };
            let subject = if key.is_empty() {
                format!("`{short}({})`", cx.text_of(value))
            } else {
                format!("`{short}({})`", cx.text_of(site))
            };
            let bounds = match key.as_str() {
                "" | "total" | "timeout" => "bounds every request made with it".to_string(),
                k => format!(
                    "bounds the {} phase of every request made with it",
                    k.trim_end_matches("_timeout").replace('_', " ")
                ),
            };
            let before = cx.findings.len();
            report_budget(cx, budget, site, &subject, &bounds, min_ms);
            if cx.findings.len() > before
                && let Some(sdk) = sdk_retries_attempts(cx, args, resolved)
                && let Some(f) = cx.findings.last_mut()
            {
                f.guessed(format!(
                    "`{short}` configures a {sdk} client, which tries a timed-out attempt again by default: the budget bounds one attempt, not the call"
                ));
            }
        }
    }
}

/// The SDK (`retrying-sdk-modules`: botocore) whose client a timeout config
/// `resolved` (`botocore.config.Config`) configures, when that client's
/// default retries stand: connect and read timeouts are among the errors
/// it tries again. None when the same config turns them off
/// (`retries={"max_attempts": 0}`, `total_max_attempts=1`).
fn sdk_retries_attempts(cx: &Cx<'_, '_>, args: Node<'_>, resolved: &str) -> Option<&'static str> {
    let sdk = knowledge::list(Eco::Python, "retrying-sdk-modules")
        .iter()
        .copied()
        .find(|m| {
            resolved
                .strip_prefix(m)
                .is_some_and(|rest| rest.starts_with('.'))
        })?;
    // botocore counts `max_attempts` as retries after the first attempt
    // (`{"max_attempts": 1}` retries once) and `total_max_attempts` with it.
    static ATTEMPTS: LazyLock<regex::Regex> = LazyLock::new(|| {
        regex::Regex::new(r#"\b(total_max_attempts|max_attempts)["']?\s*[:=]\s*([0-9]+)"#)
            .expect("valid regex")
    });
    let off = ATTEMPTS.captures_iter(cx.text_of(args)).any(|c| {
        let n: u32 = c[2].parse().unwrap_or(0);
        if &c[1] == "total_max_attempts" {
            n <= 1
        } else {
            n == 0
        }
    });
    (!off).then_some(sdk)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn unit_hints() {
        assert_eq!(unit_hint("timeoutMs"), Some(Unit::Millis));
        assert_eq!(unit_hint("TIMEOUT_MS"), Some(Unit::Millis));
        assert_eq!(unit_hint("requestTimeoutMillis"), Some(Unit::Millis));
        assert_eq!(unit_hint("timeout_seconds"), Some(Unit::Seconds));
        assert_eq!(unit_hint("timeoutSec"), Some(Unit::Seconds));
        assert_eq!(unit_hint("timeout_s"), Some(Unit::Seconds));
        assert_eq!(unit_hint("timeout"), None);
        assert_eq!(unit_hint("timeouts"), None);
    }

    #[test]
    fn names() {
        assert!(is_timeout_name("timeoutMs"));
        assert!(is_timeout_name("requestTimeout"));
        assert!(!is_timeout_name("timeouts"));
        assert!(is_js_timeout_key("connectTimeout"));
        assert!(is_js_timeout_key("timeoutMs"));
        assert!(!is_js_timeout_key("idleTimeout"));
        assert!(is_request_timeout_constant("REQUEST_TIMEOUT"));
        assert!(is_request_timeout_constant("HTTP_TIMEOUT_MS"));
        assert!(is_request_timeout_constant("fetchTimeout"));
        assert!(is_request_timeout_constant("API_CALL_TIMEOUT"));
        assert!(!is_request_timeout_constant("rapidTimeout"));
        assert!(!is_request_timeout_constant("DEBOUNCE_TIMEOUT"));
    }

    #[test]
    fn human() {
        assert_eq!(human_ms(1000.0), "1 s");
        assert_eq!(human_ms(1500.0), "1.5 s");
        assert_eq!(human_ms(800.0), "800 ms");
    }
}

/// Cross-file reasoning: functions whose timeout parameter defaults to a
/// short value are indexed in the first pass; a call in another file that
/// omits that argument inherits the short budget and is reported there.
mod cross_file {
    use super::*;
    use crate::index::ShortDefault as Indexed;

    pub fn index<'t>(root: Node<'t>, cx: &mut Cx<'_, 't>, out: &mut FileIndex) {
        let min_ms = min_timeout_ms(cx);
        if cx.family() == Family::Python {
            index_python_constants(root, cx, out, min_ms);
            return;
        }
        let mut funcs = Vec::new();
        ast::walk(root, &mut |n| {
            if matches!(
                n.kind_name(),
                "function_declaration"
                    | "method_definition"
                    | "function_expression"
                    | "arrow_function"
            ) && n.field("parameters").is_some_and(|p| {
                let t = cx.text_of(p);
                t.contains("imeout") || t.contains("IMEOUT")
            }) {
                funcs.push(n);
            }
            true
        });
        for func in funcs {
            let Some(name) = ast::function_name(func, cx.text) else {
                continue;
            };
            for d in short_default_params(cx, func, min_ms) {
                out.short_defaults.push(Indexed {
                    function: name.to_string(),
                    param: d.name.clone(),
                    position: d.index,
                    keyword: d.property,
                    value_ms: d.ms,
                    literal: cx.text_of(d.literal).to_string(),
                    family: Family::Js,
                    path: cx.rel_path.to_string(),
                    span: cx.span(d.literal),
                });
            }
        }
    }

    /// Module-level timeout constants of a Python module whose value, or
    /// the default of the settings lookup that sets it, is short:
    /// `REQUEST_TIMEOUT = 1`, `FXA_TIMEOUT_SECONDS = config("FXA_TIMEOUT", 1,
    /// cast=int)`, `API_TIMEOUT = int(os.environ.get("API_TIMEOUT", "1"))`.
    fn index_python_constants<'t>(
        root: Node<'t>,
        cx: &mut Cx<'_, 't>,
        out: &mut FileIndex,
        min_ms: f64,
    ) {
        let mut cursor = root.walk();
        for stmt in root.named_children(&mut cursor) {
            if stmt.kind_name() != "expression_statement" {
                continue;
            }
            let Some(assign) = stmt
                .named_child(0)
                .filter(|a| a.kind_name() == "assignment")
            else {
                continue;
            };
            let (Some(left), Some(right)) = (assign.field("left"), assign.field("right")) else {
                continue;
            };
            let name = cx.text_of(left);
            if left.kind_name() != "identifier"
                || !name.contains("TIMEOUT")
                || name.chars().any(|c| c.is_ascii_lowercase())
            {
                continue;
            }
            let Some(literal) = settings_default(right, cx) else {
                continue;
            };
            let Some(v) = literal_number(literal, cx.text).or_else(|| {
                (literal.kind_name() == "string")
                    .then(|| cx.text_of(literal).trim_matches(['"', '\'']).parse().ok())
                    .flatten()
            }) else {
                continue;
            };
            let Some(ms) = to_ms(v, &[name], Family::Python) else {
                continue;
            };
            if !is_short(ms, min_ms) {
                continue;
            }
            out.short_constants.push(Indexed {
                function: name.to_string(),
                param: name.to_string(),
                position: 0,
                keyword: false,
                value_ms: ms,
                literal: cx.text_of(literal).to_string(),
                family: Family::Python,
                path: cx.rel_path.to_string(),
                span: cx.span(literal),
            });
        }
    }

    /// The value a settings assignment gives when nothing overrides it: the
    /// number itself, or the default of a lookup (`config("X", 1)`,
    /// `env.int("X", default=1)`, `os.environ.get("X", "1")`), through
    /// `int(...)`/`float(...)`.
    fn settings_default<'t>(value: Node<'t>, cx: &Cx<'_, 't>) -> Option<Node<'t>> {
        let value = ast::unwrap_expr(value);
        if literal_number(value, cx.text).is_some() {
            return Some(value);
        }
        if value.kind_name() != "call" {
            return None;
        }
        let callee = cx.text_of(value.field("function")?);
        let args = value.field("arguments")?;
        let mut c = args.walk();
        let list: Vec<Node<'t>> = args
            .named_children(&mut c)
            .filter(|a| a.kind_name() != "comment")
            .collect();
        if matches!(callee, "int" | "float") {
            return settings_default(*list.first()?, cx);
        }
        // The lookup's default: the `default=` keyword, else the second
        // positional argument after the variable's name.
        let default = list
            .iter()
            .find(|a| {
                a.kind_name() == "keyword_argument"
                    && a.field("name").is_some_and(|n| cx.text_of(n) == "default")
            })
            .and_then(|a| a.field("value"))
            .or_else(|| {
                list.iter()
                    .take_while(|a| a.kind_name() != "keyword_argument")
                    .nth(1)
                    .copied()
            })?;
        let default = ast::unwrap_expr(default);
        match default.kind_name() {
            "integer" | "float" => Some(default),
            "string"
                if cx
                    .text_of(default)
                    .trim_matches(['"', '\''])
                    .parse::<f64>()
                    .is_ok() =>
            {
                Some(default)
            }
            _ => None,
        }
    }

    pub fn check_call<'t>(call: Node<'t>, cx: &mut Cx<'_, 't>) {
        let Some(name) = ast::call_method_name(call, Family::Js, cx.text) else {
            return;
        };
        let Some(decl) = cx
            .index
            .short_default_elsewhere(name, cx.rel_path, Family::Js)
        else {
            return;
        };
        let Some(args) = call.field("arguments") else {
            return;
        };
        let mut cursor = args.walk();
        let list: Vec<Node<'t>> = args
            .named_children(&mut cursor)
            .filter(|a| a.kind_name() != "comment")
            .collect();
        if list.iter().any(|a| a.kind_name() == "spread_element") {
            return;
        }
        let omitted = match list.get(decl.position) {
            None => true,
            Some(arg) if decl.keyword => {
                // `{ timeout = 1000 }` destructured: an options object without the key.
                let arg = ast::unwrap_expr(*arg);
                arg.kind_name() == "object" && {
                    let t = cx.text_of(arg);
                    !t.contains(&decl.param) && !t.contains("...")
                }
            }
            Some(arg) => cx.text_of(*arg) == "undefined",
        };
        if !omitted {
            return;
        }
        let callee = ast::callee(call, Family::Js, cx.text).map_or(name, |f| cx.text_of(f));
        let decl = decl.clone();
        let secs = decl.value_ms / 1000.0;
        let message = format!(
            "`{callee}(...)` omits `{param}`, so it runs with the {literal} ms default declared in {path}:{line}: \
             the call gives up after {secs} s, less than the {min} ms minimum for a network budget",
            param = decl.param,
            literal = decl.literal,
            path = decl.path,
            line = decl.span.start.line,
            min = min_timeout_ms(cx),
        );
        let fix = format!(
            "Pass an explicit budget of several seconds for `{}` at this call (e.g. 5000 ms), or raise the default in {}.",
            decl.param, decl.path
        );
        let target = call.field("function").unwrap_or(call);
        cx.report(&META, target, message)
            .with_primary_label(format!("relies on `{} = {}`", decl.param, decl.literal))
            .with_foreign_label(
                &decl.path,
                decl.span,
                format!("`{} = {}` declared here", decl.param, decl.literal),
            )
            .with_fix(fix);
    }
}
