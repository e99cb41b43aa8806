//! `silent-rescue`: An error handler that makes a failure of remote work disappear.

use crate::context::Cx;
use crate::finding::Severity;
use crate::lang::Family;
use crate::rules::{Effort, Rule, RuleMeta};
use tree_sitter::Node;

pub struct SilentRescue;

pub static META: RuleMeta = RuleMeta {
    id: "silent-rescue",
    name: "SilentRescue",
    severity: Severity::Error,
    families: &[Family::Js, Family::Ruby, Family::Python],
    summary: "An error handler that makes a failure of remote work disappear",
    incidents: &["INC-2026-07-03-authorizer-timeout"],
    fix: "Re-raise (or pass the error on / record it for retry) after logging the status, URL and error class.",
    docs: DOCS,
    effort: Effort::Standard,
    opt_in: false,
    options: &[],
};

const DOCS: &str = r#"
## What it flags

(not yet implemented)
"#;

impl Rule for SilentRescue {
    fn meta(&self) -> &'static RuleMeta {
        &META
    }

    fn node_kinds(&self, _family: Family) -> &'static [&'static str] {
        &[]
    }

    fn check<'t>(&self, _node: Node<'t>, _cx: &mut Cx<'_, 't>) {}
}
