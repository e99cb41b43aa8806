//! One module per output format; each turns a list of findings into text.

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
