//! `silent-rescue`: An error handler that makes a failure of remote work disappear.

use crate::context::Cx;
use crate::finding::Severity;
use crate::lang::Family;
use crate::model::knowledge::{self, Eco};
use crate::rules::{Effort, Rule, RuleMeta, RuleOption, RuleQueries};
use crate::semantics::ast;
use crate::semantics::ast::Field;
use crate::semantics::clients;
use crate::semantics::errors;
use crate::semantics::facts::resolve_python_name;
use crate::semantics::kind::NodeKind as _;
use crate::semantics::names::names_fire_and_forget;
use crate::semantics::parents;
use crate::semantics::retry_decorators::last_segment;
use crate::semantics::sentinel;
use regex::Regex;
use std::sync::LazyLock;
use tree_sitter::Node;

pub struct SilentRescue;

pub static META: RuleMeta = RuleMeta {
    id: "silent-rescue",
    name: "SilentRescue",
    severity: Severity::Error,
    families: &[Family::Js, Family::Ruby, Family::Python],
    summary: "An error handler that makes a failure of remote work disappear",
    incidents: &["INC-2026-07-03-authorizer-timeout"],
    fix: "Re-raise (or pass the error on / record it for retry) after logging the status, URL and error class.",
    docs: DOCS,
    effort: Effort::Standard,
    opt_in: false,
    harms_dependency: false,
    confidence: "High when the handler guards a call resolved as remote (a client library, an SDK, a project function or client summarised as outbound and not containing its own failures; in JavaScript, a promise awaited inside the `try`), the failure is lost (discarded, or logged without the error or with only its response body), and nobody can see it: the handler returns a negative or empty answer (`false`, `{ isAuthorized: false }`, `null`, `[]`, `0`) or the function ends right after it as if the work had succeeded; and unattended code reaches it (a job, worker, consumer or schedule registered in the file, an `unattended-dirs` directory, or such code calling it through project code), where nobody sees the failure. Medium where no unattended code was found to run it (the empty or negative answer reaches whoever started the work), and also when nothing in the scan names the function, its module or its class (dead, or run by hand; UI component files, `.vue` and `.svelte`, are read for names and calls too: a call there is browser UI, where the person using the page sees the failure); when the handler logs the whole error (the error object, a traceback, `logger.exception`, the class with the message, or the message with the answer's status: `err.message` and `err.response.status`, `response-status-fields`) and the function goes on (operators see the failure); when the remote call is known only by its receiver's name or only a network error class is named; when the handler returns a concrete fallback value, carries on with more work, skips one loop item (also by ending a function that every caller in the file calls as a plain statement per item of a loop: `stale.each { |r| sync(r) }`), handles each failure kind in its own clause, or explains itself in a comment (whatever it logs, when the comment says the failure is tolerated: `tolerance-comment-phrases` such as \"best effort\", \"not worth\", \"fall back\"; also at a job boundary; also when the function's documentation, or a banner comment heading the run of definitions it belongs to, speaks of failures and says so: `Best-effort: failures are logged, not raised`; or says the function never raises, `no-raise-contract-phrases`: `Returns false if the purge failed. Does not raise`, a failure answer its callers are told to test); for yes/no reachability probes (a read whose response is unused, or any call other than a PUT, POST, PATCH or DELETE whose response is read only for its status, in the protected code or after the handler, also through `await` and `lastValueFrom(...)` (`value-converters`), answered `false` on failure, or a function named as a question about the remote end's availability, `ok?`, `is_reachable`, `isHealthy`: `availability-predicates`, also naming the end it asks about, `is_host_healthy`, `host_reachable?`: `availability-subject-predicates`) and fire-and-forget promises nobody awaits, or a value returned into a fan-out whose results nobody reads (`await Promise.all(items.map(cb))` as a statement); when a caller in the file reads the returned value's members right away (`job = create_job(p); job.id`: the empty value fails it there, so the failure is not silent, only its cause is lost); when the callers test the returned sentinel (a caller in the same file, also after a multi-line call or when the handler ends the function; or every caller in other files, asked after the scan, where a request handler or command that drops the value also counts and a job does not), or a `.catch()` fallback is assigned and tested right after; in a function a timer runs again (`periodic-schedulers`, a scheduled task, or an endless loop that waits before each next round, in this file or calling it from another: the next run tries again); when the protected code acknowledges a queue message only after the work succeeded and the handler does not (`message-ack-methods`: `channel.ack(msg)`, `delete_message`; `msg.delete()` on a receiver named for a message, `message-receivers`): the queue delivers the message again; when the handler logs the failure of a call that only removes or undoes something (the method's first word is one of `undo-verbs`: `delete_object`, `rollback_transaction`): best-effort clean-up, whose failure leaves something behind rather than losing work; when the handler logs the failure of calls that only send a notice to a person (`notice-methods`: SES `send_email` or `SendEmailCommand`, Slack `chat_postMessage`, Notify `send_email_notification`): the notice is sent best effort; when the project callee guarded logs the error itself before passing it on (`except ClientError as e: logger.error(str(e)); raise`): the cause is already in the log; when the guarded remote call closes a connection (`closing-methods`: `stop`, `close`, `disconnect`, `shutdown`: teardown); in CLI commands and browser UI; for job-boundary catch-alls (case b) known only from a method or class name (a catch-all in a job registered with a framework — a Sidekiq or ActiveJob class, a Celery or dramatiq task, a BullMQ `Worker` processor — is reported also per loop item, and is high when it guards remote work; a job-boundary catch-all that guards only local work is medium); and for completely silent catch-alls (option `silent-catch-all`). A call whose failure a nested handler already takes is not guarded by the outer handler. A handler around a call that retries before the failure reaches it (a retry helper inside the protected code, a client configured to retry, project code that retries; not an SDK default or the job's own retry) is medium, and so is one that catches only definite-answer classes (`answer-error-classes`: `Faraday::ConflictError`, `RestClient::NotFound`). Python: a handler in a Celery task that declares retries by error class (`@app.task(autoretry_for=(Exception,))`) is high whatever it logs when it catches every error (and the task retries every error or network failures) or only classes the task names, and ends the task without raising, calling `self.retry` or handing the error to a function that may raise it again (one defined in the file that raises, or one defined elsewhere): the retry the task asks for never runs; so is one in a function a retry decorator retries by exception class (`@backoff.on_exception(backoff.expo, aiohttp.ClientError)`, tenacity's `@retry` with no condition or `retry=retry_if_exception_type(...)`, retrying's `@retry` without `retry_on_exception`, stamina's `@stamina.retry(on=...)`) that ends the function without raising: a catch-all, or a clause naming a class the decorator retries (or a network class, when it retries every error), and the decorator never sees the failure. A handler after which the task goes on is a designed degradation and is left to the rules above. Not reported in a function retried on what it returns (tenacity's `retry_if_result`, retrying's `retry_on_result`, backoff's `on_predicate`): the handler's answer is what the retry reads.",
    options: &[RuleOption {
        name: "silent-catch-all",
        default: "1",
        description: "Report completely silent catch-alls (empty, `pass`, bare `return`, comments only) that guard no remote work and sit at no job boundary, at medium confidence (spec case c); set to false to turn them off",
    }],
};

const DOCS: &str = r##"
## What it flags

An error handler that *swallows* the error: its body neither re-raises /
throws / rejects / passes the error on (`next(e)`, `cb(e)`, `reject(e)`), nor
`retry`s, nor returns an error value, nor does anything else with it. It is
empty, `pass`, or only logs (possibly after computing what it logs, such as
`const msg = toMessage(e)`, or choosing the level in an `if`/`else`; a
method of the same file called on `self`/`this`, or receiverless in Ruby,
whose definition only logs is a log whatever its name, while an empty one is
a hook and passes the error on) and/or
returns a default (`false`, `nil`, `None`,
`null`, `undefined`, `[]`, `{}`, `0`, an object of such literals like
`{ isAuthorized: false }`), skips to the next item (`next`, `continue`), or
falls through. Such a handler is flagged when:

- **it guards remote work** — the protected code (the `try`/`begin` body, the
  method body for a method-level `rescue`, the promise chain for `.catch`)
  makes an outbound call (a well-known HTTP client, an SDK client, or a call on
  a `*Client`/`*Api`/`*Service`/`*Gateway`/`*Sdk` receiver), or the handler
  names a network error class (`RestClient::*`, `Net::ReadTimeout`,
  `Faraday::*`, `Errno::ECONNREFUSED`, `SocketError`, `Timeout::Error`,
  `requests.*`, `httpx.*`, `aiohttp.*`, `urllib3.*`, `botocore.*`,
  `ConnectionError`, `socket.timeout`, ...). Severity **error** for catch-all
  handlers, **warning** for specific ones. A specific handler around an
  outbound call is flagged only when the class it names can be the remote
  failure (a network class, `OSError`/`IOError`/`SystemCallError`, or a class
  named like `ApiError`, `ClientError`, `ServiceError`, `*Timeout*`): an
  `except KeyError` next to `requests.get` does not swallow the request's
  failure;
- **it is a catch-all at a message or job boundary** — a method named `call`,
  `perform`, `handle*`, `process*`, `consume*`, `receive*`, `on_*`, any method
  of a class named `*Subscriber`, `*Worker`, `*Job`, `*Consumer`, `*Handler`,
  `*Listener`, `*Processor`, or a Python function decorated as a task
  (`@shared_task`, `@app.task`, `@celery.task`, `@dramatiq.actor`), or the
  processor passed to a job-processor constructor (`new Worker(queue, async
  (job) => ...)` from `bullmq`): severity **error**, because the message is
  acknowledged and never retried; reported for a logged catch-all per loop
  item too when a framework registration makes it a job. A job-boundary
  catch-all reached here guards no remote work (one that does is the first
  case), so it is **medium**: what it swallows is the job's own work (a bug,
  a database error), which a retry would meet again;
- **it is a catch-all that is completely silent** — empty, `pass`, bare
  `return`, no logging: severity **warning**, always at **medium**
  confidence (on real code such handlers are often deliberate local
  fallbacks that RuboCop/Ruff/ESLint also report), so `check` shows them
  with `--min-confidence medium`. A body of comments only is as silent as
  an empty one (the comment tells the reader why; nobody learns that it
  happened). Handlers that do something and explain it in a comment inside
  the body (a comment on the `catch` line does not count) or provide a
  fallback value (`x = begin ... rescue nil end`, `catch { return
  false }`) are skipped; an empty collection or a null or a zero handed to
  the caller (`return {}`, `return []`, `return None`, `return 0`, `return undefined`, a
  method-level `rescue` answering `nil`) is not such a fallback, since it
  cannot be told from a genuine empty result. `silent-catch-all = false` turns the case off.

Catch-all handlers: Ruby `rescue`, `rescue => e`, `rescue StandardError`,
`rescue Exception` (in `begin`/`end`, method bodies, blocks, and the
`x rescue nil` modifier); Python bare `except:`, `except Exception`,
`except BaseException`; in TS/JS every `catch` clause and every
`.catch(handler)` whose handler swallows (`.catch(() => {})`,
`.catch(console.error)`, `.catch(noop)`).

The message says what is lost: which part of the error is logged (for example
only `e.response`, so the HTTP status and URL are lost) and what the caller
receives instead.

## Why

Incident INC-2026-07-03-authorizer-timeout: a notification-service Lambda
authorizer aborted its token check after 1 s; its `catch` logged
`error.message` and returned `{ isAuthorized: false }`, so API Gateway answered
403 and nobody could tell a timeout from a denial. The Ruby client
(`NotificationService#subscribe`) rescued `RestClient::ExceptionWithResponse`,
logged only `e.response` (the body `Forbidden`, without status or URL) and
returned `false`; the pub/sub subscriber base's `call` rescued
`StandardError` and swallowed the rest. The parent request returned 200, and
users' subscriptions and notification recipes were silently never created.

## Fix

Let the failure reach someone who can act on it: re-raise (after logging the
status, URL and error class), return an error value the caller must handle,
or hand the message to a retry/dead-letter mechanism.

Ruby — before:

```ruby
def subscribe(facility_key:)
  Cupix::HttpClient.put("#{@url}/api/v1/subscriptions", body, headers)
  true
rescue RestClient::ExceptionWithResponse => e
  Logger.error(e.response)
  false
end
```

Ruby — after:

```ruby
def subscribe(facility_key:)
  Cupix::HttpClient.put("#{@url}/api/v1/subscriptions", body, headers)
  true
rescue RestClient::ExceptionWithResponse => e
  Logger.error("subscribe failed: #{e.http_code} #{e.response&.body}", url: @url)
  raise
end
```

TypeScript — before:

```ts
try {
  const res = await fetchWithRetry(meUrl, { headers });
  return { isAuthorized: res.status === 200 };
} catch (error) {
  console.log('Error authorizing: ', error.message);
  return { isAuthorized: false };
}
```

TypeScript — after:

```ts
try {
  const res = await fetchWithRetry(meUrl, { headers });
  return { isAuthorized: res.status === 200 };
} catch (error) {
  console.error('authorizer: identity check failed', error);
  throw error; // API Gateway answers 500: retryable, and visible as a failure
}
```

Python — before:

```python
try:
    resp = requests.post(url, json=payload, timeout=5)
    resp.raise_for_status()
except requests.RequestException as exc:
    logger.warning("push failed: %s", exc)
    return None
```

Python — after:

```python
try:
    resp = requests.post(url, json=payload, timeout=5)
    resp.raise_for_status()
except requests.RequestException as exc:
    logger.warning("push to %s failed", url, exc_info=True)
    raise PushFailed(url) from exc
```

## Not flagged

- Handlers that re-raise, `raise`/`throw` conditionally, `retry`, reject, call
  `next(e)`/`cb(e)`/`done(e)`, return something that is not a plain default
  (an error value, a response with an error status), or do anything besides
  logging: set an error state (`@error = e`, `failed = True`), report to an
  error tracker (`Sentry.captureException`, `capture_exception`,
  `Bugsnag.notify`, `span.record_exception`: the failure reaches someone who
  will look at it), increment a metric, enqueue a retry, clean up.
- Handlers for clearly optional things: `ImportError`, `ModuleNotFoundError`,
  `LoadError`, `KeyboardInterrupt`, `StopIteration`, `FileNotFoundError`, and
  catch-alls around only `import`/`require`.
- JSON-parse fallbacks: handlers whose protected code parses JSON
  (`JSON.parse`, `json.loads`) and makes no outbound call.
- Specific handlers for non-network errors (`KeyError`, `ValueError`,
  `JSON::ParserError`, `ActiveRecord::RecordNotFound`), even around an
  outbound call.
- Retry loops: a handler that falls through inside a loop whose protected code
  `return`s or `break`s on success (the loop tries again).
- Cleanup: handlers inside `finally`/`ensure`, and handlers whose protected
  code only releases something (`fs.unlink(tmp).catch(() => {})`,
  `client.quit()`, `session.close()`). A call named like cleanup that issues
  a request (an HTTP verb, or a project method summarised as outbound, such
  as `reservations.release(id)` posting to the inventory service) is remote
  work, not cleanup.
- Absence: specific handlers for "not found" classes (`HTTPNotFoundError`,
  `NotFound`, `DoesNotExist`, `NoSuchKey`) returning a default.
- Caches and databases: calls on Redis/cache receivers, or on `this.client`
  inside a class named like `RedisCacheAdapter`/`PostgresStorageAdapter`; and
  records that happen to be called `client` (`for (const client of clients)`).
- Job-boundary catch-alls in `.tsx`/`.jsx` files (a `handleClick` is a UI event
  handler, not a message consumer).
- Logging-only catch-alls that are neither around remote work nor at a
  message/job boundary (linters for broad exception handling cover those).

## Options

- `silent-catch-all` (default `true`): report completely silent catch-alls
  that guard no remote work and sit at no job boundary (at medium
  confidence); `false` turns them off.

House HTTP clients configured under `clients` in `resilint.toml` count as
outbound calls.
"##;

static QUERIES: RuleQueries = RuleQueries::new(
    "silent-rescue",
    crate::query_file!("javascript", "silent-rescue"),
    crate::query_file!("ruby", "silent-rescue"),
    crate::query_file!("python", "silent-rescue"),
);

/// Method names that receive a message or run a job.
static BOUNDARY_METHOD: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r"^(call|perform|perform_now|handle.*|process.*|consume.*|receive.*|on_.+)$")
        .expect("valid regex")
});

/// Classes whose every method is a message or job boundary.
static BOUNDARY_CLASS: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r"(Subscriber|Worker|Job|Consumer|Handler|Listener|Processor)$")
        .expect("valid regex")
});

#[derive(Clone, Copy, PartialEq, Eq)]
enum Shape {
    /// `catch (e) {}`, `rescue => e`, `except Exception as e:`
    Clause,
    /// `x rescue nil`
    Modifier,
    /// `promise.catch(handler)`
    PromiseCatch,
}

struct Handler<'t> {
    node: Node<'t>,
    shape: Shape,
    /// Byte range of the clause header (`rescue Foo => e`, `except X:`, `catch (e)`).
    header: (usize, usize),
    classes: Vec<Node<'t>>,
    var: Option<&'t str>,
    body: Option<Node<'t>>,
    protected: Vec<Node<'t>>,
}

/// What a swallowing handler does with the error.
struct Swallow<'t> {
    logs: Vec<Node<'t>>,
    /// Locals the handler computes for its log lines (`const msg =
    /// toMessage(e)`, `level = INFO if ... else ERROR`): name and value.
    locals: Vec<(&'t str, Node<'t>)>,
    outcome: Outcome,
}

enum Outcome {
    FallsThrough,
    /// Returns (or evaluates to) a default value.
    Returns(String),
    /// A bare `return` (the function's implicit `undefined`/`nil`/`None`).
    Bare(&'static str),
    /// `next` / `continue`: the item is skipped.
    Skips,
}

impl Rule for SilentRescue {
    fn meta(&self) -> &'static RuleMeta {
        &META
    }

    fn node_kinds(&self, family: Family) -> &'static [&'static str] {
        match family {
            Family::Js => &["catch_clause", "call_expression"],
            Family::Ruby => &["rescue", "rescue_modifier"],
            Family::Python => &["except_clause"],
        }
    }

    fn triggers(&self, family: Family) -> &'static [&'static str] {
        // A handler keyword must appear.
        match family {
            Family::Js => &["catch"],
            Family::Ruby => &["rescue"],
            Family::Python => &["except"],
        }
    }

    fn triggers_without_remote_evidence(&self, _family: Family) -> &'static [&'static str] {
        // High only around a call resolved as remote, or in a function a
        // retry decorator or a job's declared retries run (whose words the
        // first pass summarises).
        &[]
    }

    fn check<'t>(&self, node: Node<'t>, cx: &mut Cx<'_, 't>) {
        if node.kind_name() == "call_expression" && !is_promise_catch(node, cx) {
            return;
        }
        let Some(query) = QUERIES.get(cx.lang) else {
            return;
        };
        let matches = cx.matches_at(query, node);
        let Some(m) = matches.first() else {
            return;
        };
        let classes = m.get(query, "classes").map(class_nodes).unwrap_or_default();
        let var = m.get(query, "var").map(|v| cx.text_of(v));
        let body = m.get(query, "body");
        let shape = match node.kind_name() {
            "rescue_modifier" => Shape::Modifier,
            "call_expression" => Shape::PromiseCatch,
            _ => Shape::Clause,
        };
        let protected = match m.get(query, "protected") {
            Some(p) => {
                let mut v = vec![p];
                v.extend(promise_sources(p, cx));
                v
            }
            None => protected_code(node, cx),
        };
        let handler = Handler {
            node,
            shape,
            header: header_range(node, shape, body, cx),
            classes,
            var,
            body,
            protected,
        };
        check_handler(&handler, cx);
    }
}

fn is_promise_catch(call: Node<'_>, cx: &Cx<'_, '_>) -> bool {
    call.field("function")
        .filter(|f| f.kind_name() == "member_expression")
        .and_then(|f| f.field("property"))
        .is_some_and(|p| cx.text_of(p) == "catch")
}

/// The caught classes, flattened out of tuples and Ruby's `exceptions` list.
fn class_nodes(classes: Node<'_>) -> Vec<Node<'_>> {
    match classes.kind_name() {
        "exceptions" | "tuple" | "parenthesized_expression" => {
            let mut out = Vec::new();
            let mut c = classes.walk();
            for child in classes.named_children(&mut c) {
                if child.kind_name() == "comment" {
                    continue;
                }
                out.extend(class_nodes(child));
            }
            out
        }
        _ => vec![classes],
    }
}

/// `Promise.all(sends).catch(...)`, `pending.catch(...)`: the chain is a
/// promise (or an array of them) held in a variable of the function, so the
/// handler guards the calls that made them: the values bound to it and the
/// arguments pushed into it (`sends.push(sqs.sendMessageBatch(p).promise())`).
fn promise_sources<'t>(chain: Node<'t>, cx: &Cx<'_, 't>) -> Vec<Node<'t>> {
    let mut held = ast::unwrap_expr(chain);
    if held.kind_name() == "call_expression"
        && held.field("function").is_some_and(|f| {
            matches!(
                cx.text_of(f),
                "Promise.all" | "Promise.allSettled" | "Promise.any" | "Promise.race"
            )
        })
        && let Some(arg) = held.field("arguments").and_then(|a| a.named_child(0))
    {
        held = ast::unwrap_expr(arg);
    }
    if held.kind_name() != "identifier" {
        return Vec::new();
    }
    let name = cx.text_of(held);
    let Some(scope) = ast::enclosing_function(chain, Family::Js) else {
        return Vec::new();
    };
    let mut out = Vec::new();
    ast::walk(scope, &mut |n| {
        if n.start_byte() >= chain.start_byte() {
            return false;
        }
        let bound = match n.kind_name() {
            "variable_declarator" => n.field("name").zip(n.field("value")),
            "assignment_expression" => n.field("left").zip(n.field("right")),
            _ => None,
        };
        if let Some((left, value)) = bound
            && cx.text_of(left) == name
        {
            out.push(value);
        }
        if n.kind_name() == "call_expression"
            && n.field("function").is_some_and(|f| {
                f.kind_name() == "member_expression"
                    && f.field("object").is_some_and(|o| cx.text_of(o) == name)
                    && f.field("property")
                        .is_some_and(|p| matches!(cx.text_of(p), "push" | "unshift"))
            })
            && let Some(args) = n.field("arguments")
        {
            out.push(args);
        }
        true
    });
    out
}

/// The code a handler protects: the try/begin body, or the statements of the
/// method/block body before the first `rescue`.
fn protected_code<'t>(handler: Node<'t>, cx: &Cx<'_, 't>) -> Vec<Node<'t>> {
    let Some(parent) = parents::parent(handler) else {
        return Vec::new();
    };
    match cx.family() {
        Family::Js => {
            // catch_clause -> try_statement.body
            parent
                .field("body")
                .into_iter()
                .filter(|b| *b != handler)
                .collect()
        }
        Family::Python => parent.field("body").into_iter().collect(),
        Family::Ruby => {
            let mut out = Vec::new();
            let mut c = parent.walk();
            for child in parent.named_children(&mut c) {
                if matches!(child.kind_name(), "rescue" | "else" | "ensure") {
                    break;
                }
                if child.kind_name() != "comment" {
                    out.push(child);
                }
            }
            out
        }
    }
}

fn header_range(
    node: Node<'_>,
    shape: Shape,
    body: Option<Node<'_>>,
    cx: &Cx<'_, '_>,
) -> (usize, usize) {
    match shape {
        Shape::PromiseCatch => {
            let prop = node
                .field("function")
                .and_then(|f| f.field("property"))
                .unwrap_or(node);
            (prop.start_byte(), prop.end_byte())
        }
        Shape::Modifier => {
            let mut c = node.walk();
            let kw = node
                .children(&mut c)
                .find(|n| n.kind_name() == "rescue")
                .map_or(node.start_byte(), |k| k.start_byte());
            let end = body.map_or(node.end_byte(), |b| b.end_byte());
            (kw, first_line_end(cx.text, kw, end))
        }
        Shape::Clause => {
            // Up to the last token before the body (`)` of `catch (e)`, `:`
            // of `except X:`, the variable of `rescue X => e`), skipping
            // trailing comments.
            let start = node.start_byte();
            let mut end = start;
            let mut c = node.walk();
            for child in node.children(&mut c) {
                if Some(child) == body
                    || child.kind_name() == "block"
                    || child.kind_name() == "statement_block"
                {
                    break;
                }
                if child.kind_name() != "comment" {
                    end = child.end_byte();
                }
            }
            if end == start {
                end = node.end_byte();
            }
            (start, first_line_end(cx.text, start, end))
        }
    }
}

/// `end` cut at the first newline after `start`, without trailing blanks.
fn first_line_end(text: &str, start: usize, end: usize) -> usize {
    let slice = text.get(start..end).unwrap_or("");
    let line = slice.split('\n').next().unwrap_or("");
    let trimmed = line.trim_end();
    // Ruby `rescue Foo then nil` one-liners: stop before `then`.
    let trimmed = trimmed
        .find(" then ")
        .map_or(trimmed, |i| &trimmed[..i])
        .trim_end();
    start + trimmed.len().max(1)
}

fn check_handler<'t>(h: &Handler<'t>, cx: &mut Cx<'_, 't>) {
    let class_names: Vec<String> = h.classes.iter().map(|c| class_name(*c, cx)).collect();
    if !class_names.is_empty()
        && class_names.iter().all(|c| {
            knowledge::list(Eco::Common, "optional-error-classes").contains(&last_segment(c))
        })
    {
        return;
    }
    if class_names.iter().any(|c| is_absence_class(c)) {
        // `rescue HTTPNotFoundError; nil`: a 404 means "absent", by design.
        return;
    }
    let catch_all = is_catch_all(h, &class_names, cx);
    if retried_on_result(h, cx) {
        return;
    }
    if let Some((task, marker, what)) = defeats_own_retry(h, &class_names, catch_all, cx) {
        let header = cx.text[h.header.0..h.header.1].trim().to_string();
        let span = cx.span_at(h.header.0, h.header.1);
        let fix = if what == "task" {
            "raise after handling it, or call `self.retry(exc=...)`"
        } else if what == "job" {
            "report it, then `raise` so that `retry_on` sees the failure"
        } else {
            "raise after handling it, so the decorator sees the failure"
        };
        cx.report_span(
            &META,
            span,
            format!(
                "`{header}` in {what} `{task}` ends the {what} without raising: the {what}'s `{marker}` never sees the failure, so its configured retries never run ({fix})"
            ),
        )
        .with_severity(Severity::Error)
        .with_primary_label(format!("the {what}'s retry never sees this failure"))
        .with_evidence(format!("the {what} declares `{marker}`"));
        return;
    }
    let Some(swallow) = swallows(h, cx) else {
        return;
    };
    if in_cleanup(h, cx) || is_cleanup_only(&h.protected, cx) {
        return;
    }
    let awaited_only = cx.family() == Family::Js && h.shape == Shape::Clause;
    let (outbound, cache_only) = first_outbound(&h.protected, awaited_only, cx);
    if cache_only && outbound.is_none() {
        return;
    }
    // An earlier clause of the same `try` catches the network errors and
    // passes them on: the remote failures never reach this handler.
    let network_class = class_names
        .iter()
        .find(|c| errors::is_network_error_class(c))
        .cloned();
    // A clause that names a network class of its own is reached by those
    // errors unless the earlier clause catches their base class.
    let earlier_handles_network =
        earlier_clause_passes_network_errors(h, network_class.is_some(), cx);
    if outbound.is_none() && network_class.is_none() && is_optional_work(&h.protected, cx) {
        return;
    }
    if matches!(
        swallow.outcome,
        Outcome::FallsThrough | Outcome::Skips | Outcome::Bare(_)
    ) && is_retry_loop(h, cx)
    {
        return;
    }

    if cx.family() == Family::Js && is_telemetry_send(outbound.as_ref()) {
        // `client.healthCheck().catch(() => false)`, `sendHeartbeat()`: the
        // remote call itself is a probe or a telemetry send. The name of the
        // function around the handler is not evidence (a yes/no probe is
        // recognised from what it does, in `designed_degradation`).
        return;
    }

    if status_class_never_raised(h, &class_names, catch_all, outbound.as_ref(), cx) {
        return;
    }

    let header = header_text(h, cx);
    let does = describe_action(h, &swallow, cx);
    let remote = outbound.is_some() || network_class.is_some();

    // (a) remote work
    let remote_class_ok = catch_all
        || network_class.is_some()
        || class_names
            .iter()
            .any(|c| errors::may_be_remote_error_class(c));
    if remote && remote_class_ok && !earlier_handles_network {
        let what = match (&outbound, &network_class) {
            (Some((_, o)), _) => format!("around `{}`", o.display),
            (None, Some(class)) => format!("for the network failure `{class}`"),
            (None, None) => String::new(),
        };
        // A success flag (`true` on every other path): the caller learns
        // that the call failed, never why.
        // The value goes back to a job framework that never reads it
        // (the handler's function is a registered task or job).
        let job = matches!(swallow.outcome, Outcome::Returns(_) | Outcome::Bare(_))
            .then(|| boundary_name(h.node, cx))
            .flatten()
            .and_then(|(name, registration)| registration.map(|_| name));
        let outcome = match &swallow.outcome {
            _ if job.is_some() => format!(
                "and `{}`, a registered job, ends as if it had succeeded: its value is read by no caller, and the failure is never retried",
                job.as_deref().unwrap_or_default()
            ),
            Outcome::Returns(v) if is_false(v) && true_on_every_other_path(h, cx) => format!(
                "and the caller receives `{}`, which says that the call failed but not why (timeout, 5xx, 403)",
                v.trim()
            ),
            // A function that hands back nothing on any path: there is no
            // empty result to mistake, the caller just goes on.
            // (A Ruby method answers its last expression: not asked.)
            Outcome::Bare(_)
                if cx.family() != Family::Ruby
                    && crate::semantics::containment::function_returns_no_value(
                        h.node,
                        cx.family(),
                        cx.text,
                    ) =>
            {
                "and the function returns early as if it had succeeded: its caller, and any retry above it, never learns of the failure".to_string()
            }
            _ => describe_outcome(&swallow.outcome, true),
        };
        let msg = format!("`{header}` {what} {does}, {outcome}");
        let severity = if catch_all {
            Severity::Error
        } else {
            Severity::Warning
        };
        let span = cx.span_at(h.header.0, h.header.1);
        let call_span = outbound.as_ref().map(|(call, _)| cx.span(*call));
        let in_cli = cx.exec().context == crate::finding::ExecContext::Cli;
        // A handler that ends the function returns `None`/`undefined` too.
        let ends_function = matches!(swallow.outcome, Outcome::FallsThrough)
            && matches!(what_follows(h, cx), Follows::Nothing);
        let hands_value =
            ends_function || matches!(swallow.outcome, Outcome::Returns(_) | Outcome::Bare(_));
        // An empty collection is also what the work answers when there is
        // nothing to find: a caller testing it (`records.empty?`) or
        // walking it cannot tell the failure from no data.
        let empty_answer =
            matches!(&swallow.outcome, Outcome::Returns(v) if is_empty_collection(v));
        let checked_by = match swallow.outcome {
            _ if hands_value && !empty_answer => sentinel_checked_by_caller(h, cx)
                .map(|(line, used)| match used {
                    CallerUse::Tests => format!("a caller tests the returned value (line {line}): the failure may be handled there"),
                    CallerUse::Reads => format!("a caller reads the returned value's members right away (line {line}): the empty value fails it there, so the failure is not silent, only its cause is lost"),
                })
                .or_else(|| fallback_tested_in_place(h, cx).map(|line| format!(
                    "the fallback value is tested right after (line {line}): the failure is an answer the function handles"
                ))),
            _ => None,
        };
        let periodic = crate::semantics::schedule::periodic_scheduler(h.node, cx);
        // The whole error reaches the log (the error object, a traceback,
        // `logger.exception`) and the function goes on: the failure is not
        // lost, only not passed on. (A handler that hands the caller a
        // `false`/`nil` instead misleads it whatever the log says.)
        let logged_whole = matches!(swallow.outcome, Outcome::FallsThrough | Outcome::Skips)
            && !swallow.logs.is_empty()
            && logged_parts(h, &swallow, cx).0;
        let degradation = designed_degradation(h, &swallow.outcome, cx);
        // Code nobody watches: there the swallowed failure is seen by no
        // one. Where a person starts the work, the empty or negative answer
        // reaches that person.
        let unattended = crate::model::resolve::unattended_reach(h.node, cx);
        let explained = swallow.logs.is_empty() && has_comment(h, cx);
        let tolerated = tolerance_comment(h, cx);
        // Callers in other files may test the value handed back
        // (`model::callers`); a caller in this file was asked above.
        let caller_query = (hands_value && checked_by.is_none())
            .then(|| sentinel_query(h, cx))
            .flatten();
        // The call retries before its failure reaches the handler (a client
        // instance configured to retry, project code that retries, a retry
        // helper around it inside the protected code): what is swallowed
        // outlasted the retries, and going on without it is the fallback
        // the authors chose. An SDK's default policy is not such a choice.
        let retried_first = outbound.as_ref().and_then(|(call, o)| {
            if o.retry_disabled || o.kind == clients::CallKind::Sdk {
                None
            } else if o.client_retries {
                Some(format!("`{}` retries transient failures itself", o.client))
            } else {
                retry_helper_within(*call, h, cx)
                    .map(|helper| format!("the call goes through `{helper}`"))
            }
        });
        let undone = (!swallow.logs.is_empty())
            .then(|| undoes_only(&h.protected, cx))
            .flatten();
        let notice = (!swallow.logs.is_empty() && undone.is_none())
            .then(|| notice_only(&h.protected, cx))
            .flatten();
        let acked = acked_on_success(h, cx);
        let finding = cx
            .report_span(&META, span, msg)
            .with_severity(severity)
            .with_primary_label("the remote failure is swallowed here");
        if let Some(call_span) = call_span {
            finding.with_label(call_span, "remote call whose failure disappears");
        }
        if in_cli {
            finding.guessed(
                "a command run by a person, who sees the logged failure and can re-run it",
            );
        }
        if !catch_all && network_class.is_none() {
            finding.guessed(
                "the handler catches only a class named like a remote failure, which may be a permanent error handled on purpose",
            );
        }
        // `rescue Faraday::ConflictError`: one definite answer of the server
        // (409 "already exists", 404), not a transient failure; timeouts and
        // 5xx still reach the caller.
        if !catch_all
            && !class_names.is_empty()
            && class_names.iter().all(|c| {
                crate::model::knowledge::list(
                    crate::model::knowledge::Eco::Common,
                    "answer-error-classes",
                )
                .contains(&c.as_str())
            })
        {
            finding.guessed(format!(
                "the handler catches only `{}`, a definite answer of the server (a 404, a 409), not a transient failure: timeouts and 5xx still reach the caller",
                class_names.join("`, `")
            ));
        }
        if let Some(ack) = acked {
            finding.guessed(format!(
                "the message is acknowledged only when the work succeeds (`{ack}` in the protected code): a failure leaves it on the queue, which delivers it again"
            ));
        }
        let finding_reached = unattended.is_some();
        finding.runs_unattended(unattended);
        if let Some(phrase) = tolerated {
            finding.guessed(format!(
                "a comment says the failure is tolerated (\"{phrase}\")"
            ));
        } else if explained {
            finding.guessed("the handler explains the swallow in a comment");
        }
        if let Some(why) = checked_by {
            finding.guessed(why);
        } else if let Some(why) = degradation {
            finding.guessed(why);
        }
        if let Some((scheduler, line)) = periodic {
            finding.guessed(format!(
                "runs on a timer (`{scheduler}` at {line}): the next run tries again"
            ));
        }
        if logged_whole {
            finding.guessed(
                "the handler logs the whole error (its class and trace): operators see the failure, and going on without the work may be the design",
            );
        }
        if let Some((_, o)) = &outbound
            && o.project_logs_failures
        {
            finding.guessed(format!(
                "`{}` logs the error itself before passing it on: the cause is already in the log, and going on without the work may be the design",
                o.display
            ));
        }
        if let Some(method) = undone {
            finding.guessed(format!(
                "the guarded work only removes or undoes something (`{method}`) and the handler logs its failure: a failed clean-up leaves something behind, which the log reports, and the work it tidies after is already done or already failed"
            ));
        }
        if let Some(method) = notice {
            finding.guessed(format!(
                "the guarded work only sends a notice (`{method}`: an e-mail, a chat or text message) and the handler logs its failure: the notice is sent best effort, and the log records the one that was lost"
            ));
        }
        if let Some(why) = retried_first {
            finding.guessed(format!(
                "{why}: the handler sees only what outlasted the retries"
            ));
        }
        if let Some((_, o)) = &outbound
            && o.closes_connection()
        {
            finding.guessed(format!(
                "`{}` closes a connection: a failure to close something that is going away loses no work, and teardown code swallows it on purpose",
                o.display
            ));
        }
        match (&outbound, &network_class) {
            (Some((_, o)), _) if !o.resolved() => {
                finding.guessed(format!(
                    "`{}` is taken as remote from its receiver's name",
                    o.display
                ));
            }
            (Some((_, o)), _) if !o.evidence.is_empty() => {
                finding.with_evidence(o.evidence.clone());
            }
            (None, Some(class)) => {
                finding.guessed(format!(
                    "`{class}` is a network error class, but the guarded code makes no call resolved as remote"
                ));
            }
            _ => {}
        }
        if finding.confidence == crate::finding::Confidence::High && !finding_reached {
            let guess = "no job, worker, consumer or schedule was found to run this code: the empty or negative answer reaches whoever started the work";
            finding.guessed(guess);
            return;
        }
        if finding.confidence == crate::finding::Confidence::High {
            finding.callers_of = caller_query;
        }
        return;
    }
    if !catch_all {
        return;
    }
    // (b) message or job boundary (not in UI components: a `handleClick`
    // there is an event handler, not a message consumer)
    let ui_file = cx.rel_path.ends_with(".tsx") || cx.rel_path.ends_with(".jsx");
    // A logged failure of one item in a batch loop is per-item isolation.
    let per_item = !swallow.logs.is_empty()
        && matches!(swallow.outcome, Outcome::FallsThrough | Outcome::Skips)
        && is_per_item_handler(h, cx);
    // Logger set-up or a cache write inside a job is not the job's work.
    let bookkeeping = cx.family() == Family::Js && is_bookkeeping_only(&h.protected, cx);
    // A logged per-item skip is isolation only where no framework
    // registration makes the job a boundary: inside a registered job the
    // item's failure is still never retried.
    if !ui_file
        && !bookkeeping
        && let Some((boundary, registration)) = boundary_name(h.node, cx)
        && (!per_item || registration.is_some())
    {
        let job_retry = crate::model::exec::job_retry_marker(cx.family(), cx.text.as_bytes())
            .map(str::to_string)
            .or_else(|| cx.index.job_retry(cx.family()).map(|(m, _)| m.clone()));
        let outcome = describe_outcome(&swallow.outcome, false);
        let msg = format!(
            "`{header}` in `{boundary}`, a message/job boundary, {does}, {outcome}: the message counts as processed, so the failure is never retried or dead-lettered"
        );
        let span = cx.span_at(h.header.0, h.header.1);
        let tolerated = tolerance_comment(h, cx);
        let periodic = crate::semantics::schedule::periodic_scheduler(h.node, cx);
        let f = cx
            .report_span(&META, span, msg)
            .with_severity(Severity::Error)
            .with_primary_label("every failure of the job ends here")
            .as_absence();
        if let Some(phrase) = tolerated {
            f.guessed(format!(
                "a comment says the failure is tolerated (\"{phrase}\")"
            ));
        }
        if let Some((scheduler, at)) = periodic {
            f.guessed(format!(
                "runs on a timer (`{scheduler}` at {at}): the next run tries again"
            ));
        }
        // Case (a) found no remote work under the handler: what it swallows
        // is a failure of the job's own work (a bug, a database error).
        f.guessed(
            "the guarded code makes no call resolved as remote: the failure swallowed is of local work (a bug, a database error), which a retry would meet again",
        );
        match (registration, job_retry) {
            // A framework registration makes the boundary resolved: the
            // message counts as processed whatever the job's work was.
            (Some(r), Some(retry)) => f
                .with_evidence(format!("registered as a job or handler (`{r}`)"))
                .with_evidence(format!("failed jobs are retried (`{retry}`), but this failure never reaches the retry")),
            (Some(r), None) => f
                .with_evidence(format!("registered as a job or handler (`{r}`)")),
            (None, _) => f.guessed(format!(
                "`{boundary}` is taken as a message/job boundary from its name; no framework registration was found"
            )),
        };
        return;
    }
    // (c) completely silent catch-all: empty, `pass`, a bare return or a
    // default, or comments only (the spec lists them among the silent ones:
    // a comment tells the reader why, not the operator that it happened). Not
    // when a comment explains a handler that does something (returns,
    // skips), nor when it provides a fallback value (`x = begin ... rescue
    // nil end`, `catch { return false }`): those are deliberate, and lint
    // rules for empty handlers already cover them.
    if cx.settings.option(META.id, "silent-catch-all", 1.0) > 0.0
        && swallow.logs.is_empty()
        && (!has_comment(h, cx) || is_comment_only(h, cx))
        && !is_value_fallback(h, &swallow.outcome, cx)
    {
        let outcome = describe_outcome(&swallow.outcome, false);
        let msg = format!(
            "`{header}` catches every error and discards it without a trace (nothing is logged), {outcome}"
        );
        let span = cx.span_at(h.header.0, h.header.1);
        cx.report_span(&META, span, msg)
            .with_severity(Severity::Warning)
            .with_primary_label("every error disappears here")
            .guessed("a silent catch-all that guards no resolved remote work");
    }
}

/// A same-file call of the function enclosing the handler whose result is
/// tested (`if not x`, `unless x`, `if (!x)`, `x ?? y`, `x or y`): the
/// default the handler returns is a sentinel the caller checks. Returns the
/// caller's line.
/// The retry helper (`makeRequestWithRetry`, `with_retries`) between a call
/// and the code a handler protects: the call is retried before any failure
/// reaches the handler. A retry around the handler does not count (the
/// handler keeps the failure from it).
fn retry_helper_within<'t>(call: Node<'t>, h: &Handler<'t>, cx: &Cx<'_, 't>) -> Option<&'t str> {
    let family = cx.family();
    let mut cur = Some(call);
    while let Some(n) = cur {
        if ast::is_call(n.kind_name(), family)
            && let Some(name) = ast::call_method_name(n, family, cx.text)
            && super::missing_retry::says_retry(name)
        {
            return Some(name);
        }
        let encloses_handler =
            n.start_byte() <= h.node.start_byte() && h.node.end_byte() <= n.end_byte();
        if h.protected.contains(&n) || encloses_handler {
            return None;
        }
        cur = crate::semantics::parents::parent(n);
    }
    None
}

/// How a caller in the file uses the value a swallowing handler hands back.
enum CallerUse {
    /// Tests it for absence (`if not x`).
    Tests,
    /// Reads its members right away (`x.id`): an empty value fails there.
    Reads,
}

fn sentinel_checked_by_caller(h: &Handler<'_>, cx: &Cx<'_, '_>) -> Option<(usize, CallerUse)> {
    let family = cx.family();
    let (name, mentions) = mentions_of_function(h, cx, false)?;
    for pos in mentions {
        if sentinel::result_tested_at(cx.text, cx.root, family, pos, name.len()) {
            return Some((cx.span_at(pos, pos).start.line, CallerUse::Tests));
        }
        if sentinel::result_dereferenced_at(cx.text, cx.root, family, pos, name.len()) {
            return Some((cx.span_at(pos, pos).start.line, CallerUse::Reads));
        }
    }
    None
}

/// The name of the function around the handler and where else the file
/// names it (whole words, outside the function, not in a comment or a
/// string; at most 50). `ruby_suffix`: `sync?`/`sync!` are other names.
fn mentions_of_function<'t>(
    h: &Handler<'t>,
    cx: &Cx<'_, 't>,
    ruby_suffix: bool,
) -> Option<(&'t str, Vec<usize>)> {
    let func = ast::enclosing_function(h.node, cx.family())?;
    let name = ast::function_name(func, cx.text)?;
    if name.len() < 3 || cx.text.len() > 500_000 {
        return None;
    }
    let ident = |c: char| c.is_alphanumeric() || c == '_';
    let mentions = cx
        .text
        .match_indices(name)
        .take(50)
        .map(|(pos, _)| pos)
        .filter(|&pos| {
            let end = pos + name.len();
            !(cx.text[..pos].chars().next_back().is_some_and(ident)
                || cx.text[end..]
                    .chars()
                    .next()
                    .is_some_and(|c| ident(c) || (ruby_suffix && (c == '?' || c == '!')))
                || (pos >= func.start_byte() && pos < func.end_byte())
                || parents::descendant_for_byte_range(cx.root, pos, end).is_some_and(|n| {
                    let k = n.kind_name();
                    k.contains("comment") || k.contains("string")
                }))
        })
        .collect();
    Some((name, mentions))
}

/// Every call in this file of the function around the handler is a plain
/// statement in the body of a loop (`stale.each do |r| sync(r) end`, `for
/// item in items: sync(item)`): the handler isolates one item's failure.
/// The first such caller's function name and line.
fn called_per_loop_item(h: &Handler<'_>, cx: &Cx<'_, '_>) -> Option<(String, usize)> {
    let (name, mentions) = mentions_of_function(h, cx, true)?;
    let mut first = None;
    for pos in mentions {
        let node = parents::descendant_for_byte_range(cx.root, pos, pos + name.len())?;
        // A local of that name (`sync = Sync.new`, then `sync.perform`).
        let local = parents::parent(node).is_some_and(|p| {
            p.field("left") == Some(node)
                || p.field("receiver") == Some(node)
                || (matches!(p.kind_name(), "member_expression" | "attribute")
                    && p.field("object") == Some(node))
        });
        if local {
            continue;
        }
        // The definition of another method of that name, a symbol: no call.
        let call = call_of_name(node, cx)?;
        // `await resync(ref);` as a statement.
        let call = parents::parent(call)
            .filter(|p| matches!(p.kind_name(), "await_expression" | "await"))
            .unwrap_or(call);
        let statement = parents::parent(call).is_some_and(|p| {
            matches!(
                p.kind_name(),
                "expression_statement"
                    | "body_statement"
                    | "block_body"
                    | "then"
                    | "do_block"
                    | "block"
                    | "else"
                    | "statement_block"
            )
        });
        if !statement {
            return None;
        }
        let caller = loop_around(call, cx)?;
        first.get_or_insert((caller, cx.span(call).start.line));
    }
    first
}

/// The call node whose callee is the identifier `node` (`sync(r)`, `self.sync(r)`,
/// `this.sync(r)`, Ruby's bare `sync r`).
fn call_of_name<'t>(node: Node<'t>, cx: &Cx<'_, 't>) -> Option<Node<'t>> {
    let family = cx.family();
    let mut cur = node;
    for _ in 0..3 {
        let p = parents::parent(cur)?;
        if ast::is_call(p.kind_name(), family) {
            let callee = p.field("method").or_else(|| p.field("function"))?;
            let matches = callee == cur
                || callee == node
                || callee.field("property") == Some(node)
                || callee.field("attribute") == Some(node);
            return matches.then_some(p);
        }
        if !matches!(p.kind_name(), "member_expression" | "attribute") {
            return None;
        }
        cur = p;
    }
    None
}

/// A Ruby block handed to a method that runs it once per item
/// (`iterating-methods`: `each`, `each_with_index`, `find_each`, `times`).
fn iterating_block(block: Node<'_>, cx: &Cx<'_, '_>) -> bool {
    let iterating =
        crate::model::knowledge::list(crate::model::knowledge::Eco::Ruby, "iterating-methods");
    parents::parent(block)
        .and_then(|c| c.field("method"))
        .is_some_and(|m| {
            let m = cx.text_of(m);
            iterating.iter().any(|p| m.starts_with(p))
        })
}

/// The function around a loop whose body holds `call`: a `for`/`while`
/// statement, or a block of an iterating method (`each`, `times`,
/// `forEach`, `map`).
fn loop_around(call: Node<'_>, cx: &Cx<'_, '_>) -> Option<String> {
    let family = cx.family();
    let mut cur = parents::parent(call);
    let mut in_loop = false;
    while let Some(n) = cur {
        if ast::is_function(n.kind_name(), family) {
            // A JS callback handed to `forEach`/`map` is the loop's body.
            let iterated = family == Family::Js
                && parents::parent(n)
                    .filter(|a| a.kind_name() == "arguments")
                    .and_then(parents::parent)
                    .and_then(|c| c.field("function"))
                    .and_then(|f| f.field("property"))
                    .is_some_and(|m| {
                        crate::model::knowledge::list(
                            crate::model::knowledge::Eco::Javascript,
                            "iterating-methods",
                        )
                        .contains(&cx.text_of(m))
                    });
            if iterated {
                in_loop = true;
                cur = parents::parent(n);
                continue;
            }
            return in_loop.then(|| ast::function_name(n, cx.text).unwrap_or("").to_string());
        }
        match n.kind_name() {
            "for_statement" | "for_in_statement" | "while_statement" | "for" | "while"
            | "until" => in_loop = true,
            "do_block" | "block" if family == Family::Ruby && iterating_block(n, cx) => {
                in_loop = true;
            }
            _ => {}
        }
        cur = parents::parent(n);
    }
    None
}

/// The question for callers in other files: does each test the value the
/// function enclosing the handler hands back?
fn sentinel_query(h: &Handler<'_>, cx: &Cx<'_, '_>) -> Option<crate::finding::CallerQuery> {
    function_query(h, cx).map(|q| crate::finding::CallerQuery {
        sentinel: true,
        ..q
    })
}

/// The question for callers in other files of the function enclosing the
/// handler (who calls it).
fn function_query(h: &Handler<'_>, cx: &Cx<'_, '_>) -> Option<crate::finding::CallerQuery> {
    let family = cx.family();
    let func = ast::enclosing_function(h.node, family)?;
    let name = ast::function_name(func, cx.text)?;
    if name.len() < 3 {
        return None;
    }
    let class = ast::enclosing_class(func, family)
        .and_then(|c| c.field("name"))
        .map(|n| cx.text_of(n).to_string());
    Some(crate::finding::CallerQuery::for_function(name, class))
}

/// A comment at the handler or just before its `try` that says the failure
/// is tolerated on purpose ("best effort", "not worth raising", "fall back
/// to ..."): the phrase of `tolerance-comment-phrases` it contains.
fn tolerance_comment<'t>(h: &Handler<'t>, cx: &Cx<'_, 't>) -> Option<&'static str> {
    use crate::model::knowledge::{Eco, list};
    let family = cx.family();
    let mut comments: Vec<Node<'t>> = Vec::new();
    ast::walk(h.node, &mut |c| {
        if c.kind_name() == "comment" {
            comments.push(c);
        }
        true
    });
    let scope = match h.shape {
        Shape::Clause => crate::semantics::parents::parent(h.node).unwrap_or(h.node),
        _ => h.node,
    };
    if h.shape == Shape::Clause {
        // Comments just before the clause, also at the end of the
        // protected block (`# just log it` above `except HTTPError:`).
        let mut prev = parents::prev_sibling(h.node);
        if let Some(block) = prev.filter(|n| matches!(n.kind_name(), "block" | "statement_block")) {
            let mut last = block.child(block.child_count().saturating_sub(1));
            while let Some(n) = last.filter(|n| n.kind_name() == "comment") {
                comments.push(n);
                last = parents::prev_sibling(n);
            }
        }
        while let Some(n) = prev.filter(|n| n.kind_name() == "comment") {
            comments.push(n);
            prev = parents::prev_sibling(n);
        }
    }
    if family == Family::Ruby && h.shape == Shape::Clause {
        // Comments after `rescue` and before the next clause.
        let mut next = parents::next_sibling(h.node);
        while let Some(n) = next.filter(|n| n.kind_name() == "comment") {
            comments.push(n);
            next = parents::next_sibling(n);
        }
    }
    // Comments right before the statement holding the handler.
    let mut stmt = scope;
    while let Some(p) = crate::semantics::parents::parent(stmt)
        .filter(|p| {
            !matches!(
                p.kind_name(),
                "block" | "statement_block" | "body_statement" | "program" | "module"
            )
        })
        .filter(|p| !ast::is_function(p.kind_name(), family))
    {
        stmt = p;
    }
    let mut prev = parents::prev_sibling(stmt);
    while let Some(n) = prev.filter(|n| n.kind_name() == "comment") {
        comments.push(n);
        prev = parents::prev_sibling(n);
    }
    let phrases = list(Eco::Common, "tolerance-comment-phrases");
    let unfinished = list(Eco::Common, "unfinished-comment-phrases");
    comments
        .iter()
        .find_map(|c| {
            let text = cx.text_of(*c).to_lowercase();
            if unfinished.iter().any(|u| text.contains(u)) {
                return None;
            }
            phrases.iter().copied().find(|p| text.contains(p))
        })
        .or_else(|| {
            // The function's documentation, or the banner over the run of
            // definitions it belongs to, says its failures are tolerated
            // ("Best-effort: failures are logged, not raised").
            // Or that it never raises: its failure answer is its contract
            // ("Returns false if the purge failed. Does not raise: callers
            // check the return value"), and callers are told to test it.
            let contract = list(Eco::Common, "no-raise-contract-phrases");
            let mut func = ast::enclosing_function(h.node, family);
            while let Some(f) = func {
                if let Some(p) = crate::semantics::comments::documented_phrase(f, cx.text, phrases)
                    .or_else(|| crate::semantics::comments::documented_phrase(f, cx.text, contract))
                {
                    return Some(p);
                }
                func = ast::enclosing_function(f, family);
            }
            None
        })
}

/// The value a promise's `.catch(...)` falls back to is assigned and tested
/// right after (`const res = await fetch(u).catch(() => null); return res
/// !== null && res.status < 500`): the fallback is a sentinel the function
/// itself checks. Returns the line of the assignment.
fn fallback_tested_in_place(h: &Handler<'_>, cx: &Cx<'_, '_>) -> Option<usize> {
    if h.shape != Shape::PromiseCatch {
        return None;
    }
    let (var, end) = sentinel::assigned_result(h.node, cx.text, cx.family())?;
    sentinel::tested_soon(var, end, cx.text).then(|| cx.span_at(end, end).start.line)
}

/// Python/Ruby: an earlier `except`/`rescue` clause of the same statement
/// catches network error classes and re-raises, retries or passes them on.
/// When this clause names network classes itself (`rescue
/// Faraday::ServerError` after `rescue Faraday::ClientError ... raise`),
/// only an earlier clause catching a base of a library's errors
/// (`network-base-error-classes`) or every error keeps them from it.
fn earlier_clause_passes_network_errors(
    h: &Handler<'_>,
    names_network_class: bool,
    cx: &Cx<'_, '_>,
) -> bool {
    let family = cx.family();
    if family == Family::Js {
        return false;
    }
    let Some(parent) = parents::parent(h.node) else {
        return false;
    };
    let kind = h.node.kind_name();
    let mut c = parent.walk();
    for sibling in parent.children(&mut c) {
        if sibling == h.node {
            return false;
        }
        if sibling.kind_name() != kind {
            continue;
        }
        let classes = class_nodes_of_clause(sibling, family);
        let network = classes.iter().any(|n| {
            let class = class_name(*n, cx);
            if names_network_class {
                errors::is_base_error_class(&class)
            } else {
                errors::is_network_error_class(&class)
            }
        });
        let passes = ast::any_descendant(sibling, &mut |n| {
            matches!(n.kind_name(), "raise_statement" | "retry")
                || (n.kind_name() == "call"
                    && family == Family::Ruby
                    && n.field("method")
                        .is_some_and(|m| matches!(cx.text_of(m), "raise" | "retry")))
                || (n.kind_name() == "identifier" && matches!(cx.text_of(n), "raise" | "retry"))
        });
        if network && passes {
            return true;
        }
    }
    false
}

/// The exception class nodes of an `except`/`rescue` clause.
fn class_nodes_of_clause(clause: Node<'_>, family: Family) -> Vec<Node<'_>> {
    match family {
        Family::Ruby => clause
            .field("exceptions")
            .map(class_nodes)
            .unwrap_or_default(),
        Family::Python => {
            let mut c = clause.walk();
            clause
                .named_children(&mut c)
                .find(|n| n.kind_name() != "block" && n.kind_name() != "comment")
                .map(|t| match t.kind_name() {
                    "as_pattern" => t.named_child(0).map(class_nodes).unwrap_or_default(),
                    _ => class_nodes(t),
                })
                .unwrap_or_default()
        }
        Family::Js => Vec::new(),
    }
}

/// True when the handler (or its header line) carries a comment.
/// `except (HTTPError, KeyError)` around `requests.get(...)` that nothing
/// asks to raise on its status: a client of `status-silent-clients` raises
/// its status error only from `raise_for_status()` (`status-raising-methods`),
/// and its transport failures (a refused connection, a timeout) are other
/// classes. The clause's remote classes are all status errors
/// (`status-error-class-names`), so no remote failure ever reaches it: the
/// handler swallows local errors only (a missing key).
fn status_class_never_raised(
    h: &Handler<'_>,
    class_names: &[String],
    catch_all: bool,
    outbound: Option<&(Node<'_>, clients::Outbound)>,
    cx: &Cx<'_, '_>,
) -> bool {
    let family = cx.family();
    if family != Family::Python || catch_all || class_names.is_empty() {
        return false;
    }
    if outbound.is_none() {
        return false;
    }
    let eco = Eco::of(family);
    // Every remote call guarded is of such a client, called directly.
    let silent = knowledge::list(eco, "status-silent-clients");
    let mut other = false;
    let mut visit = |n: Node<'_>| -> bool {
        if other {
            return false;
        }
        if !ast::is_call(n.kind_name(), family) {
            return true;
        }
        if let Some(out) = clients::outbound_call(cx, n) {
            if out.kind != clients::CallKind::Http
                || out.project_raises_status
                || !knowledge::package_matches(silent, &out.client)
            {
                other = true;
            }
            return false;
        }
        true
    };
    for p in &h.protected {
        if visit(*p) {
            ast::walk(*p, &mut visit);
        }
    }
    if other {
        return false;
    }
    let status_names = knowledge::list(eco, "status-error-class-names");
    let mut any_status = false;
    for class in class_names {
        let last = last_segment(class);
        if status_names.contains(&last) {
            any_status = true;
        } else if errors::is_network_error_class(class) || errors::may_be_remote_error_class(class)
        {
            return false;
        }
    }
    // Asked to raise in the guarded code, or by the session everywhere
    // (aiohttp `raise_for_status=True`).
    let raising = knowledge::list(eco, "status-raising-methods");
    any_status
        && !h
            .protected
            .iter()
            .any(|n| raising.iter().any(|m| cx.text_of(*n).contains(m)))
        && !raising
            .iter()
            .any(|m| cx.text.contains(&format!("{m}=True")))
}

fn has_comment(h: &Handler<'_>, cx: &Cx<'_, '_>) -> bool {
    let end = match h.shape {
        Shape::Clause if cx.family() == Family::Ruby => {
            parents::next_sibling(h.node).map_or(h.node.end_byte(), |n| n.start_byte())
        }
        Shape::PromiseCatch => h.body.map_or(h.node.end_byte(), |b| b.end_byte()),
        _ => h.node.end_byte(),
    };
    // A comment on the handler's own line (`} catch { // TODO`) is not an
    // explanation; one inside the body is.
    let after_header = cx.text[h.header.1.min(cx.text.len())..]
        .find('\n')
        .map_or(end, |i| h.header.1 + i + 1);
    let region = cx
        .text
        .get(after_header.min(end)..end.max(h.header.0))
        .unwrap_or("");
    match cx.family() {
        Family::Js => region.contains("//") || region.contains("/*"),
        Family::Ruby | Family::Python => region.contains('#'),
    }
}

/// The handler's body holds nothing but comments (and `pass` / an empty
/// statement): `catch { /* ignore */ }`, `except Exception: # best effort`
/// then `pass`, `rescue # already gone`, `.catch(() => { // fine })`.
fn is_comment_only(h: &Handler<'_>, cx: &Cx<'_, '_>) -> bool {
    let Some(body) = h.body else {
        return h.shape == Shape::Clause;
    };
    let block = match h.shape {
        Shape::Clause => body,
        Shape::Modifier => return false,
        Shape::PromiseCatch => match body.field("body") {
            Some(b) if b.kind_name() == "statement_block" => b,
            _ => return false,
        },
    };
    named_statements(block)
        .iter()
        .all(|st| match st.kind_name() {
            "pass_statement" | "empty_statement" => true,
            // `...` as a Python statement
            "expression_statement" => st
                .named_child(0)
                .is_some_and(|e| e.kind_name() == "ellipsis" && st.named_child_count() == 1),
            _ => false,
        })
        && has_comment(h, cx)
}

/// True when the handler supplies a fallback value rather than ignoring a
/// failed action: `return false`, or a Ruby `begin`/`rescue`
/// (or `x rescue nil`) whose value is used. An empty answer handed to the
/// caller (`return {}`, a method-level `rescue` evaluating to `[]`) is not a
/// fallback: the caller cannot tell the failure from a genuine empty result,
/// which is spec case (c).
fn is_value_fallback(h: &Handler<'_>, outcome: &Outcome, cx: &Cx<'_, '_>) -> bool {
    // `nil`/`None`/`null`/`undefined` and empty collections are the spec's
    // defaults: no value the caller could tell from a failure.
    let empty = matches!(outcome, Outcome::Returns(v) if is_empty_collection(v) || is_null_value(v) || is_zero(v));
    match cx.family() {
        Family::Js | Family::Python => matches!(outcome, Outcome::Returns(_)) && !empty,
        Family::Ruby => {
            if matches!(outcome, Outcome::Returns(v) if v != "nil") && !empty {
                return true;
            }
            let owner = match h.shape {
                Shape::Modifier => Some(h.node),
                _ => parents::parent(h.node).map(|p| {
                    // method body / begin ... end
                    if p.kind_name() == "body_statement" {
                        parents::parent(p).unwrap_or(p)
                    } else {
                        p
                    }
                }),
            };
            let Some(owner) = owner else {
                return false;
            };
            match owner.kind_name() {
                // The method's value is the caller's answer.
                "method" | "singleton_method" => !empty,
                "do_block" | "block" | "program" => false,
                _ => parents::parent(owner).is_some_and(|p| {
                    !matches!(
                        p.kind_name(),
                        "body_statement"
                            | "then"
                            | "program"
                            | "begin"
                            | "else"
                            | "do_block"
                            | "block"
                            | "ensure"
                    )
                }),
            }
        }
    }
}

/// `0`, `0.0`: a count or amount of zero reads as a genuine "none", so the
/// caller cannot tell the failure from an empty result, like `[]` or `nil`.
fn is_zero(value: &str) -> bool {
    let v = value.trim();
    !v.is_empty()
        && v.trim_start_matches('-')
            .chars()
            .all(|c| c == '0' || c == '.' || c == '_')
        && v.contains('0')
}

fn is_null_value(value: &str) -> bool {
    matches!(value.trim(), "nil" | "None" | "null" | "undefined")
}

fn class_name(class: Node<'_>, cx: &Cx<'_, '_>) -> String {
    let raw = cx.text_of(class).trim();
    match cx.family() {
        Family::Python => resolve_python_name(cx.facts, raw),
        _ => raw.to_string(),
    }
}

fn is_catch_all(h: &Handler<'_>, classes: &[String], cx: &Cx<'_, '_>) -> bool {
    match cx.family() {
        Family::Js => true,
        Family::Ruby => {
            h.shape == Shape::Modifier
                || classes.is_empty()
                || classes
                    .iter()
                    .any(|c| errors::RUBY_CATCH_ALL_CLASSES.contains(&c.as_str()))
        }
        Family::Python => {
            classes.is_empty()
                || classes
                    .iter()
                    .any(|c| errors::PY_CATCH_ALL_CLASSES.contains(&c.as_str()))
        }
    }
}

fn header_text(h: &Handler<'_>, cx: &Cx<'_, '_>) -> String {
    let raw = cx.text.get(h.header.0..h.header.1).unwrap_or("");
    let mut s: String = raw.split_whitespace().collect::<Vec<_>>().join(" ");
    if h.shape == Shape::PromiseCatch {
        s = match h.body {
            Some(b) if cx.text_of(b).len() <= 40 && !cx.text_of(b).contains('\n') => {
                format!(".catch({})", cx.text_of(b))
            }
            _ => ".catch(...)".to_string(),
        };
    }
    if s.chars().count() > 80 {
        s = s.chars().take(77).collect::<String>() + "...";
    }
    s
}

// ---------------------------------------------------------------------------
// Does the handler swallow?

/// `Some` when the handler only logs and/or returns a default, skips or falls
/// through; `None` when it does anything else with the error.
fn swallows<'t>(h: &Handler<'t>, cx: &Cx<'_, 't>) -> Option<Swallow<'t>> {
    let mut s = Swallow {
        logs: Vec::new(),
        locals: Vec::new(),
        outcome: Outcome::FallsThrough,
    };
    let Some(body) = h.body else {
        // `rescue` with no body: evaluates to nil.
        if cx.family() == Family::Ruby {
            s.outcome = Outcome::Returns("nil".into());
        }
        return Some(s);
    };
    match cx.family() {
        Family::Js => {
            if h.shape == Shape::PromiseCatch {
                js_callback(body, h.var, cx, &mut s)?;
            } else {
                js_block(body, h.var, cx, &mut s)?;
            }
        }
        Family::Ruby => {
            if h.shape == Shape::Modifier {
                ruby_statement(body, true, h.var, cx, &mut s)?;
            } else {
                let stmts = named_statements(body);
                let n = stmts.len();
                for (i, st) in stmts.into_iter().enumerate() {
                    ruby_statement(st, i + 1 == n, h.var, cx, &mut s)?;
                }
            }
        }
        Family::Python => {
            for st in named_statements(body) {
                py_statement(st, h.var, cx, &mut s)?;
            }
        }
    }
    // A local nobody in the handler reads afterwards is state the function
    // keeps (`failed = True`), not a value computed for a log line.
    let read_later = |name: &str, value: Node<'_>| {
        ast::any_descendant(body, &mut |n| {
            n.kind_name() == "identifier"
                && n.start_byte() >= value.end_byte()
                && cx.text_of(n) == name
        })
    };
    if !s
        .locals
        .iter()
        .all(|(name, value)| read_later(name, *value))
    {
        return None;
    }
    Some(s)
}

fn named_statements(body: Node<'_>) -> Vec<Node<'_>> {
    ast::statements(body)
}

/// `.catch(handler)`: a function, or a reference to a logger / no-op.
fn js_callback<'t>(
    handler: Node<'t>,
    _var: Option<&'t str>,
    cx: &Cx<'_, 't>,
    s: &mut Swallow<'t>,
) -> Option<()> {
    match handler.kind_name() {
        "arrow_function" | "function_expression" | "function" => {
            let var = handler
                .field("parameter")
                .or_else(|| {
                    handler
                        .field("parameters")
                        .and_then(|p| p.named_child(0))
                        .and_then(|p| p.field("pattern").or(Some(p)))
                })
                .map(|v| cx.text_of(v));
            let body = handler.field("body")?;
            if body.kind_name() == "statement_block" {
                js_block(body, var, cx, s)
            } else {
                let expr = ast::unwrap_expr(body);
                if expr.kind_name() == "call_expression" && is_log_call(expr, cx) {
                    s.logs.push(expr);
                    Some(())
                } else if is_default_value(expr, cx) {
                    s.outcome = Outcome::Returns(cx.text_of(expr).to_string());
                    Some(())
                } else {
                    None
                }
            }
        }
        "member_expression" | "identifier" => {
            let text = cx.text_of(handler);
            if errors::is_log_callee(text) {
                s.logs.push(handler);
                Some(())
            } else if is_noop_name(text) {
                Some(())
            } else {
                None
            }
        }
        _ => None,
    }
}

fn is_noop_name(text: &str) -> bool {
    let last = text.rsplit('.').next().unwrap_or(text);
    matches!(
        last,
        "noop" | "NOOP" | "noOp" | "nop" | "ignore" | "ignoreError"
    )
}

fn js_block<'t>(
    block: Node<'t>,
    var: Option<&'t str>,
    cx: &Cx<'_, 't>,
    s: &mut Swallow<'t>,
) -> Option<()> {
    js_statements(named_statements(block), var, cx, s)
}

fn js_statements<'t>(
    stmts: Vec<Node<'t>>,
    var: Option<&'t str>,
    cx: &Cx<'_, 't>,
    s: &mut Swallow<'t>,
) -> Option<()> {
    for st in stmts {
        match st.kind_name() {
            "empty_statement" => {}
            "expression_statement" => {
                let expr = ast::unwrap_expr(st.named_child(0)?);
                if expr.kind_name() == "call_expression" && is_log_call(expr, cx) {
                    s.logs.push(expr);
                } else {
                    return None;
                }
            }
            "lexical_declaration" | "variable_declaration" => {
                let mut c = st.walk();
                for d in st.named_children(&mut c) {
                    if d.kind_name() != "variable_declarator" {
                        continue;
                    }
                    let name = d.field("name")?;
                    let value = d.field("value")?;
                    if name.kind_name() != "identifier" || !is_log_local_value(value, cx) {
                        return None;
                    }
                    s.locals.push((cx.text_of(name), value));
                }
            }
            "if_statement" => {
                let cond = st.field("condition")?;
                if !is_log_local_value(cond, cx) {
                    return None;
                }
                let mut branches = vec![st.field("consequence")?];
                if let Some(alt) = st.field("alternative") {
                    // `else_clause`: its statement (a block or another `if`).
                    branches.push(alt.named_child(0)?);
                }
                for b in branches {
                    let stmts = if b.kind_name() == "statement_block" {
                        named_statements(b)
                    } else {
                        vec![b]
                    };
                    log_only_branch(s, |inner| js_statements(stmts, var, cx, inner))?;
                }
            }
            "return_statement" => {
                match st.named_child(0) {
                    None => s.outcome = Outcome::Bare("undefined"),
                    Some(v) if is_default_value(v, cx) && !mentions(v, var, cx) => {
                        s.outcome = Outcome::Returns(cx.text_of(v).to_string());
                    }
                    Some(_) => return None,
                }
                break;
            }
            "continue_statement" => {
                s.outcome = Outcome::Skips;
                break;
            }
            _ => return None,
        }
    }
    Some(())
}

fn ruby_statement<'t>(
    st: Node<'t>,
    last: bool,
    var: Option<&'t str>,
    cx: &Cx<'_, 't>,
    s: &mut Swallow<'t>,
) -> Option<()> {
    match st.kind_name() {
        "call" if is_log_call(st, cx) => {
            s.logs.push(st);
        }
        // `reason = "#{e.class}: #{e.message}"`, then logged.
        "assignment" if !last => {
            let left = st.field("left")?;
            let right = st.field("right")?;
            if left.kind_name() != "identifier" || !is_log_local_value(right, cx) {
                return None;
            }
            s.locals.push((cx.text_of(left), right));
        }
        // `if e.http_code == 404 then logger.info(..) else logger.error(..) end`
        "if" | "unless" => ruby_log_only_if(st, var, cx, s)?,
        "return" => {
            let value = st.named_child(0).and_then(|a| {
                if a.kind_name() == "argument_list" {
                    a.named_child(0)
                } else {
                    Some(a)
                }
            });
            match value {
                None => s.outcome = Outcome::Bare("nil"),
                Some(v) if is_default_value(v, cx) => {
                    s.outcome = Outcome::Returns(cx.text_of(v).to_string());
                }
                Some(_) => return None,
            }
        }
        "next" => {
            let value = st.named_child(0);
            if value.is_some_and(|v| !is_default_value(v, cx) || mentions(v, var, cx)) {
                return None;
            }
            s.outcome = Outcome::Skips;
        }
        "parenthesized_statements" if st.named_child_count() == 0 => {}
        _ if is_default_value(st, cx) => {
            if last {
                s.outcome = Outcome::Returns(cx.text_of(st).to_string());
            }
        }
        _ => return None,
    }
    Some(())
}

/// A Ruby `if`/`unless`/`elsif` whose branches only log.
fn ruby_log_only_if<'t>(
    st: Node<'t>,
    var: Option<&'t str>,
    cx: &Cx<'_, 't>,
    s: &mut Swallow<'t>,
) -> Option<()> {
    if !is_log_local_value(st.field("condition")?, cx) {
        return None;
    }
    for field in ["consequence", "alternative"] {
        let Some(b) = st.field(field) else {
            continue;
        };
        if b.kind_name() == "elsif" {
            ruby_log_only_if(b, var, cx, s)?;
            continue;
        }
        log_only_branch(s, |inner| {
            for st in named_statements(b) {
                ruby_statement(st, false, var, cx, inner)?;
            }
            Some(())
        })?;
    }
    Some(())
}

/// A Python `if`/`elif` whose branches only log.
fn py_log_only_if<'t>(
    st: Node<'t>,
    var: Option<&'t str>,
    cx: &Cx<'_, 't>,
    s: &mut Swallow<'t>,
) -> Option<()> {
    if let Some(cond) = st.field("condition")
        && !is_log_local_value(cond, cx)
    {
        return None;
    }
    let mut branches = Vec::new();
    if let Some(b) = st.field("consequence").or_else(|| st.field("body")) {
        branches.push(b);
    }
    let mut c = st.walk();
    for alt in st.children_by_field_name("alternative", &mut c) {
        match alt.kind_name() {
            "elif_clause" => py_log_only_if(alt, var, cx, s)?,
            _ => branches.push(alt.field("body")?),
        }
    }
    for b in branches {
        log_only_branch(s, |inner| {
            for st in named_statements(b) {
                py_statement(st, var, cx, inner)?;
            }
            Some(())
        })?;
    }
    Some(())
}

/// Runs `walk` on one branch of a conditional in a handler: the branch may
/// only log (and compute what it logs). A return or skip inside a branch is
/// a decision about the error, not a plain swallow.
fn log_only_branch<'t>(
    s: &mut Swallow<'t>,
    walk: impl FnOnce(&mut Swallow<'t>) -> Option<()>,
) -> Option<()> {
    let mut inner = Swallow {
        logs: Vec::new(),
        locals: Vec::new(),
        outcome: Outcome::FallsThrough,
    };
    walk(&mut inner)?;
    if !matches!(inner.outcome, Outcome::FallsThrough) {
        return None;
    }
    s.logs.extend(inner.logs);
    s.locals.extend(inner.locals);
    Some(())
}

/// A value a handler may compute on the way to a log line (a message, a
/// level, a condition): nothing in it waits, assigns, raises or reports the
/// error elsewhere.
fn is_log_local_value(value: Node<'_>, cx: &Cx<'_, '_>) -> bool {
    let family = cx.family();
    !ast::any_descendant(value, &mut |n| match n.kind_name() {
        "await_expression"
        | "await"
        | "yield_expression"
        | "yield"
        | "assignment_expression"
        | "augmented_assignment_expression"
        | "assignment"
        | "augmented_assignment"
        | "operator_assignment"
        | "named_expression"
        | "lambda"
        | "arrow_function"
        | "function_expression"
        | "new_expression" => true,
        k if ast::is_call(k, family) => {
            let callee = match family {
                Family::Ruby => {
                    let (recv, method) = ast::ruby_receiver_and_method(n, cx.text);
                    if matches!(method, "raise" | "fail" | "retry") {
                        return true;
                    }
                    format!("{recv}.{method}")
                }
                _ => n
                    .field("function")
                    .map_or(String::new(), |f| cx.text_of(f).to_string()),
            };
            crate::semantics::errors::mentions_error_reporter(&callee)
        }
        _ => false,
    })
}

fn py_statement<'t>(
    st: Node<'t>,
    var: Option<&'t str>,
    cx: &Cx<'_, 't>,
    s: &mut Swallow<'t>,
) -> Option<()> {
    match st.kind_name() {
        "pass_statement" => {}
        "expression_statement" => {
            let expr = st.named_child(0)?;
            match expr.kind_name() {
                "call" if is_log_call(expr, cx) => s.logs.push(expr),
                // `level = INFO if ... else ERROR`, then logged.
                "assignment" => {
                    let left = expr.field("left")?;
                    let right = expr.field("right")?;
                    if left.kind_name() != "identifier"
                        || expr.field("type").is_some()
                        || !is_log_local_value(right, cx)
                    {
                        return None;
                    }
                    s.locals.push((cx.text_of(left), right));
                }
                // docstring-like strings and `...`
                "string" | "ellipsis" => {}
                _ => return None,
            }
        }
        "return_statement" => match st.named_child(0) {
            None => s.outcome = Outcome::Bare("None"),
            Some(v) if is_default_value(v, cx) && !mentions(v, var, cx) => {
                s.outcome = Outcome::Returns(cx.text_of(v).to_string());
            }
            Some(_) => return None,
        },
        "continue_statement" => s.outcome = Outcome::Skips,
        "if_statement" => py_log_only_if(st, var, cx, s)?,
        _ => return None,
    }
    Some(())
}

/// A logging/printing call (`console.error(e)`, `Rails.logger.warn(...)`,
/// `logger.exception(...)`, `puts e.message`, `opoo "..."`).
fn is_log_call(call: Node<'_>, cx: &Cx<'_, '_>) -> bool {
    let callee = match cx.family() {
        Family::Js | Family::Python => call
            .field("function")
            .map(|f| cx.text_of(f).replace("?.", ".")),
        Family::Ruby => {
            let method = call.field("method").map(|m| cx.text_of(m));
            match (call.field("receiver"), method) {
                (Some(r), Some(m)) => Some(format!("{}.{m}", cx.text_of(r))),
                (None, Some(m)) => Some(m.to_string()),
                _ => None,
            }
        }
    };
    let Some(callee) = callee else {
        return false;
    };
    if cx.family() == Family::Js && is_job_log_call(call, cx) {
        return true;
    }
    if callee.contains('\n') || callee.contains('(') {
        // `getLogger(__name__).warning(...)`: accept a factory call as receiver.
        let tail = callee.rsplit(')').next().unwrap_or("");
        let head = callee.split('(').next().unwrap_or("");
        return errors::is_log_callee(&format!("{head}{tail}"))
            || head.to_ascii_lowercase().ends_with("getlogger");
    }
    if errors::is_log_callee(&callee) {
        return own_method_reports(&callee, cx) != Some(true);
    }
    if cx.family() != Family::Ruby
        && !callee.contains('.')
        && errors::is_imported_logger(
            &callee,
            cx.facts,
            crate::model::knowledge::Eco::of(cx.family()),
        )
    {
        return true;
    }
    // A method of this file called on `self` (Ruby: also receiverless,
    // `log_failure(e)`) whose definition only logs is a log, whatever its
    // name (`translation_logger(msg, e)`, `self._note(e)`).
    let own = if callee.contains(['.', ':']) {
        callee
    } else if cx.family() == Family::Ruby {
        format!("self.{callee}")
    } else {
        return false;
    };
    own_method_reports(&own, cx) == Some(false)
}

/// `self._log_alert(e, ...)`, `this.logFailure(err)`: a method of the
/// project named like a logger is taken as one from its name, unless its
/// definition in the file is found and does more than log (stores an alert
/// record for operators, notifies someone): then the handler reports the
/// error to someone and does not swallow it. `None` when the definition is
/// not in the file.
fn own_method_reports(callee: &str, cx: &Cx<'_, '_>) -> Option<bool> {
    let (receiver, method) = callee.rsplit_once('.')?;
    if !matches!(receiver, "this" | "self") {
        return None;
    }
    let family = cx.family();
    let body = ast::function_named(cx.root, method, family, cx.text)?.field("body")?;
    // An empty method (or `pass`, a docstring) is a hook for subclasses,
    // not a logger.
    if !ast::any_descendant(body, &mut |n| ast::is_call(n.kind_name(), family)) {
        return None;
    }
    // A logger wrapper calling another (or itself) is followed two levels.
    thread_local!(static DEPTH: std::cell::Cell<u8> = const { std::cell::Cell::new(0) });
    if DEPTH.get() >= 2 {
        return None;
    }
    DEPTH.set(DEPTH.get() + 1);
    let reports = !only_logs(body, cx);
    DEPTH.set(DEPTH.get() - 1);
    Some(reports)
}

/// A function body whose statements only log (and compute what they log,
/// choose the level in an `if`, or return nothing).
fn only_logs(body: Node<'_>, cx: &Cx<'_, '_>) -> bool {
    let family = cx.family();
    let call_only_logs = |call: Node<'_>| is_log_call(call, cx);
    named_statements(body).into_iter().all(|st| {
        let inner = match st.kind_name() {
            "expression_statement" => st.named_child(0).unwrap_or(st),
            _ => st,
        };
        match inner.kind_name() {
            "string" | "ellipsis" | "pass_statement" | "empty_statement" => true,
            k if ast::is_call(k, family) => {
                let inner = ast::unwrap_expr(inner);
                ast::is_call(inner.kind_name(), family) && call_only_logs(inner)
            }
            "await_expression" => inner
                .named_child(0)
                .is_some_and(|c| ast::is_call(c.kind_name(), family) && call_only_logs(c)),
            "assignment" | "lexical_declaration" | "variable_declaration" => {
                is_log_local_value(inner, cx) && !has_constructor_call(inner, cx)
            }
            "return_statement" | "return" => inner.named_child_count() == 0,
            "if_statement" | "if" | "unless" | "elif_clause" | "elsif" => {
                branches_only_log(inner, cx)
            }
            "block" | "statement_block" | "then" | "else" | "else_clause" => only_logs(inner, cx),
            _ => false,
        }
    })
}

/// Every branch of an `if` only logs; the condition computes nothing else.
fn branches_only_log(st: Node<'_>, cx: &Cx<'_, '_>) -> bool {
    let condition = st.field("condition");
    if condition.is_some_and(|c| !is_log_local_value(c, cx)) {
        return false;
    }
    let mut c = st.walk();
    let branches: Vec<Node<'_>> = st
        .named_children(&mut c)
        .filter(|b| Some(*b) != condition && b.kind_name() != "comment")
        .collect();
    branches.iter().all(|b| match b.kind_name() {
        "elif_clause" | "elsif" => branches_only_log(*b, cx),
        _ => only_logs(*b, cx),
    })
}

/// A call in `node` that builds a record or object (`Alert(...)`,
/// `new Notice(...)`, `Alert.new(...)`): not a value computed for a log line.
fn has_constructor_call(node: Node<'_>, cx: &Cx<'_, '_>) -> bool {
    let family = cx.family();
    ast::any_descendant(node, &mut |n| {
        if n.kind_name() == "new_expression" {
            return true;
        }
        if !ast::is_call(n.kind_name(), family) {
            return false;
        }
        match family {
            Family::Ruby => ast::call_method_name(n, family, cx.text) == Some("new"),
            Family::Python => n
                .field("function")
                .map(|f| cx.text_of(f).rsplit('.').next().unwrap_or(""))
                .is_some_and(|last| last.starts_with(char::is_uppercase)),
            Family::Js => false,
        }
    })
}

/// A job framework's own log (`job.log(...)` in a BullMQ processor): the
/// receiver is a parameter typed with the framework's job class, or the first
/// parameter of the processor passed to its worker constructor
/// (`job-log-sinks`: `package:Name:method`).
fn is_job_log_call(call: Node<'_>, cx: &Cx<'_, '_>) -> bool {
    let Some(f) = call
        .field("function")
        .filter(|f| f.kind_name() == "member_expression")
    else {
        return false;
    };
    let (Some(object), Some(property)) = (
        f.field("object").filter(|o| o.kind_name() == "identifier"),
        f.field("property"),
    ) else {
        return false;
    };
    let (recv, method) = (cx.text_of(object), cx.text_of(property));
    let sinks =
        crate::model::knowledge::list(crate::model::knowledge::Eco::Javascript, "job-log-sinks");
    // `Name` imported from `package` under a local alias.
    let imported = |local: &str, package: &str, name: &str| {
        cx.facts.imports.get(local).is_some_and(|m| m == package)
            && cx
                .facts
                .import_names
                .get(local)
                .map_or(local, String::as_str)
                == name
    };
    // The function that declares `recv` as a parameter.
    let mut cur = ast::enclosing_function(call, Family::Js);
    while let Some(func) = cur {
        let params: Vec<Node<'_>> = match func.field("parameter") {
            Some(p) => vec![p],
            None => func
                .field("parameters")
                .map(|ps| {
                    let mut c = ps.walk();
                    ps.named_children(&mut c).collect()
                })
                .unwrap_or_default(),
        };
        let declared = params.iter().position(|p| {
            let pattern = p.field("pattern").unwrap_or(*p);
            pattern.kind_name() == "identifier" && cx.text_of(pattern) == recv
        });
        if let Some(index) = declared {
            let ty = params[index]
                .field("type")
                .and_then(|t| crate::semantics::bindings::clean_type(cx.text_of(t)));
            let ctor = crate::semantics::parents::parent(func)
                .filter(|a| a.kind_name() == "arguments")
                .and_then(crate::semantics::parents::parent)
                .filter(|n| n.kind_name() == "new_expression")
                .and_then(|n| n.field("constructor"))
                .map(|c| cx.text_of(c));
            return sinks.iter().any(|entry| {
                let mut parts = entry.splitn(3, ':');
                let (Some(package), Some(name), Some(m)) =
                    (parts.next(), parts.next(), parts.next())
                else {
                    return false;
                };
                m == method
                    && (ty.as_deref().is_some_and(|t| imported(t, package, name))
                        || (index == 0 && ctor.is_some_and(|c| imported(c, package, name))))
            });
        }
        cur = ast::enclosing_function(func, Family::Js);
    }
    false
}

/// A literal default: `nil`/`None`/`null`/`undefined`, booleans, numbers,
/// plain strings, and arrays/objects/hashes/dicts made only of those.
fn is_default_value(node: Node<'_>, cx: &Cx<'_, '_>) -> bool {
    let node = ast::unwrap_expr(node);
    match node.kind_name() {
        "null" | "undefined" | "true" | "false" | "number" | "nil" | "none" | "integer"
        | "float" | "simple_symbol" => true,
        "identifier" => matches!(cx.text_of(node), "undefined" | "None" | "nil"),
        "string" => !ast::any_descendant(node, &mut |n| {
            matches!(n.kind_name(), "interpolation" | "template_substitution")
        }),
        "template_string" => {
            !ast::any_descendant(node, &mut |n| n.kind_name() == "template_substitution")
        }
        "unary_expression" | "unary_operator" | "unary" => {
            node.named_child(0).is_some_and(|c| is_default_value(c, cx))
        }
        "array" | "list" | "tuple" | "set" | "object" | "hash" | "dictionary" => {
            let mut c = node.walk();
            node.named_children(&mut c)
                .all(|child| match child.kind_name() {
                    "pair" => {
                        let key = child.field("key").map(|k| cx.text_of(k));
                        let value = child.field("value").map(|v| cx.text_of(v));
                        // `{ ok: false }`, `{ success: false }`: a result that marks
                        // the failure, which callers can tell from a success.
                        let marks_failure = key.is_some_and(is_outcome_key)
                            && value.is_some_and(|v| matches!(v, "false" | "False"));
                        !marks_failure
                            && !key.is_some_and(is_error_key)
                            && child
                                .field("value")
                                .is_some_and(|v| is_default_value(v, cx))
                    }
                    "comment" => true,
                    _ => is_default_value(child, cx),
                })
        }
        "call" if cx.family() == Family::Python => {
            matches!(cx.text_of(node), "dict()" | "list()" | "set()" | "tuple()")
        }
        _ => false,
    }
}

/// An object key that says whether the operation succeeded (`ok`,
/// `success`: `outcome-result-keys`).
fn is_outcome_key(key: &str) -> bool {
    is_result_key(key, "outcome-result-keys")
}

/// An object key that carries an error to the caller (`{ error: "..." }`:
/// `error-result-keys`).
fn is_error_key(key: &str) -> bool {
    is_result_key(key, "error-result-keys")
}

fn is_result_key(key: &str, table: &str) -> bool {
    let key = key
        .trim_matches(|c| c == '"' || c == '\'' || c == ':')
        .to_ascii_lowercase();
    crate::model::knowledge::list(crate::model::knowledge::Eco::Common, table)
        .contains(&key.as_str())
}

/// True when `node` references the error variable.
fn mentions(node: Node<'_>, var: Option<&str>, cx: &Cx<'_, '_>) -> bool {
    let Some(var) = var else {
        return false;
    };
    cx.text_of(node) == var
        || ast::any_descendant(node, &mut |n| {
            n.kind_name() == "identifier" && cx.text_of(n) == var
        })
}

// ---------------------------------------------------------------------------
// What the handler protects

/// The first outbound call in the protected code (nested callbacks included:
/// they run inside the `try`).
/// Also says whether API-like calls on caches/databases were seen (and skipped).
fn first_outbound<'t>(
    protected: &[Node<'t>],
    awaited_only: bool,
    cx: &Cx<'_, 't>,
) -> (Option<(Node<'t>, clients::Outbound)>, bool) {
    let family = cx.family();
    let local_store = protected
        .first()
        .is_some_and(|p| in_local_store_class(*p, cx))
        || protected.iter().any(|p| {
            let t = cx.text_of(*p);
            t.contains("redis") || t.contains("Redis") || t.contains("cache.client")
        });
    let mut cache = false;
    // The calls of the file in document order and their classification are
    // computed once per file: nested handlers ask about the same calls, and
    // walking every handler's whole protected block would be quadratic.
    let calls = crate::semantics::parents::file_fact(
        crate::semantics::parents::question::CALLS_IN_ORDER,
        || calls_in_order(cx),
    );
    let classified = crate::semantics::parents::file_fact(
        crate::semantics::parents::question::OUTBOUND_BY_RANGE,
        || {
            std::cell::RefCell::new(std::collections::HashMap::<
                (usize, usize),
                Option<clients::Outbound>,
            >::new())
        },
    );
    let mut outbound = |n: Node<'t>| {
        if !ast::is_call(n.kind_name(), family) || n.kind_name() == "new_expression" {
            return None;
        }
        let key = (n.start_byte(), n.end_byte());
        let known = classified.borrow().get(&key).cloned();
        let o = match known {
            Some(o) => o,
            None => {
                let o = clients::outbound_call(cx, n);
                classified.borrow_mut().insert(key, o.clone());
                o
            }
        }?;
        if o.kind == clients::CallKind::Sdk && o.method() == "new" {
            // `Notifications::Client.new(key)` builds the SDK's client; the
            // request is the call made on it.
            return None;
        }
        if o.contained {
            // The callee catches every failure itself: none reaches here.
            return None;
        }
        if o.kind == clients::CallKind::ApiLike {
            if local_store || is_cache_receiver(&o.display) {
                cache = true;
                return None;
            }
            if is_loop_item(n, cx) {
                return None;
            }
        }
        Some((n, o))
    };
    for p in protected {
        let (start, end) = (p.start_byte(), p.end_byte());
        let first = calls.partition_point(|(s, _)| *s < start);
        for &(s, e) in calls[first..].iter().take_while(|(s, _)| *s < end) {
            if e > end {
                continue;
            }
            let Some(node) = call_at(cx, s, e) else {
                continue;
            };
            if awaited_only && !awaited_within(node, *p, family) {
                // A promise that is not awaited rejects past the `catch`.
                continue;
            }
            if crate::semantics::containment::caught_within(node, *p, family, cx.text) {
                // A nested handler takes its failure first.
                continue;
            }
            if let Some(found) = outbound(node) {
                return (Some(found), cache);
            }
        }
    }
    (None, cache)
}

/// Whether a JS call's promise is awaited inside `block`: an `await` (or
/// `yield`) lies between `block` and the outermost function boundary the
/// call sits in below it (`await Promise.all(xs.map(x => api.post(x)))`
/// is; `xs.forEach(async x => await api.post(x))` and a bare `api.post(x)`
/// are not).
fn awaited_within(call: Node<'_>, block: Node<'_>, family: Family) -> bool {
    // `await client.get<T>(url)` parses as a call of `await client.get<T>`.
    let mut awaited = call
        .field("function")
        .is_some_and(|f| f.kind_name() == "await_expression");
    // Only the outermost `await` or function below `block` decides: climb
    // from one to the next (memoised per node, so a call under hundreds of
    // nested handlers costs one climb, not one per handler).
    let is_await = |k: &str| matches!(k, "await_expression" | "yield_expression");
    let below = |n: Node<'_>| {
        n != block && block.start_byte() <= n.start_byte() && n.end_byte() <= block.end_byte()
    };
    let mut cur = call;
    while let Some(m) = parents::enclosing(
        cur,
        parents::question::AWAIT_OR_FUNCTION + family as u8,
        |k| is_await(k) || ast::is_function(k, family),
    )
    .filter(|m| below(*m))
    {
        awaited = is_await(m.kind_name());
        cur = m;
    }
    awaited
}

/// Byte ranges of every call of the file (not `new`), in document order
/// (an enclosing call before the calls inside it).
fn calls_in_order(cx: &Cx<'_, '_>) -> Vec<(usize, usize)> {
    static CALLS: std::sync::LazyLock<parents::KindSet> = std::sync::LazyLock::new(|| {
        parents::KindSet::new(|k, family| ast::is_call(k, family) && k != "new_expression")
    });
    let family = cx.family();
    let mut out = Vec::new();
    // Every node of the tree, in document order (from the file's table).
    parents::preorder_of(cx.root, &CALLS, &mut |n| {
        if ast::is_call(n.kind_name(), family) && n.kind_name() != "new_expression" {
            out.push((n.start_byte(), n.end_byte()));
        }
        std::ops::ControlFlow::Continue(())
    });
    out.sort_by_key(|&(s, e)| (s, std::cmp::Reverse(e)));
    out
}

/// The call node spanning exactly `start..end`.
fn call_at<'t>(cx: &Cx<'_, 't>, start: usize, end: usize) -> Option<Node<'t>> {
    let family = cx.family();
    let mut n = parents::descendant_for_byte_range(cx.root, start, end)?;
    loop {
        if ast::is_call(n.kind_name(), family) && n.start_byte() == start && n.end_byte() == end {
            return Some(n);
        }
        if n.start_byte() < start || n.end_byte() > end {
            return None;
        }
        n = crate::semantics::parents::parent(n)?;
    }
}

/// `for (const client of oauthClients) client.rotate()`: the receiver is an
/// item of a collection (a record named `client`), not an API client.
fn is_loop_item(call: Node<'_>, cx: &Cx<'_, '_>) -> bool {
    let family = cx.family();
    let receiver = match family {
        Family::Ruby => call.field("receiver"),
        _ => call.field("function").and_then(|f| f.field("object")),
    };
    let Some(receiver) = receiver.filter(|r| r.kind_name() == "identifier") else {
        return false;
    };
    let name = cx.text_of(receiver);
    let mut cur = crate::semantics::parents::parent(call);
    while let Some(n) = cur {
        if ast::is_function(n.kind_name(), family) {
            return false;
        }
        if matches!(n.kind_name(), "for_in_statement" | "for_statement" | "for")
            && n.field("left")
                .or_else(|| n.field("pattern"))
                .is_some_and(|l| {
                    let t = cx.text_of(l);
                    t == name || t.ends_with(&format!(" {name}"))
                })
        {
            return true;
        }
        cur = crate::semantics::parents::parent(n);
    }
    false
}

/// Inside a class that wraps a cache or database (`RedisCacheAdapter`,
/// `PostgresStorageAdapter`): its `this.client` is not a remote API.
fn in_local_store_class(node: Node<'_>, cx: &Cx<'_, '_>) -> bool {
    ast::enclosing_class(node, cx.family())
        .and_then(|c| c.field("name"))
        .is_some_and(|n| crate::semantics::names::is_datastore_name(cx.text_of(n)))
}

/// A handler inside a `finally`/`ensure` block: best-effort cleanup.
fn in_cleanup(h: &Handler<'_>, cx: &Cx<'_, '_>) -> bool {
    let family = cx.family();
    let mut cur = crate::semantics::parents::parent(h.node);
    while let Some(n) = cur {
        if ast::is_function(n.kind_name(), family) {
            return false;
        }
        if matches!(n.kind_name(), "finally_clause" | "ensure") {
            return true;
        }
        cur = crate::semantics::parents::parent(n);
    }
    false
}

/// True when every protected statement is a cleanup call.
fn is_cleanup_only(protected: &[Node<'_>], cx: &Cx<'_, '_>) -> bool {
    let family = cx.family();
    every_protected_call(protected, cx, |call| {
        (ast::call_method_name(call, family, cx.text)
            .is_some_and(|m| knowledge::list(Eco::Common, "cleanup-methods").contains(&m))
            && !issues_request(call, cx))
            // `await client.quit(); logger.info('closed')`
            || (family == Family::Js && is_log_call(call, cx))
    })
}

/// The call that removes or undoes something, when every protected
/// statement is such a call or a log line (`self.s3.delete_object(bucket,
/// key)`, `self.repository.rollback_transaction()`): the method's first
/// word is an `undo-verbs` word. Its failure leaves something behind; the
/// work it tidies after is already done, or already failed.
fn undoes_only<'t>(protected: &[Node<'t>], cx: &Cx<'_, 't>) -> Option<&'t str> {
    let family = cx.family();
    let verbs = knowledge::list(Eco::Common, "undo-verbs");
    let mut undo = None;
    let all = every_protected_call(protected, cx, |call| {
        if is_log_call(call, cx) {
            return true;
        }
        let Some(method) = ast::call_method_name(call, family, cx.text) else {
            return false;
        };
        let words = crate::semantics::names::name_words(method);
        let hit = words.first().is_some_and(|w| verbs.contains(&w.as_str()));
        if hit && undo.is_none() {
            undo = Some(method);
        }
        hit
    });
    all.then_some(undo).flatten()
}

/// The call in the protected code that acknowledges a queue message on
/// success (`message-ack-methods`: `msg.ack()`, `channel.basic_ack(...)`,
/// `sqs.delete_message(...)`; `.delete()` on a receiver named for a message,
/// `message-receivers`), when the handler acknowledges nothing: a failure
/// leaves the message on the queue, which delivers it again. Returns the
/// call's text.
fn acked_on_success<'t>(h: &Handler<'t>, cx: &Cx<'_, 't>) -> Option<&'t str> {
    let family = cx.family();
    let methods = knowledge::list(Eco::Common, "message-ack-methods");
    let receivers = knowledge::list(Eco::Common, "message-receivers");
    let acks = |call: Node<'_>| {
        let Some(method) = ast::call_method_name(call, family, cx.text) else {
            return false;
        };
        methods.contains(&method)
            || (method == "delete"
                && ast::call_receiver(call, family, cx.text)
                    .is_some_and(|r| receivers.contains(&r)))
    };
    let mut found = None;
    for part in &h.protected {
        // The part itself too (a Ruby body's statements are the calls).
        if found.is_none() && ast::is_call(part.kind_name(), family) && acks(*part) {
            found = Some(*part);
        }
        ast::walk(*part, &mut |n| {
            if found.is_none() && ast::is_call(n.kind_name(), family) && acks(n) {
                found = Some(n);
            }
            found.is_none()
        });
    }
    let call = found?;
    let mut in_handler = false;
    ast::walk(h.node, &mut |n| {
        if !h.protected.contains(&n) && ast::is_call(n.kind_name(), family) && acks(n) {
            in_handler = true;
        }
        !in_handler && !h.protected.contains(&n)
    });
    (!in_handler).then(|| cx.text_of(call))
}

/// The notice-sending method (`notice-methods`) when every remote call in
/// the protected code sends a notice to a person (`ses.send_email(...)`,
/// `client.send(new SendEmailCommand(...))`, `slack.chat_postMessage(...)`).
fn notice_only<'t>(protected: &[Node<'t>], cx: &Cx<'_, 't>) -> Option<&'t str> {
    let family = cx.family();
    let notices = knowledge::list(Eco::Common, "notice-methods");
    let normal = |name: &str| name.replace('_', "").to_ascii_lowercase();
    let mut found = None;
    let mut other = false;
    // Whether to look inside `n` (not at a remote call, which is judged).
    let mut visit = |n: Node<'t>| -> bool {
        if other {
            return false;
        }
        if !ast::is_call(n.kind_name(), family) || n.kind_name() == "new_expression" {
            return true;
        }
        let Some(out) = clients::outbound_call(cx, n) else {
            return true;
        };
        if out.method() == "new" || out.contained {
            return true;
        }
        let method = ast::call_method_name(n, family, cx.text).unwrap_or("");
        // `client.send(new SendEmailCommand(...))`: the command names it.
        let name = match sdk_command(n, cx) {
            Some(c) if method == "send" => c,
            _ => method,
        };
        if notices.contains(&normal(name).as_str()) {
            found.get_or_insert(name);
        } else {
            other = true;
        }
        false
    };
    for p in protected {
        // `walk` visits what is below `p`, not `p` itself.
        if visit(*p) {
            ast::walk(*p, &mut visit);
        }
    }
    found.filter(|_| !other)
}

/// True when every protected statement is a call (awaited or not) that
/// `pred` accepts.
fn every_protected_call<'t>(
    protected: &[Node<'t>],
    cx: &Cx<'_, 't>,
    mut pred: impl FnMut(Node<'t>) -> bool,
) -> bool {
    let family = cx.family();
    let mut stmts = Vec::new();
    for p in protected {
        match p.kind_name() {
            "statement_block" | "block" | "body_statement" | "begin_block" => {
                stmts.extend(named_statements(*p))
            }
            _ => stmts.push(*p),
        }
    }
    !stmts.is_empty()
        && stmts.iter().all(|st| {
            let mut node = *st;
            while matches!(
                node.kind_name(),
                "expression_statement" | "await_expression" | "await" | "parenthesized_expression"
            ) {
                match node.named_child(0) {
                    Some(n) => node = n,
                    None => break,
                }
            }
            ast::is_call(node.kind_name(), family) && pred(node)
        })
}

/// A call named like cleanup that issues a request: an HTTP client's verb or
/// a project method summarised as outbound (`client.release(id)` posting to
/// `/reservations/:id/release`). Releasing a reservation over the network is
/// business, not cleanup. A client's own `close`/`quit`/`disconnect` (an SDK
/// or a name-guessed receiver) stays cleanup.
fn issues_request(call: Node<'_>, cx: &Cx<'_, '_>) -> bool {
    clients::outbound_call(cx, call)
        .is_some_and(|o| matches!(o.kind, clients::CallKind::Http | clients::CallKind::Project))
}

/// A remote call named as a health probe or a telemetry send: a failed probe
/// answers "down", a lost metric is acceptable.
fn is_telemetry_send(outbound: Option<&(Node<'_>, clients::Outbound)>) -> bool {
    outbound.is_some_and(|(_, o)| {
        let display = o.display.as_str();
        let callee = display.split('(').next().unwrap_or(display);
        names_fire_and_forget(callee.rsplit('.').next().unwrap_or(callee))
    })
}

/// Protected code that only does bookkeeping around the real work: logger
/// set-up or a cache write (`this.setCache(k, v).catch(() => {})`).
fn is_bookkeeping_only(protected: &[Node<'_>], cx: &Cx<'_, '_>) -> bool {
    let mut stmts = Vec::new();
    for p in protected {
        match p.kind_name() {
            "statement_block" => stmts.extend(named_statements(*p)),
            _ => stmts.push(*p),
        }
    }
    !stmts.is_empty()
        && stmts.iter().all(|st| {
            let mut node = *st;
            while matches!(
                node.kind_name(),
                "expression_statement" | "await_expression" | "parenthesized_expression"
            ) {
                match node.named_child(0) {
                    Some(n) => node = n,
                    None => break,
                }
            }
            node.kind_name() == "call_expression"
                && node.field("function").is_some_and(|f| {
                    let callee = cx.text_of(f).to_ascii_lowercase();
                    !callee.contains('(') && (callee.contains("logger") || callee.contains("cache"))
                })
        })
}

/// Classes that mean "not there" rather than "failed": handling them with a
/// default is how absence is modelled.
fn is_absence_class(class: &str) -> bool {
    let last = last_segment(class);
    last.contains("NotFound")
        || last.contains("404")
        || last.contains("DoesNotExist")
        || last.contains("NoSuchKey")
        || last == "ResourceNotFound"
}

/// A cache or local store that happens to be called `*Client`
/// (`Redis.defaultClient.get`, `cacheService.fetch`): a failed cache read is
/// an optional miss, not lost remote work.
fn is_cache_receiver(display: &str) -> bool {
    crate::semantics::names::is_datastore_name(display)
}

/// Protected code that is optional by nature: only imports/requires, or a
/// JSON parse (a parse fallback).
fn is_optional_work(protected: &[Node<'_>], cx: &Cx<'_, '_>) -> bool {
    if protected.is_empty() {
        return false;
    }
    let mut json = false;
    let mut non_import = false;
    for p in protected {
        let stmts: Vec<Node<'_>> = match p.kind_name() {
            "statement_block" | "block" => named_statements(*p),
            _ => vec![*p],
        };
        for st in stmts {
            if !is_import(st, cx) {
                non_import = true;
            }
        }
        let mut check = |n: Node<'_>| {
            if ast::is_call(n.kind_name(), cx.family()) && is_json_parse(n, cx) {
                json = true;
            }
            !json
        };
        if check(*p) {
            ast::walk(*p, &mut check);
        }
    }
    json || !non_import
}

fn is_import(st: Node<'_>, cx: &Cx<'_, '_>) -> bool {
    match st.kind_name() {
        "import_statement" | "import_from_statement" | "future_import_statement" => true,
        "call" if cx.family() == Family::Ruby => st
            .field("method")
            .is_some_and(|m| matches!(cx.text_of(m), "require" | "require_relative" | "gem")),
        "expression_statement" | "lexical_declaration" | "variable_declaration" => {
            cx.text_of(st).contains("require(") || cx.text_of(st).contains("import(")
        }
        _ => false,
    }
}

fn is_json_parse(call: Node<'_>, cx: &Cx<'_, '_>) -> bool {
    let callee = ast::callee_path(call, cx.family(), cx.text);
    knowledge::list(Eco::Common, "json-parse-calls").contains(&callee.as_str())
        || (cx.family() == Family::Python
            && resolve_python_name(cx.facts, &callee).starts_with("json."))
}

/// A fall-through handler inside a loop whose protected code leaves the loop
/// on success: the loop tries again, nothing is swallowed.
fn is_retry_loop(h: &Handler<'_>, cx: &Cx<'_, '_>) -> bool {
    let family = cx.family();
    let mut in_loop = false;
    let mut cur = crate::semantics::parents::parent(h.node);
    while let Some(n) = cur {
        if ast::is_function(n.kind_name(), family) {
            break;
        }
        if matches!(
            n.kind_name(),
            "for_statement"
                | "for_in_statement"
                | "while_statement"
                | "do_statement"
                | "while"
                | "until"
                | "for"
                | "while_modifier"
                | "until_modifier"
        ) || (family == Family::Ruby && matches!(n.kind_name(), "do_block" | "block"))
        {
            in_loop = true;
            break;
        }
        cur = crate::semantics::parents::parent(n);
    }
    if !in_loop {
        return false;
    }
    h.protected.iter().any(|p| {
        matches!(
            p.kind_name(),
            "return" | "break" | "return_statement" | "break_statement"
        ) || ast::any_in_scope(*p, family, &mut |n| {
            matches!(
                n.kind_name(),
                "return" | "break" | "return_statement" | "break_statement"
            )
        })
    })
}

/// Ruby/Python: the handler sits in the body of a loop over items (`for x in
/// xs:`, `xs.each do |x|`) and falls through or skips to the next item. When
/// it logs, that is per-item isolation inside a batch, not the job boundary
/// swallowing every failure.
fn is_per_item_handler(h: &Handler<'_>, cx: &Cx<'_, '_>) -> bool {
    let family = cx.family();
    if family == Family::Js || !matches!(h.shape, Shape::Clause) {
        return false;
    }
    let mut cur = crate::semantics::parents::parent(h.node);
    while let Some(n) = cur {
        if ast::is_function(n.kind_name(), family) {
            return false;
        }
        match n.kind_name() {
            "for_statement" | "for" => return true,
            "do_block" | "block" if family == Family::Ruby => return iterating_block(n, cx),
            _ => {}
        }
        cur = crate::semantics::parents::parent(n);
    }
    false
}

// ---------------------------------------------------------------------------
// Message/job boundaries

/// `Class#method` when the handler sits in a message or job boundary, with
/// the framework registration that makes it one (`None`: the name says so,
/// nothing registers it).
fn boundary_name(node: Node<'_>, cx: &Cx<'_, '_>) -> Option<(String, Option<String>)> {
    let family = cx.family();
    let mut func = ast::enclosing_function(node, family)?;
    // Walk out of anonymous callbacks (`items.forEach(async (i) => ...)`).
    let mut name = ast::function_name(func, cx.text);
    while name.is_none() {
        if let Some(found) = job_processor(func, cx) {
            return Some(found);
        }
        func = ast::enclosing_function(func, family)?;
        name = ast::function_name(func, cx.text);
    }
    let name = name?;
    let class_node = ast::enclosing_class(func, family);
    let class = class_node
        .and_then(|c| c.field("name"))
        .map(|n| cx.text_of(n));
    let class_last = class.map(last_segment);
    let qualified = match class_last {
        Some(c) => format!("{c}#{name}"),
        None => name.to_string(),
    };
    if family == Family::Python && is_task_function(func, cx) {
        return Some((qualified, Some("a task decorator".to_string())));
    }
    if BOUNDARY_METHOD.is_match(name) || class_last.is_some_and(|c| BOUNDARY_CLASS.is_match(c)) {
        // The registration must be this class's (`include Sidekiq::Job`,
        // `< ApplicationJob`, `@Processor(...)` on it), not another one's in
        // the same file.
        let scope = class_node.map_or(cx.text, |c| {
            let c = parents::parent(c)
                .filter(|p| p.kind_name() == "export_statement")
                .unwrap_or(c);
            cx.text_of(c)
        });
        // A method the class's own code calls is a helper of the job's
        // entry point (`perform` calls `process_track`): its failure is
        // one step of the job, not the message's fate.
        if class_node.is_some() && called_in(scope, name, family) {
            return None;
        }
        let registration =
            crate::model::exec::job_registration(family, scope).map(|r| r.trim().to_string());
        return Some((qualified, registration));
    }
    None
}

/// `scope` calls `name` somewhere other than its definition (the same test
/// as for callers in other files, `model::callers::is_call`).
/// Ruby also calls a method of its own class bare, as a statement
/// (`recover_stale_exports` on a line of its own).
fn called_in(scope: &str, name: &str, family: Family) -> bool {
    scope.match_indices(name).any(|(pos, _)| {
        let end = pos + name.len();
        if crate::model::callers::is_call(scope, pos, end, family) {
            return true;
        }
        let line_start = scope[..pos].rfind('\n').map_or(0, |i| i + 1);
        let rest = scope[end..].split('\n').next().unwrap_or("");
        family == Family::Ruby
            && scope[line_start..pos].trim().is_empty()
            && (rest.trim().is_empty()
                || rest.starts_with(' ') && !rest.trim_start().starts_with('='))
    })
}

/// The processor callback of a job-processor constructor imported from its
/// package (`job-processor-constructors`: `new Worker(queue, async (job) =>
/// ...)` from `bullmq`).
fn job_processor(func: Node<'_>, cx: &Cx<'_, '_>) -> Option<(String, Option<String>)> {
    if cx.family() != Family::Js {
        return None;
    }
    let ctor = crate::semantics::parents::parent(func)
        .filter(|a| a.kind_name() == "arguments")
        .and_then(crate::semantics::parents::parent)
        .filter(|n| n.kind_name() == "new_expression")
        .and_then(|n| n.field("constructor"))
        .filter(|c| c.kind_name() == "identifier")?;
    let local = cx.text_of(ctor);
    let package = cx.facts.imports.get(local)?;
    let name = cx
        .facts
        .import_names
        .get(local)
        .map_or(local, String::as_str);
    crate::model::knowledge::list(
        crate::model::knowledge::Eco::Javascript,
        "job-processor-constructors",
    )
    .iter()
    .any(|e| e.split_once(':') == Some((package.as_str(), name)))
    .then(|| {
        (
            format!("{local} processor"),
            Some(format!("new {local}(...) from `{package}`")),
        )
    })
}

/// A Python task that declares retries by error class
/// (`@app.task(autoretry_for=(Exception,))`) around a handler that catches
/// such a class and ends without raising (or calling `self.retry`): the
/// retry the task asks for never runs; likewise a function a retry
/// decorator retries by exception class (`retry_decorator`). The function's
/// name, the marker, and what it is (`task` or `function`).
fn defeats_own_retry(
    h: &Handler<'_>,
    class_names: &[String],
    catch_all: bool,
    cx: &Cx<'_, '_>,
) -> Option<(String, String, &'static str)> {
    if cx.family() == Family::Ruby {
        return defeats_active_job_retry(h, class_names, catch_all, cx);
    }
    if cx.family() != Family::Python {
        return None;
    }
    let func = ast::enclosing_function(h.node, Family::Python)?;
    let decorated = parents::parent(func).filter(|p| p.kind_name() == "decorated_definition")?;
    let (marker, retried, what) = if is_task_function(func, cx) {
        let marker = celery_autoretry(decorated, cx)?;
        let retried: Vec<String> = marker
            .split_once('=')
            .map_or("", |(_, v)| v)
            .split(|c: char| matches!(c, ',' | '(' | ')' | '[' | ']') || c.is_whitespace())
            .filter(|w| !w.is_empty())
            .map(str::to_string)
            .collect();
        (marker, retried, "task")
    } else {
        let (marker, retried) = crate::semantics::retry_decorators::retried_classes(decorated, cx)?;
        (marker, retried, "function")
    };
    let retried: Vec<&str> = retried.iter().map(String::as_str).collect();
    // A catch-all takes every class the task retries; a narrower clause
    // defeats the retry only for a class the task names itself (one that
    // picks out a validation error under `autoretry_for=(Exception,)`
    // keeps it from a pointless retry).
    // A catch-all defeats a retry of every error or of network failures;
    // a project class the task raises to ask for a retry
    // (`autoretry_for=(AutoRetryException,)`) may never reach it.
    // Under a retry of every error, a clause that names network failures
    // takes them from the retry too.
    let retries_all = retried
        .iter()
        .any(|r| matches!(last_segment(r), "Exception" | "BaseException"));
    let covered = (catch_all
        && (retries_all || retried.iter().any(|r| errors::is_network_error_class(r))))
        || (!class_names.is_empty()
            && class_names.iter().all(|c| {
                retried.iter().any(|r| last_segment(r) == last_segment(c))
                    || (retries_all && errors::is_network_error_class(c))
            }));
    if !covered {
        return None;
    }
    // The handler passes the failure on: a `raise`, or the task's own retry.
    let body = h.body?;
    let var = h.var;
    let passes_on = ast::any_descendant(body, &mut |n| {
        n.kind_name() == "raise_statement"
            || (n.kind_name() == "call" && cx.text_of(n).contains(".retry("))
            || var.is_some_and(|v| hands_error_to_raiser(n, v, cx))
    });
    if passes_on {
        return None;
    }
    // The task ends with the handler: work after it is a designed
    // degradation (`status = "indeterminate"` and go on).
    let returns = ast::any_descendant(body, &mut |n| n.kind_name() == "return_statement");
    if !returns && !matches!(what_follows(h, cx), Follows::Nothing) {
        return None;
    }
    let name = ast::function_name(func, cx.text)?;
    Some((name.to_string(), marker, what))
}

/// Ruby: a `rescue` in an ActiveJob's `perform` whose class declares
/// `retry_on` for what the rescue takes (`retry_on StandardError` covers
/// every application error), and that neither raises again nor calls
/// `retry_job`: the job ends as if it had succeeded, and the retry it
/// declares never runs.
fn defeats_active_job_retry(
    h: &Handler<'_>,
    class_names: &[String],
    catch_all: bool,
    cx: &Cx<'_, '_>,
) -> Option<(String, String, &'static str)> {
    let method = ast::enclosing_function(h.node, Family::Ruby)?;
    let name = ast::function_name(method, cx.text)?;
    if !knowledge::list(Eco::Ruby, "job-perform-methods").contains(&name) {
        return None;
    }
    let mut class = parents::parent(method);
    while let Some(c) = class {
        if c.kind_name() == "class" {
            break;
        }
        class = parents::parent(c);
    }
    let class = class?;
    // `retry_on A, B, wait: ..., attempts: 5` lines of the class body.
    let declarations = knowledge::list(Eco::Ruby, "job-retry-declarations");
    let mut retried: Vec<&str> = Vec::new();
    let mut marker = None;
    for line in cx.text_of(class).lines() {
        let line = line.trim();
        let Some(args) = declarations.iter().find_map(|d| {
            line.strip_prefix(d)
                .and_then(|rest| rest.strip_prefix([' ', '(']))
        }) else {
            continue;
        };
        marker.get_or_insert(line);
        retried.extend(
            args.trim_end_matches(')')
                .split(',')
                .map(str::trim)
                .take_while(|a| !a.contains(':') || a.contains("::"))
                .filter(|a| !a.is_empty()),
        );
    }
    let marker = marker?.trim_end_matches(',').to_string();
    let retries_all = retried
        .iter()
        .any(|r| crate::semantics::errors::RUBY_CATCH_ALL_CLASSES.contains(r));
    let covered = catch_all
        || retries_all
        || (!class_names.is_empty()
            && class_names
                .iter()
                .all(|c| retried.iter().any(|r| last_segment(r) == last_segment(c))));
    if !covered {
        return None;
    }
    let body = h.body?;
    let retry_calls = knowledge::list(Eco::Ruby, "job-retry-calls");
    let passes_on = ast::any_descendant(body, &mut |n| {
        exit_raises(n, cx)
            || match n.kind_name() {
                "identifier" => retry_calls.contains(&cx.text_of(n)),
                "call" => {
                    retry_calls.contains(&ast::callee_path(n, Family::Ruby, cx.text).as_str())
                }
                _ => false,
            }
    });
    if passes_on || !matches!(what_follows(h, cx), Follows::Nothing) {
        return None;
    }
    Some((name.to_string(), marker, "job"))
}

/// A Ruby `raise`/`fail` (bare or with arguments).
fn exit_raises(n: Node<'_>, cx: &Cx<'_, '_>) -> bool {
    crate::semantics::loops::exit_kind(n, Family::Ruby, cx.text)
        == Some(crate::semantics::loops::Exit::Raise)
}

/// The function around the handler is retried on what it returns
/// (tenacity's `retry_if_result`, backoff's `on_predicate`): the answer the
/// handler gives is the condition its retry reads, not a lost failure.
fn retried_on_result(h: &Handler<'_>, cx: &Cx<'_, '_>) -> bool {
    if cx.family() != Family::Python {
        return false;
    }
    let Some(decorated) = ast::enclosing_function(h.node, Family::Python)
        .and_then(parents::parent)
        .filter(|p| p.kind_name() == "decorated_definition")
    else {
        return false;
    };
    let mut c = decorated.walk();
    decorated.named_children(&mut c).any(|d| {
        d.kind_name() == "decorator" && {
            let text = cx.text_of(d);
            knowledge::list(Eco::Python, "result-retry-conditions")
                .iter()
                .any(|c| text.contains(c))
        }
    })
}

/// The `autoretry_for=...` option of a Celery task's decorator.
fn celery_autoretry(decorated: Node<'_>, cx: &Cx<'_, '_>) -> Option<String> {
    let mut c = decorated.walk();
    decorated.named_children(&mut c).find_map(|d| {
        let text = cx.text_of(d);
        let at = text.find("autoretry_for")?;
        let rest = &text[at..];
        // `autoretry_for=(A, B)` or `autoretry_for=[A]` or a single name.
        let end = match rest.find(['(', '[']) {
            Some(open) if rest[..open].trim_end().ends_with('=') => {
                let close = rest[open..].find([')', ']'])?;
                open + close + 1
            }
            _ => rest.find([',', ')']).unwrap_or(rest.len()),
        };
        Some(rest[..end].to_string())
    })
}

/// `n` is a call, not a log call, that hands the caught error `var` to a
/// function that may raise it again: one defined in this file whose body
/// raises, or one defined elsewhere (not known not to).
fn hands_error_to_raiser(n: Node<'_>, var: &str, cx: &Cx<'_, '_>) -> bool {
    if n.kind_name() != "call" {
        return false;
    }
    let Some(callee) = n.field("function").map(|f| cx.text_of(f)) else {
        return false;
    };
    if errors::is_log_callee(callee) {
        return false;
    }
    let hands = n.field("arguments").is_some_and(|args| {
        let mut c = args.walk();
        args.named_children(&mut c).any(|a| cx.text_of(a) == var)
    });
    if !hands {
        return false;
    }
    let name = last_segment(callee);
    let mut defined = false;
    let mut raises = false;
    ast::walk(cx.root, &mut |d| {
        if d.kind_name() == "function_definition" && ast::function_name(d, cx.text) == Some(name) {
            defined = true;
            raises |= ast::any_descendant(d, &mut |x| x.kind_name() == "raise_statement");
        }
        true
    });
    if defined {
        return raises;
    }
    // Not defined here: imported or a method of another object may raise
    // again; a builtin (`str(e)`, `repr(e)`) does not.
    callee.contains('.') || resolve_python_name(cx.facts, callee) != callee
}

/// A function decorated as a task (`job-registrations` decorators:
/// `@shared_task`, `@app.task(...)`, `@celery.task`, `@dramatiq.actor`).
fn is_task_function(func: Node<'_>, cx: &Cx<'_, '_>) -> bool {
    let Some(parent) = parents::parent(func).filter(|p| p.kind_name() == "decorated_definition")
    else {
        return false;
    };
    let mut c = parent.walk();
    parent.named_children(&mut c).any(|d| {
        if d.kind_name() != "decorator" {
            return false;
        }
        let text = cx.text_of(d).trim_start_matches('@');
        let head = text.split('(').next().unwrap_or(text).trim();
        crate::model::knowledge::list(crate::model::knowledge::Eco::Python, "job-registrations")
            .iter()
            .filter_map(|e| e.strip_prefix('@'))
            .map(|e| e.trim_end_matches('('))
            .any(|e| e == head || last_segment(e) == last_segment(head))
    })
}

// ---------------------------------------------------------------------------
// Messages

/// What the handler does with the error, e.g. "logs `e.response` only: the
/// HTTP status, URL and error class are lost".
fn describe_action(h: &Handler<'_>, s: &Swallow<'_>, cx: &Cx<'_, '_>) -> String {
    if s.logs.is_empty() {
        return "discards the error without logging it".into();
    }
    let (whole, parts) = logged_parts(h, s, cx);
    if whole {
        "only logs the error and does not pass it on".into()
    } else if !parts.is_empty() {
        let shown: Vec<String> = parts.iter().take(3).map(|p| format!("`{p}`")).collect();
        let body_only = parts.iter().all(|p| {
            let member = p.rsplit(['.', '(']).next().unwrap_or(p);
            matches!(member, "response" | "body" | "data" | "content" | "text")
                || p.contains(".response")
        });
        let lost = if body_only {
            "the HTTP status, URL and error class are lost"
        } else {
            "the error class and backtrace are lost"
        };
        format!("logs {} only: {lost}", shown.join(", "))
    } else {
        "logs a message without the error: the cause (status, error class) is lost".into()
    }
}

/// What the handler's log calls record: the whole error (the error object,
/// a traceback, `logger.exception`), and the parts of it they name.
fn logged_parts(h: &Handler<'_>, s: &Swallow<'_>, cx: &Cx<'_, '_>) -> (bool, Vec<String>) {
    let mut parts: Vec<String> = Vec::new();
    let mut whole = false;
    let mut status = false;
    let whole_parts = crate::model::knowledge::list(
        crate::model::knowledge::Eco::of(cx.family()),
        "whole-error-log-parts",
    );
    for log in &s.logs {
        if log.kind_name() == "member_expression" || log.kind_name() == "identifier" {
            // `.catch(console.error)` receives the error itself.
            whole = true;
        }
        for source in log_sources(*log, s, cx) {
            let text = cx.text_of(source);
            if whole_parts.iter().any(|p| text.contains(p)) {
                whole = true;
            }
            let Some(var) = h.var.or_else(|| promise_callback_param(h, cx)) else {
                continue;
            };
            ast::walk(source, &mut |n| {
                // `level = INFO if is_404(e) else ERROR`: the condition
                // chooses, it is not logged.
                if is_condition_of_choice(n, cx) {
                    return false;
                }
                // Structured logging passes the error itself: `{ error }`,
                // `{ err: e }`, `logger.error(err, "...")`.
                if n.kind_name() == "shorthand_property_identifier" && cx.text_of(n) == var {
                    whole = true;
                }
                if n.kind_name() == "identifier" && cx.text_of(n) == var {
                    if logs_response_status(n, cx) {
                        status = true;
                    }
                    match error_member(n, cx) {
                        Some(member) => {
                            if !parts.contains(&member) {
                                parts.push(member);
                            }
                        }
                        None => whole = true,
                    }
                }
                true
            });
        }
    }
    // The class and the message together (`e.class`, `e.message`;
    // `type(e).__name__`; `e.name`, `e.message`) name the failure.
    let names_class = parts.iter().any(|p| {
        let member = last_member(p);
        matches!(
            member,
            "class" | "name" | "__name__" | "__class__" | "inspect" | "full_message"
        ) || p.starts_with("type(")
            || p.contains("constructor.name")
    });
    // The message and the answer's status together (`err.message`,
    // `err.response.status`) say what failed and why: for a remote call
    // they are what the error class and backtrace would add.
    let names_message = parts.iter().any(|p| {
        let member = last_member(p);
        matches!(member, "message" | "to_s") || p.starts_with("str(") || p.starts_with("String(")
    });
    if names_class || (names_message && status) {
        whole = true;
    }
    (whole, parts)
}

/// The last member a logged part reads (`e.response.status` -> `status`,
/// `type(e).__name__` -> `__name__`).
fn last_member(part: &str) -> &str {
    part.rsplit(['.', '('])
        .next()
        .unwrap_or(part)
        .trim_end_matches(')')
}

/// The caught error `ident` is read down to its answer's status
/// (`err.response.status`, `e.response.status_code`, `error.statusCode`:
/// `response-status-fields`).
fn logs_response_status(ident: Node<'_>, cx: &Cx<'_, '_>) -> bool {
    let fields = crate::model::knowledge::list(
        crate::model::knowledge::Eco::of(cx.family()),
        "response-status-fields",
    );
    let mut cur = ident;
    while let Some(p) = crate::semantics::parents::parent(cur).filter(|p| {
        matches!(
            p.kind_name(),
            "member_expression" | "attribute" | "call" | "element_reference" | "subscript"
        ) && p
            .field("object")
            .or_else(|| p.field("receiver"))
            .or_else(|| p.field("value"))
            .or_else(|| p.named_child(0))
            == Some(cur)
    }) {
        // `e.response[:status]`, `e.response["status"]`: the key read.
        let key = match p.kind_name() {
            "element_reference" => p.named_child(1),
            "subscript" => p.field("subscript"),
            _ => None,
        };
        let name = p
            .field("property")
            .or_else(|| p.field("attribute"))
            .or_else(|| p.field("method"))
            .or(key)
            .map(|n| cx.text_of(n).trim_matches([':', '"', '\'']));
        if name.is_some_and(|n| fields.contains(&n)) {
            return true;
        }
        cur = p;
    }
    false
}

/// A log call and the values of the handler's locals it mentions (`const
/// reason = describe(e); console.error(reason)`): what the log records.
fn log_sources<'t>(log: Node<'t>, s: &Swallow<'t>, cx: &Cx<'_, 't>) -> Vec<Node<'t>> {
    let mut out = vec![log];
    let mut i = 0;
    while i < out.len() && out.len() < 16 {
        let node = out[i];
        for (name, value) in &s.locals {
            if !out.contains(value)
                && ast::any_descendant(node, &mut |n| {
                    n.kind_name() == "identifier" && cx.text_of(n) == *name
                })
            {
                out.push(*value);
            }
        }
        i += 1;
    }
    out
}

/// The condition of a conditional expression (`c ? a : b`, `a if c else b`).
fn is_condition_of_choice(n: Node<'_>, cx: &Cx<'_, '_>) -> bool {
    let Some(p) = crate::semantics::parents::parent(n) else {
        return false;
    };
    match p.kind_name() {
        "ternary_expression" | "conditional" => p.field("condition") == Some(n),
        "conditional_expression" if cx.family() == Family::Python => p.named_child(1) == Some(n),
        _ => false,
    }
}

/// The error parameter of a `.catch(err => ...)` callback.
fn promise_callback_param<'t>(h: &Handler<'t>, cx: &Cx<'_, 't>) -> Option<&'t str> {
    if h.shape != Shape::PromiseCatch {
        return None;
    }
    let f = h.body?;
    let p = f.field("parameter").or_else(|| {
        f.field("parameters")
            .and_then(|p| p.named_child(0))
            .and_then(|p| p.field("pattern").or(Some(p)))
    })?;
    (p.kind_name() == "identifier").then(|| cx.text_of(p))
}

/// `e.message`, `e.response`, `str(e)`, `e.to_s`: a part of the error.
fn error_member(ident: Node<'_>, cx: &Cx<'_, '_>) -> Option<String> {
    // `(e as Error).message`, `e!.message`: a cast or parentheses around the
    // error change its type, not which part of it is logged.
    let mut ident = ident;
    let mut parent = crate::semantics::parents::parent(ident)?;
    while matches!(
        parent.kind_name(),
        "as_expression"
            | "satisfies_expression"
            | "non_null_expression"
            | "type_assertion"
            | "parenthesized_expression"
    ) && parent.named_child(0) == Some(ident)
    {
        ident = parent;
        parent = crate::semantics::parents::parent(ident)?;
    }
    match parent.kind_name() {
        "member_expression" | "attribute" | "call"
            if parent.field("object").or_else(|| parent.field("receiver")) == Some(ident) =>
        {
            Some(cx.text_of(parent).to_string())
        }
        "argument_list" => {
            let call = crate::semantics::parents::parent(parent)?;
            let f = call.field("function")?;
            if matches!(cx.text_of(f), "str" | "repr") && cx.family() == Family::Python {
                Some(cx.text_of(call).to_string())
            } else {
                None
            }
        }
        // `${e}` / f"{e}" / "#{e}": the message only.
        "template_substitution" | "interpolation" => Some(match cx.family() {
            Family::Js => format!("String({})", cx.text_of(ident)),
            Family::Ruby => format!("{}.to_s", cx.text_of(ident)),
            Family::Python => format!("str({})", cx.text_of(ident)),
        }),
        _ => None,
    }
}

fn describe_outcome(outcome: &Outcome, remote: bool) -> String {
    match outcome {
        Outcome::Returns(v) => {
            let v = short(v);
            if remote {
                format!(
                    "and the caller receives `{v}`, so it cannot tell a network failure (timeout, 5xx, 403) from a genuine `{v}`"
                )
            } else {
                format!("and the caller receives `{v}` instead of the error")
            }
        }
        Outcome::Bare(v) if remote => format!(
            "and the caller receives `{v}`, so it cannot tell a network failure (timeout, 5xx, 403) from an empty result"
        ),
        Outcome::Bare(v) => format!("and the caller receives `{v}` instead of the error"),
        Outcome::FallsThrough => "and execution continues as if the work had succeeded".into(),
        Outcome::Skips => "and the item is skipped without the failure reaching the caller".into(),
    }
}

fn short(v: &str) -> String {
    let one: String = v.split_whitespace().collect::<Vec<_>>().join(" ");
    if one.chars().count() > 50 {
        one.chars().take(47).collect::<String>() + "..."
    } else {
        one
    }
}

// ---------------------------------------------------------------------------
// Who sees the failure?

/// Why a swallowed remote failure may be a designed degradation rather than a
/// lost one, or `None` when nobody can see it: the handler turns it into a
/// negative or empty answer (`false`, `{ isAuthorized: false }`, `null`), or
/// the function ends right after the handler as if the work had succeeded.
fn designed_degradation(h: &Handler<'_>, outcome: &Outcome, cx: &Cx<'_, '_>) -> Option<String> {
    if handles_each_failure_kind(h, cx) {
        return Some(
            "the `try` handles each kind of failure in its own clause: degrading on the ones it names is a deliberate choice".into(),
        );
    }
    if h.shape == Shape::PromiseCatch
        && matches!(outcome, Outcome::Returns(_))
        && promise_value_unused(h.node, cx)
    {
        return Some(
            "fire-and-forget: nobody receives the promise's fallback value, so only a log line is at stake".into(),
        );
    }
    if matches!(outcome, Outcome::Bare(_) | Outcome::FallsThrough)
        && let Some((caller, line)) = called_per_loop_item(h, cx)
        && !matches!(what_follows(h, cx), Follows::Returns(_))
    {
        return Some(format!(
            "the function is called once per item of a loop (`{caller}`, line {line}) and ends at the handler: isolating per-item failures is often deliberate"
        ));
    }
    let answer = match outcome {
        Outcome::Returns(v) => Some(v.clone()),
        Outcome::Bare(_) => None,
        Outcome::Skips => {
            return Some(
                "one item of a loop is skipped: isolating per-item failures is often deliberate"
                    .into(),
            );
        }
        Outcome::FallsThrough => match what_follows(h, cx) {
            Follows::Work => {
                return Some(
                    "the function carries on after the handler: the failed call may be a best-effort step the rest of the work does not need".into(),
                );
            }
            Follows::Nothing => None,
            Follows::Returns(v) => Some(v),
        },
    };
    match answer {
        Some(_) if returned_into_discarded_fan_out(h, cx) => Some(
            "the value is returned to a callback of a fan-out whose results nobody reads (`await Promise.all(items.map(...))` as a statement): no caller receives it".into(),
        ),
        Some(v) if is_negative_answer(&v) && is_reachability_probe(h, cx) => Some(
            "a yes/no reachability probe (a read whose response is unused, or a call whose response is read only for its status): the failure is the answer".into(),
        ),
        Some(v) if is_negative_answer(&v) && availability_predicate(h, cx).is_some() => Some(format!(
            "`{}` asks whether the remote end is available: a failure to reach it is the answer `{}`",
            availability_predicate(h, cx).unwrap_or_default(),
            short(&v)
        )),
        Some(v) if is_negative_answer(&v) || is_empty_answer(&v) => None,
        Some(v) => Some(format!(
            "the caller receives a fallback value (`{}`), not an empty answer: a default in place of the remote answer is often a designed degradation",
            short(&v)
        )),
        None => None,
    }
}

/// `false` / `False` and nothing else.
fn is_false(value: &str) -> bool {
    matches!(value.trim(), "false" | "False")
}

/// Every `return` of the function around the handler outside its handlers
/// returns `true` (and there is at least one): the boolean is a success
/// flag (`send(): Promise<boolean>` answers `true` when sent or skipped),
/// so `false` is no "genuine" answer a failure could be mistaken for.
/// Ruby's implicit last value counts as a return.
fn true_on_every_other_path(h: &Handler<'_>, cx: &Cx<'_, '_>) -> bool {
    let family = cx.family();
    let Some(func) = ast::enclosing_function(h.node, family) else {
        return false;
    };
    let handler = h.node.byte_range();
    let mut values: Vec<&str> = Vec::new();
    let mut any_other = false;
    ast::walk(func, &mut |n| {
        if n != func && ast::is_function(n.kind_name(), family) {
            return false;
        }
        // This handler and the other handlers (their answers are failures too).
        if handler.contains(&n.start_byte())
            || matches!(n.kind_name(), "catch_clause" | "except_clause" | "rescue")
        {
            return false;
        }
        if matches!(n.kind_name(), "return_statement" | "return") {
            let value = n
                .named_child(0)
                .map(|v| {
                    // Ruby wraps the value in an argument list.
                    if v.kind_name() == "argument_list" {
                        v.named_child(0).unwrap_or(v)
                    } else {
                        v
                    }
                })
                .map_or("", |v| cx.text_of(v));
            values.push(value);
            any_other |= !matches!(value.trim(), "true" | "True");
            return false;
        }
        true
    });
    if family == Family::Ruby
        && let Some(body) = func.field("body").or(Some(func))
    {
        let mut c = body.walk();
        if let Some(last) = body
            .named_children(&mut c)
            .filter(|n| n.kind_name() != "comment")
            .last()
            .filter(|n| !handler.contains(&n.start_byte()) && n.kind_name() != "rescue")
        {
            let text = cx.text_of(last).trim();
            values.push(text);
            any_other |= text != "true";
        }
    }
    !values.is_empty() && !any_other
}

/// The handler's function is a callback of a fan-out (`items.map(async (x)
/// => ...)` inside `Promise.all`/`allSettled`) whose combined result is
/// discarded: what the handler returns reaches no caller.
fn returned_into_discarded_fan_out(h: &Handler<'_>, cx: &Cx<'_, '_>) -> bool {
    if cx.family() != Family::Js {
        return false;
    }
    let Some(func) = ast::enclosing_function(h.node, Family::Js) else {
        return false;
    };
    let Some(args) =
        crate::semantics::parents::parent(func).filter(|p| p.kind_name() == "arguments")
    else {
        return false;
    };
    let Some(map_call) = crate::semantics::parents::parent(args) else {
        return false;
    };
    let maps = map_call
        .field("function")
        .and_then(|f| f.field("property"))
        .is_some_and(|p| cx.text_of(p) == "map");
    maps && promise_value_unused(map_call, cx)
}

/// The function around the handler is named as a question about the
/// remote end's availability (`ok?`, `healthy?`, `is_reachable`,
/// `isAlive`, `checkConnection`: `availability-predicates`): its name.
fn availability_predicate<'t>(h: &Handler<'t>, cx: &Cx<'_, 't>) -> Option<&'t str> {
    let func = ast::enclosing_function(h.node, cx.family())?;
    ast::function_name(func, cx.text)
        .filter(|n| crate::semantics::names::is_availability_predicate(n))
}

/// The value of a `.catch(...)` chain flows nowhere: the statement discards
/// it, directly or through `await`, `void` or `Promise.race([...])`.
fn promise_value_unused(call: Node<'_>, cx: &Cx<'_, '_>) -> bool {
    let mut cur = call;
    while let Some(p) = crate::semantics::parents::parent(cur) {
        match p.kind_name() {
            "expression_statement" => return true,
            "await_expression" | "parenthesized_expression" | "array" => {}
            "unary_expression" if cx.text_of(p).starts_with("void") => {}
            "arguments" => {
                let combinator = crate::semantics::parents::parent(p)
                    .and_then(|c| c.field("function"))
                    .is_some_and(|f| {
                        matches!(
                            cx.text_of(f),
                            "Promise.race" | "Promise.all" | "Promise.allSettled" | "Promise.any"
                        )
                    });
                if !combinator {
                    return false;
                }
            }
            "call_expression" if cx.text_of(p).starts_with("Promise.") => {}
            _ => return false,
        }
        cur = p;
    }
    false
}

/// `false`, `False`, `{ member: false }`, `(False, msg)`: a "no" the caller takes
/// as the answer.
fn is_negative_answer(value: &str) -> bool {
    value
        .split(|c: char| !(c.is_alphanumeric() || c == '_'))
        .any(|w| w == "false" || w == "False")
}

/// `null`, `nil`, `None`, `undefined`, `[]`, `{}`, `""`, `0`: an answer
/// callers cannot tell from a genuine empty one.
fn is_empty_answer(value: &str) -> bool {
    let v: String = value.chars().filter(|c| !c.is_whitespace()).collect();
    is_zero(&v)
        || matches!(
            v.as_str(),
            "null"
                | "nil"
                | "None"
                | "undefined"
                | "[]"
                | "{}"
                | "\"\""
                | "''"
                | "()"
                | "Hash.new"
                | "Array.new"
        )
}

/// `[]`, `{}`, `dict()`, `Hash.new`: an empty collection flows on into
/// iterations and lookups, indistinguishable from a genuine empty result
/// (unlike `None`/`nil`/`null`, which callers test and which fail loudly
/// when used).
fn is_empty_collection(value: &str) -> bool {
    let v: String = value.chars().filter(|c| !c.is_whitespace()).collect();
    matches!(
        v.as_str(),
        "[]" | "{}" | "dict()" | "list()" | "set()" | "Hash.new" | "Array.new" | "new Map()"
    )
}

/// The handler is one of two or more clauses of its `try`, each naming the
/// classes it handles (`except ReadTimeout: ... except HTTPError: ...`).
fn handles_each_failure_kind(h: &Handler<'_>, cx: &Cx<'_, '_>) -> bool {
    if h.shape != Shape::Clause || h.classes.is_empty() || cx.family() == Family::Js {
        return false;
    }
    let Some(parent) = crate::semantics::parents::parent(h.node) else {
        return false;
    };
    let clause_kind = h.node.kind_name();
    let mut c = parent.walk();
    let clauses: Vec<Node<'_>> = parent
        .named_children(&mut c)
        .filter(|n| n.kind_name() == clause_kind)
        .collect();
    clauses.len() >= 2
        && clauses.iter().all(|cl| {
            let classes = match cx.family() {
                Family::Ruby => cl.field("exceptions"),
                _ => cl.named_child(0).filter(|n| n.kind_name() != "block"),
            };
            classes.is_some()
        })
}

/// A yes/no question asked of a remote endpoint: every outbound call the
/// handler guards is a read (`get`, `head`) whose response is not used.
fn is_reachability_probe(h: &Handler<'_>, cx: &Cx<'_, '_>) -> bool {
    let family = cx.family();
    let mut reads = 0;
    let mut other = false;
    for p in &h.protected {
        ast::walk(*p, &mut |n| {
            if other || n == h.node {
                return false;
            }
            if ast::is_call(n.kind_name(), family)
                && let Some(out) = clients::outbound_call(cx, n)
            {
                // A request that changes state (a subscription PUT, a POST)
                // asks nothing: its failure leaves the change undone,
                // whatever the response is read for.
                if clients::http_verb(n, &out, cx)
                    .is_some_and(|v| matches!(v.as_str(), "POST" | "PUT" | "PATCH" | "DELETE"))
                {
                    other = true;
                    return false;
                }
                let method = ast::call_method_name(n, family, cx.text).unwrap_or("");
                let unused = crate::semantics::parents::parent(n).is_some_and(|p| {
                    matches!(
                        p.kind_name(),
                        "expression_statement" | "body_statement" | "block" | "await_expression"
                    ) && (p.kind_name() != "await_expression"
                        || crate::semantics::parents::parent(p)
                            .is_some_and(|q| q.kind_name() == "expression_statement"))
                }) || then_ignores_value(n, cx);
                // A response read only for its status answers whether the
                // call went through, whatever its verb: a failure that
                // never got a response is the same answer.
                if (is_read_only_probe(n, method, cx) && unused) || only_status_read(n, h, cx) {
                    reads += 1;
                } else {
                    other = true;
                }
                return false;
            }
            true
        });
    }
    reads > 0 && !other
}

/// `const res = await fetch(url); return res.ok`: the response is bound to a
/// name that the protected code reads only for its status (`ok`, `status`,
/// `status_code`), i.e. as a yes/no answer.
fn only_status_read(call: Node<'_>, h: &Handler<'_>, cx: &Cx<'_, '_>) -> bool {
    use crate::semantics::parents::parent;
    let mut value = call;
    // Through `await` and the calls that turn an observable into a promise
    // of its value (`lastValueFrom(http.get(url))`: `value-converters`).
    let converters = crate::model::knowledge::list(
        crate::model::knowledge::Eco::of(cx.family()),
        "value-converters",
    );
    loop {
        if let Some(p) =
            parent(value).filter(|p| matches!(p.kind_name(), "await_expression" | "await"))
        {
            value = p;
            continue;
        }
        if let Some(conv) = parent(value)
            .filter(|a| a.kind_name() == "arguments" && a.named_child_count() == 1)
            .and_then(parent)
            .filter(|c| {
                c.kind_name() == "call_expression"
                    && c.field("function")
                        .is_some_and(|f| converters.contains(&cx.text_of(f)))
            })
        {
            value = conv;
            continue;
        }
        break;
    }
    let Some(binding) = parent(value) else {
        return false;
    };
    let name = match binding.kind_name() {
        "variable_declarator" if binding.field("value") == Some(value) => binding.field("name"),
        "assignment" | "assignment_expression" if binding.field("right") == Some(value) => {
            binding.field("left")
        }
        _ => None,
    };
    let Some(name_node) = name.filter(|n| n.kind_name() == "identifier") else {
        return false;
    };
    let name = cx.text_of(name_node);
    let mut uses = 0;
    let mut other = false;
    // Where the response is read: the protected code, and the function
    // after the handler (`rescue StandardError; return false; end; return
    // false unless res.code == '200'`).
    let scopes: Vec<Node<'_>> = match ast::enclosing_function(h.node, cx.family()) {
        Some(f) if f.field("body").is_some() => f.field("body").into_iter().collect(),
        Some(f) if cx.family() == Family::Ruby => vec![f],
        _ => h.protected.clone(),
    };
    for p in &scopes {
        ast::walk(*p, &mut |n| {
            if n == h.node {
                return false;
            }
            // `let res: Response;` declares the name the try assigns.
            let declared = parent(n).is_some_and(|d| {
                d.kind_name() == "variable_declarator"
                    && d.field("name") == Some(n)
                    && d.field("value").is_none()
            });
            if n.kind_name() == "identifier" && cx.text_of(n) == name && n != name_node && !declared
            {
                let status = parent(n).is_some_and(|m| {
                    matches!(m.kind_name(), "member_expression" | "attribute" | "call")
                        && m.field("object").or_else(|| m.field("receiver")) == Some(n)
                        && m.field("property")
                            .or_else(|| m.field("attribute"))
                            .or_else(|| m.field("method"))
                            .is_some_and(|p| {
                                let field = cx.text_of(p);
                                matches!(
                                    field,
                                    "ok" | "status"
                                        | "statusCode"
                                        | "status_code"
                                        | "code"
                                        | "success?"
                                ) || crate::model::knowledge::list(
                                    crate::model::knowledge::Eco::of(cx.family()),
                                    "status-raising-methods",
                                )
                                .contains(&field)
                            })
                });
                if status {
                    uses += 1;
                } else {
                    other = true;
                }
            }
            !other
        });
    }
    uses > 0 && !other
}

/// A read whose only purpose is to learn whether it succeeds: `get`,
/// `head*`, `exists*`, `fetch`, `urlopen`, or an SDK `send` of a
/// `Head*Command`.
fn is_read_only_probe(call: Node<'_>, method: &str, cx: &Cx<'_, '_>) -> bool {
    use crate::model::knowledge::{Eco, list};
    let m = method.to_ascii_lowercase();
    // `head*` is a prefix; other entries name the method exactly.
    if list(Eco::Common, "read-only-methods")
        .iter()
        .any(|p| match p.strip_suffix('*') {
            Some(prefix) => m.starts_with(prefix),
            None => m == *p,
        })
    {
        return true;
    }
    m == "send"
        && sdk_command(call, cx).is_some_and(|last| {
            last.ends_with("Command")
                && list(Eco::Common, "read-only-commands")
                    .iter()
                    .any(|p| last.starts_with(p))
        })
}

/// The command class of an SDK v3 send (`client.send(new SendEmailCommand(...))`),
/// its last dotted segment: the command names the operation.
fn sdk_command<'t>(call: Node<'_>, cx: &Cx<'_, 't>) -> Option<&'t str> {
    let t = call
        .field("arguments")
        .and_then(|a| a.named_child(0))
        .filter(|a| a.kind_name() == "new_expression")
        .and_then(|a| a.field("constructor"))
        .map(|c| cx.text_of(c))?;
    t.rsplit('.').next()
}

/// `call(...).then(() => true)`: the chain ignores the call's value.
fn then_ignores_value(call: Node<'_>, cx: &Cx<'_, '_>) -> bool {
    let Some(member) =
        crate::semantics::parents::parent(call).filter(|p| p.kind_name() == "member_expression")
    else {
        return false;
    };
    if member
        .field("property")
        .is_none_or(|p| cx.text_of(p) != "then")
    {
        return false;
    }
    crate::semantics::parents::parent(member)
        .and_then(|c| c.field("arguments"))
        .and_then(|a| a.named_child(0))
        .and_then(|f| f.field("parameters"))
        .is_some_and(|params| params.named_child_count() == 0)
}

/// What runs in the enclosing function after the handler's statement.
enum Follows {
    /// Nothing (or a bare `return`): the function reports completion.
    Nothing,
    /// Only `return <value>`.
    Returns(String),
    /// More statements.
    Work,
}

fn what_follows(h: &Handler<'_>, cx: &Cx<'_, '_>) -> Follows {
    use crate::semantics::parents::parent;
    let family = cx.family();
    // The statement the handler belongs to.
    let mut cur = match h.shape {
        Shape::Modifier | Shape::PromiseCatch => h.node,
        Shape::Clause => match parent(h.node) {
            Some(p) => p,
            None => return Follows::Work,
        },
    };
    loop {
        let Some(p) = parent(cur) else {
            return Follows::Nothing;
        };
        let kind = p.kind_name();
        if ast::is_function(kind, family) {
            return Follows::Nothing;
        }
        if matches!(
            kind,
            "for_statement"
                | "for_in_statement"
                | "while_statement"
                | "do_statement"
                | "for"
                | "while"
                | "until"
                | "while_modifier"
                | "until_modifier"
                | "do_block"
        ) || (kind == "block" && family == Family::Ruby)
        {
            // A loop's body or a Ruby block: the failure stays inside one
            // iteration or callback.
            return Follows::Work;
        }
        if matches!(
            kind,
            "statement_block"
                | "block"
                | "body_statement"
                | "program"
                | "module"
                | "begin"
                | "then"
                | "else"
                | "else_clause"
        ) {
            let mut after = parents::next_named_sibling(cur);
            while let Some(s) = after {
                match s.kind_name() {
                    "comment" | "empty_statement" | "rescue" | "ensure" | "finally_clause" => {}
                    "return_statement" | "return" => {
                        // The function ends here, whatever encloses it.
                        return match s.named_child(0).filter(|v| v.kind_name() != "comment") {
                            Some(v) => {
                                let v = if v.kind_name() == "argument_list" {
                                    v.named_child(0).unwrap_or(v)
                                } else {
                                    v
                                };
                                Follows::Returns(cx.text_of(v).to_string())
                            }
                            None => Follows::Nothing,
                        };
                    }
                    _ => return Follows::Work,
                }
                after = parents::next_named_sibling(s);
            }
        }
        cur = p;
    }
}
