//! One module per output format; each turns a list of findings into text.

pub mod compact;
pub mod github;
pub mod gitlab;
pub mod human;
pub mod json;
pub mod sarif;

use crate::config::Settings;
use crate::engine::ScanResult;
use std::io::{self, Write};

#[derive(Clone, Copy, Debug, PartialEq, Eq, clap::ValueEnum)]
pub enum Format {
    Human,
    Compact,
    Json,
    Sarif,
    Github,
    Gitlab,
    Backlog,
}

pub fn render(
    format: Format,
    result: &ScanResult,
    settings: &Settings,
    color: bool,
    out: &mut dyn Write,
) -> io::Result<()> {
    match format {
        Format::Human => human::render(result, settings, color, out),
        Format::Compact => compact::render(result, out),
        Format::Json => json::render(result, out),
        Format::Sarif => sarif::render(result, settings, out),
        Format::Github => {
            // Workflow commands land in the CI log: no raw control characters.
            let mut safe = crate::text::SafeWriter::new(&mut *out);
            github::render(result, &mut safe)?;
            safe.flush()
        }
        Format::Gitlab => gitlab::render(result, out),
        // The backlog needs the CODEOWNERS root; the CLI renders it.
        Format::Backlog => Ok(()),
    }
}

/// `1 file`, `2 files`: a count with its noun, plural when not one.
pub fn count(n: usize, noun: &str) -> String {
    if n == 1 {
        format!("1 {noun}")
    } else {
        format!("{n} {noun}s")
    }
}

/// `--statistics`: findings per rule, most frequent first.
pub fn statistics(result: &ScanResult, out: &mut dyn Write) -> io::Result<()> {
    let mut by_rule: std::collections::BTreeMap<&str, (usize, crate::finding::Severity)> =
        std::collections::BTreeMap::new();
    for f in &result.findings {
        let e = by_rule.entry(f.rule).or_insert((0, f.severity));
        e.0 += 1;
        e.1 = e.1.max(f.severity);
    }
    let mut rows: Vec<(&str, usize, crate::finding::Severity)> =
        by_rule.into_iter().map(|(r, (n, s))| (r, n, s)).collect();
    rows.sort_by(|a, b| b.1.cmp(&a.1).then(a.0.cmp(b.0)));
    let width = rows
        .iter()
        .map(|r| r.1.to_string().len())
        .max()
        .unwrap_or(1);
    for (rule, n, severity) in &rows {
        writeln!(out, "{n:>width$}  {rule:<28} [{severity}]")?;
    }
    writeln!(
        out,
        "{} in {}",
        count(result.findings.len(), "finding"),
        count(result.files_scanned, "file")
    )
}

/// An error from serde_json as an `io::Error` of the same kind, so that a
/// broken pipe under the serializer is still recognised as one.
pub fn json_io_error(e: serde_json::Error) -> io::Error {
    match e.io_error_kind() {
        Some(kind) => io::Error::new(kind, e),
        None => io::Error::other(e),
    }
}

/// An error from the csv writer as an `io::Error`, keeping an I/O error's kind.
pub fn csv_io_error(e: csv::Error) -> io::Error {
    match e.into_kind() {
        csv::ErrorKind::Io(io) => io,
        other => io::Error::other(format!("{other:?}")),
    }
}

/// True when writing failed because the reader went away (`| head`):
/// the output is simply no longer wanted.
pub fn is_broken_pipe(e: &io::Error) -> bool {
    e.kind() == io::ErrorKind::BrokenPipe
}

/// The flag that applies a fix of this applicability.
pub fn fix_flag(applicability: crate::finding::Applicability) -> &'static str {
    match applicability {
        crate::finding::Applicability::Safe => "--fix",
        crate::finding::Applicability::Unsafe => "--fix --unsafe-fixes",
    }
}
