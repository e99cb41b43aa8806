//! Root causes: findings that share one cause become one backlog item at
//! the cause, listing its sites.
//!
//! Everything is read from what the findings carry (message, evidence,
//! labels), so a merged backlog groups reports from CI as a local scan does:
//! - calls relying on one short default (short-timeout's "omits `x`, so it
//!   runs with the ... default declared in path:line" and its label);
//! - handlers guarding one house client or wrapper method (evidence
//!   "`Client.method` makes an outbound call (`lib.call`, path:line)");
//! - calls left out of one retry helper (missing-retry's "is not wrapped in
//!   `helper`");
//! - raw calls through one client with no retry (missing-retry's "has no
//!   retry" on the same receiver in one file);
//! - handlers in one class (silent-rescue's "in `Class#method`").

use super::report::ReportFinding;
use std::collections::BTreeMap;

#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, serde::Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum CauseKind {
    ShortDefault,
    SharedCallee,
    UnwrappedHelper,
    ClientWithoutRetry,
    ClassHandlers,
}

/// Findings (indexes into the input) that share one cause.
pub struct Group {
    pub kind: CauseKind,
    pub members: Vec<usize>,
    /// The member that sits at the cause (a short default's own finding),
    /// else the first member.
    pub anchor: usize,
    /// Where the cause is when no member is there (path, line).
    pub location: Option<(String, usize)>,
    /// Identifies the cause without line numbers (for the item id).
    pub key: String,
    /// What the sites share, for the item's title and text.
    pub description: String,
}

/// `text` between `open` and the next `close` after it.
fn between<'a>(text: &'a str, open: &str, close: char) -> Option<&'a str> {
    let i = text.find(open)? + open.len();
    let len = text[i..].find(close)?;
    Some(&text[i..i + len])
}

/// `path:line` at the end of `s`.
fn path_line(s: &str) -> Option<(String, usize)> {
    let (path, line) = s.trim().rsplit_once(':')?;
    Some((path.to_string(), line.trim().parse().ok()?))
}

/// The receiver of the flagged call: `@conn` in `@conn.post(...)`,
/// `self.session` in `self.session.get(...)`, the callee itself for a bare
/// function call (`fetch(...)`).
fn receiver(call: &str) -> &str {
    let callee = call.split('(').next().unwrap_or(call).trim();
    match callee.rsplit_once('.') {
        Some((recv, _)) if !recv.is_empty() => recv,
        _ => callee,
    }
}

/// The site's repository (for keys: causes never span repositories).
type RepoOf<'a> = dyn Fn(usize) -> &'a str + 'a;

/// Groups `findings` by shared cause; a finding is in at most one group,
/// and every group has at least two members.
pub fn group(findings: &[&ReportFinding], repo_of: &RepoOf<'_>) -> Vec<Group> {
    let mut taken = vec![false; findings.len()];
    let mut groups = Vec::new();

    // 1. Calls relying on one short default, with the default's own finding.
    let mut defaults: BTreeMap<(String, String, usize), (String, Vec<usize>)> = BTreeMap::new();
    for (i, f) in findings.iter().enumerate() {
        if f.rule != "short-timeout" || !f.message.contains(" omits `") {
            continue;
        }
        if let Some(l) = f
            .labels
            .iter()
            .find(|l| l.message.ends_with("declared here"))
        {
            let path = if l.path.is_empty() { &f.path } else { &l.path };
            defaults
                .entry((repo_of(i).to_string(), path.clone(), l.start.line))
                .or_insert_with(|| (l.message.clone(), Vec::new()))
                .1
                .push(i);
        }
    }
    for ((repo, path, line), (label, mut calls)) in defaults {
        let own = findings.iter().enumerate().position(|(j, f)| {
            f.rule == "short-timeout"
                && !taken[j]
                && repo_of(j) == repo
                && f.path == path
                && f.start.line == line
        });
        let declared = label.trim_end_matches("declared here").trim();
        if let Some(own) = own {
            calls.insert(0, own);
        }
        if calls.len() < 2 {
            continue;
        }
        let n_calls = calls.len() - usize::from(own.is_some());
        for &m in &calls {
            taken[m] = true;
        }
        groups.push(Group {
            kind: CauseKind::ShortDefault,
            anchor: calls[0],
            members: calls,
            location: Some((path.clone(), line)),
            key: format!("short-default\0{path}\0{declared}"),
            description: format!(
                "{} rel{} on the short default {declared} in {path}: raise the default once",
                crate::render::count(n_calls, "call site"),
                if n_calls == 1 { "ies" } else { "y" }
            ),
        });
    }

    // 2. Handlers guarding one house client or wrapper method.
    // (repository, rule, file and name of the callee) -> (where it is,
    // the outbound call it makes, members)
    type Callee = (Option<(String, usize)>, String, Vec<usize>);
    let mut callees: BTreeMap<(String, String, String), Callee> = BTreeMap::new();
    for (i, f) in findings.iter().enumerate() {
        if taken[i] {
            continue;
        }
        for e in &f.evidence {
            if let Some(rest) = e.strip_prefix('`')
                && let Some((name, tail)) = rest.split_once("` makes an outbound call (")
            {
                let inner = tail.trim_end_matches(')');
                let (call, at) = inner.split_once(", ").unwrap_or((inner, ""));
                let location = path_line(at);
                let file = location
                    .as_ref()
                    .map(|(p, _)| p.clone())
                    .unwrap_or_default();
                callees
                    .entry((
                        repo_of(i).to_string(),
                        f.rule.clone(),
                        format!("{file}\0{name}"),
                    ))
                    .or_insert_with(|| (location, call.trim_matches('`').to_string(), Vec::new()))
                    .2
                    .push(i);
                break;
            }
        }
    }
    for ((_, rule, file_name), (location, call, members)) in callees {
        if members.len() < 2 {
            continue;
        }
        let name = file_name.rsplit('\0').next().unwrap_or_default();
        for &m in &members {
            taken[m] = true;
        }
        groups.push(Group {
            kind: CauseKind::SharedCallee,
            anchor: members[0],
            key: format!("shared-callee\0{rule}\0{file_name}"),
            description: format!(
                "{} around `{name}`, which calls `{call}`: handle its failures once, in `{name}` or one shared handler",
                crate::render::count(members.len(), "site")
            ),
            members,
            location,
        });
    }

    // 3. Calls left out of one retry helper; 4. raw calls through one
    // client with no retry; 5. handlers in one class.
    let mut helpers: BTreeMap<(String, String, String), Vec<usize>> = BTreeMap::new();
    let mut clients: BTreeMap<(String, String, String), Vec<usize>> = BTreeMap::new();
    let mut classes: BTreeMap<(String, String, String), Vec<usize>> = BTreeMap::new();
    for (i, f) in findings.iter().enumerate() {
        if taken[i] {
            continue;
        }
        let repo = repo_of(i).to_string();
        if f.rule == "missing-retry" {
            if let Some(helper) = between(&f.message, "is not wrapped in `", '`') {
                helpers
                    .entry((repo, f.path.clone(), helper.to_string()))
                    .or_default()
                    .push(i);
            } else if (f.message.contains("` has no retry")
                || f.message.contains(" call) has no retry"))
                && let Some(call) = super::first_code(&f.message)
            {
                clients
                    .entry((repo, f.path.clone(), receiver(call).to_string()))
                    .or_default()
                    .push(i);
            }
        } else if f.rule == "silent-rescue"
            && let Some(qualified) = between(&f.message, " in `", '`')
            && let Some((class, _)) = qualified.split_once('#')
        {
            classes
                .entry((repo, f.rule.clone(), class.to_string()))
                .or_default()
                .push(i);
        }
    }
    // One group per key with two or more sites.
    let mut grouped =
        |kind: CauseKind,
         map: BTreeMap<(String, String, String), Vec<usize>>,
         describe: &dyn Fn(&str, &str, usize) -> (String, String)| {
            for ((_, a, b), members) in map {
                if members.len() < 2 {
                    continue;
                }
                let (key, description) = describe(&a, &b, members.len());
                groups.push(Group {
                    kind,
                    anchor: members[0],
                    key,
                    description,
                    members,
                    location: None,
                });
            }
        };
    grouped(CauseKind::UnwrappedHelper, helpers, &|path, helper, n| {
        (
            format!("unwrapped-helper\0{path}\0{helper}"),
            format!(
                "{} in {path} bypass the retry helper `{helper}` that the file's other calls use: route them through it",
                crate::render::count(n, "call")
            ),
        )
    });
    grouped(CauseKind::ClientWithoutRetry, clients, &|path, recv, n| {
        (
            format!("client-without-retry\0{path}\0{recv}"),
            format!(
                "{} through `{recv}` in {path} have no retry: configure retries once on the client",
                crate::render::count(n, "call")
            ),
        )
    });
    grouped(CauseKind::ClassHandlers, classes, &|rule, class, n| {
        (
            format!("class-handlers\0{rule}\0{class}"),
            format!(
                "{} in class `{class}` swallow failures: fix the error handling once in the class (or its base class)",
                crate::render::count(n, "handler")
            ),
        )
    });
    groups
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn receivers_of_calls() {
        assert_eq!(
            receiver("@conn.post('/deliveries', payload.to_json)"),
            "@conn"
        );
        assert_eq!(
            receiver("self.session.get(path, timeout=self.TIMEOUT)"),
            "self.session"
        );
        assert_eq!(receiver("fetch('https://x', ...)"), "fetch");
        assert_eq!(receiver("axios.get(`/a/${id}`)"), "axios");
    }

    fn finding(
        rule: &str,
        path: &str,
        line: usize,
        message: &str,
        evidence: &[&str],
    ) -> ReportFinding {
        serde_json::from_value(serde_json::json!({
            "rule": rule, "severity": "error", "path": path,
            "start": {"line": line, "column": 1}, "message": message,
            "fingerprint": format!("{line:016x}"), "evidence": evidence,
        }))
        .unwrap()
    }

    #[test]
    fn handlers_of_one_class_or_one_wrapper_and_calls_outside_one_helper_group() {
        let ev =
            "`IdentityClient.verify` makes an outbound call (`requests.get`, app/identity.py:9)";
        let findings = [
            finding(
                "silent-rescue",
                "app/subscribers.rb",
                5,
                "`rescue => e` in `BaseSubscriber#call`, a message/job boundary, swallows",
                &[],
            ),
            finding(
                "silent-rescue",
                "app/subscribers.rb",
                15,
                "`rescue => e` in `BaseSubscriber#on_error`, a message/job boundary, swallows",
                &[],
            ),
            finding(
                "silent-rescue",
                "app/auth.py",
                20,
                "`except Exception:` around `self.ids.verify` logs",
                &[ev],
            ),
            finding(
                "silent-rescue",
                "app/admin.py",
                30,
                "`except Exception:` around `ids.verify` logs",
                &[ev],
            ),
            finding(
                "missing-retry",
                "web/a.ts",
                7,
                "`this.api().get(1)` is not wrapped in `withRetries` (defined at line 2), unlike",
                &[],
            ),
            finding(
                "missing-retry",
                "web/a.ts",
                9,
                "`this.api().put(1)` is not wrapped in `withRetries` (defined at line 2), unlike",
                &[],
            ),
            finding(
                "missing-retry",
                "web/b.ts",
                9,
                "`axios.get(`/x/${id}`)` has no retry: fails `f`",
                &[],
            ),
        ];
        let refs: Vec<&ReportFinding> = findings.iter().collect();
        let groups = group(&refs, &|_| "acme/app");
        let kinds: Vec<(CauseKind, Vec<usize>)> =
            groups.iter().map(|g| (g.kind, g.members.clone())).collect();
        assert_eq!(
            kinds,
            vec![
                (CauseKind::SharedCallee, vec![2, 3]),
                (CauseKind::UnwrappedHelper, vec![4, 5]),
                (CauseKind::ClassHandlers, vec![0, 1]),
            ]
        );
        assert_eq!(groups[0].location, Some(("app/identity.py".into(), 9)));
        // Another repository's handlers are another cause.
        let groups = group(&refs, &|i| if i == 1 { "acme/other" } else { "acme/app" });
        assert!(!groups.iter().any(|g| g.kind == CauseKind::ClassHandlers));
    }

    #[test]
    fn path_and_line() {
        assert_eq!(path_line("lib/net.ts:8"), Some(("lib/net.ts".into(), 8)));
        assert_eq!(path_line("no line"), None);
    }
}
