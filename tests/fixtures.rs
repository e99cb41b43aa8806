//! Runs the scanner over all of `testdata/` and compares its findings with the
//! inline `expect: rule-id` markers. A finding without a marker is Noisy (a
//! false positive); a marker without a finding is Missing (a false negative).
//! A marker `expect: rule-id@medium` expects a medium-confidence finding; a
//! plain marker expects `high` (the scan runs with `--min-confidence medium`
//! so both are seen, and the confidence is part of the comparison).

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::process::Command;

fn testdata() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("testdata")
}

fn source_files(dir: &Path, out: &mut Vec<PathBuf>) {
    let mut entries: Vec<_> = std::fs::read_dir(dir)
        .expect("testdata readable")
        .flatten()
        .collect();
    entries.sort_by_key(|e| e.path());
    for e in entries {
        let p = e.path();
        if p.is_dir() {
            source_files(&p, out);
        } else {
            out.push(p);
        }
    }
}

/// (relative path, line, rule) -> count
type Expectations = BTreeMap<(String, usize, String), usize>;

fn expected() -> Expectations {
    let marker = regex::Regex::new(
        r"(?://|#)\s*expect:\s*([a-z-]+(?:@medium)?(?:\s*,\s*[a-z-]+(?:@medium)?)*)",
    )
    .unwrap();
    let mut files = Vec::new();
    source_files(&testdata(), &mut files);
    let mut out = Expectations::new();
    for f in files {
        let Ok(text) = std::fs::read_to_string(&f) else {
            continue;
        };
        let rel = f
            .strip_prefix(env!("CARGO_MANIFEST_DIR"))
            .unwrap()
            .to_string_lossy()
            .replace('\\', "/");
        for (i, line) in text.lines().enumerate() {
            if let Some(c) = marker.captures(line) {
                for rule in c[1].split(',') {
                    *out.entry((rel.clone(), i + 1, rule.trim().to_string()))
                        .or_insert(0) += 1;
                }
            }
        }
    }
    out
}

/// Each top-level directory of `testdata/` is scanned as its own project:
/// project-wide facts (a job framework that retries, cross-file summaries)
/// of one fixture family must not leak into another.
fn actual(confidence: &str) -> (Expectations, BTreeMap<(String, usize, String), String>) {
    let mut out = Expectations::new();
    let mut messages = BTreeMap::new();
    let mut dirs: Vec<PathBuf> = std::fs::read_dir(testdata())
        .expect("testdata readable")
        .flatten()
        .map(|e| e.path())
        .filter(|p| p.is_dir())
        .collect();
    dirs.sort();
    for dir in dirs {
        let rel = dir
            .strip_prefix(env!("CARGO_MANIFEST_DIR"))
            .unwrap()
            .to_string_lossy()
            .replace('\\', "/");
        scan_project(&rel, confidence, &mut out, &mut messages);
    }
    (out, messages)
}

fn scan_project(
    dir: &str,
    confidence: &str,
    out: &mut Expectations,
    messages: &mut BTreeMap<(String, usize, String), String>,
) {
    let output = Command::new(env!("CARGO_BIN_EXE_resilint"))
        .current_dir(env!("CARGO_MANIFEST_DIR"))
        .args([
            "check",
            dir,
            "--format",
            "json",
            "--include-tests",
            "--select",
            "ALL,unpaced-batch-calls",
            "--fail-on",
            "never",
            "--color",
            "never",
            "--min-confidence",
            confidence,
        ])
        .output()
        .expect("resilint runs");
    assert!(
        output.status.success(),
        "resilint failed: {}",
        String::from_utf8_lossy(&output.stderr)
    );
    let json: serde_json::Value = serde_json::from_slice(&output.stdout).expect("JSON output");
    for f in json["findings"].as_array().unwrap() {
        let rule = f["rule"].as_str().unwrap();
        let rule = match f["confidence"].as_str() {
            Some("medium") => format!("{rule}@medium"),
            _ => rule.to_string(),
        };
        // Paths are relative to the project root: a fixture directory with
        // its own resilint.toml (testdata/crossfile) is its own root.
        let path = f["path"].as_str().unwrap();
        let manifest = Path::new(env!("CARGO_MANIFEST_DIR"));
        let path = if manifest.join(dir).join("resilint.toml").is_file() {
            format!("{dir}/{path}")
        } else {
            path.to_string()
        };
        let key = (path, f["start"]["line"].as_u64().unwrap() as usize, rule);
        *out.entry(key.clone()).or_insert(0) += 1;
        messages.insert(key, f["message"].as_str().unwrap().to_string());
    }
}

/// The rules a fixture file is checked for: a file under `testdata/<rule-id>/`
/// is checked for that rule plus every rule named in one of its markers;
/// files elsewhere (cross-file packages) are checked for every rule.
fn checked_rules(path: &str, expected: &Expectations) -> Option<Vec<String>> {
    let dir = path.strip_prefix("testdata/")?.split('/').next()?;
    if !resilint::rules::is_known(dir) {
        return None;
    }
    let mut rules = vec![dir.to_string()];
    for (p, _, rule) in expected.keys() {
        let rule = rule.trim_end_matches("@medium").to_string();
        if p == path && !rules.contains(&rule) {
            rules.push(rule);
        }
    }
    Some(rules)
}

#[test]
fn testdata_findings_match_markers() {
    let expected = expected();
    let (mut actual, messages) = actual("medium");
    actual.retain(|(path, _, rule), _| {
        checked_rules(path, &expected)
            .is_none_or(|rules| rules.iter().any(|r| r == rule.trim_end_matches("@medium")))
    });
    let mut problems = Vec::new();
    for (key, n) in &expected {
        let got = actual.get(key).copied().unwrap_or(0);
        if got < *n {
            problems.push(format!(
                "Missing: {}:{} {} (expected {n}, got {got})",
                key.0, key.1, key.2
            ));
        }
    }
    for (key, n) in &actual {
        let want = expected.get(key).copied().unwrap_or(0);
        if *n > want {
            problems.push(format!(
                "Noisy:   {}:{} {} (expected {want}, got {n}): {}",
                key.0, key.1, key.2, messages[key]
            ));
        }
    }
    assert!(
        problems.is_empty(),
        "{} problem(s):\n{}",
        problems.len(),
        problems.join("\n")
    );
    assert!(
        !expected.is_empty(),
        "no expectation markers found in testdata"
    );
}

/// A scan's findings, confidences and messages do not depend on the order a
/// hash map yields (each process seeds its maps anew): three scans of the
/// fixture projects agree. A model fact read from an arbitrary map entry
/// once made a finding come and go between runs.
#[test]
fn scans_are_deterministic() {
    let (first, first_messages) = actual("medium");
    for _ in 0..2 {
        let (again, again_messages) = actual("medium");
        assert_eq!(
            first, again,
            "findings differ between two scans of testdata"
        );
        assert_eq!(
            first_messages, again_messages,
            "messages differ between two scans of testdata"
        );
    }
}

/// At the default confidence the scan shows exactly the `high` findings of
/// the `medium` scan: the files it does not parse there (no remote
/// evidence, no word under which a rule could report `high`:
/// `Rule::triggers_without_remote_evidence`) hold none.
#[test]
fn default_confidence_shows_every_high_finding() {
    let (medium, _) = actual("medium");
    let high: Expectations = medium
        .into_iter()
        .filter(|((_, _, rule), _)| !rule.ends_with("@medium"))
        .collect();
    let (default, _) = actual("high");
    let missing: Vec<_> = high.keys().filter(|k| !default.contains_key(*k)).collect();
    let extra: Vec<_> = default.keys().filter(|k| !high.contains_key(*k)).collect();
    assert!(
        missing.is_empty() && extra.is_empty(),
        "high findings missing at the default confidence: {missing:?}; extra: {extra:?}"
    );
    assert_eq!(high, default);
}

/// Every implemented rule has, for every language it claims, a positive file
/// with markers and a negative file under `testdata/<rule-id>/`.
#[test]
fn every_rule_has_fixtures_for_every_language() {
    let exts: [(&str, &[&str]); 3] = [
        (
            "javascript",
            &["ts", "tsx", "js", "jsx", "mjs", "cjs", "mts", "cts"],
        ),
        ("ruby", &["rb"]),
        ("python", &["py"]),
    ];
    let list = Command::new(env!("CARGO_BIN_EXE_resilint"))
        .args(["rules", "--format", "json"])
        .output()
        .expect("resilint runs");
    let rules: serde_json::Value = serde_json::from_slice(&list.stdout).unwrap();
    let mut problems = Vec::new();
    for rule in rules.as_array().unwrap() {
        let id = rule["id"].as_str().unwrap();
        if rule["kind"] == "suppression" {
            // unused-/unknown-suppression: tested in tests/suppressions.rs.
            continue;
        }
        let dir = testdata().join(id);
        let mut files = Vec::new();
        if dir.is_dir() {
            source_files(&dir, &mut files);
        }
        for lang in rule["languages"].as_array().unwrap() {
            let lang = lang.as_str().unwrap();
            let want = exts.iter().find(|(l, _)| *l == lang).unwrap().1;
            let of_lang: Vec<&PathBuf> = files
                .iter()
                .filter(|f| {
                    f.extension()
                        .is_some_and(|e| want.contains(&e.to_str().unwrap()))
                })
                .collect();
            let has_positive = of_lang.iter().any(|f| {
                std::fs::read_to_string(f).is_ok_and(|t| t.contains(&format!("expect: {id}")))
            });
            let has_negative = of_lang.iter().any(|f| {
                f.file_name()
                    .unwrap()
                    .to_string_lossy()
                    .starts_with("negative")
            });
            if !has_positive {
                problems.push(format!(
                    "{id}: no positive {lang} fixture with `expect: {id}` markers"
                ));
            }
            if !has_negative {
                problems.push(format!("{id}: no negative {lang} fixture (negative*.ext)"));
            }
        }
    }
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}
