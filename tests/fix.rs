//! `check --fix`, `--unsafe-fixes`, `--diff`: for every fix, apply it, re-parse
//! the file, re-check it (the finding is gone), run it again (nothing changes)
//! and compare the rest of the file byte for byte; unsafe fixes need
//! `--unsafe-fixes`; `--diff` writes nothing.

mod common;
use common::*;
use resilint::lang::Lang;
use std::path::Path;

struct Case {
    name: &'static str,
    path: &'static str,
    rule: &'static str,
    applicability: &'static str,
    source: &'static str,
    /// Text the fixed file contains.
    expect: &'static str,
}

const CASES: &[Case] = &[
    Case {
        name: "short-timeout python seconds",
        path: "src/profile.py",
        rule: "short-timeout",
        applicability: "safe",
        source: "import requests\n\n\ndef fetch_me(url):\n    # unrelated: 1\n    return requests.get(url, timeout=1)\n",
        expect: "requests.get(url, timeout=2)",
    },
    Case {
        name: "short-timeout python float tuple",
        path: "src/post.py",
        rule: "short-timeout",
        applicability: "safe",
        source: "import requests\n\n\ndef push(url):\n    return requests.post(url, json={}, timeout=(0.5, 10))\n",
        expect: "timeout=(2.0, 10)",
    },
    Case {
        name: "short-timeout ruby seconds",
        path: "lib/identity.rb",
        rule: "short-timeout",
        applicability: "safe",
        source: "require 'rest-client'\n\nclass Identity\n  def me(token)\n    RestClient::Request.execute(method: :get, url: 'https://id.example.com/me', headers: { auth: token }, timeout: 1)\n  end\nend\n",
        expect: "timeout: 2)",
    },
    Case {
        name: "short-timeout typescript milliseconds",
        path: "src/teams.ts",
        rule: "short-timeout",
        applicability: "safe",
        source: "import axios from 'axios';\n\nexport async function listTeams(base: string) {\n  return axios.get(`${base}/teams`, { timeout: 800 });\n}\n",
        expect: "{ timeout: 2000 }",
    },
    Case {
        name: "rethrow-drops-context python raise without from",
        path: "src/report.py",
        rule: "rethrow-drops-context",
        applicability: "safe",
        source: "import requests\n\n\nclass UpstreamError(Exception):\n    pass\n\n\ndef load_report(url):\n    try:\n        resp = requests.get(url, timeout=10)\n        resp.raise_for_status()\n        return resp.json()\n    except requests.RequestException as exc:\n        raise UpstreamError(f\"report download failed: {exc}\")\n",
        expect: "raise UpstreamError(f\"report download failed: {exc}\") from exc\n",
    },
    Case {
        name: "rethrow-drops-context python from None",
        path: "src/metrics.py",
        rule: "rethrow-drops-context",
        applicability: "safe",
        source: "import requests\n\n\nclass UpstreamError(Exception):\n    pass\n\n\ndef push_metrics(session: requests.Session, url, payload):\n    try:\n        return session.post(url, json=payload, timeout=5)\n    except Exception as err:\n        raise UpstreamError(str(err)) from None\n",
        expect: "raise UpstreamError(str(err)) from err\n",
    },
    Case {
        name: "rethrow-drops-context javascript",
        path: "src/projects.js",
        rule: "rethrow-drops-context",
        applicability: "safe",
        source: "const axios = require('axios');\n\nasync function listProjects(endpoint) {\n  try {\n    return (await axios.get(`${endpoint}/projects`)).data;\n  } catch (e) {\n    throw new Error(e.message);\n  }\n}\n\nmodule.exports = { listProjects };\n",
        expect: "throw new Error(e.message, { cause: e });",
    },
    Case {
        name: "rethrow-drops-context typescript (ErrorOptions needs ES2022)",
        path: "src/projects.ts",
        rule: "rethrow-drops-context",
        applicability: "unsafe",
        source: "import axios from 'axios';\n\nexport async function listProjects(endpoint: string) {\n  try {\n    return (await axios.get(`${endpoint}/projects`)).data;\n  } catch (e) {\n    throw new Error(e.message);\n  }\n}\n",
        expect: "throw new Error(e.message, { cause: e });",
    },
    Case {
        name: "error-lost-in-serialization typescript catch binding",
        path: "src/wrap.ts",
        rule: "error-lost-in-serialization",
        applicability: "safe",
        source: "export function wrap(fn: () => void): string | undefined {\n  try {\n    fn();\n  } catch (e) {\n    const detail = JSON.stringify(e);\n    return detail;\n  }\n  return undefined;\n}\n",
        expect: "JSON.stringify(e instanceof Error ? { name: e.name, message: e.message, status: (e as any).response?.status ?? (e as any).status, code: (e as any).code } : e)",
    },
    Case {
        name: "error-lost-in-serialization javascript promise callback",
        path: "src/sync.js",
        rule: "error-lost-in-serialization",
        applicability: "safe",
        source: "function syncTiles(client) {\n  return client.push().catch((err) => {\n    console.error('push failed ' + JSON.stringify(err, null, 2));\n    throw err;\n  });\n}\n\nmodule.exports = { syncTiles };\n",
        expect: "JSON.stringify(err instanceof Error ? { name: err.name, message: err.message, status: err.response?.status ?? err.status, code: err.code } : err, null, 2)",
    },
    Case {
        name: "retry-skips-throttling python status list",
        path: "src/session.py",
        rule: "retry-skips-throttling",
        applicability: "unsafe",
        source: "import requests\nfrom requests.adapters import HTTPAdapter\nfrom urllib3.util.retry import Retry\n\nsession = requests.Session()\nretry_policy = Retry(total=5, backoff_factor=0.5, status_forcelist=[500, 502, 503, 504])\nsession.mount(\"https://\", HTTPAdapter(max_retries=retry_policy))\n",
        expect: "status_forcelist=[429, 500, 502, 503, 504]",
    },
    Case {
        name: "retry-skips-throttling typescript comparison",
        path: "src/retriable.ts",
        rule: "retry-skips-throttling",
        applicability: "unsafe",
        source: "export function isRetriable(status: number): boolean {\n  return status >= 500 && status < 600;\n}\n",
        expect: "return (status === 429 || status >= 500) && status < 600;",
    },
    Case {
        name: "retry-skips-throttling ruby rescue retry",
        path: "lib/geo_client.rb",
        rule: "retry-skips-throttling",
        applicability: "unsafe",
        source: "require 'rest-client'\n\nclass GeoClient\n  def with_retries(max: 3)\n    attempts = 0\n    begin\n      yield\n    rescue RestClient::Exception => e\n      attempts += 1\n      retry if e.http_code >= 500 && attempts < max\n      raise\n    end\n  end\nend\n",
        expect: "retry if (e.http_code == 429 || e.http_code >= 500) && attempts < max",
    },
    Case {
        name: "retry-skips-throttling ruby status array",
        path: "lib/connection.rb",
        rule: "retry-skips-throttling",
        applicability: "unsafe",
        source: "require 'faraday'\n\nclass Geo\n  def connection\n    Faraday.new(url: 'https://geo.example.com') do |f|\n      f.request :retry, max: 3, retry_statuses: [502, 503]\n    end\n  end\nend\n",
        expect: "retry_statuses: [429, 502, 503]",
    },
    Case {
        name: "bare-reject with the status in scope",
        path: "src/upload.ts",
        rule: "bare-reject",
        applicability: "unsafe",
        source: "import https from 'https';\n\nexport function upload(url: string): Promise<void> {\n  return new Promise((resolve, reject) => {\n    https.request(url, (res) => {\n      if (res.statusCode === 200) resolve();\n      else reject();\n    });\n  });\n}\n",
        expect: "else reject(new Error(`upload failed: ${res.statusCode}`));",
    },
    Case {
        name: "bare-reject Promise.reject()",
        path: "src/fail.js",
        rule: "bare-reject",
        applicability: "unsafe",
        source: "function failFast() {\n  return Promise.reject();\n}\n\nmodule.exports = { failFast };\n",
        expect: "return Promise.reject(new Error('failFast failed'));",
    },
    Case {
        name: "missing-retry through the file's helper (TS, this.)",
        path: "src/auth.ts",
        rule: "missing-retry",
        applicability: "unsafe",
        source: "import axios from 'axios';\n\nexport class Auth {\n  withRetries = async <T>(op: () => Promise<T>, attempt = 0): Promise<T> => {\n    try {\n      return await op();\n    } catch (err) {\n      if (attempt >= 3) throw err;\n      await new Promise((r) => setTimeout(r, 250 * 2 ** attempt));\n      return this.withRetries(op, attempt + 1);\n    }\n  };\n\n  list = async () => this.withRetries(() => axios.get('https://id.example.com/accounts'));\n\n  current = async () => {\n    const res = await axios.get('https://id.example.com/me');\n    return res.data;\n  };\n}\n",
        expect: "const res = await this.withRetries(() => axios.get('https://id.example.com/me'));",
    },
    Case {
        name: "missing-retry through the file's helper (Python lambda)",
        path: "src/ledger.py",
        rule: "missing-retry",
        applicability: "unsafe",
        source: "import time\n\nimport requests\n\n\ndef call_with_retry(fn, attempts=3):\n    for attempt in range(attempts):\n        try:\n            return fn()\n        except requests.ConnectionError:\n            if attempt == attempts - 1:\n                raise\n            time.sleep(2**attempt)\n\n\ndef balance(account):\n    return call_with_retry(lambda: requests.get(f\"https://ledger.example.com/{account}\", timeout=5))\n\n\ndef post_entry(entry):\n    return requests.post(\"https://ledger.example.com/entries\", json=entry, timeout=5)\n",
        expect: "return call_with_retry(lambda: requests.post(\"https://ledger.example.com/entries\", json=entry, timeout=5))",
    },
    Case {
        name: "missing-retry through the file's helper (Ruby block)",
        path: "lib/ledger_gateway.rb",
        rule: "missing-retry",
        applicability: "unsafe",
        source: "require 'rest-client'\n\nmodule LedgerGateway\n  def self.with_retries(tries: 3)\n    attempt = 0\n    begin\n      yield\n    rescue RestClient::ServiceUnavailable, RestClient::BadGateway, Errno::ECONNRESET\n      attempt += 1\n      raise if attempt >= tries\n\n      sleep(2**attempt)\n      retry\n    end\n  end\n\n  def self.statements(account)\n    with_retries { RestClient.get(\"https://ledger.example.com/accounts/#{account}/statements\") }\n  end\n\n  def self.reverse(entry)\n    RestClient.post(\"https://ledger.example.com/entries/#{entry}/reversals\", {})\n  end\nend\n",
        expect: "    with_retries { RestClient.post(\"https://ledger.example.com/entries/#{entry}/reversals\", {}) }\n",
    },
    Case {
        name: "retry-without-delay ruby retry modifier",
        path: "lib/uploader.rb",
        rule: "retry-without-delay",
        applicability: "unsafe",
        source: "require 'rest-client'\n\nclass Uploader\n  def careful(url, payload)\n    attempts = 0\n    begin\n      RestClient.put(url, payload)\n    rescue RestClient::Exception\n      attempts += 1\n      raise if attempts >= 3\n      sleep(2**attempts)\n      retry\n    end\n  end\n\n  def upload(url, payload)\n    attempts = 0\n    begin\n      RestClient.put(url, payload)\n    rescue RestClient::Exception\n      attempts += 1\n      retry if attempts < 3\n      raise\n    end\n  end\nend\n",
        expect: "      if attempts < 3\n        sleep(2**attempts)\n        retry\n      end\n      raise\n",
    },
    Case {
        name: "retry-without-delay python attempt loop",
        path: "src/fetch.py",
        rule: "retry-without-delay",
        applicability: "unsafe",
        source: "import time\n\nimport requests\n\n\ndef careful(url):\n    for attempt in range(3):\n        try:\n            return requests.get(url, timeout=5)\n        except requests.ConnectionError:\n            time.sleep(2 ** attempt)\n    return None\n\n\ndef fetch(url):\n    for attempt in range(1, 4):\n        try:\n            return requests.get(url, timeout=5)\n        except requests.ConnectionError:\n            continue\n",
        expect: "        except requests.ConnectionError:\n            time.sleep(2 ** attempt)\n            continue\n",
    },
    Case {
        name: "retry-without-delay typescript recursion",
        path: "src/config.ts",
        rule: "retry-without-delay",
        applicability: "unsafe",
        source: "import axios from 'axios';\nimport { setTimeout as sleep } from 'node:timers/promises';\n\nexport async function careful(url: string) {\n  for (let i = 0; i < 3; i++) {\n    try {\n      return await axios.get(url);\n    } catch (e) {\n      await sleep(500 * 2 ** i);\n    }\n  }\n}\n\nexport async function loadConfig(url: string, i = 0): Promise<unknown> {\n  try {\n    const res = await axios.get(url);\n    return res.data;\n  } catch (e) {\n    if (i < 3) return loadConfig(url, i + 1);\n    throw e;\n  }\n}\n",
        expect: "if (i < 3) { await sleep(500 * 2 ** i); return loadConfig(url, i + 1); }",
    },
];

/// An unrelated file that no fix may touch.
const BYSTANDER: &str =
    "import requests\n\n\ndef ok(url):\n    return requests.get(url, timeout=30)\n";

fn check_json(dir: &Path, rule: &str) -> serde_json::Value {
    let out = resilint(
        dir,
        &[
            "check",
            "--select",
            rule,
            "--min-confidence",
            "medium",
            "--format",
            "json",
            "--fail-on",
            "never",
        ],
    );
    assert_eq!(out.status.code(), Some(0), "{}", stderr(&out));
    json(&out)
}

fn fix_run(dir: &Path, rule: &str, extra: &[&str]) -> std::process::Output {
    let mut args = vec![
        "check",
        "--select",
        rule,
        "--min-confidence",
        "medium",
        "--fail-on",
        "never",
    ];
    args.extend_from_slice(extra);
    let out = resilint(dir, &args);
    assert_eq!(out.status.code(), Some(0), "{}", stderr(&out));
    out
}

/// Applies the edits of a JSON fix to `text` (what the file must become).
fn apply_json_edits(text: &str, fix: &serde_json::Value) -> String {
    let mut out = String::new();
    let mut at = 0;
    for e in fix["edits"].as_array().unwrap() {
        let (s, t) = (
            e["start_byte"].as_u64().unwrap() as usize,
            e["end_byte"].as_u64().unwrap() as usize,
        );
        out.push_str(&text[at..s]);
        out.push_str(e["replacement"].as_str().unwrap());
        at = t;
    }
    out.push_str(&text[at..]);
    out
}

fn lang_of(path: &str) -> Lang {
    Lang::from_path(Path::new(path)).unwrap()
}

#[test]
fn every_fix_applies_reparses_rechecks_and_is_idempotent() {
    for case in CASES {
        let dir = tempfile::tempdir().unwrap();
        let root = dir.path();
        std::fs::write(root.join("resilint.toml"), "").unwrap();
        write(root, case.path, case.source);
        write(root, "src/bystander.py", BYSTANDER);
        let file = root.join(case.path);

        // The finding carries a fix of the expected applicability.
        let before = check_json(root, case.rule);
        let findings = before["findings"].as_array().unwrap();
        let finding = findings
            .iter()
            .find(|f| f["path"] == case.path && f["rule"] == case.rule)
            .unwrap_or_else(|| panic!("{}: Missing finding: {before:#}", case.name));
        let fix = &finding["autofix"];
        assert_eq!(
            fix["applicability"], case.applicability,
            "{}: {fix:#}",
            case.name
        );
        assert!(
            fix["diff"]
                .as_str()
                .unwrap()
                .starts_with(&format!("--- a/{}\n+++ b/{}\n", case.path, case.path)),
            "{}: {fix:#}",
            case.name
        );
        let expected = apply_json_edits(case.source, fix);
        assert!(expected.contains(case.expect), "{}: {expected}", case.name);

        // `--diff` prints the change and writes nothing.
        let out = resilint(
            root,
            &[
                "check",
                "--select",
                case.rule,
                "--min-confidence",
                "medium",
                "--diff",
                "--unsafe-fixes",
            ],
        );
        assert_eq!(
            out.status.code(),
            Some(1),
            "{}: {}",
            case.name,
            stderr(&out)
        );
        assert!(
            stdout(&out).contains(&format!("+++ b/{}", case.path)),
            "{}",
            case.name
        );
        assert_eq!(
            std::fs::read_to_string(&file).unwrap(),
            case.source,
            "{}: --diff wrote",
            case.name
        );

        // An unsafe fix is never applied without `--unsafe-fixes`.
        if case.applicability == "unsafe" {
            let out = fix_run(root, case.rule, &["--fix"]);
            assert_eq!(
                std::fs::read_to_string(&file).unwrap(),
                case.source,
                "{}: unsafe fix applied without --unsafe-fixes",
                case.name
            );
            assert!(
                stderr(&out).contains("--unsafe-fixes"),
                "{}: {}",
                case.name,
                stderr(&out)
            );
        }

        // Apply: exactly the advertised edits, nothing else in the file or project.
        let flags: &[&str] = if case.applicability == "unsafe" {
            &["--fix", "--unsafe-fixes"]
        } else {
            &["--fix"]
        };
        let out = fix_run(root, case.rule, flags);
        assert!(
            stderr(&out).contains("Fixed 1 of 1 finding with a fix"),
            "{}: {}",
            case.name,
            stderr(&out)
        );
        let fixed = std::fs::read_to_string(&file).unwrap();
        assert_eq!(
            fixed, expected,
            "{}: the rest of the file changed",
            case.name
        );
        assert_eq!(
            std::fs::read_to_string(root.join("src/bystander.py")).unwrap(),
            BYSTANDER
        );

        // Re-parse: no syntax error.
        assert_eq!(
            resilint::fix::apply::syntax_errors(lang_of(case.path), &fixed),
            Some(0),
            "{}: the fixed file does not parse:\n{fixed}",
            case.name
        );
        // Re-check: the finding is gone (a retry policy that now retries 429
        // may get the info-level note about Retry-After instead).
        let after = check_json(root, case.rule);
        let left: Vec<&serde_json::Value> = after["findings"]
            .as_array()
            .unwrap()
            .iter()
            .filter(|f| f["path"] == case.path && f["severity"] == finding["severity"])
            .collect();
        assert!(
            left.is_empty(),
            "{}: Noisy after the fix: {left:?}",
            case.name
        );

        // Idempotent: a second run changes nothing.
        let out = fix_run(root, case.rule, &["--fix", "--unsafe-fixes"]);
        assert_eq!(
            std::fs::read_to_string(&file).unwrap(),
            fixed,
            "{}: second run changed the file",
            case.name
        );
        assert!(
            !stderr(&out).contains("warning"),
            "{}: {}",
            case.name,
            stderr(&out)
        );
    }
}

#[test]
fn no_backoff_or_helper_elsewhere_means_no_fix() {
    let dir = tempfile::tempdir().unwrap();
    let root = dir.path();
    std::fs::write(root.join("resilint.toml"), "").unwrap();
    // A retry with no delay anywhere in the file, and a raw call with no helper.
    write(
        root,
        "src/a.py",
        "import requests\n\n\ndef fetch(url):\n    for attempt in range(3):\n        try:\n            return requests.get(url, timeout=5)\n        except requests.ConnectionError:\n            continue\n",
    );
    let v = check_json(root, "retry-without-delay,missing-retry");
    let findings = v["findings"].as_array().unwrap();
    assert!(!findings.is_empty(), "{v:#}");
    assert!(findings.iter().all(|f| f["autofix"].is_null()), "{v:#}");
}

#[test]
fn no_serialization_fix_where_the_value_is_known_not_to_be_an_error() {
    let dir = tempfile::tempdir().unwrap();
    let root = dir.path();
    std::fs::write(root.join("resilint.toml"), "").unwrap();
    write(
        root,
        "src/a.ts",
        "export function wrap(fn: () => void): string {\n  try {\n    fn();\n    return '';\n  } catch (e) {\n    return e instanceof Error ? e.message : JSON.stringify(e);\n  }\n}\n",
    );
    let v = check_json(root, "error-lost-in-serialization");
    for f in v["findings"].as_array().unwrap() {
        assert!(f["autofix"].is_null(), "{v:#}");
    }
}

#[test]
fn short_timeout_fix_uses_the_configured_minimum() {
    let dir = tempfile::tempdir().unwrap();
    let root = dir.path();
    std::fs::write(
        root.join("resilint.toml"),
        "[rules.short-timeout]\nmin-timeout-ms = 3500\n",
    )
    .unwrap();
    write(
        root,
        "src/a.py",
        "import requests\n\n\ndef f(url):\n    return requests.get(url, timeout=2)\n",
    );
    write(
        root,
        "src/b.ts",
        "import axios from 'axios';\nexport const c = axios.create({ timeout: 3000 });\n",
    );
    fix_run(root, "short-timeout", &["--fix"]);
    assert!(
        std::fs::read_to_string(root.join("src/a.py"))
            .unwrap()
            .contains("timeout=3.5)")
    );
    assert!(
        std::fs::read_to_string(root.join("src/b.ts"))
            .unwrap()
            .contains("{ timeout: 3500 }")
    );
}

#[test]
fn fixed_findings_are_not_reported_and_the_exit_code_follows_what_remains() {
    let dir = tempfile::tempdir().unwrap();
    let root = dir.path();
    std::fs::write(root.join("resilint.toml"), "select = [\"short-timeout\"]\n").unwrap();
    write(
        root,
        "src/a.py",
        "import requests\n\n\ndef f(url):\n    return requests.get(url, timeout=1)\n",
    );
    let out = resilint(root, &["check", "--fix", "--format", "json"]);
    assert_eq!(out.status.code(), Some(0), "{}", stderr(&out));
    let v = json(&out);
    assert!(v["findings"].as_array().unwrap().is_empty(), "{v:#}");
    assert!(
        stderr(&out)
            .contains("Fixed 1 of 1 finding with a fix (1 safe, 0 unsafe) in 1 file; 0 remaining."),
        "{}",
        stderr(&out)
    );
}

#[test]
fn several_fixes_in_one_file_and_one_line_are_all_applied() {
    let dir = tempfile::tempdir().unwrap();
    let root = dir.path();
    std::fs::write(root.join("resilint.toml"), "").unwrap();
    let src = "from botocore.config import Config\nimport requests\n\nboto_config = Config(connect_timeout=1, read_timeout=1)\n\n\ndef f(url):\n    return requests.get(url, timeout=0.5)\n";
    write(root, "src/a.py", src);
    let out = fix_run(root, "short-timeout", &["--fix"]);
    assert!(
        stderr(&out).contains("Fixed 3 of 3 findings"),
        "{}",
        stderr(&out)
    );
    assert_eq!(
        std::fs::read_to_string(root.join("src/a.py")).unwrap(),
        src.replace(
            "connect_timeout=1, read_timeout=1",
            "connect_timeout=2, read_timeout=2"
        )
        .replace("timeout=0.5", "timeout=2.0")
    );
}

#[cfg(unix)]
#[test]
fn fixing_keeps_permissions_and_byte_order_mark() {
    use std::os::unix::fs::PermissionsExt;
    let dir = tempfile::tempdir().unwrap();
    let root = dir.path();
    std::fs::write(root.join("resilint.toml"), "").unwrap();
    let path = root.join("src/tool.py");
    std::fs::create_dir_all(path.parent().unwrap()).unwrap();
    let mut bytes = vec![0xEF, 0xBB, 0xBF];
    bytes.extend_from_slice(
        b"import requests\n\n\ndef f(url):\n    return requests.get(url, timeout=1)\n",
    );
    std::fs::write(&path, &bytes).unwrap();
    std::fs::set_permissions(&path, std::fs::Permissions::from_mode(0o750)).unwrap();
    fix_run(root, "short-timeout", &["--fix"]);
    let after = std::fs::read(&path).unwrap();
    assert!(after.starts_with(&[0xEF, 0xBB, 0xBF]));
    assert!(String::from_utf8_lossy(&after).contains("timeout=2)"));
    assert_eq!(
        std::fs::metadata(&path).unwrap().permissions().mode() & 0o777,
        0o750
    );
    // No temporary file is left behind.
    let names: Vec<String> = std::fs::read_dir(path.parent().unwrap())
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .collect();
    assert_eq!(names, vec!["tool.py".to_string()]);
}

#[test]
fn fix_is_refused_for_stdin() {
    let dir = tempfile::tempdir().unwrap();
    let out = resilint(
        dir.path(),
        &["check", "--fix", "--stdin-filename", "a.py", "-"],
    );
    assert_eq!(out.status.code(), Some(2));
    assert!(stderr(&out).contains("--fix"));
}

#[test]
fn sarif_and_github_carry_the_fix() {
    let dir = tempfile::tempdir().unwrap();
    let root = dir.path();
    std::fs::write(root.join("resilint.toml"), "select = [\"short-timeout\"]\n").unwrap();
    write(
        root,
        "src/a.py",
        "import requests\n\n\ndef f(url):\n    return requests.get(url, timeout=1)\n",
    );
    let out = resilint(root, &["check", "--format", "sarif", "--fail-on", "never"]);
    let v = json(&out);
    let change = &v["runs"][0]["results"][0]["fixes"][0]["artifactChanges"][0];
    assert_eq!(change["artifactLocation"]["uri"], "src/a.py");
    let r = &change["replacements"][0];
    assert_eq!(r["deletedRegion"]["startLine"], 5);
    assert_eq!(r["deletedRegion"]["startColumn"], 38);
    assert_eq!(r["deletedRegion"]["endColumn"], 39);
    assert_eq!(r["insertedContent"]["text"], "2");
    let out = resilint(root, &["check", "--format", "github", "--fail-on", "never"]);
    assert!(
        stdout(&out).contains("(fix available: --fix)"),
        "{}",
        stdout(&out)
    );
}

#[test]
fn cause_goes_on_its_own_line_when_arguments_are_one_per_line() {
    let dir = tempfile::tempdir().unwrap();
    let root = dir.path();
    std::fs::write(root.join("resilint.toml"), "").unwrap();
    let src = "const axios = require('axios');\n\nasync function hook(url) {\n  try {\n    return await axios.post(url);\n  } catch (err) {\n    throw new Error(\n      JSON.stringify({\n        message: err.message,\n      }),\n    );\n  }\n}\n\nmodule.exports = { hook };\n";
    write(root, "src/hook.js", src);
    fix_run(root, "rethrow-drops-context", &["--fix"]);
    let fixed = std::fs::read_to_string(root.join("src/hook.js")).unwrap();
    assert_eq!(
        fixed,
        src.replace(
            "      }),\n    );",
            "      }),\n      { cause: err },\n    );"
        ),
        "{fixed}"
    );
}

#[test]
fn project_error_classes_with_their_own_constructor_get_no_cause_fix() {
    let dir = tempfile::tempdir().unwrap();
    let root = dir.path();
    std::fs::write(root.join("resilint.toml"), "").unwrap();
    let src = "const axios = require('axios');\n\nclass ApiException extends Error {\n  constructor(message, status) {\n    super(message);\n    this.status = status;\n  }\n}\n\nasync function list(url) {\n  try {\n    return await axios.get(url);\n  } catch (e) {\n    throw new ApiException(e.message);\n  }\n}\n\nmodule.exports = { list };\n";
    write(root, "src/list.js", src);
    let v = check_json(root, "rethrow-drops-context");
    let findings = v["findings"].as_array().unwrap();
    assert_eq!(findings.len(), 1, "{v:#}");
    assert!(findings[0]["autofix"].is_null(), "{v:#}");
}

#[test]
fn findings_in_the_baseline_are_not_fixed() {
    let dir = tempfile::tempdir().unwrap();
    let root = dir.path();
    std::fs::write(root.join("resilint.toml"), "select = [\"short-timeout\"]\n").unwrap();
    let src = "import requests\n\n\ndef f(url):\n    return requests.get(url, timeout=1)\n";
    write(root, "src/a.py", src);
    let out = resilint(root, &["check", "--write-baseline", "baseline.json"]);
    assert_eq!(out.status.code(), Some(0), "{}", stderr(&out));
    write(root, "src/b.py", src);
    let out = resilint(root, &["check", "--fix", "--baseline", "baseline.json"]);
    assert_eq!(out.status.code(), Some(0), "{}", stderr(&out));
    assert_eq!(std::fs::read_to_string(root.join("src/a.py")).unwrap(), src);
    assert!(
        std::fs::read_to_string(root.join("src/b.py"))
            .unwrap()
            .contains("timeout=2)")
    );
}

#[test]
fn many_fixes_in_one_file_are_applied_in_one_run() {
    let dir = tempfile::tempdir().unwrap();
    let root = dir.path();
    std::fs::write(root.join("resilint.toml"), "").unwrap();
    let mut src = String::from("import requests\n");
    for i in 0..30 {
        src.push_str(&format!(
            "\n\ndef f{i}(url):\n    return requests.get(url, timeout=1)\n"
        ));
    }
    write(root, "src/many.py", &src);
    let out = fix_run(root, "short-timeout", &["--fix"]);
    assert!(
        stderr(&out).contains(
            "Fixed 30 of 30 findings with a fix (30 safe, 0 unsafe) in 1 file; 0 remaining."
        ),
        "{}",
        stderr(&out)
    );
    assert_eq!(
        std::fs::read_to_string(root.join("src/many.py")).unwrap(),
        src.replace("timeout=1)", "timeout=2)")
    );
}
