//! Annotated source snippets (ariadne), a `help:` line with the fix and a
//! `seen in:` line naming the incident, then a summary.

use crate::config::Settings;
use crate::engine::ScanResult;
use crate::finding::{Finding, Severity};
use crate::incidents;
use ariadne::{Color, Config, IndexType, Label, Report, ReportKind, sources};
use std::collections::HashMap;
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
        write_one(f, &texts, &all_incidents, color, out)?;
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
    texts: &HashMap<String, String>,
    all_incidents: &[incidents::Incident],
    color: bool,
    out: &mut dyn Write,
) -> io::Result<()> {
    let kind = match f.severity {
        Severity::Error => ReportKind::Error,
        Severity::Warning => ReportKind::Warning,
        Severity::Info => ReportKind::Advice,
    };
    let text_len = |p: &str| texts.get(p).map_or(0, String::len);
    let clamp = |p: &str, a: usize, b: usize| {
        let n = text_len(p);
        a.min(n)..b.min(n).max(a.min(n))
    };
    let primary = clamp(&f.path, f.span.start_byte, f.span.end_byte);
    let mut report = Report::build(kind, (f.path.clone(), primary.clone()))
        .with_config(
            Config::default()
                .with_index_type(IndexType::Byte)
                .with_color(color),
        )
        .with_code(f.rule)
        .with_message(&f.message)
        .with_label(
            Label::new((f.path.clone(), primary))
                .with_message(f.primary_label.as_deref().unwrap_or(f.rule))
                .with_color(severity_color(f.severity))
                .with_order(0),
        );
    for (i, l) in f.labels.iter().enumerate() {
        let path = l.path.clone().unwrap_or_else(|| f.path.clone());
        let range = clamp(&path, l.span.start_byte, l.span.end_byte);
        report = report.with_label(
            Label::new((path, range))
                .with_message(&l.message)
                .with_color(Color::Blue)
                .with_order(i as i32 + 1),
        );
    }
    let cache = sources(texts.iter().map(|(k, v)| (k.clone(), v.clone())));
    report.finish().write(cache, &mut *out)?;
    writeln!(out, "  {} {}", paint(color, "1;36", "help:"), f.fix)?;
    for id in &f.incidents {
        let line = incidents::find(all_incidents, id)
            .map(incidents::one_line)
            .unwrap_or_else(|| id.clone());
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
    writeln!(out, "{line}")
}
