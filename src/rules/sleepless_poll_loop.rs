//! `sleepless-poll-loop`: a polling loop with no delay between iterations
//! hammers the callee at CPU speed.

use crate::context::Cx;
use crate::finding::Severity;
use crate::lang::Family;
use crate::model::knowledge::{self, Eco};
use crate::rules::{Effort, Rule, RuleMeta, RuleQueries};
use crate::semantics::ast::Field;
use crate::semantics::kind::NodeKind as _;
use crate::semantics::loops::{self, LoopParts};
use crate::semantics::parents;
use crate::semantics::{ast, clients, delay, status};
use regex::Regex;
use std::collections::HashMap;
use std::sync::LazyLock;
use tree_sitter::Node;

pub struct SleeplessPollLoop;

pub static META: RuleMeta = RuleMeta {
    id: "sleepless-poll-loop",
    name: "SleeplessPollLoop",
    severity: Severity::Error,
    families: &[Family::Js, Family::Ruby, Family::Python],
    summary: "A polling loop with no delay between iterations hammers the callee at CPU speed",
    incidents: &["INC-2026-07-15-athena-poll-throttle"],
    fix: "Sleep between polls with a growing interval (e.g. 0.5 s doubling to 5 s) and give up after a deadline.",
    docs: DOCS,
    effort: Effort::Trivial,
    opt_in: false,
    // Judged on real setup scripts: the person running one sees it spin.
    harms_dependency: false,
    confidence: "High when the polled call resolves to a client library, an SDK client or a project function summarised as outbound. Medium when the call is taken as a remote status query from its name or receiver (`client.get_status`), since an in-process status getter looks the same. Project code summarised as local work is never a poll. Medium in a command-line script or tool (a person runs it and watches it).",
    options: &[],
};

const DOCS: &str = r#"
## What it flags

A loop that re-issues the same call until the result reaches a state, with
nothing that waits between iterations:

- Loops: Python `while True:` / `while 1:` / `while not done:`; TS/JS
  `while (true)`, `for (;;)`, `do { } while (...)`, `while (!done)`; Ruby
  `loop do`, `while true`, `until cond`, `begin ... end while cond`. Bounded
  attempt loops (`for i in range(n)`, `n.times do`, `for (let i = 0; i < n; i++)`)
  count too.
- The body makes a call whose result decides the exit (a `break`, `return`,
  `raise`/`throw` under a condition, or the loop condition itself), the call
  is re-issued with the same (loop-invariant) arguments, and either the exit
  compares a status-like value (`'SUCCEEDED'`, `"done"`, `.state`, `['Status']`,
  `.phase`, `ready?`, `finished?`, `status_code`) or the call's name is a status
  query (`get_*`, `describe_*`, `*status*`, `check*`, `poll*`, `is_*`).
- Nothing in the body (or condition) delays: no `time.sleep` / `asyncio.sleep`
  / `Event().wait(t)`, no awaited `sleep`/`delay`/`wait`/`backoff` helper, no
  `await new Promise(r => setTimeout(r, ms))` / `await setTimeout(ms)`, no Ruby
  `sleep` / `Kernel.sleep`.

The finding points at the loop header; a secondary label points at the
polled call.

## Why

Incident INC-2026-07-15-athena-poll-throttle: a Lambda waited for an Athena
query with `while True:` around `athena.get_query_execution(QueryExecutionId=...)`,
breaking when `['QueryExecution']['Status']['State']` was `SUCCEEDED`, `FAILED`
or `CANCELLED`, and never slept. Each request spun at CPU speed; a cron that
fanned 30 requests out exhausted the account's `GetQueryExecution` TPS, the
SDK's three retries ran out with `ThrottlingException: Rate exceeded`, and the
callers saw HTTP 500s.

## Fix

Python, before:

```python
while True:
    resp = athena.get_query_execution(QueryExecutionId=qid)
    if resp["QueryExecution"]["Status"]["State"] in ("SUCCEEDED", "FAILED", "CANCELLED"):
        break
```

After:

```python
delay, deadline = 0.5, time.monotonic() + 300
while True:
    resp = athena.get_query_execution(QueryExecutionId=qid)
    if resp["QueryExecution"]["Status"]["State"] in ("SUCCEEDED", "FAILED", "CANCELLED"):
        break
    if time.monotonic() > deadline:
        raise TimeoutError(f"query {qid} still running")
    time.sleep(delay)
    delay = min(delay * 2, 5)
```

TypeScript, before:

```ts
while (true) {
  const job = await client.getJob(jobId);
  if (job.status === "done") break;
}
```

After:

```ts
import { setTimeout as sleep } from "node:timers/promises";

for (let delay = 500; ; delay = Math.min(delay * 2, 5000)) {
  const job = await client.getJob(jobId);
  if (job.status === "done") break;
  await sleep(delay);
}
```

Ruby, before:

```ruby
loop do
  export = api.export_status(export_id)
  break if export["state"] == "finished"
end
```

After:

```ruby
delay = 0.5
loop do
  export = api.export_status(export_id)
  break if export["state"] == "finished"
  sleep(delay)
  delay = [delay * 2, 5].min
end
```

## Not flagged

- Loops with any delay in the body, or whose body waits for an event
  (`await new Promise(...)`, `event.wait()`, `await once(emitter, ...)`).
- Calls that pace themselves: stream and socket reads (`read()`, `recv`,
  `readline`, `gets`, `next()`), queue pops with a timeout (`queue.get(timeout=1)`),
  long polls (`receive_message(WaitTimeSeconds=20)`), `select`, prompts
  waiting for input.
- Pagination and batch loops: the call's arguments change between
  iterations (a page, cursor, offset, token or batch variable updated in the
  body), or the exit tests the result for emptiness (`if not page: break`,
  `break if items.empty?`). A paging loop whose exit tests a next-page token
  (`while (res.LastEvaluatedKey)`, `pagination-token-words`; or a name the
  body assigns from one, `last = page.get("LastEvaluatedKey")`) while it sends
  the same request each time *is* reported, with a message that says the
  token is never passed on: a second page makes it read the first forever.
- Generate-until-unique loops and iterative algorithms: the exit does not
  depend on a re-issued call with the same arguments.
- Loops over collections (`for x in items`, `items.each do`): see
  `unpaced-batch-calls`.
- Loops left once the same request's response succeeds (`if r.status_code
  == 200: break`, `if (res.ok) return res`, `break if res.code == "200"`):
  they re-send a failed request, see `retry-without-delay`. A readiness
  probe re-requested until 2xx (`/health`, `/readyz`) stays a poll.

## Options

None.
"#;

static QUERIES: RuleQueries = RuleQueries::new(
    "sleepless-poll-loop",
    crate::query_file!("javascript", "sleepless-poll-loop"),
    crate::query_file!("ruby", "sleepless-poll-loop"),
    crate::query_file!("python", "sleepless-poll-loop"),
);

/// Words of common list `key` as regex alternatives.
fn words(key: &str) -> String {
    knowledge::words_pattern(knowledge::list(Eco::Common, key))
}

/// Words of common list `key` as regex alternatives whose first letter may
/// be either case (`[Ss]tatus`).
fn either_case(key: &str) -> String {
    knowledge::list(Eco::Common, key)
        .iter()
        .map(|w| {
            let mut chars = w.chars();
            let first = chars.next().map_or(String::new(), |c| {
                let upper = regex::escape(&c.to_uppercase().to_string());
                let lower = regex::escape(&c.to_lowercase().to_string());
                format!("[{upper}{lower}]")
            });
            format!("{first}{}", regex::escape(chars.as_str()))
        })
        .collect::<Vec<_>>()
        .join("|")
}

/// Call names that ask whether something is finished (`is_ready`,
/// `checkStatus`, `poll_job`, `get_job_status`): a first word
/// (`poll-predicate-first-words`, snake or camel case), a start
/// (`poll-predicate-prefixes`), a word anywhere (`poll-predicate-words`)
/// or an ending (`poll-predicate-endings`, an optional `?` after it).
static PREDICATE_CALL: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(&format!(
        r"^(?:{})(?:_|[A-Z])|^(?:{})|{}|(?:{})\??$",
        words("poll-predicate-first-words"),
        either_case("poll-predicate-prefixes"),
        either_case("poll-predicate-words"),
        either_case("poll-predicate-endings"),
    ))
    .expect("valid regex")
});

/// Call names that fetch a resource whose state is then tested
/// (`get_query_execution`, `describeStacks`): a first word, snake or camel
/// case (`poll-fetch-first-words`).
static FETCH_CALL: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(&format!(
        r"^(?:{})(?:_|[A-Z])",
        words("poll-fetch-first-words")
    ))
    .expect("valid regex")
});

impl Rule for SleeplessPollLoop {
    fn meta(&self) -> &'static RuleMeta {
        &META
    }

    fn node_kinds(&self, family: Family) -> &'static [&'static str] {
        loops::loop_kinds(family)
    }

    fn triggers(&self, family: Family) -> &'static [&'static str] {
        // A loop header this rule inspects must appear: `while`/`do…while`,
        // `for (;;)` and counter loops in JS, `while` and `for … in range(n)`
        // in Python (collection loops walk data and are never polls).
        match family {
            Family::Js => &[
                "while", "for (;", "for(;", "for (let", "for(let", "for (var", "for(var",
            ],
            Family::Ruby => &["loop", "while", "until", "times"],
            Family::Python => &["while", "range("],
        }
    }

    fn triggers_without_remote_evidence(&self, _family: Family) -> &'static [&'static str] {
        // High only when the polled call resolves to a client, an SDK or
        // project code summarised as outbound.
        &[]
    }

    fn check<'t>(&self, node: Node<'t>, cx: &mut Cx<'_, 't>) {
        let family = cx.family();
        // Cheap gate: Ruby `call` candidates must be `loop do` / `n.times do`.
        if family == Family::Ruby && node.kind_name() == "call" && !is_ruby_loop_call(node, cx) {
            return;
        }
        let Some(parts) = loops::loop_parts(node, family, cx.text) else {
            return;
        };
        let Some(poll) = polling_call(&parts, cx) else {
            return;
        };
        let header = cx
            .text
            .get(parts.header.0..parts.header.1)
            .unwrap_or("loop");
        let header = first_line(header);
        let call_text = short(first_line(cx.text_of(poll.call)), 60);
        let cond_text = cx.text_of(poll.exit).trim();
        let cond_text = cond_text
            .strip_prefix('(')
            .and_then(|c| c.strip_suffix(')'))
            .unwrap_or(cond_text);
        let cond = short(first_line(cond_text), 60);
        let span = cx.span_at(parts.header.0, parts.header.1);
        let call_span = cx.span(poll.call);
        let remote = clients::outbound_call(cx, poll.call).filter(|o| o.resolved());
        // Project code that waits before it answers (a sleep after a failed
        // call, a retry with backoff) paces the loop that calls it.
        let paced = crate::model::resolve::callee_effect(cx, poll.call).filter(|(e, _, _)| e.paces);
        // `do { res = await send(cmd) } while (res.LastEvaluatedKey)` with
        // `cmd` unchanged: a paging loop that never passes the token on.
        let pages = tests_page_token(poll.exit, parts.body, cx);
        let message = if pages {
            format!(
                "`{header}` tests the next page's token (`{cond}`) but re-issues `{call_text}` with the same arguments: the token is never passed on, so an answer with more than one page is read again at CPU speed, forever (pass the token into the next request)"
            )
        } else {
            format!(
                "`{header}` re-issues `{call_text}` and checks `{cond}` with no delay between iterations: the poll runs at CPU speed and exhausts the callee's rate limit (sleep with backoff between polls, and give up after a deadline)"
            )
        };
        let f = cx
            .report_span(&META, span, message)
            .with_primary_label(if pages {
                "paging loop that never moves on"
            } else {
                "polling loop with no delay"
            })
            .with_label(
                call_span,
                "re-issued every iteration with the same arguments",
            );
        if let Some((_, path, line)) = paced {
            let at = if line > 0 {
                format!("{path}:{line}")
            } else {
                path
            };
            f.guessed(format!(
                "`{call_text}` waits inside itself ({at}: a sleep or a retry before it answers): the iterations that repeat may be paced by it"
            ));
        }
        match remote {
            Some(o) if !o.evidence.is_empty() => {
                f.with_evidence(o.evidence);
            }
            Some(_) => {}
            None => {
                f.guessed(format!(
                    "`{call_text}` is taken as a remote status query from its name or receiver"
                ));
            }
        }
    }
}

fn is_ruby_loop_call(node: Node<'_>, cx: &Cx<'_, '_>) -> bool {
    node.field("block").is_some()
        && node
            .field("method")
            .is_some_and(|m| matches!(cx.text_of(m), "loop" | "times"))
}

fn first_line(s: &str) -> &str {
    s.lines().next().unwrap_or(s).trim()
}

fn short(s: &str, max: usize) -> String {
    if s.chars().count() <= max {
        s.to_string()
    } else {
        let cut: String = s.chars().take(max).collect();
        format!("{cut}…")
    }
}

/// A call that a loop re-issues until its result reaches a state.
/// The exit tests a next-page token (`pagination-token-words`): named in the
/// condition itself (`while (res.LastEvaluatedKey)`), or in what the body
/// assigns to a name the condition tests (`last = page.get("LastEvaluatedKey")`
/// … `if not last: break`).
fn tests_page_token(exit: Node<'_>, body: Node<'_>, cx: &Cx<'_, '_>) -> bool {
    let words = knowledge::list(Eco::Common, "pagination-token-words");
    let names = |t: &str| {
        let squashed = t.to_ascii_lowercase().replace('_', "");
        words.iter().any(|w| squashed.contains(w))
    };
    if names(cx.text_of(exit)) {
        return true;
    }
    let identifier = |n: Node<'_>| matches!(n.kind_name(), "identifier" | "instance_variable");
    let mut tested = Vec::new();
    if identifier(exit) {
        tested.push(cx.text_of(exit));
    }
    ast::walk(exit, &mut |n| {
        if identifier(n) {
            tested.push(cx.text_of(n));
        }
        true
    });
    ast::any_descendant(body, &mut |n| {
        matches!(
            n.kind_name(),
            "assignment" | "assignment_expression" | "variable_declarator"
        ) && {
            let left = n
                .child_by_field_name("left")
                .or_else(|| n.child_by_field_name("name"));
            let right = n
                .child_by_field_name("right")
                .or_else(|| n.child_by_field_name("value"));
            matches!((left, right), (Some(l), Some(r))
                if tested.contains(&cx.text_of(l)) && names(cx.text_of(r)))
        }
    })
}

pub struct Poll<'t> {
    pub call: Node<'t>,
    /// The condition that decides the exit.
    pub exit: Node<'t>,
}

/// What the body assigns: the names that change between iterations and the
/// call each result-holding name came from.
struct Flow<'t> {
    varying: Vec<String>,
    /// Names rebuilt from invariant values in the body, with where: they vary
    /// for a call that comes before the assignment (`head_only = false` after
    /// the call changes the next iteration's argument).
    rebuilt: Vec<(String, usize)>,
    /// name -> (producing call, assignment right-hand sides on the way)
    tainted: HashMap<String, (Node<'t>, Vec<Node<'t>>)>,
}

/// Finds the polled call of a loop, if the loop polls without a delay.
pub fn polling_call<'t>(parts: &LoopParts<'t>, cx: &mut Cx<'_, 't>) -> Option<Poll<'t>> {
    match repeated_call(parts, cx)? {
        Repeats::Poll(p) => Some(p),
        Repeats::StatusRetry(_) => None,
    }
}

/// Why a loop with no delay re-issues a call.
enum Repeats<'t> {
    /// Until the result reaches a state (this rule).
    Poll(Poll<'t>),
    /// Until the same call's response succeeds (`if r.status_code == 200:
    /// break`): a retry of a failed request, retry-without-delay's business.
    StatusRetry(Poll<'t>),
}

/// The call an attempt loop re-sends, with no delay, until its own response
/// succeeds (retry-without-delay's shape), unless the loop polls.
pub fn status_retry<'t>(parts: &LoopParts<'t>, cx: &mut Cx<'_, 't>) -> Option<Poll<'t>> {
    // Cheap gate: some exit must test a response's status at all.
    let mut exits: Vec<Node<'t>> = Vec::new();
    exits.extend(parts.condition);
    exit_conditions(parts.body, cx.family(), cx.text, &mut exits);
    if !exits
        .iter()
        .any(|e| status::status_test(*e, cx.family(), cx.text).is_some())
    {
        return None;
    }
    match repeated_call(parts, cx)? {
        Repeats::StatusRetry(p) => Some(p),
        Repeats::Poll(_) => None,
    }
}

/// Whether the loop re-sends `call` until that call's own response succeeds
/// (with or without a delay): a retry of failure statuses around the call.
pub fn retries_on_status<'t>(parts: &LoopParts<'t>, call: Node<'t>, cx: &Cx<'_, 't>) -> bool {
    let mut exits: Vec<Node<'t>> = Vec::new();
    exits.extend(parts.condition);
    exit_conditions(parts.body, cx.family(), cx.text, &mut exits);
    if !exits
        .iter()
        .any(|e| status::status_test(*e, cx.family(), cx.text).is_some())
    {
        return false;
    }
    let flow = flow_of(parts, cx);
    exits
        .into_iter()
        .any(|e| status_retried_call(e, parts, &flow, cx) == Some(call))
}

/// The body ends in an unconditional exit (`break`, `return`, `throw`), so
/// the loop goes round only through its `continue` statements, and each of
/// those follows a delay in its own block (`if (res.status === 429) { await
/// sleep(ra); continue } log(res.status); break`): every next round waits.
fn goes_round_only_after_delay(parts: &LoopParts<'_>, family: Family, text: &str) -> bool {
    // A Ruby block's statements sit in its `body_statement`.
    let last = ast::last_code_child(parts.body).and_then(|l| {
        if matches!(l.kind_name(), "body_statement" | "block_body") {
            ast::last_code_child(l)
        } else {
            Some(l)
        }
    });
    if last.is_none_or(|l| loops::exit_kind(l, family, text).is_none()) {
        return false;
    }
    // (Ruby's `next` holds a `next` keyword node: the statement is the outer one.)
    let nexts: Vec<Node<'_>> = loops::next_statements(parts.body, family, text)
        .into_iter()
        .filter(|c| parents::parent(*c).is_none_or(|p| p.kind_name() != c.kind_name()))
        .collect();
    !nexts.is_empty()
        && nexts.iter().all(|c| {
            parents::parent(*c).is_some_and(|block| {
                let mut cur = block.walk();
                block
                    .named_children(&mut cur)
                    .take_while(|s| s.start_byte() < c.start_byte())
                    // A statement of its own, not a branch that may skip it.
                    .filter(|s| !ast::is_compound_statement(s.kind_name(), family))
                    .any(|s| delay::any_delay(&[s], family, text).is_some())
            })
        })
}

/// Classifies a loop that re-issues a call with no delay between iterations.
fn repeated_call<'t>(parts: &LoopParts<'t>, cx: &mut Cx<'_, 't>) -> Option<Repeats<'t>> {
    let family = cx.family();
    let text = cx.text;
    // Any delay or self-pacing call in the body or condition: not a finding.
    let mut scope = vec![parts.body];
    scope.extend(parts.condition);
    // A wait only on a throttled answer paces nothing else: the loop is
    // read as unpaced (a status retry says so).
    if delay::any_delay(&scope, family, text).is_some()
        && (!delay::throttle_only_delays(&scope, family, text)
            || goes_round_only_after_delay(parts, family, text))
    {
        return None;
    }
    if scope
        .iter()
        .any(|n| delay::find_blocking_call(*n, family, text).is_some())
    {
        return None;
    }
    if awaits_event(parts, cx) {
        return None;
    }
    // An attempt loop that catches the failure and goes round is a retry
    // loop (retry-without-delay's business), even when it checks `res.ok`.
    let header = text.get(parts.header.0..parts.header.1).unwrap_or("");
    let counts_attempts = parts.shape == loops::LoopShape::Counted
        || crate::semantics::names::RETRY_ATTEMPT_NAME.is_match(header);
    let catches = counts_attempts
        && ast::any_descendant(parts.body, &mut |n| {
            matches!(n.kind_name(), "catch_clause" | "except_clause" | "rescue")
        });
    let flow = flow_of(parts, cx);
    let mut exits: Vec<Node<'t>> = Vec::new();
    exits.extend(parts.condition);
    exit_conditions(parts.body, family, text, &mut exits);
    let retry = exits.iter().find_map(|e| {
        status_retried_call(*e, parts, &flow, cx).map(|call| Poll { call, exit: *e })
    });
    for exit in exits {
        if catches || retry.as_ref().is_some_and(|r| r.exit == exit) {
            continue;
        }
        // The HTTP status of a call's own response (`401`: log in again and
        // go round) is how that request went, not a state the loop waits
        // for; only a readiness endpoint (`/health` until 200) is polled.
        if status_checked_call(exit, &flow, cx)
            .is_some_and(|call| !status::requests_readiness_endpoint(call, cx.text))
        {
            continue;
        }
        // The condition of `while`/`do ... while` goes round while it holds:
        // the loop is left when it fails.
        let goes_round_on_true = parts.condition == Some(exit)
            && !matches!(parts.node.kind_name(), "until" | "until_modifier");
        if let Some(call) = deciding_call(exit, parts.body, goes_round_on_true, &flow, cx)
            && crosses_a_boundary(call, exit, parts, cx)
        {
            return Some(Repeats::Poll(Poll { call, exit }));
        }
    }
    retry.map(Repeats::StatusRetry)
}

/// The outbound call a loop re-issues until its own response succeeds: the
/// exit tests that response's HTTP status (`r.status_code == 200`, `res.ok`,
/// `res.is_a?(Net::HTTPSuccess)`) and leaves on success. A state in the body
/// (`r.json()["status"] == "done"`) is a poll, and so is a readiness probe
/// (`/health` until 200): it waits for a service to come up.
fn status_retried_call<'t>(
    exit: Node<'t>,
    parts: &LoopParts<'t>,
    flow: &Flow<'t>,
    cx: &Cx<'_, 't>,
) -> Option<Node<'t>> {
    let (test, call) = status_response_call(exit, flow, cx)?;
    if leaves_when_true(exit, parts, cx)? != test.true_on_success {
        return None;
    }
    let retried = !args_vary_in_loop(call, flow, cx)
        && !clients::is_resolved_local(cx, call)
        && clients::outbound_call(cx, call).is_some()
        && !status::requests_readiness_endpoint(call, cx.text);
    retried.then_some(call)
}

/// The HTTP status test of `exit` and the call whose response it tests
/// (`r.status_code == 200` with `r = requests.get(...)` in the body).
fn status_response_call<'t>(
    exit: Node<'t>,
    flow: &Flow<'t>,
    cx: &Cx<'_, 't>,
) -> Option<(status::StatusTest<'t>, Node<'t>)> {
    let test = status::status_test(exit, cx.family(), cx.text)?;
    Some((test, response_call(test.response, flow, cx)?))
}

/// The call whose response `exit` compares with an HTTP status code, any
/// code (`r.status_code == 401`).
fn status_checked_call<'t>(exit: Node<'t>, flow: &Flow<'t>, cx: &Cx<'_, 't>) -> Option<Node<'t>> {
    let response = status::status_checked_response(exit, cx.family(), cx.text)?;
    response_call(response, flow, cx)
}

/// The call a response expression is: the call itself, or a name that
/// holds its result (not something read from it).
fn response_call<'t>(response: Node<'t>, flow: &Flow<'t>, cx: &Cx<'_, 't>) -> Option<Node<'t>> {
    let mut response = ast::unwrap_expr(response);
    // Python `(res := send(file)).status_code`: the call the name is bound to.
    if response.kind_name() == "named_expression"
        && let Some(value) = response.field("value")
    {
        response = ast::unwrap_expr(value);
    }
    if ast::is_call(response.kind_name(), cx.family()) {
        return Some(response);
    }
    let (call, chain) = flow.tainted.get(cx.text_of(response))?;
    (chain.len() == 1 && ast::unwrap_expr(chain[0]) == *call).then_some(*call)
}

/// Whether the loop is left when `exit` holds (true) or when it fails
/// (false): the loop condition of `while` holds to go round, an `until`
/// condition to stop; an `if` leaves in its consequence or its alternative.
fn leaves_when_true(exit: Node<'_>, parts: &LoopParts<'_>, cx: &Cx<'_, '_>) -> Option<bool> {
    let family = cx.family();
    if parts.condition == Some(exit) {
        return Some(matches!(parts.node.kind_name(), "until" | "until_modifier"));
    }
    let mut branch = parents::parent(exit)?;
    if branch.kind_name() == "parenthesized_expression" {
        branch = parents::parent(branch)?;
    }
    // `if bad: continue` ... `break`: the loop is left when it fails.
    let negated = matches!(branch.kind_name(), "unless" | "unless_modifier");
    if loops::continues_then_exits(branch, family, cx.text) {
        return Some(negated);
    }
    match branch.kind_name() {
        "if_modifier" => return Some(true),
        "unless_modifier" => return Some(false),
        _ => {}
    }
    let exits = |field: &'static str| {
        branch
            .field(field)
            .is_some_and(|b| loops::find_exit(b, family, cx.text).is_some())
    };
    if exits("consequence") {
        Some(!negated)
    } else if exits("alternative") {
        Some(negated)
    } else {
        None
    }
}

/// Polling hammers *another* service. Iterative algorithms over local state
/// (`iterator.get_next_task_for_host(...)`, `while !finished?` in a parser,
/// draining `while x = conn.get_result`) are not polling, and a call that
/// blocks with its own timeout (`next_event(60)`, `poll(0.1)`) paces itself.
/// Kept: outbound/SDK/API-client calls, and calls on another object whose
/// result is compared with a string state (`'SUCCEEDED'`, `"done"`).
fn crosses_a_boundary<'t>(
    call: Node<'t>,
    exit: Node<'t>,
    parts: &LoopParts<'t>,
    cx: &Cx<'_, 't>,
) -> bool {
    // The model knows this is project code that stays in-process.
    if clients::is_resolved_local(cx, call) {
        return false;
    }
    // Drains: the loop condition assigns the call's result (`while x = recv.get`).
    if parts.condition.is_some_and(|c| {
        let t = cx.text_of(c);
        ast::any_descendant(c, &mut |n| n == call) && (t.contains(" = ") || t.contains(":="))
    }) && !parts
        .condition
        .is_some_and(|c| cx.text_of(c).contains("=="))
    {
        return false;
    }
    let outbound = clients::outbound_call(cx, call);
    if outbound
        .as_ref()
        .is_some_and(|o| o.kind == clients::CallKind::Http)
    {
        return true;
    }
    if blocks_with_timeout(call, cx) {
        return false;
    }
    if outbound.is_some() {
        return true;
    }
    // A method whose name speaks of the awaited state (`poll-readiness-words`).
    static READINESS: LazyLock<Regex> = LazyLock::new(|| {
        Regex::new(&format!("(?i)({})", words("poll-readiness-words"))).expect("valid regex")
    });
    let Some(receiver) = receiver_of(call, cx) else {
        // A bare call (`finished?`, `find(id)`): local or remote cannot be told apart.
        return false;
    };
    let receiver_text = cx.text_of(receiver);
    if matches!(receiver_text, "self" | "this" | "cls" | "super") {
        return false;
    }
    // A class-level finder (`Ci::Build.get(id)`) re-reads shared state.
    let constant = matches!(receiver.kind_name(), "constant" | "scope_resolution")
        || receiver_text.chars().next().is_some_and(char::is_uppercase)
            && !receiver_text.contains('(');
    constant || READINESS.is_match(method_name(call, cx)) || compares_string_state(exit, cx)
}

/// `next_event(60)`, `poll(0.1)`, `get(timeout=5)`: a blocking wait.
fn blocks_with_timeout(call: Node<'_>, cx: &Cx<'_, '_>) -> bool {
    // Methods that block until something arrives (`blocking-wait-methods`).
    static BLOCKING: LazyLock<Regex> = LazyLock::new(|| {
        Regex::new(&format!("(?i)^({})$", words("blocking-wait-methods"))).expect("valid regex")
    });
    let name = method_name(call, cx);
    if !BLOCKING.is_match(name) {
        return false;
    }
    // A number, or a name that speaks of a duration (`timeout=5`,
    // `self.poll_interval`, `waitSeconds`: `duration-name-words`).
    static DURATION: LazyLock<Regex> = LazyLock::new(|| {
        Regex::new(&format!("(?i)({})", words("duration-name-words"))).expect("valid regex")
    });
    let args = call.field("arguments").map(|a| cx.text_of(a)).unwrap_or("");
    DURATION.is_match(args)
        || args
            .trim_matches(|c| c == '(' || c == ')')
            .trim()
            .parse::<f64>()
            .is_ok()
}

/// A comparison with a string literal state (`== 'SUCCEEDED'`, `in ("done", ...)`,
/// `.status === "ready"`) somewhere under `node`.
fn compares_string_state(node: Node<'_>, cx: &Cx<'_, '_>) -> bool {
    let mut is_comparison = |n: Node<'_>| {
        matches!(
            n.kind_name(),
            "comparison_operator"
                | "binary_expression"
                | "binary"
                | "switch_case"
                | "when"
                | "case_clause"
        ) && {
            let mut found = false;
            ast::walk(n, &mut |m| {
                if matches!(
                    m.kind_name(),
                    "string" | "string_literal" | "simple_symbol" | "string_content"
                ) && cx.text_of(m).chars().any(|c| c.is_alphabetic())
                {
                    found = true;
                }
                !found
            });
            found
        }
    };
    is_comparison(node) || ast::any_descendant(node, &mut is_comparison)
}

/// Loops whose body waits for something other than time, found by the query
/// (`await once(emitter, 'x')`, `await queue.get()`, `yield`).
fn awaits_event<'t>(parts: &LoopParts<'t>, cx: &mut Cx<'_, 't>) -> bool {
    let Some(query) = QUERIES.get(cx.lang) else {
        return false;
    };
    let idx = query.capture_index_for_name("event");
    cx.matches_within(query, parts.body).iter().any(|m| {
        idx.is_some_and(|_| {
            m.get(query, "event").is_some_and(|n| {
                ast::enclosing_function(n, cx.family())
                    == ast::enclosing_function(parts.body, cx.family())
            })
        })
    })
}

fn flow_of<'t>(parts: &LoopParts<'t>, cx: &Cx<'_, 't>) -> Flow<'t> {
    let family = cx.family();
    let mut varying: Vec<String> = parts.loop_vars.clone();
    let mut assigns: Vec<(Vec<String>, Option<Node<'t>>)> = Vec::new();
    ast::walk(parts.body, &mut |n| {
        if ast::is_function(n.kind_name(), family) {
            return false;
        }
        if let Some((targets, rhs, mutating)) = assignment(n, cx) {
            if mutating {
                varying.extend(targets.iter().cloned());
            }
            assigns.push((targets, rhs));
        } else if let Some(recv) = mutated_receiver(n, cx) {
            varying.push(recv);
        }
        true
    });
    // Everything assigned in the body varies, unless it is rebuilt from
    // invariant values each time (`params = {"id": job_id}`).
    let assigned: Vec<String> = assigns.iter().flat_map(|(t, _)| t.clone()).collect();
    let mut rebuilt = Vec::new();
    for (targets, rhs) in &assigns {
        let Some(rhs) = rhs else {
            varying.extend(targets.iter().cloned());
            continue;
        };
        // A fresh per-iteration object built from nothing that varies (`new
        // AbortController()`) does not change what is asked.
        let fresh_object = rhs.kind_name() == "new_expression"
            && rhs.field("arguments").is_none_or(|a| {
                !ast::any_in_scope(a, family, &mut |n| ast::is_call(n.kind_name(), family))
            });
        let has_call = !fresh_object
            && (ast::any_in_scope(*rhs, family, &mut |n| ast::is_call(n.kind_name(), family))
                || ast::is_call(rhs.kind_name(), family));
        // Ruby/Python: built from a list the body consumes (`url =
        // urls[0] + "rss"` with `urls.pop(0)`) varies too.
        let from_varying = family != Family::Js && references_any(*rhs, &varying, cx);
        if has_call || from_varying || references_any(*rhs, &assigned, cx) {
            varying.extend(targets.iter().cloned());
        } else {
            rebuilt.extend(targets.iter().map(|t| (t.clone(), rhs.start_byte())));
        }
    }
    // Result-holding names: `resp = athena.get_query_execution(...)`, then
    // `state = resp["Status"]["State"]`.
    let mut tainted: HashMap<String, (Node<'t>, Vec<Node<'t>>)> = HashMap::new();
    for _ in 0..3 {
        for (targets, rhs) in &assigns {
            let Some(rhs) = rhs else { continue };
            if targets.iter().all(|t| tainted.contains_key(t)) {
                continue;
            }
            let source = if let Some(call) = primary_call(*rhs, &varying, cx) {
                Some((call, vec![*rhs]))
            } else {
                tainted
                    .iter()
                    .find(|(name, _)| references(*rhs, name, cx))
                    .map(|(_, (call, chain))| {
                        let mut chain = chain.clone();
                        chain.push(*rhs);
                        (*call, chain)
                    })
            };
            if let Some(src) = source {
                for t in targets {
                    tainted.entry(t.clone()).or_insert_with(|| src.clone());
                }
            }
        }
    }
    Flow {
        varying,
        rebuilt,
        tainted,
    }
}

/// Assignment targets, right-hand side and whether it mutates in place (`+=`).
fn assignment<'t>(n: Node<'t>, cx: &Cx<'_, 't>) -> Option<(Vec<String>, Option<Node<'t>>, bool)> {
    let (left, right, mutating) = match (cx.family(), n.kind_name()) {
        (Family::Python, "assignment") => (n.field("left")?, n.field("right"), false),
        (Family::Python, "augmented_assignment") => (n.field("left")?, n.field("right"), true),
        (Family::Python, "named_expression") => (n.field("name")?, n.field("value"), false),
        // `with session.get(url) as r:` / `async with ...`: `r` is the response.
        (Family::Python, "as_pattern")
            if parents::parent(n).is_some_and(|p| p.kind_name() == "with_item") =>
        {
            (n.field("alias")?, n.named_child(0), false)
        }
        (Family::Python, "for_statement") | (Family::Js, "for_in_statement") => {
            (n.field("left")?, None, true)
        }
        (Family::Js, "variable_declarator") => (n.field("name")?, n.field("value"), false),
        (Family::Js, "assignment_expression") => (n.field("left")?, n.field("right"), false),
        (Family::Js, "augmented_assignment_expression") => {
            (n.field("left")?, n.field("right"), true)
        }
        (Family::Js, "update_expression") => (n.field("argument")?, None, true),
        (Family::Ruby, "assignment") => (n.field("left")?, n.field("right"), false),
        (Family::Ruby, "operator_assignment") => (n.field("left")?, n.field("right"), true),
        _ => return None,
    };
    Some((target_names(left, cx), right, mutating))
}

/// The object an attribute or subscript path reads from (`a[0]` for
/// `a[0].b`, `a` for `a[0]`); `None` for anything else.
fn path_base(n: Node<'_>) -> Option<Node<'_>> {
    match n.kind_name() {
        "attribute" | "member_expression" => n.field("object"),
        "subscript" | "subscript_expression" | "element_reference" => n
            .field("value")
            .or_else(|| n.field("object"))
            .or_else(|| n.named_child(0)),
        _ => None,
    }
}

/// Names an assignment target binds: identifiers, whole attribute paths
/// (`self.page`), the base of subscripts (`params` for `params["page"]`).
fn target_names(left: Node<'_>, cx: &Cx<'_, '_>) -> Vec<String> {
    match left.kind_name() {
        "attribute" | "member_expression" => {
            // `params.ExclusiveStartKey = page.LastEvaluatedKey`: the object
            // `params` changes too, and a request built from it varies (not
            // `self`/`this`, whose every attribute would then vary).
            let mut names = vec![cx.text_of(left).to_string()];
            let mut root = left;
            while let Some(o) = path_base(root) {
                root = o;
            }
            if root.kind_name() == "identifier" && !matches!(cx.text_of(root), "self" | "this") {
                names.push(cx.text_of(root).to_string());
            }
            names
        }
        "identifier"
        | "instance_variable"
        | "shorthand_property_identifier_pattern"
        | "global_variable"
        | "class_variable" => {
            vec![cx.text_of(left).to_string()]
        }
        "subscript" | "subscript_expression" | "element_reference" => {
            let Some(b) = path_base(left) else {
                return Vec::new();
            };
            // `payload[0]["variables"]["cursor"] = end`: `payload` itself
            // changes, and a request sent with it varies.
            let mut names = vec![cx.text_of(b).to_string()];
            let mut root = b;
            while let Some(r) = path_base(root) {
                root = r;
            }
            if root != b
                && root.kind_name() == "identifier"
                && !matches!(cx.text_of(root), "self" | "this")
            {
                names.push(cx.text_of(root).to_string());
            }
            names
        }
        "call" if cx.family() == Family::Ruby => vec![cx.text_of(left).to_string()],
        _ => {
            let mut out = Vec::new();
            ast::walk(left, &mut |n| {
                if matches!(
                    n.kind_name(),
                    "identifier" | "shorthand_property_identifier_pattern" | "instance_variable"
                ) {
                    out.push(cx.text_of(n).to_string());
                }
                true
            });
            out
        }
    }
}

/// `ids.pop()`, `params.update(page=n)`, `query.push(x)`: the receiver changes.
fn mutated_receiver(n: Node<'_>, cx: &Cx<'_, '_>) -> Option<String> {
    if !ast::is_call(n.kind_name(), cx.family()) {
        return None;
    }
    let method = ast::call_method_name(n, cx.family(), cx.text)?;
    if !knowledge::list(Eco::Common, "mutating-methods").contains(&method) {
        return None;
    }
    let f = ast::callee(n, cx.family(), cx.text)?;
    let recv = match cx.family() {
        Family::Ruby => n.field("receiver")?,
        _ => f
            .field("object")
            .filter(|_| matches!(f.kind_name(), "member_expression" | "attribute"))?,
    };
    if cx.family() == Family::Js {
        // `el.classList.add(...)` changes `el` itself.
        let mut root = recv;
        while root.kind_name() == "member_expression" {
            match root.field("object") {
                Some(o) => root = o,
                None => break,
            }
        }
        if root.kind_name() == "identifier" {
            return Some(cx.text_of(root).to_string());
        }
    }
    Some(cx.text_of(recv).to_string())
}

/// True when `node` mentions `name` (as an identifier or attribute path).
fn references(node: Node<'_>, name: &str, cx: &Cx<'_, '_>) -> bool {
    let hit = |n: Node<'_>| {
        // Ruby shorthand hash argument `head_only:` passes the local `head_only`.
        if n.kind_name() == "hash_key_symbol"
            && parents::parent(n)
                .is_some_and(|p| p.kind_name() == "pair" && p.named_child_count() == 1)
        {
            return cx.text_of(n) == name;
        }
        matches!(
            n.kind_name(),
            "identifier"
                | "attribute"
                | "member_expression"
                | "instance_variable"
                | "shorthand_property_identifier"
        ) && cx.text_of(n) == name
    };
    hit(node) || ast::any_descendant(node, &mut |n| hit(n))
}

fn references_any(node: Node<'_>, names: &[String], cx: &Cx<'_, '_>) -> bool {
    names.iter().any(|n| references(node, n, cx))
}

/// True when the callee of `call` is rooted at a varying name
/// (`response.json()`, `page.next_page()`).
fn callee_varies(call: Node<'_>, varying: &[String], cx: &Cx<'_, '_>) -> bool {
    let receiver = match cx.family() {
        Family::Ruby => call.field("receiver"),
        _ => ast::callee(call, cx.family(), cx.text).and_then(|f| {
            matches!(f.kind_name(), "member_expression" | "attribute")
                .then(|| f.field("object"))
                .flatten()
        }),
    };
    let Some(receiver) = receiver else {
        return false;
    };
    references_any(ast::unwrap_expr(receiver), varying, cx)
}

/// `call`'s arguments change between the iterations of the loop of
/// `parts` (a page, a run number, a URL rebuilt from one): the loop walks
/// over different requests instead of repeating one.
/// The bare loop counter passed through (`_load(attempt)`) is an attempt
/// number, not a different request; a value built from it (a URL with the
/// run number) is.
pub fn call_args_vary<'t>(parts: &LoopParts<'t>, call: Node<'t>, cx: &Cx<'_, 't>) -> bool {
    let mut flow = flow_of(parts, cx);
    flow.varying.retain(|v| !parts.loop_vars.contains(v));
    args_vary_in_loop(call, &flow, cx)
}

/// The call's arguments change between iterations: they use a name the body
/// assigns, or one rebuilt (from invariant values) after the call.
fn args_vary_in_loop(call: Node<'_>, flow: &Flow<'_>, cx: &Cx<'_, '_>) -> bool {
    let later: Vec<String> = flow
        .rebuilt
        .iter()
        .filter(|(_, at)| *at > call.start_byte())
        .map(|(n, _)| n.clone())
        .collect();
    args_vary(call, &flow.varying, cx) || args_vary(call, &later, cx)
}

fn args_vary(call: Node<'_>, varying: &[String], cx: &Cx<'_, '_>) -> bool {
    let vary = |n: Node<'_>| {
        varying
            .iter()
            .any(|v| references(n, v, cx) && !only_identity_of(n, v, cx))
    };
    // An option that only sets up the connection (`ssl=ssl_ctx`, `verify=`,
    // `agent:`: `transport-option-keys`) asks for nothing else.
    let transport = crate::model::knowledge::list(
        crate::model::knowledge::Eco::Common,
        "transport-option-keys",
    );
    let asks = |a: Node<'_>| {
        !(matches!(a.kind_name(), "keyword_argument" | "pair")
            && a.field("name").or_else(|| a.field("key")).is_some_and(|k| {
                let k = cx.text_of(k).trim_start_matches(':').trim_end_matches(':');
                transport.contains(&k.trim_matches(['"', '\'']))
            }))
    };
    call.field("arguments").is_some_and(|args| {
        let mut c = args.walk();
        let children: Vec<Node<'_>> = args.named_children(&mut c).collect();
        children.into_iter().filter(|a| asks(*a)).any(vary)
    }) || (cx.family() == Family::Ruby && call.field("block").is_some_and(vary))
}

/// True when every mention of `name` in `node` reads its identity
/// (`job.id`, `job["id"]`, `job[:id]`): `job = client.get_job(job.id)` asks
/// for the same job each time.
fn only_identity_of(node: Node<'_>, name: &str, cx: &Cx<'_, '_>) -> bool {
    let mut all_identity = true;
    let mut check = |n: Node<'_>| {
        if cx.text_of(n) != name {
            return;
        }
        if !matches!(n.kind_name(), "identifier" | "instance_variable") {
            // `{ subdomain }`, `head_only:`, `self.page`: the value itself.
            if matches!(
                n.kind_name(),
                "shorthand_property_identifier"
                    | "hash_key_symbol"
                    | "attribute"
                    | "member_expression"
            ) {
                all_identity = false;
            }
            return;
        }
        let Some(p) = parents::parent(n) else {
            all_identity = false;
            return;
        };
        let accessor = match p.kind_name() {
            "attribute" | "member_expression" => {
                p.field("attribute").or_else(|| p.field("property"))
            }
            "call" if cx.family() == Family::Ruby => p.field("method"),
            "subscript" | "subscript_expression" | "element_reference" => p
                .field("subscript")
                .or_else(|| p.field("index"))
                .or_else(|| p.named_child(1)),
            _ => None,
        };
        let ok = accessor.is_some_and(|a| {
            let t = cx
                .text_of(a)
                .trim_matches(|c| c == '"' || c == '\'' || c == ':');
            knowledge::list(Eco::Common, "identity-accessors").contains(&t)
        });
        if !ok {
            all_identity = false;
        }
    };
    check(node);
    ast::walk(node, &mut |n| {
        check(n);
        true
    });
    all_identity
}

/// Calls under `node` (including itself), outermost first, not inside nested functions.
fn calls_in<'t>(node: Node<'t>, family: Family) -> Vec<Node<'t>> {
    let mut out = Vec::new();
    if ast::is_call(node.kind_name(), family) {
        out.push(node);
    }
    ast::walk(node, &mut |n| {
        if ast::is_function(n.kind_name(), family) {
            return false;
        }
        if ast::is_call(n.kind_name(), family) {
            out.push(n);
        }
        true
    });
    out
}

/// Built-in helpers that only inspect a value (`len`, `includes`,
/// `include?`: `value-helpers`).
fn is_value_helper_name(name: &str) -> bool {
    knowledge::list(Eco::Common, "value-helpers").contains(&name)
}

/// `len(x)`, `x.includes(y)`, `d.get("k")`: inspects a value, unless it is
/// an outbound call (`requests.get(url)`) or a lookup by something other than
/// a literal key (`Build.get(build_id: id)`).
fn is_value_helper(call: Node<'_>, cx: &Cx<'_, '_>) -> bool {
    let name = method_name(call, cx);
    if !is_value_helper_name(name) || clients::outbound_call(cx, call).is_some() {
        return false;
    }
    if matches!(name, "get" | "fetch") {
        let first = call.field("arguments").and_then(|a| a.named_child(0));
        return first.is_none_or(|a| {
            matches!(
                a.kind_name(),
                "string" | "simple_symbol" | "integer" | "number"
            )
        });
    }
    true
}

fn method_name<'t>(call: Node<'t>, cx: &Cx<'_, 't>) -> &'t str {
    ast::call_method_name(call, cx.family(), cx.text).unwrap_or("")
}

/// The call that produced a value: an outbound or status-query call if there
/// is one, else the outermost call on an invariant receiver.
fn primary_call<'t>(rhs: Node<'t>, varying: &[String], cx: &Cx<'_, 't>) -> Option<Node<'t>> {
    let family = cx.family();
    let all = calls_in(rhs, family);
    // A call whose arguments vary asks for something else each time, and
    // so does the chain it is built on (`storage.bucket(b).getFiles(query)`:
    // the bucket stays, the page does not).
    let varied: Vec<Node<'t>> = all
        .iter()
        .copied()
        .filter(|c| args_vary(*c, varying, cx))
        .collect();
    let built_on_varied = |c: Node<'t>| {
        varied.iter().any(|v| {
            *v != c
                && chain_of(*v, cx).is_some_and(|r| {
                    r.start_byte() <= c.start_byte() && c.end_byte() <= r.end_byte()
                })
        })
    };
    let calls: Vec<Node<'t>> = all
        .into_iter()
        .filter(|c| !built_on_varied(*c))
        .filter(|c| !callee_varies(*c, varying, cx))
        .filter(|c| !is_value_helper(*c, cx))
        .filter(|c| !(family == Family::Js && c.kind_name() == "new_expression"))
        .collect();
    // The innermost match: in a Ruby chain of readers on the result
    // (`client.get_x(id).a.b.state`) the request is the call inside.
    calls
        .iter()
        .copied()
        .filter(|c| {
            clients::outbound_call(cx, *c).is_some() || {
                let m = method_name(*c, cx);
                PREDICATE_CALL.is_match(m) || FETCH_CALL.is_match(m)
            }
        })
        .min_by_key(|c| c.end_byte() - c.start_byte())
        .or_else(|| {
            calls
                .iter()
                .copied()
                .find(|c| cx.family() != Family::Ruby || c.field("arguments").is_some())
        })
        .or_else(|| calls.first().copied())
}

/// The expression a call is made on: the receiver of a Ruby call, the
/// callee of a JS/Python one (`storage.bucket(b).getFiles`).
fn chain_of<'t>(call: Node<'t>, cx: &Cx<'_, 't>) -> Option<Node<'t>> {
    match cx.family() {
        Family::Ruby => call.field("receiver"),
        _ => ast::callee(call, cx.family(), cx.text),
    }
}

/// Conditions under which the body leaves the loop.
fn exit_conditions<'t>(body: Node<'t>, family: Family, text: &'t str, out: &mut Vec<Node<'t>>) {
    ast::walk(body, &mut |n| {
        if ast::is_function(n.kind_name(), family) {
            return false;
        }
        let conds: Vec<Node<'t>> = match (family, n.kind_name()) {
            (Family::Python, "if_statement") => {
                let mut v: Vec<Node<'t>> = n.field("condition").into_iter().collect();
                let mut c = n.walk();
                for alt in n.children_by_field_name("alternative", &mut c) {
                    v.extend(alt.field("condition"));
                }
                v
            }
            (Family::Js, "if_statement")
            | (Family::Ruby, "if" | "unless" | "if_modifier" | "unless_modifier" | "elsif") => {
                n.field("condition").into_iter().collect()
            }
            (Family::Js, "switch_statement") | (Family::Ruby, "case") => {
                n.field("value").into_iter().collect()
            }
            _ => Vec::new(),
        };
        if !conds.is_empty()
            && (branches_exit(n, family, text) || loops::continues_then_exits(n, family, text))
        {
            out.extend(conds);
        }
        true
    });
}

/// True when a conditional's branches leave the loop.
fn branches_exit(n: Node<'_>, family: Family, text: &str) -> bool {
    let mut cursor = n.walk();
    let cond = n.field("condition").or_else(|| n.field("value"));
    n.children(&mut cursor)
        .filter(|c| Some(*c) != cond)
        .any(|c| loops::find_exit(c, family, text).is_some())
}

/// The re-issued call whose result decides `exit`, when the loop polls.
fn deciding_call<'t>(
    exit: Node<'t>,
    body: Node<'t>,
    goes_round_on_true: bool,
    flow: &Flow<'t>,
    cx: &Cx<'_, 't>,
) -> Option<Node<'t>> {
    let family = cx.family();
    let status_in_exit = status_like(exit, cx);
    let emptiness = is_emptiness_test(exit, cx);
    // `while (!result)` is left once the result is present; `do { ... }
    // while (items.length > 0)` once it is empty (a drain).
    let exits_on_presence = presence_test(exit, cx)
        .is_some_and(|leaves_on_presence| leaves_on_presence != goes_round_on_true);
    let direct = Usage {
        emptiness,
        result_unused: true,
        exits_on_presence,
    };
    // Calls made in the condition itself (`while not client.is_done(job)`).
    for call in calls_in(exit, family) {
        if callee_varies(call, &flow.varying, cx)
            || is_value_helper(call, cx)
            || (family == Family::Ruby && ruby_attribute_on_tainted(call, flow, cx))
        {
            continue;
        }
        if polls(call, &[], status_in_exit, direct, flow, cx) {
            return Some(call);
        }
    }
    // Names in the condition that hold a call's result.
    let mut names: Vec<&String> = flow
        .tainted
        .keys()
        .filter(|n| references(exit, n, cx))
        .collect();
    names.sort();
    for name in names {
        let (call, chain) = &flow.tainted[name];
        // Besides the assignment (and the test, when the test sits in the
        // body), the result is not mentioned: `do { n = f(); total += n }
        // while (n)` uses it beyond its loop condition.
        let in_body = exit.start_byte() >= body.start_byte() && exit.end_byte() <= body.end_byte();
        let tested_in_body = if in_body { mentions(exit, name, cx) } else { 0 };
        let usage = Usage {
            emptiness,
            result_unused: mentions(body, name, cx) <= tested_in_body + 1,
            exits_on_presence,
        };
        let status =
            status_in_exit || (family == Family::Ruby && ruby_predicate_on(exit, name, cx));
        if polls(*call, chain, status, usage, flow, cx) {
            return Some(*call);
        }
    }
    // `while not (job.is_finished or job.is_failed): job.refresh()`.
    if status_in_exit {
        let mut found = None;
        ast::walk(body, &mut |n| {
            if found.is_some() || ast::is_function(n.kind_name(), family) {
                return false;
            }
            if ast::is_call(n.kind_name(), family)
                && ast::call_method_name(n, family, cx.text)
                    .is_some_and(|m| knowledge::list(Eco::Common, "refresh-methods").contains(&m))
                && !args_vary(n, &flow.varying, cx)
                && receiver_of(n, cx).is_some_and(|r| references(exit, cx.text_of(r), cx))
            {
                found = Some(n);
            }
            true
        });
        if found.is_some() {
            return found;
        }
    }
    None
}

fn receiver_of<'t>(call: Node<'t>, cx: &Cx<'_, 't>) -> Option<Node<'t>> {
    match cx.family() {
        Family::Ruby => call.field("receiver"),
        _ => {
            let f = ast::callee(call, cx.family(), cx.text)?;
            matches!(f.kind_name(), "member_expression" | "attribute")
                .then(|| f.field("object"))
                .flatten()
        }
    }
}

/// How a condition uses the polled result.
#[derive(Clone, Copy)]
struct Usage {
    /// The condition only tests for emptiness / nil.
    emptiness: bool,
    /// The result is not used beyond the test (a wait, not a drain).
    result_unused: bool,
    /// The loop is left when the result is present or non-empty (`if
    /// listing: return listing`, `return parts unless parts.empty?`): a wait
    /// for something to appear, not a drain that stops on an empty page.
    exits_on_presence: bool,
}

/// How many times `name` is mentioned under `node`.
fn mentions(node: Node<'_>, name: &str, cx: &Cx<'_, '_>) -> usize {
    let mut count = 0;
    let mut hit = |n: Node<'_>| {
        // `const { data } = ...` binds `data` through a shorthand pattern.
        if matches!(
            n.kind_name(),
            "identifier" | "instance_variable" | "shorthand_property_identifier_pattern"
        ) && cx.text_of(n) == name
        {
            count += 1;
        }
    };
    hit(node);
    ast::walk(node, &mut |n| {
        hit(n);
        true
    });
    count
}

/// Ruby `build.missing_compliance?` / `job.finished?` on the polled result.
fn ruby_predicate_on(exit: Node<'_>, name: &str, cx: &Cx<'_, '_>) -> bool {
    ast::any_descendant(exit, &mut |n| {
        n.kind_name() == "call"
            && n.field("receiver").is_some_and(|r| cx.text_of(r) == name)
            && n.field("method").is_some_and(|m| {
                let m = cx.text_of(m);
                m.ends_with('?') && !is_value_helper_name(m)
            })
    }) || (exit.kind_name() == "call"
        && exit
            .field("receiver")
            .is_some_and(|r| cx.text_of(r) == name)
        && exit
            .field("method")
            .is_some_and(|m| cx.text_of(m).ends_with('?') && !is_value_helper_name(cx.text_of(m))))
}

/// Calls whose result is tested for existence while waiting for a resource
/// (`existence-call-prefixes`).
static EXISTENCE_CALL: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(&format!("^({})", words("existence-call-prefixes"))).expect("valid regex")
});

fn ruby_attribute_on_tainted(call: Node<'_>, flow: &Flow<'_>, cx: &Cx<'_, '_>) -> bool {
    call.field("receiver").is_some_and(|r| {
        let root = cx.text_of(r);
        flow.tainted
            .keys()
            .any(|t| root == t || root.starts_with(&format!("{t}.")))
    })
}

fn polls<'t>(
    call: Node<'t>,
    chain: &[Node<'t>],
    status_in_exit: bool,
    usage: Usage,
    flow: &Flow<'t>,
    cx: &Cx<'_, 't>,
) -> bool {
    let family = cx.family();
    if delay::is_blocking_call(call, family, cx.text) || delay::is_delay(call, family, cx.text) {
        return false;
    }
    if args_vary_in_loop(call, flow, cx) {
        return false;
    }
    let name = method_name(call, cx);
    // State words in the call's own arguments (`where: { state: ... }`) say
    // nothing about the exit: only the accessors around the call count.
    let status = status_in_exit || chain.iter().any(|n| status_like_outside(*n, call, cx));
    if status {
        return true;
    }
    if PREDICATE_CALL.is_match(name) {
        return true;
    }
    if !usage.emptiness && !usage.exits_on_presence {
        // JS `do { item = next(q); out.push(item) } while (item && ...)`:
        // a result used beyond the test is drained, not polled.
        return FETCH_CALL.is_match(name) && (family != Family::Js || usage.result_unused);
    }
    // `while application.nil?: application = fetch_application`: waits for a
    // resource to appear (or disappear); a drain would use the result. A
    // loop left as soon as the same call returns something waits for it
    // to appear, whatever is done with it then.
    (usage.result_unused || usage.exits_on_presence)
        && (EXISTENCE_CALL.is_match(name) || clients::outbound_call(cx, call).is_some())
}

/// Whether an exit condition holds once a value is present or non-empty
/// (true: a truthiness test, `if listing:`, `x.present?`/`x.any?`, a
/// positive length, `parts.length > 0`, an emptiness test under
/// `unless`/`not`) or once it is absent (false: `parts.empty?`, `!rows`);
/// `None` when it tests something else.
fn presence_test(exit: Node<'_>, cx: &Cx<'_, '_>) -> Option<bool> {
    let mut present = true;
    if cx.family() == Family::Ruby
        && parents::parent(exit)
            .is_some_and(|p| matches!(p.kind_name(), "unless" | "unless_modifier"))
    {
        present = !present;
    }
    let mut n = exit;
    loop {
        n = ast::unwrap_expr(n);
        match n.kind_name() {
            "not_operator" | "unary_expression" | "unary" => {
                let op = n.child(0).map(|c| cx.text_of(c)).unwrap_or("");
                if !matches!(op, "!" | "not") {
                    return None;
                }
                present = !present;
                match n
                    .field("argument")
                    .or_else(|| n.field("operand"))
                    .or_else(|| n.named_child(0))
                {
                    Some(inner) => n = inner,
                    None => return None,
                }
            }
            "parenthesized_statements" | "condition" => match n.named_child(0) {
                Some(inner) => n = inner,
                None => return None,
            },
            _ => break,
        }
    }
    let core = match n.kind_name() {
        "identifier" | "attribute" | "member_expression" | "instance_variable" => true,
        "call" if cx.family() == Family::Ruby => match method_name(n, cx) {
            "empty?" | "blank?" | "nil?" | "none?" | "zero?" => false,
            "present?" | "any?" => true,
            _ => return None,
        },
        "call" if method_name(n, cx) == "len" => true,
        "binary_expression" | "comparison_operator" | "binary" => {
            let t = cx.text_of(n).replace(' ', "");
            if t.ends_with(">0") || t.ends_with(">=1") || t.ends_with("!=0") || t.ends_with("!==0")
            {
                true
            } else if t.ends_with("==0") || t.ends_with("===0") || t.ends_with("<1") {
                false
            } else {
                return None;
            }
        }
        _ => return None,
    };
    Some(core == present)
}

/// True when a condition only tests a value for emptiness or truthiness
/// (`if not page`, `break if items.empty?`, `if (!rows.length)`).
fn is_emptiness_test(exit: Node<'_>, cx: &Cx<'_, '_>) -> bool {
    let mut n = exit;
    loop {
        n = ast::unwrap_expr(n);
        match n.kind_name() {
            "not_operator" | "unary_expression" | "unary" | "condition" => match n
                .field("argument")
                .or_else(|| n.field("operand"))
                .or_else(|| n.named_child(0))
            {
                Some(inner) => n = inner,
                None => return false,
            },
            "parenthesized_statements" => match n.named_child(0) {
                Some(inner) => n = inner,
                None => return false,
            },
            _ => break,
        }
    }
    let t = cx.text_of(n);
    match n.kind_name() {
        "identifier"
        | "attribute"
        | "member_expression"
        | "subscript"
        | "subscript_expression"
        | "element_reference"
        | "instance_variable" => true,
        "call" if cx.family() == Family::Ruby => {
            let m = method_name(n, cx);
            matches!(
                m,
                "empty?" | "blank?" | "nil?" | "present?" | "any?" | "none?" | "zero?"
            ) || (n.field("arguments").is_none() && !m.ends_with('?'))
        }
        "call" => {
            let m = method_name(n, cx);
            m == "len"
        }
        _ => {
            let lowered = t.replace(' ', "");
            lowered.ends_with("==0")
                || lowered.ends_with("===0")
                || lowered.ends_with("isNone")
                || lowered.ends_with("==null")
                || lowered.ends_with("===null")
                || lowered.ends_with("===undefined")
                || lowered.ends_with("==[]")
                || lowered.ends_with(".length<1")
        }
    }
}

/// True when a node compares or reads a status-like value: a state word in a
/// string (`'SUCCEEDED'`), or an attribute/key/method named like a state
/// (`.status`, `["State"]`, `.phase`, `ready?`).
pub fn status_like(node: Node<'_>, cx: &Cx<'_, '_>) -> bool {
    let check = |word: &str| {
        let w = word
            .trim_matches(|c: char| c == '"' || c == '\'' || c == '`' || c == ':')
            .trim_end_matches(['?', '!'])
            .to_ascii_lowercase();
        if w.is_empty() {
            return false;
        }
        knowledge::list(Eco::Common, "state-words").contains(&w.as_str())
            || knowledge::list(Eco::Common, "state-field-names").contains(&w.as_str())
            || w.ends_with("status")
            || w.ends_with("_state")
            || (w.ends_with("state")
                && w.len() > 5
                && word.contains(|c: char| c.is_ascii_uppercase()))
    };
    let word_of = |n: Node<'_>| -> Option<&str> {
        match n.kind_name() {
            "string_content" | "string_fragment" => Some(cx.text_of(n)),
            "string" if n.named_child_count() == 0 => Some(cx.text_of(n)),
            "property_identifier" | "simple_symbol" | "hash_key_symbol" | "constant" => {
                Some(cx.text_of(n))
            }
            "identifier" => {
                let parent = parents::parent(n);
                let is_member = parent.is_some_and(|p| {
                    (p.kind_name() == "attribute" && p.field("attribute") == Some(n))
                        || (p.kind_name() == "call"
                            && cx.family() == Family::Ruby
                            && p.field("method") == Some(n))
                });
                let upper = cx
                    .text_of(n)
                    .chars()
                    .all(|c| c.is_ascii_uppercase() || c == '_');
                (is_member || upper).then(|| cx.text_of(n))
            }
            _ => None,
        }
    };
    word_of(node).is_some_and(check)
        || ast::any_descendant(node, &mut |n| word_of(n).is_some_and(check))
}

/// `status_like` for `node` without looking inside `skip`.
fn status_like_outside(node: Node<'_>, skip: Node<'_>, cx: &Cx<'_, '_>) -> bool {
    if node == skip {
        return false;
    }
    if skip.start_byte() >= node.end_byte() || skip.end_byte() <= node.start_byte() {
        return status_like(node, cx);
    }
    let mut cursor = node.walk();
    let children: Vec<Node<'_>> = node.children(&mut cursor).collect();
    if children.is_empty() {
        return status_like(node, cx);
    }
    children
        .into_iter()
        .any(|c| status_like_outside(c, skip, cx))
}
