//! `missing-retry`: an outbound call whose transient failure (502/503/504,
//! reset, throttling) propagates with no retry.
//!
//! Two cases. The helper case (error) needs a view of the whole file: which
//! calls go through the file's retry helper and which of the same client do
//! not. It runs once, at the root node, and only in files that define or
//! import a retry helper. Every other file is checked call by call, looking
//! only at the call's ancestors and its enclosing function.

use crate::context::Cx;
use crate::finding::{CallerQuery, Confidence, Severity, Span};
use crate::lang::Family;
use crate::rules::{Effort, Rule, RuleMeta, RuleOption};
use crate::semantics::ast;
use crate::semantics::ast::Field;
use crate::semantics::clients::{self, CallKind, Outbound};
use crate::semantics::containment::{self, handlers_of, is_protected_part};
use crate::semantics::errors;
use crate::semantics::kind::NodeKind as _;
use crate::semantics::names::{
    API_LIKE_RECEIVER, PY_RETRY_DECORATORS, RETRY_ATTEMPT_NAME, RETRY_POLICY_NAME,
    RETRY_WRAPPER_NAME, RETRYING_BY_DEFAULT, names_fire_and_forget,
};
use crate::semantics::names::{
    JS_CLIENT_TRIGGERS, PY_CLIENT_TRIGGERS, RETRY_TRIGGERS, RUBY_CLIENT_TRIGGERS,
};
use crate::semantics::parents;
use regex::Regex;
use std::collections::{HashMap, HashSet};
use std::sync::LazyLock;
use tree_sitter::Node;

pub struct MissingRetry;

pub static META: RuleMeta = RuleMeta {
    id: "missing-retry",
    name: "MissingRetry",
    severity: Severity::Warning,
    families: &[Family::Js, Family::Ruby, Family::Python],
    summary: "An outbound call whose transient failure (502/503/504, reset, throttling) propagates with no retry",
    incidents: &[
        "INC-2026-07-07-session-check-502",
        "INC-2026-07-08-upload-part-503",
    ],
    fix: "Wrap the call in a retry with exponential backoff on 429/502/503/504 and network errors (the file's own helper when it has one).",
    docs: DOCS,
    effort: Effort::Standard,
    opt_in: false,
    harms_dependency: false,
    confidence: "High for the helper case (the file's own retry helper wraps calls of the same family, but not this one) wherever no person or timer is known to run the code: the helper beside the call says its authors want these calls retried, so neither unattended reach nor a known caller is needed; but what lowers a raw call because someone sees the failure or the next run repeats it (a request handler or request path, a command, a timer, callers that catch, a job the framework retries) lowers the helper case too; and for a raw client call (resolved through imports or bindings, no retry layer found anywhere: instance, helper, decorator, loop, framework job retry, callers in this file or in other files) that unattended code reaches: the file registers a job, worker, consumer or schedule (a Lambda-style `handler` only beside an event-source marker such as `Records`), lives in an `unattended-dirs` directory, or such code calls it, directly or through other project code. The evidence records when the failure path also loses what a caller would need to retry it (a handler rethrows a new error with neither the status nor the cause, or the promise it runs in is rejected without the error) and when the code runs unattended (a job, worker, consumer or cron registration, or a worker directory). Medium where no unattended code was found to run it (a request, a page or a command: whoever starts the work sees the failure and can start it again); also code that nothing in the scan names, neither the function nor its module or class: dead, or run by hand (UI component files, `.vue` and `.svelte`, are read for names and calls too: a call there is browser UI, where the person using the page sees the failure), which includes library code that nothing resolved reaches (no route, job, consumer, command or service directory: whether its callers need a retry is not known); when every caller in the file catches the error class its handler translates the failure into (`except RequestException as e: raise SourceError(...)`, caught by `except SourceError: return []`: not reported); when every caller elsewhere catches the failure and goes on, also through one plain caller in between that lets it through, whose own callers all catch it (a handler that logs, `.catch()`, `Promise.allSettled`, `gather(return_exceptions=True)`, `rescue` modifier); in a function a timer runs again (`setInterval`, cron schedulers, APScheduler jobs: `periodic-schedulers`; an endless loop that waits before each next round and calls it, in its file or through project code from another (`while (true) { await poll(); await delay(3000) }`, `loop do ... sleep 15 end`: a poller, whose next round calls it again); a Celery-beat or Ruby schedule entry naming the task (`config/recurring.yml`, `config/schedule.yml`, ...) or a comment in a Ruby job's file saying a cron outside the repository runs it (`# this job is run from cron`: `periodic-comment-phrases`), a function of the task's file that only such a task calls, or project code such a task calls in other files, directly or through other project code); in a JavaScript HTTP request handler (a function taking `(req, res)` or `(request, reply)` that answers through the response: the person who sent the request sees the failure and sends it again, whatever the error keeps); in a function a decorator registers for a URL path (`@bp.route(\"/process\")`, `@router.get(\"/x\")`, `@Post('/hooks')`), also in a file that registers jobs beside it; in a function handed to another client as its `fetch` (`ky.create({ fetch: f })`: it is that client's transport, and retries belong to the client around it); on a request path that keeps the failure intact (the file registers routes, controllers or views and no unattended work, or lives under a controller/view directory: the person who sent the request sees the failure and sends it again); for a raw POST or PATCH (not idempotent: a blind retry can repeat its effect); for a read whose answer only goes into log lines in a function that hands nothing back (Python and JavaScript: a telemetry read, whose failure loses no work); and for a raw call (or a call outside the file's own helper) that runs inside a job the project's framework retries (Sidekiq, delayed_job, Celery autoretry, Dramatiq, BullMQ attempts: `job-retry-markers` in the knowledge files): in a job's file, in the job framework's own directory (`job-dirs`: Rails `app/jobs`, where a client module the jobs include lives), or in project code its jobs call, directly or through other project code; a job whose retries are turned off (`sidekiq_options retry: false`, `max_retries=0`: `job-retry-disabled`) is no retry, and an ActiveJob `retry_on` speaks only for the job that declares it (and its callees), or for every job when it sits in the base job class or in a concern the base job class includes (`per-job-retry-markers`, `base-job-classes`); Celery's retry triggers (`autoretry_for`, `self.retry(`; `retry_backoff` and `max_retries` alone start no retry) likewise speak for their own task's file, and for every task only in a file that defines a base task class or task annotations. Reported in service and library code only; CLI tools, scripts, browser UI, tests and examples are not reported unless `contexts` says so. A call whose failure a handler around it hands to an error tracker (`error-reporters`) and then goes on is medium: the failure is seen, the work is lost. A call written as a plain argument of the helper (`retry({ headers: sign(t) })`) runs once before it and is not wrapped. Reach through a method whose class name several modules define is no evidence of unattended code. Code that only its directory says runs unattended (`unattended-dirs`, no registration in the file) is medium when nothing in the scan names the functions through which its file reaches it and a comment calls one of them (`// await createMonitors(chainId);`: a call switched off); names in comments are no references anywhere. Not reported in a loop over alternative endpoints that the call is sent to and that stops at the first success (`for (const url of gateways) { res = await fetch(url); if (res.ok) break }`, a handler in the loop that goes on to the next one): a failover, the request is tried elsewhere. Not reported when an endless loop in another file catches the failure, goes on and waits before its next round (`while True: try: ... except Exception: log` with a sleep: the next round runs the work again; project code reached from it counts), when an RxJS pipe after the call answers its failure with a value (`catchError(() => of(null))`) or retries it (`retry(3)`), or when the only helper named for retrying is a conflict loop that goes round on a 409 alone. A Ruby job enqueued (`WebhookWorker.perform_async(url, body)`, `job-enqueue-methods`) is no request: its `perform` runs later in a worker and its failure never comes back to the caller (not reported at the enqueue). A Sinatra or Grape route block (`get '/x' do ... end`) is a request handler (medium). A Ruby action that its class wraps in a retrying `around_action` (`around-callbacks`, with its `only:`/`except:` lists) runs inside that helper. Not reported for a call that closes a client (`closing-methods`: `client.close()`), nor, in JavaScript, for a call taken as remote from its receiver's name whose value an async function uses without awaiting it (`const c = DrsClient.createFrom(ctx)`, `if (!c.isConfigured())`: it answers synchronously). A call of `got` or `ky` (their own default instance) whose method their default retry leaves out (`default-retry-methods`: a POST or PATCH) and whose options do not add it (`retry.methods`) has no retry; when the call configures `retry` itself (`retry: { limit: 2 }`), the retry it asks for never runs, and that is high wherever the code runs (a defect in code that exists, not judged by the name of the function around it). Not reported for a call to this machine or one link away (`loopback-hosts`, `host-local-endpoints`: `localhost`, the instance metadata service), named in the call or through a constant bound to such an address, not one that only falls back to it (`process.env.API_URL || \"http://localhost:3000\"`).",
    options: &[RuleOption {
        name: "browser-code",
        default: "0",
        description: "Set to true to also report calls in browser UI code (JSX files, files importing a UI framework or using browser globals, UI packages), where a person sees the failure and can try again.",
    }],
};

const DOCS: &str = r#"
## What it flags

An outbound network call whose transient failure (a 502/503/504 from a load
balancer, a connection reset, throttling) propagates to the caller with no
retry on its path. Two cases:

- **Helper case (error).** The file defines or imports a retry helper (a
  function named like `retry`, `retryable`, `retrying`, `with_retries`,
  `backoff`; one defined in the file must also be shaped like a retry: a
  loop, Ruby `retry`, a call of itself, or a retry wrapper it hands the work
  to, so an endpoint method such as `confirm_retry_payment` is not one),
  wraps some outbound calls in it, and makes another call of the
  same shape without it: the same client (`axios`, `requests`, `RestClient`)
  or the same API receiver (`this.sessionApi()`, `self.billing_client`, or
  another `this.xxxApi()` factory when those are wrapped). The message names
  the helper, where it is defined (line, or the module it is imported from),
  and points at a call that does go through it.
- **Raw client case (warning).** A call to a well-known HTTP client (`fetch`,
  `axios`, `got`, `request`, `superagent`, `http(s).request`, `undici`;
  `RestClient`, `Net::HTTP`, `HTTParty`, `Faraday`, `Excon`, `HTTP`,
  `Typhoeus`; `requests`, `httpx`, `urllib`, `urllib3`, `aiohttp`, and the
  house clients named in the configuration) with no retry in sight. A
  project's own thin wrapper of a client (a small function that passes its
  method, URL or path on to one client call and returns it, with no retry of
  its own, such as `def request(method, url, **kw): return
  requests.request(method, url, **kw)` or `apiFetch(url, init)` around
  `fetch`) is that client: its calls are judged and reported where they are
  made (in this file or, through imports, in others), and the client call
  inside the wrapper is reported only when nothing in the scan calls it.

The primary span is the call expression. One finding per call site; a call
that qualifies for the helper case is reported only as the helper case.

## Why

Incident INC-2026-07-07-session-check-502: an agent checked its session with
`this.sessionApi().getSession(['id'])` at the start of every queue message.
The same file defined a `retryable` helper that other API calls went through,
but not this one. A single 502 from the load balancer in front of the API
failed the message.

Incident INC-2026-07-08-upload-part-503: a multipart upload sent each part
with `request.put(signedUrl, ...)` and no retry. S3 answered one part with a
503 Slow Down, which S3 documents as retryable, and the whole upload workflow
failed.

Transient failures are normal at scale: load balancers return 502 while
targets rotate, S3 and other APIs throttle with 503/429, connections are reset.
A call on a path that matters should retry them with exponential backoff and
jitter, a bounded number of times.

## Fix

TypeScript / JavaScript, before:

```ts
const res = await this.sessionApi().getSession(['id']);
```

after (the file's own helper, or `p-retry`/`async-retry`/`axios-retry`):

```ts
const res = await this.retryable(() => this.sessionApi().getSession(['id']));
```

Ruby, before:

```ruby
RestClient.put(signed_url, part, content_type: 'application/octet-stream')
```

after:

```ruby
Retriable.retriable(on: [RestClient::ServiceUnavailable, RestClient::BadGateway, Errno::ECONNRESET], tries: 4) do
  RestClient.put(signed_url, part, content_type: 'application/octet-stream')
end
```

Python, before:

```python
resp = requests.put(signed_url, data=chunk, timeout=30)
```

after (a session configured once with a urllib3 `Retry`, or `tenacity`/`backoff`):

```python
retry = Retry(total=4, backoff_factor=0.5, status_forcelist=[429, 500, 502, 503, 504],
              allowed_methods=None)
session = requests.Session()
session.mount("https://", HTTPAdapter(max_retries=retry))
resp = session.put(signed_url, data=chunk, timeout=30)
```

## Not flagged

Retry that is visible in the file:

- calls inside a retry helper's closure or block (`retryable(() => ...)`,
  `pRetry`, `asyncRetry`, `backOff`, `Retriable.retriable do`,
  `with_retries { }`), inside a function passed to one by name, inside a
  function whose name says it retries (`fetchWithRetry`), or inside a
  retry-decorated function (`@retry`, `@backoff.on_exception`,
  `@tenacity.retry`, `@stamina.retry`);
- calls inside a function handed to a project wrapper that runs it under a
  retry (`this.policy.execute(async () => fetch(url))`, where the wrapper's
  method hands its function parameter to a retry helper, or to a policy
  object of a retry package such as cockatiel; the receiver may be typed
  with an interface the wrapper implements);
- calls in an attempt loop: a loop that catches the failure and goes round
  again (`for attempt in range(3): try: ...`), or whose header counts
  attempts/retries;
- Ruby calls protected by a `rescue` that uses `retry`;
- calls in a function whose error handler calls the function again;
- calls through a client configured with retries in the same file
  (`axios-retry`, an axios response interceptor that re-issues the request,
  Faraday `request :retry`, requests `HTTPAdapter(max_retries=...)`, urllib3
  `Retry`, httpx transports with `retries=`) and clients that retry by default
  (`got`, `ky`), and calls given a per-call retry option (`retry: {...}`,
  `retries: 3`). Retry configuration belongs to its instance: an instance or
  a call with retries turned off (`axiosRetry(audit, { retries: 0 })`,
  `got.extend({ retry: { limit: 0 } })`, `retry: 0`, Faraday `request :retry,
  max: 0`, `PoolManager(retries=False)`) is reported even when another
  client of the same library in the file retries;
- calls in a loop that re-sends the same request until its own status
  succeeds (`if (res.ok) return res` / `if r.status_code == 200: break`):
  the loop retries failure statuses (a missing delay there is
  `retry-without-delay`'s finding);
- calls in a function handed to a data hook that retries it
  (`useSWR(key, fetcher)`, TanStack `useQuery({ queryFn })`:
  `retrying-callers` in the knowledge files), unless that hook's retry is
  off (`shouldRetryOnError: false`, `retry: false`);
- calls whose caller retries them as a job: Celery tasks with `autoretry_for`
  or a `self.retry(...)` call (`retry_backoff` and `max_retries` alone start
  no retry), Ruby classes with ActiveJob
  `retry_on`, `sidekiq_options retry:` or that include `Sidekiq::Job`/`Sidekiq::Worker`
  (Sidekiq retries failed jobs by default).

Calls where a retry would not be the fix:

- best-effort calls whose failure is caught right there and not propagated
  (a handler that catches network errors and neither re-raises, re-throws nor
  rejects): the failure does not reach the caller; whether swallowing it is
  right is `silent-rescue`'s question. A handler for unrelated errors
  (`except ValueError`, `rescue JSON::ParserError`) does not count;
- calls in a function whose every caller in the same file (looking up to three
  callers up) retries the call or contains its failure;
- fire-and-forget telemetry and probes: calls in functions or classes named
  like `trackEvent`, `telemetry`, `analytics`, `heartbeat`, `beacon`,
  `health*`, `ping`, `probe`, `test_connection`/`check_connection`: the
  failure must not matter, or the failure is the answer;
- yes/no reachability probes known by what they answer: a read (not a
  POST, PUT, PATCH or DELETE) in a function, or a `new Promise` executor,
  whose every answer is a boolean, built from the response's status on
  success (`resolve(res.statusCode < 400)`, `return r.status_code == 200`:
  `response-status-fields`, or `res.ok`) and `false` on failure
  (`req.on('error', () => resolve(false))`). A `try`/`except` that answers
  `False` already contains the failure, so the case that matters is the
  JavaScript executor with an error listener;
- calls outside service and library code (the execution context, see the
  README): browser UI (JSX files, UI framework imports, browser globals, UI
  packages), where a person sees the failure and the UI data layer owns the
  retry policy (option `browser-code`, or `contexts`, to report them);
  command-line tools, scripts, tasks and migrations (declared executables,
  command frameworks, `bin/ scripts/ tools/ cli/ commands/`, rake tasks),
  whose user sees the failure and runs them again; tests and examples; and
  Ruby/Python calls at the top level of a file, outside any function;
- calls whose failure propagates intact are reported at `medium` only: a
  caller or job layer may retry them (see "Confidence and context");
- a retry helper's own name does not count when it says the opposite or only
  asks (`lazy_no_retry`, `shouldRetry`, `getRetryDelay`);
- SDK clients (AWS and others retry by default; their retry settings are
  `weak-sdk-retry`'s concern) and client constructors (`axios.create`,
  `Faraday.new`, `requests.Session()`). SDKs that make one HTTP request per
  call and retry nothing (`sdks-without-retry`: GOV.UK Notify, SendGrid,
  Twilio) are judged like a client library's calls;
- names that only look like clients: a local function called `request`,
  supertest's `request(app)`, msw's `http.get(...)` handlers (detection is
  import-aware);
- API-like receivers (`*Api`, `*Client`, `*Service`) when the file has no
  retry helper wrapping the same receiver: without that evidence a `*Service`
  is as likely to be in-process.

## Options

- `browser-code` (default `false`): `true` also reports calls in browser UI
  code (at `medium`).
"#;

/// The words of a well-known client or of an SDK that retries nothing
/// (`sdks-without-retry`), named where it is imported.
fn client_words(family: Family) -> Vec<&'static str> {
    use crate::model::knowledge::{Eco, list};
    let (clients, eco) = match family {
        Family::Js => (JS_CLIENT_TRIGGERS, Eco::Javascript),
        Family::Ruby => (RUBY_CLIENT_TRIGGERS, Eco::Ruby),
        Family::Python => (PY_CLIENT_TRIGGERS, Eco::Python),
    };
    [clients, list(eco, "sdks-without-retry")].concat()
}

impl Rule for MissingRetry {
    fn meta(&self) -> &'static RuleMeta {
        &META
    }

    fn node_kinds(&self, family: Family) -> &'static [&'static str] {
        match family {
            Family::Js => &["program", "call_expression"],
            Family::Ruby => &["program", "call"],
            Family::Python => &["module", "call"],
        }
    }

    fn triggers(&self, family: Family) -> &'static [&'static str] {
        // Raw case: a well-known client or an SDK that retries nothing
        // (named where it is imported); helper case: a retry helper.
        static WORDS: LazyLock<[Vec<&'static str>; 3]> =
            LazyLock::new(|| Family::ALL.map(|f| [&client_words(f)[..], RETRY_TRIGGERS].concat()));
        &WORDS[family as usize]
    }

    fn triggers_without_remote_evidence(&self, family: Family) -> &'static [&'static str] {
        // The helper case's retry helper is remote evidence itself (a retry
        // word the first pass summarises).
        static WORDS: LazyLock<[Vec<&'static str>; 3]> =
            LazyLock::new(|| Family::ALL.map(client_words));
        &WORDS[family as usize]
    }

    fn wants_index(&self, settings: &crate::config::Settings) -> bool {
        // A house client is an outbound call only when configured.
        !settings.clients.is_empty()
    }

    fn index_triggers(&self, _family: Family) -> &'static [&'static str] {
        &[
            "retry",
            "Retry",
            "RETRY",
            "RETRIABLE",
            "Retriable",
            "retriable",
        ]
    }

    /// Records house clients (classes/modules) whose implementation retries,
    /// so that calls through them from other files are not reported.
    fn index_file<'t>(
        &self,
        root: Node<'t>,
        cx: &mut Cx<'_, 't>,
        out: &mut crate::index::FileIndex,
    ) {
        let family = cx.family();
        let mut classes = Vec::new();
        ast::walk(root, &mut |n| {
            if ast::is_class(n.kind_name(), family) {
                classes.push(n);
            }
            true
        });
        for class in classes {
            if !scope_retries(class, cx) {
                continue;
            }
            let mut names = Vec::new();
            let mut cur = Some(class);
            while let Some(n) = cur {
                if ast::is_class(n.kind_name(), family)
                    && let Some(name) = n.field("name")
                {
                    names.push(cx.text_of(name).to_string());
                }
                cur = crate::semantics::parents::parent(n);
            }
            names.reverse();
            let full = names.join(if family == Family::Python { "." } else { "::" });
            let line = class.start_position().row + 1;
            for name in [full.clone(), names.last().cloned().unwrap_or_default()] {
                if !name.is_empty() {
                    out.retrying_clients.push(crate::index::RetryingClient {
                        name,
                        path: cx.rel_path.to_string(),
                        line,
                    });
                }
            }
        }
    }

    fn check<'t>(&self, node: Node<'t>, cx: &mut Cx<'_, 't>) {
        if crate::semantics::parents::parent(node).is_none() {
            // The root: files with a retry helper are checked here as a whole.
            if cx.facts.has_retry_helper() {
                check_file_with_helpers(node, cx);
            }
            return;
        }
        if cx.facts.has_retry_helper() {
            return;
        }
        if let Some(out) = clients::outbound_call(cx, node) {
            check_call(node, out, None, cx);
        }
    }
}

// ---------------------------------------------------------------------------
// One call

/// What the file-level pass knows when it checks a call in a file with a
/// retry helper.
struct HelperView<'a, 't> {
    /// Why this call is already retried by a helper, if it is.
    wrapped: Option<&'a Wrapped<'t>>,
    /// A call of the same family that goes through a helper.
    sibling: Option<&'a Wrapped<'t>>,
}

/// The call goes to this machine or one link away (`http://localhost:8080`,
/// the instance metadata service at `169.254.169.254`): named in the call
/// or through a constant bound to such an address (`METADATA_URL =
/// "http://169.254.169.254"`), not one that only falls back to it
/// (`process.env.API_URL || "http://localhost:3000"`). Not a remote
/// dependency: nothing on the way fails transiently.
fn calls_local_endpoint(call: Node<'_>, cx: &Cx<'_, '_>) -> bool {
    use crate::semantics::endpoints;
    let text = cx.text_of(call);
    let falls_back = [" || ", " ?? ", " or "].iter().any(|op| text.contains(op));
    (!falls_back && endpoints::targets_local_endpoint(cx, call))
        || endpoints::bound_to_local_endpoint(cx, call, true)
}

/// JavaScript: the call sits in an async function and its value is used
/// as it is (a declaration's value, a condition, an operand, a receiver),
/// not awaited, returned, chained with `.then`/`.catch` or handed on as an
/// argument: the function would await a promise it needed.
fn used_synchronously(call: Node<'_>, cx: &Cx<'_, '_>) -> bool {
    if cx.family() != Family::Js {
        return false;
    }
    let in_async = ast::enclosing_function(call, Family::Js).is_some_and(|f| {
        let text = cx.text_of(f);
        text.starts_with("async") || {
            let mut c = f.walk();
            f.children(&mut c).any(|ch| ch.kind_name() == "async")
        }
    });
    if !in_async {
        return false;
    }
    let Some(parent) = crate::semantics::parents::parent(call) else {
        return false;
    };
    match parent.kind_name() {
        "variable_declarator" => parent.field("value") == Some(call),
        "unary_expression" | "binary_expression" | "parenthesized_expression" => true,
        "member_expression" => parent
            .field("property")
            .is_some_and(|p| !matches!(cx.text_of(p), "then" | "catch" | "finally")),
        _ => false,
    }
}

#[derive(Clone)]
struct Wrapped<'t> {
    helper: String,
    call: Node<'t>,
    /// The call is the helper's own implementation (it sits in the
    /// helper's body): retried, but no evidence that the file's other
    /// calls go through the helper.
    in_helper_body: bool,
}

fn check_call<'t>(
    call: Node<'t>,
    out: Outbound,
    view: Option<HelperView<'_, 't>>,
    cx: &mut Cx<'_, 't>,
) {
    let out = as_client_call(out, cx.family());
    if out.kind == CallKind::Sdk || is_block_opener(call, cx) {
        return;
    }
    // Closing a client that is going away (`client.close()`,
    // `closing-methods`) does no work a retry would save.
    if out.closes_connection() {
        return;
    }
    // A call taken as remote from its receiver's name whose value an async
    // function uses at once, without awaiting it (`DrsClient.createFrom(ctx)`,
    // `if (!client.isConfigured())`), answers synchronously: no request.
    if !out.resolved() && used_synchronously(call, cx) {
        return;
    }
    if calls_local_endpoint(call, cx) {
        return;
    }
    // `UriService.client.find_term(uri)`: the call on this call's result is
    // the request judged; one finding for the chain.
    if ast::chained_outer_call(call, cx.family())
        .is_some_and(|outer| clients::outbound_call(cx, outer).is_some())
    {
        return;
    }
    // A yes/no reachability probe (`urlExists`: `resolve(res.statusCode <
    // 400)`, `false` on error) answers a failure with its answer; a read,
    // not a change, so nothing is lost either.
    if !clients::http_verb(call, &out, cx)
        .is_some_and(|v| matches!(v.as_str(), "POST" | "PUT" | "PATCH" | "DELETE"))
        && crate::semantics::answers::probe_answers(call, cx.family(), cx.text)
    {
        return;
    }
    if view.as_ref().is_some_and(|v| v.wrapped.is_some()) {
        return;
    }
    // A helper that retries timeouts only is no retry of 502/503 for the
    // calls it wraps: the call is judged as if the file had no helper.
    let helper_sibling = view
        .as_ref()
        .and_then(|v| v.sibling)
        .filter(|s| !narrow_helper(&s.helper, cx));
    // A call of a project thin wrapper is a call of the client it forwards
    // to, judged here.
    let through_wrapper = out.kind == CallKind::Project && out.forwards_to.is_some();
    if helper_sibling.is_none() && out.kind != CallKind::Http && !through_wrapper {
        return;
    }
    // A retry asked for on the call that its client never applies to its
    // method is reported whoever calls it.
    if helper_sibling.is_none()
        && let Some(verb) = default_retry_skips_method(call, &out, cx)
        && call_retry_option(call, cx) == Some(true)
    {
        report_unapplied_retry(call, &out, &verb, cx);
        return;
    }
    if judged_at_callers(call, cx) {
        return;
    }
    if retry_visible(call, cx).is_some() {
        return;
    }
    // Retries turned off on this instance or this call (`retry: 0`) are not
    // a retry, even for a library that retries by default.
    let turned_off = out.retry_disabled || call_retry_option(call, cx) == Some(false);
    let default_skips = default_retry_skips_method(call, &out, cx);
    if helper_sibling.is_none()
        && !turned_off
        && default_skips.is_none()
        && (out.client_retries || RETRYING_BY_DEFAULT.contains(&out.client.as_str()))
    {
        return;
    }
    // A handler that records the failure with an error tracker and goes on
    // keeps it from the log-reader, not from being lost: the work is gone
    // unless someone runs it again (reported, as a guess).
    let recorded = match not_worth_a_retry(call, cx) {
        Some(BEST_EFFORT) if recorded_and_dropped(call, cx) => true,
        Some(_) => return,
        None => false,
    };
    let before = cx.findings.len();
    // A client that retries in its own pipeline (an SDK with a default
    // retry policy) still fails on what outlasts that policy; the file's
    // helper around its other calls says the authors saw such failures,
    // but the call is not unprotected.
    let sdk_retries = !turned_off
        && default_skips.is_none()
        && (out.client_retries || RETRYING_BY_DEFAULT.contains(&out.client.as_str()));
    match helper_sibling {
        Some(sibling) => report_helper_case(call, &out, sibling, sdk_retries, cx),
        None => report_raw_case(call, &out, None, cx),
    }
    if recorded
        && cx.findings.len() > before
        && let Some(f) = cx.findings.last_mut()
    {
        f.guessed(
            "a handler around it records the failure with an error tracker and goes on: the work is lost unless someone runs it again, but the failure is seen",
        );
    }
}

/// A call of a client that retries by default (`got`, `ky`), on its
/// default instance, whose method that retry leaves out (`default-retry-methods`:
/// a POST or PATCH), and no `methods` in the call's options to add it: the
/// method (`POST`) when the call is sent once.
fn default_retry_skips_method(call: Node<'_>, out: &Outbound, cx: &Cx<'_, '_>) -> Option<String> {
    if cx.family() != Family::Js || !RETRYING_BY_DEFAULT.contains(&out.client.as_str()) {
        return None;
    }
    // The package's own default instance (`got.post(...)`, `ky(...)`), not
    // an instance built with settings of its own (`got.extend({ retry })`).
    let callee = call.field("function").map(|f| cx.text_of(f)).unwrap_or("");
    // Or a binding that holds it as it is (`this.got = got`).
    let receiver = callee.rsplit_once('.').map_or(callee, |(r, _)| r);
    let own = callee == out.client
        || callee
            .strip_prefix(out.client.as_str())
            .and_then(|rest| rest.strip_prefix('.'))
            .is_some_and(|m| !m.contains('.'))
        || cx
            .facts
            .package_aliases
            .get(callee)
            .or_else(|| cx.facts.package_aliases.get(receiver))
            == Some(&out.client);
    if !own {
        return None;
    }
    let verb = clients::http_verb(call, out, cx)?;
    let retried = crate::model::knowledge::list(
        crate::model::knowledge::Eco::Javascript,
        "default-retry-methods",
    );
    if retried.contains(&verb.as_str()) {
        return None;
    }
    let args = call.field("arguments").map(|a| cx.text_of(a)).unwrap_or("");
    (!args.contains("methods")).then_some(verb)
}

/// A call that configures the retry of its client (`retry: { limit: 2 }`)
/// for a method that retry never resends: the retry the authors asked for
/// never runs, whoever runs the code.
fn report_unapplied_retry<'t>(call: Node<'t>, out: &Outbound, verb: &str, cx: &mut Cx<'_, 't>) {
    let retried = crate::model::knowledge::list(
        crate::model::knowledge::Eco::Javascript,
        "default-retry-methods",
    )
    .join(", ");
    let client = &out.client;
    let shown = call_snippet(call, cx);
    cx.report(
        &META,
        call,
        format!(
            "`{shown}` configures `retry`, but {client} retries only {retried} unless `retry.methods` names the method: this {verb} is sent once, and one 502/503/504, 429 or connection reset fails it (add `methods: ['{verb}']` to `retry` if the endpoint is idempotent, or send an idempotency key)"
        ),
    )
    .with_primary_label(format!("{client} never retries this {verb}"))
    .with_evidence(format!(
        "the call asks for a retry its client does not apply to a {verb}"
    ))
    // A defect in code that exists (the retry written here does nothing),
    // not a missing safeguard: reported wherever the code runs.
    .absence = false;
}

/// An SDK call that retries nothing (`Outbound::sdk_without_retry`) is
/// judged as a client library's call; other calls are left as they are.
fn as_client_call(out: Outbound, family: Family) -> Outbound {
    if out.sdk_without_retry(family) {
        Outbound {
            kind: CallKind::Http,
            client_retries: false,
            ..out
        }
    } else {
        out
    }
}

const BEST_EFFORT: &str = "best effort";

/// The try around `call` (in its own function) has a handler that hands
/// the error to an error tracker (`error-reporters`: `Sentry.`,
/// `captureException`, `Bugsnag.`) and does not pass it on.
fn recorded_and_dropped(call: Node<'_>, cx: &Cx<'_, '_>) -> bool {
    let family = cx.family();
    containment::enclosing_handlers(call, family)
        .iter()
        .any(|h| {
            !containment::passes_failure_on(*h, family, cx.text)
                && crate::semantics::errors::mentions_error_reporter(cx.text_of(*h))
        })
}

/// The file's helper `name` retries timeouts only, or one condition of its
/// own ([`retries_timeouts_only`], [`retries_one_condition`]): answered
/// once per helper and file (each walks the file).
fn narrow_helper(name: &str, cx: &Cx<'_, '_>) -> bool {
    let known = crate::semantics::parents::file_fact(
        crate::semantics::parents::question::NARROW_HELPERS,
        || std::cell::RefCell::new(HashMap::<String, bool>::new()),
    );
    if let Some(answer) = known.borrow().get(name) {
        return *answer;
    }
    let answer = retries_timeouts_only(name, cx) || retries_one_condition(name, cx);
    known.borrow_mut().insert(name.to_string(), answer);
    answer
}

/// The file's helper `name` retries timeouts only: every handler in its
/// definition names timeout classes alone (`rescue Faraday::TimeoutError`,
/// `timeout-error-classes`). Calls it wraps get no 502/503 retry either, so
/// a call outside it is not "unlike the other calls".
fn retries_timeouts_only(name: &str, cx: &Cx<'_, '_>) -> bool {
    let family = cx.family();
    let mut classes_seen = false;
    let mut only_timeouts = true;
    ast::walk(cx.root, &mut |n| {
        if !only_timeouts {
            return false;
        }
        if !ast::is_function(n.kind_name(), family) || ast::function_name(n, cx.text) != Some(name)
        {
            return true;
        }
        ast::walk(n, &mut |h| {
            // Named nodes only: a Ruby `rescue` clause holds a `rescue` keyword.
            if !h.is_named() {
                return true;
            }
            let classes = match h.kind_name() {
                "rescue" => h.field("exceptions"),
                "except_clause" => h.named_child(0).filter(|v| v.kind_name() != "block"),
                "catch_clause" => {
                    only_timeouts = false;
                    None
                }
                _ => return true,
            };
            let Some(classes) = classes else {
                only_timeouts = false;
                return true;
            };
            for class in errors::named_classes(family, cx.text_of(classes), cx.facts) {
                classes_seen = true;
                if !errors::is_timeout_error_class(&class) {
                    only_timeouts = false;
                }
            }
            true
        });
        false
    });
    classes_seen && only_timeouts
}

/// The file's helper `name` retries one error condition of its own: every
/// handler in it starts by passing the error on unless it is that condition
/// (`if e.code != TOO_MANY_QUERIES: raise`, `raise unless e.code == ...`,
/// `if (err.code !== 'LOCKED') throw err`), and the condition names no
/// transient failure (a 5xx or 429 status, a timeout, a connection or
/// network error). Calls it wraps get no 502/503 retry either.
fn retries_one_condition(name: &str, cx: &Cx<'_, '_>) -> bool {
    use crate::semantics::handlers;
    static STATUS: LazyLock<Regex> =
        LazyLock::new(|| Regex::new(r"\b(429|5\d\d)\b").expect("valid regex"));
    let family = cx.family();
    let transient_words = crate::model::knowledge::list(
        crate::model::knowledge::Eco::Common,
        "transient-failure-words",
    );
    let mut handlers_seen = 0;
    let mut narrow = true;
    ast::walk(cx.root, &mut |n| {
        if !narrow {
            return false;
        }
        if !ast::is_function(n.kind_name(), family) || ast::function_name(n, cx.text) != Some(name)
        {
            return true;
        }
        ast::walk(n, &mut |h| {
            let body = match h.kind_name() {
                "except_clause" => {
                    let mut c = h.walk();
                    h.named_children(&mut c).find(|b| b.kind_name() == "block")
                }
                "rescue" | "catch_clause" => h.field("body"),
                _ => return true,
            };
            handlers_seen += 1;
            let first = body.and_then(|b| {
                let mut c = b.walk();
                b.named_children(&mut c)
                    .find(|s| s.kind_name() != "comment")
            });
            // The handler's error variable, as the shared handler model
            // reads it.
            let handler = first.and_then(|f| match family {
                Family::Python => handlers::enclosing_py_handler(f),
                Family::Ruby => handlers::enclosing_ruby_handler(f),
                Family::Js => handlers::enclosing_js_handler(f, cx.text),
            });
            let guard = match (handler, first) {
                (Some(handler), Some(first)) if handler.node == h => {
                    let var = handler.param_name(cx.text);
                    let head = cx
                        .text_of(first)
                        .lines()
                        .take(2)
                        .collect::<Vec<_>>()
                        .join(" ");
                    let lower = head.to_ascii_lowercase();
                    let conditional = head.starts_with("if ")
                        || head.starts_with("if(")
                        || head.starts_with("unless ")
                        || first.kind_name().ends_with("_modifier");
                    let on_error = [".", ")", " ", ","]
                        .iter()
                        .any(|tail| head.contains(&format!("{var}{tail}")));
                    let transient =
                        STATUS.is_match(&head) || transient_words.iter().any(|w| lower.contains(w));
                    conditional
                        && containment::passes_failure_on(first, family, cx.text)
                        && on_error
                        && !transient
                }
                _ => false,
            };
            if !guard {
                narrow = false;
            }
            false
        });
        false
    });
    handlers_seen > 0 && narrow
}

fn report_helper_case<'t>(
    call: Node<'t>,
    out: &Outbound,
    sibling: &Wrapped<'t>,
    sdk_retries: bool,
    cx: &mut Cx<'_, 't>,
) {
    let shown = call_snippet(call, cx);
    let helper = &sibling.helper;
    // The retrying helper itself (or another retry helper of the file) is
    // not a call that lacks a retry.
    // Building a client (`Dalli::Client.new`, `new FooClient()`) sends nothing.
    if call.kind_name() == "new_expression"
        || ast::call_method_name(call, cx.family(), cx.text).is_some_and(|m| {
            m == helper.as_str() || cx.facts.is_retry_helper(m) || m == "new" || m == "__init__"
        })
    {
        return;
    }
    let whence = helper_origin(helper, cx);
    let sibling_line = sibling.call.start_position().row + 1;
    let sibling_snippet = call_snippet(sibling.call, cx);
    let same = match receiver_shape(out) {
        Some(shape)
            if clients::outbound_call(cx, sibling.call).is_some_and(|o| o.client != out.client) =>
        {
            format!(
                "other `{shape}` calls in this file such as `{sibling_snippet}` (line {sibling_line})"
            )
        }
        _ => format!("the other `{}` calls in this file", out.client),
    };
    let sibling_span = cx.span(sibling.call);
    let fix = match cx.family() {
        Family::Js => format!(
            "Call it through the file's own helper, `{helper}(() => ...)`, so transient 5xx, 429 and connection resets are retried with backoff."
        ),
        Family::Python => format!(
            "Call it through the file's own helper, `{helper}(lambda: ...)`, so transient 5xx, 429 and connection errors are retried with backoff."
        ),
        Family::Ruby => format!(
            "Call it inside the file's own helper, `{helper} {{ ... }}`, so transient 5xx, 429 and connection resets are retried with backoff."
        ),
    };
    let client = &out.client;
    let helper_text = HelperText {
        message: format!(
            "`{shown}` is not wrapped in `{helper}` ({whence}), unlike {same}: one 502/503 or connection reset fails the caller"
        ),
        label: format!("called without `{helper}`"),
        sibling: (
            sibling_span,
            format!("`{sibling_snippet}` goes through `{helper}`"),
        ),
        fix,
        sdk_retries: sdk_retries.then(|| {
            format!(
                "`{client}` retries transient failures itself: only what outlasts its own policy would reach `{helper}`"
            )
        }),
    };
    // The helper beside the call says its authors want these calls
    // retried; who runs the code decides whether a missing one matters, as
    // for a raw call (judged on real code, helper-case findings in request
    // handlers, client packages and dead code were noise: 0 real of 53).
    report_raw_case(call, out, Some(helper_text), cx);
}

/// What the helper case says instead of the raw case's message.
struct HelperText {
    message: String,
    label: String,
    /// The call of the same family that goes through the helper.
    sibling: (Span, String),
    fix: String,
    /// The client retries by default: why the missing helper is a guess.
    sdk_retries: Option<String>,
}

/// The client call of a project thin wrapper that has callers in the scan:
/// the wrapper forwards it for them, so it is judged at each call site
/// (retried there, by its callers, or reported there), not here.
fn judged_at_callers<'t>(call: Node<'t>, cx: &Cx<'_, 't>) -> bool {
    let family = cx.family();
    let Some(func) = ast::enclosing_function(call, family) else {
        return false;
    };
    let Some(name) = ast::function_name(func, cx.text) else {
        return false;
    };
    if crate::model::effects::forwarded_call(cx, func) != Some(call) || function_retries(func, cx) {
        return false;
    }
    let class = ast::enclosing_class(func, family)
        .and_then(|c| c.field("name"))
        .map(|n| {
            let t = cx.text_of(n);
            t.rsplit("::").next().unwrap_or(t)
        });
    crate::model::resolve::definition_keys(cx, name, class)
        .iter()
        .any(|k| cx.index.effects.is_used(family, k))
}

/// A failure status of `call` goes unnoticed where it is made: the client
/// library does not raise on a status (`requests`, `fetch`, `Net::HTTP`),
/// the function around the call reads no status (`status_code`, `.ok`,
/// `raise_for_status()`, `success?`), and the response is not returned for
/// the callers to test.
/// The client resends this idempotent request itself after a connection
/// reset or read timeout (`idempotent-resend-clients`: Net::HTTP, urllib3),
/// so only a failure answer is left unretried.
fn resends_on_reset(out: &Outbound, verb: Option<&str>, cx: &Cx<'_, '_>) -> bool {
    let eco = crate::model::knowledge::Eco::of(cx.family());
    let clients = crate::model::knowledge::list(eco, "idempotent-resend-clients");
    out.kind == CallKind::Http
        && out.forwards_to.is_none()
        && verb.is_some_and(|v| {
            crate::model::knowledge::list(eco, "idempotent-resend-methods").contains(&v)
        })
        && (crate::model::knowledge::package_matches(clients, &out.client)
            || crate::model::knowledge::name_under(clients, &out.client))
}

/// Python: the function around the call raises the response's status
/// (`status-raising-methods`: `raise_for_status()`) only inside a `try`
/// whose clauses catch that status error (`status-error-class-names`) and
/// go on without raising: a failure answer ends there, and only a transport
/// failure (a reset, a timeout) leaves the function.
fn status_handled_in_place(call: Node<'_>, cx: &Cx<'_, '_>) -> bool {
    use crate::model::knowledge::{Eco, list};
    if cx.family() != Family::Python {
        return false;
    }
    let Some(func) = ast::enclosing_function(call, Family::Python) else {
        return false;
    };
    let raising = list(Eco::Python, "status-raising-methods");
    let status_classes = list(Eco::Python, "status-error-class-names");
    let mut raises = 0;
    let mut handled = 0;
    ast::walk(func, &mut |n| {
        if n.kind_name() == "call"
            && ast::call_method_name(n, Family::Python, cx.text)
                .is_some_and(|m| raising.contains(&m))
        {
            raises += 1;
            // The clauses of the nearest `try` whose body holds it: one
            // takes the status error and goes on (neither raises nor ends
            // the process).
            let caught = containment::enclosing_handlers(n, Family::Python)
                .into_iter()
                .any(|clause| {
                    let header = cx.text_of(clause).lines().next().unwrap_or("");
                    status_classes.iter().any(|k| header.contains(k))
                        && !ast::any_descendant(clause, &mut |d| {
                            containment::raises_or_exits(d, Family::Python, cx.text)
                        })
                });
            if caught {
                handled += 1;
            }
            return false;
        }
        !ast::is_function(n.kind_name(), Family::Python) || n == func
    });
    raises > 0 && raises == handled
}

/// The function around `call` parses a body as JSON after it
/// (`json-body-parses`: `res.json()`, `JSON.parse(response.body)`,
/// `json.loads(...)`): an error page fails there, a JSON error body does not.
fn parsed_as_json(call: Node<'_>, cx: &Cx<'_, '_>) -> bool {
    let Some(func) = ast::enclosing_function(call, cx.family()) else {
        return false;
    };
    let after = cx
        .text
        .get(call.start_byte()..func.end_byte())
        .unwrap_or("");
    crate::model::knowledge::list(crate::model::knowledge::Eco::Common, "json-body-parses")
        .iter()
        .any(|p| after.contains(p))
}

fn status_unnoticed(call: Node<'_>, out: &Outbound, cx: &Cx<'_, '_>) -> bool {
    let family = cx.family();
    let silent = crate::model::knowledge::list(
        crate::model::knowledge::Eco::of(family),
        "status-silent-clients",
    );
    if out.kind != CallKind::Http
        || !(crate::model::knowledge::package_matches(silent, &out.client)
            || crate::model::knowledge::name_under(silent, &out.client))
    {
        return false;
    }
    // The file installs middleware that raises on a failure status.
    if crate::model::knowledge::list(
        crate::model::knowledge::Eco::of(family),
        "status-raising-middleware",
    )
    .iter()
    .any(|m| cx.text.contains(m))
    {
        return false;
    }
    // The named function around an inline callback (`lambda: requests.get(url)`
    // handed to a helper whose caller tests the status).
    let mut func = ast::enclosing_function(call, family);
    while let Some(f) = func
        && ast::function_name(f, cx.text).is_none()
        && let Some(outer) = ast::enclosing_function(f, family)
    {
        func = Some(outer);
    }
    let Some(func) = func else {
        return false;
    };
    let body = cx.text_of(func);
    // Ruby: the last expression of a method is its value; a call there, or
    // the name bound to it there, is returned for the callers to test.
    if family == Family::Ruby
        && let Some(last) = ruby_last_expression(func)
    {
        if last.start_byte() <= call.start_byte() && call.end_byte() <= last.end_byte() {
            return false;
        }
        let mut bound = parents::parent(call);
        while let Some(p) = bound {
            if p == func || p.kind_name() == "body_statement" {
                break;
            }
            if let Some((name, _)) = ast::binding_parts(p) {
                if cx.text_of(name) == cx.text_of(last).trim() {
                    return false;
                }
                break;
            }
            bound = parents::parent(p);
        }
    }
    // Returned, directly or through the name it is bound to, for the
    // callers to test.
    let mut up = parents::parent(call);
    while let Some(p) = up {
        if p == func {
            break;
        }
        if matches!(p.kind_name(), "return_statement" | "return") {
            return false;
        }
        if let Some((name, _)) = ast::binding_parts(p) {
            let name = cx.text_of(name);
            if body.contains(&format!("return {name}")) {
                return false;
            }
            break;
        }
        if p.kind_name().ends_with("statement") {
            break;
        }
        up = parents::parent(p);
    }
    // Any read or test of a response's status (`r.status_code`, `res.ok`,
    // `res.success?`, `r.raise_for_status()`), as the status model knows them.
    let raising = crate::model::knowledge::list(
        crate::model::knowledge::Eco::of(family),
        "status-raising-methods",
    );
    let reads_status = ast::any_descendant(func, &mut |n| {
        crate::semantics::status::status_subject(n, family, cx.text).is_some()
            || crate::semantics::status::status_checked_response(n, family, cx.text).is_some()
            || (ast::is_call(n.kind_name(), family)
                && ast::call_method_name(n, family, cx.text).is_some_and(|m| raising.contains(&m)))
    });
    !reads_status
}

/// The last statement of a Ruby method's body, before any `rescue`: the
/// method's value.
fn ruby_last_expression(func: Node<'_>) -> Option<Node<'_>> {
    let mut c = func.walk();
    let body = func
        .named_children(&mut c)
        .filter(|n| n.kind_name() == "body_statement")
        .last()?;
    let mut c = body.walk();
    body.named_children(&mut c)
        .filter(|n| {
            !matches!(
                n.kind_name(),
                "comment" | "rescue" | "else" | "ensure" | "empty_statement"
            )
        })
        .last()
}

fn report_raw_case<'t>(
    call: Node<'t>,
    out: &Outbound,
    helper: Option<HelperText>,
    cx: &mut Cx<'_, 't>,
) {
    let shown = call_snippet(call, cx);
    let caller_query = owner_query(call, cx);
    let owner = owner_name(call, cx)
        .map(|n| format!("fails `{n}` and its callers"))
        .or_else(|| {
            crate::model::exec::route_block(call, cx.family(), cx.text)
                .map(|(_, r)| format!("fails the request (`{r}`)"))
        })
        .unwrap_or_else(|| "fails the caller".to_string());
    let client = if let Some((via, at)) = &out.forwards_to {
        format!(
            " (a `{via}` call through `{}`, the project's wrapper at {at})",
            out.client
        )
    } else if out.display.starts_with(out.client.as_str()) {
        String::new()
    } else {
        format!(" (a `{}` call)", out.client)
    };
    let in_ui_too = cx.settings.option(META.id, "browser-code", 0.0) > 0.0;
    let job_retry = retrying_job(call, cx);
    let lost = failure_is_lost(call, cx);
    let periodic = crate::semantics::schedule::periodic_scheduler(call, cx);
    let adapter = transport_adapter(call, cx);
    let verb = clients::http_verb(call, out, cx);
    let accepts_every_status = clients::accepts_every_status(cx, call);
    let only_logged = answer_only_logged(call, cx);
    // Code nobody watches: a failure there is lost unless something retries.
    let reach = crate::model::resolve::unattended_reach(call, cx);
    let dir_only = reach.is_some()
        && reach == cx.exec().unattended
        && crate::model::exec::job_registration(cx.family(), cx.text).is_none()
        && crate::model::exec::unattended_dir(cx.rel_path).is_some();
    let request_path = cx.exec().request_path.clone();
    // A handler of the request answers the requester whatever the error
    // loses: the person sees the failure and sends the request again.
    let handler_fn = request_handler(call, cx);
    let in_cli = cx.exec().context == crate::finding::ExecContext::Cli;
    // Library context is what is left when nothing shows how the code
    // runs: no route, job, consumer, command or service directory. Whether
    // a failure there needs a retry depends on callers the model did not
    // resolve, so the absence is a guess, even where a job of the project
    // reaches it (the reach itself, by name through unmarked code, was
    // judged noise: a ping package, a client a rescheduling job calls).
    let place_unknown = cx.exec().context == crate::finding::ExecContext::Library
        && cx.exec().unattended.is_none()
        && request_path.is_none()
        && !runs_in_retried_job(call, cx);
    let resends = resends_on_reset(out, verb.as_deref(), cx);
    let unenqueued = unenqueued_job(call, cx);
    let message = if status_handled_in_place(call, cx) {
        format!(
            "`{shown}`{client} has no retry: one connection reset or timeout {owner} (a 502/503/504 or 429 answer is handled here: its status error is caught and the function goes on)"
        )
    } else {
        match (status_unnoticed(call, out, cx), resends) {
            (true, false) if parsed_as_json(call, cx) => format!(
                "`{shown}`{client} has no retry: one connection reset or timeout {owner}, and a 502/503/504 or 429 answer is parsed as the result (the client does not raise on a status and nothing here tests it: an error page fails the parse, a JSON error body is taken as the result)"
            ),
            (true, false) => format!(
                "`{shown}`{client} has no retry: one connection reset or timeout {owner}, and a 502/503/504 or 429 answer is taken as the result (the client does not raise on a status and nothing here tests it)"
            ),
            (true, true) => format!(
                "`{shown}`{client} has no retry of a 502/503/504 or 429 answer: it is taken as the result (the client does not raise on a status and nothing here tests it); the client itself sends this {} again only after a connection reset or timeout, at once",
                verb.as_deref().unwrap_or_default()
            ),
            (false, false) => {
                format!(
                    "`{shown}`{client} has no retry: one 502/503/504, 429 or connection reset {owner}"
                )
            }
            (false, true) => format!(
                "`{shown}`{client} has no retry of a 502/503/504 or 429 answer: one such answer {owner} (the client itself sends this {} again only after a connection reset or timeout, at once)",
                verb.as_deref().unwrap_or_default()
            ),
        }
    };
    let helper_case = helper.is_some();
    let f = match helper {
        Some(h) => {
            let f = cx
                .report(&META, call, h.message)
                .with_severity(Severity::Error)
                .with_primary_label(h.label)
                .with_label(h.sibling.0, h.sibling.1)
                .with_fix(h.fix);
            if let Some(why) = h.sdk_retries {
                f.guessed(why);
            }
            f
        }
        None => cx
            .report(&META, call, message)
            .with_primary_label("no retry on this call"),
    };
    if in_ui_too {
        // Also reported in browser UI code (at medium confidence).
        f.absence = false;
    }
    if let Some(verb) = verb.filter(|v| !helper_case && matches!(v.as_str(), "POST" | "PATCH")) {
        f.guessed(format!(
            "a {verb} is not idempotent: retrying it blindly can repeat its effect, so it needs an idempotency key before a retry"
        ));
    }
    if let Some(why) = lost {
        f.with_evidence(format!("the failure cannot be retried by a caller: {why}"));
    }
    if only_logged {
        f.guessed(
            "the answer is only written to the log and the function hands nothing back: a telemetry read, whose failure loses no work",
        );
    }
    if accepts_every_status {
        f.guessed(
            "the client is told to accept every status (`validateStatus: () => true`): a 502 comes back as a response for the callers to inspect",
        );
    }
    f.runs_unattended(reach.clone());
    // The helper beside the call is the evidence that these calls need a
    // retry, wherever its callers are: only who is known to run it (a
    // person, a timer, a caller that catches) lowers the helper case.
    if place_unknown && !helper_case {
        f.guessed(
            "library code: no route, job, consumer or command was found to reach it, so whether its callers need a retry is not known",
        );
    }
    if let Some((scheduler, line)) = periodic {
        f.guessed(format!(
            "runs on a timer (`{scheduler}` at {line}): the next run tries again"
        ));
    }
    if let Some((name, line)) = adapter {
        f.guessed(format!(
            "`{name}` is handed to another client as its `fetch` (line {line}): it is that client's transport, and retries belong to the client around it"
        ));
    }
    if let Some(why) = unenqueued {
        f.guessed(why);
    }
    if let Some(why) = job_retry {
        f.guessed(why);
    } else if in_cli {
        f.guessed("a command run by a person, who sees the failure and runs it again");
    } else if let Some(why) = request_path.filter(|_| lost.is_none()).or(handler_fn) {
        f.guessed(format!("{why}; the failure reaches them with its status"));
    }
    if reach.is_none() && f.confidence == Confidence::High && !helper_case {
        // Where a person starts the work (a request, a page, a command), the
        // failure reaches that person, who can send it again: the missing
        // retry matters where nobody watches.
        let guess = "no job, worker, consumer or schedule was found to run this code: whoever starts the work sees the failure and can start it again";
        f.guessed(guess);
        return;
    }
    if f.confidence == Confidence::High && lost.is_none() {
        // Who calls it decides who sees the failure (`model::callers`); a
        // caller in this file keeps it here.
        let mut query = caller_query;
        // Only the directory says the code runs unattended (`scheduler/`,
        // no registration in the file): a module nothing names is not run.
        if dir_only
            && !helper_case
            && let Some(q) = query.as_mut()
        {
            q.lower_if_uncalled = Some(format!(
                "nothing in the scan names `{}` (comments aside): the directory is where unattended code lives, but nothing runs this code",
                q.functions.join("`, `")
            ));
            q.and_callers = true;
        }
        f.callers_of = query;
    }
}

/// Ruby: the call is in a job or worker class (`job-class-suffixes`) that
/// no code of the scan names beyond its declaration and no schedule runs (a
/// commented-out `# SyncJob.perform_later(...)` enqueues nothing): the
/// job may never run, so its missing retry is a guess.
fn unenqueued_job(call: Node<'_>, cx: &Cx<'_, '_>) -> Option<String> {
    if cx.family() != Family::Ruby {
        return None;
    }
    let class = enclosing_class_name(call, cx)?;
    let name = class.rsplit("::").next().unwrap_or(class);
    let suffixes =
        crate::model::knowledge::list(crate::model::knowledge::Eco::Ruby, "job-class-suffixes");
    if !suffixes.iter().any(|s| name.ends_with(s))
        || cx.index.job_mentions.is_empty()
        || cx.index.job_named(name)
    {
        return None;
    }
    Some(format!(
        "nothing in the scan enqueues `{name}`: no code names it beyond its declaration and no schedule runs it, so the job may never run"
    ))
}

fn helper_origin(name: &str, cx: &Cx<'_, '_>) -> String {
    match cx.facts.retry_helpers.iter().find(|h| h.name == name) {
        Some(h) if h.line > 0 => format!("defined at line {}", h.line),
        Some(h) => match &h.imported_from {
            Some(m) if m.starts_with("the ") => format!("from {m}"),
            Some(m) => format!("imported from `{m}`"),
            None => "defined in this file".to_string(),
        },
        None => "used elsewhere in this file".to_string(),
    }
}

/// The call as written when short, else `callee(first argument, ...)`.
fn call_snippet(call: Node<'_>, cx: &Cx<'_, '_>) -> String {
    let text = cx.text_of(call);
    let compact: String = text.split_whitespace().collect::<Vec<_>>().join(" ");
    if compact.len() <= 60 && !text.contains('\n') {
        return compact;
    }
    let callee = match cx.family() {
        Family::Ruby => ast::callee_path(call, Family::Ruby, cx.text),
        // `await axios.post<T>(...)` parses with the `await` inside the
        // callee: show the callee alone.
        _ => call
            .field("function")
            .map(|f| {
                let mut f = f;
                while matches!(
                    f.kind_name(),
                    "await_expression" | "instantiation_expression"
                ) {
                    let inner = ast::strip_type_arguments(f);
                    if inner == f {
                        break;
                    }
                    f = inner;
                }
                text_without_comments(f, cx)
            })
            .unwrap_or_default(),
    };
    let callee: String = callee.split_whitespace().collect::<Vec<_>>().join("");
    let first = call
        .child_by_field_name("arguments")
        .and_then(|a| {
            let mut c = a.walk();
            a.named_children(&mut c)
                .find(|n| n.kind_name() != "comment")
        })
        .map(|a| cx.text_of(a))
        .filter(|a| a.len() <= 40 && !a.contains('\n'));
    match first {
        Some(a) => format!("{callee}({a}, ...)"),
        None => format!("{callee}(...)"),
    }
}

fn text_without_comments(node: Node<'_>, cx: &Cx<'_, '_>) -> String {
    let mut out = String::new();
    let mut at = node.start_byte();
    ast::walk(node, &mut |n| {
        if n.kind_name() == "comment" {
            out.push_str(cx.text.get(at..n.start_byte()).unwrap_or(""));
            at = n.end_byte();
            return false;
        }
        true
    });
    out.push_str(cx.text.get(at..node.end_byte()).unwrap_or(""));
    out
}

/// The nearest enclosing function that has a name.
fn owner_name<'t>(node: Node<'t>, cx: &Cx<'_, 't>) -> Option<&'t str> {
    owner_function(node, cx).map(|(_, name)| name)
}

/// The nearest named function or method enclosing `node`, with its name.
fn owner_function<'t>(node: Node<'t>, cx: &Cx<'_, 't>) -> Option<(Node<'t>, &'t str)> {
    let mut cur = ast::enclosing_function(node, cx.family());
    while let Some(f) = cur {
        if let Some(name) = ast::function_name(f, cx.text) {
            return Some((f, name));
        }
        cur = ast::enclosing_function(f, cx.family());
    }
    None
}

/// The call's answer goes only into log lines (`rate = session.get(
/// "/rate_limit").json()["rate"]; logger.info(f"remaining {rate[...]}")`)
/// and the function around it hands no value back: a telemetry read.
/// Python and JavaScript (a Ruby method returns its last value).
fn answer_only_logged(call: Node<'_>, cx: &Cx<'_, '_>) -> bool {
    let family = cx.family();
    if family == Family::Ruby {
        return false;
    }
    let Some(func) = ast::enclosing_function(call, family) else {
        return false;
    };
    let returns_value = ast::any_in_scope(func, family, &mut |n| {
        n.kind_name() == "return_statement" && n.named_child_count() > 0
    }) || func.field("body").is_some_and(|b| {
        // `() => session.get(url)`: an arrow's expression body is its value.
        b.kind_name() != "statement_block" && b.kind_name() != "block"
    });
    if returns_value {
        return false;
    }
    // The name the answer is bound to.
    let mut cur = call;
    let mut bound = None;
    while let Some(p) = parents::parent(cur) {
        if p == func {
            break;
        }
        let target = match p.kind_name() {
            "assignment" => p.field("left"),
            "variable_declarator" => p.field("name"),
            _ => None,
        };
        if let Some(t) = target {
            if t.kind_name() == "identifier" {
                bound = Some(cx.text_of(t));
            }
            break;
        }
        if ast::is_function(p.kind_name(), family) || p.kind_name().ends_with("statement") {
            break;
        }
        cur = p;
    }
    let Some(first) = bound else {
        return false;
    };
    let in_log_call = |n: Node<'_>| {
        let mut cur = n;
        while let Some(p) = parents::parent(cur) {
            if p == func {
                return false;
            }
            if ast::is_call(p.kind_name(), family)
                && ast::callee(p, family, cx.text)
                    .is_some_and(|c| crate::semantics::errors::is_log_callee(cx.text_of(c)))
            {
                return true;
            }
            cur = p;
        }
        false
    };
    let mut names: Vec<&str> = vec![first];
    // Names bound from the answer in turn (`reset = strftime(rate["reset"])`).
    for _ in 0..3 {
        let mut more = Vec::new();
        ast::walk(func, &mut |n| {
            let (target, value) = match n.kind_name() {
                "assignment" => (n.field("left"), n.field("right")),
                "variable_declarator" => (n.field("name"), n.field("value")),
                _ => (None, None),
            };
            if let (Some(t), Some(v)) = (target, value)
                && t.kind_name() == "identifier"
                && !names.contains(&cx.text_of(t))
                && (ast::any_descendant(v, &mut |d| {
                    d.kind_name() == "identifier" && names.contains(&cx.text_of(d))
                }))
            {
                more.push(cx.text_of(t));
            }
            true
        });
        if more.is_empty() {
            break;
        }
        names.extend(more);
    }
    let mut used = false;
    let mut elsewhere = false;
    ast::walk(func, &mut |n| {
        if elsewhere {
            return false;
        }
        if n.kind_name() != "identifier" || !names.contains(&cx.text_of(n)) {
            return true;
        }
        let Some(p) = parents::parent(n) else {
            return true;
        };
        // The binding itself, or a binding of another name from it.
        let is_target = matches!(p.kind_name(), "assignment" | "variable_declarator")
            && (p.field("left") == Some(n) || p.field("name") == Some(n));
        let feeds_name = {
            let mut cur = n;
            let mut feeds = false;
            while let Some(q) = parents::parent(cur) {
                if q == func {
                    break;
                }
                let target = match q.kind_name() {
                    "assignment" => q.field("left"),
                    "variable_declarator" => q.field("name"),
                    _ => None,
                };
                if let Some(t) = target {
                    feeds = t != cur && names.contains(&cx.text_of(t));
                    break;
                }
                cur = q;
            }
            feeds
        };
        if is_target || feeds_name {
            return true;
        }
        if in_log_call(n) {
            used = true;
        } else {
            elsewhere = true;
        }
        true
    });
    used && !elsewhere
}

/// JavaScript: a function enclosing the call is an HTTP request handler:
/// its first parameters are the request and the response (`(req, res)`,
/// `(request, reply)`: `request-handler-parameters`, `response-parameters`)
/// and it answers through the response (`res.status(...)`:
/// `response-methods`).
fn request_handler(call: Node<'_>, cx: &Cx<'_, '_>) -> Option<String> {
    if cx.family() == Family::Ruby {
        return crate::model::exec::route_block(call, cx.family(), cx.text).map(|(_, route)| {
            format!(
                "a route block (`{route}`): the person who sent the request sees the failure and can send it again"
            )
        });
    }
    if let Some(route) = ast::route_decorated(call, cx.family(), cx.text) {
        return Some(format!(
            "a request handler (`{route}`): the person who sent the request sees the failure and can send it again"
        ));
    }
    if cx.family() != Family::Js {
        return None;
    }
    let mut func = ast::enclosing_function(call, Family::Js);
    while let Some(f) = func {
        let params = f.field("parameters").or_else(|| f.field("parameter"));
        if let Some(params) = params {
            let mut c = params.walk();
            let names: Vec<&str> = params
                .named_children(&mut c)
                .filter(|p| p.kind_name() != "comment")
                .map(|p| {
                    let id = p.field("pattern").unwrap_or(p);
                    cx.text_of(id)
                })
                .collect();
            let js = |k| crate::model::knowledge::list(crate::model::knowledge::Eco::Javascript, k);
            if let [req, res, ..] = names.as_slice()
                && js("request-handler-parameters").contains(req)
                && js("response-parameters").contains(res)
            {
                let body = cx.text_of(f);
                let answers = js("response-methods")
                    .iter()
                    .any(|m| body.contains(&format!("{res}.{m}(")));
                if answers {
                    return Some(format!(
                        "an HTTP request handler (`({req}, {res})` answering through `{res}`): the person who sent the request sees the failure and can send it again"
                    ));
                }
            }
        }
        func = ast::enclosing_function(f, Family::Js);
    }
    None
}

/// The function holding the call is another client's transport: its name
/// is the value of a transport option in the same file (`transport-options`:
/// `ky.create({ fetch: rebuildFetch })`). Returns the
/// name and the option's line.
fn transport_adapter(call: Node<'_>, cx: &Cx<'_, '_>) -> Option<(String, usize)> {
    if cx.family() != Family::Js {
        return None;
    }
    let (_, name) = owner_function(call, cx)?;
    let option = regex::Regex::new(&format!(
        r"\b({})\s*:\s*{}\b",
        crate::model::knowledge::list(
            crate::model::knowledge::Eco::Javascript,
            "transport-options"
        )
        .iter()
        .map(|o| regex::escape(o))
        .collect::<Vec<_>>()
        .join("|"),
        regex::escape(name)
    ))
    .ok()?;
    let m = option.find(cx.text)?;
    Some((
        name.to_string(),
        cx.span_at(m.start(), m.start()).start.line,
    ))
}

/// The function holding a call, when its callers in other files decide
/// who sees its failure: a named function or method that nothing in this
/// file calls, or, when this file's own functions call it, those functions
/// that nothing in this file calls (every in-file path leads to them). A call
/// at the top level of the file keeps the question here.
pub(crate) fn owner_query(call: Node<'_>, cx: &Cx<'_, '_>) -> Option<CallerQuery> {
    /// More in-file callers than this: the file is its own caller graph.
    const MAX_IN_FILE: usize = 8;
    let (function, name) = owner_function(call, cx)?;
    let calls = crate::semantics::parents::file_fact(
        crate::semantics::parents::question::CALLS_BY_CALLEE,
        || calls_by_callee(cx),
    );
    let mut entries: Vec<String> = Vec::new();
    let mut seen: std::collections::HashSet<&str> = Default::default();
    let mut queue = vec![(function, name)];
    while let Some((f, n)) = queue.pop() {
        if !seen.insert(n) {
            continue;
        }
        if seen.len() > MAX_IN_FILE {
            return None;
        }
        let Some(sites) = calls.get(n) else {
            // A function defined inside another is reached only through
            // it, whoever it is handed to (`batch.map(uploadPart)`).
            match owner_function(f, cx) {
                Some(outer) => queue.push(outer),
                None => entries.push(n.to_string()),
            }
            continue;
        };
        for &(start, end) in sites {
            let site = parents::descendant_for_byte_range(cx.root, start, end)?;
            queue.push(owner_function(site, cx)?);
        }
    }
    if entries.is_empty() {
        return None;
    }
    entries.sort();
    Some(CallerQuery {
        functions: entries,
        ..CallerQuery::for_function("", enclosing_class_name(function, cx).map(str::to_string))
    })
}

/// `Net::HTTP.start(host) do |http| ... end`: the requests inside the block
/// are the calls to judge, not the session opener.
fn is_block_opener(call: Node<'_>, cx: &Cx<'_, '_>) -> bool {
    cx.family() == Family::Ruby
        && call.field("block").is_some()
        && call
            .field("method")
            .is_some_and(|m| cx.text_of(m) == "start")
}

// ---------------------------------------------------------------------------
// Is a retry visible?

/// Why a call is already retried, when a retry is visible around it.
pub(crate) fn retry_visible<'t>(call: Node<'t>, cx: &Cx<'_, 't>) -> Option<&'static str> {
    let family = cx.family();
    if call_retry_option(call, cx) == Some(true) {
        return Some("per-call retry option");
    }
    let mut child = call;
    let mut in_protected = false;
    let mut crossed_function = false;
    // A retry 500 syntax levels above a call is not one a reader sees; the
    // cap keeps generated chains and nests linear.
    let mut steps = 0;
    while let Some(parent) = crate::semantics::parents::parent(child) {
        steps += 1;
        if steps > 500 {
            break;
        }
        // A retry helper's closure or block, or a `.retry(n)` chain.
        if ast::is_call(parent.kind_name(), family)
            && callee_name(parent, cx).is_some_and(says_retry)
        {
            return Some("inside a retry helper");
        }
        // A callback handed to a project wrapper that runs it under a retry
        // (`this.garmr.execute(async () => fetch(url))`).
        if ast::is_call(parent.kind_name(), family)
            && matches!(child.kind_name(), "arguments" | "argument_list")
            && crate::model::resolve::retrying_callee(cx, parent).is_some()
        {
            return Some("inside a project wrapper that retries what it runs");
        }
        // try/begin protected parts.
        if is_protected_part(parent, child, family) {
            in_protected = true;
            if family == Family::Ruby && rescue_retries(parent) {
                return Some("rescue ... retry");
            }
        }
        if !crossed_function && is_loop(parent, family, cx) {
            let header = loop_header(parent, cx);
            if RETRY_ATTEMPT_NAME.is_match(header) {
                return Some("attempt loop");
            }
            if in_protected && (is_infinite_loop(parent, cx) || exits_on_success(child, family)) {
                return Some("loop that catches and goes round again");
            }
            if failover_loop(parent, call, in_protected, cx) {
                return Some("loop that tries the next endpoint when one fails");
            }
            if crate::semantics::loops::loop_parts(parent, family, cx.text).is_some_and(|parts| {
                super::sleepless_poll_loop::retries_on_status(&parts, call, cx)
            }) {
                return Some("loop that re-sends the call until its status succeeds");
            }
        }
        if ast::is_function(parent.kind_name(), family) {
            crossed_function = true;
            if function_retries(parent, cx) {
                return Some("retrying function");
            }
        }
        if ast::is_class(parent.kind_name(), family) && class_retries_jobs(parent, cx) {
            return Some("job class that retries");
        }
        child = parent;
    }
    None
}

/// The last name of a call's callee (`retryable` for `this.retryable(...)`,
/// `retriable` for `Retriable.retriable do`).
fn callee_name<'t>(call: Node<'t>, cx: &Cx<'_, 't>) -> Option<&'t str> {
    ast::call_method_name(call, cx.family(), cx.text)
}

/// A name that says "this retries": `retryable`, `withRetry`, `pRetry`,
/// `Retriable.retriable`, `backOff`; not `lazy_no_retry`, `shouldRetry`.
pub(crate) fn says_retry(name: &str) -> bool {
    crate::semantics::names::says_retry(name)
}

/// A per-call retry option: `Some(true)` for `got(url, { retry: { limit: 3 }
/// })`, `ky.get(url, { retry: 2 })`, `fetchRetry(url, { retries: 3 })`,
/// Python `retries=3`; `Some(false)` when the option turns retries off
/// (`retry: 0`, `retry: { limit: 0 }`, `retries=False`; the values are
/// `retry-disabled-values`); `None` without one.
fn call_retry_option(call: Node<'_>, cx: &Cx<'_, '_>) -> Option<bool> {
    let args = call.field("arguments")?;
    let mut found = None;
    ast::walk(args, &mut |n| {
        if found.is_some() {
            return false;
        }
        let key = match n.kind_name() {
            "pair" => n.field("key"),
            "keyword_argument" => n.field("name"),
            "shorthand_property_identifier" => Some(n),
            _ => None,
        };
        if let Some(k) = key {
            let k = cx
                .text_of(k)
                .trim_matches(|c| c == '\'' || c == '"' || c == ':');
            let lower = k.to_ascii_lowercase();
            if n.kind_name() == "pair" && clients::retrying_transport_option(k, n, cx) {
                found = Some(true);
                return false;
            }
            if lower == "retry" || lower.contains("retries") || lower.starts_with("retry_") {
                let written = crate::semantics::facts::retry_setting(cx.text_of(n), cx.family());
                found = Some(written != Some(false));
            }
        }
        !ast::is_function(n.kind_name(), cx.family())
    });
    found
}

/// A Ruby `begin`/method body whose `rescue` clause says `retry`.
fn rescue_retries(parent: Node<'_>) -> bool {
    let mut c = parent.walk();
    let rescues: Vec<Node<'_>> = parent
        .children(&mut c)
        .filter(|n| n.kind_name() == "rescue")
        .collect();
    rescues
        .into_iter()
        .any(|r| ast::any_in_scope(r, Family::Ruby, &mut |n| n.kind_name() == "retry"))
}

fn is_loop(node: Node<'_>, family: Family, cx: &Cx<'_, '_>) -> bool {
    match family {
        Family::Js => matches!(
            node.kind_name(),
            "for_statement" | "for_in_statement" | "while_statement" | "do_statement"
        ),
        Family::Python => matches!(node.kind_name(), "for_statement" | "while_statement"),
        Family::Ruby => match node.kind_name() {
            "while" | "until" | "for" | "while_modifier" | "until_modifier" => true,
            "call" => {
                node.field("block").is_some()
                    && callee_name(node, cx)
                        .is_some_and(|m| matches!(m, "loop" | "times" | "upto" | "each"))
            }
            _ => false,
        },
    }
}

/// A loop over alternatives (`for (const url of gateways)`, `for host in
/// hosts:`, `hosts.each do |host|`) whose variable the call is sent to and
/// that stops at the first success: a failure answer (tested for its status
/// before a `break`/`return`) or a caught failure goes on to the next one.
/// A failover: the request is retried elsewhere.
fn failover_loop(node: Node<'_>, call: Node<'_>, in_protected: bool, cx: &Cx<'_, '_>) -> bool {
    let family = cx.family();
    let (var, body) = match (family, node.kind_name()) {
        (Family::Js, "for_in_statement") if cx.text_of(node).contains(" of ") => {
            (node.field("left"), node.field("body"))
        }
        (Family::Python, "for_statement") => (node.field("left"), node.field("body")),
        (Family::Ruby, "for") => (node.field("pattern"), node.field("body")),
        (Family::Ruby, "call") if callee_name(node, cx) == Some("each") => {
            let block = node.field("block");
            let param = block
                .and_then(|b| b.field("parameters"))
                .and_then(|p| p.named_child(0));
            (param, block)
        }
        _ => return false,
    };
    let (Some(var), Some(body)) = (var, body) else {
        return false;
    };
    let var = cx.text_of(var);
    if var.is_empty() || !var.chars().all(|c| c.is_alphanumeric() || c == '_') {
        return false;
    }
    let args = call.field("arguments").map_or("", |a| cx.text_of(a));
    if !crate::text::contains_word(args, var) {
        return false;
    }
    // Stops at the first success: an exit under a status test, or (the call
    // protected by a handler in the loop) any exit after it.
    let mut stops = false;
    ast::walk(body, &mut |n| {
        if stops || ast::is_function(n.kind_name(), family) {
            return false;
        }
        let exits = |b: Node<'_>| {
            let t = cx.text_of(b);
            crate::text::contains_word(t, "break") || crate::text::contains_word(t, "return")
        };
        if matches!(
            n.kind_name(),
            "if_statement" | "if" | "if_modifier" | "unless" | "unless_modifier"
        ) && let Some(cond) = n.field("condition")
            && crate::semantics::status::status_test(cond, family, cx.text).is_some()
            && exits(n)
        {
            stops = true;
        }
        if in_protected
            && n.start_byte() > call.end_byte()
            && matches!(
                n.kind_name(),
                "break_statement" | "return_statement" | "break" | "return"
            )
        {
            stops = true;
        }
        !stops
    });
    stops
}

/// The part of a loop that says what it iterates: condition, range, receiver.
fn loop_header<'t>(node: Node<'t>, cx: &Cx<'_, 't>) -> &'t str {
    let body = node.field("body").or_else(|| node.field("block"));
    match body {
        Some(b) => cx.text.get(node.start_byte()..b.start_byte()).unwrap_or(""),
        None => cx.text_of(node),
    }
}

fn is_infinite_loop(node: Node<'_>, cx: &Cx<'_, '_>) -> bool {
    let header = loop_header(node, cx);
    let compact: String = header.split_whitespace().collect();
    compact.starts_with("while(true)")
        || compact.starts_with("whileTrue")
        || compact.starts_with("while1")
        || compact.starts_with("whiletrue")
        || compact.starts_with("for(;;)")
        || compact.starts_with("loopdo")
        || compact.starts_with("loop{")
        || node.kind_name() == "do_statement"
}

/// The protected block leaves the loop once the call succeeds
/// (`return`/`break`), so the loop goes round again only on failure.
fn exits_on_success(protected: Node<'_>, family: Family) -> bool {
    ast::any_in_scope(protected, family, &mut |n| {
        matches!(
            n.kind_name(),
            "return_statement" | "break_statement" | "return" | "break"
        )
    })
}

/// A function that retries by its name, a retry decorator, a handler that
/// calls the function again, or a Celery task that retries.
pub fn function_retries(func: Node<'_>, cx: &Cx<'_, '_>) -> bool {
    // Asked for every call inside `func`: computed once per function and file.
    crate::semantics::parents::memo_flag(
        func,
        crate::semantics::parents::question::FUNCTION_RETRIES,
        || function_retries_uncached(func, cx),
    )
}

fn function_retries_uncached(func: Node<'_>, cx: &Cx<'_, '_>) -> bool {
    let family = cx.family();
    let name = ast::function_name(func, cx.text);
    if name.is_some_and(|n| {
        says_retry(n) && crate::semantics::facts::retry_shaped(func, n, cx.text, family)
    }) {
        return true;
    }
    if decorated_with_retry(func, cx) {
        return true;
    }
    if family == Family::Python && calls_self_retry(func, cx) && !task_retries_disabled(func, cx) {
        return true;
    }
    match name {
        Some(n) => handler_calls_again(func, n, cx),
        None => false,
    }
}

/// Ruby: the method is an action its class wraps in a callback
/// (`around_action :retry_on_exception`, `around-callbacks` in ruby.toml,
/// with its `only:`/`except:` lists) whose method of the class is a retry
/// helper (named for retrying and shaped like one: `rescue ... retry`). The
/// callback runs the action inside the helper, as a decorator would.
fn around_callback_retries(func: Node<'_>, cx: &Cx<'_, '_>) -> bool {
    let Some(name) = ast::function_name(func, cx.text) else {
        return false;
    };
    let Some(class) = ast::enclosing_class(func, Family::Ruby) else {
        return false;
    };
    let callbacks =
        crate::model::knowledge::list(crate::model::knowledge::Eco::Ruby, "around-callbacks");
    let Some(body) = class.field("body") else {
        return false;
    };
    let symbol = |n: Node<'_>| {
        (n.kind_name() == "simple_symbol").then(|| cx.text_of(n).trim_start_matches(':'))
    };
    let names_in = |v: Node<'_>| -> Vec<&str> {
        match v.kind_name() {
            "array" => v.named_children(&mut v.walk()).filter_map(symbol).collect(),
            _ => symbol(v).into_iter().collect(),
        }
    };
    let mut c = body.walk();
    body.named_children(&mut c).any(|st| {
        if st.kind_name() != "call"
            || st.field("receiver").is_some()
            || !st
                .field("method")
                .is_some_and(|m| callbacks.contains(&cx.text_of(m)))
        {
            return false;
        }
        let Some(args) = st.field("arguments") else {
            return false;
        };
        let mut helpers = Vec::new();
        let mut applies = true;
        for arg in args.named_children(&mut args.walk()) {
            if let Some(h) = symbol(arg) {
                helpers.push(h);
            } else if arg.kind_name() == "pair"
                && let (Some(k), Some(v)) = (arg.field("key"), arg.field("value"))
            {
                let key = cx.text_of(k).trim_start_matches(':').trim_end_matches(':');
                match key {
                    "only" => applies &= names_in(v).contains(&name),
                    "except" => applies &= !names_in(v).contains(&name),
                    _ => {}
                }
            }
        }
        applies
            && helpers.iter().any(|h| {
                *h != name
                    && says_retry(h)
                    && body.named_children(&mut body.walk()).any(|d| {
                        d.kind_name() == "method"
                            && ast::function_name(d, cx.text) == Some(*h)
                            && crate::semantics::facts::retry_shaped(d, h, cx.text, Family::Ruby)
                    })
            })
    })
}

/// Python `@retry(...)`, `@backoff.on_exception(...)`, `@tenacity.retry`,
/// Celery `@app.task(autoretry_for=...)`; TS `@Retry()` method decorators;
/// Ruby actions wrapped by a retrying `around_action`.
fn decorated_with_retry(func: Node<'_>, cx: &Cx<'_, '_>) -> bool {
    if cx.family() == Family::Ruby {
        return around_callback_retries(func, cx);
    }
    let decorators = ast::decorators_of(func, cx.family());
    decorators.into_iter().any(|d| {
        let t = cx.text_of(d).trim_start_matches('@');
        // `@shared_task(autoretry_for=..., max_retries=0)` never retries;
        // `@sleep_and_retry` waits for a rate-limit window, not on a failure.
        if crate::model::exec::job_retries_disabled(cx.family(), t)
            || crate::model::effects::paces_by_decorator(cx, d)
        {
            return false;
        }
        if says_retry_decorator(t) {
            return true;
        }
        // `transient = retry(stop=..., wait=...)` at the top of the module,
        // then `@transient`: the name stands for the decorator it is bound to.
        cx.family() == Family::Python
            && !t.is_empty()
            && t.chars().all(|c| c.is_alphanumeric() || c == '_')
            && ast::python_module_value(cx.root, t, cx.text)
                .is_some_and(|v| v.kind_name() == "call" && says_retry_decorator(cx.text_of(v)))
    })
}

/// The text of a decorator (without `@`) names a retry decorator.
fn says_retry_decorator(t: &str) -> bool {
    let head = t.split('(').next().unwrap_or(t);
    PY_RETRY_DECORATORS
        .iter()
        .any(|r| head.split('.').any(|seg| seg.eq_ignore_ascii_case(r)))
        || RETRY_WRAPPER_NAME.is_match(head)
        || t.contains("autoretry_for")
}

/// A Python task whose decorator turns its retries off (`max_retries=0`,
/// `job-retry-disabled`): `self.retry()` there raises at once.
fn task_retries_disabled(func: Node<'_>, cx: &Cx<'_, '_>) -> bool {
    crate::semantics::parents::parent(func).is_some_and(|p| {
        p.kind_name() == "decorated_definition"
            && crate::model::exec::job_retries_disabled(
                Family::Python,
                cx.text.get(p.start_byte()..func.start_byte()).unwrap_or(""),
            )
    })
}

/// Celery `raise self.retry(exc=e)` / `task.retry(...)` in a task body.
fn calls_self_retry(func: Node<'_>, cx: &Cx<'_, '_>) -> bool {
    let Some(body) = func.field("body") else {
        return false;
    };
    ast::any_in_scope(body, Family::Python, &mut |n| {
        n.kind_name() == "call"
            && n.field("function")
                .is_some_and(|f| f.kind_name() == "attribute" && cx.text_of(f).ends_with(".retry"))
    })
}

/// A handler inside `func` that calls `func` again (retry by recursion):
/// `catch (e) { return this.upload(part, attempt + 1) }`,
/// `.catch(() => upload(part))`, `except ...: return self.fetch(url)`.
fn handler_calls_again(func: Node<'_>, name: &str, cx: &Cx<'_, '_>) -> bool {
    let family = cx.family();
    let Some(body) = func.field("body") else {
        return false;
    };
    // The calls of the file by callee name, found once per file instead of
    // walking every function body for every function.
    let calls = crate::semantics::parents::file_fact(
        crate::semantics::parents::question::CALLS_BY_CALLEE,
        || calls_by_callee(cx),
    );
    let Some(sites) = calls.get(name) else {
        return false;
    };
    sites.iter().any(|&(start, end)| {
        start >= body.start_byte()
            && end <= body.end_byte()
            && parents::descendant_for_byte_range(body, start, end)
                .and_then(|n| {
                    // The smallest node spanning the call may be inside it.
                    let mut cur = Some(n);
                    while let Some(c) = cur {
                        if ast::is_call(c.kind_name(), family) && c.byte_range() == (start..end) {
                            return Some(c);
                        }
                        if c.byte_range() != (start..end)
                            && c.start_byte() <= start
                            && c.end_byte() >= end
                            && c != n
                        {
                            return None;
                        }
                        cur = crate::semantics::parents::parent(c);
                    }
                    None
                })
                .is_some_and(|call| in_handler(call, body, cx) || in_status_branch(call, body, cx))
    })
}

/// `call` runs under a test of a response's status between it and `body`
/// (`if response.status_code != 201: return self.store(...)`): a retry of
/// failure statuses by recursion.
fn in_status_branch(call: Node<'_>, body: Node<'_>, cx: &Cx<'_, '_>) -> bool {
    let family = cx.family();
    let mut node = call;
    while let Some(up) = parents::parent(node) {
        if up == body || ast::is_function(up.kind_name(), family) {
            return false;
        }
        if matches!(up.kind_name(), "if_statement" | "if" | "unless")
            && up.field("condition").is_some_and(|c| {
                c != node && crate::semantics::status::status_test(c, family, cx.text).is_some()
            })
        {
            return true;
        }
        node = up;
    }
    false
}

/// Byte ranges of every call in the file, keyed by callee name.
fn calls_by_callee(cx: &Cx<'_, '_>) -> std::collections::HashMap<String, Vec<(usize, usize)>> {
    let family = cx.family();
    let mut out: std::collections::HashMap<String, Vec<(usize, usize)>> = Default::default();
    ast::walk(cx.root, &mut |n| {
        if ast::is_call(n.kind_name(), family)
            && let Some(name) = callee_name(n, cx)
            && !(family == Family::Ruby
                && name == "call"
                && crate::semantics::bindings::ruby_calls_a_proc(n, cx.text))
        {
            out.entry(name.to_string())
                .or_default()
                .push((n.start_byte(), n.end_byte()));
        }
        true
    });
    out
}

fn in_handler(node: Node<'_>, top: Node<'_>, cx: &Cx<'_, '_>) -> bool {
    let mut cur = crate::semantics::parents::parent(node);
    while let Some(n) = cur {
        if n == top {
            return false;
        }
        match n.kind_name() {
            "catch_clause" | "except_clause" | "rescue" => return true,
            "arguments" | "argument_list" => {
                if let Some(call) = crate::semantics::parents::parent(n)
                    && let Some(m) = callee_name(call, cx)
                    && matches!(m, "catch" | "on" | "once" | "setTimeout")
                {
                    return true;
                }
            }
            _ => {}
        }
        cur = crate::semantics::parents::parent(n);
    }
    false
}

/// A Ruby job class whose failures are retried by the job system.
fn class_retries_jobs(class: Node<'_>, cx: &Cx<'_, '_>) -> bool {
    if cx.family() != Family::Ruby {
        return false;
    }
    let t = cx.text_of(class);
    // `sidekiq_options retry: false`: this job's failures are not retried.
    if crate::model::exec::job_retries_disabled(Family::Ruby, t) {
        return false;
    }
    t.contains("retry_on ")
        || t.contains("retry_on(")
        || t.contains("Sidekiq::Job")
        || t.contains("Sidekiq::Worker")
        || (t.contains("sidekiq_options") && t.contains("retry"))
}

// ---------------------------------------------------------------------------
// Calls a retry would not fix

fn not_worth_a_retry<'t>(call: Node<'t>, cx: &Cx<'_, 't>) -> Option<&'static str> {
    if owner_chain_matches(call, cx, &names_fire_and_forget)
        || enclosing_class_name(call, cx).is_some_and(names_fire_and_forget)
    {
        return Some("fire-and-forget or probe");
    }
    if containment::contained(call, cx.family(), cx.text).is_some() {
        return Some(BEST_EFFORT);
    }
    if cx.family() == Family::Js && containment::pipe_retries(call, cx.text) {
        return Some("an RxJS retry operator in its pipe retries it");
    }
    // Ruby/Python code at the top level of a file runs as a script (a
    // container health check, a one-off): whoever runs it sees the failure.
    if cx.family() != Family::Js
        && ast::enclosing_function(call, cx.family()).is_none()
        && crate::model::exec::route_block(call, cx.family(), cx.text).is_none()
    {
        return Some("top-level script code");
    }
    if ast::enclosing_function(call, cx.family()).is_some_and(|f| callers_handle_it(f, cx, 3)) {
        return Some("the callers in this file retry or contain the failure");
    }
    // `except RequestException as e: raise RuntimeError(...)` under a
    // caller that catches `RuntimeError` and goes on (an optional source
    // answering `[]`): the translated failure ends in this file.
    if let Some(class) = translated_class(call, cx)
        && ast::enclosing_function(call, cx.family()).is_some_and(|f| {
            every_caller_handles(f, cx, 3, &|site| {
                containment::catches_translated(site, &class, cx.family(), cx.text)
            })
        })
    {
        return Some(
            "the callers in this file catch the error its handler raises instead and go on",
        );
    }
    if polled_again(call, cx) {
        return Some(
            "its failure gives the not-ready answer, and the callers poll again after a delay",
        );
    }
    if retried_elsewhere(call, cx) {
        return Some("a caller in another file retries it");
    }
    if supervised(call, cx) {
        return Some(
            "an endless loop in another file catches the failure, waits and runs it again",
        );
    }
    None
}

/// The call's failure is answered with the empty value its function also
/// gives while the work is not ready (`catch { return null }`), and every
/// caller in this file calls that function in a loop that waits before the
/// next round, or feeds such a loop right after (`let s = await poll();
/// while (!s) { await sleep(5000); s = await poll() }`): the poll is the
/// call's retry.
fn polled_again(call: Node<'_>, cx: &Cx<'_, '_>) -> bool {
    let family = cx.family();
    // The handler around the call, inside the function, answers empty.
    let mut child = call;
    let mut answers_empty = false;
    while let Some(parent) = crate::semantics::parents::parent(child) {
        if is_protected_part(parent, child, family) {
            answers_empty = handlers_of(parent, family)
                .iter()
                .any(|h| returns_empty(*h, cx));
            break;
        }
        if ast::is_function(parent.kind_name(), family)
            && ast::function_name(parent, cx.text).is_some()
        {
            break;
        }
        child = parent;
    }
    if !answers_empty {
        return false;
    }
    let mut owner = ast::enclosing_function(call, family);
    while let Some(f) = owner
        && ast::function_name(f, cx.text).is_none()
    {
        owner = ast::enclosing_function(f, family);
    }
    let Some(owner) = owner else {
        return false;
    };
    let Some(name) = ast::function_name(owner, cx.text) else {
        return false;
    };
    let waiting_loop = |n: Node<'_>| {
        crate::semantics::loops::loop_kinds(family).contains(&n.kind_name())
            && cx.text_of(n).contains(name)
            && crate::semantics::delay::find_delay(n, family, cx.text).is_some()
    };
    every_caller_handles(owner, cx, 1, &|site| {
        let mut cur = site;
        while let Some(p) = crate::semantics::parents::parent(cur) {
            if ast::is_function(p.kind_name(), family) {
                break;
            }
            if waiting_loop(p) {
                return true;
            }
            // The statement holding the call, then the loop right after it.
            if matches!(
                p.kind_name(),
                "statement_block" | "block" | "body_statement" | "program" | "module"
            ) && parents::next_sibling(cur).is_some_and(waiting_loop)
            {
                return true;
            }
            cur = p;
        }
        false
    })
}

/// A handler that returns an empty answer: `return null` / `undefined` /
/// `false`, Python `return None`, Ruby `nil`.
fn returns_empty(handler: Node<'_>, cx: &Cx<'_, '_>) -> bool {
    let mut found = false;
    ast::walk(handler, &mut |n| {
        if found {
            return false;
        }
        if matches!(n.kind_name(), "return_statement" | "return") {
            let value = n.named_child(0).map(|v| cx.text_of(v));
            found =
                value.is_none_or(|v| containment::is_nothing(v) || matches!(v, "false" | "False"));
        }
        !found
    });
    found || (cx.family() == Family::Ruby && cx.text_of(handler).trim_end().ends_with("nil"))
}

/// A function enclosing the call is called from inside a retry in another
/// file (resolved through imports, types and constants by the model).
fn retried_elsewhere(call: Node<'_>, cx: &Cx<'_, '_>) -> bool {
    let family = cx.family();
    crate::model::resolve::enclosing_definition_matches(call, cx, &|k| {
        cx.index.effects.called_in_retry(family, k)
    })
}

/// A function enclosing the call is the work of a supervising loop in
/// another file (`while True: try: ... except: log` with a sleep): the
/// loop's next round runs it again after its wait.
fn supervised(call: Node<'_>, cx: &Cx<'_, '_>) -> bool {
    let family = cx.family();
    crate::model::resolve::enclosing_definition_matches(call, cx, &|k| {
        cx.index.effects.supervised(family, k)
    })
}

/// The call runs inside a job the framework may retry: it is in a retried
/// job's file, in a directory of the job framework's code (`job-dirs`; not
/// a job that turns its own retries off), or
/// a function enclosing it is reached from one (directly or through other
/// project code, `ProjectEffects::job_reaches`).
fn runs_in_retried_job(call: Node<'_>, cx: &Cx<'_, '_>) -> bool {
    crate::model::exec::retried_job_file(cx.family(), cx.text)
        || (crate::model::exec::in_job_dir(cx.family(), cx.rel_path)
            && !crate::model::exec::job_retries_disabled(cx.family(), cx.text))
        || crate::model::resolve::job_reaches(call, cx)
}

fn enclosing_class_name<'t>(node: Node<'t>, cx: &Cx<'_, 't>) -> Option<&'t str> {
    crate::model::resolve::enclosing_class_name(node, cx)
}

/// Why the job the call runs in retries it, as an evidence sentence: a
/// marker that speaks for the project's jobs (Sidekiq, Celery autoretry,
/// BullMQ attempts: `ProjectIndex::job_retry`) when a job reaches the call;
/// else the call's own job file declaring retries (ActiveJob `retry_on`), or
/// a job whose file declares them reaching it through project code.
pub(crate) fn retrying_job(call: Node<'_>, cx: &Cx<'_, '_>) -> Option<String> {
    let family = cx.family();
    if let Some((marker, path)) = cx.index.job_retry(family)
        && runs_in_retried_job(call, cx)
    {
        return Some(format!(
            "the project's jobs or deliveries are retried when they fail (`{marker}` in {path}), and this call may run inside one"
        ));
    }
    if crate::model::exec::retried_job_file(family, cx.text)
        && let Some(own) = crate::model::exec::job_retry_marker(family, cx.text.as_bytes())
        && crate::model::exec::marker_covers_call(call, family, cx.text, own)
    {
        return Some(format!(
            "the job in this file is retried when it fails (`{own}`)"
        ));
    }
    crate::model::resolve::enclosing_definition_matches(call, cx, &|k| {
        cx.index.effects.own_retry_job_reaches(family, k)
    })
    .then(|| {
        "a job that declares its own retries calls this code, directly or through other project code"
            .to_string()
    })
}

fn owner_chain_matches(node: Node<'_>, cx: &Cx<'_, '_>, pred: &dyn Fn(&str) -> bool) -> bool {
    let mut cur = ast::enclosing_function(node, cx.family());
    while let Some(f) = cur {
        if ast::function_name(f, cx.text).is_some_and(pred) {
            return true;
        }
        cur = ast::enclosing_function(f, cx.family());
    }
    false
}

/// Whether the transient failure of `call` also loses what a caller would
/// need to retry it: a handler guarding the call rethrows a new error with
/// neither the status nor the cause, or the promise the call runs in is
/// rejected without an error. Then nobody can retry the failure, and the
/// missing retry is a certainty rather than a choice left to callers.
fn failure_is_lost(call: Node<'_>, cx: &Cx<'_, '_>) -> Option<&'static str> {
    let family = cx.family();
    let mut child = call;
    while let Some(parent) = crate::semantics::parents::parent(child) {
        if family == Family::Js && parent.kind_name() == "new_expression" {
            // `new Promise((resolve, reject) => ...)` around the call.
            let executor_rejects_bare = parent
                .field("constructor")
                .is_some_and(|c| cx.text_of(c) == "Promise")
                && bare_reject_in(parent, cx);
            if executor_rejects_bare {
                return Some("the promise it runs in is rejected without the error");
            }
        }
        if ast::is_function(parent.kind_name(), family) && family != Family::Js {
            break;
        }
        if is_protected_part(parent, child, family) {
            for h in handlers_of(parent, family) {
                if rethrows_without_status(h, cx) {
                    return Some(
                        "its handler rethrows a new error without the status or the cause",
                    );
                }
            }
        }
        if ast::is_function(parent.kind_name(), family)
            && !matches!(
                parent.kind_name(),
                "arrow_function" | "function_expression" | "function"
            )
        {
            break;
        }
        child = parent;
    }
    None
}

/// The class of the new error that a handler around `call` raises in
/// place of the failure (`raise RuntimeError(f"... {err}")`, Ruby `raise
/// ProviderError, e.message`): Python and Ruby only.
fn translated_class(call: Node<'_>, cx: &Cx<'_, '_>) -> Option<String> {
    let family = cx.family();
    if family == Family::Js {
        return None;
    }
    let mut child = call;
    while let Some(parent) = crate::semantics::parents::parent(child) {
        if ast::is_function(parent.kind_name(), family) {
            return None;
        }
        if is_protected_part(parent, child, family) {
            for h in handlers_of(parent, family) {
                if !containment::catches_network_errors(h, family, cx.text) {
                    continue;
                }
                let mut class = None;
                ast::walk(h, &mut |n| {
                    if class.is_some() || ast::is_function(n.kind_name(), family) {
                        return false;
                    }
                    let name = raised_value(n, cx).and_then(|r| match r.kind_name() {
                        "call" => r.field("function").or_else(|| r.field("receiver")),
                        "constant" | "scope_resolution" | "identifier" => Some(r),
                        _ => None,
                    });
                    if let Some(name) = name {
                        let t = cx.text_of(name);
                        let last = t.rsplit(['.', ':']).next().unwrap_or(t);
                        if last.chars().next().is_some_and(|c| c.is_ascii_uppercase()) {
                            class = Some(last.to_string());
                        }
                    }
                    class.is_none()
                });
                if class.is_some() {
                    return class;
                }
            }
        }
        child = parent;
    }
    None
}

/// `reject()`, `reject(null)`, `reject(undefined)` or a string reason
/// somewhere in a promise executor.
fn bare_reject_in(promise: Node<'_>, cx: &Cx<'_, '_>) -> bool {
    let Some(executor) = promise.field("arguments").and_then(|a| a.named_child(0)) else {
        return false;
    };
    let Some(reject) = executor
        .field("parameters")
        .and_then(|p| p.named_child(1))
        .map(|p| cx.text_of(p))
    else {
        return false;
    };
    let mut found = false;
    ast::walk(executor, &mut |n| {
        if found {
            return false;
        }
        if n.kind_name() == "call_expression"
            && n.field("function").is_some_and(|f| cx.text_of(f) == reject)
        {
            let args = n
                .field("arguments")
                .map(|a| cx.text_of(a).trim())
                .unwrap_or("()");
            found = matches!(args, "()" | "(null)" | "(undefined)")
                || args.starts_with("('")
                || args.starts_with("(\"")
                || args.starts_with("(`");
        }
        !found
    });
    found
}

/// What `n` raises or throws, when it is a `throw`/`raise` statement or a
/// Ruby `raise`/`fail` call without a receiver.
fn raised_value<'t>(n: Node<'t>, cx: &Cx<'_, 't>) -> Option<Node<'t>> {
    match n.kind_name() {
        "throw_statement" | "raise_statement" => n.named_child(0),
        "call"
            if cx.family() == Family::Ruby
                && n.field("receiver").is_none()
                && n.field("method")
                    .is_some_and(|m| matches!(cx.text_of(m), "raise" | "fail")) =>
        {
            n.field("arguments").and_then(|a| a.named_child(0))
        }
        _ => None,
    }
}

/// The handler raises or throws a newly built error that mentions neither
/// a status nor the caught error as its cause.
fn rethrows_without_status(handler: Node<'_>, cx: &Cx<'_, '_>) -> bool {
    let family = cx.family();
    // `rescue Faraday::ResourceNotFound`: the class is the status.
    if family == Family::Ruby
        && handler
            .field("exceptions")
            .is_some_and(|e| super::rethrow_drops_context::rescues_one_answer(cx.text_of(e)))
    {
        return false;
    }
    let mut found = false;
    ast::walk(handler, &mut |n| {
        if found || ast::is_function(n.kind_name(), family) {
            return false;
        }
        if let Some(r) = raised_value(n, cx) {
            // `new Error(...)`, `Error(...)`, Ruby `raise Klass, "msg"`.
            let built = matches!(
                r.kind_name(),
                "new_expression" | "call" | "constant" | "scope_resolution"
            );
            let t = cx.text_of(n).to_ascii_lowercase();
            let keeps = t.contains("status")
                || t.contains("http_code")
                || t.contains("response.code")
                || t.contains("cause")
                || t.contains(" from ");
            found = built && !keeps;
        }
        !found
    });
    found
}

/// Every call of the enclosing function in this file is retried, or catches
/// the failure and goes on: the failure does not propagate from there.
/// Looks `depth` callers up (a generator consumed by a function that is
/// called in a `try`).
fn callers_handle_it(owner: Node<'_>, cx: &Cx<'_, '_>, depth: usize) -> bool {
    every_caller_handles(owner, cx, depth, &|site| {
        retry_visible(site, cx).is_some()
            || containment::contained(site, cx.family(), cx.text).is_some()
    })
}

/// Every call of `owner` in this file satisfies `handled`, or sits in a
/// function whose every call does (`depth` callers up); at least one call.
pub(crate) fn every_caller_handles<'t>(
    owner: Node<'t>,
    cx: &Cx<'_, 't>,
    depth: usize,
    handled: &dyn Fn(Node<'t>) -> bool,
) -> bool {
    let Some(name) = ast::function_name(owner, cx.text) else {
        return false;
    };
    if name.len() < 3 {
        return false;
    }
    let mut callers = 0;
    for (start, _) in cx.text.match_indices(name).take(50) {
        let end = start + name.len();
        let bytes = cx.text.as_bytes();
        let ident = |b: u8| b.is_ascii_alphanumeric() || b == b'_';
        if (start > 0 && ident(bytes[start - 1])) || bytes.get(end).is_some_and(|b| ident(*b)) {
            continue;
        }
        let Some(node) = parents::descendant_for_byte_range(cx.root, start, end) else {
            continue;
        };
        if owner.byte_range().contains(&start) {
            continue;
        }
        let Some(site) = call_site_of(node, name, cx) else {
            continue;
        };
        callers += 1;
        let ok = handled(site)
            || (depth > 1
                && ast::enclosing_function(site, cx.family())
                    .is_some_and(|f| every_caller_handles(f, cx, depth - 1, handled)));
        if !ok {
            return false;
        }
    }
    callers > 0
}

/// The call (or Ruby bare method reference) whose callee is `ident`.
fn call_site_of<'t>(ident: Node<'t>, name: &str, cx: &Cx<'_, 't>) -> Option<Node<'t>> {
    let family = cx.family();
    if !matches!(
        ident.kind_name(),
        "identifier" | "property_identifier" | "constant"
    ) {
        return None;
    }
    let mut cur = crate::semantics::parents::parent(ident)?;
    // `this.fetch_x` / `self.fetch_x` / `Foo.fetch_x`
    if matches!(cur.kind_name(), "member_expression" | "attribute") {
        cur = crate::semantics::parents::parent(cur)?;
    }
    if ast::is_call(cur.kind_name(), family) && callee_name(cur, cx) == Some(name) {
        // Another object's method of the same name is not a caller.
        let own = ast::is_own_call(cur, family, cx.text)
            || ast::call_receiver(cur, family, cx.text)
                .is_some_and(|r| r.starts_with(|c: char| c.is_ascii_uppercase()));
        return own.then_some(cur);
    }
    // Ruby `fetch_latest` with no receiver and no arguments.
    if family == Family::Ruby && ident.kind_name() == "identifier" {
        return Some(ident);
    }
    None
}

// ---------------------------------------------------------------------------
// Files with a retry helper: one pass over the file

struct CallRecord<'t> {
    call: Node<'t>,
    out: Outbound,
    wrapped: Option<Wrapped<'t>>,
}

fn check_file_with_helpers<'t>(root: Node<'t>, cx: &mut Cx<'_, 't>) {
    let family = cx.family();
    let mut records: Vec<CallRecord<'t>> = Vec::new();
    // Functions reached from a helper's closure (by reference or called in it):
    // name -> helper.
    let mut via_helper: HashMap<String, (String, Node<'t>)> = HashMap::new();
    let mut calls: Vec<Node<'t>> = Vec::new();
    let mut defined: HashSet<&'t str> = HashSet::new();
    ast::walk(root, &mut |n| {
        if ast::is_call(n.kind_name(), family) && n.kind_name() != "new_expression" {
            calls.push(n);
        } else if ast::is_function(n.kind_name(), family)
            && let Some(name) = ast::function_name(n, cx.text)
        {
            defined.insert(name);
        }
        true
    });
    for &call in &calls {
        let Some(helper) = callee_name(call, cx).filter(|n| is_helper_name(n, cx)) else {
            continue;
        };
        let helper = helper.to_string();
        let mut reach = |name: &str| {
            if defined.contains(name) {
                via_helper
                    .entry(name.to_string())
                    .or_insert_with(|| (helper.clone(), call));
            }
        };
        if let Some(args) = call.field("arguments") {
            let mut c = args.walk();
            for arg in args.named_children(&mut c) {
                match arg.kind_name() {
                    "identifier" | "member_expression" | "attribute" => {
                        let t = cx.text_of(arg);
                        reach(t.rsplit('.').next().unwrap_or(t));
                    }
                    // Ruby `retryable(method(:fetch))` / `retrying(:fetch)`.
                    "simple_symbol" => reach(cx.text_of(arg).trim_start_matches(':')),
                    _ => {}
                }
            }
        }
        // Functions called inside the helper's closure or block; a method of
        // another receiver (`client.get(key)` in the block) is not the
        // file's own `get`.
        let mut inner = Vec::new();
        ast::walk(call, &mut |n| {
            if ast::is_call(n.kind_name(), family)
                && n != call
                && ast::is_own_call(n, family, cx.text)
                && let Some(m) = callee_name(n, cx)
            {
                inner.push(m.to_string());
            }
            true
        });
        for m in inner {
            reach(&m);
        }
    }
    for &call in &calls {
        let Some(out) = clients::outbound_call(cx, call) else {
            continue;
        };
        let out = as_client_call(out, cx.family());
        if out.kind == CallKind::Sdk {
            continue;
        }
        let wrapped = wrapping_helper(call, &via_helper, cx);
        records.push(CallRecord { call, out, wrapped });
    }
    // Families (exact receiver or client) and shapes (`this.*Api()`) that go
    // through a helper somewhere in the file.
    let mut by_family: HashMap<String, usize> = HashMap::new();
    let mut by_shape: HashMap<String, usize> = HashMap::new();
    for (i, r) in records.iter().enumerate() {
        if r.wrapped.as_ref().is_some_and(|w| !w.in_helper_body) {
            by_family.entry(r.out.client.clone()).or_insert(i);
            if let Some(shape) = receiver_shape(&r.out) {
                by_shape.entry(shape).or_insert(i);
            }
        }
    }
    for i in 0..records.len() {
        let (call, out) = (records[i].call, records[i].out.clone());
        let sibling_idx = by_family
            .get(&out.client)
            .or_else(|| receiver_shape(&out).and_then(|s| by_shape.get(&s)))
            .copied();
        let wrapped = records[i].wrapped.clone();
        let sibling = sibling_idx.and_then(|j| {
            records[j].wrapped.clone().map(|w| Wrapped {
                helper: w.helper,
                call: records[j].call,
                in_helper_body: w.in_helper_body,
            })
        });
        let view = HelperView {
            wrapped: wrapped.as_ref(),
            sibling: sibling.as_ref(),
        };
        check_call(call, out, Some(view), cx);
    }
}

/// A helper named for retrying that the model did not find to be project
/// code that does not retry (`retryOnUpdateConflict`, whose loop goes round
/// only on a 409, is named for retrying but is no retry).
fn is_helper_name(name: &str, cx: &Cx<'_, '_>) -> bool {
    says_retry(name) && crate::model::resolve::function_retries(cx, name) != Some(false)
}

/// The helper a call goes through: an enclosing helper call, an enclosing
/// helper definition, or an enclosing function that a helper calls.
fn wrapping_helper<'t>(
    call: Node<'t>,
    via_helper: &HashMap<String, (String, Node<'t>)>,
    cx: &Cx<'_, 't>,
) -> Option<Wrapped<'t>> {
    let family = cx.family();
    // A call written as a plain argument of the helper (`retry({ token:
    // decrypt(t) })`) runs once, before the helper does: only code in a
    // closure or block the helper receives runs again.
    let mut deferred = false;
    let mut cur = crate::semantics::parents::parent(call);
    while let Some(n) = cur {
        if ast::is_call(n.kind_name(), family)
            && deferred
            && let Some(name) = callee_name(n, cx).filter(|m| is_helper_name(m, cx))
            && in_retried_closure(n, call, family)
        {
            return Some(Wrapped {
                helper: name.to_string(),
                call,
                in_helper_body: false,
            });
        }
        deferred |= ast::is_function(n.kind_name(), family)
            || matches!(n.kind_name(), "block" | "do_block");
        if ast::is_function(n.kind_name(), family)
            && let Some(name) = ast::function_name(n, cx.text)
        {
            // A definition named like a retry helper wraps the calls in its
            // body only when the body retries (`confirm_retry_payment` is an
            // endpoint method, not a retry).
            if cx.facts.is_retry_helper(name) && says_retry(name) && scope_retries(n, cx) {
                return Some(Wrapped {
                    helper: name.to_string(),
                    call,
                    in_helper_body: true,
                });
            }
            if let Some((helper, _)) = via_helper.get(name) {
                return Some(Wrapped {
                    helper: helper.clone(),
                    call,
                    in_helper_body: false,
                });
            }
        }
        cur = crate::semantics::parents::parent(n);
    }
    None
}

/// The helper call's first closure (the operation it retries) holds
/// `call`: a closure handed after it (`exponentialBackoff(op, 3, 1000, () =>
/// metrics.recordRetry())`, `on_retry=lambda: ...`) is a hook the helper
/// calls between attempts, not retried work.
fn in_retried_closure(helper_call: Node<'_>, call: Node<'_>, family: Family) -> bool {
    let inside =
        |n: Node<'_>| n.start_byte() <= call.start_byte() && call.end_byte() <= n.end_byte();
    let mut closures = Vec::new();
    if let Some(args) = helper_call.field("arguments") {
        let mut c = args.walk();
        for a in args.named_children(&mut c) {
            let v = match a.kind_name() {
                "keyword_argument" | "pair" => a.field("value").unwrap_or(a),
                _ => a,
            };
            if ast::is_function(v.kind_name(), family)
                || matches!(v.kind_name(), "block" | "do_block" | "lambda")
            {
                closures.push(v);
            }
        }
    }
    if let Some(b) = helper_call.field("block") {
        closures.insert(0, b);
    }
    closures.first().is_none_or(|first| inside(*first))
}

/// `this.*Api()` for `this.sessionApi()`, `self.*client` for
/// `self.billing_client`: receivers of the same kind built the same way.
/// Only API and client receivers: a `*Service` may well be in-process.
fn receiver_shape(out: &Outbound) -> Option<String> {
    if out.kind != CallKind::ApiLike {
        return None;
    }
    let recv = out.client.as_str();
    let (base, parens) = match recv.strip_suffix("()") {
        Some(b) => (b, "()"),
        None => (recv, ""),
    };
    let (prefix, last) = match base.rsplit_once('.') {
        Some((p, l)) => (p, l),
        None => ("", base),
    };
    let suffix = API_LIKE_RECEIVER.find(last)?.as_str();
    let canonical = match suffix.to_ascii_lowercase().as_str() {
        "api" => "Api",
        "client" => "Client",
        "sdk" => "Sdk",
        _ => return None,
    };
    let dot = if prefix.is_empty() { "" } else { "." };
    Some(format!("{prefix}{dot}*{canonical}{parens}"))
}

/// Whether a function or module retries: a retry loop, a `rescue ... retry`,
/// a retry helper call, a retry decorator, or a retry status policy
/// (`RETRIABLE_STATUS_CODES`, `Retry(status_forcelist=...)`). For the
/// cross-file index: "does calling X retry?".
pub fn scope_retries<'t>(scope: Node<'t>, cx: &Cx<'_, 't>) -> bool {
    let family = cx.family();
    if ast::is_function(scope.kind_name(), family) && function_retries(scope, cx) {
        return true;
    }
    ast::any_descendant(scope, &mut |n| {
        let kind = n.kind_name();
        if kind == "retry" {
            return true;
        }
        if matches!(kind, "identifier" | "constant" | "property_identifier")
            && RETRY_POLICY_NAME.is_match(cx.text_of(n))
        {
            return true;
        }
        if ast::is_call(kind, family)
            && callee_name(n, cx).is_some_and(|m| RETRY_WRAPPER_NAME.is_match(m))
        {
            return true;
        }
        if is_loop(n, family, cx) && RETRY_ATTEMPT_NAME.is_match(loop_header(n, cx)) {
            return true;
        }
        false
    })
}
