//! Applies the fixes of a scan (`check --fix`, `--unsafe-fixes`, `--diff`).
//!
//! Per file, in passes (at most 12 that apply something): take the allowed
//! fixes in source order, skip any that overlaps one already taken (it gets
//! another pass on the new text),
//! apply them, then re-parse (no syntax error the file did not have) and
//! re-check with the scan's own rules and cross-file index (each applied
//! finding is gone). A fix that fails either check is dropped and the pass
//! is redone without it. The file is written once, atomically (a temporary
//! file in the same directory renamed over it, permissions kept).

use crate::baseline::Baseline;
use crate::config::Settings;
use crate::engine::{Rechecker, ScanResult};
use crate::finding::{Applicability, Edit, Finding, sort_findings};
use crate::lang::Lang;
use std::collections::{BTreeMap, BTreeSet, HashSet};
use std::path::Path;

/// Passes per file, each applying every non-overlapping fix left.
const MAX_PASSES: usize = 12;
/// Passes including those redone without a rejected fix.
const MAX_ATTEMPTS: usize = 200;

#[derive(Clone, Copy, Debug)]
pub struct FixOptions {
    /// Apply `unsafe` fixes too (`--unsafe-fixes`).
    pub unsafe_fixes: bool,
    /// Write the files (`--fix`); false computes the changes only (`--diff`).
    pub write: bool,
}

/// What `--fix` / `--diff` did.
#[derive(Debug, Default)]
pub struct FixReport {
    /// Reported findings that carried a fix, by applicability.
    pub with_safe_fix: usize,
    pub with_unsafe_fix: usize,
    /// Fixes applied (or, with `--diff`, that would be).
    pub applied: usize,
    /// Files changed (or that would be), with their unified diff.
    pub diffs: Vec<(String, String)>,
    pub warnings: Vec<String>,
    /// Remaining findings whose fix is unsafe and was not allowed.
    pub unsafe_available: usize,
}

impl FixReport {
    /// One line for stderr: what had a fix, what was applied, what is left.
    pub fn summary(&self, opts: FixOptions, remaining: usize) -> String {
        let verb = if opts.write { "Fixed" } else { "Would fix" };
        let mut line = format!(
            "{verb} {} of {} with a fix ({} safe, {} unsafe) in {}; {} remaining",
            self.applied,
            crate::render::count(self.with_safe_fix + self.with_unsafe_fix, "finding"),
            self.with_safe_fix,
            self.with_unsafe_fix,
            crate::render::count(self.diffs.len(), "file"),
            remaining
        );
        if self.unsafe_available > 0 && !opts.unsafe_fixes {
            line.push_str(&format!(
                " ({} more with `--unsafe-fixes`)",
                crate::render::count(self.unsafe_available, "fix")
            ));
        }
        line.push('.');
        line
    }
}

fn allowed(f: &Finding, opts: FixOptions) -> bool {
    f.autofix
        .as_ref()
        .is_some_and(|fix| fix.applicability == Applicability::Safe || opts.unsafe_fixes)
}

/// Applies the fixes of `result`'s findings to their files and replaces
/// the findings of every changed file by what re-checking it reports.
pub fn run(
    result: &mut ScanResult,
    settings: &Settings,
    opts: FixOptions,
    baseline: Option<&Baseline>,
) -> FixReport {
    let mut report = FixReport::default();
    for f in &result.findings {
        match f.autofix.as_ref().map(|x| x.applicability) {
            Some(Applicability::Safe) => report.with_safe_fix += 1,
            Some(Applicability::Unsafe) => report.with_unsafe_fix += 1,
            None => {}
        }
    }
    let Some(rechecker) = result.rechecker.clone() else {
        return report;
    };
    let files: BTreeSet<String> = result
        .findings
        .iter()
        .filter(|f| allowed(f, opts))
        .map(|f| f.path.clone())
        .collect();
    let mut replaced: BTreeMap<String, Vec<Finding>> = BTreeMap::new();
    for rel in &files {
        let abs = result.file_path(rel);
        match fix_file(&rechecker, settings, &abs, rel, opts, baseline) {
            Ok(done) => {
                report.warnings.extend(done.warnings);
                if done.applied == 0 {
                    continue;
                }
                report.applied += done.applied;
                if opts.write
                    && let Err(e) = write_atomically(&abs, &done.bytes)
                {
                    report.warnings.push(format!("{rel}: not fixed: {e}"));
                    continue;
                }
                report.diffs.push((
                    rel.clone(),
                    super::unified_diff(rel, &done.original, &done.fixed),
                ));
                replaced.insert(rel.clone(), done.remaining);
            }
            Err(w) => report.warnings.push(w),
        }
    }
    if !replaced.is_empty() {
        result.findings.retain(|f| !replaced.contains_key(&f.path));
        result.findings.extend(replaced.into_values().flatten());
        sort_findings(&mut result.findings);
    }
    report.unsafe_available = result
        .findings
        .iter()
        .filter(|f| {
            f.autofix
                .as_ref()
                .is_some_and(|x| x.applicability == Applicability::Unsafe)
        })
        .count();
    report
}

struct FixedFile {
    original: String,
    fixed: String,
    /// What is written: the fixed text, with the byte-order mark it had.
    bytes: Vec<u8>,
    applied: usize,
    remaining: Vec<Finding>,
    warnings: Vec<String>,
}

/// Fixes one file in passes (in memory).
fn fix_file(
    rechecker: &Rechecker,
    settings: &Settings,
    abs: &Path,
    rel: &str,
    opts: FixOptions,
    baseline: Option<&Baseline>,
) -> Result<FixedFile, String> {
    // Findings in the baseline are accepted as they are: not fixed, not reported.
    let recheck = |text: &str| {
        rechecker
            .check(settings, abs, lang_of(abs, text)?, rel, text)
            .map(|mut found| {
                found.retain(|f| !baseline.is_some_and(|b| b.contains(f)));
                found
            })
    };
    let bytes = std::fs::read(abs).map_err(|e| format!("{rel}: not fixed: cannot read: {e}"))?;
    let (bom, body) = match bytes.strip_prefix(&[0xEF, 0xBB, 0xBF]) {
        Some(rest) => (true, rest),
        None => (false, bytes.as_slice()),
    };
    let original = std::str::from_utf8(body)
        .map_err(|_| {
            format!("{rel}: not fixed: not UTF-8 (fixes are applied to UTF-8 files only)")
        })?
        .to_string();
    let lang =
        lang_of(abs, &original).ok_or_else(|| format!("{rel}: not fixed: unknown language"))?;
    let baseline_errors = syntax_errors(lang, &original)
        .ok_or_else(|| format!("{rel}: not fixed: could not be parsed"))?;
    let mut findings =
        recheck(&original).ok_or_else(|| format!("{rel}: not fixed: could not be re-checked"))?;
    let mut current = original.clone();
    let mut applied = 0usize;
    let mut rejected: HashSet<(&'static str, String)> = HashSet::new();
    let mut warnings = Vec::new();
    // Passes that applied fixes, and attempts (a rejected fix costs one).
    let (mut passes, mut attempts) = (0, 0);
    let mut one_at_a_time = false;
    while passes < MAX_PASSES && attempts < MAX_ATTEMPTS {
        attempts += 1;
        let mut candidates: Vec<&Finding> = findings
            .iter()
            .filter(|f| allowed(f, opts) && !rejected.contains(&(f.rule, f.fingerprint.clone())))
            .collect();
        if candidates.is_empty() {
            break;
        }
        candidates.sort_by_key(|f| {
            let e = &f.autofix.as_ref().expect("allowed").edits;
            (e.first().map_or(0, |e| e.span.start_byte), f.rule)
        });
        let mut selected = non_overlapping(&candidates);
        if one_at_a_time {
            selected.truncate(1);
        }
        let edits: Vec<Edit> = merged_edits(&selected);
        let next = super::apply_edits(&current, &edits);
        // Re-parse: a fix must not add a syntax error.
        if syntax_errors(lang, &next).is_none_or(|n| n > baseline_errors) {
            let culprits = breaking_fixes(lang, &current, &selected, baseline_errors);
            for f in &culprits {
                warnings.push(format!(
                    "{rel}:{}: fix for {} not applied: it would introduce a syntax error",
                    f.span.start.line, f.rule
                ));
            }
            if culprits.is_empty() {
                // The fixes only break the syntax together: one per pass from now on.
                one_at_a_time = true;
            }
            for f in culprits {
                rejected.insert((f.rule, f.fingerprint.clone()));
            }
            continue;
        }
        // Re-check: every applied finding is gone.
        let Some(after) = recheck(&next) else {
            warnings.push(format!(
                "{rel}: fixes not applied: the fixed file could not be re-checked"
            ));
            break;
        };
        let still_there: Vec<&Finding> = selected
            .iter()
            .copied()
            .filter(|f| still_reported(f, &edits, &after))
            .collect();
        if !still_there.is_empty() {
            for f in still_there {
                warnings.push(format!(
                    "{rel}:{}: fix for {} not applied: the finding was still reported after it",
                    f.span.start.line, f.rule
                ));
                rejected.insert((f.rule, f.fingerprint.clone()));
            }
            continue;
        }
        applied += selected.len();
        current = next;
        findings = after;
        if !one_at_a_time {
            passes += 1;
        }
    }
    let mut out = Vec::with_capacity(current.len() + 3);
    if bom {
        out.extend_from_slice(&[0xEF, 0xBB, 0xBF]);
    }
    out.extend_from_slice(current.as_bytes());
    Ok(FixedFile {
        original,
        fixed: current,
        bytes: out,
        applied,
        remaining: findings,
        warnings,
    })
}

fn lang_of(path: &Path, text: &str) -> Option<Lang> {
    Lang::from_path(path)
        .or_else(|| Lang::from_shebang(text.split('\n').next().unwrap_or("").as_bytes()))
}

/// The fixes to apply together in one pass: in source order, each one that
/// does not overlap (or insert at the same place as) one already taken.
fn non_overlapping<'f>(candidates: &[&'f Finding]) -> Vec<&'f Finding> {
    let mut taken: Vec<&Finding> = Vec::new();
    let mut ranges: Vec<(usize, usize)> = Vec::new();
    for f in candidates {
        let edits = &f.autofix.as_ref().expect("candidate has a fix").edits;
        let clash = edits.iter().any(|e| {
            let (s, t) = (e.span.start_byte, e.span.end_byte);
            // Overlapping, or starting at the same place (order unclear).
            ranges.iter().any(|&(a, b)| (s < b && a < t) || s == a)
        });
        if clash {
            continue;
        }
        ranges.extend(edits.iter().map(|e| (e.span.start_byte, e.span.end_byte)));
        taken.push(f);
    }
    taken
}

fn merged_edits(selected: &[&Finding]) -> Vec<Edit> {
    let mut edits: Vec<Edit> = selected
        .iter()
        .flat_map(|f| {
            f.autofix
                .as_ref()
                .expect("selected has a fix")
                .edits
                .iter()
                .cloned()
        })
        .collect();
    edits.sort_by_key(|e| (e.span.start_byte, e.span.end_byte));
    edits
}

/// The fixes of `selected` that add a syntax error when applied alone.
fn breaking_fixes<'f>(
    lang: Lang,
    text: &str,
    selected: &[&'f Finding],
    baseline_errors: usize,
) -> Vec<&'f Finding> {
    selected
        .iter()
        .copied()
        .filter(|f| {
            let edits = &f.autofix.as_ref().expect("selected has a fix").edits;
            syntax_errors(lang, &super::apply_edits(text, edits))
                .is_none_or(|n| n > baseline_errors)
        })
        .collect()
}

/// Where byte `pos` of the old text is in the new text.
fn map_offset(pos: usize, edits: &[Edit], after_insertions: bool) -> usize {
    let mut delta: isize = 0;
    for e in edits {
        let (s, t) = (e.span.start_byte, e.span.end_byte);
        let grows = e.replacement.len() as isize - (t - s) as isize;
        if t < pos || (t == pos && (s < t || after_insertions)) {
            delta += grows;
        } else if s < pos && pos < t {
            // Inside a replaced range: its start.
            return (s as isize + delta).max(0) as usize;
        } else {
            break;
        }
    }
    (pos as isize + delta).max(0) as usize
}

/// Whether the re-check still reports `f` on the code `f` covered: its rule
/// at its severity (a fixed retry policy may get a finding of another
/// severity, e.g. the note that 429 is now retried without `Retry-After`).
fn still_reported(f: &Finding, edits: &[Edit], after: &[Finding]) -> bool {
    let start = map_offset(f.span.start_byte, edits, false);
    let end = map_offset(f.span.end_byte, edits, true).max(start);
    after.iter().any(|n| {
        n.rule == f.rule
            && n.severity == f.severity
            && ((n.span.start_byte < end && start < n.span.end_byte) || n.span.start_byte == start)
    })
}

/// Error and missing nodes in `text` parsed as `lang`; `None` when it
/// cannot be parsed at all.
pub fn syntax_errors(lang: Lang, text: &str) -> Option<usize> {
    let mut parser = tree_sitter::Parser::new();
    parser.set_language(&lang.grammar()).ok()?;
    let tree = parser.parse(text, None)?;
    let root = tree.root_node();
    if !root.has_error() {
        return Some(0);
    }
    let mut count = 0;
    let mut cursor = root.walk();
    'walk: loop {
        let node = cursor.node();
        if node.is_error() || node.is_missing() {
            count += 1;
        }
        if node.has_error() && cursor.goto_first_child() {
            continue;
        }
        loop {
            if cursor.goto_next_sibling() {
                break;
            }
            if !cursor.goto_parent() {
                break 'walk;
            }
        }
    }
    Some(count)
}

/// Replaces `path` with `bytes` through a temporary file in the same
/// directory (a crash leaves the old or the new file, never half of one),
/// keeping its permissions; a symlink's target is what gets replaced.
pub fn write_atomically(path: &Path, bytes: &[u8]) -> std::io::Result<()> {
    use std::io::Write;
    let target = std::fs::canonicalize(path)?;
    let dir = target
        .parent()
        .ok_or_else(|| std::io::Error::other("no parent directory"))?;
    let permissions = std::fs::metadata(&target)?.permissions();
    let mut tmp = tempfile::Builder::new()
        .prefix(".resilint-fix-")
        .tempfile_in(dir)?;
    tmp.write_all(bytes)?;
    tmp.as_file().sync_all()?;
    std::fs::set_permissions(tmp.path(), permissions)?;
    tmp.persist(&target).map_err(|e| e.error)?;
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::context::span_of;
    use crate::finding::{Confidence, ExecContext, Fix, Severity};

    const TEXT: &str = "abcdefghij";

    fn edit(start: usize, end: usize, replacement: &str) -> Edit {
        Edit {
            span: span_of(TEXT, start, end),
            replacement: replacement.into(),
        }
    }

    fn finding(id: &str, edits: Vec<Edit>) -> Finding {
        Finding {
            rule: "short-timeout",
            severity: Severity::Warning,
            path: "a.py".into(),
            span: edits[0].span,
            message: id.into(),
            primary_label: None,
            labels: Vec::new(),
            fix: String::new(),
            incidents: Vec::new(),
            fingerprint: id.into(),
            confidence: Confidence::High,
            context: ExecContext::Library,
            evidence: Vec::new(),
            absence: false,
            autofix: Some(Fix {
                applicability: Applicability::Safe,
                description: id.into(),
                edits,
                diff: String::new(),
            }),
            callers_of: None,
        }
    }

    #[test]
    fn overlapping_fixes_wait_for_another_pass() {
        let a = finding("a", vec![edit(1, 4, "X")]);
        let b = finding("b", vec![edit(3, 5, "Y")]); // overlaps a
        let c = finding("c", vec![edit(4, 4, "Z")]); // insertion right after a
        let d = finding("d", vec![edit(6, 6, "W")]);
        let e = finding("e", vec![edit(6, 7, "V")]); // starts where d inserts
        let taken = non_overlapping(&[&a, &b, &c, &d, &e]);
        let ids: Vec<&str> = taken.iter().map(|f| f.message.as_str()).collect();
        assert_eq!(ids, ["a", "c", "d"]);
        let merged = merged_edits(&taken);
        assert_eq!(super::super::apply_edits(TEXT, &merged), "aXZefWghij");
    }

    #[test]
    fn offsets_follow_the_edits() {
        let edits = [edit(2, 3, "XYZ"), edit(5, 5, "++")];
        assert_eq!(map_offset(1, &edits, false), 1);
        assert_eq!(map_offset(3, &edits, false), 5);
        assert_eq!(map_offset(5, &edits, false), 7);
        assert_eq!(map_offset(5, &edits, true), 9);
        assert_eq!(map_offset(8, &edits, false), 12);
        // Inside a replaced range: its start.
        let inside = [edit(2, 6, "")];
        assert_eq!(map_offset(4, &inside, false), 2);
    }

    #[test]
    fn syntax_errors_are_counted() {
        assert_eq!(syntax_errors(Lang::Python, "x = 1\n"), Some(0));
        assert!(syntax_errors(Lang::Python, "x = (1\n").unwrap() > 0);
        assert!(syntax_errors(Lang::TypeScript, "f(a, { cause: e );\n").unwrap() > 0);
    }
}
