//! `sleepless-poll-loop`: A polling loop with no delay between iterations hammers the callee at CPU speed.

use crate::context::Cx;
use crate::finding::Severity;
use crate::lang::Family;
use crate::rules::{Effort, Rule, RuleMeta};
use tree_sitter::Node;

pub struct SleeplessPollLoop;

pub static META: RuleMeta = RuleMeta {
    id: "sleepless-poll-loop",
    name: "SleeplessPollLoop",
    severity: Severity::Error,
    families: &[Family::Js, Family::Ruby, Family::Python],
    summary: "A polling loop with no delay between iterations hammers the callee at CPU speed",
    incidents: &["INC-2026-07-15-athena-poll-throttle"],
    fix: "Sleep between polls with a growing interval (e.g. 0.5 s doubling to 5 s) and give up after a deadline.",
    docs: DOCS,
    effort: Effort::Trivial,
    opt_in: false,
    options: &[],
};

const DOCS: &str = r#"
## What it flags

(not yet implemented)
"#;

impl Rule for SleeplessPollLoop {
    fn meta(&self) -> &'static RuleMeta {
        &META
    }

    fn node_kinds(&self, _family: Family) -> &'static [&'static str] {
        &[]
    }

    fn check<'t>(&self, _node: Node<'t>, _cx: &mut Cx<'_, 't>) {}
}
