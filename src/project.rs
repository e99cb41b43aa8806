//! The project root: the directory every printed path, config glob and test
//! directory is relative to, whatever the current directory is. It is the
//! configuration file's directory, else the enclosing git work tree, else the
//! current directory (or the scanned directory when that is outside it).

use std::path::{Component, Path, PathBuf};

/// `path` made absolute against `cwd`, with `.` and `..` resolved lexically
/// (no file-system access, so it works for files that are about to be read).
pub fn absolute(path: &Path, cwd: &Path) -> PathBuf {
    let joined = if path.is_absolute() {
        path.to_path_buf()
    } else {
        cwd.join(path)
    };
    let mut out = PathBuf::new();
    for c in joined.components() {
        match c {
            Component::CurDir => {}
            Component::ParentDir => {
                out.pop();
            }
            other => out.push(other.as_os_str()),
        }
    }
    out
}

/// The canonical form of a path named on the command line: symlinks in its
/// directories are resolved, but a named file keeps its own name.
pub fn canonical_arg(path: &Path, cwd: &Path) -> PathBuf {
    let abs = absolute(path, cwd);
    if abs.is_dir() {
        return abs.canonicalize().unwrap_or(abs);
    }
    match (abs.parent(), abs.file_name()) {
        (Some(parent), Some(name)) => parent
            .canonicalize()
            .map(|p| p.join(name))
            .unwrap_or_else(|_| abs.clone()),
        _ => abs,
    }
}

/// The enclosing git work tree of `start` (a directory holding `.git`).
pub fn git_root(start: &Path) -> Option<PathBuf> {
    start
        .ancestors()
        .find(|d| d.join(".git").exists())
        .map(Path::to_path_buf)
}

/// The project root for a scan of `first` (the first path on the command
/// line) with configuration file `config`.
pub fn find_root(config: Option<&Path>, first: &Path, cwd: &Path) -> PathBuf {
    if let Some(dir) = config.and_then(|c| canonical_arg(c, cwd).parent().map(Path::to_path_buf)) {
        return dir;
    }
    let first = canonical_arg(first, cwd);
    let start = if first.is_dir() {
        first
    } else {
        first
            .parent()
            .map(Path::to_path_buf)
            .unwrap_or_else(|| cwd.to_path_buf())
    };
    if let Some(top) = git_root(&start) {
        return top;
    }
    if start.starts_with(cwd) {
        cwd.to_path_buf()
    } else {
        start
    }
}

/// The current directory, canonical; `.` when it cannot be read.
pub fn current_dir() -> PathBuf {
    std::env::current_dir()
        .and_then(|d| d.canonicalize())
        .unwrap_or_else(|_| PathBuf::from("."))
}

/// The path to print for `path`: relative to `root` with `/` separators when
/// under it, else absolute.
pub fn display_path(path: &Path, root: &Path) -> String {
    let rel = path.strip_prefix(root).unwrap_or(path);
    // Most paths are already in that form: relative, UTF-8, `/`-separated,
    // no empty or `.` component.
    if std::path::MAIN_SEPARATOR == '/'
        && let Some(s) = rel.to_str()
        && !s.is_empty()
        && s.split('/').all(|c| !c.is_empty() && c != ".")
    {
        return s.to_string();
    }
    let parts: Vec<String> = rel
        .components()
        .filter_map(|c| match c {
            Component::Normal(s) => Some(s.to_string_lossy().into_owned()),
            Component::ParentDir => Some("..".to_string()),
            _ => None,
        })
        .collect();
    let joined = parts.join("/");
    if rel.is_absolute() {
        format!("/{joined}")
    } else {
        joined
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn absolute_resolves_dots_lexically() {
        let cwd = Path::new("/repo/sub");
        assert_eq!(
            absolute(Path::new("../lib/./a.ts"), cwd),
            Path::new("/repo/lib/a.ts")
        );
        assert_eq!(absolute(Path::new("/x/y"), cwd), Path::new("/x/y"));
    }

    #[test]
    fn display_is_root_relative_or_absolute() {
        let root = Path::new("/repo");
        assert_eq!(display_path(Path::new("/repo/lib/a.ts"), root), "lib/a.ts");
        assert_eq!(display_path(Path::new("/other/a.ts"), root), "/other/a.ts");
    }
}
