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
