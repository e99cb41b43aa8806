//! Per-file facts computed once before rules run: imports, client instances,
//! client-level retry configuration, retry helpers defined in the file.

use crate::lang::Family;
use crate::semantics::ast;
use crate::semantics::ast::Field;
use crate::semantics::kind::NodeKind as _;
use crate::semantics::names::*;
use rustc_hash::{FxHashMap as HashMap, FxHashSet as HashSet};
use tree_sitter::Node;

/// A retry helper defined in (or imported into) this file.
#[derive(Clone, Debug)]
pub struct RetryHelper {
    pub name: String,
    /// 1-based line of the definition (0 when imported).
    pub line: usize,
    /// Module it was imported from, when imported.
    pub imported_from: Option<String>,
}

#[derive(Debug, Default)]
pub struct FileFacts {
    /// Local binding -> package/module it comes from (`axios` -> `axios`,
    /// `get` -> `requests`, `AsyncClient` -> `httpx`).
    pub imports: HashMap<String, String>,
    /// Binding -> original imported name (`{ request as undiciRequest }`).
    pub import_names: HashMap<String, String>,
    /// JS namespace imports (`import * as billing from './billing'`): the
    /// binding is the module, not its default export.
    pub namespace_imports: HashSet<String>,
    /// Names holding an HTTP client instance (`api`, `this.client`,
    /// `self.session`, `@conn`) -> the client library.
    pub client_instances: HashMap<String, String>,
    /// Of `client_instances`, the names typed as a client that the file
    /// does not build (a parameter `client: AxiosInstance`): handed in.
    pub typed_clients: HashSet<String>,
    /// Names holding an AWS SDK (or similar) client.
    pub sdk_instances: HashSet<String>,
    /// SDK instances built by a factory function of a known module
    /// (`sdk-factories`: `service = build("calendar", "v3")`) -> that module
    /// (`googleapiclient`): whether it retries by default and whether its
    /// calls only build requests that `execute()` sends depend on it.
    pub sdk_modules: HashMap<String, String>,
    /// Python classes of this file that subclass a client
    /// (`class TokenClient(requests.Session)`) -> the client library: their
    /// instances are that client.
    pub client_classes: HashMap<String, String>,
    /// Client libraries configured with retries in this file (`axios`,
    /// `got`, `faraday`, `requests`, ...).
    pub retrying_clients: HashSet<String>,
    /// Client instances built or configured with retries explicitly off
    /// (`axiosRetry(audit, { retries: 0 })`, `got.extend({ retry: { limit: 0 } })`,
    /// Faraday `request :retry, max: 0`, `PoolManager(retries=False)`):
    /// retry configuration is per instance, so another instance of the same
    /// library that retries does not cover them.
    pub retry_disabled: HashSet<String>,
    /// Retry helpers defined or imported in this file.
    pub retry_helpers: Vec<RetryHelper>,
    /// Local bindings that shadow a global client (`function fetch()`).
    pub shadowed: HashSet<String>,
    /// JS bindings that hold a client package's own default instance,
    /// handed over as it is (`this.got = got`): its calls are the
    /// package's, with the package's default retry -> the package.
    pub package_aliases: HashMap<String, String>,
}

impl FileFacts {
    /// `target` hands out what `source` holds (a property or getter
    /// returning `self._session`): it is the same client, retrying or not.
    fn alias(&mut self, target: &str, source: &str) {
        if let Some(lib) = self.client_instances.get(source).cloned() {
            self.client_instances
                .entry(target.to_string())
                .or_insert(lib);
        }
        if self.sdk_instances.contains(source) {
            self.sdk_instances.insert(target.to_string());
        }
        if let Some(module) = self.sdk_modules.get(source).cloned() {
            self.sdk_modules.entry(target.to_string()).or_insert(module);
        }
        if self.retry_disabled.contains(source) {
            self.retry_disabled.insert(target.to_string());
        }
        if self.retrying_clients.contains(source) {
            self.retrying_clients.insert(target.to_string());
        }
    }

    pub fn compute(root: Node<'_>, text: &str, family: Family) -> FileFacts {
        let mut facts = FileFacts::default();
        match family {
            Family::Js => js::collect(&mut facts, root, text),
            Family::Python => python::collect(&mut facts, root, text),
            Family::Ruby => ruby::collect(&mut facts, root, text),
        }
        facts
    }

    pub fn has_retry_helper(&self) -> bool {
        !self.retry_helpers.is_empty()
    }

    pub fn is_retry_helper(&self, name: &str) -> bool {
        self.retry_helpers.iter().any(|h| h.name == name)
    }
}

/// A definition whose body has the shape of a retry: a loop, Ruby `retry`,
/// a call of itself, or a call of a retry wrapper it hands a function or
/// block to (`Retriable.retriable { ... }`, `pRetry(() => ...)`). A name
/// that says retry is not enough on its own, nor is a handler:
/// `confirm_retry_payment` is an endpoint method that sends one request.
pub fn retry_shaped(def: Node<'_>, name: &str, text: &str, family: Family) -> bool {
    // A conflict loop (`if (status === 409) continue`) repeats on an
    // answer, not on a failure.
    if crate::semantics::status::repeats_only_on_answers(def, family, text) {
        return false;
    }
    ast::any_descendant(def, &mut |n| {
        let kind = n.kind_name();
        if kind == "retry" || crate::semantics::loops::is_any_loop(n, family, text) {
            return true;
        }
        if !ast::is_call(kind, family) {
            return false;
        }
        let callee = ast::call_method_name(n, family, text).unwrap_or("");
        // A call of itself (not of a namesake on another receiver).
        if callee == name
            && ast::call_receiver_and_method(n, family, text)
                .is_none_or(|(recv, _)| matches!(recv, "" | "self" | "this"))
        {
            return true;
        }
        // A retry wrapper is handed the work to repeat.
        let hands_work = n.field("block").is_some()
            || n.field("arguments").is_some_and(|args| {
                let mut c = args.walk();
                args.named_children(&mut c).any(|a| {
                    matches!(
                        a.kind_name(),
                        "arrow_function"
                            | "function_expression"
                            | "function"
                            | "lambda"
                            | "block_argument"
                    )
                })
            });
        hands_work && RETRY_WRAPPER_NAME.is_match(callee)
    })
}

/// JavaScript: the client packages whose default export a retry plugin
/// configures with retries on (`axiosRetry(axios, { retries: 3 })` where
/// `axios` is imported from `axios`): a package's module is one instance per
/// program, so every import of it retries.
pub fn patched_package_singletons(
    root: Node<'_>,
    text: &str,
    imports: &HashMap<String, String>,
) -> Vec<String> {
    let mut out: Vec<String> = Vec::new();
    for (instance, options) in retry_plugin_targets(root, text, imports) {
        if let Some(package) = imports.get(&instance)
            && JS_CLIENT_PACKAGES.iter().any(|(p, _)| p == package)
            && retries_enabled(options, Family::Js)
            && !out.contains(package)
        {
            out.push(package.clone());
        }
    }
    out
}

/// The first arguments of retry-plugin calls (`axiosRetry(api, ...)`,
/// `rax.attach(api)`): the instances they configure, with the text of the
/// call's arguments (its retry options).
fn retry_plugin_targets<'t>(
    root: Node<'_>,
    text: &'t str,
    imports: &HashMap<String, String>,
) -> Vec<(String, &'t str)> {
    let mut out = Vec::new();
    // A plugin call is one through an import from a module whose name
    // contains `axios` (below): a file with none has no target, and its
    // tree need not be walked.
    if !imports.values().any(|m| m.contains("axios")) {
        return out;
    }
    ast::walk(root, &mut |n| {
        if n.kind_name() == "call_expression"
            && let Some(f) = n.field("function")
        {
            let ft = text.get(f.byte_range()).unwrap_or("");
            let root_name = ft.split('.').next().unwrap_or(ft);
            // A retry package's function applied to an instance.
            let from_plugin = imports.get(root_name).is_some_and(|m| {
                m.contains("axios")
                    && crate::model::knowledge::package_matches(
                        crate::model::knowledge::list(
                            crate::model::knowledge::Eco::Javascript,
                            "retry-packages",
                        ),
                        m,
                    )
            });
            if from_plugin
                && let Some(args) = n.field("arguments")
                && let Some(arg) = args.named_child(0).filter(|a| {
                    a.kind_name() == "identifier" || a.kind_name() == "member_expression"
                })
            {
                out.push((
                    text.get(arg.byte_range()).unwrap_or("").to_string(),
                    text.get(args.byte_range()).unwrap_or(""),
                ));
            }
        }
        true
    });
    out
}

/// Sessions configured by `X.mount(prefix, adapter)`: those whose adapter
/// retries (`max_retries=Retry(...)`, `max_retries=3`, or a variable built
/// from such), and those mounted with retries off (`max_retries=0`).
/// The session of a `session.mount(prefix, adapter)` call (requests: the
/// adapter, with its retry policy, serves that session's requests).
pub fn mounted_session<'t>(call: Node<'t>, text: &str) -> Option<Node<'t>> {
    let f = call.field("function")?;
    (call.kind_name() == "call"
        && f.kind_name() == "attribute"
        && f.field("attribute")
            .is_some_and(|a| text.get(a.byte_range()) == Some("mount")))
    .then(|| f.field("object"))
    .flatten()
}

fn mounted_sessions(root: Node<'_>, text: &str) -> (Vec<String>, Vec<String>) {
    let mut retrying = Vec::new();
    let mut plain = Vec::new();
    ast::walk(root, &mut |n| {
        if let Some(obj) = mounted_session(n, text) {
            let session = text.get(obj.byte_range()).unwrap_or("").to_string();
            // `self.mount(...)` in a method of a session subclass configures
            // every instance of that class (`class Session(requests.Session)`).
            let class = (session == "self")
                .then(|| ast::enclosing_class(n, Family::Python))
                .flatten()
                .and_then(|c| c.field("name"))
                .and_then(|c| text.get(c.byte_range()))
                .map(str::to_string);
            let args = n
                .field("arguments")
                .and_then(|a| text.get(a.byte_range()))
                .unwrap_or("");
            let compact: String = args.chars().filter(|c| !c.is_whitespace()).collect();
            // `max_retries=<a disabled value>` (`retry-disabled-values`).
            let off = crate::model::knowledge::list(
                crate::model::knowledge::Eco::Python,
                "retry-disabled-values",
            )
            .iter()
            .any(|v| {
                [")", ","]
                    .iter()
                    .any(|end| compact.contains(&format!("max_retries={v}{end}")))
            });
            let into = if off { &mut plain } else { &mut retrying };
            into.push(session);
            into.extend(class);
        }
        true
    });
    (retrying, plain)
}

/// Whether retry configuration written in `text` retries at all: every
/// retry option given a value (`retries: 0`, `max_retries=0`, `retry: false`,
/// `total=0`, `max: 0`) disables it. Options and disabled values are data
/// (`retry-options`, `retry-disabled-values`). Text with no explicit retry
/// option keeps the library's default (it retries).
pub fn retries_enabled(text: &str, family: Family) -> bool {
    retry_setting(text, family) != Some(false)
}

/// The retry configuration written in `text`: `None` when it sets no retry
/// option, `Some(false)` when every retry option it sets disables retries.
pub fn retry_setting(text: &str, family: Family) -> Option<bool> {
    use crate::model::knowledge::{Eco, list};
    use std::sync::LazyLock;
    static ASSIGNMENT: LazyLock<regex::Regex> = LazyLock::new(|| {
        regex::Regex::new(
            r#"([A-Za-z_]+)["']?\s*(?:=>|[:=])\s*(-?[0-9]+|true|false|True|False|None|nil)\b"#,
        )
        .expect("valid regex")
    });
    let eco = match family {
        Family::Js => Eco::Javascript,
        Family::Ruby => Eco::Ruby,
        Family::Python => Eco::Python,
    };
    let options = list(eco, "retry-options");
    let disabled = list(eco, "retry-disabled-values");
    let mut explicit = 0;
    let mut off = 0;
    for c in ASSIGNMENT.captures_iter(text) {
        let key = &c[1];
        if !(options.contains(&key) || matches!(key, "max" | "limit" | "tries" | "attempts")) {
            continue;
        }
        explicit += 1;
        let value = &c[2];
        // `maxAttempts: 1` / `tries: 1` mean one attempt: no retry.
        let one_attempt =
            value == "1" && (key.to_ascii_lowercase().contains("attempt") || key == "tries");
        let off_value = disabled.contains(&value) && value != "1";
        if off_value || one_attempt {
            off += 1;
        }
    }
    (explicit > 0).then_some(off < explicit)
}

fn node_text<'t>(n: Node<'_>, text: &'t str) -> &'t str {
    text.get(n.byte_range()).unwrap_or("")
}

fn line_of(n: Node<'_>) -> usize {
    n.start_position().row + 1
}

mod js {
    use super::*;

    pub fn collect(facts: &mut FileFacts, root: Node<'_>, text: &str) {
        if text.contains("import(") {
            dynamic_imports(facts, root, text);
        }
        let mut cursor = root.walk();
        for stmt in root.named_children(&mut cursor) {
            let stmt = if stmt.kind_name() == "export_statement" {
                stmt.field("declaration").unwrap_or(stmt)
            } else {
                stmt
            };
            match stmt.kind_name() {
                "import_statement" => import_statement(facts, stmt, text),
                // A file-level `function fetch()` shadows the global.
                "function_declaration"
                    if stmt
                        .field("name")
                        .is_some_and(|n| node_text(n, text) == "fetch") =>
                {
                    facts.shadowed.insert("fetch".into());
                }
                "lexical_declaration" | "variable_declaration" => {
                    let mut c = stmt.walk();
                    for decl in stmt.named_children(&mut c) {
                        if decl.kind_name() == "variable_declarator" {
                            require_declarator(facts, decl, text);
                            alias_declarator(facts, decl, text);
                            if decl
                                .field("name")
                                .is_some_and(|n| node_text(n, text) == "fetch")
                            {
                                facts.shadowed.insert("fetch".into());
                            }
                        }
                    }
                }
                _ => {}
            }
        }
        let has_client_import = facts
            .imports
            .values()
            .any(|m| JS_CLIENT_PACKAGES.iter().any(|(p, _)| p == m));
        let mentions = |s: &str| text.contains(s);
        // A regex over the whole text: only when some library is configured.
        let enabled_memo = std::cell::OnceCell::new();
        let enabled = || *enabled_memo.get_or_init(|| retries_enabled(text, Family::Js));
        if mentions("axios-retry") || mentions("retry-axios") || mentions("axios-retry-interceptor")
        {
            // `axiosRetry(api, {...})` configures that instance only, with
            // its own options (`retries: 0` turns it off); the library as a
            // whole only when the default export is passed or the instance
            // cannot be told.
            let instances = retry_plugin_targets(root, text, &facts.imports);
            if instances.is_empty() && enabled() {
                facts.retrying_clients.insert("axios".into());
            }
            for (instance, options) in instances {
                let on = retries_enabled(options, Family::Js);
                if on && facts.imports.get(&instance).is_some_and(|m| m == "axios") {
                    facts.retrying_clients.insert("axios".into());
                }
                if on {
                    facts.retrying_clients.insert(instance);
                } else {
                    facts.retry_disabled.insert(instance);
                }
            }
        }
        if facts.imports.values().any(|m| m == "got") && enabled() {
            // got retries GET/PUT/HEAD/DELETE/OPTIONS/TRACE by default.
            facts.retrying_clients.insert("got".into());
        }
        // `require('axios').create()`: a client package required in place.
        let required_in_place = mentions("require(")
            && JS_CLIENT_PACKAGES.iter().any(|(p, _)| {
                mentions(&format!("require('{p}')")) || mentions(&format!("require(\"{p}\")"))
            });
        // An SDK package imported or required under any name (`const aws =
        // require('aws-sdk'); new aws.SQS()`).
        let sdk_import = || {
            let sdk = crate::model::knowledge::list(
                crate::model::knowledge::Eco::Javascript,
                "sdk-packages",
            );
            facts
                .imports
                .values()
                .any(|m| crate::model::knowledge::package_matches(sdk, m))
        };
        let scan_instances = has_client_import
            || required_in_place
            || mentions("Client(")
            || mentions("AWS.")
            || sdk_import();
        let scan_helpers = RETRY_HELPER_NAME.is_match(text);
        if !(scan_instances || scan_helpers) {
            return;
        }
        // Getters handing out a member (`return this.cached`), settled once
        // every member of the file is known.
        let mut handed_out: Vec<(String, &str)> = Vec::new();
        static KINDS: std::sync::LazyLock<crate::semantics::parents::KindSet> =
            std::sync::LazyLock::new(|| {
                crate::semantics::parents::KindSet::new(|k, _| {
                    matches!(
                        k,
                        "variable_declarator"
                            | "assignment_expression"
                            | "public_field_definition"
                            | "field_definition"
                            | "required_parameter"
                            | "optional_parameter"
                            | "property_signature"
                            | "function_declaration"
                            | "method_definition"
                            | "generator_function_declaration"
                            | "call_expression"
                    )
                })
            });
        crate::semantics::parents::descendants_of(root, &KINDS, &mut |n| {
            match n.kind_name() {
                "variable_declarator" if scan_instances => {
                    if let (Some(name), Some(value)) = (n.field("name"), n.field("value")) {
                        if let Some(kind) = constructed_client(facts, value, text) {
                            record(facts, node_text(name, text).to_string(), kind);
                            retry_off(facts, node_text(name, text), value, text);
                        }
                        if scan_helpers && is_fn_value(value) {
                            helper(facts, node_text(name, text), n, text);
                        }
                    }
                }
                "assignment_expression" if scan_instances => {
                    if let (Some(left), Some(right)) = (n.field("left"), n.field("right"))
                        && let Some(kind) = constructed_client(
                            facts,
                            // `constructor(conn = axios.create()) { this.conn = conn }`.
                            ast::parameter_default(right, Family::Js, text).unwrap_or(right),
                            text,
                        )
                    {
                        if let ClientKind::Http(lib) = &kind
                            && ast::unwrap_expr(right).kind_name() == "identifier"
                        {
                            facts
                                .package_aliases
                                .insert(node_text(left, text).to_string(), lib.clone());
                        }
                        record(facts, node_text(left, text).to_string(), kind);
                        retry_off(facts, node_text(left, text), right, text);
                    }
                }
                "public_field_definition" | "field_definition" => {
                    if let (Some(name), Some(value)) = (
                        n.field("name").or_else(|| n.field("property")),
                        n.field("value"),
                    ) {
                        let key = format!("this.{}", node_text(name, text));
                        if scan_instances && let Some(kind) = constructed_client(facts, value, text)
                        {
                            retry_off(facts, &key, value, text);
                            record(facts, key, kind);
                        } else if scan_helpers && is_fn_value(value) {
                            helper(facts, node_text(name, text), n, text);
                        }
                    } else if scan_instances
                        && let (Some(name), Some(ty)) = (
                            n.field("name").or_else(|| n.field("property")),
                            n.field("type"),
                        )
                    {
                        // `private http: AxiosInstance;`, assigned later from
                        // whatever hands the instance over.
                        let ty = node_text(ty, text).trim_start_matches(':').trim();
                        if is_js_client_type(ty) {
                            let key = format!("this.{}", node_text(name, text));
                            // Handed over by another object (`this.http =
                            // session.axiosInstance`): configured where it was
                            // built, which this file does not show; taken as
                            // retrying, so no missing retry is claimed for it.
                            let class = crate::semantics::parents::parent(n)
                                .map_or("", |b| node_text(b, text));
                            let handed_over = regex::Regex::new(&format!(
                                r"{}\s*=\s*[A-Za-z_$][\w$]*\.[\w$.]+\s*;",
                                regex::escape(&key)
                            ))
                            .is_ok_and(|r| r.is_match(class));
                            if handed_over {
                                facts.retrying_clients.insert(key.clone());
                            }
                            facts.typed_clients.insert(key.clone());
                            record(facts, key, ClientKind::Http("axios".into()));
                        }
                    }
                }
                "required_parameter" | "optional_parameter" | "property_signature"
                    if scan_instances =>
                {
                    if let (Some(name), Some(ty)) = (
                        n.field("pattern").or_else(|| n.field("name")),
                        n.field("type"),
                    ) {
                        let ty = node_text(ty, text).trim_start_matches(':').trim();
                        if is_js_client_type(ty) {
                            let name = node_text(name, text)
                                .trim_start_matches("private ")
                                .trim_start_matches("readonly ");
                            record(facts, name.to_string(), ClientKind::Http("axios".into()));
                            record(
                                facts,
                                format!("this.{name}"),
                                ClientKind::Http("axios".into()),
                            );
                            facts.typed_clients.insert(name.to_string());
                            facts.typed_clients.insert(format!("this.{name}"));
                        }
                    }
                }
                "function_declaration" | "method_definition" | "generator_function_declaration" => {
                    if scan_instances && let Some((target, values)) = getter_returns(n, text) {
                        for v in values {
                            if let Some(kind) = constructed_client(facts, v, text) {
                                retry_off(facts, &target, v, text);
                                record(facts, target.clone(), kind);
                            } else if v.kind_name() == "member_expression" {
                                handed_out.push((target.clone(), node_text(v, text)));
                            }
                        }
                    }
                    if scan_helpers && let Some(name) = n.field("name") {
                        helper(facts, node_text(name, text), n, text);
                    }
                }
                "call_expression" => {
                    // axios.interceptors.response.use(..., retrying handler)
                    if let Some(f) = n.field("function") {
                        let ft = node_text(f, text);
                        if ft.ends_with("interceptors.response.use") {
                            let body = node_text(n, text);
                            let receiver = ft.trim_end_matches(".interceptors.response.use");
                            if body.contains("retry")
                                || body.contains("Retry")
                                || reissues_request(n, receiver, text)
                            {
                                facts.retrying_clients.insert("axios".into());
                                facts.retrying_clients.insert(receiver.to_string());
                            }
                        }
                    }
                }
                _ => {}
            }
        });
        for (target, source) in handed_out {
            facts.alias(&target, source);
        }
    }

    /// A class getter (`get http() { ...; return this.cached; }`) as the
    /// `this.` member it defines and the values it returns.
    fn getter_returns<'t>(def: Node<'t>, text: &str) -> Option<(String, Vec<Node<'t>>)> {
        if def.kind_name() != "method_definition" {
            return None;
        }
        let mut c = def.walk();
        if !def.children(&mut c).any(|ch| ch.kind_name() == "get") {
            return None;
        }
        let name = node_text(def.field("name")?, text);
        let values = crate::semantics::ast::returned_values(def, def.field("body")?, Family::Js);
        Some((format!("this.{name}"), values))
    }

    /// The error handler of `receiver.interceptors.response.use(ok, onError)`
    /// sends the request again (`return api(error.config)`,
    /// `axios.request(config)`): the client retries, whatever the counter is
    /// called.
    fn reissues_request(use_call: Node<'_>, receiver: &str, text: &str) -> bool {
        let Some(on_error) = use_call.field("arguments").and_then(|a| a.named_child(1)) else {
            return false;
        };
        let callees = [
            receiver.to_string(),
            format!("{receiver}.request"),
            "axios".to_string(),
            "axios.request".to_string(),
        ];
        let mut found = false;
        crate::semantics::ast::walk(on_error, &mut |c| {
            if found {
                return false;
            }
            if c.kind_name() == "call_expression"
                && c.field("function")
                    .is_some_and(|f| callees.iter().any(|k| k == node_text(f, text)))
                && c.field("arguments")
                    .and_then(|a| a.named_child(0))
                    .is_some_and(|a| {
                        a.kind_name() == "identifier" || node_text(a, text).ends_with(".config")
                    })
            {
                found = true;
            }
            true
        });
        found
    }

    /// A client built with its retries turned off (`got.extend({ retry: {
    /// limit: 0 } })`).
    fn retry_off(facts: &mut FileFacts, name: &str, value: Node<'_>, text: &str) {
        if retry_setting(node_text(value, text), Family::Js) == Some(false) {
            facts.retry_disabled.insert(name.to_string());
        }
    }

    fn is_fn_value(n: Node<'_>) -> bool {
        matches!(
            n.kind_name(),
            "arrow_function" | "function_expression" | "function"
        )
    }

    /// `const fetch: any = fetchLib`: a module-level alias of an imported
    /// binding is that import under another name.
    fn alias_declarator(facts: &mut FileFacts, decl: Node<'_>, text: &str) {
        let (Some(name), Some(value)) = (decl.field("name"), decl.field("value")) else {
            return;
        };
        if name.kind_name() != "identifier" || value.kind_name() != "identifier" {
            return;
        }
        let Some(module) = facts.imports.get(node_text(value, text)).cloned() else {
            return;
        };
        let original = facts.import_names.get(node_text(value, text)).cloned();
        let alias = node_text(name, text).to_string();
        facts.imports.insert(alias.clone(), module);
        if let Some(original) = original {
            facts.import_names.insert(alias, original);
        }
    }

    /// A TypeScript type that names an HTTP client (`client-types`:
    /// `AxiosInstance`, also qualified, `axios.AxiosInstance`).
    fn is_js_client_type(ty: &str) -> bool {
        JS_CLIENT_TYPES
            .iter()
            .any(|t| ty == *t || ty.ends_with(&format!(".{t}")))
    }

    fn helper(facts: &mut FileFacts, name: &str, def: Node<'_>, text: &str) {
        if names_retry_helper(name)
            && !facts.is_retry_helper(name)
            && retry_shaped(def, name, text, Family::Js)
        {
            facts.retry_helpers.push(RetryHelper {
                name: name.to_string(),
                line: line_of(def),
                imported_from: None,
            });
        }
    }

    pub enum ClientKind {
        Http(String),
        Sdk,
    }

    fn record(facts: &mut FileFacts, name: String, kind: ClientKind) {
        match kind {
            ClientKind::Http(lib) => {
                facts.client_instances.insert(name, lib);
            }
            ClientKind::Sdk => {
                facts.sdk_instances.insert(name);
            }
        }
    }

    /// `axios.create(...)`, `got.extend(...)`, `new S3Client(...)`, `new AWS.S3()`.
    /// The HTTP client library a JS value builds (`axios.create(...)`,
    /// `new Agent()` of a client package), if any.
    pub fn client_of(facts: &FileFacts, value: Node<'_>, text: &str) -> Option<String> {
        match constructed_client(facts, value, text)? {
            ClientKind::Http(lib) => Some(lib),
            ClientKind::Sdk => None,
        }
    }

    /// Whether a TypeScript type names a client class of an SDK package
    /// the file imports (`SQSClient` from `@aws-sdk/client-sqs`).
    pub fn sdk_client_type(facts: &FileFacts, ty: &str) -> bool {
        let ty = ty.trim_start_matches(':').trim();
        if !ty.ends_with("Client")
            || !ty
                .chars()
                .all(|c| c.is_alphanumeric() || c == '_' || c == '.')
        {
            return false;
        }
        let base = ty.split('.').next().unwrap_or(ty);
        facts.imports.get(base).is_some_and(|m| is_sdk_package(m))
    }

    /// A package of an SDK (`@aws-sdk/*`, `sdk-packages`).
    fn is_sdk_package(module: &str) -> bool {
        module.starts_with("@aws-sdk/")
            || crate::model::knowledge::package_matches(
                crate::model::knowledge::list(
                    crate::model::knowledge::Eco::Javascript,
                    "sdk-packages",
                ),
                module,
            )
    }

    /// Whether a JS value builds an SDK client (`new S3Client(...)`).
    pub fn builds_sdk(facts: &FileFacts, value: Node<'_>, text: &str) -> bool {
        matches!(
            constructed_client(facts, value, text),
            Some(ClientKind::Sdk)
        )
    }

    fn constructed_client(facts: &FileFacts, value: Node<'_>, text: &str) -> Option<ClientKind> {
        let value = ast::fallback_value(value);
        match value.kind_name() {
            "call_expression" => {
                let f = value.field("function")?;
                let ft = node_text(f, text);
                // Import-aware: `import _axios from 'axios'; _axios.create()`
                // builds an axios client whatever the binding is called.
                let (base, rest) = ft.split_once('.').unwrap_or((ft, ""));
                // `require('axios').create()`: the package required in place.
                let required = f
                    .field("object")
                    .filter(|o| o.kind_name() == "call_expression")
                    .filter(|o| {
                        o.field("function")
                            .is_some_and(|c| node_text(c, text) == "require")
                    })
                    .and_then(|o| o.field("arguments")?.named_child(0))
                    .and_then(|a| ast::string_content(a, text));
                let rest = if required.is_some() {
                    f.field("property").map_or(rest, |p| node_text(p, text))
                } else {
                    rest
                };
                let package = required.or_else(|| facts.imports.get(base).map(String::as_str));
                let as_package = package.map(|p| format!("{p}.{rest}"));
                let known = JS_CLIENT_CONSTRUCTORS.contains(&ft)
                    || as_package
                        .as_deref()
                        .is_some_and(|q| JS_CLIENT_CONSTRUCTORS.contains(&q));
                if known {
                    let lib = package.unwrap_or(base).to_string();
                    return Some(ClientKind::Http(lib));
                }
                // A client of an SDK that retries in its own pipeline, from
                // a static factory of one of its classes
                // (`BlobServiceClient.fromConnectionString(..)`) or handed
                // out by such a client (`service.getContainerClient(..)`).
                let retrying_sdk = package.is_some_and(|p| {
                    crate::model::knowledge::package_matches(
                        crate::model::knowledge::list(
                            crate::model::knowledge::Eco::Javascript,
                            "retrying-sdk-packages",
                        ),
                        p,
                    )
                });
                if retrying_sdk && base.ends_with("Client") && !rest.is_empty() {
                    return Some(ClientKind::Sdk);
                }
                if let Some((object, method)) = ft.rsplit_once('.')
                    && facts.sdk_instances.contains(object)
                    && crate::semantics::clients::builds_sub_client(method)
                {
                    return Some(ClientKind::Sdk);
                }
                None
            }
            // `this.got = got`: the package's own default instance, handed
            // over as it is (a default or dynamic import of a client
            // package, not one of its named exports).
            "identifier" => {
                let name = node_text(value, text);
                let module = facts.imports.get(name)?;
                let default_import = facts
                    .import_names
                    .get(name)
                    .is_none_or(|orig| orig == "default");
                (default_import
                    && !facts.namespace_imports.contains(name)
                    && JS_CLIENT_PACKAGES.iter().any(|(p, _)| p == module))
                .then(|| ClientKind::Http(module.clone()))
            }
            "new_expression" => {
                let ctor = node_text(value.field("constructor")?, text);
                let base = ctor.rsplit('.').next().unwrap_or(ctor);
                let from_sdk = facts
                    .imports
                    .get(base)
                    .is_some_and(|m| m.starts_with("@aws-sdk/"))
                    || ctor.starts_with("AWS.")
                    // `const aws = require('aws-sdk'); new aws.SQS()`: a
                    // class of an SDK package reached through its namespace.
                    || ctor.split_once('.').is_some_and(|(root, _)| {
                        facts.imports.get(root).is_some_and(|m| is_sdk_package(m))
                    });
                if from_sdk
                    || (base.ends_with("Client")
                        && facts.imports.get(base).is_some_and(|m| m.contains("aws")))
                {
                    return Some(ClientKind::Sdk);
                }
                None
            }
            _ => None,
        }
    }

    fn import_statement(facts: &mut FileFacts, stmt: Node<'_>, text: &str) {
        let Some(source) = stmt.field("source") else {
            return;
        };
        let module = ast::string_content(source, text).unwrap_or("").to_string();
        let mut c = stmt.walk();
        for clause in stmt.named_children(&mut c) {
            if clause.kind_name() != "import_clause" {
                continue;
            }
            let mut c2 = clause.walk();
            for part in clause.named_children(&mut c2) {
                match part.kind_name() {
                    "identifier" => {
                        facts
                            .imports
                            .insert(node_text(part, text).to_string(), module.clone());
                        imported_helper(facts, node_text(part, text), &module);
                    }
                    "namespace_import" => {
                        if let Some(id) = part.named_child(0) {
                            facts
                                .imports
                                .insert(node_text(id, text).to_string(), module.clone());
                            facts
                                .namespace_imports
                                .insert(node_text(id, text).to_string());
                        }
                    }
                    "named_imports" => {
                        let mut c3 = part.walk();
                        for spec in part.named_children(&mut c3) {
                            if spec.kind_name() != "import_specifier" {
                                continue;
                            }
                            let name = spec.field("name").map(|n| node_text(n, text));
                            let alias = spec.field("alias").map(|n| node_text(n, text));
                            if let Some(name) = name {
                                let local = alias.unwrap_or(name).to_string();
                                if names_retry_helper(&local) {
                                    facts.retry_helpers.push(RetryHelper {
                                        name: local.clone(),
                                        line: 0,
                                        imported_from: Some(module.clone()),
                                    });
                                }
                                facts.import_names.insert(local.clone(), name.to_string());
                                facts.imports.insert(local, module.clone());
                            }
                        }
                    }
                    _ => {}
                }
            }
        }
    }

    /// A default import or require of a retry package (`import pRetry from
    /// 'p-retry'`, `const retry = require('async-retry')`).
    fn imported_helper(facts: &mut FileFacts, local: &str, module: &str) {
        if names_retry_helper(local) && !facts.is_retry_helper(local) {
            facts.retry_helpers.push(RetryHelper {
                name: local.to_string(),
                line: 0,
                imported_from: Some(module.to_string()),
            });
        }
    }

    /// Packages imported at run time (`const { default: got } = await
    /// import('got')`, `const pRetry = (await import('p-retry')).default`,
    /// `this.pRetry = (await import('p-retry')).default`), wherever in the
    /// file: ESM-only packages loaded from CommonJS code. The binding is
    /// taken as an import of the file.
    fn dynamic_imports(facts: &mut FileFacts, root: Node<'_>, text: &str) {
        let mut found: Vec<(Node<'_>, String)> = Vec::new();
        ast::walk(root, &mut |n| {
            if n.kind_name() == "call_expression"
                && n.field("function")
                    .is_some_and(|f| f.kind_name() == "import")
                && let Some(module) = n
                    .field("arguments")
                    .and_then(|a| a.named_child(0))
                    .and_then(|a| ast::string_content(a, text))
            {
                found.push((n, module.to_string()));
            }
            true
        });
        for (call, module) in found {
            // Up through `await`, parentheses and `.default`.
            let mut value = call;
            let mut default_taken = false;
            while let Some(p) = crate::semantics::parents::parent(value) {
                match p.kind_name() {
                    "await_expression" | "parenthesized_expression" => value = p,
                    "member_expression"
                        if p.field("property")
                            .is_some_and(|q| node_text(q, text) == "default") =>
                    {
                        default_taken = true;
                        value = p;
                    }
                    _ => break,
                }
            }
            let Some(holder) = crate::semantics::parents::parent(value) else {
                continue;
            };
            let target = match holder.kind_name() {
                "variable_declarator" => holder.field("name"),
                "assignment_expression" => holder.field("left"),
                _ => None,
            };
            let Some(target) = target else {
                continue;
            };
            match target.kind_name() {
                "identifier" | "member_expression" => {
                    let local = node_text(target, text).to_string();
                    if !default_taken {
                        // The module object itself: `mod.default(...)`.
                        facts.namespace_imports.insert(local.clone());
                    }
                    // `this.pRetry(() => ...)` is called by its property name.
                    let called = target
                        .field("property")
                        .map_or(local.as_str(), |q| node_text(q, text));
                    imported_helper(facts, called, &module);
                    facts.imports.insert(local, module.clone());
                }
                "object_pattern" => destructured_imports(facts, target, &module, text),
                _ => {}
            }
        }
    }

    /// The names a destructuring binds from `module` (`const { get } =
    /// require('https')`, `const { default: got } = await import('got')`):
    /// each an import of that module; `default` taken is its default export.
    fn destructured_imports(facts: &mut FileFacts, pattern: Node<'_>, module: &str, text: &str) {
        let mut c = pattern.walk();
        for prop in pattern.named_children(&mut c) {
            let (orig, local) = match prop.kind_name() {
                "shorthand_property_identifier_pattern" => {
                    (node_text(prop, text), node_text(prop, text))
                }
                "pair_pattern" => (
                    prop.field("key").map_or("", |k| node_text(k, text)),
                    prop.field("value").map_or("", |v| node_text(v, text)),
                ),
                _ => continue,
            };
            if orig != "default" {
                facts
                    .import_names
                    .insert(local.to_string(), orig.to_string());
            }
            facts.imports.insert(local.to_string(), module.to_string());
            imported_helper(facts, local, module);
        }
    }

    /// `const axios = require('axios')`, `const { get } = require('https')`.
    fn require_declarator(facts: &mut FileFacts, decl: Node<'_>, text: &str) {
        let (Some(name), Some(value)) = (decl.field("name"), decl.field("value")) else {
            return;
        };
        let mut value = ast::unwrap_expr(value);
        // require('axios').default
        if value.kind_name() == "member_expression"
            && let Some(obj) = value.field("object")
        {
            value = obj;
        }
        if value.kind_name() != "call_expression" {
            return;
        }
        let Some(f) = value.field("function") else {
            return;
        };
        if node_text(f, text) != "require" {
            return;
        }
        let Some(arg) = value.field("arguments").and_then(|a| a.named_child(0)) else {
            return;
        };
        let Some(module) = ast::string_content(arg, text) else {
            return;
        };
        match name.kind_name() {
            "identifier" => {
                facts
                    .imports
                    .insert(node_text(name, text).to_string(), module.to_string());
                // CommonJS: a project module required whole is its exports
                // object (`const up = require('./up'); up.createHandler()`).
                if module.starts_with('.') {
                    facts
                        .namespace_imports
                        .insert(node_text(name, text).to_string());
                }
                imported_helper(facts, node_text(name, text), module);
            }
            "object_pattern" => destructured_imports(facts, name, module, text),
            _ => {}
        }
    }
}

mod python {
    use super::*;

    pub fn collect(facts: &mut FileFacts, root: Node<'_>, text: &str) {
        collect_imports(facts, root, text, 0);
        let client_import = facts.imports.values().any(|m| {
            PY_CLIENT_MODULES
                .iter()
                .any(|c| m == c || m.starts_with(&format!("{c}.")))
        });
        let sdk = text.contains("boto3")
            || text.contains("botocore")
            || facts.imports.values().any(|m| {
                crate::model::knowledge::list(crate::model::knowledge::Eco::Python, "sdk-factories")
                    .iter()
                    .any(|f| f.starts_with(m.as_str()))
            });
        let scan_helpers = RETRY_HELPER_NAME.is_match(text);
        // A regex over the whole text: only when some library is configured.
        let enabled_memo = std::cell::OnceCell::new();
        let enabled = || *enabled_memo.get_or_init(|| retries_enabled(text, Family::Python));
        if (text.contains("HTTPAdapter") && text.contains("max_retries")
            || text.contains("Retry(") && text.contains("urllib3"))
            && enabled()
        {
            // `session.mount(prefix, HTTPAdapter(max_retries=Retry(...)))`
            // configures that session; the library as a whole only when the
            // configuration cannot be attributed to a session.
            let (retrying, plain) = mounted_sessions(root, text);
            if retrying.is_empty() && plain.is_empty() {
                facts.retrying_clients.insert("requests".into());
                facts.retrying_clients.insert("urllib3".into());
            }
            for session in plain {
                if !retrying.contains(&session) {
                    facts.retry_disabled.insert(session);
                }
            }
            facts.retrying_clients.extend(retrying);
        }
        if (text.contains("AsyncHTTPTransport(") && text.contains("retries")
            || text.contains("HTTPTransport(") && text.contains("retries="))
            && enabled()
        {
            facts.retrying_clients.insert("httpx".into());
        }
        if !(client_import || sdk || scan_helpers) {
            return;
        }
        // Client subclasses first: they may be used above their definition.
        if client_import {
            let mut c = root.walk();
            for stmt in root.named_children(&mut c) {
                let class = if stmt.kind_name() == "decorated_definition" {
                    stmt.field("definition").unwrap_or(stmt)
                } else {
                    stmt
                };
                if class.kind_name() != "class_definition" {
                    continue;
                }
                let (Some(name), Some(bases)) = (class.field("name"), class.field("superclasses"))
                else {
                    continue;
                };
                let mut bc = bases.walk();
                let lib = bases.named_children(&mut bc).find_map(|b| {
                    let base = resolve(facts, node_text(b, text));
                    PY_CLIENT_CONSTRUCTORS
                        .contains(&base.as_str())
                        .then(|| base.split('.').next().unwrap_or("").to_string())
                });
                if let Some(lib) = lib {
                    facts
                        .client_classes
                        .insert(node_text(name, text).to_string(), lib);
                }
            }
        }
        // Properties handing out an attribute (`return self._session`),
        // settled once every attribute of the file is known: the getter
        // often builds it itself, below the point where it is returned.
        let mut handed_out: Vec<(String, &str)> = Vec::new();
        ast::walk(root, &mut |n| {
            match n.kind_name() {
                "assignment" => {
                    if let (Some(left), Some(right)) = (n.field("left"), n.field("right")) {
                        // `def __init__(self, session=requests.Session()):
                        // self.session = session`: the default unless injected.
                        let right =
                            ast::parameter_default(right, Family::Python, text).unwrap_or(right);
                        classify(facts, node_text(left, text), right, text);
                    }
                }
                // `@property def api(self): return requests.Session()`:
                // `self.api` is the client it returns.
                "decorated_definition" => {
                    if let Some((name, values)) = property_returns(n, text) {
                        let target = format!("self.{name}");
                        for v in values {
                            if v.kind_name() == "attribute" {
                                handed_out.push((target.clone(), node_text(v, text)));
                            }
                            classify(facts, &target, v, text);
                        }
                    }
                }
                "with_item" | "as_pattern" => {
                    // with httpx.Client() as client / async with aiohttp.ClientSession() as s
                    if n.kind_name() == "as_pattern"
                        && let (Some(value), Some(alias)) = (n.named_child(0), n.field("alias"))
                    {
                        classify(facts, node_text(alias, text), value, text);
                    }
                }
                "typed_parameter" | "typed_default_parameter" => {
                    let ty = n.field("type").map(|t| node_text(t, text)).unwrap_or("");
                    let name = n
                        .field("name")
                        .or_else(|| n.named_child(0))
                        .map(|t| node_text(t, text))
                        .unwrap_or("");
                    // `Optional[requests.Session]`, `requests.Session | None`.
                    // The name the file's imports give it: `Session` from
                    // `sqlalchemy.orm` is a database session, not an HTTP
                    // client; a bare name only when nothing imports it.
                    let ty = crate::semantics::bindings::clean_type(ty).unwrap_or_default();
                    let ty = resolve(facts, &ty);
                    let ty = ty.as_str();
                    if PY_CLIENT_TYPES.contains(&ty) {
                        facts
                            .client_instances
                            .insert(name.to_string(), ty.to_string());
                        facts
                            .client_instances
                            .insert(format!("self.{name}"), ty.to_string());
                    }
                }
                "function_definition" if scan_helpers => {
                    if let Some(name) = n.field("name") {
                        let name = node_text(name, text);
                        if names_retry_helper(name)
                            && !facts.is_retry_helper(name)
                            && retry_shaped(n, name, text, Family::Python)
                        {
                            facts.retry_helpers.push(RetryHelper {
                                name: name.to_string(),
                                line: line_of(n),
                                imported_from: None,
                            });
                        }
                    }
                }
                _ => {}
            }
            true
        });
        for (target, attribute) in handed_out {
            facts.alias(&target, attribute);
        }
    }

    /// A property (`@property`, `@cached_property`, `@functools.cached_property`)
    /// and the values its getter returns.
    pub fn property_returns<'t>(
        decorated: Node<'t>,
        text: &str,
    ) -> Option<(String, Vec<Node<'t>>)> {
        let def = decorated.field("definition")?;
        if def.kind_name() != "function_definition" {
            return None;
        }
        let mut c = decorated.walk();
        let is_property = decorated.named_children(&mut c).any(|d| {
            d.kind_name() == "decorator" && {
                let t = node_text(d, text).trim_start_matches('@').trim();
                let last = t.rsplit('.').next().unwrap_or(t);
                matches!(last, "property" | "cached_property")
            }
        });
        if !is_property {
            return None;
        }
        let name = node_text(def.field("name")?, text).to_string();
        let values = ast::returned_values(def, def.field("body")?, Family::Python);
        Some((name, values))
    }

    /// The HTTP client library a Python value builds (`requests.Session()`,
    /// `httpx.AsyncClient(...)`), if any.
    pub fn client_of(facts: &FileFacts, value: Node<'_>, text: &str) -> Option<String> {
        let value = ast::fallback_value(value);
        if value.kind_name() != "call" {
            return None;
        }
        let callee = resolve(facts, node_text(value.field("function")?, text));
        PY_CLIENT_CONSTRUCTORS
            .contains(&callee.as_str())
            .then(|| callee.split('.').next().unwrap_or("").to_string())
    }

    /// Whether a Python value builds an SDK client (`boto3.client("s3")`,
    /// a call of `sdk-factories`).
    pub fn builds_sdk(facts: &FileFacts, value: Node<'_>, text: &str) -> bool {
        let value = ast::fallback_value(value);
        if value.kind_name() != "call" {
            return false;
        }
        let Some(f) = value.field("function") else {
            return false;
        };
        let callee = resolve(facts, node_text(f, text));
        crate::model::knowledge::list(crate::model::knowledge::Eco::Python, "sdk-factories")
            .contains(&callee.as_str())
            || (callee.ends_with(".client") && node_text(value, text).contains("boto"))
    }

    fn classify(facts: &mut FileFacts, target: &str, value: Node<'_>, text: &str) {
        let value = ast::fallback_value(value);
        if value.kind_name() != "call" {
            return;
        }
        let Some(f) = value.field("function") else {
            return;
        };
        let callee = resolve(facts, node_text(f, text));
        if let Some(lib) = facts.client_classes.get(&callee).cloned() {
            facts.client_instances.insert(target.to_string(), lib);
            // An instance of a session class that mounts a retrying adapter.
            if facts.retrying_clients.contains(&callee) {
                facts.retrying_clients.insert(target.to_string());
            }
        } else if PY_CLIENT_CONSTRUCTORS.contains(&callee.as_str()) {
            let lib = callee.split('.').next().unwrap_or("").to_string();
            facts.client_instances.insert(target.to_string(), lib);
            // `urllib3.PoolManager(retries=False)`: this pool does not retry.
            if retry_setting(node_text(value, text), Family::Python) == Some(false) {
                facts.retry_disabled.insert(target.to_string());
            }
        } else if builds_sdk(facts, value, text) {
            facts.sdk_instances.insert(target.to_string());
            if let Some(module) =
                crate::model::knowledge::list(crate::model::knowledge::Eco::Python, "sdk-factories")
                    .iter()
                    .find(|f| **f == callee)
            {
                let module = module.split('.').next().unwrap_or(module);
                facts
                    .sdk_modules
                    .insert(target.to_string(), module.to_string());
            }
        }
    }

    /// Expands a local name through the imports: `AsyncClient` -> `httpx.AsyncClient`.
    pub fn resolve(facts: &FileFacts, dotted: &str) -> String {
        let (head, rest) = match dotted.split_once('.') {
            Some((h, r)) => (h, Some(r)),
            None => (dotted, None),
        };
        let Some(module) = facts.imports.get(head) else {
            return dotted.to_string();
        };
        let base = match facts.import_names.get(head) {
            Some(orig) => format!("{module}.{orig}"),
            None => module.clone(),
        };
        match rest {
            Some(r) => format!("{base}.{r}"),
            None => base,
        }
    }

    fn collect_imports(facts: &mut FileFacts, node: Node<'_>, text: &str, depth: usize) {
        let mut cursor = node.walk();
        for stmt in node.named_children(&mut cursor) {
            match stmt.kind_name() {
                "import_statement" => {
                    let mut c = stmt.walk();
                    for name in stmt.children_by_field_name("name", &mut c) {
                        match name.kind_name() {
                            "dotted_name" => {
                                let full = node_text(name, text);
                                let head = full.split('.').next().unwrap_or(full);
                                // `import urllib.request` binds `urllib`.
                                facts.imports.insert(head.to_string(), head.to_string());
                            }
                            "aliased_import" => {
                                if let (Some(n), Some(a)) =
                                    (name.field("name"), name.field("alias"))
                                {
                                    facts.imports.insert(
                                        node_text(a, text).to_string(),
                                        node_text(n, text).to_string(),
                                    );
                                }
                            }
                            _ => {}
                        }
                    }
                }
                "import_from_statement" => {
                    let module = stmt
                        .field("module_name")
                        .map(|m| node_text(m, text).to_string())
                        .unwrap_or_default();
                    let mut c = stmt.walk();
                    for name in stmt.children_by_field_name("name", &mut c) {
                        let (orig, local) = match name.kind_name() {
                            "dotted_name" => (node_text(name, text), node_text(name, text)),
                            "aliased_import" => match (name.field("name"), name.field("alias")) {
                                (Some(n), Some(a)) => (node_text(n, text), node_text(a, text)),
                                _ => continue,
                            },
                            _ => continue,
                        };
                        if names_retry_helper(local)
                            && !module.starts_with("tenacity")
                            && !module.starts_with("backoff")
                        {
                            facts.retry_helpers.push(RetryHelper {
                                name: local.to_string(),
                                line: 0,
                                imported_from: Some(module.clone()),
                            });
                        }
                        facts.imports.insert(local.to_string(), module.clone());
                        facts
                            .import_names
                            .insert(local.to_string(), orig.to_string());
                    }
                }
                // Function-local imports (`def f(): import httpx`) count too.
                "if_statement"
                | "try_statement"
                | "block"
                | "else_clause"
                | "except_clause"
                | "finally_clause"
                | "function_definition"
                | "decorated_definition"
                | "class_definition"
                | "with_statement"
                    if depth < 6 =>
                {
                    collect_imports(facts, stmt, text, depth + 1);
                }
                _ => {}
            }
        }
    }
}

mod ruby {
    use super::*;

    pub fn collect(facts: &mut FileFacts, root: Node<'_>, text: &str) {
        let mentions_client =
            RUBY_CLIENT_CONSTANTS.iter().any(|c| text.contains(c)) || text.contains("Aws::");
        if (text.contains("request :retry")
            || text.contains("request(:retry")
            || text.contains("f.request :retry"))
            && retries_enabled(text, Family::Ruby)
        {
            facts.retrying_clients.insert("Faraday".into());
        }
        if text.contains("Retriable.retriable") || text.contains("Retryable.retryable") {
            // Block-level helpers; recognised at the call site.
            for (used, name, gem) in [
                ("Retriable.retriable", "retriable", "retriable"),
                ("Retryable.retryable", "retryable", "retryable"),
            ] {
                if text.contains(used) && !facts.is_retry_helper(name) {
                    facts.retry_helpers.push(RetryHelper {
                        name: name.to_string(),
                        line: 0,
                        imported_from: Some(format!("the `{gem}` gem")),
                    });
                }
            }
        }
        let scan_helpers = RETRY_HELPER_NAME.is_match(text);
        if !(mentions_client || scan_helpers) {
            return;
        }
        static KINDS: std::sync::LazyLock<crate::semantics::parents::KindSet> =
            std::sync::LazyLock::new(|| {
                crate::semantics::parents::KindSet::new(|k, _| {
                    matches!(
                        k,
                        "assignment"
                            | "operator_assignment"
                            | "method"
                            | "singleton_method"
                            | "call"
                    )
                })
            });
        crate::semantics::parents::descendants_of(root, &KINDS, &mut |n| {
            match n.kind_name() {
                "assignment" | "operator_assignment" if mentions_client => {
                    if let (Some(left), Some(right)) = (n.field("left"), n.field("right")) {
                        // `def initialize(conn = Faraday.new(...)); @conn = conn`:
                        // the parameter's default is what it holds unless injected.
                        let right =
                            ast::parameter_default(right, Family::Ruby, text).unwrap_or(right);
                        classify(facts, node_text(left, text), right, text);
                    }
                }
                "method" | "singleton_method" if scan_helpers => {
                    if let Some(name) = n.field("name") {
                        let name = node_text(name, text);
                        if names_retry_helper(name)
                            && !facts.is_retry_helper(name)
                            && retry_shaped(n, name, text, Family::Ruby)
                        {
                            facts.retry_helpers.push(RetryHelper {
                                name: name.to_string(),
                                line: line_of(n),
                                imported_from: None,
                            });
                        }
                    }
                }
                "call" if mentions_client => {
                    // Net::HTTP.start(host) do |http| ... end
                    let recv = n
                        .field("receiver")
                        .map(|r| node_text(r, text))
                        .unwrap_or("");
                    let method = n.field("method").map(|r| node_text(r, text)).unwrap_or("");
                    if recv == "Net::HTTP"
                        && method == "start"
                        && let Some(block) = n.field("block")
                        && let Some(params) = block.field("parameters")
                        && let Some(p) = params.named_child(0)
                    {
                        facts
                            .client_instances
                            .insert(node_text(p, text).to_string(), "Net::HTTP".into());
                    }
                }
                _ => {}
            }
        });
    }

    fn classify(facts: &mut FileFacts, target: &str, value: Node<'_>, text: &str) {
        let mut value = ast::fallback_value(value);
        // `@conn ||= Faraday.new(...) do |f| ... end`
        while value.kind_name() == "parenthesized_statements" {
            match value.named_child(0) {
                Some(v) => value = v,
                None => return,
            }
        }
        if value.kind_name() != "call" {
            return;
        }
        let recv = value
            .field("receiver")
            .map(|r| node_text(r, text))
            .unwrap_or("");
        let method = value
            .field("method")
            .map(|r| node_text(r, text))
            .unwrap_or("");
        if RUBY_CLIENT_CONSTANTS.contains(&recv) && RUBY_CONSTRUCTOR_METHODS.contains(&method) {
            facts
                .client_instances
                .insert(target.to_string(), recv.to_string());
            if recv == "Faraday" && node_text(value, text).contains(":retry") {
                // `f.request :retry, max: 0`: this connection does not retry.
                if retries_enabled(node_text(value, text), Family::Ruby) {
                    facts.retrying_clients.insert(target.to_string());
                } else {
                    facts.retry_disabled.insert(target.to_string());
                }
            }
        } else if recv.starts_with("Aws::") && method == "new" {
            facts.sdk_instances.insert(target.to_string());
        } else if let Some(root) = chain_built_client(value, text) {
            // HTTP.headers(...).timeout(...) chains build a client too,
            // also from a persistent one (`HTTP.persistent(url).timeout(..)`).
            facts
                .client_instances
                .insert(target.to_string(), root.to_string());
            if chain_retries(root, node_text(value, text)) {
                facts.retrying_clients.insert(target.to_string());
            }
        }
    }
}

/// The constant a Ruby call chain starts from (`HTTP` in
/// `HTTP.persistent(url).timeout(5)`).
/// The library of a builder chain that makes a client (`HTTP.headers(h)`,
/// `HTTPX.with(headers: h)`: `chain-built-clients`).
fn chain_built_client<'t>(call: Node<'_>, text: &'t str) -> Option<&'t str> {
    let recv = call.field("receiver").map(|r| node_text(r, text))?;
    let root = if matches!(
        call.field("receiver").map(|r| r.kind_name()),
        Some("constant" | "scope_resolution")
    ) {
        recv
    } else {
        chain_root(call, text)?
    };
    crate::model::knowledge::list(crate::model::knowledge::Eco::Ruby, "chain-built-clients")
        .contains(&root)
        .then_some(root)
}

/// A builder chain of `client` whose text turns its retries on
/// (`HTTPX.plugin(:retries)`: `chain-retry-plugins`).
pub fn chain_retries(client: &str, chain: &str) -> bool {
    crate::model::knowledge::list(crate::model::knowledge::Eco::Ruby, "chain-retry-plugins")
        .iter()
        .filter_map(|e| e.split_once('>'))
        .any(|(c, marker)| c == client && chain.contains(marker))
        && retries_enabled(chain, Family::Ruby)
}

fn chain_root<'t>(call: Node<'_>, text: &'t str) -> Option<&'t str> {
    let mut cur = call;
    for _ in 0..8 {
        let recv = cur.field("receiver")?;
        match recv.kind_name() {
            "call" => cur = recv,
            "constant" | "scope_resolution" => return Some(node_text(recv, text)),
            _ => return None,
        }
    }
    None
}

impl FileFacts {
    /// Whether the client instance `name` of library `lib` retries: it or
    /// its library is configured to retry here, and the instance does not
    /// turn retries off.
    pub fn instance_retries(&self, name: &str, lib: &str) -> bool {
        (self.retrying_clients.contains(name) || self.retrying_clients.contains(lib))
            && !self.retry_disabled.contains(name)
    }
}

pub use python::property_returns as python_property_returns;
pub use python::resolve as resolve_python_name;

/// The HTTP client library a value builds, if any (JS and Python).
pub fn client_of(facts: &FileFacts, value: Node<'_>, text: &str, family: Family) -> Option<String> {
    match family {
        Family::Js => js::client_of(facts, value, text),
        Family::Python => python::client_of(facts, value, text),
        Family::Ruby => None,
    }
}

pub use js::sdk_client_type;

/// Whether a value builds an SDK client (JS and Python).
pub fn builds_sdk(facts: &FileFacts, value: Node<'_>, text: &str, family: Family) -> bool {
    match family {
        Family::Js => js::builds_sdk(facts, value, text),
        Family::Python => python::builds_sdk(facts, value, text),
        Family::Ruby => false,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::lang::Lang;

    #[test]
    fn typed_client_parameters_with_unions_are_clients() {
        let src = "import requests\n\nclass C:\n    def __init__(self, session: requests.Session | None = None, other: Optional[httpx.Client] = None):\n        self.session = session or requests\n";
        let mut p = tree_sitter::Parser::new();
        p.set_language(&Lang::Python.grammar()).unwrap();
        let tree = p.parse(src, None).unwrap();
        let facts = FileFacts::compute(tree.root_node(), src, Family::Python);
        assert_eq!(facts.client_instances["self.session"], "requests.Session");
        assert_eq!(facts.client_instances["other"], "httpx.Client");
    }
}
