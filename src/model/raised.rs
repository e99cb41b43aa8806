//! Project error classes and whether code outside the tests can raise them.
//! A handler whose every class is defined in the project but raised only in
//! tests (or nowhere) guards a path that never runs: a retry there is not
//! evidence of a retry that hammers. Read from the text in the first pass
//! (one scan for `...Error`/`...Exception` names per file).

use crate::lang::Family;
use std::collections::HashSet;

/// Error class names a file defines, and those it uses other than in a
/// handler clause (raising, constructing, passing on).
#[derive(Debug, Default)]
pub struct FileErrors {
    pub defined: Vec<String>,
    pub used: Vec<String>,
}

impl FileErrors {
    pub fn is_empty(&self) -> bool {
        self.defined.is_empty() && self.used.is_empty()
    }
}

/// The project's error classes of one language family.
#[derive(Debug, Default)]
pub struct ErrorClasses {
    defined: HashSet<String>,
    used: HashSet<String>,
}

impl ErrorClasses {
    pub fn add(&mut self, file: &FileErrors) {
        self.defined.extend(file.defined.iter().cloned());
        self.used.extend(file.used.iter().cloned());
    }

    /// True when `class` (its simple name) is defined in the project.
    pub fn defined(&self, class: &str) -> bool {
        self.defined.contains(simple_name(class))
    }

    /// True when `class` (its simple name) is defined in the project and no
    /// code outside the tests names it except in a handler clause.
    pub fn never_raised(&self, class: &str) -> bool {
        let simple = simple_name(class);
        self.defined.contains(simple) && !self.used.contains(simple)
    }
}

/// The last segment of a dotted or `::` class name (`errors.NotFound`,
/// `Api::NotFound` -> `NotFound`).
fn simple_name(class: &str) -> &str {
    class
        .rsplit(['.', ':'])
        .next()
        .unwrap_or(class)
        .trim_start_matches("::")
}

/// Capitalised identifiers ending in `Error` or `Exception`
/// (`CommandRetryableError`), found from their literal suffix: one memchr-
/// speed search per suffix instead of a regex tried at every position.
fn error_names(text: &str) -> Vec<(usize, usize)> {
    let bytes = text.as_bytes();
    let ident = |b: u8| b.is_ascii_alphanumeric() || b == b'_';
    let mut out = Vec::new();
    for suffix in ["Error", "Exception"] {
        for (at, _) in text.match_indices(suffix) {
            let end = at + suffix.len();
            if bytes.get(end).is_some_and(|b| ident(*b)) {
                continue;
            }
            let mut start = at;
            while start > 0 && ident(bytes[start - 1]) {
                start -= 1;
            }
            if bytes[start].is_ascii_uppercase() {
                out.push((start, end));
            }
        }
    }
    out.sort_unstable();
    out
}

/// Scans one file. Test files define nothing and use nothing: a class
/// raised only in specs is not raised by the project.
/// `line` starts with `class {name}` (tested in place: this runs for every
/// error name of every file).
fn class_line(line: &str, name: &str) -> bool {
    line.strip_prefix("class ")
        .is_some_and(|rest| rest.starts_with(name))
}

pub fn scan(family: Family, rel: &str, text: &str) -> FileErrors {
    let mut out = FileErrors::default();
    // Most files name no error class: the text search comes first.
    let names = error_names(text);
    if names.is_empty() || crate::model::exec::path_context(rel).is_some() {
        return out;
    }
    for (start, end) in names {
        let name = &text[start..end];
        let line_start = text[..start].rfind('\n').map_or(0, |i| i + 1);
        let line_end = text[end..].find('\n').map_or(text.len(), |i| end + i);
        let line = text[line_start..line_end].trim_start();
        let before = text[line_start..start].trim_end();
        let defines = match family {
            Family::Ruby => {
                class_line(line, name)
                    || line
                        .strip_prefix(name)
                        .is_some_and(|rest| rest.starts_with(" = Class.new"))
            }
            Family::Python => class_line(line, name),
            Family::Js => before.ends_with("class"),
        };
        if defines {
            out.defined.push(name.to_string());
            continue;
        }
        let in_handler = match family {
            Family::Ruby => line.starts_with("rescue") || before.contains(" rescue "),
            Family::Python => line.starts_with("except"),
            Family::Js => before.ends_with("instanceof"),
        };
        // Comments name classes without raising them.
        let comment = match family {
            Family::Ruby | Family::Python => line.starts_with('#'),
            Family::Js => line.starts_with("//") || line.starts_with('*'),
        };
        if !in_handler && !comment {
            out.used.push(name.to_string());
        }
    }
    out.defined.sort_unstable();
    out.defined.dedup();
    out.used.sort_unstable();
    out.used.dedup();
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn handler_clauses_and_tests_do_not_raise() {
        let mut classes = ErrorClasses::default();
        classes.add(&scan(
            Family::Ruby,
            "app/errors/command_retryable_error.rb",
            "class CommandRetryableError < StandardError\nend\n",
        ));
        classes.add(&scan(
            Family::Ruby,
            "app/event_logger.rb",
            "begin\n  x\nrescue CommandRetryableError => e\n  retry\nend\n",
        ));
        classes.add(&scan(
            Family::Ruby,
            "spec/event_logger_spec.rb",
            "raise CommandRetryableError\n",
        ));
        assert!(classes.never_raised("CommandRetryableError"));
        classes.add(&scan(
            Family::Ruby,
            "app/commands/put_content.rb",
            "raise CommandRetryableError, \"conflict\"\n",
        ));
        assert!(!classes.never_raised("CommandRetryableError"));
        assert!(!classes.never_raised("Faraday::TimeoutError"));
    }
}
