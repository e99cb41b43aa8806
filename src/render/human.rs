//! Annotated source snippets (ariadne), a `help:` line with the fix and a
//! `seen in:` line naming the incident, then a summary.

use crate::config::Settings;
use crate::engine::ScanResult;
use crate::finding::{Finding, Severity};
use crate::incidents;
use ariadne::{Color, Config, IndexType, Label, Report, ReportKind, sources};
use std::collections::{HashMap, HashSet};
use std::io::{self, Write};

fn severity_color(s: Severity) -> Color {
    match s {
        Severity::Error => Color::Red,
        Severity::Warning => Color::Yellow,
        Severity::Info => Color::Cyan,
    }
}

pub fn render(
    result: &ScanResult,
    settings: &Settings,
    color: bool,
    out: &mut dyn Write,
) -> io::Result<()> {
    let mut texts: HashMap<String, String> = HashMap::new();
    let all_incidents = settings.all_incidents();
    let mut incidents_shown: HashSet<String> = HashSet::new();
    for f in &result.findings {
        for path in std::iter::once(&f.path).chain(f.labels.iter().filter_map(|l| l.path.as_ref()))
        {
            if !texts.contains_key(path) {
                let text = std::fs::read(result.file_path(path))
                    .map(|b| String::from_utf8_lossy(&b).into_owned())
                    .unwrap_or_default();
                let text = text
                    .strip_prefix('\u{feff}')
                    .map(str::to_string)
                    .unwrap_or(text);
                texts.insert(path.clone(), text);
            }
        }
        write_one(f, &texts, &all_incidents, &mut incidents_shown, color, out)?;
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
    texts: &HashMap<String, String>,
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
    let empty = String::new();
    let text_of = |p: &str| texts.get(p).unwrap_or(&empty);
    let clamp = |p: &str, a: usize, b: usize| {
        let text = text_of(p);
        let n = text.len();
        display_range(text, a.min(n)..b.min(n).max(a.min(n)))
    };
    let primary = clamp(&f.path, f.span.start_byte, f.span.end_byte);
    // (path, range, message, colour); ariadne starts a new snippet group
    // whenever a label's line is above the previous one's, so labels are
    // ordered by position (this file first), not primary-first.
    let mut labels: Vec<(String, std::ops::Range<usize>, &str, Color)> = vec![(
        f.path.clone(),
        primary.clone(),
        f.primary_label.as_deref().unwrap_or(f.rule),
        severity_color(f.severity),
    )];
    for l in &f.labels {
        let path = l.path.clone().unwrap_or_else(|| f.path.clone());
        let range = clamp(&path, l.span.start_byte, l.span.end_byte);
        labels.push((path, range, &l.message, Color::Blue));
    }
    labels.sort_by(|a, b| {
        (a.0 != f.path, &a.0, a.1.start, a.1.end).cmp(&(b.0 != f.path, &b.0, b.1.start, b.1.end))
    });
    let mut report = Report::build(kind, (f.path.clone(), primary))
        .with_config(
            Config::default()
                .with_index_type(IndexType::Byte)
                .with_color(color),
        )
        .with_code(f.rule)
        .with_message(&f.message);
    for (i, (path, range, message, colour)) in labels.into_iter().enumerate() {
        report = report.with_label(
            Label::new((path, range))
                .with_message(message)
                .with_color(colour)
                .with_order(i as i32),
        );
    }
    // Only this finding's files: cloning every file read so far for each
    // finding would make long reports quadratic.
    let needed: HashSet<&str> = std::iter::once(f.path.as_str())
        .chain(f.labels.iter().filter_map(|l| l.path.as_deref()))
        .collect();
    let cache = sources(
        texts
            .iter()
            .filter(|(k, _)| needed.contains(k.as_str()))
            .map(|(k, v)| (k.clone(), v.clone())),
    );
    report.finish().write(cache, &mut *out)?;
    writeln!(out, "  {} {}", paint(color, "1;36", "help:"), f.fix)?;
    let mut why = format!("{} confidence, {} code", f.confidence.as_str(), f.context);
    if !f.evidence.is_empty() {
        why.push_str(&format!(" ({})", f.evidence.join("; ")));
    }
    writeln!(out, "  {} {}", paint(color, "1;34", "evidence:"), why)?;
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
        writeln!(out, "  {} {}", paint(color, "1;35", "seen in:"), line)?;
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
