//! Cross-file facts gathered in a first pass over the scan: functions whose
//! timeout parameter defaults to a short value (so call sites elsewhere that
//! omit it can be reported), and house HTTP clients whose implementation
//! retries (so calls through them are not "missing a retry").
//!
//! The first pass parses only files containing a rule's index trigger words,
//! so its cost is a byte scan of every file plus a few parses.

use crate::finding::Span;
use crate::lang::Family;
use std::collections::HashMap;

/// A parameter default that is a short network timeout.
#[derive(Clone, Debug)]
pub struct ShortDefault {
    /// Function or method name (`fetchWithRetry`).
    pub function: String,
    /// Parameter name (`timeoutMs`).
    pub param: String,
    /// 0-based position among the positional parameters.
    pub position: usize,
    /// Passed by keyword (Python/Ruby keyword arguments, JS options object).
    pub keyword: bool,
    /// The default in milliseconds.
    pub value_ms: f64,
    /// The default as written (`1000`).
    pub literal: String,
    pub family: Family,
    /// Where the default is declared.
    pub path: String,
    pub span: Span,
}

/// A house client (module, class, wrapper function) whose implementation retries.
#[derive(Clone, Debug)]
pub struct RetryingClient {
    pub name: String,
    pub path: String,
    pub line: usize,
}

/// What one file contributes.
#[derive(Debug, Default)]
pub struct FileIndex {
    /// Effect summaries of the file's functions and methods.
    pub effects: crate::model::effects::FileEffects,
    /// Relative path of the file.
    pub path: String,
    /// Language family of the file.
    pub family: Option<crate::lang::Family>,
    /// The job-retry marker this file holds (see `job-retry-markers`).
    pub job_retry: Option<String>,
    /// Tasks or job classes a schedule in this file runs periodically
    /// (`semantics::schedule::periodic_task_names`).
    pub periodic_tasks: Vec<String>,
    pub short_defaults: Vec<ShortDefault>,
    /// Module-level timeout constants with a short value (Python
    /// `REQUEST_TIMEOUT = 1`, `config("X_TIMEOUT", 1, cast=int)`): `function`
    /// holds the constant's name.
    pub short_constants: Vec<ShortDefault>,
    pub retrying_clients: Vec<RetryingClient>,
    /// The first pass parsed this file.
    pub parsed: bool,
    /// A Ruby module whose file declares a per-job retry (`retry_on` in a
    /// concern's `included do`): (module name, marker).
    pub retry_concern: Option<(String, String)>,
    /// The modules a file defining the base job class includes.
    pub base_job_includes: Vec<String>,
    /// Keys of the project code it imports (`effects::imported_keys`).
    pub imported: Vec<String>,
    /// What it calls on the lowercase names it imports (`model::uses`).
    pub session_uses: Vec<(String, String)>,
    /// Ruby: job and worker classes it names in code (`model::uses`).
    pub job_mentions: Vec<String>,
    /// Classes it defines and what they extend (`effects::class_supers`).
    pub supers: Vec<(String, String)>,
    /// Error classes it defines and raises (`raised::scan`).
    pub errors: crate::model::raised::FileErrors,
}

#[derive(Debug, Default)]
pub struct ProjectIndex {
    /// Function name -> declarations with a short timeout default.
    pub short_defaults: HashMap<String, Vec<ShortDefault>>,
    /// Constant name -> module-level timeout constants with a short value.
    pub short_constants: HashMap<String, Vec<ShortDefault>>,
    /// Client name -> where its retrying implementation lives.
    pub retrying_clients: HashMap<String, RetryingClient>,
    /// Files that contributed entries.
    pub files_indexed: usize,
    /// Files the first pass parsed (for benchmarks).
    pub files_parsed: usize,
    /// Effect summaries of project functions, methods and classes.
    pub effects: crate::model::effects::ProjectEffects,
    /// Each summarised file's own effects, by relative path (the main pass
    /// reuses them instead of summarising again).
    pub file_effects: HashMap<String, std::sync::Arc<crate::model::effects::FileEffects>>,
    /// Per language family: a file showing that the project's job framework
    /// retries failed jobs (marker, path).
    pub job_retries: [Option<(String, String)>; 3],
    /// Top-level names of project modules (Python packages, JS source
    /// roots), to tell project imports from package imports.
    pub project_roots: std::collections::HashSet<String>,
    /// JS workspace packages of the scan: package name (`@acme/common`) ->
    /// its directory, relative to the project root.
    pub workspace_packages: std::collections::HashMap<String, String>,
    /// Every package a `package.json` of the scan declares as a dependency:
    /// a bare import of one (`import Stripe from 'stripe'`) is that package
    /// even where a project directory has the same name.
    pub declared_packages: std::collections::HashSet<String>,
    /// Import path aliases of the project's tsconfig/jsconfig files.
    pub path_aliases: crate::model::aliases::PathAliases,
    /// Per language family: the project's error classes and which of them
    /// code outside the tests raises.
    pub error_classes: [crate::model::raised::ErrorClasses; 3],
    /// Per language family: task or job class name -> the file whose
    /// schedule runs it periodically (first by path).
    pub periodic_tasks: [std::collections::BTreeMap<String, String>; 3],
    /// Ruby modules whose file declares a per-job retry -> (marker, path).
    pub retry_concerns: std::collections::BTreeMap<String, (String, String)>,
    /// Modules the base job class includes, with the including file.
    pub base_job_includes: Vec<(String, String)>,
    /// Imported key (`judge/common::session`) -> the HTTP methods importing
    /// files call on it, or `model::uses::UNKNOWN` (Python).
    pub session_uses: HashMap<String, Vec<String>>,
    /// Per language family: the project modules some file imports (module
    /// keys of `FileIndex::imported`).
    pub imported_modules: [std::collections::HashSet<String>; 3],
    /// Ruby job and worker class name -> the files that name it in code.
    pub job_mentions: HashMap<String, Vec<String>>,
}

impl ProjectIndex {
    /// The module an import of a workspace package names: the package's
    /// directory as a prefix (`packages/common/**`: whatever its barrel
    /// re-exports is defined somewhere under it), or the subpath module of
    /// `@acme/common/src/timing`.
    pub fn workspace_module(&self, spec: &str) -> Option<String> {
        if self.workspace_packages.is_empty() {
            return None;
        }
        if let Some(dir) = self.workspace_packages.get(spec) {
            return Some(format!("{dir}/**"));
        }
        self.workspace_packages.iter().find_map(|(name, dir)| {
            let sub = spec.strip_prefix(name.as_str())?.strip_prefix('/')?;
            Some(crate::model::effects::module_key(&format!("{dir}/{sub}")))
        })
    }

    pub fn add(&mut self, file: FileIndex) {
        self.files_indexed += 1;
        if let Some((module, marker)) = &file.retry_concern {
            let candidate = (marker.clone(), file.path.clone());
            let slot = self
                .retry_concerns
                .entry(module.clone())
                .or_insert(candidate.clone());
            if candidate.1 < slot.1 {
                *slot = candidate;
            }
        }
        for module in &file.base_job_includes {
            self.base_job_includes
                .push((module.clone(), file.path.clone()));
        }
        if let (Some(marker), Some(family)) = (&file.job_retry, file.family) {
            let slot = &mut self.job_retries[family as usize];
            let candidate = (marker.clone(), file.path.clone());
            // Keep the first by path, so results never depend on scheduling.
            if slot.as_ref().is_none_or(|(_, p)| candidate.1 < *p) {
                *slot = Some(candidate);
            }
        }
        if let Some(family) = file.family {
            for name in &file.periodic_tasks {
                let slot = self.periodic_tasks[family as usize]
                    .entry(name.clone())
                    .or_insert_with(|| file.path.clone());
                if file.path < *slot {
                    *slot = file.path.clone();
                }
            }
            self.effects.add_used(family, &file.imported);
            for key in &file.imported {
                if let Some((module, _)) = key.rsplit_once("::") {
                    self.imported_modules[family as usize].insert(module.to_string());
                }
            }
            for (key, use_) in &file.session_uses {
                let uses = self.session_uses.entry(key.clone()).or_default();
                if !uses.contains(use_) {
                    uses.push(use_.clone());
                }
            }
            self.effects.add_supers(family, &file.supers);
            if file.effects.is_empty() && !file.imported.is_empty() {
                self.effects
                    .add_module_imports(family, &file.path, &file.imported);
            }
            self.error_classes[family as usize].add(&file.errors);
        }
        if !file.effects.is_empty()
            && let Some(family) = file.family
        {
            self.effects.add(family, &file.path, &file.effects);
            self.file_effects
                .insert(file.path.clone(), std::sync::Arc::new(file.effects));
        }
        for name in &file.job_mentions {
            self.job_mentions
                .entry(name.clone())
                .or_default()
                .push(file.path.clone());
        }
        for d in file.short_defaults {
            self.short_defaults
                .entry(d.function.clone())
                .or_default()
                .push(d);
        }
        for d in file.short_constants {
            self.short_constants
                .entry(d.function.clone())
                .or_default()
                .push(d);
        }
        for c in file.retrying_clients {
            self.retrying_clients.entry(c.name.clone()).or_insert(c);
        }
    }

    /// Sorts entries so that results never depend on scheduling.
    pub fn finish(&mut self) {
        for family in [
            crate::lang::Family::Js,
            crate::lang::Family::Python,
            crate::lang::Family::Ruby,
        ] {
            let tasks = self.periodic_tasks[family as usize]
                .iter()
                .map(|(name, path)| (name.clone(), path.clone()))
                .collect();
            self.effects.set_periodic_tasks(family, tasks);
        }
        self.effects.finish();
        // The base job class includes a concern that declares `retry_on`:
        // every job inherits it (Ruby).
        self.base_job_includes.sort();
        let ruby = crate::lang::Family::Ruby as usize;
        if self.job_retries[ruby].is_none()
            && let Some((marker, path)) = self
                .base_job_includes
                .iter()
                .find_map(|(m, _)| self.retry_concerns.get(m))
        {
            self.job_retries[ruby] = Some((
                marker.trim().trim_end_matches('(').to_string(),
                path.clone(),
            ));
        }
        for list in self
            .short_defaults
            .values_mut()
            .chain(self.short_constants.values_mut())
        {
            list.sort_by(|a, b| (&a.path, a.span.start_byte).cmp(&(&b.path, b.span.start_byte)));
        }
    }

    /// The unique short default for a function name declared in a file other
    /// than `path`; `None` when unknown or ambiguous (several different declarations).
    pub fn short_default_elsewhere(
        &self,
        function: &str,
        path: &str,
        family: Family,
    ) -> Option<&ShortDefault> {
        unique_elsewhere(self.short_defaults.get(function)?, path, family)
    }

    /// The unique short timeout constant `name` defined in a file other than
    /// `path` (`settings.REQUEST_TIMEOUT`); `None` when unknown or defined
    /// with different values.
    pub fn short_constant_elsewhere(
        &self,
        name: &str,
        path: &str,
        family: Family,
    ) -> Option<&ShortDefault> {
        unique_elsewhere(self.short_constants.get(name)?, path, family)
    }

    /// Words that make a file worth parsing in the main pass because of the
    /// index (call sites of indexed functions).
    pub fn trigger_words(&self) -> Vec<String> {
        self.short_defaults.keys().cloned().collect()
    }

    /// Where the project shows that its job framework retries failed jobs.
    /// Whether some file of the scan imports `module` (a module key; a
    /// path suffix matches, as in import resolution).
    pub fn module_imported(&self, family: Family, module: &str) -> bool {
        self.imported_modules[family as usize]
            .iter()
            .any(|m| crate::model::effects::same_module(m, module))
    }

    /// Ruby: whether some code of the scan names the job class `name`
    /// (besides its declaration), or a schedule of the project runs it.
    pub fn job_named(&self, name: &str) -> bool {
        self.job_mentions.contains_key(name)
            || self.periodic_tasks[Family::Ruby as usize].contains_key(name)
    }

    pub fn job_retry(&self, family: Family) -> Option<&(String, String)> {
        self.job_retries[family as usize].as_ref()
    }

    /// The file whose schedule runs the task or job class `name` periodically.
    pub fn periodic_task(&self, family: Family, name: &str) -> Option<&str> {
        self.periodic_tasks[family as usize]
            .get(name)
            .map(String::as_str)
    }

    pub fn client_retries(&self, name: &str) -> Option<&RetryingClient> {
        self.retrying_clients.get(name)
    }
}

/// The one declaration in `list` of `family` (all declarations agree on the
/// position and the value), when it is in a file other than `path`.
fn unique_elsewhere<'a>(
    list: &'a [ShortDefault],
    path: &str,
    family: Family,
) -> Option<&'a ShortDefault> {
    let mut candidates = list.iter().filter(|d| d.family == family);
    let first = candidates.next()?;
    if candidates.any(|d| d.position != first.position || d.value_ms != first.value_ms) {
        return None;
    }
    (first.path != path).then_some(first)
}
