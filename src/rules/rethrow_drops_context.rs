//! `rethrow-drops-context`: A new error built from the caught error's message drops its status and cause.

use crate::context::Cx;
use crate::finding::Severity;
use crate::lang::Family;
use crate::rules::{Effort, Rule, RuleMeta};
use crate::semantics::ast;
use crate::semantics::clients;
use crate::semantics::handlers::{self, ErrorUse, Handler};
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
  in `except ... as e:` without `from e`.
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
- Ruby: re-raising (`raise`, `raise e`), rescues of non-HTTP errors, passing the
  status (`e.http_code`, `e.response.code`) or the error itself.
- Handlers around purely local work (parsing, validation) in JS and Python.
- Python `raise ValidationError(str(e))` (Django forms, DRF serializers): a
  message for the user who submitted the input, not an error callers retry on.

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

    fn check<'t>(&self, node: Node<'t>, cx: &mut Cx<'_, 't>) {
        match cx.family() {
            Family::Js => check_js(node, cx),
            Family::Python => check_python(node, cx),
            Family::Ruby => check_ruby(node, cx),
        }
    }
}

/// A new error that mentions a status or a cause anywhere in its arguments
/// (`status: res.status`, `{ cause: e }`, `http_code: code`) carries it.
static STATUS_OR_CAUSE: LazyLock<Regex> =
    LazyLock::new(|| Regex::new(r"(?i)(cause|status|http_?code|\.code\b)").expect("valid regex"));

/// What the new error keeps of the caught one.
enum Verdict {
    /// At least one use of the caught error, all of them message-only.
    DropsContext {
        reads_response: bool,
    },
    Keeps,
}

fn judge<'t>(args: Node<'t>, handler: &Handler<'t>, cx: &Cx<'_, 't>) -> Verdict {
    let name = handler.param_name(cx.text);
    if name.is_empty() {
        return Verdict::Keeps;
    }
    let uses = handlers::uses_of(args, name, cx.text);
    if uses.is_empty() {
        return Verdict::Keeps;
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

/// True when the code a handler guards crosses the network.
fn guards_remote_work<'t>(handler: &Handler<'t>, cx: &Cx<'_, 't>) -> bool {
    let Some(guarded) = handler.guarded() else {
        return false;
    };
    if cx.text_of(guarded).len() > 50_000 {
        return false;
    }
    let family = cx.family();
    if ast::is_call(guarded.kind(), family) && clients::outbound_call(cx, guarded).is_some() {
        return true;
    }
    let mut found = false;
    ast::walk(guarded, &mut |n| {
        if found || n == handler.node {
            return false;
        }
        if ast::is_call(n.kind(), family) && clients::outbound_call(cx, n).is_some() {
            found = true;
            return false;
        }
        true
    });
    found
}

/// Names of exception classes that mean a remote call failed.
const NETWORK_ERROR_HINTS: &[&str] = &[
    "requests.",
    "httpx.",
    "aiohttp.",
    "urllib3.",
    "urllib.error",
    "botocore.",
    "ClientError",
    "HTTPError",
    "HTTPStatusError",
    "RequestException",
    "RequestError",
    "ConnectionError",
    "ConnectTimeout",
    "ReadTimeout",
    "Timeout",
    "ApiException",
    "APIError",
    "AxiosError",
];

fn names_network_error(classes: &str) -> bool {
    NETWORK_ERROR_HINTS.iter().any(|h| classes.contains(h))
}

/// Ruby exception classes that carry an HTTP response status. Timeouts and
/// connection failures have no status to lose.
const RUBY_HTTP_ERROR_HINTS: &[&str] = &[
    "RestClient::Exception",
    "RestClient::ExceptionWithResponse",
    "RestClient::RequestFailed",
    "RestClient::InternalServerError",
    "RestClient::BadGateway",
    "RestClient::ServiceUnavailable",
    "RestClient::GatewayTimeout",
    "RestClient::TooManyRequests",
    "RestClient::NotFound",
    "RestClient::BadRequest",
    "RestClient::Unauthorized",
    "RestClient::Forbidden",
    "Faraday::Error",
    "Faraday::ClientError",
    "Faraday::ServerError",
    "Faraday::BadRequestError",
    "Faraday::ResourceNotFound",
    "Faraday::TooManyRequestsError",
    "HTTParty::ResponseError",
    "HTTParty::Error",
    "Net::HTTPError",
    "Net::HTTPServerException",
    "Net::HTTPClientException",
    "Net::HTTPFatalError",
    "Net::HTTPRetriableError",
    "OpenURI::HTTPError",
    "Excon::Error::HTTPStatus",
    "Excon::Errors::HTTPStatusError",
    "HTTP::ResponseError",
    "HTTP::StatusError",
];

fn names_ruby_http_error(classes: &str) -> bool {
    classes.split(',').map(str::trim).any(|c| {
        RUBY_HTTP_ERROR_HINTS
            .iter()
            .any(|h| c == *h || (c.starts_with("RestClient::") && !c.contains("Timeout")))
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
    if value.kind() != "new_expression" {
        return;
    }
    let Some(args) = value.child_by_field_name("arguments") else {
        return;
    };
    let Some(handler) = handlers::enclosing_js_handler(node, cx.text) else {
        return;
    };
    let Verdict::DropsContext { reads_response } = judge(args, &handler, cx) else {
        return;
    };
    if !(reads_response || guards_remote_work(&handler, cx)) {
        return;
    }
    let name = handler.param_name(cx.text);
    if narrowed_to_local_class(node, name, cx) {
        return;
    }
    let ctor = describe_constructor(value, cx);
    let what = if reads_response {
        "the response body or message"
    } else {
        "the message"
    };
    let msg = format!(
        "`throw {ctor}(...)` rebuilds the caught `{name}` from {what} only: its HTTP status (e.g. 429 vs 400) and the original error are lost to callers and retry logic (pass `{{ cause: {name} }}` and keep `{name}.response?.status`)"
    );
    let bound = cx.span(handler.param);
    cx.report(&META, node, msg)
        .with_label(bound, "the original error is caught here");
}

fn check_python<'t>(node: Node<'t>, cx: &mut Cx<'_, 't>) {
    let Some(value) = node.named_child(0) else {
        return;
    };
    if value.kind() != "call" {
        return;
    }
    let cause = node.child_by_field_name("cause");
    if cause.is_some_and(|c| cx.text_of(c) != "None") {
        return;
    }
    let Some(args) = value.child_by_field_name("arguments") else {
        return;
    };
    // `raise forms.ValidationError(e.message)`: a message for the person who
    // filled in the form, not an error that callers or retry logic inspect.
    if value
        .child_by_field_name("function")
        .is_some_and(|f| cx.text_of(f).ends_with("ValidationError"))
    {
        return;
    }
    let Some(handler) = handlers::enclosing_py_handler(node) else {
        return;
    };
    let Verdict::DropsContext { reads_response } = judge(args, &handler, cx) else {
        return;
    };
    let classes = handler
        .node
        .child_by_field_name("value")
        .or_else(|| handler.node.named_child(0))
        .map(|v| cx.text_of(v))
        .unwrap_or("");
    if !(reads_response || names_network_error(classes) || guards_remote_work(&handler, cx)) {
        return;
    }
    let name = handler.param_name(cx.text);
    let ctor = describe_constructor(value, cx);
    let from = if cause.is_some() {
        "`from None` explicitly drops the cause"
    } else {
        "there is no `from` clause"
    };
    let msg = format!(
        "`raise {ctor}(...)` keeps only the text of `{name}` and {from}: the HTTP status and the original exception are lost to callers and retry logic (add `from {name}` and pass the status)"
    );
    let bound = cx.span(handler.param);
    cx.report(&META, node, msg)
        .with_label(bound, "the original exception is caught here");
}

fn check_ruby<'t>(node: Node<'t>, cx: &mut Cx<'_, 't>) {
    if node.child_by_field_name("receiver").is_some() {
        return;
    }
    let Some(method) = node.child_by_field_name("method") else {
        return;
    };
    if !matches!(cx.text_of(method), "raise" | "fail") {
        return;
    }
    let Some(args) = node.child_by_field_name("arguments") else {
        return;
    };
    let Some(handler) = handlers::enclosing_ruby_handler(node) else {
        return;
    };
    let classes = handler
        .node
        .child_by_field_name("exceptions")
        .map(|e| cx.text_of(e))
        .unwrap_or("");
    let http_rescue = if classes.is_empty() || classes == "StandardError" {
        guards_remote_work(&handler, cx)
    } else {
        names_ruby_http_error(classes)
    };
    if !http_rescue {
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
        "`raise {ctor}` keeps only the message of {rescued}: its HTTP status (`{name}.http_code` / `{name}.response.code`) is dropped, so callers cannot tell a 429 or 503 from a permanent failure (pass the status into the new error)"
    );
    let bound = cx.span(handler.param);
    cx.report(&META, node, msg)
        .with_label(bound, "the HTTP error is rescued here");
}

/// `if (e instanceof DalException) throw new ApiException(e.message)`: the
/// caught error is a local (database, validation) error with no HTTP status
/// to keep; translating it is the point.
fn narrowed_to_local_class(throw: Node<'_>, name: &str, cx: &Cx<'_, '_>) -> bool {
    let mut cur = throw;
    while let Some(p) = cur.parent() {
        if p.kind() == "catch_clause" || ast::is_function(p.kind(), Family::Js) {
            return false;
        }
        if p.kind() == "if_statement"
            && p.child_by_field_name("consequence") == Some(cur)
            && let Some(cond) = p.child_by_field_name("condition")
        {
            let cond = ast::unwrap_expr(cond);
            if cond.kind() == "binary_expression"
                && cond
                    .child_by_field_name("left")
                    .is_some_and(|l| cx.text_of(l) == name)
                && cond
                    .child_by_field_name("operator")
                    .is_some_and(|o| cx.text_of(o) == "instanceof")
            {
                return cond.child_by_field_name("right").is_some_and(|r| {
                    !crate::semantics::errors::may_be_remote_error_class(cx.text_of(r))
                });
            }
        }
        cur = p;
    }
    false
}
