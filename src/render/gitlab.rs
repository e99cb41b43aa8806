//! `--format gitlab`: GitLab Code Quality report (a JSON array).

use crate::engine::ScanResult;
use crate::finding::Severity;
use serde::Serialize;
use std::io::{self, Write};

#[derive(Serialize)]
struct Issue<'a> {
    description: String,
    check_name: &'a str,
    fingerprint: &'a str,
    severity: &'static str,
    location: IssueLocation<'a>,
}

#[derive(Serialize)]
struct IssueLocation<'a> {
    path: &'a str,
    lines: Lines,
}

#[derive(Serialize)]
struct Lines {
    begin: usize,
    end: usize,
}

pub fn render(result: &ScanResult, out: &mut dyn Write) -> io::Result<()> {
    let issues: Vec<Issue> = result
        .findings
        .iter()
        .map(|f| Issue {
            description: format!("{} ({})", f.message, f.rule),
            check_name: f.rule,
            fingerprint: &f.fingerprint,
            severity: match f.severity {
                Severity::Error => "critical",
                Severity::Warning => "major",
                Severity::Info => "info",
            },
            location: IssueLocation {
                path: &f.path,
                lines: Lines {
                    begin: f.span.start.line,
                    end: f.span.end.line,
                },
            },
        })
        .collect();
    serde_json::to_writer_pretty(&mut *out, &issues).map_err(super::json_io_error)?;
    writeln!(out)
}
