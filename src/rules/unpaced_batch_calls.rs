//! `unpaced-batch-calls`: A batch loop that calls a remote service back to back with no pacing (opt-in).

use crate::context::Cx;
use crate::finding::Severity;
use crate::lang::Family;
use crate::rules::{Effort, Rule, RuleMeta};
use crate::semantics::ast;
use crate::semantics::ast::Field;
use crate::semantics::clients::{self, CallKind};
use crate::semantics::kind::NodeKind as _;
use crate::semantics::names::DELAY_NAME;
use crate::semantics::parents;
use regex::Regex;
use std::sync::LazyLock;
use tree_sitter::Node;

pub struct UnpacedBatchCalls;

pub static META: RuleMeta = RuleMeta {
    id: "unpaced-batch-calls",
    name: "UnpacedBatchCalls",
    severity: Severity::Info,
    families: &[Family::Js, Family::Ruby, Family::Python],
    summary: "A batch loop that calls a remote service back to back with no pacing (opt-in)",
    incidents: &["INC-2026-07-15-athena-poll-throttle"],
    fix: "Pace the loop (sleep or a rate limiter) or enqueue one job per item.",
    docs: DOCS,
    effort: Effort::Standard,
    opt_in: true,
    harms_dependency: true,
    confidence: "High when the call made on every iteration resolves to a client library, an SDK or a project function summarised as outbound. Medium when it is remote only by its receiver's name (`*Service`, `*Api`). Reported in service and library code only.",
    options: &[],
};

const DOCS: &str = r#"
## What it flags

Opt-in (select it with `--select ALL,unpaced-batch-calls` or in
`resilint.toml`). A loop over a batch that calls a remote service on every
iteration, back to back, with nothing pacing it:

- Ruby: `records.find_each do |r| ... end`, `find_in_batches`, `each`,
  `each_with_index`, `for r in records`;
- Python: `for item in items:`;
- TS/JS: `for (const item of items) { ... }`;

whose body makes an outbound call (HTTP client, AWS SDK, or a method on an
API-like receiver such as `Acme::GeoService.area!` or `billingClient.charge`),
or calls a method defined in the same file that does (`site.refresh_area`
whose definition calls the service), and contains no pacing: no sleep/delay,
no rate limiter or throttle, no job enqueue (`perform_later`, `perform_async`,
`.delay(...)`, `apply_async`, `enqueue`).

The primary span is the loop header; a secondary label points at the call
(and at the method that makes it, when the call is one level away).

## Why

Incident INC-2026-07-15-athena-poll-throttle: a cron took 30 stale facilities
with `find_each` and asked the voxel service for each one's captured area back
to back. Every request started Athena queries; together they exceeded the
account's Athena API rate and ten of the thirty calls failed with 500. The RCA
asked for a small sleep between iterations or one Sidekiq job per facility.

## Fix

Ruby, before:

```ruby
Site.stale.limit(30).find_each do |site|
  site.refresh_area(session: session)
end
```

After (enqueue, and let the queue pace and retry):

```ruby
Site.stale.limit(30).find_each.with_index do |site, i|
  RefreshAreaJob.set(wait: i * 2.seconds).perform_later(site.id)
end
```

Python, before:

```python
for site in stale_sites:
    geo_client.post("/area", json={"site": site.id})
```

After:

```python
for site in stale_sites:
    geo_client.post("/area", json={"site": site.id})
    time.sleep(0.5)  # or a token-bucket limiter shared by all callers
```

TypeScript / JavaScript, before:

```ts
for (const site of staleSites) {
  await geoApi.computeArea(site.id);
}
```

After:

```ts
const limiter = new Bottleneck({ minTime: 500 });
for (const site of staleSites) {
  await limiter.schedule(() => geoApi.computeArea(site.id));
}
```

## Not flagged

- Loops with any delay (`sleep`, `time.sleep`, `await delay(...)`,
  `setTimeout` promise), a limiter/throttle call, or that enqueue jobs instead
  of calling the service; loops whose called project function paces itself
  (a sleep inside it, ratelimit's `@sleep_and_retry`: `pacing-decorators`).
- Loops whose calls are local (database, cache, logger, in-memory objects).
- `while`/`loop` polling (see `sleepless-poll-loop`), `Promise.all(items.map(...))`.

## Options

None.
"#;

/// Calls that pace a loop or hand the work to a queue.
static PACING_CALL: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(
        r"(?i)(limiter|rate_?limit|throttle|perform_later|perform_async|perform_in|perform_at|enqueue|apply_async|send_task|^delay$|schedule)",
    )
    .expect("valid regex")
});

const RUBY_BATCH_METHODS: &[&str] = &[
    "find_each",
    "find_in_batches",
    "each",
    "each_with_index",
    "in_batches",
];

impl Rule for UnpacedBatchCalls {
    fn meta(&self) -> &'static RuleMeta {
        &META
    }

    fn node_kinds(&self, family: Family) -> &'static [&'static str] {
        match family {
            Family::Js => &["for_in_statement"],
            Family::Python => &["for_statement"],
            Family::Ruby => &["call", "for"],
        }
    }

    fn triggers(&self, family: Family) -> &'static [&'static str] {
        // A batch loop keyword must appear.
        match family {
            Family::Js => &["for"],
            Family::Ruby => &["each", "for", "find_in_batches", "in_batches"],
            Family::Python => &["for"],
        }
    }

    fn triggers_without_remote_evidence(&self, _family: Family) -> &'static [&'static str] {
        // High only when the call made on every iteration resolves as remote.
        &[]
    }

    fn check<'t>(&self, node: Node<'t>, cx: &mut Cx<'_, 't>) {
        let Some((header_end, body)) = loop_parts(node, cx) else {
            return;
        };
        if cx.text_of(body).len() > 20_000 {
            return;
        }
        if iterates_bounded_batch(node, cx) {
            return;
        }
        let vars = loop_variables(node, cx);
        if vars.is_empty() || vars.iter().any(|v| NOT_A_BATCH_VAR.is_match(v)) {
            return;
        }
        let Some(found) = first_remote_call(body, &vars, cx) else {
            return;
        };
        // The loop, or the project function it calls, paces the calls: a
        // function that waits or retries with a wait of its own, a
        // rate-limit decorator that sleeps (`@sleep_and_retry @limits(...)`).
        if is_paced(body, cx)
            || crate::model::resolve::callee_effect(cx, found.call).is_some_and(|(e, _, _)| e.paces)
        {
            return;
        }
        let header = cx.span_at(node.start_byte(), header_end);
        let what = match found.via {
            Some(_) => format!(
                "calls `{}` (which calls `{}`)",
                found.call_display, found.remote_display
            ),
            None => format!("calls `{}`", found.remote_display),
        };
        let msg = format!(
            "this loop {what} on every iteration, back to back, with no pacing: a large batch bursts into the service and its rate limit (add a sleep or rate limiter, or enqueue one job per item)"
        );
        let call_span = cx.span(found.call);
        let via_span = found.via.map(|v| cx.span(v));
        let remote = found.remote_display.clone();
        let f = cx
            .report_span(&META, header, msg)
            .with_label(call_span, "called on every iteration");
        if let Some(v) = via_span {
            f.with_label(v, format!("calls `{remote}`"));
        }
        if found.guessed {
            f.guessed(format!(
                "`{remote}` is taken as remote from its receiver's name"
            ));
        }
    }
}

/// The loop goes over a field that holds one small batch of a queue
/// receive (`batch.Messages ?? []`, `resp.get("Messages", [])`,
/// `resp["Messages"]`: `bounded-batch-fields`): the queue hands out the
/// next batch, not the loop.
fn iterates_bounded_batch(node: Node<'_>, cx: &Cx<'_, '_>) -> bool {
    let iterable = match node.kind_name() {
        "for_in_statement" | "for_statement" => node.field("right"),
        "for" => node.field("value"),
        "call" => node.field("receiver"),
        _ => None,
    };
    let Some(iterable) = iterable else {
        return false;
    };
    let text = cx.text_of(iterable);
    crate::model::knowledge::list(crate::model::knowledge::Eco::Common, "bounded-batch-fields")
        .iter()
        .any(|field| {
            [".", "\"", "'", ":"].iter().any(|before| {
                text.match_indices(field).any(|(at, _)| {
                    text[..at].ends_with(before)
                        && !text[at + field.len()..]
                            .starts_with(|c: char| c.is_alphanumeric() || c == '_')
                })
            })
        })
}

/// The end of the loop header and the loop body, for the loop shapes the rule
/// covers.
fn loop_parts<'t>(node: Node<'t>, cx: &Cx<'_, 't>) -> Option<(usize, Node<'t>)> {
    match node.kind_name() {
        "for_in_statement" => {
            let op = node.field("operator")?;
            if cx.text_of(op) != "of" {
                return None;
            }
            let right = node.field("right")?;
            Some((right.end_byte() + 1, node.field("body")?))
        }
        "for_statement" => {
            let right = node.field("right")?;
            Some((right.end_byte(), node.field("body")?))
        }
        "for" => {
            let value = node.field("value")?;
            Some((value.end_byte(), node.field("body")?))
        }
        "call" => {
            let method = node.field("method")?;
            if !RUBY_BATCH_METHODS.contains(&cx.text_of(method)) {
                return None;
            }
            node.field("receiver")?;
            let block = node.field("block")?;
            let end = block
                .field("parameters")
                .map(|p| p.end_byte())
                .unwrap_or(block.start_byte() + 2);
            Some((end.min(block.end_byte()), block))
        }
        _ => None,
    }
}

struct RemoteCall<'t> {
    /// The call in the loop body.
    call: Node<'t>,
    call_display: String,
    /// The outbound call it makes (the call itself, or one inside `via`).
    remote_display: String,
    /// The same-file method definition the body calls, when one level away.
    via: Option<Node<'t>>,
    /// Remoteness comes from a receiver name only.
    guessed: bool,
}

/// A receiver that names a remote service (`Acme::GeoService`, `billingApi`,
/// `Spaceship::ConnectAPI`, `paymentGateway`). Generic `client` receivers are
/// left out: in loops they are as often a test client, a Redis client or a
/// model called `client` as an HTTP client.
static SERVICE_RECEIVER: LazyLock<Regex> =
    LazyLock::new(|| Regex::new(r"(Service|Api|API|Gateway)(\(\))?$").expect("valid regex"));

/// Methods that build objects, reflect or read collections: never a remote call.
const LOCAL_METHODS: &[&str] = &[
    "new",
    "const_get",
    "class",
    "name",
    "to_s",
    "to_h",
    "to_a",
    "to_json",
    "as_json",
    "items",
    "keys",
    "values",
    "each",
    "map",
    "append",
    "update",
    "setdefault",
    "pop",
    "copy",
    "dup",
    "freeze",
    "merge",
    "include?",
    "instance",
    "configure",
    "config",
    "logger",
];

/// The display text of a remote call, and whether remoteness is a name guess.
fn is_remote(cx: &Cx<'_, '_>, call: Node<'_>) -> Option<(String, bool)> {
    let out = clients::outbound_call(cx, call)?;
    let method = ast::call_method_name(call, cx.family(), cx.text).unwrap_or("");
    if LOCAL_METHODS.contains(&method) || method.ends_with('?') {
        return None;
    }
    match out.kind {
        CallKind::Http | CallKind::Sdk | CallKind::Project => Some((out.display, false)),
        CallKind::ApiLike => SERVICE_RECEIVER
            .is_match(&out.client)
            .then_some((out.display, true)),
    }
}

/// The first call in the loop body that crosses the network, directly or
/// through a method defined in this file.
fn first_remote_call<'t>(body: Node<'t>, vars: &[&str], cx: &Cx<'_, 't>) -> Option<RemoteCall<'t>> {
    let family = cx.family();
    let mut calls = Vec::new();
    ast::walk(body, &mut |n| {
        if family != Family::Ruby && ast::is_function(n.kind_name(), family) {
            return false;
        }
        if ast::is_call(n.kind_name(), family) && mentions_any(n, vars, cx) {
            calls.push(n);
        }
        true
    });
    for call in &calls {
        if let Some((display, guessed)) = is_remote(cx, *call) {
            return Some(RemoteCall {
                call: *call,
                call_display: display.clone(),
                remote_display: display,
                via: None,
                guessed,
            });
        }
    }
    // One level of same-file inlining, bounded: each lookup scans the file text.
    if cx.text.len() > 1_000_000 {
        return None;
    }
    for call in calls.into_iter().take(8) {
        let Some(name) = ast::call_method_name(call, family, cx.text) else {
            continue;
        };
        if name.len() < 3 || DELAY_NAME.is_match(name) {
            continue;
        }
        if let Some((def, (remote, guessed))) = same_file_definition(name, cx) {
            return Some(RemoteCall {
                call,
                call_display: name.to_string(),
                remote_display: remote,
                via: Some(def),
                guessed,
            });
        }
    }
    None
}

/// A method/function named `name` defined in this file whose body makes an
/// outbound call; returns its name node and the call's display text.
fn same_file_definition<'t>(name: &str, cx: &Cx<'_, 't>) -> Option<(Node<'t>, (String, bool))> {
    let family = cx.family();
    let needle_owned;
    let needle: &str = match family {
        Family::Ruby | Family::Python => {
            needle_owned = format!("def {name}");
            &needle_owned
        }
        Family::Js => name,
    };
    for (pos, _) in cx.text.match_indices(needle).take(50) {
        let name_start = pos + needle.len() - name.len();
        let after = cx.text[name_start + name.len()..]
            .chars()
            .next()
            .unwrap_or(' ');
        if after.is_alphanumeric() || after == '_' || after == '!' || after == '?' {
            continue;
        }
        let Some(ident) =
            parents::descendant_for_byte_range(cx.root, name_start, name_start + name.len())
        else {
            continue;
        };
        let Some(def) = parents::parent(ident) else {
            continue;
        };
        if !ast::is_function(def.kind_name(), family) && def.kind_name() != "function_declaration" {
            continue;
        }
        if def.field("name") != Some(ident) {
            continue;
        }
        if cx.text_of(def).len() > 20_000 {
            return None;
        }
        let mut found = None;
        ast::walk(def, &mut |n| {
            if found.is_some() {
                return false;
            }
            if ast::is_call(n.kind_name(), family)
                && let Some(d) = is_remote(cx, n)
            {
                found = Some(d);
                return false;
            }
            true
        });
        return found.map(|d| (ident, d));
    }
    None
}

/// Loop variables that walk pages, cursors or attempts rather than a batch of
/// items: pagination and retry loops are other rules' business.
static NOT_A_BATCH_VAR: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r"(?i)^(_|page|page_?(num|number|no|index)|cursor|offset|attempt|attempts|retry|retries|try|tries|n|i|j|k)$")
        .expect("valid regex")
});

/// The names a loop binds per iteration.
fn loop_variables<'t>(node: Node<'t>, cx: &Cx<'_, 't>) -> Vec<&'t str> {
    let binding = match node.kind_name() {
        "for_in_statement" | "for_statement" => node.field("left"),
        "for" => node.field("pattern"),
        "call" => node.field("block").and_then(|b| b.field("parameters")),
        _ => None,
    };
    let Some(binding) = binding else {
        return Vec::new();
    };
    let mut out = Vec::new();
    if binding.kind_name() == "identifier" {
        out.push(cx.text_of(binding));
        return out;
    }
    ast::walk(binding, &mut |n| {
        if matches!(
            n.kind_name(),
            "identifier" | "shorthand_property_identifier_pattern"
        ) {
            out.push(cx.text_of(n));
        }
        true
    });
    out
}

/// True when the call's text uses one of the loop variables (as a whole word):
/// the call is made per item, not a loop-invariant call that could be hoisted.
fn mentions_any(call: Node<'_>, vars: &[&str], cx: &Cx<'_, '_>) -> bool {
    let text = cx.text_of(call);
    vars.iter().any(|v| {
        text.match_indices(v).any(|(i, _)| {
            let before = text[..i].chars().next_back();
            let after = text[i + v.len()..].chars().next();
            let word = |c: Option<char>| c.is_some_and(|c| c.is_alphanumeric() || c == '_');
            !word(before) && !word(after)
        })
    })
}

/// Any delay, limiter or job enqueue in the loop body.
fn is_paced(body: Node<'_>, cx: &Cx<'_, '_>) -> bool {
    let family = cx.family();
    ast::any_descendant(body, &mut |n| {
        // Ruby bare `sleep` is an identifier.
        if family == Family::Ruby && n.kind_name() == "identifier" && cx.text_of(n) == "sleep" {
            return true;
        }
        if !ast::is_call(n.kind_name(), family) {
            return false;
        }
        let Some(name) = ast::call_method_name(n, family, cx.text) else {
            return false;
        };
        let callee = ast::callee(n, family, cx.text)
            .map(|c| cx.text_of(c))
            .unwrap_or("");
        DELAY_NAME.is_match(name)
            || PACING_CALL.is_match(name)
            || PACING_CALL.is_match(callee)
            || callee.contains("setTimeout")
    })
}
