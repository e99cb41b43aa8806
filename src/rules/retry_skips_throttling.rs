//! `retry-skips-throttling`: A retry policy that retries 5xx but not HTTP 429.

use crate::context::Cx;
use crate::finding::Severity;
use crate::lang::Family;
use crate::rules::{Effort, Rule, RuleMeta};
use tree_sitter::Node;

pub struct RetrySkipsThrottling;

pub static META: RuleMeta = RuleMeta {
    id: "retry-skips-throttling",
    name: "RetrySkipsThrottling",
    severity: Severity::Warning,
    families: &[Family::Js, Family::Ruby, Family::Python],
    summary: "A retry policy that retries 5xx but not HTTP 429",
    incidents: &[
        "INC-2026-04-24-pix4d-throttle-429",
        "INC-2026-07-07-session-check-502",
    ],
    fix: "Retry 429 as well, honouring Retry-After, and use >= 500 rather than > 500.",
    docs: DOCS,
    effort: Effort::Trivial,
    opt_in: false,
    options: &[],
};

const DOCS: &str = r#"
## What it flags

(not yet implemented)
"#;

impl Rule for RetrySkipsThrottling {
    fn meta(&self) -> &'static RuleMeta {
        &META
    }

    fn node_kinds(&self, _family: Family) -> &'static [&'static str] {
        &[]
    }

    fn check<'t>(&self, _node: Node<'t>, _cx: &mut Cx<'_, 't>) {}
}
