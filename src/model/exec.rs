//! Execution context (spec v3): what kind of program a file belongs to.
//!
//! Declared facts decide first: a framework registration in the file (a
//! route, a job class, a task decorator, a Lambda handler), the file's own
//! imports (a UI framework, a command-line framework), and the nearest
//! package manifest (`package.json` `bin`/dependencies, a gemspec's
//! executables, `pyproject.toml` scripts and dependencies, a Gemfile).
//! Directory conventions decide only when nothing was declared. All markers
//! are data (`src/knowledge/*.toml`).

use crate::finding::ExecContext;
use crate::lang::{Family, Lang};
use crate::model::knowledge::{self, Eco};
use crate::semantics::facts::FileFacts;
use std::collections::HashMap;
use std::path::{Path, PathBuf};
use std::sync::Mutex;

/// What the nearest package manifest declares about its package.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PackageKind {
    /// A server, job or worker framework is a dependency.
    Service,
    /// A Node package with a server framework and no UI framework among
    /// its dependencies: its `components/` hold server modules.
    Server,
    /// Executables or console scripts and no service framework.
    Cli,
    /// A UI framework and no service framework.
    Ui,
    /// A manifest with none of the above.
    Library,
}

/// The context of a file and the fact that decided it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FileContext {
    pub context: ExecContext,
    /// Human-readable reason (`registers a Sidekiq job`, `directory bin/`).
    pub reason: String,
    /// True when a declaration decided (registration, import, manifest);
    /// false for a directory or file-name convention.
    pub declared: bool,
    /// Evidence that the file's code runs unattended (see [`unattended`]).
    pub unattended: Option<String>,
    /// Evidence that the file serves requests a person waits on and runs
    /// nothing unattended (see [`request_path`]).
    pub request_path: Option<String>,
}

/// A package's kind and the name of the manifest that declares it.
type Package = (PackageKind, String);

/// Package manifests, read once per directory per scan.
#[derive(Debug)]
pub struct Layout {
    root: PathBuf,
    /// (directory, family) -> the package kind its manifests declare.
    cache: Mutex<HashMap<(PathBuf, Family), Option<Package>>>,
    /// Directory -> the browser entry directory its `index.html` declares.
    entries: Mutex<HashMap<PathBuf, Option<(PathBuf, String)>>>,
    /// Directory as given -> its canonical path (see [`Layout::canonical`]).
    dirs: Mutex<HashMap<PathBuf, Option<PathBuf>>>,
}

impl Layout {
    /// `root` is the project root: manifests above it are not read.
    pub fn new(root: &Path) -> Layout {
        Layout {
            root: root.canonicalize().unwrap_or_else(|_| root.to_path_buf()),
            cache: Mutex::new(HashMap::new()),
            entries: Mutex::new(HashMap::new()),
            dirs: Mutex::new(HashMap::new()),
        }
    }

    /// `file.canonicalize().ok()`, resolving each directory once per scan:
    /// a file that is not a symbolic link is its directory's canonical
    /// path joined with its name (one `lstat` instead of one per component).
    pub fn canonical(&self, file: &Path) -> Option<PathBuf> {
        let (Some(std::path::Component::Normal(name)), Some(parent)) =
            (file.components().next_back(), file.parent())
        else {
            return file.canonicalize().ok();
        };
        if std::fs::symlink_metadata(file)
            .ok()?
            .file_type()
            .is_symlink()
        {
            return file.canonicalize().ok();
        }
        let parent = if parent.as_os_str().is_empty() {
            Path::new(".")
        } else {
            parent
        };
        let known = self.dirs.lock().ok().and_then(|d| d.get(parent).cloned());
        let dir = match known {
            Some(dir) => dir,
            None => {
                let dir = parent.canonicalize().ok();
                if let Ok(mut d) = self.dirs.lock() {
                    d.insert(parent.to_path_buf(), dir.clone());
                }
                dir
            }
        };
        Some(dir?.join(name))
    }

    /// The project root the layout reads manifests under.
    pub fn root(&self) -> &Path {
        &self.root
    }

    /// The nearest manifest of the file's own ecosystem, its package kind
    /// and name: a Ruby file of a Rails app is judged by the Gemfile, not by
    /// the `package.json` its asset pipeline keeps beside it.
    pub fn package_of(&self, file: &Path, family: Family) -> Option<(PackageKind, String)> {
        let file = self.canonical(file).unwrap_or_else(|| file.to_path_buf());
        let mut dir = file.parent()?.to_path_buf();
        let mut visited = Vec::new();
        let found = loop {
            if let Some(hit) = self
                .cache
                .lock()
                .ok()
                .and_then(|c| c.get(&(dir.clone(), family)).cloned())
            {
                break hit;
            }
            visited.push(dir.clone());
            if let Some(kind) = read_manifests(&dir, family) {
                break Some(kind);
            }
            if dir == self.root || !dir.starts_with(&self.root) || !dir.pop() {
                break None;
            }
        };
        if let Ok(mut cache) = self.cache.lock() {
            for d in visited {
                cache.insert((d, family), found.clone());
            }
        }
        found
    }

    /// The browser entry that covers a file: an `index.html` in an ancestor
    /// directory loading a module script (`<script type="module"
    /// src="/src/main.tsx">`, the Vite and Parcel convention) whose
    /// directory holds the file. Returns the script path.
    pub fn browser_entry_of(&self, file: &Path) -> Option<String> {
        let file = self.canonical(file).unwrap_or_else(|| file.to_path_buf());
        let mut dir = file.parent()?.to_path_buf();
        loop {
            let cached = self.entries.lock().ok().and_then(|c| c.get(&dir).cloned());
            let entry = match cached {
                Some(e) => e,
                None => {
                    let e = read_browser_entry(&dir);
                    if let Ok(mut c) = self.entries.lock() {
                        c.insert(dir.clone(), e.clone());
                    }
                    e
                }
            };
            if let Some((entry_dir, script)) = entry
                && file.starts_with(&entry_dir)
            {
                return Some(script);
            }
            if dir == self.root || !dir.starts_with(&self.root) || !dir.pop() {
                return None;
            }
        }
    }
}

/// `dir/index.html`'s module script, as (the directory the script's first
/// path segment names, the script path).
fn read_browser_entry(dir: &Path) -> Option<(PathBuf, String)> {
    let path = dir.join("index.html");
    let meta = std::fs::metadata(&path).ok()?;
    if !meta.is_file() || meta.len() > 256 * 1024 {
        return None;
    }
    let html = std::fs::read_to_string(&path).ok()?;
    for tag in html.split("<script").skip(1) {
        let tag = tag.split('>').next().unwrap_or("");
        if !tag.contains("module") {
            continue;
        }
        let Some(src) = tag
            .split("src=")
            .nth(1)
            .and_then(|v| v.trim_start().strip_prefix(['"', '\'']))
            .and_then(|v| v.split(['"', '\'']).next())
        else {
            continue;
        };
        if src.contains("://") || src.starts_with("//") {
            continue;
        }
        let rel = src.trim_start_matches("./").trim_start_matches('/');
        let is_source = [".ts", ".tsx", ".js", ".jsx", ".mjs"]
            .iter()
            .any(|e| rel.ends_with(e));
        let first = rel.split('/').next().unwrap_or("");
        if !is_source || first.is_empty() || first == rel || first == ".." {
            continue;
        }
        return Some((dir.join(first), src.to_string()));
    }
    None
}

/// The package's `start` script runs a Node program (`node app.js`,
/// `ts-node src/index.ts`, `tsx src/main.ts`), not a bundler's dev server.
fn starts_a_node_process(json: &serde_json::Value) -> bool {
    let Some(start) = json
        .get("scripts")
        .and_then(|s| s.get("start"))
        .and_then(|s| s.as_str())
    else {
        return false;
    };
    // The last command of `a && b` is the one that keeps running.
    let last = start.rsplit("&&").next().unwrap_or(start).trim();
    let program = last
        .split_whitespace()
        .find(|w| !w.contains('=') && *w != "exec" && *w != "npx")
        .unwrap_or("");
    knowledge::list(Eco::Javascript, "node-start-programs").contains(&program)
}

/// A `Dockerfile` in `dir` whose `CMD` or `ENTRYPOINT` runs a Node program
/// (`node-start-programs`): the directory's package is deployed as a
/// long-running process.
fn container_runs_node(dir: &Path) -> bool {
    let Ok(text) = std::fs::read_to_string(dir.join("Dockerfile")) else {
        return false;
    };
    let programs = knowledge::list(Eco::Javascript, "node-start-programs");
    text.lines().any(|l| {
        let l = l.trim_start();
        let Some(rest) = l
            .strip_prefix("CMD")
            .or_else(|| l.strip_prefix("ENTRYPOINT"))
        else {
            return false;
        };
        rest.split(|c: char| c.is_whitespace() || matches!(c, '[' | ']' | ',' | '"'))
            .find(|w| !w.is_empty())
            .is_some_and(|w| programs.contains(&w))
    })
}

fn deps_hit(deps: &[String], list: &[&str]) -> bool {
    deps.iter().any(|d| knowledge::package_matches(list, d))
}

/// Reads the manifests of one directory, if any.
fn read_manifests(dir: &Path, family: Family) -> Option<(PackageKind, String)> {
    if family == Family::Js
        && let Ok(text) = std::fs::read_to_string(dir.join("package.json"))
        && let Ok(json) = serde_json::from_str::<serde_json::Value>(&text)
    {
        let deps: Vec<String> = ["dependencies", "peerDependencies"]
            .iter()
            .filter_map(|k| json.get(k).and_then(|d| d.as_object()))
            .flat_map(|o| o.keys().cloned())
            .collect();
        let ui = deps_hit(&deps, knowledge::list(Eco::Javascript, "ui-packages"));
        // A desktop app (Electron, usually a dev dependency the packager
        // bundles): a person runs it and sees its failures, as in a page.
        let desktop = ["dependencies", "devDependencies"]
            .iter()
            .filter_map(|k| json.get(k).and_then(|d| d.as_object()))
            .any(|o| {
                let names: Vec<String> = o.keys().cloned().collect();
                deps_hit(
                    &names,
                    knowledge::list(Eco::Javascript, "desktop-app-packages"),
                )
            });
        let kind = if desktop {
            PackageKind::Ui
        } else if deps_hit(&deps, knowledge::list(Eco::Javascript, "service-packages")) {
            if ui {
                PackageKind::Service
            } else {
                PackageKind::Server
            }
        } else if json.get("bin").is_some() {
            PackageKind::Cli
        } else if deps_hit(
            &deps,
            knowledge::list(Eco::Javascript, "browser-first-frameworks"),
        ) {
            // SvelteKit, Nuxt: the built server renders pages; the modules
            // outside the server conventions run in the browser.
            PackageKind::Ui
        } else if starts_a_node_process(&json) || container_runs_node(dir) {
            // `"start": "node ./lib/app.js"`, or a Dockerfile beside it whose
            // `CMD ["node", "src/index.js"]` runs one: the package runs as a
            // Node process (a bridge, a bot, a daemon), whatever UI it also
            // ships.
            PackageKind::Service
        } else if ui
            || json
                .get("devDependencies")
                .and_then(|d| d.as_object())
                .is_some_and(|o| {
                    let dev: Vec<String> = o.keys().cloned().collect();
                    deps_hit(
                        &dev,
                        knowledge::list(Eco::Javascript, "browser-test-environments"),
                    )
                    // A UI framework the package's own bundler builds
                    // in (`preact` and `webpack` as dev dependencies):
                    // the bundle runs in a browser.
                    || (deps_hit(&dev, knowledge::list(Eco::Javascript, "ui-packages"))
                        && deps_hit(&dev, knowledge::list(Eco::Javascript, "browser-bundlers")))
                })
        {
            PackageKind::Ui
        } else {
            PackageKind::Library
        };
        // Named with its directory (`components/package.json`): a
        // workspace package's directory is its name, not a layout.
        let named = dir
            .file_name()
            .map(|d| format!("{}/package.json", d.to_string_lossy()))
            .unwrap_or_else(|| "package.json".into());
        return Some((kind, named));
    }
    if family == Family::Js {
        return None;
    }
    if family == Family::Ruby {
        return read_ruby_manifests(dir);
    }
    read_python_manifests(dir)
}

/// A gemspec (a gem: a library, or a CLI when it declares executables) or
/// a Gemfile (a service when it names a service gem).
fn read_ruby_manifests(dir: &Path) -> Option<(PackageKind, String)> {
    let gemspec = std::fs::read_dir(dir).ok().and_then(|entries| {
        entries
            .flatten()
            .map(|e| e.path())
            .find(|p| p.extension().is_some_and(|e| e == "gemspec"))
    });
    let service_gems = knowledge::list(Eco::Ruby, "service-gems");
    let mentions_gem = |text: &str, gem: &str| {
        text.contains(&format!("\"{gem}\"")) || text.contains(&format!("'{gem}'"))
    };
    if let Some(path) = gemspec
        && let Ok(text) = std::fs::read_to_string(&path)
    {
        let name = path
            .file_name()
            .map(|n| n.to_string_lossy().into_owned())
            .unwrap_or_default();
        let kind = if text.contains("executables") && !text.contains("executables = []") {
            PackageKind::Cli
        } else {
            PackageKind::Library
        };
        return Some((kind, name));
    }
    if let Ok(text) = std::fs::read_to_string(dir.join("Gemfile")) {
        let kind = if service_gems.iter().any(|g| mentions_gem(&text, g)) {
            PackageKind::Service
        } else {
            PackageKind::Library
        };
        return Some((kind, "Gemfile".into()));
    }
    None
}

/// `requirements.txt` with the files it includes (`-r requirements/base.txt`,
/// one level down), as one text.
fn read_requirements(dir: &Path) -> Option<String> {
    let top = std::fs::read_to_string(dir.join("requirements.txt")).ok()?;
    let mut all = top.clone();
    for line in top.lines() {
        let line = line.trim();
        let included = line
            .strip_prefix("-r ")
            .or_else(|| line.strip_prefix("--requirement "))
            .or_else(|| line.strip_prefix("--requirement="))
            .map(str::trim);
        if let Some(name) = included.filter(|n| !n.contains("..") && !n.starts_with('/'))
            && let Ok(text) = std::fs::read_to_string(dir.join(name))
        {
            all.push('\n');
            all.push_str(&text);
        }
    }
    Some(all)
}

/// pyproject.toml, setup.py, setup.cfg or requirements.txt: a service when
/// they name a service framework, a CLI when they declare scripts.
fn read_python_manifests(dir: &Path) -> Option<(PackageKind, String)> {
    let service_py = knowledge::list(Eco::Python, "service-packages");
    let py_mentions = |text: &str| {
        service_py.iter().any(|p| {
            text.lines().any(|l| {
                let l = l
                    .trim()
                    .trim_start_matches(['"', '\''])
                    .to_ascii_lowercase();
                l.starts_with(p)
                    && l[p.len()..]
                        .chars()
                        .next()
                        .is_none_or(|c| !(c.is_alphanumeric() || c == '-' || c == '_'))
            })
        })
    };
    // Dependencies a manifest reads from the requirements file beside it
    // (`dynamic = ["dependencies"]`, `install_requires=open(...)`): a
    // console script of a web service does not make the service a CLI.
    let requirements = read_requirements(dir);
    let requires_service = requirements.as_deref().is_some_and(py_mentions);
    if let Ok(text) = std::fs::read_to_string(dir.join("pyproject.toml")) {
        let scripts = text.contains("[project.scripts]")
            || text.contains("[tool.poetry.scripts]")
            || text.contains("[project.gui-scripts]");
        let kind = if py_mentions(&text) || requires_service {
            PackageKind::Service
        } else if scripts && scheduled_script(dir, &text).is_some() {
            // Its command runs on a schedule, unattended: a job.
            PackageKind::Service
        } else if scripts {
            PackageKind::Cli
        } else {
            PackageKind::Library
        };
        return Some((kind, "pyproject.toml".into()));
    }
    for name in ["setup.py", "setup.cfg"] {
        if let Ok(text) = std::fs::read_to_string(dir.join(name)) {
            let kind = if py_mentions(&text) || requires_service {
                PackageKind::Service
            } else if text.contains("console_scripts") || text.contains("scripts=") {
                PackageKind::Cli
            } else {
                PackageKind::Library
            };
            return Some((kind, name.into()));
        }
    }
    if requires_service {
        return Some((PackageKind::Service, "requirements.txt".into()));
    }
    None
}

/// The console script of a pyproject (`[project.scripts]`,
/// `[tool.poetry.scripts]`) that a scheduled GitHub Actions workflow of the
/// repository runs (`on: schedule: - cron:` and a step `run: funding-bot
/// run`, also through `poetry run`, `uv run`: `script-runner-words`): the
/// command is a job run by a timer, not one a person starts and watches.
fn scheduled_script(dir: &Path, pyproject: &str) -> Option<String> {
    let doc: toml::Table = pyproject.parse().ok()?;
    let table = |path: &[&str]| -> Vec<String> {
        let mut cur = Some(&doc);
        for key in path {
            cur = cur.and_then(|t| t.get(*key)).and_then(|v| v.as_table());
        }
        cur.map(|t| t.keys().cloned().collect()).unwrap_or_default()
    };
    let mut names = table(&["project", "scripts"]);
    names.extend(table(&["tool", "poetry", "scripts"]));
    if names.is_empty() {
        return None;
    }
    let runners = knowledge::list(Eco::Python, "script-runner-words");
    // The repository's workflows: in this directory or up to three above.
    let workflows = dir
        .ancestors()
        .take(4)
        .map(|d| d.join(".github").join("workflows"))
        .find(|d| d.is_dir())?;
    let entries = std::fs::read_dir(workflows).ok()?;
    for entry in entries.flatten() {
        let path = entry.path();
        let is_yaml = path.extension().is_some_and(|e| e == "yml" || e == "yaml");
        let Ok(text) = std::fs::read_to_string(&path) else {
            continue;
        };
        if !is_yaml || !text.contains("schedule:") || !text.contains("cron:") {
            continue;
        }
        for line in text.lines() {
            let mut words = line
                .split_whitespace()
                .skip_while(|w| *w == "-" || *w == "run:" || runners.contains(w));
            if let Some(first) = words.next()
                && let Some(name) = names.iter().find(|n| n.as_str() == first)
            {
                return Some(name.clone());
            }
        }
    }
    None
}

/// Path components of `rel` (relative to the project root), lowercased.
fn components(rel: &str) -> Vec<String> {
    rel.split('/')
        .filter(|c| !c.is_empty() && *c != ".")
        .map(str::to_ascii_lowercase)
        .collect()
}

/// A JS module specifier that names a UI component: a component file
/// (`.tsx`, `.jsx`, `.vue`, `.svelte`) or a path through a components
/// directory (`ui-import-segments`).
fn imports_ui_component(specifier: &str) -> bool {
    let eco = Eco::Javascript;
    imports_ui_component_file(specifier)
        || specifier
            .split('/')
            .skip(1)
            .any(|part| knowledge::list(eco, "ui-import-segments").contains(&part))
}

/// A relative specifier through a components directory that resolves to a
/// plain script module which imports no UI framework: server projects keep
/// helpers in `src/components/` too (`require('../components/log')`), and
/// only a component file or a module of a UI framework makes its importer
/// browser code. Specifiers that do not resolve here stay evidence.
fn resolves_to_plain_module(importer: &Path, specifier: &str) -> bool {
    if !specifier.starts_with('.') || imports_ui_component_file(specifier) {
        return false;
    }
    let Some(dir) = importer.parent() else {
        return false;
    };
    let base = dir.join(specifier);
    let candidates = [".js", ".ts", ".mjs", ".cjs", "/index.js", "/index.ts"];
    let Some(file) = candidates.iter().find_map(|ext| {
        let mut p = base.clone().into_os_string();
        p.push(ext);
        let p = std::path::PathBuf::from(p);
        p.is_file().then_some(p)
    }) else {
        return false;
    };
    let Ok(text) = std::fs::read(&file) else {
        return false;
    };
    let head = String::from_utf8_lossy(&text[..text.len().min(16 * 1024)]);
    let ui = knowledge::list(Eco::Javascript, "ui-imports");
    !crate::model::effects::js_import_specifiers(&head)
        .iter()
        .any(|m| knowledge::package_matches(ui, m))
}

/// The specifier names a component file (`./Card.tsx`, `./Modal.vue`).
fn imports_ui_component_file(specifier: &str) -> bool {
    knowledge::list(Eco::Javascript, "ui-component-extensions")
        .iter()
        .any(|e| specifier.ends_with(e))
}

/// True when a directory convention (`bin`, or a two-part one such as
/// `app/jobs`) occurs among the directories of `dirs`.
fn dir_convention<'a>(dirs: &[String], list: &'a [&'a str]) -> Option<&'a str> {
    dir_convention_at(dirs, list).map(|(_, c)| c)
}

/// The first convention of `list` found in `dirs`, with the position of the
/// outermost directory where one matches.
fn dir_convention_at<'a>(dirs: &[String], list: &'a [&'a str]) -> Option<(usize, &'a str)> {
    list.iter()
        .copied()
        .filter_map(|conv| {
            let parts = conv.split('/').count();
            dirs.windows(parts)
                .position(|w| w.iter().zip(conv.split('/')).all(|(a, b)| a == b))
                .map(|at| (at, conv))
        })
        .min_by_key(|(at, _)| *at)
}

/// Whether the directory at `dirs[at]` sits below a source root (`app/`,
/// `src/`, `lib/`: `source-root-dirs`), where its name is a namespace of the
/// program (`src/sandbox/`, `src/agent/`), not a convention.
fn below_source_root(dirs: &[String], at: usize) -> bool {
    dirs[..at]
        .iter()
        .any(|d| knowledge::list(Eco::Common, "source-root-dirs").contains(&d.as_str()))
}

/// The test/example verdict from the path alone (no file content needed).
pub fn path_context(rel: &str) -> Option<FileContext> {
    let parts = components(rel);
    let (file, dirs) = parts.split_last()?;
    let common = |k| knowledge::list(Eco::Common, k);
    if let Some(d) = dir_convention(dirs, common("test-dirs")) {
        return Some(conv(ExecContext::Test, format!("directory `{d}/`")));
    }
    // A directory named for tests (`test-setup/`, `test_support/`,
    // `contract-tests/`): the project's own test infrastructure.
    if let Some(d) = dirs.iter().find(|d| named_for_tests(d)) {
        return Some(conv(ExecContext::Test, format!("directory `{d}/`")));
    }
    if let Some(m) = common("test-file-markers")
        .iter()
        .find(|m| file.contains(&m.to_ascii_lowercase()))
    {
        return Some(conv(ExecContext::Test, format!("file name `*{m}*`")));
    }
    // A test-runner suffix of the project's own (`api.servertest.ts`,
    // `page.clienttest.tsx`): a middle part of the name ending in `test`.
    let segments: Vec<&str> = file.split('.').collect();
    if segments.len() >= 3
        && let Some(s) = segments[1..segments.len() - 1]
            .iter()
            .find(|s| s.ends_with("test") || s.ends_with("tests"))
    {
        return Some(conv(ExecContext::Test, format!("file name `*.{s}.*`")));
    }
    if common("test-file-prefixes")
        .iter()
        .any(|p| file.starts_with(p) && file.ends_with(".py"))
    {
        return Some(conv(ExecContext::Test, "file name `test_*.py`".into()));
    }
    if common("test-file-names").contains(&file.as_str()) {
        return Some(conv(ExecContext::Test, format!("file name `{file}`")));
    }
    if let Some((at, d)) = dir_convention_at(dirs, common("example-dirs"))
        && !below_source_root(dirs, at)
    {
        return Some(conv(ExecContext::Example, format!("directory `{d}/`")));
    }
    // Retired code kept for reference (`python-deprecated/`): not run.
    if let Some(at) = dirs.iter().position(|d| {
        d.to_ascii_lowercase()
            .split(['-', '_', '.'])
            .any(|w| common("retired-dir-words").contains(&w))
    }) && !below_source_root(dirs, at)
    {
        return Some(conv(
            ExecContext::Example,
            format!(
                "directory `{}/` (retired code, kept for reference)",
                dirs[at]
            ),
        ));
    }
    None
}

/// A file named as a copy of the file beside it.
pub struct RetiredCopy {
    /// The file it copies (`api.py`).
    pub original: String,
    /// At least half of its definitions (three or more) are the original's
    /// too (a `file_backup.rb` model beside `file.rb` defines other names).
    pub same_definitions: bool,
}

/// The sibling file this one is named as a copy of: its name is the
/// sibling's plus `retired-copy-words` (`api_original_backup.py` beside
/// `api.py`).
pub fn retired_copy_of(path: &Path, family: Family, text: &str) -> Option<RetiredCopy> {
    let file = path.file_name()?.to_str()?;
    let (stem, ext) = file.rsplit_once('.')?;
    let words = knowledge::list(Eco::Common, "retired-copy-words");
    let mut base = stem;
    while let Some((rest, last)) = base.rsplit_once(['_', '-', '.']) {
        if !words.contains(&last.to_ascii_lowercase().as_str()) {
            break;
        }
        base = rest;
    }
    if base == stem || base.is_empty() {
        return None;
    }
    let sibling_name = format!("{base}.{ext}");
    let sibling = path.with_file_name(&sibling_name);
    let meta = std::fs::metadata(&sibling).ok()?;
    if !meta.is_file() || meta.len() > 4 * 1024 * 1024 {
        return None;
    }
    let other = std::fs::read_to_string(&sibling).ok()?;
    let mine = definition_names(family, text);
    let theirs = definition_names(family, &other);
    let shared = mine.iter().filter(|n| theirs.contains(*n)).count();
    Some(RetiredCopy {
        original: sibling_name,
        same_definitions: mine.len() >= 3 && shared * 2 >= mine.len(),
    })
}

/// Names of the functions, methods and classes a file defines.
fn definition_names(family: Family, text: &str) -> std::collections::HashSet<&str> {
    use std::sync::LazyLock;
    static PY: LazyLock<regex::Regex> = LazyLock::new(|| {
        regex::Regex::new(r"(?m)^[ \t]*(?:async[ \t]+)?(?:def|class)[ \t]+(\w+)")
            .expect("valid regex")
    });
    static RB: LazyLock<regex::Regex> = LazyLock::new(|| {
        regex::Regex::new(r"(?m)^[ \t]*(?:def[ \t]+(?:self\.)?|class[ \t]+|module[ \t]+)([\w:?!]+)")
            .expect("valid regex")
    });
    static JS: LazyLock<regex::Regex> = LazyLock::new(|| {
        regex::Regex::new(
            r"(?m)^[ \t]*(?:export[ \t]+)?(?:default[ \t]+)?(?:async[ \t]+)?(?:function\*?|class|const|let)[ \t]+(\w+)",
        )
        .expect("valid regex")
    });
    let re = match family {
        Family::Python => &*PY,
        Family::Ruby => &*RB,
        Family::Js => &*JS,
    };
    re.captures_iter(text)
        .filter_map(|c| c.get(1).map(|m| m.as_str()))
        .collect()
}

/// A compound directory name named for tests (`test-dir-prefixes`,
/// `test-dir-suffixes`: `test-setup`, `tests_shared`, `api-tests`; `test`
/// beside a `test-support-words` word: `int-test-support`).
fn named_for_tests(dir: &str) -> bool {
    let d = dir.to_ascii_lowercase();
    let common = |k| knowledge::list(Eco::Common, k);
    let words: Vec<&str> = d.split(['-', '_']).collect();
    common("test-dir-prefixes")
        .iter()
        .any(|p| d.starts_with(p) && d.len() > p.len())
        || common("test-dir-suffixes")
            .iter()
            .any(|s| d.ends_with(s) && d.len() > s.len())
        || (words.iter().any(|w| matches!(*w, "test" | "tests"))
            && words
                .iter()
                .any(|w| common("test-support-words").contains(w)))
}

fn conv(context: ExecContext, reason: String) -> FileContext {
    FileContext {
        context,
        reason,
        declared: false,
        unattended: None,
        request_path: None,
    }
}

fn declared(context: ExecContext, reason: String) -> FileContext {
    FileContext {
        context,
        reason,
        declared: true,
        unattended: None,
        request_path: None,
    }
}

/// The registration marker of a service framework found in `text`.
pub fn service_registration(family: Family, text: &str) -> Option<&'static str> {
    knowledge::markers_in(Eco::of(family), "service-registrations", text)
        .first()
        .map(|m| m.rsplit("&&").next().unwrap_or(m))
}

/// Whether the text at `at` is code rather than a comment or a string on
/// its line (a server file that builds browser snippets, `"window.close()"`,
/// does not run in a browser). Line-local: the quotes before it on the line
/// are counted, and a line that opens with `//` or `*` is a comment.
/// The name at `at` is a property or part of a longer name
/// (`dom.window.document`, `jsdom.window`, `mywindow.`), not the browser
/// global.
fn member_of_another(text: &str, at: usize) -> bool {
    text[..at]
        .chars()
        .next_back()
        .is_some_and(|c| c == '.' || c == '_' || c == '$' || c.is_alphanumeric())
}

fn in_code(text: &str, at: usize) -> bool {
    let start = text[..at].rfind('\n').map_or(0, |i| i + 1);
    let before = &text[start..at];
    let trimmed = before.trim_start();
    if trimmed.starts_with("//") || trimmed.starts_with('*') || trimmed.starts_with("/*") {
        return false;
    }
    if before.contains("//") {
        return false;
    }
    let mut quote: Option<char> = None;
    let mut escaped = false;
    for c in before.chars() {
        if escaped {
            escaped = false;
            continue;
        }
        match (quote, c) {
            (_, '\\') => escaped = true,
            (None, '"' | '\'' | '`') => quote = Some(c),
            (Some(q), c) if c == q => quote = None,
            _ => {}
        }
    }
    quote.is_none()
}

/// Whether the text at `at` is on a line that is a comment from before it
/// (`# retry_on ...`, `// maxAttempts: 5`).
pub(crate) fn commented_out(family: Family, bytes: &[u8], at: usize) -> bool {
    let start = bytes[..at]
        .iter()
        .rposition(|b| *b == b'\n')
        .map_or(0, |i| i + 1);
    let lead = bytes[start..at].trim_ascii_start();
    match family {
        Family::Ruby | Family::Python => lead.starts_with(b"#"),
        Family::Js => lead.starts_with(b"//") || lead.starts_with(b"*") || lead.starts_with(b"/*"),
    }
}

/// The job-boundary registration found in `text` (a Sidekiq worker, a
/// Celery task, a BullMQ worker, a Lambda handler). `a&&b` needs both; the
/// last part names it.
pub fn job_registration(family: Family, text: &str) -> Option<&'static str> {
    knowledge::markers_in(Eco::of(family), "job-registrations", text)
        .first()
        .map(|m| m.rsplit("&&").next().unwrap_or(m))
}

/// A job registration that shows the code runs unattended. A function
/// handler (`export const handler`, `def lambda_handler(`) answers an HTTP
/// request as often as a queue: it counts only beside an event-source
/// marker (`Records`, `SQSEvent`: `event-source-markers`).
fn unattended_registration(family: Family, text: &str) -> Option<&'static str> {
    let eco = Eco::of(family);
    let function_handlers = knowledge::list(eco, "function-handler-registrations");
    let from_events =
        || !knowledge::markers_in(Eco::Common, "event-source-markers", text).is_empty();
    knowledge::markers_in(eco, "job-registrations", text)
        .into_iter()
        .find(|m| !function_handlers.contains(m) || from_events())
        .map(|m| m.rsplit("&&").next().unwrap_or(m))
}

/// A file whose jobs have their retries turned off (`job-retry-disabled`:
/// `sidekiq_options retry: false`, Celery `max_retries=0`): their failures
/// are not retried, whatever the framework's default.
pub fn job_retries_disabled(family: Family, text: &str) -> bool {
    !knowledge::markers_in(Eco::of(family), "job-retry-disabled", text).is_empty()
}

/// A file that registers jobs whose failures the framework may retry: a job
/// registration, and no text turning its retries off.
pub fn retried_job_file(family: Family, text: &str) -> bool {
    job_registration(family, text).is_some() && !job_retries_disabled(family, text)
}

/// Python: a per-job retry marker (`autoretry_for`, `self.retry(`:
/// `per-job-retry-markers`) retries only the task that declares it, so it
/// counts for a call in another task of the file (a decorated function, a
/// task class) only when that task carries it too. Other markers, helpers
/// beside the tasks, and other languages: the file's marker counts.
pub fn marker_covers_call(
    call: tree_sitter::Node<'_>,
    family: Family,
    text: &str,
    marker: &str,
) -> bool {
    use crate::semantics::kind::NodeKind as _;
    use crate::semantics::parents;
    if family != Family::Python
        || !knowledge::list(Eco::Python, "per-job-retry-markers").contains(&marker)
    {
        return true;
    }
    let mut top = call;
    // The statement of the module holding the call.
    while let Some(up) = parents::parent(top) {
        if parents::parent(up).is_none() {
            break;
        }
        top = up;
    }
    if top == call
        || !matches!(
            top.kind_name(),
            "decorated_definition" | "class_definition" | "function_definition"
        )
    {
        return true;
    }
    // A helper beside the tasks may run inside the one that retries; a task
    // of its own runs on its own terms.
    let own = text.get(top.byte_range()).unwrap_or("");
    let is_task = knowledge::list(Eco::Python, "job-registrations")
        .iter()
        .any(|m| own.contains(m.rsplit("&&").next().unwrap_or(m)));
    let first = marker.split("&&").next().unwrap_or(marker);
    !is_task || own.contains(first)
}

/// The file defines a base job class (`base` of `base-job-classes`) that
/// carries the per-job retry `marker`. Python: the marker sits in the body
/// of a class declared with `base` (`class BaseTask(Task):` with
/// `autoretry_for = (...)`, no `run` of its own), not in a task's own
/// decorator or class in the same file (`@app.task(autoretry_for=...)`
/// beside `class Disable(Task):`, or a `class Deliver(Task):` whose `run`
/// calls `self.retry(`); a `task_annotations` setting speaks for all.
fn declared_by_base_class(family: Family, text: &str, base: &str, marker: &str) -> bool {
    if family != Family::Python || !base.starts_with('(') {
        return text.contains(base);
    }
    let first = marker.split("&&").next().unwrap_or(marker);
    text.match_indices(base).any(|(at, _)| {
        let body_start = text[at..].find('\n').map_or(text.len(), |n| at + n + 1);
        let mut end = text.len();
        let mut offset = body_start;
        for line in text[body_start..].split_inclusive('\n') {
            let starts_flush = line
                .chars()
                .next()
                .is_some_and(|c| !c.is_whitespace() && c != '#');
            if starts_flush {
                end = offset;
                break;
            }
            offset += line.len();
        }
        // A class with its own `run` is a task, not a base for others.
        let body = &text[body_start..end];
        body.contains(first) && !body.contains("def run(")
    })
}

/// Evidence that a file's code runs unattended (a job, worker, consumer,
/// handler or cron: nobody is there to see a failure and run the work
/// again): a job registration in the file, else a directory convention.
pub fn unattended(family: Family, rel: &str, text: &str) -> Option<String> {
    if let Some(r) = unattended_registration(family, text) {
        return Some(format!(
            "the file registers unattended work (`{}`)",
            r.trim()
        ));
    }
    unattended_dir(rel).map(|d| format!("the code lives under `{d}/`, which runs unattended"))
}

/// The directory convention that says a file runs unattended
/// (`unattended-dirs`: `app/jobs`, `workers`, `cron`, ...).
pub fn unattended_dir(rel: &str) -> Option<&'static str> {
    let parts = components(rel);
    let (file, dirs) = parts.split_last()?;
    let (at, found) = dir_convention_at(dirs, knowledge::list(Eco::Common, "unattended-dirs"))?;
    // `src/agent/`: a module of the program, not the program
    // (`unattended-program-dirs`).
    if knowledge::list(Eco::Common, "unattended-program-dirs").contains(&found)
        && below_source_root(dirs, at)
    {
        return None;
    }
    // A controller is a controller in whatever namespace it sits
    // (`app/controllers/agents/auth0_controller.rb`): the file name, or a
    // request directory enclosing the unattended-looking one, says so.
    let request_file = knowledge::list(Eco::Common, "request-file-suffixes")
        .iter()
        .any(|s| file.ends_with(*s));
    let inside_request_dir = dir_convention_at(dirs, knowledge::list(Eco::Common, "request-dirs"))
        .is_some_and(|(outer, _)| outer < at);
    (!request_file && !inside_request_dir).then_some(found)
}

/// The file lives in a directory whose code the project's job framework
/// runs (`job-dirs`: Rails `app/jobs`, Sidekiq `app/workers`): a job class,
/// or a client or concern kept beside the jobs that use it.
pub fn in_job_dir(family: Family, rel: &str) -> bool {
    let parts = components(rel);
    let Some((_, dirs)) = parts.split_last() else {
        return false;
    };
    dir_convention_at(dirs, knowledge::list(Eco::of(family), "job-dirs")).is_some()
}

/// Evidence that a file serves requests a person waits on (a route,
/// controller or view registration that is not a job registration, else a
/// controller/view directory): a failed request is seen by the person who
/// sent it. Callers ask only for files with no evidence of unattended work.
pub fn request_path(family: Family, rel: &str, text: &str) -> Option<String> {
    let jobs = knowledge::list(Eco::of(family), "job-registrations");
    if let Some(r) = knowledge::markers_in(Eco::of(family), "service-registrations", text)
        .into_iter()
        .find(|m| !jobs.contains(m))
    {
        return Some(format!(
            "the file serves requests (`{}`): the person who sent one sees the failure and can send it again",
            r.rsplit("&&").next().unwrap_or(r).trim()
        ));
    }
    let parts = components(rel);
    let (file, dirs) = parts.split_last()?;
    if let Some(suffix) = knowledge::list(Eco::Common, "request-file-suffixes")
        .iter()
        .find(|s| file.ends_with(*s))
    {
        return Some(format!(
            "the file is a request handler (`*{suffix}`): the person who sent a request sees the failure and can send it again"
        ));
    }
    dir_convention(dirs, knowledge::list(Eco::Common, "request-dirs")).map(|d| {
        format!(
            "the code lives under `{d}/`, which serves requests: the person who sent one sees the failure and can send it again"
        )
    })
}

/// Ruby: the block of a route registration holding `node` (Sinatra,
/// Grape: `get '/convert' do ... end`, `route-block-methods`) in a file that
/// registers with a service framework, with the route as written. It runs
/// per request like a controller action, though no method encloses it.
pub fn route_block<'t>(
    node: tree_sitter::Node<'t>,
    family: Family,
    text: &str,
) -> Option<(tree_sitter::Node<'t>, String)> {
    use crate::semantics::ast::{self, Field as _};
    use crate::semantics::kind::NodeKind as _;
    use crate::semantics::parents;
    if family != Family::Ruby
        || knowledge::markers_in(Eco::Ruby, "service-registrations", text).is_empty()
    {
        return None;
    }
    let methods = knowledge::list(Eco::Ruby, "route-block-methods");
    let mut cur = parents::parent(node);
    while let Some(n) = cur {
        if ast::is_function(n.kind_name(), Family::Ruby) {
            return None;
        }
        if matches!(n.kind_name(), "do_block" | "block")
            && let Some(reg) = parents::parent(n).filter(|p| p.kind_name() == "call")
            && reg.field("receiver").is_none()
            && let Some(method) = reg
                .field("method")
                .map(|m| text.get(m.byte_range()).unwrap_or(""))
            && methods.contains(&method)
        {
            let path = reg
                .field("arguments")
                .and_then(|a| a.named_child(0))
                .map(|a| text.get(a.byte_range()).unwrap_or(""))
                .unwrap_or("");
            return Some((n, format!("{method} {path}").trim().to_string()));
        }
        cur = parents::parent(n);
    }
    None
}

/// The job-retry marker (`job-retry-markers`) a file's bytes hold: the
/// project's job framework retries failed jobs. `a&&b` needs both. One
/// automaton pass over the bytes per file.
/// The job-retry marker of `bytes` that speaks for the whole project: any
/// marker but a per-job one (`per-job-retry-markers`, ActiveJob
/// `retry_on`), which speaks for the project only in the file that defines
/// the base job class (`base-job-classes`).
pub fn project_job_retry_marker(family: Family, bytes: &[u8]) -> Option<&'static str> {
    project_job_retry_marker_of(family, bytes, job_retry_marker(family, bytes)?)
}

/// [`project_job_retry_marker`] given the file's [`job_retry_marker`].
pub fn project_job_retry_marker_of(
    family: Family,
    bytes: &[u8],
    marker: &'static str,
) -> Option<&'static str> {
    let eco = Eco::of(family);
    let text = std::str::from_utf8(bytes).unwrap_or("");
    // A worker that turns its own retries off (`sidekiq_options retry:
    // false`) says nothing of how the project's other jobs fail.
    if job_retries_disabled(family, text) {
        return None;
    }
    if !knowledge::list(eco, "per-job-retry-markers").contains(&marker) {
        return Some(marker);
    }
    let base = knowledge::list(eco, "base-job-classes")
        .iter()
        .any(|b| declared_by_base_class(family, text, b, marker));
    if base {
        return Some(marker);
    }
    // Another marker of the file may speak for the project.
    knowledge::list(eco, "job-retry-markers")
        .iter()
        .copied()
        .filter(|m| !knowledge::list(eco, "per-job-retry-markers").contains(m))
        .find(|m| {
            m.split("&&").all(|part| {
                text.match_indices(part)
                    .any(|(at, _)| !commented_out(family, bytes, at))
            })
        })
}

/// Ruby job concerns: the module a file defines when the file declares a
/// per-job retry (`module DefaultJobBehaviour ... included do retry_on(...)`),
/// and the modules a file defining the base job class includes
/// (`class ApplicationJob < ActiveJob::Base; include DefaultJobBehaviour`).
pub fn ruby_job_concerns(bytes: &[u8]) -> (Option<(String, String)>, Vec<String>) {
    use std::sync::LazyLock;
    static MODULE: LazyLock<regex::Regex> = LazyLock::new(|| {
        regex::Regex::new(r"(?m)^\s*module\s+([A-Z][\w:]*)").expect("valid regex")
    });
    static INCLUDE: LazyLock<regex::Regex> = LazyLock::new(|| {
        regex::Regex::new(r"(?m)^\s*include\s+([A-Z][\w:]*)").expect("valid regex")
    });
    let eco = Eco::Ruby;
    let Ok(text) = std::str::from_utf8(bytes) else {
        return (None, Vec::new());
    };
    let concern = job_retry_marker(Family::Ruby, bytes)
        .filter(|m| knowledge::list(eco, "per-job-retry-markers").contains(m))
        .filter(|_| !text.contains("class "))
        .and_then(|marker| {
            let module = MODULE.captures_iter(text).last()?[1].to_string();
            let simple = module.rsplit("::").next().unwrap_or(&module).to_string();
            Some((simple, marker.to_string()))
        });
    let base = knowledge::list(eco, "base-job-classes")
        .iter()
        .any(|b| text.contains(b));
    let includes = if base {
        INCLUDE
            .captures_iter(text)
            .map(|c| {
                let m = &c[1];
                m.rsplit("::").next().unwrap_or(m).to_string()
            })
            .collect()
    } else {
        Vec::new()
    };
    (concern, includes)
}

/// A gate over the parts of the `job-retry-markers` (a plain search can skip
/// ahead with a prefilter, the overlapping one cannot: most files hold no
/// part), the overlapping automaton, and the parts (see [`job_retry_parts`]).
type JobRetryAutomata = (
    aho_corasick::AhoCorasick,
    aho_corasick::AhoCorasick,
    Vec<&'static str>,
);

fn job_retry_automata(family: Family) -> Option<&'static JobRetryAutomata> {
    use aho_corasick::AhoCorasick;
    use std::sync::OnceLock;
    static AUTOMATA: [OnceLock<Option<JobRetryAutomata>>; 3] =
        [OnceLock::new(), OnceLock::new(), OnceLock::new()];
    AUTOMATA[family as usize]
        .get_or_init(|| {
            let parts = job_retry_parts(family);
            let gate = AhoCorasick::new(&parts).ok()?;
            crate::engine::text_automaton(&mut AhoCorasick::builder(), &parts)
                .map(|ac| (gate, ac, parts))
        })
        .as_ref()
}

/// The parts [`job_retry_marker`] searches for (none when it cannot search).
pub fn job_retry_search_parts(family: Family) -> &'static [&'static str] {
    job_retry_automata(family).map_or(&[], |(_, _, parts)| parts)
}

pub fn job_retry_marker(family: Family, bytes: &[u8]) -> Option<&'static str> {
    let (gate, ac, parts) = job_retry_automata(family)?;
    if !gate.is_match(bytes) {
        return None;
    }
    let mut seen = vec![false; parts.len()];
    for m in ac.find_overlapping_iter(bytes) {
        // The Rails template's `# retry_on ActiveRecord::Deadlocked` is
        // commented out: no job retries because of it.
        if commented_out(family, bytes, m.start()) {
            continue;
        }
        seen[m.pattern().as_usize()] = true;
    }
    job_retry_marker_seen(family, parts, &seen)
}

/// The parts of the `job-retry-markers` of a family, sorted, each once.
pub fn job_retry_parts(family: Family) -> Vec<&'static str> {
    let markers = knowledge::list(Eco::of(family), "job-retry-markers");
    let mut parts: Vec<&'static str> = markers.iter().flat_map(|m| m.split("&&")).collect();
    parts.sort_unstable();
    parts.dedup();
    parts
}

/// The first job-retry marker all of whose parts were seen (outside
/// comments): `seen[i]` for `parts[i]` of [`job_retry_parts`].
pub fn job_retry_marker_seen(
    family: Family,
    parts: &[&'static str],
    seen: &[bool],
) -> Option<&'static str> {
    if !seen.contains(&true) {
        return None;
    }
    let markers = knowledge::list(Eco::of(family), "job-retry-markers");
    let present = |p: &str| parts.iter().position(|q| *q == p).is_some_and(|i| seen[i]);
    markers.iter().copied().find(|m| m.split("&&").all(present))
}

/// Classifies one file. `rel` is relative to the project root.
pub fn classify(
    rel: &str,
    path: &Path,
    lang: Lang,
    text: &str,
    facts: &FileFacts,
    layout: Option<&Layout>,
) -> FileContext {
    if let Some(c) = path_context(rel) {
        return c;
    }
    let family = lang.family();
    let eco = Eco::of(family);
    if let Some(g) = test_environment_guard(eco, text) {
        return declared(ExecContext::Test, format!("all its code runs under `{g}`"));
    }
    if let Some(m) = test_suite_marker(eco, text) {
        return declared(
            ExecContext::Test,
            format!("a test suite (`{}` at the top level)", m.trim()),
        );
    }
    if let Some(m) = test_functions_module(eco, text) {
        return declared(
            ExecContext::Test,
            format!(
                "a test module (top-level `{}...` functions that assert)",
                m.trim()
            ),
        );
    }
    if let Some(d) = rel.rsplit_once('/').map(|(dirs, _)| dirs).and_then(|dirs| {
        dirs.split('/')
            .find(|d| knowledge::list(Eco::Common, "one-off-dirs").contains(d))
    }) {
        return conv(
            ExecContext::Cli,
            format!("one-off directory `{d}/`: run by hand"),
        );
    }
    if let Some(m) = service_registration(family, text) {
        return declared(
            ExecContext::Service,
            format!("registers with a service framework (`{}`)", m.trim()),
        );
    }
    let imports: Vec<&str> = facts.imports.values().map(String::as_str).collect();
    if family == Family::Js {
        // Server modules of full-stack frameworks (`*.server.ts`, a
        // `'use server'` directive, `import 'server-only'`) never run in
        // the browser, whatever they import.
        let file = rel.rsplit('/').next().unwrap_or(rel);
        if let Some(m) = knowledge::list(eco, "server-file-markers")
            .iter()
            .find(|m| file.contains(*m))
        {
            return declared(ExecContext::Service, format!("a server module (`{m}`)"));
        }
        if let Some(m) = knowledge::list(eco, "server-path-markers")
            .iter()
            .find(|m| format!("/{rel}").contains(*m))
        {
            return declared(
                ExecContext::Service,
                format!("a server module (`{}`)", m.trim_matches('/')),
            );
        }
        let head = text.get(..text.len().min(2048)).unwrap_or("");
        if let Some(d) = knowledge::list(eco, "server-directives")
            .iter()
            .find(|d| head.contains(*d))
        {
            return declared(ExecContext::Service, format!("a server module (`{d}`)"));
        }
        if matches!(lang, Lang::Tsx) && path.extension().is_some_and(|e| e == "tsx" || e == "jsx") {
            return declared(ExecContext::Ui, "a JSX component file".into());
        }
        if let Some(m) = imports
            .iter()
            .find(|m| knowledge::package_matches(knowledge::list(eco, "ui-imports"), m))
        {
            return declared(ExecContext::Ui, format!("imports the UI framework `{m}`"));
        }
        // A module importing Node's own modules (`child_process`, `fs`) runs
        // in Node: its browser globals are in markup it builds or functions
        // it hands to a headless page, and a `components/` import is a
        // library's (`prismjs/components`).
        let node_only = imports
            .iter()
            .any(|m| knowledge::package_matches(knowledge::list(eco, "node-only-imports"), m));
        if let Some(g) = knowledge::markers_in(eco, "ui-globals", text)
            .iter()
            .filter(|_| !node_only)
            .find(|g| {
                text.match_indices(*g)
                    .take(50)
                    .any(|(at, _)| in_code(text, at) && !member_of_another(text, at))
            })
        {
            return declared(ExecContext::Ui, format!("uses the browser global `{g}`"));
        }
        // Server code does not import the project's UI components
        // (`client/components/Results/WhoIs`, `./Card.tsx`).
        if let Some(m) = imports
            .iter()
            .filter(|_| !node_only)
            .find(|m| imports_ui_component(m) && !resolves_to_plain_module(path, m))
        {
            return declared(ExecContext::Ui, format!("imports the UI component `{m}`"));
        }
    }
    if let Some(reason) = cli_marker(family, eco, text, &imports) {
        return declared(ExecContext::Cli, reason);
    }
    if family == Family::Js
        && let Some(script) = layout.and_then(|l| l.browser_entry_of(path))
    {
        return declared(
            ExecContext::Ui,
            format!("under the browser entry `{script}` of an `index.html`"),
        );
    }
    let parts = components(rel);
    if let Some((file, dirs)) = parts.split_last() {
        let common = |k| knowledge::list(Eco::Common, k);
        if let Some(f) = common("cli-files")
            .iter()
            .find(|f| file == &f.to_ascii_lowercase() || (f.starts_with('.') && file.ends_with(*f)))
        {
            return conv(ExecContext::Cli, format!("file `{f}`"));
        }
        // A `tasks/` directory of a worker holds its queue tasks (Celery's
        // convention), not commands: a file there that names the project's
        // task framework (`task-module-frameworks`) is not a command.
        let worker_tasks = |d: &str| {
            knowledge::list(eco, "worker-task-dirs").contains(&d)
                && knowledge::list(eco, "task-module-frameworks")
                    .iter()
                    .any(|f| text.contains(*f))
        };
        // Nor is a `tasks/` directory inside a directory of unattended code
        // (`workers/tasks/archive.ts`): the worker's tasks.
        let app_tasks = |d: &str| {
            d == "tasks"
                && (dir_convention(dirs, common("app-task-dirs")).is_some()
                    || dir_convention_at(dirs, common("unattended-dirs")).is_some_and(|(at, _)| {
                        dirs.iter()
                            .position(|x| x == "tasks")
                            .is_some_and(|t| at < t)
                    }))
        };
        if let Some(d) =
            dir_convention(dirs, common("cli-dirs")).filter(|d| !worker_tasks(d) && !app_tasks(d))
        {
            return conv(ExecContext::Cli, format!("directory `{d}/`"));
        }
        let package = layout.and_then(|l| l.package_of(path, family));
        // A workspace package named like a UI folder (`packages/components`
        // with its own package.json) is named, not laid out, that way.
        let names_package = |d: &str| {
            package.as_ref().is_some_and(|(_, manifest)| {
                let dir = Path::new(manifest).parent();
                dir.and_then(|p| p.file_name())
                    .is_some_and(|n| n.to_string_lossy() == d)
            })
        };
        // Server packages keep their own modules in some of those
        // directories too (`src/components/log.js` beside an Express app).
        let server_dir = |d: &str| {
            matches!(package, Some((PackageKind::Server, _)))
                && common("server-shared-ui-dirs").contains(&d)
        };
        if family == Family::Js
            && let Some(d) = dir_convention(dirs, common("ui-dirs"))
                .filter(|d| !names_package(d) && !server_dir(d))
        {
            return conv(ExecContext::Ui, format!("directory `{d}/`"));
        }
        if let Some((kind, manifest)) = package {
            match kind {
                PackageKind::Cli => {
                    return declared(
                        ExecContext::Cli,
                        format!("its package ({manifest}) declares executables"),
                    );
                }
                PackageKind::Ui if family == Family::Js => {
                    return declared(
                        ExecContext::Ui,
                        format!("its package ({manifest}) is a UI package"),
                    );
                }
                PackageKind::Service | PackageKind::Server => {
                    return declared(
                        ExecContext::Service,
                        format!("its package ({manifest}) depends on a service framework"),
                    );
                }
                _ => {}
            }
        }
        if let Some(d) = dir_convention(dirs, common("service-dirs")) {
            return conv(ExecContext::Service, format!("directory `{d}/`"));
        }
    }
    conv(
        ExecContext::Library,
        "no entry point or registration found".into(),
    )
}

/// A line of the file that starts (at column 0) with one of the
/// ecosystem's `test-suite-markers`: a file laid out as a test suite
/// (`describe("...", () => {`, `RSpec.describe X do`, `class FooTests(TestCase):`)
/// is test code wherever it lives.
/// A guard of `test-environment-guards` that every top-level statement of
/// the file sits under: the file's lines at column 0 are the guard, its
/// end (`end`, `}`), requires/imports, comments and blank lines only.
fn test_environment_guard(eco: Eco, text: &str) -> Option<&'static str> {
    let guards = knowledge::list(eco, "test-environment-guards");
    let guard = guards.iter().copied().find(|g| text.contains(g))?;
    let mut guarded = false;
    for line in text.lines() {
        if line.is_empty() || line.starts_with(char::is_whitespace) {
            continue;
        }
        let t = line.trim_end();
        if t.starts_with(guard) {
            guarded = true;
            continue;
        }
        let plumbing = t.starts_with('#')
            || t.starts_with("//")
            || t.starts_with("/*")
            || t.starts_with(" *")
            || t.starts_with("require ")
            || t.starts_with("require_relative ")
            || t.starts_with("import ")
            || t.starts_with("from ")
            || t.starts_with("'use strict'")
            || t.starts_with("\"use strict\"")
            || matches!(t, "end" | "}" | "};");
        if !plumbing {
            return None;
        }
    }
    guarded.then_some(guard)
}

/// Two or more top-level functions that start with one of the ecosystem's
/// `test-function-markers` (`def test_`), in a file that asserts: a pytest
/// module, whatever its name. One such function alone may be a command
/// (`def test_connection():`).
fn test_functions_module(eco: Eco, text: &str) -> Option<&'static str> {
    let markers = knowledge::list(eco, "test-function-markers");
    if markers.is_empty() || !text.contains("assert ") {
        return None;
    }
    let mut found = None;
    let mut count = 0;
    for line in text.lines() {
        if let Some(m) = markers.iter().copied().find(|m| line.starts_with(m)) {
            count += 1;
            found = Some(m);
        }
    }
    let asserts = text
        .lines()
        .any(|l| l.starts_with(char::is_whitespace) && l.trim_start().starts_with("assert "));
    (count >= 2 && asserts).then_some(found).flatten()
}

fn test_suite_marker(eco: Eco, text: &str) -> Option<&'static str> {
    let markers = knowledge::list(eco, "test-suite-markers");
    if markers.is_empty() {
        return None;
    }
    // Most files mention no marker anywhere: one prefiltered search.
    static GATES: [std::sync::OnceLock<Option<aho_corasick::AhoCorasick>>; 4] =
        [const { std::sync::OnceLock::new() }; 4];
    let gate = GATES[eco as usize].get_or_init(|| {
        let words: Vec<&str> = markers
            .iter()
            .map(|m| m.strip_prefix("class ").unwrap_or(m))
            .collect();
        aho_corasick::AhoCorasick::new(words).ok()
    });
    if gate.as_ref().is_some_and(|g| !g.is_match(text)) {
        return None;
    }
    text.lines().find_map(|line| {
        markers
            .iter()
            .copied()
            .find(|m| match m.strip_prefix("class ") {
                // `class ... (TestCase):`: a class line naming a test base.
                Some(base) => line.starts_with("class ") && line.contains(base),
                None => line.starts_with(m),
            })
    })
}

fn cli_marker(family: Family, eco: Eco, text: &str, imports: &[&str]) -> Option<String> {
    let first_line = text.lines().next().unwrap_or("");
    if first_line.starts_with("#!") {
        return Some("an executable script (shebang)".into());
    }
    match family {
        Family::Python => {
            // A module that runs itself and then serves (reads a channel,
            // polls a chat service) is a daemon.
            if (text.contains("if __name__ == \"__main__\"")
                || text.contains("if __name__ == '__main__'"))
                && !knowledge::list(eco, "listener-markers")
                    .iter()
                    .any(|l| text.contains(l))
            {
                return Some("runs as a script (`__main__`)".into());
            }
            let cli = knowledge::list(eco, "cli-imports");
            // `click` is also imported for its output helpers (`click.secho`
            // in a utility module): it makes a command only where the file
            // declares one (`cli-command-markers`).
            let declares_command = || {
                knowledge::list(eco, "cli-command-markers")
                    .iter()
                    .any(|c| text.contains(c))
            };
            imports
                .iter()
                .find(|m| {
                    cli.iter()
                        .any(|c| m == &c || m.starts_with(&format!("{c}.")))
                        && (!knowledge::list(eco, "cli-imports-declaring-commands")
                            .iter()
                            .any(|c| m == &c || m.starts_with(&format!("{c}.")))
                            || declares_command())
                })
                .map(|m| format!("imports the command-line framework `{m}`"))
        }
        Family::Js => {
            // A module that runs itself and opens no listener is a script
            // (`if (require.main === module) app.listen(port)` is a server).
            if let Some(m) = knowledge::list(eco, "script-markers")
                .iter()
                .find(|m| text.contains(*m))
                && !knowledge::list(eco, "listener-markers")
                    .iter()
                    .any(|l| text.contains(l))
            {
                return Some(format!("runs as a script (`{m}`)"));
            }
            let cli = knowledge::list(eco, "cli-imports");
            imports
                .iter()
                .find(|m| knowledge::package_matches(cli, m))
                .map(|m| format!("imports the command-line framework `{m}`"))
        }
        Family::Ruby => knowledge::markers_in(eco, "cli-requires", text)
            .iter()
            .find(|r| {
                text.contains(&format!("require \"{r}\""))
                    || text.contains(&format!("require '{r}'"))
            })
            .map(|r| format!("requires the command-line library `{r}`"))
            .or_else(|| {
                (text.contains("< Thor") || text.contains("OptionParser.new"))
                    .then(|| "defines a command-line interface".to_string())
            }),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn ctx(rel: &str, lang: Lang, text: &str) -> ExecContext {
        let facts = FileFacts::default();
        classify(rel, Path::new(rel), lang, text, &facts, None).context
    }

    /// A file whose every top-level statement runs under a test-environment
    /// guard is test infrastructure (round 75 H6: a Mechanize patch applied
    /// only `if Rails.env.test?`); an `else` branch, or code beside the
    /// guard, runs in production too.
    #[test]
    fn files_guarded_to_the_test_environment() {
        let rb = "require 'mechanize'\n\nif Rails.env.test?\n  class Agent\n    def fetch\n      retry\n    end\n  end\nend\n";
        assert_eq!(
            ctx("config/initializers/patch.rb", Lang::Ruby, rb),
            ExecContext::Test
        );
        let with_else = "if Rails.env.test?\n  X = 1\nelse\n  X = 2\nend\n";
        assert_ne!(
            ctx("config/initializers/patch.rb", Lang::Ruby, with_else),
            ExecContext::Test
        );
        let beside = "if Rails.env.test?\n  X = 1\nend\nClient.configure { |c| c.retries = 0 }\n";
        assert_ne!(
            ctx("config/initializers/patch.rb", Lang::Ruby, beside),
            ExecContext::Test
        );
        let py = "import requests\n\nif settings.TESTING:\n    requests.get = fake_get\n";
        assert_eq!(ctx("app/patches.py", Lang::Python, py), ExecContext::Test);
        let js = "'use strict'\nif (process.env.NODE_ENV === 'test') {\n  nock('https://api.example.com').get('/').reply(200)\n}\n";
        assert_eq!(ctx("src/mocks.js", Lang::TypeScript, js), ExecContext::Test);
    }

    #[test]
    fn test_suites_by_layout() {
        let js = "import request from \"request\"\n\ndescribe(\"parity\", () => {\n  it(\"matches\", () => {})\n})\n";
        assert_eq!(
            ctx("src/integration/index.js", Lang::TypeScript, js),
            ExecContext::Test
        );
        // `describe(` inside a function is not a suite layout.
        let lib = "export function describe2(x) {\n  return describe(x)\n}\n";
        assert_ne!(
            ctx("src/lib/a.js", Lang::TypeScript, lib),
            ExecContext::Test
        );
        let py = "from django.test import TestCase\n\nclass ClientTests(TestCase):\n    pass\n";
        assert_eq!(ctx("app/checks.py", Lang::Python, py), ExecContext::Test);
        // Top-level pytest functions that assert, in a file of any name
        // (round 99: `end-to-end.py` run by hand against a deployment).
        let pytest = "import requests\n\ndef get(p):\n    return requests.get(p)\n\ndef test_home():\n    assert get('/').ok\n\ndef test_search():\n    assert get('/s').ok\n";
        assert_eq!(
            ctx("end-to-end.py", Lang::Python, pytest),
            ExecContext::Test
        );
        // One `test_` function alone may be a command.
        let one = "import requests\n\ndef test_connection(url):\n    r = requests.get(url)\n    assert r.ok\n    return r\n";
        assert_ne!(
            ctx("app/diagnostics.py", Lang::Python, one),
            ExecContext::Test
        );
        let rb = "require \"rails_helper\"\n\nRSpec.describe Invoice do\nend\n";
        assert_eq!(
            ctx("lib/invoice_check.rb", Lang::Ruby, rb),
            ExecContext::Test
        );
    }

    #[test]
    fn conventions_and_registrations() {
        assert_eq!(ctx("spec/models/a.rb", Lang::Ruby, ""), ExecContext::Test);
        assert_eq!(ctx("src/a.stories.tsx", Lang::Tsx, ""), ExecContext::Test);
        // A project's own test-runner suffixes and `__e2e__` directories.
        assert_eq!(
            ctx("src/api.servertest.ts", Lang::TypeScript, ""),
            ExecContext::Test
        );
        assert_eq!(
            ctx("src/__e2e__/api.ts", Lang::TypeScript, ""),
            ExecContext::Test
        );
        assert_ne!(
            ctx("src/latest.ts", Lang::TypeScript, ""),
            ExecContext::Test
        );
        assert_ne!(
            ctx("src/latest.config.ts", Lang::TypeScript, ""),
            ExecContext::Test
        );
        // Directories named for tests (round 31: `utils/test-setup/`).
        for rel in [
            "utils/test-setup/src/setup/createResponse.ts",
            "app/tests_shared/client.ts",
            "services/billing/contract-tests/invoice.ts",
            // A stand-in for another service, deployed for tests (round 47
            // M20, M23: `bav-ipv-stub/`).
            "ipv-core-stub/src/handlers/token.ts",
            "payments-mock/app.py",
            // Test infrastructure named with a word beside `test` (round 70
            // H4, H5: `src/handlers/int-test-support/`).
            "src/handlers/int-test-support/helpers/s3Helper.ts",
            "lib/e2e_test_helpers/session.rb",
        ] {
            assert_eq!(ctx(rel, Lang::TypeScript, ""), ExecContext::Test, "{rel}");
        }
        // A feature named `ab_test`, or a `test` prefix without a separator.
        for rel in [
            "app/services/ab_test/assign.rb",
            "lib/testimonials/fetch.rb",
            "app/services/ab-test-service/assign.ts",
        ] {
            assert_ne!(ctx(rel, Lang::Ruby, ""), ExecContext::Test, "{rel}");
        }
        assert_eq!(ctx("examples/a.py", Lang::Python, ""), ExecContext::Example);
        // An agent program runs unattended; a module about agents inside a
        // program's source (round 94 H1-H5: LLM providers under
        // `packages/lib/core/src/agent/`) is not one by its name.
        assert_eq!(unattended_dir("agent/upload.ts"), Some("agent"));
        assert_eq!(unattended_dir("services/agents/poll.py"), Some("agents"));
        assert_eq!(unattended_dir("packages/lib/core/src/agent/azure.ts"), None);
        assert_eq!(unattended_dir("src/workers/sync.ts"), Some("workers"));
        // Retired code at the top (round 94: MediaFusion's
        // `python-deprecated/`, "do not run or deploy"), not a namespace
        // of the program below a source root.
        for rel in ["python-deprecated/workers/client.py", "attic/sync.py"] {
            assert_eq!(ctx(rel, Lang::Python, ""), ExecContext::Example, "{rel}");
        }
        for rel in [
            "src/commands/Archived/lastfm.ts",
            "app/controllers/deprecated/users_controller.rb",
            "services/deprecation_notices/send.py",
        ] {
            assert_ne!(ctx(rel, Lang::Python, ""), ExecContext::Example, "{rel}");
        }
        assert_eq!(ctx("bin/deploy.rb", Lang::Ruby, ""), ExecContext::Cli);
        assert_eq!(ctx("lib/tasks/a.rake", Lang::Ruby, ""), ExecContext::Cli);
        // Cucumber support code is test code; a `features/` module is not.
        assert_eq!(
            ctx("features/support/world_extensions.rb", Lang::Ruby, ""),
            ExecContext::Test
        );
        assert_eq!(
            ctx("features/step_definitions/steps.rb", Lang::Ruby, ""),
            ExecContext::Test
        );
        assert_ne!(
            ctx("src/features/billing/api.ts", Lang::TypeScript, ""),
            ExecContext::Test
        );
        assert_eq!(
            ctx(
                "app/workers/a.rb",
                Lang::Ruby,
                "class A\n include Sidekiq::Job\nend"
            ),
            ExecContext::Service
        );
        assert_eq!(
            ctx("scripts/x.py", Lang::Python, "@shared_task\ndef f(): pass"),
            ExecContext::Service
        );
        assert_eq!(
            ctx(
                "tool.py",
                Lang::Python,
                "if __name__ == \"__main__\":\n  main()"
            ),
            ExecContext::Cli
        );
        assert_eq!(ctx("src/Button.tsx", Lang::Tsx, ""), ExecContext::Ui);
        // Server modules of full-stack frameworks, even in JSX files.
        assert_eq!(
            ctx("app/routes/runs.server.tsx", Lang::Tsx, ""),
            ExecContext::Service
        );
        assert_eq!(
            ctx(
                "app/actions.tsx",
                Lang::Tsx,
                "'use server';\nimport React from 'react';"
            ),
            ExecContext::Service
        );
        assert_eq!(
            ctx("lib/client.ts", Lang::TypeScript, ""),
            ExecContext::Library
        );
        assert_eq!(
            ctx("app/jobs/sync.rb", Lang::Ruby, ""),
            ExecContext::Service
        );
    }
}
