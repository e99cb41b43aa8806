//! Nothing on disk crashes or hangs the scanner, and other files' findings
//! are never lost. Includes a bounded property test that feeds mutated
//! testdata files through the per-file pipeline.

mod common;
use common::*;
use resilint::config::{ConfigFile, Overrides, Settings};
use resilint::engine::check_source;
use resilint::lang::Lang;
use std::path::{Path, PathBuf};

#[test]
fn deep_nesting_does_not_crash() {
    let dir = tempfile::tempdir().unwrap();
    let depth = 10_000;
    write(
        dir.path(),
        "deep.ts",
        &format!("const x = {}1{};\n", "[".repeat(depth), "]".repeat(depth)),
    );
    write(
        dir.path(),
        "deep.py",
        &format!("x = {}1{}\n", "(".repeat(depth), ")".repeat(depth)),
    );
    write(
        dir.path(),
        "deep.rb",
        &format!("x = {}1{}\n", "[".repeat(depth), "]".repeat(depth)),
    );
    let blocks = "if (a) {\n".repeat(3000) + &"}\n".repeat(3000);
    write(
        dir.path(),
        "blocks.js",
        &format!("{blocks}new Promise((a, b) => b());\n"),
    );
    write(dir.path(), "good.ts", TWO_REJECTS);
    let out = resilint(dir.path(), &["check", "--format", "json"]);
    assert_eq!(out.status.code(), Some(1), "{}", stderr(&out));
    let found = rules_of(&json(&out));
    assert!(found.contains(&("good.ts".into(), "bare-reject".into(), 3)));
}

#[test]
fn huge_single_line_file_is_skipped_with_a_warning() {
    let dir = tempfile::tempdir().unwrap();
    let mut big = String::with_capacity(50 * 1024 * 1024 + 64);
    while big.len() < 50 * 1024 * 1024 {
        big.push_str("var a=function(){return new Promise(function(r,j){j()})};");
    }
    write(dir.path(), "bundle.js", &big);
    write(dir.path(), "good.ts", TWO_REJECTS);
    let out = resilint(dir.path(), &["check", "--format", "json"]);
    assert!(
        stderr(&out).contains("bundle.js: 50 MB is larger than"),
        "{}",
        stderr(&out)
    );
    assert_eq!(json(&out)["findings"].as_array().unwrap().len(), 2);
}

#[test]
fn slow_parse_hits_the_budget_with_a_warning() {
    let dir = tempfile::tempdir().unwrap();
    let body = "function f(a) { if (a) { return [1, 2, 3].map((x) => x * 2); } }\n".repeat(60_000);
    write(dir.path(), "slow.ts", &body);
    write(dir.path(), "good.ts", TWO_REJECTS);
    let out = std::process::Command::new(env!("CARGO_BIN_EXE_resilint"))
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
    assert_eq!(json(&out)["summary"]["findings"], 2);
}

#[cfg(unix)]
#[test]
fn symlink_loops_and_odd_names() {
    let dir = tempfile::tempdir().unwrap();
    write(dir.path(), "src/with space/ünïcode 名前.ts", TWO_REJECTS);
    std::os::unix::fs::symlink(dir.path().join("src"), dir.path().join("src/loop")).unwrap();
    std::os::unix::fs::symlink("self", dir.path().join("self")).unwrap();
    let out = resilint(dir.path(), &["check", "--format", "json"]);
    assert_eq!(out.status.code(), Some(1), "{}", stderr(&out));
    let found = rules_of(&json(&out));
    assert_eq!(found.len(), 2);
    assert_eq!(found[0].0, "src/with space/ünïcode 名前.ts");
    // An explicit path that is a symlink loop: a warning, not a hang.
    let out = resilint(dir.path(), &["check", "self", "src"]);
    assert_eq!(out.status.code(), Some(1), "{}", stderr(&out));
}

#[test]
fn empty_directory_is_clean() {
    let dir = tempfile::tempdir().unwrap();
    let out = resilint(dir.path(), &["check"]);
    assert_eq!(out.status.code(), Some(0));
    assert!(stdout(&out).contains("No findings"), "{}", stdout(&out));
}

/// A tiny deterministic PRNG (xorshift) so the property test needs no crate
/// and every run explores the same cases.
struct Rng(u64);
impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0
    }
    fn below(&mut self, n: usize) -> usize {
        (self.next() % n.max(1) as u64) as usize
    }
}

fn fixture_files(dir: &Path, out: &mut Vec<PathBuf>) {
    for e in std::fs::read_dir(dir).unwrap().flatten() {
        let p = e.path();
        if p.is_dir() {
            fixture_files(&p, out);
        } else if Lang::from_path(&p).is_some() {
            out.push(p);
        }
    }
}

/// Mutates every fixture many times (byte flips, deletions, duplications,
/// splices of other fixtures, truncation) and runs parse + all rules.
#[test]
fn mutated_fixtures_never_panic() {
    let mut files = Vec::new();
    fixture_files(
        &Path::new(env!("CARGO_MANIFEST_DIR")).join("testdata"),
        &mut files,
    );
    files.sort();
    let overrides = Overrides {
        select: Some(vec!["ALL".into(), "unpaced-batch-calls".into()]),
        ..Overrides::default()
    };
    let settings = Settings::build(&ConfigFile::default(), PathBuf::from("."), &overrides).unwrap();
    let sources: Vec<(PathBuf, Vec<u8>)> = files
        .iter()
        .map(|f| (f.clone(), std::fs::read(f).unwrap()))
        .collect();
    let mut rng = Rng(0x9E37_79B9_7F4A_7C15);
    let rounds = std::env::var("RESILINT_FUZZ_ROUNDS")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(40);
    for round in 0..rounds {
        for (path, original) in &sources {
            let mut bytes = original.clone();
            for _ in 0..1 + rng.below(8) {
                if bytes.is_empty() {
                    break;
                }
                let at = rng.below(bytes.len());
                match rng.below(6) {
                    0 => bytes[at] = rng.next() as u8,
                    1 => {
                        let end = (at + rng.below(64)).min(bytes.len());
                        bytes.drain(at..end);
                    }
                    2 => {
                        let end = (at + rng.below(64)).min(bytes.len());
                        let chunk = bytes[at..end].to_vec();
                        let to = rng.below(bytes.len());
                        bytes.splice(to..to, chunk);
                    }
                    3 => {
                        let other = &sources[rng.below(sources.len())].1;
                        if !other.is_empty() {
                            let from = rng.below(other.len());
                            let end = (from + rng.below(200)).min(other.len());
                            bytes.splice(at..at, other[from..end].iter().copied());
                        }
                    }
                    4 => bytes.truncate(at),
                    _ => bytes.insert(at, b"{}()[]'\"`#\n\\"[rng.below(11)]),
                }
            }
            let text = String::from_utf8_lossy(&bytes);
            let lang = Lang::from_path(path).unwrap();
            let result = std::panic::catch_unwind(|| check_source(path, lang, &text, &settings));
            assert!(
                result.is_ok(),
                "panic on round {round} mutation of {}:\n{text}",
                path.display()
            );
        }
    }
}

/// Characters that broke byte-offset slicing before: CJK, emoji, a
/// non-breaking space, line/paragraph separators, a combining accent,
/// right-to-left marks and overrides, a BOM, a form feed, a lone CR.
const AWKWARD: &[&str] = &[
    "한국어",
    "名前",
    "😀",
    "👩‍👩‍👧",
    "\u{a0}",
    "\u{2028}",
    "\u{2029}",
    "e\u{301}",
    "\u{200f}",
    "\u{202e}",
    "\u{feff}",
    "\u{c}",
    "\r",
    "\u{85}",
    "\u{1b}[2J",
];

/// Wraps lines `from..to` of `text` in `depth` nested blocks of the
/// language (the shapes that made rule analysis quadratic).
fn nest(text: &str, lang: Lang, depth: usize, shape: usize) -> String {
    let lines: Vec<&str> = text.lines().collect();
    if lines.is_empty() {
        return text.to_string();
    }
    let mid = lines.len() / 2;
    let (head, tail) = lines.split_at(mid);
    let mut out = head.join("\n");
    out.push('\n');
    match lang {
        Lang::Ruby => {
            let (open, close) = [
                ("begin\n", "rescue StandardError => e\n  puts e\nend\n"),
                ("if a\n", "elsif b\n  Net::HTTP.get(u)\nend\n"),
                ("[1].each do |x|\n", "end\n"),
            ][shape % 3];
            out.push_str(&open.repeat(depth));
            out.push_str(&tail.join("\n"));
            out.push('\n');
            out.push_str(&close.repeat(depth));
        }
        Lang::Python => {
            // Indentation is the nesting; keep it shallow enough to stay small.
            let depth = depth.min(60);
            let open = ["try:\n", "if a:\n", "def f():\n"][shape % 3];
            for i in 0..depth {
                out.push_str(&" ".repeat(i));
                out.push_str(open);
            }
            for l in tail {
                out.push_str(&" ".repeat(depth));
                out.push_str(l);
                out.push('\n');
            }
            if shape.is_multiple_of(3) {
                for i in (0..depth).rev() {
                    out.push_str(&" ".repeat(i));
                    out.push_str("except Exception as e:\n");
                    out.push_str(&" ".repeat(i + 1));
                    out.push_str("requests.get(u)\n");
                }
            }
        }
        _ => {
            let (open, close) = [
                ("try {\n", "} catch (e) { console.log(e) }\n"),
                ("if (a) {\n", "} else if (b) { fetch(u) }\n"),
                ("function f() {\n", "}\n"),
                ("p.then(() => {\n", "})\n"),
            ][shape % 4];
            out.push_str(&open.repeat(depth));
            out.push_str(&tail.join("\n"));
            out.push('\n');
            out.push_str(&close.repeat(depth));
        }
    }
    out
}

/// Inserts awkward characters at random char boundaries, swaps spaces for
/// non-breaking spaces, and builds deep nesting around half of every
/// fixture; runs parse + all rules. `RESILINT_FUZZ_ROUNDS` sets the rounds
/// (CI runs the bounded default; a long local run uses thousands).
#[test]
fn multibyte_and_deep_mutations_never_panic() {
    let mut files = Vec::new();
    fixture_files(
        &Path::new(env!("CARGO_MANIFEST_DIR")).join("testdata"),
        &mut files,
    );
    files.sort();
    let overrides = Overrides {
        select: Some(vec!["ALL".into(), "unpaced-batch-calls".into()]),
        ..Overrides::default()
    };
    let settings = Settings::build(&ConfigFile::default(), PathBuf::from("."), &overrides).unwrap();
    let sources: Vec<(PathBuf, String)> = files
        .iter()
        .map(|f| {
            (
                f.clone(),
                String::from_utf8_lossy(&std::fs::read(f).unwrap()).into_owned(),
            )
        })
        .collect();
    let mut rng = Rng(0xD1B5_4A32_D192_ED03);
    let rounds = std::env::var("RESILINT_FUZZ_ROUNDS")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(4);
    for round in 0..rounds {
        for (path, original) in &sources {
            let lang = Lang::from_path(path).unwrap();
            let mut text = original.clone();
            for _ in 0..1 + rng.below(12) {
                let boundaries: Vec<usize> = text
                    .char_indices()
                    .map(|(i, _)| i)
                    .chain([text.len()])
                    .collect();
                let at = boundaries[rng.below(boundaries.len())];
                match rng.below(6) {
                    0 | 1 => text.insert_str(at, AWKWARD[rng.below(AWKWARD.len())]),
                    // `=>\u{a0}ctrl.abort()`; StandardJS without semicolons.
                    4 => text = text.replace("=> ", "=>\u{a0}"),
                    5 => text = text.replace(';', ""),
                    2 => {
                        // Spaces after `=>`, `(`, `,` and friends become U+00A0.
                        if let Some(p) = text[at..].find(' ') {
                            text.replace_range(at + p..at + p + 1, "\u{a0}");
                        }
                    }
                    _ => {
                        // A run of multi-byte text long enough to cross fixed windows.
                        let run = AWKWARD[rng.below(4)].repeat(1 + rng.below(900));
                        text.insert_str(at, &format!("// {run}\n"));
                    }
                }
            }
            if rng.below(3) == 0 {
                let depth = [10, 100, 400][rng.below(3)];
                text = nest(&text, lang, depth, rng.below(12));
            }
            let result = std::panic::catch_unwind(|| check_source(path, lang, &text, &settings));
            assert!(
                result.is_ok(),
                "panic on round {round} multi-byte/nesting mutation of {}:\n{}",
                path.display(),
                text.chars().take(4000).collect::<String>()
            );
        }
    }
}
