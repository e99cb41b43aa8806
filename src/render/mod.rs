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
        Format::Github => github::render(result, out),
        Format::Gitlab => gitlab::render(result, out),
        // The backlog needs the CODEOWNERS root; the CLI renders it.
        Format::Backlog => Ok(()),
    }
}
