//! Which calls cross the network. Import-aware: a name counts as a client only
//! when the file imports it from the client's package (JS, Python); Ruby
//! client constants are global.

use crate::context::Cx;
use crate::lang::Family;
use crate::model::knowledge::Eco;
use crate::model::resolve::{self, Resolved};
use crate::semantics::ast;
use crate::semantics::ast::Field;
use crate::semantics::facts::resolve_python_name;
use crate::semantics::kind::NodeKind as _;
use crate::semantics::names::*;
use crate::semantics::parents;
use tree_sitter::Node;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CallKind {
    /// A well-known HTTP client (or a configured house client).
    Http,
    /// An AWS SDK (or similar) client method.
    Sdk,
    /// A method on something that looks like a remote API client
    /// (`this.sessionApi().getSession()`, `Cupix::VoxelService.captured_area!`):
    /// a name-based guess, so findings built on it are `medium` confidence.
    ApiLike,
    /// A project function or method whose effect summary is outbound
    /// (resolved through bindings, imports and constants).
    Project,
}

#[derive(Clone, Debug)]
pub struct Outbound {
    pub kind: CallKind,
    /// Client library or receiver family (`axios`, `requests`, `RestClient`,
    /// `this.sessionApi()`).
    pub client: String,
    /// What to call it in a message (`axios.put`, `requests.get`).
    pub display: String,
    /// True when the client is configured to retry in this file.
    pub client_retries: bool,
    /// True when this instance was built or configured with retries off
    /// (`retries: 0`, `retry: { limit: 0 }`, `retries=False`): not even a
    /// library that retries by default retries it.
    pub retry_disabled: bool,
    /// How the call was resolved, for messages and evidence
    /// (`IdentityClient.verify calls fetch (src/identity.ts:12)`).
    pub evidence: String,
    /// Project code that catches every failure itself: nothing reaches a
    /// caller's handler.
    pub contained: bool,
    /// Project code whose failures carry the HTTP status
    /// (`Effect::raises_status`); false for the other kinds, judged by
    /// `raises_on_status`.
    pub project_raises_status: bool,
    /// A project callee's `Effect::error_client`: the client whose errors
    /// it passes on unchanged (empty when unknown).
    pub project_error_client: String,
    /// A call of a project thin wrapper (`Effect::forwards`): the client
    /// call it forwards to and where the wrapper is defined
    /// (`requests.request`, `transport.py:7`).
    pub forwards_to: Option<(String, String)>,
    /// Project code that logs each failure (the error itself) before passing
    /// it on (`Effect::logs_failures`): a caller's handler finds the cause
    /// already in the log.
    pub project_logs_failures: bool,
    /// Project code whose failures may be plain built-in errors
    /// (`Effect::throws_plain`).
    pub project_throws_plain: bool,
}

impl Outbound {
    /// True when the remote evidence was resolved (not a name-based guess).
    pub fn resolved(&self) -> bool {
        self.kind != CallKind::ApiLike
    }

    /// The method the call names (`send` for `s3Client.send`, `stop` for
    /// `self.producer.stop`), without call or type arguments.
    pub fn method(&self) -> &str {
        let d = self.display.as_str();
        let method = d.rsplit(['.', ':']).next().unwrap_or(d);
        method.split(['(', '<']).next().unwrap_or(method)
    }

    /// An SDK call that makes one HTTP request and retries nothing
    /// (`sdks-without-retry`: GOV.UK Notify, SendGrid, Twilio): judged like
    /// a client library's call. The SDK is the client's dotted name
    /// (Python), constant (Ruby) or the package in parentheses (JavaScript,
    /// `NotifyClient (notifications-node-client)`).
    pub fn sdk_without_retry(&self, family: Family) -> bool {
        if self.kind != CallKind::Sdk || self.method() == "new" {
            return false;
        }
        let entries = crate::model::knowledge::list(Eco::of(family), "sdks-without-retry");
        match self.client.rsplit_once(" (") {
            // A package name (`@sendgrid/` covers `@sendgrid/mail`).
            Some((_, package)) => {
                crate::model::knowledge::package_matches(entries, package.trim_end_matches(')'))
            }
            None => crate::model::knowledge::name_under(entries, &self.client),
        }
    }

    /// The call closes a client or connection (`closing-methods`:
    /// `producer.stop`, `self.disconnect`, `client.close`).
    pub fn closes_connection(&self) -> bool {
        crate::model::knowledge::list(Eco::Common, "closing-methods").contains(&self.method())
    }
}

/// Turns a model resolution into an outbound call; `Local` is not one.
fn from_resolved(r: Resolved, display: &str) -> Option<Outbound> {
    match r {
        Resolved::Sdk { name, retries } => Some(Outbound {
            kind: CallKind::Sdk,
            client: name.clone(),
            display: display.to_string(),
            client_retries: retries,
            retry_disabled: false,
            evidence: format!("`{display}` is a call on an SDK client ({name})"),
            contained: false,
            project_raises_status: false,
            project_error_client: String::new(),
            project_logs_failures: false,
            project_throws_plain: false,
            forwards_to: None,
        }),
        Resolved::Project {
            name,
            via,
            path,
            line,
            retries,
            contained,
            raises_status,
            error_client,
            forwards,
            logs_failures,
            throws_plain,
        } => Some(Outbound {
            project_logs_failures: logs_failures,
            project_throws_plain: throws_plain,
            contained,
            project_raises_status: raises_status,
            project_error_client: error_client,
            forwards_to: forwards.then(|| {
                let at = if line > 0 {
                    format!("{path}:{line}")
                } else {
                    path.clone()
                };
                (via.clone(), at)
            }),
            kind: CallKind::Project,
            client: name.clone(),
            display: display.to_string(),
            client_retries: retries,
            retry_disabled: false,
            evidence: if line > 0 {
                format!("`{name}` makes an outbound call (`{via}`, {path}:{line})")
            } else {
                format!("`{name}` makes an outbound call (`{via}`)")
            },
        }),
        Resolved::Local => None,
    }
}

/// A call the model resolved, `Some(None)` when resolved as not outbound.
fn resolved_member(
    cx: &Cx<'_, '_>,
    receiver: &str,
    method: &str,
    display: &str,
) -> Option<Option<Outbound>> {
    resolve::member_call(cx, receiver, method).map(|r| from_resolved(r, display))
}

/// Classifies a call node. Constructors (`axios.create`, `Faraday.new`,
/// `requests.Session()`) are never outbound calls.
pub fn outbound_call<'t>(cx: &Cx<'_, 't>, call: Node<'t>) -> Option<Outbound> {
    // A method on what a request returned (`client.get_all_templates
    // .collection`, Ruby's calls without parentheses) is no second request:
    // the one request is the receiver.
    if on_a_response(cx, call) {
        return None;
    }
    // `WebhookWorker.perform_async(url, body)` queues a job: its `perform`
    // runs later in a worker, and its failure never comes back here.
    if cx.family() == Family::Ruby
        && ast::call_method_name(call, Family::Ruby, cx.text).is_some_and(|m| {
            crate::model::knowledge::list(Eco::Ruby, "job-enqueue-methods").contains(&m)
        })
    {
        return None;
    }
    request_call(cx, call)
}

/// [`outbound_call`] without looking at the receiver chain.
fn request_call<'t>(cx: &Cx<'_, 't>, call: Node<'t>) -> Option<Outbound> {
    let (found, eco) = match cx.family() {
        Family::Js => (js_call(cx, call), Eco::Javascript),
        Family::Python => (py_call(cx, call), Eco::Python),
        Family::Ruby => (ruby_call(cx, call), Eco::Ruby),
    };
    if eco == Eco::Javascript && fetches_local_resource(cx, call) {
        return None;
    }
    let found = found.map(|mut o| {
        if eco == Eco::Javascript && o.client_retries && retry_off_for_call(cx, call) {
            o.client_retries = false;
            o.retry_disabled = true;
        }
        o
    });
    // SDK operations computed in process (`generate_presigned_url` signs
    // locally) are not remote.
    found.filter(|o| {
        !matches!(o.kind, CallKind::Sdk | CallKind::ApiLike) || {
            let method = o.method();
            !crate::model::knowledge::list(eco, "local-sdk-methods").contains(&method)
                && !builds_sub_client(method)
        }
    })
}

/// The call's receiver is itself a request of a client or SDK (Ruby `a.b.c`
/// chains, where every link is a call node). Not a project method (it may
/// hand out an object whose methods send requests) and not a constructor
/// (`Gateway.new.fetch`: `new` builds the object, whatever it calls).
fn on_a_response<'t>(cx: &Cx<'_, 't>, call: Node<'t>) -> bool {
    if cx.family() != Family::Ruby || call.kind_name() != "call" {
        return false;
    }
    let mut link = call.field("receiver").map(ast::unwrap_expr);
    while let Some(r) = link.filter(|r| r.kind_name() == "call") {
        let builds = r
            .field("method")
            .is_some_and(|m| RUBY_CONSTRUCTOR_METHODS.contains(&cx.text_of(m)));
        if !builds
            && request_call(cx, r).is_some_and(|o| matches!(o.kind, CallKind::Http | CallKind::Sdk))
        {
            return true;
        }
        link = r.field("receiver").map(ast::unwrap_expr);
    }
    false
}

/// JavaScript: an argument of the call turns the instance's retry off for
/// this request (`'axios-retry': { retries: 0 }`, `raxConfig: { retry: 0
/// }`, got's `retry: { limit: 0 }`: `per-request-retry-options`).
fn retry_off_for_call(cx: &Cx<'_, '_>, call: Node<'_>) -> bool {
    let Some(args) = call.field("arguments") else {
        return false;
    };
    let options = crate::model::knowledge::list(Eco::Javascript, "per-request-retry-options");
    let disabled = crate::model::knowledge::list(Eco::Javascript, "retry-disabled-values");
    let mut off = false;
    ast::walk(args, &mut |n| {
        if off || ast::is_function(n.kind_name(), Family::Js) {
            return false;
        }
        if n.kind_name() == "pair"
            && let (Some(key), Some(value)) = (n.field("key"), n.field("value"))
            && options.contains(&cx.text_of(key).trim_matches(|c| c == '\'' || c == '"'))
        {
            off = match value.kind_name() {
                "object" => {
                    crate::semantics::facts::retry_setting(cx.text_of(value), Family::Js)
                        == Some(false)
                }
                _ => disabled.contains(&cx.text_of(value)),
            };
        }
        !off
    });
    off
}

/// A call of an SDK or API client that the model knows runs in process
/// (`boto3.client("sqs")` builds a client, `generate_presigned_url` signs:
/// `local-sdk-methods`, sub-client builders): it sends nothing, so its
/// errors are configuration mistakes, not a failing dependency.
pub fn local_sdk_call<'t>(cx: &Cx<'_, 't>, call: Node<'t>) -> bool {
    // `boto3.client("sqs")`: an SDK factory (`sdk-factories`).
    if cx.family() == Family::Python
        && call.field("function").is_some_and(|f| {
            let resolved = resolve_python_name(cx.facts, cx.text_of(f));
            crate::model::knowledge::list(Eco::Python, "sdk-factories").contains(&resolved.as_str())
        })
    {
        return true;
    }
    let (found, eco) = match cx.family() {
        Family::Js => (js_call(cx, call), Eco::Javascript),
        Family::Python => (py_call(cx, call), Eco::Python),
        Family::Ruby => (ruby_call(cx, call), Eco::Ruby),
    };
    found.is_some_and(|o| {
        matches!(o.kind, CallKind::Sdk | CallKind::ApiLike) && {
            let method = o.method();
            crate::model::knowledge::list(eco, "local-sdk-methods").contains(&method)
                || builds_sub_client(method)
        }
    })
}

/// An SDK method that hands out another client object for a resource
/// (`getContainerClient(name)`, `get_blob_client(...)`): it is built in
/// process and sends nothing.
pub(crate) fn builds_sub_client(method: &str) -> bool {
    let lower = method.to_ascii_lowercase();
    lower.len() > "getclient".len()
        && lower.starts_with("get")
        && (lower.ends_with("client") || lower.ends_with("_client"))
}

/// `fetch(new URL('./font.ttf', import.meta.url))`, `fetch('data:...')`:
/// a bundled asset or an inline resource, read without a network.
fn fetches_local_resource(cx: &Cx<'_, '_>, call: Node<'_>) -> bool {
    let Some(first) = call
        .field("arguments")
        .and_then(|a| a.named_child(0))
        .map(ast::unwrap_expr)
    else {
        return false;
    };
    let text = cx.text_of(first);
    match first.kind_name() {
        "new_expression" => text.starts_with("new URL(") && text.contains("import.meta.url"),
        "string" | "template_string" => {
            let inner = text.trim_start_matches(['\'', '"', '`']);
            crate::model::knowledge::list(Eco::Common, "local-url-schemes")
                .iter()
                .any(|p| inner.starts_with(p))
        }
        _ => false,
    }
}

/// A request option that hands the request to a retrying transport
/// (`retrying-transport-options`: undici's `dispatcher: agents.retry`, a
/// `RetryAgent`): the value names a retry.
pub fn retrying_transport_option(key: &str, pair: Node<'_>, cx: &Cx<'_, '_>) -> bool {
    cx.family() == Family::Js
        && crate::model::knowledge::list(Eco::Javascript, "retrying-transport-options")
            .contains(&key)
        && pair
            .field("value")
            .is_some_and(|v| crate::semantics::names::RETRY_ATTEMPT_NAME.is_match(cx.text_of(v)))
}

/// The function around a JS call configures its client to resolve on
/// every status (`accept-every-status-options`: axios's
/// `validateStatus: () => true`): a 5xx is a response, not a failure.
pub fn accepts_every_status(cx: &Cx<'_, '_>, call: Node<'_>) -> bool {
    if cx.family() != Family::Js {
        return false;
    }
    let scope = ast::enclosing_function(call, Family::Js).unwrap_or(cx.root);
    let text = cx.text_of(scope);
    crate::model::knowledge::list(Eco::Javascript, "accept-every-status-options")
        .iter()
        .any(|opt| {
            text.match_indices(opt).any(|(at, _)| {
                let rest = text[at + opt.len()..].trim_start();
                let Some(value) = rest.strip_prefix(':') else {
                    return false;
                };
                // `() => true`, `(_s) => true`, `s => true`
                value.split_once("=>").is_some_and(|(params, body)| {
                    params.len() < 20 && body.trim_start().starts_with("true")
                })
            })
        })
}

/// A client of `client`'s library that this file did not build itself (a
/// parameter typed `AxiosInstance`, handed in by a rate limiter or a pool
/// the file feeds with its instance) in a file whose every instance of that
/// library is built with retries on (`axiosRetry(rawClient, ...)`): the
/// only instances the file can hand over retry.
fn handed_file_instance_retries(cx: &Cx<'_, '_>, client: &str, receiver: &str) -> bool {
    if !cx.facts.typed_clients.contains(receiver) {
        return false;
    }
    let mut own = cx
        .facts
        .client_instances
        .iter()
        .filter(|(name, lib)| lib.as_str() == client && !cx.facts.typed_clients.contains(*name))
        .map(|(name, _)| name)
        .peekable();
    own.peek().is_some()
        && own.all(|name| {
            cx.facts.retrying_clients.contains(name) && !cx.facts.retry_disabled.contains(name)
        })
}

/// Only well-known HTTP clients and configured house clients.
pub fn http_call<'t>(cx: &Cx<'_, 't>, call: Node<'t>) -> Option<Outbound> {
    outbound_call(cx, call).filter(|o| o.kind == CallKind::Http)
}

fn http(cx: &Cx<'_, '_>, client: &str, display: &str) -> Option<Outbound> {
    let receiver = display.rsplit_once('.').map_or(display, |(r, _)| r);
    // Retry configuration is per instance: an instance built with retries
    // off is not covered by another instance of the library that retries.
    let disabled =
        cx.facts.retry_disabled.contains(receiver) && !cx.facts.retrying_clients.contains(receiver);
    let retries = !disabled
        && (cx.facts.retrying_clients.contains(client)
            || cx.facts.retrying_clients.contains(receiver)
            || cx.index.client_retries(client).is_some()
            || cx.index.client_retries(receiver).is_some()
            || (receiver == client
                && cx
                    .index
                    .effects
                    .patched_package(cx.family(), client)
                    .is_some())
            || handed_file_instance_retries(cx, client, receiver));
    Some(Outbound {
        kind: CallKind::Http,
        client: client.to_string(),
        display: display.to_string(),
        client_retries: retries,
        retry_disabled: disabled,
        evidence: String::new(),
        contained: false,
        project_raises_status: false,
        project_error_client: String::new(),
        project_logs_failures: false,
        project_throws_plain: false,
        forwards_to: None,
    })
}

fn is_configured_client(cx: &Cx<'_, '_>, name: &str) -> bool {
    cx.settings.clients.iter().any(|c| c == name)
}

fn js_call<'t>(cx: &Cx<'_, 't>, call: Node<'t>) -> Option<Outbound> {
    if call.kind_name() != "call_expression" {
        return None;
    }
    // `axios.get<T>(...)`: the type arguments do not change the callee.
    let f = ast::strip_type_arguments(call.field("function")?);
    let facts = cx.facts;
    match f.kind_name() {
        "identifier" => {
            let name = cx.text_of(f);
            if is_configured_client(cx, name) {
                return http(cx, name, name);
            }
            if let Some(module) = facts.imports.get(name) {
                let original = facts.import_names.get(name).map(String::as_str);
                let callable_default = original.is_none()
                    && JS_CLIENT_PACKAGES
                        .iter()
                        .any(|(p, callable)| p == module && *callable);
                let callable_named = original.is_some_and(|o| {
                    JS_CALLABLE_NAMED_IMPORTS
                        .iter()
                        .any(|(p, n)| p == module && *n == o)
                        || (o == "default"
                            && JS_CLIENT_PACKAGES.iter().any(|(p, c)| p == module && *c))
                });
                if callable_default || callable_named {
                    return http(cx, module, name);
                }
                return resolve::function_call(cx, name).and_then(|r| from_resolved(r, name));
            }
            if name == "fetch"
                && !facts.shadowed.contains("fetch")
                && !ast::is_parameter_in_scope(call, "fetch", Family::Js, cx.text)
                && !ast::is_local_binding_in_scope(call, "fetch", cx.text)
            {
                return http(cx, "fetch", "fetch");
            }
            if let Some(lib) = facts.client_instances.get(name) {
                return http(cx, lib, name);
            }
            resolve::function_call(cx, name)
                .and_then(|r| from_resolved(r, name))
                .or_else(|| {
                    function_aliases(cx, call, name)
                        .into_iter()
                        .find_map(|value| js_member_call(cx, call, value))
                })
        }
        "member_expression" => js_member_call(cx, call, f),
        _ => None,
    }
}

/// A call of `f`, a member expression (`client.get`): the callee as written
/// or the value a local alias was assigned (`const get = https.get`).
fn js_member_call<'t>(cx: &Cx<'_, 't>, call: Node<'t>, f: Node<'t>) -> Option<Outbound> {
    let facts = cx.facts;
    let object = ast::unwrap_expr(f.field("object")?);
    let property = cx.text_of(f.field("property")?);
    let object_text = cx.text_of(object);
    let display = format!("{object_text}.{property}");
    if JS_CLIENT_CONSTRUCTORS.contains(&display.as_str()) {
        return None;
    }
    if is_configured_client(cx, object_text) {
        return http(cx, object_text, &display);
    }
    let verb = JS_REQUEST_METHODS.contains(&property);
    if object.kind_name() == "identifier"
        && let Some(module) = facts.imports.get(object_text)
    {
        let is_client = JS_CLIENT_PACKAGES.iter().any(|(p, _)| p == module);
        if is_client
            && verb
            && facts
                .import_names
                .get(object_text)
                .is_none_or(|o| o == "default" || o == "*")
        {
            return http(cx, module, &display);
        }
        if module.starts_with("@aws-sdk/") && property == "send" {
            return sdk(&display, object_text);
        }
        if let Some(def) = resolve::imported_instance(cx, object_text) {
            let sends = verb || def.effect.via == crate::model::effects::SDK_INSTANCE;
            return sends.then(|| imported_client_call(cx, def, object_text, &display))?;
        }
        if let Some(r) = resolved_member(cx, object_text, property, &display) {
            return r;
        }
        return api_like(cx, call, object, &display);
    }
    if let Some(lib) = facts.client_instances.get(object_text)
        && verb
    {
        let retries =
            facts.retrying_clients.contains(object_text) || facts.retrying_clients.contains(lib);
        let mut out = http(cx, lib, &display)?;
        out.client_retries |= retries && !out.retry_disabled;
        return Some(out);
    }
    if !facts.client_instances.contains_key(object_text)
        && let Some((def, function)) = resolve::factory_client(cx, object_text, call)
    {
        let sends = verb || def.effect.via == crate::model::effects::SDK_INSTANCE;
        return sends.then(|| factory_client_call(cx, &def, &function, object_text, &display))?;
    }
    if facts.sdk_instances.contains(object_text) {
        return sdk(&display, object_text);
    }
    if let Some(out) = sdk_resource_call(cx, object_text, &display) {
        return Some(out);
    }
    if let Some(r) = resolved_member(cx, object_text, property, &display) {
        return r;
    }
    api_like(cx, call, object, &display)
}

/// `stripe.accounts.retrieve(...)`, `openai.chat.completions.create(...)`,
/// `@client.messages.create(...)`: a method of a resource namespace read
/// through plain properties of an SDK client (an instance built in this
/// file, a binding typed or imported as one) is a call of that SDK. A
/// namespace the SDK keeps in process (`config`, `middlewareStack`,
/// `webhooks`: `sdk-local-namespaces`) is not.
fn sdk_resource_call(cx: &Cx<'_, '_>, object_text: &str, display: &str) -> Option<Outbound> {
    let local = crate::model::knowledge::list(Eco::Common, "sdk-local-namespaces");
    let mut end = object_text.len();
    while let Some(dot) = object_text[..end].rfind('.') {
        let segment = &object_text[dot + 1..end];
        let plain = !segment.is_empty()
            && segment
                .chars()
                .all(|c| c.is_alphanumeric() || c == '_' || c == '$');
        if !plain || local.contains(&segment) {
            return None;
        }
        end = dot;
        let prefix = &object_text[..end];
        if cx.facts.sdk_instances.contains(prefix) {
            let mut out = sdk(display, prefix)?;
            if cx.family() == Family::Python {
                out.client_retries = sdk_retries_by_default(cx, prefix);
            }
            out.evidence = format!("`{display}` is a call of the SDK client `{prefix}`");
            return Some(out);
        }
        if let Some(Resolved::Sdk { name, retries }) = resolve::member_call(cx, prefix, segment) {
            let mut out = sdk(display, &name)?;
            out.client_retries = retries;
            out.evidence = format!("`{display}` is a call on an SDK client ({name})");
            return Some(out);
        }
    }
    None
}

fn sdk(display: &str, client: &str) -> Option<Outbound> {
    Some(Outbound {
        kind: CallKind::Sdk,
        client: client.to_string(),
        display: display.to_string(),
        client_retries: true,
        retry_disabled: false,
        evidence: String::new(),
        contained: false,
        project_raises_status: false,
        project_error_client: String::new(),
        project_logs_failures: false,
        project_throws_plain: false,
        forwards_to: None,
    })
}

/// The receiver family of a call on an API-like receiver: `this.sessionApi()`
/// for `this.sessionApi().getSession()`, `pix4dApi` for `pix4dApi.put()`.
fn api_like<'t>(
    cx: &Cx<'_, 't>,
    _call: Node<'t>,
    object: Node<'t>,
    display: &str,
) -> Option<Outbound> {
    let family = receiver_family(cx, object)?;
    Some(Outbound {
        kind: CallKind::ApiLike,
        client: family,
        display: display.to_string(),
        client_retries: false,
        retry_disabled: false,
        evidence: String::new(),
        contained: false,
        project_raises_status: false,
        project_error_client: String::new(),
        project_logs_failures: false,
        project_throws_plain: false,
        forwards_to: None,
    })
}

/// The identifier that names a receiver, when it looks like a remote client.
pub fn receiver_family<'t>(cx: &Cx<'_, 't>, object: Node<'t>) -> Option<String> {
    let object = ast::unwrap_expr(object);
    let last = match object.kind_name() {
        "identifier" | "constant" | "instance_variable" | "property_identifier" => {
            cx.text_of(object)
        }
        "member_expression" => cx.text_of(object.field("property")?),
        "attribute" => cx.text_of(object.field("attribute")?),
        "scope_resolution" => cx.text_of(object.field("name")?),
        "call_expression" => {
            let f = object.field("function")?;
            let name = match f.kind_name() {
                "member_expression" => cx.text_of(f.field("property")?),
                _ => cx.text_of(f),
            };
            // this.sessionApi() — a factory returning a client.
            if !API_LIKE_RECEIVER.is_match(name) {
                return None;
            }
            return Some(format!("{}()", cx.text_of(f)));
        }
        "call" => {
            // Ruby `Acme::GeoService.new(item)`: a service object built per
            // call; its class names the family.
            if cx.family() == Family::Ruby {
                let (recv, method) = ast::ruby_receiver_and_method(object, cx.text);
                let class = recv.rsplit("::").next().unwrap_or(recv);
                if method == "new"
                    && API_LIKE_RECEIVER.is_match(class)
                    && !is_local_data_name(class)
                {
                    return Some(recv.to_string());
                }
            }
            // Python self.api() / Ruby client.call chains: use the method name.
            let f = object
                .field("function")
                .or_else(|| object.field("method"))?;
            let name = cx.text_of(f);
            let last = name.rsplit('.').next().unwrap_or(name);
            if !API_LIKE_RECEIVER.is_match(last) {
                return None;
            }
            return Some(format!("{name}()"));
        }
        _ => return None,
    };
    let last = last.trim_start_matches('@');
    if API_LIKE_RECEIVER.is_match(last) && !is_local_data_name(last) {
        Some(cx.text_of(object).to_string())
    } else {
        None
    }
}

/// Names ending in Service/Client that are not remote (`LoggerService`,
/// `i18nService`, datastore clients such as `redisClient` or `DbService`):
/// a start of `local-service-name-prefixes`, or a datastore name.
fn is_local_data_name(name: &str) -> bool {
    let lower = name.to_ascii_lowercase();
    crate::model::knowledge::list(Eco::Common, "local-service-name-prefixes")
        .iter()
        .any(|p| lower.starts_with(p))
        || crate::semantics::names::is_datastore_name(name)
}

fn py_call<'t>(cx: &Cx<'_, 't>, call: Node<'t>) -> Option<Outbound> {
    if call.kind_name() != "call" {
        return None;
    }
    let f = call.field("function")?;
    let facts = cx.facts;
    let raw = cx.text_of(f);
    if is_configured_client(cx, raw) {
        return http(cx, raw, raw);
    }
    match f.kind_name() {
        "identifier" => {
            let resolved = resolve_python_name(facts, raw);
            if let Some((module, func)) = resolved.rsplit_once('.')
                && PY_CLIENT_MODULES.contains(&module)
                && PY_REQUEST_METHODS.contains(&func)
            {
                return http(cx, module.split('.').next().unwrap_or(module), raw);
            }
            // A same-file or imported project function, or a local alias of a
            // client's method (`get = session.get`).
            resolve::function_call(cx, raw)
                .and_then(|r| from_resolved(r, raw))
                .or_else(|| {
                    function_aliases(cx, call, raw)
                        .into_iter()
                        .find_map(|value| py_attribute_call(cx, call, value))
                })
        }
        "attribute" => py_attribute_call(cx, call, f),
        _ => None,
    }
}

/// A call of `f`, an attribute (`session.get`): the callee as written or
/// the value a local alias was assigned (`get = requests.get`).
fn py_attribute_call<'t>(cx: &Cx<'_, 't>, call: Node<'t>, f: Node<'t>) -> Option<Outbound> {
    let facts = cx.facts;
    let raw = cx.text_of(f);
    let object = f.field("object")?;
    let attr = cx.text_of(f.field("attribute")?);
    let object_text = cx.text_of(object);
    if is_configured_client(cx, object_text) {
        return http(cx, object_text, raw);
    }
    let verb = PY_REQUEST_METHODS.contains(&attr);
    let resolved = resolve_python_name(facts, object_text);
    if facts
        .imports
        .contains_key(object_text.split('.').next().unwrap_or(""))
        && PY_CLIENT_MODULES.contains(&resolved.as_str())
    {
        return if verb {
            http(cx, resolved.split('.').next().unwrap_or(""), raw)
        } else {
            None
        };
    }
    if let Some(lib) = facts.client_instances.get(object_text) {
        if verb {
            let lib = lib.split('.').next().unwrap_or(lib).to_string();
            return http(cx, &lib, raw);
        }
        return None;
    }
    // A client of an SDK whose calls build a request that one method
    // sends (`service.events().list(...).execute()`).
    if let Some(root) = deferred_request_root(cx, object) {
        if crate::model::knowledge::list(Eco::Python, "request-sending-methods").contains(&attr) {
            let mut out = sdk(&elide_arguments(raw), root)?;
            out.client_retries = sdk_retries_by_default(cx, root);
            return Some(out);
        }
        return None;
    }
    if !object_text.contains('.')
        && facts.imports.contains_key(object_text)
        && let Some(def) = resolve::imported_instance(cx, object_text)
    {
        let sends = verb || def.effect.via == crate::model::effects::SDK_INSTANCE;
        return sends.then(|| imported_client_call(cx, def, object_text, raw))?;
    }
    if !facts.client_instances.contains_key(object_text)
        && let Some((def, function)) = resolve::factory_client(cx, object_text, call)
    {
        let sends = verb || def.effect.via == crate::model::effects::SDK_INSTANCE;
        return sends.then(|| factory_client_call(cx, &def, &function, object_text, raw))?;
    }
    if facts.sdk_instances.contains(object_text) {
        let mut out = sdk(raw, object_text)?;
        out.client_retries = sdk_retries_by_default(cx, object_text);
        return Some(out);
    }
    if let Some(out) = sdk_resource_call(cx, object_text, raw) {
        return Some(out);
    }
    // A resource class of a module-style SDK: `stripe.Charge.create(...)`,
    // `openai.ChatCompletion.create(...)`.
    if let Some((root, resource)) = object_text.split_once('.')
        && resource.chars().next().is_some_and(char::is_uppercase)
        && !resource.contains('(')
        && facts.imports.contains_key(root)
        && crate::model::knowledge::name_under(
            crate::model::knowledge::list(Eco::Python, "sdk-modules"),
            &resolve_python_name(facts, root),
        )
    {
        return sdk(raw, root);
    }
    if let Some(r) = resolved_member(cx, object_text, attr, raw) {
        return r;
    }
    api_like(cx, call, object, raw)
}

/// The values a local variable called as a function was assigned, when
/// every one is a member of another object (`let get = http.get;
/// if (tls) get = https.get;`, `fetch = session.get`): in the function
/// around `call`, or at module level. Empty when any assignment is
/// something else (a function of the project, a parameter's default).
fn function_aliases<'t>(cx: &Cx<'_, 't>, call: Node<'t>, name: &str) -> Vec<Node<'t>> {
    let family = cx.family();
    let member = match family {
        Family::Js => "member_expression",
        Family::Python => "attribute",
        Family::Ruby => return Vec::new(),
    };
    // (name, start of the enclosing function or 0, value range, is a member).
    type Assigned = Vec<(String, usize, (usize, usize), bool)>;
    let table: std::rc::Rc<Assigned> =
        parents::file_fact(parents::question::FUNCTION_ALIASES, || {
            let mut out = Assigned::new();
            static KINDS: std::sync::LazyLock<parents::KindSet> = std::sync::LazyLock::new(|| {
                parents::KindSet::new(|k, _| {
                    matches!(
                        k,
                        "variable_declarator" | "assignment_expression" | "assignment"
                    )
                })
            });
            parents::preorder_of(cx.root, &KINDS, &mut |n| {
                let (left, right) = match n.kind_name() {
                    "variable_declarator" => (n.field("name"), n.field("value")),
                    "assignment_expression" | "assignment" => (n.field("left"), n.field("right")),
                    _ => return std::ops::ControlFlow::Continue(()),
                };
                if let (Some(left), Some(right)) = (left, right)
                    && left.kind_name() == "identifier"
                {
                    let right = ast::unwrap_expr(right);
                    let scope = ast::enclosing_function(n, family).map_or(0, |f| f.start_byte());
                    out.push((
                        cx.text_of(left).to_string(),
                        scope,
                        (right.start_byte(), right.end_byte()),
                        right.kind_name() == member,
                    ));
                }
                std::ops::ControlFlow::Continue(())
            });
            out
        });
    let scope = ast::enclosing_function(call, family).map_or(0, |f| f.start_byte());
    for scope in [scope, 0] {
        let mine: Vec<_> = table
            .iter()
            .filter(|(n, s, _, _)| n == name && *s == scope)
            .collect();
        if mine.is_empty() {
            continue;
        }
        if !mine.iter().all(|(_, _, _, is_member)| *is_member) {
            return Vec::new();
        }
        return mine
            .iter()
            .filter_map(|(_, _, (s, e), _)| parents::descendant_for_byte_range(cx.root, *s, *e))
            .filter(|v| v.kind_name() == member)
            .collect();
    }
    Vec::new()
}

/// A request on a client instance another project module exports
/// (`api.get(...)` with `import api from './api'`).
fn imported_client_call(
    cx: &Cx<'_, '_>,
    def: &crate::model::effects::Def,
    name: &str,
    display: &str,
) -> Option<Outbound> {
    if def.effect.via == crate::model::effects::SDK_INSTANCE {
        let mut out = sdk(display, name)?;
        out.evidence = format!("`{name}` is the SDK client that {} exports", def.path);
        return Some(out);
    }
    let lib = def.effect.via.split('.').next().unwrap_or(&def.effect.via);
    let mut out = http(cx, lib, display)?;
    out.client_retries |= def.effect.retries;
    out.evidence = format!("`{name}` is the `{lib}` client that {} exports", def.path);
    Some(out)
}

/// A request on a client a project factory function built
/// (`const client = await makeClient(); client.get(...)`).
fn factory_client_call(
    cx: &Cx<'_, '_>,
    def: &crate::model::effects::Def,
    function: &str,
    name: &str,
    display: &str,
) -> Option<Outbound> {
    if def.effect.via == crate::model::effects::SDK_INSTANCE {
        let mut out = sdk(display, name)?;
        out.evidence = format!(
            "`{name}` is the SDK client `{function}` builds ({}:{})",
            def.path, def.line
        );
        return Some(out);
    }
    let lib = def.effect.via.split('.').next().unwrap_or(&def.effect.via);
    let mut out = http(cx, lib, display)?;
    out.client_retries |= def.effect.retries;
    out.evidence = format!(
        "`{name}` is the `{lib}` client `{function}` builds ({}:{})",
        def.path, def.line
    );
    Some(out)
}

/// The SDK instance a Python call chain starts from, when that SDK's calls
/// only build requests (`deferred-request-sdk-modules`): `service` for
/// `service.events().list(calendarId=c)`, `self.service` for
/// `self.service.users()`.
fn deferred_request_root<'t>(cx: &Cx<'_, 't>, object: Node<'t>) -> Option<&'t str> {
    // The receiver of the innermost call of the chain (the object itself
    // when the chain has no call).
    let mut root = object;
    let mut node = object;
    loop {
        match node.kind_name() {
            "call" => {
                let function = node.field("function")?;
                if function.kind_name() != "attribute" {
                    return None;
                }
                root = function.field("object")?;
                node = root;
            }
            "attribute" => node = node.field("object")?,
            _ => break,
        }
    }
    let root = cx.text_of(root);
    let module = cx.facts.sdk_modules.get(root)?;
    crate::model::knowledge::name_under(
        crate::model::knowledge::list(Eco::Python, "deferred-request-sdk-modules"),
        module,
    )
    .then_some(root)
}

/// `service.events().list(calendarId=c).execute` ->
/// `service.events().list(...).execute`: a call chain as a message names it.
fn elide_arguments(chain: &str) -> String {
    let mut out = String::with_capacity(chain.len());
    let mut depth = 0usize;
    let mut has_arguments = false;
    for c in chain.chars() {
        match c {
            '(' => {
                if depth == 0 {
                    out.push('(');
                    has_arguments = false;
                }
                depth += 1;
            }
            ')' if depth > 0 => {
                depth -= 1;
                if depth == 0 {
                    if has_arguments {
                        out.push_str("...");
                    }
                    out.push(')');
                }
            }
            _ if depth == 0 => out.push(c),
            _ => has_arguments |= !c.is_whitespace(),
        }
    }
    out
}

/// False for an SDK instance built by a factory of a module that does not
/// retry by default (`googleapiclient`); true for the others (boto3).
fn sdk_retries_by_default(cx: &Cx<'_, '_>, instance: &str) -> bool {
    cx.facts.sdk_modules.get(instance).is_none_or(|module| {
        crate::model::knowledge::name_under(
            crate::model::knowledge::list(Eco::Python, "retrying-sdk-modules"),
            module,
        )
    })
}

fn ruby_call<'t>(cx: &Cx<'_, 't>, call: Node<'t>) -> Option<Outbound> {
    if call.kind_name() != "call" {
        return None;
    }
    let method = cx.text_of(call.field("method")?);
    let Some(receiver) = call.field("receiver") else {
        // A same-class method called with no receiver.
        if let Some(r) = resolve::function_call(cx, method) {
            return from_resolved(r, method);
        }
        return ruby_mixin_request(cx, call, method, method);
    };
    let recv = cx.text_of(receiver);
    let display = format!("{recv}.{method}");
    if let Some(out) = ruby_mixin_request(cx, call, method, &display) {
        return Some(out);
    }
    if is_configured_client(cx, recv) {
        return http(cx, recv, &display);
    }
    if RUBY_CONSTRUCTOR_METHODS.contains(&method) && RUBY_CLIENT_CONSTANTS.contains(&recv) {
        return None;
    }
    // `conn.request :authorization, :Bearer, token` registers middleware
    // (a symbol names it); a request takes a path, a URL or a request object.
    let registers_middleware = call
        .field("arguments")
        .and_then(|a| a.named_child(0))
        .is_some_and(|a| a.kind_name() == "simple_symbol");
    let verb = RUBY_REQUEST_METHODS.contains(&method) && !registers_middleware;
    if RUBY_CLIENT_CONSTANTS.contains(&recv) {
        return if verb { http(cx, recv, &display) } else { None };
    }
    // `URI.parse(url).open`: a call whose result reaches the network
    // (`client-returning-calls`).
    if receiver.kind_name() == "call" {
        let (builder_recv, builder) = ast::ruby_receiver_and_method(receiver, cx.text);
        let key = format!("{builder_recv}.{builder}>{method}");
        if crate::model::knowledge::list(Eco::Ruby, "client-returning-calls")
            .contains(&key.as_str())
        {
            return http(
                cx,
                builder_recv,
                &format!("{builder_recv}.{builder}(...).{method}"),
            );
        }
    }
    // HTTP.headers(...).get(url), HTTP.timeout(3).post(...)
    if verb && receiver.kind_name() == "call" {
        let mut root = receiver;
        while root.kind_name() == "call" {
            match root.field("receiver") {
                Some(r) => root = r,
                None => break,
            }
        }
        let root_text = cx.text_of(root);
        if crate::model::knowledge::list(Eco::Ruby, "chain-built-clients").contains(&root_text) {
            let mut out = http(cx, root_text, &display)?;
            out.client_retries |=
                crate::semantics::facts::chain_retries(root_text, cx.text_of(receiver));
            return Some(out);
        }
    }
    if let Some(lib) = cx.facts.client_instances.get(recv) {
        if verb {
            let retries = cx.facts.retrying_clients.contains(recv);
            let mut out = http(cx, lib, &display)?;
            out.client_retries |= retries && !out.retry_disabled;
            return Some(out);
        }
        return None;
    }
    if cx.facts.sdk_instances.contains(recv) {
        return sdk(&display, recv);
    }
    // `@client.webhooks`: a namespace the SDK keeps in process.
    if crate::model::knowledge::list(Eco::Common, "sdk-local-namespaces").contains(&method)
        && matches!(
            resolve::member_call(cx, recv, method),
            Some(Resolved::Sdk { .. })
        )
    {
        return None;
    }
    if let Some(out) = sdk_resource_call(cx, recv, &display) {
        return Some(out);
    }
    // A constant another file binds to a client (`IDENTITY_HTTP =
    // Faraday.new(...)` in an initializer): Ruby constants are global.
    // A class or module method of another file that builds or memoizes a
    // client (`Services.notify_client.send_email(...)`).
    let class_factory = receiver.kind_name() == "call"
        && receiver.field("arguments").is_none()
        && receiver
            .field("receiver")
            .is_some_and(|r| matches!(r.kind_name(), "constant" | "scope_resolution"));
    let global = if class_factory {
        let (class, factory) = ast::ruby_receiver_and_method(receiver, cx.text);
        let simple = class.rsplit("::").next().unwrap_or(class);
        Some(format!("{simple}.{factory}"))
    } else {
        (crate::semantics::names::is_constant_name(recv) && !cx.bindings().classes.contains(recv))
            .then(|| recv.to_string())
    };
    if let Some(global) = global
        && let Some(def) = cx.index.effects.global_instance(Family::Ruby, &global)
    {
        let sends = verb || def.effect.via == crate::model::effects::SDK_INSTANCE;
        return sends.then(|| imported_client_call(cx, def, recv, &display))?;
    }
    // A memoized or factory method that builds a client
    // (`def connection = Faraday.new(...)`, `@conn ||= Faraday.new`), also
    // called with arguments (`connection(url).post`).
    let factory = if receiver.kind_name() == "call" && receiver.field("receiver").is_none() {
        receiver.field("method").map_or(recv, |m| cx.text_of(m))
    } else {
        recv
    };
    if let Some(ty) = cx.bindings().types.get(factory)
        && RUBY_CLIENT_CONSTANTS.contains(&ty.as_str())
    {
        return if verb { http(cx, ty, &display) } else { None };
    }
    // A variable set from, or a bare call of, a class method the class
    // inherits that builds a client (`class WidgetService < ApiService;
    // @conn ||= connect`, `ApiService.connect` another file defines).
    if let Some(method) = cx
        .bindings()
        .factory_at(recv, call, Family::Ruby)
        .or((factory != recv).then_some(factory))
        && let Some(superclass) = ast::enclosing_class(call, Family::Ruby)
            .and_then(|c| c.field("superclass"))
            .map(|s| cx.text_of(s).trim_start_matches('<').trim())
        && let simple = superclass.rsplit("::").next().unwrap_or(superclass)
        && let Some(def) = cx
            .index
            .effects
            .global_instance(Family::Ruby, &format!("{simple}.{method}"))
    {
        let sends = verb || def.effect.via == crate::model::effects::SDK_INSTANCE;
        return sends.then(|| imported_client_call(cx, def, recv, &display))?;
    }
    if let Some(r) = resolved_member(cx, recv, method, &display) {
        return r;
    }
    if method == "request" && sends_request_object(cx, call) {
        return http(cx, "Net::HTTP", &display);
    }
    // `Acme::Billing.new(...).charge`: a method on a fresh instance.
    if receiver.kind_name() == "call" {
        let (ctor_recv, ctor_method) = ast::ruby_receiver_and_method(receiver, cx.text);
        let ctor_recv = ctor_recv.trim_start_matches("::");
        // `Faraday.new(url: u).post`: a verb on a client built in place.
        // Its retry middleware, if any, is configured in that constructor's
        // block (`f.request :retry`).
        if ctor_method == "new" && RUBY_CLIENT_CONSTANTS.contains(&ctor_recv) {
            if !verb {
                return None;
            }
            let mut out = http(cx, ctor_recv, &display)?;
            out.client_retries |= cx.text_of(receiver).to_ascii_lowercase().contains("retry")
                && retry_enabled_by_options(ctor_recv, cx.text_of(call));
            return Some(out);
        }
        if ctor_method == "new"
            && let Some(r) = resolve::type_method(cx, ctor_recv, method)
        {
            return from_resolved(r, &display);
        }
    }
    api_like(cx, call, receiver, &display)
}

/// A request verb a class takes in from a client module it includes
/// (`client-mixins`: `include HTTParty`), called on the class itself:
/// `self.class.get(path)` in an instance method, `get(path)` or
/// `self.get(path)` in a class method, `Gateway.post(...)` by the class's
/// name.
fn ruby_mixin_request(
    cx: &Cx<'_, '_>,
    call: Node<'_>,
    method: &str,
    display: &str,
) -> Option<Outbound> {
    if !RUBY_REQUEST_METHODS.contains(&method) || call.field("arguments").is_none() {
        return None;
    }
    let class = ast::enclosing_class(call, Family::Ruby)?;
    let mixin = included_client_mixin(cx, class)?;
    let on_the_class = match call.field("receiver").map(|r| cx.text_of(r)) {
        None | Some("self") => in_class_method(call, class),
        Some("self.class") => true,
        Some(name) => class.field("name").is_some_and(|n| cx.text_of(n) == name),
    };
    on_the_class.then(|| http(cx, mixin, display))?
}

/// The client module (`client-mixins`) a Ruby class or module includes in
/// its body.
fn included_client_mixin(cx: &Cx<'_, '_>, class: Node<'_>) -> Option<&'static str> {
    let mixins = crate::model::knowledge::list(Eco::Ruby, "client-mixins");
    let body = class.field("body")?;
    let mut c = body.walk();
    body.named_children(&mut c).find_map(|stmt| {
        if stmt.kind_name() != "call"
            || stmt.field("receiver").is_some()
            || stmt.field("method").map(|m| cx.text_of(m)) != Some("include")
        {
            return None;
        }
        let args = stmt.field("arguments")?;
        let mut ac = args.walk();
        let names: Vec<&str> = args
            .named_children(&mut ac)
            .map(|a| cx.text_of(a).trim_start_matches("::"))
            .collect();
        mixins.iter().copied().find(|m| names.contains(m))
    })
}

/// `node` runs in a class method of `class`: inside `def self.x` or
/// `class << self`.
fn in_class_method(node: Node<'_>, class: Node<'_>) -> bool {
    let mut cur = crate::semantics::parents::parent(node);
    while let Some(n) = cur {
        if n.id() == class.id() {
            return false;
        }
        match n.kind_name() {
            "singleton_method" | "singleton_class" => return true,
            _ => {}
        }
        cur = crate::semantics::parents::parent(n);
    }
    false
}

/// `x.request(req)` where `req` is a request object (`request-object-classes`):
/// built in place or bound to a variable of the file.
fn sends_request_object(cx: &Cx<'_, '_>, call: Node<'_>) -> bool {
    request_object_class(cx, call).is_some()
}

/// The class of the request object a Ruby call sends (`request-object-classes`:
/// `http.request(req)` with `req = Net::HTTP::Get.new(uri)`, built in place
/// or bound to a local, the method's own last assignment first: `req` is
/// bound to another request in each method of a gateway).
fn request_object_class(cx: &Cx<'_, '_>, call: Node<'_>) -> Option<String> {
    let arg = call.field("arguments").and_then(|a| a.named_child(0))?;
    let ty = match arg.kind_name() {
        "call" => crate::semantics::bindings::ruby_constructed(arg, cx.text),
        "identifier" => ast::enclosing_function(arg, Family::Ruby)
            .and_then(|f| {
                crate::semantics::bindings::ruby_local_values(
                    f,
                    cx.text_of(arg),
                    cx.text,
                    arg.start_byte(),
                )
                .pop()
            })
            .and_then(|v| crate::semantics::bindings::ruby_constructed(v, cx.text))
            .or_else(|| cx.bindings().types.get(cx.text_of(arg)).cloned()),
        "instance_variable" => cx.bindings().types.get(cx.text_of(arg)).cloned(),
        _ => None,
    }?;
    crate::model::knowledge::list(Eco::Ruby, "request-object-classes")
        .contains(&ty.as_str())
        .then_some(ty)
}

/// The HTTP methods of the requests a Ruby file sends through `client`
/// (`Faraday`) as the model resolves them: a verb called on a connection
/// (`conn.post`, `faraday_connection(url).get`, `Faraday.new(...).get`) or
/// `run_request(:post, ...)`, and the verb a `def method`/`def http_method`
/// answers (a class that dispatches on it). Empty when the file sends none.
pub fn ruby_request_verbs(cx: &Cx<'_, '_>, client: &str) -> Vec<String> {
    use crate::semantics::names::{HTTP_METHODS, http_methods_in};
    let mut sent: Vec<String> = Vec::new();
    let mut answered: Vec<String> = Vec::new();
    ast::walk(cx.root, &mut |n| {
        match n.kind_name() {
            "call" => {
                let method = n.field("method").map_or("", |m| cx.text_of(m));
                let verb = if method == "run_request" {
                    n.field("arguments")
                        .and_then(|a| http_methods_in(cx.text_of(a)).into_iter().next())
                } else {
                    HTTP_METHODS.contains(&method).then(|| method.to_string())
                };
                if let Some(v) = verb
                    && outbound_call(cx, n).is_some_and(|o| o.client == client)
                    && !sent.contains(&v)
                {
                    sent.push(v);
                }
            }
            "method" => {
                let name = n.field("name").map_or("", |x| cx.text_of(x));
                if matches!(name, "method" | "http_method" | "request_method")
                    && let Some(body) = n.field("body")
                    && cx.text_of(body).trim().len() < 12
                {
                    for v in http_methods_in(cx.text_of(body)) {
                        if !answered.contains(&v) {
                            answered.push(v);
                        }
                    }
                }
            }
            _ => {}
        }
        true
    });
    if sent.is_empty() {
        return sent;
    }
    for v in answered {
        if !sent.contains(&v) {
            sent.push(v);
        }
    }
    sent
}

/// True when the model resolved the call to project code that makes no
/// outbound call (a method summarised as local work): name heuristics must
/// not override that.
pub fn is_resolved_local<'t>(cx: &Cx<'_, 't>, call: Node<'t>) -> bool {
    let family = cx.family();
    let Some((recv, method)) = ast::call_receiver_and_method(call, family, cx.text) else {
        return false;
    };
    let resolution = if recv.is_empty() {
        resolve::function_call(cx, method)
    } else {
        resolve::member_call(cx, recv, method)
    };
    resolution == Some(Resolved::Local)
}

/// True for a client constructor call (`axios.create`, `Faraday.new`,
/// `requests.Session()`, `httpx.Client()`).
pub fn is_client_constructor<'t>(cx: &Cx<'_, 't>, call: Node<'t>) -> bool {
    match cx.family() {
        Family::Js => call
            .field("function")
            .is_some_and(|f| JS_CLIENT_CONSTRUCTORS.contains(&cx.text_of(f))),
        Family::Python => call.field("function").is_some_and(|f| {
            let resolved = resolve_python_name(cx.facts, cx.text_of(f));
            PY_CLIENT_CONSTRUCTORS.contains(&resolved.as_str())
        }),
        Family::Ruby => {
            let (recv, method) = ast::ruby_receiver_and_method(call, cx.text);
            RUBY_CLIENT_CONSTANTS.contains(&recv) && RUBY_CONSTRUCTOR_METHODS.contains(&method)
        }
    }
}

/// `new https.Agent(...)`, `new Pool(...)` imported from `undici`: a class of a
/// client package whose instance carries the connection settings of the
/// requests made through it (import-aware).
pub fn is_js_connection_class(cx: &Cx<'_, '_>, new_expr: Node<'_>) -> bool {
    let Some(ctor) = new_expr.field("constructor") else {
        return false;
    };
    let ctor = cx.text_of(ctor);
    let (package, class) = match ctor.split_once('.') {
        Some((head, class)) => (cx.facts.imports.get(head), class),
        None => (
            cx.facts.imports.get(ctor),
            cx.facts.import_names.get(ctor).map_or(ctor, String::as_str),
        ),
    };
    package.is_some_and(|p| {
        JS_CONNECTION_CLASSES
            .iter()
            .any(|(pkg, c)| *pkg == p.as_str() && *c == class)
    })
}

/// Whether a failure of this outbound call reaches the caller as an error
/// that carries the HTTP status: an SDK call, a client that throws on a
/// non-2xx response (`status-error-clients` in the knowledge files; Python
/// clients raise only through `raise_for_status`, judged at the call), or
/// project code summarised as doing so.
pub fn raises_on_status(cx: &Cx<'_, '_>, o: &Outbound) -> bool {
    use crate::model::knowledge::{list, name_under, package_matches};
    match o.kind {
        CallKind::Sdk => true,
        CallKind::Project => o.project_raises_status,
        CallKind::ApiLike => false,
        CallKind::Http => {
            let eco = match cx.family() {
                Family::Js => Eco::Javascript,
                Family::Ruby => Eco::Ruby,
                Family::Python => return false,
            };
            let l = list(eco, "status-error-clients");
            package_matches(l, &o.client) || name_under(l, &o.client)
        }
    }
}

/// The file installs a response hook that raises on a failed status on a
/// requests session (`session.hooks["response"] = [check]`, `hooks={"response":
/// ...}` with `check` calling `raise_for_status()`): every failed response
/// of that session raises. Read per file: the sessions of one file are
/// built by one helper in practice.
pub fn session_hook_raises_on_status(cx: &Cx<'_, '_>) -> bool {
    use std::sync::LazyLock;
    static RESPONSE_HOOK: LazyLock<regex::Regex> = LazyLock::new(|| {
        regex::Regex::new(
            r#"hooks\s*(\[\s*["']response["']\s*\]|=\s*\{\s*["']response["']|\(\s*response\s*=)"#,
        )
        .expect("valid regex")
    });
    cx.family() == Family::Python
        && cx.text.contains("raise_for_status")
        && RESPONSE_HOOK.is_match(cx.text)
}

/// True when a call opens a network connection to a datastore or broker
/// (`connection-openers` in the knowledge files): `amqp.connect(url)`,
/// `mongoose.connect(uri)`, `this.client.connect()` on a `MongoClient`,
/// `psycopg2.connect(dsn)`, `PG.connect(url)`, `@bunny.start`. Queries on
/// the connection are local work for the other rules; opening it reaches
/// the server.
pub fn opens_connection<'t>(cx: &Cx<'_, 't>, call: Node<'t>) -> bool {
    let family = cx.family();
    let openers = &CONNECTION_OPENERS[family as usize];
    if !could_open_connection(cx, call, openers) {
        return false;
    }
    let candidates = match family {
        Family::Js => js_connection_names(cx, call),
        Family::Python => py_connection_names(cx, call),
        Family::Ruby => ruby_connection_names(cx, call),
    };
    candidates
        .iter()
        .any(|c| openers.names.contains(&c.as_str()))
}

/// The `connection-openers` of one family, and the last part of each entry
/// (the function or method name after the last `:`, `.` or `#`).
struct Openers {
    names: &'static [&'static str],
    last_parts: std::collections::HashSet<&'static str>,
}

/// Indexed by `Family as usize`.
static CONNECTION_OPENERS: std::sync::LazyLock<[Openers; 3]> = std::sync::LazyLock::new(|| {
    let openers = |eco| {
        let names = crate::model::knowledge::list(eco, "connection-openers");
        let last_parts = names
            .iter()
            .map(|n| n.rsplit([':', '.', '#']).next().unwrap_or(n))
            .collect();
        Openers { names, last_parts }
    };
    Family::ALL.map(|f| match f {
        Family::Js => openers(Eco::Javascript),
        Family::Ruby => openers(Eco::Ruby),
        Family::Python => openers(Eco::Python),
    })
});

/// A cheap reject before the candidate names are built: the method (or,
/// for a Python attribute call, the attribute) is the last part of every
/// candidate, so it must be the last part of some opener. Bare JS and
/// Python names may be import aliases (`import { connect as amqpConnect }`)
/// and are never rejected here.
fn could_open_connection(cx: &Cx<'_, '_>, call: Node<'_>, openers: &Openers) -> bool {
    let last = match cx.family() {
        Family::Ruby => {
            if call.kind_name() != "call" {
                return false;
            }
            ast::ruby_receiver_and_method(call, cx.text).1
        }
        Family::Js | Family::Python => {
            let Some(f) = call.field("function") else {
                return false;
            };
            let f = ast::strip_type_arguments(f);
            let field = match f.kind_name() {
                "member_expression" => "property",
                "attribute" => "attribute",
                _ => return true,
            };
            match f.field(field) {
                Some(p) => cx.text_of(p),
                None => return true,
            }
        }
    };
    openers.last_parts.contains(last)
}

/// `package:function` and `package:Class#method` names of a JS call.
fn js_connection_names(cx: &Cx<'_, '_>, call: Node<'_>) -> Vec<String> {
    let mut out = Vec::new();
    if call.kind_name() != "call_expression" {
        return out;
    }
    let Some(f) = call.field("function") else {
        return out;
    };
    let f = ast::strip_type_arguments(f);
    let facts = cx.facts;
    match f.kind_name() {
        "identifier" => {
            let name = cx.text_of(f);
            if let Some(package) = facts.imports.get(name) {
                let original = facts.import_names.get(name).map_or(name, String::as_str);
                out.push(format!("{package}:{original}"));
            }
        }
        "member_expression" => {
            let (Some(object), Some(property)) =
                (f.field("object").map(ast::unwrap_expr), f.field("property"))
            else {
                return out;
            };
            let object_text = cx.text_of(object);
            let method = cx.text_of(property);
            // A module function (`amqp.connect`) or a static method
            // (`MongoClient.connect`) of an imported name.
            if let Some(package) = facts.imports.get(object_text) {
                let original = facts
                    .import_names
                    .get(object_text)
                    .filter(|o| !matches!(o.as_str(), "default" | "*"));
                match original {
                    Some(class) => out.push(format!("{package}:{class}.{method}")),
                    None => out.push(format!("{package}:{method}")),
                }
            }
            // A method of an instance of a package's class.
            let ty = cx.bindings().types.get(object_text).cloned().or_else(|| {
                let rest = object_text.strip_prefix("new ")?;
                rest.split_once('(').map(|(t, _)| t.trim().to_string())
            });
            if let Some(ty) = ty {
                let root = ty.split('.').next().unwrap_or(&ty);
                if let Some(package) = facts.imports.get(root) {
                    let class = match ty.split_once('.') {
                        Some((_, class)) => class.to_string(),
                        None => facts
                            .import_names
                            .get(root)
                            .filter(|o| !matches!(o.as_str(), "default" | "*"))
                            .cloned()
                            .unwrap_or(ty.clone()),
                    };
                    out.push(format!("{package}:{class}#{method}"));
                }
            }
        }
        _ => {}
    }
    out
}

/// Dotted names of a Python call after import resolution, and
/// `module.Class#method` for a method of a typed instance.
fn py_connection_names(cx: &Cx<'_, '_>, call: Node<'_>) -> Vec<String> {
    let mut out = Vec::new();
    if call.kind_name() != "call" {
        return out;
    }
    let Some(f) = call.field("function") else {
        return out;
    };
    out.push(resolve_python_name(cx.facts, cx.text_of(f)));
    if f.kind_name() == "attribute"
        && let (Some(object), Some(attr)) = (f.field("object"), f.field("attribute"))
        && let Some(ty) = cx.bindings().types.get(cx.text_of(object))
    {
        out.push(format!(
            "{}#{}",
            resolve_python_name(cx.facts, ty),
            cx.text_of(attr)
        ));
    }
    out
}

/// `Receiver.method` as written, and `Class#method` for a method of a
/// typed instance (`@conn = Bunny.new(...)`; `@conn.start`).
fn ruby_connection_names(cx: &Cx<'_, '_>, call: Node<'_>) -> Vec<String> {
    let mut out = Vec::new();
    if call.kind_name() != "call" {
        return out;
    }
    let (recv, method) = ast::ruby_receiver_and_method(call, cx.text);
    if recv.is_empty() {
        return out;
    }
    let recv = recv.trim_start_matches("::");
    out.push(format!("{recv}.{method}"));
    if let Some(ty) = cx.bindings().types.get(recv) {
        out.push(format!("{}#{method}", ty.trim_start_matches("::")));
    }
    out
}

/// A call that drops a client connection the object holds, so that the
/// next call opens a fresh one (`connection-reset-methods`):
/// `@connection.reset`, `self.client.reconnect()`, `this.db.reconnect()`,
/// or the object's own `reconnect!` / `self._reset_session()`. Returns the
/// call's text.
pub fn connection_reset<'t>(call: Node<'t>, cx: &Cx<'_, 't>) -> Option<&'t str> {
    use crate::model::knowledge;
    let family = cx.family();
    let (receiver, method) = ast::call_receiver_and_method(call, family, cx.text)?;
    if !knowledge::list(Eco::of(family), "connection-reset-methods").contains(&method) {
        return None;
    }
    let held = receiver.starts_with('@')
        || ["self.", "this.", "cls."]
            .iter()
            .any(|p| receiver.strip_prefix(p).is_some_and(|r| !r.contains('.')));
    // The object's own method, when its name says more than `reset`
    // (`generic-reset-methods`: a bare `reset` may reset anything).
    let own = matches!(receiver, "" | "self" | "this")
        && !knowledge::list(Eco::of(family), "generic-reset-methods")
            .contains(&method.trim_start_matches('_'));
    (held || own).then(|| cx.text_of(call))
}

/// The HTTP method of a client call: the method name (`axios.post`,
/// `requests.put`, `RestClient.delete`) or a `method:` option (`fetch(url,
/// { method: 'POST' })`).
pub fn http_verb(call: Node<'_>, out: &Outbound, cx: &Cx<'_, '_>) -> Option<String> {
    static METHOD_OPTION: std::sync::LazyLock<regex::Regex> = std::sync::LazyLock::new(|| {
        regex::Regex::new(r#"(?i)\bmethod\s*(?::|=>|=)\s*[:'"]?(get|post|put|patch|delete|head)\b"#)
            .expect("valid regex")
    });
    let last = out
        .display
        .rsplit(['.', ':'])
        .next()
        .unwrap_or("")
        .to_ascii_lowercase();
    if crate::semantics::names::HTTP_METHODS.contains(&last.as_str()) && last != "options" {
        return Some(last.to_ascii_uppercase());
    }
    // Ruby `http.request(req)` with `req = Net::HTTP::Get.new(uri)`: the
    // request object's class names the method.
    if cx.family() == Family::Ruby
        && let Some(ty) = request_object_class(cx, call)
        && let Some(verb) = ty.rsplit("::").next().map(str::to_ascii_uppercase)
        && crate::semantics::names::HTTP_METHODS.contains(&verb.to_ascii_lowercase().as_str())
    {
        return Some(verb);
    }
    // `requests.request("POST", url)`, `request(:post, path)`: the method
    // passed first.
    let first = call
        .field("arguments")
        .and_then(|a| a.named_child(0))
        .map(|a| {
            cx.text_of(a)
                .trim_matches(|c| c == '\'' || c == '"' || c == ':')
                .to_ascii_uppercase()
        });
    if let Some(verb) = first.filter(|v| {
        v != "OPTIONS"
            && crate::semantics::names::HTTP_METHODS.contains(&v.to_ascii_lowercase().as_str())
    }) {
        return Some(verb);
    }
    let args = call.field("arguments").map(|a| cx.text_of(a)).unwrap_or("");
    METHOD_OPTION
        .captures(args)
        .map(|c| c[1].to_ascii_uppercase())
}

/// Whether the options written in `text` (a client built in place and its
/// request) turn on the retry of client `lib` where the library retries
/// only requests marked by an option (`retry-enabling-options`: Excon's
/// `idempotent: true`).
fn retry_enabled_by_options(lib: &str, text: &str) -> bool {
    crate::model::knowledge::list(Eco::Ruby, "retry-enabling-options")
        .iter()
        .filter_map(|entry| entry.split_once(':'))
        .filter(|(client, _)| *client == lib)
        .all(|(_, option)| {
            text.match_indices(option).any(|(at, _)| {
                let rest = text[at + option.len()..].trim_start();
                let rest = rest
                    .strip_prefix("=>")
                    .or_else(|| rest.strip_prefix(':'))
                    .unwrap_or("");
                rest.trim_start().starts_with("true")
            })
        })
}

#[cfg(test)]
mod tests {
    use super::builds_sub_client;

    #[test]
    fn sdk_methods_that_hand_out_a_client_send_nothing() {
        assert!(builds_sub_client("getContainerClient"));
        assert!(builds_sub_client("getBlockBlobClient"));
        assert!(builds_sub_client("get_blob_client"));
        assert!(!builds_sub_client("getClient"));
        assert!(!builds_sub_client("getClients"));
        assert!(!builds_sub_client("uploadData"));
        assert!(!builds_sub_client("get_object"));
    }
}
