//! The backlog across repositories and runs: `check --format json` records
//! the repository, `backlog --merge` joins reports of two repositories,
//! `--previous` marks items new/open/fixed, root causes become one item,
//! recommendations are written for the site's library, patches travel, and
//! the HTML page's charts show the summary's numbers.

mod common;
use common::*;
use serde_json::Value;
use std::path::Path;
use std::process::Command;

fn git(dir: &Path, args: &[&str]) {
    let out = Command::new("git")
        .current_dir(dir)
        .args(["-c", "user.name=t", "-c", "user.email=t@example.com"])
        .args([
            "-c",
            "commit.gpgsign=false",
            "-c",
            "init.defaultBranch=main",
        ])
        .args(args)
        .output()
        .expect("git runs");
    assert!(
        out.status.success(),
        "git {args:?}: {}",
        String::from_utf8_lossy(&out.stderr)
    );
}

fn commit_all(dir: &Path, message: &str) {
    git(dir, &["add", "-A"]);
    git(dir, &["commit", "-q", "-m", message]);
}

/// A git repository with an `origin` remote and the given files committed.
fn repository(remote: &str, files: &[(&str, &str)]) -> tempfile::TempDir {
    let dir = tempfile::tempdir().unwrap();
    git(dir.path(), &["init", "-q"]);
    git(dir.path(), &["remote", "add", "origin", remote]);
    for (rel, text) in files {
        write(dir.path(), rel, text);
    }
    commit_all(dir.path(), "initial");
    dir
}

/// `check --format json` of a repository, written to `out`.
fn report(repo: &Path, out: &Path) -> Value {
    let o = resilint(
        repo,
        &[
            "check",
            ".",
            "--format",
            "json",
            "--fail-on",
            "never",
            "--min-confidence",
            "medium",
            "--output-file",
            out.to_str().unwrap(),
        ],
    );
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    serde_json::from_str(&std::fs::read_to_string(out).unwrap()).unwrap()
}

const NET_UTILS: &str = "export class NetUtils {
  static async getWithRetries(url: string, init: RequestInit, attempts = 3, attemptTimeoutMs = 1000): Promise<Response> {
    let lastError: unknown;
    for (let n = 0; n < attempts; n++) {
      const abort = new AbortController();
      const timer = setTimeout(() => abort.abort(), attemptTimeoutMs);
      try {
        const res = await fetch(url, { ...init, signal: abort.signal });
        clearTimeout(timer);
        return res;
      } catch (err) {
        lastError = err;
        await new Promise((r) => setTimeout(r, 100 * 2 ** n));
      }
    }
    throw lastError;
  }
}
";

const HANDLERS: &str = "import { NetUtils } from '../lib/net-utils';

export async function verifyToken(token: string, host: string) {
  const me = await NetUtils.getWithRetries(`https://${host}/v1/me`, { headers: { authorization: token } });
  return me.json();
}

export async function listTeams(host: string) {
  const teams = await NetUtils.getWithRetries(`https://${host}/v1/teams`, {});
  return teams.json();
}
";

const UPLOAD: &str = "export function upload(url: string): Promise<void> {
  return new Promise((resolve, reject) => {
    send(url, (res: { statusCode: number }) => {
      if (res.statusCode === 200) resolve();
      else reject();
    });
  });
}
declare function send(url: string, cb: (res: { statusCode: number }) => void): void;
";

const UPLOAD_FIXED: &str = "export function upload(url: string): Promise<void> {
  return new Promise((resolve, reject) => {
    send(url, (res: { statusCode: number }) => {
      if (res.statusCode === 200) resolve();
      else reject(new Error(`upload failed: ${res.statusCode}`));
    });
  });
}
declare function send(url: string, cb: (res: { statusCode: number }) => void): void;
";

const DOWNLOAD: &str = "export function download(url: string): Promise<void> {
  return new Promise((resolve, reject) => {
    fetchPart(url, (ok: boolean) => (ok ? resolve() : reject()));
  });
}
declare function fetchPart(url: string, cb: (ok: boolean) => void): void;
";

const LEDGER: &str = "import requests


def balance(account):
    return requests.get(f\"https://ledger.internal/balances/{account}\", timeout=10).json()


def entries(account):
    return requests.get(f\"https://ledger.internal/entries/{account}\", timeout=10).json()
";

fn items(backlog: &Value) -> &Vec<Value> {
    backlog["items"].as_array().unwrap()
}

fn item<'a>(backlog: &'a Value, repo: &str, rule: &str, path: &str) -> &'a Value {
    items(backlog)
        .iter()
        .find(|i| i["repository"] == repo && i["rule"] == rule && i["path"] == path)
        .unwrap_or_else(|| panic!("no {rule} item at {repo}: {path} in {backlog:#}"))
}

#[test]
fn merge_and_previous_across_two_repositories() {
    let billing = repository(
        "git@github.com:acme/billing.git",
        &[
            ("src/lib/net-utils.ts", NET_UTILS),
            ("src/handlers/auth.ts", HANDLERS),
            ("src/upload.ts", UPLOAD),
        ],
    );
    let ledger = repository(
        "https://github.com/acme/ledger.git",
        &[("app/client.py", LEDGER)],
    );
    let reports = tempfile::tempdir().unwrap();
    let r = |name: &str| reports.path().join(name);

    // Run 1: both repositories.
    let billing1 = report(billing.path(), &r("billing1.json"));
    assert_matches_schema("check.schema.json", &billing1);
    assert_eq!(billing1["repository"]["name"], "acme/billing");
    assert_eq!(
        billing1["repository"]["commit"].as_str().unwrap().len(),
        40,
        "the commit is HEAD's full hash"
    );
    report(ledger.path(), &r("ledger1.json"));
    let merge1 = |extra: &[&str]| {
        let mut args = vec!["backlog", "--format", "json", "--merge"];
        let a = r("billing1.json");
        let b = r("ledger1.json");
        args.push(a.to_str().unwrap());
        args.push(b.to_str().unwrap());
        args.extend_from_slice(extra);
        resilint(reports.path(), &args)
    };
    let out = merge1(&["--group-by", "repository"]);
    assert_eq!(out.status.code(), Some(0), "{}", stderr(&out));
    let first = json(&out);
    assert_matches_schema("backlog.schema.json", &first);
    std::fs::write(r("backlog1.json"), stdout(&out)).unwrap();
    let by_repo = &first["summary"]["by_repository"];
    assert!(by_repo["acme/billing"].as_u64().unwrap() >= 2, "{first:#}");
    assert!(by_repo["acme/ledger"].as_u64().unwrap() >= 1, "{first:#}");
    for i in items(&first) {
        assert_eq!(i["group"], i["repository"], "grouped by repository");
        assert!(i.get("status").is_none(), "no status without --previous");
    }

    // Root cause: the short default and the two calls relying on it are one
    // item at the default, covering three sites.
    let default = item(
        &first,
        "acme/billing",
        "short-timeout",
        "src/lib/net-utils.ts",
    );
    assert_eq!(default["site_count"], 3, "{default:#}");
    assert_eq!(default["cause"]["kind"], "short-default");
    let site_paths: Vec<&str> = default["sites"]
        .as_array()
        .unwrap()
        .iter()
        .map(|s| s["path"].as_str().unwrap())
        .collect();
    assert_eq!(
        site_paths,
        [
            "src/lib/net-utils.ts",
            "src/handlers/auth.ts",
            "src/handlers/auth.ts"
        ]
    );
    assert!(
        items(&first)
            .iter()
            .filter(|i| i["rule"] == "short-timeout")
            .count()
            == 1,
        "the call sites are not separate items"
    );
    let total_sites: u64 = items(&first)
        .iter()
        .map(|i| i["site_count"].as_u64().unwrap())
        .sum();
    assert_eq!(first["summary"]["sites"], total_sites);

    // The ledger's two raw `requests` calls: one client without retry, with
    // the requests recommendation (urllib3 Retry on an HTTPAdapter).
    let ledger_item = item(&first, "acme/ledger", "missing-retry", "app/client.py");
    assert_eq!(ledger_item["site_count"], 2, "{ledger_item:#}");
    assert_eq!(ledger_item["library"], "requests");
    let rec = ledger_item["recommendation"].as_str().unwrap();
    assert!(
        rec.contains("HTTPAdapter") && rec.contains("Retry("),
        "{rec}"
    );

    // Run 2: billing fixed its bare reject and added another; ledger unchanged.
    write(billing.path(), "src/upload.ts", UPLOAD_FIXED);
    write(billing.path(), "src/download.ts", DOWNLOAD);
    commit_all(billing.path(), "fix upload, add download");
    let billing2 = report(billing.path(), &r("billing2.json"));
    assert_ne!(
        billing2["repository"]["commit"],
        billing1["repository"]["commit"]
    );
    report(ledger.path(), &r("ledger2.json"));
    let (a, b, prev) = (r("billing2.json"), r("ledger2.json"), r("backlog1.json"));
    let args = [
        "backlog",
        "--format",
        "json",
        "--merge",
        a.to_str().unwrap(),
        b.to_str().unwrap(),
        "--previous",
        prev.to_str().unwrap(),
    ];
    let out = resilint(reports.path(), &args);
    assert_eq!(out.status.code(), Some(0), "{}", stderr(&out));
    let second = json(&out);
    assert_matches_schema("backlog.schema.json", &second);
    let download = item(&second, "acme/billing", "bare-reject", "src/download.ts");
    assert_eq!(download["status"], "new");
    assert_eq!(
        item(&second, "acme/ledger", "missing-retry", "app/client.py")["status"],
        "open"
    );
    assert_eq!(
        item(
            &second,
            "acme/billing",
            "short-timeout",
            "src/lib/net-utils.ts"
        )["status"],
        "open"
    );
    assert!(
        !items(&second)
            .iter()
            .any(|i| i["path"] == "src/upload.ts" && i["rule"] == "bare-reject"),
        "the fixed reject is no longer an item"
    );
    let fixed = second["fixed"].as_array().unwrap();
    assert_eq!(fixed.len(), 1, "{fixed:#?}");
    assert_eq!(fixed[0]["repository"], "acme/billing");
    assert_eq!(fixed[0]["path"], "src/upload.ts");
    assert_eq!(fixed[0]["rule"], "bare-reject");
    let trend = &second["summary"]["trend"];
    let open = items(&second)
        .iter()
        .filter(|i| i["status"] == "open")
        .count();
    let new = items(&second)
        .iter()
        .filter(|i| i["status"] == "new")
        .count();
    assert_eq!(trend["open"], open as u64);
    assert_eq!(trend["new"], new as u64);
    assert_eq!(trend["fixed"], 1);
    assert_eq!(new, 1, "only the download reject is new: {second:#}");

    // A previous *report* works as well as a previous backlog.
    let prev_report = r("billing1.json");
    let out = resilint(
        billing.path(),
        &[
            "backlog",
            "--format",
            "json",
            "--previous",
            prev_report.to_str().unwrap(),
        ],
    );
    assert_eq!(out.status.code(), Some(0), "{}", stderr(&out));
    let scanned = json(&out);
    assert_eq!(scanned["summary"]["trend"]["fixed"], 1, "{scanned:#}");
    assert_eq!(scanned["summary"]["trend"]["new"], 1);

    // Markdown shows the trend and the repository of each item.
    let args_md: Vec<&str> = args
        .iter()
        .map(|a| if *a == "json" { "markdown" } else { a })
        .collect();
    let md = stdout(&resilint(reports.path(), &args_md));
    assert!(md.contains("1 new, "), "{md}");
    assert!(md.contains("1 fixed"), "{md}");
    assert!(md.contains("acme/ledger: app/client.py"), "{md}");
    assert!(
        md.contains("## Fixed since the previous backlog (1)"),
        "{md}"
    );
}

#[test]
fn merge_rejects_unreadable_and_malformed_reports() {
    let dir = tempfile::tempdir().unwrap();
    write(dir.path(), "broken.json", "{\"findings\": [ {\"rule\": 3");
    write(dir.path(), "other.json", "{\"hello\": 1}");
    write(
        dir.path(),
        "bad-finding.json",
        "{\"findings\": [{\"rule\": \"x\"}]}",
    );
    for (file, expect) in [
        ("missing.json", "missing.json"),
        ("broken.json", "not valid JSON"),
        (
            "other.json",
            "neither a `resilint check --format json` report",
        ),
        (
            "bad-finding.json",
            "not a `resilint check --format json` report",
        ),
    ] {
        let out = resilint(dir.path(), &["backlog", "--merge", file]);
        assert_eq!(out.status.code(), Some(2), "{file}");
        let err = stderr(&out);
        assert!(err.contains(file) && err.contains(expect), "{file}: {err}");
    }
    let out = resilint(dir.path(), &["backlog", "--previous", "broken.json"]);
    assert_eq!(out.status.code(), Some(2));
    assert!(stderr(&out).contains("not valid JSON"));
}

#[test]
fn check_json_outside_git_has_no_repository() {
    let dir = tempfile::tempdir().unwrap();
    write(dir.path(), "a.ts", TWO_REJECTS);
    let v = json(&resilint(
        dir.path(),
        &["check", ".", "--format", "json", "--fail-on", "never"],
    ));
    assert!(v.get("repository").is_none(), "{v:#}");
    assert_eq!(v["findings"].as_array().unwrap().len(), 2);
}

/// A hand-written report: a finding with a concrete fix (the shape part A
/// writes) and findings at Faraday, requests, axios and botocore sites.
const HAND_REPORT: &str = r#"{
  "version": 1,
  "repository": {"name": "acme/hand", "commit": "0123456789abcdef0123456789abcdef01234567"},
  "findings": [
    {"rule": "short-timeout", "severity": "warning", "path": "app/rates.py",
     "start": {"line": 7, "column": 40}, "end": {"line": 7, "column": 43},
     "message": "`timeout=0.5` (500 ms) bounds `requests.get`: below the 2 s minimum",
     "incidents": ["INC-2026-07-03-authorizer-timeout"], "fingerprint": "1111111111111111",
     "confidence": "high", "context": "service",
     "fix": {"applicability": "safe", "description": "Raise the timeout to 2 s",
             "edits": [{"start": {"line": 7, "column": 40}, "end": {"line": 7, "column": 43}, "content": "2.0"}],
             "diff": "--- a/app/rates.py\n+++ b/app/rates.py\n@@ -7 +7 @@\n-    return requests.get(url, timeout=0.5)\n+    return requests.get(url, timeout=2.0)\n"}},
    {"rule": "missing-retry", "severity": "warning", "path": "app/deliveries.rb",
     "start": {"line": 12, "column": 5}, "end": {"line": 12, "column": 40},
     "message": "`@conn.post('/deliveries', payload.to_json)` (a `Faraday` call) has no retry: one 502/503/504, 429 or connection reset fails `deliver` and its callers",
     "incidents": [], "fix": "Wrap the call in a retry with exponential backoff", "fingerprint": "2222222222222222",
     "confidence": "high", "context": "service"},
    {"rule": "missing-retry", "severity": "warning", "path": "app/feed.py",
     "start": {"line": 4, "column": 12}, "end": {"line": 4, "column": 40},
     "message": "`requests.get(url, timeout=10)` has no retry: one 502/503/504, 429 or connection reset fails `fetch_feed` and its callers",
     "incidents": [], "fix": "Wrap the call in a retry with exponential backoff", "fingerprint": "3333333333333333",
     "confidence": "high", "context": "library"},
    {"rule": "missing-retry", "severity": "warning", "path": "web/invoices.ts",
     "start": {"line": 9, "column": 10}, "end": {"line": 9, "column": 50},
     "message": "`axios.get(`/billing/invoices/${id}`)` has no retry: one 502/503/504, 429 or connection reset fails `fetchInvoice` and its callers",
     "incidents": [], "fix": "Wrap the call in a retry with exponential backoff", "fingerprint": "4444444444444444",
     "confidence": "high", "context": "library"},
    {"rule": "weak-sdk-retry", "severity": "info", "path": "jobs/athena.py",
     "start": {"line": 3, "column": 10}, "end": {"line": 3, "column": 60},
     "message": "`Config(retries={'max_attempts': 3, 'mode': 'standard'})` gives up after 3 attempts under throttling",
     "incidents": [], "fix": "Use the adaptive retry mode", "fingerprint": "5555555555555555",
     "confidence": "high", "context": "service"},
    {"rule": "bare-reject", "severity": "error", "path": "web/<script>.ts",
     "start": {"line": 2, "column": 3}, "end": {"line": 2, "column": 11},
     "message": "`reject()` in `load<T>` rejects the promise with no reason: \"</pre><script>alert(1)</script>\" & more",
     "incidents": [], "fix": "Reject with an Error", "fingerprint": "6666666666666666",
     "confidence": "medium", "context": "library", "owner": "@web-team"}
  ],
  "summary": {}
}"#;

fn hand_backlog(format: &str) -> (tempfile::TempDir, std::process::Output) {
    let dir = tempfile::tempdir().unwrap();
    write(dir.path(), "hand.json", HAND_REPORT);
    let out = resilint(
        dir.path(),
        &["backlog", "--merge", "hand.json", "--format", format],
    );
    (dir, out)
}

#[test]
fn items_carry_the_patch_or_a_recommendation_for_the_sites_library() {
    let (_dir, out) = hand_backlog("json");
    assert_eq!(out.status.code(), Some(0), "{}", stderr(&out));
    let b = json(&out);
    let by_id = |id: &str| {
        items(&b)
            .iter()
            .find(|i| i["id"] == id)
            .unwrap_or_else(|| panic!("no item {id}"))
            .clone()
    };
    let patched = by_id("1111111111111111");
    assert_eq!(patched["patch"]["applicability"], "safe");
    assert!(
        patched["patch"]["diff"]
            .as_str()
            .unwrap()
            .contains("+    return requests.get(url, timeout=2.0)")
    );
    assert_eq!(patched["recommendation"], "Raise the timeout to 2 s");
    assert_eq!(patched["repository"], "acme/hand");

    let rec = |id: &str| by_id(id)["recommendation"].as_str().unwrap().to_string();
    let faraday = rec("2222222222222222");
    assert!(
        faraday.contains("request :retry") && faraday.contains("Faraday.new"),
        "{faraday}"
    );
    assert!(by_id("2222222222222222")["patch"].is_null());
    let requests = rec("3333333333333333");
    assert!(
        requests.contains("HTTPAdapter(max_retries=Retry("),
        "{requests}"
    );
    let axios = rec("4444444444444444");
    assert!(axios.contains("axiosRetry("), "{axios}");
    assert!(
        axios.starts_with("`axios.get(`/billing/invoices/${id}`)`"),
        "the flagged call, template literal and all: {axios}"
    );
    let boto = rec("5555555555555555");
    assert!(
        boto.contains("Config(retries={'max_attempts': 10, 'mode': 'adaptive'})"),
        "{boto}"
    );
    // None of them is the rule's generic example.
    for id in ["2222222222222222", "3333333333333333", "4444444444444444"] {
        let i = by_id(id);
        assert_eq!(i["before"], "", "{id}");
        assert_ne!(i["recommendation"], i["fix"], "{id}");
    }
    assert_eq!(by_id("6666666666666666")["owner"], "@web-team");
}

/// `data-label`/`data-value` pairs of one chart's bars.
fn chart(html: &str, name: &str) -> Vec<(String, u64)> {
    let start = html
        .find(&format!("data-chart=\"{name}\""))
        .unwrap_or_else(|| panic!("no {name} chart"));
    let end = start + html[start..].find("</svg>").unwrap();
    html[start..end]
        .split("<g class=\"bar\" ")
        .skip(1)
        .map(|bar| {
            let label = between(bar, "data-label=\"", "\"");
            let value = between(bar, "data-value=\"", "\"").parse().unwrap();
            (unescape(&label), value)
        })
        .collect()
}

fn between(s: &str, open: &str, close: &str) -> String {
    let i = s.find(open).unwrap() + open.len();
    let j = i + s[i..].find(close).unwrap();
    s[i..j].to_string()
}

fn unescape(s: &str) -> String {
    s.replace("&lt;", "<")
        .replace("&gt;", ">")
        .replace("&quot;", "\"")
        .replace("&#39;", "'")
        .replace("&amp;", "&")
}

fn sorted(mut v: Vec<(String, u64)>) -> Vec<(String, u64)> {
    v.sort();
    v
}

fn summary_pairs(summary: &Value, key: &str) -> Vec<(String, u64)> {
    sorted(
        summary[key]
            .as_object()
            .unwrap()
            .iter()
            .map(|(k, v)| (k.clone(), v.as_u64().unwrap()))
            .collect(),
    )
}

/// The page is self-contained, escapes everything, and its charts show the
/// numbers of the JSON summary of the same backlog.
#[test]
fn html_page_charts_match_the_summary_and_everything_is_escaped() {
    let dir = tempfile::tempdir().unwrap();
    write(dir.path(), "hand.json", HAND_REPORT);
    // A previous backlog with one item that is gone and one still there.
    write(
        dir.path(),
        "old.json",
        r#"{"version": 1, "summary": {}, "items": [
            {"id": "2222222222222222", "repository": "acme/hand", "rule": "missing-retry", "path": "app/deliveries.rb", "line": 12, "title": "t", "priority": "P2"},
            {"id": "9999999999999999", "repository": "acme/hand", "rule": "bare-reject", "path": "web/gone.ts", "line": 3, "title": "gone <b>", "priority": "P2"}
        ]}"#,
    );
    let run = |format: &str| {
        let out = resilint(
            dir.path(),
            &[
                "backlog",
                "--merge",
                "hand.json",
                "--previous",
                "old.json",
                "--format",
                format,
            ],
        );
        assert_eq!(out.status.code(), Some(0), "{}", stderr(&out));
        out
    };
    let backlog = json(&run("json"));
    assert_matches_schema("backlog.schema.json", &backlog);
    let summary = backlog["summary"].clone();
    let html = stdout(&run("html"));

    assert!(html.starts_with("<!DOCTYPE html>"));
    for (chart_name, key) in [
        ("priority", "by_priority"),
        ("rule", "by_rule"),
        ("owner", "by_owner"),
        ("repository", "by_repository"),
    ] {
        assert_eq!(
            sorted(chart(&html, chart_name)),
            summary_pairs(&summary, key),
            "{chart_name} chart"
        );
    }
    let trend = summary["trend"].clone();
    assert_eq!(
        sorted(chart(&html, "trend")),
        sorted(vec![
            ("fixed".into(), trend["fixed"].as_u64().unwrap()),
            ("new".into(), trend["new"].as_u64().unwrap()),
            ("open".into(), trend["open"].as_u64().unwrap()),
        ])
    );
    assert_eq!(trend["fixed"], 1);
    assert_eq!(trend["open"], 1);
    // The summary tables carry the same numbers as the charts.
    for name in ["priority", "rule", "owner", "repository", "trend"] {
        let start = html
            .find(&format!("data-table=\"{name}\""))
            .unwrap_or_else(|| panic!("no {name} table"));
        let table = &html[start..start + html[start..].find("</table>").unwrap()];
        for (label, value) in chart(&html, name) {
            let row = format!(
                "<tr data-label=\"{}\"><td>{}</td><td class=\"count\">{value}</td>",
                html_escape(&label),
                html_escape(&label)
            );
            assert!(table.contains(&row), "{name}: {row} in {table}");
        }
    }
    // Self-contained: no script, no external resource of any kind.
    let lower = html.to_ascii_lowercase();
    for needle in [
        "<script", "<link", "src=", "href=", "url(", "@import", "<iframe", "<img", "xmlns",
    ] {
        assert!(
            !lower.contains(needle),
            "{needle} in the page: {}",
            &html[lower.find(needle).unwrap().saturating_sub(200)..]
        );
    }
    // Everything from the reports is escaped; the patch is there.
    assert!(html.contains("&lt;/pre&gt;&lt;script&gt;alert(1)&lt;/script&gt;"));
    assert!(html.contains("web/&lt;script&gt;.ts"));
    assert!(html.contains("<code>load&lt;T&gt;</code>"));
    assert!(html.contains("gone &lt;b&gt;"));
    assert!(html.contains("<span class=\"add\">+    return requests.get(url, timeout=2.0)</span>"));
    assert!(html.contains("data-items=\"6\""));
    assert_eq!(html.matches("<article class=\"item").count(), 6);
}

/// `v` is valid against the shipped schema `schemas/NAME`.
fn assert_matches_schema(name: &str, v: &Value) {
    let path = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("schemas")
        .join(name);
    let schema: Value = serde_json::from_str(&std::fs::read_to_string(path).unwrap()).unwrap();
    let validator = jsonschema::validator_for(&schema).unwrap();
    let errors: Vec<String> = validator
        .iter_errors(v)
        .map(|e| format!("{e} at {}", e.instance_path))
        .collect();
    assert!(errors.is_empty(), "{}", errors.join("\n"));
}

fn html_escape(s: &str) -> String {
    s.replace('&', "&amp;")
        .replace('<', "&lt;")
        .replace('>', "&gt;")
        .replace('"', "&quot;")
        .replace('\'', "&#39;")
}
