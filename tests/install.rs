//! Installation and CI: the Dockerfile and the composite GitHub Action build
//! from the checkout, the README points only at what works, the test suite
//! needs nothing outside the repository, and the benchmark corpus is public
//! repositories at pinned commits.

use std::path::Path;

fn here() -> &'static Path {
    Path::new(env!("CARGO_MANIFEST_DIR"))
}

fn read(rel: &str) -> String {
    std::fs::read_to_string(here().join(rel)).unwrap_or_else(|e| panic!("{rel}: {e}"))
}

#[test]
fn action_and_dockerfile_build_from_the_checkout() {
    let action = read("action.yml");
    assert!(action.contains("using: composite"), "composite action");
    assert!(action.contains("cargo install --path \"$GITHUB_ACTION_PATH\" --locked"));
    assert!(action.contains("--format github") && action.contains("--sarif-file"));
    let docker = read("Dockerfile");
    assert!(
        docker.contains("cargo install --path . --locked"),
        "{docker}"
    );
    assert!(docker.contains("ENTRYPOINT [\"resilint\"]"));
    let readme = read("README.md");
    for needle in [
        "cargo install --path .",
        "docker build -t resilint .",
        "action.yml",
        "--force-exclude",
    ] {
        assert!(readme.contains(needle), "README lacks {needle}");
    }
    let bogus = ["github.com/", "resilint/resilint"].concat();
    for file in [
        "README.md",
        "Cargo.toml",
        "action.yml",
        "src/render/sarif.rs",
    ] {
        assert!(
            !read(file).contains(&bogus),
            "{file} points at {bogus}, which does not exist"
        );
    }
}

#[test]
fn tests_and_ci_need_nothing_outside_the_repository() {
    let sibling = ["..", "/shared"].concat();
    let mut offenders = Vec::new();
    for dir in ["tests", "tests/common", ".ci"] {
        for entry in std::fs::read_dir(here().join(dir)).unwrap().flatten() {
            let path = entry.path();
            if path.is_file() && std::fs::read_to_string(&path).is_ok_and(|t| t.contains(&sibling))
            {
                offenders.push(path.display().to_string());
            }
        }
    }
    assert!(offenders.is_empty(), "read {sibling}: {offenders:?}");
}

#[test]
fn benchmark_corpus_is_public_repositories_at_pinned_commits() {
    let corpus = read("benches/corpus.txt");
    let readme = read("README.md");
    assert!(readme.contains("benches/fetch-corpus.sh"));
    let mut n = 0;
    for line in corpus
        .lines()
        .filter(|l| !l.starts_with('#') && !l.trim().is_empty())
    {
        let parts: Vec<&str> = line.split_whitespace().collect();
        let [_, url, commit] = parts.as_slice() else {
            panic!("name url commit: {line}");
        };
        assert!(url.starts_with("https://github.com/"), "{line}");
        assert!(
            commit.len() == 40 && commit.chars().all(|c| c.is_ascii_hexdigit()),
            "{line}"
        );
        let repo = url.trim_start_matches("https://github.com/");
        assert!(readme.contains(repo), "README does not name {repo}");
        assert!(
            readme.contains(&commit[..12]),
            "README lacks {repo}'s commit"
        );
        n += 1;
    }
    assert!(n >= 5);
}
