//! `retry-without-delay`: A retry that re-issues a failed operation immediately, with no delay.

use crate::context::Cx;
use crate::finding::Severity;
use crate::lang::Family;
use crate::rules::{Effort, Rule, RuleMeta};
use tree_sitter::Node;

pub struct RetryWithoutDelay;

pub static META: RuleMeta = RuleMeta {
    id: "retry-without-delay",
    name: "RetryWithoutDelay",
    severity: Severity::Warning,
    families: &[Family::Js, Family::Ruby, Family::Python],
    summary: "A retry that re-issues a failed operation immediately, with no delay",
    incidents: &[
        "INC-2026-07-15-athena-poll-throttle",
        "INC-2026-04-24-pix4d-throttle-429",
    ],
    fix: "Wait before the next attempt, with exponential backoff and jitter (honour Retry-After when present).",
    docs: DOCS,
    effort: Effort::Trivial,
    opt_in: false,
    options: &[],
};

const DOCS: &str = r#"
## What it flags

(not yet implemented)
"#;

impl Rule for RetryWithoutDelay {
    fn meta(&self) -> &'static RuleMeta {
        &META
    }

    fn node_kinds(&self, _family: Family) -> &'static [&'static str] {
        &[]
    }

    fn check<'t>(&self, _node: Node<'t>, _cx: &mut Cx<'_, 't>) {}
}
