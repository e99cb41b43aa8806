//! `error-lost-in-serialization`: JSON.stringify(error) serialises an Error to {}.

use crate::context::Cx;
use crate::finding::Severity;
use crate::lang::Family;
use crate::rules::{Effort, Rule, RuleMeta};
use tree_sitter::Node;

pub struct ErrorLostInSerialization;

pub static META: RuleMeta = RuleMeta {
    id: "error-lost-in-serialization",
    name: "ErrorLostInSerialization",
    severity: Severity::Warning,
    families: &[Family::Js],
    summary: "JSON.stringify(error) serialises an Error to {}",
    incidents: &["INC-2026-04-24-pix4d-throttle-429"],
    fix: "Log error.message and error.stack (and the status) instead of JSON.stringify(error).",
    docs: DOCS,
    effort: Effort::Trivial,
    opt_in: false,
    options: &[],
};

const DOCS: &str = r#"
## What it flags

(not yet implemented)
"#;

impl Rule for ErrorLostInSerialization {
    fn meta(&self) -> &'static RuleMeta {
        &META
    }

    fn node_kinds(&self, _family: Family) -> &'static [&'static str] {
        &[]
    }

    fn check<'t>(&self, _node: Node<'t>, _cx: &mut Cx<'_, 't>) {}
}
