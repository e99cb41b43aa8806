//! How a file uses project code defined elsewhere, read in the first pass by
//! a text scan (no parse):
//!
//! - Python: the HTTP methods it calls on a shared session it imports from
//!   a project module (`from .common import session` ... `session.post(...)`),
//!   so that a rule reading the module that builds the session can tell
//!   which requests it carries. It only ever narrows a finding when every
//!   use is known, so a use it cannot read counts as unknown.
//! - Ruby: the job and worker classes it names in code, so that a job class
//!   nothing enqueues can be told from one that runs.

use crate::lang::Family;

/// What an imported name is used for: an HTTP method called on it
/// (`POST`), or [`UNKNOWN`] where it is handed on, reassigned or asked with
/// a method not read here (`session.request(method, ...)`).
pub const UNKNOWN: &str = "?";

/// The methods of an HTTP session that send a request of that verb
/// (`session.post(...)`: POST).
pub const SESSION_METHODS: [&str; 7] = ["get", "head", "options", "put", "delete", "post", "patch"];

/// Attributes of a session that configure it and send nothing.
const CONFIG_MEMBERS: [&str; 9] = [
    "headers", "auth", "cookies", "proxies", "verify", "cert", "mount", "close", "params",
];

/// (imported key, use) for every lowercase name this Python file imports from
/// a project module (`module::name` keys of `effects::imported_keys`).
/// Class-like names (capitalised) and star imports are skipped.
pub fn imported_session_uses(
    family: Family,
    text: &str,
    imported: &[String],
) -> Vec<(String, String)> {
    let mut out: Vec<(String, String)> = Vec::new();
    if family != Family::Python {
        return out;
    }
    for key in imported {
        let Some((_, name)) = key.rsplit_once("::") else {
            continue;
        };
        if name == "*" || !name.starts_with(|c: char| c.is_ascii_lowercase()) {
            continue;
        }
        // Only names that something is asked of: `session.`.
        let probe = format!("{name}.");
        if !text.contains(&probe) {
            continue;
        }
        for use_ in uses_of(text, name) {
            if !out.iter().any(|(k, u)| k == key && *u == use_) {
                out.push((key.clone(), use_));
            }
        }
    }
    out
}

/// The uses of `name` as a whole identifier outside import lines.
fn uses_of(text: &str, name: &str) -> Vec<String> {
    let ident = |c: char| c.is_alphanumeric() || c == '_';
    let mut out = Vec::new();
    for (pos, _) in text.match_indices(name) {
        let before = &text[..pos];
        let after = &text[pos + name.len()..];
        if before
            .chars()
            .next_back()
            .is_some_and(|c| ident(c) || c == '.')
            || after.chars().next().is_some_and(ident)
        {
            continue;
        }
        let line_start = before.rfind('\n').map_or(0, |i| i + 1);
        let line = text[line_start..].trim_start();
        if line.starts_with("from ") || line.starts_with("import ") || line.starts_with('#') {
            continue;
        }
        let use_ = match after.strip_prefix('.') {
            Some(rest) => {
                let member: String = rest.chars().take_while(|c| ident(*c)).collect();
                let called = rest[member.len()..].trim_start().starts_with('(');
                if CONFIG_MEMBERS.contains(&member.as_str()) {
                    continue;
                }
                match SESSION_METHODS.iter().find(|v| **v == member) {
                    Some(v) if called => v.to_ascii_uppercase(),
                    _ => UNKNOWN.to_string(),
                }
            }
            None => UNKNOWN.to_string(),
        };
        out.push(use_);
    }
    out
}

/// Ruby: the job and worker classes (`job-class-suffixes`: `...Job`,
/// `...Worker`) a file names
/// in code, outside comments (`AddMetaJob.perform_later(...)`; a
/// commented-out `# AddMetaJob.perform_later` enqueues nothing). A job
/// class no code names is never enqueued by the project.
pub fn ruby_job_mentions(text: &str) -> Vec<String> {
    use crate::model::knowledge::{Eco, list};
    use std::sync::LazyLock;
    static NAME: LazyLock<regex::Regex> = LazyLock::new(|| {
        let suffixes: Vec<String> = list(Eco::Ruby, "job-class-suffixes")
            .iter()
            .map(|s| regex::escape(s))
            .collect();
        regex::Regex::new(&format!(
            r"\b([A-Z][A-Za-z0-9_]*(?:::[A-Z][A-Za-z0-9_]*)*(?:{}))\b",
            suffixes.join("|")
        ))
        .expect("valid regex")
    });
    let mut out: Vec<String> = Vec::new();
    let suffixes = list(Eco::Ruby, "job-class-suffixes");
    if suffixes.is_empty() || !suffixes.iter().any(|s| text.contains(s)) {
        return out;
    }
    for line in text.lines() {
        let code = line.split_once(" #").map_or(line, |(c, _)| c);
        // Comments, and the class's own declaration (`class SyncJob <
        // ApplicationJob`), name nothing that runs it.
        let trimmed = code.trim_start();
        if trimmed.starts_with('#') || trimmed.starts_with("class ") {
            continue;
        }
        for c in NAME.captures_iter(code) {
            let name = c[1].rsplit("::").next().unwrap_or(&c[1]).to_string();
            if !out.contains(&name) {
                out.push(name);
            }
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn uses(text: &str) -> Vec<(String, String)> {
        imported_session_uses(
            Family::Python,
            text,
            &[
                "judge/common::session".to_string(),
                "judge/common::Thing".to_string(),
            ],
        )
    }

    #[test]
    fn verbs_called_on_an_imported_session() {
        let text = "from .common import session\n\nsession.headers['X'] = 'y'\nr = session.post(url, json=body)\n";
        assert_eq!(
            uses(text),
            vec![("judge/common::session".to_string(), "POST".to_string())]
        );
    }

    #[test]
    fn a_session_handed_on_is_unknown() {
        let text = "from .common import session\nclient = Client(session)\nsession.post(url)\n";
        let got = uses(text);
        assert!(got.contains(&("judge/common::session".to_string(), UNKNOWN.to_string())));
        assert!(got.contains(&("judge/common::session".to_string(), "POST".to_string())));
    }

    #[test]
    fn request_with_a_method_argument_is_unknown() {
        let text = "from .common import session\nsession.request(method, url)\n";
        assert_eq!(
            uses(text),
            vec![("judge/common::session".to_string(), UNKNOWN.to_string())]
        );
    }

    #[test]
    fn job_mentions_skip_comments() {
        let text = "class Session\n  #   AddMetaJob.perform_later(self)\nclass LateJob < ApplicationJob\n  def x\n    Billing::ChargeJob.perform_later(id) # not RetryJob\n  end\nend\n";
        assert_eq!(ruby_job_mentions(text), vec!["ChargeJob".to_string()]);
    }

    #[test]
    fn other_languages_and_unused_names_give_nothing() {
        let text = "from .common import session\nprint('session')\n";
        assert!(uses(text).is_empty());
        assert!(
            imported_session_uses(Family::Js, "session.post(x)", &["a::session".into()]).is_empty()
        );
    }
}
