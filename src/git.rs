//! `--changed-since REF`: the files changed relative to a git ref.

use std::collections::HashSet;
use std::path::{Path, PathBuf};
use std::process::Command;

fn git(dir: &Path, args: &[&str]) -> Result<String, String> {
    let out = Command::new("git")
        .arg("-C")
        .arg(dir)
        .args(args)
        .output()
        .map_err(|e| format!("--changed-since needs git on PATH: {e}"))?;
    if !out.status.success() {
        return Err(String::from_utf8_lossy(&out.stderr).trim().to_string());
    }
    Ok(String::from_utf8_lossy(&out.stdout).into_owned())
}

/// Absolute paths of files added, copied, modified or renamed on this branch
/// since it forked from `reference` (the merge-base, as in `REF...HEAD`),
/// committed or not, plus untracked files not ignored. Changes made on
/// `reference` after the fork are not this branch's and are not included.
pub fn changed_files(dir: &Path, reference: &str) -> Result<HashSet<PathBuf>, String> {
    let top = git(dir, &["rev-parse", "--show-toplevel"]).map_err(|_| {
        format!(
            "--changed-since: {} is not inside a git repository",
            dir.display()
        )
    })?;
    let top = PathBuf::from(top.trim());
    git(
        dir,
        &[
            "rev-parse",
            "--verify",
            "--quiet",
            &format!("{reference}^{{commit}}"),
        ],
    )
    .map_err(|_| format!("--changed-since: unknown git ref `{reference}`"))?;
    let base = git(dir, &["merge-base", reference, "HEAD"]).map_err(|_| {
        format!("--changed-since: `{reference}` and HEAD have no common ancestor (merge-base)")
    })?;
    let base = base.trim();
    // The working tree against the merge-base: committed, staged and unstaged.
    let diff = git(
        &top,
        &[
            "diff",
            "--name-only",
            "-z",
            "--diff-filter=ACMR",
            base,
            "--",
        ],
    )?;
    let untracked = git(&top, &["ls-files", "-z", "--others", "--exclude-standard"])?;
    Ok(diff
        .split('\0')
        .chain(untracked.split('\0'))
        .filter(|s| !s.is_empty())
        .map(|s| top.join(s))
        .filter_map(|p| p.canonicalize().ok())
        .collect())
}
