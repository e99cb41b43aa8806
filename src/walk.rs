//! File discovery: honours .gitignore/.ignore, skips always-skipped
//! directories, test code (unless asked) and non-source files.

use crate::config::Settings;
use crate::lang::Lang;
use crate::project;
use ignore::WalkBuilder;
use std::path::{Component, Path, PathBuf};

/// Directories skipped unless named explicitly on the command line.
pub const ALWAYS_SKIPPED_DIRS: &[&str] = &[
    "node_modules",
    "vendor",
    "dist",
    "build",
    ".venv",
    "venv",
    "site-packages",
    ".git",
    ".hg",
    ".svn",
    "__pycache__",
    ".tox",
    ".mypy_cache",
    "bower_components",
    ".next",
    ".nuxt",
    "coverage",
    ".yarn",
    ".pnp",
    ".pnpm-store",
    ".turbo",
    ".parcel-cache",
    ".svelte-kit",
    ".angular",
    ".cache",
    ".nyc_output",
    ".nox",
    ".pytest_cache",
    ".ruff_cache",
    ".eggs",
    "htmlcov",
    ".bundle",
    ".serverless",
    ".aws-sam",
    ".terraform",
];

/// Files a tool writes into the project root and the project commits:
/// Yarn Plug'n'Play's module loader, thousands of lines of generated code
/// nobody on the team wrote or reviews. Skipped unless named on the
/// command line.
pub const ALWAYS_SKIPPED_FILES: &[&str] = &[".pnp.cjs", ".pnp.js", ".pnp.loader.mjs"];

/// Directories that hold test code.
pub const TEST_DIRS: &[&str] = &[
    "test",
    "tests",
    "spec",
    "__tests__",
    "__mocks__",
    "fixtures",
    "e2e",
];

#[derive(Debug, Clone)]
pub struct Candidate {
    pub path: PathBuf,
    /// `None` for extension-less files whose shebang decides.
    pub lang: Option<Lang>,
    /// A file of a vendored third-party package
    /// ([`mark_vendored_packages`]): summarised so that the project's calls
    /// into it resolve, but not reported on.
    pub vendored: bool,
}

#[derive(Debug, Default)]
pub struct Discovery {
    pub files: Vec<Candidate>,
    pub warnings: Vec<String>,
    /// Why a file named on the command line is not scanned (stderr notes).
    pub notes: Vec<String>,
    /// Files seen but not scanned (tests, excluded by config).
    pub skipped: usize,
    /// UI component files that are not scanned (`.vue`, `.svelte`): the
    /// callers model reads their scripts for calls of project functions.
    pub components: Vec<PathBuf>,
}

#[derive(Debug, thiserror::Error)]
#[error("{path}: no such file or directory")]
pub struct MissingPath {
    pub path: String,
}

/// Finds the files to scan under `paths`. Candidate paths are absolute;
/// config globs and test directories are matched relative to the project
/// root (`settings.project_root`) whatever the current directory.
pub fn discover(
    paths: &[PathBuf],
    settings: &Settings,
    jobs: usize,
) -> Result<Discovery, MissingPath> {
    let mut out = Discovery::default();
    for root in paths {
        if std::fs::symlink_metadata(root).is_err() {
            return Err(MissingPath {
                path: root.display().to_string(),
            });
        }
    }
    let canonical_roots: Vec<PathBuf> =
        paths.iter().filter_map(|p| p.canonicalize().ok()).collect();
    let cwd = project::current_dir();
    for arg in paths {
        let root = project::canonical_arg(arg, &cwd);
        if root.is_file() {
            // Named explicitly: scanned whatever its directory (and config
            // excludes, unless --force-exclude), but tests stay tests and the
            // language must be known.
            consider(&mut out, &root, Path::new(""), settings, Some(arg));
            continue;
        }
        let first = out.files.len();
        let walker = WalkBuilder::new(&root)
            .require_git(false)
            .hidden(false)
            .follow_links(false)
            .threads(jobs.max(1))
            .filter_entry(|entry| {
                if entry.depth() == 0 {
                    return true;
                }
                let is_dir = entry.file_type().is_some_and(|t| t.is_dir());
                let name = entry.file_name().to_string_lossy();
                if is_dir {
                    !ALWAYS_SKIPPED_DIRS.contains(&name.as_ref())
                } else {
                    !ALWAYS_SKIPPED_FILES.contains(&name.as_ref())
                }
            })
            .build();
        for entry in walker {
            match entry {
                Ok(entry) => {
                    // An ignore file that could not be loaded (unreadable, a
                    // directory, a bad pattern) is attached to its entry.
                    if let Some(err) = entry.error() {
                        out.warnings.push(format!(
                            "{}: ignore file not (fully) applied: {err}",
                            entry.path().display()
                        ));
                    }
                    let Some(file_type) = entry.file_type() else {
                        continue;
                    };
                    if file_type.is_dir() {
                        out.warnings.extend(unloadable_ignore_files(entry.path()));
                        continue;
                    }
                    let rel = entry
                        .path()
                        .strip_prefix(&root)
                        .unwrap_or(entry.path())
                        .to_path_buf();
                    if file_type.is_file() {
                        consider(&mut out, entry.path(), &rel, settings, None);
                    } else if Lang::from_path(entry.path()).is_some() {
                        special_file(&mut out, entry.path(), &rel, settings, &canonical_roots);
                    }
                }
                Err(err) => out.warnings.push(describe_walk_error(&err)),
            }
        }
        mark_vendored_packages(&mut out, first, &root);
    }
    dedup_by_canonical_path(&mut out.files);
    Ok(out)
}

/// The walker drops an ignore file it cannot read (a directory, unreadable,
/// not UTF-8) without a word, and then scans what it should have skipped:
/// say so.
fn unloadable_ignore_files(dir: &Path) -> Vec<String> {
    use std::io::Read;
    let mut out = Vec::new();
    for name in [".gitignore", ".ignore"] {
        let path = dir.join(name);
        let Ok(meta) = std::fs::metadata(&path) else {
            continue;
        };
        let loaded = meta.is_file()
            && std::fs::File::open(&path)
                .and_then(|f| f.take(64 * 1024 * 1024).read_to_string(&mut String::new()))
                .is_ok();
        if !loaded {
            out.push(format!(
                "{}: cannot be fully loaded (not a readable UTF-8 text file); its patterns may not be applied",
                path.display()
            ));
        }
    }
    out
}

/// Marks as vendored (read, not reported on) the files that `root`'s walk
/// found (`out.files[first..]`) in directories of third-party Python
/// packages: a directory named as such a home (`vendored-package-dirs`:
/// `lib`, `ext`, `third_party`, ...) holding at least eight packages of
/// which at least two import themselves by their own top-level name (`from
/// imdbpie.constants import ...` inside `lib/imdbpie/`), as a package does
/// when its parent directory is put on `sys.path`. The project's own
/// packages there would be imported through the directory (`from
/// lib.clients import ...`). One warning per directory says so.
fn mark_vendored_packages(out: &mut Discovery, first: usize, root: &Path) {
    use std::collections::{BTreeMap, BTreeSet};
    let homes = crate::model::knowledge::list(
        crate::model::knowledge::Eco::Python,
        "vendored-package-dirs",
    );
    // Home directory -> its packages -> their Python files.
    let mut found: BTreeMap<PathBuf, BTreeMap<String, Vec<PathBuf>>> = BTreeMap::new();
    for cand in &out.files[first..] {
        if cand.path.extension().is_none_or(|e| e != "py") {
            continue;
        }
        let Ok(rel) = cand.path.strip_prefix(root) else {
            continue;
        };
        let parts: Vec<&str> = rel.iter().filter_map(|c| c.to_str()).collect();
        // A package directory right under a home, and a file inside it.
        for i in 0..parts.len().saturating_sub(2) {
            if homes.contains(&parts[i]) {
                let home: PathBuf = root.join(parts[..=i].iter().collect::<PathBuf>());
                found
                    .entry(home)
                    .or_default()
                    .entry(parts[i + 1].to_string())
                    .or_default()
                    .push(cand.path.clone());
                break;
            }
        }
    }
    let mut vendored: Vec<(PathBuf, Vec<String>)> = Vec::new();
    for (home, packages) in found {
        let packages: BTreeMap<String, Vec<PathBuf>> = packages
            .into_iter()
            .filter(|(name, files)| {
                files
                    .iter()
                    .any(|f| f.file_name().is_some_and(|n| n == "__init__.py"))
                    && name.chars().all(|c| c.is_alphanumeric() || c == '_')
            })
            .collect();
        if packages.len() < 8 {
            continue;
        }
        let mut self_importing: BTreeSet<String> = BTreeSet::new();
        for (name, files) in &packages {
            let Ok(pattern) = regex::Regex::new(&format!(
                r"(?m)^\s*(from\s+{name}(\.|\s+import\b)|import\s+{name}(\.|\s*$|\s+as\b))"
            )) else {
                continue;
            };
            let hit = files.iter().take(8).any(|f| {
                std::fs::metadata(f).is_ok_and(|m| m.len() <= 512 * 1024)
                    && std::fs::read_to_string(f).is_ok_and(|text| pattern.is_match(&text))
            });
            if hit {
                self_importing.insert(name.clone());
                if self_importing.len() >= 2 {
                    break;
                }
            }
        }
        if self_importing.len() >= 2 {
            vendored.push((home, packages.keys().cloned().collect()));
        }
    }
    for (home, packages) in vendored {
        let mut marked = 0;
        // The packages' files (any language: a package's own scripts and
        // assets) and the modules beside them.
        for c in &mut out.files[first..] {
            let vendored = c.path.starts_with(&home)
                && (packages.iter().any(|p| c.path.starts_with(home.join(p)))
                    || (c.path.parent() == Some(home.as_path())
                        && c.path.extension().is_some_and(|e| e == "py")));
            if vendored {
                c.vendored = true;
                marked += 1;
            }
        }
        let shown: Vec<&str> = packages.iter().take(4).map(String::as_str).collect();
        out.warnings.push(format!(
            "{}: {marked} files of vendored third-party Python packages ({}{}: they import themselves by their own names, as packages on `sys.path` do) are read for what the project calls, not reported on; name the directory on the command line to check it",
            display_path(&home, &project::current_dir()),
            shown.join(", "),
            if packages.len() > shown.len() { ", ..." } else { "" }
        ));
    }
}

/// `check . src` or `a.ts ./a.ts` name the same file twice: keep one
/// candidate per canonical path (the first spelling in sorted order).
fn dedup_by_canonical_path(files: &mut Vec<Candidate>) {
    // (is a symlink, exists and is not one) per file, one `lstat` each.
    let mut keyed: Vec<(bool, bool, Candidate)> = files
        .drain(..)
        .map(|c| {
            let meta = c.path.symlink_metadata();
            let link = meta.as_ref().is_ok_and(|m| m.is_symlink());
            (link, meta.is_ok() && !link, c)
        })
        .collect();
    // Real files before symlinks, so a link and its target report the target.
    keyed.sort_by(|a, b| (a.0, &a.2.path).cmp(&(b.0, &b.2.path)));
    // The canonical path of a file that is not a symlink is its directory's
    // canonical path and its name: one `realpath` per directory instead of
    // one per file (each resolves every component of the path).
    let mut dirs: std::collections::HashMap<PathBuf, Option<PathBuf>> = Default::default();
    let mut canonical = |path: &Path, plain: bool| -> PathBuf {
        if plain
            && let (Some(dir), Some(name)) = (path.parent(), path.file_name())
            && !dir.as_os_str().is_empty()
            && let Some(dir) = dirs
                .entry(dir.to_path_buf())
                .or_insert_with(|| dir.canonicalize().ok())
        {
            return dir.join(name);
        }
        path.canonicalize().unwrap_or_else(|_| path.to_path_buf())
    };
    let mut seen = std::collections::HashSet::new();
    files.extend(
        keyed
            .into_iter()
            .filter(|(_, plain, c)| seen.insert(canonical(&c.path, *plain)))
            .map(|(_, _, c)| c),
    );
    files.sort_by(|a, b| a.path.cmp(&b.path));
}

/// A source-named entry that is not a regular file: a symlink to a file
/// inside the scanned paths is scanned (once, under its target's name when
/// both are seen); anything else is counted and named in a warning.
fn special_file(
    out: &mut Discovery,
    path: &Path,
    rel: &Path,
    settings: &Settings,
    canonical_roots: &[PathBuf],
) {
    let shown = path.display();
    match std::fs::metadata(path) {
        Ok(meta) if meta.is_file() => {
            let inside = path
                .canonicalize()
                .is_ok_and(|t| canonical_roots.iter().any(|r| t.starts_with(r)));
            if inside {
                consider(out, path, rel, settings, None);
            } else {
                out.skipped += 1;
                out.warnings.push(format!(
                    "{shown}: symlink to a file outside the scanned paths, not followed"
                ));
            }
        }
        Ok(_) => {
            out.skipped += 1;
            out.warnings.push(format!(
                "{shown}: not a regular file (FIFO, socket or device), skipped"
            ));
        }
        Err(e) => {
            out.skipped += 1;
            out.warnings
                .push(format!("{shown}: cannot read: {e}, skipped"));
        }
    }
}

fn describe_walk_error(err: &ignore::Error) -> String {
    let text = err.to_string();
    if text.contains("Permission denied") {
        format!("{text} (skipped)")
    } else {
        text
    }
}

/// Decides one file. `rel_to_scan_root` is its path below the scanned
/// directory (used for test detection when the file is outside the project
/// root); `named` is the command-line argument when the file was named.
/// A UI component file no grammar of the scan reads (`.vue`, `.svelte`:
/// `ui-component-extensions` in the knowledge files).
fn is_ui_component_file(path: &Path) -> bool {
    let name = path.to_string_lossy();
    crate::model::knowledge::list(
        crate::model::knowledge::Eco::Javascript,
        "ui-component-extensions",
    )
    .iter()
    .any(|e| name.ends_with(e))
}

fn consider(
    out: &mut Discovery,
    path: &Path,
    rel_to_scan_root: &Path,
    settings: &Settings,
    named: Option<&PathBuf>,
) {
    let lang = Lang::from_path(path);
    let shebang_candidate = path.extension().is_none() && is_extensionless_script_candidate(path);
    if lang.is_none() && named.is_none() && is_ui_component_file(path) {
        let rel = path
            .strip_prefix(&settings.project_root)
            .unwrap_or(rel_to_scan_root);
        if !is_test_path(rel, path) {
            out.components.push(path.to_path_buf());
        }
        return;
    }
    if lang.is_none() && !shebang_candidate {
        if let Some(arg) = named {
            out.notes.push(format!(
                "{}: not a supported source file (TypeScript/JavaScript, Ruby or Python), skipped",
                arg.display()
            ));
        }
        return;
    }
    if let Some(only) = &settings.only_files
        && !path.canonicalize().is_ok_and(|p| only.contains(&p))
    {
        return;
    }
    let rel_to_project = path
        .strip_prefix(&settings.project_root)
        .unwrap_or(rel_to_scan_root);
    if !settings.include_tests && is_test_path(rel_to_project, path) {
        out.skipped += 1;
        if let Some(arg) = named {
            out.notes.push(format!(
                "{}: test code, skipped (use --include-tests to scan it)",
                arg.display()
            ));
        }
        return;
    }
    let check_config = named.is_none() || settings.force_exclude;
    if check_config && !config_includes(settings, path, named.is_some()) {
        out.skipped += 1;
        return;
    }
    out.files.push(Candidate {
        path: path.to_path_buf(),
        lang,
        vendored: false,
    });
}

fn is_extensionless_script_candidate(path: &Path) -> bool {
    let Some(name) = path.file_name().and_then(|n| n.to_str()) else {
        return false;
    };
    !name.starts_with('.')
        && !name
            .chars()
            .all(|c| c.is_ascii_uppercase() || c == '_' || c == '-')
        || matches!(name, "Rakefile" | "Gemfile")
}

/// True for test code: files under a test directory (relative to the scanned
/// root) or named like a test.
pub fn is_test_path(rel_to_root: &Path, path: &Path) -> bool {
    let in_test_dir = rel_to_root
        .parent()
        .into_iter()
        .flat_map(|p| p.components())
        .any(|c| matches!(c, Component::Normal(s) if TEST_DIRS.contains(&s.to_string_lossy().as_ref())));
    if in_test_dir {
        return true;
    }
    let Some(name) = path.file_name().and_then(|n| n.to_str()) else {
        return false;
    };
    name.contains(".test.")
        || name.contains(".spec.")
        || name.contains(".e2e.")
        || name.contains(".e2e-spec.")
        || name.ends_with("_spec.rb")
        || name.ends_with("_test.rb")
        || (name.starts_with("test_") && name.ends_with(".py"))
        || name.ends_with("_test.py")
        || name == "conftest.py"
}

/// Why a file named on the command line (or given on stdin) is not
/// scanned: it is test code, or `--force-exclude` and the config excludes it.
pub fn named_file_skip_reason(path: &Path, settings: &Settings) -> Option<&'static str> {
    let rel = path
        .strip_prefix(&settings.project_root)
        .unwrap_or(Path::new(""));
    if !settings.include_tests && is_test_path(rel, path) {
        return Some("test code, skipped (use --include-tests to scan it)");
    }
    if settings.force_exclude && !config_includes(settings, path, true) {
        return Some("excluded by the configuration (--force-exclude), skipped");
    }
    None
}

/// Config `include`/`exclude` globs, relative to the configuration file's
/// directory. A named file (`--force-exclude`) is checked against `exclude`
/// only, as Ruff does.
fn config_includes(settings: &Settings, path: &Path, named: bool) -> bool {
    let rel = path.strip_prefix(&settings.root).unwrap_or(path);
    let excluded = |rel: &Path| {
        settings
            .exclude
            .as_ref()
            .is_some_and(|exclude| exclude.is_match(rel))
    };
    // A pattern for a directory (`legacy/**`) also excludes a file named
    // below it; `legacy` alone excludes the directory itself.
    if rel
        .ancestors()
        .any(|a| !a.as_os_str().is_empty() && excluded(a))
    {
        return false;
    }
    if named {
        return true;
    }
    match &settings.include {
        Some(include) => include.is_match(rel),
        None => true,
    }
}

/// The path to print for `path`: relative to `root` (the project root) with
/// `/` separators when under it, else absolute.
pub fn display_path(path: &Path, root: &Path) -> String {
    project::display_path(path, root)
}
