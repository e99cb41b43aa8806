//! `--format compact`: one line per finding, `path:line:col: severity [rule] message`,
//! as compilers and Ruff's concise output print them (editors and grep read it).

use crate::engine::ScanResult;
use std::io::{self, Write};

pub fn render(result: &ScanResult, out: &mut dyn Write) -> io::Result<()> {
    for f in &result.findings {
        // One line per finding: a multi-line message is joined.
        let message = f.message.split_whitespace().collect::<Vec<_>>().join(" ");
        writeln!(
            out,
            "{}:{}:{}: {} [{}] {}",
            f.path, f.span.start.line, f.span.start.column, f.severity, f.rule, message
        )?;
    }
    Ok(())
}
