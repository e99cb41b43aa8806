//! Where a module-level value goes: whether a configuration object (a
//! urllib3 `Retry`, its status list, the adapter built from it) ever reaches
//! code that sends a request, or ends on a module-level name nothing reads.
//!
//! Python only for now: a value is followed up through the expressions that
//! carry it (`Retry(status_forcelist=X)`, `HTTPAdapter(max_retries=r)`),
//! module-level assignments (every read of the name carries it on) and
//! `session.mount(prefix, adapter)` (the session carries it). A read the
//! walk cannot follow counts as a use, so only a chain whose every end is
//! provably unread is dead.

use crate::semantics::parents;
use tree_sitter::Node;

use crate::context::Cx;
use crate::lang::Family;
use crate::semantics::ast;
use crate::semantics::ast::Field;
use crate::semantics::kind::NodeKind as _;

/// How many names a chain may pass through before the walk gives up (and
/// counts the value as used).
const MAX_HOPS: usize = 4;

/// How many names one question may follow in all.
const MAX_NAMES: usize = 8;

/// The module-level name that ends every path of `node`'s value, when no
/// code of the project reads it: `session` for a status list inside
/// `session.mount("https://", HTTPAdapter(max_retries=Retry(...)))` where
/// nothing uses `session` and no other module imports it. `None` when the
/// value may be used (or the language is not followed).
pub fn unused_module_value(node: Node<'_>, cx: &Cx<'_, '_>) -> Option<String> {
    if cx.family() != Family::Python {
        return None;
    }
    let mut ends = Vec::new();
    let mut seen = Vec::new();
    if carries_to_use(node, cx, 0, &mut ends, &mut seen) {
        return None;
    }
    ends.dedup();
    (!ends.is_empty()).then(|| ends.join("`, `"))
}

/// Whether the value of `node` may be read by code that uses it; the
/// module-level names it ends on unread are added to `ends`.
fn carries_to_use(
    node: Node<'_>,
    cx: &Cx<'_, '_>,
    hops: usize,
    ends: &mut Vec<String>,
    seen: &mut Vec<String>,
) -> bool {
    let mut cur = node;
    loop {
        let Some(parent) = parents::parent(cur) else {
            return true;
        };
        match parent.kind_name() {
            "list"
            | "tuple"
            | "set"
            | "parenthesized_expression"
            | "keyword_argument"
            | "expression_list" => cur = parent,
            "argument_list" => {
                let Some(call) = parents::parent(parent).filter(|c| c.kind_name() == "call") else {
                    return true;
                };
                // `session.mount(prefix, adapter)`: the session carries it.
                if let Some(session) = mounted_on(call, cx) {
                    return session_read(session, cx, hops, ends, seen);
                }
                cur = call;
            }
            "call" => {
                // The value is the callee (`x()`), not an argument: a use.
                return true;
            }
            "assignment" => {
                if parent.field("right") != Some(cur) {
                    return true;
                }
                let Some(left) = parent
                    .field("left")
                    .filter(|l| l.kind_name() == "identifier")
                else {
                    return true;
                };
                if !is_module_level(parent) {
                    return true;
                }
                return name_read(cx.text_of(left), left, false, cx, hops, ends, seen);
            }
            _ => return true,
        }
    }
}

/// `X.mount(prefix, adapter)` with `X` a plain name: that name.
fn mounted_on<'t>(call: Node<'t>, cx: &Cx<'_, 't>) -> Option<Node<'t>> {
    crate::semantics::facts::mounted_session(call, cx.text)
        .filter(|o| o.kind_name() == "identifier")
}

fn session_read(
    session: Node<'_>,
    cx: &Cx<'_, '_>,
    hops: usize,
    ends: &mut Vec<String>,
    seen: &mut Vec<String>,
) -> bool {
    let name = cx.text_of(session);
    match ast::enclosing_function(session, Family::Python) {
        None => name_read(name, session, true, cx, hops, ends, seen),
        Some(_) => true,
    }
}

/// Whether some read of the module-level `name` (other than `defined`, its
/// own assignment, and `name.mount(...)`) carries the value on, or another
/// module imports it. Only a `session` (a name something was mounted on) can
/// end a chain unread: a constant nothing here reads may still be read by
/// name (`settings.RETRY_STATUSES`, `getattr`). A name whose every read
/// ends unread is unread too.
fn name_read(
    name: &str,
    defined: Node<'_>,
    session: bool,
    cx: &Cx<'_, '_>,
    hops: usize,
    ends: &mut Vec<String>,
    seen: &mut Vec<String>,
) -> bool {
    // Each name is followed once (a name met again counts as read), so the
    // walk stays linear in the names of the chain, whatever the file holds.
    if hops >= MAX_HOPS || seen.iter().any(|s| s == name) || seen.len() >= MAX_NAMES {
        return true;
    }
    seen.push(name.to_string());
    let key = format!("{}::{name}", crate::model::effects::module_key(cx.rel_path));
    if cx.index.effects.is_used(Family::Python, &key) {
        return true;
    }
    let mut read = false;
    let mut reads = 0;
    ast::walk(cx.root, &mut |n| {
        if read {
            return false;
        }
        if n.kind_name() != "identifier" || n == defined || cx.text_of(n) != name {
            return true;
        }
        let parent = parents::parent(n);
        // A module-level rebinding of the name is not a read.
        if let Some(p) = parent.filter(|p| p.kind_name() == "assignment")
            && p.field("left") == Some(n)
            && is_module_level(p)
        {
            return true;
        }
        // `name.mount(...)` configures the session; it sends nothing.
        if let Some(attr) = parent.filter(|p| p.kind_name() == "attribute")
            && attr.field("object") == Some(n)
            && attr.field("attribute").map(|a| cx.text_of(a)) == Some("mount")
        {
            return true;
        }
        reads += 1;
        if carries_to_use(n, cx, hops + 1, ends, seen) {
            read = true;
        }
        false
    });
    if read {
        return true;
    }
    // Read only by chains that end unread: dead with them.
    if reads > 0 {
        return false;
    }
    if !session {
        return true;
    }
    ends.push(name.to_string());
    false
}

/// An assignment statement directly in the module body.
fn is_module_level(assignment: Node<'_>) -> bool {
    parents::parent(assignment)
        .filter(|s| s.kind_name() == "expression_statement")
        .and_then(parents::parent)
        .is_some_and(|m| m.kind_name() == "module")
}
