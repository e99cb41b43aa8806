//! Hostile repositories (issue 12): whatever a repository holds, the scan
//! neither panics, hangs, leaks the environment nor loses other files'
//! findings. Timings live in benches/hostile.sh, never here.

mod common;
use common::*;
use resilint::config::{ConfigFile, Overrides, Settings};
use resilint::engine::check_source;
use resilint::lang::Lang;
use std::path::{Path, PathBuf};
use std::process::{Command, Output, Stdio};
use std::time::{Duration, Instant};

fn all_rules() -> Settings {
    let overrides = Overrides {
        select: Some(vec!["ALL".into(), "unpaced-batch-calls".into()]),
        ..Overrides::default()
    };
    Settings::build(&ConfigFile::default(), PathBuf::from("."), &overrides).unwrap()
}

fn bin() -> Command {
    let mut c = Command::new(env!("CARGO_BIN_EXE_resilint"));
    c.env("NO_COLOR", "1");
    c
}

/// Runs `cmd`, killing it after `secs`: a hang is a test failure, not a stuck CI job.
fn run_with_timeout(mut cmd: Command, secs: u64) -> Output {
    let mut child = cmd
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let started = Instant::now();
    loop {
        if child.try_wait().unwrap().is_some() {
            return child.wait_with_output().unwrap();
        }
        if started.elapsed() > Duration::from_secs(secs) {
            child.kill().unwrap();
            let out = child.wait_with_output().unwrap();
            panic!(
                "resilint did not finish within {secs} s (hang)\nstderr: {}",
                stderr(&out)
            );
        }
        std::thread::sleep(Duration::from_millis(20));
    }
}

/// StandardJS-style code (no semicolons) followed by Korean comments: the
/// named-status-list lookup sliced 2,000 bytes into a multi-byte character.
const KOREAN_AFTER_LIST: &str = "const RETRY_CODES = [500, 502, 503] // 재시도 코드\n";

fn korean_retry_file() -> String {
    let mut s = String::from(KOREAN_AFTER_LIST);
    s.push_str(&"// 한국어 주석입니다 재시도 정책 설명\n".repeat(80));
    s.push_str(
        "async function fetchWithRetry(url) {\n  for (let i = 0; i < 3; i++) {\n    const res = await fetch(url)\n    if (res.status >= 500 && RETRY_CODES.includes(res.status)) continue\n    return res\n  }\n}\n",
    );
    s
}

/// `setTimeout(() =>\u{a0}controller.abort(), ms)`: the abort-target scan
/// stepped one byte past a two-byte character.
const NBSP_ABORT: &str = "export async function get(url: string) {\n  const controller = new AbortController();\n  setTimeout(() =>\u{a0}controller.abort(), 1000);\n  return fetch(url, { signal: controller.signal });\n}\n";

#[test]
fn reported_panics_are_fixed() {
    let settings = all_rules();
    let findings = check_source(
        Path::new("a.js"),
        Lang::Tsx,
        &korean_retry_file(),
        &settings,
    );
    assert!(findings.iter().all(|f| f.rule != "unknown"));
    let findings = check_source(Path::new("b.ts"), Lang::TypeScript, NBSP_ABORT, &settings);
    assert!(
        findings.iter().any(|f| f.rule == "short-timeout"),
        "Missing: short-timeout on the abort with a non-breaking space: {findings:?}"
    );
}

#[test]
fn reported_panics_do_not_cost_other_files_findings() {
    let dir = tempfile::tempdir().unwrap();
    write(dir.path(), "korean.js", &korean_retry_file());
    write(dir.path(), "nbsp.ts", NBSP_ABORT);
    write(dir.path(), "good.ts", TWO_REJECTS);
    let out = resilint(dir.path(), &["check", "--format", "json"]);
    assert_eq!(out.status.code(), Some(1), "{}", stderr(&out));
    let v = json(&out);
    assert_eq!(v["summary"]["files_failed"], 0);
    let found = rules_of(&v);
    assert!(found.contains(&("good.ts".into(), "bare-reject".into(), 3)));
}

#[test]
fn a_rule_panic_is_a_warning_naming_file_and_rule() {
    let dir = tempfile::tempdir().unwrap();
    write(dir.path(), "bad.ts", TWO_REJECTS);
    write(dir.path(), "good.ts", TWO_REJECTS);
    let mut cmd = bin();
    cmd.current_dir(dir.path())
        .args(["check", "--format", "json"])
        .env("RESILINT_INJECT_PANIC", "bare-reject:bad");
    let out = run_with_timeout(cmd, 60);
    assert_eq!(out.status.code(), Some(2), "{}", stderr(&out));
    let err = stderr(&out);
    assert!(
        err.contains("bad.ts: rule bare-reject failed (internal error: injected panic"),
        "{err}"
    );
    assert!(!err.contains("panicked at"), "{err}");
    let v = json(&out);
    assert_eq!(v["summary"]["files_failed"], 1);
    let found = rules_of(&v);
    assert_eq!(
        found,
        vec![
            ("good.ts".to_string(), "bare-reject".to_string(), 3),
            ("good.ts".to_string(), "bare-reject".to_string(), 8)
        ]
    );
}

#[test]
fn long_extends_chain_is_an_error_not_a_stack_overflow() {
    let dir = tempfile::tempdir().unwrap();
    let n = 8_000;
    for i in 0..n {
        let body = if i + 1 < n {
            format!("extends = \"c{}.toml\"\n", i + 1)
        } else {
            String::new()
        };
        std::fs::write(dir.path().join(format!("c{i}.toml")), body).unwrap();
    }
    std::fs::write(dir.path().join("resilint.toml"), "extends = \"c0.toml\"\n").unwrap();
    write(dir.path(), "good.ts", TWO_REJECTS);
    let out = run_with_timeout(
        {
            let mut c = bin();
            c.current_dir(dir.path()).args(["check"]);
            c
        },
        60,
    );
    assert_eq!(out.status.code(), Some(2), "{}", stderr(&out));
    assert!(
        stderr(&out).contains("`extends` chain is longer than 32 files"),
        "{}",
        stderr(&out)
    );
    // A cycle is named as one.
    std::fs::write(dir.path().join("resilint.toml"), "extends = \"x.toml\"\n").unwrap();
    std::fs::write(dir.path().join("x.toml"), "extends = \"resilint.toml\"\n").unwrap();
    let out = resilint(dir.path(), &["check"]);
    assert_eq!(out.status.code(), Some(2));
    assert!(stderr(&out).contains("forms a cycle"), "{}", stderr(&out));
}

#[test]
fn extends_stays_inside_the_project_and_never_echoes_other_files() {
    let outer = tempfile::tempdir().unwrap();
    let project = outer.path().join("project");
    std::fs::create_dir_all(project.join(".git")).unwrap();
    write(&project, "good.ts", TWO_REJECTS);
    // Outside the project: refused, whatever it is.
    std::fs::write(
        outer.path().join("secret.toml"),
        "token = \"s3cr3t-outside\"\n",
    )
    .unwrap();
    for target in ["../secret.toml", "/proc/self/environ", "/etc/passwd"] {
        std::fs::write(
            project.join("resilint.toml"),
            format!("extends = \"{target}\"\n"),
        )
        .unwrap();
        let out = resilint(&project, &["check"]);
        assert_eq!(out.status.code(), Some(2), "{target}: {}", stderr(&out));
        let err = stderr(&out);
        assert!(!err.contains("s3cr3t") && !err.contains("root:"), "{err}");
    }
    // Inside the project but not a config: the error gives a position, not the text.
    std::fs::write(
        project.join("notes.toml"),
        "AWS_SECRET_ACCESS_KEY=wJalrXUtnFEMI-leaked\n",
    )
    .unwrap();
    std::fs::write(project.join("resilint.toml"), "extends = \"notes.toml\"\n").unwrap();
    let out = resilint(&project, &["check"]);
    assert_eq!(out.status.code(), Some(2));
    let err = stderr(&out);
    assert!(err.contains("notes.toml"), "{err}");
    assert!(!err.contains("wJalrXUtnFEMI"), "{err}");
    // A path given on the command line is the user's choice.
    let out = resilint(
        &project,
        &[
            "check",
            "--config",
            outer.path().join("secret.toml").to_str().unwrap(),
        ],
    );
    assert_eq!(out.status.code(), Some(2), "unknown key is still an error");
}

#[cfg(unix)]
fn closed_pipe() -> std::io::PipeWriter {
    let (reader, writer) = std::io::pipe().unwrap();
    drop(reader);
    writer
}

#[cfg(unix)]
#[test]
fn closed_streams_end_quietly() {
    let dir = tempfile::tempdir().unwrap();
    write(dir.path(), "good.ts", TWO_REJECTS);
    // A binary .ts file makes a warning on stderr.
    std::fs::write(dir.path().join("bin.ts"), b"\0\0\0binary").unwrap();
    // Closed stderr while warnings are printed.
    let out = bin()
        .current_dir(dir.path())
        .args(["check", "--format", "json"])
        .stderr(closed_pipe())
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(1));
    // Closed stdout for every format: a broken pipe is not an error.
    for format in ["json", "sarif", "gitlab", "github", "human", "backlog"] {
        let out = bin()
            .current_dir(dir.path())
            .args(["check", "--format", format])
            .stdout(closed_pipe())
            .output()
            .unwrap();
        assert_eq!(out.status.code(), Some(1), "{format}: {}", stderr(&out));
        assert!(
            !stderr(&out).contains("Broken pipe"),
            "{format}: {}",
            stderr(&out)
        );
    }
    for format in ["csv", "json", "markdown"] {
        let out = bin()
            .current_dir(dir.path())
            .args(["backlog", "--format", format])
            .stdout(closed_pipe())
            .output()
            .unwrap();
        assert_eq!(out.status.code(), Some(0), "{format}: {}", stderr(&out));
        assert!(
            !stderr(&out).contains("Broken pipe"),
            "{format}: {}",
            stderr(&out)
        );
    }
    for args in [
        &["rules"][..],
        &["explain", "bare-reject"][..],
        &["incidents"][..],
    ] {
        let out = bin().args(args).stdout(closed_pipe()).output().unwrap();
        assert_eq!(out.status.code(), Some(0), "{args:?}: {}", stderr(&out));
    }
    let empty = tempfile::tempdir().unwrap();
    let out = bin()
        .current_dir(empty.path())
        .args(["init"])
        .stdout(closed_pipe())
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(0), "{}", stderr(&out));
}

#[cfg(target_os = "linux")]
#[test]
fn a_full_disk_is_exit_2() {
    let dir = tempfile::tempdir().unwrap();
    write(dir.path(), "good.ts", TWO_REJECTS);
    for format in ["json", "human", "sarif"] {
        let full = std::fs::OpenOptions::new()
            .write(true)
            .open("/dev/full")
            .unwrap();
        let out = bin()
            .current_dir(dir.path())
            .args(["check", "--format", format])
            .stdout(full)
            .output()
            .unwrap();
        assert_eq!(out.status.code(), Some(2), "{format}: {}", stderr(&out));
        assert!(stderr(&out).contains("writing output"), "{}", stderr(&out));
    }
    // Listings used to ignore every write error and exit 0.
    for args in [
        &["rules"][..],
        &["explain", "bare-reject"][..],
        &["incidents"][..],
        &["backlog", "--format", "csv"][..],
    ] {
        let full = std::fs::OpenOptions::new()
            .write(true)
            .open("/dev/full")
            .unwrap();
        let out = bin()
            .current_dir(dir.path())
            .args(args)
            .stdout(full)
            .output()
            .unwrap();
        assert_eq!(out.status.code(), Some(2), "{args:?}: {}", stderr(&out));
    }
}

#[test]
fn lone_cr_lines_are_lines() {
    let dir = tempfile::tempdir().unwrap();
    // Old Mac line endings; the suppression covers only the next line.
    let text = "export function a(): Promise<void> {\r  // resilint: ignore[bare-reject] legacy\r  return Promise.reject();\r}\rexport function b(): Promise<void> {\r  return Promise.reject();\r}\r";
    write(dir.path(), "cr.ts", text);
    let out = resilint(dir.path(), &["check", "--format", "json"]);
    let v = json(&out);
    let found = rules_of(&v);
    assert!(
        found.contains(&("cr.ts".into(), "bare-reject".into(), 6)),
        "{found:?}"
    );
    assert_eq!(found.len(), 1, "{found:?}");
}

/// The `path:line:col` ariadne prints for each finding.
fn human_locations(text: &str) -> Vec<String> {
    text.lines()
        .filter_map(|l| {
            l.split_once("─[ ")
                .map(|(_, r)| r.trim_end_matches(" ]").to_string())
        })
        .collect()
}

#[test]
fn one_line_model_for_human_and_json() {
    let dir = tempfile::tempdir().unwrap();
    let text = "// form\u{0c}feed and line\u{2028}separator and next\u{85}line\nexport function b(): Promise<void> {\n  /* \u{2029} */ return Promise.reject();\n}\n";
    write(dir.path(), "odd.ts", text);
    let out = resilint(dir.path(), &["check", "--format", "json"]);
    let v = json(&out);
    let from_json: Vec<String> = v["findings"]
        .as_array()
        .unwrap()
        .iter()
        .map(|f| format!("odd.ts:{}:{}", f["start"]["line"], f["start"]["column"]))
        .collect();
    assert_eq!(from_json, vec!["odd.ts:3:18".to_string()]);
    let out = resilint(dir.path(), &["check", "--color", "never"]);
    assert_eq!(
        human_locations(&stdout(&out)),
        from_json,
        "{}",
        stdout(&out)
    );
}

#[test]
fn utf16_snippets_show_the_source() {
    let dir = tempfile::tempdir().unwrap();
    let mut bytes = vec![0xFF, 0xFE];
    for unit in TWO_REJECTS.encode_utf16() {
        bytes.extend_from_slice(&unit.to_le_bytes());
    }
    std::fs::write(dir.path().join("wide.ts"), bytes).unwrap();
    let out = resilint(dir.path(), &["check", "--color", "never"]);
    assert_eq!(out.status.code(), Some(1), "{}", stderr(&out));
    assert!(
        stdout(&out).contains("return Promise.reject();"),
        "{}",
        stdout(&out)
    );
}

#[cfg(unix)]
#[test]
fn control_characters_never_reach_the_terminal() {
    use std::os::unix::ffi::OsStrExt;
    let dir = tempfile::tempdir().unwrap();
    let name = std::ffi::OsStr::from_bytes(b"evil\x1b]52;c;SGVsbG8=\x07\x1b[2J.ts");
    let body = TWO_REJECTS.replace(
        "reject();\n  });",
        "reject(); // \u{1b}]0;pwned\u{07}\u{1b}[2J\u{9b}31m\n  });",
    );
    std::fs::write(dir.path().join(name), body).unwrap();
    // A binary file with the same kind of name: its warning is escaped too.
    std::fs::write(
        dir.path()
            .join(std::ffi::OsStr::from_bytes(b"bin\x1b[31m.ts")),
        b"\0\0",
    )
    .unwrap();
    for args in [
        &["check", "--color", "never"][..],
        &["check", "--format", "backlog"][..],
        &["check", "--format", "github"][..],
        &["backlog"][..],
    ] {
        let out = resilint(dir.path(), args);
        assert!(
            !out.stdout.contains(&0x1b) && !out.stdout.contains(&0x07),
            "{args:?}: {}",
            stdout(&out)
        );
        assert!(!stdout(&out).contains('\u{9b}'), "{args:?}");
        assert!(!out.stderr.contains(&0x1b), "{args:?}: {}", stderr(&out));
    }
}

#[test]
fn sarif_uris_are_percent_encoded() {
    let dir = tempfile::tempdir().unwrap();
    write(dir.path(), "src/#hash 100%.ts", TWO_REJECTS);
    let out = resilint(dir.path(), &["check", "--format", "sarif"]);
    let v = json(&out);
    let uri =
        v["runs"][0]["results"][0]["locations"][0]["physicalLocation"]["artifactLocation"]["uri"]
            .as_str()
            .unwrap()
            .to_string();
    assert_eq!(uri, "src/%23hash%20100%25.ts");
}

#[test]
fn overlapping_paths_are_scanned_once() {
    let dir = tempfile::tempdir().unwrap();
    write(dir.path(), "src/a.ts", TWO_REJECTS);
    for args in [
        &["check", ".", "src", "--format", "json"][..],
        &["check", "src/a.ts", "./src/a.ts", "src", "--format", "json"][..],
    ] {
        let out = resilint(dir.path(), args);
        let v = json(&out);
        assert_eq!(v["summary"]["files_scanned"], 1, "{args:?}");
        let mut prints: Vec<&str> = v["findings"]
            .as_array()
            .unwrap()
            .iter()
            .map(|f| f["fingerprint"].as_str().unwrap())
            .collect();
        assert_eq!(prints.len(), 2, "{args:?}");
        prints.dedup();
        assert_eq!(prints.len(), 2, "{args:?}");
    }
}

#[cfg(unix)]
#[test]
fn odd_files_are_scanned_or_named() {
    use std::os::unix::ffi::OsStrExt;
    let dir = tempfile::tempdir().unwrap();
    let latin1 = std::ffi::OsStr::from_bytes(b"caf\xe9.ts");
    std::fs::write(dir.path().join(latin1), TWO_REJECTS).unwrap();
    let out = resilint(dir.path(), &["check", "--format", "json"]);
    assert_eq!(json(&out)["summary"]["findings"], 2, "{}", stderr(&out));
    // Named explicitly.
    let out = bin()
        .current_dir(dir.path())
        .args(["check", "--format", "json"])
        .arg(latin1)
        .output()
        .unwrap();
    assert_eq!(json(&out)["summary"]["findings"], 2, "{}", stderr(&out));

    let outside = tempfile::tempdir().unwrap();
    write(outside.path(), "real.ts", TWO_REJECTS);
    let tree = tempfile::tempdir().unwrap();
    write(tree.path(), "inside.ts", TWO_REJECTS);
    std::os::unix::fs::symlink(outside.path().join("real.ts"), tree.path().join("out.ts")).unwrap();
    std::os::unix::fs::symlink("inside.ts", tree.path().join("alias.ts")).unwrap();
    let fifo = tree.path().join("pipe.ts");
    assert!(
        Command::new("mkfifo")
            .arg(&fifo)
            .status()
            .unwrap()
            .success()
    );
    let mut cmd = bin();
    cmd.current_dir(tree.path())
        .args(["check", "--format", "json"]);
    let out = run_with_timeout(cmd, 60);
    let v = json(&out);
    let err = stderr(&out);
    assert!(err.contains("out.ts: symlink to a file outside"), "{err}");
    assert!(err.contains("pipe.ts: not a regular file"), "{err}");
    // inside.ts once (alias.ts is the same file), the other two counted as skipped.
    assert_eq!(v["summary"]["files_scanned"], 1, "{err}");
    assert_eq!(v["summary"]["files_skipped"], 2, "{err}");
    let paths: Vec<String> = rules_of(&v).into_iter().map(|f| f.0).collect();
    assert_eq!(paths, vec!["inside.ts", "inside.ts"]);
    // A FIFO named on the command line: a warning, not a hang.
    let mut cmd = bin();
    cmd.current_dir(tree.path()).args(["check", "pipe.ts"]);
    let out = run_with_timeout(cmd, 60);
    assert!(
        stderr(&out).contains("pipe.ts: not a regular file"),
        "{}",
        stderr(&out)
    );
}

#[test]
fn exclude_lists_the_builder_rejects_fail_loudly() {
    let dir = tempfile::tempdir().unwrap();
    write(dir.path(), "good.ts", TWO_REJECTS);
    let patterns: Vec<String> = (0..20_000).map(|i| format!("\"**/x{i}*y/**\"")).collect();
    let huge = format!("exclude = [{}]\n", patterns.join(","));
    std::fs::write(dir.path().join("resilint.toml"), huge).unwrap();
    let out = run_with_timeout(
        {
            let mut c = bin();
            c.current_dir(dir.path())
                .args(["check", "--format", "json"]);
            c
        },
        120,
    );
    assert_eq!(out.status.code(), Some(2), "{}", stderr(&out));
    assert!(stderr(&out).contains("exclude:"), "{}", stderr(&out));
}

#[test]
fn unloadable_gitignore_is_a_warning() {
    let dir = tempfile::tempdir().unwrap();
    write(dir.path(), "sub/a.ts", TWO_REJECTS);
    std::fs::write(dir.path().join("sub/.gitignore"), b"a.ts\n\xff\xfe\n").unwrap();
    let out = resilint(dir.path(), &["check", "--format", "json"]);
    assert!(
        stderr(&out).contains(".gitignore: cannot be fully loaded"),
        "{}",
        stderr(&out)
    );
}

#[cfg(unix)]
#[test]
fn size_is_checked_before_reading() {
    let dir = tempfile::tempdir().unwrap();
    write(dir.path(), "good.ts", TWO_REJECTS);
    // Sparse files: no disk space, but reading them whole would need 20 GB.
    for name in ["huge.ts", "script"] {
        let f = std::fs::File::create(dir.path().join(name)).unwrap();
        f.set_len(20 * 1024 * 1024 * 1024).unwrap();
    }
    let mut shebang = std::fs::OpenOptions::new()
        .write(true)
        .open(dir.path().join("script"))
        .unwrap();
    std::io::Write::write_all(&mut shebang, b"#!/usr/bin/env python3\n").unwrap();
    let mut cmd = bin();
    cmd.current_dir(dir.path())
        .args(["check", "--format", "json"]);
    let out = run_with_timeout(cmd, 60);
    let err = stderr(&out);
    assert!(err.contains("huge.ts: 20480 MB is larger than"), "{err}");
    assert!(err.contains("script: 20480 MB is larger than"), "{err}");
    assert_eq!(json(&out)["summary"]["findings"], 2);
}

#[cfg(unix)]
#[test]
fn baselines_must_be_regular_files() {
    let dir = tempfile::tempdir().unwrap();
    write(dir.path(), "good.ts", TWO_REJECTS);
    let fifo = dir.path().join("fifo.json");
    assert!(
        Command::new("mkfifo")
            .arg(&fifo)
            .status()
            .unwrap()
            .success()
    );
    for args in [
        &["check", "--baseline", "/dev/zero"][..],
        &["check", "--baseline", "fifo.json"][..],
        &["check", "--write-baseline", "fifo.json"][..],
    ] {
        let mut cmd = bin();
        cmd.current_dir(dir.path()).args(args);
        let out = run_with_timeout(cmd, 60);
        assert_eq!(out.status.code(), Some(2), "{args:?}: {}", stderr(&out));
        assert!(
            stderr(&out).contains("not a regular file"),
            "{}",
            stderr(&out)
        );
    }
}

#[test]
fn jobs_are_capped() {
    let dir = tempfile::tempdir().unwrap();
    write(dir.path(), "good.ts", TWO_REJECTS);
    let out = resilint(
        dir.path(),
        &["check", "--jobs", "100000", "--format", "json"],
    );
    assert_eq!(out.status.code(), Some(1), "{}", stderr(&out));
    assert!(stderr(&out).contains("capped at 256"), "{}", stderr(&out));
}

#[test]
fn analysis_budget_names_file_and_rule() {
    let dir = tempfile::tempdir().unwrap();
    write(dir.path(), "good.ts", TWO_REJECTS);
    let out = bin()
        .current_dir(dir.path())
        .args(["check", "--format", "json"])
        .env("RESILINT_ANALYSIS_BUDGET_MS", "0")
        .output()
        .unwrap();
    let err = stderr(&out);
    assert!(
        err.contains("good.ts: analysis stopped at line") && err.contains("(most time in rule "),
        "{err}"
    );
}

#[test]
fn parse_budget_is_counted_in_work() {
    let dir = tempfile::tempdir().unwrap();
    // Large enough to need more than 100 parser steps, small enough to be quick.
    write(
        dir.path(),
        "slow.ts",
        &"function f(a) { if (a) { return [1, 2].map((x) => x * 2); } }\n".repeat(2_000),
    );
    let out = bin()
        .current_dir(dir.path())
        .args(["check", "--format", "json"])
        .env("RESILINT_PARSE_BUDGET_MS", "1")
        .env("RESILINT_NO_PREFILTER", "1")
        .output()
        .unwrap();
    assert!(
        stderr(&out).contains("slow.ts: parsing needed more than the parse budget (100 steps"),
        "{}",
        stderr(&out)
    );
}
