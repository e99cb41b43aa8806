//! `retry-without-delay`: a retry that re-issues a failed operation
//! immediately, with no delay.

use crate::context::Cx;
use crate::finding::Severity;
use crate::lang::Family;

use crate::rules::sleepless_poll_loop;
use crate::rules::{Effort, Rule, RuleMeta, RuleQueries};
use crate::semantics::ast::Field;
use crate::semantics::kind::NodeKind as _;
use crate::semantics::loops::{self, Exit, LoopParts};
use crate::semantics::names::{self, RETRY_HELPER_NAME};
use crate::semantics::parents;
use crate::semantics::{ast, clients, delay, errors, handlers};
use regex::Regex;
use std::sync::LazyLock;
use tree_sitter::Node;

pub struct RetryWithoutDelay;

pub static META: RuleMeta = RuleMeta {
    id: "retry-without-delay",
    name: "RetryWithoutDelay",
    severity: Severity::Warning,
    families: &[Family::Js, Family::Ruby, Family::Python],
    summary: "A retry that re-issues a failed remote call immediately, with no delay",
    incidents: &[
        "INC-2026-07-15-athena-poll-throttle",
        "INC-2026-04-24-pix4d-throttle-429",
    ],
    fix: "Wait before the next attempt, with exponential backoff and jitter (honour Retry-After when present).",
    docs: DOCS,
    effort: Effort::Trivial,
    opt_in: false,
    harms_dependency: false,
    confidence: "High when the retried work resolves as remote (a client library, an SDK, a project function summarised as outbound or as opening a datastore or broker connection), the handler names a network error class, or a retry helper re-runs its caller's block. Medium when the retried call is remote only by its name, when it is a call of an SDK that backs off between its own attempts (the outer retry multiplies them but does not hammer), or when every error class the handler names is defined in the project and raised only in tests or nowhere (a retry path that may never run), or every class it names is a raw socket error (`raw-socket-error-classes`: `Errno::ECONNREFUSED`, `SocketError`, the builtin `ConnectionRefusedError`) while every remote call it guards goes through a client that raises its own classes for those failures (`transport-wrapping-clients`: Faraday and Octokit raise `Faraday::ConnectionFailed`, requests and httpx their own `ConnectionError`; the retry path may never run), when the retried work answers a yes/no availability check (the function is named as one, `up?`, `is_reachable`, `isHealthy`: `availability-predicates`, or is a Ruby predicate method `name?`, or only such functions call the retry helper; a failed attempt is the answer), and when a recursion allows one immediate attempt only (`count + 1`, given up at `count > 0`), or a retry decorator one attempt more (`stop_after_attempt(2)`), or a Ruby counter counted down from a start of 1 (`retries = @retries`, `@retries = opts[:retries] || 1`). A recursion re-enters the function, so a delay the function runs before its request counts, also as the first statement of the `try`/`begin` that the handler guards (`begin; sleep 1; Geocoder.search(q); rescue ...; locate(q, n + 1); end`). In an attempt loop a wait counts unless the failure skips it: one in the protected code after the request (`if response.status == 503: sleep(1)`) runs only on an answer, so the handler's path goes round at once (reported; the message names the wait). A delay counts only when it runs before the repeat: a backoff helper handed the recursive call's result (`retry_with_backoff(fn=sync(id))`) runs after it. A client retry policy that waits nothing (urllib3 `Retry` with no `backoff_factor`, axios-retry with no `retryDelay`, Faraday's retry middleware retrying statuses with no `interval`: `zero-delay-retry-policies`) is high; medium when it retries no status, only failed connections and reads (urllib3 with no `status_forcelist`). Not reported when the only client work retried runs in process (an SDK factory, `boto3.client(\"sqs\")`: `sdk-factories`; a signing call: `local-sdk-methods`): its errors are configuration mistakes, whatever class the handler names; nor when the handler catches only definite answers of the server (`answer-error-classes`, or a class named by `permanent-status-names`: 409 Conflict, 404 Not Found; the handler refreshes or drops what it asks for), or calls a project function that waits before it gives up or reconnects (effect `paces`: a reconnect helper that sleeps first). A function that calls itself again in the branch where its own request's response is not a success (`if response.status_code != 201: self.store(...)`) retries that status by recursion. A loop that re-sends while its own response is 5xx/429 and an attempt counter allows is a retry of that status. A handler that goes round for some failures and raises the rest (`if (retryable(err)) continue; throw err;`, Ruby `next if transient?(e); raise`) retries those, unless it goes round only in a branch testing a definite answer (`if (status === 409) continue`: a conflict loop; a branch that also tests a server status, `status === 409 || status === 502`, retries that status). A recursion only in a branch that tests a permanent client status (401/403, 404, 409, 410, 412; not 408/425/429 or a range of statuses; a bound on the attempts beside it, `status === 412 && left > 0`, is no range) is a recovery and not reported, and so is one that asks for something else: another mode or part of the work (also options merged over a literal override: `html_options(url).merge('Accept-Encoding' => 'identity')`, `Object.assign({}, opts, { compress: false })`), what the failure answered (a redirect's target), or a variable the handler rebinds first (`feedUrl = feedUrl.replace(\"http://\", \"https://\")`; a counter stepped by arithmetic is no new request), in a `try`/`begin` handler and in a promise's `.catch` alike; one after the handler's own remote call (a join, a re-create) is medium. Medium when every caller of the retrying function in other files is a command a person runs (a rake task, a management command), directly or through one plain project class in between (`model::callers`): one operator's run, watched, not a fleet hammering a dependency. Medium when the handler drops the held connection first (`@connection.reset`, or a callee whose body does: `connection-reset-methods`): the retry runs on a fresh connection. Medium when every class the handler catches (or, in JavaScript, every error code it tests, with no status test) says a connection broke before any answer came (`broken-connection-error-classes`: `SSLError`, `ECONNRESET`, `RemoteDisconnected`) and the retried work is a call of an HTTP client or SDK, which takes a new connection for the next request: no failing or throttling answer is sent the work again (a write on the same raw socket that was reset stays high: it fails the same way). Ruby: a `rescue` of database failures only (`database-failure-classes`: `ActiveRecord::StatementInvalid`, `PG::ConnectionBad`; not `RecordNotUnique` or `StaleObjectError`) whose `retry` runs every time (no condition, no raise or return in the handler) is high: it hits the database again at once, forever. Python: the same for a `while True:` loop whose handler catches only database failures (`database-failure-classes`, resolved through imports: `django.db.OperationalError`, `sqlalchemy.exc.OperationalError`, `psycopg2.OperationalError`; not `IntegrityError`) and never raises, returns or breaks. Medium when the handler goes round again only after an availability check of the dependency answers (`if solr.ping then retry`, `availability-predicates`): a dependency that is down is not sent the work again. Not reported for a Python handler that re-raises every error whose code is not a would-block code of non-blocking I/O (`if e.args[0] not in socket_errors_nonblocking: raise`, the collection resolved in the file: `would-block-errno-names`).",
    options: &[],
};

const DOCS: &str = r#"
## What it flags

A retry of a failed remote operation that goes again at once:

- Ruby `rescue ... retry` with no `sleep` in the rescue body (or before the
  call in the `begin` body).
- Attempt loops (`for attempt in range(n)`, `n.times do`, `loop do` with a
  counter, `while (retries-- > 0)`, `for (let i = 0; i < retries; i++)`,
  `while True`) whose body tries the call, leaves the loop on success, and on
  failure catches the error and goes round again with no delay.
- A handler that calls its own enclosing function again (retry by recursion)
  with no delay.
- Python retry decorators whose library waits nothing unless told to, on a
  function that makes outbound calls and does not wait itself: tenacity's
  `@retry` without `wait=` (its default is no wait; with no `stop=` it
  retries forever), retrying's `@retry` without a `wait_*` option, the
  `retry` package's `@retry` without a non-zero `delay` or `jitter` (its
  delay defaults to 0, which `backoff` only multiplies). backoff and
  stamina always wait. A time-bounded stop (`stop_after_delay`) or
  settings passed as `**options` are not read; one retry in all
  (`stop_after_attempt(2)`) is medium.
- Client retry policies that wait nothing between attempts
  (`zero-delay-retry-policies` in the knowledge files): urllib3's `Retry`
  without `backoff_factor` (its default is 0) or with 0, also through a
  parameter's default (`def get_retry(backoff_factor=0)`), allowing two
  retries or more (a policy retrying only 413/429/503 waits for the
  server's `Retry-After`; one retrying no status, only failed connections
  and reads, is medium); axios-retry without `retryDelay` or with
  `axiosRetry.noDelay`; Faraday's retry middleware told to retry statuses
  (`retry_statuses`) with no `interval`.
- Attempt loops driven by the response's status rather than a caught error:
  the body re-sends the same request (same arguments) and leaves the loop
  once that call's own response succeeds (`if r.status_code == 200: break`,
  `if (res.ok) return res`, `return res if res.is_a?(Net::HTTPSuccess)`,
  `break if res.code == "200"`, `until response.success?`), with no delay.
  The success tests per client are the `response-*` lists of the knowledge
  files; the call must be outbound. A wait only in the branch of a 429 test
  (`if res.status_code == 429: time.sleep(2)`, `sleep(2) if res.code ==
  '429'`) paces only throttled answers: a 502 or 503 still goes round at
  once, and the loop is reported, saying so.

Only retries of remote work are reported: the handler names a network or
API error (`requests.ConnectionError`, `RestClient::Exception`,
`Faraday::Error`, `Net::ReadTimeout`, `Timeout::Error`, `*ApiError`,
`TooManyRequests`, ...), or it catches everything and the protected code makes
an outbound call (a known HTTP client, an SDK client, a `*Client`/`*Api`/
`*Service` receiver, or a call named like `fetch`, `download`, `upload`,
`request`). A call is judged by what it does, not by its name: a project
method summarised as outbound, or one that opens a connection to a datastore
or broker (`this.init()` whose body runs `amqp.connect(url)`, `setup` that
runs `PG.connect(url)`, `psycopg2.connect(dsn)`), is remote work.

The finding points at the `retry` keyword, the loop header, or the recursive call.

It is `medium` rather than `high` when the retried call is remote only by
its name, when it is a call of an SDK that backs off between its own
attempts (AWS, Azure and Google clients: `retrying-sdk-packages`; the outer
retry multiplies the attempts but each of them already waited), or when the
handler's every error class is defined in the project and raised only in
tests or nowhere (the retry path may never run).

## Why

Incidents INC-2026-07-15-athena-poll-throttle and
INC-2026-04-24-pix4d-throttle-429: the dependency was already throttling
(`ThrottlingException: Rate exceeded`, HTTP 429 "Expected available in 1
second"). A retry that fires immediately lands inside the same throttling
window, burns the remaining attempts in milliseconds and adds load to a
service that is asking for less. Retries only help when they wait: an
exponential backoff with jitter, or the server's `Retry-After`.

## Fix

Ruby, before:

```ruby
begin
  response = RestClient.get(url)
rescue RestClient::Exception, Errno::ECONNRESET
  attempts += 1
  retry if attempts < 3
  raise
end
```

After:

```ruby
begin
  response = RestClient.get(url)
rescue RestClient::Exception, Errno::ECONNRESET
  attempts += 1
  raise if attempts >= 3
  sleep((2**attempts) * 0.5 + rand * 0.5)
  retry
end
```

Python, before:

```python
for attempt in range(3):
    try:
        return session.get(url, timeout=10).json()
    except (requests.ConnectionError, requests.Timeout):
        log.info("retrying")
```

After:

```python
for attempt in range(3):
    try:
        return session.get(url, timeout=10).json()
    except (requests.ConnectionError, requests.Timeout):
        time.sleep(0.5 * 2**attempt + random.random() / 2)
```

TypeScript, before:

```ts
for (let i = 0; i < 3; i++) {
  try {
    return await api.upload(part);
  } catch (err) {
    logger.warn("upload failed, retrying", err);
  }
}
```

After:

```ts
import { setTimeout as sleep } from "node:timers/promises";

for (let i = 0; i < 3; i++) {
  try {
    return await api.upload(part);
  } catch (err) {
    logger.warn("upload failed, retrying", err);
    await sleep(500 * 2 ** i + Math.random() * 250);
  }
}
```

## Not flagged

- Any delay reachable before the next attempt: `sleep`, `time.sleep`,
  `asyncio.sleep`, an awaited `sleep`/`delay`/`wait`/`backoff` helper,
  `await new Promise(r => setTimeout(r, ms))`, a `Retry-After` wait, or a
  recursive retry scheduled with `setTimeout(() => self(...), ms)`.
- Handlers that catch only exceptions a web framework raises to answer a
  request (werkzeug's `ServiceUnavailable`, DRF's exceptions:
  `server-answer-error-modules`), and status loops on a requests session
  whose response hook raises on every failed status.
- Retries of local failures: unique-key races, lock contention, deadlocks,
  stale objects, file-system races, parse errors (`ActiveRecord::RecordNotUnique`,
  `UniqueConstraintError`, `Errno::EEXIST`, `JSON::ParserError`, ...).
- Retries that change what they do before going again: refreshing an expired
  token, switching to a fallback URL or mirror, replacing a stale connection
  (the handler closes it and opens a new one: `self.close(); self.connect()`,
  `@socket = TCPSocket.open(host, port)`, or a method of the class that
  builds the client again: `set_up_client` assigning `@s3 = Aws::S3::Client.new`).
- Retries of timeouts only (`rescue Net::OpenTimeout, Net::ReadTimeout`,
  `except (requests.ConnectTimeout, requests.ReadTimeout)`, `socket.timeout`,
  a JS handler that throws unless `err.code === "ETIMEDOUT"`, a handler
  whose first statement passes on every failure whose message does not say
  timeout: `raise e unless /timeout expired/.match?(e.to_s)`): every failed
  attempt has already waited out its timeout. A handler that also retries
  refused or reset connections is still reported; one that catches only
  timeouts and definite answers (`rescue GdsApi::HTTPConflict,
  GdsApi::TimedOutException`) is not: a conflict is rightly written again
  at once. The same holds for errors
  after which the driver waits before the next operation reaches the server
  (pymongo's `AutoReconnect`: the next operation blocks in server selection;
  `driver-paced-error-classes`).
- Retries after cancellation only (`asyncio.CancelledError`, a fetch's
  `AbortError`: `cancellation-error-classes`): this process stopped the
  work; no failed answer is asked for again.
- Reading again after a would-block error of non-blocking I/O
  (`ssl.SSLWantReadError`, `BlockingIOError`, `IO::WaitReadable`,
  `Errno::EAGAIN`): nothing is sent to the other side.
- Handlers that re-raise, return or break unconditionally (they do not retry).
- Batch loops that skip a failed item and move on (`for item in items:
  try ... except: continue`).
- Polling loops (see `sleepless-poll-loop`): the exit reads a state from
  the response's body (`r.json()["status"] == "done"`), or the request is a
  readiness probe (`/health`, `/readyz` until 2xx: `readiness-endpoints`).
- Loops on the response's status that walk data: pagination that stops on
  the first non-2xx page while following `next` links, a loop that asks a
  different URL each iteration.
- Exit codes of local commands (`subprocess.call(cmd) == 0`): not remote work.

## Options

None.
"#;

static QUERIES: RuleQueries = RuleQueries::new(
    "retry-without-delay",
    crate::query_file!("javascript", "retry-without-delay"),
    crate::query_file!("ruby", "retry-without-delay"),
    crate::query_file!("python", "retry-without-delay"),
);

/// A case-insensitive regex matching any of the words of common list `key`
/// anywhere in a text.
fn words_regex(key: &str) -> Regex {
    use crate::model::knowledge::{Eco, list, words_pattern};
    Regex::new(&format!("(?i)({})", words_pattern(list(Eco::Common, key)))).expect("valid regex")
}

/// Error names that say a remote call failed (`network-error-words`).
static NETWORK_ERROR: LazyLock<Regex> = LazyLock::new(|| words_regex("network-error-words"));

/// Error names of local failures that are fine to retry at once
/// (`local-error-words`).
static LOCAL_ERROR: LazyLock<Regex> = LazyLock::new(|| words_regex("local-error-words"));

/// Calls whose name says they cross the network (`remote-call-words`).
static REMOTE_CALL: LazyLock<Regex> = LazyLock::new(|| words_regex("remote-call-words"));

/// Handler calls that change what the next attempt does (a fresh token, a
/// new session), so the retry is not a blind repeat
/// (`retry-adapting-call-words`).
static ADAPTS: LazyLock<Regex> = LazyLock::new(|| words_regex("retry-adapting-call-words"));

/// Values a handler switches to before retrying: another URL or host
/// (`retry-fallback-words`).
static FALLBACK: LazyLock<Regex> = LazyLock::new(|| words_regex("retry-fallback-words"));

/// Names of retry counters, which change between attempts without changing
/// the call: a word anywhere (`retry-counter-words`) or a whole name
/// (`retry-counter-names`).
static COUNTER: LazyLock<Regex> = LazyLock::new(|| {
    use crate::model::knowledge::{Eco, list, words_pattern};
    Regex::new(&format!(
        "(?i)({}|^(?:{})$)",
        words_pattern(list(Eco::Common, "retry-counter-words")),
        words_pattern(list(Eco::Common, "retry-counter-names"))
    ))
    .expect("valid regex")
});

impl Rule for RetryWithoutDelay {
    fn meta(&self) -> &'static RuleMeta {
        &META
    }

    fn node_kinds(&self, family: Family) -> &'static [&'static str] {
        match family {
            Family::Js => &[
                "while_statement",
                "do_statement",
                "for_statement",
                "catch_clause",
                "call_expression",
                "if_statement",
            ],
            Family::Python => &[
                "while_statement",
                "for_statement",
                "except_clause",
                "if_statement",
                "decorated_definition",
                "call",
            ],
            Family::Ruby => &[
                "retry",
                "while",
                "until",
                "call",
                "while_modifier",
                "until_modifier",
                "rescue",
                "if",
            ],
        }
    }

    fn judges_a_chosen_setting(&self) -> bool {
        true
    }

    fn reason_topic(&self) -> &'static [&'static str] {
        crate::model::knowledge::list(crate::model::knowledge::Eco::Common, "retry-timing-words")
    }

    fn triggers(&self, family: Family) -> &'static [&'static str] {
        // A retry catches the failure, or an attempt loop tests the
        // response's status.
        match family {
            Family::Js => &[
                "catch",
                "while",
                "for (;",
                "for(;",
                "for (let",
                "for(let",
                "for (var",
                "for(var",
                "axios-retry",
            ],
            Family::Ruby => &["rescue", "retry", "loop", "while", "until", "times"],
            Family::Python => &["except", "while", "range(", "@retry", ".retry", "Retry("],
        }
    }

    fn triggers_without_remote_evidence(&self, _family: Family) -> &'static [&'static str] {
        // High when the retried work resolves as remote, or the handler
        // names a network error (`network-error-words`: `ConnectionError`,
        // `Timeout::Error`, a datastore's `connect`).
        crate::model::knowledge::list(crate::model::knowledge::Eco::Common, "network-error-words")
    }

    fn check<'t>(&self, node: Node<'t>, cx: &mut Cx<'_, 't>) {
        let before = cx.findings.len();
        self.dispatch(node, cx);
        // A retry that only commands a person runs reach (a rake task, a
        // management command) hammers for one operator's run, who watches
        // it: settled after the scan (`model::callers`).
        if cx.findings.len() > before
            && let Some(query) = crate::rules::missing_retry::owner_query(node, cx)
        {
            for f in &mut cx.findings[before..] {
                if f.confidence == crate::finding::Confidence::High && f.callers_of.is_none() {
                    f.callers_of = Some(crate::finding::CallerQuery {
                        commands_only: true,
                        ..query.clone()
                    });
                }
            }
        }
    }
}

impl RetryWithoutDelay {
    fn dispatch<'t>(&self, node: Node<'t>, cx: &mut Cx<'_, 't>) {
        match node.kind_name() {
            "retry" => check_ruby_retry(node, cx),
            "catch_clause" | "except_clause" | "rescue" => check_recursive_retry(node, cx),
            "decorated_definition" => check_retry_decorator(node, cx),
            "call_expression" => {
                check_promise_recursion(node, cx);
                check_retry_policy(node, cx);
            }
            "if_statement" | "if" => check_status_recursion(node, cx),
            "call" if cx.family() == Family::Python => check_retry_policy(node, cx),
            "call" => {
                let is_loop = node.field("block").is_some()
                    && node
                        .field("method")
                        .is_some_and(|m| matches!(cx.text_of(m), "loop" | "times"));
                if is_loop {
                    check_attempt_loop(node, cx);
                } else {
                    check_retry_policy(node, cx);
                }
            }
            _ => check_attempt_loop(node, cx),
        }
    }
}

/// A protected region and its handler.
struct Guard<'t> {
    /// Statements that run the operation.
    protected: Vec<Node<'t>>,
    /// The handler clause (`rescue X`, `except X:`, `catch (e)`).
    handler: Node<'t>,
    /// The handler's statements.
    body: Option<Node<'t>>,
    /// The caught error types, when named.
    types: Option<Node<'t>>,
}

/// What is being retried and after which failure, for the message.
struct Retried {
    operation: String,
    error: String,
    /// The retried work is taken as remote from a name only.
    guessed: bool,
    /// Why the finding is at most `medium` although the evidence resolved
    /// (the SDK called backs off between its own attempts).
    medium: Option<String>,
}

fn first_line(s: &str) -> &str {
    s.lines().next().unwrap_or(s).trim()
}

fn short(s: &str, max: usize) -> String {
    let s = first_line(s);
    if s.chars().count() <= max {
        s.to_string()
    } else {
        format!("{}…", s.chars().take(max).collect::<String>())
    }
}

/// Decides whether a guard retries remote work, and describes it.
fn remote_retry<'t>(guard: &Guard<'t>, cx: &Cx<'_, 't>) -> Option<Retried> {
    let mut retried = remote_retry_of(guard, cx)?;
    if retried.medium.is_none()
        && let Some(class) = never_raised_class(guard, cx)
    {
        retried.medium = Some(format!(
            "`{class}` is defined in the project but raised only in tests or nowhere: the retry path may never run"
        ));
    }
    if retried.medium.is_none()
        && let Some((class, client)) = unseen_socket_error(guard, cx)
    {
        retried.medium = Some(format!(
            "`{client}` raises its own error class for a failed connection, not `{class}`: the handler never sees its failure and the retry path may never run"
        ));
    }
    if retried.medium.is_none()
        && let Some(probe) = probe_gated(guard, cx)
    {
        retried.medium = Some(format!(
            "the retry runs only when `{probe}` answers first: a dependency that is down is not sent the work again, only one that answers a probe"
        ));
    }
    if retried.medium.is_none()
        && let Some(class) = broken_connection_only(guard, cx)
    {
        retried.medium = Some(format!(
            "the retry answers only `{class}`, a connection that broke before any answer came: a new connection at once is the usual answer, and no failing or throttling answer is sent the work again"
        ));
    }
    if retried.medium.is_none()
        && let Some(probe) = probe_retry(guard, cx)
    {
        retried.medium = Some(format!(
            "the retried work answers `{probe}`, a yes/no availability check: a failed attempt is its answer, and trying again at once only steadies the probe"
        ));
    }
    Some(retried)
}

/// The handler goes round again (`retry`, `continue`) only in the branch
/// of a condition that calls an availability check of the dependency
/// (`if search.repository.ping then retry`, `availability-predicates`): the
/// probe's text.
fn probe_gated<'t>(guard: &Guard<'t>, cx: &Cx<'_, 't>) -> Option<&'t str> {
    let family = cx.family();
    let body = guard.body?;
    let mut found = None;
    ast::walk(body, &mut |n| {
        if found.is_some() || ast::is_function(n.kind_name(), family) {
            return false;
        }
        if !matches!(n.kind_name(), "if" | "if_statement" | "if_modifier") {
            return true;
        }
        let (Some(cond), Some(then)) = (
            n.field("condition"),
            n.field("consequence").or_else(|| n.field("body")),
        ) else {
            return true;
        };
        let goes_round = ast::any_descendant(then, &mut |d| {
            matches!(d.kind_name(), "retry" | "continue_statement" | "continue")
        }) || matches!(cx.text_of(then).trim(), "retry" | "continue");
        let is_probe = |c: Node<'t>| {
            ast::is_call(c.kind_name(), family)
                && ast::call_method_name(c, family, cx.text)
                    .is_some_and(names::is_availability_predicate)
        };
        let mut probe = is_probe(cond).then_some(cond);
        if probe.is_none() {
            ast::any_descendant(cond, &mut |c| {
                let hit = is_probe(c);
                if hit {
                    probe = Some(c);
                }
                hit
            });
        }
        if goes_round && let Some(p) = probe {
            found = Some(cx.text_of(p));
        }
        true
    });
    found
}

/// The availability check whose answer the retry computes: the function
/// around the handler is named as one (`up?`, `is_reachable`), or the
/// handler sits in a retry helper running its caller's block and every
/// call of the helper in the file is inside one.
fn probe_retry<'t>(guard: &Guard<'t>, cx: &Cx<'_, 't>) -> Option<&'t str> {
    let family = cx.family();
    let predicate = |n: Node<'t>| {
        ast::enclosing_function(n, family)
            .and_then(|f| ast::function_name(f, cx.text))
            .filter(|name| {
                names::is_availability_predicate(name) || names::is_predicate_method(name, family)
            })
    };
    if let Some(name) = predicate(guard.handler) {
        return Some(name);
    }
    let helper = callback_runner(guard, cx)?;
    let mut found = None;
    let mut other = false;
    ast::walk(cx.root, &mut |n| {
        if other {
            return false;
        }
        let calls_helper = ast::is_call(n.kind_name(), family)
            && ast::callee(n, family, cx.text).is_some_and(|f| {
                let t = cx.text_of(f);
                t == helper || t.strip_suffix(helper).is_some_and(|r| r.ends_with('.'))
            });
        if calls_helper {
            match predicate(n) {
                Some(name) => found = Some(name),
                None => other = true,
            }
        }
        true
    });
    found.filter(|_| !other)
}

/// A Python handler that starts by re-raising every error whose code is not
/// a would-block code of non-blocking I/O (`if e.args[0] not in
/// socket_errors_nonblocking: raise`, with `socket_errors_nonblocking =
/// plat_specific_errors('EAGAIN', 'EWOULDBLOCK')` in the file;
/// `would-block-errno-names`): the loop reads or writes again only when the
/// socket had no data or room yet, and sends nothing new to the other side.
/// A handler whose first statement passes on every failure but a timeout
/// (`raise e unless /timeout expired/.match?(e.to_s)`, `if "timed out" not
/// in str(e): raise`, `if (!isTimeout(err)) throw err`): it goes round
/// only after an attempt that has already waited out its timeout, like a
/// handler of timeout classes only.
fn passes_on_unless_timeout(guard: &Guard<'_>, cx: &Cx<'_, '_>) -> bool {
    let Some(first) = guard.body.and_then(|b| {
        b.named_children(&mut b.walk())
            .find(|s| s.kind_name() != "comment")
    }) else {
        return false;
    };
    let passes_on = |n: Node<'_>| {
        let t = cx.text_of(n).trim_start_matches('{').trim_start();
        t.starts_with("raise") || t.starts_with("throw")
    };
    let negated = |c: Node<'_>| {
        let t = cx.text_of(c).trim_start_matches('(').trim_start();
        t.starts_with('!') || t.starts_with("not ") || t.contains(" not in ")
    };
    let (cond, negated_test) = match first.kind_name() {
        // `raise e unless timeout?(e)`
        "unless_modifier" if first.field("body").is_some_and(passes_on) => {
            (first.field("condition"), true)
        }
        "if_modifier" if first.field("body").is_some_and(passes_on) => {
            let c = first.field("condition");
            (c, c.is_some_and(negated))
        }
        "if_statement"
            if first.field("alternative").is_none()
                && first.field("consequence").is_some_and(passes_on) =>
        {
            let c = first.field("condition");
            (c, c.is_some_and(negated))
        }
        _ => (None, false),
    };
    let words = crate::model::knowledge::list(
        crate::model::knowledge::Eco::Common,
        "timeout-message-words",
    );
    negated_test
        && cond.is_some_and(|c| {
            let t = cx.text_of(c).to_ascii_lowercase();
            words.iter().any(|w| t.contains(w))
        })
}

fn passes_on_unless_would_block(guard: &Guard<'_>, cx: &Cx<'_, '_>) -> bool {
    use crate::model::knowledge;
    if cx.family() != Family::Python {
        return false;
    }
    let Some(first) = guard.body.and_then(|b| {
        b.named_children(&mut b.walk())
            .find(|s| s.kind_name() != "comment")
    }) else {
        return false;
    };
    let (Some(cond), Some(then)) = (first.field("condition"), first.field("consequence")) else {
        return false;
    };
    if first.kind_name() != "if_statement"
        || first.field("alternative").is_some()
        || cx.text_of(then).trim() != "raise"
    {
        return false;
    }
    // The collections (or codes) the condition tests membership in.
    fn tests<'t>(n: Node<'t>, text: &str, out: &mut Vec<Node<'t>>) -> bool {
        match n.kind_name() {
            "comparison_operator" => {
                let t = &text[n.byte_range()];
                (t.contains(" not in ") || t.contains("!="))
                    && n.named_child((n.named_child_count() as u32).saturating_sub(1))
                        .map(|right| out.push(right))
                        .is_some()
            }
            "boolean_operator" | "parenthesized_expression" => {
                n.named_children(&mut n.walk()).all(|c| tests(c, text, out))
            }
            _ => false,
        }
    }
    let mut tested = Vec::new();
    if !tests(cond, cx.text, &mut tested) || tested.is_empty() {
        return false;
    }
    let codes = knowledge::list(knowledge::Eco::Common, "would-block-errno-names");
    static CODE: std::sync::LazyLock<regex::Regex> = std::sync::LazyLock::new(|| {
        regex::Regex::new(r"\b(?:WSA)?E[A-Z]{2,}\b").expect("valid regex")
    });
    tested.iter().all(|t| {
        // A collection bound at the top of the module, or the code itself.
        let text = match t.kind_name() {
            "identifier" => match ast::python_module_value(cx.root, cx.text_of(*t), cx.text) {
                Some(v) => cx.text_of(v),
                None => return false,
            },
            _ => cx.text_of(*t),
        };
        let mut found = CODE.find_iter(text).peekable();
        found.peek().is_some() && found.all(|m| codes.contains(&m.as_str()))
    })
}

/// The project error class of a handler whose every class is defined in the
/// project and raised by no code outside the tests (`raised::ErrorClasses`).
fn never_raised_class(guard: &Guard<'_>, cx: &Cx<'_, '_>) -> Option<String> {
    let caught = guard_caught_names(guard, cx);
    let classes = &cx.index.error_classes[cx.family() as usize];
    (!caught.is_empty() && caught.iter().all(|c| classes.never_raised(c)))
        .then(|| caught[0].clone())
}

/// The first caught class and the client when every class the handler
/// catches is a raw socket error (`raw-socket-error-classes`: `Errno::
/// ECONNREFUSED`, `ConnectionRefusedError`) and every remote call it guards
/// goes through a client that raises its own classes for those failures
/// (`transport-wrapping-clients`: Faraday's `ConnectionFailed`, requests'
/// `ConnectionError`, and the SDKs that send through them).
fn unseen_socket_error(guard: &Guard<'_>, cx: &Cx<'_, '_>) -> Option<(String, String)> {
    use crate::model::knowledge::{Eco, list, name_under};
    let eco = Eco::of(cx.family());
    let raw = list(eco, "raw-socket-error-classes");
    let caught = guard_caught_names(guard, cx);
    if caught.is_empty()
        || !caught
            .iter()
            .all(|c| raw.contains(&c.trim_start_matches("::")))
    {
        return None;
    }
    let wrapping = list(eco, "transport-wrapping-clients");
    let mut client = None;
    let mut other = false;
    // Every outbound call of the guarded code, the statements themselves
    // included; false stops at a call that is one (its arguments are its own).
    let mut visit = |n: Node<'_>| {
        if other || ast::is_function(n.kind_name(), cx.family()) {
            return false;
        }
        if ast::is_call(n.kind_name(), cx.family())
            && let Some(o) = clients::outbound_call(cx, n)
        {
            if name_under(wrapping, &o.client) {
                client.get_or_insert(o.client);
            } else {
                other = true;
            }
            return false;
        }
        true
    };
    for p in &guard.protected {
        if visit(*p) {
            ast::walk(*p, &mut visit);
        }
    }
    client.filter(|_| !other).map(|c| (caught[0].clone(), c))
}

/// The first caught class when every class the handler catches says a
/// connection broke before any answer came (`SSLError`, `ECONNRESET`:
/// `errors::is_broken_connection_error_class`).
fn broken_connection_only(guard: &Guard<'_>, cx: &Cx<'_, '_>) -> Option<String> {
    // JS: a handler that also tests an answer's status retries answers too.
    if cx.family() == Family::Js
        && let Some(b) = guard.body
        && js_error_tests(b, cx).contains("status")
    {
        return None;
    }
    let caught = guard_caught_names(guard, cx);
    if caught.is_empty()
        || !caught
            .iter()
            .all(|c| errors::is_broken_connection_error_class(c))
    {
        return None;
    }
    // Only a client that takes a new connection for the next request: a
    // write on the same socket that was reset fails the same way again.
    let new_connection = guard
        .protected
        .iter()
        .find_map(|p| remote_call_in(*p, cx))
        .and_then(|call| clients::outbound_call(cx, call))
        .is_some_and(|o| matches!(o.kind, clients::CallKind::Http | clients::CallKind::Sdk));
    new_connection.then(|| caught[0].clone())
}

/// [`caught_error_names`] of a guard: its clause's classes, or (JS) the
/// error tests of a handler that passes every other error on.
fn guard_caught_names(guard: &Guard<'_>, cx: &Cx<'_, '_>) -> Vec<String> {
    let types_text = guard.types.map(|t| cx.text_of(t)).unwrap_or("");
    let js_tests = match (cx.family(), guard.body) {
        (Family::Js, Some(b)) => js_error_tests(b, cx),
        _ => String::new(),
    };
    caught_error_names(guard, types_text, &js_tests, cx)
}

/// See `remote_retry`.
fn remote_retry_of<'t>(guard: &Guard<'t>, cx: &Cx<'_, 't>) -> Option<Retried> {
    let family = cx.family();
    let types_text = guard.types.map(|t| cx.text_of(t)).unwrap_or("");
    // JS has no typed catch: read the error tests in the handler instead.
    let js_tests = if family == Family::Js {
        guard
            .body
            .map(|b| js_error_tests(b, cx))
            .unwrap_or_default()
    } else {
        String::new()
    };
    // A handler for timeouts only: each failed attempt has already waited
    // out its timeout, so the retry is paced.
    // A handler for would-block errors of non-blocking I/O only: the loop
    // reads again, it sends nothing to the other side.
    // A handler for cancellation only (`asyncio.CancelledError`): this
    // process stopped the work; no failed answer is asked for again.
    // A handler for definite answers (409 Conflict, 404 Not Found:
    // `answer-error-classes`, `permanent-status-names`) refreshes what it
    // asks for or drops the missing part, a recovery rather than a repeat
    // against a failing dependency. One that catches only such answers and
    // timeouts (`rescue GdsApi::HTTPConflict, GdsApi::TimedOutException`)
    // writes again at once after a conflict, which is right, and after a
    // timeout that has already waited.
    let caught = caught_error_names(guard, types_text, &js_tests, cx);
    if !caught.is_empty()
        && (caught.iter().all(|n| {
            errors::is_timeout_error_class(n)
                || errors::is_driver_paced_error_class(n)
                || errors::names_definite_answer(n)
        }) || caught.iter().all(|n| errors::is_would_block_error_class(n))
            || caught
                .iter()
                .all(|n| errors::is_cancellation_error_class(n)))
    {
        return None;
    }
    if passes_on_unless_would_block(guard, cx) || passes_on_unless_timeout(guard, cx) {
        return None;
    }
    let named = format!("{types_text} {js_tests}");
    let named = named.trim();
    if !named.is_empty() && LOCAL_ERROR.is_match(named) && !NETWORK_ERROR.is_match(named) {
        return None;
    }
    if let Some(body) = guard.body
        && adapts_before_retry(body, &guard.protected, cx)
    {
        return None;
    }
    // JavaScript: a `try` that awaits nothing only sees synchronous throws;
    // a returned or un-awaited promise rejects past the `catch`, so the loop
    // never retries remote work.
    if family == Family::Js
        && !guard.protected.iter().any(|p| {
            p.kind_name() == "await_expression"
                || ast::any_in_scope(*p, family, &mut |n| n.kind_name() == "await_expression")
        })
    {
        return None;
    }
    // A person answering a prompt paces the retry.
    if guard
        .protected
        .iter()
        .any(|p| delay::find_prompt(*p, family, cx.text).is_some())
    {
        return None;
    }
    if let Some(helper) = retry_helper_running_callback(guard, cx) {
        return Some(Retried {
            operation: format!("the block passed to `{helper}`"),
            error: if types_text.is_empty() {
                "any error".to_string()
            } else {
                format!("`{}`", short(types_text, 60))
            },
            guessed: false,
            medium: helper_callbacks_call_retrying_sdk(helper, cx),
        });
    }
    let remote = guard.protected.iter().find_map(|p| remote_call_in(*p, cx));
    if remote.is_some_and(|c| waits_before_calling_out(c, cx)) {
        return None;
    }
    let error = if types_text.is_empty() {
        match family {
            Family::Ruby => "`rescue`".to_string(),
            Family::Python => "`except`".to_string(),
            Family::Js => "`catch`".to_string(),
        }
    } else {
        format!("`{}`", short(types_text, 60))
    };
    // The only client work retried is built in process (`boto3.client("sqs")`):
    // the network error class names what the client would raise later.
    if remote.is_none()
        && guard.protected.iter().any(|p| {
            ast::any_in_scope(*p, family, &mut |n| {
                ast::is_call(n.kind_name(), family) && clients::local_sdk_call(cx, n)
            }) || (ast::is_call(p.kind_name(), family) && clients::local_sdk_call(cx, *p))
        })
    {
        return None;
    }
    if !types_text.is_empty()
        && NETWORK_ERROR.is_match(types_text)
        && !server_answers_only(types_text, cx)
    {
        let operation = match (remote, callback_runner(guard, cx)) {
            (Some(c), _) => format!("`{}`", short(cx.text_of(callee_or_call(c, cx)), 60)),
            (None, Some(runner)) => format!("the block passed to `{runner}`"),
            (None, None) => guard
                .protected
                .iter()
                .find_map(|p| first_call(*p, cx))
                .map(|c| format!("`{}`", short(cx.text_of(callee_or_call(c, cx)), 60)))
                .unwrap_or_else(|| "the operation".to_string()),
        };
        return Some(Retried {
            operation,
            error,
            guessed: false,
            medium: remote.and_then(|c| retrying_sdk_call(c, cx)),
        });
    }
    let call = remote?;
    Some(Retried {
        operation: format!("`{}`", short(cx.text_of(callee_or_call(call, cx)), 60)),
        error,
        guessed: !clients::outbound_call(cx, call).is_some_and(|o| o.resolved())
            && !connects_to_server(call, cx),
        medium: retrying_sdk_call(call, cx),
    })
}

/// A call of a function of this file that waits before its first outbound
/// call (`const attempt = async () => { await delay(schedule); await
/// client.join(room) }`): every attempt of the retry is paced by the
/// function it repeats.
fn waits_before_calling_out(call: Node<'_>, cx: &Cx<'_, '_>) -> bool {
    let family = cx.family();
    let Some(callee) = ast::callee(call, family, cx.text) else {
        return false;
    };
    if !matches!(callee.kind_name(), "identifier") {
        return false;
    }
    let name = cx.text_of(callee);
    // The definitions of that name whose scope holds the call (a nested
    // function, a method of the class, a function of the module); the
    // innermost scope wins, and two there make the reading a guess.
    let mut defs: Vec<(usize, Node<'_>)> = Vec::new();
    ast::walk(cx.root, &mut |n| {
        if ast::is_function(n.kind_name(), family) && ast::function_name(n, cx.text) == Some(name) {
            let scope = ast::enclosing_function(n, family)
                .or_else(|| ast::enclosing_class(n, family))
                .unwrap_or(cx.root);
            if scope.start_byte() <= call.start_byte() && call.end_byte() <= scope.end_byte() {
                defs.push((scope.start_byte(), n));
            }
        }
        true
    });
    let Some(innermost) = defs.iter().map(|(s, _)| *s).max() else {
        return false;
    };
    defs.retain(|(s, _)| *s == innermost);
    let [(_, def)] = defs[..] else { return false };
    let body = def.field("body").unwrap_or(def);
    let mut first: Option<bool> = None;
    ast::walk(body, &mut |n| {
        if first.is_some() {
            return false;
        }
        if delay::is_delay(n, family, cx.text) {
            first = Some(true);
            return false;
        }
        if ast::is_call(n.kind_name(), family) && clients::outbound_call(cx, n).is_some() {
            first = Some(false);
            return false;
        }
        !ast::is_function(n.kind_name(), family)
    });
    first == Some(true)
}

/// A call of an SDK client that retries with backoff in its own pipeline
/// (`retrying-sdk-packages`, `retrying-sdk-modules`, `retrying-sdk-constants`):
/// an outer retry multiplies the attempts, but each of them already waited.
fn retrying_sdk_call<'t>(call: Node<'t>, cx: &Cx<'_, 't>) -> Option<String> {
    let o = clients::outbound_call(cx, call)?;
    (o.kind == clients::CallKind::Sdk && o.client_retries && !o.retry_disabled).then(|| {
        format!(
            "`{}` is an SDK call that backs off between its own attempts: the outer retry multiplies them but does not hammer",
            short(&o.display, 60)
        )
    })
}

/// The callbacks this file passes to a retry helper
/// (`retryOnTransient(async () => blobClient.download())`), when each of them
/// calls an SDK that backs off itself.
fn helper_callbacks_call_retrying_sdk(helper: &str, cx: &Cx<'_, '_>) -> Option<String> {
    let family = cx.family();
    let mut reasons = Vec::new();
    let mut other = false;
    ast::walk(cx.root, &mut |n| {
        if other {
            return false;
        }
        if ast::is_call(n.kind_name(), family)
            && ast::callee(n, family, cx.text).is_some_and(|f| cx.text_of(f) == helper)
            && let Some(arg) = n
                .field("arguments")
                .and_then(|a| a.named_child(0))
                .filter(|a| ast::is_function(a.kind_name(), family))
        {
            let body = arg.field("body").unwrap_or(arg);
            match remote_call_in(body, cx).and_then(|c| retrying_sdk_call(c, cx)) {
                Some(r) => reasons.push(r),
                None => other = true,
            }
        }
        true
    });
    if other {
        return None;
    }
    reasons.into_iter().next()
}

/// The errors a handler retries, when it names them: the classes of
/// `rescue A, B` and `except (A, B)` (Python names resolved through the
/// imports), or the classes and codes a JS handler tests before throwing
/// every other error on (`if (err.code !== "ETIMEDOUT") throw err`). Empty
/// when the handler catches whatever comes.
fn caught_error_names(
    guard: &Guard<'_>,
    types_text: &str,
    js_tests: &str,
    cx: &Cx<'_, '_>,
) -> Vec<String> {
    let family = cx.family();
    match family {
        Family::Js => {
            // The handler must pass every other error on.
            let rethrows = guard.body.is_some_and(|b| {
                ast::any_in_scope(b, family, &mut |n| n.kind_name() == "throw_statement")
            });
            if !rethrows {
                return Vec::new();
            }
            static TESTED: LazyLock<Regex> = LazyLock::new(|| {
                Regex::new(r#"instanceof\s+([\w.]+)|["'`]([\w.]+)["'`]"#).expect("valid regex")
            });
            TESTED
                .captures_iter(js_tests)
                .filter_map(|c| c.get(1).or_else(|| c.get(2)))
                .map(|m| m.as_str().to_string())
                .collect()
        }
        Family::Python | Family::Ruby => errors::named_classes(family, types_text, cx.facts),
    }
}

/// Every class the handler names is an exception a web framework raises to
/// answer a request (`from werkzeug.exceptions import ServiceUnavailable`:
/// python.toml `server-answer-error-modules`), not a failure of a call this
/// code makes: the names say nothing of a network.
fn server_answers_only(types_text: &str, cx: &Cx<'_, '_>) -> bool {
    use crate::model::knowledge::{Eco, list, name_under};
    if cx.family() != Family::Python {
        return false;
    }
    let modules = list(Eco::Python, "server-answer-error-modules");
    let mut names = types_text
        .split(|c: char| !(c.is_alphanumeric() || c == '_' || c == '.'))
        .filter(|n| !n.is_empty() && n != &"as")
        .peekable();
    names.peek().is_some()
        && names.all(|n| {
            let root = n.split('.').next().unwrap_or(n);
            cx.facts
                .imports
                .get(root)
                .is_some_and(|m| name_under(modules, m))
        })
}

/// The first call in `node` (not in nested functions), for messages.
fn first_call<'t>(node: Node<'t>, cx: &Cx<'_, 't>) -> Option<Node<'t>> {
    let family = cx.family();
    if ast::is_call(node.kind_name(), family) {
        return Some(node);
    }
    let mut found = None;
    ast::walk(node, &mut |n| {
        if found.is_some() {
            return false;
        }
        if ast::is_call(n.kind_name(), family)
            && !(family == Family::Ruby
                && n.field("arguments").is_none()
                && n.field("receiver").is_none())
            // A log line is not the work being retried.
            && !ast::callee(n, family, cx.text)
                .is_some_and(|c| crate::semantics::errors::is_log_callee(cx.text_of(c)))
        {
            found = Some(n);
            return false;
        }
        !ast::is_function(n.kind_name(), family)
    });
    found
}

/// A retry helper (`with_retry`, `retryable`) whose protected code runs the
/// caller's block or callback: it retries whatever remote work it is given.
fn retry_helper_running_callback<'t>(guard: &Guard<'t>, cx: &Cx<'_, 't>) -> Option<&'t str> {
    callback_runner(guard, cx).filter(|name| RETRY_HELPER_NAME.is_match(name))
}

/// The enclosing function's name when the protected code runs the caller's
/// block or callback (`yield`, `fn()`).
fn callback_runner<'t>(guard: &Guard<'t>, cx: &Cx<'_, 't>) -> Option<&'t str> {
    let family = cx.family();
    let func = ast::enclosing_function(guard.handler, family)?;
    let name = ast::function_name(func, cx.text)?;
    let params = func
        .field("parameters")
        .map(|p| cx.text_of(p))
        .unwrap_or("");
    let runs_callback = guard.protected.iter().any(|p| {
        ast::any_descendant(*p, &mut |n| match family {
            Family::Ruby => {
                n.kind_name() == "yield"
                    || (n.kind_name() == "call" && cx.text_of(n).starts_with("block.call"))
            }
            _ => {
                ast::is_call(n.kind_name(), family)
                    && ast::callee(n, family, cx.text).is_some_and(|f| {
                        f.kind_name() == "identifier" && {
                            let callee = cx.text_of(f);
                            params
                                .split(|c: char| !c.is_alphanumeric() && c != '_')
                                .any(|p| p == callee)
                        }
                    })
            }
        }) || (family == Family::Ruby && p.kind_name() == "yield")
    });
    runs_callback.then_some(name)
}

fn callee_or_call<'t>(call: Node<'t>, cx: &Cx<'_, 't>) -> Node<'t> {
    match cx.family() {
        Family::Ruby => call,
        _ => ast::callee(call, cx.family(), cx.text).unwrap_or(call),
    }
}

/// `err instanceof UniqueConstraintError`, `err.code === "EEXIST"`,
/// `err.name === "SequelizeUniqueConstraintError"`.
fn js_error_tests(body: Node<'_>, cx: &Cx<'_, '_>) -> String {
    let mut out = String::new();
    ast::walk(body, &mut |n| {
        if n.kind_name() == "binary_expression" {
            let t = cx.text_of(n);
            if t.contains("instanceof") || t.contains(".code") || t.contains(".name") {
                out.push_str(t);
                out.push(' ');
            }
        }
        // A predicate a branch asks of the error (`if
        // (isConditionalCheckFailure(error))`): its name says what it tests.
        if n.kind_name() == "if_statement"
            && let Some(cond) = n.field("condition")
        {
            ast::walk(cond, &mut |c| {
                if c.kind_name() == "call_expression"
                    && let Some(f) = c.field("function")
                {
                    out.push_str(cx.text_of(f));
                    out.push(' ');
                }
                !ast::is_function(c.kind_name(), Family::Js)
            });
        }
        !ast::is_function(n.kind_name(), Family::Js)
    });
    out
}

/// The first call in `node` that crosses the network, by client or by name.
fn remote_call_in<'t>(node: Node<'t>, cx: &Cx<'_, 't>) -> Option<Node<'t>> {
    let family = cx.family();
    let connects = |c: Node<'t>| connects_to_server(c, cx);
    let is_remote = |c: Node<'t>| {
        ast::is_call(c.kind_name(), family)
            && !(family == Family::Js && c.kind_name() == "new_expression")
            && ast::call_method_name(c, family, cx.text) != Some("new")
            && !clients::is_client_constructor(cx, c)
            && (clients::outbound_call(cx, c).is_some()
                || connects(c)
                || ast::call_method_name(c, family, cx.text)
                    .is_some_and(|m| REMOTE_CALL.is_match(m)))
    };
    // Ruby: a bare method name in statement position calls it (`setup`).
    let is_remote = |c: Node<'t>| {
        is_remote(c)
            || (family == Family::Ruby
                && c.kind_name() == "identifier"
                && parents::parent(c).is_some_and(|p| {
                    matches!(
                        p.kind_name(),
                        "body_statement" | "begin" | "then" | "block_body"
                    )
                })
                && connects(c))
    };
    if is_remote(node) {
        return Some(node);
    }
    let mut found = None;
    ast::walk(node, &mut |n| {
        if found.is_some() {
            return false;
        }
        if is_remote(n) {
            found = Some(n);
            return false;
        }
        !ast::is_function(n.kind_name(), family)
    });
    found
}

/// A call that opens a connection to a datastore or broker, directly
/// (`amqp.connect(url)`) or through project code summarised as doing so
/// (`this.init()` whose body connects): remote work by its effect.
fn connects_to_server<'t>(call: Node<'t>, cx: &Cx<'_, 't>) -> bool {
    clients::opens_connection(cx, call) || crate::model::resolve::call_connects(cx, call)
}

/// True when the handler changes the next attempt: refreshes credentials or
/// reassigns a value the protected code uses (a fallback URL), beyond counters.
fn adapts_before_retry(body: Node<'_>, protected: &[Node<'_>], cx: &Cx<'_, '_>) -> bool {
    let family = cx.family();
    // The retry by recursion itself (`this.authenticate()` in the handler of
    // `authenticate`) asks for the same thing again, whatever its name says.
    let own_name =
        ast::enclosing_function(body, family).and_then(|f| ast::function_name(f, cx.text));
    let mut adapts = false;
    ast::walk(body, &mut |n| {
        if adapts {
            return false;
        }
        // `@retried = true`: a one-shot retry, not a hammer.
        if matches!(n.kind_name(), "assignment" | "assignment_expression")
            && n.field("right")
                .is_some_and(|r| matches!(r.kind_name(), "true" | "True"))
        {
            adapts = true;
        }
        // `url = fallback_url`, `puts "Trying a mirror..."`.
        if matches!(
            n.kind_name(),
            "assignment" | "assignment_expression" | "string" | "template_string"
        ) && FALLBACK.is_match(cx.text_of(n))
        {
            adapts = true;
        }
        if ast::is_call(n.kind_name(), family)
            && ast::call_method_name(n, family, cx.text)
                .is_some_and(|m| ADAPTS.is_match(m) && Some(m) != own_name)
        {
            adapts = true;
        }
        // A fresh connection before the next attempt (`self.close();
        // self.connect()`, a reconnect helper whose summary connects): a stale
        // persistent connection is replaced, and a server that is down fails
        // the reconnect instead of being sent the request again.
        if ast::is_call(n.kind_name(), family) && connects_to_server(n, cx) {
            adapts = true;
        }
        if rebinds_protected(n, protected, cx) {
            adapts = true;
        }
        // `set_up_bucket` before `retry`: a method of this file that
        // rebinds what the protected code uses (`@s3_bucket = S3.new(..)`)
        // gives the next attempt a fresh client.
        let own_call = if ast::is_call(n.kind_name(), family) {
            ast::is_own_call(n, family, cx.text)
                .then(|| ast::call_method_name(n, family, cx.text))
                .flatten()
        } else {
            // Ruby: a bare `set_up_bucket` is an identifier node.
            (family == Family::Ruby
                && n.kind_name() == "identifier"
                && crate::semantics::parents::parent(n).is_some_and(|p| {
                    matches!(
                        p.kind_name(),
                        "rescue" | "then" | "begin" | "body_statement"
                    )
                }))
            .then(|| cx.text_of(n))
        };
        if let Some(name) = own_call
            && own_functions(name, cx).into_iter().any(|def| {
                // Not the retried function itself (a recursive retry), and
                // only the object's state: a local of another function
                // changes nothing here.
                !(def.start_byte() <= body.start_byte() && body.end_byte() <= def.end_byte())
                    && ast::any_descendant(def, &mut |d| {
                        d.field("left").is_some_and(|l| {
                            matches!(
                                l.kind_name(),
                                "instance_variable" | "attribute" | "member_expression"
                            )
                        }) && rebinds_protected(d, protected, cx)
                    })
            })
        {
            adapts = true;
        }
        !ast::is_function(n.kind_name(), family)
    });
    adapts
}

/// `client = build_client()`, `@s3_bucket = S3.new(..)`: an assignment of
/// a new value (not a counter, not a literal flag) to a name the protected
/// code reads.
fn rebinds_protected(n: Node<'_>, protected: &[Node<'_>], cx: &Cx<'_, '_>) -> bool {
    let Some(left) = (match n.kind_name() {
        "assignment" | "assignment_expression" => n.field("left"),
        _ => None,
    }) else {
        return false;
    };
    let name = cx.text_of(left);
    let rhs_literal = n.field("right").is_some_and(|r| {
        matches!(
            r.kind_name(),
            "true" | "false" | "True" | "False" | "nil" | "None" | "null"
        )
    });
    !COUNTER.is_match(name)
        && !rhs_literal
        && protected.iter().any(|p| {
            ast::any_descendant(*p, &mut |d| {
                matches!(
                    d.kind_name(),
                    "identifier" | "instance_variable" | "attribute" | "member_expression"
                ) && cx.text_of(d) == name
            })
        })
}

/// The functions and methods of this file named `name`.
fn own_functions<'t>(name: &str, cx: &Cx<'_, 't>) -> Vec<Node<'t>> {
    let family = cx.family();
    let mut found = Vec::new();
    ast::walk(cx.root, &mut |n| {
        if ast::is_function(n.kind_name(), family) && ast::function_name(n, cx.text) == Some(name) {
            found.push(n);
        }
        true
    });
    found
}

/// The handler calls a project function that waits in its body before it
/// gives up or reconnects (`reconnect_after_pause(logger)`, which sleeps
/// and then reconnects; effect `paces`): on this path, the failure path,
/// the next attempt comes after that wait.
/// `again`, the recursive call of a retry by recursion, is not such a call.
fn handler_calls_pacing(guard: &Guard<'_>, again: Option<Node<'_>>, cx: &Cx<'_, '_>) -> bool {
    let Some(body) = guard.body else {
        return false;
    };
    let family = cx.family();
    ast::any_descendant(body, &mut |n| {
        is_statement_call(n, family)
            && Some(n) != again
            && crate::model::resolve::callee_effect(cx, n).is_some_and(|(e, _, _)| e.paces)
    })
}

/// A call, or (Ruby) a bare method name standing as a statement
/// (`reconnect`), whose callee's effect summary may speak for the handler.
fn is_statement_call(n: Node<'_>, family: Family) -> bool {
    ast::is_call(n.kind_name(), family)
        || (family == Family::Ruby
            && n.kind_name() == "identifier"
            && parents::parent(n).is_some_and(|p| {
                matches!(p.kind_name(), "body_statement" | "then" | "rescue" | "else")
            }))
}

/// The handler drops the connection before the next attempt, itself or
/// through a callee (`@connection.reset`, `try_resetting_connection(...)`
/// whose body does: effect `reconnects`): the next attempt runs on a fresh
/// connection, the usual cure of a stale keep-alive socket. Returns the
/// call, for the evidence.
fn reconnects_first<'t>(
    guard: &Guard<'t>,
    again: Option<Node<'t>>,
    cx: &Cx<'_, 't>,
) -> Option<&'t str> {
    let body = guard.body?;
    let family = cx.family();
    let mut found = None;
    ast::walk(body, &mut |n| {
        if found.is_some() || again.is_some_and(|a| n.start_byte() >= a.start_byte()) {
            return false;
        }
        if is_statement_call(n, family) {
            if let Some(text) = clients::connection_reset(n, cx) {
                found = Some(text);
                return false;
            }
            if crate::model::resolve::callee_effect(cx, n).is_some_and(|(e, _, _)| e.reconnects) {
                found = Some(cx.text_of(n));
                return false;
            }
        }
        !ast::is_function(n.kind_name(), family)
    });
    found
}

/// Lowers the last finding to `medium` when the handler reconnects first.
fn mark_reconnect(cx: &mut Cx<'_, '_>, call: Option<&str>) {
    if let Some(call) = call
        && let Some(f) = cx.findings.last_mut()
    {
        f.guessed(format!(
            "the handler drops the connection first (`{}`): the next attempt runs on a fresh connection, the cure for a stale keep-alive socket, not a repeat against a failing dependency",
            short(call, 60)
        ));
    }
}

// ---------------------------------------------------------------- Ruby retry

fn check_ruby_retry<'t>(node: Node<'t>, cx: &mut Cx<'_, 't>) {
    let mut cur = crate::semantics::parents::parent(node);
    let mut rescue = None;
    while let Some(n) = cur {
        if n.kind_name() == "rescue" {
            rescue = Some(n);
            break;
        }
        if ast::is_function(n.kind_name(), Family::Ruby) {
            return;
        }
        cur = crate::semantics::parents::parent(n);
    }
    let Some(rescue) = rescue else { return };
    let Some(guard) = ruby_guard(rescue) else {
        return;
    };
    let family = Family::Ruby;
    let mut scope = guard.protected.clone();
    scope.extend(guard.body);
    if delay::any_delay(&scope, family, cx.text).is_some() || handler_calls_pacing(&guard, None, cx)
    {
        return;
    }
    let Some(retried) = remote_retry(&guard, cx) else {
        if let Some(classes) = unbounded_database_retry(&guard, node, cx) {
            let handler_span = cx.span(guard.handler);
            cx.report(
                &META,
                node,
                format!(
                    "`retry` after `{classes}` re-runs the database work at once, with no delay and no bound: a database that is down, or a statement that keeps failing (a lock timeout, a deadlock), is hit again immediately and forever (cap the attempts and sleep with exponential backoff and jitter before `retry`)"
                ),
            )
            .with_primary_label("retried at once, without end")
            .with_label(handler_span, "database failure caught here");
        }
        return;
    };
    let reconnect = reconnects_first(&guard, None, cx);
    let handler_span = cx.span(guard.handler);
    cx.report(
        &META,
        node,
        format!(
            "`retry` after {} re-runs {} immediately, with no delay: a dependency that is failing or throttling gets hit again at once and the remaining attempts burn out in milliseconds (sleep with exponential backoff and jitter before `retry`)",
            retried.error, retried.operation
        ),
    )
    .with_primary_label("retried with no delay")
    .with_label(handler_span, "failure caught here");
    mark_guess(cx, &retried);
    mark_reconnect(cx, reconnect);
    if let Some(bound) = ruby_retries_once(&guard, cx)
        && let Some(f) = cx.findings.last_mut()
        && f.confidence == crate::finding::Confidence::High
    {
        f.guessed(format!(
            "it is tried again once (`{bound}` stops a second retry): one immediate retry of a dropped connection does not hammer a dependency"
        ));
    }
}

/// A Ruby `rescue` of database failures only (`database-failure-classes`:
/// `ActiveRecord::StatementInvalid`, `PG::ConnectionBad`) whose `retry`
/// runs every time: a statement of the handler itself, in a handler that
/// never leaves. Returns the caught classes, as written.
fn unbounded_database_retry<'t>(
    guard: &Guard<'t>,
    retry: Node<'t>,
    cx: &Cx<'_, 't>,
) -> Option<&'t str> {
    if parents::parent(retry) != guard.body {
        return None;
    }
    database_failures_only(guard, cx)
}

/// The classes of a handler that catches database failures only
/// (`database-failure-classes`; Python names resolved through the file's
/// imports: `from django.db import OperationalError`) and never leaves: no
/// raise, return, break or exit anywhere in it, so nothing bounds the
/// retry around it. Returns the caught classes, as written.
fn database_failures_only<'t>(guard: &Guard<'t>, cx: &Cx<'_, 't>) -> Option<&'t str> {
    let family = cx.family();
    let eco = match family {
        Family::Ruby => crate::model::knowledge::Eco::Ruby,
        Family::Python => crate::model::knowledge::Eco::Python,
        Family::Js => return None,
    };
    let types = guard.types?;
    let body = guard.body?;
    let failures = crate::model::knowledge::list(eco, "database-failure-classes");
    let classes = crate::semantics::errors::named_classes(family, cx.text_of(types), cx.facts);
    if classes.is_empty()
        || !classes
            .iter()
            .all(|t| failures.contains(&t.trim_start_matches("::")))
    {
        return None;
    }
    let leaves = ast::any_in_scope(body, family, &mut |n| {
        matches!(
            n.kind_name(),
            "return" | "break" | "return_statement" | "break_statement" | "raise_statement"
        ) || (family == Family::Ruby && n.kind_name() == "next")
            || (matches!(n.kind_name(), "call" | "identifier")
                && matches!(
                    n.field("method")
                        .or_else(|| n.field("function"))
                        .map_or_else(|| cx.text_of(n), |m| cx.text_of(m)),
                    "raise" | "fail" | "exit" | "sys.exit" | "os._exit"
                ))
    });
    (!leaves).then(|| cx.text_of(types))
}

/// The comparison in a `rescue` body that lets its `retry` run exactly
/// once: a counter the body increments, compared with `<` or `<=` to an
/// integer or a constant of the file bound to one (`raise unless retries <
/// MAX_RETRIES` before `retries += 1`, `attempts += 1; retry if attempts <
/// 2`).
fn ruby_retries_once<'t>(guard: &Guard<'t>, cx: &Cx<'_, 't>) -> Option<&'t str> {
    let body = guard.body?;
    let mut increments: Vec<(String, usize)> = Vec::new();
    let mut decrements: Vec<(String, usize)> = Vec::new();
    let mut comparisons: Vec<Node<'t>> = Vec::new();
    ast::walk(body, &mut |n| {
        match n.kind_name() {
            "operator_assignment"
                if n.field("left")
                    .is_some_and(|l| l.kind_name() == "identifier")
                    && n.field("right").is_some_and(|r| cx.text_of(r) == "1") =>
            {
                let left = n.field("left").map_or("", |l| cx.text_of(l)).to_string();
                if cx.text_of(n).contains("+=") {
                    increments.push((left, n.start_byte()));
                } else if cx.text_of(n).contains("-=") {
                    decrements.push((left, n.start_byte()));
                }
            }
            "binary" => comparisons.push(n),
            _ => {}
        }
        !ast::is_function(n.kind_name(), Family::Ruby)
    });
    comparisons.into_iter().find_map(|cmp| {
        let (left, op, right) = (
            cmp.field("left")?,
            cmp.field("operator")?,
            cmp.field("right")?,
        );
        let counter = cx.text_of(left);
        // Counted down from its start: `retries = @retries` before the
        // `begin`, `if retries > 0; retries -= 1; retry`.
        if let Some(&(_, decremented_at)) = decrements.iter().find(|(c, _)| c == counter) {
            let floor = ruby_integer(right, cx)?;
            let start = ruby_counter_start(guard.handler, counter, cx)?;
            let counted_first = decremented_at < cmp.start_byte();
            let retries = match cx.text_of(op) {
                ">" => start - floor - i64::from(counted_first),
                ">=" => start - floor + 1 - i64::from(counted_first),
                _ => return None,
            };
            return (retries == 1).then(|| cx.text_of(cmp));
        }
        // Counted up at the top of each attempt, in the `begin` body, and
        // raised past a bound in the handler: `attempts = 0; begin; attempts
        // += 1; ...; rescue ...; raise if attempts > 1; retry`.
        if !increments.iter().any(|(c, _)| c == counter)
            && counted_per_attempt(guard, counter, cx)
            && ruby_counter_start(guard.handler, counter, cx) == Some(0)
        {
            let bound = ruby_integer(right, cx)?;
            let retries = match cx.text_of(op) {
                ">" => bound,
                ">=" => bound - 1,
                _ => return None,
            };
            return (retries == 1).then(|| cx.text_of(cmp));
        }
        let &(_, incremented_at) = increments.iter().find(|(c, _)| c == counter)?;
        let bound = ruby_integer(right, cx)?;
        // Counted before the test: `attempts += 1; retry if attempts < 2`.
        let counted_first = incremented_at < cmp.start_byte();
        let retries = match cx.text_of(op) {
            "<" => bound - i64::from(counted_first),
            "<=" => bound + 1 - i64::from(counted_first),
            _ => return None,
        };
        (retries == 1).then(|| cx.text_of(cmp))
    })
}

/// Whether the protected code of `guard` adds one to `counter` as a
/// statement of its own (`attempts += 1`): once per attempt.
fn counted_per_attempt(guard: &Guard<'_>, counter: &str, cx: &Cx<'_, '_>) -> bool {
    let adds_one = |n: Node<'_>| {
        n.kind_name() == "operator_assignment"
            && n.field("left").is_some_and(|l| cx.text_of(l) == counter)
            && n.field("right").is_some_and(|r| cx.text_of(r) == "1")
            && cx.text_of(n).contains("+=")
    };
    guard
        .protected
        .iter()
        .any(|p| adds_one(*p) || ast::any_descendant(*p, &mut |n| adds_one(n)))
}

/// The value a counted-down local starts from: its assignment in the
/// method before the `rescue` (`retries = 1`, `retries = MAX`), or the
/// instance variable it copies when every assignment of that variable in
/// the class gives it that value or defaults to it (`@retries =
/// opts[:retries] || 1`).
fn ruby_counter_start(handler: Node<'_>, counter: &str, cx: &Cx<'_, '_>) -> Option<i64> {
    let method = ast::enclosing_function(handler, Family::Ruby)?;
    let mut value = None;
    ast::walk(method, &mut |n| {
        if n.start_byte() >= handler.start_byte() {
            return false;
        }
        if n.kind_name() == "assignment"
            && n.field("left").is_some_and(|l| cx.text_of(l) == counter)
        {
            value = n.field("right");
        }
        true
    });
    let value = value?;
    if value.kind_name() != "instance_variable" {
        return ruby_integer(value, cx);
    }
    let ivar = cx.text_of(value);
    let class = ast::enclosing_class(method, Family::Ruby)?;
    let mut starts = Vec::new();
    ast::walk(class, &mut |n| {
        if matches!(n.kind_name(), "assignment" | "operator_assignment")
            && n.field("left").is_some_and(|l| cx.text_of(l) == ivar)
        {
            let right = n.field("right");
            // `opts[:retries] || 1`: the default.
            let given = right.map(|r| match r.kind_name() {
                "binary" if r.field("operator").is_some_and(|o| cx.text_of(o) == "||") => {
                    r.field("right").unwrap_or(r)
                }
                _ => r,
            });
            starts.push(given.and_then(|g| ruby_integer(g, cx)));
        }
        true
    });
    let first = *starts.first()?;
    starts.iter().all(|s| *s == first).then_some(first?)
}

/// An integer literal, or a constant assigned one (in the enclosing class
/// or module, or at the top of the file).
fn ruby_integer(n: Node<'_>, cx: &Cx<'_, '_>) -> Option<i64> {
    let literal = match n.kind_name() {
        "integer" => n,
        "constant" => ast::ruby_constant_assignment(n, cx.text)?.1,
        _ => return None,
    };
    if literal.kind_name() != "integer" {
        return None;
    }
    let v = ast::number_value(cx.text_of(literal))?;
    (v.fract() == 0.0).then_some(v as i64)
}

/// Lowers the last finding to `medium` when the retried work is remote by
/// name only.
fn mark_guess(cx: &mut Cx<'_, '_>, retried: &Retried) {
    if !retried.guessed
        && let Some(why) = &retried.medium
        && let Some(f) = cx.findings.last_mut()
    {
        f.guessed(why.clone());
        return;
    }
    if retried.guessed
        && let Some(f) = cx.findings.last_mut()
    {
        f.guessed(format!(
            "{} is taken as remote work from its name",
            retried.operation
        ));
    }
}

/// The `begin` body (or method/block body) before a `rescue`, and the rescue.
fn ruby_guard(rescue: Node<'_>) -> Option<Guard<'_>> {
    let parent = parents::parent(rescue)?;
    let mut protected = Vec::new();
    let mut cursor = parent.walk();
    for child in parent.named_children(&mut cursor) {
        if matches!(child.kind_name(), "rescue" | "else" | "ensure") {
            break;
        }
        protected.push(child);
    }
    Some(Guard {
        protected,
        handler: rescue,
        body: rescue.field("body"),
        types: rescue.field("exceptions"),
    })
}

// ---------------------------------------------------------------- attempt loops

/// The loop makes at most one pass, so its handler never sends the work
/// again: its condition requires, in every case (an `and` chain), a counter
/// below a bound of 1 (`retry_counter < MASTODON_RETRIES` with
/// `MASTODON_RETRIES = 1` at the module's top level, round 95 H11), or a
/// Python loop runs over `range(1)`. Bounds are number literals or Python
/// module constants.
fn single_pass(parts: &LoopParts<'_>, cx: &Cx<'_, '_>) -> bool {
    let bound = |n: Node<'_>| -> Option<f64> {
        let n = if cx.family() == Family::Python && n.kind_name() == "identifier" {
            ast::python_module_value(cx.root, cx.text_of(n), cx.text)?
        } else {
            n
        };
        ast::number_value(cx.text_of(n))
    };
    if let Some(cond) = parts.condition {
        let mut conjuncts = Vec::new();
        and_chain(cond, cx, &mut conjuncts);
        return conjuncts.into_iter().any(|c| {
            let Some((left, op, right)) = comparison(c, cx) else {
                return false;
            };
            match op {
                "<" => bound(right).is_some_and(|b| b <= 1.0),
                "<=" => bound(right).is_some_and(|b| b <= 0.0),
                ">" => bound(left).is_some_and(|b| b <= 1.0),
                ">=" => bound(left).is_some_and(|b| b <= 0.0),
                _ => false,
            }
        });
    }
    // `for attempt in range(MAX_TRIES):` with `MAX_TRIES = 1`.
    if cx.family() == Family::Python
        && parts.node.kind_name() == "for_statement"
        && let Some(call) = parts
            .node
            .field("right")
            .filter(|r| r.kind_name() == "call")
        && call
            .field("function")
            .is_some_and(|f| cx.text_of(f) == "range")
        && let Some(args) = call.field("arguments")
        && args.named_child_count() == 1
        && let Some(n) = args.named_child(0)
    {
        return bound(n).is_some_and(|b| b <= 1.0);
    }
    false
}

/// The operands of an `and` chain (`a and b < 1`, `a && b < 1`), through
/// parentheses; a single condition is its own chain.
fn and_chain<'t>(n: Node<'t>, cx: &Cx<'_, 't>, out: &mut Vec<Node<'t>>) {
    match n.kind_name() {
        "parenthesized_expression" => {
            if let Some(inner) = n.named_child(0) {
                and_chain(inner, cx, out);
            }
        }
        "boolean_operator" | "binary_expression" | "binary"
            if n.field("operator")
                .is_some_and(|o| matches!(cx.text_of(o), "and" | "&&")) =>
        {
            if let (Some(l), Some(r)) = (n.field("left"), n.field("right")) {
                and_chain(l, cx, out);
                and_chain(r, cx, out);
            }
        }
        _ => out.push(n),
    }
}

/// `left OP right` of a single comparison (Python `comparison_operator`
/// with one operator, a JS or Ruby binary expression).
fn comparison<'t>(n: Node<'t>, cx: &Cx<'_, 't>) -> Option<(Node<'t>, &'t str, Node<'t>)> {
    match n.kind_name() {
        "comparison_operator" if n.child_count() == 3 => {
            Some((n.child(0)?, cx.text_of(n.child(1)?), n.child(2)?))
        }
        "binary_expression" | "binary" => Some((
            n.field("left")?,
            cx.text_of(n.field("operator")?),
            n.field("right")?,
        )),
        _ => None,
    }
}

fn check_attempt_loop<'t>(node: Node<'t>, cx: &mut Cx<'_, 't>) {
    let family = cx.family();
    let Some(parts) = loops::loop_parts(node, family, cx.text) else {
        return;
    };
    // Cheap gate: the body must catch something.
    let Some(query) = QUERIES.get(cx.lang) else {
        return;
    };
    let tries: Vec<Node<'t>> = cx
        .matches_within(query, parts.body)
        .iter()
        .filter_map(|m| m.get(query, "try"))
        .filter(|t| belongs_to_loop(*t, &parts, family, cx.text))
        .collect();
    if tries.is_empty() {
        check_status_retry(&parts, cx);
        return;
    }
    let mut scope = vec![parts.body];
    scope.extend(parts.condition);
    let delays = all_delays(&scope, family, cx.text);
    if single_pass(&parts, cx) {
        return;
    }
    for t in tries {
        for guard in guards_of(t, cx) {
            // A wait counts unless the failure skips it: one after the
            // request in the protected code (`if response.status == 503:
            // sleep(1)`) runs on an answer, never after the error.
            let skipped: Vec<Node<'t>> = delays
                .iter()
                .copied()
                .filter(|d| skipped_on_failure(*d, &guard, cx))
                .collect();
            if skipped.len() < delays.len() {
                continue;
            }
            if !exits_on_success(&guard, &parts, cx)
                || !goes_round(&guard, cx)
                || handler_calls_pacing(&guard, None, cx)
            {
                continue;
            }
            let Some(retried) = remote_retry(&guard, cx) else {
                if parts.condition.is_none()
                    && parts.shape == loops::LoopShape::Conditional
                    && let Some(classes) = database_failures_only(&guard, cx)
                {
                    report_database_retry(&parts, &guard, classes, cx);
                    return;
                }
                continue;
            };
            if sleepless_poll_loop::polling_call(&parts, cx).is_some() {
                return;
            }
            if requests_vary(&guard, &parts, cx) {
                // `for run in range(5): fetch(url_for(run))`: each pass asks
                // for something else after a failure; nothing is repeated.
                continue;
            }
            let (header, span) = loop_header(&parts, cx);
            let handler_span = cx.span(guard.handler);
            let reconnect = reconnects_first(&guard, None, cx);
            let answered_only = match skipped.first() {
                Some(d) => format!(
                    " (the wait at line {} runs only on an answer, after the request; the error skips it)",
                    cx.span(*d).start.line
                ),
                None => String::new(),
            };
            cx.report_span(
                &META,
                span,
                format!(
                    "`{header}` retries {} after {} immediately, with no delay between attempts{answered_only}: a dependency that is failing or throttling gets hit again at once and every attempt fails the same way (sleep with exponential backoff and jitter in the handler)",
                    retried.operation, retried.error
                ),
            )
            .with_primary_label("attempt loop with no delay")
            .with_label(handler_span, "failure caught here, then the loop goes round");
            mark_guess(cx, &retried);
            mark_reconnect(cx, reconnect);
            return;
        }
    }
    if delays.is_empty() {
        check_status_retry(&parts, cx);
    }
}

/// Every wait in `nodes` (not inside a nested function).
fn all_delays<'t>(nodes: &[Node<'t>], family: Family, text: &'t str) -> Vec<Node<'t>> {
    let mut out = Vec::new();
    for n in nodes {
        if delay::is_delay(*n, family, text) {
            out.push(*n);
            continue;
        }
        ast::walk(*n, &mut |d| {
            if delay::is_delay(d, family, text) {
                out.push(d);
                return false;
            }
            !ast::is_function(d.kind_name(), family)
        });
    }
    out
}

/// The wait `d` lies in the guard's protected code after its first remote
/// call: when that call fails, the handler runs and the wait does not.
fn skipped_on_failure(d: Node<'_>, guard: &Guard<'_>, cx: &Cx<'_, '_>) -> bool {
    let Some(first) = guard
        .protected
        .iter()
        .filter_map(|p| remote_call_in(*p, cx))
        .map(|c| c.start_byte())
        .min()
    else {
        return false;
    };
    d.start_byte() > first
        && guard
            .protected
            .iter()
            .any(|p| p.start_byte() <= d.start_byte() && d.end_byte() <= p.end_byte())
}

/// A loop's header as shown in messages (`while True:`, shortened) and its
/// span.
fn loop_header(parts: &LoopParts<'_>, cx: &Cx<'_, '_>) -> (String, crate::finding::Span) {
    let header = cx
        .text
        .get(parts.header.0..parts.header.1)
        .unwrap_or("loop");
    (
        short(header, 60),
        cx.span_at(parts.header.0, parts.header.1),
    )
}

/// An unbounded loop (`while True:`) around database work whose handler
/// catches database failures only and never leaves: the Python form of the
/// Ruby `rescue ... retry` of [`unbounded_database_retry`].
fn report_database_retry<'t>(
    parts: &LoopParts<'t>,
    guard: &Guard<'t>,
    classes: &str,
    cx: &mut Cx<'_, 't>,
) {
    let (header, span) = loop_header(parts, cx);
    let handler_span = cx.span(guard.handler);
    cx.report_span(
        &META,
        span,
        format!(
            "`{header}` re-runs the database work after `{classes}` at once, with no delay and no bound: a database that is down, or a statement that keeps failing (a lock timeout, a deadlock), is hit again immediately and forever (cap the attempts and sleep with exponential backoff and jitter in the handler)"
        ),
    )
    .with_primary_label("retried at once, without end")
    .with_label(handler_span, "database failure caught here");
}

/// Every outbound call the guard protects takes arguments that change
/// between iterations (`sleepless_poll_loop::call_args_vary`).
fn requests_vary<'t>(guard: &Guard<'t>, parts: &LoopParts<'t>, cx: &Cx<'_, 't>) -> bool {
    let family = cx.family();
    let mut calls = Vec::new();
    for p in &guard.protected {
        ast::walk(*p, &mut |n| {
            if ast::is_call(n.kind_name(), family) && clients::outbound_call(cx, n).is_some() {
                calls.push(n);
                return false;
            }
            !ast::is_function(n.kind_name(), family)
        });
    }
    // A loop variable that is not an attempt counter names the item each
    // pass works on (`for (let year = end; year >= start; year--)
    // crawlYear(year)`): a failed item is left behind, not asked again.
    let item_vars: Vec<&String> = parts
        .loop_vars
        .iter()
        .filter(|v| !crate::semantics::names::RETRY_ATTEMPT_NAME.is_match(v))
        .collect();
    let takes_item = |c: Node<'_>| {
        // `attempt(step)`: a function named for the attempt takes its count.
        let callee = ast::call_method_name(c, family, cx.text).unwrap_or("");
        !crate::semantics::names::RETRY_ATTEMPT_NAME.is_match(callee)
            && c.field("arguments").is_some_and(|a| {
                let args = cx.text_of(a);
                item_vars.iter().any(|v| {
                    args.match_indices(v.as_str())
                        .any(|(i, _)| crate::text::whole_word_at(args.as_bytes(), i, i + v.len()))
                })
            })
    };
    !calls.is_empty()
        && calls
            .iter()
            .all(|c| sleepless_poll_loop::call_args_vary(parts, *c, cx) || takes_item(*c))
}

/// An attempt loop driven by the response's status rather than a caught
/// error: it re-issues the request until the same call's response succeeds
/// (`if r.status_code == 200: break`, `return res if res.is_a?(Net::HTTPSuccess)`),
/// with no delay between attempts.
fn check_status_retry<'t>(parts: &LoopParts<'t>, cx: &mut Cx<'_, 't>) {
    let Some(retry) = sleepless_poll_loop::status_retry(parts, cx) else {
        return;
    };
    // The session raises on every failed response (a `raise_for_status`
    // response hook): a failure leaves the loop, it never goes round.
    if clients::session_hook_raises_on_status(cx) {
        return;
    }
    // The body also logs in again or refreshes the credentials (`if
    // response.status_code == 401: self.login()`): the next attempt is a
    // different request, not a blind repeat.
    if ast::any_descendant(parts.body, &mut |n| {
        n != retry.call
            && ast::is_call(n.kind_name(), cx.family())
            && ast::call_method_name(n, cx.family(), cx.text).is_some_and(|m| ADAPTS.is_match(m))
    }) {
        return;
    }
    let (header, span) = loop_header(parts, cx);
    let operation = short(cx.text_of(callee_or_call(retry.call, cx)), 60);
    let cond = cx.text_of(retry.exit).trim();
    let cond = cond
        .strip_prefix('(')
        .and_then(|c| c.strip_suffix(')'))
        .unwrap_or(cond);
    let cond = short(cond, 60);
    let resolved = clients::outbound_call(cx, retry.call).is_some_and(|o| o.resolved());
    let retried = Retried {
        operation: format!("`{operation}`"),
        error: String::new(),
        guessed: !resolved,
        medium: retrying_sdk_call(retry.call, cx),
    };
    let call_span = cx.span(retry.call);
    let mut scope = vec![parts.body];
    scope.extend(parts.condition);
    let message = if delay::throttle_only_delays(&scope, cx.family(), cx.text) {
        format!(
            "`{header}` re-issues `{operation}` until its response succeeds (`{cond}`) and waits only after a 429: any other failed response (502/503) is answered by the same request at once, against a dependency that is failing, and every attempt fails the same way (sleep with exponential backoff and jitter before every next attempt)"
        )
    } else {
        format!(
            "`{header}` re-issues `{operation}` until its response succeeds (`{cond}`), with no delay between attempts: a failed response (502/503, 429) is answered by the same request at once, against a dependency that is failing or throttling, and every attempt fails the same way (sleep with exponential backoff and jitter before the next attempt, honouring `Retry-After`)"
        )
    };
    cx.report_span(&META, span, message)
        .with_primary_label("attempt loop with no delay")
        .with_label(
            call_span,
            "re-issued at once when its response is not a success",
        );
    mark_guess(cx, &retried);
}

/// True when the try statement runs once per iteration of this loop (not in
/// a nested loop or function).
fn belongs_to_loop(t: Node<'_>, parts: &LoopParts<'_>, family: Family, text: &str) -> bool {
    let mut cur = crate::semantics::parents::parent(t);
    while let Some(n) = cur {
        if n == parts.node {
            return true;
        }
        if ast::is_function(n.kind_name(), family) || loops::is_any_loop(n, family, text) {
            return false;
        }
        cur = crate::semantics::parents::parent(n);
    }
    false
}

/// The handlers of a try statement, each with the protected statements.
fn guards_of<'t>(t: Node<'t>, cx: &Cx<'_, 't>) -> Vec<Guard<'t>> {
    let mut out = Vec::new();
    match cx.family() {
        Family::Python => {
            let protected: Vec<Node<'t>> = t.field("body").into_iter().collect();
            let mut c = t.walk();
            for clause in t.named_children(&mut c) {
                if clause.kind_name() == "except_clause" {
                    let types = clause
                        .field("value")
                        .map(|v| {
                            if v.kind_name() == "as_pattern" {
                                v.named_child(0).unwrap_or(v)
                            } else {
                                v
                            }
                        })
                        .or_else(|| {
                            // `except (A, B) as e:` in newer grammars
                            let mut cc = clause.walk();
                            clause
                                .named_children(&mut cc)
                                .find(|n| n.kind_name() != "block" && n.kind_name() != "comment")
                        });
                    let body = {
                        let mut cc = clause.walk();
                        clause
                            .named_children(&mut cc)
                            .find(|n| n.kind_name() == "block")
                    };
                    out.push(Guard {
                        protected: protected.clone(),
                        handler: clause,
                        body,
                        types,
                    });
                }
            }
        }
        Family::Js => {
            if let Some(handler) = t.field("handler") {
                out.push(Guard {
                    protected: t.field("body").into_iter().collect(),
                    handler,
                    body: handler.field("body"),
                    types: None,
                });
            }
        }
        Family::Ruby => {
            let mut c = t.walk();
            for rescue in t.named_children(&mut c) {
                if rescue.kind_name() == "rescue"
                    && !ast::any_descendant(rescue, &mut |n| n.kind_name() == "retry")
                    && let Some(g) = ruby_guard(rescue)
                {
                    out.push(g);
                }
            }
        }
    }
    out
}

/// The try leaves the loop on success: a `return`/`break` in the protected
/// code (or right after the try statement), or it sets the loop's condition.
fn exits_on_success(guard: &Guard<'_>, parts: &LoopParts<'_>, cx: &Cx<'_, '_>) -> bool {
    let family = cx.family();
    // Any success exit, also after a throw on a bad status
    // (`if (!res.ok) throw ...; return res;`).
    let exits = guard.protected.iter().any(|p| {
        matches!(
            loops::exit_kind(*p, family, cx.text),
            Some(Exit::Break | Exit::Return)
        ) || ast::any_in_scope(*p, family, &mut |n| {
            matches!(
                loops::exit_kind(n, family, cx.text),
                Some(Exit::Break | Exit::Return)
            )
        })
    });
    if exits {
        return true;
    }
    // `try: call(); ok = True` with `while not ok`.
    if let Some(cond) = parts.condition {
        let cond_text = cx.text_of(cond);
        let mut sets_cond = false;
        for p in &guard.protected {
            ast::walk(*p, &mut |n| {
                if matches!(n.kind_name(), "assignment" | "assignment_expression")
                    && let Some(l) = n.field("left")
                    && !COUNTER.is_match(cx.text_of(l))
                    && cond_text.contains(cx.text_of(l))
                {
                    sets_cond = true;
                }
                !sets_cond
            });
        }
        if sets_cond {
            return true;
        }
    }
    // Python's `try: ... except: ... else: break`: the else runs on success.
    let try_stmt = parents::parent(guard.handler);
    if let Some(t) = try_stmt
        && family == Family::Python
    {
        let mut walker = t.walk();
        let success_exit = t
            .named_children(&mut walker)
            .filter(|c| c.kind_name() == "else_clause")
            .any(|e| {
                ast::any_in_scope(e, family, &mut |n| {
                    matches!(
                        loops::exit_kind(n, family, cx.text),
                        Some(Exit::Break | Exit::Return)
                    )
                })
            });
        if success_exit {
            return true;
        }
    }
    // `try: ... except: continue` then `break` after the try.
    let mut next = try_stmt.and_then(parents::next_named_sibling);
    while let Some(n) = next {
        if matches!(
            loops::exit_kind(n, family, cx.text),
            Some(Exit::Break | Exit::Return)
        ) {
            return true;
        }
        next = parents::next_named_sibling(n);
    }
    false
}

/// The handler lets the loop go round: it does not end in an unconditional
/// `raise`/`return`/`break`, and it does not `continue` past data.
fn goes_round(guard: &Guard<'_>, cx: &Cx<'_, '_>) -> bool {
    let Some(body) = guard.body else {
        return true;
    };
    let mut last = None;
    let mut c = body.walk();
    for stmt in body.named_children(&mut c) {
        if stmt.kind_name() != "comment" {
            last = Some(stmt);
        }
    }
    let Some(last) = last else { return true };
    let last = if last.kind_name() == "expression_statement" {
        last.named_child(0).unwrap_or(last)
    } else {
        last
    };
    if loops::exit_kind(last, cx.family(), cx.text).is_some() {
        // It may still go round first for some failures: `if
        // (retryable(err)) continue; throw err;`, unless only for a
        // definite answer (`if (status === 409) continue`: a conflict loop
        // that reads again and retries the write).
        return loops::next_statements(body, cx.family(), cx.text)
            .into_iter()
            .any(|next| !permanent_status_branch(next, body, cx));
    }
    // Ruby/Python: a handler that falls through (no `next`/`continue`) to an
    // unconditional `return`/`break` after the try leaves the loop: the loop
    // goes round for another reason (following a redirect), not to retry.
    let family = cx.family();
    if family != Family::Js && !matches!(last.kind_name(), "next" | "continue_statement") {
        let mut next = parents::parent(guard.handler).and_then(parents::next_named_sibling);
        while let Some(n) = next {
            if loops::exit_kind(n, family, cx.text).is_some() {
                return false;
            }
            next = parents::next_named_sibling(n);
        }
    }
    true
}

// ---------------------------------------------------------------- recursion

/// A function that calls itself again when its own request's response is
/// not a success (`if response.status_code != 201: self.upload(url, path,
/// attempts - 1)`), with no delay: a retry of failure statuses by
/// recursion.
fn check_status_recursion<'t>(node: Node<'t>, cx: &mut Cx<'_, 't>) {
    let family = cx.family();
    let Some(cond) = node.field("condition") else {
        return;
    };
    let Some(test) = crate::semantics::status::status_test(cond, family, cx.text) else {
        return;
    };
    // The branch that runs when the request failed.
    let branch = if test.true_on_success {
        let Some(alt) = node.field("alternative") else {
            return;
        };
        // An `elif`/`elsif` tests something else first.
        if !matches!(alt.kind_name(), "else_clause" | "else") {
            return;
        }
        alt
    } else {
        let Some(consequence) = node.field("consequence") else {
            return;
        };
        consequence
    };
    let Some(func) = ast::enclosing_function(node, family) else {
        return;
    };
    let Some(name) = ast::function_name(func, cx.text) else {
        return;
    };
    if name.len() < 3 {
        return;
    }
    let Some(call) = recursive_call_in(branch, name, func, cx) else {
        return;
    };
    if asks_differently(call, cx) || permanent_status_branch(call, branch, cx) {
        return;
    }
    let Some(request) = response_call(test.response, node, func, cx) else {
        return;
    };
    let Some(outbound) = clients::outbound_call(cx, request) else {
        return;
    };
    if crate::semantics::status::requests_readiness_endpoint(request, cx.text) {
        return;
    }
    let mut waits = false;
    ast::walk(branch, &mut |n| {
        if waits || n.start_byte() >= call.start_byte() {
            return false;
        }
        if delay::is_delay(n, family, cx.text) {
            waits = true;
            return false;
        }
        !ast::is_function(n.kind_name(), family)
    });
    if waits || waits_on_reentry(func, call, cx) {
        return;
    }
    let cond_text = short(
        cx.text_of(cond)
            .trim()
            .trim_start_matches('(')
            .trim_end_matches(')'),
        60,
    );
    let operation = short(cx.text_of(callee_or_call(request, cx)), 60);
    let retried = Retried {
        operation: format!("`{operation}`"),
        error: String::new(),
        guessed: !outbound.resolved(),
        medium: retrying_sdk_call(request, cx),
    };
    let request_span = cx.span(request);
    cx.report(
        &META,
        call,
        format!(
            "`{name}` calls itself again when the response of `{operation}` is not a success (`{cond_text}`), with no delay: a failed response (502/503, 429) is answered by the same request at once, against a dependency that is failing or throttling (wait with exponential backoff and jitter before the next attempt, honouring `Retry-After`, and cap the attempts)"
        ),
    )
    .with_primary_label("recursive retry with no delay")
    .with_label(request_span, "its response is tested here");
    mark_guess(cx, &retried);
    if let Some(counter) = retried_once(call, node, cx)
        && let Some(f) = cx.findings.last_mut()
    {
        f.guessed(format!(
            "it is tried again once (`{counter}` stops a second retry): one immediate retry does not hammer a dependency"
        ));
    }
}

/// The call whose response `response` is: the call itself, or the value
/// last assigned to that name in `func` before `at`
/// (`response = self.session.put(url, data=f)`).
fn response_call<'t>(
    response: Node<'t>,
    at: Node<'t>,
    func: Node<'t>,
    cx: &Cx<'_, 't>,
) -> Option<Node<'t>> {
    let family = cx.family();
    let unwrap = |v: Node<'t>| {
        let v = ast::unwrap_expr(v);
        if matches!(v.kind_name(), "await_expression" | "await") {
            v.named_child(0).map(ast::unwrap_expr).unwrap_or(v)
        } else {
            v
        }
    };
    let response = unwrap(response);
    if ast::is_call(response.kind_name(), family) {
        return Some(response);
    }
    let name = cx.text_of(response);
    let mut found = None;
    ast::walk(func, &mut |n| {
        if n.start_byte() >= at.start_byte() {
            return false;
        }
        let (left, right) = match n.kind_name() {
            "assignment" | "assignment_expression" => (n.field("left"), n.field("right")),
            "variable_declarator" => (n.field("name"), n.field("value")),
            _ => (None, None),
        };
        if let (Some(l), Some(r)) = (left, right)
            && cx.text_of(l) == name
        {
            let v = unwrap(r);
            found = ast::is_call(v.kind_name(), family).then_some(v);
        }
        n == func || !ast::is_function(n.kind_name(), family)
    });
    found
}

/// The call of the enclosing function `func` (named `name`) in `scope`, not
/// inside nested functions (a call scheduled with `setTimeout(() => self(),
/// ms)` is delayed).
fn recursive_call_in<'t>(
    scope: Node<'t>,
    name: &str,
    func: Node<'t>,
    cx: &Cx<'_, 't>,
) -> Option<Node<'t>> {
    let family = cx.family();
    let mut recursive = None;
    ast::walk(scope, &mut |n| {
        if recursive.is_some() {
            return false;
        }
        if (ast::is_call(n.kind_name(), family) && is_self_call(n, name, func, cx))
            || ruby_bare_self_call(n, name, cx)
        {
            recursive = Some(n);
            return false;
        }
        !ast::is_function(n.kind_name(), family)
    });
    recursive
}

/// Ruby's call of a method with no arguments and no parentheses is a bare
/// identifier (`authenticate` as a statement of its own handler).
fn ruby_bare_self_call(node: Node<'_>, name: &str, cx: &Cx<'_, '_>) -> bool {
    cx.family() == Family::Ruby
        && node.kind_name() == "identifier"
        && cx.text_of(node) == name
        && parents::parent(node).is_some_and(|p| {
            matches!(
                p.kind_name(),
                "body_statement" | "then" | "else" | "rescue" | "ensure" | "begin" | "do"
            )
        })
}

/// The recursive call asks for something else than the failed one: another
/// mode (`download(node, "reload")`, `get_token(user, retried=True)`,
/// options overridden) or a smaller part of the work (`ingest(events[:mid])`).
fn asks_differently(call: Node<'_>, cx: &Cx<'_, '_>) -> bool {
    let literal = |a: Node<'_>| {
        matches!(
            a.kind_name(),
            "string" | "true" | "false" | "True" | "False" | "simple_symbol"
        )
    };
    let Some(args) = call.child_by_field_name("arguments") else {
        return false;
    };
    let mut c = args.walk();
    let literal_option = |a: Node<'_>| {
        matches!(a.kind_name(), "keyword_argument" | "pair")
            && a.child_by_field_name("value").is_some_and(literal)
    };
    let other_mode = args.named_children(&mut c).any(|a| {
        literal(a)
            || literal_option(a)
            // `upload(id, { ...options, force: true })`, Ruby
            // `sync(id, **opts, force: true)`: options overridden.
            || (matches!(a.kind_name(), "object" | "hash" | "dictionary") && {
                let mut c2 = a.walk();
                a.named_children(&mut c2).any(literal_option)
            })
            // `html_options(url).merge('Accept-Encoding' => 'identity')`,
            // `Object.assign({}, opts, { force: true })`: options merged
            // with a literal override.
            || (ast::is_call(a.kind_name(), cx.family())
                && ast::call_method_name(a, cx.family(), cx.text).is_some_and(|m| {
                    crate::model::knowledge::list(
                        crate::model::knowledge::Eco::Common,
                        "option-merge-methods",
                    )
                    .contains(&m)
                })
                && a.child_by_field_name("arguments").is_some_and(|m| {
                    let mut c3 = m.walk();
                    m.named_children(&mut c3).any(|o| {
                        literal_option(o)
                            || (matches!(o.kind_name(), "object" | "hash" | "dictionary") && {
                                let mut c4 = o.walk();
                                o.named_children(&mut c4).any(literal_option)
                            })
                    })
                }))
    });
    // `send(items.slice(0, half))`: a batch split after a payload-too-large
    // answer, not the same request again.
    other_mode || ast::any_descendant(args, &mut |a| takes_a_part(a, cx))
}

/// The recursive call `call` in the handler body `body` is no repeat of
/// the failed request: it asks differently ([`asks_differently`]), asks
/// for what the failure answered (`fetch(error.response.location, tries +
/// 1)`: a redirect's target, a new token), passes an argument the handler
/// rebinds first (`feedUrl = feedUrl.replace("http://", "https://")`; a
/// counter stepped by arithmetic is no new request), or runs only in a
/// branch testing a permanent client error (a 401 refresh, a 410 restart):
/// a recovery, not a retry against a failing dependency.
fn not_the_same_request(call: Node<'_>, body: Node<'_>, err: &str, cx: &Cx<'_, '_>) -> bool {
    if asks_differently(call, cx) {
        return true;
    }
    let Some(args) = call.child_by_field_name("arguments") else {
        return permanent_status_branch(call, body, cx);
    };
    let from_failure = !err.is_empty()
        && ast::any_descendant(args, &mut |a| {
            matches!(
                a.kind_name(),
                "member_expression" | "attribute" | "subscript_expression" | "subscript" | "call"
            ) && a.named_child(0).is_some_and(|o| cx.text_of(o) == err)
                // Its text handed on for a log line is no new target.
                && !matches!(
                    cx.text_of(a).rsplit('.').next(),
                    Some("message" | "stack" | "name")
                )
        });
    from_failure
        || rebinds_argument(call, args, body, cx)
        || permanent_status_branch(call, body, cx)
}

/// An argument of `call` is a variable that `body` assigns a new value
/// before the call, other than by stepping it (`n += 1`, `n = n + 1`).
fn rebinds_argument(call: Node<'_>, args: Node<'_>, body: Node<'_>, cx: &Cx<'_, '_>) -> bool {
    let mut c = args.walk();
    let names: Vec<&str> = args
        .named_children(&mut c)
        .filter(|a| a.kind_name() == "identifier")
        .map(|a| cx.text_of(a))
        .collect();
    if names.is_empty() {
        return false;
    }
    let mut found = false;
    ast::walk(body, &mut |n| {
        if found || n.start_byte() >= call.start_byte() {
            return false;
        }
        if matches!(n.kind_name(), "assignment_expression" | "assignment")
            && let (Some(left), Some(right)) = (n.field("left"), n.field("right"))
            && names.contains(&cx.text_of(left))
            && !matches!(
                right.kind_name(),
                "binary_expression" | "binary_operator" | "binary" | "integer" | "number"
            )
        {
            found = true;
            return false;
        }
        !ast::is_function(n.kind_name(), cx.family())
    });
    found
}

fn check_recursive_retry<'t>(handler: Node<'t>, cx: &mut Cx<'_, 't>) {
    let family = cx.family();
    let Some(func) = ast::enclosing_function(handler, family) else {
        return;
    };
    let Some(name) = ast::function_name(func, cx.text) else {
        return;
    };
    if name.len() < 3 {
        return;
    }
    let guard = match family {
        Family::Ruby => ruby_guard(handler),
        _ => {
            let Some(t) = parents::parent(handler) else {
                return;
            };
            guards_of(t, cx).into_iter().find(|g| g.handler == handler)
        }
    };
    let Some(guard) = guard else { return };
    let Some(body) = guard.body else { return };
    let Some(call) = recursive_call_in(body, name, func, cx) else {
        return;
    };
    let handler = match family {
        Family::Js => handlers::enclosing_js_handler(call, cx.text),
        Family::Python => handlers::enclosing_py_handler(call),
        Family::Ruby => handlers::enclosing_ruby_handler(call),
    };
    let err = handler.map(|h| h.param_name(cx.text)).unwrap_or_default();
    if not_the_same_request(call, body, err, cx) {
        return;
    }
    // A delay counts when it runs before the call: a backoff helper handed
    // the recursive call's result (`retry_with_backoff(fn=sync(id))`) gets
    // it after the call has already run.
    let mut waits = false;
    ast::walk(body, &mut |n| {
        if waits {
            return false;
        }
        let runs_first = n.field("arguments").is_some_and(|a| {
            a.start_byte() <= call.start_byte() && call.end_byte() <= a.end_byte()
        });
        if delay::is_delay(n, family, cx.text) && !runs_first {
            waits = true;
            return false;
        }
        !ast::is_function(n.kind_name(), family)
    });
    if waits || waits_on_reentry(func, call, cx) || handler_calls_pacing(&guard, Some(call), cx) {
        return;
    }
    let Some(retried) = remote_retry(&guard, cx) else {
        return;
    };
    // A remote call of the handler's own before the next attempt
    // (`conversations_join` after `NotInChannel`): it acts on the cause of
    // the failure, so the second attempt is a different situation.
    let mut recovery: Option<String> = None;
    ast::walk(body, &mut |n| {
        if recovery.is_some() || n.start_byte() >= call.start_byte() {
            return false;
        }
        if ast::is_call(n.kind_name(), family)
            && let Some(o) = clients::outbound_call(cx, n)
        {
            recovery = Some(o.display);
            return false;
        }
        !ast::is_function(n.kind_name(), family)
    });
    let reconnect = reconnects_first(&guard, Some(call), cx);
    let handler_span = cx.span(guard.handler);
    cx.report(
        &META,
        call,
        format!(
            "the handler retries `{name}` by calling it again after {} with no delay: {} is re-issued at once against a dependency that is failing or throttling (wait with exponential backoff and jitter before the recursive call, and cap the attempts)",
            retried.error, retried.operation
        ),
    )
    .with_primary_label("recursive retry with no delay")
    .with_label(handler_span, "failure caught here");
    mark_guess(cx, &retried);
    mark_reconnect(cx, reconnect);
    if let Some(step) = recovery
        && let Some(f) = cx.findings.last_mut()
    {
        f.guessed(format!(
            "the handler calls `{step}` before trying again: a recovery step on the remote side (join, recreate, re-register), not a blind repeat"
        ));
    }
    if let Some(counter) = retried_once(call, guard.handler, cx)
        && let Some(f) = cx.findings.last_mut()
    {
        f.guessed(format!(
            "it is tried again once (`{counter}` stops a second retry): one immediate retry of a dropped connection does not hammer a dependency"
        ));
    }
}

/// The counter of a recursion that allows one retry: the call passes
/// `count + 1` and the handler gives up when `count > 0` (or `>= 1`,
/// `== 1`, `.positive?`).
fn retried_once<'t>(call: Node<'t>, handler: Node<'t>, cx: &Cx<'_, 't>) -> Option<&'t str> {
    static INCREMENTED: std::sync::LazyLock<regex::Regex> = std::sync::LazyLock::new(|| {
        regex::Regex::new(r"\b([A-Za-z_][A-Za-z0-9_]*)\s*\+\s*1\b").expect("valid regex")
    });
    let args = cx.text_of(call.child_by_field_name("arguments")?);
    let name = INCREMENTED.captures(args)?.get(1)?.as_str();
    let handler_text = cx.text_of(handler);
    let gives_up = [
        format!("{name} > 0"),
        format!("{name} >= 1"),
        format!("{name} == 1"),
        format!("{name} === 1"),
        format!("{name}.positive?"),
    ]
    .iter()
    .any(|p| handler_text.contains(p.as_str()));
    gives_up.then(|| {
        let at = args.find(name).unwrap_or(0);
        &args[at..at + name.len()]
    })
}

/// A part of a collection: a Python slice (`events[:mid]`), a JS
/// `.slice(...)`/`.subarray(...)`, a Ruby range index (`items[0...half]`)
/// or `first`/`last`/`take`/`drop` (`part-methods`).
fn takes_a_part(n: Node<'_>, cx: &Cx<'_, '_>) -> bool {
    // `getEvents(from, to, maxRange / 2)`: a range or batch size divided
    // (`/ 2`, `// 2`, `>> 1`) asks for a smaller part of the work.
    if matches!(
        n.kind_name(),
        "binary_expression" | "binary_operator" | "binary"
    ) && n
        .field("operator")
        .is_some_and(|o| matches!(cx.text_of(o), "/" | "//" | ">>"))
        && n.field("right")
            .is_some_and(|r| cx.text_of(r).trim().parse::<f64>().is_ok_and(|v| v >= 1.0))
    {
        return true;
    }
    match cx.family() {
        Family::Python => n.kind_name() == "slice",
        Family::Js => {
            n.kind_name() == "call_expression"
                && ast::call_method_name(n, Family::Js, cx.text).is_some_and(|m| {
                    crate::model::knowledge::list(
                        crate::model::knowledge::Eco::Javascript,
                        "part-methods",
                    )
                    .contains(&m)
                })
        }
        Family::Ruby => {
            (n.kind_name() == "element_reference"
                && ast::any_descendant(n, &mut |r| r.kind_name() == "range"))
                || (n.kind_name() == "call"
                    && n.child_by_field_name("method").is_some_and(|m| {
                        crate::model::knowledge::list(
                            crate::model::knowledge::Eco::Ruby,
                            "part-methods",
                        )
                        .contains(&cx.text_of(m))
                    }))
        }
    }
}

/// `call` sits in a branch (between it and `body`) whose condition tests a
/// permanent client error, by code or name: `status_code == 401`,
/// `err.status === 403`, `error.response?.status === 410` (an expired sync
/// token), `rescue NotFound`. Called again on such an answer, the function
/// recovers (new credentials, a fresh sync, a recreated resource); it does
/// not repeat a request against a failing dependency. 408, 425 and 429 are
/// transient (`transient-client-statuses`); a range (`>= 400`) also admits
/// them.
fn permanent_status_branch(call: Node<'_>, body: Node<'_>, cx: &Cx<'_, '_>) -> bool {
    ast::branch_conditions(call, body, cx.family())
        .into_iter()
        .any(|c| crate::semantics::status::tests_definite_answer(cx.text_of(c)))
}

/// `op().catch(err => cond ? self(args) : Promise.reject(err))`: a promise
/// chain whose rejection handler calls the enclosing function again, at once.
fn check_promise_recursion<'t>(call: Node<'t>, cx: &mut Cx<'_, 't>) {
    let Some(f) = call.field("function") else {
        return;
    };
    if f.kind_name() != "member_expression"
        || f.field("property").map(|p| cx.text_of(p)) != Some("catch")
    {
        return;
    }
    let Some(handler) = call
        .field("arguments")
        .and_then(|a| a.named_child(0))
        .filter(|h| {
            matches!(
                h.kind_name(),
                "arrow_function" | "function_expression" | "function"
            )
        })
    else {
        return;
    };
    let Some(func) = ast::enclosing_function(call, Family::Js) else {
        return;
    };
    let Some(name) = ast::function_name(func, cx.text) else {
        return;
    };
    if name.len() < 3 {
        return;
    }
    let Some(body) = handler.field("body") else {
        return;
    };
    let mut recursive = None;
    ast::walk(body, &mut |n| {
        if recursive.is_some() {
            return false;
        }
        if n.kind_name() == "call_expression" && is_self_call(n, name, func, cx) {
            recursive = Some(n);
            return false;
        }
        !ast::is_function(n.kind_name(), Family::Js)
    });
    let Some(again) = recursive.or_else(|| {
        (body.kind_name() == "call_expression" && is_self_call(body, name, func, cx))
            .then_some(body)
    }) else {
        return;
    };
    if delay::find_delay(body, Family::Js, cx.text).is_some()
        || waits_on_reentry(func, again, cx)
        || not_the_same_request(again, body, promise_error_name(handler, cx), cx)
    {
        return;
    }
    let Some(object) = f.field("object") else {
        return;
    };
    let Some(remote) = remote_call_in(object, cx) else {
        return;
    };
    let resolved = clients::outbound_call(cx, remote).is_some_and(|o| o.resolved());
    let operation = short(cx.text_of(callee_or_call(remote, cx)), 60);
    let handler_span = cx.span(handler);
    let f = cx
        .report(
            &META,
            again,
            format!(
                "the promise's `.catch` retries `{name}` by calling it again at once: `{operation}` is re-issued with no delay against a dependency that is failing or throttling (wait with exponential backoff and jitter before the recursive call, and cap the attempts)"
            ),
        )
        .with_primary_label("recursive retry with no delay")
        .with_label(handler_span, "failure caught here");
    if !resolved {
        f.guessed(format!(
            "`{operation}` is taken as remote work from its name"
        ));
    }
}

/// The rejection handler's error parameter (`(error) => ...`, `err =>`).
fn promise_error_name<'t>(handler: Node<'t>, cx: &Cx<'_, 't>) -> &'t str {
    let param = handler.field("parameter").or_else(|| {
        handler
            .field("parameters")
            .and_then(|p| p.named_child(0))
            .map(|p| p.field("pattern").unwrap_or(p))
    });
    param
        .filter(|p| p.kind_name() == "identifier")
        .map(|p| cx.text_of(p))
        .unwrap_or("")
}

/// The retried function waits before its work when the recursive call
/// enters it again: its body, before the statement that holds `again`,
/// runs a delay, either always or under a condition on a parameter that
/// the recursive call sets (`getWithRetry(url, params, retryAfter)` with
/// `if (secondsToWait) await sleep(secondsToWait * 1000)` at the top).
fn waits_on_reentry(func: Node<'_>, again: Node<'_>, cx: &Cx<'_, '_>) -> bool {
    let family = cx.family();
    let Some(body) = func.field("body") else {
        return false;
    };
    // A method called as `self.name(...)`: the receiver is not an argument.
    let mut params = crate::model::effects::parameter_names(cx, func);
    if params.first().is_some_and(|p| *p == "self" || *p == "cls") {
        params.remove(0);
    }
    let passed = again
        .field("arguments")
        .map_or(0, |a| a.named_child_count());
    let mut c = body.walk();
    for stmt in body.named_children(&mut c) {
        if stmt.end_byte() > again.start_byte() {
            // `begin; sleep 1; Geocoder.search(q); rescue ...; geocode(q,
            // n + 1); end`: the guarded part waits before its request, and
            // the recursive call enters it again.
            return guarded_part_waits_first(stmt, again, cx);
        }
        let Some(d) = delay::find_delay(stmt, family, cx.text) else {
            continue;
        };
        // A condition between the statement and the delay: it must read a
        // parameter the recursive call passes.
        let mut up = parents::parent(d);
        let mut conditions: Vec<Node<'_>> = Vec::new();
        while let Some(u) = up {
            if let Some(cond) = u.field("condition") {
                conditions.push(cond);
            }
            if u == stmt {
                break;
            }
            up = parents::parent(u);
        }
        if let Some(cond) = stmt.field("condition") {
            conditions.push(cond);
        }
        if conditions.is_empty() {
            return true;
        }
        let set_by_again = |name: &str| {
            params
                .iter()
                .position(|p| *p == name)
                .is_some_and(|i| i < passed)
        };
        let reads_passed = conditions.iter().all(|cond| {
            let mut hit = false;
            ast::walk(*cond, &mut |n| {
                if n.kind_name() == "identifier" && set_by_again(cx.text_of(n)) {
                    hit = true;
                }
                !hit
            });
            hit || (cond.kind_name() == "identifier" && set_by_again(cx.text_of(*cond)))
        });
        if reads_passed {
            return true;
        }
    }
    false
}

/// `name(...)`, `self.name(...)`, `this.name(...)`, `cls.name(...)`.
/// Whether `call` calls `func` (named `name`) again. A method of a JS
/// class or object literal, or of a Python class, is not in scope by its
/// bare name: `fetch(request)` inside a Worker's `async fetch(request)` is
/// the global `fetch`, and only `this.fetch(...)`/`self.fetch(...)` recurse.
fn is_self_call(call: Node<'_>, name: &str, func: Node<'_>, cx: &Cx<'_, '_>) -> bool {
    let family = cx.family();
    let method = match family {
        Family::Js => func.kind_name() == "method_definition",
        Family::Python => crate::semantics::parents::parent(func)
            .filter(|p| p.kind_name() == "decorated_definition")
            .or(Some(func))
            .and_then(crate::semantics::parents::parent)
            .and_then(crate::semantics::parents::parent)
            .is_some_and(|c| c.kind_name() == "class_definition"),
        Family::Ruby => false,
    };
    match family {
        Family::Ruby => {
            call.field("method").is_some_and(|m| cx.text_of(m) == name)
                && call
                    .field("receiver")
                    .is_none_or(|r| cx.text_of(r) == "self")
        }
        _ => {
            let Some(f) = ast::callee(call, family, cx.text) else {
                return false;
            };
            let t = cx.text_of(f);
            (t == name && !method)
                || t == format!("self.{name}")
                || t == format!("this.{name}")
                || t == format!("cls.{name}")
        }
    }
}

/// The guarded part of the `try`/`begin` statement `stmt` (which holds the
/// recursive call `again` in a handler) starts with an unconditional delay:
/// a statement that is a delay, before any statement that makes a remote
/// call.
fn guarded_part_waits_first(stmt: Node<'_>, again: Node<'_>, cx: &Cx<'_, '_>) -> bool {
    let family = cx.family();
    let body = match stmt.kind_name() {
        "try_statement" => stmt.field("body"),
        "begin" => Some(stmt),
        _ => None,
    };
    let Some(body) = body else { return false };
    let mut c = body.walk();
    for inner in body.named_children(&mut c) {
        if matches!(
            inner.kind_name(),
            "rescue" | "else" | "ensure" | "except_clause" | "catch_clause" | "finally_clause"
        ) || inner.end_byte() > again.start_byte()
        {
            return false;
        }
        let mut expr = ast::statement_expression(inner);
        if matches!(expr.kind_name(), "await" | "await_expression") {
            expr = expr.named_child(0).unwrap_or(expr);
        }
        if delay::is_delay(expr, family, cx.text) {
            return true;
        }
        if remote_call_in(inner, cx).is_some() {
            return false;
        }
    }
    false
}

/// A client retry policy that re-sends at once: urllib3's `Retry` with no
/// backoff, axios-retry with no `retryDelay`, Faraday's retry middleware
/// retrying statuses with no `interval` (`semantics::retry_policies`).
fn check_retry_policy<'t>(call: Node<'t>, cx: &mut Cx<'_, 't>) {
    // Cheap gate on the callee before reading the call.
    let candidate = match cx.family() {
        Family::Python | Family::Js => call
            .field("function")
            .is_some_and(|f| cx.text_of(f).to_ascii_lowercase().ends_with("retry")),
        Family::Ruby => call.field("method").is_some_and(|m| {
            crate::semantics::retry_policies::is_middleware_builder(cx.text_of(m))
        }),
    };
    if !candidate {
        return;
    }
    let Some(policy) = crate::semantics::retry_policies::immediate_policy(call, cx) else {
        return;
    };
    let written = cx.text_of(policy.node);
    let shown = match policy.node.field("function") {
        Some(f) if written.contains('\n') => format!("{}(...)", cx.text_of(f)),
        _ => short(first_line(written), 60),
    };
    let what = if policy.statuses.is_empty() {
        match cx.family() {
            Family::Js => "network errors and 5xx answers".to_string(),
            _ => "failed connections and reads".to_string(),
        }
    } else {
        let list: Vec<String> = policy
            .statuses
            .iter()
            .filter(|s| **s != 0)
            .map(u16::to_string)
            .collect();
        if list.is_empty() {
            "the statuses it is given".to_string()
        } else {
            list.join(", ")
        }
    };
    let budget = match policy.retries {
        Some(n) => format!("its {n} retries burn out in milliseconds"),
        None => "its retries burn out in milliseconds".to_string(),
    };
    let library = policy.library;
    let option = policy.delay_option;
    let source = policy.delay_source.clone();
    let no_answer = policy.statuses.is_empty()
        && cx.family() == Family::Python
        && crate::semantics::ast::python_call(policy.node, cx.text)
            .is_some_and(|c| c.keyword("status_forcelist").is_none());
    let f = cx
        .report(
            &META,
            policy.node,
            format!(
                "`{shown}` retries {what} immediately: {library} waits nothing between attempts here ({source}), so a dependency that is failing or throttling is hit again at once and {budget} (set `{option}` to back off)"
            ),
        )
        .with_primary_label("retries with no wait between attempts")
        .with_evidence(format!("{library} with {source}"));
    if no_answer {
        f.guessed(
            "it retries only failures with no answer (a refused or reset connection, a read error): each retry takes a new connection, and no failing or throttling answer is sent the work again",
        );
    }
}

/// `@retry(...)` of a library that waits nothing between attempts, on a
/// function the model summarises as making outbound calls.
fn check_retry_decorator<'t>(decorated: Node<'t>, cx: &mut Cx<'_, 't>) {
    let Some(func) = decorated.field("definition") else {
        return;
    };
    if func.kind_name() != "function_definition" {
        return;
    }
    let Some(retry) = crate::semantics::retry_decorators::silent_retry_decorator(decorated, cx)
    else {
        return;
    };
    let Some(name) = ast::function_name(func, cx.text) else {
        return;
    };
    let class = crate::model::resolve::enclosing_class_name(decorated, cx);
    let Some(effect) = cx.local_effects.local(class, name) else {
        return;
    };
    // Remote work, and nothing in it that waits before it answers (the
    // summary's `paces` counts the decorator itself: the body is read).
    if !effect.outbound
        || crate::semantics::delay::find_delay(func, Family::Python, cx.text).is_some()
    {
        return;
    }
    let via = effect.via.clone();
    let head = short(first_line(cx.text_of(retry.decorator)), 60);
    let budget = match retry.attempts {
        Some(2) => "the one retry comes at once".to_string(),
        Some(n) => format!("its {} retries burn out in milliseconds", n - 1),
        None => "it retries without end, at CPU speed".to_string(),
    };
    let library = match retry.library {
        "retry" => "the `retry` package's `@retry`",
        "retrying" => "retrying's `@retry`",
        _ => "tenacity's `@retry`",
    };
    let fix = retry.fix;
    let f = cx
        .report(
            &META,
            retry.decorator,
            format!(
                "`{head}` re-runs `{name}` (which calls `{via}`) immediately after a failure: {library} waits nothing between attempts unless told to, so a dependency that is failing or throttling is hit again at once and {budget} (add {fix})"
            ),
        )
        .with_primary_label("retries with no wait between attempts")
        .with_evidence(format!("`{name}` makes outbound calls (`{via}`)"));
    if retry.attempts == Some(2) {
        f.guessed("it is tried again once: one immediate retry does not hammer a dependency");
    }
}
