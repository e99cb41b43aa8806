//! `retry-skips-throttling`: A retry policy that retries 5xx but not HTTP 429.

use crate::context::Cx;
use crate::finding::Severity;
use crate::lang::Family;
use crate::rules::{Effort, Rule, RuleMeta};
use crate::semantics::ast;
use crate::semantics::ast::Field;
use crate::semantics::kind::NodeKind as _;
use crate::semantics::parents;
use regex::Regex;
use std::sync::LazyLock;
use tree_sitter::Node;

pub struct RetrySkipsThrottling;

pub static META: RuleMeta = RuleMeta {
    id: "retry-skips-throttling",
    name: "RetrySkipsThrottling",
    severity: Severity::Warning,
    families: &[Family::Js, Family::Ruby, Family::Python],
    summary: "A retry policy that retries 5xx but not HTTP 429",
    incidents: &[
        "INC-2026-04-24-pix4d-throttle-429",
        "INC-2026-07-07-session-check-502",
    ],
    fix: "Retry 429 as well, honouring Retry-After, and use >= 500 rather than > 500.",
    docs: DOCS,
    effort: Effort::Trivial,
    opt_in: false,
    harms_dependency: false,
    confidence: "High when the retry predicate or status list is in the code: a function named as a retry, a predicate handed to a retry decorator or wrapper, or a loop that sends a request, sleeps and goes round (`loop do ... raise unless resp.code >= 500 && tries < MAX; sleep ... end`), whatever it is called. Medium in browser UI code; the Retry-After refinement (info) is always medium. Medium in Ruby and JavaScript when the statement holding the test is followed by a bare re-raise (`retry_or_die(e) if e.status >= 500; raise`) and a job framework that retries failed jobs runs the code (Sidekiq, BullMQ attempts, a redelivering queue; not a job whose retries are off): the throttled call leaves the job and runs again after the framework's backoff. Also medium for a status list bound to a name that a keyed configuration lookup falls back to (`config.get('retryStatuses', DEFAULT_STATUSES)`, `settings.fetch(:retry_statuses, DEFAULT_STATUSES)`, `getattr(settings, 'X', DEFAULT_STATUSES)`): it is a default each source's settings can replace with a list naming 429; for a status list in a file that raises its own error on 429 (`if res.status == 429: raise TooManyRequests`): throttling takes its own path; for a status list with 429 commented out inside it (left out on purpose); when a comment beside the predicate or list gives a reason (`reason-words`), or the documentation of a function around it (a docstring, a JSDoc or comment block above it) states with a reason what it does with 4xx answers (`4xx: raise at once: the broker's 429 means queue full, which won't change on retry`); and when the status test raises an error of its own (not one named for a retry) and the retry is known only from a name the code mentions (`session_with_retries().head(url)`: the test sorts what a retrying client left); when the retry is mounted on a module-level session that no code of the project reads or imports (a dead copy of a configuration: the list governs no request). A status test whose branch stops the retry for good (`if (res.status < 500) throw new AbortError(err)`, `bail(err)`: `retry-abort-calls`) inside a retry callback is read as a `>= 500` predicate, and so is a raise below 500 that leaves an attempt loop or a retrying rescue, or a give-up predicate (`giveup=lambda e: e.response.status_code < 500`). Status lists may be written with numbers, strings or status constants (`status.HTTP_502_BAD_GATEWAY`, `HTTPStatus.BAD_GATEWAY`: `status-code-names`). Not reported: in code known as retry code only by a word it mentions, a test whose branch only records a value (`tx.status = FAILED`): it sorts an outcome; a test of the status of the error handed to a retry option (`retryCondition: (err) => err.response?.status >= 500`) in a file whose client accepts every status (`validateStatus: () => true`): no status ever becomes an error there. Medium when, in code known as retry code only by a word it mentions, the test is stored as the value of an object entry (`retryable: status >= 500` in an error description): whoever reads the field later decides whether to retry. Medium when the policy is configured inside a function of service code that nothing in the scan names (asked after the scan; not in a file that registers jobs or routes, not a framework hook): it governs no request. Not reported for a urllib3 `Retry` without `allowed_methods` mounted on a session that the same function uses only for POST or PATCH and does not hand on (urllib3 retries no status of those methods: the list governs nothing), nor beside a client option that waits out rate limits itself (`rate-limit-options`: `handle_rate_limit: True`). Not reported for a urllib3 `Retry` mounted for `http://` only in a function whose addresses are all `https://` (the policy governs none of its requests), for a status test whose branch answers a retry predicate `False` (`if exc.response.status_code == 500: return False`: it picks what is not retried, everything else is; one answering `True` picks the status retried and is read like a returned test), nor for a `>= 500` test that goes round before a `raise_for_status()` in the same `try` of a loop whose handler catches the status error and lets the loop go round (`status-raising-methods`; every other error status is retried there). Medium when the file tells throttling apart by the service's own error code (`case 'rate_limit':`, `if error == \"RATE_LIMITED\"`: `throttling-error-codes`): a throttled answer takes its own path. Medium for a urllib3 `Retry` that allows one retry at most (`total=1` or `status=1`) after a backoff under a second: a throttled call would fail the same with 429 listed. For a Python urllib3 `Retry(status_forcelist=...)` without 429 (also through requests' `HTTPAdapter`) the message says that a 429 carrying `Retry-After` is retried whatever the list says (unless `respect_retry_after_header=False`): the throttled calls that fail at once are those without the header.",
    options: &[],
};

const DOCS: &str = r#"
## What it flags

A retry policy that covers server errors but not HTTP 429 (Too Many Requests):

- a retry decision based on a 5xx threshold, `status >= 500`, `statusCode > 500`,
  `status >= 500 && status < 600`, Python `500 <= status < 600`, Ruby
  `e.http_code >= 500`, `(500..599).include?(code)` or `when 500..599`, when it
  sits inside retry code (a function, callback or interceptor whose name or body
  says `retry`/`retriable`, or a predicate handed to a retry decorator or
  wrapper, inline or by name: `retry_if_result(_server_error)`) and that code
  never mentions 429 or rate limiting;
- a retry status collection that lists 5xx codes without 429:
  `RETRY_STATUS_CODES = [500, 502, 503, 504]`, `RETRIABLE_STATUS_CODES`,
  urllib3 `Retry(status_forcelist=[502, 503, 504])`, `retry_on_status=(502, 503)`,
  Faraday `retry_statuses: [503]`, got `retry: { statusCodes: [502] }`,
  also as the default a fallback operator gives (`retry_on = retry_on or
  {408, 502, 503, 504}`, `options.retryOn ?? [502, 503]`, `@retry_on ||=
  [502, 503]`);
- a retry that gives up below 500: `if (res.status < 500 || attempt >= 3)
  throw err` in an attempt loop, `if exc.response.status_code < 500 or i ==
  attempts - 1: raise`, Ruby `raise if e.response_status < 500 || tries >= 3`
  in a rescue that retries, a give-up predicate handed to a retry decorator
  (`backoff.on_exception(..., giveup=lambda e: e.response.status_code < 500)`,
  `retry-giveup-keywords`), and `throw new AbortError(err)` / `bail(err)`
  below 500 in a retry callback: every status below 500, 429 included, ends
  the retry;
- a retry decided by equality with server errors only: `status === 500`
  (with the rest of its `||` chain, `=== 502 || === 503`, none of them 429)
  answered by a predicate named for the retry (`isErrorToRetry`: `const
  is500 = err.response.status === 500; return isTimeout || is500`) or as
  the condition of a branch that goes round again (`if r.status_code ==
  503: sleep(...); continue`, Ruby `retry if e.response[:status] == 502`);
- an unnamed list tested for membership as the condition of a branch that
  retries: `if err.status_code in (500, 503): self.retry(...)`,
  `retry if [500, 503].include?(e.response[:status])`,
  `if ([500, 502].includes(status)) return scheduleRetry(...)`.

`> 500` additionally misses 500 itself; the message says so.

As an `info` finding, a retry that does cover 429 but never reads `Retry-After`
(no `Retry-After`/`retry_after`/`retryAfter` in the retry code or in a
same-file function it calls; a read in a logger elsewhere does not count): the
retry may fire before the server's window opens and be throttled again.
urllib3 `Retry`, Faraday's retry middleware, got and ky honour `Retry-After`
by default (`retry-after-clients` in the knowledge files) and are not reported
unless `respect_retry_after_header=False`.

## Why

Incident INC-2026-04-24-pix4d-throttle-429: an axios response interceptor retried
network error codes and `error.response.status >= 500`, but not 429. The Pix4D
API answered "Request was throttled. Expected available in 1 second." and the
preprocessing task failed at once instead of waiting one second and retrying.
Incident INC-2026-07-07-session-check-502: the `retryable` helper's predicate was
`e.statusCode > 500`, which also skips a plain 500.

Throttling is the most transient failure there is: the server tells you when to
come back. A retry policy that skips it fails exactly when the dependency is
asking you to slow down.

## Fix

TypeScript / JavaScript, before:

```ts
const retryable = RETRY_CODES.includes(error.code) || error.response?.status >= 500;
```

After:

```ts
const status = error.response?.status;
const retryable = RETRY_CODES.includes(error.code) || status === 429 || status >= 500;
const retryAfter = Number(error.response?.headers?.['retry-after']);
const delayMs = Number.isFinite(retryAfter) ? retryAfter * 1000 : BASE_DELAY_MS * 2 ** attempt;
```

Python, before:

```python
retry = Retry(total=5, backoff_factor=0.5, status_forcelist=[500, 502, 503, 504])
```

After:

```python
retry = Retry(total=5, backoff_factor=0.5, status_forcelist=[429, 500, 502, 503, 504])
```

Ruby, before:

```ruby
rescue RestClient::Exception => e
  retry if e.http_code >= 500 && (attempts += 1) < 3
```

After:

```ruby
rescue RestClient::Exception => e
  if (e.http_code == 429 || e.http_code >= 500) && (attempts += 1) < 3
    sleep((e.response.headers[:retry_after] || 2**attempts).to_f)
    retry
  end
```

## Not flagged

- Retry code that also handles 429 or rate limiting (`429`, `TooManyRequests`,
  `rate limit`, `throttl…` in the same retry function).
- A 5xx comparison outside retry code (choosing a log level, mapping errors).
- Thresholds that include 429 (`status >= 400`).
- A status list that contains 429 (`[429, 502, 503, 504]`).
- A status list tested in one branch of an if/elif chain whose other
  branch tests 429 (`elif status == HTTPStatus.TOO_MANY_REQUESTS:`):
  throttling takes a branch of its own.
- A list of network error codes only (`['ECONNRESET', 'ETIMEDOUT']`).

## Options

None.
"#;

/// Retry vocabulary in names and bodies.
static RETRY_WORD: LazyLock<Regex> =
    LazyLock::new(|| Regex::new(r"(?i)retr[yi]").expect("valid regex"));
/// Code that already deals with throttling.
static HANDLES_THROTTLING: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r"(?i)(\b429\b|too_?many_?requests|rate_?limit|throttl)").expect("valid regex")
});

/// An option naming the statuses to retry on (`retryOn: [502, 503]`,
/// `retry_on_status=...`: `retry-status-keys` in the knowledge files,
/// compared without case and underscores).
fn is_retry_status_key(name: &str) -> bool {
    // `self._retry_on`, `this.retryOn`, `@retry_on`: the attribute's name.
    let name = name
        .rsplit('.')
        .next()
        .unwrap_or(name)
        .trim_start_matches('@');
    let norm: String = name
        .chars()
        .filter(|c| *c != '_')
        .collect::<String>()
        .to_ascii_lowercase();
    crate::model::knowledge::list(crate::model::knowledge::Eco::Common, "retry-status-keys")
        .contains(&norm.as_str())
}

/// A value that holds an HTTP status.
static STATUS_OPERAND: LazyLock<Regex> =
    LazyLock::new(|| Regex::new(r"(?i)(status|code)").expect("valid regex"));
/// A name for a collection of retried statuses.
static STATUS_COLLECTION_NAME: LazyLock<Regex> =
    LazyLock::new(|| Regex::new(r"(?i)(status|code|forcelist)").expect("valid regex"));
static READS_RETRY_AFTER: LazyLock<Regex> =
    LazyLock::new(|| Regex::new(r"(?i)retry[-_]?after").expect("valid regex"));

impl Rule for RetrySkipsThrottling {
    fn meta(&self) -> &'static RuleMeta {
        &META
    }

    fn node_kinds(&self, family: Family) -> &'static [&'static str] {
        match family {
            Family::Js => &["binary_expression", "array"],
            Family::Python => &["comparison_operator", "list", "tuple", "set"],
            // `%w[500 502 503]` is a `string_array` of bare words.
            Family::Ruby => &["binary", "range", "array", "string_array"],
        }
    }

    fn judges_a_chosen_setting(&self) -> bool {
        true
    }

    fn triggers(&self, family: Family) -> &'static [&'static str] {
        // A 5xx threshold or status list, or a retried 429.
        match family {
            Family::Js => &["50", "429"],
            Family::Ruby => &["50", "429"],
            Family::Python => &["50", "429"],
        }
    }

    fn triggers_without_remote_evidence(&self, _family: Family) -> &'static [&'static str] {
        // High only where the code retries: a function or status list named
        // as a retry (`should_retry`, `RETRIABLE_STATUS_CODES`), a retry
        // decorator or wrapper, or a loop that sleeps (a wait word, which
        // the first pass summarises).
        crate::model::knowledge::list(crate::model::knowledge::Eco::Common, "retry-words")
    }

    fn check<'t>(&self, node: Node<'t>, cx: &mut Cx<'_, 't>) {
        match node.kind_name() {
            "array" | "string_array" | "list" | "tuple" | "set" => check_collection(node, cx),
            "range" => check_range(node, cx),
            _ => check_comparison(node, cx),
        }
    }
}

/// An HTTP status threshold: `<operand> >= <value>` normalised so that the
/// operand is on the left.
struct Threshold<'t> {
    operand: Node<'t>,
    /// Smallest status the comparison accepts.
    min: i64,
    /// The comparison as written (`e.statusCode > 500`).
    text: String,
}

fn int_value(node: Node<'_>, cx: &Cx<'_, '_>) -> Option<i64> {
    match node.kind_name() {
        "number" | "integer" => {
            let v = ast::number_value(cx.text_of(node))?;
            (v.fract() == 0.0).then_some(v as i64)
        }
        "string" => ast::string_content(node, cx.text)?.parse().ok(),
        // A word of Ruby's `%w[500 502]`.
        "bare_string" => cx.text_of(node).parse().ok(),
        // `HTTPStatus.BAD_GATEWAY`, `status.HTTP_502_BAD_GATEWAY`.
        "attribute" | "member_expression" | "scope_resolution" => {
            crate::semantics::status::status_constant_code(cx.text_of(node)).map(i64::from)
        }
        _ => None,
    }
}

/// Reads `a OP b` pairs of a comparison node into lower-bound thresholds.
fn thresholds<'t>(node: Node<'t>, cx: &Cx<'_, 't>) -> Vec<Threshold<'t>> {
    let mut out = Vec::new();
    let mut parts: Vec<Node<'t>> = Vec::new();
    let mut c = node.walk();
    for ch in node.children(&mut c) {
        parts.push(ch);
    }
    // Python chains (`500 <= s < 600`) have several operators; JS/Ruby have one.
    let mut i = 0;
    while i + 2 < parts.len() {
        let (left, op, right) = (parts[i], parts[i + 1], parts[i + 2]);
        let op_text = cx.text_of(op);
        let bound = match (int_value(left, cx), int_value(right, cx)) {
            (None, Some(v)) => match op_text {
                ">=" => Some((right, left, v)),
                ">" => Some((right, left, v + 1)),
                _ => None,
            },
            (Some(v), None) => match op_text {
                "<=" => Some((left, right, v)),
                "<" => Some((left, right, v + 1)),
                _ => None,
            },
            _ => None,
        };
        if let Some((_, operand, min)) = bound
            && let Some(operand) = status_operand(operand, cx)
        {
            out.push(Threshold {
                operand,
                min,
                text: format!("{} {} {}", cx.text_of(left), op_text, cx.text_of(right)),
            });
        }
        i += 2;
    }
    out
}

fn check_comparison<'t>(node: Node<'t>, cx: &mut Cx<'_, 't>) {
    // Cheap gate: a 3-digit literal and a comparison operator.
    let text = cx.text_of(node);
    if text.len() > 400 || !(text.contains("50") || text.contains("49") || text.contains("429")) {
        return;
    }
    if is_429_equality(node, cx) {
        check_429_retry_after(node, cx);
        return;
    }
    if check_abort_below(node, cx) || check_give_up_below(node, cx) {
        return;
    }
    for t in thresholds(node, cx) {
        if !(430..=504).contains(&t.min) {
            continue;
        }
        let Some(scope) = retry_scope(node, cx) else {
            continue;
        };
        // In code known as retry code only by a word it mentions, a test
        // whose branch only records a value (`tx.status = FAILED`,
        // `failed = true`) sorts an outcome; it decides no retry.
        if scope.by_mention && branch_only_records(node, cx) {
            continue;
        }
        if status_never_an_error(t.operand, cx) {
            continue;
        }
        if other_statuses_raised_and_retried(node, cx) {
            continue;
        }
        if code_mentions(scope.body, &HANDLES_THROTTLING, cx)
            || (cx.family() == Family::Js && uses_named_list_with_429(scope.body, cx))
        {
            continue;
        }
        let where_ = scope.describe();
        let operand = operand_for_suggestion(t.operand, cx);
        let full = cx.text_of(node);
        let shown = if full.len() <= 80 && !full.contains('\n') {
            full
        } else {
            t.text.as_str()
        };
        let (eq, or) = match cx.family() {
            Family::Js => ("===", "||"),
            Family::Ruby => ("==", "||"),
            Family::Python => ("==", "or"),
        };
        let msg = if t.min > 500 {
            format!(
                "`{shown}`{where_} retries {}–599 only: it misses 500 itself and never retries 429 Too Many Requests, so throttled calls fail at once (use `{operand} {eq} 429 {or} {operand} >= 500`)",
                t.min
            )
        } else {
            format!(
                "`{shown}`{where_} retries server errors but not 429 Too Many Requests: a throttled call fails at once instead of waiting and retrying"
            )
        };
        report_skip(node, msg, cx);
        // `if status >= 500: raise UpstreamError(...)` after a call of a
        // client whose name says it retries: the test sorts the response the
        // retries left, it does not decide them.
        if scope.by_mention
            && raises_on_its_own(node, cx)
            && !branch_says_retry(node, cx)
            && let Some(f) = cx.findings.last_mut()
        {
            f.guessed(
                "the test raises an error of its own, and the retry is known here only from a name the code mentions: it may sort what a retrying client left, not decide the retries",
            );
        }
        // `retryable: status >= 500` in code known as retry code only by
        // that word: the test is stored in a description of the failure,
        // and whoever reads the field later decides (or not) to retry.
        if scope.by_mention
            && let Some(key) = stored_under_key(node, cx)
            && let Some(f) = cx.findings.last_mut()
        {
            f.guessed(format!(
                "the test is stored as the value of `{key}` and the retry is known here only from a name the code mentions: whether anything retries on the field is not visible here"
            ));
        }
        // A Ruby predicate (`live_url_valid?`) answers yes or no: a failed
        // attempt is its answer, not a failure the caller must survive.
        if let Some(name) = scope
            .name
            .filter(|n| crate::semantics::names::is_predicate_method(n, cx.family()))
            && let Some(f) = cx.findings.last_mut()
        {
            f.guessed(format!(
                "the retry sits in `{name}`, a yes/no predicate: a throttled attempt makes it answer no, which its callers take as the answer"
            ));
        }
        note_429_elsewhere(cx);
        return;
    }
    check_equality_retry(node, cx);
}

/// `status == <code>` and the status operand, for any code.
fn status_equality<'t>(node: Node<'t>, cx: &Cx<'_, 't>) -> Option<(Node<'t>, i64)> {
    if !matches!(
        node.kind_name(),
        "binary_expression" | "binary" | "comparison_operator"
    ) {
        return None;
    }
    let mut c = node.walk();
    let parts: Vec<Node<'t>> = node.children(&mut c).collect();
    let [left, op, right] = parts.as_slice() else {
        return None;
    };
    if !matches!(cx.text_of(*op), "==" | "===") {
        return None;
    }
    let (operand, code) = match (int_value(*left, cx), int_value(*right, cx)) {
        (None, Some(v)) => (*left, v),
        (Some(v), None) => (*right, v),
        _ => return None,
    };
    Some((status_operand(operand, cx)?, code))
}

/// `a || b`, `a && b`, Python `a or b` / `a and b`.
fn is_boolean_chain(node: Node<'_>, cx: &Cx<'_, '_>) -> bool {
    match node.kind_name() {
        "boolean_operator" => true,
        "binary_expression" | "binary" => node
            .child_by_field_name("operator")
            .is_some_and(|o| matches!(cx.text_of(o), "||" | "&&" | "or" | "and")),
        "parenthesized_expression" | "parenthesized_statements" => true,
        _ => false,
    }
}

/// A retry decided by equality with server errors only: `status === 500`
/// (with the other codes of its `||` chain, `=== 502 || === 503`) as the
/// answer of a predicate named for the retry (`isErrorToRetry`: `const
/// is500 = err.response.status === 500; return isTimeout || is500`) or as
/// the condition of a branch that retries (`if res.status_code == 503:
/// continue` in an attempt loop). 429 is never among the codes: a
/// throttled call fails at once.
fn check_equality_retry<'t>(node: Node<'t>, cx: &mut Cx<'_, 't>) {
    let Some((operand, code)) = status_equality(node, cx) else {
        return;
    };
    if !(500..=599).contains(&code) {
        return;
    }
    // The whole test: up through `||` / `&&` and parentheses.
    let mut top = node;
    while let Some(p) = parents::parent(top).filter(|p| is_boolean_chain(*p, cx)) {
        top = p;
    }
    let mut codes: Vec<i64> = Vec::new();
    let mut first = None;
    let mut visit = |n: Node<'t>| {
        if let Some((_, c)) = status_equality(n, cx) {
            codes.push(c);
            first.get_or_insert(n);
            return false;
        }
        true
    };
    // `walk` visits below its root: the root may be the test itself.
    if visit(top) {
        ast::walk(top, &mut visit);
    }
    // One finding per test, on its first equality; a test that names 429
    // (or any client status) is another decision.
    if first != Some(node) || codes.iter().any(|c| !(500..=599).contains(c)) {
        return;
    }
    let Some(scope) = retry_scope(node, cx).filter(|s| !s.by_mention) else {
        return;
    };
    if code_mentions(scope.body, &HANDLES_THROTTLING, cx) {
        return;
    }
    // A branch answering the retry predicate: `False` declines the status
    // tested (every other one is retried), `True` accepts it.
    let answer = (scope.name.is_some())
        .then(|| branch_answer(top, cx))
        .flatten();
    if answer == Some(false)
        || !(answer == Some(true)
            || answers_retry_predicate(top, &scope, cx)
            || branch_retries(top, cx))
    {
        return;
    }
    if status_never_an_error(operand, cx) {
        return;
    }
    codes.sort_unstable();
    codes.dedup();
    let listed = codes
        .iter()
        .map(|c| c.to_string())
        .collect::<Vec<_>>()
        .join(", ");
    let shown = short_test(cx.text_of(top));
    let msg = format!(
        "`{shown}`{} retries {listed} only: 429 Too Many Requests (and the other 5xx) fail at once instead of waiting and retrying (retry 429 and 502/503/504 too, honouring `Retry-After`)",
        scope.describe()
    );
    report_skip(node, msg, cx);
    note_429_elsewhere(cx);
}

fn short_test(t: &str) -> String {
    let one: String = t.split_whitespace().collect::<Vec<_>>().join(" ");
    if one.chars().count() <= 80 {
        one
    } else {
        format!("{}…", one.chars().take(79).collect::<String>())
    }
}

/// The test is what a function named for the retry answers: returned as
/// it is, or bound to a name the function's `return` reads.
fn answers_retry_predicate(test: Node<'_>, scope: &RetryScope<'_>, cx: &Cx<'_, '_>) -> bool {
    let family = cx.family();
    if scope.name.is_none() || !ast::is_function(scope.body.kind_name(), family) {
        return false;
    }
    let Some(p) = parents::parent(test) else {
        return false;
    };
    if matches!(p.kind_name(), "return_statement" | "return") {
        return true;
    }
    let bound = match p.kind_name() {
        "variable_declarator" if p.child_by_field_name("value") == Some(test) => {
            p.child_by_field_name("name")
        }
        "assignment" if p.child_by_field_name("right") == Some(test) => {
            p.child_by_field_name("left")
        }
        _ => None,
    };
    let Some(name) = bound
        .filter(|n| n.kind_name() == "identifier")
        .map(|n| cx.text_of(n))
    else {
        return false;
    };
    let Some(body) = scope.body.child_by_field_name("body") else {
        return false;
    };
    ast::returned_values(scope.body, body, family)
        .iter()
        .any(|v| {
            ast::any_descendant(*v, &mut |n| {
                n.kind_name() == "identifier" && cx.text_of(n) == name
            })
        })
}

/// The boolean the test's branch returns, in a function named as a retry
/// predicate: `false` picks what is not retried (`if
/// exc.response.status_code == 500: return False` in a `should_retry` that
/// returns `True` after it: every other status, 429 included, is retried),
/// `true` the status retried.
fn branch_answer(test: Node<'_>, cx: &Cx<'_, '_>) -> Option<bool> {
    let branch = parents::parent(test)
        .filter(|p| matches!(p.kind_name(), "if_statement" | "if"))
        .and_then(|p| p.child_by_field_name("consequence"))?;
    let mut c = branch.walk();
    let last = branch.named_children(&mut c).last();
    last.filter(|l| matches!(l.kind_name(), "return_statement" | "return"))
        .and_then(|l| l.named_child(0))
        .and_then(|v| {
            if v.kind_name() == "argument_list" {
                v.named_child(0)
            } else {
                Some(v)
            }
        })
        .and_then(|v| match cx.text_of(v) {
            "false" | "False" => Some(false),
            "true" | "True" => Some(true),
            _ => None,
        })
}

/// `if response.status_code >= 500: sleep(n); continue`, then
/// `response.raise_for_status()` in the same `try` of a loop, whose
/// handler catches the status error and lets the loop go round: every
/// other error status, 429 included, is raised there and retried by the
/// handler (Python; `status-raising-methods`, and a handler clause naming
/// `status-error-class-names` or `broad-error-class-names`, or bare).
fn other_statuses_raised_and_retried(node: Node<'_>, cx: &Cx<'_, '_>) -> bool {
    let family = cx.family();
    if family != Family::Python {
        return false;
    }
    let mut cur = node;
    let try_ = loop {
        let Some(p) = parents::parent(cur) else {
            return false;
        };
        if ast::is_function(p.kind_name(), family) {
            return false;
        }
        if p.kind_name() == "try_statement" && p.child_by_field_name("body") == Some(cur) {
            break p;
        }
        cur = p;
    };
    let mut up = try_;
    let in_loop = loop {
        let Some(p) = parents::parent(up) else {
            break false;
        };
        if matches!(p.kind_name(), "for_statement" | "while_statement") {
            break true;
        }
        if ast::is_function(p.kind_name(), family) {
            break false;
        }
        up = p;
    };
    let Some(body) = try_.child_by_field_name("body") else {
        return false;
    };
    let raising = crate::model::knowledge::list(
        crate::model::knowledge::Eco::Python,
        "status-raising-methods",
    );
    let raises_after = ast::any_descendant(body, &mut |n| {
        n.kind_name() == "call"
            && n.start_byte() > node.end_byte()
            && n.child_by_field_name("function")
                .filter(|f| f.kind_name() == "attribute")
                .and_then(|f| f.child_by_field_name("attribute"))
                .is_some_and(|a| raising.contains(&cx.text_of(a)))
    });
    if !in_loop || !raises_after {
        return false;
    }
    let status = crate::model::knowledge::list(
        crate::model::knowledge::Eco::Python,
        "status-error-class-names",
    );
    let broad = crate::model::knowledge::list(
        crate::model::knowledge::Eco::Python,
        "broad-error-class-names",
    );
    let mut c = try_.walk();
    try_.named_children(&mut c)
        .filter(|n| n.kind_name() == "except_clause")
        .any(|clause| {
            let Some(handler) = crate::semantics::handlers::clause_body(clause, family) else {
                return false;
            };
            let classes = clause
                .named_child(0)
                .filter(|n| n.id() != handler.id())
                .map(|n| {
                    let n = if n.kind_name() == "as_pattern" {
                        n.named_child(0).unwrap_or(n)
                    } else {
                        n
                    };
                    cx.text_of(n)
                });
            let catches = classes.is_none_or(|t| {
                t.split(|c: char| !(c.is_alphanumeric() || c == '_' || c == '.'))
                    .filter_map(|part| part.rsplit('.').next())
                    .any(|last| status.contains(&last) || broad.contains(&last))
            });
            let mut hc = handler.walk();
            let gives_up = handler
                .named_children(&mut hc)
                .last()
                .is_some_and(|l| matches!(l.kind_name(), "raise_statement" | "return_statement"));
            catches && !gives_up
        })
}

/// The test is the condition of a branch that goes round again (`continue`,
/// Ruby `retry`/`redo`) or names a retry.
fn branch_retries(test: Node<'_>, cx: &Cx<'_, '_>) -> bool {
    let Some(branch) = parents::parent(test)
        .filter(|p| matches!(p.kind_name(), "if_statement" | "if" | "if_modifier"))
        .and_then(|p| {
            p.child_by_field_name("consequence")
                .or_else(|| p.child_by_field_name("body"))
        })
    else {
        return branch_says_retry(test, cx);
    };
    ast::any_descendant(branch, &mut |n| {
        matches!(
            n.kind_name(),
            "continue_statement" | "continue" | "retry" | "redo"
        )
    }) || branch_says_retry(test, cx)
}

/// `if (res.status < 500) throw new AbortError(err)` inside a retry
/// callback: every status below 500, 429 included, stops the retry
/// (`retry-abort-calls`: p-retry's `AbortError`, async-retry's `bail`).
/// Reported like a `>= 500` predicate; true when reported.
fn check_abort_below<'t>(node: Node<'t>, cx: &mut Cx<'_, 't>) -> bool {
    let Some((operand, below)) = below_bound(node, cx) else {
        return false;
    };
    let Some(branch) = taken_branch(node, cx, false) else {
        return false;
    };
    let eco = match cx.family() {
        Family::Js => crate::model::knowledge::Eco::Javascript,
        Family::Python => crate::model::knowledge::Eco::Python,
        Family::Ruby => crate::model::knowledge::Eco::Ruby,
    };
    let aborts = crate::model::knowledge::list(eco, "retry-abort-calls");
    let branch_text = cx.text_of(branch);
    if !aborts.iter().any(|a| {
        branch_text.match_indices(a).any(|(i, _)| {
            let after = branch_text[i + a.len()..].trim_start();
            after.starts_with('(')
        })
    }) {
        return false;
    }
    let Some(scope) = retry_scope(node, cx) else {
        return false;
    };
    if code_mentions(scope.body, &HANDLES_THROTTLING, cx) {
        return false;
    }
    let shown = cx.text_of(node);
    let operand_text = operand_for_suggestion(operand, cx);
    let msg = format!(
        "`{shown}`{} stops the retry for every status below {below}, 429 Too Many Requests included: a throttled call fails at once instead of waiting and retrying (keep retrying 429: `{shown} && {operand_text} !== 429`)",
        scope.describe()
    );
    report_skip(node, msg, cx);
    note_429_elsewhere(cx);
    true
}

/// `status < N` (also `N > status`, `status <= N - 1`, and one pair of a
/// Python chain, `400 <= status < 500`), N between 430 and 505: every status
/// below N, 429 included, makes the test true. The status operand and N.
fn below_bound<'t>(node: Node<'t>, cx: &Cx<'_, 't>) -> Option<(Node<'t>, i64)> {
    let mut c = node.walk();
    let parts: Vec<Node<'t>> = node.children(&mut c).collect();
    parts.windows(3).step_by(2).find_map(|w| {
        let (left, op, right) = (w[0], w[1], w[2]);
        let (operand, below) = match (int_value(left, cx), cx.text_of(op), int_value(right, cx)) {
            (None, "<", Some(v)) => (left, v),
            (None, "<=", Some(v)) => (left, v + 1),
            (Some(v), ">", None) => (right, v),
            (Some(v), ">=", None) => (right, v + 1),
            _ => return None,
        };
        let operand = status_operand(operand, cx)?;
        (430..=505).contains(&below).then_some((operand, below))
    })
}

/// `operand`, unwrapped, when it reads as an HTTP status (`res.status`,
/// `e.code`), not another protocol's code (`smtpResponseCode`).
fn status_operand<'t>(operand: Node<'t>, cx: &Cx<'_, 't>) -> Option<Node<'t>> {
    let operand = ast::unwrap_expr(operand);
    (STATUS_OPERAND.is_match(cx.text_of(operand)) && !names_other_protocol(operand, cx))
        .then_some(operand)
}

/// What a give-up test lets end the retry.
enum GivesUp {
    /// Every status below this one (`status < 500`).
    Below(i64),
    /// Every status but this server error (`e.code != 500`).
    AllBut(i64),
}

/// `status != 500` (also `500 != status`, `!==`): every status but that one
/// server error makes the test true. The status operand and the code.
fn kept_alone<'t>(node: Node<'t>, cx: &Cx<'_, 't>) -> Option<(Node<'t>, i64)> {
    let mut c = node.walk();
    let parts: Vec<Node<'t>> = node.children(&mut c).collect();
    let [left, op, right] = parts.as_slice() else {
        return None;
    };
    if !matches!(cx.text_of(*op), "!=" | "!==") {
        return None;
    }
    let (operand, kept) = match (int_value(*left, cx), int_value(*right, cx)) {
        (None, Some(v)) => (*left, v),
        (Some(v), None) => (*right, v),
        _ => return None,
    };
    let operand = status_operand(operand, cx)?;
    (500..=599).contains(&kept).then_some((operand, kept))
}

/// The expression `node` is a disjunct of (through parentheses and `or`
/// chains; `and` chains too when `through_and`): the outermost such
/// expression.
fn whole_condition<'t>(node: Node<'t>, cx: &Cx<'_, 't>, through_and: bool) -> Node<'t> {
    let mut cur = node;
    while let Some(p) = parents::parent(cur) {
        let joins = match p.kind_name() {
            "parenthesized_expression" => true,
            "binary_expression" | "boolean_operator" | "binary" => {
                p.field("operator").is_some_and(|op| match cx.text_of(op) {
                    "||" | "or" => true,
                    "&&" | "and" => {
                        through_and
                            || p.named_children(&mut p.walk())
                                .filter(|o| *o != cur)
                                .all(|o| presence_test(o, cx))
                    }
                    _ => false,
                })
            }
            _ => false,
        };
        if !joins {
            break;
        }
        cur = p;
    }
    cur
}

/// A test that a value is there (`err.response`, `e.response is not None`,
/// `res != null`): true for a 429 response as for any other.
fn presence_test(node: Node<'_>, cx: &Cx<'_, '_>) -> bool {
    let node = ast::unwrap_expr(node);
    match node.kind_name() {
        "identifier" | "member_expression" | "attribute" | "call" | "subscript_expression" => {
            !cx.text_of(node).contains(['<', '>', '='])
        }
        "comparison_operator" | "binary_expression" | "binary" => {
            let t = cx.text_of(node).replace(' ', "");
            ["isnotNone", "!=null", "!==null", "!==undefined", "!=nil"]
                .iter()
                .any(|tail| t.ends_with(tail))
        }
        _ => false,
    }
}

/// The branch taken when the condition that `node` is a disjunct of holds:
/// the consequence of an `if`, the body of a Ruby `x if cond`.
fn taken_branch<'t>(node: Node<'t>, cx: &Cx<'_, 't>, through_and: bool) -> Option<Node<'t>> {
    let cond = whole_condition(node, cx, through_and);
    let holder = parents::parent(cond)?;
    if holder.field("condition") != Some(cond) {
        return None;
    }
    match holder.kind_name() {
        "if_statement" | "if" => holder.field("consequence"),
        "if_modifier" => holder.field("body"),
        _ => None,
    }
}

/// JavaScript: the test reads the status of the error handed to a retry
/// option (`retryCondition: (err) => err.response?.status >= 500`) in a
/// file whose client accepts every status (`validateStatus: () => true`):
/// no status becomes an error there, so the test never sees a 5xx or a 429
/// and adding 429 would change nothing.
fn status_never_an_error(operand: Node<'_>, cx: &Cx<'_, '_>) -> bool {
    if cx.family() != Family::Js || !crate::semantics::clients::accepts_every_status(cx, cx.root) {
        return false;
    }
    let Some(func) = ast::enclosing_function(operand, Family::Js) else {
        return false;
    };
    let is_option = parents::parent(func).is_some_and(|p| p.kind_name() == "pair");
    let first_param = func
        .field("parameters")
        .and_then(|p| p.named_child(0))
        .or_else(|| func.field("parameter"))
        .map(|p| cx.text_of(p.field("pattern").unwrap_or(p)));
    let mut root = operand;
    while let Some(object) = root.field("object") {
        root = object;
    }
    is_option && first_param.is_some_and(|p| p == cx.text_of(root))
}

/// The branch the test takes holds only assignments (`tx.status =
/// FAILED`, `route_failed = True`): no call, exit or retry word.
fn branch_only_records(node: Node<'_>, cx: &Cx<'_, '_>) -> bool {
    let Some(branch) = taken_branch(node, cx, true) else {
        return false;
    };
    let own = ast::statements(branch);
    !own.is_empty()
        && !RETRY_WORD.is_match(cx.text_of(branch))
        && own.iter().all(|s| {
            let s = ast::statement_expression(*s);
            matches!(
                s.kind_name(),
                "assignment_expression"
                    | "assignment"
                    | "augmented_assignment_expression"
                    | "augmented_assignment"
                    | "operator_assignment"
            ) && s.field("right").is_none_or(|value| {
                // Ruby reads an attribute as a call (`delivery.state`): only
                // a call with arguments does work.
                !ast::any_descendant(value, &mut |n| {
                    ast::is_call(n.kind_name(), cx.family()) && n.field("arguments").is_some()
                })
            })
        })
}

/// The key of the object, dict or hash entry whose value is the test
/// (`retryable: status >= 500`), parentheses aside.
fn stored_under_key<'t>(node: Node<'t>, cx: &Cx<'_, 't>) -> Option<&'t str> {
    let mut cur = parents::parent(node)?;
    while cur.kind_name() == "parenthesized_expression" {
        cur = parents::parent(cur)?;
    }
    (cur.kind_name() == "pair")
        .then(|| cur.field("key").map(|k| cx.text_of(k)))
        .flatten()
}

/// The branch's own statements raise or throw (not a nested function's).
fn branch_raises(branch: Node<'_>, cx: &Cx<'_, '_>) -> bool {
    let family = cx.family();
    let mut c = branch.walk();
    let own: Vec<Node<'_>> = if branch.named_child_count() == 0
        || crate::semantics::loops::exit_kind(branch, family, cx.text).is_some()
    {
        vec![branch]
    } else {
        branch.named_children(&mut c).collect()
    };
    own.iter().any(|s| {
        matches!(
            crate::semantics::loops::exit_kind(*s, family, cx.text),
            Some(crate::semantics::loops::Exit::Raise)
        )
    })
}

/// The raise at `node` ends an attempt that would otherwise go round: it
/// sits in a loop of its own function, or in a Ruby `rescue` that retries.
/// The loop or rescue, and whether it is an attempt loop that waits before
/// going round.
fn leaves_attempts<'t>(node: Node<'t>, cx: &Cx<'_, 't>) -> Option<(Node<'t>, bool)> {
    let family = cx.family();
    let mut cur = parents::parent(node);
    while let Some(n) = cur {
        if ast::is_function(n.kind_name(), family) {
            return None;
        }
        // `loop_parts` knows only loops that repeat the same work (counted
        // or conditional), not a walk over the items of a batch.
        if let Some(parts) = crate::semantics::loops::loop_parts(n, family, cx.text) {
            let waits =
                crate::semantics::delay::any_delay(&[parts.body], family, cx.text).is_some();
            return Some((n, waits));
        }
        if family == Family::Ruby
            && n.kind_name() == "rescue"
            && ast::any_in_scope(n, family, &mut |c| c.kind_name() == "retry")
        {
            let waits = crate::semantics::delay::any_delay(&[n], family, cx.text).is_some();
            return Some((n, waits));
        }
        cur = parents::parent(n);
    }
    None
}

/// `node` decides a give-up predicate handed to a retry decorator
/// (`retry-giveup-keywords`: backoff's `giveup=`): the body of a lambda
/// given as that keyword, or what a function passed by name as it returns.
fn in_give_up_predicate(node: Node<'_>, cx: &Cx<'_, '_>) -> bool {
    if cx.family() != Family::Python {
        return false;
    }
    let keywords = crate::model::knowledge::list(
        crate::model::knowledge::Eco::Python,
        "retry-giveup-keywords",
    );
    let given_as_keyword = |n: Node<'_>| {
        parents::parent(n).is_some_and(|k| {
            k.kind_name() == "keyword_argument"
                && k.field("value") == Some(n)
                && k.field("name")
                    .is_some_and(|name| keywords.contains(&cx.text_of(name)))
        })
    };
    let cond = whole_condition(node, cx, true);
    let Some(holder) = parents::parent(cond) else {
        return false;
    };
    match holder.kind_name() {
        "lambda" => holder.field("body") == Some(cond) && given_as_keyword(holder),
        "return_statement" => {
            let Some(name) = ast::enclosing_function(holder, Family::Python)
                .and_then(|f| ast::function_name(f, cx.text))
            else {
                return false;
            };
            cx.text.matches(name).nth(1).is_some()
                && ast::any_descendant(cx.root, &mut |n| {
                    n.kind_name() == "identifier" && cx.text_of(n) == name && given_as_keyword(n)
                })
        }
        _ => false,
    }
}

/// A retry that gives up below 500: `if (res.status < 500 || attempt >= 3)
/// throw err` in an attempt loop, Python `if exc.response.status_code < 500
/// or i == attempts - 1: raise`, Ruby `raise if e.response.code < 500 ||
/// tries >= 3` in a rescue that retries, or a give-up predicate
/// (`backoff.on_exception(..., giveup=lambda e: e.response.status_code <
/// 500)`): every status below 500, 429 included, ends the retry. True when
/// reported.
fn check_give_up_below<'t>(node: Node<'t>, cx: &mut Cx<'_, 't>) -> bool {
    let (operand, gives_up) = match (below_bound(node, cx), kept_alone(node, cx)) {
        (Some((operand, below)), _) => (operand, GivesUp::Below(below)),
        (None, Some((operand, kept))) => (operand, GivesUp::AllBut(kept)),
        (None, None) => return false,
    };
    let attempts = if in_give_up_predicate(node, cx) {
        None
    } else {
        match taken_branch(node, cx, false)
            .filter(|b| branch_raises(*b, cx))
            .and_then(|b| leaves_attempts(b, cx))
        {
            Some(found) => Some(found),
            None => return false,
        }
    };
    // The retry code: named or built as one, or else the attempt loop
    // itself when it waits before going round (`for i in range(n): ...
    // time.sleep(...)`): a loop that sleeps between attempts is a retry.
    let scope = retry_scope(node, cx).or_else(|| {
        attempts
            .filter(|(_, waits)| *waits)
            .map(|(body, _)| RetryScope {
                body,
                name: None,
                by_mention: false,
            })
    });
    let Some(scope) = scope else {
        return false;
    };
    if code_mentions(scope.body, &HANDLES_THROTTLING, cx) {
        return false;
    }
    let shown = cx.text_of(node);
    let operand_text = operand_for_suggestion(operand, cx);
    let (and, ne) = match cx.family() {
        Family::Js => ("&&", "!=="),
        Family::Ruby => ("&&", "!="),
        Family::Python => ("and", "!="),
    };
    let what = match gives_up {
        GivesUp::Below(below) if below > 500 => format!(
            "every status up to {}, 429 Too Many Requests and 500 itself included",
            below - 1
        ),
        GivesUp::Below(below) => {
            format!("every status below {below}, 429 Too Many Requests included")
        }
        GivesUp::AllBut(kept) => {
            let others: Vec<String> = [500, 502, 503, 504]
                .iter()
                .filter(|c| **c != kept)
                .map(i64::to_string)
                .collect();
            format!(
                "every status but {kept}, 429 Too Many Requests and the other server errors ({}) included",
                others.join(", ")
            )
        }
    };
    let msg = format!(
        "`{shown}`{} gives up on {what}: a throttled call fails at once instead of waiting and retrying (keep retrying 429: `{shown} {and} {operand_text} {ne} 429`)",
        scope.describe()
    );
    report_skip(node, msg, cx);
    note_429_elsewhere(cx);
    true
}

/// The operand as it reads inside `x === 429 || x >= 500`: an operand that is
/// itself an expression (`err.statusCode ?? 0`, `a or b`) keeps its
/// parentheses, or the comparison would bind to its last term.
fn operand_for_suggestion(operand: Node<'_>, cx: &Cx<'_, '_>) -> String {
    let text = cx.text_of(operand);
    let compound = matches!(
        operand.kind_name(),
        "binary_expression"
            | "ternary_expression"
            | "binary"
            | "conditional"
            | "boolean_operator"
            | "binary_operator"
            | "conditional_expression"
    );
    if compound {
        format!("({text})")
    } else {
        text.to_string()
    }
}

/// `status === 429` / `== 429` inside retry code.
fn is_429_equality(node: Node<'_>, cx: &Cx<'_, '_>) -> bool {
    let Some(op) = node.field("operator").or_else(|| node.child(1)) else {
        return false;
    };
    if !matches!(cx.text_of(op), "===" | "==") {
        return false;
    }
    let (Some(l), Some(r)) = (
        node.named_child(0),
        node.named_child(node.named_child_count().saturating_sub(1) as u32),
    ) else {
        return false;
    };
    (int_value(l, cx) == Some(429) && STATUS_OPERAND.is_match(cx.text_of(r)))
        || (int_value(r, cx) == Some(429) && STATUS_OPERAND.is_match(cx.text_of(l)))
}

fn check_429_retry_after<'t>(node: Node<'t>, cx: &mut Cx<'_, 't>) {
    let Some(scope) = retry_scope(node, cx) else {
        return;
    };
    // "429 is retried here" needs a retry here: a retry call the decision
    // is handed to, or a body shaped like a retry (a loop, a call of
    // itself, a retry wrapper). A 429 check that picks a message, or a
    // predicate another layer applies (with its own delay), retries nothing.
    let retries_here = ast::is_call(scope.body.kind_name(), cx.family())
        || crate::semantics::facts::retry_shaped(
            scope.body,
            scope.name.unwrap_or(""),
            cx.text,
            cx.family(),
        );
    if !retries_here || answers_with_error(node, scope.body, cx) {
        return;
    }
    if honours_retry_after(scope.body, cx) {
        return;
    }
    let literal = if int_value(node.named_child(0).unwrap_or(node), cx) == Some(429) {
        node.named_child(0)
    } else {
        node.named_child(node.named_child_count().saturating_sub(1) as u32)
    }
    .unwrap_or(node);
    report_missing_retry_after(literal, cx);
}

/// Reports a retry decision that skips 429, recording when the code runs
/// unattended (the retry layer alone then decides what happens to a
/// throttled call).
/// A comment inside the status list names 429 (`# 429,`,
/// `// HttpStatus.TOO_MANY_REQUESTS`), or one beside it speaks of
/// throttling (`RETRY_HTTP_CODES = [500, 502]  # handle 429 separately`).
fn throttling_commented_out(list: Node<'_>, cx: &Cx<'_, '_>) -> bool {
    ast::any_descendant(list, &mut |n| {
        n.kind_name() == "comment" && {
            let t = cx.text_of(n);
            t.contains("429") || t.contains("TOO_MANY_REQUESTS")
        }
    }) || crate::semantics::comments::naming_beside(
        list,
        cx.text,
        crate::model::knowledge::list(
            crate::model::knowledge::Eco::Common,
            "throttling-comment-words",
        ),
    )
    .is_some()
}

fn report_skip<'t>(node: Node<'t>, msg: String, cx: &mut Cx<'_, 't>) {
    let unattended = cx.exec().unattended.clone();
    let uncalled = uncalled_query(node, cx);
    let job_retry = passed_to_job_retry(node, cx);
    let documented = documented_client_error_policy(node, cx);
    let waiting = throttle_waiting_client(cx);
    let f = cx.report(&META, node, msg).runs_unattended(unattended);
    if let Some(module) = waiting {
        f.guessed(format!(
            "the file uses `{module}`, whose client waits out throttling itself before an error reaches this policy (`throttle-waiting-clients`)"
        ));
    }
    if let Some(line) = documented {
        f.guessed(format!(
            "the function's documentation states how it treats client errors, with a reason: `{line}`"
        ));
    }
    if let Some(why) = job_retry {
        f.guessed(format!(
            "{why}; a throttled call is raised on to it right after this test, and runs again after the framework's backoff"
        ));
    }
    if f.confidence == crate::finding::Confidence::High {
        f.callers_of = uncalled;
    }
}

/// The module of a client the file imports whose default retry waits out
/// throttling before its errors reach the caller (`throttle-waiting-clients`:
/// PyGithub's `GithubRetry`): a policy over its errors that leaves out 429
/// does not make throttled calls fail at once.
fn throttle_waiting_client(cx: &Cx<'_, '_>) -> Option<String> {
    let known = crate::model::knowledge::list(
        crate::model::knowledge::Eco::of(cx.family()),
        "throttle-waiting-clients",
    );
    let mut modules: Vec<&String> = cx
        .facts
        .imports
        .values()
        .filter(|m| {
            known.iter().any(|k| {
                m.as_str() == *k
                    || m.strip_prefix(k)
                        .is_some_and(|rest| rest.starts_with(['.', '/']))
            })
        })
        .collect();
    modules.sort();
    modules.first().map(|m| m.to_string())
}

/// The line of the documentation of a function enclosing the policy that
/// says what it does with 4xx answers and why (`ClientResponseError 4xx:
/// propagate immediately (client error, won't change on retry)`): the
/// authors decided that 429 is not retried here (a service whose 429 means
/// "queue full", say).
fn documented_client_error_policy(node: Node<'_>, cx: &Cx<'_, '_>) -> Option<String> {
    let mut func = ast::enclosing_function(node, cx.family());
    while let Some(f) = func {
        if let Some(doc) = crate::semantics::comments::documentation(f, cx.text) {
            let words = crate::model::knowledge::list(
                crate::model::knowledge::Eco::Common,
                "client-error-policy-words",
            );
            let line = doc.lines().find(|l| {
                let lower = l.to_ascii_lowercase();
                words.iter().any(|w| lower.contains(w))
                    && crate::semantics::comments::doc_gives_reason(l)
            });
            if let Some(line) = line {
                let line = line.trim().trim_start_matches(['-', '*', '#', '/', ' ']);
                return Some(line.chars().take(90).collect());
            }
        }
        func = ast::enclosing_function(f, cx.family());
    }
    None
}

/// Ruby and JavaScript: the statement holding the status test is followed
/// by a bare re-raise (`retry_or_die(e) if e.status >= 500; raise`), and a
/// job framework that retries any failed job runs the code (Sidekiq,
/// BullMQ attempts, a redelivering queue: `missing_retry::retrying_job`):
/// the throttled call leaves the job and is run again after the
/// framework's backoff. Not Python: Celery retries only the classes or
/// branches a task names, which is the policy being judged.
fn passed_to_job_retry(node: Node<'_>, cx: &Cx<'_, '_>) -> Option<String> {
    let family = cx.family();
    if family == Family::Python {
        return None;
    }
    let mut stmt = node;
    while let Some(p) = parents::parent(stmt) {
        if matches!(
            p.kind_name(),
            "then" | "body_statement" | "statement_block" | "begin" | "do_block" | "else"
        ) {
            break;
        }
        if ast::is_function(p.kind_name(), family) {
            return None;
        }
        stmt = p;
    }
    let next = parents::next_named_sibling(stmt)?;
    let t = cx.text_of(next).trim();
    // `raise`, `raise e`, `throw err`: nothing but the caught error.
    let rest = match family {
        Family::Ruby => t.strip_prefix("raise"),
        _ => t.strip_prefix("throw"),
    };
    let reraises = rest.is_some_and(|r| {
        let r = r.trim().trim_end_matches(';');
        r.chars().all(|c| c.is_alphanumeric() || c == '_')
            && (family == Family::Ruby || !r.is_empty())
    });
    if !reraises {
        return None;
    }
    crate::rules::missing_retry::retrying_job(node, cx)
}

/// For a policy configured inside a function of service code (its
/// outermost named function, not a framework hook), asks after the scan
/// whether anything names that function: a retry policy built in a
/// function nothing calls (`createAxiosInstanceWithRetry` left behind
/// beside the one in use) governs no request.
fn uncalled_query(node: Node<'_>, cx: &Cx<'_, '_>) -> Option<crate::finding::CallerQuery> {
    let family = cx.family();
    // A file that registers a job, consumer or route hands its functions
    // to the framework, which calls them without the project naming them.
    let exec = cx.exec();
    if exec.context != crate::finding::ExecContext::Service
        || exec.unattended.is_some()
        || exec.request_path.is_some()
    {
        return None;
    }
    let mut outer = None;
    let mut func = ast::enclosing_function(node, family);
    while let Some(f) = func {
        if ast::function_name(f, cx.text).is_some() {
            outer = Some(f);
        }
        func = ast::enclosing_function(f, family);
    }
    let outer = outer?;
    let name = ast::function_name(outer, cx.text)?;
    if name.len() < 4 || ast::may_be_framework_hook(outer, family, cx.text) {
        return None;
    }
    // A method is called through its object: only plain functions and
    // methods of plain classes are asked about by name.
    let class = ast::enclosing_class(outer, family)
        .and_then(|c| c.field("name"))
        .map(|n| cx.text_of(n).to_string());
    Some(crate::finding::CallerQuery {
        lower_if_uncalled: Some(format!(
            "nothing in the scan names `{name}`: the retry policy configured in it governs no request"
        )),
        ..crate::finding::CallerQuery::for_function(name, class)
    })
}

/// The retry code reads `Retry-After` (in code, not in comments), itself or
/// in a same-file function it calls or hands on (`await sleep(retryAfterMs(err))`,
/// `retryDelay: fromRetryAfter`). A read elsewhere in the file (a logger)
/// does not make this retry wait.
fn honours_retry_after<'t>(scope: Node<'t>, cx: &Cx<'_, 't>) -> bool {
    if code_mentions(scope, &READS_RETRY_AFTER, cx) {
        return true;
    }
    if !code_mentions(cx.root, &READS_RETRY_AFTER, cx) {
        return false;
    }
    let family = cx.family();
    let mut referenced: Vec<&str> = Vec::new();
    ast::walk(scope, &mut |n| {
        if n.child_count() == 0 && n.kind_name().contains("identifier") {
            referenced.push(cx.text_of(n));
        }
        true
    });
    ast::any_descendant(cx.root, &mut |n| {
        ast::is_function(n.kind_name(), family)
            && !(n.start_byte() >= scope.start_byte() && n.end_byte() <= scope.end_byte())
            && ast::function_name(n, cx.text).is_some_and(|name| referenced.contains(&name))
            && code_mentions(n, &READS_RETRY_AFTER, cx)
    })
}

/// The 429 test picks a branch that raises (`elif r.status_code == 429:
/// raise APIThrottled()`), outside any `try` of the retry code and any
/// loop that could go round again: a throttled answer leaves as an error
/// for the caller, it is not retried here.
fn answers_with_error(test: Node<'_>, scope: Node<'_>, cx: &Cx<'_, '_>) -> bool {
    let family = cx.family();
    let mut branch = None;
    let mut child = test;
    while let Some(up) = crate::semantics::parents::parent(child) {
        if up.id() == scope.id() || ast::is_function(up.kind_name(), family) {
            break;
        }
        let kind = up.kind_name();
        if branch.is_none() && matches!(kind, "if_statement" | "elif_clause" | "if" | "elsif") {
            if up.field("condition") != Some(child) {
                return false;
            }
            branch = up.field("consequence");
        } else if (branch.is_some()
            && (matches!(
                kind,
                "try_statement"
                    | "begin"
                    | "for_statement"
                    | "while_statement"
                    | "for_in_statement"
                    | "do_statement"
                    | "while"
                    | "until"
                    | "for"
            ) || (kind == "call" && up.field("block").is_some())))
            || (branch.is_none()
                && !matches!(
                    kind,
                    "parenthesized_expression"
                        | "boolean_operator"
                        | "binary_expression"
                        | "binary"
                ))
        {
            return false;
        }
        child = up;
    }
    let Some(branch) = branch else {
        return false;
    };
    if branch.kind_name() == "throw_statement" {
        return true;
    }
    let mut c = branch.walk();
    let last = branch
        .named_children(&mut c)
        .filter(|n| n.kind_name() != "comment")
        .last();
    last.is_some_and(|n| {
        matches!(n.kind_name(), "raise_statement" | "throw_statement")
            || (n.kind_name() == "call" && cx.text_of(n).starts_with("raise"))
    })
}

fn report_missing_retry_after<'t>(literal: Node<'t>, cx: &mut Cx<'_, 't>) {
    cx.report(
        &META,
        literal,
        "429 is retried here but `Retry-After` is never read: the retry fires on its own schedule and may be throttled again before the server's window opens",
    )
    .with_severity(Severity::Info)
    .guessed("a backoff schedule may already wait long enough; honouring Retry-After is a refinement");
}

/// `(500..599).include?(code)`, `when 500..599` in Ruby retry code.
fn check_range<'t>(node: Node<'t>, cx: &mut Cx<'_, 't>) {
    let (Some(b), Some(e)) = (node.field("begin"), node.field("end")) else {
        return;
    };
    let (Some(lo), Some(hi)) = (int_value(b, cx), int_value(e, cx)) else {
        return;
    };
    if !(500..=504).contains(&lo) || hi < 599 {
        return;
    }
    let Some(scope) = retry_scope(node, cx) else {
        return;
    };
    if code_mentions(scope.body, &HANDLES_THROTTLING, cx) {
        return;
    }
    let msg = format!(
        "`{}`{} retries server errors but not 429 Too Many Requests: a throttled call fails at once instead of waiting and retrying",
        cx.text_of(node),
        scope.describe()
    );
    report_skip(node, msg, cx);
    note_429_elsewhere(cx);
}

/// Where a retry decision lives: the code that retries, and how to name it.
struct RetryScope<'t> {
    body: Node<'t>,
    name: Option<&'t str>,
    /// Known only because the code mentions a retry word (`session_with_retries()`):
    /// no loop, helper, decorator or retrying function of its own.
    by_mention: bool,
}

impl RetryScope<'_> {
    fn describe(&self) -> String {
        match self.name {
            Some(n) => format!(" in `{n}`"),
            None => " in this retry handler".to_string(),
        }
    }
}

/// The retry code around `node`: the nearest enclosing function whose name
/// says retry, or the innermost function when its body retries (an axios
/// interceptor that re-issues the request, a `.catch` that calls the helper
/// again). Module-level code counts when its statement mentions retry.
fn retry_scope<'t>(node: Node<'t>, cx: &Cx<'_, 't>) -> Option<RetryScope<'t>> {
    let family = cx.family();
    let innermost = ast::enclosing_function(node, family);
    // A predicate passed to a retry decorator or wrapper
    // (`@backoff.on_predicate(backoff.expo, lambda r: r.status_code >= 500)`,
    // `retry_if_result(lambda r: ...)`).
    if let Some(f) = innermost
        && ast::function_name(f, cx.text).is_none()
        && let Some(call) = retry_call_taking(f, cx)
    {
        return Some(RetryScope {
            body: call,
            name: ast::callee(call, family, cx.text).map(|c| cx.text_of(c)),
            by_mention: false,
        });
    }
    // A named predicate handed to one (`retry_if_result(_server_error)`):
    // the function is the retry decision.
    if let Some(f) = innermost
        && let Some(name) = ast::function_name(f, cx.text)
        && predicate_of_retry_call(name, cx)
    {
        return Some(RetryScope {
            body: f,
            name: Some(name),
            by_mention: false,
        });
    }
    let mut func = innermost;
    let mut depth = 0;
    while let Some(f) = func {
        if depth > 4 {
            break;
        }
        let name = ast::function_name(f, cx.text);
        if let Some(n) = name
            && RETRY_WORD.is_match(n)
        {
            return Some(RetryScope {
                body: f,
                name: Some(n),
                by_mention: false,
            });
        }
        func = ast::enclosing_function(f, family);
        depth += 1;
    }
    // A Ruby method whose rescue says `retry`: the keyword is the retry.
    if family == Family::Ruby
        && let Some(f) = innermost
        && ast::any_in_scope(f, family, &mut |n| n.kind_name() == "retry")
    {
        return Some(RetryScope {
            body: f,
            name: ast::function_name(f, cx.text),
            by_mention: false,
        });
    }
    if let Some(l) = paced_attempt_loop(node, innermost, cx) {
        return Some(RetryScope {
            body: l,
            name: None,
            by_mention: false,
        });
    }
    match innermost {
        Some(f) => {
            let text = cx.text_of(f);
            (text.len() < 20_000 && names_mention(f, &RETRY_WORD, cx)).then(|| RetryScope {
                body: f,
                name: ast::function_name(f, cx.text),
                by_mention: true,
            })
        }
        None => {
            let stmt = top_statement(node);
            let text = cx.text_of(stmt);
            (text.len() < 20_000 && names_mention(stmt, &RETRY_WORD, cx)).then_some(RetryScope {
                body: stmt,
                name: None,
                by_mention: true,
            })
        }
    }
}

/// A loop around `node` in the same function that sends a request, waits
/// (a sleep in its body) and goes round: a status test in it decides which
/// failures are tried again (`raise ... unless resp.code >= 500 && tries <
/// MAX`), whatever the code is named.
fn paced_attempt_loop<'t>(
    node: Node<'t>,
    func: Option<Node<'t>>,
    cx: &Cx<'_, 't>,
) -> Option<Node<'t>> {
    let family = cx.family();
    let mut cur = crate::semantics::parents::parent(node);
    while let Some(n) = cur {
        if Some(n) == func || ast::is_function(n.kind_name(), family) {
            return None;
        }
        if let Some(parts) = crate::semantics::loops::loop_parts(n, family, cx.text) {
            let paced =
                crate::semantics::delay::any_delay(&[parts.body], family, cx.text).is_some();
            let sends = ast::any_in_scope(parts.body, family, &mut |c| {
                ast::is_call(c.kind_name(), family)
                    && crate::semantics::clients::outbound_call(cx, c).is_some()
            });
            return (paced && sends).then_some(n);
        }
        cur = crate::semantics::parents::parent(n);
    }
    None
}

/// The retry call (decorator or wrapper) that `arg` is passed to as an
/// argument or keyword argument: `retry_if_result(<arg>)`,
/// `backoff.on_predicate(backoff.expo, <arg>)`, `retry(retry=<arg>)`.
fn retry_call_taking<'t>(arg: Node<'t>, cx: &Cx<'_, 't>) -> Option<Node<'t>> {
    use crate::semantics::parents::parent;
    let family = cx.family();
    let mut holder = parent(arg)?;
    if matches!(holder.kind_name(), "keyword_argument" | "pair") {
        holder = parent(holder)?;
    }
    if !matches!(holder.kind_name(), "arguments" | "argument_list") {
        return None;
    }
    let call = parent(holder).filter(|c| ast::is_call(c.kind_name(), family))?;
    ast::callee(call, family, cx.text)
        .is_some_and(|c| {
            let t = cx.text_of(c);
            // A retry decorator of the knowledge files (`backoff.on_predicate`).
            RETRY_WORD.is_match(t)
                || crate::model::knowledge::list(
                    crate::model::knowledge::Eco::Python,
                    "retry-decorators",
                )
                .iter()
                .any(|d| t.split('.').any(|seg| seg == *d))
        })
        .then_some(call)
}

/// True when the file passes the function `name` to a retry call.
fn predicate_of_retry_call(name: &str, cx: &Cx<'_, '_>) -> bool {
    if cx.text.matches(name).nth(1).is_none() {
        return false;
    }
    ast::any_descendant(cx.root, &mut |n| {
        n.kind_name() == "identifier" && cx.text_of(n) == name && retry_call_taking(n, cx).is_some()
    })
}

/// True when a name, string or number in the code under `node` (comments
/// excluded) matches `pattern`.
fn code_mentions(node: Node<'_>, pattern: &Regex, cx: &Cx<'_, '_>) -> bool {
    if !pattern.is_match(cx.text_of(node)) {
        return false;
    }
    ast::any_descendant(node, &mut |n| {
        if n.kind_name().contains("comment") {
            return false;
        }
        (n.child_count() == 0 || matches!(n.kind_name(), "string" | "template_string"))
            && pattern.is_match(cx.text_of(n))
    })
}

/// True when a name in the code under `node` (an identifier or property,
/// not a string: "retry" in a user-facing message is words, not code)
/// matches `pattern`.
fn names_mention(node: Node<'_>, pattern: &Regex, cx: &Cx<'_, '_>) -> bool {
    if !pattern.is_match(cx.text_of(node)) {
        return false;
    }
    ast::any_descendant(node, &mut |n| {
        let kind = n.kind_name();
        if kind.contains("comment") {
            return false;
        }
        if matches!(kind, "string" | "template_string") {
            // An error raised as "retryable" classifies the failure for a
            // retry layer; any other string is words.
            return pattern.is_match(cx.text_of(n)) && in_raise(n);
        }
        // Ruby's `retry` is a keyword, not an identifier.
        (kind == "retry" && cx.family() == Family::Ruby)
            || (n.child_count() == 0
                && kind.contains("identifier")
                && pattern.is_match(cx.text_of(n)))
    })
}

fn in_raise(node: Node<'_>) -> bool {
    let mut cur = node;
    for _ in 0..4 {
        let Some(p) = crate::semantics::parents::parent(cur) else {
            return false;
        };
        if matches!(p.kind_name(), "raise_statement" | "throw_statement") {
            return true;
        }
        cur = p;
    }
    false
}

fn top_statement(node: Node<'_>) -> Node<'_> {
    let mut cur = node;
    while let Some(p) = crate::semantics::parents::parent(cur) {
        if parents::parent(p).is_none() {
            return cur;
        }
        cur = p;
    }
    cur
}

/// A literal list of statuses: `[500, 502, 503, 504]`.
fn check_collection<'t>(node: Node<'t>, cx: &mut Cx<'_, 't>) {
    let count = node.named_child_count();
    if count == 0 || count > 40 {
        return;
    }
    let mut codes = Vec::new();
    let mut c = node.walk();
    for el in node.named_children(&mut c) {
        if el.kind_name() == "comment" {
            continue;
        }
        match int_value(el, cx) {
            Some(v) if (100..=599).contains(&v) => codes.push((v, el)),
            // A list of network error codes, or mixed data: not a status list.
            _ => {
                if !matches!(
                    el.kind_name(),
                    "string"
                        | "identifier"
                        | "member_expression"
                        | "attribute"
                        | "scope_resolution"
                        | "constant"
                ) {
                    return;
                }
            }
        }
    }
    if !codes.iter().any(|(v, _)| (500..=599).contains(v)) {
        return;
    }
    let Some(ctx) = collection_context(node, cx).or_else(|| membership_retry(node, cx)) else {
        return;
    };
    // `elif status == 429:` in the same if/elif chain as the list's test:
    // throttling takes a branch of its own.
    if let Some(holder) = std::iter::successors(parents::parent(node), |a| parents::parent(*a))
        .take(4)
        .find(|a| {
            matches!(
                a.kind_name(),
                "if_statement" | "if" | "elif_clause" | "elsif"
            )
        })
        && chain_tests_429(holder, cx)
    {
        return;
    }
    if let Some((_, lit)) = codes.iter().find(|(v, _)| *v == 429) {
        if !ctx.honours_retry_after && !collection_honours_retry_after(node, cx) {
            report_missing_retry_after(*lit, cx);
        }
        return;
    }
    // urllib3 retries a status only for the methods it may resend
    // (`allowed_methods`, by default the idempotent ones): on a session that
    // sends nothing but POSTs, the list governs no request and adding 429
    // changes nothing.
    if ctx.urllib3_retry && urllib3_list_never_applies(node, cx) {
        return;
    }
    if rate_limit_option_beside(node, cx) {
        return;
    }
    let listed: Vec<String> = codes.iter().map(|(v, _)| v.to_string()).collect();
    let unused = if cx.family() == Family::Ruby {
        faraday_list_unused(node, cx)
    } else {
        None
    };
    // urllib3 retries a 429 that carries `Retry-After` whatever the list
    // says (`respect_retry_after_header`): the calls that fail at once are
    // the throttled ones without that header.
    let msg = if ctx.urllib3_retry {
        format!(
            "`{}` retries {} but not 429 Too Many Requests: a throttled call fails at once unless the answer carries `Retry-After` (urllib3 retries a 429 only then; add 429)",
            ctx.name,
            listed.join(", "),
        )
    } else {
        format!(
            "`{}` retries {} but not 429 Too Many Requests: throttled calls fail at once instead of backing off (add 429{})",
            ctx.name,
            listed.join(", "),
            if ctx.honours_retry_after {
                ""
            } else {
                " and honour `Retry-After`"
            }
        )
    };
    report_skip(node, msg, cx);
    // `# status.HTTP_429_TOO_MANY_REQUESTS,` inside the list: the author
    // weighed 429 and took it out.
    if throttling_commented_out(node, cx)
        && let Some(f) = cx.findings.last_mut()
    {
        f.guessed(
            "a comment in or beside the list names 429 or throttling: it was left out on purpose",
        );
    }
    if let Some(why) = unused
        && let Some(f) = cx.findings.last_mut()
    {
        f.guessed(why);
    }
    if let Some(lookup) = configured_default(node, cx)
        && let Some(f) = cx.findings.last_mut()
    {
        f.guessed(format!(
            "the list is a default that configuration replaces (`{lookup}`): a source that is throttled can list 429 in its own settings"
        ));
    }
    if ctx.urllib3_retry
        && let Some(budget) = one_quick_retry(node, cx)
        && let Some(f) = cx.findings.last_mut()
    {
        f.guessed(format!(
            "the policy retries a failure at most once, {budget}: a throttled call would fail the same with 429 in the list (throttling needs a wait, not one quick retry)"
        ));
    }
    if let Some(names) = crate::semantics::flow::unused_module_value(node, cx)
        && let Some(f) = cx.findings.last_mut()
    {
        f.guessed(format!(
            "the retry configuration ends on `{names}`, which no code of the project reads: the list governs no request"
        ));
    }
    note_429_elsewhere(cx);
}

/// A urllib3 `Retry(...)` whose list this is allows at most one retry of a
/// status (`total=1`, or `status=1`) after a backoff under a second
/// (`backoff_factor` 0.1: urllib3 waits `backoff_factor` times a power of
/// two, nothing before a first retry in its older releases). What it waits,
/// for the message.
fn one_quick_retry(list: Node<'_>, cx: &Cx<'_, '_>) -> Option<String> {
    use crate::semantics::parents::parent;
    let kw = parent(list).filter(|k| k.kind_name() == "keyword_argument")?;
    let call = parent(kw)
        .filter(|a| a.kind_name() == "argument_list")
        .and_then(parent)
        .filter(|c| c.kind_name() == "call")?;
    let read = ast::python_call(call, cx.text)?;
    let keyword = |name: &str| read.keyword(name).map(|v| ast::number_value(cx.text_of(v)));
    // `status=` bounds the status retries; otherwise `total=` does.
    let retries = match keyword("status") {
        Some(v) => v?,
        None => keyword("total")??,
    };
    if retries > 1.0 {
        return None;
    }
    let backoff = match keyword("backoff_factor") {
        Some(v) => v?,
        None => 0.0,
    };
    (backoff < 1.0).then(|| {
        if backoff == 0.0 {
            "at once".to_string()
        } else {
            format!("after at most {backoff} s")
        }
    })
}

/// The configuration lookup by key that falls back to the list (bound to
/// a name: `DEFAULT_STATUSES = (500, 502, 504)`) when a setting is absent:
/// `config.get('retryStatuses', DEFAULT_STATUSES)`, `opts.fetch(:statuses,
/// DEFAULT_STATUSES)`, `getattr(settings, 'X', DEFAULT_STATUSES)`. The list
/// is then what a source gets when its settings say nothing, and each
/// source's settings can name 429. (A bare `x or [...]` fallback of a
/// parameter is no configuration: callers in code rarely pass one.)
fn configured_default(list: Node<'_>, cx: &Cx<'_, '_>) -> Option<String> {
    let mut node = list;
    let mut name = None;
    for _ in 0..3 {
        let up = crate::semantics::parents::parent(node)?;
        match up.kind_name() {
            "assignment" | "variable_declarator" => {
                let left = up.field("left").or_else(|| up.field("name"))?;
                if up.field("right").or_else(|| up.field("value")) != Some(node) {
                    return None;
                }
                name = Some(cx.text_of(left));
                break;
            }
            "parenthesized_expression"
            | "array"
            | "expression_list"
            | "as_expression"
            | "satisfies_expression" => node = up,
            // Ruby `[500, 502].freeze`
            "call"
                if up.field("receiver") == Some(node)
                    && up
                        .field("method")
                        .is_some_and(|m| cx.text_of(m) == "freeze") =>
            {
                node = up
            }
            _ => return None,
        }
    }
    let name =
        name.filter(|n| n.len() >= 3 && n.chars().all(|c| c.is_alphanumeric() || c == '_'))?;
    let n = regex::escape(name);
    // `config.get('key', NAME)`, `settings.fetch(:key, NAME)`,
    // `getattr(settings, 'KEY', NAME)`: the lookup calls are data
    // (`config-lookup-methods`, `config-lookup-functions`).
    use crate::model::knowledge::{Eco, words_pattern};
    let table = |key| words_pattern(crate::model::knowledge::list(Eco::Common, key));
    let methods = table("config-lookup-methods");
    let functions = table("config-lookup-functions");
    let pattern = regex::Regex::new(&format!(
        r#"(\.({methods})\(\s*(['"][\w.-]+['"]|:\w+)\s*,\s*{n}\s*\)|\b({functions})\([^()\n]*,\s*['"]\w+['"]\s*,\s*{n}\s*\))"#
    ))
    .ok()?;
    pattern
        .find(cx.text)
        .map(|m| m.as_str().split_whitespace().collect::<Vec<_>>().join(" "))
}

/// Lowers the finding just reported when the file treats 429 on a path of
/// its own ([`handles_429_elsewhere`]).
fn note_429_elsewhere(cx: &mut Cx<'_, '_>) {
    if let Some(line) = handles_429_elsewhere(cx)
        && let Some(f) = cx.findings.last_mut()
    {
        f.guessed(format!(
            "the file tests for 429 itself (line {line}): a throttled answer takes its own path (a typed error, a classifier of its own, a later retry), not this one"
        ));
    } else if let Some((code, line)) = throttling_code_tested(cx)
        && let Some(f) = cx.findings.last_mut()
    {
        f.guessed(format!(
            "the file tells throttling apart by its error code (`{code}` at line {line}): a throttled answer takes its own path, not this one"
        ));
    }
}

/// A throttling error code the file compares against or switches on
/// (`case 'rate_limit':`, `if code == "RATE_LIMITED"`, `when "throttled"`:
/// `throttling-error-codes`): the service's own word for a 429, which the
/// code answers on its own path. The code as written and its line.
fn throttling_code_tested(cx: &Cx<'_, '_>) -> Option<(String, usize)> {
    let codes = crate::model::knowledge::list(
        crate::model::knowledge::Eco::Common,
        "throttling-error-codes",
    );
    let lower = cx.text.to_ascii_lowercase();
    if !codes
        .iter()
        .any(|c| lower.contains(&c.to_ascii_lowercase()))
    {
        return None;
    }
    let mut found = None;
    ast::walk(cx.root, &mut |n| {
        if found.is_some() {
            return false;
        }
        if let Some(content) = ast::string_content(n, cx.text)
            && codes.iter().any(|c| c.eq_ignore_ascii_case(content))
            && crate::semantics::parents::parent(n).is_some_and(|p| {
                matches!(
                    p.kind_name(),
                    "switch_case" | "when" | "pattern" | "case_pattern"
                ) || matches!(
                    p.kind_name(),
                    "binary_expression" | "comparison_operator" | "binary"
                ) && {
                    let t = cx.text_of(p);
                    t.contains("==") || t.contains("!=")
                }
            })
        {
            found = Some((cx.text_of(n).to_string(), n.start_position().row + 1));
            return false;
        }
        true
    });
    found
}

/// The line of a test for 429 in the file that raises its own error
/// (`if resp.status_code == 429: raise TooManyRequests`): the code treats
/// throttling on its own path, so a status list without 429 may leave it
/// out on purpose. A 429 inside a retry predicate (`s === 429 || s >= 500`)
/// is another policy, not such a path.
fn handles_429_elsewhere(cx: &Cx<'_, '_>) -> Option<usize> {
    if !cx.text.contains("429") {
        return None;
    }
    let mut line = None;
    ast::walk(cx.root, &mut |n| {
        if line.is_some() {
            return false;
        }
        if matches!(
            n.kind_name(),
            "binary_expression" | "comparison_operator" | "binary"
        ) && is_429_equality(n, cx)
            && (raises_on_its_own(n, cx) || classifies_on_its_own(n))
        {
            line = Some(n.start_position().row + 1);
        }
        true
    });
    line
}

/// `comparison` is the whole answer of a classifying function of its own
/// (`function isThrottled(status) { return status === 429; }`,
/// `def throttled(code): return code == 429`): the file names throttling
/// apart from its server-error test, and its callers take the two apart.
fn classifies_on_its_own(comparison: Node<'_>) -> bool {
    use crate::semantics::parents::parent;
    let mut value = comparison;
    while let Some(p) = parent(value).filter(|p| p.kind_name() == "parenthesized_expression") {
        value = p;
    }
    let Some(ret) =
        parent(value).filter(|p| matches!(p.kind_name(), "return_statement" | "return"))
    else {
        // An arrow function whose body is the comparison, or a Ruby
        // method whose only expression it is.
        return parent(value).is_some_and(|p| {
            (p.kind_name() == "arrow_function" && p.child_by_field_name("body") == Some(value))
                || (p.kind_name() == "body_statement"
                    && p.named_child_count() == 1
                    && parent(p)
                        .is_some_and(|m| matches!(m.kind_name(), "method" | "singleton_method")))
        });
    };
    // The return is the function body's only statement.
    parent(ret)
        .filter(|b| {
            matches!(
                b.kind_name(),
                "statement_block" | "block" | "body_statement"
            )
        })
        .is_some_and(|b| b.named_child_count() == 1)
}

/// The `if` that `comparison` tests raises something named for a retry
/// (`raise RetryableError(...)`, "Retryable upstream error"): raising it is
/// the retry decision.
fn branch_says_retry(comparison: Node<'_>, cx: &Cx<'_, '_>) -> bool {
    let mut cur = comparison;
    for _ in 0..3 {
        let Some(p) = crate::semantics::parents::parent(cur) else {
            return false;
        };
        if matches!(
            p.kind_name(),
            "if_statement" | "if" | "if_modifier" | "unless"
        ) {
            return p
                .child_by_field_name("consequence")
                .is_some_and(|b| RETRY_WORD.is_match(cx.text_of(b)));
        }
        cur = p;
    }
    false
}

/// `comparison` is the whole condition of an `if` whose branch raises or
/// throws (`if res.status == 429` ... `raise TooManyRequests`), presence
/// tests of the response aside.
fn raises_on_its_own(comparison: Node<'_>, cx: &Cx<'_, '_>) -> bool {
    // With the presence tests joined to it (`if response and
    // response.status_code >= 500:`).
    let comparison = whole_condition(comparison, cx, false);
    let Some(parent) = crate::semantics::parents::parent(comparison) else {
        return false;
    };
    let parent = if parent.kind_name() == "parenthesized_expression" {
        match crate::semantics::parents::parent(parent) {
            Some(p) => p,
            None => return false,
        }
    } else {
        parent
    };
    matches!(
        parent.kind_name(),
        "if_statement" | "if" | "if_modifier" | "unless" | "unless_modifier"
    ) && parent
        .child_by_field_name("condition")
        .is_some_and(|c| c == comparison || c.named_child(0) == Some(comparison))
        && {
            let text = cx.text_of(parent);
            text.contains("raise") || text.contains("throw ")
        }
}

/// Faraday's retry middleware retries a listed status only for the request
/// methods of its `methods:` option (the idempotent ones by default:
/// `faraday-retry-default-methods`), unless its `retry_if` admits the
/// retriable response for others. When every request this file sends
/// through the connection uses another method (a webhook client that only
/// POSTs), the status list never applies, and adding 429 to it changes
/// nothing. Unknown (a `retry_if` of its own, no request in sight) is `None`.
fn faraday_list_unused(list: Node<'_>, cx: &Cx<'_, '_>) -> Option<String> {
    let pair = parents::parent(list).filter(|p| p.kind_name() == "pair")?;
    let options = parents::parent(pair)?;
    let key_of = |p: Node<'_>| {
        p.field("key").map(|k| {
            cx.text_of(k)
                .trim_matches(|c| c == ':' || c == '"' || c == '\'')
        })
    };
    if key_of(pair) != Some("retry_statuses") {
        return None;
    }
    let mut methods: Option<Vec<String>> = None;
    let mut c = options.walk();
    for p in options
        .named_children(&mut c)
        .filter(|p| p.kind_name() == "pair")
    {
        let value = p.field("value").map_or("", |v| cx.text_of(v));
        match key_of(p) {
            Some("methods") => methods = Some(crate::semantics::names::http_methods_in(value)),
            // A `retry_if` that turns away the retriable response keeps the
            // status list to `methods`; any other may admit it anywhere.
            Some("retry_if")
                if !(value.contains("RetriableResponse")
                    && (value.contains('!') || value.contains("unless"))) =>
            {
                return None;
            }
            _ => {}
        }
    }
    let methods = methods.unwrap_or_else(|| {
        crate::model::knowledge::list(
            crate::model::knowledge::Eco::Ruby,
            "faraday-retry-default-methods",
        )
        .iter()
        .map(|m| m.to_string())
        .collect()
    });
    let sent = crate::semantics::clients::ruby_request_verbs(cx, "Faraday");
    if sent.is_empty() || sent.iter().any(|m| methods.contains(m)) {
        return None;
    }
    let upper = |v: &[String]| {
        v.iter()
            .map(|m| m.to_ascii_uppercase())
            .collect::<Vec<_>>()
            .join("/")
    };
    Some(format!(
        "Faraday retries a listed status only for {} requests, and every request this file sends through the connection is {}: the list never applies to them",
        upper(&methods),
        upper(&sent)
    ))
}

struct CollectionContext {
    /// What the list is called (`status_forcelist`, `RETRY_STATUS_CODES`).
    name: String,
    /// The policy reads `Retry-After` itself (urllib3 `Retry`, Faraday retry).
    honours_retry_after: bool,
    /// The list is a Python urllib3 `Retry`'s (`respect_retry_after_header`
    /// not turned off): it retries a 429 that carries `Retry-After` whatever
    /// `status_forcelist` says.
    urllib3_retry: bool,
}

/// Walks up from a list through wrappers (`new Set(...)`, `frozenset(...)`,
/// `.freeze`, keyword arguments, object keys) collecting the names around it.
/// The list is a retry status collection when those names say status/code and
/// retry (`RETRY_CODES`, `Retry(status_forcelist=...)`, `retry: { statusCodes }`).
fn collection_context(list: Node<'_>, cx: &Cx<'_, '_>) -> Option<CollectionContext> {
    let mut names: Vec<&str> = Vec::new();
    let mut first_name: Option<&str> = None;
    let mut honours = false;
    let mut urllib3 = false;
    // The parameter whose default the list is, when it is one.
    let mut param: Option<&str> = None;
    let mut cur = list;
    for _ in 0..8 {
        let Some(p) = parents::parent(cur) else { break };
        let name = match p.kind_name() {
            "variable_declarator" => p.field("name").map(|n| cx.text_of(n)),
            "assignment" | "assignment_expression" | "augmented_assignment" => {
                p.field("left").map(|n| cx.text_of(n))
            }
            "public_field_definition" | "field_definition" => p
                .field("name")
                .or_else(|| p.field("property"))
                .map(|n| cx.text_of(n)),
            "keyword_argument"
            | "default_parameter"
            | "typed_default_parameter"
            | "keyword_parameter"
            | "optional_parameter"
                if p.field("name").is_some() =>
            {
                if p.kind_name() != "keyword_argument" {
                    param = p.field("name").map(|n| cx.text_of(n));
                }
                p.field("name").map(|n| cx.text_of(n))
            }
            // TypeScript `retryOn: number[] = [...]`, JS `retryOn = [...]`.
            "required_parameter" | "optional_parameter" | "assignment_pattern" => p
                .field("pattern")
                .or_else(|| p.field("left"))
                .map(|n| cx.text_of(n)),
            // `def retry_session(status_forcelist=[500, 502, 504])`: the
            // default of a parameter, named by the parameter and read by
            // the function.
            "parameters" | "formal_parameters" | "method_parameters" | "lambda_parameters" => None,
            k if ast::is_function(k, cx.family()) => {
                if let Some(n) = ast::function_name(p, cx.text) {
                    names.push(n);
                }
                // The function hands the list to urllib3's `Retry`, which
                // honours `Retry-After` unless told not to.
                let body = cx.text_of(p);
                if body.contains("Retry(") && !body.contains("respect_retry_after_header=False") {
                    honours = true;
                    urllib3 = cx.family() == Family::Python;
                    // `def check(users, status_forcelist=(500, 502))` whose
                    // body hands the parameter to `Retry(status_forcelist=
                    // status_forcelist)`: the default is that retry's list.
                    if let Some(param) = param
                        && hands_to_retry(p, param, cx)
                    {
                        names.push("Retry");
                    }
                }
                break;
            }
            "pair" => p.field("key").map(|k| {
                ast::string_content(k, cx.text)
                    .unwrap_or_else(|| cx.text_of(k))
                    .trim_end_matches(':')
            }),
            "call" | "call_expression" | "new_expression" => {
                let f = p
                    .field("function")
                    .or_else(|| p.field("constructor"))
                    .or_else(|| p.field("method"));
                let fname = f.map(|f| cx.text_of(f)).unwrap_or("");
                let last = fname.rsplit('.').next().unwrap_or(fname);
                if last == "Retry" {
                    let args = cx.text_of(p);
                    honours = !args.contains("respect_retry_after_header=False");
                    urllib3 = honours && cx.family() == Family::Python;
                }
                if cx.text_of(p).contains("request :retry")
                    || cx.text_of(p).contains("retry_statuses")
                    || f.is_some_and(|f| client_honours_retry_after(f, cx))
                {
                    honours = true;
                }
                Some(last)
            }
            // A default given by a fallback operator (`retry_on or {502,
            // 503}`, `options.retryOn ?? [...]`, `@retry_on ||= [...]`):
            // the list is the value the name holds when no other is given.
            "boolean_operator" | "binary_expression" | "binary"
                if is_fallback_operator(p, cx) && p.field("right") == Some(cur) =>
            {
                None
            }
            "operator_assignment" | "augmented_assignment_expression"
                if p.field("operator")
                    .is_some_and(|o| matches!(cx.text_of(o), "||=" | "??=")) =>
            {
                p.field("left").map(|n| cx.text_of(n))
            }
            "arguments"
            | "argument_list"
            | "parenthesized_expression"
            | "object"
            | "dictionary"
            | "hash"
            | "as_expression"
            | "satisfies_expression"
            | "expression_list" => None,
            "array" | "list" | "tuple" => None,
            _ => break,
        };
        if let Some(n) = name {
            if first_name.is_none()
                && (STATUS_COLLECTION_NAME.is_match(n) || is_retry_status_key(n))
            {
                first_name = Some(n);
            }
            names.push(n);
        }
        cur = p;
    }
    let name = first_name?;
    if !names.iter().any(|n| RETRY_WORD.is_match(n)) {
        return None;
    }
    Some(CollectionContext {
        name: name.to_string(),
        honours_retry_after: honours,
        urllib3_retry: urllib3,
    })
}

/// `func` passes its parameter `param` to a urllib3 `Retry(...)` call as a
/// keyword's value (`Retry(total=3, status_forcelist=status_forcelist)`).
fn hands_to_retry(func: Node<'_>, param: &str, cx: &Cx<'_, '_>) -> bool {
    let Some(body) = func.field("body") else {
        return false;
    };
    ast::any_descendant(body, &mut |n| {
        n.kind_name() == "call"
            && n.field("function")
                .is_some_and(|f| cx.text_of(f).rsplit('.').next() == Some("Retry"))
            && ast::python_call(n, cx.text).is_some_and(|c| {
                c.keywords
                    .iter()
                    .any(|(_, v)| v.kind_name() == "identifier" && cx.text_of(*v) == param)
            })
    })
}

/// `or`, `||` or `??`: the right operand is the default of the left.
fn is_fallback_operator(op: Node<'_>, cx: &Cx<'_, '_>) -> bool {
    op.field("operator")
        .is_some_and(|o| matches!(cx.text_of(o), "or" | "||" | "??"))
}

/// An unnamed list tested for membership (`err.status_code in (500, 503)`,
/// `[500, 503].include?(e.response.status)`, `[500, 503].includes(status)`)
/// as the condition of a branch that retries (`self.retry(...)`, Ruby
/// `retry`, raising a retryable error): the list is that retry's decision.
fn membership_retry(list: Node<'_>, cx: &Cx<'_, '_>) -> Option<CollectionContext> {
    use crate::semantics::parents::parent;
    let family = cx.family();
    let p = parent(list)?;
    let test = match (family, p.kind_name()) {
        (Family::Python, "comparison_operator")
            if p.named_child(0) != Some(list) && cx.text_of(p).contains(" in ") =>
        {
            p
        }
        (Family::Ruby, "call")
            if p.field("receiver") == Some(list)
                && p.field("method")
                    .is_some_and(|m| cx.text_of(m) == "include?") =>
        {
            p
        }
        (Family::Js, "member_expression")
            if p.field("object") == Some(list)
                && p.field("property")
                    .is_some_and(|m| cx.text_of(m) == "includes") =>
        {
            parent(p).filter(|c| c.kind_name() == "call_expression")?
        }
        _ => return None,
    };
    let mut cur = test;
    for _ in 0..3 {
        let up = parent(cur)?;
        if matches!(
            up.kind_name(),
            "if_statement" | "if" | "if_modifier" | "elif_clause" | "elsif"
        ) {
            let branch = up
                .child_by_field_name("consequence")
                .or_else(|| up.child_by_field_name("body"))?;

            let retries = ast::any_descendant(branch, &mut |n| {
                n.kind_name() == "retry"
                    || (ast::is_call(n.kind_name(), family)
                        && ast::call_method_name(n, family, cx.text)
                            .is_some_and(|m| RETRY_WORD.is_match(m)))
                    || (matches!(n.kind_name(), "raise_statement" | "throw_statement")
                        && RETRY_WORD.is_match(cx.text_of(n)))
            });
            return retries.then(|| CollectionContext {
                name: cx.text_of(test).to_string(),
                honours_retry_after: false,
                urllib3_retry: false,
            });
        }
        cur = up;
    }
    None
}

/// Another branch of the if/elif chain holding `branch_holder` tests for
/// 429 (`elif status_code == HTTPStatus.TOO_MANY_REQUESTS:`).
fn chain_tests_429(branch_holder: Node<'_>, cx: &Cx<'_, '_>) -> bool {
    use crate::semantics::parents::parent;
    let mut top = branch_holder;
    while let Some(p) = parent(top).filter(|p| {
        matches!(
            p.kind_name(),
            "if_statement" | "if" | "elif_clause" | "elsif" | "else_clause" | "else"
        )
    }) {
        top = p;
    }
    let mut found = false;
    ast::walk(top, &mut |n| {
        if found || ast::is_function(n.kind_name(), cx.family()) {
            return false;
        }
        if matches!(
            n.kind_name(),
            "if_statement" | "if" | "elif_clause" | "elsif"
        ) && let Some(c) = n.child_by_field_name("condition")
        {
            let mut tests_429 = |m: Node<'_>| {
                matches!(
                    m.kind_name(),
                    "binary_expression" | "comparison_operator" | "binary"
                ) && is_429_equality(m, cx)
            };
            found = tests_429(c) || ast::any_descendant(c, &mut tests_429);
        }
        !found
    });
    found
}

/// The retry code of a status list reads `Retry-After`: the statement that
/// holds the list (`fetchRetry(fetch, { retryOn: [...], retryDelay })`) and,
/// for a named list (`const RETRY_STATUSES = [...]`), the statements that use
/// the name. A named list the file never uses is used elsewhere, by retry
/// code not in sight: it is not said to skip the header.
fn collection_honours_retry_after<'t>(list: Node<'t>, cx: &Cx<'_, 't>) -> bool {
    let stmt = top_statement(list);
    if honours_retry_after(stmt, cx) {
        return true;
    }
    // The name the list is declared under, through a wrapping constructor
    // (`new Set([...])`, `frozenset([...])`, `[...].freeze`).
    let mut holder = parents::parent(list);
    for _ in 0..4 {
        match holder.map(|h| h.kind_name()) {
            Some(
                "arguments"
                | "argument_list"
                | "new_expression"
                | "call_expression"
                | "call"
                | "as_expression"
                | "satisfies_expression"
                | "parenthesized_expression",
            ) => holder = holder.and_then(parents::parent),
            _ => break,
        }
    }
    let Some(holder) =
        holder.filter(|p| matches!(p.kind_name(), "variable_declarator" | "assignment"))
    else {
        return false;
    };
    let Some(name) = holder
        .field("name")
        .or_else(|| holder.field("left"))
        .map(|n| cx.text_of(n))
    else {
        return false;
    };
    // Each use's function (or top-level statement), outside the declaration.
    let family = cx.family();
    let mut users: Vec<Node<'t>> = Vec::new();
    ast::walk(cx.root, &mut |n| {
        if n.start_byte() >= holder.start_byte() && n.end_byte() <= holder.end_byte() {
            return false;
        }
        if n.child_count() == 0
            && matches!(n.kind_name(), "identifier" | "constant")
            && cx.text_of(n) == name
        {
            users.push(ast::enclosing_function(n, family).unwrap_or_else(|| top_statement(n)));
        }
        true
    });
    if users.is_empty() {
        // Only other files use it: their retry code, which may read the
        // header, is not in sight, so "never read" cannot be said here.
        return true;
    }
    // Predicates (`isRetryable(status)`) that a retry layer elsewhere
    // applies with its own delay: the retry itself is not in sight either.
    let retried_here = users.iter().any(|u| {
        let name = ast::function_name(*u, cx.text).unwrap_or("");
        crate::semantics::facts::retry_shaped(*u, name, cx.text, family)
    });
    !retried_here || users.into_iter().any(|u| honours_retry_after(u, cx))
}

/// A call of a client whose own retry waits for `Retry-After`
/// (`got.extend(...)`, `ky.create(...)` with `got`/`ky` imported:
/// `retry-after-clients` in the knowledge files).
fn client_honours_retry_after(callee: Node<'_>, cx: &Cx<'_, '_>) -> bool {
    if cx.family() != Family::Js {
        return false;
    }
    let text = cx.text_of(callee);
    let root = text.split('.').next().unwrap_or(text);
    cx.facts.imports.get(root).is_some_and(|package| {
        crate::model::knowledge::list(
            crate::model::knowledge::Eco::Javascript,
            "retry-after-clients",
        )
        .contains(&package.as_str())
    })
}

/// `RETRYABLE_HTTP_CODES.includes(status)` beside the 5xx test, where the
/// same file declares `const RETRYABLE_HTTP_CODES = [408, 429]`.
fn uses_named_list_with_429(scope: Node<'_>, cx: &Cx<'_, '_>) -> bool {
    ast::any_descendant(scope, &mut |n| {
        if n.kind_name() != "identifier" {
            return false;
        }
        let name = cx.text_of(n);
        if name.len() < 4 || !crate::semantics::names::is_screaming_case(name) {
            return false;
        }
        for decl in [format!("const {name}"), format!("let {name}")] {
            if let Some(at) = cx.text.find(&decl) {
                let rest = &cx.text[at..];
                if !rest[decl.len()..].starts_with([' ', ':', '=']) {
                    continue;
                }
                let end = rest
                    .find(';')
                    .or_else(|| rest.find("]\n"))
                    .unwrap_or(rest.len());
                if HANDLES_THROTTLING.is_match(crate::text::slice(rest, 0, end.min(2000))) {
                    return true;
                }
            }
        }
        false
    })
}

/// An operand named for another protocol's reply code (`smtpResponseCode`,
/// `err.grpcCode`: `non-http-code-words`), not an HTTP status.
fn names_other_protocol(operand: Node<'_>, cx: &Cx<'_, '_>) -> bool {
    let lower = cx.text_of(operand).to_ascii_lowercase();
    crate::model::knowledge::list(crate::model::knowledge::Eco::Common, "non-http-code-words")
        .iter()
        .any(|w| lower.contains(w))
}

/// A urllib3 `Retry(status_forcelist=...)` without `allowed_methods` (or the
/// older `method_whitelist`) retries a status only for idempotent methods.
/// True when the session the `Retry` is mounted on (`s.mount(prefix,
/// HTTPAdapter(max_retries=retry))`) sends only POST or PATCH requests in
/// the function that mounts it, and the function neither returns the
/// session nor hands it on: no request the list governs is ever sent.
fn urllib3_list_never_applies(list: Node<'_>, cx: &Cx<'_, '_>) -> bool {
    let family = cx.family();
    // The `Retry(...)` call holding the list.
    let mut retry = None;
    let mut cur = list;
    for _ in 0..6 {
        let Some(p) = parents::parent(cur) else { break };
        if p.kind_name() == "call"
            && ast::call_method_name(p, family, cx.text).is_some_and(|m| m == "Retry")
        {
            retry = Some(p);
            break;
        }
        cur = p;
    }
    let Some(retry) = retry else { return false };
    // A session built at module level is used by the whole file and by the
    // modules importing it.
    let enclosing = ast::enclosing_function(retry, family);
    let module_level = enclosing.is_none();
    let func = enclosing.unwrap_or(cx.root);
    // The session the adapter is mounted on (`s.mount(...)`) and the
    // prefixes it is mounted for.
    let mut session: Option<&str> = None;
    let mut prefixes: Vec<Option<&str>> = Vec::new();
    ast::walk(func, &mut |n| {
        if n.kind_name() == "call"
            && ast::call_method_name(n, family, cx.text) == Some("mount")
            && (!module_level || ast::enclosing_function(n, family).is_none())
        {
            let recv = ast::call_receiver(n, family, cx.text);
            if session.is_none() || session == recv {
                session = recv;
                prefixes.push(
                    n.child_by_field_name("arguments")
                        .and_then(|a| a.named_child(0))
                        .and_then(|a| ast::string_content(a, cx.text)),
                );
            }
        }
        true
    });
    let Some(session) = session.filter(|s| !s.is_empty()) else {
        return false;
    };
    // Mounted for `http://` only, in a function whose addresses are all
    // `https://`: the policy governs none of its requests.
    if prefixes.iter().all(|p| *p == Some("http://")) && only_https_addresses(func, cx) {
        return true;
    }
    let args = cx.text_of(retry);
    let method_options =
        crate::model::knowledge::list(crate::model::knowledge::Eco::Python, "retry-method-options");
    if method_options.iter().any(|o| args.contains(o)) {
        return false;
    }
    let mut verbs: Vec<String> = Vec::new();
    let mut escapes = false;
    ast::walk(func, &mut |n| {
        let kind = n.kind_name();
        if kind == "return_statement" && mentions_name(cx.text_of(n), session) {
            escapes = true;
        }
        if kind == "call" {
            let recv = ast::call_receiver(n, family, cx.text);
            let method = ast::call_method_name(n, family, cx.text).unwrap_or("");
            if recv == Some(session) {
                match method {
                    m if crate::model::uses::SESSION_METHODS.contains(&m) => {
                        verbs.push(method.to_ascii_uppercase())
                    }
                    "request" => {
                        let first = n
                            .child_by_field_name("arguments")
                            .and_then(|a| a.named_child(0))
                            .and_then(|a| ast::string_content(a, cx.text));
                        match first {
                            Some(m) => verbs.push(m.to_ascii_uppercase()),
                            None => escapes = true,
                        }
                    }
                    "mount" | "close" => {}
                    _ => {}
                }
            } else if let Some(a) = n.child_by_field_name("arguments") {
                // Handed on: `Client(session=s)`, `helper(s)`.
                let mut c = a.walk();
                if a.named_children(&mut c).any(|arg| {
                    let v = if arg.kind_name() == "keyword_argument" {
                        arg.child_by_field_name("value")
                    } else {
                        Some(arg)
                    };
                    v.is_some_and(|v| cx.text_of(v) == session)
                }) {
                    escapes = true;
                }
            }
        }
        // Stored where other code reads it: `self.session = s`.
        if kind == "assignment"
            && n.child_by_field_name("right")
                .is_some_and(|r| cx.text_of(r) == session)
        {
            escapes = true;
        }
        true
    });
    if module_level {
        for use_ in imported_uses(session, cx) {
            if use_ == crate::model::uses::UNKNOWN {
                escapes = true;
            } else {
                verbs.push(use_.to_string());
            }
        }
    }
    // A session kept on the object (`self.session.mount(...)`) is used by
    // other methods: not known here.
    !escapes
        && !session.contains('.')
        && !verbs.is_empty()
        && verbs.iter().all(|v| v == "POST" || v == "PATCH")
}

/// Every address written in `func` is `https://` (at least one; the bare
/// `http://` of a mount prefix aside).
fn only_https_addresses(func: Node<'_>, cx: &Cx<'_, '_>) -> bool {
    let text = cx.text_of(func);
    let plain = text
        .match_indices("http://")
        .any(|(i, _)| !text[i + "http://".len()..].starts_with(['"', '\'']));
    !plain && text.contains("https://")
}

/// What the modules importing this file's module-level `name` call on it
/// (`from .common import session` ... `session.post(...)`). An import by a
/// longer or shorter module path (`src/` layouts) still names this file
/// when one path ends the other at a directory boundary.
fn imported_uses<'i>(name: &str, cx: &Cx<'i, '_>) -> Vec<&'i str> {
    let module = crate::model::effects::module_key_of(cx.rel_path);
    cx.index
        .session_uses
        .iter()
        .filter(|(key, _)| {
            key.rsplit_once("::")
                .is_some_and(|(m, n)| n == name && crate::model::effects::same_module(m, module))
        })
        .flat_map(|(_, uses)| uses.iter().map(String::as_str))
        .collect()
}

/// `name` occurs in `text` as a whole identifier.
fn mentions_name(text: &str, name: &str) -> bool {
    let ident = |c: char| c.is_alphanumeric() || c == '_';
    text.match_indices(name).any(|(pos, _)| {
        !text[..pos].chars().next_back().is_some_and(ident)
            && !text[pos + name.len()..].chars().next().is_some_and(ident)
    })
}

/// The status list is one option of a client configuration that also
/// turns on the client's own handling of rate limits (`options={
/// 'handle_rate_limit': True, 'retry_on_status': [500, 503] }`:
/// `rate-limit-options`): a 429 is waited out there, not by the list.
fn rate_limit_option_beside(list: Node<'_>, cx: &Cx<'_, '_>) -> bool {
    let options =
        crate::model::knowledge::list(crate::model::knowledge::Eco::Common, "rate-limit-options");
    let mut cur = list;
    for _ in 0..3 {
        let Some(p) = parents::parent(cur) else {
            return false;
        };
        if matches!(
            p.kind_name(),
            "dictionary" | "object" | "hash" | "argument_list" | "arguments"
        ) {
            let mut c = p.walk();
            return p.named_children(&mut c).any(|entry| {
                let key = entry.field("key").or_else(|| entry.field("name")).map(|k| {
                    ast::string_content(k, cx.text)
                        .unwrap_or_else(|| cx.text_of(k))
                        .trim_end_matches(':')
                });
                let value = entry.field("value").map(|v| cx.text_of(v));
                key.is_some_and(|k| options.contains(&k))
                    && value.is_some_and(|v| {
                        !matches!(v, "False" | "false" | "None" | "nil" | "null" | "0")
                    })
            });
        }
        cur = p;
    }
    false
}
