//! Output formats: SARIF validated against the official schema, GitHub and
//! GitLab formats, and the backlog in all three formats (insta snapshots).

mod common;
use common::*;
use std::path::Path;

fn here() -> &'static Path {
    Path::new(env!("CARGO_MANIFEST_DIR"))
}

/// The SARIF 2.1.0 schema shipped inside the serde-sarif crate package
/// (`src/schema.json`), found through `cargo metadata`: the test needs
/// nothing outside the repository and its locked dependencies.
fn sarif_schema() -> serde_json::Value {
    let cargo = std::env::var_os("CARGO").unwrap_or_else(|| "cargo".into());
    let metadata = |offline: bool| {
        let mut cmd = std::process::Command::new(&cargo);
        cmd.current_dir(here())
            .args(["metadata", "--format-version", "1", "--locked"]);
        if offline {
            cmd.arg("--offline");
        }
        cmd.output().ok().filter(|o| o.status.success())
    };
    let out = metadata(true)
        .or_else(|| metadata(false))
        .expect("cargo metadata runs");
    let meta: serde_json::Value = serde_json::from_slice(&out.stdout).expect("metadata is JSON");
    let manifest = meta["packages"]
        .as_array()
        .unwrap()
        .iter()
        .find(|p| p["name"] == "serde-sarif")
        .and_then(|p| p["manifest_path"].as_str())
        .expect("serde-sarif is a dependency");
    let path = Path::new(manifest)
        .parent()
        .unwrap()
        .join("src/schema.json");
    let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    serde_json::from_str(&text).expect("schema is JSON")
}

#[test]
fn sarif_validates_against_the_official_schema() {
    let schema = sarif_schema();
    let out = resilint(
        here(),
        &[
            "check",
            "testdata",
            "--include-tests",
            "--format",
            "sarif",
            "--fail-on",
            "never",
            "--select",
            "ALL,unpaced-batch-calls",
        ],
    );
    assert_eq!(out.status.code(), Some(0), "{}", stderr(&out));
    let sarif: serde_json::Value = json(&out);
    let validator = jsonschema::validator_for(&schema).expect("schema compiles");
    let errors: Vec<String> = validator
        .iter_errors(&sarif)
        .map(|e| format!("{e} at {}", e.instance_path))
        .collect();
    assert!(errors.is_empty(), "SARIF invalid:\n{}", errors.join("\n"));

    let run = &sarif["runs"][0];
    let driver = &run["tool"]["driver"];
    assert_eq!(driver["name"], "resilint");
    // No URL of a repository that does not exist.
    assert!(
        !stdout(&out).contains("github.com/resilint"),
        "SARIF points at a repository URL that does not exist"
    );
    let rules = driver["rules"].as_array().unwrap();
    for r in rules {
        for key in [
            "id",
            "name",
            "shortDescription",
            "fullDescription",
            "help",
            "defaultConfiguration",
            "properties",
        ] {
            assert!(!r[key].is_null(), "rule {} lacks {key}", r["id"]);
        }
        assert!(r["help"]["markdown"].is_string());
    }
    let results = run["results"].as_array().unwrap();
    assert!(!results.is_empty());
    // The validated report includes concrete fixes (issue 13).
    let with_fixes: Vec<&serde_json::Value> =
        results.iter().filter(|r| r["fixes"].is_array()).collect();
    assert!(with_fixes.len() >= 10, "SARIF results carry fixes");
    for r in with_fixes {
        let change = &r["fixes"][0]["artifactChanges"][0];
        assert_eq!(
            change["artifactLocation"],
            r["locations"][0]["physicalLocation"]["artifactLocation"]
        );
        assert!(
            change["replacements"][0]["deletedRegion"]["startLine"]
                .as_u64()
                .unwrap()
                >= 1
        );
        assert!(change["replacements"][0]["insertedContent"]["text"].is_string());
    }
    for res in results {
        let idx = res["ruleIndex"].as_u64().unwrap() as usize;
        assert_eq!(rules[idx]["id"], res["ruleId"]);
        let loc = &res["locations"][0]["physicalLocation"];
        assert_eq!(loc["artifactLocation"]["uriBaseId"], "%SRCROOT%");
        assert!(
            !loc["artifactLocation"]["uri"]
                .as_str()
                .unwrap()
                .starts_with('/')
        );
        assert!(loc["region"]["startLine"].as_u64().unwrap() >= 1);
        assert!(loc["region"]["startColumn"].as_u64().unwrap() >= 1);
        assert!(res["partialFingerprints"]["resilint/v1"].is_string());
    }
    // Markdown help mentions the incident.
    let bare = rules.iter().find(|r| r["id"] == "bare-reject").unwrap();
    assert!(
        bare["help"]["markdown"]
            .as_str()
            .unwrap()
            .contains("INC-2026-07-08-upload-part-503")
    );
}

#[test]
fn github_annotations_escape_messages() {
    let dir = tempfile::tempdir().unwrap();
    write(dir.path(), "src/a b,c.ts", TWO_REJECTS);
    let out = resilint(dir.path(), &["check", "--format", "github"]);
    let text = stdout(&out);
    let first = text.lines().next().unwrap();
    assert!(
        first.starts_with("::error file=src/a b%2Cc.ts,line=3,col=5,endLine=3,endColumn=13,title=resilint bare-reject::"),
        "{first}"
    );
    assert!(first.contains("%0Ahelp: "), "newlines escaped: {first}");
    assert_eq!(text.lines().count(), 2);
}

#[test]
fn gitlab_code_quality_report() {
    let dir = tempfile::tempdir().unwrap();
    write(dir.path(), "a.ts", TWO_REJECTS);
    let v = json(&resilint(dir.path(), &["check", "--format", "gitlab"]));
    let issues = v.as_array().unwrap();
    assert_eq!(issues.len(), 2);
    for i in issues {
        assert_eq!(i["check_name"], "bare-reject");
        assert_eq!(i["severity"], "critical");
        assert_eq!(i["location"]["path"], "a.ts");
        assert!(i["location"]["lines"]["begin"].as_u64().unwrap() >= 1);
        assert!(i["fingerprint"].as_str().unwrap().len() == 16);
        assert!(i["description"].is_string());
    }
}

fn backlog_args(format: &'static str) -> Vec<&'static str> {
    vec![
        "backlog",
        "testdata/bare-reject",
        "--include-tests",
        "--select",
        "bare-reject",
        "--format",
        format,
    ]
}

#[test]
fn backlog_markdown_snapshot() {
    let out = resilint(here(), &backlog_args("markdown"));
    assert_eq!(out.status.code(), Some(0), "{}", stderr(&out));
    insta::assert_snapshot!("backlog_markdown", stdout(&out));
}

#[test]
fn backlog_csv_parses_with_documented_header() {
    let out = resilint(here(), &backlog_args("csv"));
    let text = stdout(&out);
    let mut reader = csv::Reader::from_reader(text.as_bytes());
    let header: Vec<String> = reader
        .headers()
        .unwrap()
        .iter()
        .map(str::to_string)
        .collect();
    assert_eq!(
        header,
        [
            "id",
            "priority",
            "rule",
            "severity",
            "effort",
            "path",
            "line",
            "column",
            "owner",
            "group",
            "title",
            "incidents",
            "fix",
            "acceptance_criteria",
            "confidence",
            "context",
            "repository",
            "status",
            "sites",
            "recommendation",
            "patch"
        ]
    );
    let rows: Vec<csv::StringRecord> = reader.records().map(|r| r.unwrap()).collect();
    assert!(!rows.is_empty());
    let readme = std::fs::read_to_string(here().join("README.md")).unwrap();
    assert!(
        readme.contains(&header.join(",")),
        "README documents the CSV columns"
    );
    // The repository is this checkout's (its remote or directory name).
    let repo = json(&resilint(
        here(),
        &[
            "check",
            "testdata/bare-reject",
            "--format",
            "json",
            "--fail-on",
            "never",
        ],
    ))["repository"]["name"]
        .as_str()
        .map(str::to_string);
    let text = match repo {
        Some(name) => text.replace(&format!(",{name},"), ",<repository>,"),
        None => text,
    };
    insta::assert_snapshot!("backlog_csv", text);
}

#[test]
fn backlog_json_ids_are_check_fingerprints() {
    let backlog = json(&resilint(here(), &backlog_args("json")));
    let check = json(&resilint(
        here(),
        &[
            "check",
            "testdata/bare-reject",
            "--include-tests",
            "--select",
            "bare-reject",
            "--format",
            "json",
            // The backlog includes medium-confidence findings.
            "--min-confidence",
            "medium",
        ],
    ));
    let mut ids: Vec<String> = backlog["items"]
        .as_array()
        .unwrap()
        .iter()
        .map(|i| i["id"].as_str().unwrap().to_string())
        .collect();
    let mut fps: Vec<String> = check["findings"]
        .as_array()
        .unwrap()
        .iter()
        .map(|f| f["fingerprint"].as_str().unwrap().to_string())
        .collect();
    ids.sort();
    fps.sort();
    assert_eq!(ids, fps);
    for item in backlog["items"].as_array().unwrap() {
        // The recommendation is written for the site (its function), not
        // the rule's generic example.
        let recommendation = item["recommendation"].as_str().unwrap();
        // With a concrete fix, the item carries the site's patch.
        if let Some(diff) = item["patch"]["diff"].as_str() {
            assert!(diff.contains("+") && diff.contains("new Error("), "{diff}");
            continue;
        }
        assert!(
            recommendation.contains("new Error(")
                && !recommendation.contains("upload failed")
                && item["before"].as_str().unwrap().is_empty(),
            "{recommendation}"
        );
        assert!(!item["acceptance_criteria"].as_array().unwrap().is_empty());
        assert!(["P1", "P2", "P3", "P4"].contains(&item["priority"].as_str().unwrap()));
    }
    assert!(backlog["summary"]["incidents_at_risk"][0]["id"].is_string());
    // The repository and commit are this checkout's.
    let mut first = backlog["items"][0].clone();
    if let Some(o) = first.as_object_mut() {
        o.remove("repository");
        o.remove("commit");
    }
    insta::assert_json_snapshot!("backlog_json", first);
}

#[test]
fn backlog_groups_by_codeowners_owner() {
    let dir = tempfile::tempdir().unwrap();
    write(dir.path(), "payments/a.ts", TWO_REJECTS);
    write(dir.path(), "search/b.ts", TWO_REJECTS);
    write(
        dir.path(),
        ".github/CODEOWNERS",
        "* @platform\n/payments/ @payments-team\n",
    );
    let v = json(&resilint(
        dir.path(),
        &["backlog", "--format", "json", "--group-by", "owner"],
    ));
    let items = v["items"].as_array().unwrap();
    assert_eq!(items.len(), 4);
    for i in items {
        let want = if i["path"].as_str().unwrap().starts_with("payments/") {
            "@payments-team"
        } else {
            "@platform"
        };
        assert_eq!(i["owner"], want);
        assert_eq!(i["group"], want);
    }
    let md = stdout(&resilint(dir.path(), &["backlog", "--group-by", "owner"]));
    assert!(md.contains("### @payments-team (2 items)"), "{md}");
    assert!(md.contains("## Items by owner"));
    let alias = stdout(&resilint(dir.path(), &["check", "--format", "backlog"]));
    assert!(alias.starts_with("# Resilience fix backlog"));
}

#[test]
fn team_incidents_appear_everywhere() {
    let dir = tempfile::tempdir().unwrap();
    write(dir.path(), "a.ts", TWO_REJECTS);
    write(
        dir.path(),
        "resilint.toml",
        "[[incidents]]\nid = \"INC-TEAM-1\"\ntitle = \"Checkout rejected with undefined\"\ndate = \"2026-10-01\"\nurl = \"https://wiki.example.com/inc/1\"\nrules = [\"bare-reject\"]\n",
    );
    let v = json(&resilint(dir.path(), &["check", "--format", "json"]));
    let incs: Vec<&str> = v["findings"][0]["incidents"]
        .as_array()
        .unwrap()
        .iter()
        .map(|i| i.as_str().unwrap())
        .collect();
    assert_eq!(incs, ["INC-2026-07-08-upload-part-503", "INC-TEAM-1"]);
    let human = stdout(&resilint(dir.path(), &["check", "--color", "never"]));
    assert!(
        human.contains("seen in: INC-TEAM-1 (2026-10-01): Checkout rejected with undefined"),
        "{human}"
    );
    let listed = json(&resilint(dir.path(), &["incidents", "--format", "json"]));
    assert!(
        listed
            .as_array()
            .unwrap()
            .iter()
            .any(|i| i["id"] == "INC-TEAM-1" && i["source"] == "team")
    );
    let sarif = stdout(&resilint(dir.path(), &["check", "--format", "sarif"]));
    assert!(sarif.contains("https://wiki.example.com/inc/1"));
    let explain = stdout(&resilint(dir.path(), &["explain", "bare-reject"]));
    assert!(explain.contains("INC-TEAM-1"));
    let backlog = stdout(&resilint(dir.path(), &["backlog"]));
    assert!(backlog.contains("INC-TEAM-1"));
}
