//! The rule registry. A rule is one file in this directory (metadata, docs and
//! checks) plus its query files under `queries/<language>/<rule-id>.scm`.

use crate::context::Cx;
use crate::finding::Severity;
use crate::lang::{Family, Lang};
use std::sync::OnceLock;
use tree_sitter::{Node, Query};

pub mod bare_reject;
pub mod error_lost_in_serialization;
pub mod missing_retry;
pub mod rethrow_drops_context;
pub mod retry_skips_throttling;
pub mod retry_without_delay;
pub mod short_timeout;
pub mod silent_rescue;
pub mod sleepless_poll_loop;
pub mod unpaced_batch_calls;
pub mod weak_sdk_retry;

/// Rules whose findings are about the absence of a safeguard: by default
/// they report in service and library code only (spec v3). A rule may also
/// mark single findings so (`Finding::as_absence`).
pub const ABSENCE_RULES: &[&str] = &["missing-retry", "unpaced-batch-calls"];

/// How much work fixing one finding of a rule usually is.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Effort {
    Trivial,
    Standard,
    Involved,
}

/// A configurable option of a rule.
pub struct RuleOption {
    pub name: &'static str,
    pub default: &'static str,
    pub description: &'static str,
}

/// Everything about a rule that is not its checking code.
pub struct RuleMeta {
    pub id: &'static str,
    /// CamelCase name (SARIF `name`).
    pub name: &'static str,
    pub severity: Severity,
    pub families: &'static [Family],
    pub summary: &'static str,
    /// Built-in incident ids (see `src/incidents/catalog.toml`).
    pub incidents: &'static [&'static str],
    /// One-line fix recommendation (the `help:` line).
    pub fix: &'static str,
    /// Markdown documentation: what it flags, why, fix with before/after per
    /// language, what it does not flag, options.
    pub docs: &'static str,
    pub effort: Effort,
    /// Off unless selected explicitly.
    pub opt_in: bool,
    /// The harm lands on the dependency (a loop that hammers it), not on
    /// the person running the code: findings stay `high` in CLI code. No
    /// rule sets it now: judged on real code, a dev script's immediate retry
    /// was one watched run its operator re-runs (medium).
    pub harms_dependency: bool,
    /// What makes a finding `high` confidence, and what leaves it `medium`
    /// (spec v3); printed by `explain` under "Confidence".
    pub confidence: &'static str,
    pub options: &'static [RuleOption],
}

pub trait Rule: Send + Sync {
    fn meta(&self) -> &'static RuleMeta;
    /// Node kinds this rule wants to see in a file of the given family.
    fn node_kinds(&self, family: Family) -> &'static [&'static str];
    /// Called once for every node of one of `node_kinds`.
    fn check<'t>(&self, node: Node<'t>, cx: &mut Cx<'_, 't>);
    /// Words at least one of which occurs in the bytes of any file this rule
    /// can report in (case-sensitive). A file containing none of the trigger
    /// words of the selected rules is not parsed. Empty: always parse.
    fn triggers(&self, _family: Family) -> &'static [&'static str] {
        &[]
    }
    /// The trigger words under which this rule can report a `high` finding
    /// in a file that holds no remote evidence of its own: a file that
    /// names no client, SDK, retry, wait, job registration or connection
    /// opener (`effects::gate_words`), imports no project code found
    /// outbound and is not unattended code (none of which the first pass
    /// summarised). At the default confidence (`high`) the main pass does
    /// not parse such a file unless it holds one of these words of a
    /// selected rule (ignoring ASCII case): its findings there could only
    /// be `medium`. Default: the rule's triggers (its evidence is the text
    /// it matches: a timeout, a bare `reject()`).
    fn triggers_without_remote_evidence(&self, family: Family) -> &'static [&'static str] {
        self.triggers(family)
    }
    /// Whether the rule's findings judge a setting someone chose (a retry
    /// budget, a status list, a timeout): a comment beside it that gives a
    /// reason (`semantics::comments`) lowers them to `medium`.
    fn judges_a_chosen_setting(&self) -> bool {
        false
    }
    /// Words a comment's reason must name to count for this rule (empty:
    /// any reason counts). A comment on a retry loop that explains the
    /// retry is no reason for retrying at once.
    fn reason_topic(&self) -> &'static [&'static str] {
        &[]
    }
    /// Words that make a file worth indexing in the cross-file first pass
    /// (case-sensitive). Empty: the rule contributes nothing to the index.
    fn index_triggers(&self, _family: Family) -> &'static [&'static str] {
        &[]
    }
    /// Whether this run needs the rule's index at all (e.g. retrying house
    /// clients matter only when house clients are configured).
    fn wants_index(&self, _settings: &crate::config::Settings) -> bool {
        true
    }
    /// A cheap text test run before parsing a file for the index.
    fn index_gate(&self, _family: Family, _text: &str) -> bool {
        true
    }
    /// First pass: record what other files' checks need to know.
    fn index_file<'t>(
        &self,
        _root: Node<'t>,
        _cx: &mut Cx<'_, 't>,
        _out: &mut crate::index::FileIndex,
    ) {
    }
}

/// Every rule, in catalogue order.
pub fn all() -> &'static [&'static dyn Rule] {
    &[
        &short_timeout::ShortTimeout,
        &missing_retry::MissingRetry,
        &sleepless_poll_loop::SleeplessPollLoop,
        &bare_reject::BareReject,
        &silent_rescue::SilentRescue,
        &retry_skips_throttling::RetrySkipsThrottling,
        &error_lost_in_serialization::ErrorLostInSerialization,
        &rethrow_drops_context::RethrowDropsContext,
        &weak_sdk_retry::WeakSdkRetry,
        &unpaced_batch_calls::UnpacedBatchCalls,
        &retry_without_delay::RetryWithoutDelay,
    ]
}

pub fn by_id(id: &str) -> Option<&'static dyn Rule> {
    all().iter().copied().find(|r| r.meta().id == id)
}

pub fn is_known(id: &str) -> bool {
    by_id(id).is_some()
}

/// A rule's query files, one source per language family, compiled lazily once
/// per grammar on first use.
pub struct RuleQueries {
    pub name: &'static str,
    sources: [Option<&'static str>; 3],
    compiled: [OnceLock<Option<Query>>; 4],
}

impl RuleQueries {
    pub const fn new(
        name: &'static str,
        js: Option<&'static str>,
        ruby: Option<&'static str>,
        python: Option<&'static str>,
    ) -> Self {
        RuleQueries {
            name,
            sources: [js, ruby, python],
            compiled: [
                OnceLock::new(),
                OnceLock::new(),
                OnceLock::new(),
                OnceLock::new(),
            ],
        }
    }

    pub fn source(&self, family: Family) -> Option<&'static str> {
        self.sources[family as usize]
    }

    /// The compiled query for a grammar, if the rule has one for its family.
    pub fn get(&self, lang: Lang) -> Option<&Query> {
        self.compiled[lang.index()]
            .get_or_init(|| {
                let src = self.source(lang.family())?;
                Some(compile_query(self.name, lang, src))
            })
            .as_ref()
    }
}

/// Compiles a query and rejects predicates the Rust binding does not evaluate
/// (they would silently match everything). Queries are part of the binary and
/// covered by tests, so a failure here is a programming error.
pub fn compile_query(name: &str, lang: Lang, src: &str) -> Query {
    let query = Query::new(&lang.grammar(), src)
        .unwrap_or_else(|e| panic!("query {name} for {lang:?} does not compile: {e}"));
    for pattern in 0..query.pattern_count() {
        if let Some(p) = query.general_predicates(pattern).first() {
            panic!(
                "query {name} for {lang:?} uses unknown predicate #{}",
                p.operator
            );
        }
    }
    query
}

/// Embeds `queries/<family>/<file>.scm` for a rule.
#[macro_export]
macro_rules! query_file {
    ($family:literal, $file:literal) => {
        Some(include_str!(concat!(
            env!("CARGO_MANIFEST_DIR"),
            "/queries/",
            $family,
            "/",
            $file,
            ".scm"
        )))
    };
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ids_are_unique_kebab_case() {
        let mut seen = std::collections::HashSet::new();
        for rule in all() {
            let id = rule.meta().id;
            assert!(seen.insert(id), "duplicate rule id {id}");
            assert!(
                id.chars().all(|c| c.is_ascii_lowercase() || c == '-'),
                "{id} is not kebab-case"
            );
        }
        assert_eq!(seen.len(), 11);
    }

    #[test]
    fn every_rule_says_what_makes_a_finding_high() {
        for rule in all() {
            let m = rule.meta();
            assert!(
                m.confidence.starts_with("High"),
                "{}: confidence docs must start with what makes a finding high",
                m.id
            );
        }
    }

    #[test]
    fn node_kinds_exist_in_grammars() {
        for rule in all() {
            for lang in Lang::ALL {
                let grammar = lang.grammar();
                for kind in rule.node_kinds(lang.family()) {
                    assert_ne!(
                        grammar.id_for_node_kind(kind, true),
                        0,
                        "{}: node kind {kind} unknown in {lang:?}",
                        rule.meta().id
                    );
                }
            }
        }
    }
}
