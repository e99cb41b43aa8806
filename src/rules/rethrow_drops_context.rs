//! `rethrow-drops-context`: A new error built from the caught error's message drops its status and cause.

use crate::context::Cx;
use crate::finding::Severity;
use crate::lang::Family;
use crate::rules::{Effort, Rule, RuleMeta};
use tree_sitter::Node;

pub struct RethrowDropsContext;

pub static META: RuleMeta = RuleMeta {
    id: "rethrow-drops-context",
    name: "RethrowDropsContext",
    severity: Severity::Warning,
    families: &[Family::Js, Family::Ruby, Family::Python],
    summary: "A new error built from the caught error's message drops its status and cause",
    incidents: &["INC-2026-04-24-pix4d-throttle-429"],
    fix: "Keep the original error as the cause ({ cause: error } / raise ... from e) and carry the HTTP status.",
    docs: DOCS,
    effort: Effort::Trivial,
    opt_in: false,
    options: &[],
};

const DOCS: &str = r#"
## What it flags

(not yet implemented)
"#;

impl Rule for RethrowDropsContext {
    fn meta(&self) -> &'static RuleMeta {
        &META
    }

    fn node_kinds(&self, _family: Family) -> &'static [&'static str] {
        &[]
    }

    fn check<'t>(&self, _node: Node<'t>, _cx: &mut Cx<'_, 't>) {}
}
