//! The command line: `check`, `rules`, `explain`, `incidents`.

use crate::config::{self, ConfigError, Overrides, Settings};
use crate::engine;
use crate::finding::{Confidence, ExecContext, Severity};
use crate::incidents;
use crate::render::{self, Format};
use crate::rules;
use clap::{Args, Parser, Subcommand, ValueEnum};
use std::io::{IsTerminal, Write};
use std::path::{Path, PathBuf};

#[derive(Parser, Debug)]
#[command(
    name = "resilint",
    version,
    about = "Finds resilience anti-patterns (missing retries, short timeouts, sleepless polling, swallowed errors) in TS/JS, Ruby and Python",
    propagate_version = true
)]
pub struct Cli {
    #[command(subcommand)]
    pub command: Command,
}

#[derive(Subcommand, Debug)]
pub enum Command {
    /// Scan files and directories (default: the current directory).
    Check(CheckArgs),
    /// List the rules with their severities and summaries.
    Rules {
        /// Output format.
        #[arg(long, value_enum, default_value_t = ListFormat::Text)]
        format: ListFormat,
    },
    /// Print a rule's documentation.
    Explain {
        /// Rule id, e.g. `missing-retry`.
        rule: String,
    },
    /// Turn findings into a prioritised fix backlog (markdown, CSV or JSON).
    Backlog(BacklogArgs),
    /// Write a commented starter resilint.toml in the current directory.
    Init {
        /// Overwrite an existing resilint.toml.
        #[arg(long)]
        force: bool,
    },
    /// List the incident catalog (built-in and the team's own).
    Incidents {
        /// Output format.
        #[arg(long, value_enum, default_value_t = ListFormat::Text)]
        format: ListFormat,
        /// Configuration file (default: resilint.toml found from the current directory upward).
        #[arg(long)]
        config: Option<PathBuf>,
    },
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum ListFormat {
    Text,
    Json,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum ColorChoice {
    Auto,
    Always,
    Never,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum FailOn {
    Error,
    Warning,
    Info,
    Never,
}

#[derive(Args, Debug, Clone)]
pub struct ScanArgs {
    /// Files or directories to scan.
    #[arg(default_value = ".")]
    pub paths: Vec<PathBuf>,
    /// Only these rules (comma-separated ids, or ALL).
    #[arg(long, value_delimiter = ',')]
    pub select: Option<Vec<String>>,
    /// Skip these rules (comma-separated ids).
    #[arg(long, value_delimiter = ',')]
    pub ignore: Vec<String>,
    /// Also scan test code (test/, spec/, *.test.ts, test_*.py, ...).
    #[arg(long)]
    pub include_tests: bool,
    /// Configuration file (default: resilint.toml or pyproject.toml [tool.resilint]
    /// found from the scanned directory upward).
    #[arg(long)]
    pub config: Option<PathBuf>,
    /// Worker threads (default: number of CPUs).
    #[arg(long, short = 'j')]
    pub jobs: Option<usize>,
    /// Report findings even where an inline suppression hides them.
    #[arg(long)]
    pub no_suppressions: bool,
    /// Report only findings whose fingerprint is not in this baseline file.
    #[arg(long, value_name = "FILE")]
    pub baseline: Option<PathBuf>,
    /// Record the current findings in a baseline file.
    #[arg(long, value_name = "FILE")]
    pub write_baseline: Option<PathBuf>,
    /// Scan only files changed on this branch since it forked from REF (the
    /// merge-base, as in `REF...HEAD`), committed or not, plus untracked files.
    #[arg(long, value_name = "REF")]
    pub changed_since: Option<String>,
    /// Benchmarking: parse every file with the same grammars and run no rule.
    #[arg(long, hide = true)]
    pub parse_only: bool,
    /// Print scan statistics (files, bytes, files skipped by the prefilter) on stderr.
    #[arg(long)]
    pub stats: bool,
    /// Apply the configuration's `exclude` globs to files named on the command
    /// line too (for pre-commit and editors, which pass file names).
    #[arg(long)]
    pub force_exclude: bool,
    /// Lowest confidence to report: `high` (default for check) or `medium`
    /// (findings where some link of the evidence is a name-based guess).
    #[arg(long, value_name = "LEVEL", value_parser = parse_confidence)]
    pub min_confidence: Option<Confidence>,
    /// Report only in these execution contexts (comma-separated: service,
    /// library, cli, ui, test, example). Default: service and library code
    /// for missing safeguards, everything but tests and examples for defects.
    #[arg(long, value_delimiter = ',', value_name = "CONTEXTS", value_parser = parse_context)]
    pub contexts: Option<Vec<ExecContext>>,
}

fn parse_confidence(s: &str) -> Result<Confidence, String> {
    Confidence::parse(s).ok_or_else(|| format!("expected high or medium, found `{s}`"))
}

fn parse_context(s: &str) -> Result<ExecContext, String> {
    ExecContext::parse(s).ok_or_else(|| {
        format!("unknown context `{s}` (one of service, library, cli, ui, test, example)")
    })
}

impl ScanArgs {
    fn for_listing(config: Option<PathBuf>) -> ScanArgs {
        ScanArgs {
            paths: vec![PathBuf::from(".")],
            select: None,
            ignore: Vec::new(),
            include_tests: false,
            config,
            jobs: None,
            no_suppressions: false,
            baseline: None,
            write_baseline: None,
            changed_since: None,
            parse_only: false,
            stats: false,
            force_exclude: false,
            min_confidence: None,
            contexts: None,
        }
    }
}

#[derive(Args, Debug)]
pub struct CheckArgs {
    #[command(flatten)]
    pub scan: ScanArgs,
    /// Output format: annotated snippets (human), one line per finding
    /// (compact: `path:line:col: severity [rule] message`), json, sarif,
    /// GitHub annotations, GitLab Code Quality, or a markdown backlog.
    #[arg(long, value_enum, default_value_t = Format::Human)]
    pub format: Format,
    /// Lowest severity that makes the exit code 1 [default: warning, or
    /// `fail-on` from the configuration].
    #[arg(long, value_enum)]
    pub fail_on: Option<FailOn>,
    /// Colour in human output (auto: only on a terminal and without a
    /// non-empty NO_COLOR).
    #[arg(long, value_enum, default_value_t = ColorChoice::Auto)]
    pub color: ColorChoice,
    /// Write the report to FILE instead of stdout.
    #[arg(long, short = 'o', value_name = "FILE")]
    pub output_file: Option<PathBuf>,
    /// Also write a SARIF report of the same scan to FILE (annotations on
    /// stdout and SARIF for code scanning from one run).
    #[arg(long, value_name = "FILE")]
    pub sarif_file: Option<PathBuf>,
    /// Print the number of findings per rule instead of the findings.
    #[arg(long)]
    pub statistics: bool,
    /// Read the source from stdin (path `-`) and report it as PATH: its
    /// language, configuration and printed path come from PATH.
    #[arg(long, value_name = "PATH")]
    pub stdin_filename: Option<PathBuf>,
    /// Apply the safe fixes of the findings to the files, then report what
    /// remains (each edited file is re-parsed and re-checked first).
    #[arg(long)]
    pub fix: bool,
    /// Apply unsafe fixes too (they change behaviour: review the diff).
    #[arg(long)]
    pub unsafe_fixes: bool,
    /// Print the fixes as a unified diff instead of applying them; writes nothing.
    #[arg(long)]
    pub diff: bool,
}

#[derive(Args, Debug)]
pub struct BacklogArgs {
    #[command(flatten)]
    pub scan: ScanArgs,
    /// Output format: markdown work items, CSV for issue-tracker import, JSON, or an HTML page.
    #[arg(long, value_enum, default_value_t = crate::backlog::BacklogFormat::Markdown)]
    pub format: crate::backlog::BacklogFormat,
    /// Group items by rule, directory, CODEOWNERS owner or repository.
    #[arg(long, value_enum, default_value_t = crate::backlog::GroupBy::Rule)]
    pub group_by: crate::backlog::GroupBy,
    /// Merge these `check --format json` reports instead of scanning.
    #[arg(long, value_name = "REPORT", num_args = 1.., conflicts_with_all = ["changed_since", "baseline", "write_baseline"])]
    pub merge: Vec<PathBuf>,
    /// Mark items new/open/fixed since this backlog or report (JSON).
    #[arg(long, value_name = "FILE")]
    pub previous: Option<PathBuf>,
}

/// Most worker threads `--jobs` starts, whatever it asks for.
pub const MAX_JOBS: usize = 256;

/// Writes one line to stderr, escaping control characters; a closed or
/// broken stderr is not a reason to stop (`2>&-`, `2>&1 | head`).
pub fn stderr_line(line: &str) {
    let _ = writeln!(
        std::io::stderr(),
        "{}",
        crate::text::escape_control_keep_newlines(line)
    );
}

/// The outcome of writing the report: a reader that went away (`| head`)
/// ends the output quietly, like ripgrep; any other write error (a full
/// disk) is exit 2.
fn finish_output(written: std::io::Result<()>, out: &mut dyn Write) -> Result<(), String> {
    let flushed = written.and_then(|()| out.flush());
    match flushed {
        Ok(()) => Ok(()),
        Err(e) if render::is_broken_pipe(&e) => Ok(()),
        Err(e) => Err(format!("writing output: {e}")),
    }
}

/// Exit codes.
pub const EXIT_CLEAN: i32 = 0;
pub const EXIT_FINDINGS: i32 = 1;
pub const EXIT_ERROR: i32 = 2;

pub fn main() -> i32 {
    let cli = match Cli::try_parse() {
        Ok(c) => c,
        Err(e) => {
            let code = if e.use_stderr() {
                EXIT_ERROR
            } else {
                EXIT_CLEAN
            };
            let _ = e.print();
            return code;
        }
    };
    match run(cli) {
        Ok(code) => code,
        Err(message) => {
            stderr_line(&format!("error: {message}"));
            EXIT_ERROR
        }
    }
}

fn run(cli: Cli) -> Result<i32, String> {
    match cli.command {
        Command::Check(args) => check(args),
        Command::Rules { format } => {
            emit(|out| print_rules(format, out))?;
            Ok(EXIT_CLEAN)
        }
        Command::Explain { rule } => {
            let mut code = Ok(EXIT_CLEAN);
            emit(|out| code = explain(&rule, out))?;
            code
        }
        Command::Backlog(args) => backlog(args),
        Command::Init { force } => {
            let path = PathBuf::from("resilint.toml");
            if path.exists() && !force {
                return Err("resilint.toml already exists (use --force to overwrite)".into());
            }
            std::fs::write(&path, crate::init::STARTER)
                .map_err(|e| format!("writing resilint.toml: {e}"))?;
            let mut out = std::io::stdout();
            let written = writeln!(out, "wrote resilint.toml");
            finish_output(written, &mut out)?;
            Ok(EXIT_CLEAN)
        }
        Command::Incidents { format, config } => {
            let settings = load_settings(&ScanArgs::for_listing(config))?;
            emit(|out| print_incidents(&settings, format, out))?;
            Ok(EXIT_CLEAN)
        }
    }
}

/// `resilint backlog`: scan and build, or merge reports (`--merge`); then
/// compare with `--previous` and render.
fn backlog(args: BacklogArgs) -> Result<i32, String> {
    use crate::backlog::{self, report, trend};
    let mut exit = EXIT_CLEAN;
    let (mut built, settings, scan_root, repositories) = if args.merge.is_empty() {
        // The backlog includes medium-confidence findings (labelled) unless
        // the user asked for a level.
        let mut scan = args.scan.clone();
        scan.min_confidence.get_or_insert(Confidence::Medium);
        let (result, settings) = run_scan(&scan)?;
        if let Some(path) = &scan.write_baseline {
            stderr_line(&baseline_summary(&result, path));
        }
        if result.files_failed > 0 {
            exit = EXIT_ERROR;
        }
        let built = backlog::build(&result, &settings, args.group_by)?;
        let repositories = crate::git::repository(&result.root)
            .map(|r| r.name)
            .into_iter()
            .collect();
        (built, settings, Some(result.root), repositories)
    } else {
        if args.scan.paths.iter().any(|p| p != Path::new(".")) {
            return Err(
                "--merge builds the backlog from reports: give the report files after --merge, not paths to scan"
                    .into(),
            );
        }
        let settings = load_settings(&ScanArgs::for_listing(args.scan.config.clone()))?;
        let mut sources = Vec::new();
        for path in &args.merge {
            let report = report::read_report(path)?;
            sources.push(backlog::Source {
                fallback_name: Some(path.display().to_string()),
                report,
            });
        }
        let repositories: std::collections::BTreeSet<String> = sources
            .iter()
            .filter_map(|s| s.repository().map(str::to_string))
            .collect();
        let incidents = settings.all_incidents();
        let options = backlog::Options {
            group_by: args.group_by,
            incidents: &incidents,
            root: None,
        };
        (
            backlog::build_from(&sources, &options),
            settings,
            None,
            repositories,
        )
    };
    if let Some(path) = &args.previous {
        let previous = match report::read_input(path)? {
            report::Input::Backlog(value) => trend::Previous::from_backlog(value)
                .map_err(|e| format!("--previous {}: {e}", path.display()))?,
            report::Input::Report(report) => {
                let incidents = settings.all_incidents();
                let options = backlog::Options {
                    group_by: args.group_by,
                    incidents: &incidents,
                    root: scan_root.as_deref(),
                };
                // Without a recorded repository, items match by id alone.
                let source = backlog::Source {
                    report,
                    fallback_name: None,
                };
                trend::Previous::from_report(source, &options)
            }
        };
        trend::apply(&mut built, &previous, &repositories);
    }
    for w in &built.warnings {
        stderr_line(&format!("warning: {w}"));
    }
    let stdout = std::io::stdout();
    let mut out = crate::text::SafeWriter::new(stdout.lock());
    let written = backlog::render(&built, args.format, args.group_by, &mut out);
    finish_output(written, &mut out)?;
    Ok(exit)
}

/// Loads configuration for a scan: `--config`, or discovery from the first path.
pub fn load_settings(args: &ScanArgs) -> Result<Settings, String> {
    let config_path = match &args.config {
        Some(p) => {
            if !p.is_file() {
                return Err(format!("--config {}: no such file", p.display()));
            }
            Some(p.clone())
        }
        None => args.paths.first().and_then(|p| config::discover(p)),
    };
    let file = match &config_path {
        Some(p) => config::load(p).map_err(|e| e.to_string())?,
        None => config::ConfigFile::default(),
    };
    let cwd = crate::project::current_dir();
    let first = args
        .paths
        .first()
        .cloned()
        .unwrap_or_else(|| PathBuf::from("."));
    let project_root = crate::project::find_root(config_path.as_deref(), &first, &cwd);
    let root = config_path
        .as_ref()
        .map(|p| crate::project::canonical_arg(p, &cwd))
        .and_then(|p| p.parent().map(|d| d.to_path_buf()))
        .unwrap_or_else(|| project_root.clone());
    let overrides = Overrides {
        select: args.select.as_deref().map(config::normalize_ids),
        ignore: config::normalize_ids(&args.ignore),
        include_tests: args.include_tests,
        no_suppressions: args.no_suppressions,
        contexts: args.contexts.clone(),
        min_confidence: args.min_confidence,
    };
    let mut settings = Settings::build(&file, root, &overrides).map_err(|e| match e {
        ConfigError::Usage(m) => m,
        other => other.to_string(),
    })?;
    settings.project_root = project_root;
    settings.force_exclude = args.force_exclude;
    Ok(settings)
}

/// Runs a scan with everything `check` and `backlog` share: configuration,
/// changed files, baseline; prints warnings to stderr.
pub fn run_scan(args: &ScanArgs) -> Result<(engine::ScanResult, Settings), String> {
    run_scan_of(args, None)
}

/// `run_scan`, or with `stdin` = (file name, text) a scan of that one text.
fn run_scan_of(
    args: &ScanArgs,
    stdin: Option<(&Path, &str)>,
) -> Result<(engine::ScanResult, Settings), String> {
    let mut settings = load_settings(args)?;
    crate::model::knowledge::install(&settings.knowledge);
    if args.parse_only {
        settings.parse_only = true;
        settings.enabled.clear();
    }
    settings.progress = std::io::stderr().is_terminal();
    let mut jobs = args.jobs.unwrap_or_else(default_jobs);
    if jobs == 0 {
        return Err("--jobs must be at least 1".into());
    }
    if jobs > MAX_JOBS {
        stderr_line(&format!("warning: --jobs {jobs} capped at {MAX_JOBS}"));
        jobs = MAX_JOBS;
    }
    if let Some(reference) = &args.changed_since {
        let dir = args
            .paths
            .first()
            .map(|p| {
                if p.is_dir() {
                    p.clone()
                } else {
                    p.parent().map(|d| d.to_path_buf()).unwrap_or_default()
                }
            })
            .unwrap_or_else(|| PathBuf::from("."));
        let dir = if dir.as_os_str().is_empty() {
            PathBuf::from(".")
        } else {
            dir
        };
        settings.only_files = Some(crate::git::changed_files(&dir, reference)?);
    }
    let baseline = match &args.baseline {
        Some(p) => Some(crate::baseline::Baseline::read(p)?),
        None => None,
    };
    let mut result = match stdin {
        Some((path, text)) => engine::scan_text(path, text, &settings),
        None => engine::scan(&args.paths, &settings, jobs).map_err(|e| e.to_string())?,
    };
    if let Some(path) = &args.write_baseline {
        crate::baseline::Baseline::from_findings(&result.findings).write(path)?;
    }
    if let Some(b) = &baseline {
        result.baseline_stale = b.stale(&result.findings, &result.scanned_paths);
        result.baseline_suppressed = b.filter(&mut result.findings);
    }
    let mut warnings = result.warnings.clone();
    warnings.sort();
    for w in &warnings {
        stderr_line(&format!("warning: {w}"));
    }
    for n in &result.notes {
        stderr_line(&format!("note: {n}"));
    }
    if result.baseline_stale > 0
        && let Some(path) = &args.baseline
    {
        let n = result.baseline_stale;
        let (entries, verb) = if n == 1 {
            ("1 baseline entry".to_string(), "matches")
        } else {
            (format!("{n} baseline entries"), "match")
        };
        stderr_line(&format!(
            "note: {entries} in {} no longer {verb} any finding (fixed or changed); refresh it with --write-baseline",
            path.display()
        ));
    }
    if args.stats {
        let secs = result.elapsed.as_secs_f64().max(1e-9);
        stderr_line(&format!(
            "stats: {} scanned ({} not parsed: no trigger word; {} not parsed: no remote evidence and no word of a high finding; {} parsed by the cross-file index pass), {} skipped, {} failed, {:.1} MB, {:.2} s, {:.0} files/s, {:.1} MB/s",
            render::count(result.files_scanned, "file"),
            result.files_prefiltered,
            result.files_unresolved,
            result.files_indexed,
            result.files_skipped,
            result.files_failed,
            result.bytes_scanned as f64 / 1e6,
            secs,
            result.files_scanned as f64 / secs,
            result.bytes_scanned as f64 / 1e6 / secs
        ));
    }
    Ok((result, settings))
}

/// Colour only when asked, or on a terminal when NO_COLOR is unset or empty
/// (no-color.org: a non-empty value disables colour).
fn use_color(choice: ColorChoice, to_terminal: bool) -> bool {
    color_decision(choice, to_terminal, std::env::var_os("NO_COLOR").as_deref())
}

fn color_decision(
    choice: ColorChoice,
    to_terminal: bool,
    no_color: Option<&std::ffi::OsStr>,
) -> bool {
    match choice {
        ColorChoice::Always => true,
        ColorChoice::Never => false,
        ColorChoice::Auto => to_terminal && no_color.is_none_or(|v| v.is_empty()),
    }
}

/// Reads the source for `--stdin-filename` (`-` as the path).
fn read_stdin(args: &mut CheckArgs) -> Result<Option<(PathBuf, String)>, String> {
    let dash = args.scan.paths.iter().any(|p| p.as_os_str() == "-");
    let Some(name) = args.stdin_filename.clone() else {
        if dash {
            return Err("reading the source from stdin (`-`) needs --stdin-filename PATH".into());
        }
        return Ok(None);
    };
    let single = args.scan.paths.len() == 1;
    let only_default = single && args.scan.paths[0] == Path::new(".");
    if !(only_default || dash && single) {
        return Err("--stdin-filename scans stdin only: pass `-` as the single path".into());
    }
    let mut text = String::new();
    std::io::Read::read_to_string(&mut std::io::stdin(), &mut text)
        .map_err(|e| format!("reading stdin: {e}"))?;
    let path = crate::project::absolute(&name, &crate::project::current_dir());
    args.scan.paths = vec![path.clone()];
    Ok(Some((path, text)))
}

fn check(mut args: CheckArgs) -> Result<i32, String> {
    let stdin = read_stdin(&mut args)?;
    if stdin.is_some() && (args.fix || args.diff) {
        return Err("--fix and --diff apply to files, not to stdin (--stdin-filename)".into());
    }
    let (mut result, settings) = run_scan_of(
        &args.scan,
        stdin.as_ref().map(|(p, t)| (p.as_path(), t.as_str())),
    )?;
    if let Some(path) = &args.scan.write_baseline {
        // Recording a baseline is not a failed check: summarise and exit 0.
        let summary = format!(
            "{}\nRun `resilint check --baseline {}` to report only findings that are not in it.",
            baseline_summary(&result, path),
            path.display()
        );
        let mut out = std::io::stdout();
        let written = writeln!(
            out,
            "{}",
            crate::text::escape_control_keep_newlines(&summary)
        );
        finish_output(written, &mut out)?;
        return Ok(EXIT_CLEAN);
    }
    if args.fix || args.diff {
        let opts = crate::fix::apply::FixOptions {
            unsafe_fixes: args.unsafe_fixes,
            write: !args.diff,
        };
        let baseline = match &args.scan.baseline {
            Some(p) => Some(crate::baseline::Baseline::read(p)?),
            None => None,
        };
        let report = crate::fix::apply::run(&mut result, &settings, opts, baseline.as_ref());
        for w in &report.warnings {
            stderr_line(&format!("warning: {w}"));
        }
        if args.diff {
            stderr_line(&report.summary(opts, result.findings.len()));
            let diff: String = report.diffs.iter().map(|(_, d)| d.as_str()).collect();
            write_text(&args, &diff)?;
            return Ok(if report.diffs.is_empty() {
                EXIT_CLEAN
            } else {
                EXIT_FINDINGS
            });
        }
        stderr_line(&report.summary(opts, result.findings.len()));
    }
    if result.baseline_suppressed > 0 && args.format != Format::Human {
        stderr_line(&format!(
            "note: {} suppressed by the baseline",
            render::count(result.baseline_suppressed, "finding")
        ));
    }
    if let Some(path) = &args.sarif_file {
        let mut file = std::fs::File::create(path)
            .map(std::io::BufWriter::new)
            .map_err(|e| format!("--sarif-file {}: {e}", path.display()))?;
        render::render(Format::Sarif, &result, &settings, false, &mut file)
            .and_then(|()| file.flush())
            .map_err(|e| format!("--sarif-file {}: {e}", path.display()))?;
    }
    match &args.output_file {
        Some(path) => {
            let mut file = std::fs::File::create(path)
                .map(std::io::BufWriter::new)
                .map_err(|e| format!("--output-file {}: {e}", path.display()))?;
            let color = use_color(args.color, false);
            write_report(&args, &result, &settings, color, &mut file)
                .and_then(|()| file.flush())
                .map_err(|e| format!("--output-file {}: {e}", path.display()))?;
        }
        None => {
            let stdout = std::io::stdout();
            let color = use_color(args.color, stdout.is_terminal());
            let mut out = stdout.lock();
            let written = write_report(&args, &result, &settings, color, &mut out);
            finish_output(written, &mut out)?;
        }
    }
    if result.files_failed > 0 {
        stderr_line(&format!(
            "error: analysis failed on {} file(s); see the warnings above",
            result.files_failed
        ));
        return Ok(EXIT_ERROR);
    }
    let fail_on = args.fail_on.or_else(|| {
        settings
            .fail_on
            .as_deref()
            .and_then(|f| FailOn::from_str(f, true).ok())
    });
    let code = exit_code(&result.findings, fail_on.unwrap_or(FailOn::Warning));
    // The process exits next: freeing the project index and the findings
    // one allocation at a time would only cost time.
    std::mem::forget(result);
    Ok(code)
}

/// Writes `text` to `--output-file` or stdout (`--diff`).
fn write_text(args: &CheckArgs, text: &str) -> Result<(), String> {
    match &args.output_file {
        Some(path) => {
            std::fs::write(path, text).map_err(|e| format!("--output-file {}: {e}", path.display()))
        }
        None => {
            let mut out = std::io::stdout().lock();
            let written = out.write_all(text.as_bytes());
            finish_output(written, &mut out)
        }
    }
}

/// `Wrote 3 findings to baseline FILE (rule: n, ...).`
fn baseline_summary(result: &engine::ScanResult, path: &Path) -> String {
    let mut by_rule: std::collections::BTreeMap<&str, usize> = Default::default();
    for f in &result.findings {
        *by_rule.entry(f.rule).or_default() += 1;
    }
    let rules: Vec<String> = by_rule.iter().map(|(r, n)| format!("{r}: {n}")).collect();
    format!(
        "Wrote {} to baseline {}{}.",
        render::count(result.findings.len(), "finding"),
        path.display(),
        if rules.is_empty() {
            String::new()
        } else {
            format!(" ({})", rules.join(", "))
        }
    )
}

/// The report `check` prints: the findings in `--format`, or `--statistics`.
fn write_report(
    args: &CheckArgs,
    result: &engine::ScanResult,
    settings: &Settings,
    color: bool,
    out: &mut dyn Write,
) -> std::io::Result<()> {
    if args.statistics {
        return render::statistics(result, out);
    }
    if args.format == Format::Backlog {
        let backlog = crate::backlog::build(result, settings, crate::backlog::GroupBy::Rule)
            .map_err(std::io::Error::other)?;
        let mut safe = crate::text::SafeWriter::new(&mut *out);
        return crate::backlog::render(
            &backlog,
            crate::backlog::BacklogFormat::Markdown,
            crate::backlog::GroupBy::Rule,
            &mut safe,
        )
        .and_then(|()| safe.flush());
    }
    render::render(args.format, result, settings, color, out)
}

pub fn default_jobs() -> usize {
    std::thread::available_parallelism().map_or(1, |n| n.get())
}

fn exit_code(findings: &[crate::finding::Finding], fail_on: FailOn) -> i32 {
    let threshold = match fail_on {
        FailOn::Never => return EXIT_CLEAN,
        FailOn::Error => Severity::Error,
        FailOn::Warning => Severity::Warning,
        FailOn::Info => Severity::Info,
    };
    if findings.iter().any(|f| f.severity >= threshold) {
        EXIT_FINDINGS
    } else {
        EXIT_CLEAN
    }
}

/// Renders a listing into memory, then writes it out: a closed pipe ends
/// quietly, a write error (a full disk) is an error.
fn emit(render: impl FnOnce(&mut Vec<u8>)) -> Result<(), String> {
    let mut buf = Vec::new();
    render(&mut buf);
    let mut out = std::io::stdout().lock();
    let written = out.write_all(&buf);
    finish_output(written, &mut out)
}

fn print_rules(format: ListFormat, out: &mut Vec<u8>) {
    // Writes to memory cannot fail; `emit` reports the real write.
    match format {
        ListFormat::Text => {
            let _ = writeln!(
                out,
                "{:<28} {:<8} {:<18} summary",
                "rule", "severity", "languages"
            );
            for rule in rules::all() {
                let m = rule.meta();
                let langs: Vec<&str> = m
                    .families
                    .iter()
                    .map(|f| match f {
                        crate::lang::Family::Js => "js/ts",
                        crate::lang::Family::Ruby => "ruby",
                        crate::lang::Family::Python => "python",
                    })
                    .collect();
                let opt = if m.opt_in && !m.summary.contains("(opt-in)") {
                    " (opt-in)"
                } else {
                    ""
                };
                let _ = writeln!(
                    out,
                    "{:<28} {:<8} {:<18} {}{opt}",
                    m.id,
                    m.severity.as_str(),
                    langs.join(","),
                    m.summary
                );
            }
            for p in crate::suppress::PSEUDO_RULES {
                let _ = writeln!(
                    out,
                    "{:<28} {:<8} {:<18} {}",
                    p.id, "warning", "all", p.summary
                );
            }
        }
        ListFormat::Json => {
            let list: Vec<serde_json::Value> = rules::all()
                .iter()
                .map(|r| {
                    let m = r.meta();
                    serde_json::json!({
                        "id": m.id,
                        "kind": "rule",
                        "name": m.name,
                        "severity": m.severity.as_str(),
                        "languages": m.families.iter().map(|f| f.name()).collect::<Vec<_>>(),
                        "summary": m.summary,
                        "incidents": m.incidents,
                        "fix": m.fix,
                        "effort": m.effort,
                        "opt_in": m.opt_in,
                        "options": m.options.iter().map(|o| serde_json::json!({"name": o.name, "default": o.default, "description": o.description})).collect::<Vec<_>>(),
                    })
                })
                .chain(crate::suppress::PSEUDO_RULES.iter().map(|p| {
                    serde_json::json!({
                        "id": p.id,
                        "kind": "suppression",
                        "name": p.name,
                        "severity": "warning",
                        "languages": crate::lang::Family::ALL.iter().map(|f| f.name()).collect::<Vec<_>>(),
                        "summary": p.summary,
                        "incidents": [],
                        "fix": "Correct or delete the suppression comment.",
                        "effort": "trivial",
                        "opt_in": false,
                        "options": [],
                    })
                }))
                .collect();
            let _ = writeln!(
                out,
                "{}",
                serde_json::to_string_pretty(&list).unwrap_or_default()
            );
        }
    }
}

fn explain(id: &str, out: &mut Vec<u8>) -> Result<i32, String> {
    // Writes to memory cannot fail; `emit` reports the real write.
    // `Missing_Retry` finds `missing-retry`.
    let id = id.trim().to_ascii_lowercase().replace('_', "-");
    if let Some(p) = crate::suppress::pseudo_by_id(&id) {
        let _ = writeln!(out, "# {} (warning)\n", p.id);
        let _ = writeln!(out, "{}\n", p.summary);
        let _ = writeln!(out, "{}", p.docs.trim());
        return Ok(EXIT_CLEAN);
    }
    let Some(rule) = rules::by_id(&id) else {
        return Err(config::unknown_rule_message("explain", &id));
    };
    let m = rule.meta();
    let _ = writeln!(out, "# {} ({})\n", m.id, m.severity);
    let _ = writeln!(out, "{}\n", m.summary);
    let _ = writeln!(out, "{}", m.docs.trim());
    let _ = writeln!(out, "\n## Confidence and context\n");
    let _ = writeln!(out, "{}", m.confidence);
    let _ = writeln!(
        out,
        "\n`check` reports `high` findings by default (`--min-confidence medium` shows the rest); `backlog` includes `medium`, labelled. The README section \"Evidence, contexts and confidence\" explains execution contexts and how to extend the knowledge tables."
    );
    let _ = writeln!(out, "\n## Incidents\n");
    for inc_id in m.incidents {
        if let Some(inc) = incidents::find(incidents::builtin(), inc_id) {
            let _ = writeln!(out, "- {}", incidents::one_line(inc));
            let _ = writeln!(
                out,
                "  {}",
                inc.summary.split_whitespace().collect::<Vec<_>>().join(" ")
            );
        }
    }
    if let Ok(settings) = load_settings(&ScanArgs::for_listing(None)) {
        for t in settings
            .team_incidents
            .iter()
            .filter(|t| t.rules.iter().any(|r| r == m.id))
        {
            let _ = writeln!(out, "- {} (team)", incidents::one_line(t));
        }
    }
    // Some rules document their options in their own text already.
    if !m.options.is_empty() && !m.docs.contains("## Options") {
        let _ = writeln!(out, "\n## Options\n");
        for o in m.options {
            let _ = writeln!(
                out,
                "- `{}` (default {}): {}",
                o.name, o.default, o.description
            );
        }
    }
    Ok(EXIT_CLEAN)
}

fn print_incidents(settings: &Settings, format: ListFormat, out: &mut Vec<u8>) {
    // Writes to memory cannot fail; `emit` reports the real write.
    let mut all = settings.all_incidents();
    // Oldest first; ISO dates sort as text.
    all.sort_by(|a, b| a.date.cmp(&b.date).then_with(|| a.id.cmp(&b.id)));
    match format {
        ListFormat::Json => {
            let _ = writeln!(
                out,
                "{}",
                serde_json::to_string_pretty(&all).unwrap_or_default()
            );
        }
        ListFormat::Text => {
            for inc in &all {
                let _ = writeln!(out, "{}  {}  [{}]", inc.id, inc.date, inc.source);
                let _ = writeln!(out, "  {}", inc.title);
                if !inc.service.is_empty() {
                    let _ = writeln!(out, "  service: {}", inc.service);
                }
                let _ = writeln!(out, "  rules: {}", inc.rules.join(", "));
                if let Some(url) = &inc.url {
                    let _ = writeln!(out, "  url: {url}");
                }
                let _ = writeln!(out);
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::ffi::OsStr;

    #[test]
    fn empty_no_color_does_not_disable_colour() {
        assert!(color_decision(ColorChoice::Auto, true, None));
        assert!(color_decision(
            ColorChoice::Auto,
            true,
            Some(OsStr::new(""))
        ));
        assert!(!color_decision(
            ColorChoice::Auto,
            true,
            Some(OsStr::new("1"))
        ));
        assert!(!color_decision(ColorChoice::Auto, false, None));
        assert!(color_decision(
            ColorChoice::Always,
            false,
            Some(OsStr::new("1"))
        ));
    }
}
