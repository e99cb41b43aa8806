//! Suppression comments: pseudo-rules are rules, only comments count, a
//! bare `resilint: ignore` suppresses everything on its line, misplaced and
//! misspelt suppressions are reported with a suggestion.

mod common;
use common::*;

fn check(dir: &std::path::Path, extra: &[&str]) -> serde_json::Value {
    let mut args = vec!["check", "--format", "json", "--fail-on", "never"];
    args.extend_from_slice(extra);
    json(&resilint(dir, &args))
}

fn messages(v: &serde_json::Value, rule: &str) -> Vec<String> {
    v["findings"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|f| f["rule"] == rule)
        .map(|f| f["message"].as_str().unwrap().to_string())
        .collect()
}

#[test]
fn pseudo_rules_are_listed_selectable_ignorable_and_explained() {
    let here = std::path::Path::new(env!("CARGO_MANIFEST_DIR"));
    let text = stdout(&resilint(here, &["rules"]));
    let listed = json(&resilint(here, &["rules", "--format", "json"]));
    for id in ["unused-suppression", "unknown-suppression"] {
        assert!(text.contains(id), "rules lacks {id}");
        assert!(
            listed.as_array().unwrap().iter().any(|r| r["id"] == id),
            "rules --format json lacks {id}"
        );
        let out = resilint(here, &["explain", id]);
        assert_eq!(out.status.code(), Some(0), "{}", stderr(&out));
        assert!(stdout(&out).contains("## What it flags"));
    }
    let dir = tempfile::tempdir().unwrap();
    write(
        dir.path(),
        "a.ts",
        "export const z = 1; // resilint: ignore[bare-reject] nothing here\n",
    );
    assert_eq!(
        messages(&check(dir.path(), &[]), "unused-suppression").len(),
        1
    );
    let v = check(dir.path(), &["--ignore", "unused-suppression"]);
    assert_eq!(v["findings"].as_array().unwrap().len(), 0, "{v}");
    let v = check(dir.path(), &["--select", "bare-reject,unused-suppression"]);
    assert_eq!(messages(&v, "unused-suppression").len(), 1, "{v}");
    let v = check(dir.path(), &["--select", "bare-reject"]);
    assert_eq!(v["findings"].as_array().unwrap().len(), 0, "{v}");
    write(
        dir.path(),
        "resilint.toml",
        "ignore = [\"unused-suppression\"]\n",
    );
    let v = check(dir.path(), &[]);
    assert_eq!(v["findings"].as_array().unwrap().len(), 0, "{v}");
}

#[test]
fn markers_in_strings_are_not_suppressions() {
    let dir = tempfile::tempdir().unwrap();
    write(
        dir.path(),
        "a.ts",
        "export function a(): Promise<void> {\n  return new Promise((resolve, reject) => {\n    reject(); const s = 'resilint: ignore[bare-reject]';\n  });\n}\n",
    );
    write(
        dir.path(),
        "b.py",
        "HELP = \"\"\"\nresilint: ignore-file[silent-rescue]\n\"\"\"\n",
    );
    let v = check(dir.path(), &[]);
    assert_eq!(messages(&v, "bare-reject").len(), 1, "{v}");
    assert!(messages(&v, "unused-suppression").is_empty(), "{v}");
}

#[test]
fn bare_ignore_suppresses_every_rule_on_its_line() {
    let dir = tempfile::tempdir().unwrap();
    write(
        dir.path(),
        "a.ts",
        "export function a(): Promise<void> {\n  return new Promise((resolve, reject) => {\n    reject(); // resilint: ignore legacy callers expect undefined\n    // resilint: ignore\n    reject(null);\n    reject(undefined);\n  });\n}\nexport const z = 1; // resilint: ignore\n",
    );
    let v = check(dir.path(), &[]);
    let lines: Vec<u64> = rules_of(&v)
        .into_iter()
        .filter(|(_, r, _)| r == "bare-reject")
        .map(|(_, _, l)| l)
        .collect();
    assert_eq!(lines, [6], "{v}");
    let unused = messages(&v, "unused-suppression");
    assert_eq!(unused.len(), 1, "{v}");
    assert!(unused[0].contains("`resilint: ignore` matches no finding"));
}

#[test]
fn late_ignore_file_and_near_miss_ids_are_reported_with_a_suggestion() {
    let dir = tempfile::tempdir().unwrap();
    write(
        dir.path(),
        "a.ts",
        &format!("{TWO_REJECTS}// resilint: ignore-file[bare-reject]\n"),
    );
    write(
        dir.path(),
        "b.ts",
        "export function a(): Promise<void> {\n  return new Promise((resolve, reject) => {\n    reject(); // resilint: ignore[bare_reject]\n  });\n}\n",
    );
    let v = check(dir.path(), &[]);
    let found = rules_of(&v);
    assert_eq!(
        found
            .iter()
            .filter(|(p, r, _)| p == "a.ts" && r == "bare-reject")
            .count(),
        2,
        "a late ignore-file suppresses nothing: {found:?}"
    );
    let unused = messages(&v, "unused-suppression");
    assert!(
        unused
            .iter()
            .any(|m| m.contains("after code has no effect") && m.contains("top of the file")),
        "{unused:?}"
    );
    let unknown = messages(&v, "unknown-suppression");
    assert_eq!(unknown.len(), 1, "{v}");
    assert!(
        unknown[0].contains("`bare_reject`") && unknown[0].contains("did you mean `bare-reject`"),
        "{unknown:?}"
    );
}
