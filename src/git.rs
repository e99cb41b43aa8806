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

/// The repository a report was produced from: its name (from the `origin`
/// remote, else the work tree's directory name) and HEAD commit.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct Repository {
    pub name: String,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub commit: Option<String>,
}

/// The repository containing `dir`, or `None` outside a git work tree (or
/// without git on PATH).
pub fn repository(dir: &Path) -> Option<Repository> {
    let top = git(dir, &["rev-parse", "--show-toplevel"]).ok()?;
    let top = PathBuf::from(top.trim());
    let from_remote = git(&top, &["config", "--get", "remote.origin.url"])
        .ok()
        .and_then(|url| name_from_remote_url(url.trim()));
    let name = from_remote.or_else(|| {
        top.file_name()
            .map(|n| n.to_string_lossy().into_owned())
            .filter(|n| !n.is_empty())
    })?;
    // A repository with no commit yet has no HEAD: the name is still useful.
    let commit = git(&top, &["rev-parse", "--verify", "--quiet", "HEAD"])
        .ok()
        .map(|c| c.trim().to_string())
        .filter(|c| !c.is_empty());
    Some(Repository { name, commit })
}

/// `owner/name` from a remote URL in any of git's forms
/// (`https://host/owner/name.git`, `git@host:owner/name.git`,
/// `ssh://git@host:22/group/sub/name`, a local path); credentials and the
/// `.git` suffix are dropped. A hosted remote keeps its whole path
/// (`group/sub/name` on GitLab); a local path keeps its last two segments.
pub fn name_from_remote_url(url: &str) -> Option<String> {
    let url = url.trim().trim_end_matches('/');
    if url.is_empty() {
        return None;
    }
    let path = if let Some((_, rest)) = url.split_once("://") {
        // scheme://[user[:password]@]host[:port]/path
        rest.split_once('/').map_or("", |(_, p)| p)
    } else if let Some((host, path)) = url.split_once(':')
        && !host.contains('/')
        && host.len() > 1
    {
        // scp-like: [user@]host:path (a one-letter "host" is a Windows drive).
        path
    } else {
        url
    };
    let path = path.trim_matches('/');
    let path = path.strip_suffix(".git").unwrap_or(path);
    let segments: Vec<&str> = path.split('/').filter(|s| !s.is_empty()).collect();
    match segments.as_slice() {
        [] => None,
        [only] => Some((*only).to_string()),
        // Hosted remotes: everything after the host (`owner/name`,
        // `group/sub/name`); local paths: the last two segments.
        all if url.contains("://") || !url.starts_with('/') && url.contains(':') => {
            Some(all.join("/"))
        }
        all => Some(all[all.len() - 2..].join("/")),
    }
}

#[cfg(test)]
mod tests {
    use super::name_from_remote_url as name;

    #[test]
    fn repository_names_from_remote_urls() {
        assert_eq!(
            name("https://github.com/acme/billing.git").as_deref(),
            Some("acme/billing")
        );
        assert_eq!(
            name("https://user:tok@github.com/acme/billing").as_deref(),
            Some("acme/billing")
        );
        assert_eq!(
            name("git@github.com:acme/billing.git").as_deref(),
            Some("acme/billing")
        );
        assert_eq!(
            name("ssh://git@gitlab.example.com:2222/platform/api/gateway.git").as_deref(),
            Some("platform/api/gateway")
        );
        assert_eq!(
            name("/srv/git/acme/billing.git").as_deref(),
            Some("acme/billing")
        );
        assert_eq!(name("billing").as_deref(), Some("billing"));
        assert_eq!(name(""), None);
    }
}
