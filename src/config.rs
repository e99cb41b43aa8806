//! `resilint.toml` (or `[tool.resilint]` in pyproject.toml): discovery,
//! parsing with precise errors, and the resolved settings rules read.

use crate::finding::{Confidence, ExecContext, Severity};
use crate::incidents::Incident;
use crate::rules;
use globset::{Glob, GlobSet, GlobSetBuilder};
use serde::Deserialize;
use std::collections::{BTreeMap, HashMap, HashSet};
use std::path::{Path, PathBuf};

#[derive(Debug, thiserror::Error)]
pub enum ConfigError {
    #[error("{path}: {message}")]
    Invalid { path: String, message: String },
    #[error("{path}: cannot read: {source}")]
    Io {
        path: String,
        source: std::io::Error,
    },
    #[error("{0}")]
    Usage(String),
}

fn invalid(path: &Path, message: impl Into<String>) -> ConfigError {
    ConfigError::Invalid {
        path: path.display().to_string(),
        message: message.into(),
    }
}

/// The file format. Every table denies unknown keys.
#[derive(Debug, Default, Deserialize, Clone)]
#[serde(deny_unknown_fields, rename_all = "kebab-case")]
pub struct ConfigFile {
    pub extends: Option<String>,
    pub select: Option<Vec<String>>,
    pub ignore: Option<Vec<String>>,
    pub include_tests: Option<bool>,
    pub include: Option<Vec<String>>,
    pub exclude: Option<Vec<String>>,
    pub fail_on: Option<String>,
    /// Extra outbound client names (house HTTP clients such as `Cupix::HttpClient`).
    pub clients: Option<Vec<String>>,
    #[serde(default)]
    pub rules: BTreeMap<String, toml::Table>,
    #[serde(default)]
    pub incidents: Vec<TeamIncident>,
    /// Execution contexts to report in (spec v3); default per rule kind.
    pub contexts: Option<Vec<String>>,
    /// Lowest confidence `check` reports (`high` or `medium`).
    pub min_confidence: Option<String>,
    /// Additions to the knowledge tables: `[knowledge.javascript] sdk-packages = [...]`.
    #[serde(default)]
    pub knowledge: crate::model::knowledge::Extensions,
}

#[derive(Debug, Deserialize, Clone)]
#[serde(deny_unknown_fields)]
pub struct TeamIncident {
    pub id: String,
    pub title: String,
    pub date: String,
    pub url: Option<String>,
    #[serde(default)]
    pub summary: String,
    #[serde(default)]
    pub service: String,
    pub rules: Vec<String>,
}

#[derive(Deserialize)]
struct PyProject {
    tool: Option<PyTool>,
}
#[derive(Deserialize)]
struct PyTool {
    resilint: Option<toml::Value>,
}

/// Longest `extends` chain accepted.
pub const MAX_EXTENDS_DEPTH: usize = 32;
/// A configuration file larger than this is not one.
pub const MAX_CONFIG_BYTES: u64 = 1024 * 1024;

/// Reads one config file (and what it extends), later files overriding
/// earlier. `path` is the file the user named or discovery found; files it
/// `extends` must be `.toml` files inside the same project (its git
/// work tree, or its directory outside git).
pub fn load(path: &Path) -> Result<ConfigFile, ConfigError> {
    let root = project_root(path);
    let mut seen: HashSet<PathBuf> = HashSet::new();
    let mut chain: Vec<ConfigFile> = Vec::new();
    let mut current = path.to_path_buf();
    let mut extended = false;
    loop {
        let canonical = current
            .canonicalize()
            .unwrap_or_else(|_| current.to_path_buf());
        if !seen.insert(canonical) {
            return Err(invalid(&current, "`extends` forms a cycle"));
        }
        if chain.len() >= MAX_EXTENDS_DEPTH {
            return Err(invalid(
                path,
                format!("`extends` chain is longer than {MAX_EXTENDS_DEPTH} files"),
            ));
        }
        let text = read_config(&current)?;
        let file = parse_config(&current, &text, extended)?;
        let next = file.extends.clone();
        chain.push(file);
        let Some(parent) = next else { break };
        let base_path = current.parent().unwrap_or(Path::new(".")).join(&parent);
        check_extends_target(&current, &parent, &base_path, &root)?;
        current = base_path;
        extended = true;
    }
    let mut merged = chain.pop().unwrap_or_default();
    while let Some(over) = chain.pop() {
        merged = merge(merged, over);
    }
    Ok(merged)
}

/// The git work tree holding `config` (or its directory outside git).
fn project_root(config: &Path) -> PathBuf {
    let canonical = config
        .canonicalize()
        .unwrap_or_else(|_| config.to_path_buf());
    let dir = canonical.parent().unwrap_or(Path::new("/")).to_path_buf();
    dir.ancestors()
        .find(|d| d.join(".git").exists())
        .map_or(dir.clone(), Path::to_path_buf)
}

fn check_extends_target(
    from: &Path,
    parent: &str,
    base_path: &Path,
    root: &Path,
) -> Result<(), ConfigError> {
    let refuse = |why: &str| Err(invalid(from, format!("`extends = \"{parent}\"`: {why}")));
    if !base_path.is_file() {
        return refuse(&format!("no such file {}", base_path.display()));
    }
    if base_path.extension().is_none_or(|e| e != "toml") {
        return refuse("only .toml files can be extended");
    }
    let inside = base_path.canonicalize().is_ok_and(|c| c.starts_with(root));
    if !inside {
        return refuse(&format!(
            "{} is outside the project {}; pass it with --config instead",
            base_path.display(),
            root.display()
        ));
    }
    Ok(())
}

/// A configuration file's text: a regular file of bounded size.
fn read_config(path: &Path) -> Result<String, ConfigError> {
    use std::io::Read;
    let io = |source: std::io::Error| ConfigError::Io {
        path: path.display().to_string(),
        source,
    };
    let meta = std::fs::metadata(path).map_err(io)?;
    if !meta.is_file() {
        return Err(invalid(path, "not a regular file"));
    }
    if meta.len() > MAX_CONFIG_BYTES {
        return Err(invalid(
            path,
            "larger than 1 MB; not a resilint configuration",
        ));
    }
    let mut text = String::new();
    std::fs::File::open(path)
        .and_then(|f| f.take(MAX_CONFIG_BYTES).read_to_string(&mut text))
        .map_err(io)?;
    Ok(text)
}

/// Parses a configuration. For a file reached through `extends`, errors
/// give only the position and the reason, never the file's text: such a
/// file is not known to be a resilint configuration.
fn parse_config(path: &Path, text: &str, extended: bool) -> Result<ConfigFile, ConfigError> {
    if !extended {
        return parse(path, text);
    }
    let position = |e: &toml::de::Error| {
        e.span()
            .map(|r| {
                let p = crate::text::LineIndex::new(text).position(text, r.start);
                format!("line {}, column {}: ", p.line, p.column)
            })
            .unwrap_or_default()
    };
    let is_pyproject = path.file_name().is_some_and(|n| n == "pyproject.toml");
    if is_pyproject {
        toml::from_str::<PyProject>(text)
            .map_err(|e| invalid(path, format!("{}{}", position(&e), e.message())))?;
    } else {
        toml::from_str::<ConfigFile>(text)
            .map_err(|e| invalid(path, format!("{}{}", position(&e), e.message())))?;
    }
    parse(path, text)
}

fn parse(path: &Path, text: &str) -> Result<ConfigFile, ConfigError> {
    let is_pyproject = path.file_name().is_some_and(|n| n == "pyproject.toml");
    let mut file: ConfigFile = if is_pyproject {
        let py: PyProject = toml::from_str(text).map_err(|e| invalid(path, toml_message(&e)))?;
        match py.tool.and_then(|t| t.resilint) {
            Some(value) => value.try_into().map_err(|e: toml::de::Error| {
                invalid(path, format!("[tool.resilint]: {}", toml_message(&e)))
            })?,
            None => ConfigFile::default(),
        }
    } else {
        toml::from_str(text).map_err(|e| invalid(path, toml_message(&e)))?
    };
    file.select = file.select.map(|ids| normalize_ids(&ids));
    file.ignore = file.ignore.map(|ids| normalize_ids(&ids));
    validate(path, &file)?;
    Ok(file)
}

fn toml_message(e: &toml::de::Error) -> String {
    let msg = e.to_string();
    let hint = if msg.contains("unknown field") {
        "\nhint: run `resilint init` to see every supported key"
    } else {
        ""
    };
    format!("{}{hint}", msg.trim_end())
}

fn validate(path: &Path, file: &ConfigFile) -> Result<(), ConfigError> {
    for (key, ids) in [("select", &file.select), ("ignore", &file.ignore)] {
        for id in ids.iter().flatten() {
            if !is_selectable(id) {
                return Err(invalid(path, unknown_rule_message(key, id)));
            }
        }
    }
    for (id, table) in &file.rules {
        let Some(rule) = rules::by_id(id) else {
            return Err(invalid(
                path,
                unknown_rule_message(&format!("[rules.{id}]"), id),
            ));
        };
        for (key, value) in table {
            match key.as_str() {
                "severity" => {
                    let ok = value.as_str().and_then(Severity::parse).is_some();
                    if !ok {
                        let off = value
                            .as_str()
                            .is_some_and(|v| matches!(v, "off" | "none" | "ignore" | "disabled"));
                        let hint = if off {
                            format!(
                                "\nhint: to turn the rule off, write `enabled = false` in [rules.{id}] (or add it to `ignore`)"
                            )
                        } else {
                            String::new()
                        };
                        return Err(invalid(
                            path,
                            format!(
                                "[rules.{id}] severity: expected \"error\", \"warning\" or \"info\", found {value}{hint}"
                            ),
                        ));
                    }
                }
                "enabled" => {
                    if value.as_bool().is_none() {
                        return Err(invalid(
                            path,
                            format!("[rules.{id}] enabled: expected a boolean, found {value}"),
                        ));
                    }
                }
                other => {
                    let known = rule.meta().options.iter().any(|o| o.name == other);
                    if !known {
                        let names: Vec<&str> = rule.meta().options.iter().map(|o| o.name).collect();
                        let hint = if names.is_empty() {
                            format!("{id} takes only `severity` and `enabled`")
                        } else {
                            format!("{id} options: severity, enabled, {}", names.join(", "))
                        };
                        return Err(invalid(
                            path,
                            format!("[rules.{id}] unknown key `{other}`\nhint: {hint}"),
                        ));
                    }
                    let is_flag = rule
                        .meta()
                        .options
                        .iter()
                        .any(|o| o.name == other && matches!(o.default, "0" | "1"));
                    option_value(id, other, value, is_flag).map_err(|m| invalid(path, m))?;
                }
            }
        }
    }
    for inc in &file.incidents {
        if !is_iso_date(&inc.date) {
            return Err(invalid(
                path,
                format!(
                    "incident {}: date: expected a date as YYYY-MM-DD, found \"{}\"",
                    inc.id, inc.date
                ),
            ));
        }
        for id in &inc.rules {
            if !rules::is_known(id) {
                return Err(invalid(
                    path,
                    format!("incident {}: {}", inc.id, unknown_rule_message("rules", id)),
                ));
            }
        }
    }
    for c in file.contexts.iter().flatten() {
        if ExecContext::parse(c).is_none() {
            return Err(invalid(
                path,
                format!(
                    "contexts: unknown context \"{c}\"\nhint: one of service, library, cli, ui, test, example"
                ),
            ));
        }
    }
    if let Some(c) = &file.min_confidence
        && Confidence::parse(c).is_none()
    {
        return Err(invalid(
            path,
            format!("min-confidence: expected high or medium, found \"{c}\""),
        ));
    }
    crate::model::knowledge::Knowledge::validate(&file.knowledge).map_err(|m| invalid(path, m))?;
    if let Some(f) = &file.fail_on
        && !matches!(f.as_str(), "error" | "warning" | "info" | "never")
    {
        return Err(invalid(
            path,
            format!("fail-on: expected error, warning, info or never, found \"{f}\""),
        ));
    }
    for (key, globs) in [("include", &file.include), ("exclude", &file.exclude)] {
        for g in globs.iter().flatten() {
            Glob::new(g).map_err(|e| invalid(path, format!("{key}: invalid glob \"{g}\": {e}")))?;
        }
    }
    Ok(())
}

/// A rule option's value as a number. Flag options (default 0 or 1) take
/// `true`/`false` (0 and 1 still work); other options take a positive number.
fn option_value(id: &str, key: &str, value: &toml::Value, is_flag: bool) -> Result<f64, String> {
    if let Some(b) = value.as_bool() {
        if is_flag {
            return Ok(if b { 1.0 } else { 0.0 });
        }
        return Err(format!(
            "[rules.{id}] {key}: expected a number, found {value}"
        ));
    }
    let n = value
        .as_float()
        .or(value.as_integer().map(|i| i as f64))
        .ok_or_else(|| {
            let want = if is_flag { "true or false" } else { "a number" };
            format!("[rules.{id}] {key}: expected {want}, found {value}")
        })?;
    if is_flag {
        if n != 0.0 && n != 1.0 {
            return Err(format!(
                "[rules.{id}] {key}: expected true or false, found {value}"
            ));
        }
    } else if n <= 0.0 || !n.is_finite() {
        return Err(format!(
            "[rules.{id}] {key}: expected a positive number, found {value}"
        ));
    }
    Ok(n)
}

/// `YYYY-MM-DD` with a real month and day.
fn is_iso_date(s: &str) -> bool {
    let parts: Vec<&str> = s.split('-').collect();
    let [y, m, d] = parts.as_slice() else {
        return false;
    };
    if y.len() != 4 || m.len() != 2 || d.len() != 2 {
        return false;
    }
    let (Ok(y), Ok(m), Ok(d)) = (y.parse::<u32>(), m.parse::<u32>(), d.parse::<u32>()) else {
        return false;
    };
    let leap = y % 4 == 0 && (y % 100 != 0 || y % 400 == 0);
    let days = match m {
        1 | 3 | 5 | 7 | 8 | 10 | 12 => 31,
        4 | 6 | 9 | 11 => 30,
        2 if leap => 29,
        2 => 28,
        _ => return false,
    };
    (1..=days).contains(&d)
}

/// Rule ids as typed: surrounding spaces trimmed, `all` for `ALL`.
pub fn normalize_ids(ids: &[String]) -> Vec<String> {
    ids.iter()
        .map(|i| i.trim())
        .filter(|i| !i.is_empty())
        .map(|i| {
            if i.eq_ignore_ascii_case("all") {
                "ALL".to_string()
            } else {
                i.to_string()
            }
        })
        .collect()
}

/// A rule id, a suppression pseudo-rule id, or `ALL`.
fn is_selectable(id: &str) -> bool {
    id == "ALL" || rules::is_known(id) || crate::suppress::is_pseudo(id)
}

pub fn unknown_rule_message(key: &str, id: &str) -> String {
    let suggestion = rules::all()
        .iter()
        .map(|r| r.meta().id)
        .min_by_key(|known| edit_distance(known, id))
        .filter(|known| edit_distance(known, id) <= 4);
    match suggestion {
        Some(s) => format!(
            "{key}: unknown rule id `{id}`\nhint: did you mean `{s}`? (`resilint rules` lists them)"
        ),
        None => format!("{key}: unknown rule id `{id}`\nhint: `resilint rules` lists the rule ids"),
    }
}

/// Levenshtein distance, for "did you mean" hints.
pub(crate) fn edit_distance(a: &str, b: &str) -> usize {
    let b: Vec<char> = b.chars().collect();
    let mut prev: Vec<usize> = (0..=b.len()).collect();
    for (i, ca) in a.chars().enumerate() {
        let mut cur = vec![i + 1];
        for (j, cb) in b.iter().enumerate() {
            let cost = usize::from(ca != *cb);
            cur.push((prev[j] + cost).min(prev[j + 1] + 1).min(cur[j] + 1));
        }
        prev = cur;
    }
    prev[b.len()]
}

fn merge(base: ConfigFile, over: ConfigFile) -> ConfigFile {
    let mut rules = base.rules;
    for (id, table) in over.rules {
        rules.entry(id).or_default().extend(table);
    }
    let mut incidents = base.incidents;
    incidents.extend(over.incidents);
    let mut knowledge = base.knowledge;
    for (eco, keys) in over.knowledge {
        let table = knowledge.entry(eco).or_default();
        for (key, values) in keys {
            table.entry(key).or_default().extend(values);
        }
    }
    ConfigFile {
        extends: None,
        contexts: over.contexts.or(base.contexts),
        min_confidence: over.min_confidence.or(base.min_confidence),
        knowledge,
        select: over.select.or(base.select),
        ignore: match (base.ignore, over.ignore) {
            (Some(mut a), Some(b)) => {
                a.extend(b);
                Some(a)
            }
            (a, b) => b.or(a),
        },
        include_tests: over.include_tests.or(base.include_tests),
        include: over.include.or(base.include),
        exclude: match (base.exclude, over.exclude) {
            (Some(mut a), Some(b)) => {
                a.extend(b);
                Some(a)
            }
            (a, b) => b.or(a),
        },
        fail_on: over.fail_on.or(base.fail_on),
        clients: match (base.clients, over.clients) {
            (Some(mut a), Some(b)) => {
                a.extend(b);
                Some(a)
            }
            (a, b) => b.or(a),
        },
        rules,
        incidents,
    }
}

/// Finds `resilint.toml` (or a pyproject.toml with `[tool.resilint]`) in `start`
/// or its ancestors.
pub fn discover(start: &Path) -> Option<PathBuf> {
    // A file that does not exist yet (`--stdin-filename`) is looked up from
    // its directory.
    let start = start
        .canonicalize()
        .or_else(|e| start.parent().ok_or(e)?.canonicalize())
        .ok()?;
    let mut dir = if start.is_dir() {
        Some(start.as_path())
    } else {
        start.parent()
    };
    while let Some(d) = dir {
        let candidate = d.join("resilint.toml");
        if candidate.is_file() {
            return Some(candidate);
        }
        let py = d.join("pyproject.toml");
        if py.is_file() && std::fs::read_to_string(&py).is_ok_and(|t| t.contains("[tool.resilint"))
        {
            return Some(py);
        }
        dir = d.parent();
    }
    None
}

/// Command-line choices that override the file.
#[derive(Debug, Default, Clone)]
pub struct Overrides {
    pub select: Option<Vec<String>>,
    pub ignore: Vec<String>,
    pub include_tests: bool,
    pub no_suppressions: bool,
    /// `--contexts`: report only in these execution contexts.
    pub contexts: Option<Vec<ExecContext>>,
    /// `--min-confidence`.
    pub min_confidence: Option<Confidence>,
}

/// Resolved settings for one run.
#[derive(Debug, Default)]
pub struct Settings {
    pub enabled: HashSet<&'static str>,
    pub severity: HashMap<String, Severity>,
    options: HashMap<(String, String), f64>,
    /// Extra outbound client names from configuration.
    pub clients: Vec<String>,
    pub include_tests: bool,
    pub include: Option<GlobSet>,
    pub exclude: Option<GlobSet>,
    pub fail_on: Option<String>,
    pub team_incidents: Vec<Incident>,
    pub no_suppressions: bool,
    /// Directory config globs are relative to (absolute).
    pub root: PathBuf,
    /// Directory printed paths and test directories are relative to
    /// (absolute; see `project::find_root`).
    pub project_root: PathBuf,
    /// `--force-exclude`: config excludes apply to files named on the command line.
    pub force_exclude: bool,
    /// Show a progress bar on stderr (the CLI sets it when stderr is a terminal).
    pub progress: bool,
    /// When set (`--changed-since`), only these files (canonical paths) are scanned.
    pub only_files: Option<HashSet<PathBuf>>,
    /// Benchmark floor: parse every file, run no rule.
    pub parse_only: bool,
    /// Execution contexts to report in; `None`: the default of each rule kind.
    pub contexts: Option<Vec<ExecContext>>,
    /// Lowest confidence reported.
    pub min_confidence: Confidence,
    /// Knowledge-table additions from configuration.
    pub knowledge: crate::model::knowledge::Extensions,
}

impl Settings {
    pub fn build(
        file: &ConfigFile,
        root: PathBuf,
        cli: &Overrides,
    ) -> Result<Settings, ConfigError> {
        for id in cli.select.iter().flatten().chain(&cli.ignore) {
            if !is_selectable(id) {
                return Err(ConfigError::Usage(unknown_rule_message(
                    "--select/--ignore",
                    id,
                )));
            }
        }
        let select = cli.select.clone().or_else(|| file.select.clone());
        let mut enabled: HashSet<&'static str> = HashSet::new();
        for rule in rules::all() {
            let meta = rule.meta();
            let on = match &select {
                Some(ids) => ids
                    .iter()
                    .any(|i| i == meta.id || (i == "ALL" && !meta.opt_in)),
                None => !meta.opt_in,
            };
            let table_on = file
                .rules
                .get(meta.id)
                .and_then(|t| t.get("enabled"))
                .and_then(|v| v.as_bool());
            let on = match (table_on, &cli.select) {
                (_, Some(_)) => on,
                (Some(flag), None) => flag,
                (None, None) => on,
            };
            let ignored = file
                .ignore
                .iter()
                .flatten()
                .chain(&cli.ignore)
                .any(|i| i == meta.id || i == "ALL");
            if on && !ignored {
                enabled.insert(meta.id);
            }
        }
        // Diagnostics about suppression comments: on unless a selection
        // leaves them out or they are ignored.
        for pseudo in crate::suppress::PSEUDO_RULES {
            let on = select
                .as_ref()
                .is_none_or(|ids| ids.iter().any(|i| i == pseudo.id || i == "ALL"));
            let ignored = file
                .ignore
                .iter()
                .flatten()
                .chain(&cli.ignore)
                .any(|i| i == pseudo.id || i == "ALL");
            if on && !ignored {
                enabled.insert(pseudo.id);
            }
        }
        let mut severity = HashMap::new();
        let mut options = HashMap::new();
        for (id, table) in &file.rules {
            for (key, value) in table {
                if key == "severity" {
                    if let Some(s) = value.as_str().and_then(Severity::parse) {
                        severity.insert(id.clone(), s);
                    }
                } else if let Some(n) = value
                    .as_float()
                    .or(value.as_integer().map(|i| i as f64))
                    .or(value.as_bool().map(|b| if b { 1.0 } else { 0.0 }))
                {
                    options.insert((id.clone(), key.clone()), n);
                }
            }
        }
        // A list the glob builder rejects is an error, never a silently
        // empty include/exclude.
        let globs = |key: &str,
                     list: &Option<Vec<String>>|
         -> Result<Option<GlobSet>, ConfigError> {
            let Some(list) = list.as_ref() else {
                return Ok(None);
            };
            let mut b = GlobSetBuilder::new();
            for g in list {
                // Relative to the config root: `./legacy/**` and `/legacy/**`
                // mean `legacy/**`.
                let g = g.trim_start_matches("./").trim_start_matches('/');
                let glob = Glob::new(g)
                    .map_err(|e| ConfigError::Usage(format!("{key}: invalid glob \"{g}\": {e}")))?;
                b.add(glob);
            }
            b.build().map(Some).map_err(|e| {
                ConfigError::Usage(format!(
                    "{key}: the {} pattern(s) cannot be compiled together: {e}",
                    list.len()
                ))
            })
        };
        let include = globs("include", &file.include)?;
        let exclude = globs("exclude", &file.exclude)?;
        let team_incidents = file
            .incidents
            .iter()
            .map(|t| Incident {
                id: t.id.clone(),
                report: None,
                date: t.date.clone(),
                service: t.service.clone(),
                title: t.title.clone(),
                summary: t.summary.clone(),
                impact: String::new(),
                root_cause: String::new(),
                fix: String::new(),
                url: t.url.clone(),
                rules: t.rules.clone(),
                source: "team".to_string(),
            })
            .collect();
        Ok(Settings {
            enabled,
            severity,
            options,
            clients: file.clients.clone().unwrap_or_default(),
            include_tests: cli.include_tests || file.include_tests.unwrap_or(false),
            include,
            exclude,
            fail_on: file.fail_on.clone(),
            team_incidents,
            no_suppressions: cli.no_suppressions,
            project_root: root.clone(),
            root,
            force_exclude: false,
            progress: false,
            only_files: None,
            parse_only: false,
            contexts: cli.contexts.clone().or_else(|| {
                file.contexts
                    .as_ref()
                    .map(|l| l.iter().filter_map(|c| ExecContext::parse(c)).collect())
            }),
            min_confidence: cli
                .min_confidence
                .or_else(|| file.min_confidence.as_deref().and_then(Confidence::parse))
                .unwrap_or(Confidence::High),
            knowledge: file.knowledge.clone(),
        })
    }

    /// A numeric rule option, or its documented default.
    pub fn option(&self, rule: &str, name: &str, default: f64) -> f64 {
        self.options
            .get(&(rule.to_string(), name.to_string()))
            .copied()
            .unwrap_or(default)
    }

    pub fn is_enabled(&self, rule: &str) -> bool {
        self.enabled.contains(rule)
    }

    /// Whether a finding in `context` is reported. Rules about the absence
    /// of a safeguard (`absence`) report in service and library code; rules
    /// about defects in code that exists report everywhere but tests and
    /// examples. `contexts` (configuration or `--contexts`) replaces both;
    /// `--include-tests` adds test code.
    pub fn reports_in(&self, context: ExecContext, absence: bool) -> bool {
        if context == ExecContext::Test && self.include_tests {
            return true;
        }
        match &self.contexts {
            Some(list) => list.contains(&context),
            None => match context {
                ExecContext::Service | ExecContext::Library => true,
                ExecContext::Cli | ExecContext::Ui => !absence,
                ExecContext::Test | ExecContext::Example => false,
            },
        }
    }

    /// Every incident (built-in and team) linked to a rule.
    pub fn incidents_for(&self, rule: &str) -> Vec<String> {
        let mut ids: Vec<String> = rules::by_id(rule)
            .map(|r| r.meta().incidents.iter().map(|s| s.to_string()).collect())
            .unwrap_or_default();
        for t in &self.team_incidents {
            if t.rules.iter().any(|r| r == rule) {
                ids.push(t.id.clone());
            }
        }
        ids
    }

    /// Built-in incidents followed by the team's.
    pub fn all_incidents(&self) -> Vec<Incident> {
        let mut all = crate::incidents::builtin().to_vec();
        all.extend(self.team_incidents.iter().cloned());
        all
    }
}
