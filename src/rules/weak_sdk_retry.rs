//! `weak-sdk-retry`: AWS SDK retry configuration that gives up quickly under throttling.

use crate::context::Cx;
use crate::finding::Severity;
use crate::lang::Family;
use crate::rules::{Effort, Rule, RuleMeta};
use crate::semantics::ast;
use crate::semantics::ast::Field;
use crate::semantics::facts::resolve_python_name;
use crate::semantics::kind::NodeKind as _;
use crate::semantics::parents;
use tree_sitter::Node;

pub struct WeakSdkRetry;

pub static META: RuleMeta = RuleMeta {
    id: "weak-sdk-retry",
    name: "WeakSdkRetry",
    severity: Severity::Info,
    families: &[Family::Js, Family::Ruby, Family::Python],
    summary: "AWS SDK retry configuration that gives up quickly under throttling",
    incidents: &["INC-2026-07-15-athena-poll-throttle"],
    fix: "Use the adaptive retry mode with more attempts (e.g. retries={'max_attempts': 10, 'mode': 'adaptive'}).",
    docs: DOCS,
    effort: Effort::Trivial,
    opt_in: false,
    harms_dependency: false,
    confidence: "High for an AWS SDK retry configuration that gives up after three or fewer attempts, or uses a non-adaptive mode. Python module constants are read through (`'mode': AWS_RETRY_MODE` with `AWS_RETRY_MODE = 'standard'`); a mode given by a name that does not resolve is not judged, only the attempts. Medium for botocore's `standard` mode (with any number of attempts), and for no mode (botocore's `legacy`) without a limit of three or fewer attempts, when no loop of the file (`while`, `for`) calls a client built with the configuration: both modes back off between attempts on throttling errors, and sustained throttling, as in incident 002's poll, is not in sight. Medium when retries are disabled (`max_attempts: 0`, `maxAttempts: 1`, `retry_limit: 0`), which is often deliberate when a caller retries; when the same configuration sets connect/read timeouts (a fail-fast budget); and for botocore's `standard` mode whose attempts come from a name rather than a literal (`config.MAX_ATTEMPTS`): the mode already backs off on throttling and the deployment picks the attempts.",
    options: &[],
};

const DOCS: &str = r#"
## What it flags

AWS SDK retry configuration that gives up quickly under throttling:

- Python (boto3/botocore): `Config(retries={'max_attempts': N, 'mode': ...})`
  with N <= 3, or a mode other than `adaptive` (`standard`, `legacy`, or no mode,
  which means `legacy`). `total_max_attempts` counts the same way.
- TS/JS (AWS SDK v3): a client constructor (`new S3Client({...})`, any client
  imported from `@aws-sdk/*`) with `maxAttempts: N`, N <= 3, and no adaptive
  retry strategy (`retryMode: 'adaptive'`, `AdaptiveRetryStrategy`).
- Ruby (aws-sdk): `Aws::*::Client.new(retry_limit: N)` with N <= 3 in the
  legacy mode, `retry_mode: 'legacy'` without a larger `retry_limit`,
  `retry_mode: 'standard'` with `max_attempts` <= 3; also in `Aws.config.update(...)`.

Severity `info`: the configuration works until the account-wide request rate is
exceeded, then fails at once.

## Why

Incident INC-2026-07-15-athena-poll-throttle: a Lambda configured boto3 with
`retries={'max_attempts': 3, 'mode': 'standard'}`. A cron sent 30 requests back
to back, Athena `GetQueryExecution` hit the account TPS limit, and every call
gave up after three quick attempts with `ThrottlingException: Rate exceeded`,
surfacing as HTTP 500s upstream. The adaptive mode adds client-side rate
limiting that slows down when the service throttles.

## Fix

Python, before:

```python
config = Config(retries={'max_attempts': 3, 'mode': 'standard'})
```

After:

```python
config = Config(retries={'max_attempts': 10, 'mode': 'adaptive'})
```

TypeScript / JavaScript, before:

```ts
const athena = new AthenaClient({ region, maxAttempts: 3 });
```

After:

```ts
const athena = new AthenaClient({ region, maxAttempts: 10, retryMode: 'adaptive' });
```

Ruby, before:

```ruby
athena = Aws::Athena::Client.new(retry_limit: 2)
```

After:

```ruby
athena = Aws::Athena::Client.new(retry_mode: 'adaptive', max_attempts: 10)
```

## Not flagged

- The adaptive mode with more than 3 attempts.
- Retries disabled on purpose (`max_attempts: 0`, `total_max_attempts: 1`,
  `maxAttempts: 1`): the caller owns retrying, which is a different decision.
- A `Config` that is not botocore's, a `maxAttempts` on a non-AWS constructor.
- Values that are not literals (read from settings).

## Options

None.
"#;

impl Rule for WeakSdkRetry {
    fn meta(&self) -> &'static RuleMeta {
        &META
    }

    fn node_kinds(&self, family: Family) -> &'static [&'static str] {
        match family {
            Family::Js => &["new_expression"],
            Family::Python => &["call"],
            Family::Ruby => &["call"],
        }
    }

    fn judges_a_chosen_setting(&self) -> bool {
        true
    }

    fn triggers(&self, family: Family) -> &'static [&'static str] {
        // The retry configuration keys.
        match family {
            Family::Js => &["maxAttempts"],
            Family::Ruby => &["retry_limit", "retry_mode", "max_attempts"],
            Family::Python => &["retries"],
        }
    }

    fn check<'t>(&self, node: Node<'t>, cx: &mut Cx<'_, 't>) {
        match cx.family() {
            Family::Python => check_python(node, cx),
            Family::Js => check_js(node, cx),
            Family::Ruby => check_ruby(node, cx),
        }
    }
}

fn int_of(node: Node<'_>, cx: &Cx<'_, '_>) -> Option<i64> {
    let node = module_value(node, cx);
    let v = ast::number_value(cx.text_of(node))?;
    (v.fract() == 0.0).then_some(v as i64)
}

fn str_of<'t>(node: Node<'t>, cx: &Cx<'_, 't>) -> Option<&'t str> {
    ast::string_content(module_value(node, cx), cx.text)
}

/// A Python name bound at the module's top level (`AWS_RETRY_MODE: Final =
/// "standard"`) stands for its value; anything else for itself.
fn module_value<'t>(node: Node<'t>, cx: &Cx<'_, 't>) -> Node<'t> {
    if cx.family() == Family::Python && node.kind_name() == "identifier" {
        return ast::python_module_value(cx.root, cx.text_of(node), cx.text).unwrap_or(node);
    }
    node
}

/// Key of a dict/object/hash pair without quotes or trailing colon.
fn pair_key<'t>(pair: Node<'t>, cx: &Cx<'_, 't>) -> &'t str {
    pair.field("key")
        .or_else(|| pair.field("name"))
        .map(|k| {
            ast::string_content(k, cx.text)
                .unwrap_or_else(|| cx.text_of(k))
                .trim_end_matches(':')
        })
        .unwrap_or("")
}

/// Retries switched off. Often deliberate (a caller retries, or the call is
/// not idempotent), so `medium`: worth a look, not a verdict.
fn report_disabled<'t>(cx: &mut Cx<'_, 't>, at: Node<'t>, setting: &str) {
    cx.report(
        &META,
        at,
        format!(
            "`{setting}` disables the SDK's retries: one throttling error or 5xx fails the call unless a caller retries"
        ),
    )
    .guessed("retries are often disabled on purpose when a caller retries");
}

fn check_python<'t>(call: Node<'t>, cx: &mut Cx<'_, 't>) {
    let Some(f) = call.field("function") else {
        return;
    };
    let callee = cx.text_of(f);
    if !callee.ends_with("Config") {
        return;
    }
    let resolved = resolve_python_name(cx.facts, callee);
    if !(resolved.starts_with("botocore")
        || resolved.starts_with("boto3")
        || resolved.starts_with("aiobotocore"))
    {
        return;
    }
    let Some(args) = call.field("arguments") else {
        return;
    };
    let mut c = args.walk();
    let retries = args.named_children(&mut c).find(|a| {
        a.kind_name() == "keyword_argument"
            && a.field("name").map(|n| cx.text_of(n)) == Some("retries")
    });
    let Some(dict) = retries.and_then(|r| r.field("value")) else {
        return;
    };
    // `{'max_attempts': 3}` or `dict(max_attempts=3)`.
    let entries = match dict.kind_name() {
        "dictionary" => dict,
        "call"
            if dict
                .field("function")
                .is_some_and(|f| cx.text_of(f) == "dict") =>
        {
            match dict.field("arguments") {
                Some(a) => a,
                None => return,
            }
        }
        _ => return,
    };
    let mut attempts: Option<(i64, &str)> = None;
    // The attempts come from a name, not a literal (`config.MAX_ATTEMPTS`).
    let mut configured: Option<&str> = None;
    let mut mode: Option<&str> = None;
    let mut c = entries.walk();
    for pair in entries.named_children(&mut c) {
        if !matches!(pair.kind_name(), "pair" | "keyword_argument") {
            continue;
        }
        let Some(value) = pair.field("value") else {
            continue;
        };
        match pair_key(pair, cx) {
            "max_attempts" => match int_of(value, cx) {
                Some(0) => {
                    report_disabled(cx, pair, "max_attempts: 0");
                    return;
                }
                Some(n) => attempts = Some((n, "max_attempts")),
                None => configured = Some(cx.text_of(value)),
            },
            "total_max_attempts" => match int_of(value, cx) {
                Some(n) if n <= 1 => {
                    report_disabled(cx, pair, &format!("total_max_attempts: {n}"));
                    return;
                }
                Some(n) => attempts = Some((n, "total_max_attempts")),
                None => configured = Some(cx.text_of(value)),
            },
            "mode" => match str_of(value, cx) {
                Some(m) => mode = Some(m),
                // A mode the deployment picks (`os.environ["AWS_RETRY_MODE"]`):
                // not known here, so only the attempts are judged.
                None => mode = Some("adaptive"),
            },
            _ => {}
        }
    }
    let mode_name = mode.unwrap_or("legacy");
    let few = attempts.filter(|(n, _)| *n <= 3);
    if mode_name == "adaptive" && few.is_none() {
        return;
    }
    let mode_text = match mode {
        Some(m) => format!("mode `{m}`"),
        None => "no mode (botocore's default `legacy`)".to_string(),
    };
    let msg = match (few, mode_name == "adaptive") {
        (Some((n, key)), true) => format!(
            "botocore retries allow only `{key}: {n}`: under throttling (`ThrottlingException: Rate exceeded`) the client gives up after {n} quick attempts (use 10 or more)"
        ),
        (Some((n, key)), false) => format!(
            "botocore retries use `{key}: {n}` with {mode_text}: under throttling the client gives up after {n} quick attempts without slowing down (use `'mode': 'adaptive'` and 10 or more attempts)"
        ),
        (None, _) => format!(
            "botocore retries use {mode_text}: it does not rate-limit the client when the service throttles (use `'mode': 'adaptive'`)"
        ),
    };
    let budget = latency_budget(call, cx);
    // Standard and legacy modes both back off between attempts; legacy
    // only when the attempts are its own (five) or more than three.
    let backs_off = mode_name == "standard" || (mode_name == "legacy" && few.is_none());
    let unlooped = backs_off && !client_called_in_loop(call, cx);
    let f = cx.report(&META, dict, msg);
    if let Some(keys) = budget {
        f.guessed(fail_fast(&keys));
    } else if unlooped {
        // Standard mode backs off with jitter between its attempts (the
        // AWS default); what gives up under sustained throttling is a
        // client hammered from a loop (incident 002's poll).
        f.guessed(if mode_name == "standard" {
            "the standard mode backs off with jitter between its attempts, and no loop in this file calls a client built with this configuration: sustained throttling is not in sight"
        } else {
            "the legacy mode backs off exponentially between its attempts on throttling errors, and no loop in this file calls a client built with this configuration: sustained throttling is not in sight"
        });
    } else if let (Some(name), None, "standard") = (configured, few, mode_name) {
        // Standard mode retries throttling errors with backoff; what it
        // lacks is the client-side rate limiting, and the attempts are
        // the deployment's choice.
        f.guessed(format!(
            "the standard mode retries throttling errors with backoff, and the number of attempts comes from `{name}`, which the deployment sets"
        ));
    }
}

/// The connection and read timeouts set in the same client configuration
/// (`Config(connect_timeout=2, read_timeout=5, retries=...)`): a latency
/// budget the few attempts belong to (`sdk-timeout-options`).
fn latency_budget(config: Node<'_>, cx: &Cx<'_, '_>) -> Option<Vec<&'static str>> {
    let text = cx.text_of(config);
    let keys: Vec<&'static str> = crate::model::knowledge::list(
        crate::model::knowledge::Eco::of(cx.family()),
        "sdk-timeout-options",
    )
    .iter()
    .copied()
    .filter(|k| text.contains(k))
    .collect();
    (!keys.is_empty()).then_some(keys)
}

fn fail_fast(keys: &[&str]) -> String {
    format!(
        "the same configuration bounds the request time (`{}`): the client is built to fail fast, and few attempts are part of that budget",
        keys.join("`, `")
    )
}

fn check_js<'t>(node: Node<'t>, cx: &mut Cx<'_, 't>) {
    let Some(ctor) = node.field("constructor") else {
        return;
    };
    let name = cx.text_of(ctor);
    let base = name.rsplit('.').next().unwrap_or(name);
    let from_aws = cx
        .facts
        .imports
        .get(base)
        .is_some_and(|m| m.starts_with("@aws-sdk/"));
    if !from_aws {
        return;
    }
    let Some(obj) = node.field("arguments").and_then(|a| a.named_child(0)) else {
        return;
    };
    if obj.kind_name() != "object" {
        return;
    }
    let text = cx.text_of(obj);
    if text.contains("adaptive") || text.contains("Adaptive") {
        return;
    }
    let mut c = obj.walk();
    for pair in obj.named_children(&mut c) {
        if pair.kind_name() != "pair" || pair_key(pair, cx) != "maxAttempts" {
            continue;
        }
        let Some(n) = pair.field("value").and_then(|v| int_of(v, cx)) else {
            return;
        };
        if n <= 1 {
            report_disabled(cx, pair, &format!("maxAttempts: {n}"));
            return;
        }
        if n > 3 {
            return;
        }
        let msg = format!(
            "`new {name}({{ maxAttempts: {n} }})` gives up after {n} attempts with the standard retry strategy: under throttling every call fails within a second (use `retryMode: 'adaptive'` and 10 or more attempts)"
        );
        let budget = latency_budget(obj, cx);
        let f = cx.report(&META, pair, msg);
        if let Some(keys) = budget {
            f.guessed(fail_fast(&keys));
        }
        return;
    }
}

fn check_ruby<'t>(call: Node<'t>, cx: &mut Cx<'_, 't>) {
    let Some(method) = call.field("method") else {
        return;
    };
    let Some(recv) = call.field("receiver") else {
        return;
    };
    let recv_text = cx.text_of(recv);
    let method_text = cx.text_of(method);
    let is_client = method_text == "new"
        && recv_text.starts_with("Aws::")
        && (recv_text.ends_with("::Client") || recv_text.ends_with("::Resource"));
    let is_global = recv_text == "Aws.config" && method_text == "update";
    if !(is_client || is_global) {
        return;
    }
    let Some(args) = call.field("arguments") else {
        return;
    };
    let mut limit: Option<(i64, Node<'t>)> = None;
    let mut max_attempts: Option<(i64, Node<'t>)> = None;
    let mut mode: Option<(&str, Node<'t>)> = None;
    let mut pairs = Vec::new();
    ast::walk(args, &mut |n| {
        if n.kind_name() == "pair" {
            pairs.push(n);
            return false;
        }
        n.kind_name() == "hash" || n.kind_name() == "argument_list"
    });
    for pair in pairs {
        let Some(value) = pair.field("value") else {
            continue;
        };
        match pair_key(pair, cx).trim_start_matches(':') {
            "retry_limit" => limit = int_of(value, cx).map(|n| (n, pair)),
            "max_attempts" => max_attempts = int_of(value, cx).map(|n| (n, pair)),
            "retry_mode" => {
                mode = str_of(value, cx)
                    .or_else(|| Some(cx.text_of(value).trim_start_matches(':')))
                    .map(|m| (m, pair))
            }
            _ => {}
        }
    }
    let mode_name = mode.map_or("legacy", |(m, _)| m);
    let target = cx.text_of(recv);
    let (span, msg) = match mode_name {
        "adaptive" => return,
        "standard" => match max_attempts {
            Some((n, pair)) if (2..=3).contains(&n) => (
                pair,
                format!(
                    "`{target}` uses the standard retry mode with `max_attempts: {n}`: under throttling it gives up after {n} quick attempts (use `retry_mode: 'adaptive'` and more attempts)"
                ),
            ),
            None => match mode {
                Some((_, pair)) => (
                    pair,
                    format!(
                        "`{target}` uses the standard retry mode with its default 3 attempts: under throttling it gives up quickly (use `retry_mode: 'adaptive'` and more attempts)"
                    ),
                ),
                None => return,
            },
            _ => return,
        },
        _ => match limit {
            Some((0, pair)) => {
                report_disabled(cx, pair, "retry_limit: 0");
                return;
            }
            Some((n, pair)) if (1..=3).contains(&n) => (
                pair,
                format!(
                    "`{target}` uses the legacy retry mode with `retry_limit: {n}`: under throttling it gives up after {n} {} without rate limiting (use `retry_mode: 'adaptive'` and more attempts)",
                    if n == 1 { "retry" } else { "retries" }
                ),
            ),
            None => match mode {
                Some(("legacy", pair)) => (
                    pair,
                    format!(
                        "`{target}` uses the legacy retry mode with its default 3 retries: under throttling it gives up quickly (use `retry_mode: 'adaptive'` and more attempts)"
                    ),
                ),
                _ => return,
            },
            _ => return,
        },
    };
    let budget = latency_budget(call, cx);
    let f = cx.report(&META, span, msg);
    if let Some(keys) = budget {
        f.guessed(fail_fast(&keys));
    }
}

/// A loop of this file (`while`, `for`) calls a method on a client built
/// with the configuration `config` (`athena = boto3.client("athena",
/// config=cfg)`, `self.client = boto3.client("s3", config=self.config)`):
/// the call pattern that meets sustained throttling.
fn client_called_in_loop(config: Node<'_>, cx: &Cx<'_, '_>) -> bool {
    // The name the configuration is bound to (`cfg`, `self.config`).
    let bound = parents::parent(config)
        .filter(|p| p.kind_name() == "assignment" && p.field("right") == Some(config))
        .and_then(|p| p.field("left"))
        .map(|l| cx.text_of(l));
    let mut clients: Vec<&str> = Vec::new();
    ast::walk(cx.root, &mut |n| {
        if n.kind_name() == "assignment"
            && let (Some(left), Some(right)) = (n.field("left"), n.field("right"))
            && right.kind_name() == "call"
        {
            let holds = (config.start_byte() >= right.start_byte()
                && config.end_byte() <= right.end_byte())
                || bound.is_some_and(|b| {
                    right
                        .field("arguments")
                        .is_some_and(|a| cx.text_of(a).contains(&format!("config={b}")))
                });
            if holds {
                clients.push(cx.text_of(left));
            }
        }
        true
    });
    if clients.is_empty() {
        return false;
    }
    let mut found = false;
    ast::walk(cx.root, &mut |n| {
        if found {
            return false;
        }
        if matches!(n.kind_name(), "while_statement" | "for_statement") {
            // Closing every client (`for client in clients: client.close()`)
            // is no load on the service.
            let closing = crate::model::knowledge::list(
                crate::model::knowledge::Eco::Common,
                "closing-methods",
            );
            found = ast::any_descendant(n, &mut |c| {
                c.kind_name() == "call"
                    && ast::call_receiver(c, Family::Python, cx.text)
                        .is_some_and(|r| clients.contains(&r))
                    && ast::call_method_name(c, Family::Python, cx.text)
                        .is_none_or(|m| !closing.contains(&m))
            });
        }
        true
    });
    found
}
