//! Import path aliases of TypeScript/JavaScript projects: the
//! `compilerOptions.paths` of `tsconfig.json`/`jsconfig.json` files
//! (`"@modules/*": ["../../modules/*"]`), so that
//! `import { query } from '@modules/salesforce/query'` resolves to project
//! code as a relative import does.

use std::collections::HashSet;
use std::path::{Path, PathBuf};

use crate::walk;

/// The config files that can declare path aliases.
const CONFIG_FILES: &[&str] = &["tsconfig.json", "jsconfig.json"];

#[derive(Debug, Default, Clone)]
pub struct PathAliases {
    /// Configs that declare `paths`, deepest directory first.
    configs: Vec<AliasConfig>,
}

#[derive(Debug, Clone)]
struct AliasConfig {
    /// The directory of the config, relative to the project root (`""` for
    /// the root): it applies to the files under it.
    scope: String,
    /// `(prefix, suffix, targets)` of each pattern (`@modules/*` is
    /// `("@modules/", "", ...)`); targets are relative to the project root,
    /// with `*` where the matched part goes.
    patterns: Vec<(String, String, Vec<String>)>,
}

impl PathAliases {
    /// Reads the configs in the directories holding `js_dirs` (the
    /// directories of scanned JS/TS files) and their ancestors up to `cwd`.
    pub fn read<'a>(js_dirs: impl Iterator<Item = &'a Path>, cwd: &Path) -> Self {
        let mut seen: HashSet<PathBuf> = HashSet::new();
        let mut configs = Vec::new();
        for start in js_dirs {
            let mut dir = Some(start);
            while let Some(d) = dir {
                if !seen.insert(d.to_path_buf()) {
                    break;
                }
                if d.components().any(|c| c.as_os_str() == "node_modules") {
                    break;
                }
                for name in CONFIG_FILES {
                    if let Ok(text) = std::fs::read_to_string(d.join(name))
                        && let Some(config) = parse(&text, &walk::display_path(d, cwd))
                    {
                        configs.push(config);
                        break;
                    }
                }
                if d == cwd {
                    break;
                }
                dir = d.parent();
            }
        }
        configs.sort_by(|a, b| {
            b.scope
                .len()
                .cmp(&a.scope.len())
                .then_with(|| a.scope.cmp(&b.scope))
        });
        PathAliases { configs }
    }

    pub fn is_empty(&self) -> bool {
        self.configs.is_empty()
    }

    /// The project path (relative to the root, without extension) that
    /// `spec` names from the file `importer`, by the nearest config above it
    /// that declares paths; the longest matching prefix wins, as in
    /// TypeScript, and the first target.
    pub fn resolve(&self, importer: &str, spec: &str) -> Option<String> {
        let config = self.configs.iter().find(|c| {
            c.scope.is_empty()
                || importer
                    .strip_prefix(c.scope.as_str())
                    .is_some_and(|rest| rest.starts_with('/'))
        })?;
        let (prefix, suffix, targets) = config
            .patterns
            .iter()
            .filter(|(p, s, _)| {
                spec.len() >= p.len() + s.len()
                    && spec.starts_with(p.as_str())
                    && spec.ends_with(s.as_str())
            })
            .max_by_key(|(p, _, _)| p.len())?;
        let matched = &spec[prefix.len()..spec.len() - suffix.len()];
        let target = targets.first()?.replacen('*', matched, 1);
        Some(target)
    }
}

/// The aliases of one config file (JSON with comments and trailing commas),
/// or `None` when it declares no `paths`.
fn parse(text: &str, dir: &str) -> Option<AliasConfig> {
    let json: serde_json::Value =
        jsonc_parser::parse_to_serde_value(text, &Default::default()).ok()?;
    let options = json.get("compilerOptions")?;
    let paths = options.get("paths")?.as_object()?;
    let dir = if dir == "." { "" } else { dir };
    // Targets are relative to `baseUrl` when it is set, else to the config.
    let base = match options.get("baseUrl").and_then(|b| b.as_str()) {
        Some(b) => join(dir, b),
        None => dir.to_string(),
    };
    let mut patterns = Vec::new();
    for (pattern, targets) in paths {
        let targets: Vec<String> = targets
            .as_array()
            .into_iter()
            .flatten()
            .filter_map(|t| t.as_str())
            .map(|t| join(&base, t))
            .collect();
        if targets.is_empty() {
            continue;
        }
        let (prefix, suffix) = pattern.split_once('*').unwrap_or((pattern.as_str(), ""));
        patterns.push((prefix.to_string(), suffix.to_string(), targets));
    }
    (!patterns.is_empty()).then(|| AliasConfig {
        scope: dir.to_string(),
        patterns,
    })
}

/// `dir` joined with a relative path, `.` and `..` resolved (a path leaving
/// the root keeps what is left).
fn join(dir: &str, rel: &str) -> String {
    let mut parts: Vec<&str> = dir.split('/').filter(|p| !p.is_empty()).collect();
    for seg in rel.split('/') {
        match seg {
            "" | "." => {}
            ".." => {
                parts.pop();
            }
            s => parts.push(s),
        }
    }
    parts.join("/")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn nearest_config_and_longest_prefix_resolve_an_alias() {
        let handler = parse(
            r#"{
                // comments and trailing commas, as tsconfig allows
                "extends": "../../tsconfig.json",
                "compilerOptions": {
                    "paths": {
                        "@modules/*": ["../../modules/*"],
                        "@modules/salesforce/*": ["../../modules/salesforce/src/*"],
                    },
                },
            }"#,
            "handlers/remover",
        )
        .expect("paths");
        let root = parse(
            r#"{ "compilerOptions": { "baseUrl": "src", "paths": { "@/*": ["*"] } } }"#,
            ".",
        )
        .expect("paths");
        let aliases = PathAliases {
            configs: vec![handler, root],
        };
        assert_eq!(
            aliases
                .resolve("handlers/remover/src/get.ts", "@modules/salesforce/query")
                .as_deref(),
            Some("modules/salesforce/src/query")
        );
        assert_eq!(
            aliases
                .resolve("handlers/remover/src/get.ts", "@modules/stage")
                .as_deref(),
            Some("modules/stage")
        );
        assert_eq!(
            aliases.resolve("web/app.ts", "@/lib/api").as_deref(),
            Some("src/lib/api")
        );
        assert_eq!(aliases.resolve("web/app.ts", "@modules/stage"), None);
        assert_eq!(aliases.resolve("web/app.ts", "axios"), None);
        assert!(parse(r#"{ "compilerOptions": {} }"#, ".").is_none());
    }
}
