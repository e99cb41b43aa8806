//! Cross-file reasoning: a short timeout default declared in one file and
//! relied on in another; a retry helper imported from another file; a house
//! client whose implementation (elsewhere in the scan) retries.

mod common;
use common::*;
use std::path::Path;

fn here() -> &'static Path {
    Path::new(env!("CARGO_MANIFEST_DIR"))
}

#[test]
fn call_site_relying_on_a_short_default_elsewhere_is_reported_with_a_label() {
    let v = json(&resilint(
        here(),
        &[
            "check",
            "testdata/crossfile",
            "--format",
            "json",
            "--fail-on",
            "never",
        ],
    ));
    let found = rules_of(&v);
    assert!(
        found.contains(&(
            // Relative to the project root: testdata/crossfile has a resilint.toml.
            "ts/lambda/verify-token.ts".into(),
            "short-timeout".into(),
            5
        )),
        "{found:?}"
    );
    assert!(
        !found
            .iter()
            .any(|(p, r, l)| p.ends_with("verify-token.ts") && r == "short-timeout" && *l == 9),
        "explicit budget: {found:?}"
    );
    let f = v["findings"]
        .as_array()
        .unwrap()
        .iter()
        .find(|f| f["path"].as_str().unwrap().ends_with("verify-token.ts"))
        .unwrap();
    assert!(
        f["message"]
            .as_str()
            .unwrap()
            .contains("omits `attemptTimeoutMs`")
    );
    let label = &f["labels"][0];
    assert_eq!(label["path"], "ts/lib/net-utils.ts");
    assert_eq!(label["start"]["line"], 8);
}

#[test]
fn imported_retry_helper_counts_as_the_files_helper() {
    let v = json(&resilint(
        here(),
        &[
            "check",
            "testdata/crossfile",
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
        .find(|f| f["path"].as_str().unwrap().ends_with("session.ts"))
        .expect("missing-retry in session.ts");
    assert_eq!(f["rule"], "missing-retry");
    assert_eq!(f["severity"], "error");
    assert!(f["message"].as_str().unwrap().contains("withRetries"));
}

#[test]
fn house_client_that_retries_elsewhere_is_recognised() {
    // testdata/crossfile/resilint.toml configures `Acme::HttpClient` as a client.
    let v = json(&resilint(
        here(),
        &[
            "check",
            "testdata/crossfile",
            "--format",
            "json",
            "--fail-on",
            "never",
        ],
    ));
    assert!(
        !rules_of(&v)
            .iter()
            .any(|(p, _, _)| p.ends_with("subscriptions.rb")),
        "the client's implementation retries: {v}"
    );
    // Without the implementation in the scan, the same call has no visible retry.
    let dir = tempfile::tempdir().unwrap();
    let src = here().join("testdata/crossfile");
    for rel in ["resilint.toml", "rb/app/subscriptions.rb"] {
        write(
            dir.path(),
            rel,
            &std::fs::read_to_string(src.join(rel)).unwrap(),
        );
    }
    // (medium: the failure propagates intact, so a caller may still retry it).
    let v = json(&resilint(
        dir.path(),
        &[
            "check",
            "--format",
            "json",
            "--fail-on",
            "never",
            "--min-confidence",
            "medium",
        ],
    ));
    assert!(
        rules_of(&v).contains(&("rb/app/subscriptions.rb".into(), "missing-retry".into(), 4)),
        "{v}"
    );
}

#[test]
fn short_default_in_the_same_file_is_not_reported_twice() {
    let dir = tempfile::tempdir().unwrap();
    write(
        dir.path(),
        "a.ts",
        "export async function get(url: string, timeoutMs = 1000) {\n  const c = new AbortController();\n  setTimeout(() => c.abort(), timeoutMs);\n  return fetch(url, { signal: c.signal });\n}\nexport const r = get('https://example.com');\n",
    );
    let v = json(&resilint(
        dir.path(),
        &["check", "--format", "json", "--select", "short-timeout"],
    ));
    assert_eq!(
        rules_of(&v),
        vec![("a.ts".to_string(), "short-timeout".to_string(), 1)]
    );
}

/// A job or worker file that names no client (none of the rules' trigger
/// words) and calls a thin project wrapper: the wrapper's call is judged at
/// that call site, so the file is checked although its words alone would
/// not get it parsed. (A fixture cannot show this: its `expect:` marker
/// names the rule, and the rule's name is a trigger word.)
#[test]
fn quiet_caller_of_an_outbound_wrapper_is_checked() {
    let dir = tempfile::tempdir().unwrap();
    let files = [
        (
            "lib/registry_lookup.rb",
            "class RegistryLookup\n  def find(url)\n    Faraday.get(url)\n  end\nend\n",
        ),
        (
            "app/jobs/claim_check_job.rb",
            "class ClaimCheckJob < ApplicationJob\n  def perform(claim)\n    person = RegistryLookup.new.find(claim.registry_url)\n    claim.update!(checked: person.present?)\n  end\nend\n",
        ),
        (
            "lib/quota_feed.py",
            "import requests\n\n\ndef read_quota(url):\n    return requests.get(url, timeout=10)\n",
        ),
        (
            "workers/quota_sync.py",
            "from lib.quota_feed import read_quota\n\n\ndef sync_account(account):\n    quota = read_quota(account.quota_url).json()\n    account.limit = quota[\"limit\"]\n    account.save()\n",
        ),
        (
            "lib/ledgerFeed.ts",
            "import axios from 'axios';\n\nexport function readLedger(url: string) {\n  return axios.get(url);\n}\n",
        ),
        (
            "workers/ledgerSync.ts",
            "import { readLedger } from '../lib/ledgerFeed';\n\nexport async function syncLedger(account: string, store: { put(k: string, v: unknown): Promise<void> }) {\n  const entries = await readLedger(`https://ledger.example.org/v1/accounts/${account}`);\n  await store.put(account, entries);\n}\n",
        ),
    ];
    for (rel, text) in files {
        write(dir.path(), rel, text);
    }
    let v = json(&resilint(
        dir.path(),
        &["check", ".", "--format", "json", "--fail-on", "never"],
    ));
    let found = rules_of(&v);
    for (path, line) in [
        ("app/jobs/claim_check_job.rb", 3),
        ("workers/quota_sync.py", 5),
        ("workers/ledgerSync.ts", 4),
    ] {
        assert!(
            found.contains(&(path.into(), "missing-retry".into(), line)),
            "{path}:{line} not reported: {found:?}"
        );
    }
}
