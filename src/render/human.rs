//! Annotated source snippets (ariadne), a `help:` line with the fix and a
//! `seen in:` line naming the incident, then a summary.

use crate::config::Settings;
use crate::engine::ScanResult;
use crate::finding::{Finding, Severity};
use crate::incidents;
use crate::text::{escape_control, escape_control_keep_newlines, snippet_safe};
use ariadne::{Cache, Color, Config, IndexType, Label, Report, ReportKind, Source};
use std::collections::HashMap;
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
}

impl Snippets {
    /// The cache id of `path`, loading its text on first use.
    fn load(&mut self, path: &str) -> String {
        let id = escape_control(path).into_owned();
        if !self.sources.contains_key(&id) {
            let text = std::fs::read(path)
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

    fn len(&self, id: &str) -> usize {
        self.sources.get(id).map_or(0, |s| s.text().len())
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
    let mut snippets = Snippets::default();
    let mut current: Option<&str> = None;
    let all_incidents = settings.all_incidents();
    for f in &result.findings {
        // Findings are sorted by path: keep only the current file's sources.
        if current != Some(f.path.as_str()) {
            snippets.sources.clear();
            current = Some(f.path.as_str());
        }
        write_one(f, &mut snippets, &all_incidents, color, out)?;
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

fn write_one(
    f: &Finding,
    snippets: &mut Snippets,
    all_incidents: &[incidents::Incident],
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
        let n = snippets.len(id);
        a.min(n)..b.min(n).max(a.min(n))
    };
    let primary = clamp(&primary_id, f.span.start_byte, f.span.end_byte);
    let mut report = Report::build(kind, (primary_id.clone(), primary.clone()))
        .with_config(
            Config::default()
                .with_index_type(IndexType::Byte)
                .with_color(color),
        )
        .with_code(f.rule)
        .with_message(escape_control_keep_newlines(&f.message))
        .with_label(
            Label::new((primary_id.clone(), primary))
                .with_message(escape_control_keep_newlines(
                    f.primary_label.as_deref().unwrap_or(f.rule),
                ))
                .with_color(severity_color(f.severity))
                .with_order(0),
        );
    for (i, (l, id)) in f.labels.iter().zip(label_ids).enumerate() {
        let range = clamp(&id, l.span.start_byte, l.span.end_byte);
        report = report.with_label(
            Label::new((id, range))
                .with_message(escape_control_keep_newlines(&l.message))
                .with_color(Color::Blue)
                .with_order(i as i32 + 1),
        );
    }
    report.finish().write(snippets, &mut *out)?;
    writeln!(
        out,
        "  {} {}",
        paint(color, "1;36", "help:"),
        escape_control_keep_newlines(&f.fix)
    )?;
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
        let line = incidents::find(all_incidents, id)
            .map(incidents::one_line)
            .unwrap_or_else(|| id.clone());
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
        paint(
            color,
            "1",
            &format!("{total} finding{}", if total == 1 { "" } else { "s" }),
        )
    };
    let mut line = format!(
        "{headline} ({e} error, {w} warning, {i} info) in {} file{} scanned ({} skipped) in {:.2}s",
        result.files_scanned,
        if result.files_scanned == 1 { "" } else { "s" },
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
