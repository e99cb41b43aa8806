//! The scan: discover files, then for each file in parallel read, decode,
//! parse, compute facts, run the rules in one traversal, apply suppressions
//! and fingerprint the findings.

use crate::config::Settings;
use crate::context::Cx;
use crate::finding::{Finding, sort_findings};
use crate::index::ProjectIndex;
use crate::lang::{Family, Lang};
use crate::project;
use crate::rules::{self, Rule};
use crate::semantics::ast::Field;
use crate::semantics::facts::FileFacts;
use crate::semantics::kind::NodeKind as _;
use crate::semantics::parents;
use crate::suppress;
use crate::walk::{self, Candidate};
use aho_corasick::{AhoCorasick, MatchKind};
use rayon::prelude::*;
use sha2::{Digest, Sha256};
use std::cell::{Cell, RefCell};
use std::collections::HashMap;
use std::io::Read;
use std::ops::ControlFlow;
use std::panic::AssertUnwindSafe;
use std::path::{Path, PathBuf};
use std::sync::{Once, OnceLock};
use std::time::{Duration, Instant};
use tree_sitter::{Parser, QueryCursor, Tree};

/// Files above this size are not source code anyone wrote by hand.
pub const MAX_FILE_BYTES: usize = 8 * 1024 * 1024;
/// Parser steps per millisecond of parsing on an idle core: tree-sitter calls
/// the progress callback once per 100 parse operations, and one callback is
/// one step of the budget. Calibrated on the benchmark machine.
pub const PARSE_STEPS_PER_MS: u64 = 100;

/// Deterministic parse budget per file, in parser steps (about 5 s of work
/// on an idle core). `RESILINT_PARSE_BUDGET_MS` overrides it in idle-core
/// milliseconds; a loaded machine parses the same files as an idle one.
pub fn parse_budget_steps() -> u64 {
    static BUDGET: OnceLock<u64> = OnceLock::new();
    *BUDGET.get_or_init(|| {
        std::env::var("RESILINT_PARSE_BUDGET_MS")
            .ok()
            .and_then(|v| v.parse::<u64>().ok())
            .unwrap_or(5_000)
            .saturating_mul(PARSE_STEPS_PER_MS)
    })
}

/// Wall-clock budget for the rules on one file, the backstop for analysis
/// that grows faster than the file (`RESILINT_ANALYSIS_BUDGET_MS`).
pub fn analysis_budget() -> Duration {
    static BUDGET: OnceLock<Duration> = OnceLock::new();
    *BUDGET.get_or_init(|| {
        std::env::var("RESILINT_ANALYSIS_BUDGET_MS")
            .ok()
            .and_then(|v| v.parse().ok())
            .map_or(Duration::from_secs(20), Duration::from_millis)
    })
}

thread_local! {
    /// Set while a file or rule runs under [`isolated`]: the panic hook then
    /// records the message instead of printing it.
    static ISOLATING: Cell<bool> = const { Cell::new(false) };
    static LAST_PANIC: RefCell<Option<String>> = const { RefCell::new(None) };
}

fn payload_message(payload: &(dyn std::any::Any + Send)) -> String {
    payload
        .downcast_ref::<&str>()
        .map(|s| s.to_string())
        .or_else(|| payload.downcast_ref::<String>().cloned())
        .unwrap_or_else(|| "unknown panic".to_string())
}

fn install_panic_capture() {
    static ONCE: Once = Once::new();
    ONCE.call_once(|| {
        let previous = std::panic::take_hook();
        std::panic::set_hook(Box::new(move |info| {
            if ISOLATING.with(Cell::get) {
                let at = info
                    .location()
                    .map(|l| format!(" at {}:{}", l.file(), l.line()))
                    .unwrap_or_default();
                let message = format!("{}{at}", payload_message(info.payload()));
                LAST_PANIC.with(|p| *p.borrow_mut() = Some(message));
            } else {
                previous(info);
            }
        }));
    });
}

/// Runs `f`; a panic becomes `Err(message)` instead of ending the scan.
fn isolated<T>(f: impl FnOnce() -> T) -> Result<T, String> {
    install_panic_capture();
    let was = ISOLATING.with(|c| c.replace(true));
    let result = std::panic::catch_unwind(AssertUnwindSafe(f));
    ISOLATING.with(|c| c.set(was));
    result.map_err(|payload| {
        LAST_PANIC
            .with(|p| p.borrow_mut().take())
            .unwrap_or_else(|| payload_message(&*payload))
    })
}

/// Test hook (`RESILINT_INJECT_PANIC=rule-id:path-part`): that rule panics
/// on files whose path contains `path-part`, to exercise the isolation.
fn injected_panic(rule: &str, rel: &str) -> bool {
    static SPEC: OnceLock<Option<(String, String)>> = OnceLock::new();
    SPEC.get_or_init(|| {
        let v = std::env::var("RESILINT_INJECT_PANIC").ok()?;
        let (r, p) = v.split_once(':')?;
        Some((r.to_string(), p.to_string()))
    })
    .as_ref()
    .is_some_and(|(r, p)| r == rule && rel.contains(p.as_str()))
}

#[derive(Debug, Default)]
pub struct ScanResult {
    pub findings: Vec<Finding>,
    pub files_scanned: usize,
    pub files_skipped: usize,
    pub warnings: Vec<String>,
    pub elapsed: Duration,
    /// Findings hidden by inline suppressions.
    pub suppressed: usize,
    /// Findings hidden because they are in the baseline.
    pub baseline_suppressed: usize,
    /// Baseline entries for scanned files that match no finding any more.
    pub baseline_stale: usize,
    /// Files not parsed because they contain none of the selected rules' trigger words.
    pub files_prefiltered: usize,
    /// Files not parsed at the default confidence because they hold no
    /// remote evidence and no word under which a selected rule could
    /// report `high` there (`Rule::triggers_without_remote_evidence`).
    pub files_unresolved: usize,
    /// Bytes of source read.
    pub bytes_scanned: u64,
    /// Files parsed by the cross-file first pass.
    pub files_indexed: usize,
    /// Why files named on the command line were not scanned.
    pub notes: Vec<String>,
    /// The project root finding paths are relative to (absolute).
    pub root: PathBuf,
    /// Paths (as printed) of the files scanned, sorted.
    pub scanned_paths: Vec<String>,
    /// Findings not reported because of their execution context (a missing
    /// retry in a CLI command, anything in tests or examples).
    pub hidden_by_context: usize,
    /// Findings below `--min-confidence`.
    pub hidden_by_confidence: usize,
    /// Files whose analysis failed (a rule panicked): their other rules'
    /// findings are kept, a warning names the file and rule, exit code 2.
    pub files_failed: usize,
    /// What the scan knew about the project, to re-check a file after
    /// `--fix` edits it with the same cross-file knowledge.
    pub rechecker: Option<std::sync::Arc<Rechecker>>,
}

/// The selected rules and the cross-file index of a finished scan: checks
/// new text of one of its files as the scan would have (`check --fix`
/// re-checks every file it edits).
pub struct Rechecker {
    dispatch: Dispatch,
    index: ProjectIndex,
}

impl std::fmt::Debug for Rechecker {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Rechecker").finish_non_exhaustive()
    }
}

impl Rechecker {
    /// The reported findings (suppressions and the reporting policy applied,
    /// fixes attached) of `text` as the content of `path`; `None` when the
    /// file would be skipped or its analysis failed.
    pub fn check(
        &self,
        settings: &Settings,
        path: &Path,
        lang: Lang,
        rel: &str,
        text: &str,
    ) -> Option<Vec<Finding>> {
        let mut worker = Worker::new();
        let run = Run {
            settings,
            dispatch: &self.dispatch,
            index: &self.index,
            isolate_rules: true,
            forced: false,
            vetted: false,
        };
        match isolated(|| analyze(&mut worker, path, lang, text, rel, &run, None)) {
            Ok(FileOutcome::Scanned {
                mut findings,
                failures,
                ..
            }) if failures.is_empty() => {
                findings.retain(|f| f.confidence >= settings.min_confidence);
                Some(findings)
            }
            _ => None,
        }
    }
}

impl ScanResult {
    /// Where a finding's (project-relative) path is on disk.
    pub fn file_path(&self, rel: &str) -> PathBuf {
        self.root.join(rel)
    }
}

#[derive(Debug, thiserror::Error)]
pub enum ScanError {
    #[error(transparent)]
    MissingPath(#[from] walk::MissingPath),
    #[error("cannot start worker threads: {0}")]
    Threads(String),
}

/// The per-grammar table from node kind id to the rules that want it, and
/// the per-family trigger-word prefilter.
struct Dispatch {
    rules: Vec<&'static dyn Rule>,
    tables: [OnceLock<Vec<Vec<u16>>>; 4],
    prefilters: [OnceLock<Option<AhoCorasick>>; 3],
    parse_only: bool,
    /// `RESILINT_NO_PREFILTER=1` (benchmarks): parse every file.
    no_prefilter: bool,
    /// Configured client names are trigger words too.
    extra_triggers: Vec<String>,
    /// Only `high` findings are reported (`--min-confidence high`).
    high_only: bool,
    /// Per family, the automaton of [`Dispatch::only_medium_without_evidence`].
    evidence_free: [OnceLock<Option<AhoCorasick>>; 3],
    /// Package manifests and the project root, for execution contexts.
    layout: Option<crate::model::exec::Layout>,
}

impl Dispatch {
    fn new(settings: &Settings) -> Dispatch {
        Dispatch {
            rules: rules::all()
                .iter()
                .copied()
                .filter(|r| settings.is_enabled(r.meta().id))
                .collect(),
            tables: Default::default(),
            prefilters: Default::default(),
            high_only: settings.min_confidence == crate::finding::Confidence::High,
            evidence_free: Default::default(),
            parse_only: settings.parse_only,
            no_prefilter: std::env::var_os("RESILINT_NO_PREFILTER").is_some(),
            extra_triggers: settings
                .clients
                .iter()
                .filter_map(|c| c.rsplit([':', '.']).next())
                .filter(|w| !w.is_empty())
                .map(str::to_string)
                .collect(),
            layout: None,
        }
    }

    /// The automaton over the trigger words of the selected rules for a
    /// family; `None` when some rule wants every file parsed.
    fn prefilter(&self, family: Family) -> Option<&AhoCorasick> {
        self.prefilters[family as usize]
            .get_or_init(|| self.build_prefilter(family))
            .as_ref()
    }

    /// The automaton of [`Dispatch::prefilter`] over the current words.
    fn build_prefilter(&self, family: Family) -> Option<AhoCorasick> {
        let words = self.prefilter_words(family)?;
        text_automaton(
            AhoCorasick::builder()
                .ascii_case_insensitive(true)
                .match_kind(MatchKind::LeftmostFirst),
            &words,
        )
    }

    /// The words of [`Dispatch::build_prefilter`]; `None` when some rule
    /// wants every file parsed.
    fn prefilter_words(&self, family: Family) -> Option<Vec<&str>> {
        let mut words: Vec<&str> = Vec::new();
        for rule in self
            .rules
            .iter()
            .filter(|r| r.meta().families.contains(&family))
        {
            let t = rule.triggers(family);
            if t.is_empty() {
                return None;
            }
            words.extend_from_slice(t);
        }
        // House clients from configuration (`Cupix::HttpClient`).
        words.extend(self.extra_triggers.iter().map(String::as_str));
        words.sort_unstable();
        words.dedup();
        Some(words)
    }

    /// True when a file with no remote evidence (the first pass summarised
    /// nothing of it) need not be parsed: only `high` findings are
    /// reported, and `text` holds no word under which a selected rule
    /// could report one there (`Rule::triggers_without_remote_evidence`,
    /// the configured clients and the words the index adds), nor a
    /// `resilint:` comment.
    fn only_medium_without_evidence(&self, family: Family, text: &str) -> bool {
        if !self.high_only || self.parse_only || self.no_prefilter || text.contains("resilint:") {
            return false;
        }
        self.evidence_free[family as usize]
            .get_or_init(|| {
                let mut words: Vec<&str> = Vec::new();
                for rule in self
                    .rules
                    .iter()
                    .filter(|r| r.meta().families.contains(&family))
                {
                    if rule.triggers(family).is_empty() {
                        // A rule that wants every file parsed.
                        return None;
                    }
                    words.extend_from_slice(rule.triggers_without_remote_evidence(family));
                }
                words.extend(self.extra_triggers.iter().map(String::as_str));
                words.sort_unstable();
                words.dedup();
                if words.is_empty() {
                    // Matches nothing: every such file is skipped.
                    words.push("\0");
                }
                text_automaton(
                    AhoCorasick::builder()
                        .ascii_case_insensitive(true)
                        .match_kind(MatchKind::LeftmostFirst),
                    &words,
                )
            })
            .as_ref()
            .is_some_and(|ac| !ac.is_match(text))
    }

    /// True when no selected rule can report anything in `text`.
    fn cannot_match(&self, family: Family, text: &str) -> bool {
        self.cannot_match_with(family, text, || self.prefilter(family))
    }

    /// [`Dispatch::cannot_match`] with the given prefilter automaton.
    fn cannot_match_with<'a>(
        &self,
        family: Family,
        text: &str,
        prefilter: impl FnOnce() -> Option<&'a AhoCorasick>,
    ) -> bool {
        self.cannot_match_found(family, text, || prefilter().map(|ac| ac.is_match(text)))
    }

    /// [`Dispatch::cannot_match`] given whether the text holds a trigger
    /// word (`None`: no prefilter).
    fn cannot_match_found(
        &self,
        family: Family,
        text: &str,
        found: impl FnOnce() -> Option<bool>,
    ) -> bool {
        if self.parse_only || self.no_prefilter || text.contains("resilint:") {
            return false;
        }
        if !self
            .rules
            .iter()
            .any(|r| r.meta().families.contains(&family))
        {
            return true;
        }
        found().is_some_and(|found| !found)
    }

    fn table(&self, lang: Lang) -> &[Vec<u16>] {
        self.tables[lang.index()].get_or_init(|| {
            let grammar = lang.grammar();
            let count = grammar.node_kind_count();
            let mut table = vec![Vec::new(); count];
            for (ri, rule) in self.rules.iter().enumerate() {
                if !rule.meta().families.contains(&lang.family()) {
                    continue;
                }
                let kinds = rule.node_kinds(lang.family());
                for (id, slot) in table.iter_mut().enumerate() {
                    let id = id as u16;
                    if grammar.node_kind_is_named(id)
                        && grammar
                            .node_kind_for_id(id)
                            .is_some_and(|k| kinds.contains(&k))
                    {
                        slot.push(ri as u16);
                    }
                }
            }
            table
        })
    }
}

/// What the first pass computed for a file it parsed, handed to the main
/// pass so that it is not computed twice: the file facts and the receiver
/// bindings (neither depends on the cross-file index), and, within
/// [`KEPT_TREES_BUDGET_BYTES`], the text and its tree.
struct Prepared {
    facts: FileFacts,
    bindings: Option<crate::semantics::bindings::Bindings>,
    parsed: Option<(String, Tree, Option<crate::semantics::parents::Detached>)>,
}

/// What the first pass learnt about a file for the main pass.
enum FirstPass {
    /// It parsed the file (see [`Prepared`]).
    Parsed(Box<Prepared>),
    /// The file (a regular source file, not generated, `bytes` long once
    /// decoded) contains no trigger word of the selected rules, not counting
    /// the words the index adds: when the index adds none, the main pass
    /// would not parse it, and need not read it again.
    NoTrigger {
        bytes: usize,
        /// The project code it calls (keys of `resolve::callee_key`): a
        /// call of a project wrapper that the index finds outbound is
        /// judged at this call site, so the file is checked after all.
        callees: Vec<String>,
    },
    /// The file (a regular source file, not generated) contains a trigger
    /// word of the selected rules but the index did not parse it: its
    /// decoded text, within [`KEPT_TEXT_BUDGET_BYTES`], so that the main
    /// pass need not read and decode it again; `summarised` once the
    /// pass-through pass summarised it (it imports or names project code
    /// with remote work) without keeping its tree.
    Read { text: String, summarised: bool },
}

/// At most this many bytes of source are kept with their trees between the
/// passes: a tree takes about 20 times its source in memory (16 MiB of
/// source, about 320 MiB of trees), and all kept trees are alive at once
/// when the main pass starts. Files beyond it are read and parsed again by
/// the main pass, which costs about as much CPU as the rest of their
/// analysis (the bench corpus keeps 11.8 MB of source, all it parsed).
const KEPT_TREES_BUDGET_BYTES: usize = 16 * 1024 * 1024;

/// At most this many bytes of decoded source of files the first pass read
/// but did not parse are kept for the main pass (files beyond it are read
/// again).
const KEPT_TEXT_BUDGET_BYTES: usize = 64 * 1024 * 1024;

/// Per-worker state: one parser and one query cursor per thread.
struct Worker {
    parser: Parser,
    cursor: QueryCursor,
}

impl Worker {
    fn new() -> Worker {
        Worker {
            parser: Parser::new(),
            cursor: QueryCursor::new(),
        }
    }
}

/// Why a file was not parsed.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Unparsed {
    /// It holds no trigger word of the selected rules.
    NoTrigger,
    /// At the default confidence: no remote evidence and no word of a
    /// finding that could be `high` there.
    NoRemoteEvidence,
}

impl FileOutcome {
    /// A file scanned without being parsed: no findings.
    fn unparsed(bytes: usize, why: Unparsed) -> FileOutcome {
        FileOutcome::Scanned {
            findings: Vec::new(),
            suppressed: 0,
            hidden: Hidden::default(),
            warnings: Vec::new(),
            bytes,
            prefiltered: why == Unparsed::NoTrigger,
            unresolved: why == Unparsed::NoRemoteEvidence,
            failures: Vec::new(),
        }
    }
}

enum FileOutcome {
    Scanned {
        findings: Vec<Finding>,
        suppressed: usize,
        hidden: Hidden,
        warnings: Vec<String>,
        bytes: usize,
        prefiltered: bool,
        /// Not parsed at the default confidence: no remote evidence, no word
        /// of a finding that could be `high` there.
        unresolved: bool,
        /// Warnings for rules that panicked on this file.
        failures: Vec<String>,
    },
    Skipped(Option<String>),
    /// The whole file's analysis panicked.
    Failed(String),
    NotSource,
}

pub fn scan(paths: &[PathBuf], settings: &Settings, jobs: usize) -> Result<ScanResult, ScanError> {
    let started = Instant::now();
    let jobs = jobs.max(1);
    let discovery = walk::discover(paths, settings, jobs)?;
    let cwd = settings.project_root.clone();
    let mut dispatch = Dispatch::new(settings);
    dispatch.layout = Some(crate::model::exec::Layout::new(&cwd));
    let pool = rayon::ThreadPoolBuilder::new()
        .num_threads(jobs)
        .stack_size(16 * 1024 * 1024)
        .build()
        .map_err(|e| ScanError::Threads(e.to_string()))?;
    let (index, prepared) =
        pool.install(|| build_index(&discovery.files, &cwd, settings, &dispatch));
    let index_words = index.trigger_words();
    // Without words from the index, the first pass's prefilter is the main pass's.
    let prefiltered_early = index_words.is_empty();
    dispatch.extra_triggers.extend(index_words);
    let dispatch = dispatch;
    let progress = progress_bar(settings, discovery.files.len());
    let outcomes: Vec<(usize, FileOutcome)> = pool.install(|| {
        discovery
            .files
            .par_iter()
            .zip(prepared.into_par_iter())
            .enumerate()
            .map_init(Worker::new, |worker, (i, (cand, prepared))| {
                let rel = project::display_path(&cand.path, &cwd);
                let outcome = isolated(|| {
                    // A vendored package's file: read for the summaries, not
                    // checked (`walk::mark_vendored_packages`).
                    if cand.vendored {
                        return FileOutcome::NotSource;
                    }
                    // A file with no trigger word that calls a project
                    // wrapper found outbound: the call is judged here.
                    let forced = matches!(&prepared, Some(FirstPass::NoTrigger { callees, .. })
                        if cand.lang.is_some_and(|l| index.effects.any_outbound(l.family(), callees)));
                    let (prepared, text) = match prepared {
                        Some(FirstPass::NoTrigger { bytes, .. }) if prefiltered_early && !forced => {
                            return FileOutcome::unparsed(bytes, Unparsed::NoTrigger);
                        }
                        Some(FirstPass::Parsed(p)) => (Some(*p), None),
                        // At the default confidence, a file with no remote
                        // evidence whose findings could only be `medium`.
                        Some(FirstPass::Read {
                            text,
                            summarised: false,
                        }) if cand
                            .lang
                            .is_some_and(|l| dispatch.only_medium_without_evidence(l.family(), &text)) =>
                        {
                            return FileOutcome::unparsed(text.len(), Unparsed::NoRemoteEvidence);
                        }
                        Some(FirstPass::Read { text, .. }) => (None, Some(text)),
                        _ => (None, None),
                    };
                    scan_file(worker, cand, &rel, settings, &dispatch, &index, prepared, text, forced)
                })
                        .unwrap_or_else(|message| {
                            // The parser or cursor may be mid-operation: start afresh.
                            *worker = Worker::new();
                            FileOutcome::Failed(format!(
                                "{rel}: analysis failed (internal error: {message}); this file's findings are missing"
                            ))
                        });
                if let Some(bar) = &progress {
                    bar.inc(1);
                }
                (i, outcome)
            })
            .collect()
    });
    if let Some(bar) = progress {
        bar.finish_and_clear();
    }
    let mut result = ScanResult {
        files_skipped: discovery.skipped,
        files_indexed: index.files_parsed,
        warnings: discovery.warnings,
        notes: discovery.notes,
        root: cwd.clone(),
        ..Default::default()
    };
    for (i, outcome) in outcomes {
        match outcome {
            FileOutcome::Scanned {
                findings,
                suppressed,
                hidden,
                warnings,
                bytes,
                prefiltered,
                unresolved,
                failures,
            } => {
                result
                    .scanned_paths
                    .push(project::display_path(&discovery.files[i].path, &cwd));
                result.files_scanned += 1;
                result.files_failed += usize::from(!failures.is_empty());
                result.warnings.extend(failures);
                result.bytes_scanned += bytes as u64;
                result.files_prefiltered += usize::from(prefiltered);
                result.files_unresolved += usize::from(unresolved);
                result.findings.extend(findings);
                result.suppressed += suppressed;
                result.hidden_by_context += hidden.context;
                result.hidden_by_confidence += hidden.confidence;
                result.warnings.extend(warnings);
            }
            FileOutcome::Skipped(warning) => {
                result.files_skipped += 1;
                result.warnings.extend(warning);
            }
            FileOutcome::Failed(warning) => {
                result.files_failed += 1;
                result.warnings.push(warning);
            }
            FileOutcome::NotSource => {}
        }
    }
    result.hidden_by_confidence += pool.install(|| {
        crate::model::callers::settle(
            &mut result.findings,
            &discovery.files,
            &discovery.components,
            &cwd,
            dispatch.layout.as_ref(),
            settings.min_confidence,
        )
    });
    sort_findings(&mut result.findings);
    result.rechecker = Some(std::sync::Arc::new(Rechecker { dispatch, index }));
    result.elapsed = started.elapsed();
    Ok(result)
}

/// A progress bar on stderr for long scans, only when the CLI asked for one
/// (stderr is a terminal).
fn progress_bar(settings: &Settings, files: usize) -> Option<indicatif::ProgressBar> {
    if !settings.progress || files < 200 {
        return None;
    }
    let bar = indicatif::ProgressBar::with_draw_target(
        Some(files as u64),
        indicatif::ProgressDrawTarget::stderr(),
    );
    if let Ok(style) = indicatif::ProgressStyle::with_template(
        "{spinner} scanning {pos}/{len} files {wide_bar} {elapsed}",
    ) {
        bar.set_style(style);
    }
    bar.tick();
    Some(bar)
}

/// Scans one file's text that is not read from disk (`--stdin-filename`):
/// `path` gives its language, test status and printed path. There is no
/// cross-file pass.
pub fn scan_text(path: &Path, text: &str, settings: &Settings) -> ScanResult {
    let started = Instant::now();
    let root = settings.project_root.clone();
    let mut result = ScanResult {
        root: root.clone(),
        ..Default::default()
    };
    let rel = project::display_path(path, &root);
    let lang = Lang::from_path(path).or_else(|| {
        let first_line = text.split('\n').next().unwrap_or("");
        Lang::from_shebang(first_line.as_bytes())
    });
    let Some(lang) = lang else {
        result.notes.push(format!(
            "{rel}: not a supported source file (TypeScript/JavaScript, Ruby or Python), skipped"
        ));
        return result;
    };
    if let Some(reason) = walk::named_file_skip_reason(path, settings) {
        result.files_skipped = 1;
        result.notes.push(format!("{rel}: {reason}"));
        return result;
    }
    let text = text.strip_prefix('\u{feff}').unwrap_or(text);
    let dispatch = Dispatch::new(settings);
    let index = ProjectIndex::default();
    let mut worker = Worker::new();
    let run = Run {
        settings,
        dispatch: &dispatch,
        index: &index,
        isolate_rules: true,
        forced: false,
        vetted: false,
    };
    let outcome = isolated(|| analyze(&mut worker, path, lang, text, &rel, &run, None))
        .unwrap_or_else(
        |message| {
            FileOutcome::Failed(format!(
                "{rel}: analysis failed (internal error: {message}); this file's findings are missing"
            ))
        },
    );
    match outcome {
        FileOutcome::Scanned {
            findings,
            suppressed,
            hidden,
            warnings,
            bytes,
            failures,
            ..
        } => {
            result.hidden_by_context = hidden.context;
            result.hidden_by_confidence = hidden.confidence;
            result.files_scanned = 1;
            result.files_failed = usize::from(!failures.is_empty());
            result.bytes_scanned = bytes as u64;
            result.findings = findings;
            result.suppressed = suppressed;
            result.warnings = warnings;
            result.warnings.extend(failures);
            result.scanned_paths.push(rel);
        }
        FileOutcome::Skipped(warning) => {
            result.files_skipped = 1;
            result.warnings.extend(warning);
        }
        FileOutcome::Failed(warning) => {
            result.files_failed = 1;
            result.warnings.push(warning);
        }
        FileOutcome::NotSource => {}
    }
    sort_findings(&mut result.findings);
    result.rechecker = Some(std::sync::Arc::new(Rechecker { dispatch, index }));
    result.elapsed = started.elapsed();
    result
}

/// `text`: the file's decoded text when the first pass kept it.
#[allow(clippy::too_many_arguments)]
fn scan_file(
    worker: &mut Worker,
    cand: &Candidate,
    rel: &str,
    settings: &Settings,
    dispatch: &Dispatch,
    index: &ProjectIndex,
    prepared: Option<Prepared>,
    text: Option<String>,
    forced: bool,
) -> FileOutcome {
    let mut run = Run {
        settings,
        dispatch,
        index,
        isolate_rules: true,
        forced,
        vetted: false,
    };
    let (parsed, saved) = match prepared {
        Some(Prepared {
            facts,
            bindings,
            parsed,
        }) => (parsed, Some((facts, bindings))),
        None => (None, None),
    };
    if let (Some((text, tree, flat)), Some(lang)) = (parsed, cand.lang) {
        // The first pass read, checked and parsed this file already.
        run.vetted = true;
        let reuse = Reuse {
            tree: Some(tree),
            flat,
            saved,
        };
        return analyze(worker, &cand.path, lang, &text, rel, &run, Some(reuse));
    }
    if let (Some(text), Some(lang)) = (text, cand.lang) {
        // The first pass read, decoded and checked this file already.
        run.vetted = true;
        let reuse = saved.map(|saved| Reuse {
            tree: None,
            flat: None,
            saved: Some(saved),
        });
        return analyze(worker, &cand.path, lang, &text, rel, &run, reuse);
    }
    let meta = match std::fs::metadata(&cand.path) {
        Ok(m) => m,
        Err(e) => return FileOutcome::Skipped(Some(format!("{rel}: cannot read: {e}"))),
    };
    if !meta.is_file() {
        // FIFOs, sockets and devices block or never end.
        return FileOutcome::Skipped(Some(format!("{rel}: not a regular file, skipped")));
    }
    if meta.len() > MAX_FILE_BYTES as u64 {
        return FileOutcome::Skipped(Some(too_large(rel, meta.len())));
    }
    let lang = match cand.lang {
        Some(l) => l,
        None => match sniff_shebang(&cand.path) {
            Some(l) => l,
            None => return FileOutcome::NotSource,
        },
    };
    let bytes = match read_capped(&cand.path, meta.len()) {
        Ok(b) => b,
        Err(e) => return FileOutcome::Skipped(Some(format!("{rel}: cannot read: {e}"))),
    };
    let text = match decode(&bytes, rel) {
        Ok(t) => t,
        Err(w) => return FileOutcome::Skipped(Some(w)),
    };
    drop(bytes);
    let reuse = saved.map(|saved| Reuse {
        tree: None,
        flat: None,
        saved: Some(saved),
    });
    analyze(worker, &cand.path, lang, &text, rel, &run, reuse)
}

/// What stays the same for every file of a scan.
struct Run<'a> {
    settings: &'a Settings,
    dispatch: &'a Dispatch,
    index: &'a ProjectIndex,
    /// Catch a rule's panic, disable that rule for the file and go on.
    isolate_rules: bool,
    /// Check the file even without a trigger word (the first pass found a
    /// reason: see [`FirstPass::NoTrigger`]).
    forced: bool,
    /// The first pass decoded this very text and found it not generated and
    /// holding a trigger word of the selected rules (the main pass's words
    /// include those), so neither test is run again.
    vetted: bool,
}

/// Checks one file's decoded text for `rules` (all enabled rules of
/// `settings`); the pipeline a fuzzer drives. Never panics on any input.
pub fn check_source(path: &Path, lang: Lang, text: &str, settings: &Settings) -> Vec<Finding> {
    let mut worker = Worker::new();
    let dispatch = Dispatch::new(settings);
    let index = ProjectIndex::default();
    let rel = path.to_string_lossy();
    let run = Run {
        settings,
        dispatch: &dispatch,
        index: &index,
        // Fuzzers and tests want to see a rule's panic, not a warning.
        isolate_rules: false,
        forced: false,
        vetted: false,
    };
    match analyze(&mut worker, path, lang, text, &rel, &run, None) {
        FileOutcome::Scanned { findings, .. } => findings,
        _ => Vec::new(),
    }
}

/// The names this file calls that are project helpers summarised as waiting.
fn waiting_helpers(cx: &Cx<'_, '_>) -> Vec<String> {
    let local = cx
        .local_effects
        .functions
        .iter()
        .filter(|(_, (_, e))| e.is_delay())
        .map(|(n, _)| n.clone());
    let imported = cx
        .facts
        .imports
        .keys()
        .filter(|n| crate::model::resolve::function_waits(cx, n))
        .cloned();
    let mut names: Vec<String> = local.chain(imported).collect();
    names.sort();
    names.dedup();
    names
}

fn analyze(
    worker: &mut Worker,
    path: &Path,
    lang: Lang,
    text: &str,
    rel: &str,
    run: &Run<'_>,
    reuse: Option<Reuse>,
) -> FileOutcome {
    let settings = run.settings;
    // A prepared file passed the same test in the first pass.
    if !run.vetted
        && reuse.as_ref().is_none_or(|r| r.tree.is_none())
        && let Some(reason) = generated_reason(path, text)
    {
        return FileOutcome::Skipped(Some(format!("{rel}: {reason}, skipped")));
    }
    if !run.vetted && !run.forced && run.dispatch.cannot_match(lang.family(), text) {
        return FileOutcome::unparsed(text.len(), Unparsed::NoTrigger);
    }
    let (tree, flat, saved) = match reuse {
        Some(Reuse { tree, flat, saved }) => (tree, flat, saved),
        None => (None, None, None),
    };
    let tree = match tree {
        Some(t) => t,
        None => match parse(&mut worker.parser, lang, text) {
            Ok(t) => t,
            Err(w) => return FileOutcome::Skipped(Some(format!("{rel}: {w}"))),
        },
    };
    let mut warnings = Vec::new();
    let root = tree.root_node();
    if root.has_error() && error_ratio(root) > 0.5 {
        warnings.push(format!(
            "{rel}: mostly unparsable as {lang:?}; findings in this file may be incomplete"
        ));
    }
    let checked = check_tree(
        path,
        &mut worker.cursor,
        &tree,
        lang,
        text,
        rel,
        run,
        saved,
        flat,
    );
    warnings.extend(checked.warnings);
    let (findings, suppressed) = suppress::apply(checked.findings, text, rel, settings, Some(root));
    let (findings, hidden) = apply_policy(findings, settings);
    let mut findings = fingerprint(findings, text);
    crate::fix::attach(&mut findings, root, text, lang, settings);
    FileOutcome::Scanned {
        findings,
        suppressed,
        hidden,
        warnings,
        bytes: text.len(),
        prefiltered: false,
        unresolved: false,
        failures: checked.failures,
    }
}

/// The cross-file first pass: parses only files that contain an index
/// trigger word of a selected rule, and merges what the rules record.
fn build_index(
    files: &[Candidate],
    cwd: &Path,
    settings: &Settings,
    dispatch: &Dispatch,
) -> (ProjectIndex, Vec<Option<FirstPass>>) {
    let mut index = ProjectIndex::default();
    let indexers: Vec<&'static dyn Rule> = dispatch
        .rules
        .iter()
        .copied()
        .filter(|r| {
            r.wants_index(settings) && Family::ALL.iter().any(|f| !r.index_triggers(*f).is_empty())
        })
        .collect();
    // `RESILINT_NO_INDEX=1` (benchmarks): measure the scan without the first pass.
    if settings.parse_only
        || dispatch.rules.is_empty()
        || std::env::var_os("RESILINT_NO_INDEX").is_some()
    {
        return (index, files.iter().map(|_| None).collect());
    }
    index.project_roots = project_roots(files, cwd);
    (index.workspace_packages, index.declared_packages) = workspace_packages(files, cwd);
    index.path_aliases = crate::model::aliases::PathAliases::read(
        files
            .iter()
            .filter(|c| c.lang.is_some_and(|l| l.family() == Family::Js))
            .filter_map(|c| c.path.parent()),
        cwd,
    );
    let index_words: Vec<Vec<&str>> = Family::ALL
        .iter()
        .map(|f| {
            indexers
                .iter()
                .flat_map(|r| r.index_triggers(*f).iter().copied())
                .collect()
        })
        .collect();
    let automata: Vec<Option<AhoCorasick>> = index_words
        .iter()
        .map(|words| {
            if words.is_empty() {
                None
            } else {
                text_automaton(&mut AhoCorasick::builder(), words)
            }
        })
        .collect();
    // Files that can call a client or SDK get effect summaries.
    let effect_words: Vec<Vec<&str>> = Family::ALL
        .iter()
        .map(|f| crate::model::effects::gate_words(*f))
        .collect();
    let effect_automata: Vec<Option<AhoCorasick>> = effect_words
        .iter()
        .map(|words| text_automaton(&mut AhoCorasick::builder(), words))
        .collect();
    let empty = ProjectIndex {
        project_roots: index.project_roots.clone(),
        workspace_packages: index.workspace_packages.clone(),
        declared_packages: index.declared_packages.clone(),
        path_aliases: index.path_aliases.clone(),
        ..Default::default()
    };
    // The main pass's prefilter before the index adds its words.
    let first_prefilters: Vec<Option<AhoCorasick>> = Family::ALL
        .iter()
        .map(|f| dispatch.build_prefilter(*f))
        .collect();
    // The four word tests above in one pass per file (each word list only
    // where its own automaton exists, so that the answers are the same).
    let word_scans: Vec<Option<WordScan>> = Family::ALL
        .iter()
        .map(|f| {
            let i = *f as usize;
            let triggers = first_prefilters[i]
                .as_ref()
                .and_then(|_| dispatch.prefilter_words(*f));
            WordScan::new(
                crate::model::exec::job_retry_search_parts(*f),
                automata[i].as_ref().map(|_| index_words[i].as_slice()),
                effect_automata[i]
                    .as_ref()
                    .map(|_| effect_words[i].as_slice()),
                triggers.as_deref(),
            )
        })
        .collect();
    // Job-retry marker parts `pkg:NAME` the project's package.json
    // declarations satisfy, in every file.
    let declared_parts: Vec<Vec<usize>> = Family::ALL
        .iter()
        .map(|f| {
            crate::model::exec::job_retry_search_parts(*f)
                .iter()
                .enumerate()
                .filter(|(_, part)| {
                    part.strip_prefix("pkg:")
                        .is_some_and(|name| index.declared_packages.contains(name))
                })
                .map(|(k, _)| k)
                .collect()
        })
        .collect();
    let kept_bytes = std::sync::atomic::AtomicUsize::new(0);
    let kept_text = std::sync::atomic::AtomicUsize::new(0);
    let contributions: Vec<(crate::index::FileIndex, Option<FirstPass>)> = files
        .par_iter()
        .map_init(Worker::new, |worker, cand| {
            // A panic here drops this file's contribution; the main pass reports it.
            isolated(|| {
                let mut out = crate::index::FileIndex::default();
                let Some(lang) = cand.lang else {
                    return (out, None);
                };
                let family = lang.family();
                let Some(len) = std::fs::metadata(&cand.path)
                    .ok()
                    .filter(|m| m.is_file() && m.len() <= MAX_FILE_BYTES as u64)
                    .map(|m| m.len())
                else {
                    return (out, None);
                };
                let Ok(bytes) = read_capped(&cand.path, len) else {
                    return (out, None);
                };
                if bytes.len() > MAX_FILE_BYTES {
                    return (out, None);
                }
                let words = word_scans[family as usize].as_ref().map(|w| {
                    let mut seen = w.scan(family, &bytes);
                    for k in &declared_parts[family as usize] {
                        seen.job_parts[*k] = true;
                    }
                    (w, seen)
                });
                let job_retry = match &words {
                    Some((w, seen)) => crate::model::exec::job_retry_marker_seen(
                        family,
                        w.job_parts,
                        &seen.job_parts,
                    )
                    .and_then(|m| {
                        crate::model::exec::project_job_retry_marker_of(family, &bytes, m)
                    }),
                    None => crate::model::exec::project_job_retry_marker(family, &bytes),
                };
                if let Some(marker) = job_retry {
                    out.job_retry = Some(marker.to_string());
                    out.family = Some(family);
                    out.path = walk::display_path(&cand.path, cwd);
                }
                if family == Family::Ruby {
                    let (concern, includes) = crate::model::exec::ruby_job_concerns(&bytes);
                    if concern.is_some() || !includes.is_empty() {
                        out.retry_concern = concern;
                        out.base_job_includes = includes;
                        out.family = Some(family);
                        out.path = walk::display_path(&cand.path, cwd);
                    }
                }
                if let Ok(text) = std::str::from_utf8(&bytes) {
                    out.periodic_tasks =
                        crate::semantics::schedule::periodic_task_names(family, text);
                    if !out.periodic_tasks.is_empty() {
                        out.family = Some(family);
                        out.path = walk::display_path(&cand.path, cwd);
                    }
                }
                let for_rules = match &words {
                    Some((_, seen)) => seen.index,
                    None => automata[family as usize]
                        .as_ref()
                        .is_some_and(|ac| ac.is_match(&bytes)),
                };
                let for_effects = match &words {
                    Some((_, seen)) => seen.effects,
                    None => effect_automata[family as usize]
                        .as_ref()
                        .is_some_and(|ac| ac.is_match(&bytes)),
                };
                // Decoding keeps the bytes as they are unless they start
                // with a byte-order mark: then the trigger words are
                // searched in the decoded text.
                let trigger = words
                    .as_ref()
                    .filter(|_| {
                        !(bytes.starts_with(&[0xFF, 0xFE])
                            || bytes.starts_with(&[0xFE, 0xFF])
                            || bytes.starts_with(&[0xEF, 0xBB, 0xBF]))
                    })
                    .map(|(_, seen)| seen.trigger);
                // The path only names decoding errors, which are dropped here.
                let Ok(text) = decode(&bytes, "") else {
                    return (out, None);
                };
                drop(bytes);
                if generated_reason(&cand.path, &text).is_some() {
                    return (out, None);
                }
                let rel = walk::display_path(&cand.path, cwd);
                // What project code this file imports (a wrapper's callers).
                out.imported =
                    crate::model::effects::imported_keys(family, &rel, &text, &empty.path_aliases);
                out.session_uses =
                    crate::model::uses::imported_session_uses(family, &text, &out.imported);
                if family == Family::Ruby {
                    out.job_mentions = crate::model::uses::ruby_job_mentions(&text);
                }
                out.supers = crate::model::effects::class_supers(family, &text);
                if !out.imported.is_empty()
                    || !out.supers.is_empty()
                    || !out.job_mentions.is_empty()
                {
                    out.family = Some(family);
                    out.path = rel.clone();
                }
                // The error classes it defines and raises.
                out.errors = crate::model::raised::scan(family, &rel, &text);
                if !out.errors.is_empty() {
                    out.family = Some(family);
                }
                // The main pass's prefilter, settled while the text is here.
                let prefilter = first_prefilters[family as usize].as_ref();
                let no_trigger = match trigger {
                    Some(found) => {
                        dispatch.cannot_match_found(family, &text, || prefilter.map(|_| found))
                    }
                    None => dispatch.cannot_match_with(family, &text, || prefilter),
                };
                let early = no_trigger.then_some(FirstPass::NoTrigger {
                    bytes: text.len(),
                    callees: Vec::new(),
                });
                // Not parsed here: the main pass gets the text when it will parse the file.
                let unparsed = |text: String, early: Option<FirstPass>| {
                    if early.is_some() {
                        return early;
                    }
                    reserve(&kept_text, text.len(), KEPT_TEXT_BUDGET_BYTES).then_some(
                        FirstPass::Read {
                            text,
                            summarised: false,
                        },
                    )
                };
                // Unattended code is summarised for what it calls (the
                // reach of jobs and workers), whatever it mentions.
                let for_effects = for_effects || crate::model::exec::unattended_dir(&rel).is_some();
                if !(for_rules || for_effects) {
                    return (out, unparsed(text, early));
                }
                let for_rules = for_rules
                    && indexers.iter().any(|r| {
                        r.meta().families.contains(&family) && r.index_gate(family, &text)
                    });
                if !(for_rules || for_effects) {
                    return (out, unparsed(text, early));
                }
                out.parsed = true;
                out.path = rel.clone();
                out.family = Some(family);
                let Ok(tree) = parse(&mut worker.parser, lang, &text) else {
                    return (out, early);
                };
                let root = tree.root_node();
                let parent_index = crate::semantics::parents::ParentIndex::install(root);
                let file_text = crate::model::knowledge::FileText::enter(&text);
                let facts = FileFacts::compute(root, &text, lang.family());
                let mut cx = Cx::new(
                    &rel,
                    lang,
                    &text,
                    root,
                    &facts,
                    settings,
                    &empty,
                    &mut worker.cursor,
                );
                if for_effects {
                    out.effects = crate::model::effects::summarize(&cx, root);
                }
                if for_rules {
                    for rule in &indexers {
                        if rule.meta().families.contains(&lang.family()) {
                            rule.index_file(root, &mut cx, &mut out);
                        }
                    }
                }
                if let Some(FirstPass::NoTrigger { bytes, .. }) = early {
                    let callees = out.effects.used_callees.iter().cloned().collect();
                    return (out, Some(FirstPass::NoTrigger { bytes, callees }));
                }
                // Keep what the main pass would compute again; trees within the budget.
                let bindings = cx.take_bindings();
                drop(cx);
                drop(file_text);
                let keep_tree = reserve(&kept_bytes, text.len(), KEPT_TREES_BUDGET_BYTES);
                let flat = parent_index.detach();
                let prepared = Prepared {
                    facts,
                    bindings,
                    parsed: keep_tree.then_some((text, tree, flat)),
                };
                (out, Some(FirstPass::Parsed(Box::new(prepared))))
            })
            .unwrap_or_else(|_| {
                *worker = Worker::new();
                (crate::index::FileIndex::default(), None)
            })
        })
        .collect();
    let mut prepared = Vec::with_capacity(contributions.len());
    // JS and Python files the gate left unsummarised that import project
    // code: candidates for the pass-through pass below.
    let mut pass_through: Vec<(usize, Family, String, Vec<String>)> = Vec::new();
    // Ruby files summarised with the empty index: one that names a class
    // method another file binds to a client (`Services.notify_client`) is
    // summarised again once the index knows it.
    let mut ruby_summarised: Vec<(usize, Family, String, Vec<String>)> = Vec::new();
    for (i, (c, p)) in contributions.into_iter().enumerate() {
        prepared.push(p);
        match files[i].lang.map(|l| l.family()) {
            Some(Family::Ruby) if c.effects.is_empty() => {
                // Ruby has no imports: any file may name a global constant.
                let rel = walk::display_path(&files[i].path, cwd);
                pass_through.push((i, Family::Ruby, rel, Vec::new()));
            }
            Some(Family::Ruby) => {
                ruby_summarised.push((i, Family::Ruby, c.path.clone(), Vec::new()));
            }
            Some(family)
                if family != Family::Ruby && c.effects.is_empty() && !c.imported.is_empty() =>
            {
                pass_through.push((i, family, c.path.clone(), c.imported.clone()));
            }
            _ => {}
        }
        index.files_parsed += usize::from(c.parsed);
        if !(c.short_defaults.is_empty()
            && c.short_constants.is_empty()
            && c.retrying_clients.is_empty()
            && c.effects.is_empty()
            && c.imported.is_empty()
            && c.supers.is_empty()
            && c.errors.is_empty()
            && c.job_retry.is_none()
            && c.periodic_tasks.is_empty()
            && c.retry_concern.is_none()
            && c.base_job_includes.is_empty())
        {
            index.add(c);
        }
    }
    summarize_pass_through(
        files,
        settings,
        &mut index,
        &mut prepared,
        (pass_through, ruby_summarised),
        &kept_bytes,
    );
    for (path, names) in schedule_files(files, cwd) {
        index.add(crate::index::FileIndex {
            path,
            family: Some(Family::Ruby),
            periodic_tasks: names,
            ..Default::default()
        });
    }
    index.finish();
    (index, prepared)
}

/// Files that name no client themselves but import a project module with
/// remote work (`import { api } from './http'`, `from .client import
/// fetch_user`), or (Ruby) name a constant another file binds to a client,
/// are summarised too, with the index so far, so that a module passing a
/// client's calls through does not cut the chain between a handler and the
/// client. A few rounds: each follows one more module.
fn summarize_pass_through(
    files: &[Candidate],
    settings: &Settings,
    index: &mut ProjectIndex,
    prepared: &mut [Option<FirstPass>],
    (mut pending, summarised): (Vec<PassThrough>, Vec<PassThrough>),
    kept_bytes: &std::sync::atomic::AtomicUsize,
) {
    // Ruby has no imports: a file is summarised when it names a constant
    // another file binds to a client (`IDENTITY_HTTP = Faraday.new(...)`)
    // or a class with remote work (`Downloader.new.download(url)`, also
    // `new.fetch(...)` in a class that calls one), each round one more
    // class away from the client.
    let constants = index.effects.global_instance_names(Family::Ruby);
    let mut ruby_pending: Vec<(usize, Family, String, Vec<String>)> = pending
        .extract_if(.., |(_, family, _, _)| *family == Family::Ruby)
        .collect();
    let mut ruby_words: Vec<String> = constants.clone();
    ruby_words.extend(index.effects.outbound_class_names(Family::Ruby));
    let mut ruby_searched: std::collections::HashSet<String> = ruby_words.iter().cloned().collect();
    let mut ruby = naming_files(files, prepared, &mut ruby_pending, &ruby_words);
    // Files summarised already are summarised again only for a class
    // method that builds a client (`Services.notify_client`): a constant
    // (`IDENTITY_HTTP`) the first summary resolved by name already.
    let factories: Vec<&String> = constants.iter().filter(|c| c.contains('.')).collect();
    let again: std::collections::HashSet<usize> = if factories.is_empty() {
        std::collections::HashSet::new()
    } else {
        let names = AhoCorasick::new(&factories).ok();
        let again: Vec<(usize, Family, String, Vec<String>)> = summarised
            .into_iter()
            .filter(|(i, ..)| {
                names.as_ref().is_some_and(|names| {
                    std::fs::read(&files[*i].path).is_ok_and(|bytes| names.is_match(&bytes))
                })
            })
            .collect();
        let set = again.iter().map(|(i, ..)| *i).collect();
        ruby.extend(again);
        set
    };
    for _ in 0..3 {
        let modules: [rustc_hash::FxHashSet<String>; 3] =
            Family::ALL.map(|f| index.effects.outbound_modules(f));
        let mut ready: Vec<(usize, Family, String, Vec<String>)> = pending
            .extract_if(.., |(_, family, _, imported)| {
                index
                    .effects
                    .imports_outbound(*family, imported, &modules[*family as usize])
            })
            .collect();
        ready.append(&mut ruby);
        if ready.is_empty() {
            return;
        }
        let shared: &ProjectIndex = index;
        // The main pass will parse a file whose text the first pass kept:
        // the tree parsed here is kept for it too.
        let kept_texts: Vec<Option<&str>> = ready
            .iter()
            .map(|(i, ..)| match &prepared[*i] {
                Some(FirstPass::Read { text, .. }) => Some(text.as_str()),
                _ => None,
            })
            .collect();
        let summaries: Vec<Summarized> = ready
            .par_iter()
            .zip(kept_texts.par_iter())
            .map_init(Worker::new, |worker, ((i, family, rel, _), kept_text)| {
                let cand = &files[*i];
                let lang = cand.lang?;
                isolated(|| {
                    let kept_text = *kept_text;
                    let read;
                    let text: &str = match kept_text {
                        Some(text) => text,
                        None => {
                            let len = std::fs::metadata(&cand.path).ok()?.len();
                            let bytes = read_capped(&cand.path, len).ok()?;
                            if bytes.len() > MAX_FILE_BYTES {
                                return None;
                            }
                            read = decode(&bytes, "").ok()?;
                            &read
                        }
                    };
                    let tree = parse(&mut worker.parser, lang, text).ok()?;
                    let root = tree.root_node();
                    let parents = crate::semantics::parents::ParentIndex::install(root);
                    let file_text = crate::model::knowledge::FileText::enter(text);
                    let facts = FileFacts::compute(root, text, *family);
                    let mut cx = Cx::new(
                        rel,
                        lang,
                        text,
                        root,
                        &facts,
                        settings,
                        shared,
                        &mut worker.cursor,
                    );
                    let effects = crate::model::effects::summarize(&cx, root);
                    let bindings = cx.take_bindings();
                    drop(cx);
                    drop(file_text);
                    let flat = parents.detach();
                    let keep = kept_text
                        .is_some_and(|t| reserve(kept_bytes, t.len(), KEPT_TREES_BUDGET_BYTES));
                    let tree = keep.then_some((tree, flat, facts, bindings));
                    Some((*i, *family, rel.clone(), effects, tree))
                })
                .unwrap_or_else(|_| {
                    *worker = Worker::new();
                    None
                })
            })
            .flatten()
            .collect();
        // The next round's words: the classes of the Ruby files just
        // summarised whose methods call a class searched for so far (one
        // more class away from the client).
        let mut next_words: Vec<String> = summaries
            .iter()
            .filter(|(_, family, ..)| *family == Family::Ruby)
            .flat_map(|(_, _, _, effects, _)| effects.calls.iter())
            .filter_map(|(caller, callee)| {
                let (class, _) = caller.split_once('#')?;
                let (callee_class, _) = callee.split_once('#')?;
                (class != callee_class && ruby_searched.contains(callee_class))
                    .then(|| class.to_string())
            })
            .collect();
        next_words.sort();
        next_words.dedup();
        next_words.retain(|c| ruby_searched.insert(c.clone()));
        for (i, family, rel, effects, tree) in summaries {
            if again.contains(&i) {
                index.effects.replace(family, &rel, &effects);
            } else {
                index.effects.add(family, &rel, &effects);
            }
            if let Some((tree, flat, facts, bindings)) = tree
                && matches!(prepared[i], Some(FirstPass::Read { .. }))
                && let Some(FirstPass::Read { text, .. }) = prepared[i].take()
            {
                prepared[i] = Some(FirstPass::Parsed(Box::new(Prepared {
                    facts,
                    bindings,
                    parsed: Some((text, tree, flat)),
                })));
            }
            if let Some(FirstPass::Read { summarised, .. }) = &mut prepared[i] {
                *summarised = true;
            }
            // A file with no trigger word is checked when what it calls
            // turns out outbound (`FirstPass::NoTrigger`).
            if let Some(FirstPass::NoTrigger { callees, .. }) = &mut prepared[i] {
                callees.extend(effects.used_callees.iter().cloned());
            }
            // The main pass reads the file's own summary (`Cx::local_effects`).
            if !effects.is_empty() {
                index.file_effects.insert(rel, std::sync::Arc::new(effects));
            }
        }
        ruby = naming_files(files, prepared, &mut ruby_pending, &next_words);
    }
}

/// The files of `pending` whose text names one of `words` as a whole word
/// (a constant or class name), taken out of `pending`.
fn naming_files(
    files: &[Candidate],
    prepared: &[Option<FirstPass>],
    pending: &mut Vec<PassThrough>,
    words: &[String],
) -> Vec<PassThrough> {
    if words.is_empty() || pending.is_empty() {
        return Vec::new();
    }
    let Ok(ac) = AhoCorasick::new(words) else {
        return Vec::new();
    };
    let names = |bytes: &[u8]| {
        ac.find_overlapping_iter(bytes)
            .any(|m| crate::text::whole_word_at(bytes, m.start(), m.end()))
    };
    let kept: Vec<(usize, Option<&str>)> = pending
        .iter()
        .map(|(i, ..)| match &prepared[*i] {
            Some(FirstPass::Read { text, .. }) => (*i, Some(text.as_str())),
            _ => (*i, None),
        })
        .collect();
    let found: Vec<bool> = kept
        .par_iter()
        .map(|(i, text)| match text {
            Some(text) => names(text.as_bytes()),
            None => std::fs::read(&files[*i].path).is_ok_and(|bytes| names(&bytes)),
        })
        .collect();
    let mut found = found.into_iter();
    pending
        .extract_if(.., |_| found.next().unwrap_or(false))
        .collect()
}

/// A file for [`summarize_pass_through`]: its index, family, path and the
/// project modules it imports.
type PassThrough = (usize, Family, String, Vec<String>);

/// A file [`summarize_pass_through`] summarised: its index, family, path,
/// effects and, when the main pass would parse it again, its tree, the
/// tree's table, file facts and bindings.
type Summarized = (
    usize,
    Family,
    String,
    crate::model::effects::FileEffects,
    Option<(
        Tree,
        Option<crate::semantics::parents::Detached>,
        FileFacts,
        Option<crate::semantics::bindings::Bindings>,
    )>,
);

/// What a first-pass word test stands for (see [`WordScan`]).
#[derive(Clone, Copy)]
enum WordRole {
    /// A part of the job-retry markers (`exec::job_retry_search_parts`).
    JobPart(usize),
    /// An index trigger word of a selected rule.
    Index,
    /// A gate word of the effect summaries.
    Effects,
    /// A trigger word of the main pass (matched in any ASCII case).
    Trigger,
}

/// The first pass's word tests of one family in one overlapping pass over a
/// file's bytes instead of four: the job-retry marker parts, the index
/// trigger words, the effect gate words (all three case-sensitive: a match
/// counts for them only when its bytes are the word's) and the main pass's
/// trigger words (any ASCII case).
struct WordScan {
    ac: AhoCorasick,
    /// Each pattern's exact bytes.
    words: Vec<String>,
    roles: Vec<Vec<WordRole>>,
    job_parts: &'static [&'static str],
}

/// What [`WordScan::scan`] found in a file.
struct WordsSeen {
    /// Job-retry marker parts found outside comments.
    job_parts: Vec<bool>,
    index: bool,
    effects: bool,
    trigger: bool,
}

impl WordScan {
    /// `None` when a word is empty or the automaton cannot be built (the
    /// separate tests then run).
    fn new(
        job_parts: &'static [&'static str],
        index: Option<&[&str]>,
        effects: Option<&[&str]>,
        triggers: Option<&[&str]>,
    ) -> Option<WordScan> {
        let mut words: Vec<String> = Vec::new();
        let mut roles: Vec<Vec<WordRole>> = Vec::new();
        let mut at: std::collections::HashMap<String, usize> = Default::default();
        let mut add = |word: &str, role: WordRole| -> Option<()> {
            if word.is_empty() {
                return None;
            }
            let i = *at.entry(word.to_string()).or_insert_with(|| {
                words.push(word.to_string());
                roles.push(Vec::new());
                words.len() - 1
            });
            roles[i].push(role);
            Some(())
        };
        for (k, part) in job_parts.iter().enumerate() {
            add(part, WordRole::JobPart(k))?;
        }
        for (list, role) in [
            (index, WordRole::Index),
            (effects, WordRole::Effects),
            (triggers, WordRole::Trigger),
        ] {
            for word in list.unwrap_or_default() {
                add(word, role)?;
            }
        }
        let ac = text_automaton(
            AhoCorasick::builder()
                .ascii_case_insensitive(true)
                .match_kind(MatchKind::Standard),
            &words,
        )?;
        Some(WordScan {
            ac,
            words,
            roles,
            job_parts,
        })
    }

    fn scan(&self, family: Family, bytes: &[u8]) -> WordsSeen {
        let mut seen = WordsSeen {
            job_parts: vec![false; self.job_parts.len()],
            index: false,
            effects: false,
            trigger: false,
        };
        for m in self.ac.find_overlapping_iter(bytes) {
            let i = m.pattern().as_usize();
            let exact = &bytes[m.start()..m.end()] == self.words[i].as_bytes();
            for role in &self.roles[i] {
                match *role {
                    WordRole::Trigger => seen.trigger = true,
                    _ if !exact => {}
                    WordRole::Index => seen.index = true,
                    WordRole::Effects => seen.effects = true,
                    WordRole::JobPart(k) => {
                        // As `exec::job_retry_marker`: not in a comment.
                        if !crate::model::exec::commented_out(family, bytes, m.start()) {
                            seen.job_parts[k] = true;
                        }
                    }
                }
            }
        }
        seen
    }
}

/// Takes `n` bytes from a shared budget of `limit` bytes; false (and
/// nothing taken) when they do not fit.
fn reserve(used: &std::sync::atomic::AtomicUsize, n: usize, limit: usize) -> bool {
    used.fetch_update(
        std::sync::atomic::Ordering::Relaxed,
        std::sync::atomic::Ordering::Relaxed,
        |kept| (kept + n <= limit).then_some(kept + n),
    )
    .is_ok()
}

/// Ruby schedule files that are not source files (`config/schedule.yml`,
/// `config/recurring.yml`, ...: `periodic-task-files`), read beside each
/// application root (the directory holding an `app/` or `lib/` with Ruby
/// files), with the job classes they run periodically.
fn schedule_files(files: &[Candidate], cwd: &Path) -> Vec<(String, Vec<String>)> {
    let mut roots: std::collections::BTreeSet<std::path::PathBuf> = Default::default();
    for cand in files {
        if cand.lang.map(|l| l.family()) != Some(Family::Ruby) {
            continue;
        }
        let mut dir = cand.path.parent();
        while let Some(d) = dir {
            if d.file_name().is_some_and(|n| n == "app" || n == "lib")
                && let Some(root) = d.parent()
            {
                roots.insert(root.to_path_buf());
                break;
            }
            dir = d.parent();
        }
    }
    let names =
        crate::model::knowledge::list(crate::model::knowledge::Eco::Ruby, "periodic-task-files");
    let mut out = Vec::new();
    for root in roots {
        for name in names {
            let path = root.join(name);
            let Ok(meta) = std::fs::metadata(&path) else {
                continue;
            };
            if !meta.is_file() || meta.len() > 1024 * 1024 {
                continue;
            }
            let Ok(text) = std::fs::read_to_string(&path) else {
                continue;
            };
            let tasks = crate::semantics::schedule::periodic_task_names(Family::Ruby, &text);
            if !tasks.is_empty() {
                out.push((walk::display_path(&path, cwd), tasks));
            }
        }
    }
    out
}

/// Top-level module names of the project: the first directory (or file
/// stem) of every source file's path, so that `from app.clients import X`
/// or `import { X } from 'src/clients'` is known to be project code.
/// The JS workspace packages of the scan: a `package.json` with a `name` in
/// a directory that holds scanned JS/TS files (or one of their ancestors up
/// to the project root), not under `node_modules`. Name -> directory
/// relative to the project root.
/// The JS workspace packages of the scan (package name -> directory) and
/// every package the scan's `package.json` files declare as a dependency.
fn workspace_packages(
    files: &[Candidate],
    cwd: &Path,
) -> (HashMap<String, String>, std::collections::HashSet<String>) {
    let mut seen: std::collections::HashSet<PathBuf> = std::collections::HashSet::new();
    let mut out = HashMap::new();
    let mut declared = std::collections::HashSet::new();
    for cand in files {
        if cand.lang.is_none_or(|l| l.family() != Family::Js) {
            continue;
        }
        let mut dir = cand.path.parent();
        while let Some(d) = dir {
            if !seen.insert(d.to_path_buf()) {
                break;
            }
            if d.components().any(|c| c.as_os_str() == "node_modules") {
                break;
            }
            if let Ok(text) = std::fs::read_to_string(d.join("package.json"))
                && let Ok(json) = serde_json::from_str::<serde_json::Value>(&text)
            {
                for key in ["dependencies", "devDependencies", "peerDependencies"] {
                    if let Some(deps) = json.get(key).and_then(|d| d.as_object()) {
                        declared.extend(deps.keys().cloned());
                    }
                }
                if let Some(name) = json.get("name").and_then(|n| n.as_str()) {
                    let rel = walk::display_path(d, cwd);
                    if !rel.is_empty() && rel != "." {
                        out.entry(name.to_string()).or_insert(rel);
                    }
                }
            }
            if d == cwd {
                break;
            }
            dir = d.parent();
        }
    }
    (out, declared)
}

fn project_roots(files: &[Candidate], cwd: &Path) -> std::collections::HashSet<String> {
    let mut roots = std::collections::HashSet::new();
    for cand in files {
        let rel = walk::display_path(&cand.path, cwd);
        let mut parts = rel
            .split('/')
            .filter(|p| !p.is_empty() && *p != "." && *p != "..");
        // Every directory on the path can be an import root (`src/app/...`).
        let dirs: Vec<&str> = parts.by_ref().collect();
        if let Some((file, dirs)) = dirs.split_last() {
            for d in dirs {
                roots.insert((*d).to_string());
            }
            if let Some((stem, _)) = file.rsplit_once('.') {
                roots.insert(stem.to_string());
            }
        }
    }
    roots
}

fn too_large(rel: &str, len: u64) -> String {
    format!(
        "{rel}: {} MB is larger than the {} MB limit for source files, skipped",
        len / (1024 * 1024),
        MAX_FILE_BYTES / (1024 * 1024)
    )
}

/// Reads at most `MAX_FILE_BYTES + 1` bytes, whatever the file claims its
/// size is (`len`, the size its metadata gave, only sizes the buffer).
fn read_capped(path: &Path, len: u64) -> std::io::Result<Vec<u8>> {
    let mut bytes = Vec::with_capacity((len as usize).min(MAX_FILE_BYTES) + 1);
    std::fs::File::open(path)?
        .take(MAX_FILE_BYTES as u64 + 1)
        .read_to_end(&mut bytes)?;
    Ok(bytes)
}

/// The language named by an extension-less file's shebang; reads only the
/// start of the first line.
fn sniff_shebang(path: &Path) -> Option<Lang> {
    let mut head = Vec::with_capacity(256);
    std::fs::File::open(path)
        .ok()?
        .take(256)
        .read_to_end(&mut head)
        .ok()?;
    let first_line = head.split(|&b| b == b'\n').next().unwrap_or(&[]);
    Lang::from_shebang(first_line)
}

/// Decodes source bytes: UTF-8 (BOM stripped) or UTF-16 with a BOM. The
/// human renderer decodes snippets with it too, so they match the scan.
pub fn decode(bytes: &[u8], rel: &str) -> Result<String, String> {
    if bytes.len() > MAX_FILE_BYTES {
        return Err(too_large(rel, bytes.len() as u64));
    }

    let utf16 = |le: bool| -> Result<String, String> {
        let units: Vec<u16> = bytes[2..]
            .chunks_exact(2)
            .map(|c| {
                if le {
                    u16::from_le_bytes([c[0], c[1]])
                } else {
                    u16::from_be_bytes([c[0], c[1]])
                }
            })
            .collect();
        String::from_utf16(&units).map_err(|_| format!("{rel}: invalid UTF-16, skipped"))
    };
    if bytes.starts_with(&[0xFF, 0xFE]) {
        return utf16(true);
    }
    if bytes.starts_with(&[0xFE, 0xFF]) {
        return utf16(false);
    }
    let body = bytes.strip_prefix(&[0xEF, 0xBB, 0xBF]).unwrap_or(bytes);
    let sniff = &body[..body.len().min(8192)];
    if sniff.contains(&0) {
        return Err(format!("{rel}: binary file, skipped"));
    }
    match std::str::from_utf8(body) {
        Ok(s) => Ok(s.to_string()),
        Err(e) => Err(format!(
            "{rel}: not valid UTF-8 (first invalid byte at offset {}), skipped",
            e.valid_up_to()
        )),
    }
}

/// An automaton for `words` from `builder`, built as a DFA when it can be
/// (`AhoCorasick::new` picks one only for at most 100 words, but these
/// automata scan the text of every file, where a DFA is faster), else as
/// the builder's own choice; the matches are the same either way.
pub(crate) fn text_automaton<P: AsRef<[u8]>>(
    builder: &mut aho_corasick::AhoCorasickBuilder,
    words: &[P],
) -> Option<AhoCorasick> {
    builder
        .kind(Some(aho_corasick::AhoCorasickKind::DFA))
        .build(words)
        .ok()
        .or_else(|| builder.kind(None).build(words).ok())
}

/// Minified or generated code is not reviewed by people; skip it.
fn generated_reason(path: &Path, text: &str) -> Option<&'static str> {
    let name = path.file_name().and_then(|n| n.to_str()).unwrap_or("");
    if name.contains(".min.") || name.ends_with("-min.js") || name.ends_with(".bundle.js") {
        return Some("minified file");
    }
    // Every file is asked: the lines are counted as newlines (a loop the
    // compiler vectorises) and looked at one by one only where one can be
    // longer than 20,000 bytes.
    let lines = text.bytes().filter(|b| *b == b'\n').count() + 1;
    if text.len() > 20_000 && text.split('\n').any(|line| line.len() > 20_000) {
        return Some("minified file (a line longer than 20,000 bytes)");
    }
    if text.len() > 4096 && text.len() / lines > 400 {
        return Some("minified file (average line longer than 400 bytes)");
    }
    // A third-party library copied into the project keeps its `/*!` license
    // banner at the top (jQuery, Bootstrap, Tether): not the project's code.
    let js = name.ends_with(".js") || name.ends_with(".mjs") || name.ends_with(".cjs");
    if js
        && text
            .lines()
            .take(8)
            .any(|l| l.trim_start().starts_with("/*!"))
    {
        return Some("vendored library (a `/*!` license banner at the top)");
    }
    // Nor does a project name its own modules by a release number
    // (`dialog-polyfill.0.4.3.js`, `jquery-3.6.0.js`): a copied release.
    if js && versioned_name(name) {
        return Some("vendored library (a release number in its file name)");
    }
    let js_family =
        crate::lang::Lang::from_path(path).is_some_and(|l| l.family() == crate::lang::Family::Js);
    if js_family && bundler_output(text) {
        return Some("bundler output (a bundler's runtime or source-map comment)");
    }
    None
}

/// A file name with a three-part release number before the extension,
/// after `.`, `-` or `_` (`name.0.4.3.js`, `name-3.6.0.js`, `name-v1.2.3.js`).
fn versioned_name(name: &str) -> bool {
    static RELEASE: std::sync::LazyLock<regex::Regex> = std::sync::LazyLock::new(|| {
        regex::Regex::new(r"[^.\-_][.\-_]v?\d+\.\d+\.\d+$").expect("valid regex")
    });
    let stem = name.rsplit_once('.').map_or(name, |(s, _)| s);
    RELEASE.is_match(stem)
}

/// A JS file a bundler or compiler wrote: its module runtime near the top
/// (`__webpack_require__`, `generated-file-markers` in the knowledge file)
/// or a `//# sourceMappingURL=` comment as its last line. The project's code
/// is its source, scanned where it lives.
fn bundler_output(text: &str) -> bool {
    use crate::model::knowledge::{Eco, list};
    let head = crate::text::slice(text, 0, text.len().min(8192));
    if list(Eco::Javascript, "generated-file-markers")
        .iter()
        .any(|m| head.contains(m))
    {
        return true;
    }
    text.trim_end()
        .rsplit('\n')
        .next()
        .is_some_and(|last| last.starts_with("//# sourceMappingURL="))
}

fn parse(parser: &mut Parser, lang: Lang, text: &str) -> Result<Tree, String> {
    parser
        .set_language(&lang.grammar())
        .map_err(|e| format!("grammar for {lang:?} is incompatible: {e}"))?;
    let budget = parse_budget_steps();
    let mut steps = 0u64;
    let mut progress = |_: &tree_sitter::ParseState| {
        steps += 1;
        if steps > budget {
            ControlFlow::Break(())
        } else {
            ControlFlow::Continue(())
        }
    };
    let bytes = text.as_bytes();
    let tree = parser.parse_with_options(
        &mut |offset, _| &bytes[offset.min(bytes.len())..],
        None,
        Some(tree_sitter::ParseOptions::new().progress_callback(&mut progress)),
    );
    match tree {
        Some(t) => Ok(t),
        None => {
            parser.reset();
            if steps > budget {
                Err(format!(
                    "parsing needed more than the parse budget ({budget} steps, about {} ms on an idle core), skipped",
                    budget / PARSE_STEPS_PER_MS
                ))
            } else {
                Err("could not be parsed, skipped".to_string())
            }
        }
    }
}

fn error_ratio(root: tree_sitter::Node<'_>) -> f64 {
    let mut errors = 0usize;
    let mut total = 0usize;
    let mut cursor = root.walk();
    for child in root.children(&mut cursor) {
        total += 1;
        if child.is_error() {
            errors += 1;
        }
    }
    if total == 0 {
        0.0
    } else {
        errors as f64 / total as f64
    }
}

/// One depth-first traversal; each node is handed to the rules registered for its kind.
/// Findings a file had that the reporting policy hides.
#[derive(Debug, Default, Clone, Copy)]
struct Hidden {
    context: usize,
    confidence: usize,
}

/// The reporting policy of spec v3: a finding is reported when its rule
/// reports in its execution context and its confidence is at least
/// `--min-confidence`. Suppression diagnostics are always reported.
fn apply_policy(findings: Vec<Finding>, settings: &Settings) -> (Vec<Finding>, Hidden) {
    let mut hidden = Hidden::default();
    let kept = findings
        .into_iter()
        .filter(|f| {
            if !rules::is_known(f.rule) {
                return true;
            }
            if !settings.reports_in(f.context, f.absence) {
                hidden.context += 1;
                return false;
            }
            if f.confidence < settings.min_confidence {
                hidden.confidence += 1;
                return false;
            }
            true
        })
        .collect();
    (kept, hidden)
}

/// The execution context of a file, judged from the project root.
pub(crate) fn file_context(
    path: &Path,
    rel: &str,
    lang: Lang,
    text: &str,
    facts: &FileFacts,
    layout: Option<&crate::model::exec::Layout>,
) -> crate::model::exec::FileContext {
    let root_rel = layout
        .and_then(|l| {
            let abs = l.canonical(path)?;
            abs.strip_prefix(l.root())
                .ok()
                .map(|p| p.to_string_lossy().replace('\\', "/"))
        })
        .unwrap_or_else(|| {
            rel.split('/')
                .filter(|c| *c != "..")
                .collect::<Vec<_>>()
                .join("/")
        });
    let mut context = crate::model::exec::classify(&root_rel, path, lang, text, facts, layout);
    context.unattended = crate::model::exec::unattended(lang.family(), &root_rel, text);
    if context.unattended.is_none() {
        context.request_path = crate::model::exec::request_path(lang.family(), &root_rel, text);
    }
    context
}

/// File facts and bindings the first pass computed for the same text.
type Saved = (FileFacts, Option<crate::semantics::bindings::Bindings>);

/// What the main pass reuses of a file from the first pass.
struct Reuse {
    /// The tree, when it was kept (the text comes with it).
    tree: Option<Tree>,
    /// The tree's document-order table, when the first pass built it.
    flat: Option<crate::semantics::parents::Detached>,
    saved: Option<Saved>,
}

struct Checked {
    findings: Vec<Finding>,
    warnings: Vec<String>,
    failures: Vec<String>,
}

/// One depth-first traversal; each node is handed to the rules registered
/// for its kind. A rule that panics is disabled for the rest of the file
/// (when `run.isolate_rules`); when the rules together use up the analysis
/// budget the traversal stops and a warning names the rule that took longest.
#[allow(clippy::too_many_arguments)]
fn check_tree(
    path: &Path,
    cursor: &mut QueryCursor,
    tree: &Tree,
    lang: Lang,
    text: &str,
    rel: &str,
    run: &Run<'_>,
    saved: Option<Saved>,
    flat: Option<crate::semantics::parents::Detached>,
) -> Checked {
    let (settings, dispatch) = (run.settings, run.dispatch);
    let mut out = Checked {
        findings: Vec::new(),
        warnings: Vec::new(),
        failures: Vec::new(),
    };
    let table = dispatch.table(lang);
    if table.iter().all(Vec::is_empty) {
        return out;
    }
    let root = tree.root_node();
    let (facts, bindings) = match saved {
        Some((facts, bindings)) => (Some(facts), bindings),
        None => (None, None),
    };
    // O(1) `parent()` for every rule and helper while this file is checked.
    let _parents = crate::semantics::parents::ParentIndex::install_with(root, flat);
    let _text = crate::model::knowledge::FileText::enter(text);
    let facts = facts.unwrap_or_else(|| FileFacts::compute(root, text, lang.family()));
    let mut cx = Cx::new(rel, lang, text, root, &facts, settings, run.index, cursor);
    if let Some(bindings) = bindings {
        cx.set_bindings(bindings);
    }
    // Judged when a rule or a finding first asks (`Cx::exec`).
    cx.set_exec_source(path, dispatch.layout.as_ref());
    // The first pass summarised every file that can call a client or retry.
    if let Some(effects) = run.index.file_effects.get(rel) {
        cx.local_effects = effects.clone();
    }
    // Project helpers that wait (`await timer(5000)`) are delays here.
    let _waits = crate::semantics::delay::HelperScope::install(waiting_helpers(&cx));
    let mut disabled = vec![false; dispatch.rules.len()];
    let mut spent = vec![Duration::ZERO; dispatch.rules.len()];
    let started = Instant::now();
    let budget = analysis_budget();
    // Only the nodes of a kind some rule is registered for are visited.
    let wanted: Vec<bool> = table.iter().map(|ids| !ids.is_empty()).collect();
    crate::semantics::parents::preorder_kinds(root, &wanted, &mut |node| {
        let Some(rule_ids) = table.get(node.kind_id() as usize) else {
            return ControlFlow::Continue(());
        };
        if rule_ids.is_empty() {
            return ControlFlow::Continue(());
        }
        // One clock reading per rule run: the time since the previous one.
        let mut last = Instant::now();
        for &ri in rule_ids {
            let ri = ri as usize;
            if disabled[ri] {
                continue;
            }
            let rule = dispatch.rules[ri];
            if run.isolate_rules {
                let id = rule.meta().id;
                if let Err(message) = isolated(|| {
                    if injected_panic(id, rel) {
                        panic!("injected panic (RESILINT_INJECT_PANIC)");
                    }
                    rule.check(node, &mut cx)
                }) {
                    disabled[ri] = true;
                    out.failures.push(format!(
                        "{rel}: rule {id} failed (internal error: {message}); its findings in this file are missing"
                    ));
                }
            } else {
                rule.check(node, &mut cx);
            }
            let now = Instant::now();
            spent[ri] += now - last;
            last = now;
        }
        if last.duration_since(started) > budget {
            let slowest = spent
                .iter()
                .enumerate()
                .max_by_key(|(_, d)| **d)
                .map_or("?", |(i, _)| dispatch.rules[i].meta().id);
            out.warnings.push(format!(
                "{rel}: analysis stopped at line {} after the {} ms budget (most time in rule {slowest}); findings in this file may be incomplete",
                node.start_position().row + 1,
                budget.as_millis()
            ));
            return ControlFlow::Break(());
        }
        ControlFlow::Continue(())
    });
    let mut findings = std::mem::take(&mut cx.findings);
    for f in &mut findings {
        if let Some(sev) = settings.severity.get(f.rule) {
            f.severity = *sev;
        }
        f.incidents = settings.incidents_for(f.rule);
        // A poll of a health endpoint with no delay is still a poll; a
        // swallowed failure or an immediate retry is judged from what the
        // code does (a yes/no probe's answer, a read-only call), never from
        // the enclosing function's name.
        // A safeguard the code asks for that does not work (a retry its
        // client never applies) is reported by what the code asked, not by
        // the name of the function around it.
        let asked_for = !f.absence && crate::rules::ABSENCE_RULES.contains(&f.rule);
        if f.confidence == crate::finding::Confidence::High
            && !NAME_BLIND_RULES.contains(&f.rule)
            && !asked_for
            && let Some(why) = fire_and_forget_owner(root, text, f, lang)
        {
            f.confidence = crate::finding::Confidence::Medium;
            f.evidence.push(why);
        }
        // A setting with a stated reason beside it was weighed by its
        // author (`max_attempts: 1` "so that SNS redelivers").
        if f.confidence == crate::finding::Confidence::High
            && let Some(rule) = crate::rules::by_id(f.rule).filter(|r| r.judges_a_chosen_setting())
            && let Some(node) =
                parents::descendant_for_byte_range(root, f.span.start_byte, f.span.end_byte)
            && let Some(comment) =
                crate::semantics::comments::reason_beside(node, text, rule.reason_topic())
        {
            f.confidence = crate::finding::Confidence::Medium;
            let first = comment.lines().next().unwrap_or_default();
            let shown = &first[..crate::text::floor_char_boundary(first, 90)];
            let more = if shown.len() < comment.len() {
                "…"
            } else {
                ""
            };
            f.evidence.push(format!(
                "a comment beside it gives the reason for this choice: `{shown}{more}`"
            ));
        }
        // Defects in browser UI code are reported at medium (spec v3): the
        // person using the page sees the failure. So does the person who
        // runs a command or a script, and runs it again.
        if f.confidence == crate::finding::Confidence::High {
            let seen_by = match f.context {
                crate::finding::ExecContext::Ui if !f.absence => Some("browser UI code"),
                crate::finding::ExecContext::Cli
                    if !crate::rules::by_id(f.rule).is_some_and(|r| r.meta().harms_dependency) =>
                {
                    Some(
                        "a command or script run by a person, who sees the failure and runs it again",
                    )
                }
                _ => None,
            };
            if let Some(what) = seen_by {
                f.confidence = crate::finding::Confidence::Medium;
                f.evidence.push(format!("{what} ({})", cx.exec().reason));
            }
        }
    }
    out.findings = findings;
    out
}

/// Rules whose findings are not lowered for the name of the function or
/// class around them (`ping`, `telemetry`, `health`).
const NAME_BLIND_RULES: &[&str] = &[
    "sleepless-poll-loop",
    "silent-rescue",
    "retry-without-delay",
];

/// Why a finding sits in telemetry, analytics, a heartbeat or a probe (whose
/// failure is the answer): the name of a function or class around it, or
/// the health-check base class of a class around it.
fn fire_and_forget_owner(
    root: tree_sitter::Node<'_>,
    text: &str,
    f: &Finding,
    lang: Lang,
) -> Option<String> {
    use crate::semantics::ast;
    let family = lang.family();
    let mut cur = parents::descendant_for_byte_range(root, f.span.start_byte, f.span.end_byte);
    for _ in 0..200 {
        let n = cur?;
        if ast::is_function(n.kind_name(), family) || ast::is_class(n.kind_name(), family) {
            let name = if ast::is_function(n.kind_name(), family) {
                ast::function_name(n, text)
            } else {
                n.field("name").and_then(|c| text.get(c.byte_range()))
            };
            if let Some(name) = name
                && crate::semantics::names::names_fire_and_forget(name)
            {
                return Some(format!(
                    "in `{name}`, telemetry or a probe: its failures are usually allowed to be lost"
                ));
            }
            // A class a health-check framework runs (`class SmtpStatus <
            // HealthMonitor::Providers::Base`, `(BaseHealthCheckBackend)`,
            // `extends HealthIndicator`): the check's failure is its answer.
            if ast::is_class(n.kind_name(), family)
                && let Some(supers) = ast::superclasses(n, family, text)
                && supers
                    .split(|c: char| !(c.is_alphanumeric() || c == '_'))
                    .any(crate::semantics::names::names_fire_and_forget)
            {
                let supers = supers
                    .trim_start_matches(['<', '('])
                    .trim_end_matches(')')
                    .trim();
                let supers = supers.strip_prefix("extends ").unwrap_or(supers).trim();
                return Some(format!(
                    "in `{}`, a check run by a health or telemetry framework (`{supers}`): a failed check is its answer",
                    name.unwrap_or("class")
                ));
            }
        }
        cur = parents::parent(n);
    }
    None
}

/// Fingerprints that survive unrelated edits above a finding and moves of the
/// same code within the file: rule, path, the normalised flagged line and
/// the occurrence index among identical keys — never the line number.
fn fingerprint(mut findings: Vec<Finding>, text: &str) -> Vec<Finding> {
    findings.sort_by(|a, b| {
        a.span
            .start_byte
            .cmp(&b.span.start_byte)
            .then(a.rule.cmp(b.rule))
    });
    let mut seen: HashMap<String, usize> = HashMap::new();
    for f in &mut findings {
        let start = crate::text::floor_char_boundary(text, f.span.start_byte);
        let line_start = text[..start].rfind('\n').map_or(0, |p| p + 1);
        let line_end = text[line_start..]
            .find('\n')
            .map_or(text.len(), |p| line_start + p);
        let line: String = text[line_start..line_end]
            .split_whitespace()
            .collect::<Vec<_>>()
            .join(" ");
        let flagged: String = text
            .get(f.span.start_byte..f.span.end_byte.min(f.span.start_byte + 400))
            .unwrap_or("")
            .split_whitespace()
            .collect::<Vec<_>>()
            .join(" ");
        let key = format!("{}\0{}\0{}\0{}", f.rule, f.path, line, flagged);
        let n = seen.entry(key.clone()).or_insert(0);
        let mut hasher = Sha256::new();
        hasher.update(key.as_bytes());
        hasher.update(n.to_le_bytes());
        *n += 1;
        let digest = hasher.finalize();
        f.fingerprint = digest[..8].iter().map(|b| format!("{b:02x}")).collect();
    }
    findings
}
