//! CODEOWNERS lookup for grouping backlog items by owner.

use globset::{Glob, GlobMatcher};
use std::path::Path;

pub struct CodeOwners {
    /// Patterns in file order; the last match wins.
    rules: Vec<(GlobMatcher, Vec<String>)>,
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
            let glob = to_glob(pattern);
            if let Ok(g) = Glob::new(&glob) {
                rules.push((g.compile_matcher(), owners));
            }
        }
        CodeOwners { rules }
    }

    /// Owners of a path relative to the repository root (`/` separators).
    pub fn owners(&self, rel: &str) -> Option<&[String]> {
        self.rules
            .iter()
            .rev()
            .find(|(m, _)| m.is_match(rel))
            .map(|(_, o)| o.as_slice())
            .filter(|o| !o.is_empty())
    }
}

/// Translates a CODEOWNERS (gitignore-style) pattern into a glob.
fn to_glob(pattern: &str) -> String {
    let anchored = pattern.starts_with('/');
    let p = pattern.trim_start_matches('/');
    let mut g = if anchored
        || p.contains('/') && !p.ends_with('/')
        || p.trim_end_matches('/').contains('/')
    {
        p.to_string()
    } else {
        format!("**/{p}")
    };
    if g.ends_with('/') {
        g.push_str("**");
    } else if !g.contains('*') && !g.contains('.') {
        // A bare name may be a directory.
        g = format!("{{{g},{g}/**}}");
    } else if g == "**/*" {
        g = "**".into();
    }
    g
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
}
