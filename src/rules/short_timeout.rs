//! `short-timeout`: A network timeout or abort budget below min-timeout-ms (default 2000 ms).

use crate::context::Cx;
use crate::finding::Severity;
use crate::lang::Family;
use crate::rules::{Effort, Rule, RuleMeta, RuleOption};
use tree_sitter::Node;

pub struct ShortTimeout;

pub static META: RuleMeta = RuleMeta {
    id: "short-timeout",
    name: "ShortTimeout",
    severity: Severity::Warning,
    families: &[Family::Js, Family::Ruby, Family::Python],
    summary: "A network timeout or abort budget below min-timeout-ms (default 2000 ms)",
    incidents: &["INC-2026-07-03-authorizer-timeout"],
    fix: "Give the call a budget of several seconds (3-5 s for a cold Lambda or TLS handshake), passed explicitly.",
    docs: DOCS,
    effort: Effort::Trivial,
    opt_in: false,
    options: &[RuleOption {
        name: "min-timeout-ms",
        default: "2000",
        description: "Timeouts below this many milliseconds are reported.",
    }],
};

const DOCS: &str = r#"
## What it flags

(not yet implemented)
"#;

impl Rule for ShortTimeout {
    fn meta(&self) -> &'static RuleMeta {
        &META
    }

    fn node_kinds(&self, _family: Family) -> &'static [&'static str] {
        &[]
    }

    fn check<'t>(&self, _node: Node<'t>, _cx: &mut Cx<'_, 't>) {}
}
