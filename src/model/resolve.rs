//! Resolving a receiver or callee to what it is (spec v3 "remote evidence"):
//! a client library, an SDK, a project function or class summarised as
//! outbound, or project code known not to call out. Names are not consulted
//! here; a caller that finds nothing may still guess from a name, at
//! `medium` confidence.

use crate::context::Cx;
use crate::lang::Family;
use crate::model::effects::{self, Def, Effect};
use crate::model::knowledge::{self, Eco};
use crate::semantics::ast::{self, Field};
use crate::semantics::facts::resolve_python_name;
use crate::semantics::kind::NodeKind as _;
use tree_sitter::Node;

/// What a resolved receiver or callee is.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Resolved {
    /// A client of a remote service from an SDK package (`new S3Client()`,
    /// `Stripe::Customer`, `boto3.client`); `retries` when the SDK retries
    /// transient failures by default.
    Sdk { name: String, retries: bool },
    /// Project code whose effect summary is outbound (`IdentityClient.verify`
    /// calls `fetch`), with where it is defined.
    Project {
        name: String,
        via: String,
        path: String,
        line: usize,
        retries: bool,
        /// It catches every failure itself (`Effect::contained`).
        contained: bool,
        /// Its failures carry the HTTP status (`Effect::raises_status`).
        raises_status: bool,
        /// The client whose errors it passes on (`Effect::error_client`).
        error_client: String,
        /// A thin wrapper of the client call `via` (`Effect::forwards`).
        forwards: bool,
        /// It logs its failures before passing them on (`Effect::logs_failures`).
        logs_failures: bool,
        /// Its failures may be plain built-in errors (`Effect::throws_plain`).
        throws_plain: bool,
    },
    /// Project code that was summarised and makes no outbound call.
    Local,
}

/// Where a type or function name comes from.
enum Origin {
    /// A package (not project code).
    Package(String),
    /// A project module (module key), or the current file (`None`).
    Project(Option<String>),
    Unknown,
}

fn js_origin(cx: &Cx<'_, '_>, name: &str) -> Origin {
    let root = name.split('.').next().unwrap_or(name);
    match cx.facts.imports.get(root) {
        Some(spec) => {
            if let Some(module) = effects::resolve_js_import(cx.rel_path, spec) {
                return Origin::Project(Some(module));
            }
            // `import { query } from '@modules/salesforce/query'`: a
            // tsconfig `paths` alias of project code.
            if let Some(path) = cx.index.path_aliases.resolve(cx.rel_path, spec) {
                return Origin::Project(Some(effects::module_key(&path)));
            }
            // `import { timeout } from '@acme/common'`: a package of the
            // project's own workspace.
            if let Some(module) = cx.index.workspace_module(spec) {
                return Origin::Project(Some(module));
            }
            let alias = spec
                .strip_prefix("@/")
                .or_else(|| spec.strip_prefix("~/"))
                .unwrap_or(spec);
            let first = alias.split('/').next().unwrap_or(alias);
            if alias != spec
                || (cx.index.project_roots.contains(first)
                    && !first.starts_with('@')
                    && !cx.index.declared_packages.contains(first))
            {
                return Origin::Project(Some(effects::module_key(alias)));
            }
            Origin::Package(spec.clone())
        }
        None if cx.bindings().classes.contains(root) => Origin::Project(None),
        None => Origin::Unknown,
    }
}

fn py_origin(cx: &Cx<'_, '_>, name: &str) -> (Origin, String) {
    let root = name.split('.').next().unwrap_or(name);
    let simple = name.rsplit('.').next().unwrap_or(name).to_string();
    match cx.facts.imports.get(root) {
        Some(module) => {
            let full = resolve_python_name(cx.facts, name);
            if module.starts_with('.') {
                // Relative to this file's package.
                let mut parts: Vec<&str> = cx.rel_path.split('/').collect();
                parts.pop();
                let dots = module.chars().take_while(|c| *c == '.').count();
                for _ in 1..dots {
                    parts.pop();
                }
                let rest = module.trim_start_matches('.');
                let mut key = parts.join("/");
                if !rest.is_empty() {
                    key = format!("{key}/{}", rest.replace('.', "/"));
                }
                // `from . import transport; transport.request`: the imported
                // name and any segments before the last are module path
                // (as `full` is for an absolute import).
                let segments: Vec<&str> = name.split('.').collect();
                if segments.len() > 1 {
                    let orig = cx.facts.import_names.get(root).map_or(root, String::as_str);
                    key = format!("{key}/{orig}");
                    for s in &segments[1..segments.len() - 1] {
                        key = format!("{key}/{s}");
                    }
                }
                return (
                    Origin::Project(Some(key.trim_start_matches('/').to_string())),
                    simple,
                );
            }
            let first = module.split('.').next().unwrap_or(module);
            if cx.index.project_roots.contains(first)
                && !knowledge::name_under(knowledge::list(Eco::Python, "sdk-modules"), &full)
            {
                // `from app.clients import X`: the module path; `import app.clients as c; c.X`.
                let module_path = full.rsplit_once('.').map_or(full.as_str(), |(m, _)| m);
                return (Origin::Project(Some(module_path.replace('.', "/"))), simple);
            }
            (Origin::Package(full), simple)
        }
        None if cx.bindings().classes.contains(root) => (Origin::Project(None), simple),
        None => (Origin::Unknown, simple),
    }
}

fn from_def(name: &str, def: &Def) -> Resolved {
    if def.effect.outbound {
        Resolved::Project {
            name: name.to_string(),
            via: def.effect.via.clone(),
            path: def.path.clone(),
            line: def.line,
            retries: def.effect.retries,
            contained: def.effect.contained,
            raises_status: def.effect.raises_status,
            error_client: def.effect.error_client.clone(),
            forwards: def.effect.forwards,
            logs_failures: def.effect.logs_failures,
            throws_plain: def.effect.throws_plain,
        }
    } else {
        Resolved::Local
    }
}

fn from_local(cx: &Cx<'_, '_>, name: &str, effect: &Effect) -> Resolved {
    if effect.outbound {
        Resolved::Project {
            name: name.to_string(),
            via: effect.via.clone(),
            path: cx.rel_path.to_string(),
            line: 0,
            retries: effect.retries,
            contained: effect.contained,
            raises_status: effect.raises_status,
            error_client: effect.error_client.clone(),
            forwards: effect.forwards,
            logs_failures: effect.logs_failures,
            throws_plain: effect.throws_plain,
        }
    } else {
        Resolved::Local
    }
}

/// Building an object: `X.new`, `new X()`, `X()` in Python.
fn is_constructor(method: &str) -> bool {
    matches!(method, "new" | "initialize" | "__init__" | "constructor")
}

/// A method of a project class, from this file or the project summaries.
fn class_method(
    cx: &Cx<'_, '_>,
    class: &str,
    method: &str,
    module: Option<&str>,
    here: bool,
) -> Option<Resolved> {
    let display = format!("{class}.{method}");
    if here {
        if let Some((_, e)) = cx
            .local_effects
            .methods
            .get(&(class.to_string(), method.to_string()))
        {
            return Some(from_local(cx, &display, e));
        }
        if cx.local_effects.classes.contains(class) {
            // A method not defined here (inherited): the class is a client
            // when most of its methods are outbound; its constructor is
            // remote only when its own summary says so.
            let methods: Vec<(usize, &Effect)> = cx
                .local_effects
                .methods
                .iter()
                .filter(|((c, _), _)| c == class)
                .map(|(_, (line, e))| (*line, e))
                .collect();
            let outbound = methods.iter().filter(|(_, e)| e.outbound).count();
            // The first outbound method in the file, whatever the map's order.
            let any = methods
                .iter()
                .filter(|(_, e)| e.outbound)
                .min_by_key(|(line, _)| *line)
                .map(|(_, e)| *e);
            return Some(match any {
                Some(e) if !is_constructor(method) && outbound * 2 >= methods.len() => {
                    from_local(cx, &display, e)
                }
                _ => Resolved::Local,
            });
        }
    }
    let effects = &cx.index.effects;
    if let Some(def) = effects.method(cx.family(), class, method, module) {
        return Some(from_def(&display, def));
    }
    if is_constructor(method) {
        let ctor = ["initialize", "__init__", "constructor"]
            .iter()
            .find_map(|c| effects.method(cx.family(), class, c, module));
        return match ctor {
            Some(def) => Some(from_def(&display, def)),
            None if effects.knows_class(cx.family(), class, module) => Some(Resolved::Local),
            None => None,
        };
    }
    if let Some(def) = effects.outbound_class(cx.family(), class, module) {
        return Some(from_def(&display, def));
    }
    if effects.knows_class(cx.family(), class, module) {
        return Some(Resolved::Local);
    }
    None
}

/// Resolves the type of a receiver as written (`identity`, `this.gateway`,
/// `self.client`, `@conn`, `Acme::Billing`) and the method called on it.
pub fn member_call(cx: &Cx<'_, '_>, receiver: &str, method: &str) -> Option<Resolved> {
    let family = cx.family();
    // Same-class methods: `this.fetchUser()`, `self.fetch_user()`.
    if matches!(receiver, "this" | "self") {
        return same_class_method(cx, method);
    }
    // An object built in place: `XService.new(item).run!`,
    // `new XService(item).run()`, `XService(item).run()`.
    if let Some(ty) = constructed_type(receiver, family) {
        return type_method(cx, ty, method);
    }
    // `::File` names the top-level constant: not a class of this file
    // declared inside a module (`Stash::S3Download::File` calling the core
    // `::File.directory?`).
    if family == Family::Ruby
        && let Some(top) = receiver.strip_prefix("::")
        && !top.contains("::")
        && declared_only_nested(cx, top)
    {
        return None;
    }
    // `File.read` is the core class, unless this file declares a `File` of
    // its own (`core-constants`).
    if family == Family::Ruby
        && knowledge::list(Eco::Ruby, "core-constants").contains(&receiver.trim_start_matches("::"))
        && !cx
            .local_effects
            .classes
            .contains(receiver.trim_start_matches("::"))
    {
        return None;
    }
    let ty = cx.bindings().types.get(receiver).cloned().or_else(|| {
        // Ruby constants and JS/Python class names used directly.
        let starts_upper = receiver
            .trim_start_matches("::")
            .chars()
            .next()
            .is_some_and(char::is_uppercase);
        (starts_upper && family == Family::Ruby)
            .then(|| receiver.trim_start_matches("::").to_string())
    });
    // `import { identity } from './container'`: an instance of a project
    // class that another module builds at its top level.
    if ty.is_none()
        && family != Family::Ruby
        && !receiver.contains('.')
        && let Some((original, module)) = import_source(cx, receiver)
        && let Some(class) = cx.index.effects.exported_type(
            family,
            original.as_deref().unwrap_or("default"),
            &module,
        )
        && let Some(r) = class_method(cx, class, method, None, false)
    {
        return Some(r);
    }
    match ty {
        Some(ty) => type_method(cx, &ty, method),
        // `from . import transport; transport.request(...)`: a function of
        // an imported project module.
        None if family == Family::Python
            && cx.facts.imports.contains_key(receiver)
            && !receiver.contains('.') =>
        {
            function_call(cx, &format!("{receiver}.{method}"))
        }
        None => None,
    }
}

/// This Ruby file declares a class or module `name`, and only inside
/// another class or module (never at the top level).
fn declared_only_nested(cx: &Cx<'_, '_>, name: &str) -> bool {
    use crate::semantics::ast;
    if !cx.local_effects.classes.contains(name) {
        return false;
    }
    let mut top_level = false;
    let mut nested = false;
    ast::walk(cx.root, &mut |n| {
        if matches!(n.kind_name(), "class" | "module")
            && n.field("name").is_some_and(|c| cx.text_of(c) == name)
        {
            let mut up = crate::semantics::parents::parent(n);
            let mut inside = false;
            while let Some(p) = up {
                if matches!(p.kind_name(), "class" | "module") {
                    inside = true;
                    break;
                }
                up = crate::semantics::parents::parent(p);
            }
            if inside {
                nested = true;
            } else {
                top_level = true;
            }
        }
        true
    });
    nested && !top_level
}

/// The class of a receiver that constructs an object in place.
fn constructed_type(receiver: &str, family: Family) -> Option<&str> {
    let r = receiver.trim();
    let ty = match family {
        Family::Ruby => r.split_once(".new").map(|(t, _)| t)?,
        Family::Js => {
            let rest = r.strip_prefix("new ")?;
            rest.split_once('(').map(|(t, _)| t)?
        }
        Family::Python => r.split_once('(').map(|(t, _)| t)?,
    };
    let ty = ty.trim().trim_start_matches("::");
    let simple = ty.rsplit(['.', ':']).next().unwrap_or(ty);
    let valid = !ty.is_empty()
        && simple.chars().next().is_some_and(char::is_uppercase)
        && ty
            .chars()
            .all(|c| c.is_alphanumeric() || c == '_' || c == '.' || c == ':');
    valid.then_some(ty)
}

/// Resolves `method` called on an instance (or the class) named `ty`.
pub fn type_method(cx: &Cx<'_, '_>, ty: &str, method: &str) -> Option<Resolved> {
    match cx.family() {
        Family::Js => {
            let simple = ty.rsplit('.').next().unwrap_or(ty);
            match js_origin(cx, ty) {
                Origin::Package(p) => sdk_package(Eco::Javascript, &p, ty),
                Origin::Project(None) => class_method(cx, simple, method, None, true)
                    .or_else(|| aliased_sdk(cx.local_effects.instances.get(&alias_key(simple)))),
                Origin::Project(Some(m)) => class_method(cx, simple, method, Some(&m), false)
                    .or_else(|| {
                        let def = cx
                            .index
                            .effects
                            .instance(Family::Js, &alias_key(simple), &m);
                        aliased_sdk(def.map(|d| (d.line, d.effect.clone())).as_ref())
                    }),
                Origin::Unknown => None,
            }
        }
        Family::Python => {
            let (origin, simple) = py_origin(cx, ty);
            match origin {
                Origin::Package(full)
                    if knowledge::name_under(
                        knowledge::list(Eco::Python, "local-store-packages"),
                        &full,
                    ) =>
                {
                    Some(Resolved::Local)
                }
                Origin::Package(_) if is_value_type(&simple) => Some(Resolved::Local),
                // A builder of an SDK whose one sending method issues the
                // request (`webhook.add_embed(e)` before `webhook.execute()`).
                Origin::Package(full)
                    if knowledge::name_under(
                        knowledge::list(Eco::Python, "deferred-request-sdk-modules"),
                        &full,
                    ) && !knowledge::list(Eco::Python, "request-sending-methods")
                        .contains(&method) =>
                {
                    Some(Resolved::Local)
                }
                Origin::Package(full) => {
                    let sdk = knowledge::list(Eco::Python, "sdk-modules");
                    knowledge::name_under(sdk, &full).then(|| Resolved::Sdk {
                        name: full.clone(),
                        retries: knowledge::name_under(
                            knowledge::list(Eco::Python, "retrying-sdk-modules"),
                            &full,
                        ),
                    })
                }
                Origin::Project(None) => class_method(cx, &simple, method, None, true),
                Origin::Project(Some(m)) => class_method(cx, &simple, method, Some(&m), false),
                Origin::Unknown => None,
            }
        }
        Family::Ruby => {
            let store = knowledge::list(Eco::Ruby, "local-store-packages");
            if store.iter().any(|p| {
                ty.trim_start_matches("::").starts_with(p)
                    || p.strip_suffix("::") == Some(ty.trim_start_matches("::"))
            }) {
                return Some(Resolved::Local);
            }
            let sdk = knowledge::list(Eco::Ruby, "sdk-constants");
            if knowledge::name_under(sdk, ty) {
                return Some(Resolved::Sdk {
                    name: ty.to_string(),
                    retries: knowledge::name_under(
                        knowledge::list(Eco::Ruby, "retrying-sdk-constants"),
                        ty,
                    ),
                });
            }
            let simple = ty.rsplit("::").next().unwrap_or(ty);
            // `Twitter::User` is the gem's `User`, not the project's: a
            // namespaced constant is project code only when its namespace is.
            let ty = ty.trim_start_matches("::");
            if let Some((root, _)) = ty.split_once("::")
                && !cx.local_effects.classes.contains(root)
                && !cx.index.effects.knows_class(Family::Ruby, root, None)
            {
                return None;
            }
            let here = cx.local_effects.classes.contains(simple);
            class_method(cx, simple, method, None, here)
        }
    }
}

/// The key under which a module's type alias of an SDK type is kept with
/// its exported instances (`FileEffects::instances`).
pub fn alias_key(name: &str) -> String {
    format!("type {name}")
}

/// What a TypeScript type alias names, when it names an SDK client type of
/// a package (`type SendClient = Omit<MatrixClient, 'on'>` with
/// `MatrixClient` imported from the SDK): `None` otherwise.
pub fn package_type(cx: &Cx<'_, '_>, ty: &str) -> Option<Resolved> {
    match js_origin(cx, ty) {
        Origin::Package(p) => sdk_package(Eco::Javascript, &p, ty),
        _ => None,
    }
}

fn aliased_sdk(alias: Option<&(usize, Effect)>) -> Option<Resolved> {
    let (_, effect) = alias?;
    Some(Resolved::Sdk {
        name: effect.via.clone(),
        retries: effect.retries,
    })
}

/// A type an SDK hands back rather than a client (`SlackResponse`,
/// `WebAPICallResult`, `ClientError`): its methods read a value in process
/// (`sdk-value-type-suffixes`).
fn is_value_type(ty: &str) -> bool {
    let simple = ty.rsplit(['.', ':']).next().unwrap_or(ty);
    knowledge::list(Eco::Common, "sdk-value-type-suffixes")
        .iter()
        .any(|suffix| simple.len() > suffix.len() && simple.ends_with(suffix))
}

fn sdk_package(eco: Eco, package: &str, ty: &str) -> Option<Resolved> {
    // A datastore or validator client (`ioredis`, `pg`, `mongoose`): its
    // calls are local work for the rules, whatever the binding is named.
    if knowledge::package_matches(knowledge::list(eco, "local-store-packages"), package) {
        return Some(Resolved::Local);
    }
    if is_value_type(ty) {
        return Some(Resolved::Local);
    }
    // A package that lists its client classes: its other exports (a log
    // facade, an enum) are local.
    let simple = ty.rsplit('.').next().unwrap_or(ty);
    let classes: Vec<&str> = knowledge::list(eco, "sdk-client-classes")
        .iter()
        .filter_map(|e| e.split_once('#'))
        .filter(|(p, _)| *p == package)
        .map(|(_, c)| c)
        .collect();
    if !classes.is_empty() && !classes.contains(&simple) {
        return None;
    }
    knowledge::package_matches(knowledge::list(eco, "sdk-packages"), package).then(|| {
        Resolved::Sdk {
            name: format!("{ty} ({package})"),
            retries: knowledge::package_matches(
                knowledge::list(eco, "retrying-sdk-packages"),
                package,
            ),
        }
    })
}

/// A method of the enclosing class called on `this`/`self`.
pub fn same_class_method(cx: &Cx<'_, '_>, method: &str) -> Option<Resolved> {
    let (c, e) = cx
        .local_effects
        .methods
        .iter()
        .filter(|((_, m), _)| m == method)
        .map(|((c, _), v)| (c, v))
        .min_by_key(|(c, _)| c.as_str())?;
    if !e.1.outbound
        && let Some(d) = cx
            .index
            .effects
            .method(
                cx.family(),
                c,
                method,
                Some(&effects::module_key(cx.rel_path)),
            )
            .filter(|d| d.effect.outbound && d.path == cx.rel_path)
    {
        return Some(from_def(method, d));
    }
    Some(from_local(cx, method, &e.1))
}

/// Resolves a plain function call `name()`: an imported project function or
/// a same-file function (Ruby: a same-class method with no receiver).
pub fn function_call(cx: &Cx<'_, '_>, name: &str) -> Option<Resolved> {
    if let Some((_, e)) = cx.local_effects.functions.get(name) {
        // The file's own summary knows only its own clients; the project
        // tables, closed over calls into other files, may know more
        // (`send()` here calls an imported class's outbound method).
        if !e.outbound
            && let Some(d) = cx
                .index
                .effects
                .function(cx.family(), name, Some(&effects::module_key(cx.rel_path)))
                .filter(|d| d.effect.outbound && d.path == cx.rel_path)
        {
            return Some(from_def(name, d));
        }
        return Some(from_local(cx, name, e));
    }
    match cx.family() {
        Family::Ruby => same_class_method(cx, name),
        _ => imported_function(cx, name).map(|d| from_def(name, d)),
    }
}

/// Whether the project function called as `name` (in this file or
/// imported from project code) retries, when the model summarised it.
pub fn function_retries(cx: &Cx<'_, '_>, name: &str) -> Option<bool> {
    if let Some((_, e)) = cx.local_effects.functions.get(name) {
        return Some(e.retries);
    }
    imported_function(cx, name).map(|d| d.effect.retries)
}

/// The summary of a project function imported under `name` (JS: an import
/// of a project module; Python: `from .api import fetch`, `from . import
/// api; api.fetch`). Ruby has no imports of functions.
fn imported_function<'a>(cx: &Cx<'a, '_>, name: &str) -> Option<&'a Def> {
    let family = cx.family();
    if family == Family::Js {
        let original = cx.facts.import_names.get(name).map_or(name, String::as_str);
        // A cheap test before resolving where the import comes from.
        if !cx.index.effects.has_function(Family::Js, original) {
            return None;
        }
    }
    let (original, module) = import_source(cx, name)?;
    let index: &'a crate::index::ProjectIndex = cx.index;
    index
        .effects
        .function(family, original.as_deref().unwrap_or(name), Some(&module))
}

/// Where a name imported from project code comes from: the name it has in
/// its module when the import names it (JS `import { x as y }`, Python
/// `from .m import x`; `None` for a JS default or namespace import), and the
/// module's key. Ruby has no imports.
fn import_source(cx: &Cx<'_, '_>, name: &str) -> Option<(Option<String>, String)> {
    match cx.family() {
        Family::Js => match js_origin(cx, name) {
            Origin::Project(Some(m)) => Some((cx.facts.import_names.get(name).cloned(), m)),
            _ => None,
        },
        Family::Python => match py_origin(cx, name) {
            (Origin::Project(Some(m)), simple) => {
                let module = m
                    .strip_suffix(&format!("/{simple}"))
                    .map(str::to_string)
                    .unwrap_or(m);
                Some((Some(simple), module))
            }
            _ => None,
        },
        Family::Ruby => None,
    }
}

/// A client instance a project module exports, imported here under `name`
/// (`import api from './api'`, `import { http } from '../lib/http'`,
/// `from .transport import session`): its definition, whose effect's `via`
/// is the client library.
pub fn imported_instance<'a>(cx: &Cx<'a, '_>, name: &str) -> Option<&'a Def> {
    let (original, module) = import_source(cx, name)?;
    let index: &'a crate::index::ProjectIndex = cx.index;
    index.effects.instance(
        cx.family(),
        original.as_deref().unwrap_or("default"),
        &module,
    )
}

/// The client a project factory function returns, when `receiver` is bound
/// to a call of one (`const client = await makeClient()`): defined in this
/// file or imported.
pub fn factory_client<'a>(
    cx: &Cx<'a, '_>,
    receiver: &str,
    at: tree_sitter::Node<'_>,
) -> Option<(Def, String)> {
    // A binding of the factory's value (`const client = makeClient()`), or
    // the factory called in place (`makeClient().send(...)`).
    let function = match cx.bindings().factory_at(receiver, at, cx.family()) {
        Some(f) => f.to_string(),
        None => receiver
            .strip_suffix("()")
            .filter(|f| !f.is_empty() && f.chars().all(|c| c.is_alphanumeric() || c == '_'))?
            .to_string(),
    };
    let function = &function;
    let key = format!("{function}()");
    if let Some((line, effect)) = cx.local_effects.instances.get(&key) {
        return Some((
            Def {
                module: String::new(),
                path: cx.rel_path.to_string(),
                line: *line,
                effect: effect.clone(),
            },
            function.clone(),
        ));
    }
    if !cx.facts.imports.contains_key(function.as_str()) {
        return None;
    }
    let (original, module) = import_source(cx, function)?;
    let index: &'a crate::index::ProjectIndex = cx.index;
    let def = index.effects.instance(
        cx.family(),
        &format!("{}()", original.as_deref().unwrap_or(function)),
        &module,
    );
    def.cloned().map(|d| (d, function.clone()))
}

/// The effect summary of the project function or method a call reaches,
/// with where it is defined (path, line; line 0 when only the file is
/// known): `this.init()`, `setup()`, `self.connect()`, a function imported
/// from a project module, a method of a typed receiver.
pub fn callee_effect(
    cx: &Cx<'_, '_>,
    call: tree_sitter::Node<'_>,
) -> Option<(Effect, String, usize)> {
    use crate::semantics::ast;
    let family = cx.family();
    let (receiver, name) = match family {
        // A bare method name is a call of a same-class method (`setup`).
        Family::Ruby if call.kind_name() == "identifier" => ("", cx.text_of(call)),
        _ => ast::call_receiver_and_method(call, family, cx.text)?,
    };
    let local = &cx.local_effects;
    // The class the call is made in: `this.init()` is its `init`.
    let own_class = || {
        ast::enclosing_class(call, family)
            .and_then(|c| c.field("name"))
            .map(|n| {
                let t = cx.text_of(n);
                t.rsplit("::").next().unwrap_or(t).to_string()
            })
    };
    let here = |e: &Effect, line: usize| Some((e.clone(), cx.rel_path.to_string(), line));
    let method_effect = |class: &str| {
        if let Some((line, e)) = local.methods.get(&(class.to_string(), name.to_string())) {
            return here(e, *line);
        }
        cx.index
            .effects
            .method(family, class, name, None)
            .map(|d| (d.effect.clone(), d.path.clone(), d.line))
    };
    if (matches!(receiver, "this" | "self") || (receiver.is_empty() && family == Family::Ruby))
        && let Some(found) = own_class().and_then(|class| method_effect(&class))
    {
        return Some(found);
    }
    if receiver.is_empty() {
        if let Some((line, e)) = local.functions.get(name) {
            return here(e, *line);
        }
        return imported_function(cx, name).map(|d| (d.effect.clone(), d.path.clone(), d.line));
    }
    let ty = cx.bindings().types.get(receiver)?;
    method_effect(ty.rsplit(['.', ':']).next().unwrap_or(ty))
}

/// Whether a call reaches project code whose summary opens a connection to
/// a datastore or broker (`Effect::connects`): `this.init()`, `setup()`,
/// `self.connect()`, a method of a typed receiver.
pub fn call_connects(cx: &Cx<'_, '_>, call: tree_sitter::Node<'_>) -> bool {
    callee_effect(cx, call).is_some_and(|(e, _, _)| e.connects)
}

/// Whether a called name is a project helper that waits (`await
/// timer(5000)` with `timer` a promise around `setTimeout`): a delay.
pub fn function_waits(cx: &Cx<'_, '_>, name: &str) -> bool {
    if let Some((_, e)) = cx.local_effects.functions.get(name) {
        return e.is_delay();
    }
    imported_function(cx, name).is_some_and(|d| d.effect.is_delay())
}

/// A project-wide key for the function or method a call reaches, when the
/// model can tell which one: `src/api::fetchUser` for an imported or
/// same-file function, `IdentityClient#verify` for a method on a typed
/// receiver or a Ruby constant. Used to join retrying callers in one file
/// with the calls they retry in another.
pub fn callee_key(cx: &Cx<'_, '_>, call: tree_sitter::Node<'_>) -> Option<String> {
    let family = cx.family();
    match family {
        Family::Js | Family::Python => reference_key(cx, call.field("function")?),
        Family::Ruby => {
            let (recv, method) = crate::semantics::ast::ruby_receiver_and_method(call, cx.text);
            // `BillingClient.new(...).invoice`: a method on a fresh instance.
            let recv = recv.split(".new").next().unwrap_or(recv);
            // `::ColumnService` is the top-level constant `ColumnService`.
            let recv = recv.trim_start_matches("::");
            // `new.fetch(...)`, `self.new.fetch(...)` in a class method: a
            // method on a fresh instance of the class around.
            let fresh_own = |r: &str| {
                matches!(
                    r.split('(').next().unwrap_or(r).trim(),
                    "new" | "self.new" | "self.class.new"
                )
            };
            if fresh_own(crate::semantics::ast::ruby_receiver_and_method(call, cx.text).0) {
                let class = enclosing_class_name(call, cx)?;
                let simple = class.rsplit("::").next().unwrap_or(class);
                return Some(format!("{simple}#{method}"));
            }
            let ty = cx
                .bindings()
                .types
                .get(recv)
                .map(String::as_str)
                .or_else(|| {
                    recv.chars()
                        .next()
                        .is_some_and(char::is_uppercase)
                        .then_some(recv)
                })?;
            let simple = ty.rsplit("::").next().unwrap_or(ty);
            Some(format!("{simple}#{method}"))
        }
    }
}

/// The key (see `callee_key`) of the project function a JS/Python
/// expression names: the callee of a call, or a function handed over by
/// reference (`useSWR(key, fetcher)`).
pub fn reference_key(cx: &Cx<'_, '_>, f: tree_sitter::Node<'_>) -> Option<String> {
    let family = cx.family();
    let here = effects::module_key_of(cx.rel_path);
    match f.kind_name() {
        "identifier" => {
            let name = cx.text_of(f);
            if cx.local_effects.functions.contains_key(name) || cx.bindings().classes.contains(name)
            {
                return Some(format!("{here}::{name}"));
            }
            if family == Family::Js {
                // A project module required whole and called
                // (`const send = require('./send'); send(...)`) runs the
                // function assigned to `module.exports`.
                let original = if cx.facts.namespace_imports.contains(name)
                    && !cx.facts.import_names.contains_key(name)
                {
                    "exports"
                } else {
                    cx.facts.import_names.get(name).map_or(name, String::as_str)
                };
                match js_origin(cx, name) {
                    Origin::Project(Some(m)) => Some(format!("{m}::{original}")),
                    _ => None,
                }
            } else {
                // `py_origin` names the module the function is imported
                // from, which may share its name (`from jobs.enrich import
                // enrich`).
                match py_origin(cx, name) {
                    (Origin::Project(Some(m)), simple) => Some(format!("{m}::{simple}")),
                    _ => None,
                }
            }
        }
        "member_expression" | "attribute" => {
            let obj = cx.text_of(f.field("object")?);
            let prop = cx.text_of(f.field("property").or_else(|| f.field("attribute"))?);
            // A function of a project module imported whole
            // (`from . import payouts; payouts.run()`,
            // `import * as billing from './billing'`).
            if !obj.contains('.') {
                let origin = if family == Family::Js {
                    js_origin(cx, obj)
                } else {
                    py_origin(cx, obj).0
                };
                if let Origin::Project(Some(m)) = origin {
                    // `import { api } from './http'`, `import api from
                    // './http'`: a method of what the module exports under
                    // that name, keyed like a Python module attribute
                    // (`Tables::by_key` tries a function of a module of
                    // that name, then the module's instance).
                    if family == Family::Js && !cx.facts.namespace_imports.contains(obj) {
                        let exported = cx
                            .facts
                            .import_names
                            .get(obj)
                            .map_or("default", String::as_str);
                        return Some(format!("{m}/{exported}::{prop}"));
                    }
                    // `from . import payouts` names the package.
                    let m =
                        if family == Family::Python && m != obj && !m.ends_with(&format!("/{obj}"))
                        {
                            format!("{m}/{obj}")
                        } else {
                            m
                        };
                    return Some(format!("{m}::{prop}"));
                }
            }
            let ty = cx.bindings().types.get(obj)?;
            let simple = ty.rsplit('.').next().unwrap_or(ty);
            Some(format!("{simple}#{prop}"))
        }
        _ => None,
    }
}

/// The keys (see `callee_key`) under which a definition can be reached:
/// `module::name`, and `Class#name` for a method.
pub fn definition_keys(cx: &Cx<'_, '_>, name: &str, class: Option<&str>) -> Vec<String> {
    let mut keys = vec![format!("{}::{name}", effects::module_key(cx.rel_path))];
    if let Some(c) = class {
        keys.push(format!("{c}#{name}"));
    }
    keys
}

/// Some named function enclosing `node` has a definition key (see
/// [`definition_keys`]) for which `asks` holds.
pub fn enclosing_definition_matches(
    node: Node<'_>,
    cx: &Cx<'_, '_>,
    asks: &dyn Fn(&str) -> bool,
) -> bool {
    let family = cx.family();
    let mut cur = ast::enclosing_function(node, family);
    while let Some(f) = cur {
        if let Some(name) = ast::function_name(f, cx.text) {
            let class = enclosing_class_name(f, cx).map(|t| t.rsplit("::").next().unwrap_or(t));
            if definition_keys(cx, name, class).iter().any(|k| asks(k)) {
                return true;
            }
        }
        cur = ast::enclosing_function(f, family);
    }
    false
}

/// The name of the class around `node`, as written.
pub fn enclosing_class_name<'t>(node: Node<'t>, cx: &Cx<'_, 't>) -> Option<&'t str> {
    let class = ast::enclosing_class(node, cx.family())?;
    class.field("name").map(|n| cx.text_of(n))
}

/// A function enclosing `node` is reached from a registered job's file,
/// directly or through other project code (`ProjectEffects::job_reaches`).
pub fn job_reaches(node: Node<'_>, cx: &Cx<'_, '_>) -> bool {
    let family = cx.family();
    enclosing_definition_matches(node, cx, &|k| cx.index.effects.job_reaches(family, k))
}

/// A function enclosing `node` is reached from unattended code elsewhere
/// (`ProjectEffects::unattended_reaches`).
fn unattended_code_reaches(node: Node<'_>, cx: &Cx<'_, '_>) -> bool {
    let family = cx.family();
    enclosing_definition_matches(node, cx, &|k| {
        cx.index.effects.unattended_reaches(family, k)
    })
}

/// Evidence that the code at `node` runs unattended, where no person sees a
/// failure and sends the work again: the file registers a job, worker,
/// consumer or schedule or lives in such a directory (`exec::unattended`),
/// or a job registered elsewhere reaches the function around it.
pub fn unattended_reach(node: Node<'_>, cx: &Cx<'_, '_>) -> Option<String> {
    // A function registered for a URL route runs per request, whatever
    // else its file registers (a Celery task beside a Flask view).
    if let Some(why) = &cx.exec().unattended
        && ast::route_decorated(node, cx.family(), cx.text).is_none()
    {
        return Some(why.clone());
    }
    unattended_code_reaches(node, cx).then(|| {
        "a job, worker, consumer or schedule of the project calls this code, directly or through other project code".to_string()
    })
}

/// Whether a call runs project code summarised as retrying (`Effect::retries`:
/// a retry loop of its own, or a wrapper that runs the function it is given
/// under a retry, `this.garmr.execute(() => fetch(url))`): its display name.
/// Receivers typed with a project class or interface (`garmr: IGarmrService`)
/// and plain functions are resolved; Ruby is not asked.
pub fn retrying_callee(cx: &Cx<'_, '_>, call: Node<'_>) -> Option<String> {
    let family = cx.family();
    if family == Family::Ruby {
        return None;
    }
    let (recv, method) = ast::call_receiver_and_method(call, family, cx.text)?;
    if recv.is_empty() {
        let retries = match cx.local_effects.functions.get(method) {
            Some((_, e)) => e.retries,
            None => imported_function(cx, method).is_some_and(|d| d.effect.retries),
        };
        return retries.then(|| method.to_string());
    }
    let ty = cx.bindings().types.get(recv).cloned()?;
    let (module, simple) = match family {
        Family::Js => {
            let simple = ty.rsplit('.').next().unwrap_or(&ty).to_string();
            match js_origin(cx, &ty) {
                Origin::Project(m) => (m, simple),
                _ => return None,
            }
        }
        _ => match py_origin(cx, &ty) {
            (Origin::Project(m), simple) => (m, simple),
            _ => return None,
        },
    };
    let retries = match module {
        None => cx
            .local_effects
            .methods
            .get(&(simple.clone(), method.to_string()))
            .map(|(_, e)| e.retries)
            .or_else(|| {
                cx.index
                    .effects
                    .method(family, &simple, method, None)
                    .map(|d| d.effect.retries)
            }),
        Some(m) => cx
            .index
            .effects
            .method(family, &simple, method, Some(&m))
            .map(|d| d.effect.retries),
    };
    retries
        .unwrap_or(false)
        .then(|| format!("{simple}.{method}"))
}
