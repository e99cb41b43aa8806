//! What gets scanned and where paths point: config globs relative to the
//! config root, `--force-exclude`, project-root test detection, default-skipped
//! directories, notes for named files, the pre-commit hook's file pattern,
//! project-relative paths in every format, CODEOWNERS lookup and
//! `--changed-since` against the merge-base.

mod common;
use common::*;
use std::path::Path;

fn paths_of(v: &serde_json::Value) -> Vec<String> {
    let mut p: Vec<String> = rules_of(v).into_iter().map(|(p, _, _)| p).collect();
    p.dedup();
    p
}

fn git(dir: &Path, args: &[&str]) {
    let out = std::process::Command::new("git")
        .current_dir(dir)
        .args(args)
        .env("GIT_AUTHOR_NAME", "t")
        .env("GIT_AUTHOR_EMAIL", "t@example.com")
        .env("GIT_COMMITTER_NAME", "t")
        .env("GIT_COMMITTER_EMAIL", "t@example.com")
        .output()
        .expect("git runs");
    assert!(
        out.status.success(),
        "git {args:?}: {}",
        String::from_utf8_lossy(&out.stderr)
    );
}

#[test]
fn config_globs_are_relative_to_the_config_root_from_any_directory() {
    let dir = tempfile::tempdir().unwrap();
    let p = dir.path().join("proj");
    write(&p, "resilint.toml", "exclude = [\"sub/legacy/**\"]\n");
    write(&p, "sub/a.ts", TWO_REJECTS);
    write(&p, "sub/legacy/b.ts", TWO_REJECTS);
    // From the config root.
    let v = json(&resilint(&p, &["check", "--format", "json"]));
    assert_eq!(paths_of(&v), ["sub/a.ts"]);
    // From a subdirectory, scanning `.`.
    let v = json(&resilint(&p.join("sub"), &["check", "--format", "json"]));
    assert_eq!(paths_of(&v), ["sub/a.ts"], "cd sub && resilint check");
    // From the parent, naming the config directory.
    let v = json(&resilint(
        dir.path(),
        &["check", "proj", "--format", "json"],
    ));
    assert_eq!(paths_of(&v), ["sub/a.ts"], "resilint check proj");
    // `./` and `/` prefixes mean the config root.
    write(&p, "resilint.toml", "exclude = [\"./sub/legacy/**\"]\n");
    let v = json(&resilint(&p.join("sub"), &["check", "--format", "json"]));
    assert_eq!(paths_of(&v), ["sub/a.ts"], "./ prefix");
    write(&p, "resilint.toml", "exclude = [\"/sub/legacy\"]\n");
    let v = json(&resilint(
        dir.path(),
        &["check", "proj", "--format", "json"],
    ));
    assert_eq!(paths_of(&v), ["sub/a.ts"], "/ prefix, directory name");
    // `include` is relative to the config root too.
    write(&p, "resilint.toml", "include = [\"sub/legacy/**\"]\n");
    let v = json(&resilint(&p.join("sub"), &["check", "--format", "json"]));
    assert_eq!(paths_of(&v), ["sub/legacy/b.ts"]);
}

#[test]
fn force_exclude_applies_excludes_to_named_files() {
    let dir = tempfile::tempdir().unwrap();
    write(dir.path(), "resilint.toml", "exclude = [\"legacy/**\"]\n");
    write(dir.path(), "legacy/b.ts", TWO_REJECTS);
    write(dir.path(), "src/a.ts", TWO_REJECTS);
    // Named without --force-exclude: scanned (as Ruff does).
    let v = json(&resilint(
        dir.path(),
        &["check", "legacy/b.ts", "--format", "json"],
    ));
    assert_eq!(paths_of(&v), ["legacy/b.ts"]);
    let out = resilint(
        dir.path(),
        &[
            "check",
            "--force-exclude",
            "legacy/b.ts",
            "src/a.ts",
            "--format",
            "json",
        ],
    );
    assert_eq!(paths_of(&json(&out)), ["src/a.ts"], "{}", stderr(&out));
    // From a subdirectory as well.
    let v = json(&resilint(
        &dir.path().join("legacy"),
        &["check", "--force-exclude", "b.ts", "--format", "json"],
    ));
    assert_eq!(paths_of(&v), Vec::<String>::new());
}

#[test]
fn test_detection_is_relative_to_the_project_root() {
    let dir = tempfile::tempdir().unwrap();
    write(dir.path(), "resilint.toml", "");
    write(dir.path(), "spec/support/helpers.ts", TWO_REJECTS);
    write(dir.path(), "src/app.ts", TWO_REJECTS);
    let out = resilint(dir.path(), &["check", "spec", "--format", "json"]);
    assert_eq!(paths_of(&json(&out)), Vec::<String>::new(), "spec is tests");
    let out = resilint(
        &dir.path().join("spec"),
        &["check", "--format", "json", "--fail-on", "never"],
    );
    assert_eq!(paths_of(&json(&out)), Vec::<String>::new(), "cd spec");
    // A named test file says why it is not scanned.
    let out = resilint(
        dir.path(),
        &["check", "spec/support/helpers.ts", "--format", "json"],
    );
    assert_eq!(out.status.code(), Some(0));
    assert!(
        stderr(&out).contains("spec/support/helpers.ts: test code, skipped"),
        "{}",
        stderr(&out)
    );
    // In a git work tree without a config file, the git root decides.
    let repo = tempfile::tempdir().unwrap();
    git(repo.path(), &["init", "-q"]);
    write(repo.path(), "tests/unit/client.ts", TWO_REJECTS);
    let v = json(&resilint(
        &repo.path().join("tests"),
        &["check", "unit", "--format", "json"],
    ));
    assert_eq!(paths_of(&v), Vec::<String>::new());
}

#[test]
fn tool_and_cache_directories_are_skipped() {
    let dir = tempfile::tempdir().unwrap();
    for p in [
        ".yarn/releases/yarn-4.js",
        ".next/server/page.js",
        "coverage/lcov-report/prettify.js",
        "pkg/__pycache__/x.py",
        ".tox/py311/lib/y.py",
        ".pytest_cache/z.py",
        ".turbo/cache/a.js",
    ] {
        write(dir.path(), p, TWO_REJECTS);
    }
    write(dir.path(), "src/keep.ts", TWO_REJECTS);
    let v = json(&resilint(dir.path(), &["check", "--format", "json"]));
    assert_eq!(paths_of(&v), ["src/keep.ts"]);
}

#[test]
fn named_unsupported_file_says_so() {
    let dir = tempfile::tempdir().unwrap();
    write(dir.path(), "README.md", "reject()\n");
    write(dir.path(), "main.go", "package main\n");
    let out = resilint(dir.path(), &["check", "README.md", "main.go"]);
    assert_eq!(out.status.code(), Some(0));
    let err = stderr(&out);
    assert!(
        err.contains("note: README.md: not a supported source file"),
        "{err}"
    );
    assert!(
        err.contains("main.go: not a supported source file"),
        "{err}"
    );
}

#[test]
fn pre_commit_hook_covers_every_supported_extension() {
    let text = std::fs::read_to_string(
        Path::new(env!("CARGO_MANIFEST_DIR")).join(".pre-commit-hooks.yaml"),
    )
    .unwrap();
    let files = text
        .lines()
        .find_map(|l| l.trim().strip_prefix("files:"))
        .expect("the hook has a files: pattern")
        .trim()
        .trim_matches('\'');
    let entry = text
        .lines()
        .find_map(|l| l.trim().strip_prefix("entry:"))
        .unwrap();
    assert!(entry.contains("--force-exclude"), "{entry}");
    let re = regex::Regex::new(files).unwrap();
    for yes in [
        "a.ts",
        "b/c.mts",
        "c.cts",
        "d.tsx",
        "e.js",
        "f.jsx",
        "g.mjs",
        "h.cjs",
        "i.rb",
        "j.rake",
        "config.ru",
        "k.gemspec",
        "Rakefile",
        "sub/Gemfile",
        "l.py",
        "m.pyi",
    ] {
        assert!(re.is_match(yes), "Missing: {yes}");
    }
    for no in ["README.md", "a.ts.orig", "x.go", "Rakefile.bak"] {
        assert!(!re.is_match(no), "Noisy: {no}");
    }
}

/// One file with a finding at `<proj>/lib/a.ts`, a config at `<proj>`.
fn project() -> (tempfile::TempDir, std::path::PathBuf) {
    let dir = tempfile::tempdir().unwrap();
    let p = dir.path().join("proj");
    write(&p, "resilint.toml", "");
    write(&p, "lib/a.ts", TWO_REJECTS);
    std::fs::create_dir_all(p.join("sub")).unwrap();
    (dir, p)
}

#[test]
fn paths_are_relative_to_the_project_root_in_every_format() {
    let (dir, p) = project();
    let elsewhere = tempfile::tempdir().unwrap();
    let abs = p.to_string_lossy().into_owned();
    let runs: [(&Path, &str); 3] = [
        (&p.join("sub"), "../lib"),
        (dir.path(), "proj"),
        (elsewhere.path(), abs.as_str()),
    ];
    for (cwd, arg) in runs {
        let v = json(&resilint(cwd, &["check", arg, "--format", "json"]));
        assert_eq!(paths_of(&v), ["lib/a.ts"], "json from {cwd:?} {arg}");
        let sarif = json(&resilint(cwd, &["check", arg, "--format", "sarif"]));
        let loc =
            &sarif["runs"][0]["results"][0]["locations"][0]["physicalLocation"]["artifactLocation"];
        assert_eq!(loc["uri"], "lib/a.ts", "sarif from {cwd:?}");
        assert_eq!(loc["uriBaseId"], "%SRCROOT%");
        let gh = stdout(&resilint(cwd, &["check", arg, "--format", "github"]));
        assert!(gh.contains("file=lib/a.ts,"), "github from {cwd:?}: {gh}");
        let gl = json(&resilint(cwd, &["check", arg, "--format", "gitlab"]));
        assert_eq!(gl[0]["location"]["path"], "lib/a.ts");
        let bl = json(&resilint(cwd, &["backlog", arg, "--format", "json"]));
        assert_eq!(bl["items"][0]["path"], "lib/a.ts");
        // Human output still finds the source for its snippet.
        let human = stdout(&resilint(cwd, &["check", arg]));
        assert!(human.contains("lib/a.ts:3:5"), "{human}");
        assert!(human.contains("reject();"), "{human}");
    }
}

#[test]
fn sarif_never_pairs_an_absolute_uri_with_a_base_id() {
    let (_dir, p) = project();
    let outside = tempfile::tempdir().unwrap();
    write(outside.path(), "x.ts", TWO_REJECTS);
    let other = outside.path().join("x.ts").to_string_lossy().into_owned();
    let sarif = json(&resilint(&p, &["check", ".", &other, "--format", "sarif"]));
    let results = sarif["runs"][0]["results"].as_array().unwrap();
    assert_eq!(results.len(), 4);
    for r in results {
        let loc = &r["locations"][0]["physicalLocation"]["artifactLocation"];
        let uri = loc["uri"].as_str().unwrap();
        if uri.starts_with("file://") || uri.starts_with('/') {
            assert!(loc.get("uriBaseId").is_none(), "{loc}");
            assert!(uri.starts_with("file:///"), "{uri}");
        } else {
            assert_eq!(loc["uriBaseId"], "%SRCROOT%", "{loc}");
        }
    }
}

#[test]
fn codeowners_is_found_from_the_project_root() {
    let repo = tempfile::tempdir().unwrap();
    git(repo.path(), &["init", "-q"]);
    write(
        repo.path(),
        ".github/CODEOWNERS",
        "* @everyone\n/svc/api/ @api-team\n",
    );
    write(repo.path(), "svc/api/a.ts", TWO_REJECTS);
    write(repo.path(), "svc/resilint.toml", "");
    let out = resilint(
        &repo.path().join("svc/api"),
        &["backlog", "--group-by", "owner", "--format", "json"],
    );
    let v = json(&out);
    assert_eq!(
        v["items"][0]["path"], "api/a.ts",
        "relative to the config root"
    );
    assert_eq!(v["items"][0]["owner"], "@api-team", "{}", stderr(&out));

    let bare = tempfile::tempdir().unwrap();
    write(bare.path(), "a.ts", TWO_REJECTS);
    let out = resilint(
        bare.path(),
        &["backlog", "--group-by", "owner", "--format", "json"],
    );
    assert_eq!(out.status.code(), Some(0));
    assert!(
        stderr(&out).contains("warning: --group-by owner: no CODEOWNERS"),
        "{}",
        stderr(&out)
    );
}

#[test]
fn changed_since_uses_the_merge_base() {
    let dir = tempfile::tempdir().unwrap();
    let d = dir.path();
    write(d, "base.ts", "export const x = 1;\n");
    write(d, "shared.ts", TWO_REJECTS);
    git(d, &["init", "-q", "-b", "main"]);
    git(d, &["add", "."]);
    git(d, &["commit", "-q", "-m", "init"]);
    git(d, &["checkout", "-q", "-b", "feature"]);
    write(d, "feature.ts", TWO_REJECTS);
    git(d, &["add", "."]);
    git(d, &["commit", "-q", "-m", "feature work"]);
    // main moves on after the branch forked.
    git(d, &["checkout", "-q", "main"]);
    write(d, "on_main.ts", TWO_REJECTS);
    write(d, "shared.ts", &format!("{TWO_REJECTS}// edited on main\n"));
    git(d, &["add", "."]);
    git(d, &["commit", "-q", "-m", "main work"]);
    git(d, &["checkout", "-q", "feature"]);
    // Uncommitted and untracked changes count.
    write(d, "base.ts", &format!("export const x = 1;\n{TWO_REJECTS}"));
    write(d, "untracked.ts", TWO_REJECTS);
    let out = resilint(d, &["check", "--changed-since", "main", "--format", "json"]);
    assert_eq!(
        paths_of(&json(&out)),
        ["base.ts", "feature.ts", "untracked.ts"],
        "{}",
        stderr(&out)
    );
}
