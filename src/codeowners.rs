//! CODEOWNERS lookup for grouping backlog items by owner.

use globset::{GlobBuilder, GlobMatcher};
use std::path::Path;

/// One CODEOWNERS pattern, with GitHub's semantics (gitignore syntax): a
/// pattern with a `/` at its start or middle is anchored to the root,
/// otherwise it matches at any depth; `*` stays within one path segment
/// and `**` crosses them; a pattern that matches a directory owns
/// everything under it, except that `dir/*` owns only the files directly
/// in `dir`; a trailing `/` matches directories only.
struct Pattern {
    glob: GlobMatcher,
    dir_only: bool,
    /// `docs/*`: the last segment is a lone `*`, which GitHub does not
    /// extend to nested files.
    direct_children_only: bool,
}

impl Pattern {
    fn new(pattern: &str) -> Option<Pattern> {
        let dir_only = pattern.ends_with('/');
        let p = pattern.trim_end_matches('/');
        let anchored = p.starts_with('/') || p.contains('/');
        let p = p.trim_start_matches('/');
        if p.is_empty() {
            return None;
        }
        let glob = if anchored {
            p.to_string()
        } else {
            format!("**/{p}")
        };
        let glob = GlobBuilder::new(&glob)
            .literal_separator(true)
            .backslash_escape(true)
            .build()
            .ok()?
            .compile_matcher();
        Some(Pattern {
            glob,
            dir_only,
            direct_children_only: p == "*" && anchored || p.ends_with("/*"),
        })
    }

    /// True when the pattern owns `rel` (a file path, `/` separators).
    fn matches(&self, rel: &str) -> bool {
        if !self.dir_only && self.glob.is_match(rel) {
            return true;
        }
        if self.direct_children_only {
            return false;
        }
        // A matching ancestor directory owns the file.
        rel.match_indices('/')
            .any(|(i, _)| self.glob.is_match(&rel[..i]))
    }
}

pub struct CodeOwners {
    /// Patterns in file order; the last match wins.
    rules: Vec<(Pattern, Vec<String>)>,
}

impl CodeOwners {
    /// Reads CODEOWNERS from `root`, `root/.github` or `root/docs`.
    pub fn discover(root: &Path) -> Option<CodeOwners> {
        [
            "CODEOWNERS",
            ".github/CODEOWNERS",
            "docs/CODEOWNERS",
            ".gitlab/CODEOWNERS",
        ]
        .iter()
        .map(|p| root.join(p))
        .find(|p| p.is_file())
        .and_then(|p| std::fs::read_to_string(p).ok())
        .map(|t| CodeOwners::parse(&t))
    }

    pub fn parse(text: &str) -> CodeOwners {
        let mut rules = Vec::new();
        for line in text.lines() {
            let line = line.split('#').next().unwrap_or("").trim();
            let mut parts = line.split_whitespace();
            let Some(pattern) = parts.next() else {
                continue;
            };
            let owners: Vec<String> = parts.map(str::to_string).collect();
            if let Some(p) = Pattern::new(pattern) {
                rules.push((p, owners));
            }
        }
        CodeOwners { rules }
    }

    /// Owners of a path relative to the repository root (`/` separators).
    /// A last matching pattern without owners means nobody owns the path.
    pub fn owners(&self, rel: &str) -> Option<&[String]> {
        let rel = rel.trim_start_matches("./");
        self.rules
            .iter()
            .rev()
            .find(|(p, _)| p.matches(rel))
            .map(|(_, o)| o.as_slice())
            .filter(|o| !o.is_empty())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn last_match_wins() {
        let co = CodeOwners::parse("* @all\n/src/payments/ @payments\n*.py @py-team\n");
        assert_eq!(co.owners("README.md").unwrap(), ["@all"]);
        assert_eq!(co.owners("src/payments/api.ts").unwrap(), ["@payments"]);
        assert_eq!(co.owners("src/payments/x.py").unwrap(), ["@py-team"]);
        assert_eq!(co.owners("lib/other.rb").unwrap(), ["@all"]);
    }

    /// The examples of GitHub's CODEOWNERS documentation, one pattern at a time.
    #[test]
    fn github_documented_semantics() {
        let table: &[(&str, &str, bool)] = &[
            ("*", "README.md", true),
            ("*", "a/b/c.rs", true),
            ("*.js", "c.js", true),
            ("*.js", "a/b/c.js", true),
            ("*.js", "a/b/c.ts", false),
            ("/build/logs/", "build/logs/a.log", true),
            ("/build/logs/", "build/logs/x/y.log", true),
            ("/build/logs/", "src/build/logs/a.log", false),
            ("docs/*", "docs/getting-started.md", true),
            ("docs/*", "docs/build-app/troubleshooting.md", false),
            ("docs/*", "other/docs/a.md", false),
            ("apps/", "apps/a.ts", true),
            ("apps/", "x/y/apps/a.ts", true),
            ("apps/", "apps.ts", false),
            ("/docs/", "docs/a/b.md", true),
            ("/docs/", "x/docs/a.md", false),
            ("/scripts/", "scripts/deploy.sh", true),
            ("**/logs", "build/logs/a", true),
            ("**/logs", "deeply/nested/logs/x", true),
            ("**/logs", "logs/x", true),
            ("**/logs", "logsx/a", false),
            ("/.svc", ".svc/a.ts", true),
            ("/.svc", "x/.svc/a.ts", false),
            ("src", "src/a.ts", true),
            ("src", "lib/src/a.ts", true),
            ("src", "srcs/a.ts", false),
            ("/apps/github", "apps/github/x.ts", true),
            ("lib/*.rb", "lib/a.rb", true),
            ("lib/*.rb", "lib/x/a.rb", false),
            ("lib/**/*.rb", "lib/x/y/a.rb", true),
        ];
        let mut wrong = Vec::new();
        for (pattern, path, expected) in table {
            let p = Pattern::new(pattern).expect("valid pattern");
            if p.matches(path) != *expected {
                wrong.push(format!("{pattern} vs {path}: expected {expected}"));
            }
        }
        assert!(wrong.is_empty(), "{wrong:#?}");
        // An empty owner list after a broader rule leaves a subtree unowned.
        let co = CodeOwners::parse("/apps/ @octocat\n/apps/github\n");
        assert_eq!(co.owners("apps/web/a.ts").unwrap(), ["@octocat"]);
        assert_eq!(co.owners("apps/github/a.ts"), None);
    }
}
