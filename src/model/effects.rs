//! Effect summaries (spec v3): every project function, method and class is
//! summarised as making outbound calls and/or retrying, so that a call to a
//! project function whose summary is outbound is outbound, and a receiver
//! whose type resolves to a project client class is remote, whatever their
//! names say.
//!
//! Summaries are computed in the first pass for the files that can call a
//! client at all (a client or SDK word occurs in their bytes), to a fixed
//! point within each file (a method calling a same-file outbound helper is
//! outbound), and joined across files by name and module: JS relative
//! imports (`./identity` -> `src/identity`), Python modules (suffix match of
//! the dotted path) and Ruby constants (global).

use crate::context::Cx;
use crate::lang::Family;
use crate::semantics::ast::Field;
use crate::semantics::kind::NodeKind as _;
use crate::semantics::{ast, clients};
use rustc_hash::{FxHashMap as HashMap, FxHashSet as HashSet};
use tree_sitter::Node;

/// What one function or method does.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Effect {
    /// Makes an outbound call (directly or through a summarised callee).
    pub outbound: bool,
    /// Retries what it calls (a retry loop, `retry`, a retry decorator or helper).
    pub retries: bool,
    /// The call that makes it outbound (`axios.post`, `this.send`), for messages.
    pub via: String,
    /// A small helper that waits (`const timer = (ms) => new Promise((r) =>
    /// setTimeout(r, ms))`, `def pause(s): time.sleep(s)`): awaiting it is a
    /// delay.
    pub waits: bool,
    /// Waits somewhere in its own body (a sleep before it gives up on a
    /// failed call, a backoff) or retries what it calls: a loop that calls
    /// it again is paced by it on the paths that wait.
    pub paces: bool,
    /// Every failure of its work is caught inside it and not passed on (its
    /// body is one `try` whose catch-all handler never re-raises): a caller's
    /// handler never sees the remote failure.
    pub contained: bool,
    /// Its remote failures reach callers as errors that carry the HTTP
    /// status: it calls a client that raises on a status (axios, RestClient,
    /// an SDK), turns a bad status into an exception (`raise_for_status()`),
    /// or calls project code that does.
    pub raises_status: bool,
    /// A thin wrapper of a client: a small body that forwards its parameters
    /// to one client call and returns it, with no retry of its own
    /// (`def request(method, url, **kw): return requests.request(method, url,
    /// **kw)`, `apiFetch(url, init)` around `fetch`). A call to it is a call
    /// of that client, judged where it is made (see `forwarded_call`).
    pub forwards: bool,
    /// Opens a network connection to a datastore or broker (directly, or
    /// through a same-file callee): `init()` that runs `amqp.connect(url)`
    /// or `psycopg2.connect(dsn)`. Not outbound for the other rules (what
    /// runs on the connection is local work to them), but a retry of it
    /// reaches the server.
    pub connects: bool,
    /// The client whose errors leave it unchanged: every outbound call it
    /// makes itself is of that one client library (`axios`, `sdk` for an
    /// SDK client), none of them inside a handler of its own that could
    /// replace the error. Empty when unknown, mixed or wrapped.
    pub error_client: String,
    /// Drops a connection the object holds so that its next call opens a
    /// fresh one (`@connection.reset`, `self.client.reconnect()`:
    /// `connection-reset-methods`): a retry right after it is a reconnect.
    pub reconnects: bool,
    /// Every outbound call it makes itself sits in a handler that logs the
    /// caught error (the error object, its text) and then passes it on
    /// (`except ClientError as e: logger.error(str(e)); raise e`): a caller
    /// that catches the failure finds its cause already in the log.
    pub logs_failures: bool,
    /// JS: a failure can leave it as a plain built-in error, one with no
    /// own enumerable fields (`throw new Error(...)` outside a `try` of its
    /// own, `reject(new Error(...))`, a native `fetch` rejecting with a
    /// `TypeError`; `plain-error-classes`), directly or through a callee:
    /// `JSON.stringify` of what a caller catches may be `{}`.
    pub throws_plain: bool,
}

impl Effect {
    /// Calling it is a delay: a helper that waits and does no remote work
    /// (a call that sleeps after a failed request is paced, `paces`, but is
    /// no delay between polls that succeed).
    pub fn is_delay(&self) -> bool {
        self.waits && !self.outbound
    }
}

/// A summarised definition.
#[derive(Clone, Debug)]
pub struct Def {
    /// Module key of the defining file (see `module_key`).
    pub module: String,
    /// Relative path of the defining file.
    pub path: String,
    /// 1-based line of the definition.
    pub line: usize,
    pub effect: Effect,
}

/// The summaries of one file.
#[derive(Debug, Default)]
pub struct FileEffects {
    /// Top-level (and nested named) functions: name -> effect.
    pub functions: HashMap<String, (usize, Effect)>,
    /// Methods: (class, method) -> effect.
    pub methods: HashMap<(String, String), (usize, Effect)>,
    pub classes: HashSet<String>,
    /// Keys (`resolve::callee_key`) of the functions and methods this file
    /// calls from inside a retry (a retrying function, a retry helper's callback).
    pub retried_callees: HashSet<String>,
    /// (key of a call a callback is handed to, key of a call inside that
    /// callback): inside a retry when the first turns out to retry what it
    /// runs (a project wrapper defined in another file).
    pub wrapped_calls: Vec<(String, String)>,
    /// Keys (`resolve::callee_key`) of the functions and methods this file
    /// calls, `module::*` for a module it calls into.
    pub used_callees: HashSet<String>,
    /// Keys of the project code this file's jobs call (`exec::retried_job_file`):
    /// it runs inside a job the framework may retry.
    pub job_callees: HashSet<String>,
    /// Keys of the project code this file calls when the file runs
    /// unattended (`exec::unattended`: a job, worker, consumer or schedule,
    /// retried or not).
    pub unattended_callees: HashSet<String>,
    /// Keys of the project code this file calls when it registers a job
    /// that declares its own retries (`exec::job_retry_marker` in the file).
    pub own_retry_callees: HashSet<String>,
    /// Keys of the project code this file calls inside a supervising loop
    /// (`containment::supervising_loop`: an endless loop that catches the
    /// failure, goes on and waits before running the work again).
    pub supervised_callees: HashSet<String>,
    /// Polling loops of this file (`containment::polling_loop`: an endless
    /// loop that waits before its next round): (the loop as shown, `path:line`,
    /// keys of the project code it calls each round).
    pub polled_loops: Vec<(String, String, Vec<String>)>,
    /// Jobs a timer of this file enqueues by name (`schedule::periodic_enqueue`):
    /// (job name, the timer as shown, `path:line`).
    pub periodic_jobs: Vec<(String, String, String)>,
    /// Project code a queue processor of this file runs for a job name
    /// (`schedule::dispatched_job`): (job name, keys).
    pub dispatched_jobs: Vec<(String, Vec<String>)>,
    /// Calls between project definitions: (caller key, callee key), keys as
    /// `resolve::definition_keys` / `resolve::callee_key` write them.
    pub calls: Vec<(String, String)>,
    /// The calls of `calls` whose failure reaches the caller (not caught
    /// where they are made) and that no client call of this file already
    /// made outbound: `finish` follows them across files.
    pub passing_calls: Vec<(String, String)>,
    /// JS: the calls of `calls` through which a plain built-in error leaves
    /// the caller unchanged (`Effect::throws_plain`): not made inside a
    /// `try` whose `catch` replaces or drops what it catches.
    pub plain_calls: Vec<(String, String)>,
    /// Client instances other modules can import: name (`default` for the
    /// default export) -> (line, effect whose `via` is the client library
    /// and `retries` its retry configuration in this file).
    pub instances: HashMap<String, (usize, Effect)>,
    /// Module-level names bound to an instance of a class (`export const
    /// identity = new IdentityClient(url)`, `identity = IdentityClient(url)`)
    /// -> the class as written: where another module imports the name, its
    /// methods are that class's.
    pub typed_exports: HashMap<String, String>,
    /// JavaScript client packages whose shared default export a retry
    /// plugin patches in this file (`axiosRetry(axios, {...})` on `import
    /// axios from 'axios'`): the package's one instance retries wherever the
    /// program imports it.
    pub patched_packages: Vec<String>,
}

impl FileEffects {
    pub fn is_empty(&self) -> bool {
        self.functions.is_empty()
            && self.methods.is_empty()
            && self.retried_callees.is_empty()
            && self.wrapped_calls.is_empty()
            && self.used_callees.is_empty()
            && self.job_callees.is_empty()
            && self.unattended_callees.is_empty()
            && self.own_retry_callees.is_empty()
            && self.supervised_callees.is_empty()
            && self.polled_loops.is_empty()
            && self.periodic_jobs.is_empty()
            && self.dispatched_jobs.is_empty()
            && self.calls.is_empty()
            && self.passing_calls.is_empty()
            && self.plain_calls.is_empty()
            && self.instances.is_empty()
            && self.typed_exports.is_empty()
            && self.patched_packages.is_empty()
    }

    /// A same-file function or method of `class` by name.
    pub fn local(&self, class: Option<&str>, name: &str) -> Option<&Effect> {
        if let Some(c) = class
            && let Some((_, e)) = self.methods.get(&(c.to_string(), name.to_string()))
        {
            return Some(e);
        }
        self.functions.get(name).map(|(_, e)| e)
    }
}

/// Summaries of the whole project, by language family, then name.
#[derive(Debug, Default)]
pub struct ProjectEffects {
    families: [Tables; 3],
}

/// The summaries of one language family.
#[derive(Debug, Default)]
struct Tables {
    functions: HashMap<String, Vec<Def>>,
    /// Class simple name -> method name -> definitions.
    methods: HashMap<String, HashMap<String, Vec<Def>>>,
    /// Class simple name -> defining modules.
    classes: HashMap<String, Vec<(String, String)>>,
    /// Class simple name -> the classes it extends (or interfaces it
    /// implements), in every module that defines one of that name.
    supers: HashMap<String, Vec<String>>,
    /// The other way: class or interface -> the classes that extend or
    /// implement it.
    subs: HashMap<String, Vec<String>>,
    /// Function and method names called from inside a retry somewhere.
    retried: HashSet<String>,
    /// Calls inside callbacks handed to another call (`FileEffects::wrapped_calls`).
    wrapped: Vec<(String, String)>,
    /// Functions called or imported somewhere: name (`*` for a whole module)
    /// -> calling modules' targets (module keys); and `Class#method` keys.
    used: HashMap<String, Vec<String>>,
    used_methods: HashSet<String>,
    /// Keys called from a retried job's file, keys called from unattended
    /// files, and calls between definitions: `finish` closes them into
    /// `job_reached` and `unattended_reached`.
    job_roots: Vec<String>,
    unattended_roots: Vec<String>,
    own_retry_roots: Vec<String>,
    supervised_roots: Vec<String>,
    /// Polling loops of the project (`FileEffects::polled_loops`).
    polled_loops: Vec<(String, String, Vec<String>)>,
    /// Jobs timers enqueue and what processors run for them
    /// (`FileEffects::periodic_jobs`, `FileEffects::dispatched_jobs`).
    periodic_jobs: Vec<(String, String, String)>,
    dispatched_jobs: Vec<(String, Vec<String>)>,
    calls: Vec<(String, String)>,
    /// Calls whose failure reaches the caller (`FileEffects::passing_calls`).
    passing_calls: Vec<(String, String)>,
    /// Calls a plain built-in error passes through (`FileEffects::plain_calls`).
    plain_calls: Vec<(String, String)>,
    /// Exported client instances: name -> definitions (`via` is the library).
    instances: HashMap<String, Vec<Def>>,
    /// Module-level instances of classes: name -> (module, class simple name).
    typed_exports: HashMap<String, Vec<(String, String)>>,
    /// Client packages whose shared instance a retry plugin patches
    /// (`FileEffects::patched_packages`) -> the file that patches it.
    patched_packages: HashMap<String, String>,
    /// Definitions reachable from a retried job.
    job_reached: Reach,
    /// Definitions reachable from unattended code (any job, worker,
    /// consumer or schedule).
    unattended_reached: Reach,
    /// Definitions reachable from a job whose own file declares retries.
    own_retry_reached: Reach,
    /// Definitions reachable from a supervising loop's work.
    supervised_reached: Reach,
    /// Tasks and job classes a schedule of the project runs periodically
    /// (name -> the schedule's file), set before `finish`.
    periodic_tasks: Vec<(String, String)>,
    /// Definitions reachable from a periodic task's own definitions, each
    /// with the first task (and its schedule's file) that reaches it.
    periodic_reached: Vec<(String, String, Reach)>,
}

/// Whole-module edges (a module reached whole reaches every call made in
/// it; a function of a module that was not summarised reaches everything
/// the module imports) stand for calls that may not exist: a path of reach
/// takes at most this many. Past it, a module imported whole is reached
/// (all of its definitions) but not followed further: in a Django project
/// whose modules import each other whole, one job would otherwise reach
/// every definition of the project.
const MAX_WHOLE_MODULE_HOPS: u8 = 2;

/// Definitions reachable from some roots: name -> modules (`*` never), and
/// `Class#method` keys.
#[derive(Debug, Default)]
struct Reach {
    functions: HashMap<String, Vec<String>>,
    methods: HashSet<String>,
}

impl Reach {
    fn contains(&self, key: &str) -> bool {
        match key.rsplit_once("::") {
            Some((module, name)) => [name, "*"].iter().any(|n| {
                self.functions
                    .get(*n)
                    .is_some_and(|ms| ms.iter().any(|m| same_module(m, module)))
            }),
            None => self.methods.contains(key),
        }
    }
}

/// Extensions of the source files module keys are made from (and that an
/// import may spell out, as ESM TypeScript does with `./client.js`).
const SOURCE_EXTENSIONS: &[&str] = &[
    "ts", "tsx", "mts", "cts", "js", "jsx", "mjs", "cjs", "py", "pyi", "rb",
];

/// The module key of a file: its path without extension and without a
/// trailing `index`/`__init__`, with `/` separators (`src/api/index.ts` ->
/// `src/api`).
pub fn module_key(rel: &str) -> String {
    module_key_of(rel).to_string()
}

/// [`module_key`] as a slice of `rel`, for callers that only format it
/// (one per call of a summarised file).
pub fn module_key_of(rel: &str) -> &str {
    let rel = rel.trim_start_matches("./");
    // Only a source extension: `./mail.service` names `mail.service.ts`.
    let stem = match rel.rsplit_once('.') {
        Some((s, ext)) if SOURCE_EXTENSIONS.contains(&ext) => s,
        _ => rel,
    };
    stem.strip_suffix("/index")
        .or_else(|| stem.strip_suffix("/__init__"))
        .unwrap_or(stem)
}

/// Resolves a JS import specifier relative to the importing file; `None` for
/// a package import.
pub fn resolve_js_import(importer_rel: &str, spec: &str) -> Option<String> {
    if !spec.starts_with('.') {
        return None;
    }
    let mut parts: Vec<&str> = importer_rel.split('/').collect();
    parts.pop();
    for seg in spec.split('/') {
        match seg {
            "." | "" => {}
            ".." => {
                parts.pop();
            }
            s => parts.push(s),
        }
    }
    Some(module_key(&parts.join("/")))
}

/// Whether two module keys name the same module: equal, one a path suffix
/// of the other at a directory boundary (`app/services/identity` and
/// `src/app/services/identity`, Python dotted paths converted to slashes),
/// or one under a workspace package's directory.
pub fn same_module(a: &str, b: &str) -> bool {
    // A workspace package's directory (`packages/common/**`) holds every
    // module under it.
    for (pattern, other) in [(a, b), (b, a)] {
        if let Some(dir) = pattern.strip_suffix("/**") {
            return other == dir
                || other.strip_suffix("/**") == Some(dir)
                || other
                    .strip_prefix(dir)
                    .is_some_and(|rest| rest.starts_with('/'));
        }
    }
    let (short, long) = if a.len() <= b.len() { (a, b) } else { (b, a) };
    !short.is_empty()
        && (long == short
            || (long.len() > short.len()
                && long.ends_with(short)
                && long.as_bytes()[long.len() - short.len() - 1] == b'/'))
}

/// The item of `items` defined in `module`; else, when `module` is a
/// package directory whose index re-exports its modules (`import {
/// makeRequest } from '../utils'` with `export * from './http'` in
/// `utils/index.ts`, a Python package's `__init__`), the one item defined
/// in a module under that directory. The import compiles only if the
/// package exports the name, so a single definition below it is the one.
fn in_module<'a, T>(items: &'a [T], module_of: impl Fn(&T) -> &str, module: &str) -> Option<&'a T> {
    if let Some(found) = items.iter().find(|d| same_module(module_of(d), module)) {
        return Some(found);
    }
    let mut below = items.iter().filter(|d| {
        module_of(d)
            .strip_prefix(module)
            .is_some_and(|rest| rest.starts_with('/'))
    });
    let one = below.next()?;
    below.next().is_none().then_some(one)
}

impl ProjectEffects {
    pub fn add(&mut self, family: Family, rel: &str, file: &FileEffects) {
        self.families[family as usize].add(rel, file);
    }

    /// Summarises `rel` again: its definitions replace those an earlier
    /// summary recorded (call edges and keys are added again; duplicates
    /// of those change nothing).
    pub fn replace(&mut self, family: Family, rel: &str, file: &FileEffects) {
        let t = &mut self.families[family as usize];
        for list in t.functions.values_mut() {
            list.retain(|d| d.path != rel);
        }
        for methods in t.methods.values_mut() {
            for list in methods.values_mut() {
                list.retain(|d| d.path != rel);
            }
        }
        for list in t.instances.values_mut() {
            list.retain(|d| d.path != rel);
        }
        t.add(rel, file);
    }

    /// The classes a file defines and what they extend (`class_supers`).
    pub fn add_supers(&mut self, family: Family, supers: &[(String, String)]) {
        let t = &mut self.families[family as usize];
        for (class, base) in supers {
            let bases = t.supers.entry(class.clone()).or_default();
            if !bases.contains(base) {
                bases.push(base.clone());
                t.subs.entry(base.clone()).or_default().push(class.clone());
            }
        }
    }

    /// A file that was not summarised (it names no client, job or retry) but
    /// imports project code: any of its functions may call what it imports,
    /// so a job that reaches it reaches that code too (`m::*` -> key).
    pub fn add_module_imports(&mut self, family: Family, rel: &str, imported: &[String]) {
        let from = format!("{}::*", module_key(rel));
        self.families[family as usize]
            .calls
            .extend(imported.iter().map(|k| (from.clone(), k.clone())));
    }

    pub fn finish(&mut self) {
        for t in &mut self.families {
            t.finish();
        }
    }

    /// A project function by name, from `module` when the import says where.
    pub fn function(&self, family: Family, name: &str, module: Option<&str>) -> Option<&Def> {
        self.families[family as usize].function(name, module)
    }

    /// A client instance that `module` exports as `name` (`default` for
    /// the default export): `export const api = axios.create(...)`.
    pub fn instance(&self, family: Family, name: &str, module: &str) -> Option<&Def> {
        self.families[family as usize].instance(name, module)
    }

    /// A client instance bound to a global name (a Ruby constant) in some
    /// module: the one definition, or the first when every definition uses
    /// the same library.
    pub fn global_instance(&self, family: Family, name: &str) -> Option<&Def> {
        self.families[family as usize].global_instance(name)
    }

    /// The class of the instance `module` binds to `name` at module level.
    pub fn exported_type(&self, family: Family, name: &str, module: &str) -> Option<&str> {
        self.families[family as usize].exported_type(name, module)
    }

    /// The module that patches the shared instance of client package
    /// `package` with a retry plugin (`axiosRetry(axios, ...)`), when other
    /// modules import it: a configuration module the program loads, not an
    /// entry script that patches the instance for its own run.
    pub fn patched_package(&self, family: Family, package: &str) -> Option<&str> {
        self.families[family as usize]
            .patched_packages
            .get(package)
            .filter(|rel| self.is_used(family, &format!("{}::*", module_key(rel))))
            .map(String::as_str)
    }

    /// The global names bound to client instances: Ruby constants, and
    /// class methods that build one (`Services.notify_client`).
    pub fn global_instance_names(&self, family: Family) -> Vec<String> {
        let mut names: Vec<String> = self.families[family as usize]
            .instances
            .keys()
            .filter(|n| {
                crate::semantics::names::is_constant_name(n)
                    || n.split_once('.').is_some_and(|(class, _)| {
                        class.chars().next().is_some_and(|c| c.is_ascii_uppercase())
                    })
            })
            .cloned()
            .collect();
        names.sort();
        names
    }

    /// Whether some project function of `family` is named `name` (a cheap
    /// test before resolving where an import comes from).
    pub fn has_function(&self, family: Family, name: &str) -> bool {
        self.families[family as usize].functions.contains_key(name)
    }

    /// A project method of `class`.
    pub fn method(
        &self,
        family: Family,
        class: &str,
        name: &str,
        module: Option<&str>,
    ) -> Option<&Def> {
        self.families[family as usize].method(class, name, module)
    }

    /// Whether one of `keys` (as `resolve::callee_key` writes them: `m::f`,
    /// `Class#method`) names project code summarised as outbound.
    pub fn any_outbound(&self, family: Family, keys: &[String]) -> bool {
        let t = &self.families[family as usize];
        keys.iter()
            .any(|key| t.by_key(key).is_some_and(|d| d.effect.outbound))
    }

    /// The modules of `family` with an outbound function or a client
    /// instance, under every path suffix (`src/api/http`, `api/http`,
    /// `http`) and as themselves (`=src/api/http`), so that
    /// `imports_outbound` matches module keys as `same_module` does.
    pub fn outbound_modules(&self, family: Family) -> HashSet<String> {
        let t = &self.families[family as usize];
        let mut out = HashSet::default();
        let defs = t
            .functions
            .values()
            .flatten()
            .filter(|d| d.effect.outbound)
            .chain(t.instances.values().flatten());
        for d in defs {
            let mut m = d.module.as_str();
            out.insert(format!("={m}"));
            out.insert(m.to_string());
            while let Some((_, rest)) = m.split_once('/') {
                out.insert(rest.to_string());
                m = rest;
            }
        }
        out
    }

    /// Whether a file importing `keys` (as `imported_keys` writes them)
    /// imports remote work: an outbound function, a client instance, or
    /// (for `m::*`) a module of `modules` (`outbound_modules`). Before
    /// `finish`, outbound means so within its own file.
    pub fn imports_outbound(
        &self,
        family: Family,
        keys: &[String],
        modules: &HashSet<String>,
    ) -> bool {
        let t = &self.families[family as usize];
        keys.iter().any(|key| match key.rsplit_once("::") {
            Some((module, "*")) => {
                let mut m = module;
                if modules.contains(m) {
                    return true;
                }
                while let Some((_, rest)) = m.split_once('/') {
                    if modules.contains(&format!("={rest}")) {
                        return true;
                    }
                    m = rest;
                }
                false
            }
            Some((module, name)) => {
                t.function(name, Some(module))
                    .is_some_and(|d| d.effect.outbound)
                    || t.instance(name, module).is_some()
                    // A class with outbound methods: the file may build
                    // an instance others import (`typed_exports`).
                    || t.outbound_class(name, Some(module)).is_some()
            }
            None => false,
        })
    }

    /// An outbound method of `class`: an instance of it is a client of
    /// something remote.
    pub fn outbound_class(
        &self,
        family: Family,
        class: &str,
        module: Option<&str>,
    ) -> Option<&Def> {
        self.families[family as usize].outbound_class(class, module)
    }

    /// The classes of `family` with a method that makes an outbound call
    /// (within its own file, before `finish`).
    pub fn outbound_class_names(&self, family: Family) -> Vec<String> {
        let mut names: Vec<String> = self.families[family as usize]
            .methods
            .iter()
            .filter(|(_, methods)| methods.values().flatten().any(|d| d.effect.outbound))
            .map(|(class, _)| class.clone())
            .collect();
        names.sort();
        names
    }

    /// Whether the first pass summarised a project class `class`.
    pub fn knows_class(&self, family: Family, class: &str, module: Option<&str>) -> bool {
        self.families[family as usize].knows_class(class, module)
    }

    /// Whether some project code calls the definition under `key` (see
    /// `resolve::callee_key`) from inside a retry.
    pub fn called_in_retry(&self, family: Family, key: &str) -> bool {
        self.families[family as usize].retried.contains(key)
    }

    /// Records the keys of calls and imports of project code (see
    /// `FileEffects::used_callees`, `imported_keys`).
    pub fn add_used<'a>(&mut self, family: Family, keys: impl IntoIterator<Item = &'a String>) {
        self.families[family as usize].add_used(keys);
    }

    /// Whether some file of the scan calls or imports the definition under
    /// `key` (`module::name` or `Class#name`, see `resolve::definition_keys`):
    /// modules match as in import resolution (a path suffix).
    pub fn is_used(&self, family: Family, key: &str) -> bool {
        let t = &self.families[family as usize];
        match key.rsplit_once("::") {
            Some((module, name)) => [name, "*"].iter().any(|n| {
                t.used
                    .get(*n)
                    .is_some_and(|ms| ms.iter().any(|m| same_module(m, module)))
            }),
            None => t.used_methods.contains(key),
        }
    }

    /// Whether the definition under `key` (see `resolve::definition_keys`)
    /// runs inside a job the framework may retry: some retried job's file
    /// calls it, directly or through other project code.
    pub fn job_reaches(&self, family: Family, key: &str) -> bool {
        self.families[family as usize].job_reached.contains(key)
    }

    /// The periodic task (and its schedule's file) whose work reaches the
    /// definition under `key`: a schedule runs it again on its next tick.
    pub fn periodic_reach(&self, family: Family, key: &str) -> Option<(&str, &str)> {
        self.families[family as usize]
            .periodic_reached
            .iter()
            .find(|(_, _, reach)| reach.contains(key))
            .map(|(task, path, _)| (task.as_str(), path.as_str()))
    }

    /// Records the tasks and job classes a schedule of the project runs
    /// periodically (name -> the schedule's file), before `finish`.
    pub fn set_periodic_tasks(&mut self, family: Family, tasks: Vec<(String, String)>) {
        self.families[family as usize].periodic_tasks = tasks;
    }

    /// Whether the definition under `key` runs inside a job whose own file
    /// declares retries (ActiveJob `retry_on`, Celery `autoretry_for`).
    pub fn own_retry_job_reaches(&self, family: Family, key: &str) -> bool {
        self.families[family as usize]
            .own_retry_reached
            .contains(key)
    }

    /// Whether the definition under `key` runs as the work of a supervising
    /// loop (`containment::supervising_loop`), directly or through other
    /// project code: the loop's next round, after its wait, runs it again.
    pub fn supervised(&self, family: Family, key: &str) -> bool {
        self.families[family as usize]
            .supervised_reached
            .contains(key)
    }

    /// Whether the definition under `key` runs unattended: some file that
    /// registers a job, worker, consumer or schedule (or lives in such a
    /// directory) calls it, directly or through other project code.
    pub fn unattended_reaches(&self, family: Family, key: &str) -> bool {
        let t = &self.families[family as usize];
        t.unattended_reached.contains(key) && !t.shared_class_name(key)
    }
}

impl Tables {
    fn add(&mut self, rel: &str, file: &FileEffects) {
        let module = module_key(rel);
        let def = |line: usize, effect: &Effect| Def {
            module: module.clone(),
            path: rel.to_string(),
            line,
            effect: effect.clone(),
        };
        for (name, (line, effect)) in &file.functions {
            self.functions
                .entry(name.clone())
                .or_default()
                .push(def(*line, effect));
        }
        for ((class, name), (line, effect)) in &file.methods {
            self.methods
                .entry(class.clone())
                .or_default()
                .entry(name.clone())
                .or_default()
                .push(def(*line, effect));
        }
        self.retried.extend(file.retried_callees.iter().cloned());
        self.wrapped.extend(file.wrapped_calls.iter().cloned());
        self.add_used(&file.used_callees);
        self.job_roots.extend(file.job_callees.iter().cloned());
        self.unattended_roots
            .extend(file.unattended_callees.iter().cloned());
        self.own_retry_roots
            .extend(file.own_retry_callees.iter().cloned());
        self.supervised_roots
            .extend(file.supervised_callees.iter().cloned());
        self.polled_loops.extend(file.polled_loops.iter().cloned());
        self.periodic_jobs
            .extend(file.periodic_jobs.iter().cloned());
        self.dispatched_jobs
            .extend(file.dispatched_jobs.iter().cloned());
        self.calls.extend(file.calls.iter().cloned());
        self.passing_calls
            .extend(file.passing_calls.iter().cloned());
        self.plain_calls.extend(file.plain_calls.iter().cloned());
        for package in &file.patched_packages {
            self.patched_packages
                .entry(package.clone())
                .or_insert_with(|| rel.to_string());
        }
        for (name, (line, effect)) in &file.instances {
            self.instances
                .entry(name.clone())
                .or_default()
                .push(def(*line, effect));
        }
        for (name, class) in &file.typed_exports {
            let simple = class.rsplit(['.', ':']).next().unwrap_or(class);
            self.typed_exports
                .entry(name.clone())
                .or_default()
                .push((module.clone(), simple.to_string()));
        }
        for class in &file.classes {
            self.classes
                .entry(class.clone())
                .or_default()
                .push((module.clone(), rel.to_string()));
        }
    }

    /// A method key (`Class#name`) whose class name is defined in more than
    /// one module: a call that reaches one of them does not say which, so
    /// it is no evidence that this one is reached (seven provider modules
    /// each defining `OnedriveService#sync`).
    fn shared_class_name(&self, key: &str) -> bool {
        let Some((class, _)) = key.split_once('#') else {
            return false;
        };
        self.classes.get(class).is_some_and(|defs| {
            defs.iter()
                .any(|(module, _)| defs.first().is_some_and(|(m0, _)| m0 != module))
        })
    }

    fn add_used<'a>(&mut self, keys: impl IntoIterator<Item = &'a String>) {
        for key in keys {
            match key.rsplit_once("::") {
                Some((module, name)) => self
                    .used
                    .entry(name.to_string())
                    .or_default()
                    .push(module.to_string()),
                None => {
                    self.used_methods.insert(key.clone());
                }
            }
        }
    }

    /// Outbound across files, to a fixed point: a definition whose call of
    /// project code in another file lets that code's failure through
    /// (`passing_calls`) is outbound when the callee is, whether the callee
    /// is a function of an imported module or a method its receiver's class
    /// inherits. The first pass summarised each file alone, so a chain of
    /// two imports (handler -> query helper -> client class) was cut.
    fn close_outbound(&mut self) {
        let edges = std::mem::take(&mut self.passing_calls);
        // Each round follows one more hop; chains longer than this are rare.
        for _ in 0..6 {
            let mut marks: Vec<(String, String, bool)> = Vec::new();
            for (from, to) in &edges {
                let Some(callee) = self.by_key(to).filter(|d| d.effect.outbound) else {
                    continue;
                };
                if self.by_key(from).is_some_and(|d| !d.effect.outbound) {
                    let name = to.rsplit(['#', ':']).next().unwrap_or(to).to_string();
                    marks.push((from.clone(), name, callee.effect.raises_status));
                }
            }
            if marks.is_empty() {
                break;
            }
            for (from, via, raises) in marks {
                if let Some(def) = self.by_key_mut(&from) {
                    def.effect.outbound = true;
                    def.effect.via = via;
                    def.effect.raises_status |= raises;
                }
            }
        }
        // A plain built-in error leaves through the calls that do not
        // replace it.
        let edges = std::mem::take(&mut self.plain_calls);
        for _ in 0..6 {
            let marks: Vec<&String> = edges
                .iter()
                .filter(|(from, to)| {
                    self.by_key(to).is_some_and(|d| d.effect.throws_plain)
                        && self.by_key(from).is_some_and(|d| !d.effect.throws_plain)
                })
                .map(|(from, _)| from)
                .collect();
            if marks.is_empty() {
                break;
            }
            for from in marks {
                if let Some(def) = self.by_key_mut(from) {
                    def.effect.throws_plain = true;
                }
            }
        }
    }

    /// The definition a key names (`module::function`, `Class#method`, the
    /// latter through ancestors and implementations).
    fn by_key(&self, key: &str) -> Option<&Def> {
        match key.split_once('#') {
            Some((class, method)) => self
                .method(class, method, None)
                .or_else(|| self.global_instance_method(class, method)),
            None => {
                let (module, name) = key.rsplit_once("::").filter(|(_, name)| *name != "*")?;
                self.function(name, Some(module))
                    // A CommonJS module's default export is the function
                    // assigned to `module.exports` (named `exports`).
                    .or_else(|| {
                        (name == "default")
                            .then(|| self.function("exports", Some(module)))
                            .flatten()
                    })
                    .or_else(|| self.instance_method(module, name))
            }
        }
    }

    /// `IDENTITY_HTTP#get`: a request method of a client bound to a Ruby
    /// constant somewhere in the project.
    fn global_instance_method(&self, name: &str, method: &str) -> Option<&Def> {
        if !crate::semantics::names::is_constant_name(name) {
            return None;
        }
        sends_through(self.global_instance(name)?, method)
    }

    /// `src/http/api::get`: a request method of the client instance `api`
    /// that module `src/http` exports (any method of an SDK client).
    fn instance_method(&self, path: &str, method: &str) -> Option<&Def> {
        let (module, instance) = path.rsplit_once('/')?;
        // An instance of a project class: its method.
        if let Some(def) = self
            .exported_type(instance, module)
            .and_then(|class| self.method(class, method, None))
        {
            return Some(def);
        }
        sends_through(self.instance(instance, module)?, method)
    }

    /// The one definition a caller's key names, to update it: a method key
    /// only when a single class of that name defines the method.
    fn by_key_mut(&mut self, key: &str) -> Option<&mut Def> {
        match key.split_once('#') {
            Some((class, method)) => match self.methods.get_mut(class)?.get_mut(method)? {
                defs if defs.len() == 1 => defs.first_mut(),
                _ => None,
            },
            None => {
                let (module, name) = key.rsplit_once("::")?;
                self.functions
                    .get_mut(name)?
                    .iter_mut()
                    .find(|d| same_module(&d.module, module))
            }
        }
    }

    /// Closes the job and unattended roots over the calls between
    /// definitions.
    fn close_job_reach(&mut self) {
        let mut by_name: HashMap<&str, Vec<(&str, &str)>> = HashMap::default();
        // Calls by the last segment of the calling module (modules that are
        // `same_module` share it): every call, and the `m::*` edges alone.
        let mut by_stem: HashMap<&str, Vec<(&str, &str)>> = HashMap::default();
        let mut stars_by_stem: HashMap<&str, Vec<(&str, &str)>> = HashMap::default();
        let stem = |m: &str| -> String { m.rsplit('/').next().unwrap_or(m).to_string() };
        for (from, to) in &self.calls {
            let (module, name) = from.rsplit_once("::").unwrap_or(("", from.as_str()));
            let last = module.rsplit('/').next().unwrap_or(module);
            if name == "*" {
                stars_by_stem
                    .entry(last)
                    .or_default()
                    .push((module, to.as_str()));
            } else {
                by_name.entry(name).or_default().push((module, to.as_str()));
            }
            if !module.is_empty() {
                by_stem.entry(last).or_default().push((module, to.as_str()));
            }
        }
        let close = |roots: Vec<String>| -> Reach {
            let mut reached: HashMap<String, Vec<String>> = HashMap::default();
            let mut methods: HashSet<String> = HashSet::default();
            // Each key with the number of whole-module edges taken to reach
            // it (see `MAX_WHOLE_MODULE_HOPS`); a key reached again by a
            // path with fewer is expanded again.
            let mut queue: Vec<(String, u8)> = roots.into_iter().map(|r| (r, 0)).collect();
            let mut seen: HashMap<String, u8> = HashMap::default();
            while let Some((key, hops)) = queue.pop() {
                if seen.get(&key).is_some_and(|h| *h <= hops) {
                    continue;
                }
                seen.insert(key.clone(), hops);
                // `require('./send')` reaches the function assigned to
                // `module.exports` (CommonJS), summarised as `exports`.
                if let Some(m) = key.strip_suffix("::default") {
                    queue.push((format!("{m}::exports"), hops));
                }
                // A module key looks its callers up by name, a method key whole.
                let (module, lookup) = match key.rsplit_once("::") {
                    Some((m, n)) => {
                        // A module reached whole through a whole-module edge
                        // (imported by a module that was not summarised) is
                        // followed, but does not stand for every definition
                        // in it: its importer may call one of them or none.
                        if n != "*" || hops == 0 {
                            reached
                                .entry(n.to_string())
                                .or_default()
                                .push(m.to_string());
                        }
                        (Some(m), n)
                    }
                    None => {
                        methods.insert(key.clone());
                        (None, key.as_str())
                    }
                };
                // A module reached whole reaches every call made in it; any
                // reached function of a module that was not summarised reaches
                // what the module imports (`m::*` edges).
                // Each edge with whether it is a whole-module one.
                let whole_ok = hops < MAX_WHOLE_MODULE_HOPS;
                let edges: Vec<(&(&str, &str), bool)> = match (module, lookup) {
                    (Some(m), "*") if whole_ok => by_stem
                        .get(stem(m).as_str())
                        .into_iter()
                        .flatten()
                        .map(|e| (e, true))
                        .collect(),
                    (Some(_), "*") => Vec::new(),
                    (Some(m), name) => by_name
                        .get(name)
                        .into_iter()
                        .flatten()
                        .map(|e| (e, false))
                        .chain(
                            stars_by_stem
                                .get(stem(m).as_str())
                                .into_iter()
                                .flatten()
                                .filter(|_| whole_ok)
                                .map(|e| (e, true)),
                        )
                        .collect(),
                    (None, name) => by_name
                        .get(name)
                        .into_iter()
                        .flatten()
                        .map(|e| (e, false))
                        .collect(),
                };
                // A module named from a source root (Python's absolute
                // `from utils import notify`) ends every module of that name
                // (`src/utils`, `src/press/utils`): it names the one nearest
                // the root, with the fewest directories. (A workspace
                // package's `dir/**` holds all of its modules.)
                let depth = |m: &str| m.matches('/').count();
                let nearest = module.filter(|m| !m.ends_with("/**")).and_then(|m| {
                    edges
                        .iter()
                        .filter(|((from, _), _)| same_module(from, m))
                        .map(|((from, _), _)| depth(from))
                        .min()
                });
                for ((from_module, to), whole) in edges {
                    let matches = match module {
                        Some(m) => {
                            same_module(from_module, m)
                                && nearest.is_none_or(|d| depth(from_module) == d)
                        }
                        None => from_module.is_empty(),
                    };
                    let hops = hops + u8::from(whole);
                    if matches && seen.get(*to).is_none_or(|h| *h > hops) {
                        queue.push(((*to).to_string(), hops));
                    }
                }
            }
            Reach {
                functions: reached,
                methods,
            }
        };
        self.job_reached = close(std::mem::take(&mut self.job_roots));
        self.unattended_reached = close(std::mem::take(&mut self.unattended_roots));
        self.own_retry_reached = close(std::mem::take(&mut self.own_retry_roots));
        self.supervised_reached = close(std::mem::take(&mut self.supervised_roots));
        // What a periodic task calls runs on its schedule: seeded with the
        // task's own definitions (a Python function of that name, every
        // method of a Ruby job class of that name).
        let tasks = std::mem::take(&mut self.periodic_tasks);
        let mut periodic = Vec::new();
        for (task, path) in tasks {
            let mut seeds: Vec<String> = self
                .functions
                .get(&task)
                .into_iter()
                .flatten()
                .map(|d| format!("{}::{task}", d.module))
                .collect();
            if let Some(methods) = self.methods.get(&task) {
                seeds.extend(methods.keys().map(|m| format!("{task}#{m}")));
            }
            if seeds.is_empty() {
                continue;
            }
            seeds.sort();
            periodic.push((task, path, close(seeds)));
        }
        // What a polling loop calls each round runs again on its next round,
        // after the wait.
        let mut loops = std::mem::take(&mut self.polled_loops);
        loops.sort();
        for (shown, at, mut seeds) in loops {
            seeds.sort();
            seeds.dedup();
            periodic.push((shown, at, close(seeds)));
        }
        // A job a timer enqueues by name runs, on each tick, what the queue's
        // processor runs under that name.
        let mut jobs = std::mem::take(&mut self.periodic_jobs);
        jobs.sort();
        jobs.dedup_by(|a, b| a.0 == b.0);
        let dispatched = std::mem::take(&mut self.dispatched_jobs);
        for (job, shown, at) in jobs {
            let mut seeds: Vec<String> = dispatched
                .iter()
                .filter(|(name, _)| *name == job)
                .flat_map(|(_, keys)| keys.iter().cloned())
                .collect();
            if seeds.is_empty() {
                continue;
            }
            seeds.sort();
            seeds.dedup();
            periodic.push((format!("{shown}` enqueues `{job}"), at, close(seeds)));
        }
        self.periodic_reached = periodic;
        self.calls = Vec::new();
    }

    /// Sorts entries so results never depend on scheduling.
    fn finish(&mut self) {
        self.close_outbound();
        self.close_job_reach();
        // Calls inside callbacks handed to a project wrapper that retries
        // what it runs (`garmr.execute(() => fetchParse(url))`) are retried.
        let wrapped = std::mem::take(&mut self.wrapped);
        for (wrapper, inner) in wrapped {
            let retries = match wrapper.split_once('#') {
                Some((class, method)) => self.method(class, method, None),
                None => wrapper
                    .rsplit_once("::")
                    .and_then(|(module, name)| self.function(name, Some(module))),
            }
            .is_some_and(|d| d.effect.retries && !d.effect.outbound);
            if retries {
                self.retried.insert(inner);
            }
        }
        let order = |a: &Def, b: &Def| (&a.path, a.line).cmp(&(&b.path, b.line));
        for list in self.functions.values_mut() {
            list.sort_by(order);
        }
        for methods in self.methods.values_mut() {
            for list in methods.values_mut() {
                list.sort_by(order);
            }
        }
        for list in self.classes.values_mut() {
            list.sort();
        }
    }

    fn pick<'a>(list: &'a [Def], module: Option<&str>) -> Option<&'a Def> {
        match module {
            Some(m) => in_module(list, |d| d.module.as_str(), m),
            // Unqualified (Ruby constants): only when every definition agrees.
            None => {
                let first = list.first()?;
                list.iter()
                    .all(|d| d.effect.outbound == first.effect.outbound)
                    .then_some(first)
            }
        }
    }

    fn function(&self, name: &str, module: Option<&str>) -> Option<&Def> {
        Self::pick(self.functions.get(name)?, module)
    }

    /// A method of `class` or, when it has none of that name, of the
    /// classes it extends (a few levels up; the module is only asked of
    /// `class` itself).
    fn method(&self, class: &str, name: &str, module: Option<&str>) -> Option<&Def> {
        if let Some(def) = self
            .methods
            .get(class)
            .and_then(|m| m.get(name))
            .and_then(|defs| Self::pick(defs, module))
        {
            return Some(def);
        }
        if let Some(def) = self
            .ancestors(class)
            .into_iter()
            .find_map(|base| Self::pick(self.methods.get(base)?.get(name)?, None))
        {
            return Some(def);
        }
        // An interface (or abstract base) with no method of that name: the
        // implementations' methods, one that does remote work or retries
        // first (a test double does neither).
        let impls: Vec<&Def> = self
            .subs
            .get(class)
            .into_iter()
            .flatten()
            .filter_map(|c| Self::pick(self.methods.get(c)?.get(name)?, None))
            .collect();
        impls
            .iter()
            .find(|d| d.effect.outbound || d.effect.retries)
            .or(impls.first())
            .copied()
    }

    /// The classes `class` extends, nearest first, up to four levels.
    fn ancestors(&self, class: &str) -> Vec<&str> {
        let mut out: Vec<&str> = Vec::new();
        let mut frontier: Vec<&str> = vec![class];
        for _ in 0..4 {
            let mut next = Vec::new();
            for c in frontier {
                for base in self.supers.get(c).into_iter().flatten() {
                    if base != class && !out.contains(&base.as_str()) {
                        out.push(base);
                        next.push(base.as_str());
                    }
                }
            }
            if next.is_empty() {
                break;
            }
            frontier = next;
        }
        out
    }

    fn exported_type(&self, name: &str, module: &str) -> Option<&str> {
        in_module(self.typed_exports.get(name)?, |(m, _)| m.as_str(), module)
            .map(|(_, class)| class.as_str())
    }

    fn global_instance(&self, name: &str) -> Option<&Def> {
        let defs = self.instances.get(name)?;
        let first = defs.first()?;
        defs.iter()
            .all(|d| d.effect.via == first.effect.via)
            .then_some(first)
    }

    fn instance(&self, name: &str, module: &str) -> Option<&Def> {
        in_module(self.instances.get(name)?, |d| d.module.as_str(), module)
    }

    fn outbound_class(&self, class: &str, module: Option<&str>) -> Option<&Def> {
        // Its own methods, then those it inherits (a subclass of a project
        // client that only adds constructors is that client).
        let mut defs: Vec<&Def> = Vec::new();
        let mut seen: HashSet<&str> = HashSet::default();
        let chain = std::iter::once((class, module))
            .chain(self.ancestors(class).into_iter().map(|c| (c, None)));
        for (c, m) in chain {
            let Some(methods) = self.methods.get(c) else {
                continue;
            };
            let mut names: Vec<&String> = methods.keys().collect();
            names.sort();
            for name in names {
                if seen.insert(name.as_str())
                    && let Some(d) = Self::pick(&methods[name], m)
                {
                    defs.push(d);
                }
            }
        }
        if defs.is_empty() {
            // An interface: a client when one of its implementations is.
            return self
                .subs
                .get(class)
                .into_iter()
                .flatten()
                .filter(|c| self.methods.contains_key(c.as_str()))
                .find_map(|c| self.outbound_class(c, None));
        }
        let outbound = defs.iter().filter(|d| d.effect.outbound).count();
        // A client class: most of its methods go over the network. A model
        // with one remote call among many methods is not a client.
        (outbound * 2 >= defs.len())
            .then(|| defs.into_iter().find(|d| d.effect.outbound))
            .flatten()
    }

    fn knows_class(&self, class: &str, module: Option<&str>) -> bool {
        self.classes
            .get(class)
            .is_some_and(|list| module.is_none_or(|m| list.iter().any(|(k, _)| same_module(k, m))))
    }
}

/// One definition met during the traversal.
struct DefInfo {
    class: Option<String>,
    /// `None` for anonymous functions (callbacks): their effects belong to
    /// the enclosing definition.
    name: Option<String>,
    parent: Option<usize>,
    line: usize,
    effect: Effect,
    callees: Vec<String>,
    /// An outbound call that no swallowing handler of the definition guards:
    /// its failure can leave the definition.
    exposed: bool,
    /// Same-file callees called outside any swallowing handler.
    exposed_callees: Vec<String>,
    /// JS: same-file callees whose plain built-in errors leave this
    /// definition unchanged (`replaced_here` is false for the call).
    plain_callees: Vec<String>,
    /// Whether each outbound call it makes itself is logged and passed on
    /// (`None` before its first outbound call).
    logs_all: Option<bool>,
    /// Runs inside a retry: the definition retries, or encloses one that
    /// does, or is the callback of a retry helper.
    in_retry: bool,
    /// The callee key of the call this callback (or one around it) is
    /// handed to (`this.policy.execute(async () => ...)`): whether that
    /// call retries it is known once every file is summarised.
    handed_to: Option<String>,
}

enum Scope {
    Def(usize),
    Class(String),
}

/// Summarises the functions and methods of one file in one traversal
/// (enclosing definitions and classes are carried down, never looked up).
/// The file's client instances other modules can import: plain names the
/// file binds to a client (`const api = axios.create(...)`, `session =
/// requests.Session()`), and `default` for a JS default export of one
/// (`export default api`, `module.exports = api`). Ruby shares clients
/// through constants and methods, resolved elsewhere.
fn exported_instances(cx: &Cx<'_, '_>) -> HashMap<String, (usize, Effect)> {
    use std::sync::LazyLock;
    static DEFAULT_EXPORT: LazyLock<regex::Regex> = LazyLock::new(|| {
        regex::Regex::new(
            r"(?m)^\s*(?:export\s+default|module\.exports\s*=)\s*([A-Za-z_$][\w$]*)\s*;?\s*$",
        )
        .expect("valid regex")
    });
    let mut out = HashMap::default();
    let facts = cx.facts;
    if cx.family() == Family::Ruby {
        // Constants bound to a client (`IDENTITY_HTTP = Faraday.new(...)`):
        // global, so any file may call them.
        for (name, lib) in &facts.client_instances {
            if crate::semantics::names::is_constant_name(name) {
                let effect = Effect {
                    outbound: true,
                    via: lib.to_string(),
                    retries: facts.instance_retries(name, lib),
                    ..Default::default()
                };
                out.insert(name.clone(), (0, effect));
            }
        }
        for name in &facts.sdk_instances {
            if crate::semantics::names::is_constant_name(name) {
                out.insert(name.clone(), (0, sdk_effect()));
            }
        }
        out.extend(ruby_class_factories(cx));
        return out;
    }
    let effect = |name: &str, lib: &str| Effect {
        outbound: true,
        via: lib.to_string(),
        retries: facts.instance_retries(name, lib),
        ..Default::default()
    };
    for (name, lib) in &facts.client_instances {
        let plain = !name.is_empty()
            && name
                .chars()
                .all(|c| c.is_alphanumeric() || c == '_' || c == '$');
        if plain && !facts.imports.contains_key(name) {
            out.insert(name.clone(), (0, effect(name, lib)));
        }
    }
    // SDK clients (`new S3Client(...)`, `boto3.client("s3")`): `via` is
    // `sdk`, and the SDK's own retry policy applies.
    for name in &facts.sdk_instances {
        let plain = !name.is_empty()
            && name
                .chars()
                .all(|c| c.is_alphanumeric() || c == '_' || c == '$');
        if plain && !facts.imports.contains_key(name) && !out.contains_key(name) {
            out.insert(name.clone(), (0, sdk_effect()));
        }
    }
    // A default export counts only when it names a client or SDK instance:
    // without any, the text need not be searched.
    let any_instance = !(facts.client_instances.is_empty() && facts.sdk_instances.is_empty());
    if cx.family() == Family::Js && any_instance {
        // Instances exported under another name: `module.exports = { axios:
        // instance }`, `export { instance as api }`.
        for (key, name) in renamed_exports(cx) {
            if let Some(lib) = facts.client_instances.get(name) {
                out.entry(key.to_string())
                    .or_insert_with(|| (0, effect(name, lib)));
            } else if facts.sdk_instances.contains(name) {
                out.entry(key.to_string())
                    .or_insert_with(|| (0, sdk_effect()));
            }
        }
        for c in DEFAULT_EXPORT.captures_iter(cx.text) {
            if let Some(lib) = facts.client_instances.get(&c[1]) {
                out.insert("default".to_string(), (0, effect(&c[1], lib)));
            } else if facts.sdk_instances.contains(&c[1]) {
                out.insert("default".to_string(), (0, sdk_effect()));
            }
        }
    }
    out
}

/// JavaScript: (exported name, local name) of the top-level exports that
/// rename a binding: the entries of an object assigned to `module.exports`
/// (`module.exports = { axios: axiosInstance }`) and `export { a as b }`.
fn renamed_exports<'t>(cx: &Cx<'_, 't>) -> Vec<(&'t str, &'t str)> {
    let mut out = Vec::new();
    let mut c = cx.root.walk();
    for stmt in cx.root.named_children(&mut c) {
        match stmt.kind_name() {
            "expression_statement" => {
                let Some(e) = stmt
                    .named_child(0)
                    .filter(|e| e.kind_name() == "assignment_expression")
                else {
                    continue;
                };
                let (Some(left), Some(right)) = (e.field("left"), e.field("right")) else {
                    continue;
                };
                if cx.text_of(left) != "module.exports" || right.kind_name() != "object" {
                    continue;
                }
                let mut c2 = right.walk();
                for pair in right
                    .named_children(&mut c2)
                    .filter(|p| p.kind_name() == "pair")
                {
                    if let (Some(k), Some(v)) = (pair.field("key"), pair.field("value"))
                        && v.kind_name() == "identifier"
                    {
                        out.push((cx.text_of(k).trim_matches(['"', '\'']), cx.text_of(v)));
                    }
                }
            }
            "export_statement" => {
                ast::walk(stmt, &mut |n| {
                    if n.kind_name() == "export_specifier"
                        && let (Some(name), Some(alias)) = (n.field("name"), n.field("alias"))
                    {
                        out.push((cx.text_of(alias), cx.text_of(name)));
                    }
                    true
                });
            }
            _ => {}
        }
    }
    out
}

/// Ruby: class or module methods that build or memoize a client (`def
/// self.notify_client; @notify_client ||= Notifications::Client.new(key)`),
/// as `Services.notify_client`: any file may call them.
fn ruby_class_factories(cx: &Cx<'_, '_>) -> Vec<(String, (usize, Effect))> {
    use crate::model::knowledge::{Eco, list, name_under};
    let mut out = Vec::new();
    ast::walk(cx.root, &mut |n| {
        if n.kind_name() != "singleton_method" {
            return true;
        }
        let (Some(name), Some(class)) = (
            n.field("name").map(|m| cx.text_of(m)),
            ast::enclosing_class(n, Family::Ruby)
                .and_then(|c| c.field("name"))
                .map(|c| cx.text_of(c)),
        ) else {
            return false;
        };
        let Some(ty) = cx.bindings().types.get(name) else {
            return false;
        };
        let ty = ty.trim_start_matches("::");
        let effect = if crate::semantics::names::RUBY_CLIENT_CONSTANTS.contains(&ty) {
            Effect {
                outbound: true,
                via: ty.to_string(),
                ..Default::default()
            }
        } else if name_under(list(Eco::Ruby, "sdk-constants"), ty) {
            sdk_effect()
        } else {
            return false;
        };
        let simple = class.rsplit("::").next().unwrap_or(class);
        out.push((
            format!("{simple}.{name}"),
            (n.start_position().row + 1, effect),
        ));
        false
    });
    out
}

/// Module-level names bound to a new instance of a class, JS and Python
/// (see `FileEffects::typed_exports`).
fn typed_exports(cx: &Cx<'_, '_>, root: Node<'_>) -> HashMap<String, String> {
    let mut out = HashMap::default();
    let family = cx.family();
    let mut c = root.walk();
    for stmt in root.named_children(&mut c) {
        let stmt = match stmt.kind_name() {
            "export_statement" => stmt.field("declaration").unwrap_or(stmt),
            "expression_statement" => stmt.named_child(0).unwrap_or(stmt),
            _ => stmt,
        };
        let mut bound: Vec<(Node<'_>, Node<'_>)> = Vec::new();
        match (family, stmt.kind_name()) {
            (Family::Js, "lexical_declaration" | "variable_declaration") => {
                let mut c2 = stmt.walk();
                for d in stmt.named_children(&mut c2) {
                    if let (Some(n), Some(v)) = (d.field("name"), d.field("value")) {
                        bound.push((n, v));
                    }
                }
            }
            (Family::Python, "assignment") => {
                if let (Some(n), Some(v)) = (stmt.field("left"), stmt.field("right")) {
                    bound.push((n, v));
                }
            }
            _ => {}
        }
        for (name, value) in bound {
            if name.kind_name() != "identifier" {
                continue;
            }
            let value = ast::unwrap_expr(value);
            let ctor = match (family, value.kind_name()) {
                (Family::Js, "new_expression") => value.field("constructor"),
                (Family::Python, "call") => value.field("function"),
                _ => None,
            };
            let Some(ctor) =
                ctor.and_then(|c| crate::semantics::bindings::clean_type(cx.text_of(c)))
            else {
                continue;
            };
            let simple = ctor.rsplit('.').next().unwrap_or(&ctor);
            if simple.chars().next().is_some_and(char::is_uppercase) {
                out.insert(cx.text_of(name).to_string(), ctor.clone());
            }
        }
    }
    out
}

/// `Effect::error_client` of a function whose calls reach several clients
/// or pass through a handler.
const MIXED_ERRORS: &str = "*";

/// The client whose errors a call passes on unchanged: its library (`sdk`
/// for an SDK client), or the mixed marker for project code, a thin
/// wrapper, or a call inside a handler of the function.
fn error_client_of(cx: &Cx<'_, '_>, o: &clients::Outbound, call: Node<'_>) -> String {
    // A handler around the call may turn its error into another one; one
    // that only logs and rethrows it (`catch (e) { log(e); throw e }`)
    // passes it on unchanged.
    if crate::semantics::containment::enclosing_handlers(call, cx.family())
        .iter()
        .any(|h| !crate::semantics::containment::rethrows_unchanged(*h, cx.family(), cx.text))
    {
        return MIXED_ERRORS.to_string();
    }
    match o.kind {
        clients::CallKind::Sdk => "sdk".to_string(),
        clients::CallKind::Project => MIXED_ERRORS.to_string(),
        _ if o.forwards_to.is_some() => MIXED_ERRORS.to_string(),
        _ => o.client.clone(),
    }
}

/// Whether the function body `body` binds `name` to an SDK client: `const
/// raw = new SQSClient(...)`, `client = boto3.client("s3")`, or a declared
/// type (`let client: SQSClient`) whose every assignment builds one or is
/// another such local.
fn local_sdk_binding(cx: &Cx<'_, '_>, body: Node<'_>, name: &str) -> bool {
    let family = cx.family();
    let mut found = false;
    ast::walk(body, &mut |n| {
        if found {
            return false;
        }
        // `let client: SQSClient;`: declared as the SDK's client.
        if n.kind_name() == "variable_declarator"
            && n.field("name").is_some_and(|t| cx.text_of(t) == name)
            && let Some(ty) = n.field("type")
            && crate::semantics::facts::sdk_client_type(cx.facts, cx.text_of(ty))
        {
            found = true;
            return false;
        }
        let (target, value) = match n.kind_name() {
            "variable_declarator" => (n.field("name"), n.field("value")),
            "assignment" | "assignment_expression" => (n.field("left"), n.field("right")),
            _ => return true,
        };
        if let (Some(t), Some(v)) = (target, value)
            && cx.text_of(t) == name
        {
            let v = ast::fallback_value(v);
            found = crate::semantics::facts::builds_sdk(cx.facts, v, cx.text, family)
                || (v.kind_name() == "identifier"
                    && v != t
                    && cx.text_of(v) != name
                    && cx.facts.sdk_instances.contains(cx.text_of(v)));
        }
        true
    });
    found
}

/// The instance `def` exports, when `method` sends a request through it: a
/// request verb of any client library, or any method of an SDK client.
fn sends_through<'a>(def: &'a Def, method: &str) -> Option<&'a Def> {
    use crate::semantics::names::{JS_REQUEST_METHODS, PY_REQUEST_METHODS, RUBY_REQUEST_METHODS};
    let verb = [
        &JS_REQUEST_METHODS,
        &PY_REQUEST_METHODS,
        &RUBY_REQUEST_METHODS,
    ]
    .iter()
    .any(|l| l.contains(&method));
    (verb || def.effect.via == SDK_INSTANCE).then_some(def)
}

/// The effect of an exported SDK client instance.
fn sdk_effect() -> Effect {
    Effect {
        outbound: true,
        via: SDK_INSTANCE.to_string(),
        retries: true,
        ..Default::default()
    }
}

/// A TypeScript file's type aliases of SDK client types (`export type
/// SendClient = Omit<MatrixClient, keyof Emitter>`), keyed
/// `resolve::alias_key(name)`: a binding typed with the alias is the SDK's
/// client, in this module and in those that import the alias. Utility types
/// that keep the client's methods (`Omit`, `Pick`, `Partial`, `Readonly`,
/// `Required`, `NonNullable`) are looked through.
fn sdk_type_aliases(cx: &Cx<'_, '_>, root: Node<'_>) -> HashMap<String, (usize, Effect)> {
    let mut out = HashMap::default();
    if cx.family() != Family::Js {
        return out;
    }
    let mut c = root.walk();
    for stmt in root.named_children(&mut c) {
        let decl = match stmt.kind_name() {
            "export_statement" => match stmt.field("declaration") {
                Some(d) => d,
                None => continue,
            },
            _ => stmt,
        };
        if decl.kind_name() != "type_alias_declaration" {
            continue;
        }
        let (Some(name), Some(mut value)) = (decl.field("name"), decl.field("value")) else {
            continue;
        };
        while value.kind_name() == "generic_type"
            && value.field("name").is_some_and(|n| {
                matches!(
                    cx.text_of(n),
                    "Omit" | "Pick" | "Partial" | "Readonly" | "Required" | "NonNullable"
                )
            })
        {
            match value
                .field("type_arguments")
                .and_then(|args| args.named_child(0))
            {
                Some(first) => value = first,
                None => break,
            }
        }
        let Some(target) = crate::semantics::bindings::clean_type(cx.text_of(value)) else {
            continue;
        };
        if let Some(crate::model::resolve::Resolved::Sdk { name: via, retries }) =
            crate::model::resolve::package_type(cx, &target)
        {
            let effect = Effect {
                outbound: true,
                via,
                retries,
                ..Default::default()
            };
            out.insert(
                crate::model::resolve::alias_key(cx.text_of(name)),
                (decl.start_position().row + 1, effect),
            );
        }
    }
    out
}

/// `Effect::via` of an exported SDK client instance.
pub const SDK_INSTANCE: &str = "sdk";

/// Functions that build and return a client (`function makeClient() {
/// return axios.create(...) }`, `def get_session(): return
/// requests.Session()`), keyed `name()`: a binding to their value is that
/// client (`Bindings::factory_calls`). JS and Python; Ruby factory methods
/// are bound in their file.
fn factory_functions(cx: &Cx<'_, '_>, root: Node<'_>) -> HashMap<String, (usize, Effect)> {
    let family = cx.family();
    let mut out = HashMap::default();
    if family == Family::Ruby {
        return out;
    }
    let facts = cx.facts;
    let mut found = |name: &str, func: Node<'_>, body: Node<'_>| {
        let values = ast::returned_values(func, body, family);
        // The library, and whether that instance (or the library) retries.
        let built = values.iter().find_map(|v| {
            let v = ast::fallback_value(*v);
            if matches!(v.kind_name(), "identifier") {
                let name = cx.text_of(v);
                facts
                    .client_instances
                    .get(name)
                    .map(|lib| (lib.clone(), facts.instance_retries(name, lib)))
            } else {
                crate::semantics::facts::client_of(facts, v, cx.text, family).map(|lib| {
                    let retries = facts.retrying_clients.contains(&lib);
                    (lib, retries)
                })
            }
        });
        // An SDK client (`return new SQSClient(...)`, `return
        // boto3.client("s3")`, or a local bound to one).
        let sdk = built.is_none()
            && values.iter().any(|v| {
                let v = ast::fallback_value(*v);
                if v.kind_name() == "identifier" {
                    let name = cx.text_of(v);
                    facts.sdk_instances.contains(name) || local_sdk_binding(cx, body, name)
                } else {
                    crate::semantics::facts::builds_sdk(facts, v, cx.text, family)
                }
            });
        if sdk {
            out.insert(
                format!("{name}()"),
                (func.start_position().row + 1, sdk_effect()),
            );
        }
        if let Some((lib, retries)) = built {
            out.insert(
                format!("{name}()"),
                (
                    func.start_position().row + 1,
                    Effect {
                        outbound: true,
                        retries,
                        via: lib,
                        ..Default::default()
                    },
                ),
            );
        }
    };
    let mut c = root.walk();
    for stmt in root.named_children(&mut c) {
        let stmt = if stmt.kind_name() == "export_statement" {
            stmt.field("declaration").unwrap_or(stmt)
        } else {
            stmt
        };
        let stmt = if stmt.kind_name() == "decorated_definition" {
            stmt.field("definition").unwrap_or(stmt)
        } else {
            stmt
        };
        match stmt.kind_name() {
            "function_declaration" | "function_definition" => {
                if let (Some(name), Some(body)) = (stmt.field("name"), stmt.field("body")) {
                    found(cx.text_of(name), stmt, body);
                }
            }
            "lexical_declaration" | "variable_declaration" => {
                let mut c2 = stmt.walk();
                for d in stmt.named_children(&mut c2) {
                    if let (Some(name), Some(value)) = (d.field("name"), d.field("value"))
                        && matches!(
                            value.kind_name(),
                            "arrow_function" | "function_expression" | "function"
                        )
                        && let Some(body) = value.field("body")
                    {
                        found(cx.text_of(name), value, body);
                    }
                }
            }
            _ => {}
        }
    }
    out
}

/// The project code a file's calls reach, kept as roots of the job,
/// unattended and own-retry reach by what the file is (a retried job's
/// file, unattended code, a job whose own file declares retries).
struct FileRoots {
    job_file: bool,
    unattended_file: bool,
    own_retry_file: bool,
    job_callees: HashSet<String>,
    unattended_callees: HashSet<String>,
    own_retry_callees: HashSet<String>,
}

impl FileRoots {
    fn of(cx: &Cx<'_, '_>) -> Self {
        let family = cx.family();
        let job_file = crate::model::exec::retried_job_file(family, cx.text);
        FileRoots {
            job_file,
            unattended_file: crate::model::exec::unattended(family, cx.rel_path, cx.text).is_some(),
            own_retry_file: job_file
                && crate::model::exec::job_retry_marker(family, cx.text.as_bytes()).is_some(),
            job_callees: HashSet::default(),
            unattended_callees: HashSet::default(),
            own_retry_callees: HashSet::default(),
        }
    }

    /// Records callee keys reached from this file.
    fn add(&mut self, keys: &[String]) {
        if self.job_file {
            self.job_callees.extend(keys.iter().cloned());
        }
        if self.unattended_file {
            self.unattended_callees.extend(keys.iter().cloned());
        }
        if self.own_retry_file {
            self.own_retry_callees.extend(keys.iter().cloned());
        }
    }
}

pub fn summarize<'t>(cx: &Cx<'_, 't>, root: Node<'t>) -> FileEffects {
    let family = cx.family();
    let mut defs: Vec<DefInfo> = Vec::new();
    let mut retried_callees: HashSet<String> = HashSet::default();
    let mut wrapped_calls: Vec<(String, String)> = Vec::new();
    let mut used_callees: HashSet<String> = HashSet::default();
    let mut supervised_callees: HashSet<String> = HashSet::default();
    let mut polled_loops: Vec<(usize, String, String, Vec<String>)> = Vec::new();
    let mut periodic_jobs: Vec<(String, String, String)> = Vec::new();
    let mut dispatched_jobs: Vec<(String, Vec<String>)> = Vec::new();
    let mut calls: Vec<(String, String)> = Vec::new();
    let mut passing_calls: Vec<(String, String)> = Vec::new();
    let mut plain_calls: Vec<(String, String)> = Vec::new();
    let here = module_key(cx.rel_path);
    let mut roots = FileRoots::of(cx);
    let own_methods = if family == Family::Ruby {
        ruby_method_names(cx.text)
    } else {
        Vec::new()
    };
    // (end byte, scope) of the enclosing definitions and classes.
    let mut stack: Vec<(usize, Scope)> = Vec::new();
    // Only classes, definitions and calls do anything below: the other
    // nodes are skipped (a scope is left at the next node visited, as
    // start bytes never decrease in document order).
    static KINDS: std::sync::LazyLock<crate::semantics::parents::KindSet> =
        std::sync::LazyLock::new(|| {
            crate::semantics::parents::KindSet::new(|k, family| {
                ast::is_class(k, family) || ast::is_function(k, family) || ast::is_call(k, family)
            })
        });
    // Document order, from the node table the file facts built already.
    crate::semantics::parents::preorder_of(root, &KINDS, &mut |n| {
        while stack.last().is_some_and(|(end, _)| *end <= n.start_byte()) {
            stack.pop();
        }
        let kind = n.kind_name();
        if ast::is_class(kind, family) {
            if let Some(name) = n.field("name") {
                let t = cx.text_of(name);
                stack.push((
                    n.end_byte(),
                    Scope::Class(t.rsplit("::").next().unwrap_or(t).to_string()),
                ));
            }
        } else if ast::is_function(kind, family) {
            let parent = stack.iter().rev().find_map(|(_, s)| match s {
                Scope::Def(i) => Some(*i),
                Scope::Class(_) => None,
            });
            // Methods belong to the innermost class when no function is in between.
            let class = match stack.last() {
                Some((_, Scope::Class(c))) => Some(c.clone()),
                _ => None,
            };
            let name = ast::function_name(n, cx.text).map(str::to_string);
            let mut effect = Effect::default();
            if let Some(name) = &name {
                effect.retries = defines_retry(cx, n, name);
                effect.waits = defines_wait(cx, n);
                // A retry decorator that waits nothing between attempts
                // (tenacity's `@retry` without `wait=`) retries, but
                // paces nothing.
                let silent_retry = effect.retries
                    && crate::semantics::parents::parent(n)
                        .filter(|p| p.kind_name() == "decorated_definition")
                        .is_some_and(|d| {
                            crate::semantics::retry_decorators::silent_retry_decorator(d, cx)
                                .is_some()
                        });
                effect.paces = (effect.retries && !silent_retry)
                    || waits_inside(cx, n)
                    || python_decorators(cx, n)
                        .iter()
                        .any(|d| paces_by_decorator(cx, *d));
                effect.reconnects = resets_connection(cx, n);
                effect.forwards = !effect.retries && forwarded_call(cx, n).is_some();
            }
            let in_retry = effect.retries
                || parent.is_some_and(|p| defs[p].in_retry)
                || is_retry_callback(cx, n);
            let handed_to = handed_to_call(cx, n)
                .and_then(|call| crate::model::resolve::callee_key(cx, call))
                .or_else(|| parent.and_then(|p| defs[p].handed_to.clone()));
            defs.push(DefInfo {
                class,
                name,
                parent,
                line: n.start_position().row + 1,
                effect,
                callees: Vec::new(),
                exposed: false,
                exposed_callees: Vec::new(),
                plain_callees: Vec::new(),
                logs_all: None,
                in_retry,
                handed_to,
            });
            stack.push((n.end_byte(), Scope::Def(defs.len() - 1)));
            // Ruby: a method of the class named bare (`result`, `success?`,
            // `result.body`) is a call the tree shows as an identifier.
            if family == Family::Ruby
                && let Some(d) = defs.last()
                && let (Some(name), Some(class)) = (d.name.clone(), d.class.clone())
            {
                for (callee, sites) in ruby_bare_method_calls(cx, n, &own_methods) {
                    let keys = [format!("{here}::{callee}"), format!("{class}#{callee}")];
                    // Its failure passes on to this method's callers where
                    // some site of it is not swallowed in between.
                    let exposed = sites.iter().any(|site| !swallowed_here(cx, *site));
                    if exposed {
                        for key in &keys {
                            passing_calls.push((format!("{class}#{name}"), key.clone()));
                        }
                    }
                    roots.add(&keys);
                    if let Some(site) = ruby_bare_polled(cx, n, callee) {
                        note_polled(&mut polled_loops, cx, site, &keys);
                    }
                    for key in &keys {
                        calls.push((format!("{here}::{name}"), key.clone()));
                        calls.push((format!("{class}#{name}"), key.clone()));
                    }
                    used_callees.extend(keys);
                    if let Some(d) = defs.last_mut() {
                        d.callees.push(callee.to_string());
                        if exposed {
                            d.exposed_callees.push(callee.to_string());
                        }
                    }
                }
            }
        } else if ast::is_call(kind, family)
            && let Some(owner) = stack.iter().rev().find_map(|(_, s)| match s {
                Scope::Def(i) => Some(*i),
                Scope::Class(_) => None,
            })
        {
            // The named definition the call belongs to (a callback's calls
            // are its enclosing definition's).
            let mut named = Some(owner);
            while let Some(i) = named.filter(|i| defs[*i].name.is_none()) {
                named = defs[i].parent;
            }
            let caller = named.and_then(|i| {
                let d = &defs[i];
                d.name.clone().map(|name| (name, d.class.clone()))
            });
            let def = &mut defs[owner];
            // Asked up to four times below: computed once, when first needed.
            let swallowed = std::cell::OnceCell::new();
            let swallowed = || *swallowed.get_or_init(|| swallowed_here(cx, n));
            let key = crate::model::resolve::callee_key(cx, n);
            let own_callee = same_file_callee(cx, n);
            if clients::opens_connection(cx, n) {
                def.effect.connects = true;
            }
            let outbound = clients::outbound_call(cx, n).filter(|o| o.resolved());
            if outbound
                .as_ref()
                .is_some_and(|o| clients::raises_on_status(cx, o))
                || (family == Family::Python && python_raises_on_status(cx, n))
            {
                def.effect.raises_status = true;
            }
            if let Some(o) = &outbound {
                let client = error_client_of(cx, o, n);
                if !def.effect.outbound {
                    def.effect.outbound = true;
                    def.effect.via = o.display.clone();
                    def.effect.error_client = client;
                } else if def.effect.error_client != client {
                    def.effect.error_client = MIXED_ERRORS.to_string();
                }
                if !def.exposed && !o.contained && !swallowed() {
                    def.exposed = true;
                }
            }
            if family == Family::Js
                && !def.effect.throws_plain
                && raises_plain_error(cx, n, outbound.as_ref())
                && !replaced_here(cx, n)
            {
                def.effect.throws_plain = true;
            }
            // Its own outbound calls and same-file callees (which may be
            // outbound: summarised later): each logged and passed on?
            // (Calls inside a handler are its failure path, not its work.)
            if (outbound.is_some() || own_callee.is_some())
                && !crate::semantics::handlers::in_handler_clause(n, family)
            {
                let logged = logs_then_passes_on(cx, n);
                def.logs_all = Some(def.logs_all.unwrap_or(true) && logged);
            }
            // A Ruby job enqueued (`SyncWorker.perform_async(id)`): its
            // `perform` runs later, in the queue's worker. Reach follows it;
            // its failure does not come back to this caller.
            let enqueued = family == Family::Ruby
                && key.as_deref().is_some_and(|k| {
                    k.rsplit_once('#').is_some_and(|(_, m)| {
                        crate::model::knowledge::list(
                            crate::model::knowledge::Eco::Ruby,
                            "job-enqueue-methods",
                        )
                        .contains(&m)
                    })
                });
            let key = if enqueued {
                let perform = crate::model::knowledge::list(
                    crate::model::knowledge::Eco::Ruby,
                    "job-perform-methods",
                )
                .first()
                .copied()
                .unwrap_or("perform");
                key.as_deref()
                    .and_then(|k| k.rsplit_once('#'))
                    .map(|(class, _)| format!("{class}#{perform}"))
            } else {
                key
            };
            let keys: Vec<String> = match &key {
                Some(key) => vec![key.clone()],
                // A same-file function or method (the first pass knows no
                // summaries yet to resolve it by).
                None => match own_callee {
                    Some(callee) => {
                        let mut keys = vec![format!("{here}::{callee}")];
                        if let Some(class) = &def.class {
                            keys.push(format!("{class}#{callee}"));
                        }
                        keys
                    }
                    None => Vec::new(),
                },
            };
            // A call in a method routed by its decorator runs per request,
            // whatever else its file registers (a NestJS controller with
            // `@Get` routes beside `@EventPattern` consumers).
            if ast::route_decorated(n, family, cx.text).is_none() {
                roots.add(&keys);
            }
            if !keys.is_empty()
                && let Some(job) = crate::semantics::schedule::dispatched_job(n, cx)
            {
                dispatched_jobs.push((job, keys.clone()));
            }
            if let Some((job, shown)) = crate::semantics::schedule::periodic_enqueue(n, cx) {
                let at = format!("{}:{}", cx.rel_path, cx.span(n).start.line);
                periodic_jobs.push((job, shown, at));
            }
            if !keys.is_empty()
                && let Some((func, dec)) = periodic_decorated(n, cx)
            {
                note_timer(&mut polled_loops, cx, func, dec, &keys);
            }
            if !keys.is_empty()
                && crate::semantics::containment::supervising_loop(n, family, cx.text).is_some()
            {
                supervised_callees.extend(keys.iter().cloned());
            }
            if !keys.is_empty()
                && let Some(site) = crate::semantics::containment::polling_loop(n, family, cx.text)
            {
                note_polled(&mut polled_loops, cx, site, &keys);
            }
            // Asked for every JS call with keys: computed once.
            let replaced = std::cell::OnceCell::new();
            let replaced = || *replaced.get_or_init(|| replaced_here(cx, n));
            if let Some((name, class)) = &caller {
                let passes = outbound.is_none() && !enqueued && !swallowed();
                for key in &keys {
                    let from_method = class.as_ref().map(|c| format!("{c}#{name}"));
                    let from = from_method
                        .clone()
                        .unwrap_or_else(|| format!("{here}::{name}"));
                    if passes {
                        passing_calls.push((from.clone(), key.clone()));
                    }
                    if family == Family::Js && !replaced() {
                        plain_calls.push((from, key.clone()));
                    }
                    calls.push((format!("{here}::{name}"), key.clone()));
                    if let Some(m) = from_method {
                        calls.push((m, key.clone()));
                    }
                }
            }
            used_callees.extend(keys);
            if let Some(callee) = own_callee {
                def.callees.push(callee.to_string());
                if family == Family::Js && !replaced() {
                    def.plain_callees.push(callee.to_string());
                }
                if outbound.is_none() && !swallowed() {
                    def.exposed_callees.push(callee.to_string());
                }
            }
            // A method of the object handed to another function
            // (`logger.wrapFn(this.send.bind(this))`, `with_logging(self._send)`)
            // runs where that function runs it: its work is this
            // definition's.
            for method in handed_own_methods(cx, n) {
                def.callees.push(method.to_string());
                if family == Family::Js && !replaced() {
                    def.plain_callees.push(method.to_string());
                }
                if !swallowed() {
                    def.exposed_callees.push(method.to_string());
                }
                if let Some((name, Some(class))) = &caller {
                    calls.push((format!("{class}#{name}"), format!("{class}#{method}")));
                }
            }
            if (def.in_retry || is_retry_argument(cx, n))
                && let Some(key) = key
            {
                retried_callees.insert(key);
            } else if let Some(wrapper) = &def.handed_to
                && let Some(key) = key
            {
                wrapped_calls.push((wrapper.clone(), key));
            }
            if is_retrying_caller(cx, n) {
                retried_callees.extend(
                    handed_functions(n, cx.text)
                        .filter_map(|f| crate::model::resolve::reference_key(cx, f)),
                );
            } else if n.field("arguments").is_some() {
                // A function handed by reference to a wrapper
                // (`self.auth.call_with_retries(self._make_request, ...)`)
                // runs where the wrapper runs it: retried when the wrapper
                // is a project function that retries what it is given
                // (decided in `finish`), or is named as a retry helper.
                let handed: Vec<String> = handed_functions(n, cx.text)
                    .filter_map(|f| handed_reference_key(cx, f))
                    .collect();
                if !handed.is_empty() {
                    let named_retry = ast::call_method_name(n, family, cx.text).is_some_and(|m| {
                        cx.facts.is_retry_helper(m) || crate::semantics::names::says_retry(m)
                    });
                    if named_retry {
                        retried_callees.extend(handed);
                    } else if let Some(wrapper) =
                        crate::model::resolve::callee_key(cx, n).or_else(|| {
                            // A function of this file (not yet in the
                            // local table while it is being summarised).
                            n.field("function")
                                .filter(|f| f.kind_name() == "identifier")
                                .map(|f| format!("{here}::{}", cx.text_of(f)))
                        })
                    {
                        wrapped_calls.extend(handed.into_iter().map(|h| (wrapper.clone(), h)));
                    }
                }
            }
        }
        std::ops::ControlFlow::Continue(())
    });
    if family == Family::Js {
        note_cron_entries(&mut polled_loops, cx, root);
    }
    let mut out = finish_summary(cx, defs);
    out.retried_callees = retried_callees;
    out.wrapped_calls = wrapped_calls;
    out.used_callees = used_callees;
    out.job_callees = roots.job_callees;
    out.unattended_callees = roots.unattended_callees;
    out.own_retry_callees = roots.own_retry_callees;
    out.supervised_callees = supervised_callees;
    out.polled_loops = polled_loops
        .into_iter()
        .map(|(_, shown, at, keys)| (shown, at, keys))
        .collect();
    out.periodic_jobs = periodic_jobs;
    out.dispatched_jobs = dispatched_jobs;
    out.calls = calls;
    out.passing_calls = passing_calls;
    out.plain_calls = plain_calls;
    out
}

/// Folds anonymous callbacks into their enclosing definitions and runs the
/// same-file fixed point.
fn finish_summary(cx: &Cx<'_, '_>, mut defs: Vec<DefInfo>) -> FileEffects {
    // Children come after their parents: fold from the end.
    for i in (0..defs.len()).rev() {
        if defs[i].name.is_some() {
            continue;
        }
        let Some(p) = defs[i].parent else { continue };
        let (effect, callees) = (defs[i].effect.clone(), std::mem::take(&mut defs[i].callees));
        let exposed_callees = std::mem::take(&mut defs[i].exposed_callees);
        let plain_callees = std::mem::take(&mut defs[i].plain_callees);
        let exposed = defs[i].exposed;
        let parent = &mut defs[p];
        if effect.outbound && !parent.effect.outbound {
            parent.effect.outbound = true;
            parent.effect.via = effect.via;
            parent.effect.error_client = effect.error_client;
        } else if effect.outbound && parent.effect.error_client != effect.error_client {
            parent.effect.error_client = MIXED_ERRORS.to_string();
        }
        parent.effect.raises_status |= effect.raises_status;
        parent.effect.connects |= effect.connects;
        parent.effect.throws_plain |= effect.throws_plain;
        parent.exposed |= exposed;
        parent.callees.extend(callees);
        parent.exposed_callees.extend(exposed_callees);
        parent.plain_callees.extend(plain_callees);
    }
    let mut out = FileEffects {
        classes: cx.bindings().classes.iter().cloned().collect(),
        instances: {
            let mut instances = exported_instances(cx);
            instances.extend(factory_functions(cx, cx.root));
            instances.extend(sdk_type_aliases(cx, cx.root));
            instances
        },
        typed_exports: typed_exports(cx, cx.root),
        patched_packages: if cx.family() == Family::Js {
            crate::semantics::facts::patched_package_singletons(cx.root, cx.text, &cx.facts.imports)
        } else {
            Vec::new()
        },
        ..Default::default()
    };
    let named: Vec<&DefInfo> = defs.iter().filter(|d| d.name.is_some()).collect();
    for d in &named {
        let name = d.name.clone().unwrap_or_default();
        let entry = (d.line, d.effect.clone());
        match &d.class {
            Some(c) => {
                out.methods.entry((c.clone(), name)).or_insert(entry);
            }
            None => {
                out.functions.entry(name).or_insert(entry);
            }
        }
    }
    // Outbound definitions whose every remote failure is swallowed inside
    // them (directly, or in same-file callees that contain theirs).
    for d in &named {
        let name = d.name.clone().unwrap_or_default();
        let slot = match &d.class {
            Some(c) => out.methods.get_mut(&(c.clone(), name)),
            None => out.functions.get_mut(&name),
        };
        if let Some((_, e)) = slot {
            e.contained = !d.exposed;
            e.logs_failures = d.logs_all == Some(true);
        }
    }
    // A definition that calls a same-file connection opener opens one; one
    // that calls a same-file function that waits is paced by it.
    let all = |d: &DefInfo| d.callees.clone();
    spread_over_callees(&mut out, &named, all, |e| e.connects, |e| e.connects = true);
    spread_over_callees(&mut out, &named, all, |e| e.paces, |e| e.paces = true);
    spread_over_callees(
        &mut out,
        &named,
        |d| d.plain_callees.clone(),
        |e| e.throws_plain,
        |e| e.throws_plain = true,
    );
    loop {
        let mut changed = false;
        for d in &named {
            let name = d.name.clone().unwrap_or_default();
            let current = out.local(d.class.as_deref(), &name);
            if current.is_none_or(|e| e.outbound) {
                continue;
            }
            let via = d
                .callees
                .iter()
                .find(|callee| {
                    **callee != name
                        && out
                            .local(d.class.as_deref(), callee)
                            .is_some_and(|e| e.outbound)
                })
                .cloned();
            if let Some(via) = via {
                let raises = out
                    .local(d.class.as_deref(), &via)
                    .is_some_and(|e| e.raises_status);
                let slot = match &d.class {
                    Some(c) => out.methods.get_mut(&(c.clone(), name.clone())),
                    None => out.functions.get_mut(&name),
                };
                if let Some((_, e)) = slot {
                    e.outbound = true;
                    e.raises_status |= raises;
                    e.via = via;
                    changed = true;
                }
            }
        }
        if !changed {
            break;
        }
    }
    loop {
        let mut changed = false;
        for d in &named {
            let name = d.name.clone().unwrap_or_default();
            if !out
                .local(d.class.as_deref(), &name)
                .is_some_and(|e| e.contained)
            {
                continue;
            }
            let leaks = d.exposed_callees.iter().any(|callee| {
                *callee != name
                    && out
                        .local(d.class.as_deref(), callee)
                        .is_some_and(|e| e.outbound && !e.contained)
            });
            if leaks {
                let slot = match &d.class {
                    Some(c) => out.methods.get_mut(&(c.clone(), name.clone())),
                    None => out.functions.get_mut(&name),
                };
                if let Some((_, e)) = slot {
                    e.contained = false;
                    changed = true;
                }
            }
        }
        if !changed {
            break;
        }
    }
    for (_, e) in out.functions.values_mut().chain(out.methods.values_mut()) {
        e.contained &= e.outbound;
        e.raises_status &= e.outbound;
    }
    if cx.family() == Family::Ruby && (cx.text.contains("attr_") || cx.text.contains("alias")) {
        add_ruby_accessors(cx, &mut out);
    }
    out
}

/// Ruby methods a class declares without `def`: readers and writers
/// (`attr_reader :success`) read an instance variable and make no call;
/// an alias (`alias success? success`, `alias_method :ok?, :success`) does
/// what the method it names does. Without them, a call of such a method
/// would be taken as an inherited one, and a class with mostly outbound
/// methods would make `client.success?` a remote call.
fn add_ruby_accessors(cx: &Cx<'_, '_>, out: &mut FileEffects) {
    let symbol = |n: Node<'_>| -> Option<String> {
        let t = cx
            .text_of(n)
            .trim_start_matches(':')
            .trim_matches(['"', '\'']);
        (!t.is_empty()).then(|| t.to_string())
    };
    let mut aliases: Vec<(String, String, String, usize)> = Vec::new();
    ast::walk(cx.root, &mut |n| {
        let declared = match n.kind_name() {
            "alias" => n.field("name").zip(n.field("alias")).map(|(new, old)| {
                (
                    vec![cx.text_of(new).to_string()],
                    Some(cx.text_of(old).to_string()),
                )
            }),
            "call" if n.field("receiver").is_none() => {
                let method = n.field("method").map(|m| cx.text_of(m)).unwrap_or("");
                let args: Vec<String> = n
                    .field("arguments")
                    .map(|a| {
                        let mut c = a.walk();
                        a.named_children(&mut c)
                            .filter(|x| matches!(x.kind_name(), "simple_symbol" | "string"))
                            .filter_map(symbol)
                            .collect()
                    })
                    .unwrap_or_default();
                match method {
                    "attr_reader" | "attr_accessor" => Some((args, None)),
                    "attr_writer" => {
                        Some((args.into_iter().map(|a| format!("{a}=")).collect(), None))
                    }
                    "alias_method" if args.len() == 2 => {
                        Some((vec![args[0].clone()], Some(args[1].clone())))
                    }
                    _ => None,
                }
            }
            _ => None,
        };
        let Some((names, old)) = declared else {
            return true;
        };
        let Some(class) = ast::enclosing_class(n, Family::Ruby)
            .and_then(|c| c.field("name"))
            .map(|c| cx.text_of(c).rsplit("::").next().unwrap_or("").to_string())
        else {
            return false;
        };
        let line = n.start_position().row + 1;
        for name in names {
            match &old {
                Some(old) => aliases.push((class.clone(), name, old.clone(), line)),
                None => {
                    out.methods
                        .entry((class.clone(), name))
                        .or_insert((line, Effect::default()));
                }
            }
        }
        false
    });
    for (class, name, old, line) in aliases {
        let effect = out
            .methods
            .get(&(class.clone(), old))
            .map(|(_, e)| e.clone())
            .unwrap_or_default();
        out.methods.entry((class, name)).or_insert((line, effect));
    }
}

/// Python calls that turn a bad HTTP status into an exception:
/// `resp.raise_for_status()`, `urlopen(...)` (raises `HTTPError`), and
/// aiohttp's `raise_for_status=True`.
pub fn python_raises_on_status(cx: &Cx<'_, '_>, call: Node<'_>) -> bool {
    let Some(f) = call.field("function") else {
        return false;
    };
    let callee = cx.text_of(f);
    if callee.ends_with("raise_for_status") || callee.ends_with("urlopen") {
        return true;
    }
    let Some(args) = call.field("arguments") else {
        return false;
    };
    let mut cursor = args.walk();
    args.named_children(&mut cursor).any(|arg| {
        arg.kind_name() == "keyword_argument"
            && arg
                .field("name")
                .is_some_and(|k| matches!(cx.text_of(k), "raise_for_status" | "raise_status"))
            && arg.field("value").is_some_and(|v| cx.text_of(v) == "True")
    })
}

/// Whether a call sits in the protected code of a handler of its own
/// definition that catches everything and never passes the failure on
/// (`try { ... } catch (e) { log(e) }`, `except Exception: ...`, a Ruby
/// `rescue` without `raise`).
/// JS: the call makes a plain built-in error leave the code it is in: a
/// native `fetch` (it rejects with a `TypeError`), or a `plain-error-classes`
/// error thrown (`throw new Error(...)`, `throw Error(...)`) or rejected
/// (`reject(new Error(...))`, `Promise.reject(new TypeError(...))`). Such an
/// error has no own enumerable field: `JSON.stringify` gives `{}`.
pub fn raises_plain_error(cx: &Cx<'_, '_>, call: Node<'_>, o: Option<&clients::Outbound>) -> bool {
    use crate::model::knowledge::{Eco, list};
    if o.is_some_and(|o| {
        o.kind == clients::CallKind::Http
            && list(Eco::Javascript, "plain-error-clients").contains(&o.client.as_str())
    }) {
        return true;
    }
    let Some(class) = call.field("constructor").or_else(|| call.field("function")) else {
        return false;
    };
    if !list(Eco::Javascript, "plain-error-classes").contains(&cx.text_of(class)) {
        return false;
    }
    let mut up = crate::semantics::parents::parent(call);
    while let Some(p) = up.filter(|p| p.kind_name() == "parenthesized_expression") {
        up = crate::semantics::parents::parent(p);
    }
    match up.map(|p| (p, p.kind_name())) {
        Some((_, "throw_statement")) => true,
        Some((args, "arguments")) => crate::semantics::parents::parent(args)
            .and_then(|c| c.field("function"))
            .is_some_and(|f| hands_error_on(cx.text_of(f))),
        _ => false,
    }
}

/// JS: the call sits in the body of a `try` (inside its definition) whose
/// `catch` passes nothing it catches on unchanged: it throws or rejects no
/// caught error, or only under an `instanceof` test of another class
/// (`if (e instanceof HttpException) throw e;`). A plain error of the call
/// leaves, if at all, as whatever the `catch` builds.
fn replaced_here(cx: &Cx<'_, '_>, call: Node<'_>) -> bool {
    use crate::semantics::parents::parent;
    let mut cur = call;
    while let Some(p) = parent(cur) {
        if ast::is_function(p.kind_name(), Family::Js) {
            return false;
        }
        if p.kind_name() == "try_statement"
            && p.field("body") == Some(cur)
            && let Some(clause) = p.field("handler")
            && !passes_caught_on(cx, clause)
        {
            return true;
        }
        cur = p;
    }
    false
}

/// JS: the `catch` clause throws or rejects the error it caught (`throw e`,
/// `reject(e)`, `return Promise.reject(e)`, `next(e)`), other than in the
/// branch of an `instanceof` test of some other class than `Error`.
fn passes_caught_on(cx: &Cx<'_, '_>, clause: Node<'_>) -> bool {
    let Some(param) = clause.field("parameter") else {
        return false;
    };
    let name = cx.text_of(param);
    let is_caught = |n: Option<Node<'_>>| n.is_some_and(|n| cx.text_of(n) == name);
    ast::any_descendant(clause, &mut |d| {
        let passes = match d.kind_name() {
            "throw_statement" => is_caught(d.named_child(0)),
            "call_expression" => {
                d.field("function")
                    .is_some_and(|f| hands_error_on(cx.text_of(f)))
                    && is_caught(d.field("arguments").and_then(|a| a.named_child(0)))
            }
            _ => false,
        };
        passes && !under_other_instanceof(cx, d, clause)
    })
}

/// `node` sits in the consequence of an `if (x instanceof C)` inside
/// `clause`, with `C` not a built-in error class (`plain-error-classes`).
fn under_other_instanceof(cx: &Cx<'_, '_>, node: Node<'_>, clause: Node<'_>) -> bool {
    use crate::semantics::parents::parent;
    let mut cur = node;
    while let Some(p) = parent(cur) {
        if p == clause {
            return false;
        }
        if p.kind_name() == "if_statement"
            && p.field("consequence") == Some(cur)
            && let Some(cond) = p.field("condition")
        {
            // `instanceof Error` (or another built-in: `plain-error-classes`)
            // admits plain errors too.
            let cond = cx.text_of(cond);
            let class = cond.split_once(" instanceof ").and_then(|(_, c)| {
                c.split(|ch: char| !(ch.is_alphanumeric() || ch == '_'))
                    .next()
            });
            if class.is_some_and(|c| {
                !crate::model::knowledge::list(
                    crate::model::knowledge::Eco::Javascript,
                    "plain-error-classes",
                )
                .contains(&c)
            }) {
                return true;
            }
        }
        cur = p;
    }
    false
}

fn swallowed_here(cx: &Cx<'_, '_>, call: Node<'_>) -> bool {
    use crate::semantics::parents::parent;
    let family = cx.family();
    let mut cur = call;
    while let Some(p) = parent(cur) {
        if ast::is_function(p.kind_name(), family) {
            // A method-level `rescue` (Ruby) covers the method body.
            return family == Family::Ruby
                && cur.kind_name() == "body_statement"
                && ruby_swallowing_rescue(cx, cur);
        }
        match (family, p.kind_name()) {
            (Family::Js | Family::Python, "try_statement") if p.field("body") == Some(cur) => {
                let mut c = p.walk();
                let swallows = p.named_children(&mut c).any(|h| match h.kind_name() {
                    "catch_clause" => !passes_on(cx, h),
                    "except_clause" => {
                        let classes = h
                            .named_child(0)
                            .filter(|n| n.kind_name() != "block")
                            .map(|n| cx.text_of(n))
                            .unwrap_or("");
                        (classes.is_empty()
                            || classes.starts_with("Exception")
                            || classes.starts_with("BaseException"))
                            && !passes_on(cx, h)
                    }
                    _ => false,
                });
                if swallows {
                    return true;
                }
            }
            (Family::Ruby, "begin") if ruby_swallowing_rescue(cx, p) => return true,
            _ => {}
        }
        cur = p;
    }
    false
}

/// A `begin`/method body whose `rescue` catches everything and does not
/// re-raise.
fn ruby_swallowing_rescue(cx: &Cx<'_, '_>, body: Node<'_>) -> bool {
    let mut c = body.walk();
    body.named_children(&mut c).any(|r| {
        r.kind_name() == "rescue"
            && r.field("exceptions").is_none_or(|e| {
                let t = cx.text_of(e);
                t.contains("StandardError") || t == "Exception"
            })
            && !passes_on(cx, r)
    })
}

/// A handler that re-raises, rejects or hands the error on.
fn passes_on(cx: &Cx<'_, '_>, handler: Node<'_>) -> bool {
    let family = cx.family();
    ast::any_descendant(handler, &mut |d| {
        matches!(d.kind_name(), "throw_statement" | "raise_statement")
            || (family == Family::Ruby
                && d.kind_name() == "identifier"
                && matches!(cx.text_of(d), "raise" | "fail" | "retry"))
            || (family == Family::Js
                && ast::is_call(d.kind_name(), family)
                && d.field("function")
                    .is_some_and(|f| hands_error_on(cx.text_of(f))))
    })
}

/// JS: a call that hands its argument on as the failure of the work:
/// `reject(e)` of a promise executor, `Promise.reject(e)`, Express
/// `next(e)`.
fn hands_error_on(callee: &str) -> bool {
    matches!(callee, "reject" | "Promise.reject" | "next")
}

/// The call sits in the body of a `try`/`begin` (inside its definition)
/// one of whose handlers logs the caught error and passes it on: the
/// handler's error variable appears in a log call and the handler
/// re-raises (`except ClientError as e: logger.error(str(e)); raise e`).
fn logs_then_passes_on(cx: &Cx<'_, '_>, call: Node<'_>) -> bool {
    use crate::semantics::parents::parent;
    let family = cx.family();
    let logs_error = |clause: Node<'_>| -> bool {
        let Some(param) = crate::semantics::handlers::clause_param(clause, family) else {
            return false;
        };
        let var = cx.text_of(param);
        let Some(body) = crate::semantics::handlers::clause_body(clause, family) else {
            return false;
        };
        passes_on(cx, body)
            && ast::any_descendant(body, &mut |d| {
                ast::is_call(d.kind_name(), family)
                    && crate::semantics::errors::is_log_callee(&ast::callee_path(
                        d, family, cx.text,
                    ))
                    && ast::any_descendant(d, &mut |i| {
                        i.kind_name() == "identifier" && cx.text_of(i) == var
                    })
            })
    };
    let mut cur = call;
    while let Some(p) = parent(cur) {
        if ast::is_function(p.kind_name(), family) {
            return false;
        }
        let clauses: Vec<Node<'_>> = match (family, p.kind_name()) {
            (Family::Python, "try_statement") | (Family::Js, "try_statement")
                if p.field("body") == Some(cur) =>
            {
                let mut c = p.walk();
                p.named_children(&mut c)
                    .filter(|h| matches!(h.kind_name(), "except_clause" | "catch_clause"))
                    .collect()
            }
            (Family::Ruby, "begin" | "body_statement") => {
                let mut c = p.walk();
                p.named_children(&mut c)
                    .filter(|h| h.kind_name() == "rescue")
                    .collect()
            }
            _ => Vec::new(),
        };
        if clauses.iter().any(|c| logs_error(*c)) {
            return true;
        }
        cur = p;
    }
    false
}

/// A small definition whose whole point is to wait: a promise around a
/// timer, or a sleep.
fn defines_wait(cx: &Cx<'_, '_>, def: Node<'_>) -> bool {
    let text = cx.text_of(def);
    if text.len() > 600 {
        return false;
    }
    match cx.family() {
        // A promise around a timer (`new Promise(r => setTimeout(r, ms))`).
        Family::Js => {
            text.contains("Promise")
                && crate::semantics::delay::JS_TIMER_NAMES
                    .iter()
                    .any(|t| text.contains(t))
        }
        // A sleep, as the delay model knows it.
        Family::Python | Family::Ruby => {
            crate::semantics::delay::find_delay(def, cx.family(), cx.text).is_some()
        }
    }
}

/// Sets a flag (`set`) on every named definition that calls a same-file
/// definition holding it (`has`), to a fixed point.
fn spread_over_callees(
    out: &mut FileEffects,
    named: &[&DefInfo],
    callees: fn(&DefInfo) -> Vec<String>,
    has: fn(&Effect) -> bool,
    set: fn(&mut Effect),
) {
    loop {
        let mut changed = false;
        for d in named {
            let name = d.name.clone().unwrap_or_default();
            if out.local(d.class.as_deref(), &name).is_none_or(has) {
                continue;
            }
            let reaches = callees(d).iter().any(|callee| {
                *callee != name && out.local(d.class.as_deref(), callee).is_some_and(has)
            });
            let slot = match &d.class {
                Some(c) => out.methods.get_mut(&(c.clone(), name.clone())),
                None => out.functions.get_mut(&name),
            };
            if reaches && let Some((_, e)) = slot {
                set(e);
                changed = true;
            }
        }
        if !changed {
            break;
        }
    }
}

/// A definition with a delay anywhere in its body (`time.sleep(10)` in the
/// handler of a timeout before it returns `None`). The words gate the walk.
/// Its own body (not nested functions) drops a held connection: a call of
/// a `connection-reset-methods` method on the object's client.
fn resets_connection(cx: &Cx<'_, '_>, def: Node<'_>) -> bool {
    let family = cx.family();
    let methods = crate::model::knowledge::list(
        crate::model::knowledge::Eco::of(family),
        "connection-reset-methods",
    );
    if !methods.iter().any(|m| cx.text_of(def).contains(m)) {
        return false;
    }
    let mut c = def.walk();
    let parts: Vec<Node<'_>> = def.named_children(&mut c).collect();
    parts.into_iter().any(|part| {
        ast::any_in_scope(part, family, &mut |n| {
            ast::is_call(n.kind_name(), family)
                && crate::semantics::clients::connection_reset(n, cx).is_some()
        })
    })
}

fn waits_inside(cx: &Cx<'_, '_>, def: Node<'_>) -> bool {
    let text = cx.text_of(def);
    (crate::semantics::names::DELAY_NAME.is_match(text)
        || crate::semantics::delay::JS_TIMER_NAMES
            .iter()
            .any(|t| text.contains(t)))
        && crate::semantics::delay::find_delay(def, cx.family(), cx.text).is_some()
}

/// A call passed as an argument to a retry helper or wrapper
/// (`Effect.retry(send(alert), { times: 3 })`, `retry(fetchUser(id))`).
fn is_retry_argument(cx: &Cx<'_, '_>, call: Node<'_>) -> bool {
    let mut cur = call;
    // Through `await`/parentheses to the argument list.
    for _ in 0..3 {
        let Some(p) = crate::semantics::parents::parent(cur) else {
            return false;
        };
        match p.kind_name() {
            "arguments" | "argument_list" => {
                return crate::semantics::parents::parent(p)
                    .filter(|c| ast::is_call(c.kind_name(), cx.family()))
                    .and_then(|c| ast::call_method_name(c, cx.family(), cx.text))
                    .is_some_and(|m| {
                        cx.facts.is_retry_helper(m)
                            || crate::semantics::names::RETRY_WRAPPER_NAME.is_match(m)
                    });
            }
            "await_expression" | "parenthesized_expression" => cur = p,
            _ => return false,
        }
    }
    false
}

/// A call that retries the function it is given, with its retry on
/// (`retrying-callers`: `useSWR(key, fetcher)`, `useQuery({ queryFn })`;
/// `retrying-caller-disabled`: `shouldRetryOnError: false`).
fn is_retrying_caller(cx: &Cx<'_, '_>, call: Node<'_>) -> bool {
    use crate::model::knowledge::{Eco, list};
    if cx.family() != Family::Js || call.kind_name() != "call_expression" {
        return false;
    }
    let Some(f) = call
        .field("function")
        .filter(|f| f.kind_name() == "identifier")
    else {
        return false;
    };
    let name = cx.text_of(f);
    let Some(module) = cx.facts.imports.get(name) else {
        return false;
    };
    let original = cx
        .facts
        .import_names
        .get(name)
        .map_or("default", String::as_str);
    if !list(Eco::Javascript, "retrying-callers")
        .iter()
        .any(|e| e.rsplit_once(':') == Some((module.as_str(), original)))
    {
        return false;
    }
    let compact: String = cx
        .text_of(call)
        .chars()
        .filter(|c| !c.is_whitespace())
        .collect();
    !list(Eco::Javascript, "retrying-caller-disabled")
        .iter()
        .any(|d| {
            let d: String = d.chars().filter(|c| !c.is_whitespace()).collect();
            compact.contains(&d)
        })
}

/// The functions a call's arguments hand over by reference: bare names and
/// member expressions, also as values of an options object
/// (`{ queryFn: getUser }`).
fn handed_functions<'t>(call: Node<'t>, text: &str) -> impl Iterator<Item = Node<'t>> {
    let mut out = Vec::new();
    if let Some(args) = call.field("arguments") {
        let mut c = args.walk();
        for a in args.named_children(&mut c) {
            match a.kind_name() {
                "identifier" | "member_expression" | "attribute" => out.push(a),
                // `this.send.bind(this)`: the method itself.
                "call_expression" => {
                    if let Some(target) = a
                        .field("function")
                        .filter(|f| f.kind_name() == "member_expression")
                        .filter(|f| {
                            f.field("property")
                                .is_some_and(|p| text.get(p.byte_range()) == Some("bind"))
                        })
                        .and_then(|f| f.field("object"))
                    {
                        out.push(target);
                    }
                }
                "object" => {
                    let mut c2 = a.walk();
                    for pair in a.named_children(&mut c2) {
                        if let Some(v) = pair
                            .field("value")
                            .filter(|v| matches!(v.kind_name(), "identifier" | "member_expression"))
                        {
                            out.push(v);
                        }
                    }
                }
                _ => {}
            }
        }
    }
    out.into_iter()
}

/// The key of a function handed by reference: a method of the class around
/// (`self._make_request`, `this.getReport.bind(this)`) or what
/// `reference_key` resolves.
fn handed_reference_key(cx: &Cx<'_, '_>, f: Node<'_>) -> Option<String> {
    if let Some(prop) = f.field("property").or_else(|| f.field("attribute"))
        && f.field("object")
            .is_some_and(|o| matches!(cx.text_of(o), "this" | "self"))
    {
        let class = crate::model::resolve::enclosing_class_name(f, cx)?;
        return Some(format!("{class}#{}", cx.text_of(prop)));
    }
    crate::model::resolve::reference_key(cx, f)
}

/// Methods of `this`/`self` handed to `call` as arguments: `this.send`,
/// `this.send.bind(this)`, `self._send`.
fn handed_own_methods<'t>(cx: &Cx<'_, 't>, call: Node<'t>) -> Vec<&'t str> {
    // Asked for every call: the `this` or `self` below is in the text of
    // the call's arguments, so a call without one hands none over.
    let names_own = call.field("arguments").is_some_and(|args| {
        let text = cx.text_of(args);
        text.contains("this") || text.contains("self")
    });
    if !names_own {
        return Vec::new();
    }
    handed_functions(call, cx.text)
        .filter(|f| {
            f.field("object")
                .is_some_and(|o| matches!(cx.text_of(o), "this" | "self"))
        })
        .filter_map(|f| f.field("property").or_else(|| f.field("attribute")))
        .map(|p| cx.text_of(p))
        .collect()
}

/// The call an anonymous function is handed to as an argument
/// (`policy.execute(async () => ...)`, `run(lambda: ...)`).
fn handed_to_call<'t>(cx: &Cx<'_, 't>, func: Node<'t>) -> Option<Node<'t>> {
    if ast::function_name(func, cx.text).is_some() {
        return None;
    }
    let args = crate::semantics::parents::parent(func)
        .filter(|a| matches!(a.kind_name(), "arguments" | "argument_list"))?;
    crate::semantics::parents::parent(args).filter(|c| ast::is_call(c.kind_name(), cx.family()))
}

/// An anonymous function passed to a retry helper or wrapper
/// (`retry(() => api.get())`, `pRetry(async () => ...)`).
fn is_retry_callback(cx: &Cx<'_, '_>, func: Node<'_>) -> bool {
    let Some(mut args) = crate::semantics::parents::parent(func) else {
        return false;
    };
    // An option of a retrying caller (`useQuery({ queryFn: () => ... })`).
    if args.kind_name() == "pair"
        && let Some(object) = crate::semantics::parents::parent(args)
            .filter(|o| o.kind_name() == "object")
            .and_then(crate::semantics::parents::parent)
            .filter(|a| a.kind_name() == "arguments")
            .filter(|a| {
                crate::semantics::parents::parent(*a).is_some_and(|c| is_retrying_caller(cx, c))
            })
    {
        args = object;
    }
    let call = if matches!(args.kind_name(), "arguments" | "argument_list") {
        crate::semantics::parents::parent(args)
    } else if args.kind_name() == "do_block" || args.kind_name() == "block" {
        Some(args)
    } else {
        None
    };
    call.filter(|c| ast::is_call(c.kind_name(), cx.family()))
        .is_some_and(|c| {
            is_retrying_caller(cx, c)
                || ast::call_method_name(c, cx.family(), cx.text).is_some_and(|m| {
                    cx.facts.is_retry_helper(m)
                        || crate::semantics::names::RETRY_WRAPPER_NAME.is_match(m)
                })
        })
}

/// The name of a same-file callee: `foo()`, `this.foo()`, `self.foo()`,
/// Ruby `foo(...)` with no receiver.
/// The names of the methods a Ruby file defines (`def result`, `def
/// success?`; not `def self.x`, whose bare calls are the class's).
fn ruby_method_names(text: &str) -> Vec<&str> {
    use std::sync::LazyLock;
    static DEF: LazyLock<regex::Regex> = LazyLock::new(|| {
        regex::Regex::new(r"(?m)^[ \t]*def[ \t]+([a-z_]\w*[?!]?)").expect("valid regex")
    });
    let mut names: Vec<&str> = DEF
        .captures_iter(text)
        .filter_map(|c| c.get(1).map(|m| m.as_str()))
        .collect();
    names.sort_unstable();
    names.dedup();
    names
}

/// The project code a polling loop calls each round (`keys`), added to the
/// file's loops (`FileEffects::polled_loops`) under the loop it sits in.
fn note_polled(
    loops: &mut Vec<(usize, String, String, Vec<String>)>,
    cx: &Cx<'_, '_>,
    (lp, wait): (Node<'_>, Node<'_>),
    keys: &[String],
) {
    match loops.iter_mut().find(|l| l.0 == lp.start_byte()) {
        Some(l) => l.3.extend(keys.iter().cloned()),
        None => {
            let head = cx.text_of(lp).lines().next().unwrap_or("").trim();
            let head = head.trim_end_matches('{').trim_end();
            let wait = cx.text_of(wait).lines().next().unwrap_or("").trim();
            let shown = format!("{head} ... {wait}");
            let at = format!("{}:{}", cx.rel_path, cx.span(lp).start.line);
            loops.push((lp.start_byte(), shown, at, keys.to_vec()));
        }
    }
}

/// The function around `call` that a periodic decorator runs on a timer
/// (`@Interval(30000)`), with the decorator.
fn periodic_decorated<'t>(call: Node<'t>, cx: &Cx<'_, 't>) -> Option<(Node<'t>, Node<'t>)> {
    let family = cx.family();
    if family == Family::Ruby {
        return None;
    }
    let mut func = ast::enclosing_function(call, family);
    while let Some(f) = func {
        if let Some(dec) = crate::semantics::schedule::periodic_decorator(f, family, cx.text) {
            return Some((f, dec));
        }
        // A callback a timer runs (`setInterval(async () => { await
        // sync() }, ms)`, `new AsyncTask("x", () => createClassInfo())`).
        if family == Family::Js
            && let Some(timer) = crate::semantics::schedule::timer_of_callback(f, cx)
        {
            return Some((f, timer));
        }
        // A function a scheduler of this file takes by its name
        // (`scheduler.add_job(tick, "interval", minutes=5)`).
        if let Some(timer) = crate::semantics::schedule::timer_naming(f, cx) {
            return Some((f, timer));
        }
        func = ast::enclosing_function(f, family);
    }
    None
}

/// The project code a timer-decorated function calls on each tick (`keys`),
/// added to the file's loops under the function (see [`note_polled`]).
fn note_timer(
    loops: &mut Vec<(usize, String, String, Vec<String>)>,
    cx: &Cx<'_, '_>,
    func: Node<'_>,
    dec: Node<'_>,
    keys: &[String],
) {
    match loops.iter_mut().find(|l| l.0 == func.start_byte()) {
        Some(l) => l.3.extend(keys.iter().cloned()),
        None => {
            let shown = match dec.kind_name() {
                // A timer call (`setInterval(...)`, `new AsyncTask(...)`).
                "call_expression" | "new_expression" | "call" => {
                    let callee = dec
                        .field("function")
                        .or_else(|| dec.field("constructor"))
                        .map_or("", |c| cx.text_of(c));
                    let new = if dec.kind_name() == "new_expression" {
                        "new "
                    } else {
                        ""
                    };
                    format!("{new}{callee}(...)")
                }
                _ => {
                    let dec_text = cx.text_of(dec).lines().next().unwrap_or("").trim();
                    let name = ast::function_name(func, cx.text).unwrap_or("");
                    format!("{dec_text} {name}").trim_end().to_string()
                }
            };
            let at = format!("{}:{}", cx.rel_path, cx.span(dec).start.line);
            loops.push((func.start_byte(), shown, at, keys.to_vec()));
        }
    }
}

/// JS job tables that schedule a handler by a cron expression (`{
/// cron_string: "0 4 * * *", handler: runImporter }`, `new CronJob({
/// cronTime, onTick })`: `periodic-entry-keys` next to a
/// `periodic-entry-handlers` key): the handler, or what an inline handler
/// calls, runs again on the next tick. Searched only in files that hold an
/// entry key.
fn note_cron_entries(
    loops: &mut Vec<(usize, String, String, Vec<String>)>,
    cx: &Cx<'_, '_>,
    root: Node<'_>,
) {
    use crate::model::knowledge::{Eco, list};
    let entry_keys = list(Eco::Javascript, "periodic-entry-keys");
    if !entry_keys.iter().any(|k| cx.text.contains(k)) {
        return;
    }
    let handler_keys = list(Eco::Javascript, "periodic-entry-handlers");
    let key_of = |pair: Node<'_>| {
        pair.field("key")
            .map(|k| cx.text_of(k).trim_matches(['"', '\'', '`']).to_string())
    };
    ast::walk(root, &mut |n| {
        if n.kind_name() != "pair" || !key_of(n).is_some_and(|k| entry_keys.contains(&k.as_str())) {
            return true;
        }
        let Some(object) = crate::semantics::parents::parent(n) else {
            return true;
        };
        let mut keys: Vec<String> = Vec::new();
        let mut shown = String::new();
        let mut c = object.walk();
        for pair in object.named_children(&mut c) {
            if pair.kind_name() != "pair"
                || !key_of(pair).is_some_and(|k| handler_keys.contains(&k.as_str()))
            {
                continue;
            }
            let Some(value) = pair.field("value") else {
                continue;
            };
            if matches!(value.kind_name(), "identifier" | "member_expression") {
                keys.extend(crate::model::resolve::reference_key(cx, value));
            } else if ast::is_function(value.kind_name(), Family::Js) {
                ast::walk(value, &mut |m| {
                    if m.kind_name() == "call_expression" {
                        keys.extend(crate::model::resolve::callee_key(cx, m));
                    }
                    true
                });
            }
            shown = cx
                .text_of(pair)
                .lines()
                .next()
                .unwrap_or("")
                .trim()
                .to_string();
        }
        if !keys.is_empty() {
            let entry = cx.text_of(n).lines().next().unwrap_or("").trim();
            let at = format!("{}:{}", cx.rel_path, cx.span(n).start.line);
            loops.push((object.start_byte(), format!("{entry}, {shown}"), at, keys));
        }
        true
    });
}

/// Ruby: the polling loop (and its wait) in which the method `def` names
/// its own method `callee` bare (`loop do; record(read_depth); sleep 15;
/// end`).
fn ruby_bare_polled<'t>(
    cx: &Cx<'_, 't>,
    def: Node<'t>,
    callee: &str,
) -> Option<(Node<'t>, Node<'t>)> {
    let base = def.start_byte();
    cx.text_of(def).match_indices(callee).find_map(|(at, _)| {
        let n = crate::semantics::parents::descendant_for_byte_range(
            def,
            base + at,
            base + at + callee.len(),
        )
        .filter(|n| n.kind_name() == "identifier" && n.start_byte() == base + at)?;
        crate::semantics::containment::polling_loop(n, Family::Ruby, cx.text)
    })
}

/// The methods of `own` that the Ruby method `def` names bare in its body
/// (`return unless success?`, `result.body`): no receiver, no arguments,
/// so the tree shows an identifier, not a call. A name the method assigns
/// or takes as a parameter is a local variable, not a call.
fn ruby_bare_method_calls<'t>(
    cx: &Cx<'_, 't>,
    def: Node<'t>,
    own: &[&'t str],
) -> Vec<(&'t str, Vec<Node<'t>>)> {
    let Some(body) = def
        .field("body")
        .or_else(|| def.named_child(def.named_child_count().saturating_sub(1) as u32))
    else {
        return Vec::new();
    };
    let text = cx.text_of(def);
    let base = body.start_byte();
    let body_text = &cx.text[base..def.end_byte().max(base)];
    let own_name = ast::function_name(def, cx.text).unwrap_or("");
    // The name as an identifier of the tree (not in a string or comment,
    // not a call's method name, which the call walk sees).
    let bare_identifier = |at: usize, len: usize| {
        crate::semantics::parents::descendant_for_byte_range(def, base + at, base + at + len)
            .filter(|n| {
                n.kind_name() == "identifier"
                    && n.start_byte() == base + at
                    && n.end_byte() == base + at + len
                    && crate::semantics::parents::parent(*n)
                        .is_none_or(|p| p.kind_name() != "call" || p.field("method") != Some(*n))
            })
    };
    own.iter()
        .copied()
        .filter(|m| *m != own_name)
        .filter_map(|m| {
            let sites: Vec<Node<'t>> = body_text
                .match_indices(m)
                .filter_map(|(at, _)| {
                    let before = body_text[..at].chars().next_back();
                    let after = &body_text[at + m.len()..];
                    let bounded_before = before.is_none_or(|c| {
                        !(c.is_alphanumeric() || matches!(c, '_' | '.' | ':' | '@' | '$'))
                    });
                    let next = after.chars().next();
                    let bounded_after = next.is_none_or(|c| {
                        !(c.is_alphanumeric() || matches!(c, '_' | '?' | '!' | ':'))
                    });
                    (bounded_before
                        && bounded_after
                        && !after.trim_start().starts_with('(')
                        && !is_local_assignment(after))
                    .then(|| bare_identifier(at, m.len()))
                    .flatten()
                })
                .collect();
            (!sites.is_empty() && !is_local_name(text, m)).then_some((m, sites))
        })
        .collect()
}

/// `after` (the text after a name) assigns to it: `= x`, `||= x`, not
/// `==`, `=~` or `=>`.
fn is_local_assignment(after: &str) -> bool {
    let t = after.trim_start();
    let t = t
        .strip_prefix("||")
        .or_else(|| t.strip_prefix("&&"))
        .unwrap_or(t);
    t.starts_with('=') && !t.starts_with("==") && !t.starts_with("=~") && !t.starts_with("=>")
}

/// The method text binds `name` as a local: assigns it or takes it as a
/// parameter or block parameter.
fn is_local_name(text: &str, name: &str) -> bool {
    let mut from = 0;
    while let Some(at) = text[from..].find(name).map(|i| from + i) {
        from = at + name.len();
        let before = text[..at].chars().next_back();
        let after = &text[at + name.len()..];
        if before.is_some_and(|c| c.is_alphanumeric() || matches!(c, '_' | '.' | ':' | '@' | '$')) {
            continue;
        }
        if after
            .chars()
            .next()
            .is_some_and(|c| c.is_alphanumeric() || c == '_')
        {
            continue;
        }
        // A parameter: of a block (`|a, b|`) anywhere, of the method only
        // in its header line (`record(read_depth)` in the body is a call).
        let in_header = !text[..at].contains('\n');
        let opens = |c: char| c == '|' || (in_header && matches!(c, '(' | ','));
        if is_local_assignment(after)
            || before.is_some_and(opens) && after.trim_start().starts_with(['|', ')', ',', '='])
        {
            return true;
        }
    }
    false
}

fn same_file_callee<'t>(cx: &Cx<'_, 't>, call: Node<'t>) -> Option<&'t str> {
    match cx.family() {
        Family::Js | Family::Python => {
            let f = call.field("function")?;
            match f.kind_name() {
                "identifier" => Some(cx.text_of(f)),
                "member_expression" | "attribute" => {
                    let obj = f.field("object")?;
                    let prop = f.field("property").or_else(|| f.field("attribute"))?;
                    matches!(cx.text_of(obj), "this" | "self" | "cls").then(|| cx.text_of(prop))
                }
                _ => None,
            }
        }
        Family::Ruby => {
            let recv = call.field("receiver");
            if recv.is_some_and(|r| cx.text_of(r) != "self") {
                return None;
            }
            Some(cx.text_of(call.field("method")?))
        }
    }
}

/// Whether a definition retries what it calls: it is a retry helper of the
/// file, Ruby `retry`, a retry decorator, or an attempt loop that catches.
fn defines_retry(cx: &Cx<'_, '_>, def: Node<'_>, name: &str) -> bool {
    // A conflict loop (`if (status === 409) continue`) repeats on an
    // answer, not on a failure.
    if crate::semantics::status::repeats_only_on_answers(def, cx.family(), cx.text) {
        return false;
    }
    if cx.facts.is_retry_helper(name) || runs_given_in_retry(cx, def) {
        return true;
    }
    let text = cx.text_of(def);
    let catches = match cx.family() {
        Family::Js => text.contains("catch"),
        Family::Ruby => text.contains("rescue"),
        Family::Python => text.contains("except"),
    };
    // Searched only when an answer needs it (a definition's text holds
    // those of the definitions inside it).
    // A word of the definition's own retry (`attempt`, `retries`), not the
    // name of a function it calls (`retry_get(session, url)` is that
    // function's retry, if any).
    let retry_word = || {
        crate::semantics::names::RETRY_ATTEMPT_NAME
            .find_iter(text)
            .any(|m| {
                let ident = |c: char| c.is_alphanumeric() || c == '_';
                let end = text[m.end()..]
                    .find(|c: char| !ident(c))
                    .map_or(text.len(), |i| m.end() + i);
                !text[end..].trim_start_matches([' ', '\t']).starts_with('(')
            })
    };
    // `store(url, blob, attempts_left - 1)` in its own body, with an
    // attempt counter: a retry by recursion (on an error or a status).
    let recursion = {
        // The definition and a call of its own: `name(` not reached through
        // another object (`requests.get(` is no call of `get`).
        let own = text
            .match_indices(&format!("{name}("))
            .filter(|(i, _)| {
                let before = &text[..*i];
                !before.ends_with('.')
                    || ["self.", "this.", "cls."]
                        .iter()
                        .any(|p| before.ends_with(p))
            })
            .count();
        own >= 2
    } && retry_word();
    if recursion {
        return true;
    }
    match cx.family() {
        Family::Ruby => catches && text.contains("retry"),
        Family::Python => {
            let decorated = python_decorators(cx, def).iter().any(|d| {
                let text = cx.text_of(*d);
                crate::semantics::names::RETRY_WRAPPER_NAME.is_match(text)
                    && !paces_by_decorator(cx, *d)
                    && !crate::model::exec::job_retries_disabled(Family::Python, text)
            });
            decorated || (catches && retry_word())
        }
        Family::Js => catches && retry_word(),
    }
}

/// The decorators of a Python definition (`@retry(...)`, `@app.task`).
fn python_decorators<'t>(cx: &Cx<'_, 't>, def: Node<'t>) -> Vec<Node<'t>> {
    if cx.family() != Family::Python {
        return Vec::new();
    }
    crate::semantics::parents::parent(def)
        .filter(|p| p.kind_name() == "decorated_definition")
        .map(|p| {
            p.named_children(&mut p.walk())
                .filter(|d| d.kind_name() == "decorator")
                .collect()
        })
        .unwrap_or_default()
}

/// A rate-limit decorator that sleeps until the window has room
/// (`@sleep_and_retry`, python.toml `pacing-decorators`): it paces the calls
/// of the function; it retries no failure.
pub fn paces_by_decorator(cx: &Cx<'_, '_>, decorator: Node<'_>) -> bool {
    let text = cx.text_of(decorator).trim_start_matches('@');
    let name = text
        .split('(')
        .next()
        .unwrap_or("")
        .rsplit('.')
        .next()
        .unwrap_or("")
        .trim();
    crate::model::knowledge::list(crate::model::knowledge::Eco::Python, "pacing-decorators")
        .contains(&name)
}

/// A wrapper that runs the function it is given under a retry: it hands a
/// parameter on to a retry helper (`pRetry(fn, opts)`, `with_retry(fn)`), or
/// (JS) to a method of a policy object it holds in a file that imports a
/// retry package (`execute(fn) { return this.policy.execute(fn) }` with
/// cockatiel's `wrap(retry(handleAll, ...), breaker)`).
fn runs_given_in_retry(cx: &Cx<'_, '_>, def: Node<'_>) -> bool {
    use crate::model::knowledge::{Eco, list, package_matches};
    let family = cx.family();
    if family == Family::Ruby || cx.text_of(def).len() > 2000 {
        return false;
    }
    let params = parameter_names(cx, def);
    if params.is_empty() {
        return false;
    }
    let retry_library = family == Family::Js
        && cx
            .facts
            .imports
            .values()
            .any(|m| package_matches(list(Eco::Javascript, "retry-packages"), m));
    let Some(body) = def.field("body") else {
        return false;
    };
    ast::any_in_scope(body, family, &mut |n| {
        if !ast::is_call(n.kind_name(), family) {
            return false;
        }
        let Some(args) = n.field("arguments") else {
            return false;
        };
        let mut c = args.walk();
        let hands_param = args
            .named_children(&mut c)
            .any(|a| a.kind_name() == "identifier" && params.contains(&cx.text_of(a)));
        if !hands_param {
            return false;
        }
        let callee = ast::call_method_name(n, family, cx.text).unwrap_or("");
        if crate::semantics::names::says_retry(callee) {
            return true;
        }
        retry_library
            && n.field("function").is_some_and(|f| {
                f.kind_name() == "member_expression"
                    && f.field("object").is_some_and(|o| {
                        o.kind_name() == "member_expression"
                            && o.field("object").is_some_and(|t| t.kind_name() == "this")
                    })
            })
    })
}

/// The client call a thin wrapper forwards to (see `Effect::forwards`): the
/// function is small, has parameters, runs at most a few plain statements
/// (no branch, loop or handler), and returns one direct call of a
/// well-known client whose first argument (the method, URL or path) is one
/// of its parameters, passed on as given; the client has no retry
/// configured and the call asks for none.
pub fn forwarded_call<'t>(cx: &Cx<'_, 't>, func: Node<'t>) -> Option<Node<'t>> {
    let family = cx.family();
    if cx.text_of(func).len() > 800 {
        return None;
    }
    let params = parameter_names(cx, func);
    if params.is_empty() {
        return None;
    }
    let body = func.field("body")?;
    let returned = if family == Family::Js && body.kind_name() != "statement_block" {
        // `(url, init) => fetch(url, init)`
        body
    } else {
        let mut c = body.walk();
        let stmts: Vec<Node<'t>> = body
            .named_children(&mut c)
            .filter(|n| n.kind_name() != "comment")
            .collect();
        let (last, before) = stmts.split_last()?;
        if before.len() > 3 || !before.iter().all(|s| is_plain_or_normalising(*s, family)) {
            return None;
        }
        match last.kind_name() {
            "return_statement" | "return" => {
                let value = last.named_child(0)?;
                // Ruby `return x` holds an argument list.
                if value.kind_name() == "argument_list" {
                    value.named_child(0)?
                } else {
                    value
                }
            }
            _ if family == Family::Ruby => *last,
            _ => return None,
        }
    };
    let call = ast::unwrap_expr(returned);
    if !ast::is_call(call.kind_name(), family) || call.kind_name() == "new_expression" {
        return None;
    }
    let out = clients::outbound_call(cx, call)?;
    let retries = (out.client_retries
        || crate::semantics::names::RETRYING_BY_DEFAULT.contains(&out.client.as_str()))
        && !out.retry_disabled;
    if out.kind != clients::CallKind::Http || retries {
        return None;
    }
    let args = call.field("arguments")?;
    let args_text = cx.text_of(args);
    if args_text.contains("retr") || args_text.contains("Retr") {
        return None;
    }
    // The target is passed on as given (`method`, `url`, `path`, `*args`):
    // a transport. A method that builds its own URL (`getUser(id)`) is an
    // API of its own, not a wrapper.
    let first = args.named_child(0)?;
    let first = cx
        .text_of(first)
        .trim_start_matches("...")
        .trim_start_matches('*');
    params.contains(&first).then_some(call)
}

/// Statements a thin wrapper may run before its return: declarations,
/// assignments and plain expressions (building headers or options).
/// A plain statement, or an `if` with no `else` whose branch holds only
/// plain statements: it normalises an argument (`if isinstance(url, str):
/// url = URL(url)`) before the call is forwarded.
fn is_plain_or_normalising(s: Node<'_>, family: Family) -> bool {
    if is_plain_statement(s.kind_name(), family) {
        return true;
    }
    let branch = match (family, s.kind_name()) {
        (Family::Python | Family::Js, "if_statement") if s.field("alternative").is_none() => {
            s.field("consequence")
        }
        _ => None,
    };
    branch.is_some_and(|b| {
        if is_plain_statement(b.kind_name(), family) {
            return true;
        }
        let mut c = b.walk();
        b.named_children(&mut c)
            .filter(|n| n.kind_name() != "comment")
            .all(|n| is_plain_statement(n.kind_name(), family))
    })
}

fn is_plain_statement(kind: &str, family: Family) -> bool {
    match family {
        Family::Js => matches!(
            kind,
            "lexical_declaration" | "variable_declaration" | "expression_statement"
        ),
        Family::Python => kind == "expression_statement",
        Family::Ruby => matches!(kind, "assignment" | "operator_assignment"),
    }
}

/// The names a function's parameters bind (not their types or defaults).
pub fn parameter_names<'t>(cx: &Cx<'_, 't>, func: Node<'t>) -> Vec<&'t str> {
    let Some(params) = func.field("parameters").or_else(|| func.field("parameter")) else {
        return Vec::new();
    };
    if params.kind_name() == "identifier" {
        return vec![cx.text_of(params)];
    }
    let mut out = Vec::new();
    ast::walk(params, &mut |n| {
        match n.kind_name() {
            "identifier" => {
                out.push(cx.text_of(n));
                false
            }
            // Types and default values bind nothing.
            "type_annotation" | "type" => false,
            _ => {
                if let Some(p) = crate::semantics::parents::parent(n)
                    && p.field("value") == Some(n)
                    && p != params
                {
                    return false;
                }
                true
            }
        }
    });
    out
}

/// The classes a file defines and the classes they extend, read from the
/// text without parsing (every file of the scan, summarised or not: a
/// subclass that only adds a constructor names no client):
/// `class SfClient extends RestClient`, `class Api(BaseClient):`,
/// `class Api < Base`. Simple names; `(class, base)` pairs.
pub fn class_supers(family: Family, text: &str) -> Vec<(String, String)> {
    use regex::Regex;
    use std::sync::LazyLock;
    static JS: LazyLock<Regex> = LazyLock::new(|| {
        Regex::new(r"\bclass\s+([A-Za-z_$][\w$]*)(?:\s*<[^>{]*>)?\s+extends\s+([\w$.]+)")
            .expect("valid regex")
    });
    static JS_IMPLEMENTS: LazyLock<Regex> = LazyLock::new(|| {
        Regex::new(r"\bclass\s+([A-Za-z_$][\w$]*)[^{;]*?\bimplements\s+([\w$.,\s<>]+?)\s*\{")
            .expect("valid regex")
    });
    static PY: LazyLock<Regex> = LazyLock::new(|| {
        Regex::new(r"(?m)^[ \t]*class[ \t]+(\w+)[ \t]*\(([^)]*)\)[ \t]*:").expect("valid regex")
    });
    static RB: LazyLock<Regex> = LazyLock::new(|| {
        Regex::new(r"(?m)^[ \t]*class[ \t]+([\w:]+)[ \t]*<[ \t]*([\w:]+)").expect("valid regex")
    });
    let simple =
        |s: &str| -> String { s.rsplit(['.', ':']).next().unwrap_or(s).trim().to_string() };
    let mut out = Vec::new();
    if !text.contains("class") {
        return out;
    }
    match family {
        Family::Js => {
            for c in JS.captures_iter(text) {
                out.push((c[1].to_string(), simple(&c[2])));
            }
            // `class GarmrService implements IGarmrService`: a field typed
            // with the interface holds one of its implementations.
            for c in JS_IMPLEMENTS.captures_iter(text) {
                for iface in c[2].split(',') {
                    let iface = iface.split('<').next().unwrap_or("").trim();
                    if !iface.is_empty() {
                        out.push((c[1].to_string(), simple(iface)));
                    }
                }
            }
        }
        Family::Python => {
            for c in PY.captures_iter(text) {
                for base in c[2].split(',') {
                    let base = base.trim();
                    if !base.is_empty() && !base.contains('=') {
                        out.push((c[1].to_string(), simple(base)));
                    }
                }
            }
        }
        Family::Ruby => {
            for c in RB.captures_iter(text) {
                out.push((simple(&c[1]), simple(&c[2])));
            }
        }
    }
    out.retain(|(c, b)| !c.is_empty() && !b.is_empty() && c != b);
    out
}

/// The keys (as `resolve::callee_key` writes them) of the project code a
/// file imports, read from its import statements without parsing: `m::name`
/// for a named import, `m::*` for a module imported whole. Every file of the
/// scan contributes, so a wrapper imported by a file with no client of its
/// own is known to have callers.
static JS_FROM: std::sync::LazyLock<regex::Regex> = std::sync::LazyLock::new(|| {
    regex::Regex::new(r#"(?:import|export)\s+(?:type\s+)?([^'";()=]*?)\s*from\s*['"]([^'"]*)['"]"#)
        .expect("valid regex")
});
/// `import "./setup";`: a module loaded for its side effects only.
static JS_SIDE_EFFECT_IMPORT: std::sync::LazyLock<regex::Regex> = std::sync::LazyLock::new(|| {
    regex::Regex::new(r#"(?m)^[ \t]*import[ \t]*['"]([^'"]*)['"]"#).expect("valid regex")
});
static JS_REQUIRE: std::sync::LazyLock<regex::Regex> = std::sync::LazyLock::new(|| {
    regex::Regex::new(r#"(?:require|import)\(\s*['"]([^'"]*)['"]\s*\)"#).expect("valid regex")
});

/// The module specifiers a JS/TS text imports or requires, as written
/// (`react`, `../components/log`), read from the text like
/// [`imported_keys`] does.
pub fn js_import_specifiers(text: &str) -> Vec<&str> {
    JS_FROM
        .captures_iter(text)
        .filter_map(|c| c.get(2))
        .chain(JS_REQUIRE.captures_iter(text).filter_map(|c| c.get(1)))
        .map(|m| m.as_str())
        .collect()
}

/// The attributes read from `name` in `text` (`records.fetch` -> `fetch`),
/// each once: a whole-word `name` followed by `.` and an identifier.
fn attributes_read<'a>(text: &'a str, name: &str) -> Vec<&'a str> {
    let mut out: Vec<&str> = Vec::new();
    if name.is_empty() {
        return out;
    }
    let is_word = |b: u8| b.is_ascii_alphanumeric() || b == b'_';
    let bytes = text.as_bytes();
    let pattern = format!("{name}.");
    for (at, _) in text.match_indices(&pattern) {
        if at > 0 && (is_word(bytes[at - 1]) || bytes[at - 1] == b'.') {
            continue;
        }
        let rest = &text[at + pattern.len()..];
        let len = rest.bytes().take_while(|b| is_word(*b)).count();
        let attr = &rest[..len];
        if !attr.is_empty() && !out.contains(&attr) {
            out.push(attr);
        }
    }
    out
}

pub fn imported_keys(
    family: Family,
    rel: &str,
    text: &str,
    aliases: &crate::model::aliases::PathAliases,
) -> Vec<String> {
    use regex::Regex;
    use std::sync::LazyLock;
    static PY_FROM: LazyLock<Regex> = LazyLock::new(|| {
        Regex::new(r"(?m)^[ \t]*from[ \t]+([.\w]+)[ \t]+import[ \t]+(\([^)]*\)|[^\n#;]+)")
            .expect("valid regex")
    });
    static PY_IMPORT: LazyLock<Regex> = LazyLock::new(|| {
        Regex::new(r"(?m)^[ \t]*import[ \t]+([\w.]+(?:[ \t]+as[ \t]+\w+)?(?:[ \t]*,[ \t]*[\w.]+(?:[ \t]+as[ \t]+\w+)?)*)")
            .expect("valid regex")
    });
    // Relative and aliased specifiers (`./x`, `@/x`, `~/x`, tsconfig
    // `paths`) name project modules (see `module_of` below): packages do not.
    let mut out = Vec::new();
    match family {
        Family::Python => {
            if !text.contains("import") {
                return out;
            }
            let dir: Vec<&str> = {
                let mut parts: Vec<&str> = rel.split('/').collect();
                parts.pop();
                parts
            };
            let module_of = |spec: &str| -> String {
                let dots = spec.chars().take_while(|c| *c == '.').count();
                let rest = spec[dots..].replace('.', "/");
                if dots == 0 {
                    return rest;
                }
                let keep = dir.len().saturating_sub(dots - 1);
                let mut key = dir[..keep].join("/");
                if !rest.is_empty() {
                    key = if key.is_empty() {
                        rest
                    } else {
                        format!("{key}/{rest}")
                    };
                }
                key
            };
            for c in PY_FROM.captures_iter(text) {
                let module = module_of(&c[1]);
                for item in c[2].trim_matches(|c| c == '(' || c == ')').split(',') {
                    let name = item.split_whitespace().next().unwrap_or("");
                    if name.is_empty() || name == "*" || name == "\\" {
                        if name == "*" {
                            out.push(format!("{module}::*"));
                        }
                        continue;
                    }
                    out.push(format!("{module}::{name}"));
                    // The name may be a submodule (`from . import transport`).
                    let sub = if module.is_empty() {
                        name.to_string()
                    } else {
                        format!("{module}/{name}")
                    };
                    // What the file reads from it (`transport.send(...)`):
                    // reach through a file that was not summarised follows
                    // these, not the whole module (`MAX_WHOLE_MODULE_HOPS`).
                    let binding = item.split_whitespace().nth(2).unwrap_or(name);
                    for attr in attributes_read(text, binding) {
                        out.push(format!("{sub}::{attr}"));
                    }
                    out.push(format!("{sub}::*"));
                }
            }
            for c in PY_IMPORT.captures_iter(text) {
                for item in c[1].split(',') {
                    let dotted = item.split_whitespace().next().unwrap_or("");
                    if !dotted.is_empty() {
                        out.push(format!("{}::*", dotted.replace('.', "/")));
                    }
                }
            }
        }
        Family::Js => {
            if !(text.contains("import") || text.contains("require") || text.contains("export")) {
                return out;
            }
            let module_of = |spec: &str| -> Option<String> {
                resolve_js_import(rel, spec)
                    .or_else(|| aliases.resolve(rel, spec).map(|p| module_key(&p)))
                    .or_else(|| {
                        let alias = spec
                            .strip_prefix("@/")
                            .or_else(|| spec.strip_prefix("~/"))?;
                        Some(module_key(alias))
                    })
            };
            // Most specifiers name packages: the (slower) capture groups
            // are read only for a project module.
            for m in JS_FROM.find_iter(text) {
                // The specifier: between the last two quotes of the match.
                let matched = m.as_str();
                let spec = matched[..matched.len() - 1]
                    .rsplit(['\'', '"'])
                    .next()
                    .unwrap_or("");
                let Some(module) = module_of(spec) else {
                    continue;
                };
                // Within the match's own bytes: the pattern has no
                // assertion at its end, so the groups are the same, and the
                // search does not run on past the match.
                let Some(c) = JS_FROM.captures_at(&text[..m.end()], m.start()) else {
                    continue;
                };
                debug_assert_eq!(&c[2], spec);
                let clause = &c[1];
                if clause.contains('*') {
                    out.push(format!("{module}::*"));
                }
                let (default, named) = match clause.split_once('{') {
                    Some((d, n)) => (
                        d,
                        n.trim_end_matches(|c: char| c == '}' || c.is_whitespace()),
                    ),
                    None => (clause, ""),
                };
                let default = default.trim().trim_end_matches(',').trim();
                if !default.is_empty() && !default.contains('*') {
                    out.push(format!("{module}::{default}"));
                    out.push(format!("{module}::default"));
                }
                for item in named.trim_end_matches('}').split(',') {
                    let orig = item.split_whitespace().find(|w| *w != "type").unwrap_or("");
                    if !orig.is_empty() {
                        out.push(format!("{module}::{orig}"));
                    }
                }
            }
            for c in JS_REQUIRE
                .captures_iter(text)
                .chain(JS_SIDE_EFFECT_IMPORT.captures_iter(text))
            {
                if let Some(module) = module_of(&c[1]) {
                    out.push(format!("{module}::*"));
                }
            }
        }
        // Ruby constants are global: calls are recorded by the summaries.
        Family::Ruby => {}
    }
    out.sort();
    out.dedup();
    out
}

/// Words one of which occurs in the bytes of any file that can call a
/// client or an SDK: the first pass summarises only those files.
pub fn gate_words(family: Family) -> Vec<&'static str> {
    use crate::model::knowledge::{Eco, list};
    use crate::semantics::names::{JS_CLIENT_TRIGGERS, PY_CLIENT_TRIGGERS, RUBY_CLIENT_TRIGGERS};
    let (base, extra): (&[&'static str], Vec<&'static str>) = match family {
        Family::Js => (
            JS_CLIENT_TRIGGERS,
            list(Eco::Javascript, "sdk-packages")
                .iter()
                .chain(list(Eco::Javascript, "client-types"))
                .map(|p| p.trim_end_matches('/'))
                .collect(),
        ),
        Family::Ruby => (
            RUBY_CLIENT_TRIGGERS,
            list(Eco::Ruby, "sdk-constants")
                .iter()
                .map(|p| p.trim_end_matches("::"))
                .collect(),
        ),
        Family::Python => (
            PY_CLIENT_TRIGGERS,
            list(Eco::Python, "sdk-modules").to_vec(),
        ),
    };
    // Retrying callers are summarised too (their retried callees). Not the
    // prefilter's `retr`, which every `return` matches.
    // Files that may define a waiting helper (`timer`, `pause`).
    let waits: &[&'static str] = match family {
        Family::Js => crate::semantics::delay::JS_TIMER_NAMES,
        Family::Python | Family::Ruby => &["sleep"],
    };
    let retry = list(Eco::Common, "retry-words").iter().copied();
    // Job files too: what their jobs call runs inside a retried job.
    let jobs = list(
        match family {
            Family::Js => Eco::Javascript,
            Family::Ruby => Eco::Ruby,
            Family::Python => Eco::Python,
        },
        "job-registrations",
    );
    // Files that open a datastore or broker connection (`Effect::connects`):
    // the package, module or constant the opener is called on.
    let eco = match family {
        Family::Js => Eco::Javascript,
        Family::Ruby => Eco::Ruby,
        Family::Python => Eco::Python,
    };
    let connects = list(eco, "connection-openers").iter().map(|o| {
        let end = o.find([':', '.', '#']).unwrap_or(o.len());
        &o[..end]
    });
    // Files handing functions to a retrying caller (`useSWR(key, fetcher)`):
    // the caller's package.
    let retrying_callers: &[&'static str] = match family {
        Family::Js => list(Eco::Javascript, "retrying-callers"),
        _ => &[],
    };
    let retrying_callers = retrying_callers
        .iter()
        .filter_map(|e| e.rsplit_once(':').map(|(p, _)| p));
    // Files that enqueue a Ruby job reach what the job runs.
    let enqueues: &[&'static str] = match family {
        Family::Ruby => list(Eco::Ruby, "job-enqueue-methods"),
        _ => &[],
    };
    let mut words: Vec<&'static str> = base
        .iter()
        .copied()
        .chain(extra)
        .chain(enqueues.iter().copied())
        .chain(retrying_callers)
        .chain(connects)
        .chain(jobs.iter().flat_map(|j| j.split("&&")))
        .chain(retry)
        .chain(waits.iter().copied())
        .collect();
    words.sort_unstable();
    words.dedup();
    words
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn attributes_read_from_a_module_name() {
        let text = "from portal import feeds\nx = feeds.pull_latest()\ny = myfeeds.other\nfeeds.pull_latest\nz = a.feeds.nested\n";
        assert_eq!(attributes_read(text, "feeds"), vec!["pull_latest"]);
        let keys = imported_keys(
            Family::Python,
            "portal/lookup.py",
            text,
            &Default::default(),
        );
        assert!(
            keys.contains(&"portal/feeds::pull_latest".to_string()),
            "{keys:?}"
        );
        assert!(
            !keys
                .iter()
                .any(|k| k.ends_with("::other") || k.ends_with("::nested")),
            "{keys:?}"
        );
    }

    #[test]
    fn module_keys_and_imports() {
        assert_eq!(module_key("src/api/index.ts"), "src/api");
        assert_eq!(module_key("pkg/mod/__init__.py"), "pkg/mod");
        assert_eq!(module_key("lib/a.rb"), "lib/a");
        assert_eq!(
            resolve_js_import("src/handlers/a.ts", "../clients/identity").as_deref(),
            Some("src/clients/identity")
        );
        assert_eq!(resolve_js_import("src/a.ts", "axios"), None);
        assert!(same_module("src/app/identity", "app/identity"));
        assert!(!same_module("src/app/identity", "pp/identity"));
    }

    #[test]
    fn imported_keys_name_the_project_code_a_file_imports() {
        let py = imported_keys(
            Family::Python,
            "app/billing.py",
            "from .transport import request as send\nfrom . import auth\nimport app.jobs\nimport requests\n",
            &Default::default(),
        );
        for key in [
            "app/transport::request",
            "app/auth::*",
            "app::auth",
            "app/jobs::*",
        ] {
            assert!(py.contains(&key.to_string()), "{key} in {py:?}");
        }
        let js = imported_keys(
            Family::Js,
            "src/shipments.ts",
            "import axios from 'axios';\nimport { apiFetch, type Init } from './http';\nimport * as api from '../api';\nconst util = require('./util');\nimport { sendMail } from './mail.service';\n",
            &Default::default(),
        );
        for key in [
            "src/http::apiFetch",
            "src/http::Init",
            "api::*",
            "src/util::*",
            "src/mail.service::sendMail",
        ] {
            assert!(js.contains(&key.to_string()), "{key} in {js:?}");
        }
        assert!(!js.iter().any(|k| k.contains("axios")), "{js:?}");
        let mut effects = ProjectEffects::default();
        effects.add_used(Family::Js, &js);
        assert!(effects.is_used(Family::Js, "web/src/http::apiFetch"));
        assert!(!effects.is_used(Family::Js, "src/http::other"));
        assert!(effects.is_used(Family::Js, "api::anything"));
    }
}
