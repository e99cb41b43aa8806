//! Whether a call's result is tested where it is called: `if not f(x)`,
//! `unless f(x)`, `if (!f(x))`, `f(x) ?? y`, `f(x) or y`, or `v = f(x)`
//! followed within a few lines by a test of `v`. A function that hands its
//! caller `None`/`false`/`null` on failure is answered by such a test: the
//! caller treats the value as "did not work" and handles it.

use crate::lang::Family;
use crate::semantics::ast;
use crate::semantics::kind::NodeKind as _;
use crate::semantics::parents;
use crate::semantics::parents::parent;
use regex::Regex;
use tree_sitter::Node;

/// The call of a function whose name is at `pos..pos + len` in `text` has
/// its result tested (see the module docs). `root` is the file's tree, with
/// its parent index installed.
pub fn result_tested_at(
    text: &str,
    root: Node<'_>,
    family: Family,
    pos: usize,
    len: usize,
) -> bool {
    let line_start = text[..pos].rfind('\n').map_or(0, |p| p + 1);
    let line_end = text[pos..].find('\n').map_or(text.len(), |p| pos + p);
    let line = &text[line_start..line_end];
    let t = line.trim_start();
    // `!!f(x)`, `!!(await f(x))`, `Boolean(f(x))`, `bool(f(x))`: turned into
    // a yes/no answer.
    let before = text[line_start..pos].trim_end_matches(['(', ' ']);
    let tested = before.ends_with("!!")
        || before.ends_with("!!(await")
        || before.ends_with("Boolean")
        || before.ends_with("bool")
        || t.starts_with("if not ")
        || t.starts_with("if !")
        || t.starts_with("if (!")
        || t.starts_with("unless ")
        || line.contains(" is None")
        || line.contains(" ?? ")
        || line.contains(" || ")
        || line.contains(".nil?")
        || (t.starts_with("if ") && !line.contains('='))
        || line.contains(" or ");
    tested
        || assigned_at(text, root, family, pos, len)
            .is_some_and(|(var, end)| tested_soon(var, end, text))
}

/// The variable the result of the call whose name is at `pos..pos + len`
/// is assigned to, with the end of the assignment (see [`assigned_result`]).
fn assigned_at<'t>(
    text: &'t str,
    root: Node<'t>,
    family: Family,
    pos: usize,
    len: usize,
) -> Option<(&'t str, usize)> {
    parents::descendant_for_byte_range(root, pos, pos + len)
        .and_then(|n| assigned_result(n, text, family))
}

/// The call of a function whose name is at `pos..pos + len` in `text` has
/// its result assigned to a variable whose members are read within the next
/// few lines without a guard (`const job = await createJob(p); return
/// job.Job.Id`): an empty value (`null`, `None`, `nil`) fails the caller
/// there, so the failure does not pass silently.
pub fn result_dereferenced_at(
    text: &str,
    root: Node<'_>,
    family: Family,
    pos: usize,
    len: usize,
) -> bool {
    let Some((var, end)) = assigned_at(text, root, family, pos, len) else {
        return false;
    };
    if tested_soon(var, end, text) {
        return false;
    }
    let rest = text.get(end..).unwrap_or("");
    let window: String = rest.lines().take(8).collect::<Vec<_>>().join("\n");
    let v = regex::escape(var);
    let Ok(read) = Regex::new(&format!(r"\b{v}(\.[A-Za-z_]\w*|\[)")) else {
        return false;
    };
    // Ruby: `nil` answers a few methods of its own (`nil-methods`: `to_s`,
    // `nil?`), which read nothing.
    let nil_methods =
        crate::model::knowledge::list(crate::model::knowledge::Eco::Ruby, "nil-methods");
    read.find_iter(&window).any(|m| {
        let member = &window[m.start() + var.len()..m.end()];
        !(family == Family::Ruby && nil_methods.contains(&member.trim_start_matches('.')))
    })
}

/// The variable a call's result is assigned to, from a node of its callee,
/// with the end of the assignment: `x = f(...)`, `const x = await f(...)`,
/// `x = await f(...).catch(() => null)`.
pub fn assigned_result<'t>(
    from: Node<'t>,
    text: &'t str,
    family: Family,
) -> Option<(&'t str, usize)> {
    let mut node = from;
    for _ in 0..12 {
        let up = parent(node)?;
        match up.kind_name() {
            "variable_declarator" | "assignment" | "assignment_expression" => {
                let (name, value) = match up.kind_name() {
                    "variable_declarator" => ("name", "value"),
                    _ => ("left", "right"),
                };
                if up.child_by_field_name(value) != Some(node) {
                    return None;
                }
                let var = up.child_by_field_name(name)?;
                return matches!(var.kind_name(), "identifier")
                    .then(|| (&text[var.byte_range()], up.end_byte()));
            }
            k if ast::is_function(k, family)
                || k.ends_with("statement")
                || matches!(k, "block" | "body_statement" | "statement_block") =>
            {
                return None;
            }
            _ => node = up,
        }
    }
    None
}

/// `var` is tested for absence within the next few lines after `from`:
/// `if not x`, `if x is None`, `unless x`, `x.nil?`, `if (!x)`,
/// `x === null`, `x !== null`, a member read through optional chaining
/// compared with nothing (`x?.tasks === undefined`) or negated
/// (`!x?.tasks`), `x ?? y`, `return x is not None`, and
/// Ruby's modifiers (`next unless x`, `return if x.nil?`), conditional
/// expressions (`x ? x.data : ''`, `a if x else b`), guards (`x && x.id`)
/// and conversions to a yes/no answer (`!!x`, `Boolean(x)`, `bool(x)`).
pub fn tested_soon(var: &str, from: usize, text: &str) -> bool {
    let rest = text.get(from..).unwrap_or("");
    let window: String = rest.lines().take(8).collect::<Vec<_>>().join("\n");
    let v = regex::escape(var);
    let Ok(test) = Regex::new(&format!(
        r"(?m)(\b(if|elif|unless|while|and|or|return)\s*\(?\s*(not\s+|!\s*){v}\b|\b{v}\s+is\s+(not\s+)?None\b|\b{v}\.nil\?|\b{v}\s*[!=]==?\s*(null|undefined|nil|None)\b|\b{v}\?\.[\w$]+(\?\.[\w$]+)*\s*[!=]==?\s*(null|undefined)\b|!\s*{v}\?\.|\b{v}\s*\?\?|^\s*(if|unless|elif)\s+\(?{v}\s*(:|\)|$|&&|\band\b)|\b(next|return|break|redo)\b[^\n]*\b(if|unless)\s+{v}\s*$|\b{v}\s*\?\s*[^?.:\s]|\b{v}\.(present|blank)\?|\b{v}\s*&&|\bif\s+{v}\s+else\b|!!\s*{v}\b|\b(Boolean|bool)\(\s*{v}\s*\))"
    )) else {
        return false;
    };
    test.is_match(&window)
}

/// The call around `node` (a node of its callee) is a statement of its own:
/// its value, awaited or not, goes nowhere.
pub fn value_unused(node: Node<'_>, family: Family) -> bool {
    let mut cur = node;
    for _ in 0..4 {
        if ast::is_call(cur.kind_name(), family) {
            break;
        }
        let Some(up) = parent(cur) else {
            return false;
        };
        cur = up;
    }
    if !ast::is_call(cur.kind_name(), family) {
        return false;
    }
    while let Some(up) = parent(cur) {
        match up.kind_name() {
            "await_expression" | "await" => cur = up,
            "expression_statement" => return true,
            "body_statement" | "then" | "else" | "do" | "block_body" | "begin" | "program" => {
                return family == Family::Ruby;
            }
            _ => return false,
        }
    }
    false
}
