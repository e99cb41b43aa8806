//! `missing-retry`: An outbound call whose transient failure (502/503/504, reset, throttling) propagates with no retry.

use crate::context::Cx;
use crate::finding::Severity;
use crate::lang::Family;
use crate::rules::{Effort, Rule, RuleMeta};
use tree_sitter::Node;

pub struct MissingRetry;

pub static META: RuleMeta = RuleMeta {
    id: "missing-retry",
    name: "MissingRetry",
    severity: Severity::Warning,
    families: &[Family::Js, Family::Ruby, Family::Python],
    summary: "An outbound call whose transient failure (502/503/504, reset, throttling) propagates with no retry",
    incidents: &[
        "INC-2026-07-07-session-check-502",
        "INC-2026-07-08-upload-part-503",
    ],
    fix: "Wrap the call in a retry with exponential backoff on 429/502/503/504 and network errors (the file's own helper when it has one).",
    docs: DOCS,
    effort: Effort::Standard,
    opt_in: false,
    options: &[],
};

const DOCS: &str = r#"
## What it flags

(not yet implemented)
"#;

impl Rule for MissingRetry {
    fn meta(&self) -> &'static RuleMeta {
        &META
    }

    fn node_kinds(&self, _family: Family) -> &'static [&'static str] {
        &[]
    }

    fn check<'t>(&self, _node: Node<'t>, _cx: &mut Cx<'_, 't>) {}
}
