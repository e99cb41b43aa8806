//! Annotated source snippets (ariadne), a `help:` line with the fix and a
//! `seen in:` line naming the incident, then a summary.

use crate::config::Settings;
use crate::engine::ScanResult;
use crate::finding::{Finding, Severity};
use crate::incidents;
use crate::text::{escape_control, escape_control_keep_newlines, snippet_safe};
use ariadne::{Cache, Color, Config, IndexType, Label, Report, ReportKind, Source};
use std::collections::{HashMap, HashSet};
use std::io::{self, Write};

fn severity_color(s: Severity) -> Color {
    match s {
        Severity::Error => Color::Red,
        Severity::Warning => Color::Yellow,
        Severity::Info => Color::Cyan,
    }
}

/// Snippet sources for ariadne, built once per file (not per finding):
/// decoded like the scan decodes them (UTF-16 included), control characters
/// neutralised without moving a byte, keyed by the escaped display path.
#[derive(Default)]
struct Snippets {
    sources: HashMap<String, Source<String>>,
    /// The project root finding paths are relative to.
    root: std::path::PathBuf,
}

impl Snippets {
    /// The cache id of `path` (project-relative), loading its text on first use.
    fn load(&mut self, path: &str) -> String {
        let id = escape_control(path).into_owned();
        if !self.sources.contains_key(&id) {
            let text = std::fs::read(self.root.join(path))
                .ok()
                .and_then(|b| crate::engine::decode(&b, path).ok())
                .unwrap_or_default();
            let text = text
                .strip_prefix('\u{feff}')
                .map(str::to_string)
                .unwrap_or(text);
            self.sources
                .insert(id.clone(), Source::from(snippet_safe(&text)));
        }
        id
    }
}

impl Cache<String> for &Snippets {
    type Storage = String;

    fn fetch(&mut self, id: &String) -> Result<&Source<String>, impl std::fmt::Debug> {
        self.sources.get(id).ok_or("no source")
    }

    fn display<'a>(&self, id: &'a String) -> Option<impl std::fmt::Display + 'a> {
        Some(id.clone())
    }
}

pub fn render(
    result: &ScanResult,
    settings: &Settings,
    color: bool,
    out: &mut dyn Write,
) -> io::Result<()> {
    let mut snippets = Snippets {
        root: result.root.clone(),
        ..Default::default()
    };
    let mut current: Option<&str> = None;
    let all_incidents = settings.all_incidents();
    let mut incidents_shown: HashSet<String> = HashSet::new();
    for f in &result.findings {
        // Findings are sorted by path: keep only the current file's sources.
        if current != Some(f.path.as_str()) {
            snippets.sources.clear();
            current = Some(f.path.as_str());
        }
        write_one(
            f,
            &mut snippets,
            &all_incidents,
            &mut incidents_shown,
            color,
            out,
        )?;
    }
    summary(result, color, out)
}

fn paint(color: bool, code: &str, s: &str) -> String {
    if color {
        format!("\x1b[{code}m{s}\x1b[0m")
    } else {
        s.to_string()
    }
}

/// The part of a span to underline: a span over several lines (a call whose
/// callback runs on) is shown by its first line up to the argument list, so
/// the label points at the callee instead of underlining the whole callback.
fn display_range(text: &str, range: std::ops::Range<usize>) -> std::ops::Range<usize> {
    let Some(body) = text.get(range.clone()) else {
        return range;
    };
    let Some(newline) = body.find('\n') else {
        return range;
    };
    let first = &body[..newline];
    let cut = match first.find('(') {
        Some(paren) if !first[..paren].trim().is_empty() => paren,
        _ => first.trim_end().len(),
    };
    if cut == 0 {
        range
    } else {
        range.start..range.start + cut
    }
}

fn write_one(
    f: &Finding,
    snippets: &mut Snippets,
    all_incidents: &[incidents::Incident],
    incidents_shown: &mut HashSet<String>,
    color: bool,
    out: &mut dyn Write,
) -> io::Result<()> {
    let kind = match f.severity {
        Severity::Error => ReportKind::Error,
        Severity::Warning => ReportKind::Warning,
        Severity::Info => ReportKind::Advice,
    };
    let primary_id = snippets.load(&f.path);
    let label_ids: Vec<String> = f
        .labels
        .iter()
        .map(|l| snippets.load(l.path.as_deref().unwrap_or(&f.path)))
        .collect();
    let snippets: &Snippets = snippets;
    let clamp = |id: &str, a: usize, b: usize| {
        let text = snippets.sources.get(id).map_or("", |s| s.text());
        let n = text.len();
        display_range(text, a.min(n)..b.min(n).max(a.min(n)))
    };
    let primary = clamp(&primary_id, f.span.start_byte, f.span.end_byte);
    // (source id, range, message, colour); ariadne starts a new snippet group
    // whenever a label's line is above the previous one's, so labels are
    // ordered by position (this file first), not primary-first.
    let mut labels: Vec<(String, std::ops::Range<usize>, String, Color)> = vec![(
        primary_id.clone(),
        primary.clone(),
        escape_control_keep_newlines(f.primary_label.as_deref().unwrap_or(f.rule)),
        severity_color(f.severity),
    )];
    for (l, id) in f.labels.iter().zip(label_ids) {
        let range = clamp(&id, l.span.start_byte, l.span.end_byte);
        labels.push((
            id,
            range,
            escape_control_keep_newlines(&l.message),
            Color::Blue,
        ));
    }
    labels.sort_by(|a, b| {
        (a.0 != primary_id, &a.0, a.1.start, a.1.end).cmp(&(
            b.0 != primary_id,
            &b.0,
            b.1.start,
            b.1.end,
        ))
    });
    let mut report = Report::build(kind, (primary_id.clone(), primary))
        .with_config(
            Config::default()
                .with_index_type(IndexType::Byte)
                .with_color(color),
        )
        .with_code(f.rule)
        .with_message(escape_control_keep_newlines(&f.message));
    for (i, (id, range, message, colour)) in labels.into_iter().enumerate() {
        report = report.with_label(
            Label::new((id, range))
                .with_message(message)
                .with_color(colour)
                .with_order(i as i32),
        );
    }
    report.finish().write(snippets, &mut *out)?;
    writeln!(
        out,
        "  {} {}",
        paint(color, "1;36", "help:"),
        escape_control_keep_newlines(&f.fix)
    )?;
    if let Some(fix) = &f.autofix {
        writeln!(
            out,
            "  {} {} ({}, {})",
            paint(color, "1;32", "fix:"),
            escape_control_keep_newlines(&fix.description),
            fix.applicability.as_str(),
            crate::render::fix_flag(fix.applicability)
        )?;
    }
    let mut why = format!("{} confidence, {} code", f.confidence.as_str(), f.context);
    if !f.evidence.is_empty() {
        why.push_str(&format!(" ({})", f.evidence.join("; ")));
    }
    writeln!(
        out,
        "  {} {}",
        paint(color, "1;34", "evidence:"),
        escape_control_keep_newlines(&why)
    )?;
    for id in &f.incidents {
        // Each incident in full once per run, then by id.
        let line = if incidents_shown.insert(id.clone()) {
            match incidents::find(all_incidents, id) {
                Some(inc) => match &inc.url {
                    Some(url) => format!("{} <{url}>", incidents::one_line(inc)),
                    None => incidents::one_line(inc),
                },
                None => id.clone(),
            }
        } else {
            format!("{id} (described above)")
        };
        writeln!(
            out,
            "  {} {}",
            paint(color, "1;35", "seen in:"),
            escape_control(&line)
        )?;
    }
    writeln!(out)
}

fn summary(result: &ScanResult, color: bool, out: &mut dyn Write) -> io::Result<()> {
    let count = |s: Severity| result.findings.iter().filter(|f| f.severity == s).count();
    let (e, w, i) = (
        count(Severity::Error),
        count(Severity::Warning),
        count(Severity::Info),
    );
    let total = result.findings.len();
    let headline = if total == 0 {
        paint(color, "1;32", "No findings")
    } else {
        paint(color, "1", &super::count(total, "finding"))
    };
    let mut line = format!(
        "{headline} ({}, {}, {i} info) in {} scanned ({} skipped) in {:.2}s",
        super::count(e, "error"),
        super::count(w, "warning"),
        super::count(result.files_scanned, "file"),
        result.files_skipped,
        result.elapsed.as_secs_f64()
    );
    if result.suppressed > 0 {
        line.push_str(&format!("; {} suppressed inline", result.suppressed));
    }
    if result.baseline_suppressed > 0 {
        line.push_str(&format!("; {} in the baseline", result.baseline_suppressed));
    }
    if result.hidden_by_confidence > 0 {
        line.push_str(&format!(
            "; {} medium-confidence hidden (--min-confidence medium shows them)",
            result.hidden_by_confidence
        ));
    }
    writeln!(out, "{line}")
}
