//! What `check` prints: snippet layout, incidents once per run, compact
//! format, statistics, output files, stdin, baseline summaries, listings and
//! the JSON Schemas of the machine-readable output.

mod common;
use common::*;
use std::io::Write as _;
use std::path::Path;
use std::process::{Command, Stdio};

fn here() -> &'static Path {
    Path::new(env!("CARGO_MANIFEST_DIR"))
}

/// The ariadne reports of a human run, one string each.
fn reports(human: &str) -> Vec<String> {
    human
        .split("\n\n")
        .filter(|r| r.contains("╭─["))
        .map(str::to_string)
        .collect()
}

#[test]
fn snippet_labels_in_one_group_in_line_order_pointing_at_the_callee() {
    let out = resilint(
        here(),
        &[
            "check",
            "testdata/silent-rescue/workers/positive.rb",
            "--select",
            "silent-rescue",
            "--min-confidence",
            "medium",
        ],
    );
    let human = stdout(&out);
    let all = reports(&human);
    assert!(all.len() >= 3, "{human}");
    for r in &all {
        assert_eq!(r.matches("─[ ").count(), 1, "one header per report:\n{r}");
        let lines: Vec<u64> = r
            .lines()
            .filter_map(|l| l.trim_start().split(" │").next()?.trim().parse().ok())
            .collect();
        let mut sorted = lines.clone();
        sorted.sort();
        assert_eq!(lines, sorted, "lines in order:\n{r}");
    }
    // The multi-line `Acme::HttpClient.put(` call is labelled at its callee.
    let put = all
        .iter()
        .find(|r| r.contains("Acme::HttpClient.put"))
        .unwrap();
    assert!(!put.contains("╭─▶"), "no multi-line underline:\n{put}");
}

#[test]
fn incidents_are_described_once_per_run_with_team_urls() {
    let dir = tempfile::tempdir().unwrap();
    write(dir.path(), "a.ts", TWO_REJECTS);
    write(
        dir.path(),
        "resilint.toml",
        "[[incidents]]\nid = \"INC-TEAM-1\"\ntitle = \"Upload lost its cause\"\ndate = \"2026-09-01\"\nurl = \"https://wiki.example.com/inc/1\"\nrules = [\"bare-reject\"]\n",
    );
    let human = stdout(&resilint(dir.path(), &["check"]));
    assert_eq!(
        human
            .matches("seen in: INC-2026-07-08-upload-part-503 (2026-07-08")
            .count(),
        1,
        "{human}"
    );
    assert!(human.contains("seen in: INC-2026-07-08-upload-part-503 (described above)"));
    assert!(
        human.contains("<https://wiki.example.com/inc/1>"),
        "{human}"
    );
}

#[test]
fn compact_format_and_statistics() {
    let dir = tempfile::tempdir().unwrap();
    write(dir.path(), "src/a.ts", TWO_REJECTS);
    let out = resilint(dir.path(), &["check", "--format", "compact"]);
    assert_eq!(out.status.code(), Some(1));
    let text = stdout(&out);
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(lines.len(), 2, "{text}");
    assert!(
        lines[0].starts_with("src/a.ts:3:5: error [bare-reject] `reject()`"),
        "{text}"
    );
    let out = resilint(dir.path(), &["check", "--statistics"]);
    assert_eq!(out.status.code(), Some(1));
    let text = stdout(&out);
    assert!(text.contains("2  bare-reject"), "{text}");
    assert!(text.contains("2 findings in 1 file"), "{text}");
    assert!(!text.contains("reject();"), "{text}");
}

#[test]
fn output_file_and_sarif_from_one_scan() {
    let dir = tempfile::tempdir().unwrap();
    write(dir.path(), "a.ts", TWO_REJECTS);
    let out = resilint(
        dir.path(),
        &[
            "check",
            "--format",
            "github",
            "--sarif-file",
            "out/resilint.sarif",
        ],
    );
    assert_eq!(out.status.code(), Some(2), "missing directory is an error");
    std::fs::create_dir(dir.path().join("out")).unwrap();
    let out = resilint(
        dir.path(),
        &[
            "check",
            "--format",
            "github",
            "--sarif-file",
            "out/resilint.sarif",
        ],
    );
    assert_eq!(out.status.code(), Some(1));
    assert_eq!(stdout(&out).matches("::error file=a.ts").count(), 2);
    let sarif: serde_json::Value = serde_json::from_str(
        &std::fs::read_to_string(dir.path().join("out/resilint.sarif")).unwrap(),
    )
    .unwrap();
    assert_eq!(sarif["runs"][0]["results"].as_array().unwrap().len(), 2);

    let out = resilint(
        dir.path(),
        &["check", "--format", "json", "--output-file", "report.json"],
    );
    assert_eq!(out.status.code(), Some(1));
    assert!(stdout(&out).is_empty());
    let v: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(dir.path().join("report.json")).unwrap())
            .unwrap();
    assert_eq!(v["summary"]["findings"], 2);
}

fn with_stdin(dir: &Path, args: &[&str], input: &str) -> std::process::Output {
    let mut child = Command::new(env!("CARGO_BIN_EXE_resilint"))
        .current_dir(dir)
        .args(args)
        .env("NO_COLOR", "1")
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    // resilint may exit (usage error) before reading: a closed pipe is fine.
    let _ = child.stdin.take().unwrap().write_all(input.as_bytes());
    child.wait_with_output().unwrap()
}

#[test]
fn stdin_filename_reads_the_source_from_stdin() {
    let dir = tempfile::tempdir().unwrap();
    write(dir.path(), "resilint.toml", "");
    std::fs::create_dir_all(dir.path().join("src/sub")).unwrap();
    let out = with_stdin(
        &dir.path().join("src/sub"),
        &[
            "check",
            "--stdin-filename",
            "upload.ts",
            "-",
            "--format",
            "json",
        ],
        TWO_REJECTS,
    );
    assert_eq!(out.status.code(), Some(1), "{}", stderr(&out));
    assert_eq!(
        rules_of(&json(&out)),
        [
            ("src/sub/upload.ts".into(), "bare-reject".into(), 3),
            ("src/sub/upload.ts".into(), "bare-reject".into(), 8)
        ]
    );
    // Its configuration applies.
    write(dir.path(), "resilint.toml", "ignore = [\"bare-reject\"]\n");
    let out = with_stdin(
        dir.path(),
        &["check", "--stdin-filename", "src/a.ts", "-"],
        TWO_REJECTS,
    );
    assert_eq!(out.status.code(), Some(0), "{}", stdout(&out));
    let out = with_stdin(dir.path(), &["check", "-"], TWO_REJECTS);
    assert_eq!(out.status.code(), Some(2));
    assert!(
        stderr(&out).contains("--stdin-filename"),
        "{}",
        stderr(&out)
    );
}

#[test]
fn no_progress_output_when_stderr_is_not_a_terminal() {
    let dir = tempfile::tempdir().unwrap();
    for i in 0..250 {
        write(dir.path(), &format!("src/m{i}.ts"), "export const x = 1;\n");
    }
    let out = resilint(dir.path(), &["check"]);
    assert_eq!(out.status.code(), Some(0));
    assert!(stderr(&out).is_empty(), "{}", stderr(&out));
}

/// On a terminal (a pseudo-terminal from util-linux `script`), a long scan
/// shows progress on stderr, and the report piped to a file stays clean.
#[test]
fn progress_on_a_terminal_only() {
    let has_script = Command::new("script")
        .arg("--version")
        .output()
        .is_ok_and(|o| o.status.success());
    if !has_script {
        eprintln!("`script` (util-linux) is not installed: terminal progress not tested");
        return;
    }
    let dir = tempfile::tempdir().unwrap();
    for i in 0..250 {
        write(dir.path(), &format!("src/m{i}.ts"), "export const x = 1;\n");
    }
    let bin = env!("CARGO_BIN_EXE_resilint");
    let out = Command::new("script")
        .current_dir(dir.path())
        .args([
            "-qec",
            &format!("'{bin}' check --format json > report.json"),
            "/dev/null",
        ])
        .env("NO_COLOR", "1")
        .output()
        .unwrap();
    let terminal = stdout(&out);
    assert!(terminal.contains("scanning"), "{terminal:?}");
    assert!(terminal.contains("/250 files"), "{terminal:?}");
    let report = std::fs::read_to_string(dir.path().join("report.json")).unwrap();
    let v: serde_json::Value = serde_json::from_str(&report).unwrap();
    assert_eq!(v["summary"]["files_scanned"], 250);
}

#[test]
fn plurals_explain_and_rules_listing() {
    let dir = tempfile::tempdir().unwrap();
    write(dir.path(), "a.ts", "export const p = Promise.reject();\n");
    let human = stdout(&resilint(dir.path(), &["check"]));
    assert!(
        human.contains("1 finding (1 error, 0 warnings, 0 info) in 1 file scanned"),
        "{human}"
    );
    let rules = stdout(&resilint(here(), &["rules"]));
    assert!(!rules.contains("(opt-in) (opt-in)"), "{rules}");
    assert!(rules.contains("(opt-in)"));
    for id in ["short-timeout", "missing-retry", "silent-rescue"] {
        let text = stdout(&resilint(here(), &["explain", id]));
        assert!(text.matches("## Options").count() <= 1, "{id}: {text}");
    }
    let out = resilint(here(), &["explain", "Missing_Retry"]);
    assert_eq!(out.status.code(), Some(0));
    assert!(stdout(&out).starts_with("# missing-retry"));
    let out = resilint(here(), &["explain", "missing-retries"]);
    assert_eq!(out.status.code(), Some(2));
    assert!(stderr(&out).contains("did you mean `missing-retry`"));
}

#[test]
fn write_baseline_summarises_and_exits_zero_and_counts_are_reported() {
    let dir = tempfile::tempdir().unwrap();
    write(dir.path(), "a.ts", TWO_REJECTS);
    write(
        dir.path(),
        "b.ts",
        "export const p = Promise.reject(); // resilint: ignore[bare-reject] legacy\n",
    );
    let out = resilint(dir.path(), &["check", "--write-baseline", "base.json"]);
    assert_eq!(out.status.code(), Some(0), "{}", stderr(&out));
    assert!(
        stdout(&out).contains("Wrote 2 findings to baseline base.json (bare-reject: 2)"),
        "{}",
        stdout(&out)
    );
    // One finding fixed: a stale entry.
    write(
        dir.path(),
        "a.ts",
        &TWO_REJECTS.replace("    reject();\n", "    reject(new Error('x'));\n"),
    );
    let out = resilint(
        dir.path(),
        &["check", "--baseline", "base.json", "--format", "json"],
    );
    assert_eq!(out.status.code(), Some(0), "{}", stderr(&out));
    let summary = &json(&out)["summary"];
    assert_eq!(summary["baseline_suppressed"], 1);
    assert_eq!(summary["suppressed"], 1);
    assert_eq!(summary["baseline_stale"], 1);
    assert!(
        stderr(&out).contains("1 baseline entry in base.json no longer matches any finding"),
        "{}",
        stderr(&out)
    );
}

#[test]
fn incidents_json_is_sorted_by_date_without_report_files() {
    let v = json(&resilint(here(), &["incidents", "--format", "json"]));
    let list = v.as_array().unwrap();
    assert!(list.len() >= 5);
    let dates: Vec<&str> = list.iter().map(|i| i["date"].as_str().unwrap()).collect();
    let mut sorted = dates.clone();
    sorted.sort();
    assert_eq!(dates, sorted);
    assert!(list.iter().all(|i| i.get("report").is_none()), "{v}");
}

fn schema(name: &str) -> jsonschema::Validator {
    let text = std::fs::read_to_string(here().join("schemas").join(name))
        .unwrap_or_else(|e| panic!("schemas/{name}: {e}"));
    let schema: serde_json::Value = serde_json::from_str(&text).unwrap();
    jsonschema::validator_for(&schema).unwrap()
}

fn assert_valid(validator: &jsonschema::Validator, v: &serde_json::Value) {
    let errors: Vec<String> = validator
        .iter_errors(v)
        .map(|e| format!("{} at {}", e, e.instance_path))
        .collect();
    assert!(errors.is_empty(), "{}", errors.join("\n"));
}

#[test]
fn check_and_backlog_json_match_their_shipped_schemas() {
    let check = schema("check.schema.json");
    let backlog = schema("backlog.schema.json");
    let args = [
        "testdata",
        "--include-tests",
        "--select",
        "ALL,unpaced-batch-calls",
        "--format",
        "json",
    ];
    let mut check_args = vec!["check"];
    check_args.extend_from_slice(&args);
    let v = json(&resilint(here(), &check_args));
    assert!(v["findings"].as_array().unwrap().len() > 50);
    assert_valid(&check, &v);
    let mut backlog_args = vec!["backlog"];
    backlog_args.extend_from_slice(&args);
    let v = json(&resilint(here(), &backlog_args));
    assert_valid(&backlog, &v);
    // The schemas reject what the contract forbids.
    let bad = serde_json::json!({"version": 1, "findings": [{"rule": "x"}], "summary": {}});
    assert!(!check.is_valid(&bad));
}

#[test]
fn suggested_429_test_keeps_a_compound_operand_in_parentheses() {
    let dir = tempfile::tempdir().unwrap();
    write(
        dir.path(),
        "src/retry.ts",
        "import axios from 'axios';\n\nexport async function withRetry<T>(fn: () => Promise<T>, attempts = 3): Promise<T> {\n  for (let i = 0; ; i++) {\n    try {\n      return await fn();\n    } catch (err: any) {\n      const retriable = (err.statusCode ?? 0) > 500;\n      if (!retriable || i >= attempts) throw err;\n      await new Promise((r) => setTimeout(r, 2 ** i * 100));\n    }\n  }\n}\n\nexport const get = (u: string) => withRetry(() => axios.get(u));\n",
    );
    let v = json(&resilint(
        dir.path(),
        &[
            "check",
            "--format",
            "json",
            "--select",
            "retry-skips-throttling",
            "--fail-on",
            "never",
        ],
    ));
    let message = v["findings"][0]["message"].as_str().unwrap();
    assert!(
        message.contains("use `(err.statusCode ?? 0) === 429 || (err.statusCode ?? 0) >= 500`"),
        "{message}"
    );
}

#[test]
fn a_generic_awaited_call_is_shown_without_the_await_glued_to_the_callee() {
    let v = json(&resilint(
        here(),
        &[
            "check",
            "testdata/missing-retry/generic_calls.ts",
            "--select",
            "missing-retry",
            "--min-confidence",
            "medium",
            "--format",
            "json",
            "--fail-on",
            "never",
        ],
    ));
    let f = v["findings"]
        .as_array()
        .unwrap()
        .iter()
        .find(|f| f["start"]["line"] == 15)
        .expect("the axios.post<T> call is reported");
    let message = f["message"].as_str().unwrap();
    assert!(
        message.starts_with("`axios.post('https://pay.example.com/charges', ...)`"),
        "{message}"
    );
}

#[test]
fn messages_state_only_what_the_returned_value_hides() {
    // A success flag (`true` on every other path) tells the caller that the
    // call failed; what it hides is why. Where a genuine `false` exists, the
    // caller cannot tell the failure from it.
    let out = resilint(
        here(),
        &[
            "check",
            "testdata/silent-rescue/workers/success_flag.ts",
            "--include-tests",
            "--format",
            "json",
            "--min-confidence",
            "medium",
        ],
    );
    let v = json(&out);
    let message_at = |line: u64| {
        v["findings"]
            .as_array()
            .unwrap()
            .iter()
            .find(|f| f["start"]["line"] == line)
            .map(|f| f["message"].as_str().unwrap().to_string())
            .unwrap_or_default()
    };
    assert!(
        message_at(14).contains("says that the call failed but not why"),
        "{v}"
    );
    assert!(message_at(29).contains("from a genuine `false`"), "{v}");
}

/// A paging loop that tests the next page's token but re-sends the same
/// request is told as one, not as a poll, in every language: the token is
/// named in the condition (`while (lastEvaluatedKey)`) or in what the body
/// assigns to the name it tests (`last_key = page.get("LastEvaluatedKey")`).
/// testdata/sleepless-poll-loop/stuck_pager.* hold the findings; this checks
/// what they say.
#[test]
fn stuck_paging_loop_is_named_as_one() {
    for ext in ["ts", "py", "rb"] {
        let dir = tempfile::tempdir().unwrap();
        let fixture = Path::new(env!("CARGO_MANIFEST_DIR"))
            .join(format!("testdata/sleepless-poll-loop/stuck_pager.{ext}"));
        write(
            dir.path(),
            &format!("src/pager.{ext}"),
            &std::fs::read_to_string(fixture).unwrap(),
        );
        let out = resilint(dir.path(), &["check", "--format", "json"]);
        let v = json(&out);
        let messages: Vec<&str> = v["findings"]
            .as_array()
            .unwrap()
            .iter()
            .filter(|f| f["rule"] == "sleepless-poll-loop")
            .map(|f| f["message"].as_str().unwrap())
            .collect();
        assert_eq!(messages.len(), 1, "{ext}: {messages:?}");
        assert!(
            messages[0].contains("tests the next page's token")
                && messages[0].contains("the token is never passed on"),
            "{ext}: {messages:?}"
        );
    }
}

/// A swallow in a function that hands back nothing on any path is not said
/// to leave the caller an empty result to mistake: the caller just goes on.
#[test]
fn silent_rescue_says_what_the_caller_receives() {
    let out = resilint(
        here(),
        &[
            "check",
            "testdata/silent-rescue/probot_app",
            "--min-confidence",
            "medium",
            "--format",
            "json",
        ],
    );
    let v: serde_json::Value = serde_json::from_str(&stdout(&out)).unwrap();
    let message = |line: u64| {
        v["findings"]
            .as_array()
            .unwrap()
            .iter()
            .find(|f| f["start"]["line"] == line)
            .and_then(|f| f["message"].as_str())
            .unwrap_or_default()
            .to_string()
    };
    let void = message(13);
    assert!(
        void.contains("returns early as if it had succeeded"),
        "{void}"
    );
    assert!(!void.contains("cannot tell"), "{void}");
    let valued = message(24);
    assert!(valued.contains("cannot tell a network failure"), "{valued}");
}

/// missing-retry names only the failures that leave the function: where
/// the response's status error is caught in place, a reset or timeout.
#[test]
fn missing_retry_names_only_the_failures_that_escape() {
    let out = resilint(
        here(),
        &[
            "check",
            "testdata/missing-retry/workers/status_handled_here.py",
            "--format",
            "json",
        ],
    );
    let v: serde_json::Value = serde_json::from_str(&stdout(&out)).unwrap();
    let message = v["findings"]
        .as_array()
        .unwrap()
        .iter()
        .find(|f| f["rule"] == "missing-retry" && f["start"]["line"] == 13)
        .and_then(|f| f["message"].as_str())
        .unwrap_or_default()
        .to_string();
    assert!(
        message.contains("one connection reset or timeout fails"),
        "{message}"
    );
    assert!(
        !message.contains("one 502/503/504, 429 or connection reset"),
        "{message}"
    );
}
