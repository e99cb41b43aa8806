//! Configuration and command-line validation: boolean flag options,
//! positive timeouts, real dates, `severity = "off"`, `--select` spelling,
//! help text for every flag.

mod common;
use common::*;
use std::path::Path;

fn config_error(toml: &str) -> String {
    let dir = tempfile::tempdir().unwrap();
    write(dir.path(), "resilint.toml", toml);
    write(dir.path(), "a.ts", TWO_REJECTS);
    let out = resilint(dir.path(), &["check"]);
    assert_eq!(out.status.code(), Some(2), "{toml}: {}", stdout(&out));
    stderr(&out)
}

#[test]
fn flag_options_are_booleans() {
    let dir = tempfile::tempdir().unwrap();
    write(
        dir.path(),
        "resilint.toml",
        "[rules.silent-rescue]\nsilent-catch-all = true\n",
    );
    write(
        dir.path(),
        "a.py",
        "def f():\n    try:\n        g()\n    except Exception:\n        pass\n",
    );
    let out = resilint(
        dir.path(),
        &["check", "--format", "json", "--min-confidence", "medium"],
    );
    assert_ne!(out.status.code(), Some(2), "{}", stderr(&out));
    assert!(
        rules_of(&json(&out))
            .iter()
            .any(|(_, r, _)| r == "silent-rescue"),
        "silent-catch-all = true turns the option on"
    );
    let err = config_error("[rules.silent-rescue]\nsilent-catch-all = 2\n");
    assert!(
        err.contains("silent-catch-all: expected true or false"),
        "{err}"
    );
}

#[test]
fn zero_or_negative_timeouts_are_errors() {
    for v in ["0", "-500", "-1.5"] {
        let err = config_error(&format!("[rules.short-timeout]\nmin-timeout-ms = {v}\n"));
        assert!(
            err.contains("min-timeout-ms: expected a positive number"),
            "{v}: {err}"
        );
    }
}

#[test]
fn invalid_incident_dates_are_errors() {
    for date in ["2026-13-01", "2026-02-30", "yesterday", "2026/09/01"] {
        let err = config_error(&format!(
            "[[incidents]]\nid = \"INC-1\"\ntitle = \"t\"\ndate = \"{date}\"\nrules = [\"bare-reject\"]\n"
        ));
        assert!(
            err.contains("expected a date as YYYY-MM-DD"),
            "{date}: {err}"
        );
    }
}

#[test]
fn severity_off_points_at_enabled_false() {
    let err = config_error("[rules.bare-reject]\nseverity = \"off\"\n");
    assert!(err.contains("enabled = false"), "{err}");
}

#[test]
fn select_accepts_all_in_any_case_and_spaces_after_commas() {
    let dir = tempfile::tempdir().unwrap();
    write(dir.path(), "a.ts", TWO_REJECTS);
    for select in ["all", "All", "bare-reject, silent-rescue", " bare-reject"] {
        let out = resilint(
            dir.path(),
            &["check", "--select", select, "--format", "json"],
        );
        assert_eq!(out.status.code(), Some(1), "{select}: {}", stderr(&out));
        assert_eq!(json(&out)["findings"].as_array().unwrap().len(), 2);
    }
    let out = resilint(
        dir.path(),
        &["check", "--ignore", "silent-rescue, bare-reject"],
    );
    assert_eq!(out.status.code(), Some(0), "{}", stderr(&out));
    write(dir.path(), "resilint.toml", "select = [\"all\"]\n");
    assert_eq!(resilint(dir.path(), &["check"]).status.code(), Some(1));
}

#[test]
fn every_flag_has_help_text_and_fail_on_shows_its_default() {
    let here = Path::new(env!("CARGO_MANIFEST_DIR"));
    for cmd in [
        vec!["check", "--help"],
        vec!["backlog", "--help"],
        vec!["rules", "--help"],
        vec!["incidents", "--help"],
        vec!["explain", "--help"],
        vec!["init", "--help"],
    ] {
        let help = stdout(&resilint(here, &cmd));
        for line in help.lines().filter(|l| l.trim_start().starts_with('-')) {
            // `  -o, --output-file <FILE>  Write the report ...`
            let text = line
                .trim_start()
                .split_once("  ")
                .map(|(_, rest)| rest.trim())
                .unwrap_or("");
            assert!(
                !text.is_empty() && !text.starts_with('['),
                "{cmd:?}: no help text: {line}"
            );
        }
    }
    let help = stdout(&resilint(here, &["check", "--help"]));
    let fail_on = help.lines().find(|l| l.contains("--fail-on")).unwrap();
    assert!(fail_on.contains("default: warning"), "{fail_on}");
}
