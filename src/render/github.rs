//! `--format github`: GitHub Actions workflow commands, one per finding.

use crate::engine::ScanResult;
use crate::finding::Severity;
use std::io::{self, Write};

/// Escapes a message per the Actions rules (`%`, CR, LF).
pub fn escape_data(s: &str) -> String {
    s.replace('%', "%25")
        .replace('\r', "%0D")
        .replace('\n', "%0A")
}

/// Escapes a property value (also `:` and `,`).
pub fn escape_property(s: &str) -> String {
    escape_data(s).replace(':', "%3A").replace(',', "%2C")
}

pub fn render(result: &ScanResult, out: &mut dyn Write) -> io::Result<()> {
    for f in &result.findings {
        let command = match f.severity {
            Severity::Error => "error",
            Severity::Warning => "warning",
            Severity::Info => "notice",
        };
        let mut message = if f.incidents.is_empty() {
            format!("{}\nhelp: {}", f.message, f.fix)
        } else {
            format!(
                "{}\nhelp: {}\nseen in: {}",
                f.message,
                f.fix,
                f.incidents.join(", ")
            )
        };
        if let Some(fix) = &f.autofix {
            message.push_str(&format!(
                "\n{} (fix available: {})",
                fix.description,
                crate::render::fix_flag(fix.applicability)
            ));
        }
        writeln!(
            out,
            "::{command} file={},line={},col={},endLine={},endColumn={},title={}::{}",
            escape_property(&f.path),
            f.span.start.line,
            f.span.start.column,
            f.span.end.line,
            f.span.end.column,
            escape_property(&format!("resilint {}", f.rule)),
            escape_data(&message)
        )?;
    }
    Ok(())
}
