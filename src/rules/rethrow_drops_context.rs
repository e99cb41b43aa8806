//! `rethrow-drops-context`: A new error built from the caught error's message drops its status and cause.

use crate::context::Cx;
use crate::finding::Severity;
use crate::lang::Family;
use crate::model::knowledge::{self, Eco};
use crate::rules::{Effort, Rule, RuleMeta};
use crate::semantics::ast;
use crate::semantics::ast::Field;
use crate::semantics::clients;
use crate::semantics::facts::resolve_python_name;
use crate::semantics::handlers::{self, ErrorUse, Handler};
use crate::semantics::kind::NodeKind as _;
use crate::semantics::parents;
use regex::Regex;
use std::sync::LazyLock;
use tree_sitter::Node;

pub struct RethrowDropsContext;

pub static META: RuleMeta = RuleMeta {
    id: "rethrow-drops-context",
    name: "RethrowDropsContext",
    severity: Severity::Warning,
    families: &[Family::Js, Family::Ruby, Family::Python],
    summary: "A new error built from the caught error's message drops its status and cause",
    incidents: &["INC-2026-04-24-pix4d-throttle-429"],
    fix: "Keep the original error as the cause ({ cause: error } / raise ... from e) and carry the HTTP status.",
    docs: DOCS,
    effort: Effort::Trivial,
    opt_in: false,
    harms_dependency: false,
    confidence: "High when the handler reads the response, rescues a named HTTP error class, or guards a call of a client whose errors carry the HTTP status (`status-error-clients` in the knowledge files: axios, got, RestClient, Faraday, botocore, ...): a retry layer has to tell a 429 from a 400; and when something that decides on retries sits above it: unattended code reaches the handler (a job, worker, consumer or schedule registered in the file, an `unattended-dirs` directory, or such code calling it through project code) or the file has its own retry logic (not a client's own retry configuration, which retries inside the call before the handler sees the error: urllib3's `Retry` on a session, `axiosRetry(api)`: `client-retry-modules`). Medium where no such reader was found (the status would reach a person as text) or where every caller of the function catches the failure and goes on (also through one plain caller in between that lets it through, whose own callers in other files all catch it: a repository method whose error a service passes on to a handler that logs it and marks the work failed; a step handler that turns any error into a message for a state machine: the error never reaches the job's retry; a handler that ends the process with a failure status, `process-exit-calls`, passes it on), when the guarded call is remote only by its receiver's name, when it is project code or a client that does not raise on a status (`fetch`, `Net::HTTP`), so the caught error may carry no status, and when the original itself (not its text: `str(e)`, `${e}`) or its status fields (`{ statusCode: e.response?.status }`) are logged just before; (JS) when the retry logic above it is a package that retries every error alike (`status-blind-retry-packages`: p-retry, async-retry) and nothing in the file tells it which to give up on (`retry-deciding-words`: `shouldRetry`, `bail(`, `AbortError`): it reads no status; (JS) when the throw sits in a branch that tests the caught error's status (`if (err.statusCode === 503) throw new RetryRequestError(...)`: a translation table whose new error class carries the decision); (Python) when only unattended code, a job framework or retry logic of the file's own stands above it and no retry in the file decides by error class (`class-deciding-retry-markers`: `autoretry_for`, `retry_if_exception_type`): Python keeps the caught exception as the new one's `__context__`, so the job's traceback still shows it, and a job retry retries whatever reaches it (also for `from None`, which suppresses the chain on purpose: the job's retry, reading no status, retries the new error as it would the original); and (Python) when the handler catches only the project's own error classes (defined in the project, none a network error: `except (NotFoundError, ValidationError)`), whose message may be all they carry. Not reported for a Python raise of a class that a retry decorator of an enclosing function retries on (`@tenacity.retry(retry=retry_if_exception_type(RoleNotReady))`, `@backoff.on_exception(backoff.expo, RoleNotReady)`): the new error is that retry's signal, and the retry decides by its class. Not reported for a Ruby rescue of classes that are each one definite answer (`answer-error-classes`: `Faraday::ResourceNotFound`, `RestClient::NotFound`: the class is the status) or for a JS throw in the branch where the caught value is not an `Error` (the `else` of `instanceof Error`). A Python catch-all after an earlier clause of the same `try` that takes the status errors or a base of them (`requests.RequestException`, `openai.APIError`, `aiohttp.ClientError`) sees no status and is not reported. An `instanceof` guard for a database or validation error class (`local-store-packages`) that re-throws everything else is an error-translation table and is not reported. JS built-in errors: the caught error as the second argument (`new Error('failed', err)`, read as options: only `cause` survives) is reported like a message-only wrap; as the only argument (`new Error(err)`) it is medium, since its `String()` may keep the status as text.",
    options: &[],
};

const DOCS: &str = r#"
## What it flags

Inside an error handler, a new error thrown or raised from the caught error's
text alone, so the HTTP status and the original error are gone:

- TS/JS: `throw new X(...)` in a `catch (e)` clause or a `.catch(e => ...)`
  callback whose arguments use `e` only through its message or response body:
  `new Error(JSON.stringify(e.response?.data || e.message))`,
  `new Error(e.message)`, `` new ApiError(`failed: ${e}`) ``, with no
  `{ cause: e }` and no status.
- Python: `raise X(str(e))`, `raise X(f"...{e}")`, `raise X(e.response.text)`
  in `except ... as e:` without `from e`, when the handler can see an HTTP
  error with a status: it catches a status-carrying class (`requests.HTTPError`,
  `httpx.HTTPStatusError`, `aiohttp.ClientResponseError`,
  `urllib.error.HTTPError`, botocore `ClientError`), or a catch-all / client
  base class (`Exception`, `RequestException`, `URLError`) around code that
  raises on a bad status (`raise_for_status()`, `raise_for_status=True`,
  `urlopen`, an AWS SDK call), or it reads `e.response` / `e.status_code`.
  Python keeps the original as implicit `__context__` even without `from e`,
  so the traceback survives; the status, the response and the error type are
  what callers lose. `raise X(str(e)) from None` suppresses the chain and is
  reported around any remote call (medium when the only retry above reads no
  status: it retries the new error as it would the original).
- Ruby (which keeps `cause` automatically): in `rescue RestClient::Exception => e`
  (or another HTTP client error class: Faraday, Net::HTTP, HTTParty, Excon,
  http.rb, OpenURI), `raise Foo.new(reason: "... #{e.message}")` or
  `raise Foo, e.message` that drops `e.http_code` / `e.response.code`.

To stay on remote failures, JS and Python handlers are reported when they guard
an outbound call (HTTP client, SDK, or an API-like receiver such as
`pix4dApi.configProcessing`), catch a network/HTTP error class, or read
`e.response`.

## Why

Incident INC-2026-04-24-pix4d-throttle-429: every API method wrapped failures
as `throw new Error(JSON.stringify(error.response?.data || error.message))`.
The 429 status disappeared, so no caller could tell throttling (retry in one
second) from a permanent 4xx, and the eventual log only had the response body.

## Fix

TypeScript / JavaScript, before:

```ts
} catch (error: any) {
  throw new Error(JSON.stringify(error.response?.data || error.message));
}
```

After:

```ts
} catch (error: any) {
  throw Object.assign(
    new Error(`configProcessing failed: ${error.message}`, { cause: error }),
    { status: error.response?.status, body: error.response?.data },
  );
}
```

Python, before:

```python
except requests.HTTPError as e:
    raise UpstreamError(str(e))
```

After:

```python
except requests.HTTPError as e:
    raise UpstreamError(str(e), status=e.response.status_code) from e
```

Ruby, before:

```ruby
rescue RestClient::Exception => e
  raise Errors::System.new(code: "SYS20000", reason: "captured area failed: #{e.message}")
```

After:

```ruby
rescue RestClient::Exception => e
  raise Errors::System.new(code: "SYS20000", status: e.http_code,
                           reason: "captured area failed: #{e.message}")
```

## Not flagged

- JS: `new Error(msg, { cause: e })`, `new ApiError(e)`, any argument that
  carries the status (`e.response.status`, `e.statusCode`, `e.code`).
- Python: `raise X(...) from e` (and `raise` / `raise e` re-raises); passing `e`
  itself (`raise X(e)`), or a status (`status=e.response.status_code`).
- Python handlers that only see transport failures: `RequestException` around
  `requests.post(...)` with no `raise_for_status()`, `requests.ConnectionError`,
  or a catch-all around a non-HTTP client (a message broker's `connect`).
- Ruby: re-raising (`raise`, `raise e`), rescues of non-HTTP errors, passing the
  status (`e.http_code`, `e.response.code`) or the error itself.
- Handlers around purely local work (parsing, validation) in JS and Python.
- Python `raise ValidationError(str(e))` (Django forms, DRF serializers): a
  message for the user who submitted the input, not an error callers retry on.
- The fallback after the branch that takes the client's own HTTP errors:
  `if (e instanceof HTTPError) { ...; throw ... }` (the class imported from a
  `status-error-clients` package) or `if (axios.isAxiosError(e)) return ...`
  before `throw new X(e.message)`; `except requests.HTTPError` before `except
  Exception`; `rescue Faraday::ClientError` before `rescue => e`. What reaches
  the fallback has no status to keep.
- A branch for a client's error class (`if (e instanceof HTTPError)`, ky)
  around code that never calls that client, directly or through project
  code (`jwtVerify` from another package): it cannot be reached.

## Options

None.
"#;

impl Rule for RethrowDropsContext {
    fn meta(&self) -> &'static RuleMeta {
        &META
    }

    fn node_kinds(&self, family: Family) -> &'static [&'static str] {
        match family {
            Family::Js => &["throw_statement"],
            Family::Python => &["raise_statement"],
            Family::Ruby => &["call"],
        }
    }

    fn triggers(&self, family: Family) -> &'static [&'static str] {
        // The rethrow happens in a handler.
        match family {
            Family::Js => &["catch"],
            Family::Ruby => &["rescue"],
            Family::Python => &["except"],
        }
    }

    fn triggers_without_remote_evidence(&self, _family: Family) -> &'static [&'static str] {
        // High when the handler reads the caught error's response or status
        // (`caught-error-readers`: `e.response`, `err.status`), or rescues an HTTP or
        // network error class (`network-error-words`); the status-carrying
        // clients are remote evidence themselves.
        static WORDS: LazyLock<Vec<&'static str>> = LazyLock::new(|| {
            let mut words = knowledge::list(Eco::Common, "caught-error-readers").to_vec();
            words.extend_from_slice(knowledge::list(Eco::Common, "network-error-words"));
            words
        });
        &WORDS
    }

    fn check<'t>(&self, node: Node<'t>, cx: &mut Cx<'_, 't>) {
        match cx.family() {
            Family::Js => check_js(node, cx),
            Family::Python => check_python(node, cx),
            Family::Ruby => check_ruby(node, cx),
        }
    }
}

/// A new error that mentions a status or a cause anywhere in its arguments
/// (`status: res.status`, `{ cause: e }`, `http_code: code`) carries it: a
/// word of `status-or-cause-words`, or a property of
/// `status-or-cause-properties` read after a dot (`e.code`).
static STATUS_OR_CAUSE: LazyLock<Regex> = LazyLock::new(|| {
    let words = |key| knowledge::words_pattern(knowledge::list(Eco::Common, key));
    Regex::new(&format!(
        r"(?i)({}|\.(?:{})\b)",
        words("status-or-cause-words"),
        words("status-or-cause-properties")
    ))
    .expect("valid regex")
});

/// What the new error keeps of the caught one.
enum Verdict {
    /// At least one use of the caught error, all of them message-only.
    DropsContext {
        reads_response: bool,
    },
    /// JS: the caught error passed where a built-in `Error` takes its
    /// options (`new Error("failed", err)`): only `options.cause` is read,
    /// so the error itself is dropped.
    AsOptions,
    /// JS: the caught error itself is a built-in `Error`'s message
    /// (`new Error(err)`): it becomes the text `"Error: ..."`, and its
    /// status, stack and cause are dropped.
    AsMessage,
    Keeps,
}

/// Where the caught error (or an alias) sits among the positional arguments
/// of a built-in error constructor: `new Error(e)` (the message) or
/// `new Error(message, e)` (the options).
fn builtin_error_position<'t>(
    args: Node<'t>,
    names: &[String],
    cx: &Cx<'_, 't>,
) -> Option<Verdict> {
    if cx.family() != Family::Js {
        return None;
    }
    let ctor = parent_of_args(args).and_then(|n| n.field("constructor"))?;
    if !crate::model::knowledge::list(
        crate::model::knowledge::Eco::Javascript,
        "builtin-error-classes",
    )
    .contains(&cx.text_of(ctor))
    {
        return None;
    }
    let mut cursor = args.walk();
    let positional: Vec<Node<'t>> = args
        .named_children(&mut cursor)
        .filter(|n| n.kind_name() != "comment")
        .collect();
    let is_caught = |n: Node<'t>| {
        n.kind_name() == "identifier" && names.iter().any(|name| name == cx.text_of(n))
    };
    match positional.as_slice() {
        [only] if is_caught(*only) => Some(Verdict::AsMessage),
        [_, second] if is_caught(*second) => Some(Verdict::AsOptions),
        _ => None,
    }
}

fn parent_of_args(args: Node<'_>) -> Option<Node<'_>> {
    crate::semantics::parents::parent(args).filter(|p| p.kind_name() == "new_expression")
}

fn judge<'t>(args: Node<'t>, handler: &Handler<'t>, cx: &Cx<'_, 't>) -> Verdict {
    let name = handler.param_name(cx.text);
    if name.is_empty() {
        return Verdict::Keeps;
    }
    // The caught error, or a local alias of it (`const err = e as AxiosError`).
    let mut names = vec![name.to_string()];
    names.extend(aliases_of(handler, name, cx));
    let uses: Vec<Node<'t>> = names
        .iter()
        .flat_map(|n| handlers::uses_of(args, n, cx.text))
        .collect();
    // Locals holding the caught error's text (`const msg = e.message`).
    let message_locals = message_locals_of(handler, &names, args, cx);
    let uses_message_local = message_locals
        .iter()
        .any(|n| !handlers::uses_of(args, n, cx.text).is_empty());
    if uses.is_empty() && !uses_message_local {
        return Verdict::Keeps;
    }
    if let Some(verdict) = builtin_error_position(args, &names, cx) {
        return verdict;
    }
    // `{ cause: e }`, `cause=` carried explicitly.
    let text = cx.text_of(args);
    if STATUS_OR_CAUSE.is_match(text) {
        return Verdict::Keeps;
    }
    if uses
        .iter()
        .any(|u| handlers::classify_error_use(*u, args, cx.text) == ErrorUse::Keeps)
    {
        return Verdict::Keeps;
    }
    Verdict::DropsContext {
        reads_response: text.contains(".response"),
    }
}

/// Locals the handler binds, before the new error, to the caught error's text
/// only (`const msg = e.message`, `` const detail = `${err}` ``): the new
/// error built from them drops the status as if it read the message itself.
fn message_locals_of<'t>(
    handler: &Handler<'t>,
    names: &[String],
    args: Node<'t>,
    cx: &Cx<'_, 't>,
) -> Vec<String> {
    let mut out = Vec::new();
    ast::walk(handler.node, &mut |n| {
        if n.start_byte() >= args.start_byte() {
            return false;
        }
        let Some((t, v)) = ast::binding_parts(n) else {
            return true;
        };
        if t.kind_name() != "identifier" || STATUS_OR_CAUSE.is_match(cx.text_of(v)) {
            return true;
        }
        let uses: Vec<Node<'t>> = names
            .iter()
            .flat_map(|name| handlers::uses_of(v, name, cx.text))
            .collect();
        // A bare alias (`const err = e`) is not text; `aliases_of` has it.
        if !uses.is_empty()
            && uses.iter().all(|u| {
                *u != ast::unwrap_expr(v)
                    && handlers::classify_error_use(*u, n, cx.text) == ErrorUse::MessageOnly
            })
        {
            out.push(cx.text_of(t).to_string());
        }
        true
    });
    out
}

/// Locals bound to the caught error in the handler: `const err = e`,
/// `const err = e as AxiosError`, `err = e`.
fn aliases_of<'t>(handler: &Handler<'t>, name: &str, cx: &Cx<'_, 't>) -> Vec<String> {
    let mut out = Vec::new();
    ast::walk(handler.node, &mut |n| {
        if let Some((t, mut v)) = ast::binding_parts(n) {
            while matches!(
                v.kind_name(),
                "as_expression"
                    | "parenthesized_expression"
                    | "type_assertion"
                    | "satisfies_expression"
            ) {
                match v.named_child(0) {
                    Some(inner) => v = inner,
                    None => break,
                }
            }
            if v.kind_name() == "identifier"
                && cx.text_of(v) == name
                && t.kind_name() == "identifier"
            {
                out.push(cx.text_of(t).to_string());
            }
        }
        true
    });
    out
}

/// The handler logs the caught error in full (the error object itself, or a
/// traceback) before `throw_node`: the status and cause survive in the logs,
/// so the rethrow loses them only for callers.
/// `node` (inside the argument list `args`) is turned into text on the way:
/// an interpolation in a string, or the argument of a `stringify-functions`
/// call (`str`, `repr`, `String`).
fn as_text(node: Node<'_>, args: Node<'_>, cx: &Cx<'_, '_>) -> bool {
    let mut cur = node;
    while let Some(p) = crate::semantics::parents::parent(cur) {
        if p == args {
            return false;
        }
        match p.kind_name() {
            "interpolation" | "template_substitution" => return true,
            "call" | "call_expression" => {
                let callee = p.field("function").map(|f| cx.text_of(f)).unwrap_or("");
                if crate::model::knowledge::list(
                    crate::model::knowledge::Eco::Common,
                    "stringify-functions",
                )
                .contains(&callee)
                {
                    return true;
                }
            }
            _ => {}
        }
        cur = p;
    }
    false
}

fn logs_original<'t>(handler: &Handler<'t>, throw_node: Node<'t>, cx: &Cx<'_, 't>) -> bool {
    let name = handler.param_name(cx.text);
    let family = cx.family();
    // Locals built from the error's status fields
    // (`const details = pick(e, ['code', 'statusCode'])`).
    let mut status_views: Vec<String> = Vec::new();
    ast::walk(handler.node, &mut |n| {
        if n.kind_name() == "variable_declarator"
            && let (Some(var), Some(value)) = (n.field("name"), n.field("value"))
        {
            let v = cx.text_of(value);
            let mentions = [format!("{name}."), format!("{name}?."), format!("({name}")]
                .iter()
                .any(|m| v.contains(m.as_str()));
            if mentions && (v.contains("status") || v.contains("Status")) {
                status_views.push(cx.text_of(var).to_string());
            }
        }
        true
    });
    let mut found = false;
    ast::walk(handler.node, &mut |n| {
        if found || n.start_byte() >= throw_node.start_byte() {
            return false;
        }
        if ast::is_call(n.kind_name(), family)
            && let Some(callee) = ast::callee(n, family, cx.text)
            && crate::semantics::errors::is_log_callee(cx.text_of(callee))
        {
            let args_node = n.field("arguments");
            let args = args_node.map(|a| cx.text_of(a)).unwrap_or("");
            // The error itself handed to the logger (`log.error("x", e)`,
            // `{ error: e }`, `extra={"err": e}`), not its text (`str(e)`,
            // `f"{e}"`, `${e}`, `String(e)`), which keeps only the message.
            let bare = args_node.is_some_and(|a| {
                ast::any_descendant(a, &mut |t| {
                    t.kind_name() == "identifier"
                        && {
                            let tok = cx.text_of(t);
                            tok == name || status_views.iter().any(|v| v == tok)
                        }
                        && !as_text(t, a, cx)
                })
            });
            let status = crate::model::knowledge::list(
                crate::model::knowledge::Eco::Common,
                "error-status-fields",
            )
            .iter()
            .any(|f| {
                args.contains(&format!("{name}.{f}")) || args.contains(&format!("{name}?.{f}"))
            });
            found = bare
                || status
                || args.contains("exc_info")
                || cx.text_of(callee).ends_with(".exception");
        }
        !found
    });
    found
}

/// Where the status lives on the caught error, in the API of the client the
/// guarded code uses (`e.response?.status` for axios, `e.response.status_code`
/// for requests, `e.response['ResponseMetadata']['HTTPStatusCode']` for
/// botocore, `e.statusCode` for got and the AWS SDK v3 `$metadata`).
fn status_accessor<'t>(handler: &Handler<'t>, name: &str, cx: &Cx<'_, 't>) -> String {
    let client = handler.guarded().and_then(|g| {
        let mut found = None;
        ast::walk(g, &mut |n| {
            if found.is_some() || n == handler.node {
                return false;
            }
            if ast::is_call(n.kind_name(), cx.family())
                && let Some(o) = clients::outbound_call(cx, n)
            {
                found = Some((o.kind, o.client));
            }
            found.is_none()
        });
        found
    });
    // `status-accessors` in the knowledge files: `client words => accessor`,
    // the first entry whose words all occur in the client's name (lowercase)
    // wins; `*` matches any client. `{e}` is the caught error.
    let eco = match cx.family() {
        Family::Js => crate::model::knowledge::Eco::Javascript,
        Family::Ruby => crate::model::knowledge::Eco::Ruby,
        Family::Python => crate::model::knowledge::Eco::Python,
    };
    // The client's name, and for an SDK instance (`s3 = boto3.client(..)`,
    // named by its receiver) the SDK packages the file imports.
    let client = client
        .map(|(kind, c)| {
            let mut words = c.to_ascii_lowercase();
            if kind == clients::CallKind::Sdk {
                let sdk_keys = ["sdk-packages", "sdk-modules", "sdk-constants"];
                for package in cx.facts.imports.values() {
                    let is_sdk = sdk_keys.iter().any(|k| {
                        let list = crate::model::knowledge::list(eco, k);
                        crate::model::knowledge::package_matches(list, package)
                            || crate::model::knowledge::name_under(list, package)
                    });
                    if is_sdk {
                        words.push(' ');
                        words.push_str(&package.to_ascii_lowercase());
                    }
                }
            }
            words
        })
        .unwrap_or_default();
    // The caught classes name the client too (`except ClientError` with
    // `ClientError` from `botocore.exceptions`), when the guarded call is
    // the project's own wrapper.
    let head = cx.text_of(handler.node).lines().next().unwrap_or("");
    let mut client = client;
    for (local, package) in &cx.facts.imports {
        if local.len() >= 3 && head.contains(local.as_str()) {
            client.push(' ');
            client.push_str(&package.to_ascii_lowercase());
        }
    }
    let accessor = crate::model::knowledge::list(eco, "status-accessors")
        .iter()
        .filter_map(|entry| entry.split_once("=>"))
        .find(|(words, _)| {
            let words = words.trim();
            words == "*"
                || (!client.is_empty() && words.split('+').all(|w| client.contains(w.trim())))
        })
        .map_or_else(String::new, |(_, a)| a.trim().replace("{e}", name));
    format!("`{accessor}`")
}

/// The guarded code throws its own error whose message carries the status
/// (`if (!res.ok) throw new Error(`HTTP error! status: ${res.status}`)`).
fn throws_status_in_message<'t>(handler: &Handler<'t>, cx: &Cx<'_, 't>) -> bool {
    let Some(guarded) = handler.guarded() else {
        return false;
    };
    let mut found = false;
    ast::walk(guarded, &mut |n| {
        if found || n == handler.node {
            return false;
        }
        if n.kind_name() == "throw_statement" && cx.text_of(n).contains("status") {
            found = true;
        }
        !found
    });
    found
}

/// Whether an outbound call in the guarded code is made with a client whose
/// errors carry the HTTP status (`status-error-clients` in the knowledge
/// files), or the guarded code itself throws on a status.
fn guarded_client_raises_status<'t>(handler: &Handler<'t>, cx: &Cx<'_, 't>) -> bool {
    let Some(guarded) = handler.guarded() else {
        return false;
    };
    let family = cx.family();
    let eco = match family {
        Family::Js => Eco::Javascript,
        Family::Ruby => Eco::Ruby,
        Family::Python => Eco::Python,
    };
    let list = knowledge::list(eco, "status-error-clients");
    let text = cx.text_of(guarded);
    if text.contains("raise_for_status")
        || (text.contains(".ok") && ok_check_keeps_status(guarded, cx))
    {
        return true;
    }
    crate::semantics::handlers::any_guarded_call(handler, cx, |n| {
        clients::outbound_call(cx, n).is_some_and(|o| {
            let client = o.client.as_str();
            clients::raises_on_status(cx, &o)
                || knowledge::package_matches(list, client)
                || knowledge::name_under(list, client)
        })
    })
}

/// The guarded code throws on `!res.ok` with an error that keeps the status:
/// the branch mentions `status` (`new HttpError(res.status)`, a message
/// with `${res.status}`) or hands the response itself on. A branch that
/// throws only the body text (`throw new Error(await res.text())`) makes an
/// error with no status to lose.
fn ok_check_keeps_status<'t>(guarded: Node<'t>, cx: &Cx<'_, 't>) -> bool {
    let mut keeps = false;
    ast::walk(guarded, &mut |n| {
        if keeps {
            return false;
        }
        if n.kind_name() != "if_statement" {
            return true;
        }
        let (Some(cond), Some(then)) = (n.field("condition"), n.field("consequence")) else {
            return true;
        };
        let cond = cx.text_of(cond);
        let Some((before, _)) = cond.split_once(".ok") else {
            return true;
        };
        let response = before
            .rsplit(|c: char| !(c.is_alphanumeric() || c == '_' || c == '$'))
            .next()
            .unwrap_or("");
        // The response itself as a value (`new HttpError(response)`), not
        // a field of it (`response.text()`) nor a word in a message.
        let hands_on = !response.is_empty()
            && ast::any_descendant(then, &mut |id| {
                id.kind_name() == "identifier"
                    && cx.text_of(id) == response
                    && !parents::parent(id).is_some_and(|p| {
                        matches!(p.kind_name(), "member_expression" | "attribute")
                            && p.field("object") == Some(id)
                    })
            });
        let branch = cx.text_of(then);
        keeps = branch.contains("status") || hands_on;
        true
    });
    keeps
}

fn guards_remote_work<'t>(handler: &Handler<'t>, cx: &Cx<'_, 't>) -> bool {
    handlers::guarded_remote_work(handler, cx).is_some()
}

/// True when a Python `except` clause names a remote call's failure
/// (`network-error-parts`: a client module or class name in its text).
fn names_network_error(classes: &str) -> bool {
    knowledge::list(Eco::Python, "network-error-parts")
        .iter()
        .any(|h| classes.contains(h))
}

/// True when a rescued class carries an HTTP response status: one of
/// `http-status-error-classes`, or any class under an
/// `http-status-error-namespaces` entry but its timeouts (a timeout has no
/// status to lose).
fn names_ruby_http_error(classes: &str) -> bool {
    let named = knowledge::list(Eco::Ruby, "http-status-error-classes");
    let namespaces = knowledge::list(Eco::Ruby, "http-status-error-namespaces");
    classes.split(',').map(str::trim).any(|c| {
        named.contains(&c)
            || (namespaces.iter().any(|ns| c.starts_with(ns)) && !c.contains("Timeout"))
    })
}

fn describe_constructor(node: Node<'_>, cx: &Cx<'_, '_>) -> String {
    let t = cx.text_of(node);
    let head = t.split('(').next().unwrap_or(t).trim();
    if head.chars().count() > 48 {
        let cut: String = head.chars().take(45).collect();
        format!("{cut}…")
    } else {
        head.to_string()
    }
}

fn check_js<'t>(node: Node<'t>, cx: &mut Cx<'_, 't>) {
    let Some(value) = node.named_child(0).map(ast::unwrap_expr) else {
        return;
    };
    if value.kind_name() != "new_expression" {
        return;
    }
    let Some(args) = value.field("arguments") else {
        return;
    };
    let Some(handler) = handlers::enclosing_js_handler(node, cx.text) else {
        return;
    };
    let reads_response = match judge(args, &handler, cx) {
        Verdict::DropsContext { reads_response } => reads_response,
        Verdict::AsOptions => {
            report_builtin_misuse(node, value, &handler, false, cx);
            return;
        }
        Verdict::AsMessage => {
            report_builtin_misuse(node, value, &handler, true, cx);
            return;
        }
        Verdict::Keeps => return,
    };
    if !(reads_response || guards_remote_work(&handler, cx)) {
        return;
    }
    let name = handler.param_name(cx.text);
    if narrowed_to_local_class(node, name, cx)
        || narrowed_to_non_error(node, name, cx)
        || after_client_error_branch(node, name, cx)
        || narrowed_to_unused_client(node, name, &handler, cx)
    {
        return;
    }
    let ctor = describe_constructor(value, cx);
    let what = if reads_response {
        "the response body or message"
    } else {
        "the message"
    };
    let msg = format!(
        "`throw {ctor}(...)` rebuilds the caught `{name}` from {what} only: its HTTP status (e.g. 429 vs 400) and the original error are lost to callers and retry logic (pass `{{ cause: {name} }}` and keep {})",
        status_accessor(&handler, name, cx)
    );
    let bound = cx.span(handler.param);
    let guessed = !reads_response && handlers::guarded_remote_work(&handler, cx) == Some(false);
    let no_status = !reads_response && !guarded_client_raises_status(&handler, cx);
    let logged = logs_original(&handler, node, cx);
    let status_in_own_message = !reads_response && throws_status_in_message(&handler, cx);
    let decided = status_decided_branch(node, name, cx);
    let reader = status_reader(node, cx);
    let f = cx
        .report(&META, node, msg)
        .with_label(bound, "the original error is caught here");
    if let Some(cond) = decided {
        f.guessed(format!(
            "it is thrown in a branch that tests the caught error's status (`{cond}`): the status was read and decided on here, and the new error's class carries the decision"
        ));
    }
    if guessed {
        f.guessed("the guarded call is taken as remote from its receiver's name");
    } else if status_in_own_message {
        f.guessed(
            "the guarded code throws its own error with the status in the message (`status: ${res.status}`), and the wrap keeps the message",
        );
    } else if no_status {
        f.guessed(
            "the guarded client does not throw on an HTTP status (`fetch` rejects only on transport errors), so the caught error may carry no status",
        );
    }
    if logged {
        f.guessed(
            "the original error (or its status) is logged just before, so the status survives in the logs",
        );
    }
    match reader {
        Ok(reader) if reader.blind => {
            f.guessed(format!(
                "{}, but it retries every error alike (no `shouldRetry`, `bail` or `AbortError` in the file): it reads no status, so the new error loses nothing it decides on",
                reader.why
            ));
        }
        Ok(reader) => {
            f.with_evidence(reader.why);
            if f.confidence == crate::finding::Confidence::High {
                f.callers_of = reader.callers;
            }
        }
        Err(why) => {
            f.guessed(why);
        }
    }
}

/// `throw new Error(e)` / `throw new Error("failed", e)`: the built-in
/// constructor turns its first argument into text and reads only `cause`
/// from its second, so the caught error (its status, its stack, the error
/// itself) is dropped.
fn report_builtin_misuse<'t>(
    node: Node<'t>,
    value: Node<'t>,
    handler: &Handler<'t>,
    as_message: bool,
    cx: &mut Cx<'_, 't>,
) {
    let Some(remote) = handlers::guarded_remote_work(handler, cx) else {
        return;
    };
    let name = handler.param_name(cx.text);
    let ctor = describe_constructor(value, cx);
    let msg = if as_message {
        format!(
            "`throw {ctor}({name})` turns the caught `{name}` into the text of a new error: its HTTP status, stack and class are dropped, and callers see a generic error (pass `{{ cause: {name} }}`, or rethrow `{name}`)"
        )
    } else {
        format!(
            "`throw {ctor}(..., {name})` passes the caught `{name}` as the constructor's options argument: only `options.cause` is read, so `{name}` (its HTTP status, message and stack) is dropped and callers see the constant text only (pass `{{ cause: {name} }}`)"
        )
    };
    let bound = cx.span(handler.param);
    let f = cx
        .report(&META, node, msg)
        .with_label(bound, "the original error is caught here");
    if !remote {
        f.guessed("the guarded call is taken as remote from its receiver's name");
    }
    if as_message {
        f.guessed(
            "the new error's text is the caught error's `String()`, its class name and message: a status survives only as far as the message holds it, and whether callers need more is not known",
        );
    }
}

/// The new error's class is one a retry decorator of an enclosing function
/// retries on (`@tenacity.retry(retry=retry_if_exception_type(RoleNotReady))`,
/// `@backoff.on_exception(backoff.expo, RoleNotReady)`): the raise is that
/// retry's signal, and the retry decides by the class, not by a status
/// (round 96 H1, consoleme's `UserRoleNotAssumableYet`).
fn retry_signal(raise: Node<'_>, class: &str, cx: &Cx<'_, '_>) -> bool {
    use crate::semantics::retry_decorators::{last_segment, retried_classes};
    let mut func = ast::enclosing_function(raise, cx.family());
    while let Some(f) = func {
        let above = crate::semantics::parents::parent(f);
        if let Some(decorated) = above.filter(|p| p.kind_name() == "decorated_definition")
            && retried_classes(decorated, cx)
                .is_some_and(|(_, classes)| classes.iter().any(|c| last_segment(c) == class))
        {
            return true;
        }
        func = above.and_then(|p| ast::enclosing_function(p, cx.family()));
    }
    false
}

fn check_python<'t>(node: Node<'t>, cx: &mut Cx<'_, 't>) {
    let Some(value) = node.named_child(0) else {
        return;
    };
    if value.kind_name() != "call" {
        return;
    }
    let cause = node.field("cause");
    if cause.is_some_and(|c| cx.text_of(c) != "None") {
        return;
    }
    let Some(args) = value.field("arguments") else {
        return;
    };
    // `raise forms.ValidationError(e.message)`: a message for the person who
    // filled in the form, not an error that callers or retry logic inspect.
    if value
        .field("function")
        .is_some_and(|f| cx.text_of(f).ends_with("ValidationError"))
    {
        return;
    }
    let Some(handler) = handlers::enclosing_py_handler(node) else {
        return;
    };
    if value.field("function").is_some_and(|f| {
        let t = cx.text_of(f);
        retry_signal(node, t.rsplit('.').next().unwrap_or(t), cx)
    }) {
        return;
    }
    let Verdict::DropsContext { reads_response } = judge(args, &handler, cx) else {
        return;
    };
    let classes = handler
        .node
        .field("value")
        .or_else(|| handler.node.named_child(0))
        .map(|v| cx.text_of(v))
        .unwrap_or("");
    if !(reads_response || names_network_error(classes) || guards_remote_work(&handler, cx)) {
        return;
    }
    let name = handler.param_name(cx.text);
    let ctor = describe_constructor(value, cx);
    // Python chains the caught exception as `__context__` even without
    // `from e`, so the traceback survives; what callers lose is the status and
    // response of an HTTP error. Report a plain raise only when the handler can
    // actually see such an error; `from None` suppresses the chain entirely.
    let sees_status = reads_response || py_handler_sees_http_status(&handler, classes, cx);
    let msg = if cause.is_some() {
        let lost = if sees_status {
            "the HTTP status, the response and the original exception are gone for callers, retry logic and the traceback"
        } else {
            "the original exception and its traceback are gone for callers and retry logic"
        };
        format!(
            "`raise {ctor}(...) from None` keeps only the text of `{name}` and suppresses the exception chain: {lost} (use `from {name}` and pass the status)"
        )
    } else if sees_status {
        format!(
            "`raise {ctor}(...)` keeps only the text of `{name}`: callers and retry logic lose the HTTP status and response of the caught error (e.g. 429 vs 400) and its type, and without `from {name}` the original survives only as implicit \"during handling\" context, not as `__cause__` (add `from {name}` and pass {})",
            status_accessor(&handler, name, cx)
        )
    } else {
        return;
    };
    let bound = cx.span(handler.param);
    let logged = logs_original(&handler, node, cx);
    let reader = status_reader(node, cx);
    let own = own_classes(classes, cx);
    let chain_suppressed = cx.text_of(node).contains("from None");
    let f = cx
        .report(&META, node, msg)
        .with_label(bound, "the original exception is caught here");
    if logged {
        f.guessed("the original exception is logged in full just before, so the status survives in the logs");
    } else if !reads_response && let Some(own) = own {
        f.guessed(format!(
            "the handler catches only the project's own error classes (`{own}`): they carry what the project put in them, and the message may be all there is"
        ));
    }
    match reader {
        // Python keeps the caught exception as the new one's `__context__`:
        // a job that fails on it still shows the original in its
        // traceback. The dropped status matters to code that decides on it,
        // and a job's or consumer's retry retries whatever it gets.
        Ok(reader) if !reader.decides && !chain_suppressed => {
            f.guessed(format!(
                "{}, but its retry does not read a status, and Python keeps the caught exception as the new one's `__context__` (its traceback shows the original)",
                reader.why
            ));
        }
        // `from None` drops the chain on purpose; a retry above that reads
        // no status retries the new error as it would the original, so
        // what is lost is the traceback, not a retry decision.
        Ok(reader) if !reader.decides => {
            f.guessed(format!(
                "{}, but its retry does not read a status: it retries the new error as it would the original, and `from None` is the author's choice to drop the chain (a traceback lost, not a retry decision)",
                reader.why
            ));
        }
        Ok(reader) => {
            f.with_evidence(reader.why);
            if f.confidence == crate::finding::Confidence::High {
                f.callers_of = reader.callers;
            }
        }
        Err(why) => {
            f.guessed(why);
        }
    }
}

/// The caught classes (`(NotFoundError, ValidationError)`) when every one is
/// defined in the project and none names a network error: the project's own
/// verdicts, not a client's errors with a status.
fn own_classes(classes: &str, cx: &Cx<'_, '_>) -> Option<String> {
    let clause = classes.split(" as ").next().unwrap_or(classes);
    let names: Vec<&str> = clause
        .split(|c: char| !(c.is_alphanumeric() || c == '_' || c == '.'))
        .filter(|n| !n.is_empty())
        .collect();
    let defined = &cx.index.error_classes[cx.family() as usize];
    (!names.is_empty() && !names_network_error(clause) && names.iter().all(|n| defined.defined(n)))
        .then(|| names.join("`, `"))
}

/// Python exception classes (last dotted segment) that carry an HTTP status
/// or response (`status-error-class-names`: `HTTPError`, `HTTPStatusError`,
/// `ApiException`, ...).
fn py_status_error(last: &str) -> bool {
    knowledge::list(Eco::Python, "status-error-class-names").contains(&last)
}

/// Python classes broad enough to include an HTTP status error when the
/// protected code raises one (`broad-error-class-names`: catch-alls and the
/// client libraries' base classes).
fn py_broad_error(last: &str) -> bool {
    knowledge::list(Eco::Python, "broad-error-class-names").contains(&last)
}

/// True when the `except` clause can receive an HTTP error that carries a
/// status: it names a status-carrying class, or a broad class around code that
/// raises on a bad status (`raise_for_status()`, `urlopen`, an SDK call), or
/// its body reads the error's response or status.
fn py_handler_sees_http_status<'t>(handler: &Handler<'t>, classes: &str, cx: &Cx<'_, 't>) -> bool {
    let name = handler.param_name(cx.text);
    let body = cx.text_of(handler.node);
    let reads_status = Regex::new(&format!(
        r"(?:^|[^\w.]){}\.(?:response|status_code|status|code)\b",
        regex::escape(name)
    ))
    .is_ok_and(|re| re.is_match(body));
    if reads_status {
        return true;
    }
    let classes = classes.split(" as ").next().unwrap_or(classes);
    let mut broad = false;
    for class in classes
        .trim_matches(|c: char| c == '(' || c == ')' || c.is_whitespace())
        .split(',')
        .map(str::trim)
        .filter(|c| !c.is_empty())
    {
        let resolved = resolve_python_name(cx.facts, class);
        let last = resolved.rsplit('.').next().unwrap_or(&resolved);
        // `aiohttp.ClientError` is the base of every aiohttp failure;
        // botocore's `ClientError` is a service error response.
        let aiohttp_base = last == "ClientError" && resolved.starts_with("aiohttp");
        if py_status_error(last) || (last == "ClientError" && !aiohttp_base) {
            return true;
        }
        broad |= py_broad_error(last);
    }
    broad && !earlier_clause_takes_status_errors(handler, cx) && guard_raises_on_status(handler, cx)
}

/// An earlier `except` clause of the same `try` takes the status-carrying
/// errors (`except requests.HTTPError: ...` before `except Exception as e:`):
/// the broad clause after it only sees failures with no status to keep.
fn earlier_clause_takes_status_errors<'t>(handler: &Handler<'t>, cx: &Cx<'_, 't>) -> bool {
    let mut cur = parents::prev_named_sibling(handler.node);
    while let Some(clause) = cur {
        if clause.kind_name() != "except_clause" {
            break;
        }
        let classes = clause
            .field("value")
            .or_else(|| clause.named_child(0))
            .map(|v| cx.text_of(v))
            .unwrap_or("");
        let classes = classes.split(" as ").next().unwrap_or(classes);
        let takes = classes
            .trim_matches(|c: char| c == '(' || c == ')' || c.is_whitespace())
            .split(',')
            .map(str::trim)
            .any(|class| {
                let resolved = resolve_python_name(cx.facts, class);
                let last = resolved.rsplit('.').next().unwrap_or(&resolved);
                // A base class that covers the status errors
                // (`requests.RequestException`, `openai.APIError`,
                // `aiohttp.ClientError`) takes them too, unless it is the
                // catch-all itself.
                let covering = crate::model::knowledge::list(
                    crate::model::knowledge::Eco::Common,
                    "status-error-classes",
                )
                .contains(&last)
                    && !matches!(last, "Exception" | "BaseException" | "StandardError");
                py_status_error(last) || covering || last == "ClientError"
            });
        if takes {
            return true;
        }
        cur = parents::prev_named_sibling(clause);
    }
    false
}

/// True when the protected code turns a bad HTTP status into an exception.
fn guard_raises_on_status<'t>(handler: &Handler<'t>, cx: &Cx<'_, 't>) -> bool {
    let Some(guarded) = handler.guarded() else {
        return false;
    };
    let mut found = false;
    ast::walk(guarded, &mut |n| {
        if found || n == handler.node {
            return false;
        }
        if n.kind_name() == "call" {
            found = call_raises_on_status(n, cx);
        }
        !found
    });
    found
}

fn call_raises_on_status<'t>(call: Node<'t>, cx: &Cx<'_, 't>) -> bool {
    // `raise_for_status()`, `urlopen`, `raise_for_status=True`; an AWS SDK
    // call (`ClientError` carries the status); project code summarised as
    // raising on a status (a house transport that calls `raise_for_status()`).
    crate::model::effects::python_raises_on_status(cx, call)
        || clients::outbound_call(cx, call).is_some_and(|o| {
            matches!(o.kind, clients::CallKind::Sdk | clients::CallKind::Project)
                && clients::raises_on_status(cx, &o)
        })
}

fn check_ruby<'t>(node: Node<'t>, cx: &mut Cx<'_, 't>) {
    if node.field("receiver").is_some() {
        return;
    }
    let Some(method) = node.field("method") else {
        return;
    };
    if !matches!(cx.text_of(method), "raise" | "fail") {
        return;
    }
    let Some(args) = node.field("arguments") else {
        return;
    };
    let Some(handler) = handlers::enclosing_ruby_handler(node) else {
        return;
    };
    let classes = handler
        .node
        .field("exceptions")
        .map(|e| cx.text_of(e))
        .unwrap_or("");
    let http_rescue = if classes.is_empty() || classes == "StandardError" {
        guards_remote_work(&handler, cx) && !earlier_rescue_takes_http_errors(handler.node, cx)
    } else {
        names_ruby_http_error(classes)
    };
    if !http_rescue || rescues_one_answer(classes) {
        return;
    }
    let Verdict::DropsContext { .. } = judge(args, &handler, cx) else {
        return;
    };
    let name = handler.param_name(cx.text);
    let first = args.named_child(0).unwrap_or(args);
    let ctor = describe_constructor(first, cx);
    let rescued = if classes.is_empty() {
        "the rescued HTTP error".to_string()
    } else {
        format!("the rescued `{classes}`")
    };
    let msg = format!(
        "`raise {ctor}` keeps only the message of {rescued}: its HTTP status ({}) is dropped, so callers cannot tell a 429 or 503 from a permanent failure (pass the status into the new error)",
        status_accessor(&handler, name, cx)
    );
    let bound = cx.span(handler.param);
    let catch_all = classes.is_empty() || classes == "StandardError";
    let reader = status_reader(node, cx);
    let guessed = catch_all && handlers::guarded_remote_work(&handler, cx) == Some(false);
    let no_status = (catch_all && !guessed && !guarded_client_raises_status(&handler, cx))
        || rescues_silent_client_base(classes, cx);
    let f = cx
        .report(&META, node, msg)
        .with_label(bound, "the HTTP error is rescued here");
    if guessed {
        f.guessed("the guarded call is taken as remote from its receiver's name");
    } else if no_status {
        f.guessed(if catch_all {
            "the guarded client does not raise on an HTTP status (`Net::HTTP` and project wrappers return the response), so the rescued error may carry no status"
        } else {
            "the rescued class is the base error of a client that returns a failure status as a response unless middleware raises it (`response :raise_error`), and this file installs none: the error caught is a transport failure, with no status"
        });
    }
    match reader {
        Ok(reader) => {
            f.with_evidence(reader.why);
            if f.confidence == crate::finding::Confidence::High {
                f.callers_of = reader.callers;
            }
        }
        Err(why) => {
            f.guessed(why);
        }
    }
}

/// `rescue Faraday::Error` in a file that installs no middleware raising on
/// a failure status (`status-raising-middleware`): the base error of a
/// client that returns 4xx/5xx answers as values (`status-silent-clients`)
/// is then a transport failure (a refused connection, a timeout), which has
/// no status to drop. The client may be built elsewhere with the middleware,
/// so the finding is kept, as a guess.
fn rescues_silent_client_base(classes: &str, cx: &Cx<'_, '_>) -> bool {
    let silent = knowledge::list(Eco::Ruby, "status-silent-clients");
    let middleware = knowledge::list(Eco::Ruby, "status-raising-middleware");
    let mut names = rescued_names(classes).peekable();
    names.peek().is_some()
        && names.all(|c| {
            c.strip_suffix("::Error")
                .is_some_and(|client| silent.contains(&client))
        })
        && !middleware.iter().any(|m| cx.text.contains(m))
}

/// `rescue Faraday::ResourceNotFound`: every rescued class is one definite
/// answer of the server (`answer-error-classes`: 404, 409, 422). The class
/// is the status: the new error translates it and loses nothing a caller
/// could retry on.
pub(crate) fn rescues_one_answer(classes: &str) -> bool {
    let answers = knowledge::list(Eco::Common, "answer-error-classes");
    let mut names = rescued_names(classes).peekable();
    names.peek().is_some() && names.all(|c| answers.contains(&c))
}

/// The class names of a `rescue` list (`Faraday::Error, ::Timeout::Error`).
fn rescued_names(classes: &str) -> impl Iterator<Item = &str> {
    classes
        .split(',')
        .map(|c| c.trim().trim_start_matches("::"))
        .filter(|c| !c.is_empty())
}

/// Who reads the status the new error drops, and the callers that decide
/// whether it reaches that reader.
struct Reader {
    why: String,
    callers: Option<crate::finding::CallerQuery>,
    /// Retry logic of the file's own decides from the error it gets (a job
    /// framework's retry retries whatever reaches it).
    decides: bool,
    /// JS: the file's retry is a package that retries every error alike.
    blind: bool,
}

/// Who would read the status the new error drops. A retry decision does:
/// the framework's or the caller's retry of unattended work (a job, worker,
/// consumer or schedule, `resolve::unattended_reach`), or the file's own
/// retry logic. Where a person starts the work, the status reaches that
/// person as text, and nothing decides on it.
fn status_reader(node: Node<'_>, cx: &Cx<'_, '_>) -> Result<Reader, &'static str> {
    // A client's own retry configuration (urllib3's `Retry` mounted on a
    // session, `axios-retry`) retries inside the call, before the handler
    // sees the error: it reads nothing the handler raises
    // (`client-retry-modules`).
    // A retry told which error classes to retry (`autoretry_for=(HTTPError,)`,
    // `retry_if_exception_type`: `class-deciding-retry-markers`) decides from
    // the class the new error replaces; other retry logic retries whatever
    // reaches it, or polls an answer (`backoff.on_predicate`), and Python
    // keeps the original as `__context__`.
    let class_deciding = || {
        knowledge::list(Eco::of(cx.family()), "class-deciding-retry-markers")
            .iter()
            .any(|m| {
                // As a name of its own: `giveup=` is not `on_giveup=`.
                let word = m.trim_end_matches(['=', '(']).len();
                cx.text
                    .match_indices(m)
                    .any(|(i, _)| crate::text::whole_word_at(cx.text.as_bytes(), i, i + word))
            })
    };
    let transport = knowledge::list(Eco::of(cx.family()), "client-retry-modules");
    if let Some(h) = cx.facts.retry_helpers.iter().find(|h| {
        !h.imported_from.as_deref().is_some_and(|m| {
            knowledge::name_under(transport, m) || knowledge::package_matches(transport, m)
        })
    }) {
        // JS: a retry package that retries every error alike (p-retry,
        // async-retry), told nothing about which to give up on, reads no
        // status either.
        let blind = cx.family() == Family::Js
            && h.imported_from.as_deref().is_some_and(|m| {
                knowledge::package_matches(
                    knowledge::list(Eco::Javascript, "status-blind-retry-packages"),
                    m,
                )
            })
            && !knowledge::list(Eco::Javascript, "retry-deciding-words")
                .iter()
                .any(|w| cx.text.contains(w));
        let decides = !blind && (cx.family() != Family::Python || class_deciding());
        let why = format!("the file has its own retry logic (`{}`)", h.name);
        return Ok(Reader {
            why: if decides {
                format!("{why}, which decides from the error it gets")
            } else {
                why
            },
            callers: None,
            decides,
            blind,
        });
    }
    if let Some(why) = crate::model::resolve::unattended_reach(node, cx) {
        // The job's retry reads the error only if the error reaches it:
        // callers that catch every failure and go on (a handler that turns
        // it into a result for a state machine) end it first
        // (`model::callers`).
        return Ok(Reader {
            why,
            callers: super::missing_retry::owner_query(node, cx),
            decides: class_deciding(),
            blind: false,
        });
    }
    Err(
        "no job, worker, consumer or retry logic was found above it: the status would reach a person as text, not a retry decision",
    )
}

/// `if (e instanceof Error) { ... } else { throw new Error(`unknown: ${e}`) }`:
/// the branch where the caught value is not an `Error` at all (a thrown
/// string or object), which has no status to keep.
fn narrowed_to_non_error(throw: Node<'_>, name: &str, cx: &Cx<'_, '_>) -> bool {
    instanceof_branch(throw, name, cx) == Some((false, "Error"))
}

/// `if (e instanceof DalException) throw new ApiException(e.message)`: the
/// caught error is a local (database, validation) error with no HTTP status
/// to keep; translating it is the point.
fn narrowed_to_local_class(throw: Node<'_>, name: &str, cx: &Cx<'_, '_>) -> bool {
    instanceof_branch(throw, name, cx)
        .is_some_and(|(then, class)| then && is_local_error_class(class, cx))
}

/// The nearest `if (name instanceof C)` inside the catch whose branch holds
/// `throw`: whether the throw is in its `then` branch, and `C`.
fn instanceof_branch<'t>(throw: Node<'t>, name: &str, cx: &Cx<'_, 't>) -> Option<(bool, &'t str)> {
    let mut cur = throw;
    while let Some(p) = crate::semantics::parents::parent(cur) {
        if p.kind_name() == "catch_clause" || ast::is_function(p.kind_name(), Family::Js) {
            return None;
        }
        if p.kind_name() == "if_statement"
            && let Some(cond) = p.field("condition")
        {
            let then = p.field("consequence") == Some(cur);
            let cond = ast::unwrap_expr(cond);
            if (then || p.field("alternative") == Some(cur))
                && cond.kind_name() == "binary_expression"
                && cond.field("left").is_some_and(|l| cx.text_of(l) == name)
                && cond
                    .field("operator")
                    .is_some_and(|o| cx.text_of(o) == "instanceof")
            {
                return Some((then, cx.text_of(cond.field("right")?)));
            }
        }
        cur = p;
    }
    None
}

/// A class whose errors are local: imported from a database, cache or
/// validation package (`Prisma.PrismaClientKnownRequestError` from
/// `@prisma/client`), or named like no remote error at all.
fn is_local_error_class(class: &str, cx: &Cx<'_, '_>) -> bool {
    let root = class.split(['.', '<']).next().unwrap_or(class).trim();
    if let Some(package) = cx.facts.imports.get(root)
        && knowledge::package_matches(
            knowledge::list(Eco::Javascript, "local-store-packages"),
            package,
        )
    {
        return true;
    }
    !crate::semantics::errors::may_be_remote_error_class(class)
}

/// The throw is the fallback after an earlier branch of the handler that
/// takes the HTTP client's own errors and leaves (`if (e instanceof
/// HTTPError) { ...; throw ... }` with `HTTPError` imported from got or ky,
/// `if (axios.isAxiosError(e)) return ...`): what reaches the fallback has
/// no HTTP status to keep.
/// The condition of an enclosing `if` (inside the handler) that tests the
/// caught error's status (`error.statusCode === 503`,
/// `err.response?.status >= 500`): a translation table that sorts the
/// failures by status into error classes of its own.
fn status_decided_branch<'t>(throw: Node<'t>, name: &str, cx: &Cx<'_, 't>) -> Option<&'t str> {
    let fields =
        crate::model::knowledge::list(crate::model::knowledge::Eco::Common, "error-status-fields");
    let mut cur = throw;
    while let Some(p) = crate::semantics::parents::parent(cur) {
        if p.kind_name() == "catch_clause" || ast::is_function(p.kind_name(), Family::Js) {
            return None;
        }
        if p.kind_name() == "if_statement"
            && p.field("consequence").is_some_and(|c| {
                c.start_byte() <= throw.start_byte() && throw.end_byte() <= c.end_byte()
            })
            && let Some(cond) = p.field("condition")
        {
            let text = cx.text_of(cond);
            let reads_status = fields.iter().any(|f| {
                [format!("{name}.{f}"), format!("{name}?.{f}")]
                    .iter()
                    .any(|m| text.contains(m.as_str()))
            });
            if reads_status && text.chars().any(|c| c.is_ascii_digit()) {
                return Some(text.trim_matches(|c| c == '(' || c == ')'));
            }
        }
        cur = p;
    }
    None
}

fn after_client_error_branch(throw: Node<'_>, name: &str, cx: &Cx<'_, '_>) -> bool {
    let mut cur = throw;
    while let Some(p) = crate::semantics::parents::parent(cur) {
        if p.kind_name() == "statement_block" {
            let mut prev = parents::prev_named_sibling(cur);
            while let Some(s) = prev {
                if s.kind_name() == "if_statement"
                    && s.field("alternative").is_none()
                    && s.field("condition")
                        .is_some_and(|c| narrows_to_client_error(c, name, cx))
                    && s.field("consequence").is_some_and(always_leaves)
                {
                    return true;
                }
                prev = parents::prev_named_sibling(s);
            }
        }
        if p.kind_name() == "catch_clause" || ast::is_function(p.kind_name(), Family::Js) {
            return false;
        }
        cur = p;
    }
    false
}

/// `e instanceof C` with `C` imported from an HTTP client whose errors carry
/// the status (`status-error-clients`), or `isAxiosError(e)`.
fn narrows_to_client_error(cond: Node<'_>, name: &str, cx: &Cx<'_, '_>) -> bool {
    let cond = ast::unwrap_expr(cond);
    match cond.kind_name() {
        "binary_expression" => {
            let instance_of = cond
                .field("operator")
                .is_some_and(|o| cx.text_of(o) == "instanceof");
            let left_is_error = cond.field("left").is_some_and(|l| cx.text_of(l) == name);
            let class = cond.field("right").map(|r| cx.text_of(r));
            instance_of
                && left_is_error
                && class.is_some_and(|class| {
                    let root = class.split('.').next().unwrap_or(class);
                    cx.facts.imports.get(root).is_some_and(|package| {
                        knowledge::package_matches(
                            knowledge::list(Eco::Javascript, "status-error-clients"),
                            package,
                        )
                    })
                })
        }
        "call_expression" => {
            let callee = cond.field("function").map(|f| cx.text_of(f)).unwrap_or("");
            let first_arg = cond
                .field("arguments")
                .and_then(|a| a.named_child(0))
                .map(|a| cx.text_of(a));
            callee.rsplit('.').next() == Some("isAxiosError") && first_arg == Some(name)
        }
        _ => false,
    }
}

/// A branch that always throws or returns.
fn always_leaves(branch: Node<'_>) -> bool {
    let last = if branch.kind_name() == "statement_block" {
        let count = branch.named_child_count();
        if count == 0 {
            return false;
        }
        branch.named_child((count - 1) as u32)
    } else {
        Some(branch)
    };
    last.is_some_and(|n| matches!(n.kind_name(), "throw_statement" | "return_statement"))
}

/// An earlier `rescue` of the same body takes the HTTP errors (`rescue
/// Faraday::ClientError => e` before `rescue => e`): the catch-all after it
/// only sees failures with no status to keep.
fn earlier_rescue_takes_http_errors(rescue: Node<'_>, cx: &Cx<'_, '_>) -> bool {
    let mut cur = parents::prev_named_sibling(rescue);
    while let Some(r) = cur {
        if r.kind_name() != "rescue" {
            break;
        }
        if r.field("exceptions")
            .is_some_and(|e| names_ruby_http_error(cx.text_of(e)))
        {
            return true;
        }
        cur = parents::prev_named_sibling(r);
    }
    false
}

/// `if (e instanceof HTTPError) throw new X(...)` where `HTTPError` belongs
/// to an HTTP client (`status-error-clients`) that the guarded code never
/// calls, directly or through project code: the branch cannot be reached.
fn narrowed_to_unused_client<'t>(
    throw: Node<'t>,
    name: &str,
    handler: &Handler<'t>,
    cx: &Cx<'_, 't>,
) -> bool {
    let mut cur = throw;
    let mut package = None;
    while let Some(p) = crate::semantics::parents::parent(cur) {
        if p.kind_name() == "catch_clause" || ast::is_function(p.kind_name(), Family::Js) {
            break;
        }
        if p.kind_name() == "if_statement"
            && p.field("consequence") == Some(cur)
            && let Some(cond) = p.field("condition")
            && narrows_to_client_error(cond, name, cx)
        {
            let cond = ast::unwrap_expr(cond);
            package = cond
                .field("right")
                .map(|r| cx.text_of(r))
                .and_then(|class| {
                    cx.facts
                        .imports
                        .get(class.split('.').next().unwrap_or(class))
                })
                .cloned();
            break;
        }
        cur = p;
    }
    let Some(package) = package else {
        return false;
    };
    let Some(guarded) = handler.guarded() else {
        return false;
    };
    let calls_client = |call: Node<'t>| {
        let root = call.field("function").map(|f| cx.text_of(f)).unwrap_or("");
        let root = root.split(['.', '<', '(']).next().unwrap_or(root);
        match cx.facts.imports.get(root) {
            Some(source) if *source == package => true,
            // Another package's function cannot throw this client's error.
            Some(source) if !source.starts_with('.') => false,
            // Project code: what its summary says it calls.
            Some(_) => clients::outbound_call(cx, call).is_some_and(|o| {
                o.client == package
                    || matches!(
                        o.kind,
                        clients::CallKind::Project | clients::CallKind::ApiLike
                    )
            }),
            // A local function or value: it may make the call.
            None => !knowledge::list(Eco::Javascript, "local-globals").contains(&root),
        }
    };
    let mut reached = false;
    ast::walk(guarded, &mut |n| {
        if reached || n == handler.node {
            return false;
        }
        if n.kind_name() == "call_expression" && calls_client(n) {
            reached = true;
        }
        !reached
    });
    !reached
        && knowledge::package_matches(
            knowledge::list(Eco::Javascript, "status-error-clients"),
            &package,
        )
}
