//! `unpaced-batch-calls`: A batch loop that calls a remote service back to back with no pacing (opt-in).

use crate::context::Cx;
use crate::finding::Severity;
use crate::lang::Family;
use crate::rules::{Effort, Rule, RuleMeta};
use tree_sitter::Node;

pub struct UnpacedBatchCalls;

pub static META: RuleMeta = RuleMeta {
    id: "unpaced-batch-calls",
    name: "UnpacedBatchCalls",
    severity: Severity::Info,
    families: &[Family::Js, Family::Ruby, Family::Python],
    summary: "A batch loop that calls a remote service back to back with no pacing (opt-in)",
    incidents: &["INC-2026-07-15-athena-poll-throttle"],
    fix: "Pace the loop (sleep or a rate limiter) or enqueue one job per item.",
    docs: DOCS,
    effort: Effort::Standard,
    opt_in: true,
    options: &[],
};

const DOCS: &str = r#"
## What it flags

(not yet implemented)
"#;

impl Rule for UnpacedBatchCalls {
    fn meta(&self) -> &'static RuleMeta {
        &META
    }

    fn node_kinds(&self, _family: Family) -> &'static [&'static str] {
        &[]
    }

    fn check<'t>(&self, _node: Node<'t>, _cx: &mut Cx<'_, 't>) {}
}
