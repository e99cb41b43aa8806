//! File discovery: honours .gitignore/.ignore, skips always-skipped
//! directories, test code (unless asked) and non-source files.

use crate::config::Settings;
use crate::lang::Lang;
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
];

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
}

#[derive(Debug, Default)]
pub struct Discovery {
    pub files: Vec<Candidate>,
    pub warnings: Vec<String>,
    /// Files seen but not scanned (tests, excluded by config).
    pub skipped: usize,
}

#[derive(Debug, thiserror::Error)]
#[error("{path}: no such file or directory")]
pub struct MissingPath {
    pub path: String,
}

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
    for root in paths {
        if root.is_file() {
            // Named explicitly: scanned whatever its directory, but tests stay
            // tests and the language must be known.
            consider(&mut out, root, Path::new(""), settings, true);
            continue;
        }
        let walker = WalkBuilder::new(root)
            .require_git(false)
            .hidden(false)
            .follow_links(false)
            .threads(jobs.max(1))
            .filter_entry(|entry| {
                let is_dir = entry.file_type().is_some_and(|t| t.is_dir());
                if !is_dir || entry.depth() == 0 {
                    return true;
                }
                let name = entry.file_name().to_string_lossy();
                !ALWAYS_SKIPPED_DIRS.contains(&name.as_ref())
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
                        .strip_prefix(root)
                        .unwrap_or(entry.path())
                        .to_path_buf();
                    if file_type.is_file() {
                        consider(&mut out, entry.path(), &rel, settings, false);
                    } else if Lang::from_path(entry.path()).is_some() {
                        special_file(&mut out, entry.path(), &rel, settings, &canonical_roots);
                    }
                }
                Err(err) => out.warnings.push(describe_walk_error(&err)),
            }
        }
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

/// `check . src` or `a.ts ./a.ts` name the same file twice: keep one
/// candidate per canonical path (the first spelling in sorted order).
fn dedup_by_canonical_path(files: &mut Vec<Candidate>) {
    let is_link = |c: &Candidate| c.path.symlink_metadata().is_ok_and(|m| m.is_symlink());
    // Real files before symlinks, so a link and its target report the target.
    files.sort_by_cached_key(|c| (is_link(c), c.path.clone()));
    let mut seen = std::collections::HashSet::new();
    files.retain(|c| seen.insert(c.path.canonicalize().unwrap_or_else(|_| c.path.clone())));
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
                consider(out, path, rel, settings, false);
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

fn consider(
    out: &mut Discovery,
    path: &Path,
    rel_to_root: &Path,
    settings: &Settings,
    explicit: bool,
) {
    let lang = Lang::from_path(path);
    if lang.is_none() && (path.extension().is_some() || !is_extensionless_script_candidate(path)) {
        return;
    }
    if let Some(only) = &settings.only_files
        && !path.canonicalize().is_ok_and(|p| only.contains(&p))
    {
        return;
    }
    if !settings.include_tests && is_test_path(rel_to_root, path) {
        out.skipped += 1;
        return;
    }
    if !explicit && !config_includes(settings, path) {
        out.skipped += 1;
        return;
    }
    out.files.push(Candidate {
        path: path.to_path_buf(),
        lang,
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

fn config_includes(settings: &Settings, path: &Path) -> bool {
    let rel = path.strip_prefix(&settings.root).unwrap_or(path);
    let rel = rel.strip_prefix(".").unwrap_or(rel);
    if let Some(exclude) = &settings.exclude
        && (exclude.is_match(rel) || exclude.is_match(path))
    {
        return false;
    }
    if let Some(include) = &settings.include {
        return include.is_match(rel) || include.is_match(path);
    }
    true
}

/// The path to print: relative to the current directory when under it, `/`
/// separators, no leading `./`.
pub fn display_path(path: &Path, cwd: &Path) -> String {
    let rel = if path.is_absolute() {
        path.strip_prefix(cwd).unwrap_or(path)
    } else {
        path
    };
    let parts: Vec<String> = rel
        .components()
        .filter(|c| !matches!(c, Component::CurDir))
        .map(|c| c.as_os_str().to_string_lossy().into_owned())
        .collect();
    let joined = parts.join("/");
    if rel.is_absolute() && !joined.starts_with('/') {
        format!("/{}", joined.trim_start_matches('/'))
    } else {
        joined.replace("//", "/")
    }
}
