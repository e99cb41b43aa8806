//! Every rule is linked to at least one known incident, every incident to
//! known rules, and every rule documents a fix example per language.

use resilint::backlog::fix_example;
use resilint::incidents;
use resilint::rules;

#[test]
fn every_rule_names_known_incidents() {
    let all = incidents::builtin();
    assert_eq!(all.len(), 5, "one record per incident report");
    for rule in rules::all() {
        let m = rule.meta();
        assert!(!m.incidents.is_empty(), "{} has no incident", m.id);
        for id in m.incidents {
            let inc = incidents::find(all, id)
                .unwrap_or_else(|| panic!("{} names unknown incident {id}", m.id));
            assert!(
                inc.rules.iter().any(|r| r == m.id),
                "{id} does not list {}",
                m.id
            );
        }
    }
}

#[test]
fn every_incident_is_complete_and_names_known_rules() {
    for inc in incidents::builtin() {
        assert!(
            inc.id.starts_with(&format!("INC-{}-", inc.date)),
            "{}: id starts with its date",
            inc.id
        );
        for field in [
            &inc.title,
            &inc.summary,
            &inc.service,
            &inc.root_cause,
            &inc.fix,
            &inc.impact,
        ] {
            assert!(!field.trim().is_empty(), "{} has an empty field", inc.id);
        }
        assert!(inc.report.is_some());
        for r in &inc.rules {
            let rule =
                rules::by_id(r).unwrap_or_else(|| panic!("{} names unknown rule {r}", inc.id));
            assert!(
                rule.meta().incidents.contains(&inc.id.as_str()),
                "{} lists {r} but the rule does not list it",
                inc.id
            );
        }
    }
}

#[test]
fn every_rule_documents_a_fix_per_language() {
    for rule in rules::all() {
        let m = rule.meta();
        for section in [
            "## What it flags",
            "## Why",
            "## Fix",
            "## Not flagged",
            "## Options",
        ] {
            assert!(m.docs.contains(section), "{}: docs lack {section}", m.id);
        }
        for fam in m.families {
            assert!(
                fix_example(m.docs, *fam).is_some(),
                "{}: no before/after example for {}",
                m.id,
                fam.name()
            );
        }
    }
}

/// The code excerpts of every incident report appear, paraphrased, under
/// `testdata/incidents/` (checked exactly by tests/fixtures.rs).
#[test]
fn every_incident_has_a_paraphrased_excerpt_fixture() {
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("testdata/incidents");
    // Fixtures sit in the directory of the kind of program they come from
    // (`cron/`, `agent/`, `workers/`): the execution context is evidence.
    let mut files: Vec<(String, std::path::PathBuf)> = Vec::new();
    let mut dirs = vec![dir.clone()];
    while let Some(d) = dirs.pop() {
        for e in std::fs::read_dir(&d).unwrap().flatten() {
            if e.path().is_dir() {
                dirs.push(e.path());
            } else {
                files.push((e.file_name().to_string_lossy().into_owned(), e.path()));
            }
        }
    }
    for inc in incidents::builtin() {
        let report = inc.report.as_deref().unwrap();
        let prefix = format!("inc{}_", &report[..3]);
        let fixtures: Vec<&(String, std::path::PathBuf)> = files
            .iter()
            .filter(|(f, _)| f.starts_with(&prefix))
            .collect();
        assert!(
            !fixtures.is_empty(),
            "{}: no testdata/incidents/{prefix}* fixture",
            inc.id
        );
        for (f, path) in fixtures {
            let text = std::fs::read_to_string(path).unwrap();
            assert!(text.contains(&inc.id), "{f} names its incident");
            assert!(text.contains("expect: "), "{f} has expectation markers");
        }
    }
}
