//! `weak-sdk-retry`: AWS SDK retry configuration that gives up quickly under throttling.

use crate::context::Cx;
use crate::finding::Severity;
use crate::lang::Family;
use crate::rules::{Effort, Rule, RuleMeta};
use tree_sitter::Node;

pub struct WeakSdkRetry;

pub static META: RuleMeta = RuleMeta {
    id: "weak-sdk-retry",
    name: "WeakSdkRetry",
    severity: Severity::Info,
    families: &[Family::Js, Family::Ruby, Family::Python],
    summary: "AWS SDK retry configuration that gives up quickly under throttling",
    incidents: &["INC-2026-07-15-athena-poll-throttle"],
    fix: "Use the adaptive retry mode with more attempts (e.g. retries={'max_attempts': 10, 'mode': 'adaptive'}).",
    docs: DOCS,
    effort: Effort::Trivial,
    opt_in: false,
    options: &[],
};

const DOCS: &str = r#"
## What it flags

(not yet implemented)
"#;

impl Rule for WeakSdkRetry {
    fn meta(&self) -> &'static RuleMeta {
        &META
    }

    fn node_kinds(&self, _family: Family) -> &'static [&'static str] {
        &[]
    }

    fn check<'t>(&self, _node: Node<'t>, _cx: &mut Cx<'_, 't>) {}
}
