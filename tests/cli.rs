//! The CLI contract: JSON shape and order, exit codes, suppressions, test-file
//! skipping, bad input, configuration errors, baseline, changed files.

mod common;
use common::*;
use std::path::Path;

#[test]
fn json_contract_shape_order_and_positions() {
    let dir = tempfile::tempdir().unwrap();
    write(dir.path(), "src/b.ts", TWO_REJECTS);
    write(dir.path(), "src/a.ts", TWO_REJECTS);
    let out = resilint(dir.path(), &["check", "--format", "json"]);
    assert_eq!(out.status.code(), Some(1), "{}", stderr(&out));
    let v = json(&out);
    assert_eq!(v["version"], 1);
    let findings = v["findings"].as_array().unwrap();
    assert_eq!(findings.len(), 4);
    let keys: Vec<(String, u64, u64)> = findings
        .iter()
        .map(|f| {
            (
                f["path"].as_str().unwrap().to_string(),
                f["start"]["line"].as_u64().unwrap(),
                f["start"]["column"].as_u64().unwrap(),
            )
        })
        .collect();
    let mut sorted = keys.clone();
    sorted.sort();
    assert_eq!(keys, sorted, "findings sorted by path, line, column");
    let first = &findings[0];
    assert_eq!(first["path"], "src/a.ts", "relative path with / separators");
    assert_eq!(first["rule"], "bare-reject");
    assert_eq!(first["severity"], "error");
    assert_eq!(first["start"]["line"], 3);
    assert_eq!(first["start"]["column"], 5, "1-based column");
    assert_eq!(first["end"]["line"], 3);
    assert_eq!(first["end"]["column"], 13);
    assert_eq!(first["incidents"][0], "INC-2026-07-08-upload-part-503");
    assert!(first["message"].as_str().unwrap().contains("reject()"));
    assert!(!first["fix"].as_str().unwrap().is_empty());
    // `reject()` gets a concrete (unsafe) edit.
    assert_eq!(first["autofix"]["applicability"], "unsafe");
    assert!(
        first["autofix"]["diff"]
            .as_str()
            .unwrap()
            .starts_with("--- a/src/a.ts\n+++ b/src/a.ts\n")
    );
    assert_eq!(first["fingerprint"].as_str().unwrap().len(), 16);
    let summary = &v["summary"];
    assert_eq!(summary["files_scanned"], 2);
    assert_eq!(summary["findings"], 4);
    assert_eq!(summary["by_rule"]["bare-reject"], 4);
    assert!(summary["elapsed_ms"].is_u64());
    assert!(summary["files_skipped"].is_u64());
}

#[test]
fn fingerprints_survive_lines_inserted_above_and_moves() {
    let dir = tempfile::tempdir().unwrap();
    write(dir.path(), "a.ts", TWO_REJECTS);
    let before = json(&resilint(dir.path(), &["check", "--format", "json"]));
    write(
        dir.path(),
        "a.ts",
        &format!("// a new header comment\nimport x from './x';\n\n{TWO_REJECTS}"),
    );
    let after = json(&resilint(dir.path(), &["check", "--format", "json"]));
    let fps = |v: &serde_json::Value| -> Vec<String> {
        let mut f: Vec<String> = v["findings"]
            .as_array()
            .unwrap()
            .iter()
            .map(|f| f["fingerprint"].as_str().unwrap().to_string())
            .collect();
        f.sort();
        f
    };
    assert_eq!(fps(&before), fps(&after));
    assert_ne!(
        before["findings"][0]["start"]["line"],
        after["findings"][0]["start"]["line"]
    );
    // Moving the functions within the file keeps fingerprints too.
    let (a, b) = TWO_REJECTS.split_at(TWO_REJECTS.find("export function b").unwrap());
    write(dir.path(), "a.ts", &format!("{b}\n{a}"));
    let moved = json(&resilint(dir.path(), &["check", "--format", "json"]));
    assert_eq!(fps(&before), fps(&moved));
}

#[test]
fn exit_codes() {
    let dir = tempfile::tempdir().unwrap();
    write(dir.path(), "a.ts", TWO_REJECTS);
    write(dir.path(), "clean/ok.ts", "export const x = 1;\n");
    assert_eq!(resilint(dir.path(), &["check"]).status.code(), Some(1));
    assert_eq!(
        resilint(dir.path(), &["check", "clean"]).status.code(),
        Some(0)
    );
    assert_eq!(
        resilint(dir.path(), &["check", "--fail-on", "never"])
            .status
            .code(),
        Some(0)
    );
    // Only warnings (string reasons, medium confidence) with --fail-on error: clean.
    write(
        dir.path(),
        "warn/w.ts",
        "export const p = new Promise((res, rej) => rej('no'));\n",
    );
    let medium = ["--min-confidence", "medium"];
    assert_eq!(
        resilint(
            dir.path(),
            &[&["check", "warn", "--fail-on", "error"][..], &medium].concat()
        )
        .status
        .code(),
        Some(0)
    );
    assert_eq!(
        resilint(dir.path(), &[&["check", "warn"][..], &medium].concat())
            .status
            .code(),
        Some(1)
    );
    // Hidden below the default confidence: clean, and the summary says so.
    let hidden = resilint(dir.path(), &["check", "warn", "--format", "json"]);
    assert_eq!(hidden.status.code(), Some(0));
    assert_eq!(json(&hidden)["summary"]["hidden_by_confidence"], 1);

    let missing = resilint(dir.path(), &["check", "does/not/exist"]);
    assert_eq!(missing.status.code(), Some(2));
    assert!(
        stderr(&missing).contains("does/not/exist: no such file or directory"),
        "{}",
        stderr(&missing)
    );

    let bad_rule = resilint(dir.path(), &["check", "--select", "bare-rejet"]);
    assert_eq!(bad_rule.status.code(), Some(2));
    assert!(stderr(&bad_rule).contains("unknown rule id `bare-rejet`"));
    assert!(stderr(&bad_rule).contains("did you mean `bare-reject`"));

    let bad_flag = resilint(dir.path(), &["check", "--format", "xml"]);
    assert_eq!(bad_flag.status.code(), Some(2));
    let bad_jobs = resilint(dir.path(), &["check", "--jobs", "0"]);
    assert_eq!(bad_jobs.status.code(), Some(2));
}

#[test]
fn select_and_ignore() {
    let dir = tempfile::tempdir().unwrap();
    write(dir.path(), "a.ts", TWO_REJECTS);
    let ignored = json(&resilint(
        dir.path(),
        &["check", "--format", "json", "--ignore", "bare-reject"],
    ));
    assert_eq!(ignored["findings"].as_array().unwrap().len(), 0);
    let selected = json(&resilint(
        dir.path(),
        &["check", "--format", "json", "--select", "bare-reject"],
    ));
    assert_eq!(selected["findings"].as_array().unwrap().len(), 2);
}

#[test]
fn inline_suppressions() {
    let dir = tempfile::tempdir().unwrap();
    write(
        dir.path(),
        "a.ts",
        "export function a(): Promise<void> {\n  return new Promise((resolve, reject) => {\n    reject(); // resilint: ignore[bare-reject] legacy callers expect undefined\n    // resilint: ignore[bare-reject] next line too\n    reject(null);\n    reject(undefined); // resilint: ignore[no-such-rule]\n  });\n}\nexport const z = 1; // resilint: ignore[bare-reject] nothing here\n",
    );
    let v = json(&resilint(
        dir.path(),
        &["check", "--format", "json", "--fail-on", "never"],
    ));
    let found = rules_of(&v);
    assert!(
        found.contains(&("a.ts".into(), "bare-reject".into(), 6)),
        "{found:?}"
    );
    assert!(
        found.contains(&("a.ts".into(), "unknown-suppression".into(), 6)),
        "{found:?}"
    );
    assert!(
        found.contains(&("a.ts".into(), "unused-suppression".into(), 9)),
        "{found:?}"
    );
    assert!(
        !found
            .iter()
            .any(|(_, r, l)| r == "bare-reject" && (*l == 3 || *l == 5)),
        "{found:?}"
    );

    let all = json(&resilint(
        dir.path(),
        &[
            "check",
            "--format",
            "json",
            "--no-suppressions",
            "--fail-on",
            "never",
        ],
    ));
    let found = rules_of(&all);
    assert!(found.contains(&("a.ts".into(), "bare-reject".into(), 3)));
    assert!(found.contains(&("a.ts".into(), "bare-reject".into(), 5)));

    write(
        dir.path(),
        "b.ts",
        &format!("// resilint: ignore-file[bare-reject] generated client\n{TWO_REJECTS}"),
    );
    let v = json(&resilint(
        dir.path(),
        &["check", "b.ts", "--format", "json"],
    ));
    assert_eq!(v["findings"].as_array().unwrap().len(), 0, "{v}");
}

#[test]
fn test_code_is_skipped_unless_asked() {
    let dir = tempfile::tempdir().unwrap();
    for p in [
        "src/app.ts",
        "test/a.ts",
        "src/__tests__/b.ts",
        "src/c.test.ts",
        "src/d.spec.js",
        "spec/e_spec.rb",
        "src/e2e/f.ts",
        "src/g.e2e.ts",
    ] {
        write(dir.path(), p, TWO_REJECTS);
    }
    let v = json(&resilint(dir.path(), &["check", "--format", "json"]));
    let paths: Vec<String> = rules_of(&v).into_iter().map(|(p, _, _)| p).collect();
    assert!(paths.iter().all(|p| p == "src/app.ts"), "{paths:?}");
    assert!(v["summary"]["files_skipped"].as_u64().unwrap() >= 4);
    let v = json(&resilint(
        dir.path(),
        &["check", "--format", "json", "--include-tests"],
    ));
    let paths: Vec<String> = rules_of(&v).into_iter().map(|(p, _, _)| p).collect();
    assert!(paths.contains(&"src/c.test.ts".to_string()));
    assert!(paths.contains(&"test/a.ts".to_string()));
}

#[test]
fn always_skipped_directories_and_gitignore() {
    let dir = tempfile::tempdir().unwrap();
    write(dir.path(), "node_modules/pkg/index.js", TWO_REJECTS);
    write(dir.path(), "dist/out.js", TWO_REJECTS);
    write(dir.path(), "generated/x.ts", TWO_REJECTS);
    write(dir.path(), ".gitignore", "generated/\n");
    write(dir.path(), "src/keep.ts", TWO_REJECTS);
    let v = json(&resilint(dir.path(), &["check", "--format", "json"]));
    let paths: Vec<String> = rules_of(&v).into_iter().map(|(p, _, _)| p).collect();
    assert!(paths.iter().all(|p| p == "src/keep.ts"), "{paths:?}");
    // Named explicitly, an always-skipped directory is scanned.
    let v = json(&resilint(
        dir.path(),
        &["check", "dist", "--format", "json"],
    ));
    assert_eq!(v["findings"].as_array().unwrap().len(), 2);
}

#[test]
fn language_detection_by_shebang() {
    let dir = tempfile::tempdir().unwrap();
    write(
        dir.path(),
        "bin/tool",
        "#!/usr/bin/env node\nnew Promise((a, b) => b());\n",
    );
    write(dir.path(), "bin/README", "reject()\n");
    // A script is CLI code: its defects are medium confidence.
    let v = json(&resilint(
        dir.path(),
        &["check", "--format", "json", "--min-confidence", "medium"],
    ));
    assert_eq!(
        rules_of(&v),
        vec![("bin/tool".to_string(), "bare-reject".to_string(), 2)]
    );
}

#[test]
fn bad_input_is_a_warning_and_other_files_still_report() {
    let dir = tempfile::tempdir().unwrap();
    write(dir.path(), "good.ts", TWO_REJECTS);
    std::fs::write(
        dir.path().join("binary.ts"),
        b"\x7fELF\x00\x00\x01\x02reject()",
    )
    .unwrap();
    std::fs::write(dir.path().join("latin1.py"), b"# caf\xe9\nprint('x')\n").unwrap();
    write(dir.path(), "empty.rb", "");
    write(
        dir.path(),
        "broken.ts",
        "const x = ;\nif (( {\n}\n\nexport const p = new Promise((a, b) => b());\n",
    );
    let mut utf16 = vec![0xFF, 0xFE];
    for u in "const p = new Promise((a, b) => b());\n".encode_utf16() {
        utf16.extend(u.to_le_bytes());
    }
    std::fs::write(dir.path().join("utf16.ts"), utf16).unwrap();
    write(dir.path(), "app.min.js", "new Promise((a,b)=>b());");
    write(
        dir.path(),
        "jquery-bundle.js",
        "// vendored for the registration form\n/*!\n * jQuery JavaScript Library\n */\nnew Promise((a, b) => b());\n",
    );
    // Build output: a webpack bundle served as a static asset, and a
    // compiled file ending in its source-map comment.
    write(
        dir.path(),
        "static/viewer.mjs",
        "/******/ // The require scope\n/******/ var __webpack_require__ = {};\nnew Promise((a, b) => b());\n",
    );
    write(
        dir.path(),
        "lib/compiled.js",
        "\"use strict\";\nnew Promise((a, b) => b());\n//# sourceMappingURL=compiled.js.map\n",
    );
    // A `deno bundle` output of another tool, run as a subprocess.
    write(
        dir.path(),
        "plugins/s3si/index.ts",
        "// deno-fmt-ignore-file\n// This code was bundled using `deno bundle` and it's not recommended to edit it manually\nnew Promise((a, b) => b());\n",
    );
    // A sourceMappingURL mentioned in the middle of hand-written code is not
    // the mark of build output.
    write(
        dir.path(),
        "mentions_map.js",
        "// the build adds //# sourceMappingURL= lines\nnew Promise((a, b) => b());\n",
    );
    // A copied release of a third-party library, named by its version.
    write(
        dir.path(),
        "static/dialog-polyfill.0.4.3.js",
        "try { x(); } catch (e) {}\nnew Promise((a, b) => b());\n",
    );
    // A number in a project module's name is not a release.
    write(dir.path(), "lib/api.v2.js", "new Promise((a, b) => b());\n");
    // Yarn Plug'n'Play's generated loader, committed at the project root.
    write(
        dir.path(),
        ".pnp.loader.mjs",
        "/* eslint-disable */\n// @ts-nocheck\nnew Promise((a, b) => b());\n",
    );
    let unreadable = dir.path().join("secret.ts");
    std::fs::write(&unreadable, TWO_REJECTS).unwrap();
    #[cfg(unix)]
    {
        use std::os::unix::fs::PermissionsExt;
        std::fs::set_permissions(&unreadable, std::fs::Permissions::from_mode(0o000)).unwrap();
    }
    let root_can_read = std::fs::read(&unreadable).is_ok();

    let out = resilint(dir.path(), &["check", "--format", "json"]);
    assert_eq!(out.status.code(), Some(1), "{}", stderr(&out));
    let err = stderr(&out);
    assert!(err.contains("binary.ts: binary file, skipped"), "{err}");
    assert!(err.contains("latin1.py: not valid UTF-8"), "{err}");
    assert!(err.contains("app.min.js: minified file"), "{err}");
    assert!(err.contains("jquery-bundle.js: vendored library"), "{err}");
    assert!(err.contains("viewer.mjs: bundler output"), "{err}");
    assert!(err.contains("compiled.js: bundler output"), "{err}");
    assert!(err.contains("index.ts: bundler output"), "{err}");
    assert!(!err.contains("mentions_map.js"), "{err}");
    assert!(
        err.contains("dialog-polyfill.0.4.3.js: vendored library (a release number"),
        "{err}"
    );
    assert!(!err.contains("api.v2.js"), "{err}");
    if !root_can_read {
        assert!(err.contains("secret.ts: cannot read"), "{err}");
    }
    let v = json(&out);
    let found = rules_of(&v);
    assert!(
        found.contains(&("good.ts".into(), "bare-reject".into(), 3)),
        "{found:?}"
    );
    assert!(
        found.contains(&("utf16.ts".into(), "bare-reject".into(), 1)),
        "UTF-16 decoded: {found:?}"
    );
    assert!(
        found.iter().any(|(p, _, _)| p == "mentions_map.js"),
        "{found:?}"
    );
    assert!(
        found.iter().any(|(p, _, _)| p == "lib/api.v2.js"),
        "{found:?}"
    );
    assert!(
        !found.iter().any(|(p, _, _)| p.ends_with(".pnp.loader.mjs")),
        "{found:?}"
    );
    assert!(
        !found.iter().any(|(p, _, _)| p.ends_with("viewer.mjs")
            || p.ends_with("compiled.js")
            || p.ends_with("s3si/index.ts")),
        "{found:?}"
    );
    assert!(
        found.iter().any(|(p, _, _)| p == "broken.ts"),
        "syntax errors stay local: {found:?}"
    );
}

#[test]
fn config_discovery_and_errors() {
    let dir = tempfile::tempdir().unwrap();
    write(dir.path(), "svc/src/a.ts", TWO_REJECTS);
    write(dir.path(), "resilint.toml", "ignore = [\"bare-reject\"]\n");
    // Discovered from the scanned directory upward.
    let v = json(&resilint(dir.path(), &["check", "svc", "--format", "json"]));
    assert_eq!(v["findings"].as_array().unwrap().len(), 0);

    let cases: &[(&str, &[&str])] = &[
        (
            "selct = [\"x\"]\n",
            &["resilint.toml", "unknown field `selct`", "hint"],
        ),
        (
            "include-tests = \"yes\"\n",
            &["resilint.toml", "include-tests", "expected a boolean"],
        ),
        (
            "select = [\"short-timout\"]\n",
            &[
                "resilint.toml",
                "unknown rule id `short-timout`",
                "did you mean `short-timeout`",
            ],
        ),
        (
            "[rules.short-timeout]\nmin-timeout = 3000\n",
            &[
                "resilint.toml",
                "[rules.short-timeout] unknown key `min-timeout`",
                "min-timeout-ms",
            ],
        ),
        (
            "[rules.short-timeout]\nmin-timeout-ms = \"3s\"\n",
            &["resilint.toml", "min-timeout-ms: expected a number"],
        ),
        (
            "[rules.bare-reject]\nseverity = \"fatal\"\n",
            &[
                "resilint.toml",
                "severity: expected \"error\", \"warning\" or \"info\"",
            ],
        ),
        (
            "[[incidents]]\nid = \"X\"\ntitle = \"t\"\ndate = \"2026-01-01\"\nrules = [\"nope\"]\n",
            &["resilint.toml", "incident X", "unknown rule id `nope`"],
        ),
        (
            "extends = \"missing.toml\"\n",
            &["resilint.toml", "extends", "no such file"],
        ),
    ];
    for (text, needles) in cases {
        write(dir.path(), "resilint.toml", text);
        let out = resilint(dir.path(), &["check", "svc"]);
        assert_eq!(
            out.status.code(),
            Some(2),
            "config {text:?}: {}",
            stderr(&out)
        );
        for n in *needles {
            assert!(
                stderr(&out).contains(n),
                "config {text:?}: expected {n:?} in {}",
                stderr(&out)
            );
        }
    }

    // extends + per-rule severity
    write(
        dir.path(),
        "base.toml",
        "[rules.bare-reject]\nseverity = \"warning\"\n",
    );
    write(dir.path(), "resilint.toml", "extends = \"base.toml\"\n");
    let v = json(&resilint(dir.path(), &["check", "svc", "--format", "json"]));
    assert_eq!(v["findings"][0]["severity"], "warning");

    // pyproject.toml [tool.resilint]
    std::fs::remove_file(dir.path().join("resilint.toml")).unwrap();
    write(
        dir.path(),
        "pyproject.toml",
        "[project]\nname = \"x\"\n\n[tool.resilint]\nignore = [\"bare-reject\"]\n",
    );
    let v = json(&resilint(dir.path(), &["check", "svc", "--format", "json"]));
    assert_eq!(v["findings"].as_array().unwrap().len(), 0);
    write(dir.path(), "pyproject.toml", "[tool.resilint]\nfoo = 1\n");
    let out = resilint(dir.path(), &["check", "svc"]);
    assert_eq!(out.status.code(), Some(2));
    assert!(
        stderr(&out).contains("pyproject.toml") && stderr(&out).contains("unknown field `foo`"),
        "{}",
        stderr(&out)
    );

    // --config pointing nowhere
    let out = resilint(dir.path(), &["check", "svc", "--config", "nope.toml"]);
    assert_eq!(out.status.code(), Some(2));
    assert!(stderr(&out).contains("nope.toml: no such file"));
}

#[test]
fn config_include_exclude_and_clients() {
    let dir = tempfile::tempdir().unwrap();
    write(dir.path(), "src/a.ts", TWO_REJECTS);
    write(dir.path(), "legacy/b.ts", TWO_REJECTS);
    write(dir.path(), "resilint.toml", "exclude = [\"legacy/**\"]\n");
    let v = json(&resilint(dir.path(), &["check", "--format", "json"]));
    let paths: Vec<String> = rules_of(&v).into_iter().map(|(p, _, _)| p).collect();
    assert!(paths.iter().all(|p| p == "src/a.ts"), "{paths:?}");
}

#[test]
fn init_writes_a_parseable_starter() {
    let dir = tempfile::tempdir().unwrap();
    let out = resilint(dir.path(), &["init"]);
    assert_eq!(out.status.code(), Some(0));
    assert!(dir.path().join("resilint.toml").is_file());
    assert_eq!(
        resilint(dir.path(), &["init"]).status.code(),
        Some(2),
        "refuses to overwrite"
    );
    write(dir.path(), "a.ts", TWO_REJECTS);
    assert_eq!(resilint(dir.path(), &["check"]).status.code(), Some(1));
}

#[test]
fn baseline_round_trip() {
    let dir = tempfile::tempdir().unwrap();
    write(dir.path(), "a.ts", TWO_REJECTS);
    let out = resilint(
        dir.path(),
        &[
            "check",
            "--write-baseline",
            "baseline.json",
            "--fail-on",
            "never",
        ],
    );
    assert_eq!(out.status.code(), Some(0));
    // Unrelated edit above the findings.
    write(
        dir.path(),
        "a.ts",
        &format!("import {{ z }} from './z';\n\n{TWO_REJECTS}"),
    );
    let out = resilint(
        dir.path(),
        &["check", "--baseline", "baseline.json", "--format", "json"],
    );
    assert_eq!(out.status.code(), Some(0), "{}", stdout(&out));
    assert_eq!(json(&out)["findings"].as_array().unwrap().len(), 0);
    assert!(stderr(&out).contains("2 findings suppressed by the baseline"));
    // A new problem is still reported.
    write(
        dir.path(),
        "a.ts",
        &format!("{TWO_REJECTS}\nexport const c = Promise.reject(null);\n"),
    );
    let out = resilint(
        dir.path(),
        &["check", "--baseline", "baseline.json", "--format", "json"],
    );
    assert_eq!(out.status.code(), Some(1));
    assert_eq!(json(&out)["findings"].as_array().unwrap().len(), 1);
    let human = resilint(dir.path(), &["check", "--baseline", "baseline.json"]);
    assert!(
        stdout(&human).contains("2 in the baseline"),
        "{}",
        stdout(&human)
    );
}

fn git(dir: &Path, args: &[&str]) {
    let ok = std::process::Command::new("git")
        .current_dir(dir)
        .args(args)
        .env("GIT_AUTHOR_NAME", "t")
        .env("GIT_AUTHOR_EMAIL", "t@example.com")
        .env("GIT_COMMITTER_NAME", "t")
        .env("GIT_COMMITTER_EMAIL", "t@example.com")
        .output()
        .expect("git runs")
        .status
        .success();
    assert!(ok, "git {args:?}");
}

#[test]
fn changed_since_scans_only_changed_files() {
    let dir = tempfile::tempdir().unwrap();
    write(dir.path(), "old.ts", TWO_REJECTS);
    git(dir.path(), &["init", "-q", "-b", "main"]);
    git(dir.path(), &["add", "."]);
    git(dir.path(), &["commit", "-q", "-m", "init"]);
    write(dir.path(), "new.ts", TWO_REJECTS);
    write(dir.path(), "old_untouched.txt", "x");
    let v = json(&resilint(
        dir.path(),
        &["check", "--changed-since", "HEAD", "--format", "json"],
    ));
    let paths: Vec<String> = rules_of(&v).into_iter().map(|(p, _, _)| p).collect();
    assert!(
        !paths.is_empty() && paths.iter().all(|p| p == "new.ts"),
        "{paths:?}"
    );

    let out = resilint(dir.path(), &["check", "--changed-since", "no-such-ref"]);
    assert_eq!(out.status.code(), Some(2));
    assert!(
        stderr(&out).contains("unknown git ref `no-such-ref`"),
        "{}",
        stderr(&out)
    );

    let outside = tempfile::tempdir().unwrap();
    write(outside.path(), "a.ts", TWO_REJECTS);
    let out = resilint(outside.path(), &["check", "--changed-since", "main"]);
    assert_eq!(out.status.code(), Some(2));
    assert!(
        stderr(&out).contains("not inside a git repository"),
        "{}",
        stderr(&out)
    );
}

#[test]
fn output_is_identical_across_job_counts() {
    let testdata = Path::new(env!("CARGO_MANIFEST_DIR"));
    let args = |jobs: &'static str| -> Vec<&'static str> {
        vec![
            "check",
            "testdata",
            "--include-tests",
            "--format",
            "sarif",
            "--jobs",
            jobs,
            "--fail-on",
            "never",
        ]
    };
    let one = resilint(testdata, &args("1"));
    let two = resilint(testdata, &args("2"));
    let four = resilint(testdata, &args("4"));
    assert_eq!(stdout(&one), stdout(&two));
    assert_eq!(stdout(&one), stdout(&four));
}

#[test]
fn rules_and_explain() {
    let here = Path::new(env!("CARGO_MANIFEST_DIR"));
    let out = resilint(here, &["rules"]);
    assert_eq!(out.status.code(), Some(0));
    for id in [
        "short-timeout",
        "missing-retry",
        "sleepless-poll-loop",
        "bare-reject",
        "silent-rescue",
    ] {
        assert!(stdout(&out).contains(id));
    }
    let out = resilint(here, &["explain", "bare-reject"]);
    assert_eq!(out.status.code(), Some(0));
    let text = stdout(&out);
    for section in [
        "## What it flags",
        "## Why",
        "## Fix",
        "## Not flagged",
        "## Incidents",
    ] {
        assert!(text.contains(section), "explain lacks {section}");
    }
    let out = resilint(here, &["explain", "nope"]);
    assert_eq!(out.status.code(), Some(2));
}

#[test]
fn prefilter_loses_no_findings() {
    let here = Path::new(env!("CARGO_MANIFEST_DIR"));
    let run = |prefilter: bool| {
        let mut cmd = std::process::Command::new(env!("CARGO_BIN_EXE_resilint"));
        cmd.current_dir(here).args([
            "check",
            "testdata",
            "--include-tests",
            "--format",
            "gitlab",
            "--select",
            "ALL,unpaced-batch-calls",
            "--fail-on",
            "never",
        ]);
        if !prefilter {
            cmd.env("RESILINT_NO_PREFILTER", "1");
        }
        String::from_utf8(cmd.output().unwrap().stdout).unwrap()
    };
    assert_eq!(run(true), run(false));
}
