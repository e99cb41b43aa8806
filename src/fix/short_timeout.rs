//! `short-timeout`: raise the literal to the configured minimum, in the unit
//! the code uses (safe: the same call, a longer budget).

use super::{Draft, FixCx};
use crate::finding::{Applicability, Finding};
use crate::semantics::ast::number_value;
use crate::semantics::kind::NodeKind as _;
use regex::Regex;
use std::sync::LazyLock;

/// The value the rule read, normalised in its message: "`timeout=1` (1 s)".
static MESSAGE_VALUE: LazyLock<Regex> =
    LazyLock::new(|| Regex::new(r"\((\d+(?:\.\d+)?) (ms|s)\)").expect("valid regex"));

pub(super) fn fix(cx: &FixCx<'_, '_>, f: &Finding) -> Option<Draft> {
    let node = cx.node_at(&f.span, &["number", "integer", "float"])?;
    if !matches!(node.kind_name(), "number" | "integer" | "float") {
        // An expression (`1000 * 1`) or a call site relying on a default
        // elsewhere: no single literal to raise.
        return None;
    }
    let raw = cx.text_of(node);
    if raw.contains(['x', 'X', 'e', 'E', '_', 'n', 'o', 'b', 'j', 'r']) {
        return None;
    }
    let value = number_value(raw)?;
    if value <= 0.0 {
        return None;
    }
    let caps = MESSAGE_VALUE.captures(&f.message)?;
    let shown: f64 = caps[1].parse().ok()?;
    let shown_ms = if &caps[2] == "ms" {
        shown
    } else {
        shown * 1000.0
    };
    let close = |a: f64, b: f64| (a - b).abs() <= b.abs() * 0.06 + 1e-9;
    let seconds = if close(value, shown_ms) {
        false
    } else if close(value * 1000.0, shown_ms) {
        true
    } else {
        return None;
    };
    let min_ms = cx
        .settings
        .option("short-timeout", "min-timeout-ms", 2000.0)
        .max(1.0);
    let target = if seconds { min_ms / 1000.0 } else { min_ms };
    let literal = format_like(raw, target);
    let unit = if seconds { "s" } else { "ms" };
    Some(
        Draft::new(
            Applicability::Safe,
            format!("Raise the timeout from {raw} to {literal} {unit} (the configured minimum)"),
        )
        .replace(node, literal),
    )
}

/// `target` written like `raw`: a float literal stays a float (`1.0` ->
/// `2.0`), an integer stays an integer when the value is whole.
fn format_like(raw: &str, target: f64) -> String {
    let whole = target.fract() == 0.0;
    if whole && !raw.contains('.') {
        format!("{}", target as i64)
    } else if whole {
        format!("{target:.1}")
    } else {
        // Shortest decimal that round-trips (2.5, 0.25).
        let s = format!("{target}");
        if s.contains('.') { s } else { format!("{s}.0") }
    }
}

#[cfg(test)]
mod tests {
    use super::format_like;

    #[test]
    fn literals_keep_their_form() {
        assert_eq!(format_like("1000", 2000.0), "2000");
        assert_eq!(format_like("1", 2.0), "2");
        assert_eq!(format_like("1.0", 2.0), "2.0");
        assert_eq!(format_like("0.5", 2.0), "2.0");
        assert_eq!(format_like("1", 2.5), "2.5");
        assert_eq!(format_like(".5", 3.0), "3.0");
    }
}
